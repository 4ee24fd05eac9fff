/**
 * Choices say who makes them and carry only what their decision takes (issue 12, items 3 and 6): a choice from the
 * other seat, a malformed choice or a value the decision does not take is refused with a sentence, changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, type Choice, type GameState } from '@xwing/engine';
import { content, newGame } from './core-helpers.js';

/** Applies `choice` (deliberately loosely typed) and expects a refusal that left the state exactly as it was. */
function refused(s: GameState, choice: unknown): { code: string; reason: string } {
  const before = structuredClone(s);
  const r = applyInPlace(s, choice as Choice, content);
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  if (r.ok) throw new Error('accepted');
  return r;
}

describe('the deciding seat', () => {
  it('a choice from the seat the decision is not for is refused (wrong-seat), naming whose it is', () => {
    const s = newGame('seat-1');
    const p = s.pending!;
    const other = p.player === 0 ? 1 : 0;
    const r = refused(s, { decision: p.id, seat: other, option: p.options[0]!.id });
    expect(r.code).toBe('wrong-seat');
    expect(r.reason).toContain(`${s.players[p.player].name}'s to make, not ${s.players[other].name}'s`);
    const ok = applyInPlace(s, { decision: p.id, seat: p.player, option: p.options[0]!.id }, content);
    expect(ok.ok).toBe(true);
  });

  it('a choice without a seat, or with a seat that is not 0 or 1, is refused', () => {
    const s = newGame('seat-2');
    const p = s.pending!;
    expect(refused(s, { decision: p.id, option: p.options[0]!.id }).reason).toMatch(/"seat" must be .* 0 or 1/);
    expect(refused(s, { decision: p.id, seat: '1', option: p.options[0]!.id }).code).toBe('bad-choice');
    expect(refused(s, { decision: p.id, seat: 2, option: p.options[0]!.id }).code).toBe('bad-choice');
  });
});

describe('the shape of a choice (item 6)', () => {
  it('a string decision number is refused with a sentence saying what it must be', () => {
    const s = newGame('shape-1');
    const p = s.pending!;
    const r = refused(s, { decision: String(p.id), seat: p.player, option: p.options[0]!.id });
    expect(r.reason).toBe(
      `"decision" must be the number of the decision answered (decision ${p.id} is pending), not the string "${p.id}"`,
    );
  });

  it('a field a choice does not have is refused, and so is a value the decision does not take', () => {
    const s = newGame('shape-2');
    const p = s.pending!;
    const base = { decision: p.id, seat: p.player, option: p.options[0]!.id };
    expect(refused(s, { ...base, note: 'hi' }).reason).toMatch(/a choice has no field "note"/);
    expect(refused(s, null).code).toBe('bad-choice');
    expect(refused(s, [base]).code).toBe('bad-choice');
    // place-obstacle takes a pose {x, y, heading} and nothing else.
    const pose = { x: 450, y: 450, heading: 0 };
    expect(refused(s, { ...base, value: { ...pose, extra: { a: 1 } } }).reason).toMatch(/field "extra"/);
    expect(refused(s, { ...base, value: { ...pose, x: '450' } }).reason).toMatch(/value.x must be a finite number/);
    expect(refused(s, { ...base, value: { ...pose, y: 1e300 } }).reason).toMatch(/more than 100000 mm/);
    expect(refused(s, { ...base, value: ['hit'] }).reason).toMatch(/must be a position/);
  });

  it('a deeply nested value is refused without walking it (no stack overflow)', () => {
    const s = newGame('shape-3');
    const p = s.pending!;
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const r = refused(s, {
      decision: p.id,
      seat: p.player,
      option: p.options[0]!.id,
      value: { x: 1, y: 1, heading: deep },
    });
    expect(r.code).toBe('bad-value');
    // A decision that takes no value refuses any value at all.
    const dial = newGame('shape-4');
    while (dial.pending && dial.pending.kind !== 'set-dial') {
      const d = dial.pending;
      applyInPlace(dial, { decision: d.id, seat: d.player, option: d.options[0]!.id }, content);
    }
    const d = dial.pending!;
    expect(refused(dial, { decision: d.id, seat: d.player, option: d.options[0]!.id, value: deep }).reason).toBe(
      `decision ${d.id} (set-dial) takes no value: name one of its options`,
    );
  });
});
