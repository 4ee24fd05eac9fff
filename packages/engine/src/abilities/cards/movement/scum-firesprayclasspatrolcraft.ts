/**
 * Scum Firespray-class patrol craft pilots about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Hondo Ohnaka: his card action picks a ship friendly to him (himself included: range 0) and an enemy ship, both
 *   non-huge and at range 0–3 of him — in a two-player game, two ships "not friendly to each other" are one of each
 *   player — and which of them acts first; each may then perform one action of Hondo's own bar (`grant-action`'s
 *   `barOf`: the bar read is his, with its upgrades' actions), stressed or not, in that order, and he gains a
 *   calculate token. The card action's ships are `choose` and its `second` (card-actions.ts asks the second as the
 *   trigger stack does), the order its next answer (`then[1]`; `then[0]` is the second ship's question). Reading: the
 *   granted actions are asked once the card action has resolved (phases/activation.ts asks an action granted outside
 *   a window before the next step), so his calculate token comes as the card resolves, before the two ships act.
 */
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';

const NOT_HUGE: Condition = { kind: 'ship-is', who: 'self', size: ['small', 'medium', 'large'] };
const WHY = 'Hondo Ohnaka, an action of his bar';
const acts = (who: 'chosen' | 'second'): Effect => ({
  kind: 'grant-action',
  actions: 'own-bar',
  barOf: 'self',
  who,
  ignoreStress: true,
  why: WHY,
});

export const SCUM_FIRESPRAYCLASSPATROLCRAFT_MOVEMENT: Record<string, Ability[]> = {
  'pilot:hondoohnaka': [
    {
      source: { kind: 'pilot', xws: 'hondoohnaka' },
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 3],
        includeSelf: true,
        where: NOT_HUGE,
        label: 'the friendly ship',
        second: { side: 'enemy', range: [0, 3], where: NOT_HUGE, label: 'the enemy ship' },
      },
      then: [
        () => [],
        () => [
          { id: 'friendly-first', label: 'the friendly ship acts first' },
          { id: 'enemy-first', label: 'the enemy ship acts first' },
        ],
      ],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'if-holds',
            when: { kind: 'answered', index: 2, oneOf: ['friendly-first'] },
            effect: { kind: 'sequence', of: [acts('chosen'), acts('second')] },
          },
          {
            kind: 'if-holds',
            when: { kind: 'answered', index: 2, oneOf: ['enemy-first'] },
            effect: { kind: 'sequence', of: [acts('second'), acts('chosen')] },
          },
          { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
        ],
      },
      summary:
        'Hondo Ohnaka: a friendly and an enemy ship each may perform an action of your bar; gain a calculate token.',
    },
  ],
};
