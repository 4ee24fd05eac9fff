/**
 * Rebel Attack Shuttle ship ability of the subsystems group (docking: src/docking.ts; the Ghost takes one attack
 * shuttle, docking.ts). In our own words:
 *
 * - Locked and Loaded: while the shuttle is docked, its carrier has this ship ability (`lend-ship-ability`, read by
 *   source-keys.ts; supplement "Dock", "Reserves": the docked shuttle's own abilities are inactive): after the carrier
 *   performs a primary attack from its front arc or its turret arc, it may perform a bonus primary attack from its rear
 *   arc (the Ghost's rear arc is Tail Gun's, while a ship is docked). The shuttle in play carries the key too, so the
 *   bonus attack holds only for a ship with a ship docked with it (`docked` role 'carrier'). The "may" is the bonus
 *   attack's own declaration, which offers "no bonus attack" (000 "Bonus Attacks").
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker, primaryAttack } from '../../vocabulary/queries.js';

const SOURCE = { kind: 'ship-ability', id: 'lockedandloaded' } as const;

export const REBEL_ATTACKSHUTTLE_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:lockedandloaded': [
    {
      source: SOURCE,
      window: 'ship:abilities',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'lend-ship-ability', to: 'carrier' },
      summary: 'Locked and Loaded: while you are docked, your carrier has this ship ability.',
    },
    {
      source: SOURCE,
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'docked', role: 'carrier' },
          primaryAttack,
          {
            kind: 'any',
            of: [
              { kind: 'attack-arc', arc: 'front' },
              { kind: 'attack-arc', arc: 'single-turret' },
            ],
          },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', weapons: ['primary'], arcs: ['rear'] },
      summary:
        'Locked and Loaded: the shuttle docked with you, after a front-arc or turret primary attack, attack from your rear arc.',
    },
  ],
};
