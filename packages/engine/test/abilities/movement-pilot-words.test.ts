/**
 * Movement words built for the pilots and ship abilities of issue 25 (s32-moveA), each shown through
 * `createFromPosition` + `applyInPlace` with records this test adds to the game's ability table; the rules documents'
 * sections are cited with each case.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip, viewFor } from '@xwing/engine';
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

describe('\'move:after-not-action\', a granted coordinate\'s grantedBy, and skip-action-step (000 "Actions": a move made as no action is no action; supplement "Coordinate"; 001 Activation 2.4)', () => {
  const self = { kind: 'subject-is-self' } as const;
  // Test records: before its reveal the X-wing may boost as no action; after that move it may coordinate; once that
  // coordinate is over, it gains an evade token and skips its Perform Action step.
  const move: Ability = {
    source: XWING,
    window: 'activation:before-reveal',
    when: self,
    optional: false,
    effect: {
      kind: 'grant-action',
      actions: [{ type: 'boost', difficulty: 'white' }],
      why: 'test move',
      notAction: true,
    },
    summary: 'Test record: a boost as no action.',
  };
  const afterMove: Ability = {
    source: XWING,
    window: 'move:after-not-action',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'grantedBy', oneOf: ['test move'] }] },
    optional: false,
    effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'test coordinate' },
    summary: 'Test record: a coordinate after that move.',
  };
  const afterCoordinate: Ability = {
    source: XWING,
    window: 'action:after-perform',
    when: { kind: 'subject-data', key: 'grantedBy', oneOf: ['test coordinate'] },
    optional: false,
    effect: {
      kind: 'sequence',
      of: [{ kind: 'gain-token', token: 'evade', count: 1, who: 'self' }, { kind: 'skip-action-step' }],
    },
    summary: 'Test record: an evade token, and no Perform Action step.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [move, afterMove, afterCoordinate] });
  /** The X-wing `x` (a T-70 `w` beside it, done activating) boosts before its reveal when `boost`, and coordinates `w`. */
  const play = (boost: boolean) => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
        { id: 'w', pilot: 'redsquadronveteran', pose: { x: 250, y: 150, heading: 0 }, round: { activated: true } },
      ],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind !== 'choose-action') return undefined;
        if (d.prompt.includes('test move')) return [boost ? 'boost:1F' : 'pass'];
        if (d.prompt.includes('test coordinate')) return ['coordinate:w'];
        const focus = d.options.find((o) => o.id === 'focus');
        return focus ? ['focus'] : undefined;
      },
      table,
    );
    return { s, seen };
  };
  const acted = (s: ReturnType<typeof play>['s'], id: string) =>
    logged(s, 'action-performed', id).map((e) => e.data?.action);

  it('the move as no action raises the event naming its grant: the coordinate is offered and performed', () => {
    const { s } = play(true);
    expect(logged(s, 'ship-repositioned', 'x')).toHaveLength(1);
    expect(acted(s, 'x')).toEqual(['coordinate']);
    expect(acted(s, 'w')).toEqual(['focus']);
  });

  it("the granted coordinate's window names its grant once the chosen ship has acted: the evade token comes, and the Perform Action step is skipped", () => {
    const { s, seen } = play(true);
    expect(logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'evade')).toHaveLength(1);
    expect(logged(s, 'action-step-skipped', 'x')).toHaveLength(1);
    expect(logged(s, 'action-skipped', 'x')).toHaveLength(1);
    expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'x' && d.prompt.includes('Perform Action'))).toBe(
      false,
    );
  });

  it('no move: no event, no coordinate; the X-wing focuses in its own Perform Action step', () => {
    const { s } = play(false);
    expect(acted(s, 'x')).toEqual(['focus']);
    expect(logged(s, 'action-skipped', 'x')).toHaveLength(0);
  });
});

describe('a card action\'s choose.second, and grant-action\'s barOf (000 "Actions": a card\'s action; "Friendly and Enemy")', () => {
  // Test record: the X-wing's card action picks a friendly ship, then an enemy one; the enemy may perform an action
  // of the X-wing's bar (focus, lock, barrel roll), not of its own (a TIE/ln: focus, evade, barrel roll).
  const card: Ability = {
    source: XWING,
    window: 'action:card',
    when: { kind: 'always' },
    optional: true,
    choose: { side: 'friendly', range: [0, 3], includeSelf: true, second: { side: 'enemy', range: [0, 3] } },
    effect: { kind: 'grant-action', actions: 'own-bar', barOf: 'self', who: 'second', why: 'test bar' },
    summary: 'Test record: an enemy ship may act from your bar.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [card] });
  const play = () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 }, round: { activated: true } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind !== 'choose-action') return undefined;
        const o = d.options.find((x) => x.id.startsWith(d.ship === 'x' ? 'card:' : 'lock'));
        return o ? [o.id] : undefined;
      },
      table,
    );
    return { s, seen };
  };

  it('the card action is one option per pair, the second ship an enemy one: x picks itself, then the TIE', () => {
    const step = play().seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
    expect(step.options.filter((o) => o.id.startsWith('card:')).map((o) => o.id.split('>').slice(1))).toEqual([
      ['x', 't'],
    ]);
  });

  it("the TIE is offered the X-wing's bar (a lock), not its own evade, and locks the X-wing", () => {
    const { s, seen } = play();
    const granted = seen.find((d) => d.kind === 'choose-action' && d.ship === 't')!;
    expect(granted.options.some((o) => o.id.startsWith('lock'))).toBe(true);
    expect(granted.options.some((o) => o.id === 'evade')).toBe(false);
    expect(logged(s, 'action-performed', 't').map((e) => e.data?.action)).toEqual(['lock']);
  });
});

describe('look-at-dial: one player looks at a hidden dial, which stays hidden from everyone else (000 "Planning Phase": dials are secret until revealed)', () => {
  // Test record: in the System Phase the X-wing's player looks at an enemy ship's dial.
  const look: Ability = {
    source: XWING,
    window: 'system',
    when: { kind: 'subject-is-self' },
    optional: false,
    choose: { side: 'enemy' },
    effect: { kind: 'look-at-dial', who: 'chosen' },
    summary: 'Test record: look at an enemy dial.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [look] });
  const s = position(
    'system',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
    [
      {
        id: 't',
        pilot: 'academypilot',
        pose: { x: 400, y: 450, heading: 180 },
        dial: '3T',
        round: { activated: true },
      },
    ],
    {},
    table,
  );
  playUntil(s, (st) => st.phase !== 'system', undefined, table);
  const dialIn = (seat: 0 | 1 | 'spectator') => viewFor(s, seat).ships.find((x) => x.id === 't')!.dial?.maneuver;
  const logIn = (seat: 0 | 1 | 'spectator') =>
    viewFor(s, seat).log.find((e) => e.type === 'dial-looked-at')?.data?.maneuver;

  it("the looking seat's view shows the TIE's 3 turn, dial and log; its own seat sees it as ever", () => {
    expect(dialIn(0)).toBe('3T');
    expect(logIn(0)).toBe('3T');
    expect(dialIn(1)).toBe('3T');
  });

  it('a spectator sees neither: the dial is hidden and the log says nothing of the maneuver', () => {
    expect(dialIn('spectator')).toBe('hidden');
    expect(logIn('spectator')).toBeUndefined();
    expect(s.ships.find((x) => x.id === 't')!.dial?.revealed).toBe(false);
  });
});
