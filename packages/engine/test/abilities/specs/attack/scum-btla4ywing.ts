/**
 * Card specs for the Scum and Villainy BTL-A4 Y-wing pilots of abilities/cards/attack/scum-btla4ywing.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Arcs (a turret's arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Drea Renthal (d) beside an X-wing (x, or Wedge Antilles, limited); the TIE (t) ahead is inside her front arc, or she
// faces away (`away`).
const dreaTable =
  (attacker = 'redsquadronveteran', away = false) =>
  () =>
    position(
      'engagement',
      [
        { id: 'd', pilot: 'drearenthal', pose: { x: 300, y: 300, heading: away ? 180 : 0 } },
        rebel('x', attacker, 400, 300),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const dreaPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), modifiesWith('Drea Renthal')),
);
const dreaNot = (name: string, t: ReturnType<typeof dreaTable>) =>
  kase(name, t, dreaPlay, (s, seen) => {
    expect(logged(s, 'attack-ended', 'x')).toHaveLength(1);
    expect(offered(seen, 'Drea Renthal')).toBe(false);
  });

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
  {
    source: 'pilot:drearenthal',
    applies: kase('the X-wing attacks the TIE in her arc: a reroll', dreaTable(), dreaPlay, (s) =>
      expect(usedIndexes(s, 'pilot:drearenthal')).toEqual([0]),
    ),
    doesNotApply: [
      dreaNot('she faces away from the TIE', dreaTable('redsquadronveteran', true)),
      dreaNot('Wedge Antilles, limited, attacks', dreaTable('wedgeantilles')),
    ],
  },
];
