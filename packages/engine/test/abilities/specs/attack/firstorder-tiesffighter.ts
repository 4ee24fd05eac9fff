/**
 * Card specs for the First Order TIE/sf pilots of abilities/cards/attack/firstorder-tiesffighter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Arcs (single turret arc, rear arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** "Backdraft" (turret pointing `turret`, with a dorsal turret too) and a TIE wingman; the X-wing behind or ahead. */
const table = (turret: 'front' | 'rear', behind: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('b', 'backdraft', 400, 490, {
        turret,
        upgrades: [{ xws: 'dorsalturret' }],
        ...(behind ? { pose: { x: 400, y: 490, heading: 0 } } : {}),
      }),
      // The wingman stands in his rear arc, at range 1 of the X-wing.
      imperial('t', 'academypilot', 350, 400),
    ],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:backdraft',
    applies: kase(
      'his turret at the X-wing behind him: 3 dice at range 2',
      table('rear', true),
      attackPlay('b', 'x'),
      (_s, seen) => expect(diceCounts(seen, 'b', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('the X-wing ahead of him: 2 dice', table('front', false), attackPlay('b', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'b', 'x').attack).toBe(2),
      ),
      kase(
        'his dorsal turret at the X-wing behind him: its 2 dice',
        table('rear', true),
        attackPlay('b', 'x', undefined, 'dorsalturret'),
        (_s, seen) => expect(diceCounts(seen, 'b', 'x').attack).toBe(2),
      ),
      kase(
        'his wingman in his rear arc attacks at range 1: its 3 dice',
        table('rear', true),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(3),
      ),
    ],
  },
];
