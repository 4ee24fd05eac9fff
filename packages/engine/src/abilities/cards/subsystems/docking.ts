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
 */
import type { Ability, AbilitySource } from '../../vocabulary/types.js';

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
