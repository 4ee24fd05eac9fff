/**
 * Movement words built for the pilots and ship abilities of issue 25 (s32-moveA), each shown through
 * `createFromPosition` + `applyInPlace` with records this test adds to the game's ability table; the rules documents'
 * sections are cited with each case.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { logged, playUntil, position } from './flow-harness.js';

const farTie: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' };
const XWING = { kind: 'pilot', xws: 'redsquadronveteran' } as const;

describe("last until 'end-of-maneuver': a lasting effect for the ship's move only (001 Activation 2.2 Execute Maneuver; 000 \"Moving Through and Overlapping Obstacles\")", () => {
  // Test records: about to execute its maneuver the X-wing ignores obstacles while moving, for that move only; after
  // executing it, a ship still ignoring asteroids while moving gains a focus token.
  const during: Ability = {
    source: XWING,
    window: 'maneuver:before-execute',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: {
      kind: 'last',
      until: 'end-of-maneuver',
      window: 'ship:ignore-obstacles',
      effect: { kind: 'ignore-obstacles', while: ['moving'] },
    },
    summary: 'Test record: ignore obstacles during this maneuver.',
  };
  const stillIgnoring: Ability = {
    source: XWING,
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'ignores-obstacles', purpose: 'moving', kinds: ['asteroid'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Test record: a focus token while still ignoring asteroids.',
  };
  /** The X-wing at (400, 150) flies a 2 straight through an asteroid at (400, 260); played to the next decision. */
  const fly = (records: Ability[]) => {
    const table = abilityTable({ 'pilot:redsquadronveteran': records });
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' }],
      [farTie],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 260, heading: 0 } }] },
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return s;
  };

  const focused = (s: ReturnType<typeof fly>) =>
    logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length;

  it('without it, the 2 straight through the asteroid rolls for it', () => {
    expect(logged(fly([stillIgnoring]), 'obstacle-hit', 'x')).toHaveLength(1);
  });

  it('with it, the move through the asteroid has no effect, and the effect ends as the ship is placed', () => {
    const s = fly([during, stillIgnoring]);
    expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(0);
    const order = s.log.filter((e) => ['maneuver-executed', 'lasting-ended'].includes(e.type)).map((e) => e.type);
    expect(order.slice(-2)).toEqual(['maneuver-executed', 'lasting-ended']);
    expect(logged(s, 'lasting-ended', 'x').map((e) => e.data?.until)).toEqual(['end-of-maneuver']);
    // After the maneuver the ship no longer ignores the asteroid: the after-execute record finds nothing.
    expect(focused(s)).toBe(0);
    expect(s.lasting ?? []).toEqual([]);
  });

  it("until 'end-of-activation' instead, the same effect still stands after the maneuver: the focus token comes", () => {
    const longer = { ...during, effect: { ...(during.effect as object), until: 'end-of-activation' } } as Ability;
    expect(focused(fly([longer, stillIgnoring]))).toBe(1);
  });
});

describe("ignore-obstacles 'range-0-attacks': only the obstacles' range-0 rule barring attacks is lifted (000 \"Moving Through and Overlapping Obstacles\": at range 0 of an asteroid, debris or gas cloud a ship cannot attack; of a gas cloud it cannot lock)", () => {
  const only = (purpose: 'range-0-attacks' | 'range-0'): Ability => ({
    source: XWING,
    window: 'ship:ignore-obstacles',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'ignore-obstacles', while: [purpose] },
    summary: `Test record: ignore obstacles (${purpose}).`,
  });
  /** The X-wing at (400, 300) on a gas cloud, a TIE facing it at range 2 (Engagement Phase). */
  const engage = (records: Ability[]) => {
    const table = abilityTable({ 'pilot:redsquadronveteran': records });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      { obstacles: [{ name: 'gas-cloud-1', pose: { x: 400, y: 300, heading: 0 } }] },
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d) =>
        d.kind === 'declare-attack' && d.ship === 'x'
          ? [d.options.find((o) => o.id.startsWith('attack:t'))?.id ?? d.options[0]!.id]
          : undefined,
      table,
    );
    return logged(s, 'attack-ended', 'x').length;
  };
  /** The X-wing's 1 straight ends on a gas cloud, a TIE at range 2 ahead: the lock options of its action step. */
  const lockOptions = (records: Ability[]) => {
    const table = abilityTable({ 'pilot:redsquadronveteran': records });
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: 420, heading: 180 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      { obstacles: [{ name: 'gas-cloud-1', pose: { x: 400, y: 230, heading: 0 } }] },
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    const step = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x');
    return (step?.options ?? []).filter((o) => o.id.startsWith('lock')).length;
  };

  it('without it, the X-wing on the gas cloud cannot attack; with it, it attacks', () => {
    expect(engage([])).toBe(0);
    expect(engage([only('range-0-attacks')])).toBe(1);
  });

  it("the gas cloud's lock rule still holds with it (no lock offered), unlike with 'range-0'", () => {
    expect(lockOptions([only('range-0-attacks')])).toBe(0);
    expect(lockOptions([only('range-0')])).toBeGreaterThan(0);
  });
});

describe("'maneuver:after-skip': raised as a ship skips its Execute Maneuver step, resolved before its Perform Action step (001 Activation 2)", () => {
  // Test records: the X-wing skips its maneuver after revealing it (when told to by its dial: a 1 straight only), and
  // after a ship skips, the X-wing gains a focus token.
  const skip: Ability = {
    source: XWING,
    window: 'activation:after-reveal',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', speeds: [1] }] },
    optional: false,
    effect: { kind: 'skip-maneuver' },
    summary: 'Test record: skip a speed 1 maneuver.',
  };
  const afterSkip: Ability = {
    source: XWING,
    window: 'maneuver:after-skip',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Test record: a focus token after skipping.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [skip, afterSkip] });
  /** The X-wing reveals `dial`; the log's events up to its action step (played to it). */
  const reveal = (dial: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial }],
      [farTie],
      {},
      table,
    );
    playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'x', undefined, table);
    return s;
  };

  it('a skipped 1 straight: no move, and the focus token comes before the action step is asked', () => {
    const s = reveal('1F');
    expect(logged(s, 'maneuver-executed', 'x')).toHaveLength(0);
    expect(s.ships.find((x) => x.id === 'x')!.tokens.focus).toBe(1);
  });

  it('a 2 straight executed: not raised, no focus token', () => {
    const s = reveal('2F');
    expect(logged(s, 'maneuver-executed', 'x')).toHaveLength(1);
    expect(s.ships.find((x) => x.id === 'x')!.tokens.focus ?? 0).toBe(0);
  });
});
