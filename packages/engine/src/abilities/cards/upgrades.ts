/**
 * Pilot and upgrade abilities written so far (T-65 X-wing and TIE/ln fighter first), each in our own words. Dice
 * abilities use @xwing/dice's Modification; the attack code offers them in the matching modify window (or applies
 * 'dice' count changes in the roll steps). Keys as in registry.ts.
 *
 * - Proton Torpedoes (special weapon, needs a lock on the defender, spends 1 charge — see combat/weapons.ts): may
 *   change one hit to a crit.
 * - Predator: during a primary attack with the defender in the attacker's bullseye, reroll one attack die.
 * - Marksmanship: during an attack with the defender in the attacker's bullseye, change one hit to a crit.
 * - Outmaneuver: during a front-arc attack, if the attacker is outside the defender's firing arcs, the defender rolls
 *   one defense die fewer.
 * - R2 Astromech: after revealing its dial, the ship may spend a charge and gain a disarm token to recover a shield.
 * - Shield Upgrade, Hull Upgrade: stat grants (stats.ts), no ability.
 * - Howlrunner: a friendly ship (herself included) at range 0–1 of her performing a primary attack may reroll one attack die.
 * - Wedge Antilles: while he attacks, the defender rolls one defense die fewer.
 * - Luke Skywalker: after he becomes the defender, he recovers one Force.
 * - Mauler Mithel: attacking at range 1, one more attack die. Scourge Skutu: the defender in his bullseye, one more
 *   attack die. Gideon Hask: against a damaged defender, one more attack die.
 * - Del Meeko: a friendly ship at range 0–2 of him defending against a damaged attacker may reroll one defense die.
 * - Servomotor S-foils: closed, primary attacks roll one die fewer (its actions come from the content's grants);
 *   either side may be flipped before the ship activates. Kullbee Sperado: after a barrel roll or boost, he may flip
 *   his configuration card.
 * - Instinctive Aim: special attacks may ignore their focus or lock requirement by spending 1 Force (read by the weapon rules; the Force is spent on declaring).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ctx } from '../../context.js';
import type { Ability } from '../vocabulary/types.js';
import {
  defenderInBullseye,
  dice,
  inFiringArc,
  inPlay,
  isAttacker,
  isDefender,
  primaryAttack,
  shipById,
} from '../vocabulary/queries.js';

/** The attacker is outside every firing arc of the defender. */
function outsideDefenderArcs(ctx: Ctx): boolean {
  const a = ctx.state.cursor.attack;
  if (!a) return false;
  const attacker = shipById(ctx.state, a.attacker);
  const defender = shipById(ctx.state, a.defender);
  if (!inPlay(attacker) || !inPlay(defender)) return false;
  return !inFiringArc(ctx, a.defender, a.attacker);
}

export const CARD_ABILITIES: Record<string, Ability[]> = {
  'upgrade:protontorpedoes:0': [
    {
      source: { kind: 'upgrade', xws: 'protontorpedoes', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'attack-weapon', weapon: 'protontorpedoes' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Proton Torpedoes' })),
      summary: 'Proton Torpedoes: change one hit to a crit.',
    },
  ],
  'upgrade:predator:0': [
    {
      source: { kind: 'upgrade', xws: 'predator', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, defenderInBullseye] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Predator' })),
      summary: 'Predator: the defender is in your bullseye, reroll one attack die.',
    },
  ],
  'upgrade:marksmanship:0': [
    {
      source: { kind: 'upgrade', xws: 'marksmanship', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Marksmanship' })),
      summary: 'Marksmanship: the defender is in your bullseye, change one hit to a crit.',
    },
  ],
  'upgrade:outmaneuver:0': [
    {
      source: { kind: 'upgrade', xws: 'outmaneuver', side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'front' },
          { kind: 'code', test: (ctx) => outsideDefenderArcs(ctx) },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Outmaneuver: outside the defender’s firing arc, the defender rolls one die fewer.',
    },
  ],
  'upgrade:r2astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r2astromech', side: 0 },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'shields' }],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'disarm', count: 1 },
      ],
      effect: { kind: 'recover', stat: 'shields', count: 1, source: 'R2 Astromech' },
      summary: 'R2 Astromech: spend a charge and gain a disarm token to recover one shield.',
    },
  ],
  'pilot:howlrunner': [
    {
      source: { kind: 'pilot', xws: 'howlrunner' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          primaryAttack,
          // Friendly includes Howlrunner herself (range 0 to herself).
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Howlrunner' })),
      summary: 'Howlrunner: a friendly ship attacking near her may reroll one attack die.',
    },
  ],
  'upgrade:instinctiveaim:0': [
    {
      source: { kind: 'upgrade', xws: 'instinctiveaim', side: 0 },
      window: 'attack:weapon-requirement',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'waive-weapon-requirement', requirements: ['focus', 'lock'], specialOnly: true },
      summary: 'Instinctive Aim: spend 1 Force to attack with a special weapon without its focus or lock requirement.',
    },
  ],
  'pilot:wedgeantilles': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles' },
      window: 'attack:roll-defense-dice',
      when: isAttacker,
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: the defender rolls one defense die fewer.',
    },
  ],
  'pilot:lukeskywalker': [
    {
      source: { kind: 'pilot', xws: 'lukeskywalker' },
      window: 'attack:after-declare',
      // At full Force there is nothing to recover: the log does not say he used it.
      when: { kind: 'all', of: [isDefender, { kind: 'below-max', stat: 'force' }] },
      optional: false,
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Luke Skywalker' },
      summary: 'Luke Skywalker: after becoming the defender, recover 1 Force.',
    },
  ],
  'pilot:maulermithel': [
    {
      source: { kind: 'pilot', xws: 'maulermithel' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Mauler Mithel: attacking at range 1, roll one more attack die.',
    },
  ],
  'pilot:scourgeskutu': [
    {
      source: { kind: 'pilot', xws: 'scourgeskutu' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Scourge Skutu: the defender is in your bullseye, roll one more attack die.',
    },
  ],
  'pilot:gideonhask': [
    {
      source: { kind: 'pilot', xws: 'gideonhask' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'damaged', who: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Gideon Hask: the defender is damaged, roll one more attack die.',
    },
  ],
  'pilot:delmeeko': [
    {
      source: { kind: 'pilot', xws: 'delmeeko' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'damaged', who: 'attacker' },
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Del Meeko' })),
      summary: 'Del Meeko: a friendly ship defending against a damaged attacker may reroll one defense die.',
    },
  ],
  'upgrade:servomotorsfoils:0': [
    {
      source: { kind: 'upgrade', xws: 'servomotorsfoils', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: false,
      effect: dice(extraDice('attack', -1)),
      summary: 'Servomotor S-foils (closed): primary attacks roll one attack die fewer.',
    },
    flipConfiguration('servomotorsfoils', 0),
  ],
  'upgrade:servomotorsfoils:1': [flipConfiguration('servomotorsfoils', 1)],
  'pilot:kullbeesperado': [
    {
      source: { kind: 'pilot', xws: 'kullbeesperado' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] },
          { kind: 'has-dual-upgrade', type: 'configuration' },
        ],
      },
      optional: true,
      effect: { kind: 'flip-upgrade', type: 'configuration' },
      summary: 'Kullbee Sperado: after a barrel roll or boost, flip your configuration card.',
    },
  ],
};

/** "Before you activate, you may flip this card" (configuration upgrades). */
function flipConfiguration(xws: string, side: number): Ability {
  return {
    source: { kind: 'upgrade', xws, side },
    window: 'activation:before-reveal',
    when: { kind: 'subject-is-self' },
    optional: true,
    effect: { kind: 'flip-upgrade', xws },
    summary: `Flip ${xws === 'servomotorsfoils' ? 'the S-foils' : 'this card'} before activating.`,
  };
}
