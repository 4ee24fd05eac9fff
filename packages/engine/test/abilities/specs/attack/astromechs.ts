/**
 * Card specs for the astromechs of abilities/cards/attack/astromechs.ts. Rules: 000 "Performing an Attack" (Modify
 * Dice). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, modifiesWith, offered, picks, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';
import { defPlay, defTable } from './crew.js';

/**
 * A column of `n` X-wings facing the TIE (x first, then f, g, h behind him, 60 apart: all within range 3 of it, all
 * with it in their bullseye when it is straight ahead at `tx` = 400); `carrier` has R6-D8.
 */
const r6Table =
  (n: number, carrier: string, tx = 400) =>
  () =>
    position(
      'engagement',
      ['x', 'f', 'g', 'h']
        .slice(0, n)
        .map((id, i) =>
          rebel(id, 'redsquadronveteran', 400, 300 - 60 * i, { upgrades: id === carrier ? ['r6d8'] : [] }),
        ),
      [imperial('t', 'academypilot', tx, 390)],
    );
const r6Play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'blank', 'blank'], ['hit']), modifiesWith('R6-D8', 4)),
);

const r2c4Table = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, tokens: { evade: 1 } }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, tokens: { evade: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const r2c4Play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['focus', 'blank', 'blank']), modifiesWith('R2-C4')),
);

const r7Table = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const r7Play = attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith('R7-A7')));

/**
 * x (400,300) faces t at range 2 (or right behind x at range 1 when `behind`); u is t's wingman behind it, with t
 * in its front arc. Each carries the upgrades given; x holds a lock on t when `lock`.
 */
const p8Table =
  (up: { x?: string[]; t?: string[]; u?: string[] }, behind = false, lock = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: up.x ?? [], ...(lock ? { locks: ['t'] } : {}) })],
      [
        imperial('t', 'academypilot', 400, behind ? 230 : 450, { upgrades: up.t ?? [] }),
        imperial('u', 'academypilot', 400, 600, { upgrades: up.u ?? [] }),
      ],
    );
/** `attacker` rolls a blank, rerolls it (with `mod`) into `reroll`. */
const p8Play = (attacker: string, defender: string, reroll: string, mod = 'R5-P8', weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () => answers(rolls(attacker, 'attack', ['blank'], [reroll]), rolls(defender, 'defense', []), modifiesWith(mod)),
    weapon,
  );

/** t attacks x at range 2; x (M9-G8 aboard, or its wingman w far away) locks t when `lock`. */
const m9Table = (carrier: 'x' | 'w', lock: boolean) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, {
        ...(carrier === 'x' ? { upgrades: ['m9g8'] } : {}),
        ...(lock ? { locks: ['t'] } : {}),
      }),
      rebel('w', 'redsquadronveteran', 100, 100, {
        ...(carrier === 'w' ? { upgrades: ['m9g8'] } : {}),
        ...(lock ? { locks: ['t'] } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const m9Play = attackPlay('t', 'x', () =>
  answers(rolls('t', 'attack', ['hit', 'blank'], ['blank']), rolls('x', 'defense', []), modifiesWith('M9-G8')),
);

/**
 * R4-B11: `attacker` attacks `defender` at range 2 (x at 400,300 facing t at 400,450); each ship carries its
 * upgrades and holds its tokens; a wingman f of x stands far aside.
 */
const R4 = 'R4-B11';
const r4Table =
  (
    up: { x?: string[]; t?: string[]; f?: string[] },
    tokens: { x?: Record<string, number>; t?: Record<string, number> },
  ) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: up.x ?? [], tokens: tokens.x ?? {} }),
        rebel('f', 'redsquadronveteran', 50, 300, { upgrades: up.f ?? [] }),
      ],
      [imperial('t', 'academypilot', 400, 450, { upgrades: up.t ?? [], tokens: tokens.t ?? {} })],
    );
/** The attack rolls a hit; the defense two evades, rerolled into blanks; the attacker modifies with `mod`. */
const r4Play = (attacker: string, defender: string, mod: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['hit', 'hit']),
      rolls(defender, 'defense', ['evade', 'evade'], ['blank', 'blank']),
      modifiesWith(mod),
    ),
  );
const r4Labels = (seen: readonly Decision[]) =>
  seen
    .flatMap((d) => (d.kind === 'modify-defense-dice' ? d.options.map((o) => o.label) : []))
    .filter((l) => l.includes(R4));
/** The red and orange tokens (two strain: one goes as the defense dice are rolled, 000 "Strain Tokens"). */
const ALL_RED = { stress: 1, strain: 2, deplete: 1, ion: 1, jam: 1, tractor: 1, disarm: 1 };

/** R5-TK: the X-wing x (the card when `tk`) has only its wingman f ahead at range 2, the enemy far away. */
const tkTable = (tk: boolean) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, tk ? { upgrades: ['r5tk'] } : {}),
      rebel('f', 'redsquadronveteran', 400, 450),
    ],
    [farTie()],
  );
const tkPlay = playing(leaves('engagement'), () => picks('declare-attack', 'attack:f:', 'x'));
const attacksOnF = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'declare-attack' && d.ship === 'x')
    .flatMap((d) => d.options.filter((o) => o.id.startsWith('attack:f:')));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:r5tk:0',
    standing: true,
    applies: kase('x may declare its wingman f the defender, and does', tkTable(true), tkPlay, (s, seen) => {
      expect(attacksOnF(seen).length).toBeGreaterThan(0);
      expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.defender)).toEqual(['f']);
    }),
    doesNotApply: [
      kase('without the card, f is no defender for x', tkTable(false), tkPlay, (s, seen) => {
        expect(attacksOnF(seen)).toEqual([]);
        expect(logged(s, 'attack-declared', 'x')).toEqual([]);
      }),
    ],
  },
  {
    source: 'upgrade:r4b11:0',
    applies: kase(
      't holds every red and orange token: x takes its stress to reroll both evades',
      r4Table({ x: ['r4b11'] }, { t: ALL_RED }),
      r4Play('x', 't', 'R4-B11: take a stress'),
      (s, seen) => {
        expect(new Set(r4Labels(seen)).size).toBe(7);
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        // A strain token goes as t rolls, then only the stress token (the End Phase later clears the rest).
        expect(logged(s, 'token-removed', 't').map((e) => e.data?.token)).toEqual(['strain', 'stress']);
      },
    ),
    doesNotApply: [
      kase(
        't holds no red or orange token: not offered',
        r4Table({ x: ['r4b11'] }, {}),
        r4Play('x', 't', R4),
        (_s, seen) => expect(offered(seen, R4)).toBe(false),
      ),
      kase(
        'the wingman f carries it: not offered to x',
        r4Table({ f: ['r4b11'] }, { t: ALL_RED }),
        r4Play('x', 't', R4),
        (_s, seen) => expect(offered(seen, R4)).toBe(false),
      ),
      kase(
        'x spends a charge of R7-A7 instead: t keeps its stress',
        r4Table({ x: ['r4b11', 'r7a7'] }, { t: { stress: 1 } }),
        r4Play('x', 't', 'R7-A7'),
        (s) => expect(shipOf(s, 't').tokens.stress).toBe(1),
      ),
    ],
  },
  {
    source: 'upgrade:r4b11:0',
    applies: kase(
      'x takes the jam token instead: only that one goes',
      r4Table({ x: ['r4b11'] }, { t: ALL_RED }),
      r4Play('x', 't', 'R4-B11: take a jam'),
      (s) => expect(logged(s, 'token-removed', 't').map((e) => e.data?.token)).toEqual(['strain', 'jam']),
    ),
    doesNotApply: kase(
      'x declines: t keeps its tokens but the strain its roll spent',
      r4Table({ x: ['r4b11'] }, { t: ALL_RED }),
      r4Play('x', 't', 'nothing of the kind'),
      (s) => expect(logged(s, 'token-removed', 't').map((e) => e.data?.token)).toEqual(['strain']),
    ),
  },
  {
    source: 'upgrade:r4b11:0',
    applies: kase(
      't attacks x with its own copy: x loses one of its two stress tokens, no more',
      r4Table({ x: ['r4b11'], t: ['r4b11'] }, { x: { stress: 2 } }),
      r4Play('t', 'x', 'R4-B11: take a stress'),
      (s) => expect(shipOf(s, 'x').tokens.stress).toBe(1),
    ),
    doesNotApply: kase(
      'x defends holding stress: its own copy is not offered to it',
      r4Table({ x: ['r4b11'] }, { x: { stress: 2 } }),
      r4Play('t', 'x', R4),
      (s, seen) => {
        expect(offered(seen, R4)).toBe(false);
        expect(shipOf(s, 'x').tokens.stress).toBe(2);
      },
    ),
  },
  {
    source: 'upgrade:m9g8:0',
    applies: kase('x locks the attacker: its hit is rerolled into a blank', m9Table('x', true), m9Play, (s) => {
      expect(logged(s, 'dice-rerolled')).toHaveLength(1);
      expect(shipOf(s, 'x').shields).toBe(2);
    }),
    doesNotApply: kase('x holds no lock on the attacker: not offered', m9Table('x', false), m9Play, (s, seen) => {
      expect(offered(seen, 'M9-G8')).toBe(false);
      expect(shipOf(s, 'x').shields).toBe(1);
    }),
  },
  {
    source: 'upgrade:m9g8:0',
    applies: kase(
      'a wingman far away locks the attacker: offered all the same',
      m9Table('w', true),
      m9Play,
      (_s, seen) => expect(offered(seen, 'M9-G8')).toBe(true),
    ),
    doesNotApply: kase('the wingman holds no lock: not offered', m9Table('w', false), m9Play, (_s, seen) =>
      expect(offered(seen, 'M9-G8')).toBe(false),
    ),
  },
  {
    source: 'upgrade:r5p8:0',
    applies: kase(
      'a blank rerolled into a crit: x suffers a crit',
      p8Table({ x: ['r5p8'] }),
      p8Play('x', 't', 'crit'),
      (s) => {
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 't').damage.length).toBeGreaterThan(0);
      },
    ),
    doesNotApply: [
      kase(
        'a tail blaster attack at a TIE behind: not offered',
        p8Table({ x: ['r5p8', 'hotshottailblaster'] }, true),
        p8Play('x', 't', 'crit', 'R5-P8', 'hotshottailblaster'),
        (_s, seen) => expect(offered(seen, 'R5-P8')).toBe(false),
      ),
      kase(
        't attacks x, its wingman u carries it: not offered',
        p8Table({ u: ['r5p8'] }),
        p8Play('t', 'x', 'crit'),
        (_s, seen) => expect(offered(seen, 'R5-P8')).toBe(false),
      ),
      kase(
        'x rerolls with its lock into a crit: nothing suffered',
        p8Table({ x: ['r5p8'] }, false, true),
        p8Play('x', 't', 'crit', 'lock'),
        (s) => expect(shipOf(s, 'x').shields).toBe(2),
      ),
    ],
  },
  {
    source: 'upgrade:r5p8:0',
    applies: kase(
      'a blank rerolled into a hit: nothing suffered',
      p8Table({ x: ['r5p8'] }),
      p8Play('x', 't', 'hit'),
      (s) => expect(shipOf(s, 'x').shields).toBe(2),
    ),
    doesNotApply: kase(
      'x attacks without rerolling: nothing',
      p8Table({ x: ['r5p8'] }),
      p8Play('x', 't', 'crit', 'none'),
      (s) => expect(shipOf(s, 'x').shields).toBe(2),
    ),
  },
  {
    source: 'upgrade:r5p8:0',
    applies: kase(
      't rerolls into a crit with its own copy: t suffers it, not x',
      p8Table({ x: ['r5p8'], t: ['r5p8'] }),
      p8Play('t', 'x', 'crit'),
      (s) => {
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 't').damage.length).toBeGreaterThan(0);
      },
    ),
    doesNotApply: kase(
      'x defends, nothing rerolled: nothing',
      p8Table({ x: ['r5p8'] }),
      p8Play('t', 'x', 'crit', 'none'),
      (s) => expect(shipOf(s, 't').damage).toHaveLength(0),
    ),
  },
  {
    source: 'upgrade:r7a7:0',
    applies: kase('a charge turns the hit into a crit', r7Table(['r7a7'], []), r7Play, (s) =>
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: kase('a wingman carries it', r7Table([], ['r7a7']), r7Play, (_s, seen) =>
      expect(offered(seen, 'R7-A7')).toBe(false),
    ),
  },
  {
    source: 'upgrade:r2c4:0',
    applies: kase('the evade token turns the focus into a hit', r2c4Table(['r2c4'], []), r2c4Play, (s) => {
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
      expect(s.ships.find((x) => x.id === 'x')?.tokens.evade).toBeUndefined();
    }),
    doesNotApply: kase('a wingman carries it', r2c4Table([], ['r2c4']), r2c4Play, (_s, seen) =>
      expect(offered(seen, 'R2-C4')).toBe(false),
    ),
  },
  {
    source: 'upgrade:r6d8:0',
    applies: kase(
      'he and a wingman behind him have the TIE in their bullseye: two rerolls',
      r6Table(2, 'x'),
      r6Play,
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(2),
    ),
    doesNotApply: [
      kase('the TIE is off his bullseye, and no one else’s', r6Table(1, 'x', 470), r6Play, (_s, seen) =>
        expect(offered(seen, 'R6-D8')).toBe(false),
      ),
      kase('a wingman in the column carries it: four ships, none offered to him', r6Table(4, 'f'), r6Play, (_s, seen) =>
        expect(offered(seen, 'R6-D8')).toBe(false),
      ),
    ],
  },
];

// ---- R2-HA ----

const r2haPlay = (more = modifiesWith('R2-HA')) =>
  defPlay(['hit', 'hit'], ['blank', 'blank'], more, rolls('x', 'defense', ['blank', 'blank'], ['evade', 'evade']));

SPECS.push({
  source: 'upgrade:r2ha:0',
  applies: kase(
    'its lock on the attacker spent: both blanks rerolled (the enemy copy stays quiet)',
    defTable({ upgrades: ['r2ha'], locks: ['t'] }, 450, undefined, { upgrades: ['r2ha'] }),
    r2haPlay(),
    (s) => {
      expect(shipOf(s, 'x').locks).toEqual([]);
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0 });
      expect(usedIndexes(s, 'upgrade:r2ha:0')).toEqual([0, 1]);
    },
  ),
  doesNotApply: [
    kase('no lock on the attacker', defTable({ upgrades: ['r2ha'] }), r2haPlay(), (_s, seen) =>
      expect(offered(seen, 'R2-HA')).toBe(false),
    ),
    kase(
      'the defender’s wingman carries it, locking the attacker',
      defTable({}, 450, rebel('a', 'redsquadronveteran', 150, 300, { upgrades: ['r2ha'], locks: ['t'] })),
      r2haPlay(),
      (_s, seen) => expect(offered(seen, 'R2-HA')).toBe(false),
    ),
    kase(
      'it spends its evade token instead',
      defTable({ upgrades: ['r2ha'], locks: ['t'], tokens: { evade: 1 } }),
      r2haPlay(picks('modify-defense-dice', 'mod:evade')),
      (s) => expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']),
    ),
  ],
});
