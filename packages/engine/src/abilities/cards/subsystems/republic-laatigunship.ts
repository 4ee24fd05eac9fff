/**
 * Galactic Republic LAAT/i gunship pilots of the subsystems group (a condition card), in our own words:
 *
 * - "Sicko": once he has executed a basic maneuver (straight, bank or turn: 000 "Maneuvers"), he may assign himself
 *   the Sickening Maneuver condition (limited: his player's one copy; `assign-condition`, 2.0 Rules Reference
 *   "Condition Cards").
 * - Sickening Maneuver (the condition): its ship may execute red maneuvers while stressed (`red-maneuvers-while-stressed`,
 *   000 "Stress"). Once it has revealed a bank or a turn, it gains a strain token and executes that maneuver as a
 *   sideslip (`execute-as`'s `sideslip`: docs/geometry.md "Sideslips"). About to execute a revealed straight, it
 *   executes the Koiogran turn of the same speed instead, as a red maneuver (`execute-as`, then `maneuver-easier` two
 *   steps harder: any colour becomes red, 000 "Maneuver Difficulty" having nothing beyond red). Once it has executed a
 *   maneuver, the condition is removed. Readings: "after you reveal" a straight is read at 'maneuver:before-execute',
 *   the step where a maneuver executed instead is chosen (its reveal's other abilities come first, as for Countess
 *   Ryad); the Koiogran turn is the one question's single answer, asked since the record has `choices`.
 */
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];
const SICK = 'sickeningmaneuver';
const SICK_NAME = 'Sickening Maneuver';
const SICK_SOURCE = { kind: 'condition', xws: SICK } as const;
const revealed = (kinds: readonly ManeuverKind[]): Condition => ({
  kind: 'all',
  of: [self, { kind: 'maneuver-is', kinds }],
});

export const REPUBLIC_LAATI_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:sicko': [
    {
      source: { kind: 'pilot', xws: 'sicko' },
      window: 'maneuver:after-execute',
      when: revealed(BASIC),
      optional: true,
      effect: { kind: 'assign-condition', xws: SICK, name: SICK_NAME, who: 'self' },
      summary: '"Sicko": after a basic maneuver, assign yourself Sickening Maneuver.',
    },
  ],
  [`condition:${SICK}`]: [
    {
      source: SICK_SOURCE,
      window: 'maneuver:while-stressed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed' },
      summary: 'Sickening Maneuver: you may execute red maneuvers while stressed.',
    },
    {
      source: SICK_SOURCE,
      window: 'activation:after-reveal',
      when: revealed(['bank', 'turn']),
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
          { kind: 'execute-as', sideslip: true },
        ],
      },
      summary: 'Sickening Maneuver: your bank or turn costs a strain token and is executed as a sideslip.',
    },
    {
      source: SICK_SOURCE,
      window: 'maneuver:before-execute',
      when: revealed(['straight']),
      optional: false,
      choices: (_ctx, _me, subject) => {
        const code = subject.data?.maneuver;
        const speed = typeof code === 'string' ? code.slice(0, -1) : '';
        return speed ? [{ id: `${speed}K`, label: `Execute a red ${speed} Koiogran turn` }] : [];
      },
      effect: { kind: 'sequence', of: [{ kind: 'execute-as' }, { kind: 'maneuver-easier', steps: -2 }] },
      summary: 'Sickening Maneuver: your straight is executed as a red Koiogran turn of its speed.',
    },
    {
      source: SICK_SOURCE,
      window: 'maneuver:after-execute',
      when: self,
      optional: false,
      effect: { kind: 'remove-condition', xws: SICK, name: SICK_NAME },
      summary: 'Sickening Maneuver: you have executed a maneuver, the condition is removed.',
    },
  ],
};
