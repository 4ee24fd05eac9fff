/**
 * Card specs for the TIE/sf fighter pilots of abilities/cards/support/firstorder-tiesffighter.ts. Rules: 001
 * Engagement Phase (its start), 000 "Charges and the Force", "Additional Token Rules" (green tokens), "Lock", "Objects".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Theta 3 (`t`) facing down at (400, 700) with `tokens` and `charges`; an X-wing far away. The Engagement Phase begins. */
const table =
  (tokens: Record<string, number>, charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 100, 60)],
      [imperial('t', 'theta3-evacuationofdqar', 400, 700, { tokens, charges })],
    );
const play = playing(leaves('engagement'), () => useAbilityOf('Theta 3'));
const evaded = (s: GameState) => logged(s, 'ability-used', 't').length > 0;

/**
 * Lieutenant LeHuse (`l`) facing down at (400, 700), a friendly TIE/fo (`f`) beside him at (200, 700) with `fLocks`; the
 * X-wing `x` at (400, y) — range 2 at y 500, beyond range 3 at y 100. The Engagement Phase begins.
 */
const lehuseTable =
  (fLocks: string[], opts: { y?: number; lLocks?: string[]; lTokens?: Record<string, number> } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, opts.y ?? 500)],
      [
        imperial('l', 'lieutenantlehuse-evacuationofdqar', 400, 700, {
          locks: opts.lLocks ?? [],
          tokens: opts.lTokens ?? {},
        }),
        imperial('f', 'epsilonsquadroncadet', 200, 700, { locks: fLocks }),
      ],
    );
/** Until the start of the phase is settled: the first decision that is not an ability's question. */
const pastStart = (s: GameState) =>
  s.phase !== 'engagement' || (s.pending !== null && s.pending.kind !== 'use-ability');
const lehusePlay = playing(pastStart, () =>
  answers(picks('use-ability', 'use:x', 'l'), picks('use-ability', 'use:f', 'l')),
);
const notOffered = (s: GameState, seen: Decision[]) => expect(offered(seen, 'LeHuse')).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantlehuse-evacuationofdqar',
    applies: kase(
      "a friendly lock on the X-wing at range 2: LeHuse locks it and the TIE/fo's lock breaks",
      lehuseTable(['x']),
      lehusePlay,
      (s) => {
        expect(shipOf(s, 'l').locks).toEqual([{ target: 'x' }]);
        expect(shipOf(s, 'f').locks).toEqual([]);
      },
    ),
    doesNotApply: [
      kase('no friendly lock on the X-wing: not offered', lehuseTable([]), lehusePlay, notOffered),
      kase(
        'only his own lock on it (no other friendly lock): not offered',
        lehuseTable([], { lLocks: ['x'] }),
        lehusePlay,
        notOffered,
      ),
      kase('the locked X-wing beyond range 3: not offered', lehuseTable(['x'], { y: 100 }), lehusePlay, notOffered),
      kase(
        'LeHuse ionised (000 "Ion Tokens": no locks acquired): not offered',
        lehuseTable(['x'], { lTokens: { ion: 1 } }),
        lehusePlay,
        notOffered,
      ),
    ],
  },
  {
    source: 'pilot:theta3-evacuationofdqar',
    applies: kase('no green token: a charge buys an evade token', table({}), play, (s) => {
      expect(evaded(s)).toBe(true);
      expect(logged(s, 'cost-paid', 't')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('a focus token already: not offered', table({ focus: 1 }), play, (s) => expect(evaded(s)).toBe(false)),
      kase('no charge left: not offered', table({}, 0), play, (s) => expect(evaded(s)).toBe(false)),
    ],
  },
];
