/**
 * Scum JumpMaster 5000 pilots of the subsystems group (reserves: src/reserves.ts, supplement "Reserve"). In our own
 * words:
 *
 * - Tel Trevura (1 charge, never recovered): when he would be destroyed, he may spend his charge; then every damage
 *   card of his is discarded, he suffers 5 regular damage and goes into reserve instead ('instead:destroyed'); at the
 *   start of the next Planning Phase his player places him within range 1 of their own edge. Reading: the question can
 *   only be asked where the rules' step can stop and resume — an attack's damage (damage.ts dealPoints); destroyed in
 *   any other way (an obstacle, a bomb, a damage card's or an ability's damage), he is destroyed without being asked.
 *   The 5 damage is suffered as damage (shields first, 000 "Suffering Damage"); were it to destroy him again, he is
 *   destroyed (a replacement does not replace what it does itself, abilities/replace.ts).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_JUMPMASTER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:teltrevura': [
    {
      source: { kind: 'pilot', xws: 'teltrevura' },
      window: 'instead:destroyed',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'instead',
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'discard-damage-cards' },
            { kind: 'suffer-damage', hits: 5, crits: 0, who: 'self', source: 'Tel Trevura' },
            { kind: 'place-in-reserve', edge: 'player' },
          ],
        },
      },
      summary:
        'Tel Trevura: spend your charge, discard your damage cards, suffer 5 damage and go into reserve instead.',
    },
  ],
};
