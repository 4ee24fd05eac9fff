/**
 * TIE/wi Whisper Modified Interceptor pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Kylo Ren: as a facedown damage card is about to be dealt to an enemy ship inside his bullseye arc, he may spend a
 *   Force to have it dealt faceup ('damage:before-card', damage.ts). Asked only where the damage can wait for the
 *   question: an attack's damage (his own attacks included, and anyone else's on a ship in his bullseye). His TIE/vn
 *   Silencer printing of the Evacuation of D'Qar has the same ability: one builder, registered under both keys (kept
 *   here, beside the printing most played).
 */
import type { Ability } from '../../vocabulary/types.js';

function kyloRen(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'other' },
          { kind: 'damage-card-is', facing: 'facedown' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'change-damage-card', to: 'faceup' },
      summary: 'Kylo Ren: spend a Force to have the facedown damage card dealt to this enemy ship faceup instead.',
    },
  ];
}

export const FIRSTORDER_TIEWI_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:kyloren-tiewiwhispermodifiedinterceptor': kyloRen('kyloren-tiewiwhispermodifiedinterceptor'),
  'pilot:kyloren-evacuationofdqar': kyloRen('kyloren-evacuationofdqar'),
};
