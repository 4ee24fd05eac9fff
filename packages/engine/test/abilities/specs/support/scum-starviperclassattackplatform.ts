/**
 * Card specs for the StarViper pilots of abilities/cards/support/scum-starviperclassattackplatform.ts. Rules: 001
 * Engagement Phase (its start), 000 Range.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Guri facing up the table, a TIE ahead of her at y = `tieY`, her wingman beside her. */
const guriTable = (tieY: number) => () =>
  position(
    'engagement',
    [rebel('g', 'guri', 400, 300), rebel('w', 'blacksunenforcer', 480, 300)],
    [imperial('t', 'academypilot', 400, tieY)],
  );
const guriPlay = playing(leaves('engagement'), () => useAbilityOf('Guri'));
const focusGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'g').some((e) => e.data?.token === 'focus');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:guri',
    applies: kase('a TIE at range 1: she gains a focus token', guriTable(390), guriPlay, (s, seen) => {
      expect(offered(seen, 'Guri')).toBe(true);
      expect(focusGained(s)).toBe(true);
    }),
    doesNotApply: kase(
      'the TIE at range 2, her wingman at range 1: not offered',
      guriTable(520),
      guriPlay,
      (s, seen) => {
        expect(offered(seen, 'Guri')).toBe(false);
        expect(focusGained(s)).toBe(false);
      },
    ),
  },
];

/** Prince Xizor (Armed and Dangerous, `p`, stressed unless said) and a TIE at range 2, strained unless said. */
const xizorTable =
  (xizor: PositionShip['tokens'] = { stress: 1 }, tie: PositionShip['tokens'] = { strain: 1 }) =>
  () =>
    position(
      'engagement',
      [rebel('p', 'princexizor-armedanddangerous', 400, 300, { tokens: xizor })],
      [imperial('t', 'academypilot', 400, 500, { tokens: tie })],
    );
const xizorAttacks = attackPlay('p', 't', () => useAbilityOf('Prince Xizor'));
const xizorStress = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'p').tokens.stress ?? 0;

SPECS.push({
  source: 'pilot:princexizor-armedanddangerous',
  applies: kase('he attacks the strained TIE: his stress removed', xizorTable(), xizorAttacks, (s, seen) => {
    expect(offered(seen, 'Prince Xizor')).toBe(true);
    expect(xizorStress(s)).toBe(0);
  }),
  doesNotApply: [
    kase('the TIE not strained: not offered', xizorTable({ stress: 1 }, {}), xizorAttacks, (s) =>
      expect(xizorStress(s)).toBe(1),
    ),
    kase('he is not stressed: not offered', xizorTable({}), xizorAttacks, (_s, seen) =>
      expect(offered(seen, 'Prince Xizor')).toBe(false),
    ),
    kase(
      'the strained TIE attacks him: not offered',
      xizorTable({ stress: 1, strain: 1 }),
      attackPlay('t', 'p', () => useAbilityOf('Prince Xizor')),
      (s) => expect(xizorStress(s)).toBe(1),
    ),
  ],
});
