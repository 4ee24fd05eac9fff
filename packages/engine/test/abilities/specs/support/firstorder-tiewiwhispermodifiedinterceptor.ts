/**
 * Card specs for the TIE/wi pilots of abilities/cards/support/firstorder-tiewiwhispermodifiedinterceptor.ts. Rules:
 * 000 "Arcs", "Focus"; supplement "Jam"; 001 Engagement Phase (before a ship engages).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, playUntil, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * "Whirlwind" facing down at (400, 600) with `jam` jam tokens; an X-wing at (400, 300) facing up (he is in its front
 * arc) or, `away`, facing down; a second X-wing facing down at (150, 300), which never has him in its arc.
 */
const whirlTable =
  (jam = 1, away = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: away ? 180 : 0 } }),
        rebel('y', 'redsquadronveteran', 150, 300, { pose: { x: 150, y: 300, heading: 180 } }),
      ],
      [imperial('w', 'whirlwind', 400, 600, jam ? { tokens: { jam } } : {})],
    );
/** Plays until the ship `until` is asked to declare its attack (its before-engage abilities have resolved). */
const whirlPlay = (until: string) => (s: GameState) =>
  playUntil(
    s,
    (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === until,
    answers(useAbilityOf('Whirlwind')),
  );
const tokensOf = (s: GameState) => s.ships.find((x) => x.id === 'w')!.tokens;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:whirlwind',
    applies: kase(
      "he engages jammed, inside one X-wing's front arc: jam gone, one focus",
      whirlTable(),
      whirlPlay('w'),
      (s) => {
        expect(tokensOf(s).jam ?? 0).toBe(0);
        expect(tokensOf(s).focus ?? 0).toBe(1);
      },
    ),
    doesNotApply: [
      kase('no jam and no enemy has him in its front arc: not offered', whirlTable(0, true), whirlPlay('w'), (s) =>
        expect(tokensOf(s).focus ?? 0).toBe(0),
      ),
      kase('the X-wing engages, not he: his jam stays', whirlTable(), whirlPlay('x'), (s) =>
        expect(tokensOf(s).jam).toBe(1),
      ),
    ],
  },
];
