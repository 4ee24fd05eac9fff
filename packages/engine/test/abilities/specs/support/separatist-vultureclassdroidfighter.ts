/**
 * Card specs for the Vulture-class droid fighter pilots of abilities/cards/support/separatist-vultureclassdroidfighter.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The pilot facing up at (400, 300) with `tokens`, a wingman at (`wx`, `wy`), a TIE far away. */
const table =
  (tokens: Record<string, number>, wx = 520, wy = 300, pilot = 'dfs311') =>
  () =>
    position(
      'engagement',
      [rebel('p', pilot, 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, wy)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'p'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'calculate');

/** Both printings of DFS-311 share one record. */
const dfsSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'holding a calculate token: the wingman takes it',
    table({ calculate: 1 }, 520, 300, pilot),
    play,
    (s, seen) => {
      expect(offered(seen, 'DFS-311')).toBe(true);
      expect(passed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'p').some((e) => e.data?.token === 'calculate')).toBe(true);
    },
  ),
  doesNotApply: [
    kase('no calculate token: nothing passed', table({}, 520, 300, pilot), play, (s) => {
      expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
      expect(passed(s)).toBe(false);
    }),
    kase('the wingman out of reach: nothing passed', table({ calculate: 1 }, 400, 800, pilot), play, (s) => {
      expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
      expect(passed(s)).toBe(false);
    }),
  ],
});

export const SPECS: CardSpec[] = [dfsSpec('dfs311'), dfsSpec('dfs311-siegeofcoruscant')];
