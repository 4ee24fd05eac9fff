/**
 * Scum Scurrg H-6 bomber pilots of the subsystems group (devices). In our own words:
 *
 * - Captain Nym: as a bomb or mine of his side would detonate, he may spend a charge to keep it from detonating (an
 *   optional replacement at 'instead:detonate', asked by the device rules before the detonation: devices.ts). Reading:
 *   the device is not removed — it stays, and a bomb tries again at the end of the next Activation Phase. His second
 *   ability (s37): defending against an attack whose range crosses a bomb's or a mine's token (either side's), he
 *   rolls one more defense die (`attack-obstructed` `by: 'device'`: such tokens obstruct for this card only, 000
 *   "Obstruction" counting obstacles).
 * - Sol Sixxa: a device he would drop with the 1-straight template may be dropped with any other speed-1 template —
 *   the 1-bank and 1-turn left and right (more placement options of the drop).
 */
import { extraDice } from '@xwing/dice';
import { dice, isDefender } from '../../vocabulary/queries.js';
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

export const SCUM_SCURRGH_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:solsixxa': [
    placementAlternative(
      { kind: 'pilot', xws: 'solsixxa' },
      {
        kind: 'device-placement-alternative',
        from: { how: 'drop', templates: ['1F'] },
        to: { templates: ['1B', '1N', '1T', '1Y'] },
      },
      'Sol Sixxa: a device dropped with the 1-straight may use any other speed-1 template instead.',
    ),
  ],
  'pilot:captainnym': [
    {
      source: { kind: 'pilot', xws: 'captainnym' },
      window: 'instead:detonate',
      when: { kind: 'subject-data', key: 'cause', oneOf: ['friendly-bomb', 'friendly-mine'] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'instead', effect: { kind: 'sequence', of: [] } },
      summary: 'Captain Nym: spend a charge to keep this friendly device from detonating.',
    },
    {
      // s37: a bomb or mine (either side's) across the attack's range obstructs it for this ability only.
      source: { kind: 'pilot', xws: 'captainnym' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'attack-obstructed', by: 'device' }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary:
        "Captain Nym: a bomb's or mine's token across the attack's range gives him, the defender, a defense die more.",
    },
  ],
};
