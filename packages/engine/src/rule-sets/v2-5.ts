/** The default rule set: 2.5 (000 rulebook, 001 Rules Reference, 003 scenarios). Every hook keeps today's rules. */
import type { RuleSet } from './types.js';

export const RULES_2_5: RuleSet = {
  id: '2.5',
  documents: '000, 001, 003',
  missing: [],
  squads: { edition: '2.5', defaultPointsSet: undefined },
  // 000 "Stress": a stressed ship cannot set a red maneuver (abilities may allow it: abilities/static.ts).
  planning: { stressedMaySetRed: false },
  // 000 "Stress": a stressed ship performs no action, unless an ability allows it (abilities/static.ts).
  actions: { stressForbidsAll: false },
  difficultyName: (d) => d,
};
