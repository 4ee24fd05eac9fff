/**
 * The attack group's `attack-friendly` word (standing, window 'attack:defenders'; combat/weapons.ts `legalAttacks`):
 * 000 "Performing an Attack", Declare Target, lets a ship choose only enemy ships as its defender; a card with this
 * record lets it choose another friendly ship too (R5-TK). Played through `createFromPosition` + `applyInPlace` with a
 * test record on the X-wing x: the defenders its declare-attack decision offers.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position } from './flow-harness.js';

/** x at (400, 300) facing up; its wingman f at range 2 ahead, the TIE t at range 2 ahead-right; the defenders offered. */
function defendersOffered(withRecord: boolean): string[] {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:defenders',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'attack-friendly' },
    summary: 'Test record: you may attack friendly ships.',
  };
  const table = abilityTable(withRecord ? { 'pilot:redsquadronveteran': [record] } : {});
  const s = position(
    'engagement',
    [
      { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } },
      { id: 'f', pilot: 'bluesquadronescort', pose: { x: 380, y: 450, heading: 0 } },
    ],
    [{ id: 't', pilot: 'academypilot', pose: { x: 440, y: 460, heading: 180 } }],
    {},
    table,
  );
  const seen: Decision[] = [];
  playUntil(
    s,
    leaves('engagement'),
    (d) => {
      seen.push(d);
      return undefined;
    },
    table,
  );
  const offered = seen.filter((d) => d.kind === 'declare-attack' && d.ship === 'x').flatMap((d) => d.options);
  return [...new Set(offered.map((o) => o.id.split(':')[1]).filter((id): id is string => id !== undefined))].sort();
}

describe('attack-friendly (000 "Performing an Attack", Declare Target: enemy ships only, unless a card says so)', () => {
  it('without the record, only the enemy ship is offered', () => {
    expect(defendersOffered(false)).toEqual(['t']);
  });
  it('with it, another friendly ship in arc and range is offered too, never the ship itself', () => {
    expect(defendersOffered(true)).toEqual(['f', 't']);
  });
});
