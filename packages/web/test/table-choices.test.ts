/**
 * Questions answered on the table (table-choices.ts): the options that name a ship, an obstacle or a pose become
 * outlines to click; a thing two options name stays a button. Boards from the engine (createFromPosition, viewFor).
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '@xwing/engine';
import { choiceAt, tableChoices } from '../src/table-choices.js';
import { choose, position } from '../../engine/test/core-helpers.js';

describe('table choices', () => {
  it("an attack's defenders are clicked on the table; a click elsewhere answers nothing", () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'luke', pose: { x: 457, y: 300, heading: 0 } }],
      [
        { pilot: 'academypilot', id: 'tie1', pose: { x: 430, y: 420, heading: 180 } },
        { pilot: 'academypilot', id: 'tie2', pose: { x: 500, y: 440, heading: 180 } },
      ],
      { phase: 'engagement' },
    );
    // The TIEs (initiative 1) engage after Luke; his decision comes first.
    const d = s.pending!;
    expect(d.kind).toBe('declare-attack');
    const view = viewFor(s, d.player);
    const choices = tableChoices(view, d);
    const targets = choices.map((c) => c.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        { kind: 'ship', ship: 'tie1' },
        { kind: 'ship', ship: 'tie2' },
      ]),
    );
    expect(choiceAt(view, choices, 430, 420)?.target).toEqual({ kind: 'ship', ship: 'tie1' });
    expect(choiceAt(view, choices, 502, 438)?.target).toEqual({ kind: 'ship', ship: 'tie2' });
    // Between the bases, and on the attacker itself: nothing.
    expect(choiceAt(view, choices, 465, 380)).toBeNull();
    expect(choiceAt(view, choices, 457, 300)).toBeNull();
    // The click answers the option a button would.
    const c = choiceAt(view, choices, 430, 420)!;
    choose(s, c.option);
    expect(s.log.some((e) => e.type === 'attack-declared' && e.data?.defender === 'tie1')).toBe(true);
  });

  it("a barrel roll's end poses are clicked on the table, each where its base would stand", () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'luke', pose: { x: 457, y: 300, heading: 0 } }],
      [{ pilot: 'academypilot', id: 'tie1', pose: { x: 430, y: 800, heading: 180 } }],
      { phase: 'activation' },
    );
    for (let i = 0; i < 10 && s.pending!.kind !== 'choose-action'; i++) choose(s, s.pending!.options[0]!.id);
    const d = s.pending!;
    expect(d.kind).toBe('choose-action');
    const view = viewFor(s, d.player);
    const rolls = tableChoices(view, d).filter((c) => c.option.startsWith('barrel-roll'));
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    const right = rolls.find((c) => c.option.includes('right'))!;
    expect(right.target.kind).toBe('pose');
    const pose = (right.target as { pose: { x: number; y: number; heading: number } }).pose;
    // The end pose's centre picks that roll, not the ship where it stands now nor another roll.
    expect(choiceAt(view, rolls, pose.x, pose.y)?.option).toBe(right.option);
    choose(s, right.option);
    const luke = s.ships.find((x) => x.id === 'luke')!;
    expect(luke.pose).toMatchObject({ x: pose.x, y: pose.y, heading: pose.heading });
  });

  it('a thing two options name is not clickable; dials and placements have their own tools', () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'luke', pose: { x: 457, y: 300, heading: 0 } }],
      [{ pilot: 'academypilot', id: 'tie1', pose: { x: 430, y: 420, heading: 180 } }],
      { phase: 'engagement' },
    );
    const d = s.pending!;
    const twice = {
      ...d,
      options: [...d.options, { ...d.options.find((o) => o.data?.defender === 'tie1')!, id: 'other-weapon' }],
    };
    expect(tableChoices(viewFor(s, d.player), twice).some((c) => c.target.kind === 'ship')).toBe(false);
    expect(tableChoices(viewFor(s, d.player), { ...d, kind: 'set-dial' })).toEqual([]);
    expect(tableChoices(viewFor(s, d.player), { ...d, accepts: 'pose' })).toEqual([]);
  });
});
