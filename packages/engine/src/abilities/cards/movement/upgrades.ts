/**
 * Upgrades about maneuvers, actions and configurations, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Afterburners: after fully executing a speed 3–5 maneuver, spend a charge to boost, stress notwithstanding.
 * - Servomotor S-foils: either side may be flipped before the ship activates (its actions come from the content's
 *   grants); closed, primary attacks roll one die fewer. Both sides stay together here: the card is a configuration,
 *   and the die fewer is what being closed costs.
 */
import type { ActionDef } from '@xwing/content';
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack, shipById } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

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

export const MOVEMENT_UPGRADES: Record<string, Ability[]> = {
  'upgrade:afterburners:0': [
    {
      source: { kind: 'upgrade', xws: 'afterburners', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'code',
            test: (ctx, me, s) => {
              const speed = Number.parseInt(String(s.data?.maneuver ?? ''), 10);
              const ship = shipById(ctx.state, me);
              return speed >= 3 && speed <= 5 && !ship.round.partial && ctx.effects.canPerform(ctx, me, BOOST, true);
            },
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST, why: 'Afterburners boost', ignoreStress: true },
      summary: 'Afterburners: spend a charge to boost, even while stressed.',
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
};
