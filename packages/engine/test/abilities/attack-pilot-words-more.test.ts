/**
 * More words of the attack group's pilots (vocabulary/types.ts, block "attack pilots"), each played through
 * `createFromPosition` + `applyInPlace` with a test record.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, hasLogged, playUntil, position, rolls, shipOf } from './flow-harness.js';

describe('no-force (000 "Charges and the Force": a ship spends its Force only where a rule lets it)', () => {
  /** A standing record on Luke Skywalker: he may not spend Force while he is not the attacker. */
  const onlyAttacking: Ability = {
    source: { kind: 'pilot', xws: 'lukeskywalker' },
    window: 'force:allowed',
    when: { kind: 'not', of: { kind: 'attack-role', role: 'attacker' } },
    optional: false,
    effect: { kind: 'no-force', why: 'test: Force only while attacking' },
    summary: 'Test record: Force only while attacking.',
  };
  const table = abilityTable({ 'pilot:lukeskywalker': [onlyAttacking] });
  /** Luke (x, 2 Force) and the TIE (t) face each other at range 2; `attacker` attacks, every die a focus. */
  function forceOffered(attacker: 'x' | 't', withRecord: boolean): { offered: boolean; force: number } {
    const t = withRecord ? table : undefined;
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'lukeskywalker', pose: { x: 400, y: 300, heading: 0 }, force: 2 }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    const defender = attacker === 'x' ? 't' : 'x';
    const seen: Decision[] = playUntil(
      s,
      hasLogged('attack-ended', attacker),
      answers(
        attacks(attacker, defender),
        rolls(attacker, 'attack', ['focus', 'focus', 'focus']),
        rolls(defender, 'defense', ['focus', 'focus', 'focus']),
      ),
      t,
    );
    const offered = seen.some(
      (d) =>
        (d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') &&
        d.ship === 'x' &&
        d.options.some((o) => o.id === 'mod:force'),
    );
    return { offered, force: shipOf(s, 'x').force };
  }
  it('defending, the restricted ship is not offered the Force’s focus change (without the record, it is)', () => {
    expect(forceOffered('t', true).offered).toBe(false);
    expect(forceOffered('t', false).offered).toBe(true);
  });
  it('attacking, the restriction does not hold: the Force’s change is offered', () => {
    expect(forceOffered('x', true).offered).toBe(true);
  });
});
