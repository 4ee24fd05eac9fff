/**
 * Card specs for the StarViper pilots of abilities/cards/support/scum-starviperclassattackplatform.ts. Rules: 001
 * Engagement Phase (its start), 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

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
