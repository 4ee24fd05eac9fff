/**
 * Obstacles' range-0 rules as standing abilities of the obstacle (the product's rule: obstacles use the same
 * mechanism as cards). A ship at range 0 of an obstacle carries its source, "obstacle:<kind>" (source-keys.ts, from
 * the kinds util.ts `refreshObstacleContact` records), and the attack and lock rules ask abilities/static.ts:
 *
 * - Asteroid, debris cloud, gas cloud: a ship at range 0 cannot perform attacks (001 "if overlapped"; 000 "Moving
 *   Through and Overlapping Obstacles", whose range-0 list names the three).
 * - Gas cloud, electro-chaff cloud: a ship at range 0 cannot acquire locks and cannot be locked (001 "if
 *   overlapped"; the icon lost after "cannot acquire" / "cannot be" read as a lock, as 000 says for gas clouds).
 */
import type { Ability } from '../../vocabulary/types.js';

const NAMES: Record<string, string> = {
  asteroid: 'an asteroid',
  debris: 'a debris cloud',
  'gas-cloud': 'a gas cloud',
  'electro-chaff': 'an electro-chaff cloud',
};

function noAttacks(kind: string): Ability {
  return {
    source: { kind: 'obstacle', name: kind },
    window: 'attack:allowed',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'cannot-attack', why: `ships at range 0 of ${NAMES[kind]} cannot perform attacks` },
    summary: `Range 0 of ${NAMES[kind]}: no attacks.`,
  };
}

function noLocks(kind: string): Ability {
  return {
    source: { kind: 'obstacle', name: kind },
    window: 'lock:allowed',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'no-locks', why: `at range 0 of ${NAMES[kind]}` },
    summary: `Range 0 of ${NAMES[kind]}: no locks acquired or held on the ship.`,
  };
}

export const OBSTACLE_ABILITIES: Readonly<Record<string, readonly Ability[]>> = {
  'obstacle:asteroid': [noAttacks('asteroid')],
  'obstacle:debris': [noAttacks('debris')],
  'obstacle:gas-cloud': [noAttacks('gas-cloud'), noLocks('gas-cloud')],
  'obstacle:electro-chaff': [noLocks('electro-chaff')],
};
