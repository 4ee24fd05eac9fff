/**
 * Resistance Scavenged YT-1300 pilots about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lando Calrissian (Scavenged YT-1300): once he has fully executed a red maneuver, or performed a red action, he may
 *   spend charges, one per friendly ship at range 0–2 he picks (himself included: the band starts at 0); each ship
 *   picked may perform an action of its bar, stress or not. "Any number of charges … that many ships" is the support
 *   word for several chosen ships: `choose.upTo` with a charge per ship (`costEach`), "no more ships" to stop, and
 *   `each-chosen` granting the action to each (000 "Charges and the Force").
 * - Poe Dameron (Scavenged YT-1300): about to execute a maneuver, he may spend a charge to ignore obstacles while he
 *   makes that move (a lasting `ignore-obstacles` while moving, until the movement Until 'end-of-maneuver': the
 *   obstacles he moves through or onto have no effect, and a boost later in the activation is not helped). After
 *   fully executing a maneuver he may spend 2 charges to perform a white boost or a red barrel roll; once that red
 *   barrel roll is performed (`grantedBy`: not when he passes), he exposes one of his damage cards, if one is facedown
 *   (`expose-damage` does nothing otherwise: "if able").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const LANDO = 'landocalrissian-scavengedyt1300';

const lando = (window: 'maneuver:after-execute' | 'action:after-perform', trigger: Condition): Ability => ({
  source: { kind: 'pilot', xws: LANDO },
  window,
  when: { kind: 'all', of: [self, trigger] },
  optional: true,
  choose: {
    side: 'friendly',
    range: [0, 2],
    includeSelf: true,
    where: { kind: 'can-perform', actions: 'own-bar', ignoreStress: true },
    // As many ships as he has charges (3 at most), a charge each.
    upTo: 3,
    costEach: [{ kind: 'spend-charge', count: 1 }],
    label: 'may perform an action, even while stressed',
  },
  effect: {
    kind: 'each-chosen',
    effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', ignoreStress: true, why: 'Lando Calrissian' },
  },
  summary: 'Lando Calrissian: a charge per friendly ship at range 0–2 he picks; each may act, even while stressed.',
});

const fullyRed: Condition = { kind: 'maneuver', fully: true, difficulty: ['red'] };
const redAction: Condition = { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] };

const POE = 'poedameron-scavengedyt1300';
const POE_SOURCE = { kind: 'pilot', xws: POE } as const;
const POE_MOVES: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'red' },
];
const POE_WHY = 'Poe Dameron, a white boost or a red barrel roll';

export const RESISTANCE_SCAVENGEDYT1300_MOVEMENT: Record<string, Ability[]> = {
  [`pilot:${POE}`]: [
    {
      source: POE_SOURCE,
      window: 'maneuver:before-execute',
      when: self,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-maneuver',
        window: 'ship:ignore-obstacles',
        effect: { kind: 'ignore-obstacles', while: ['moving'] },
      },
      summary: 'Poe Dameron: spend a charge to ignore obstacles during this maneuver.',
    },
    {
      source: POE_SOURCE,
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted, { kind: 'can-perform', actions: POE_MOVES }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'grant-action', actions: POE_MOVES, why: POE_WHY },
      summary: 'Poe Dameron: spend 2 charges to perform a white boost or a red barrel roll.',
    },
    {
      source: POE_SOURCE,
      window: 'action:after-perform',
      // Only Poe is granted an action for POE_WHY: no clause for his own ship.
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'grantedBy', oneOf: [POE_WHY] },
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
        ],
      },
      optional: false,
      effect: { kind: 'expose-damage', who: 'self' },
      summary: 'Poe Dameron: after that red barrel roll, expose one of your damage cards.',
    },
  ],
  [`pilot:${LANDO}`]: [lando('maneuver:after-execute', fullyRed), lando('action:after-perform', redAction)],
};
