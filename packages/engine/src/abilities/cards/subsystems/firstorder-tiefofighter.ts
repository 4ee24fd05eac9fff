/**
 * TIE/fo Fighter pilots of the subsystems group (Setup, condition cards). In our own words:
 *
 * - Lin Gaava: at Setup, once forces are placed, she is assigned Primed for Speed, and so may be up to two other
 *   friendly TIE/fo or TIE/sf Fighters that equip no Modification upgrade (the condition is limited to three: one
 *   copy each). Primed for Speed's own records are in conditions.ts.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';

const SOURCE = { kind: 'pilot', xws: 'lingaava' } as const;
const SETUP: Condition = { kind: 'subject-data', key: 'phase', oneOf: ['setup'] };
const PRIMED = { kind: 'assign-condition', xws: 'primedforspeed', name: 'Primed for Speed' } as const;

/** One more friendly TIE/fo or TIE/sf Fighter without a Modification upgrade or the condition, if she wants. */
const another: Ability = {
  source: SOURCE,
  window: 'phase:end',
  when: SETUP,
  optional: true,
  choose: {
    side: 'friendly',
    shipType: ['tiefofighter', 'tiesffighter'],
    where: {
      kind: 'all',
      of: [
        { kind: 'not', of: { kind: 'equips-type', who: 'self', type: 'modification' } },
        { kind: 'not', of: { kind: 'has-condition', xws: 'primedforspeed', who: 'self' } },
      ],
    },
    label: 'is Primed for Speed',
  },
  effect: { ...PRIMED, who: 'chosen' },
  summary: 'Lin Gaava: at Setup, assign Primed for Speed to another friendly TIE/fo or TIE/sf Fighter.',
};

export const FIRSTORDER_TIEFO_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:lingaava': [
    {
      source: SOURCE,
      window: 'phase:end',
      when: SETUP,
      optional: false,
      effect: { ...PRIMED, who: 'self' },
      summary: 'Lin Gaava: at Setup, you are assigned Primed for Speed.',
    },
    another,
    { ...another },
  ],
};
