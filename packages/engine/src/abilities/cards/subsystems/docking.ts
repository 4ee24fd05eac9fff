/**
 * Docking cards of the subsystems group (the docking rules: src/docking.ts, src/emergency-deploy.ts; 2.0 Rules
 * Reference "Dock", ../shared/rules/rules-reference-supplement.md). Which ships a carrier takes is card text: each
 * carrier card has a standing 'dock:carrier' record, and a 'ship:after-destroyed' record through which the ships
 * docked with it emergency deploy when it is destroyed (the rule, asked of the carrier's player: every carrier card
 * carries it, since no ship is a carrier without one). In our own words:
 *
 * - Ghost: one attack shuttle or Sheathipede-class shuttle may dock with the ship; they deploy from its rear guides only.
 * - Hound's Tooth: one Z-95-AF4 headhunter may dock with the ship.
 * - Phantom: the ship may dock with its carrier at range 0–1 (not only at range 0).
 * - Lando's Millennium Falcon: one Escape Craft may dock with the ship; while one is docked, its shields serve as the
 *   ship's own (taken once the ship's own are gone: our reading of the "may", which a player always takes when the
 *   damage would otherwise reach the hull); a primary attack against a stressed ship rolls one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, AbilitySource } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

/**
 * A carrier card: up to `count` ships of `shipTypes` dock with the ship, deploying from `from` (both guides when
 * absent), and they emergency deploy when it is destroyed.
 */
export function carrierCard(
  source: AbilitySource,
  name: string,
  shipTypes: readonly string[],
  count: number,
  what: string,
  from?: readonly ('front' | 'rear')[],
): Ability[] {
  return [
    {
      source,
      window: 'dock:carrier',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'dock-carrier', shipTypes, count, ...(from ? { from } : {}) },
      summary: `${name}: ${what} may dock with you${from ? ` and deploy from your ${from.join(' or ')} guides` : ''}.`,
    },
    {
      source,
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: false,
      // One option per way each docked ship can deploy from where the carrier stood (none docked: not asked).
      choices: (ctx, self, subject) => ctx.effects.emergencyDeployOptions(ctx, self, subject.data?.pose),
      effect: { kind: 'emergency-deploy' },
      summary: `${name}: you are destroyed, the ship docked with you emergency deploys (1 critical damage, no action).`,
    },
  ];
}

const title = (xws: string): AbilitySource => ({ kind: 'upgrade', xws, side: 0 });

export const DOCKING_ABILITIES: Record<string, Ability[]> = {
  'upgrade:ghost:0': carrierCard(
    title('ghost'),
    'Ghost',
    ['attackshuttle', 'sheathipedeclassshuttle'],
    1,
    'one attack shuttle or Sheathipede-class shuttle',
    ['rear'],
  ),
  'upgrade:houndstooth:0': carrierCard(
    title('houndstooth'),
    'Hound’s Tooth',
    ['z95af4headhunter'],
    1,
    'one Z-95-AF4 headhunter',
  ),
  'upgrade:landosmillenniumfalcon:0': [
    ...carrierCard(
      title('landosmillenniumfalcon'),
      'Lando’s Millennium Falcon',
      ['escapecraft'],
      1,
      'one Escape Craft',
    ),
    {
      source: title('landosmillenniumfalcon'),
      window: 'dock:shields',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'docked-shields', shipTypes: ['escapecraft'] },
      summary: 'Lando’s Millennium Falcon: the shields of your docked Escape Craft serve as yours.',
    },
    {
      source: title('landosmillenniumfalcon'),
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'has-token', token: 'stress', who: 'other' }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Lando’s Millennium Falcon: a primary attack against a stressed ship rolls one more attack die.',
    },
  ],
  'upgrade:phantom:0': [
    {
      source: title('phantom'),
      window: 'dock:range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'dock-range', max: 1 },
      summary: 'Phantom: you may dock with your carrier at range 0–1.',
    },
  ],
};
