/**
 * The first edition's cards (002's game) of Wave 2's small ships — the TIE Interceptor and A-wing expansion packs — each
 * in our own words (never card text), as records of the same vocabulary as the 2.5 cards (a table of their own:
 * ability-table.ts abilityTableFor). A card not here is reported as not implemented yet when it comes into play.
 *
 * - Soontir Fel: after he gains a stress token, he may gain a focus token.
 * - Turr Phennir: after he performs an attack, he may perform a free boost or barrel roll action (stressed, he performs
 *   none: 002 §Stress, RuleSet.actions.stressForbidsAll).
 * - Fel's Wrath: destroyed in the Combat phase, he stays in play until the phase ends (`delay-removal`, read as each
 *   pilot skill step of the phase ends). Reading: the card speaks of his damage cards reaching his hull; the engine
 *   delays the removal of a ship destroyed in the Combat phase, the only phase of the first edition's Core Set and
 *   Waves 1–2 where more than one ship may be destroyed at the same pilot skill.
 * - Arvel Crynyd (002 §Touching): he may declare an enemy ship he touches as his defender, where ships in contact
 *   cannot attack each other (`attack-touching`); it must be inside the arc of the weapon he attacks with (his firing
 *   arc: the A-wing's weapons are all in front), at range 1 (002 §Range: touching ships are at range 1).
 * - Tycho Celchu: he may perform actions while stressed (a standing `actions-while-stressed`: the first edition's
 *   actions are all white; the rule set's "stress forbids every action" gives way to it, actions/index.ts).
 * - Push the Limit: once per round, after performing an action, the ship may perform a free action of its bar, then
 *   gains a stress token: the free action is performed as a red one (the engine's red action gives its stress once it
 *   is done; the first edition's actions have no colour of their own).
 * - Elusiveness: defending while not stressed, the ship may gain a stress token to make the attacker reroll one attack
 *   die it chooses (a modification of the attack dice by the defender).
 * - Deadeye (002 §Secondary weapons): with a focus token, the ship may attack with a weapon that needs a target lock as
 *   if it needed a focus token (`waive-weapon-requirement` of the lock, offered while it holds a focus token); a weapon
 *   whose attack spends the lock (the torpedoes and missiles that say so) then takes its focus token instead, as the
 *   attack is declared. Reading: with a lock on the defender the lock is spent as the weapon says (the card's "may").
 * - Homing Missiles (002 §Secondary weapons, "Attack (Target Lock)"): the lock is needed, not spent; the card is
 *   discarded once its attack is over, and during it the defender may not spend evade tokens (a standing
 *   `dice-unmodifiable` of the defense dice by evade tokens, on the attacker's card).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../vocabulary/queries.js';

const self: Condition = { kind: 'subject-is-self' };
const pilot = (xws: string) => ({ kind: 'pilot' as const, xws });
const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });
const BOOST_OR_ROLL: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];
/** The first edition's weapons of these packs whose attack spends the lock on the defender (cards-first-edition/). */
const LOCK_SPENDERS = ['protontorpedoes', 'concussionmissiles', 'clustermissiles'] as const;
const attackingWith = (xws: string): Condition => ({
  kind: 'all',
  of: [isAttacker, { kind: 'attack-weapon', weapon: xws }],
});

export const FIRST_EDITION_WAVE2: Record<string, Ability[]> = {
  'pilot:soontirfel': [
    {
      source: pilot('soontirfel'),
      window: 'token:after-gain',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'token', oneOf: ['stress'] }] },
      optional: true,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Soontir Fel: you gained a stress token: gain a focus token.',
    },
  ],
  'pilot:turrphennir': [
    {
      source: pilot('turrphennir'),
      window: 'attack:after',
      when: isAttacker,
      optional: true,
      effect: { kind: 'grant-action', actions: BOOST_OR_ROLL, why: 'Turr Phennir' },
      summary: 'Turr Phennir: after your attack, perform a free boost or barrel roll.',
    },
  ],
  'pilot:felswrath': [
    {
      source: pilot('felswrath'),
      window: 'ship:removal',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'delay-removal' },
      summary: 'Fel’s Wrath: destroyed in the Combat phase, you stay in play until the phase ends.',
    },
  ],
  'pilot:arvelcrynyd': [
    {
      source: pilot('arvelcrynyd'),
      window: 'attack:touching',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'attack-touching' },
      summary: 'Arvel Crynyd: you may attack an enemy ship in your firing arc that you touch.',
    },
  ],
  'pilot:tychocelchu': [
    {
      source: pilot('tychocelchu'),
      window: 'action:while-stressed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'white' },
      summary: 'Tycho Celchu: you may perform actions while stressed.',
    },
  ],
  'upgrade:pushthelimit:0': [
    {
      source: upgrade('pushthelimit'),
      window: 'action:after-perform',
      when: self,
      optional: true,
      limit: 'once-per-round',
      // Performed as a red action: its stress comes once the action is done (a `sequence` would give it first, as the
      // granted action waits for its player's answer).
      effect: { kind: 'grant-action', actions: 'own-bar', asRed: true, why: 'Push the Limit' },
      summary: 'Push the Limit: after an action, perform a free action of your bar, then gain a stress token.',
    },
  ],
  'upgrade:elusiveness:0': [
    {
      source: upgrade('elusiveness'),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: dice({ name: 'Elusiveness', by: 'defender', dice: 'attack', effect: { kind: 'reroll', count: 1 } }),
      summary: 'Elusiveness: not stressed, gain a stress token: the attacker rerolls one attack die you choose.',
    },
  ],
  'upgrade:deadeye:0': [
    {
      source: upgrade('deadeye'),
      window: 'attack:weapon-requirement',
      when: { kind: 'has-token', token: 'focus', who: 'self' },
      optional: true,
      effect: { kind: 'waive-weapon-requirement', requirements: ['lock'], specialOnly: true },
      summary: 'Deadeye: with a focus token, attack with a target-lock weapon as if it needed a focus token.',
    },
    {
      source: upgrade('deadeye'),
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'any', of: LOCK_SPENDERS.map((weapon) => ({ kind: 'attack-weapon' as const, weapon })) },
          { kind: 'not', of: { kind: 'locking', who: 'self', target: 'defender' } },
        ],
      },
      optional: false,
      effect: { kind: 'remove-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Deadeye: the weapon’s lock is paid with your focus token.',
    },
  ],
  'upgrade:homingmissiles:0': [
    {
      source: upgrade('homingmissiles'),
      window: 'attack:modify-restriction',
      when: attackingWith('homingmissiles'),
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense', tokens: ['evade'] },
      summary: 'Homing Missiles: the defender spends no evade token during this attack.',
    },
    {
      source: upgrade('homingmissiles'),
      window: 'attack:after',
      when: attackingWith('homingmissiles'),
      optional: false,
      effect: { kind: 'discard-upgrade', xws: 'homingmissiles' },
      summary: 'Homing Missiles: discarded after its attack.',
    },
  ],
};
