/**
 * Resistance Scavenged YT-1300 pilots about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lando Calrissian (Scavenged YT-1300): once he has fully executed a red maneuver, or performed a red action, he may
 *   spend charges, one per friendly ship at range 0–2 he picks (himself included: the band starts at 0); each ship
 *   picked may perform an action of its bar, stress or not. "Any number of charges … that many ships" is the support
 *   word for several chosen ships: `choose.upTo` with a charge per ship (`costEach`), "no more ships" to stop, and
 *   `each-chosen` granting the action to each (000 "Charges and the Force").
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

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

export const RESISTANCE_SCAVENGEDYT1300_MOVEMENT: Record<string, Ability[]> = {
  [`pilot:${LANDO}`]: [lando('maneuver:after-execute', fullyRed), lando('action:after-perform', redAction)],
};
