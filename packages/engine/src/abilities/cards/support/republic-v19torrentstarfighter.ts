/**
 * Galactic Republic V-19 Torrent pilots whose abilities move tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - "Axe": after he attacks or defends, he may pick a friendly ship at range 1–2 inside his left or right arc and move
 *   one of his green tokens (his player's pick) onto it (000 "Additional Token Rules": transfer). The reinforce token,
 *   which has a facing, is not among those moved (support/shared.ts).
 * - "Axe" (Siege of Coruscant): after he attacks, he may pick another friendly ship with the Born for This ship
 *   ability at range 0–2 inside his left or right arc; it acquires a lock on the defender (000 "Lock": not an action,
 *   so at any range; both must be allowed to lock and be locked).
 * - Born for This (ship ability of the Republic clone ships: ARC-170, V-19, V-wing): while another friendly ship at
 *   range 0–2 defends, if this ship holds no strain token, the defender may spend this ship's focus token (every focus
 *   result to an evade) or evade token (one blank or focus result to an evade) as if they were its own (000 "Focus",
 *   "Evade"); this ship then gains a strain token. The record sits on the lending ship, which pays it, as Networked
 *   Calculations' does (cards/attack/separatist-vultureclassdroidfighter.ts). Our reading: the strain gained ends the
 *   lending for that attack (the ship is strained), so one token is lent per attack. The talent card Born For This
 *   (epic SL printing) gives its ship the same ability: the same records under the card's key.
 * - Tucker: after another friendly ship at range 1–2 attacks a defender inside his front arc, he may perform a Focus
 *   action (the granted action's own decision offers "pass"; 000 "Actions"). A friendly ship only attacks enemies
 *   (000 "Friendly and Enemy"), so the defender's side needs no clause of its own.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, AbilitySource, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';
import { GREEN_TO_MOVE, tokensHeld } from './shared.js';

export const REPUBLIC_V19_SUPPORT: Record<string, Ability[]> = {
  'pilot:axe': [
    {
      source: { kind: 'pilot', xws: 'axe' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'attack-role', role: 'attacker' },
              { kind: 'attack-role', role: 'defender' },
            ],
          },
          { kind: 'any', of: GREEN_TO_MOVE.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
        ],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        inArc: { arc: ['left', 'right'] },
        label: 'takes a green token of yours',
      },
      then: [(ctx, self) => tokensHeld(ctx, self, GREEN_TO_MOVE, (t) => `your ${t}`)],
      effect: { kind: 'transfer-chosen-token', to: 'chosen' },
      summary: '"Axe": move one of your green tokens to a friendly ship at range 1–2 in your left or right arc.',
    },
  ],
};

REPUBLIC_V19_SUPPORT['pilot:tucker'] = [
  {
    source: { kind: 'pilot', xws: 'tucker' },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-party-near', party: 'attacker', min: 1, max: 2, includeSelf: false },
        { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' },
      ],
    },
    optional: false,
    effect: { kind: 'grant-action', actions: [{ type: 'focus', difficulty: 'white' }], why: 'Tucker' },
    summary: 'Tucker: a friendly ship at range 1–2 attacked a ship in your front arc, you may perform a Focus action.',
  },
];

REPUBLIC_V19_SUPPORT['pilot:axe-siegeofcoruscant'] = [
  {
    source: { kind: 'pilot', xws: 'axe-siegeofcoruscant' },
    window: 'attack:after',
    when: isAttacker,
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 2],
      inArc: { arc: ['left', 'right'] },
      where: {
        kind: 'all',
        of: [
          { kind: 'has-ship-ability', who: 'self', id: 'bornforthis' },
          { kind: 'lock-allowed', who: 'self' },
          { kind: 'lock-allowed', who: 'defender' },
        ],
      },
      label: 'acquires a lock on the defender',
    },
    effect: { kind: 'acquire-lock', who: 'chosen', on: 'defender' },
    summary: '"Axe": a Born for This ship at range 0–2 in your left or right arc acquires a lock on the defender.',
  },
];

/** Another friendly ship at range 0–2 defends, and this ship is not strained. */
const BORN_LENDS: Condition = {
  kind: 'all',
  of: [
    { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: false },
    { kind: 'not', of: { kind: 'has-token', token: 'strain', who: 'self' } },
  ],
};
/** Born for This's records, from the ship ability or from the talent card that gives it (Born For This, epic SL). */
function bornForThis(source: AbilitySource): Ability[] {
  return [
    {
      source,
      window: 'attack:modify-defense-dice',
      when: BORN_LENDS,
      optional: true,
      cost: [
        { kind: 'spend-token', token: 'focus', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: dice(changeAbility('defender', 'defense', 'all', ['focus'], 'evade', { name: 'Born for This (focus)' })),
      summary:
        'Born for This (focus): the defender spends your focus token (all focus to evades); you gain a strain token.',
    },
    {
      source,
      window: 'attack:modify-defense-dice',
      when: BORN_LENDS,
      optional: true,
      cost: [
        { kind: 'spend-token', token: 'evade', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: dice(
        changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Born for This (evade)' }),
      ),
      summary:
        'Born for This (evade): the defender spends your evade token (a blank or focus to an evade); you gain a strain token.',
    },
  ];
}

REPUBLIC_V19_SUPPORT['ship-ability:bornforthis'] = bornForThis({ kind: 'ship-ability', id: 'bornforthis' });
REPUBLIC_V19_SUPPORT['upgrade:bornforthis-epicsl:0'] = bornForThis({
  kind: 'upgrade',
  xws: 'bornforthis-epicsl',
  side: 0,
});
