/**
 * Separatist Firespray-class patrol craft pilots that move tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Aurra Sing: as she is about to engage, she may pay 1 Force to pick two enemy ships at range 0–1 of her; then her
 *   player moves their red and orange tokens between those two ships, one token per question, as many as they like
 *   (`choose` with its `second` ship, then up to `MOVES` questions, each "this token from one to the other" or "no
 *   more"; the effect `transfer-answered-tokens`). Readings: a lock is left aside — it has a ship at each end and the
 *   card says nothing of which end would move (000 "Lock"); the reinforce token is green. She is offered the ability
 *   only while some enemy ship at range 0–1 holds such a token (with none nothing could move, and the Force would be
 *   spent for nothing). 000 "Additional Token Rules": a transfer is a loss and a gain.
 */
import { shipById, tokenCount } from '../../vocabulary/queries.js';
import type { Ability, Ctx, WindowSubject } from '../../vocabulary/types.js';
import { RED_OR_ORANGE } from './shared.js';

/** How many tokens one use may move at most: more questions than any two ships' red and orange tokens need. */
const MOVES = 12;

/** A ship's name for an option's label. */
const nameOf = (ctx: Ctx, id: string) => ctx.content.pilot(shipById(ctx.state, id).pilot)?.name ?? id;

/**
 * The next move between the two ships picked (picks[0] is `a`, picks[1] is `b`): every red or orange token either
 * holds once the moves answered so far are made, and "no more tokens"; nothing once "no more" was answered.
 */
function nextMove(ctx: Ctx, _self: string, _subject: WindowSubject, picks: readonly string[]) {
  const [a, b, ...moves] = picks;
  if (a === undefined || b === undefined || moves.includes('-')) return [];
  const held = (id: string, side: 'a' | 'b', token: string) => {
    const given = moves.filter((m) => m === `${side}:${token}`).length;
    const taken = moves.filter((m) => m === `${side === 'a' ? 'b' : 'a'}:${token}`).length;
    return tokenCount(shipById(ctx.state, id), token) - given + taken;
  };
  const options: { id: string; label: string }[] = [];
  for (const [side, from, to] of [
    ['a', a, b],
    ['b', b, a],
  ] as const)
    for (const token of RED_OR_ORANGE)
      if (held(from, side, token) > 0)
        options.push({
          id: `${side}:${token}`,
          label: `${nameOf(ctx, from)} gives a ${token} token to ${nameOf(ctx, to)}`,
        });
  return options.length ? [...options, { id: '-', label: 'No more tokens' }] : [];
}

const aurra: Ability = {
  source: { kind: 'pilot', xws: 'aurrasing' },
  window: 'engagement:before-engage',
  when: {
    kind: 'all',
    of: [
      { kind: 'subject-is-self' },
      {
        kind: 'ships-near',
        side: 'enemy',
        range: [0, 1],
        where: { kind: 'any', of: RED_OR_ORANGE.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
      },
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  choose: {
    side: 'enemy',
    range: [0, 1],
    label: 'first of the two ships',
    second: { side: 'enemy', range: [0, 1], label: 'second of the two ships' },
  },
  // With a `second` ship, the question after both ships is then[1] (run.ts: the answers so far, less one).
  then: [() => [], ...Array.from({ length: MOVES }, () => nextMove)],
  effect: { kind: 'transfer-answered-tokens', a: 'chosen', b: 'second', first: 2, tokens: RED_OR_ORANGE },
  summary: 'Aurra Sing: pay 1 Force to move red and orange tokens between two enemy ships at range 0–1.',
};

export const SEPARATIST_FIRESPRAY_SUPPORT: Record<string, Ability[]> = {
  'pilot:aurrasing': [aurra],
};
