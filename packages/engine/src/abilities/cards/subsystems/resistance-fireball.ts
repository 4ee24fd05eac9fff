/**
 * The Resistance Fireball's ship ability of the subsystems group (Setup, the damage deck). In our own words:
 *
 * - Explosion with Wings: at Setup, once forces are placed (the end of the Setup phase, after the damage decks are
 *   shuffled: 'phase:end' of 'setup'), the ship is dealt one facedown damage card. After it performs a SLAM action,
 *   when it has a facedown damage card, it may expose one of them (at random, as any expose) to remove one disarm
 *   token. The SLAM itself leaves the ship disarmed (the engine's SLAM, phases/activation.ts), so no condition asks
 *   for a disarm token.
 */
import type { Ability } from '../../vocabulary/types.js';

const SOURCE = { kind: 'ship-ability', id: 'explosionwithwings' } as const;

export const RESISTANCE_FIREBALL_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:explosionwithwings': [
    {
      source: SOURCE,
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      effect: { kind: 'deal-facedown-damage', count: 1, source: 'Explosion with Wings' },
      summary: 'Explosion with Wings: at Setup, you are dealt a facedown damage card.',
    },
    {
      source: SOURCE,
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
          { kind: 'has-damage-card', facing: 'facedown' },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'expose-damage', who: 'self' },
          { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
        ],
      },
      summary: 'Explosion with Wings: after your SLAM, expose a damage card to remove a disarm token.',
    },
  ],
};
