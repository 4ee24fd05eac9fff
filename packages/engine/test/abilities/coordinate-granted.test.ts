/**
 * A Coordinate action granted by an ability in the Activation Phase (asked inside the granting window: grant-action.ts):
 * the chosen ship is offered the actions the coordinating ship's standing abilities allow, as in a Coordinate made as
 * the ship's own action (supplement "Coordinate"; Squad Leader: only actions also on the coordinating ship's bar).
 * activation.ts's own queue of granted actions (a grant made outside any window) limits them the same way.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, leaves, picks, playUntil, position } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

/** A test record (in our own words): after the X-wing's maneuver it is given a white Coordinate action. */
const GRANT: Ability = {
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'maneuver:after-execute',
  when: { kind: 'subject-is-self' },
  optional: false,
  effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'a test grant' },
  summary: 'Test record.',
};
const table = abilityTable({ 'pilot:redsquadronveteran': [GRANT] });

/** The X-wing `l` (with `upgrades`) coordinates the A-wing `a` (done activating) through the granted action. */
function aOffered(upgrades: string[]): string[] {
  const s = position(
    'activation',
    [
      rebel('l', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades }),
      rebel('a', 'greensquadronpilot', 300, 150, { round: { activated: true } }),
    ],
    [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    {},
    table,
  );
  const seen: Decision[] = playUntil(
    s,
    leaves('activation'),
    answers(picks('choose-action', 'coordinate:a', 'l')),
    table,
  );
  const coordinated = seen.filter((d) => d.kind === 'choose-action' && d.ship === 'a');
  expect(coordinated.length).toBeGreaterThan(0);
  return [
    ...new Set(coordinated.flatMap((d) => d.options.map((o) => o.id.split(':')[0]!)).filter((t) => t !== 'pass')),
  ].sort();
}

describe('a granted Coordinate in the Activation Phase', () => {
  it("offers the chosen ship its whole bar, or with Squad Leader only the actions on the coordinator's bar", () => {
    expect(aOffered([])).toEqual(['barrel-roll', 'boost', 'evade', 'focus', 'lock']);
    expect(aOffered(['squadleader'])).toEqual(['barrel-roll', 'focus', 'lock']);
  });
});
