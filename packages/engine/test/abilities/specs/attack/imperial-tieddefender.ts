/**
 * Card specs for the Galactic Empire TIE/D Defender pilots of abilities/cards/attack/imperial-tieddefender.ts. Rules:
 * 001 Attack (Roll Attack Dice); 000 "Locks".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, vsXwing } from '../../spec-helpers.js';

const NAME = 'Colonel Vessery';
/** Vessery (v) faces the X-wing at range 2; his wingman (w) holds a lock on it, or none. */
const table = (locked: boolean) =>
  vsXwing(['v', 'colonelvessery', 400, 490], ['w', 'academypilot', 520, 490, locked ? { locks: ['x'] } : {}]);
/** The X-wing, holding a lock on Vessery, attacks him. */
const lockedVessery = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { locks: ['v'] })],
    [imperial('v', 'colonelvessery', 400, 490)],
  );
const asked = (seen: Decision[]) => seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(NAME)).length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:colonelvessery',
    applies: kase(
      'the X-wing is locked: after his attack roll he locks it too (asked once)',
      table(true),
      attackPlay('v', 'x', () => useAbilityOf(NAME)),
      (s, seen) => {
        expect(asked(seen)).toBe(1);
        expect(JSON.stringify(shipOf(s, 'v').locks)).toContain('"x"');
      },
    ),
    doesNotApply: [
      kase(
        'nobody locks the X-wing',
        table(false),
        attackPlay('v', 'x', () => useAbilityOf(NAME)),
        (_s, seen) => expect(offered(seen, NAME)).toBe(false),
      ),
      kase(
        'the X-wing, locking him, attacks him',
        lockedVessery,
        attackPlay('x', 'v', () => useAbilityOf(NAME)),
        (_s, seen) => expect(offered(seen, NAME)).toBe(false),
      ),
    ],
  },
];

/** Colonel Jendon (j, `shields` left) and a TIE wingman (t) face the X-wing at range 2; it attacks one of them. */
const jendonTable = (shields: number) =>
  vsXwing(['j', 'coloneljendon-battleoverendor', 400, 490, { shields }], ['t', 'academypilot', 250, 490]);
const JENDON = 'Colonel Jendon';
const jendonPlay = (d: string) =>
  attackPlay('x', d, () => answers(rolls('x', 'attack', ['hit', 'hit']), modifiesWith(JENDON)));

SPECS.push({
  source: 'pilot:coloneljendon-battleoverendor',
  applies: kase('unshielded, he turns a blank defense die into a focus', jendonTable(0), jendonPlay('j'), (_s, seen) =>
    expect(offered(seen, JENDON)).toBe(true),
  ),
  doesNotApply: [
    kase('a shield left', jendonTable(1), jendonPlay('j'), (_s, seen) => expect(offered(seen, JENDON)).toBe(false)),
    kase('his wingman defends', jendonTable(0), jendonPlay('t'), (_s, seen) =>
      expect(offered(seen, JENDON)).toBe(false),
    ),
    kase(
      'he attacks',
      jendonTable(0),
      attackPlay('j', 'x', () => modifiesWith(JENDON)),
      (_s, seen) => expect(offered(seen, JENDON)).toBe(false),
    ),
  ],
});

/** Captain Yorr (y, an Ion Cannon on board) faces the X-wing at range 2. */
const yorrTable = vsXwing(['y', 'captainyorr-battleoverendor', 400, 490, { upgrades: ['ioncannon'] }]);
const YORR = 'Captain Yorr';
const yorrPlay = (a: string, d: string, faces: string[], weapon = 'primary') =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', faces), useAbilityOf(YORR)), weapon);
const yorrBonus = (yes: boolean) => (s: Parameters<typeof shipOf>[0]) =>
  expect(s.log.filter((e) => e.type === 'bonus-attack-granted' && e.ship === 'y')).toHaveLength(yes ? 1 : 0);

SPECS.push({
  source: 'pilot:captainyorr-battleoverendor',
  applies: kase(
    'his primary attack hits: a charge for a bonus cannon attack',
    yorrTable,
    yorrPlay('y', 'x', ['hit', 'hit', 'hit']),
    (s) => {
      yorrBonus(true)(s);
      expect(shipOf(s, 'y').charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('his primary attack misses', yorrTable, yorrPlay('y', 'x', ['blank', 'blank', 'blank']), yorrBonus(false)),
    kase(
      'his ion cannon attack hits',
      yorrTable,
      yorrPlay('y', 'x', ['hit', 'hit', 'hit'], 'ioncannon'),
      yorrBonus(false),
    ),
    kase('the X-wing hits him', yorrTable, yorrPlay('x', 'y', ['hit', 'hit', 'hit']), yorrBonus(false)),
  ],
});

/**
 * Captain Dobbs (d, at (`dx`, 420), facing down) beside a TIE wingman (t, at (400, 490)); the X-wing below attacks
 * one of them with two hits. At (440, 420) he stands in the X-wing's front arc at range 0–1 of the wingman.
 */
const dobbsTable =
  (dx = 460, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('d', 'captaindobbs', dx, 420, { tokens }), imperial('t', 'academypilot', 400, 490)],
    );
const DOBBS = 'Captain Dobbs';
const dobbsPlay = (d: string, faces = ['hit', 'hit']) =>
  attackPlay('x', d, () => answers(rolls('x', 'attack', faces), useAbilityOf(DOBBS)));
const ions = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'd').tokens.ion ?? 0;

SPECS.push({
  source: 'pilot:captaindobbs',
  applies: kase('the X-wing attacks his wingman: an ion token cancels a hit', dobbsTable(), dobbsPlay('t'), (s) => {
    expect(ions(s)).toBe(1);
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
  }),
  doesNotApply: [
    kase('he is beyond range 1 of the wingman', dobbsTable(700), dobbsPlay('t'), (_s, seen) =>
      expect(offered(seen, DOBBS)).toBe(false),
    ),
    kase(
      'he is outside the X-wing’s arc, at range 1 of the wingman on its edge',
      () =>
        position(
          'engagement',
          [rebel('x', 'redsquadronveteran', 400, 300)],
          [imperial('d', 'captaindobbs', 640, 400), imperial('t', 'academypilot', 560, 460)],
        ),
      dobbsPlay('t'),
      (s, seen) => {
        expect(logged(s, 'attack-ended', 'x')).toHaveLength(1);
        expect(offered(seen, DOBBS)).toBe(false);
      },
    ),
    kase('he is ionized', dobbsTable(460, { ion: 1 }), dobbsPlay('t'), (_s, seen) =>
      expect(offered(seen, DOBBS)).toBe(false),
    ),
    kase('no hit rolled', dobbsTable(), dobbsPlay('t', ['crit', 'focus']), (_s, seen) =>
      expect(offered(seen, DOBBS)).toBe(false),
    ),
    kase('he defends himself', dobbsTable(), dobbsPlay('d'), (_s, seen) => expect(offered(seen, DOBBS)).toBe(false)),
  ],
});

/** Darth Vader (v, 3 Force) faces the X-wing at range 2. */
const vaderTable = (force = 3) => vsXwing(['v', 'darthvader-tieddefender', 400, 490, { force }]);
const VADER = 'Darth Vader';
const forceOf = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'v').force;
/** Whether a Force modification was offered to Vader's dice in a modify step. */
const forceOffered = (seen: Decision[]) =>
  seen.some(
    (d) =>
      (d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') &&
      d.ship === 'v' &&
      d.options.some((o) => o.id === 'mod:force'),
  );

SPECS.push({
  source: 'pilot:darthvader-tieddefender',
  applies: kase(
    'attacking, he spends a Force to turn a blank into a hit',
    vaderTable(),
    attackPlay('v', 'x', () => answers(rolls('v', 'attack', ['blank', 'focus', 'hit']), modifiesWith(VADER))),
    (s, seen) => {
      expect(offered(seen, VADER)).toBe(true);
      expect(forceOf(s)).toBe(2);
      expect(forceOffered(seen)).toBe(true);
    },
  ),
  doesNotApply: [
    kase(
      'defending, he may not spend Force: neither his change nor the Force’s focus change is offered',
      vaderTable(),
      attackPlay('x', 'v', () =>
        answers(
          rolls('x', 'attack', ['hit', 'hit', 'blank']),
          rolls('v', 'defense', ['focus', 'blank', 'blank', 'blank']),
        ),
      ),
      (s, seen) => {
        expect(offered(seen, VADER)).toBe(false);
        expect(forceOffered(seen)).toBe(false);
        expect(forceOf(s)).toBe(3);
      },
    ),
    kase(
      'attacking with no Force left',
      vaderTable(0),
      attackPlay('v', 'x', () => answers(rolls('v', 'attack', ['blank', 'focus', 'hit']), modifiesWith(VADER))),
      (_s, seen) => expect(offered(seen, VADER)).toBe(false),
    ),
  ],
});

/**
 * An Onyx Squadron Ace (d) with TIE Defender Elite (its ship ability becomes Advanced Fire Control) and an Ion Cannon
 * faces the X-wing at range 2, holding a lock on it (`locked`). Rules: 000 "Performing an Attack" (Aftermath: bonus
 * attacks), "Lock".
 */
const AFC = 'Advanced Fire Control';
const afcTable = (locked: boolean) =>
  vsXwing([
    'd',
    'onyxsquadronace',
    400,
    490,
    { upgrades: ['tiedefenderelite', 'ioncannon'], ...(locked ? { locks: ['x'] } : {}) },
  ]);
const afcPlay = (a: string, d: string, weapon = 'primary') =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), useAbilityOf(AFC)), weapon);
const afcBonus = (yes: boolean) => (s: Parameters<typeof shipOf>[0]) =>
  expect(s.log.filter((e) => e.type === 'bonus-attack-granted' && e.ship === 'd')).toHaveLength(yes ? 1 : 0);

SPECS.push({
  source: 'ship-ability:advancedfirecontrol',
  applies: kase(
    'its ion cannon attack on the X-wing it locks: a bonus primary attack',
    afcTable(true),
    afcPlay('d', 'x', 'ioncannon'),
    afcBonus(true),
  ),
  doesNotApply: [
    kase('its primary attack', afcTable(true), afcPlay('d', 'x'), afcBonus(false)),
    kase('no lock on the X-wing', afcTable(false), afcPlay('d', 'x', 'ioncannon'), afcBonus(false)),
    kase(
      'it locks the X-wing while a wingman attacks it with an ion cannon',
      () =>
        position(
          'engagement',
          [rebel('x', 'redsquadronveteran', 400, 300)],
          [
            imperial('d', 'onyxsquadronace', 250, 490, {
              upgrades: ['tiedefenderelite'],
              locks: ['x'],
              round: { engaged: true },
            }),
            imperial('w', 'onyxsquadronace', 400, 490, { upgrades: ['ioncannon'] }),
          ],
        ),
      afcPlay('w', 'x', 'ioncannon'),
      afcBonus(false),
    ),
  ],
});
