/**
 * Galactic Republic Nimbus-class V-wing abilities of the subsystems group (squad building). In our own words:
 *
 * - Twin Ion Engines (the V-wing's ship ability): at squad building, upgrade cards restricted to TIE pilots may be
 *   equipped by the ship all the same. The squad rules (@xwing/squads rules/restrictions.ts `waivedKeywords`) let the
 *   squad equip them; in play such an upgrade is an ordinary one. The record is the standing 'squad:slots' one: the
 *   game logs the ability as used when the ship equips an upgrade only its waiver allows (abilities/squad-slots.ts).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REPUBLIC_NIMBUS_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:twinionengines': [
    {
      source: { kind: 'ship-ability', id: 'twinionengines' },
      window: 'squad:slots',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'squad-slots', waivesKeywords: ['TIE'] },
      summary: 'Twin Ion Engines: upgrades restricted to TIE pilots may be equipped all the same.',
    },
  ],
};
