/**
 * Configuration upgrades (dual cards flipped at moments), each in our own words. All records of one source key sit
 * here, so both sides of a configuration are in this file even when one side's ability is about an attack.
 *
 * - Integrated S-foils (T-70 X-wing): either side may be flipped before the ship activates; closed (side 0, its
 *   actions are the content's grants), a primary attack at a defender outside the bullseye rolls one die fewer.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

/** The ship may flip this configuration card as it is about to activate (before its dial is revealed). */
function flipBeforeActivating(xws: string, side: number, name: string): Ability {
  return {
    source: { kind: 'upgrade', xws, side },
    window: 'activation:before-reveal',
    when: { kind: 'subject-is-self' },
    optional: true,
    effect: { kind: 'flip-upgrade', xws },
    summary: `${name}: flip this card before activating.`,
  };
}

export const MOVEMENT_CONFIGURATIONS: Record<string, Ability[]> = {
  'upgrade:integratedsfoils:0': [
    {
      source: { kind: 'upgrade', xws: 'integratedsfoils', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'not', of: defenderInBullseye }] },
      optional: false,
      effect: dice(extraDice('attack', -1)),
      summary: 'Integrated S-foils (closed): a primary attack at a defender outside your bullseye rolls one die fewer.',
    },
    flipBeforeActivating('integratedsfoils', 0, 'Integrated S-foils'),
  ],
  'upgrade:integratedsfoils:1': [flipBeforeActivating('integratedsfoils', 1, 'Integrated S-foils')],
};
