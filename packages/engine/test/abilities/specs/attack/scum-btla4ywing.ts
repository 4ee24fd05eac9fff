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

/**
 * Arliz Hadrassian (a, Dorsal Turret aboard, its indicator to the front; damaged unless `whole`) beside an X-wing
 * (w), facing the TIE t at range 2.
 */
const arlizTable =
  (whole = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('a', 'arlizhadrassian', 400, 300, {
          upgrades: [{ xws: 'dorsalturret' }],
          turret: 'front',
          ...(whole ? {} : { damage: [{ card: 'directhit', faceup: false }] }),
        }),
        rebel('w', 'redsquadronveteran', 300, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
/** `attacker` attacks `defender` (with `weapon`), every roll entered as `faces`; Arliz's change used when offered. */
const arlizPlay = (attacker: string, defender: string, faces: string[], weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () => answers(rolls(attacker, 'attack', faces), rolls(defender, 'defense', faces), modifiesWith('Arliz')),
    weapon,
  );
const arlizNot = (name: string, t: ReturnType<typeof arlizTable>, p: ReturnType<typeof arlizPlay>) =>
  kase(name, t, p, (s, seen) => {
    expect(logged(s, 'attack-declared')).toHaveLength(1);
    expect(offered(seen, 'Arliz')).toBe(false);
  });
const FOCI = ['focus', 'focus', 'focus'];
SPECS.push(
  {
    source: 'pilot:arlizhadrassian',
    applies: kase('damaged, her primary attack: a focus becomes a crit', arlizTable(), arlizPlay('a', 't', FOCI), (s) =>
      expect(usedIndexes(s, 'pilot:arlizhadrassian')).toEqual([0]),
    ),
    doesNotApply: [
      arlizNot('undamaged', arlizTable(true), arlizPlay('a', 't', FOCI)),
      arlizNot('her Dorsal Turret attack (its turret arc)', arlizTable(), arlizPlay('a', 't', FOCI, 'dorsalturret')),
      arlizNot('the X-wing beside her attacks', arlizTable(), arlizPlay('w', 't', FOCI)),
    ],
  },
  {
    source: 'pilot:arlizhadrassian',
    applies: kase(
      'damaged, defending: one of her focus results becomes a blank',
      arlizTable(),
      arlizPlay('t', 'a', FOCI),
      (s) => {
        expect(usedIndexes(s, 'pilot:arlizhadrassian')).toEqual([1]);
        expect(logged(s, 'dice-changed', 'a')).toHaveLength(1);
        expect(logged(s, 'defense-dice-rolled', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('undamaged', arlizTable(true), arlizPlay('t', 'a', FOCI), (s) =>
        expect(logged(s, 'dice-changed')).toHaveLength(0),
      ),
      kase('no focus result rolled', arlizTable(), arlizPlay('t', 'a', ['blank', 'blank', 'blank']), (s) =>
        expect(logged(s, 'dice-changed')).toHaveLength(0),
      ),
      kase(
        'she attacks, the TIE rolls focus results',
        arlizTable(),
        attackPlay('a', 't', () => answers(rolls('a', 'attack', ['hit']), rolls('t', 'defense', FOCI))),
        (s) => expect(logged(s, 'dice-changed')).toHaveLength(0),
      ),
    ],
  },
);
