/**
 * The attack group's `modify-limit` word (standing, window 'attack:modify-restriction'; static.ts `modifyBars`,
 * combat/attack.ts `limitsFor`). 000 "Modifying Dice": rerolling, changing and cancelling each modify a result. A record
 * limits how many results a ship of the attack may modify in the whole attack: of some faces only, by rerolls only, of
 * its attack or defense dice. Played through `createFromPosition` + `applyInPlace` with a test record on the TIE t,
 * which the X-wing x attacks at range 2 (the record names the attacker, `who`).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability, Effect } from '../../src/abilities/vocabulary/types.js';
import { choose, logged, playUntil, position } from './flow-harness.js';

function table(effect: Effect | null) {
  if (effect === null) return abilityTable({});
  const record: Ability = {
    source: { kind: 'pilot', xws: 'academypilot' },
    window: 'attack:modify-restriction',
    when: { kind: 'always' },
    optional: false,
    effect,
    summary: 'Test record: the attacker may modify only so many results.',
  };
  return abilityTable({ 'pilot:academypilot': [record] });
}

/** x (`tokens`, a lock on t) attacks t, rolling `faces`; `answer` picks its modifications. */
function game(effect: Effect | null, faces: string[], tokens: Record<string, number>) {
  const abilities = table(effect);
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, tokens, locks: ['t'] }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 460, heading: 180 } }],
    {},
    abilities,
  );
  playUntil(
    s,
    (g) => g.pending?.kind === 'modify-attack-dice' && g.pending.ship === 'x',
    (d) => {
      if (d.kind === 'declare-attack' && d.ship === 'x') return ['attack:t:primary:front'];
      if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', faces];
      return undefined;
    },
    abilities,
  );
  return { s, abilities };
}

const ids = (d: Decision | null | undefined) => (d?.options ?? []).map((o) => o.id);

describe('modify-limit (000 "Modifying Dice": the results a ship may modify in one attack)', () => {
  const focusOnce: Effect = { kind: 'modify-limit', count: 1, faces: ['focus'], who: 'attacker' };

  it('a focus token spent under a one-focus limit changes one focus result, and the calculate token is then not offered', () => {
    const { s, abilities } = game(focusOnce, ['focus', 'focus', 'blank'], { focus: 1, calculate: 1 });
    expect(ids(s.pending)).toContain('mod:calculate');
    choose(s, 'mod:focus', undefined, abilities);
    expect(logged(s, 'modification-used', 'x')[0]?.data?.after).toEqual(['hit', 'focus', 'blank']);
    expect(ids(s.pending)).not.toContain('mod:calculate');
  });

  it('without the record the same focus token changes both', () => {
    const { s, abilities } = game(null, ['focus', 'focus', 'blank'], { focus: 1 });
    choose(s, 'mod:focus', undefined, abilities);
    expect(logged(s, 'modification-used', 'x')[0]?.data?.after).toEqual(['hit', 'hit', 'blank']);
  });

  it('a reroll limited to one attack die rerolls one die, and naming two is refused', () => {
    const limit: Effect = { kind: 'modify-limit', count: 1, reroll: true, dice: 'attack', who: 'attacker' };
    const { s, abilities } = game(limit, ['blank', 'blank', 'focus'], {});
    expect(() => choose(s, 'mod:lock', ['0', '1'], abilities)).toThrow(/refused/);
    choose(s, 'mod:lock', undefined, abilities);
    expect(s.pending?.kind).toBe('enter-dice');
    expect(s.pending?.count).toBe(1);
  });

  it('the limit counts the results modified already: after a calculate token, a lock rerolls no focus result', () => {
    const { s, abilities } = game(focusOnce, ['focus', 'focus', 'blank'], { calculate: 1 });
    choose(s, 'mod:calculate', undefined, abilities);
    expect(() => choose(s, 'mod:lock', ['1'], abilities)).toThrow(/refused/);
    choose(s, 'mod:lock', undefined, abilities);
    // Any number of dice, but only the blank is let through.
    expect(s.pending?.kind).toBe('enter-dice');
    expect(s.pending?.count).toBe(1);
  });
});
