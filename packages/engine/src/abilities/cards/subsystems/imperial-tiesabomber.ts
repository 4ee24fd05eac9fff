/**
 * Imperial TIE/sa bomber pilots of the subsystems group (devices). In our own words:
 *
 * - Captain Jonus (swz98): after he drops or launches a device, he gains an evade token.
 * - Scimitar 3 (Battle over Endor): after she drops a bomb, she may spend a charge to boost.
 * - Nimble Bomber (the TIE/sa bomber's ship ability): a device the ship would drop with a straight template may be
 *   dropped with the bank left or bank right template of the same speed instead (more placement options of its drop).
 * - "Deathfire" (swz98): once he has fully executed a speed 3–5 maneuver, if he has not dropped or launched a device
 *   this round, he may spend two of his charges to drop or launch one bomb of a device card he equips with the
 *   3-straight (that card's charge spent too: devices.ts `place-equipped-device`).
 * - "Deathfire" (the first TIE/sa printing): once destroyed, before he is removed, he may perform an attack (a bonus
 *   attack, made before he leaves) and drop or launch one device of a card he equips (its own templates and the
 *   ship's alternatives, its charge spent) — two questions, one per part. Reading: only while he is still in the play
 *   area, destroyed in the Engagement Phase (000 "Destroying Ships": removed at the end of the initiative step);
 *   destroyed in another phase he is removed at once and does neither, as Paige Tico's bomb.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { equippedDevice, placementAlternative } from './placement.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
const DEATHFIRE = { kind: 'pilot', xws: 'deathfire' } as const;

export const IMPERIAL_TIESABOMBER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:deathfire': [
    {
      source: DEATHFIRE,
      window: 'ship:after-destroyed',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'bonus-attack-left', who: 'self' }] },
      optional: true,
      effect: { kind: 'bonus-attack' },
      summary: '"Deathfire": destroyed, perform an attack before you are removed.',
    },
    {
      source: DEATHFIRE,
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: true,
      ...equippedDevice({ types: ['bomb', 'mine'], how: 'either' }),
      summary: '"Deathfire": destroyed, drop or launch a device before you are removed.',
    },
  ],
  'pilot:deathfire-swz98': [
    {
      source: { kind: 'pilot', xws: 'deathfire-swz98' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver', fully: true },
          { kind: 'maneuver-is', speeds: [3, 4, 5] },
          { kind: 'not', of: { kind: 'placed-device' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      ...equippedDevice({ types: ['bomb'], how: 'either', templates: ['3F'] }),
      summary: '"Deathfire": after a fast maneuver, spend 2 charges to drop or launch a bomb with the 3-straight.',
    },
  ],
  'ship-ability:nimblebomber': [
    placementAlternative(
      { kind: 'ship-ability', id: 'nimblebomber' },
      {
        kind: 'device-placement-alternative',
        from: { how: 'drop', templates: ['1F', '2F', '3F', '4F', '5F'] },
        to: { templates: 'banks' },
      },
      'Nimble Bomber: a device dropped with a straight template may use a bank of the same speed instead.',
    ),
  ],
  'pilot:captainjonus-swz98': [
    {
      source: { kind: 'pilot', xws: 'captainjonus-swz98' },
      window: 'device:after-place',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Captain Jonus: after you drop or launch a device, gain an evade token.',
    },
  ],
  'pilot:scimitar3-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'scimitar3-battleoverendor' },
      window: 'device:after-place',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'kind', oneOf: ['bomb'] },
          { kind: 'subject-data', key: 'how', oneOf: ['drop'] },
          { kind: 'can-perform', actions: BOOST },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST, why: 'Scimitar 3' },
      summary: 'Scimitar 3: after you drop a bomb, spend a charge to boost.',
    },
  ],
};
