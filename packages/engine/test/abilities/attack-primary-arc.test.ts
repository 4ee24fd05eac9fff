/**
 * The attack group's `primary-arc-as` word (standing, window 'ship:weapon-arc'; static.ts `primaryArcAs`, read by
 * combat/weapons.ts `weaponsOf`): a card has the ship's primary attack of one arc made from another (000 "Attacking":
 * a primary attack is made from the arc printed for it; "Special Weapons": a card's own attack is a special one, so the
 * card's content attack that describes the moved primary is no weapon of its own). Played through
 * `createFromPosition` + `applyInPlace` with a test record on the X-wing x: the attacks its declare decision offers.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position } from './flow-harness.js';

/** x at (400, 300) facing up; the TIE a ahead and the TIE b behind, both at range 2; the attack options offered. */
function attacksOffered(withRecord: boolean): string[] {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'ship:weapon-arc',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'primary-arc-as', from: 'front', to: 'rear' },
    summary: 'Test record: your front-arc primary attack is made from your rear arc.',
  };
  const table = abilityTable(withRecord ? { 'pilot:redsquadronveteran': [record] } : {});
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
    [
      { id: 'a', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } },
      { id: 'b', pilot: 'academypilot', pose: { x: 400, y: 150, heading: 0 } },
    ],
    {},
    table,
  );
  const seen: Decision[] = [];
  playUntil(
    s,
    leaves('engagement'),
    (d) => {
      seen.push(d);
      return d.kind === 'declare-attack' ? ['pass'] : undefined;
    },
    table,
  );
  const ids = seen
    .filter((d) => d.kind === 'declare-attack' && d.ship === 'x')
    .flatMap((d) => d.options.map((o) => o.id));
  return [...new Set(ids.filter((id) => id.startsWith('attack:')))].sort();
}

describe('primary-arc-as (000 "Attacking": the arc a primary attack is made from)', () => {
  it('without the record, the front-arc primary reaches the TIE ahead only', () => {
    expect(attacksOffered(false)).toEqual(['attack:a:primary:front']);
  });
  it('with it, that primary attack is made from the rear arc: the TIE behind only', () => {
    expect(attacksOffered(true)).toEqual(['attack:b:primary:rear']);
  });
});
