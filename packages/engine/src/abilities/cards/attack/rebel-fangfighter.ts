/**
 * Rebel Fang fighter pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>"). The class's ship ability, Concordia Faceoff, is with the Scum printings
 * (scum-fangfighter.ts).
 *
 * - Clan Wren Volunteer: attacking at range 1, while a friendly ship at range 1 of him revealed a maneuver of his own
 *   revealed maneuver's speed (`revealed-vs`), he may reroll one attack die.
 * - Bodica Venj: after another friendly ship defends, while she holds no deplete token, she may perform a bonus primary
 *   attack against its attacker (the bonus attack's declaration offers "no bonus attack"); once a bonus attack of hers
 *   is over she gains a deplete token (`attack-is-bonus`). Reading: one bonus attack a phase (000 "Performing an
 *   Attack"), so the bonus attack she performs after a friend defended is hers unless another card granted her one
 *   first; the deplete follows the attack as the card says, not its grant, so it does not weaken that attack.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const REBEL_FANGFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:clanwrenvolunteer': [
    {
      source: { kind: 'pilot', xws: 'clanwrenvolunteer' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-range', min: 1, max: 1 },
          {
            kind: 'ships-near',
            side: 'friendly',
            range: [1, 1],
            // Seen from the candidate: `other` is the Volunteer.
            where: { kind: 'revealed-vs', who: 'self', than: 'other', compare: 'same-speed' },
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Clan Wren Volunteer' })),
      summary: 'Clan Wren Volunteer: a friendly ship at range 1 matched your speed, reroll one attack die.',
    },
  ],
  'pilot:bodicavenj': [
    {
      source: { kind: 'pilot', xws: 'bodicavenj' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'ships-near', side: 'friendly', where: { kind: 'attack-role', role: 'defender' } },
          { kind: 'has-token', token: 'deplete', atMost: 0, who: 'self' },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', against: 'attacker', weapons: ['primary'] },
      summary: 'Bodica Venj: a friendly ship defended, you may attack its attacker with your primary weapon.',
    },
    {
      source: { kind: 'pilot', xws: 'bodicavenj' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-is-bonus' }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
      summary: 'Bodica Venj: your bonus attack is over, gain a deplete token.',
    },
  ],
};
