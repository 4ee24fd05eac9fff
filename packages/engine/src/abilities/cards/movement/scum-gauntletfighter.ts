/**
 * Scum Gauntlet fighter abilities about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Winged Reversal (ship ability of Bo-Katan Kryze, Armed and Dangerous): once the ship has revealed a turn, it may
 *   spend a charge and take a strain token to fly that turn as the Tallon roll of the same speed and side instead,
 *   one difficulty harder (`execute-as` with the Tallon roll's dial code — 'L' left, 'P' right — then `maneuver-easier`
 *   of -1 steps). Reading (000 "Maneuver Difficulty", "Tallon Roll"): the harder difficulty is the revealed turn's, a
 *   red turn staying red; the Tallon roll is placed as any Tallon roll is, its side chosen by the player.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** The Tallon roll of the turn revealed (dial codes: 'T' turn left → 'L', 'Y' turn right → 'P'), if it is a turn. */
function tallonOf(code: unknown): { id: string; label: string }[] {
  if (typeof code !== 'string') return [];
  const speed = code.slice(0, -1);
  const bearing = code.slice(-1);
  const roll = bearing === 'T' ? 'L' : bearing === 'Y' ? 'P' : undefined;
  if (!roll || !speed) return [];
  const side = roll === 'L' ? 'left' : 'right';
  return [{ id: `${speed}${roll}`, label: `Execute a ${speed} Tallon roll ${side}, one difficulty harder` }];
}

export const SCUM_GAUNTLETFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:wingedreversal': [
    {
      source: { kind: 'ship-ability', id: 'wingedreversal' },
      window: 'activation:after-reveal',
      // Only a turn has a Tallon roll among the choices: no choice, not offered (no `maneuver-is` clause).
      when: self,
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      choices: (_ctx, _me, subject) => tallonOf(subject.data?.maneuver),
      effect: { kind: 'sequence', of: [{ kind: 'execute-as' }, { kind: 'maneuver-easier', steps: -1 }] },
      summary: 'Winged Reversal: spend a charge and gain a strain token to fly this turn as a Tallon roll, harder.',
    },
  ],
};
