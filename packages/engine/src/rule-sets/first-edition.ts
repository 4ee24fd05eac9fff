/** The first edition of the game (002, the first-edition Rules Reference with its errata). */
import type { RuleSet } from './types.js';

export const FIRST_EDITION: RuleSet = {
  id: 'first-edition',
  title: 'First edition (Core Set, Wave 1, Wave 2’s TIE Interceptor and A-wing)',
  documents: '002',
  // What still plays by the 2.5 rules (a game is refused unless its setup accepts that: engine.ts acceptMissing): nothing.
  missing: [],
  fallback: 'the 2.5 rules',
  squads: { edition: 'v1', defaultPointsSet: 'fe-100' },
  // 002 §Initiative, §Setup: initiative is chosen once, by the player whose squad costs less.
  order: 'initiative-for-the-game',
  // 002 §Setup: after the sixth obstacle, the player without initiative chooses an edge.
  edges: 'chosen-after-obstacles',
  // 002 §Stress (errata): a stressed ship that reveals a red maneuver flies a white straight 2 instead; nothing stops
  // it from setting one (002 §Planning phase lets a player choose any maneuver on the dial).
  planning: { stressedMaySetRed: true },
  // 002 §Actions, §Stress: a stressed ship performs no actions, not even free actions.
  // 002 §Barrel roll: the template anywhere along the side (each end kept within the base's front and back edges).
  actions: { stressForbidsAll: true, rollTemplateSlides: true },
  // 002 §Range: no range 0, a ship is at range 1 of ships it touches; 002 §Touching: touching ships cannot attack
  // each other (read as bases in contact: the engine keeps no separate record of which overlap left them so).
  range: { nearest: 1, touchingMayAttack: false },
  // 002 §Acquire a target lock: an enemy ship at range 1–3.
  locks: { enemiesOnly: true },
  // 002 §Ion token: no dial, a white straight 1, then actions as normal; nothing in 002 breaks locks.
  ion: { setsDial: false, flies: 'white-straight-1', breaksLocks: false },
  // 002 §Overlapping ships: the ship skips its Perform Action step; no roll, no action for overlapping.
  overlap: { friendlyRoll: false, enemyAction: false },
  // 002 §Obstacles: asteroids and debris clouds (the Core Set brings six asteroids; 002 §Setup places six); an
  // asteroid's die deals a hit as one damage and a crit as one critical damage, a debris cloud's only a crit.
  obstacles: {
    kinds: ['asteroid', 'debris'],
    defaults: [
      ['asteroid-1', 'asteroid-2', 'asteroid-3'],
      ['asteroid-4', 'asteroid-5', 'asteroid-6'],
    ],
    asteroid: 'roll',
    debrisHits: false,
    // 002 §Obstacles: an asteroid skips the Perform Action step, a debris cloud's stress comes after Check Pilot Stress,
    // and each die is rolled after the Perform Action step (a repositioning action's obstacles act at once).
    aroundActionStep: true,
  },
  // 002 §Range combat bonus: "not applied during a secondary weapon attack"; 002 §Secondary weapons: a card may let its
  // weapon target outside the firing arc (the Ion Cannon Turret: all round, with no turret indicator to turn).
  weapons: { rangeBonusPrimaryOnly: true, turretArcs: ['full-front', 'full-rear'] },
  // 002 §Damage: the first edition's 33-card deck, The Force Awakens core set's (it replaces the 2012 deck).
  damage: { deck: 'core-tfa' },
  // 002 §Difficulty: of two effects changing a maneuver's difficulty the opposite ways, the harder one holds.
  difficultyConflicts: 'harder-wins',
  // 002 §Altered pilot skill, §Pilot skill: the most recent effect holds (static.ts initiativeOf reads the lasting
  // effects in the order they started, the latest last); a ship raised above the active ship's pilot skill during the
  // Combat phase does not become active in it (phases/engagement.ts counts down from the active pilot skill only).
  // 002 §Difficulty: the first edition's easy maneuvers are green (they remove a stress, as 2.5's blue ones do).
  difficultyName: (d) => (d === 'blue' ? 'green' : d),
};
