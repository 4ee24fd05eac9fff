/**
 * Rebel HWK-290 pilots about initiative, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Roark Garnet: as the Engagement Phase starts he may pick a ship, friendly or enemy, in his firing arc: it engages at
 *   initiative 7 this phase (Torkil Mux, scum-hwk290lightfreighter.ts, shares the record's builder).
 *
 * Reading: the chosen ship's initiative is the lasting value for everything that reads it while it lasts (the
 * engagement order above all, 001 Engagement Phase), as Heightened Perception's is; its printed value is unchanged.
 */
import type { Ability, Until } from '../../vocabulary/types.js';

export function engageAt(xws: string, name: string, value: number, until: Until): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    choose: { side: 'any', inArc: { arc: 'firing' }, label: `engages at initiative ${value}` },
    effect: {
      kind: 'last',
      until,
      window: 'ship:initiative',
      who: 'chosen',
      effect: { kind: 'initiative', set: value },
    },
    summary: `${name}: a ship in your firing arc engages at initiative ${value}.`,
  };
}

export const REBEL_HWK290LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:roarkgarnet': [engageAt('roarkgarnet', 'Roark Garnet', 7, 'end-of-engagement-phase')],
};
