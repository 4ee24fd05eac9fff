/**
 * Card specs for the Resistance Transport Pod pilots of abilities/cards/attack/resistance-resistancetransportpod.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 "Modifying Dice" (a result added).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** Finn (f) and an X-wing wingman (w) face the TIE (t) at range 2. */
const table = () =>
  position(
    'engagement',
    [rebel('f', 'finn', 400, 300), rebel('w', 'redsquadronveteran', 250, 300)],
    [imperial('t', 'academypilot', 400, 490)],
  );
const BLANK = 'Finn: add a blank';
const FOCUS = 'Finn: gain a strain';
const play = (a: string, d: string, use: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['hit', 'focus', 'blank']),
      rolls(d, 'defense', ['focus', 'blank', 'blank']),
      modifiesWith(use),
    ),
  );
/** The Finn modifications offered after the first one was used (none: one per attack). */
const offeredAfterUse = (seen: Decision[], use: string) => {
  const first = seen.findIndex((d) => d.kind.startsWith('modify') && d.options.some((o) => o.label.includes(use)));
  return offered(seen.slice(first + 1), 'Finn');
};
const strain = (s: GameState) => shipOf(s, 'f').tokens.strain ?? 0;
const notOffered = (name: string, a: string, d: string, use: string) =>
  kase(name, table, play(a, d, use), (_s, seen) => expect(offered(seen, 'Finn')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:finn',
    applies: kase(
      'attacking, he takes a strain token to add a focus result, and nothing more',
      table,
      play('f', 't', FOCUS),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:finn')).toEqual([1]);
        expect(strain(s)).toBe(1);
        expect(offeredAfterUse(seen, FOCUS)).toBe(false);
      },
    ),
    doesNotApply: notOffered('his wingman attacks', 'w', 't', FOCUS),
  },
  {
    source: 'pilot:finn',
    applies: kase('attacking, he adds a blank result, and nothing more', table, play('f', 't', BLANK), (s, seen) => {
      expect(usedIndexes(s, 'pilot:finn')).toEqual([0]);
      expect(strain(s)).toBe(0);
      expect(offeredAfterUse(seen, BLANK)).toBe(false);
    }),
    doesNotApply: notOffered('his wingman attacks (the blank)', 'w', 't', BLANK),
  },
  {
    source: 'pilot:finn',
    applies: kase(
      'defending, he takes a strain token to add a focus result, and nothing more',
      table,
      play('t', 'f', FOCUS),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:finn')).toEqual([3]);
        expect(strain(s)).toBe(1);
        expect(offeredAfterUse(seen, FOCUS)).toBe(false);
      },
    ),
    doesNotApply: notOffered('his wingman defends', 't', 'w', FOCUS),
  },
  {
    source: 'pilot:finn',
    applies: kase('defending, he adds a blank result, and nothing more', table, play('t', 'f', BLANK), (s, seen) => {
      expect(usedIndexes(s, 'pilot:finn')).toEqual([2]);
      expect(offeredAfterUse(seen, BLANK)).toBe(false);
    }),
    doesNotApply: notOffered('his wingman defends (the blank)', 't', 'w', BLANK),
  },
];

/**
 * Rose Tico (r) with a wingman beside her (w, at (330, 300)) and one ahead (c, at (430, 420): inside her front arc,
 * the wingman's and the TIE's); when `empty`, only a wingman off to the side (150, 300), in no one's arc. The TIE (t)
 * faces them at range 2.
 */
const roseTable =
  (empty = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('r', 'rosetico', 400, 300),
        ...(empty
          ? [rebel('w', 'redsquadronveteran', 150, 300)]
          : [rebel('w', 'redsquadronveteran', 330, 300), rebel('c', 'redsquadronveteran', 430, 420)]),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const ROSE = 'Rose Tico';
const rosePlay = (a: string, d: string) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']),
      rolls(d, 'defense', ['blank', 'blank', 'blank'], ['evade', 'evade', 'evade']),
      modifiesWith(ROSE),
    ),
  );
const roseRerolled = (seen: Decision[], kind: string) =>
  seen.filter((d) => d.kind === 'enter-dice' && d.ship === 'r' && d.accepts === `${kind}-faces`)[1]?.count;
const roseNot = (name: string, t: ReturnType<typeof roseTable>, play: ReturnType<typeof rosePlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, ROSE)).toBe(false));

SPECS.push(
  {
    source: 'pilot:rosetico',
    applies: kase(
      'attacking, one friendly ship in her arc: she rerolls one die',
      roseTable(),
      rosePlay('r', 't'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:rosetico')).toEqual([0]);
        expect(roseRerolled(seen, 'attack')).toBe(1);
      },
    ),
    doesNotApply: [
      roseNot('no other friendly ship in her arc', roseTable(true), rosePlay('r', 't')),
      roseNot('her wingman attacks', roseTable(), rosePlay('w', 't')),
    ],
  },
  {
    source: 'pilot:rosetico',
    applies: kase(
      'defending, two friendly ships in the TIE’s arc: she rerolls two dice',
      roseTable(),
      rosePlay('t', 'r'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:rosetico')).toEqual([1]);
        expect(roseRerolled(seen, 'defense')).toBe(2);
      },
    ),
    doesNotApply: roseNot('her wingman defends', roseTable(), rosePlay('t', 'w')),
  },
);
