/**
 * Separatist Alliance HMP droid gunship pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DGS-047: after he attacks, with the defender in his front arc he may acquire a lock on it; and with the defender
 *   in his bullseye arc it gains a strain token (two records: the strain does not depend on the lock being taken).
 * - Networked Aim (ship ability): the ship cannot spend its lock to reroll attack dice; attacking, it may reroll one
 *   attack die for each friendly ship (itself included) holding a lock on the defender (one record per such ship, up
 *   to four: the n-th is offered while n or more lock it, each a use of its own). Reading: a lock's only use in an
 *   attack by the rules is the reroll (000 "Lock"), so the ship's lock is made unspendable for its attacks as they are
 *   declared (`lock-unspendable`), which also keeps a card from spending it there.
 * - Geonosian Prototype: attacking with a missile or a cannon a defender holding a tractor token, he may remove one of
 *   its tractor tokens to reroll up to two attack dice (his modification; the token goes as it is used: a
 *   'dice:after-modify' record for his card's own modification).
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const SEPARATIST_HMPDROIDGUNSHIP_ATTACK: Record<string, Ability[]> = {
  'pilot:geonosianprototype': [
    {
      source: { kind: 'pilot', xws: 'geonosianprototype' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-weapon-slot', slots: ['missile', 'cannon'] },
          { kind: 'has-token', token: 'tractor', who: 'defender' },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Geonosian Prototype' })),
      summary: 'Geonosian Prototype: remove a tractor token from the defender to reroll up to two attack dice.',
    },
    {
      source: { kind: 'pilot', xws: 'geonosianprototype' },
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [
          { kind: 'modified-by-self' },
          { kind: 'subject-data', key: 'source', oneOf: ['pilot:geonosianprototype'] },
        ],
      },
      optional: false,
      effect: { kind: 'remove-token', token: 'tractor', count: 1, who: 'defender' },
      summary: 'Geonosian Prototype: the defender loses a tractor token for the reroll.',
    },
  ],
  'ship-ability:networkedaim': [
    {
      source: { kind: 'ship-ability', id: 'networkedaim' },
      window: 'attack:after-declare',
      when: isAttacker,
      optional: false,
      effect: { kind: 'lock-unspendable' },
      summary: 'Networked Aim: your lock cannot be spent to reroll your attack dice.',
    },
    ...[1, 2, 3, 4].map((n): Ability => ({
      source: { kind: 'ship-ability', id: 'networkedaim' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'ships-near',
            side: 'friendly',
            includeSelf: true,
            atLeast: n,
            where: { kind: 'locking', who: 'self', target: 'defender' },
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Networked Aim' })),
      summary: `Networked Aim: ${n === 1 ? 'a friendly lock is' : `${n} friendly locks are`} on the defender, reroll one attack die.`,
    })),
  ],
  'pilot:dgs047': [
    {
      source: { kind: 'pilot', xws: 'dgs047' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' }] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: 'DGS-047: the defender is in your front arc, acquire a lock on it.',
    },
    {
      source: { kind: 'pilot', xws: 'dgs047' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'defender' }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'defender' },
      summary: 'DGS-047: the defender is in your bullseye, it gains a strain token.',
    },
  ],
};
