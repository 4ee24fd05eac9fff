/**
 * Card specs for the Scum and Villainy BTL-A4 Y-wing pilots of abilities/cards/attack/scum-btla4ywing.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Arcs (a turret's arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const turret = { upgrades: [{ xws: 'dorsalturret' }], turret: 'front' as const };
/** Kavil (and a Y-wing wingman far aside), both with a dorsal turret, facing the X-wing. */
const table =
  (kavilX = 400) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('k', 'kavil', kavilX, 490, turret),
        imperial('y', 'crymorahgoon', 400, 490, kavilX === 400 ? { pose: null } : turret),
      ],
    );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kavil',
    applies: kase(
      'his dorsal turret at range 2 rolls 3 dice',
      table(),
      attackPlay('k', 'x', undefined, 'dorsalturret'),
      (_s, seen) => expect(diceCounts(seen, 'k', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('his front-arc primary attack: its 2 dice', table(), attackPlay('k', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'k', 'x').attack).toBe(2),
      ),
      kase(
        'a wingman’s turret attack: its 2 dice',
        table(250),
        attackPlay('y', 'x', undefined, 'dorsalturret'),
        (_s, seen) => expect(diceCounts(seen, 'y', 'x').attack).toBe(2),
      ),
    ],
  },
];
