/**
 * Card specs for the Resistance T-70 X-wing pilots of abilities/cards/attack/resistance-t70xwing.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Damage cards (a damaged ship), Deplete, Barrel Roll.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  leaves,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

// Adaptive S-Foils: the T-70 (s) of the Evacuation of D'Qar, a wingman (w) beside it, a far TIE; each executes a 1
// straight and performs the action named.
const foilsMoving =
  (wingman = false) =>
  () =>
    position(
      'activation',
      [
        rebel('s', 'jaycristubbs-evacuationofdqar', 400, 150, {
          dial: '1F',
          ...(wingman ? { round: { activated: true } } : {}),
        }),
        ...(wingman ? [rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' })] : []),
      ],
      [farTie()],
    );
const foilsAct = (ship: string, action: string) =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
// The T-70 (s, `deplete` tokens) faces the TIE (t) at range 2, straight ahead (its bullseye) or off to the side.
const foilsTable =
  (deplete = 1, tx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('s', 'jaycristubbs-evacuationofdqar', 400, 300, { tokens: { deplete } })],
      [imperial('t', 'academypilot', tx, 450)],
    );
const foilsPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => useAbilityOf('Adaptive S-Foils'));
const foilsNot = (name: string, t: ReturnType<typeof foilsTable>, attacker: string, defender: string, count: number) =>
  kase(name, t, foilsPlay(attacker, defender), (_s, seen) => {
    expect(diceCounts(seen, attacker, defender).attack).toBe(count);
    expect(offered(seen, 'Adaptive S-Foils')).toBe(false);
  });

/** Zay and a wingman face a TIE (damaged or not). */
const table = (damaged: boolean) => () =>
  position(
    'engagement',
    [rebel('z', 'zayversio', 400, 300), rebel('x', 'redsquadronveteran', 250, 300)],
    [imperial('t', 'academypilot', 400, 490, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {})],
  );
const play = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls('t', 'attack', ['hit', 'hit']), modifiesWith('Zay Versio')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Zay Versio')).toBe(yes);

/** Nimi (n) and her wingman (w) face the TIE (t, of the pilot given); `a` attacks it. */
const nimiTable = (tie: string) => () =>
  position(
    'engagement',
    [rebel('n', 'nimichireen', 400, 300), rebel('w', 'redsquadronveteran', 330, 300)],
    [imperial('t', tie, 400, 450)],
  );
const nimiPlay = (a: string) =>
  attackPlay(a, 't', () => answers(rolls(a, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Nimi Chireen')));
const nimiNot = (why: string, tie: string, a: string) =>
  kase(why, nimiTable(tie), nimiPlay(a), (_s, seen) => expect(offered(seen, 'Nimi Chireen')).toBe(false));

// Venisa Doza (v, or a Black Squadron Ace) with concussion missiles (range 2–3 on the card) and a lock on the X-wing y
// behind her, at range 1 or (`far`) range 3 of her rear.
const venisaTable =
  (pilot = 'venisadoza', far = false) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'redsquadronveteran', 400, far ? 800 : 600)],
      [imperial('v', pilot, 400, 500, { locks: ['y'], upgrades: [{ xws: 'concussionmissiles' }] })],
    );
const venisaPlay = playing(leaves('engagement'));
/** Whether v was offered its missiles against y from its rear arc. */
const rearMissiles = (seen: readonly Decision[]) =>
  seen.some(
    (d) =>
      d.kind === 'declare-attack' &&
      d.ship === 'v' &&
      d.options.some((o) => o.id === 'attack:y:concussionmissiles:rear'),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:venisadoza',
    standing: true,
    applies: kase('her missiles may fire at the X-wing behind her at range 1', venisaTable(), venisaPlay, (_s, seen) =>
      expect(rearMissiles(seen)).toBe(true),
    ),
    doesNotApply: [
      kase('the X-wing at range 3 behind her', venisaTable('venisadoza', true), venisaPlay, (_s, seen) =>
        expect(rearMissiles(seen)).toBe(false),
      ),
      kase('a Black Squadron Ace’s missiles', venisaTable('blacksquadronace-t70xwing'), venisaPlay, (_s, seen) =>
        expect(rearMissiles(seen)).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:nimichireen',
    applies: kase(
      'attacking an initiative 3 TIE: a blank becomes a focus',
      nimiTable('blacksquadronace'),
      nimiPlay('n'),
      (s) => expect(usedIndexes(s, 'pilot:nimichireen')).toEqual([0]),
    ),
    doesNotApply: [
      nimiNot('the TIE’s initiative is 1', 'academypilot', 'n'),
      nimiNot('her wingman attacks', 'blacksquadronace', 'w'),
    ],
  },

  {
    source: 'pilot:zayversio',
    applies: kase('the damaged TIE attacks her: she rerolls a defense die', table(true), play('z'), seen(true)),
    doesNotApply: [
      kase('the TIE is undamaged', table(false), play('z'), seen(false)),
      kase('the damaged TIE attacks her wingman', table(true), play('x'), seen(false)),
    ],
  },
  {
    source: 'ship-ability:adaptivesfoils',
    applies: kase('a barrel roll gives the ship a deplete token', foilsMoving(), foilsAct('s', 'barrel-roll'), (s) => {
      expect(shipOf(s, 's').tokens.deplete ?? 0).toBe(1);
      expect(usedIndexes(s, 'ship-ability:adaptivesfoils')).toEqual([0]);
    }),
    doesNotApply: [
      kase('a focus action: no deplete token', foilsMoving(), foilsAct('s', 'focus'), (s) =>
        expect(shipOf(s, 's').tokens.deplete ?? 0).toBe(0),
      ),
      kase('a wingman’s barrel roll: no deplete token', foilsMoving(true), foilsAct('w', 'barrel-roll'), (s) => {
        expect(shipOf(s, 's').tokens.deplete ?? 0).toBe(0);
        expect(shipOf(s, 'w').tokens.deplete ?? 0).toBe(0);
      }),
    ],
  },
  {
    source: 'ship-ability:adaptivesfoils',
    applies: kase(
      'the TIE in its bullseye: the deplete token goes, 3 attack dice',
      foilsTable(),
      foilsPlay('s', 't'),
      (s, seen) => {
        expect(diceCounts(seen, 's', 't').attack).toBe(3);
        expect(usedIndexes(s, 'ship-ability:adaptivesfoils')).toEqual([1]);
      },
    ),
    doesNotApply: [
      foilsNot('the TIE off its bullseye: depleted, 2 dice', foilsTable(1, 470), 's', 't', 2),
      foilsNot('no deplete token: 3 dice, nothing to remove', foilsTable(0), 's', 't', 3),
      foilsNot('the TIE attacks it: the TIE’s 2 dice', foilsTable(), 't', 's', 2),
    ],
  },
];

/**
 * Jessika Pava (j, her charge, a BB Astromech with `bb` charges) between two wingmen at range 1 of her (a, b; far
 * away when `alone`); the TIE (t) faces them at range 2.
 */
const jessTable =
  (o: { alone?: boolean; one?: boolean; charges?: number; bb?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('j', 'jessikapava', 400, 300, {
          charges: o.charges ?? 1,
          upgrades: [{ xws: 'bbastromech', charges: o.bb ?? 2 }],
        }),
        rebel('a', 'redsquadronveteran', o.alone ? 100 : 330, o.alone ? 60 : 300),
        rebel('b', 'redsquadronveteran', o.alone || o.one ? 800 : 470, o.alone || o.one ? 60 : 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const JESS = 'Jessika Pava';
const OWN = 'spend your charge';
const ASTRO = 'spend an astromech charge';
const jessPlay = (a: string, d: string, use: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']),
      rolls(d, 'defense', ['blank', 'blank', 'blank'], ['evade', 'evade', 'evade']),
      modifiesWith(use),
    ),
  );
/** No Jessika modification is offered once one was used. */
const onceOnly = (seen: Decision[], use: string) => {
  const first = seen.findIndex((d) => d.kind.startsWith('modify') && d.options.some((o) => o.label.includes(use)));
  return first >= 0 && !offered(seen.slice(first + 1), JESS);
};
/** The dice Jessika entered on her reroll (her second entry of `kind` faces). */
const rerolled = (seen: Decision[], kind: string) =>
  seen.filter((d) => d.kind === 'enter-dice' && d.ship === 'j' && d.accepts === `${kind}-faces`)[1]?.count;
const jessNot = (name: string, t: ReturnType<typeof jessTable>, play: ReturnType<typeof jessPlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, JESS)).toBe(false));

SPECS.push(
  {
    source: 'pilot:jessikapava',
    applies: kase(
      'attacking, her charge rerolls two dice (two wingmen at range 1), once',
      jessTable(),
      jessPlay('j', 't', OWN),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:jessikapava')).toEqual([0]);
        expect(shipOf(s, 'j').charges).toBe(0);
        expect(rerolled(seen, 'attack')).toBe(2);
        expect(onceOnly(seen, OWN)).toBe(true);
      },
    ),
    doesNotApply: jessNot('a wingman attacks', jessTable(), jessPlay('a', 't', OWN)),
  },
  {
    source: 'pilot:jessikapava',
    applies: kase(
      'attacking, an astromech charge pays instead, once',
      jessTable(),
      jessPlay('j', 't', ASTRO),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:jessikapava')).toEqual([1]);
        expect(shipOf(s, 'j').upgrades[0]?.charges).toBe(1);
        expect(onceOnly(seen, ASTRO)).toBe(true);
      },
    ),
    doesNotApply: jessNot('no other friendly ship at range 0–1', jessTable({ alone: true }), jessPlay('j', 't', ASTRO)),
  },
  {
    source: 'pilot:jessikapava',
    applies: kase(
      'defending with one wingman at range 1, her charge rerolls one of her two defense dice, once',
      jessTable({ one: true }),
      jessPlay('t', 'j', OWN),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:jessikapava')).toEqual([2]);
        expect(rerolled(seen, 'defense')).toBe(1);
        expect(onceOnly(seen, OWN)).toBe(true);
      },
    ),
    doesNotApply: jessNot('a wingman defends', jessTable(), jessPlay('t', 'a', OWN)),
  },
  {
    source: 'pilot:jessikapava',
    applies: kase(
      'defending, an astromech charge pays, once',
      jessTable({ one: true }),
      jessPlay('t', 'j', ASTRO),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:jessikapava')).toEqual([3]);
        expect(onceOnly(seen, ASTRO)).toBe(true);
      },
    ),
    doesNotApply: jessNot(
      'no charge, the astromech empty',
      jessTable({ charges: 0, bb: 0 }),
      jessPlay('t', 'j', ASTRO),
    ),
  },
);
