/**
 * Card specs for the Z-95 pilots of abilities/cards/support/rebel-z95af4headhunter.ts. Rules: 000 "Action
 * Difficulty", "Stress"; 001 Engagement Phase (after an attack).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * Airen Cracken facing up at (400, 300); an X-wing wingman facing up at (`wx`, 300) with `tokens` (at 480: range 1; at
 * 600: range 2); a TIE facing down at (420, 490), ahead of both.
 */
const airenTable =
  (wx = 480, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'airencracken', 400, 300), rebel('w', 'redsquadronveteran', wx, 300, { tokens })],
      [imperial('t', 'academypilot', 420, 490)],
    );
const airenPlay = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(
      rolls(attacker, 'attack', ['hit']),
      picks('use-ability', 'use:w', 'a'),
      picks('choose-action', 'focus', 'w'),
    ),
  );
const wingActions = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'action-performed', 'w').map((e) => [e.data?.action, e.data?.difficulty]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:airencracken',
    applies: kase(
      'he attacks, the wingman at range 1: it focuses as a red action',
      airenTable(),
      airenPlay('a'),
      (s, seen) => {
        expect(offered(seen, 'Airen Cracken')).toBe(true);
        expect(wingActions(s)).toEqual([['focus', 'red']]);
        expect(s.ships.find((x) => x.id === 'w')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman at range 2: not offered', airenTable(600), airenPlay('a'), (s, seen) => {
        expect(offered(seen, 'Airen Cracken')).toBe(false);
        expect(wingActions(s)).toEqual([]);
      }),
      kase(
        'the wingman is stressed (it could not act): not offered',
        airenTable(480, { stress: 1 }),
        airenPlay('a'),
        (_s, seen) => expect(offered(seen, 'Airen Cracken')).toBe(false),
      ),
      kase('the wingman attacks, not he: not offered', airenTable(), airenPlay('w'), (s, seen) => {
        expect(offered(seen, 'Airen Cracken')).toBe(false);
        expect(wingActions(s)).toEqual([]);
      }),
    ],
  },
];
