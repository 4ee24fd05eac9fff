/**
 * Separatist Vulture-class droid fighter pilots about maneuvers and obstacles, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - The Iron Assembler: once a friendly ship at range 0–1 of him (he himself included: the band starts at 0) has
 *   skipped its Execute Maneuver step (the movement event 'maneuver:after-skip', Grappling or Landing Struts), he may
 *   spend a charge so that ship, at range 0 of an asteroid or debris cloud, repairs one damage card — faceup (flipped
 *   facedown) or facedown (discarded), as its player answers (000 "Repairing Damage Cards": either kind); the charge
 *   is spent whether or not the obstacle is there then (`if-holds`: the card's "if you do, if …"). Reading: a ship
 *   with no damage card has nothing to repair, so he is not asked (no answer to give); the ship's own "may" is that
 *   same player's answer.
 */
import type { Ability } from '../../vocabulary/types.js';

const ROCKS = ['asteroid', 'debris'];

export const SEPARATIST_VULTURECLASSDROIDFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:theironassembler': [
    {
      source: { kind: 'pilot', xws: 'theironassembler' },
      window: 'maneuver:after-skip',
      when: { kind: 'subject-ship', side: 'friendly', range: [0, 1] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choices: (ctx, _me, subject) => {
        const damage = ctx.state.ships.find((x) => x.id === subject.ship)?.damage ?? [];
        return [
          ...(damage.some((d) => d.faceup) ? [{ id: 'faceup', label: 'It repairs a faceup damage card' }] : []),
          ...(damage.some((d) => !d.faceup) ? [{ id: 'facedown', label: 'It repairs a facedown damage card' }] : []),
        ];
      },
      effect: {
        kind: 'if-holds',
        when: { kind: 'near-obstacle', min: 0, max: 0, kinds: ROCKS, who: 'other' },
        effect: {
          kind: 'sequence',
          of: [
            {
              kind: 'if-holds',
              when: { kind: 'answered', index: 0, oneOf: ['faceup'] },
              effect: { kind: 'repair-damage', facing: 'faceup', who: 'other' },
            },
            {
              kind: 'if-holds',
              when: { kind: 'answered', index: 0, oneOf: ['facedown'] },
              effect: { kind: 'repair-damage', facing: 'facedown', who: 'other' },
            },
          ],
        },
      },
      summary: 'The Iron Assembler: spend a charge; that ship, on an asteroid or debris cloud, repairs a damage card.',
    },
  ],
};
