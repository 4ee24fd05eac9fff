/**
 * Galactic Republic BTL-B Y-wing abilities that act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("ship-ability:<id>").
 *
 * - Plated Hull (ship ability): defending while it has no faceup damage card, one crit result of the attack becomes
 *   a hit. "Critically damaged" is read as having a faceup damage card (000 "Critical Damage Markers" names the
 *   faceup cards; the 2.0 Rules Reference glossary said so). The card gives no timing: the change is the defender's
 *   own modification of the attack dice, offered in its window of the Modify Attack Dice step (001 Engagement 2.2; a
 *   mandatory modification cannot be a record of that window, record-shape.test.ts) — the defender never loses by it.
 * - Broadside: attacking from his single turret arc while its indicator points to his left or right arc, he may
 *   change one blank result to a focus (`turret-facing`).
 * - Matchstick: his primary and single-turret-arc attacks may reroll one attack die for each red token he holds
 *   (stress, strain, ion, deplete: 000 "Tokens", supplement "Deplete"; one record per token, up to four, each a use of
 *   its own). Reading: a lock token assigned to him is not counted (the locks are the locking ships').
 * - Goji: while a friendly ship at range 0–3 of him (himself included: the card does not say "another") defends, it
 *   may roll one more defense die for each friendly bomb at range 0–1 of it (`devices-near`, and the dice count's
 *   `perDevice`). Friendly bombs are those placed by ships of his side (000 "Devices": a device's owner); asked of his
 *   player, who is the defender's too, as the defense roll begins.
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, DeviceFilter } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** Goji's bombs: friendly bombs at range 0–1 of the defender. */
const GOJI_BOMBS: DeviceFilter = { of: 'defender', min: 0, max: 1, owner: 'friendly', kinds: ['bomb'] };

export const REPUBLIC_BTLBYWING_ATTACK: Record<string, Ability[]> = {
  'pilot:matchstick': [1, 2, 3, 4].map((n): Ability => ({
    source: { kind: 'pilot', xws: 'matchstick' },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        isAttacker,
        {
          kind: 'any',
          of: [
            { kind: 'attack-weapon', weapon: 'primary' },
            { kind: 'attack-arc', arc: 'single-turret' },
          ],
        },
        { kind: 'has-token', token: 'stress', also: ['strain', 'ion', 'deplete'], atLeast: n, who: 'self' },
      ],
    },
    optional: true,
    effect: dice(rerollAbility('attacker', 1, { name: 'Matchstick' })),
    summary: `Matchstick: ${n === 1 ? 'a red token' : `${n} red tokens`}, reroll one attack die.`,
  })),
  'pilot:broadside': [
    {
      source: { kind: 'pilot', xws: 'broadside' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'single-turret' },
          { kind: 'turret-facing', who: 'self', facings: ['left', 'right'] },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'focus', { name: 'Broadside' })),
      summary: 'Broadside: your turret points to a side, change one blank result to a focus.',
    },
  ],
  'ship-ability:platedhull': [
    {
      source: { kind: 'ship-ability', id: 'platedhull' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'has-damage-card', facing: 'faceup' } }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'attack', 1, ['crit'], 'hit', { name: 'Plated Hull' })),
      summary: 'Plated Hull: you are not critically damaged, change one crit result to a hit.',
    },
  ],
  'pilot:goji': [
    {
      source: { kind: 'pilot', xws: 'goji' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 3, includeSelf: true },
          { kind: 'devices-near', ...GOJI_BOMBS },
        ],
      },
      optional: true,
      effect: { kind: 'dice', modification: extraDice('defense', 1), perDevice: GOJI_BOMBS },
      summary: 'Goji: the defender may roll one more defense die for each friendly bomb at range 0–1 of it.',
    },
  ],
};
