/**
 * Separatist Alliance Vulture-class droid fighter pilots that work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DFS-311 (both printings): as the Engagement Phase starts, it may pass one of its calculate tokens to another friendly ship at
 *   range 0–3.
 * - Kelrodo-Ai Holdout: after it is destroyed, it may pick another friendly Kelrodo-Ai Holdout at range 0–3 of where
 *   it stood; that ship takes all its focus, evade and calculate tokens and its locks (000 "Tokens": transfer;
 *   `transfer-locks`). The reinforce token, which has a facing, is not moved this way (support/shared.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

function dfs311(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'calculate', who: 'self' },
      optional: true,
      choose: { side: 'friendly', range: [0, 3], label: 'takes one of your calculate tokens' },
      effect: transferToChosen('calculate'),
      summary: 'DFS-311: pass one of your calculate tokens to another friendly ship at range 0–3.',
    },
  ];
}

export const SEPARATIST_VULTURE_SUPPORT: Record<string, Ability[]> = {
  'pilot:dfs311': dfs311('dfs311'),
  'pilot:dfs311-siegeofcoruscant': dfs311('dfs311-siegeofcoruscant'),
};

/** The calculate and lock actions, as the Haor Chall Prototype performs them. */
const CALCULATE_OR_LOCK = [
  { type: 'calculate', difficulty: 'white' },
  { type: 'lock', difficulty: 'white' },
] as const;

/**
 * Haor Chall Prototype: after an enemy ship inside his bullseye arc at range 0–2 declares an attack on another friendly
 * ship, he may perform a calculate or lock action (the granted action offers "pass"). The attacker of a friendly
 * defender is an enemy (000 "Performing an Attack": the defender is an enemy of the attacker). His Siege of Coruscant
 * printing has no range limit (and may answer an attack on a scenario feature, which no attack here is).
 */
function haor(xws: string, range: boolean): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'attacker' },
          ...(range ? [{ kind: 'range', to: 'attacker', min: 0, max: 2 } as const] : []),
          { kind: 'ship-is', who: 'defender', side: 'friendly' },
          { kind: 'not', of: { kind: 'attack-role', role: 'defender' } },
        ],
      },
      optional: false,
      effect: { kind: 'grant-action', actions: [...CALCULATE_OR_LOCK], why: 'Haor Chall Prototype' },
      summary: 'Haor Chall Prototype: an enemy in your bullseye attacks a friendly ship, you may calculate or lock.',
    },
  ];
}
SEPARATIST_VULTURE_SUPPORT['pilot:haorchallprototype'] = haor('haorchallprototype', true);
SEPARATIST_VULTURE_SUPPORT['pilot:haorchallprototype-siegeofcoruscant'] = haor(
  'haorchallprototype-siegeofcoruscant',
  false,
);

SEPARATIST_VULTURE_SUPPORT['pilot:kelrodoaiholdout'] = [
  {
    source: { kind: 'pilot', xws: 'kelrodoaiholdout' },
    window: 'ship:after-destroyed',
    when: { kind: 'subject-is-self' },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 3],
      where: { kind: 'pilot-is', who: 'self', xws: ['kelrodoaiholdout'] },
      label: 'takes your locks and green tokens',
    },
    effect: {
      kind: 'sequence',
      of: [
        ...(['focus', 'evade', 'calculate'] as const).map(
          (token) => ({ kind: 'transfer-chosen-token', to: 'chosen', token, all: true }) as const,
        ),
        { kind: 'transfer-locks', from: 'self', to: 'chosen' },
      ],
    },
    summary:
      'Kelrodo-Ai Holdout: destroyed, hand your locks and green tokens to another Kelrodo-Ai Holdout at range 0–3.',
  },
];
