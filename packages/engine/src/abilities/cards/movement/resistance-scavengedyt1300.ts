/**
 * Resistance Scavenged YT-1300 pilots about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lando Calrissian (Scavenged YT-1300): once he has fully executed a red maneuver, or performed a red action, he may
 *   spend charges, one per friendly ship at range 0–2 he picks (himself included: the band starts at 0); each ship
 *   picked may perform an action of its bar, stress or not. "Any number of charges … that many ships" is one record
 *   per charge (three charges), asked one after the other in the same window: a ship picked already is no candidate
 *   again (`chosen-this-window`), and declining one stops none of the others (our reading: the card's one choice of
 *   several ships made ship by ship, each paid as it is picked; 000 "Charges and the Force").
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

const LANDO = 'landocalrissian-scavengedyt1300';

const notPicked: Condition = { kind: 'not', of: { kind: 'chosen-this-window', who: 'self', source: `pilot:${LANDO}` } };

const lando = (window: 'maneuver:after-execute' | 'action:after-perform', trigger: Condition): Ability => ({
  source: { kind: 'pilot', xws: LANDO },
  window,
  when: { kind: 'all', of: [self, trigger] },
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  choose: {
    side: 'friendly',
    range: [0, 2],
    includeSelf: true,
    where: { kind: 'all', of: [notPicked, { kind: 'can-perform', actions: 'own-bar', ignoreStress: true }] },
    label: 'may perform an action, even while stressed',
  },
  effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', ignoreStress: true, why: 'Lando Calrissian' },
  summary: 'Lando Calrissian: spend a charge, a friendly ship at range 0–2 may perform an action, even while stressed.',
});

const fullyRed: Condition = { kind: 'maneuver', fully: true, difficulty: ['red'] };
const redAction: Condition = { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] };

export const RESISTANCE_SCAVENGEDYT1300_MOVEMENT: Record<string, Ability[]> = {
  [`pilot:${LANDO}`]: [
    lando('maneuver:after-execute', fullyRed),
    lando('maneuver:after-execute', fullyRed),
    lando('maneuver:after-execute', fullyRed),
    lando('action:after-perform', redAction),
    lando('action:after-perform', redAction),
    lando('action:after-perform', redAction),
  ],
};
