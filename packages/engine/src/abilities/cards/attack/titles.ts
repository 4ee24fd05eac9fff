/**
 * The attack group's titles, each in our own words (their slot changes are the content's grants):
 *
 * - Punishing One: a primary attack with the defender in the front arc rolls one more die.
 * - Slave I (swz82): a front-arc attack from inside the defender's full rear arc: one hit becomes a crit.
 * - Marauder: a rear-arc primary attack rerolls one die. Assailer: defending at range 1, a defense die more (asked).
 * - Millennium Falcon: defending while evading, reroll one defense die.
 * - Outrider: a primary attack at range 3 rolls one more die; an obstructed attack changes one of the defender's
 *   evades to a focus.
 * - Soulless One: defending against an attacker outside all of your firing arcs, reroll one defense die.
 * - Mist Hunter (Armed and Dangerous): after a cannon attack, a strain token buys a bonus primary attack against the
 *   same defender.
 * - Lando's Millennium Falcon (Armed and Dangerous): a primary attack on a defender holding a red or orange token
 *   other than a lock rolls one more die. Millennium Falcon (Battle over Endor): attacking or defending while holding
 *   one, reroll one die. The red and orange tokens (000 "Tokens"): stress, ion, jam, tractor; strain, deplete, disarm.
 * - Houndstooth (Armed and Dangerous): attacking with the defender in the full front or full rear arc matching the
 *   ship's reinforce token, one focus becomes a hit, or a crit instead when the defender is stressed (two records,
 *   of which one use per attack: `modified-this-attack` keeps the other back).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const title = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });

const RED_OR_ORANGE = ['stress', 'ion', 'jam', 'tractor', 'strain', 'deplete', 'disarm'] as const;
/** The ship holds a red or orange token other than a lock. */
const redOrOrange = (who: 'self' | 'other'): Condition => ({
  kind: 'any',
  of: RED_OR_ORANGE.map((token): Condition => ({ kind: 'has-token', token, who })),
});
const falconBoe = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: 'millenniumfalcon-battleoverendor', side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, redOrOrange('self')] },
  optional: true,
  effect: dice(rerollAbility(role, 1, { name: 'Millennium Falcon' })),
  summary: 'Millennium Falcon: you hold a red or orange token, reroll one die.',
});

/** The defender is in the full arc matching the ship's reinforce token (fore: full front, aft: full rear). */
export const inReinforcedArc: Condition = {
  kind: 'any',
  of: [
    {
      kind: 'all',
      of: [
        { kind: 'reinforced', who: 'self', facing: 'fore' },
        { kind: 'in-arc', arc: 'full-front', of: 'self', target: 'defender' },
      ],
    },
    {
      kind: 'all',
      of: [
        { kind: 'reinforced', who: 'self', facing: 'aft' },
        { kind: 'in-arc', arc: 'full-rear', of: 'self', target: 'defender' },
      ],
    },
  ],
};
const houndstooth = (to: 'hit' | 'crit', more: Condition[]): Ability => ({
  source: title('houndstooth-armedanddangerous'),
  window: 'attack:modify-attack-dice',
  when: {
    kind: 'all',
    of: [isAttacker, inReinforcedArc, ...more, { kind: 'not', of: { kind: 'modified-this-attack' } }],
  },
  optional: true,
  effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], to, { name: `Houndstooth: ${to}` })),
  summary: `Houndstooth (${to}): the defender is in your reinforced arc${to === 'crit' ? ' and stressed' : ''}, change one focus to a ${to}.`,
});

export const ATTACK_TITLES: Record<string, Ability[]> = {
  'upgrade:landosmillenniumfalcon-armedanddangerous:0': [
    {
      source: { kind: 'upgrade', xws: 'landosmillenniumfalcon-armedanddangerous', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, redOrOrange('other')] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Lando’s Millennium Falcon: the defender holds a red or orange token, roll one more attack die.',
    },
  ],
  'upgrade:millenniumfalcon-battleoverendor:0': [falconBoe('attacker'), falconBoe('defender')],
  'upgrade:misthunter-armedanddangerous:0': [
    {
      source: { kind: 'upgrade', xws: 'misthunter-armedanddangerous', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['cannon'] }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'bonus-attack', weapons: ['primary'], against: 'defender' },
      summary:
        'Mist Hunter: after a cannon attack, gain a strain token to attack the same ship with your primary weapon.',
    },
  ],
  'upgrade:marauder:0': [
    {
      source: title('marauder'),
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-arc', arc: 'rear' }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Marauder' })),
      summary: 'Marauder: a rear-arc primary attack, reroll one attack die.',
    },
  ],
  'upgrade:assailer:0': [
    {
      source: title('assailer'),
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Assailer: defending at range 1, roll one more defense die.',
    },
  ],
  'upgrade:millenniumfalcon:0': [
    {
      source: title('millenniumfalcon'),
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'evade', who: 'self' }] },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Millennium Falcon' })),
      summary: 'Millennium Falcon: you are evading, reroll one defense die.',
    },
  ],
  'upgrade:outrider:0': [
    {
      source: title('outrider'),
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-range', min: 3, max: 3 }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Outrider: a primary attack at range 3, roll one more die.',
    },
    {
      source: title('outrider'),
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-obstructed' }] },
      optional: true,
      effect: dice(changeAbility('attacker', 'defense', 1, ['evade'], 'focus', { name: 'Outrider' })),
      summary: 'Outrider: the attack is obstructed, change one of the defender’s evades to a focus.',
    },
  ],
  'upgrade:punishingone:0': [
    {
      source: { kind: 'upgrade', xws: 'punishingone', side: 0 },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Punishing One: the defender is in your front arc, roll one more die.',
    },
  ],
  'upgrade:slavei-swz82:0': [
    {
      source: { kind: 'upgrade', xws: 'slavei-swz82', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'front' },
          { kind: 'in-arc', arc: 'full-rear', of: 'other', target: 'self' },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Slave I' })),
      summary: 'Slave I: you are in the defender’s full rear arc, change one hit to a crit.',
    },
  ],
  'upgrade:soullessone:0': [
    {
      source: title('soullessone'),
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' } }],
      },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Soulless One' })),
      summary: 'Soulless One: the attacker is outside your firing arc, reroll one defense die.',
    },
  ],
  'upgrade:houndstooth-armedanddangerous:0': [
    houndstooth('hit', []),
    houndstooth('crit', [{ kind: 'has-token', token: 'stress', who: 'defender' }]),
  ],
};
