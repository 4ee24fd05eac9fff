/**
 * Card specs for the RZ-2 A-wing pilots of abilities/cards/support/resistance-rz2awing.ts. Rules: 001 Activation
 * Phase (Perform Action), 000 "Boost", "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Seftin (`p`, with `tokens`) and an A-wing wingman (`w`) both revealing a 2 straight; Seftin ends at range 1 of the
 * wingman after his boost. The wingman (initiative 3) moves first: from `wingY` = 30 its own boost ends at range 1 of
 * Seftin, who has not moved yet.
 */
const seftinTable =
  (tokens: Record<string, number>, wingY = 150) =>
  () =>
    position(
      'activation',
      [
        rebel('p', 'seftinvanik', 400, 150, { dial: '2F', tokens }),
        rebel('w', 'greensquadronexpert', 520, wingY, { dial: '2F' }),
      ],
      [farTie()],
    );
const seftinPlay = (...acts: Answer[]) =>
  playing(leaves('activation'), () => answers(...acts, picks('use-ability', 'use:w', 'p')));
const boosts = (ship: string) => picks('choose-action', 'boost:1F', ship);
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'evade');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:seftinvanik',
    applies: kase(
      'he boosts holding an evade: the wingman at range 1 takes it',
      seftinTable({ evade: 1 }),
      seftinPlay(boosts('p')),
      (s, seen) => {
        expect(offered(seen, 'Seftin Vanik')).toBe(true);
        expect(passed(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('he boosts with no evade: not offered', seftinTable({}), seftinPlay(boosts('p')), (s, seen) => {
        expect(offered(seen, 'Seftin Vanik')).toBe(false);
        expect(passed(s)).toBe(false);
      }),
      kase(
        'holding an evade, he focuses instead: not offered',
        seftinTable({ evade: 1 }),
        seftinPlay(picks('choose-action', 'focus', 'p')),
        (s, seen) => {
          expect(offered(seen, 'Seftin Vanik')).toBe(false);
          expect(passed(s)).toBe(false);
        },
      ),
      kase(
        'holding an evade, only his wingman boosts, ending at range 1 of him: not offered',
        seftinTable({ evade: 1 }, 30),
        seftinPlay(boosts('w')),
        (s, seen) => {
          expect(offered(seen, 'Seftin Vanik')).toBe(false);
          expect(passed(s)).toBe(false);
        },
      ),
    ],
  },
];
