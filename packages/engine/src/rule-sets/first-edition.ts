/** The first edition of the game (002, the first-edition Rules Reference with its errata). */
import type { RuleSet } from './types.js';

export const FIRST_EDITION: RuleSet = {
  id: 'first-edition',
  documents: '002',
  missing: ['the first-edition content (002 cards: ships, pilots, upgrades, damage deck)'],
  squads: { edition: 'first-edition', defaultPointsSet: undefined },
  // 002 §Stress (errata): a stressed ship that reveals a red maneuver flies a white straight 2 instead; nothing stops
  // it from setting one (002 §Planning phase lets a player choose any maneuver on the dial).
  planning: { stressedMaySetRed: true },
  // 002 §Actions, §Stress: a stressed ship performs no actions, not even free actions.
  actions: { stressForbidsAll: true },
  // 002 §Difficulty: the first edition's easy maneuvers are green (they remove a stress, as 2.5's blue ones do).
  difficultyName: (d) => (d === 'blue' ? 'green' : d),
};
