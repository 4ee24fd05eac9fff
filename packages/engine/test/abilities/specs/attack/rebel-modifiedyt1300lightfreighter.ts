/**
 * Card specs for the Rebel modified YT-1300 abilities of abilities/cards/attack/rebel-modifiedyt1300lightfreighter.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 "Charges".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** Han Solo (h, Battle of Yavin: the Solo ship ability, `charges`) faces the TIE; a wingman (w) at range 1 of him, or at range 2 (range 3 of the TIE, in its arc). */
const table =
  (near = false, charges = 4) =>
  () =>
    position(
      'engagement',
      [
        rebel('h', 'hansolo-battleofyavin', 400, 300, { charges }),
        rebel('w', 'redsquadronveteran', near ? 520 : 200, near ? 300 : 260),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const SOLO = 'Solo (no friendly';
const play = (a: string, d: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'blank', 'blank'], ['hit']),
      rolls(d, 'defense', ['blank', 'blank', 'blank'], ['evade']),
      modifiesWith(SOLO),
    ),
  );
const not = (name: string, t: ReturnType<typeof table>, p: ReturnType<typeof play>) =>
  kase(name, t, p, (s, seen) => {
    expect(s.log.some((e) => e.type === 'attack-ended')).toBe(true);
    expect(offered(seen, SOLO)).toBe(false);
  });

// Han Solo of the Modified YT-1300 (h) faces a TIE (t) at range 2, an asteroid at range 1 of him (or none).
const hanTable =
  (rock = true) =>
  () =>
    position(
      'engagement',
      [rebel('h', 'hansolo-modifiedyt1300lightfreighter', 400, 300)],
      [imperial('t', 'academypilot', 400, 520)],
      rock ? { obstacles: [{ id: 'rock', name: 'asteroid-3', pose: { x: 290, y: 300, heading: 0 } }] } : {},
    );
/**
 * Han uses his ability when its prompt names these dice (`which`), from his `from`-th ask on (1: the first; 2: he
 * declines the first), and enters hits or evades for the dice it rolls again.
 */
const hanUses = (which: 'attack' | 'defense', from = 1): Answer =>
  (() => {
    let asked = 0;
    return (d) => {
      if (d.kind === 'use-ability' && d.prompt.includes('Han Solo:')) {
        asked++;
        return asked >= from && d.prompt.includes(`${which} dice`) ? ['use'] : ['decline'];
      }
      if (d.kind === 'enter-dice' && d.prompt.includes('Han Solo'))
        return ['enter', Array.from({ length: d.count ?? 0 }, () => (d.accepts === 'attack-faces' ? 'hit' : 'evade'))];
      return undefined;
    };
  })();
const hanPlay = (a: string, d: string, which: 'attack' | 'defense', from = 1) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'blank', 'blank']),
      rolls(d, 'defense', ['blank', 'blank']),
      hanUses(which, from),
    ),
  );
const hanNot = (name: string, t: ReturnType<typeof hanTable>, p: ReturnType<typeof hanPlay>) =>
  kase(name, t, p, (s) => expect(usedIndexes(s, 'pilot:hansolo-modifiedyt1300lightfreighter')).toEqual([]));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:hansolo-modifiedyt1300lightfreighter',
    applies: kase(
      'attacking beside an asteroid: his three blanks rolled again',
      hanTable(),
      hanPlay('h', 't', 'attack'),
      (s) => expect(logged(s, 'dice-rerolled', 'h')[0]?.data?.faces).toEqual(['hit', 'hit', 'hit']),
    ),
    doesNotApply: [
      hanNot('no obstacle near him', hanTable(false), hanPlay('h', 't', 'attack')),
      hanNot('the TIE attacks him (its attack dice)', hanTable(), hanPlay('t', 'h', 'attack')),
      hanNot(
        'he declines at his attack roll (the defense roll is not his)',
        hanTable(),
        hanPlay('h', 't', 'attack', 2),
      ),
    ],
  },
  {
    source: 'pilot:hansolo-modifiedyt1300lightfreighter',
    applies: kase(
      'defending beside an asteroid: his blanks rolled again',
      hanTable(),
      hanPlay('t', 'h', 'defense'),
      (s) => expect(logged(s, 'dice-rerolled', 'h')[0]?.data?.faces).toEqual(['evade']),
    ),
    doesNotApply: [
      hanNot('no obstacle near him', hanTable(false), hanPlay('t', 'h', 'defense')),
      hanNot('he attacks (the TIE’s defense dice)', hanTable(), hanPlay('h', 't', 'defense')),
      hanNot(
        'he declines at his defense roll (the attack roll is not his)',
        hanTable(),
        hanPlay('t', 'h', 'defense', 2),
      ),
    ],
  },
  {
    source: 'ship-ability:solo',
    applies: kase('attacking alone, a charge rerolls a die', table(), play('h', 't'), (s) => {
      expect(usedIndexes(s, 'ship-ability:solo')).toEqual([0]);
      expect(s.ships.find((x) => x.id === 'h')?.charges).toBe(3);
    }),
    doesNotApply: [
      not('a wingman at range 1', table(true), play('h', 't')),
      not('no charge left', table(false, 0), play('h', 't')),
      not('the wingman attacks', table(), play('w', 't')),
    ],
  },
  {
    source: 'ship-ability:solo',
    applies: kase('defending alone, a charge rerolls a defense die', table(), play('t', 'h'), (s) =>
      expect(usedIndexes(s, 'ship-ability:solo')).toEqual([1]),
    ),
    doesNotApply: [
      not('the wingman defends', table(), play('t', 'w')),
      not('a wingman at range 1 (defending)', table(true), play('t', 'h')),
    ],
  },
];
