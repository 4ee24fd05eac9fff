/** The default rule set: 2.5 (000 rulebook, 001 Rules Reference, 003 scenarios). Every hook keeps today's rules. */
import type { RuleSet } from './types.js';

export const RULES_2_5: RuleSet = {
  id: '2.5',
  title: '2.5 (X-Wing Alliance)',
  documents: '000, 001, 003',
  missing: [],
  fallback: 'the 2.5 rules',
  squads: { edition: 'v2', defaultPointsSet: undefined },
  // 000 Setup and Planning Phase: player order is rolled, and rolled again every round.
  order: 'rolled-each-round',
  edges: 'first-player-near',
  // 000 "Stress": a stressed ship cannot set a red maneuver (abilities may allow it: abilities/static.ts).
  planning: { stressedMaySetRed: false },
  // 000 "Stress": a stressed ship performs no action, unless an ability allows it (abilities/static.ts).
  actions: { stressForbidsAll: false },
  // 000 Range and Lock: range 0 is a band of its own (its attack rules in combat/attack.ts); any ship may be locked.
  range: { nearest: 0, touchingMayAttack: true },
  locks: { enemiesOnly: false },
  // 000 "Ion Tokens", "Overlapping Ships".
  ion: { setsDial: true, flies: 'dial-bearing', breaksLocks: true },
  overlap: { friendlyRoll: true, enemyAction: true },
  // 000 "Moving Through and Overlapping Obstacles" (001 Activation 2.1).
  obstacles: { kinds: undefined, defaults: undefined, asteroid: 'one-and-roll', debrisHits: true },
  damage: { deck: 'core' },
  difficultyName: (d) => d,
};
