/**
 * Card specs for the tactical relays of abilities/cards/support/tactical-relays.ts. Rules: 000 "Phase 5: End Phase"
 * (circular tokens removed).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, offered, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Kraken: Vulture droids in the End Phase — `k` with the card at (400, 150), `a` (two calculate tokens), `b` and `c`
 * beside it at range 1–2, `d` beyond range 3 — each with `calc` calculate tokens unless said.
 */
const krakenTable = (calc: number) => () =>
  position(
    'end',
    [
      rebel('k', 'separatistdrone', 400, 150, { upgrades: ['kraken'], tokens: { calculate: calc } }),
      rebel('a', 'separatistdrone', 300, 150, { tokens: { calculate: calc * 2 } }),
      rebel('b', 'separatistdrone', 500, 150, { tokens: { calculate: calc } }),
      rebel('c', 'separatistdrone', 600, 150, { tokens: { calculate: calc } }),
      rebel('d', 'separatistdrone', 850, 800, { tokens: { calculate: calc } }),
    ],
    [imperial('t', 'academypilot', 100, 850)],
  );
/** The Kraken's player picks `a`, then `b`, then its own ship. */
const krakenPicks = () => {
  const order = ['use:a', 'use:b', 'use:k'];
  return (d: Decision): [string] | undefined => {
    if (d.kind !== 'use-ability' || !d.prompt.includes('Kraken')) return undefined;
    const next = order.shift();
    return next && d.options.some((o) => o.id === next) ? [next] : ['decline'];
  };
};
const krakenPlay = playing(leaves('end'), krakenPicks);
const calc = (s: GameState, id: string) => shipOf(s, id).tokens.calculate ?? 0;
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Kraken'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:kraken:0',
    applies: kase('three ships picked: each keeps one calculate token', krakenTable(1), krakenPlay, (s, seen) => {
      expect([calc(s, 'k'), calc(s, 'a'), calc(s, 'b'), calc(s, 'c'), calc(s, 'd')]).toEqual([1, 1, 1, 0, 0]);
      // A ship picked is not offered again; the one beyond range 3 never is.
      const questions = asked(seen);
      expect(questions).toHaveLength(3);
      expect(questions[1]!.options.map((o) => o.id)).not.toContain('use:a');
      expect(questions.some((d) => d.options.some((o) => o.id === 'use:d'))).toBe(false);
    }),
    doesNotApply: kase('no calculate token anywhere: not offered', krakenTable(0), krakenPlay, (_s, seen) =>
      expect(offered(seen, 'Kraken')).toBe(false),
    ),
  },
];
