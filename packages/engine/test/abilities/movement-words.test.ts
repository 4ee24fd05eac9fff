/**
 * The movement group's vocabulary words (issue 25), each shown through `createFromPosition` + `applyInPlace` with a
 * record this test adds to the game's ability table: the rules documents' sections are cited with each case.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import {
  finalPose,
  isOutsidePlayArea,
  parseManeuver,
  type Pose,
  repositionOptions,
  resolveMove,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { dialChoices } from '../../src/abilities/cards/movement/dial.js';
import { logged, playUntil, position, shipOf } from './flow-harness.js';

const farTie: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' };

/** An X-wing about to activate with `dial` (and `extra`), the TIE far away; played to the end of the phase. */
function activate(dial: string, table: ReturnType<typeof abilityTable>, extra: Partial<PositionShip> = {}): GameState {
  const s = position(
    'activation',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial, ...extra }],
    [farTie],
    {},
    table,
  );
  playUntil(s, (st) => st.phase !== 'activation', undefined, table);
  return s;
}

describe('maneuver-is: the speed and kind of the maneuver of the moment (000 "Maneuvers")', () => {
  // A test record: the pilot's speed 3 banks are one difficulty harder.
  const hardBanks: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'maneuver:difficulty',
    when: { kind: 'maneuver-is', speeds: [3], kinds: ['bank'] },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: 1 },
    summary: 'Test record: speed 3 banks are harder.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [hardBanks] });

  it('the difficulty query asks about the maneuver on the dial: a 3 bank is red, and gives a stress token (001 Activation 2.2 Check Difficulty)', () => {
    const s = activate('3B', table);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('a 2 bank is of another speed and a 3 straight of another kind: both stay white', () => {
    expect(shipOf(activate('2B', table), 'x').tokens.stress ?? 0).toBe(0);
    expect(shipOf(activate('3F', table), 'x').tokens.stress ?? 0).toBe(0);
  });

  it('a triggered window reads the maneuver it passes: after executing a 1 straight, not after a 2 straight', () => {
    const after = abilityTable({
      'pilot:redsquadronveteran': [
        {
          ...hardBanks,
          window: 'maneuver:after-execute',
          when: {
            kind: 'all',
            of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', speeds: [1], kinds: ['straight'] }],
          },
          effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          summary: 'Test record: a focus token after a 1 straight.',
        },
      ],
    });
    const one = activate('1F', after);
    expect(logged(one, 'ability-used', 'x')).toHaveLength(1);
    const two = activate('2F', after);
    expect(logged(two, 'ability-used', 'x')).toHaveLength(0);
  });
});

describe('maneuver-is direction: the side the bearing points to (000 "Maneuvers": the bearing is the arrow; "Segnor\'s Loop": a left and a right loop)', () => {
  // A test record: the pilot's left turns are one difficulty harder; its right turns are not.
  const hardLeftTurns: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'maneuver:difficulty',
    when: { kind: 'maneuver-is', kinds: ['turn'], direction: 'left' },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: 1 },
    summary: 'Test record: left turns are harder.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [hardLeftTurns] });

  it('a white 2 left turn is red: a stress token', () => {
    expect(shipOf(activate('2T', table), 'x').tokens.stress).toBe(1);
  });

  it('the 2 right turn and the 2 straight bear elsewhere: they stay white', () => {
    expect(shipOf(activate('2Y', table), 'x').tokens.stress ?? 0).toBe(0);
    expect(shipOf(activate('2F', table), 'x').tokens.stress ?? 0).toBe(0);
  });
});

describe('break-locks: every lock on the ship is broken, its own locks kept (000 "Lock": a locked ship has lock tokens assigned to it)', () => {
  // A test record: after its maneuver the X-wing breaks the locks on it.
  const shake: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'maneuver:after-execute',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: { kind: 'break-locks', who: 'self' },
    summary: 'Test record: break the locks on you.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [shake] });
  const play = (xLocks: string[]) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', locks: xLocks }],
      [
        { ...farTie, locks: ['x'] },
        { id: 'u', pilot: 'academypilot', pose: { x: 700, y: 850, heading: 180 }, dial: '1F', locks: ['x'] },
      ],
      {},
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return s;
  };

  it('both TIEs lose their lock on the X-wing; its own lock on a TIE stays', () => {
    const s = play(['t']);
    expect(shipOf(s, 't').locks).toEqual([]);
    expect(shipOf(s, 'u').locks).toEqual([]);
    expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']);
    expect(logged(s, 'locks-broken', 'x')[0]?.data?.holders).toEqual(['t', 'u']);
  });
});

describe('grant-action asRed: a granted action performed as a red action (000 "Action Difficulty": a red action gives a stress token)', () => {
  const table = (asRed: boolean) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'maneuver:after-execute',
          when: { kind: 'subject-is-self' },
          optional: false,
          effect: { kind: 'grant-action', actions: 'own-white-bar', why: 'test record', ...(asRed ? { asRed } : {}) },
          summary: 'Test record: a white action after the maneuver.',
        },
      ],
    });
  const play = (asRed: boolean) => {
    const t = table(asRed);
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes('test record')
          ? [d.options.find((o) => o.id === 'focus')!.id]
          : undefined,
      t,
    );
    return { s, seen };
  };

  it('the white focus of the bar, treated as red: performed, and the ship is stressed', () => {
    const { s } = play(true);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toContain('focus');
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('without asRed the same focus gives no stress', () => {
    const { s } = play(false);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toContain('focus');
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });
});

describe('red-variant: a white action offered as red too (000 "Action Difficulty": a red action gives a stress token)', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'action:red-variant',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'red-variant', actions: ['focus'] },
        summary: 'Test record: the focus may be red.',
      },
    ],
  });
  const play = (pick: string, tokens: Record<string, number> = {}) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', tokens }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.ship === 'x' ? [pick] : undefined),
      table,
    );
    const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x');
    return { s, ids: menu?.options.map((o) => o.id) ?? [] };
  };

  it('the focus is offered white and red; the red one is performed red and gives a stress token', () => {
    const { s, ids } = play('focus:red');
    expect(ids.filter((id) => id.startsWith('focus'))).toEqual(['focus', 'focus:red']);
    // The other actions of the bar get no red variant.
    expect(ids.filter((id) => id.endsWith(':red'))).toEqual(['focus:red']);
    expect(logged(s, 'action-performed', 'x').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['focus', 'red'],
    ]);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('the white one stays white: no stress', () => {
    const { s } = play('focus');
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });
});

describe("'maneuver:before-difficulty': after the ship moves, before its Check Difficulty step (001 Activation 2.2)", () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:before-difficulty',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'Test record: a focus token before the difficulty is checked.',
      },
    ],
  });

  it('a red 4 Koiogran turn: moved, then the record, then the stress token', () => {
    const s = activate('4K', table);
    const at = (f: (e: GameState['log'][number]) => boolean) => s.log.findIndex(f);
    const moved = at((e) => e.type === 'maneuver-executed' && e.ship === 'x');
    const used = at((e) => e.type === 'ability-used' && e.ship === 'x');
    const stressed = at((e) => e.type === 'token-gained' && e.ship === 'x' && /stress/.test(e.text));
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(used).toBeGreaterThan(moved);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
    if (stressed >= 0) expect(stressed).toBeGreaterThan(used);
  });
});

describe("execute-as in 'maneuver:before-execute': another maneuver executed, with the revealed one's difficulty (001 Activation 2.2)", () => {
  // A test record: about to execute a 2 straight, the X-wing executes a 2 bank left instead.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:before-execute',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', kinds: ['straight'] }] },
        optional: true,
        choices: () => [{ id: '2B', label: 'a 2 bank left' }],
        effect: { kind: 'execute-as' },
        summary: 'Test record: a 2 bank instead.',
      },
    ],
  });
  const play = (dial: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial, tokens: { stress: 1 } }],
      [farTie],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' && d.ship === 'x' ? ['use:2B'] : undefined),
      table,
    );
    return s;
  };

  it('a blue 2 straight executed as a 2 bank: the ship ends where the bank leads, and the blue difficulty removes its stress', () => {
    const s = play('2F');
    expect(logged(s, 'maneuver-changed', 'x')).toHaveLength(1);
    expect(logged(s, 'maneuver-executed', 'x')[0]!.text).toMatch(/executes 2B/);
    expect(shipOf(s, 'x').pose!.x).toBeLessThan(400);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('the window passes the revealed maneuver: a 2 bank is no straight, nothing changes', () => {
    const s = play('2N');
    expect(logged(s, 'maneuver-changed', 'x')).toHaveLength(0);
    expect(logged(s, 'maneuver-executed', 'x')[0]!.text).toMatch(/executes 2N/);
  });
});

describe('rotate-turret: the turret arc indicator turned to the facing chosen, not an action (000 "Turret Arc Indicators")', () => {
  const table = abilityTable({
    'pilot:rebelscout': [
      {
        source: { kind: 'pilot', xws: 'rebelscout' },
        window: 'end:start',
        when: { kind: 'always' },
        optional: true,
        choices: () => [{ id: 'left', label: 'left' }],
        effect: { kind: 'rotate-turret' },
        summary: 'Test record: turn the turret left.',
      },
    ],
  });
  const play = (answer: string) => {
    const s = position(
      'end',
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, turret: 'front' }],
      [{ ...farTie, dial: undefined }],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'end',
      (d) => (d.kind === 'use-ability' ? [answer] : undefined),
      table,
    );
    return s;
  };

  it('used: the turret points left, and no action was performed', () => {
    const s = play('use:left');
    expect(shipOf(s, 'h').turret).toBe('left');
    expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
  });

  it('declined: it still points to the front', () => {
    expect(shipOf(play('decline'), 'h').turret).toBe('front');
  });
});

describe('maneuver-easier in \'maneuver:before-execute\': the maneuver executed one difficulty easier (000 "Maneuver Difficulty")', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:before-execute',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'maneuver-easier', steps: 1 },
        summary: 'Test record: one difficulty easier.',
      },
    ],
  });

  it('a red 4 Koiogran turn executed white: no stress token', () => {
    const s = activate('4K', table);
    expect(logged(s, 'maneuver-difficulty-changed', 'x')).toHaveLength(1);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('a white 3 bank executed blue removes a stress token; a blue 2 straight stays blue', () => {
    expect(shipOf(activate('3B', table, { tokens: { stress: 1 } }), 'x').tokens.stress ?? 0).toBe(0);
    const s = activate('2F', table);
    expect(logged(s, 'maneuver-difficulty-changed', 'x')).toHaveLength(0);
  });
});

describe('rotate-ship: the ship turns in place by the angle chosen, not a maneuver nor an action', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'subject-is-self' },
        optional: true,
        choices: () => [
          { id: '-90', label: 'left' },
          { id: '180', label: 'around' },
        ],
        effect: { kind: 'rotate-ship' },
        summary: 'Test record: turn in place.',
      },
    ],
  });
  const play = (answer: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' ? [answer] : undefined),
      table,
    );
    return s;
  };

  it('90° left after a 1 straight: heading 270, the centre where the maneuver left it', () => {
    const s = play('use:-90');
    expect(shipOf(s, 'x').pose!.heading).toBe(270);
    // A 1 straight leads 80 mm up the table (40 mm of template and the 40 mm base): the centre stays there.
    expect(shipOf(s, 'x').pose!.x).toBeCloseTo(400);
    expect(shipOf(s, 'x').pose!.y).toBeCloseTo(230);
    expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
  });

  it('turned around: heading 180; declined: heading 0', () => {
    expect(shipOf(play('use:180'), 'x').pose!.heading).toBe(180);
    expect(shipOf(play('decline'), 'x').pose!.heading).toBe(0);
  });
});

describe('red-maneuvers-while-stressed: a stressed ship may set and execute red maneuvers (000 "Stress" forbids both; 001 Activation 1, Reveal Dial)', () => {
  const permission = (setOnly: boolean): ReturnType<typeof abilityTable> =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'maneuver:while-stressed',
          when: { kind: 'maneuver-is', kinds: ['koiogran'] },
          optional: false,
          effect: { kind: 'red-maneuvers-while-stressed', ...(setOnly ? { setOnly } : {}) },
          summary: 'Test record: red Koiogran turns while stressed.',
        },
      ],
    });

  it('the stressed ship executes its red Koiogran turn (no white 2-straight) and gains a second stress', () => {
    const s = activate('4K', permission(false), { tokens: { stress: 1 } });
    expect(logged(s, 'stressed-red-maneuver', 'x')).toHaveLength(0);
    expect(shipOf(s, 'x').tokens.stress).toBe(2);
  });

  it('a red maneuver of another kind (a Tallon roll) still becomes the white 2-straight', () => {
    const s = activate('3E', permission(false), { tokens: { stress: 1 } });
    expect(logged(s, 'stressed-red-maneuver', 'x')).toHaveLength(1);
  });

  it('setOnly: the dial may be set to the red Koiogran turn, but the reveal still turns it into the white 2-straight', () => {
    const table = permission(true);
    const s = position(
      'planning',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, tokens: { stress: 1 } }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.log.some((e) => e.type === 'dial-revealed' && e.ship === 'x'),
      (d) => (d.kind === 'set-dial' && d.ship === 'x' ? ['4K'] : undefined),
      table,
    );
    const dial = seen.find((d) => d.kind === 'set-dial' && d.ship === 'x')!;
    expect(dial.options.map((o) => o.id)).toContain('4K');
    expect(dial.options.map((o) => o.id)).not.toContain('3E');
    expect(logged(s, 'stressed-red-maneuver', 'x').length).toBeGreaterThan(0);
  });
});

describe('actions-performed: the actions the ship performed this round (001 Perform Action; ShipState.round.actions)', () => {
  const table = (actions?: string[]) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'maneuver:after-execute',
          when: {
            kind: 'all',
            of: [
              { kind: 'subject-is-self' },
              { kind: 'actions-performed', atLeast: 1, ...(actions ? { actions } : {}) },
            ],
          },
          optional: false,
          effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
          summary: 'Test record: an evade token after moving, once the ship has acted this round.',
        },
      ],
    });
  const acted = { round: { actions: ['focus'] } };

  it('a ship that focused earlier this round meets it; one that has not acted does not', () => {
    expect(logged(activate('1F', table(), acted), 'ability-used', 'x')).toHaveLength(1);
    expect(logged(activate('1F', table()), 'ability-used', 'x')).toHaveLength(0);
  });

  it('with `actions`, only those types count: a focus is not a barrel roll', () => {
    expect(logged(activate('1F', table(['barrelroll']), acted), 'ability-used', 'x')).toHaveLength(0);
    expect(logged(activate('1F', table(['focus']), acted), 'ability-used', 'x')).toHaveLength(1);
  });
});

describe('actions-while-stressed with `actions`: a permission for some action types only (000 "Stress": a stressed ship performs no action)', () => {
  it('a stressed YT-1300 allowed red boosts is offered its red boost, not its red rotate', () => {
    const table = abilityTable({
      'pilot:rey': [
        {
          source: { kind: 'pilot', xws: 'rey' },
          window: 'action:while-stressed',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'actions-while-stressed', difficulty: 'red', actions: ['boost'] },
          summary: 'Test record: red boosts while stressed.',
        },
      ],
    });
    const s = position(
      'activation',
      [{ id: 'r', pilot: 'rey', pose: { x: 400, y: 200, heading: 0 }, dial: '3F', tokens: { stress: 1 } }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'r')!;
    expect(menu.options.some((o) => o.id.startsWith('boost'))).toBe(true);
    expect(menu.options.some((o) => o.id.startsWith('rotate') || o.id.startsWith('focus'))).toBe(false);
  });
});

describe('turret-facings: a standing record narrows where the turret arc indicator may point (000 "Turret Arcs", Rotate action)', () => {
  const rotateOptions = (table?: ReturnType<typeof abilityTable>): string[] => {
    const s = position(
      'activation',
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', turret: 'front' }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return seen
      .filter((d) => d.kind === 'choose-action' && d.ship === 'h')
      .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc')));
  };
  const foreAft = abilityTable({
    'pilot:rebelscout': [
      {
        source: { kind: 'pilot', xws: 'rebelscout' },
        window: 'ship:turret',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'turret-facings', allowed: ['front', 'rear'] },
        summary: 'Test record: the turret points only fore or aft.',
      },
    ],
  });

  it('the rotate action offers any other standard arc without it (000 Rotate: "any other standard arc")', () => {
    expect(rotateOptions()).toEqual(['rotate-arc:rear', 'rotate-arc:left', 'rotate-arc:right']);
  });

  it('with it, only the allowed facings other than the current one: the rear', () => {
    expect(rotateOptions(foreAft)).toEqual(['rotate-arc:rear']);
  });

  it('an effect that turns the turret (Agile Gunner, End Phase) offers the allowed facings only', () => {
    const gunnerOptions = (table?: ReturnType<typeof abilityTable>): string[] => {
      const s = position(
        'end',
        [
          {
            id: 'h',
            pilot: 'rebelscout',
            pose: { x: 400, y: 150, heading: 0 },
            turret: 'front',
            upgrades: ['agilegunner'],
          },
        ],
        [farTie],
        {},
        table,
      );
      const seen = playUntil(s, (st) => st.phase !== 'end', undefined, table);
      const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Agile Gunner'));
      return (asked?.options ?? []).map((o) => o.id).filter((id) => id !== 'decline');
    };
    expect(gunnerOptions()).toEqual(['use:rear', 'use:left', 'use:right']);
    expect(gunnerOptions(foreAft)).toEqual(['use:rear']);
  });
});

describe('weapon-arc-as: a special weapon attacks from another arc than its card’s (000 "Special Weapons": the arc requirement)', () => {
  /** An HWK-290 with an Ion Cannon (front arc), its turret to the rear, an X-wing behind it at range 2. */
  const cannonOffered = (table?: ReturnType<typeof abilityTable>): boolean => {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 600, heading: 0 } }],
      [
        {
          id: 'h',
          pilot: 'rebelscout',
          pose: { x: 400, y: 400, heading: 180 },
          turret: 'rear',
          upgrades: ['ioncannon'],
        },
      ],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'engagement' || (st.pending?.kind === 'declare-attack' && st.pending.ship === 'h'),
      undefined,
      table,
    );
    return (s.pending?.options ?? []).some((o) => o.id.startsWith('attack:x:ioncannon'));
  };
  const turretCannons = abilityTable({
    'pilot:rebelscout': [
      {
        source: { kind: 'pilot', xws: 'rebelscout' },
        window: 'ship:weapon-arc',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'weapon-arc-as', slots: ['cannon'], from: 'front', to: 'single-turret' },
        summary: 'Test record: front-arc cannons fire from the turret arc.',
      },
    ],
  });

  it('without it, the cannon fires from its front arc only: the X-wing behind is out of it', () => {
    expect(cannonOffered()).toBe(false);
  });

  it('with it, the cannon fires from the turret arc: the X-wing behind, where the turret points, is a target', () => {
    expect(cannonOffered(turretCannons)).toBe(true);
  });
});

describe('maneuver activating: the revealed difficulty read only while the ship itself activates (001 Activation 2.1–2.3)', () => {
  // A test record: while the X-wing's revealed maneuver is blue, a white boost is on its bar.
  const blueBoost = (activating: boolean) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'action:bar',
          when: { kind: 'maneuver', difficulty: ['blue'], ...(activating ? { activating } : {}) },
          optional: false,
          effect: { kind: 'add-actions', actions: [{ type: 'boost', difficulty: 'white' }] },
          summary: 'Test record: a boost while the revealed maneuver is blue.',
        },
      ],
    });
  /** Whether the X-wing (activated, white 3 bank) is offered a boost when a Lambda's blue 1 straight coordinates it. */
  const boostWhenCoordinated = (table: ReturnType<typeof abilityTable>): boolean => {
    const s = position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '3B',
          round: { activated: true },
        },
        { id: 'l', pilot: 'omicrongrouppilot', pose: { x: 250, y: 150, heading: 0 }, dial: '1F' },
      ],
      [farTie],
      {},
      table,
    );
    const coordinate = (d: Decision): [string] | undefined => {
      if (d.kind !== 'choose-action' || d.ship !== 'l') return undefined;
      return [d.options.find((o) => o.id.startsWith('coordinate:x'))?.id ?? 'pass'];
    };
    const seen = playUntil(s, (st) => st.phase !== 'activation', coordinate, table);
    expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['coordinate']);
    return seen.some(
      (d) => d.kind === 'choose-action' && d.ship === 'x' && d.options.some((o) => o.id.startsWith('boost')),
    );
  };

  it('without it, a ship coordinated during another ship’s blue activation reads that ship’s maneuver', () => {
    expect(boostWhenCoordinated(blueBoost(false))).toBe(true);
  });

  it('with it, the coordinated ship reads only its own maneuver: no boost', () => {
    expect(boostWhenCoordinated(blueBoost(true))).toBe(false);
  });
});

describe('near-obstacle: the ship at a range band of an obstacle, of some kinds (000 "Measuring Range", "Obstacles")', () => {
  // A test record: after executing its maneuver, an X-wing at range 0–1 of an asteroid gains a focus token.
  const nearRock: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'near-obstacle', min: 0, max: 1, kinds: ['asteroid'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Test record: a focus token near an asteroid.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [nearRock] });
  /** The X-wing executes a 1 straight (ending at y 230, its front at 250) with obstacle `name` ahead at `y`. */
  const focusNear = (name: string, y: number) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      { obstacles: [{ name, pose: { x: 400, y, heading: 0 } }] },
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length;
  };

  it('an asteroid about 60 mm ahead is at range 1: the record holds', () => {
    expect(focusNear('asteroid-1', 330)).toBe(1);
  });

  it('an asteroid about 160 mm ahead is at range 2: it does not', () => {
    expect(focusNear('asteroid-1', 430)).toBe(0);
  });

  it('a gas cloud at range 1 is not of the kinds named: it does not', () => {
    expect(focusNear('gas-cloud-1', 330)).toBe(0);
  });
});

describe('roll-template: barrel rolls with another template than the 1-straight (000 Barrel Roll; geometry: the 1-bank roll)', () => {
  const bankRolls = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'action:roll-template',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'roll-template', templates: ['1B'] },
        summary: 'Test record: barrel rolls use the 1-bank template.',
      },
    ],
  });
  /** The barrel roll options an X-wing at `pose` (after a 1 straight) is offered, a wingman at `wing`. */
  const rollOptions = (pose: Pose, wing: Pose, table?: ReturnType<typeof abilityTable>) => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose, dial: '1F' },
        { id: 'w', pilot: 'redsquadronveteran', pose: wing, dial: '1F', round: { activated: true } },
      ],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    // A ship that flew off the table is asked nothing.
    const asked = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x');
    return { s, options: (asked?.options ?? []).filter((o) => o.id.startsWith('barrel-roll')) };
  };

  it('without it, the six 1-straight placements; with it, the twelve 1-bank ones, each where the geometry puts it (golden)', () => {
    const start: Pose = { x: 400, y: 150, heading: 0 };
    const after: Pose = { x: 400, y: 230, heading: 0 };
    expect(rollOptions(start, { x: 100, y: 500, heading: 0 }).options).toHaveLength(6);
    const { options } = rollOptions(start, { x: 100, y: 500, heading: 0 }, bankRolls);
    const golden = repositionOptions({ kind: 'barrel-roll', base: 'small', pose: after, template: '1B' });
    expect(options.map((o) => o.id)).toEqual(golden.map((g) => `barrel-roll:${g.direction}:${g.bank}:${g.alignment}`));
    for (const [i, o] of options.entries()) expect(o.data?.pose).toEqual(golden[i]!.final);
  });

  it('property: at any heading, beside a ship or the table edge, every placement offered overlaps no ship and stays on the table', () => {
    let offered = 0;
    for (const heading of [0, 30, 90, 135, 200, 270, 315])
      for (const [x, wingDx] of [
        [60, 90],
        [400, 95],
        [400, -95],
        [850, -90],
      ] as const) {
        const pose: Pose = { x, y: 300, heading };
        // The pose after its 1 straight: 80 mm ahead.
        const a = (heading * Math.PI) / 180;
        const after: Pose = { x: x + 80 * Math.sin(a), y: 300 + 80 * Math.cos(a), heading };
        // The wingman beside where it ends, to one side of its heading; none off the table.
        const wing: Pose = { x: after.x + wingDx * Math.cos(a), y: after.y - wingDx * Math.sin(a), heading: 0 };
        if (wing.x < 25 || wing.x > 889 || after.x < 25 || after.x > 889) continue;
        const { s, options } = rollOptions(pose, wing, bankRolls);
        offered += options.length;
        const other = shipSolid('small', shipOf(s, 'w').pose!);
        for (const o of options) {
          const hull = shipSolid('small', o.data!.pose as Pose);
          expect(solidsOverlap(hull, other), `${heading} ${x} ${o.id}`).toBe(false);
          expect(isOutsidePlayArea(hull), `${heading} ${x} ${o.id}`).toBe(false);
        }
      }
    // Most tables offer some: the property is not held by offering nothing.
    expect(offered).toBeGreaterThan(100);
  });
});

describe('boost-templates: other templates a boost may use, at a price (000 "Boost": the 1-straight and 1-banks)', () => {
  /** A T-70 (white boost) with a test record of window 'action:boost-templates', executing a 2 straight; its boosts. */
  const boostsWith = (effect: Ability['effect'], extra: Partial<PositionShip> = {}) => {
    const table = abilityTable({
      'pilot:bluesquadronrookie': [
        {
          source: { kind: 'pilot', xws: 'bluesquadronrookie' },
          window: 'action:boost-templates',
          when: { kind: 'always' },
          optional: false,
          effect,
          summary: 'Test record: other boost templates.',
        },
      ],
    });
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'bluesquadronrookie', pose: { x: 400, y: 150, heading: 0 }, dial: '2F', ...extra }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
    return menu.options.filter((o) => o.id.startsWith('boost:'));
  };

  it('a 1 turn template as a red boost: offered red, placed where the geometry puts a 1 turn from the ship', () => {
    const options = boostsWith({ kind: 'boost-templates', templates: ['1T'], whiteOnly: true, asRed: true });
    expect(options.map((o) => [o.id, o.data?.difficulty])).toEqual([
      ['boost:1B', 'white'],
      ['boost:1F', 'white'],
      ['boost:1N', 'white'],
      ['boost:1T', 'red'],
    ]);
    const expected = finalPose({ x: 400, y: 270, heading: 0 }, parseManeuver('1T'), 'small');
    const pose = options[3]!.data?.pose as { x: number; y: number; heading: number };
    expect(pose.x).toBeCloseTo(expected.x, 6);
    expect(pose.y).toBeCloseTo(expected.y, 6);
    expect(pose.heading).toBeCloseTo(expected.heading, 6);
  });

  it('for 2 Force: not offered to a ship with 1 Force', () => {
    const options = boostsWith({ kind: 'boost-templates', templates: ['1T', '1Y'], force: 2 }, { force: 1 });
    expect(options.map((o) => o.id)).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
  });
});

describe('roll-template with a price: the other template offered beside the 1-straight, paid as the roll is performed (000 "Barrel Roll"; geometry: the 1-bank roll)', () => {
  const priced = (effect: Ability['effect']) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'action:roll-template',
          when: { kind: 'always' },
          optional: false,
          effect,
          summary: 'Test record: a 1-bank barrel roll at a price.',
        },
      ],
    });
  /** The X-wing executes a 1 straight from (400, 150) and picks the roll answered (or looks only). */
  const roll = (table: ReturnType<typeof abilityTable>, pick?: string, extra: Partial<PositionShip> = {}) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', ...extra }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      pick ? (d) => (d.kind === 'choose-action' && d.ship === 'x' ? [pick] : undefined) : undefined,
      table,
    );
    const asked = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
    return { s, ids: asked.options.map((o) => o.id).filter((id) => id.startsWith('barrel-roll')) };
  };

  it('for a strain token: the six 1-straight rolls and the twelve 1-bank ones; a bank roll gives the strain token and lands where the geometry puts it (golden)', () => {
    const table = priced({ kind: 'roll-template', templates: ['1B'], strain: 1 });
    const { ids } = roll(table);
    expect(ids).toHaveLength(18);
    const { s } = roll(table, 'barrel-roll:right:forward:middle');
    const golden = repositionOptions({
      kind: 'barrel-roll',
      base: 'small',
      pose: { x: 400, y: 230, heading: 0 },
      template: '1B',
    }).find((o) => o.direction === 'right' && o.bank === 'forward' && o.alignment === 'middle')!;
    expect(shipOf(s, 'x').pose).toEqual(golden.final);
    expect(shipOf(s, 'x').tokens.strain).toBe(1);
    expect(logged(s, 'ability-used', 'x').map((e) => e.data?.source)).toEqual(['pilot:redsquadronveteran']);
  });

  it('a 1-straight roll pays nothing', () => {
    const { s } = roll(priced({ kind: 'roll-template', templates: ['1B'], strain: 1 }), 'barrel-roll:right:middle');
    expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
    expect(logged(s, 'ability-used', 'x')).toHaveLength(0);
  });

  it('for a charge: spent with the roll; with no charge left, the bank rolls are not offered', () => {
    const table = priced({ kind: 'roll-template', templates: ['1B'], charge: 1 });
    const { s } = roll(table, 'barrel-roll:left:backward:front', { charges: 2 });
    expect(shipOf(s, 'x').charges).toBe(1);
    expect(roll(table, undefined, { charges: 0 }).ids).toHaveLength(6);
  });
});

describe('faster-templates: a boost or barrel roll with the template of 1 speed higher (000 "Boost", "Barrel Roll"; geometry: speed 2 boosts, the 2-straight roll)', () => {
  const faster = (effect: Ability['effect'], extra: Partial<PositionShip> = {}, pick?: string) => {
    const table = abilityTable({
      'pilot:bluesquadronrookie': [
        {
          source: { kind: 'pilot', xws: 'bluesquadronrookie' },
          window: 'action:faster-templates',
          when: { kind: 'always' },
          optional: false,
          effect,
          summary: 'Test record: faster boosts.',
        },
      ],
    });
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'bluesquadronrookie', pose: { x: 400, y: 150, heading: 0 }, dial: '2F', ...extra }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      pick ? (d) => (d.kind === 'choose-action' && d.ship === 'x' ? [pick] : undefined) : undefined,
      table,
    );
    const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
    return { s, options: menu.options.filter((o) => o.id.startsWith('boost:')) };
  };

  it('"must": the 2-speed boosts replace the 1-speed ones, each where the geometry puts it (golden)', () => {
    const { options } = faster({ kind: 'faster-templates', actions: ['boost'], must: true });
    expect(options.map((o) => o.id)).toEqual(['boost:2B', 'boost:2F', 'boost:2N']);
    for (const o of options) {
      const g = repositionOptions({
        kind: 'boost',
        base: 'small',
        pose: { x: 400, y: 270, heading: 0 },
        template: o.id.slice(6),
      });
      expect(o.data?.pose).toEqual(g[0]!.final);
    }
  });

  it('"must, if able": with every 2-speed placement blocked by a ship, the 1-speed ones stay', () => {
    // A wingman 140 mm ahead of where the T-70 ends: the 2-speed boosts end on it, the 1-speed ones do not.
    const table = abilityTable({
      'pilot:bluesquadronrookie': [
        {
          source: { kind: 'pilot', xws: 'bluesquadronrookie' },
          window: 'action:faster-templates',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'faster-templates', actions: ['boost'], must: true },
          summary: 'Test record: faster boosts.',
        },
      ],
    });
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'bluesquadronrookie', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' },
        {
          id: 'w',
          pilot: 'bluesquadronrookie',
          pose: { x: 400, y: 400, heading: 0 },
          dial: '1F',
          round: { activated: true },
        },
        {
          id: 'v',
          pilot: 'bluesquadronrookie',
          pose: { x: 460, y: 395, heading: 45 },
          dial: '1F',
          round: { activated: true },
        },
        {
          id: 'u',
          pilot: 'bluesquadronrookie',
          pose: { x: 340, y: 395, heading: 315 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
    const ids = menu.options.map((o) => o.id).filter((id) => id.startsWith('boost:'));
    expect(ids.some((id) => id.startsWith('boost:2'))).toBe(false);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('"red only": a white boost keeps its 1-speed templates', () => {
    const { options } = faster({ kind: 'faster-templates', actions: ['boost'], redOnly: true, must: true });
    expect(options.map((o) => o.id)).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
  });

  it('for a charge: offered beside the 1-speed ones, the charge spent and the card logged when used; none without a charge', () => {
    const effect: Ability['effect'] = { kind: 'faster-templates', actions: ['boost'], charge: 1 };
    const { options } = faster(effect, { charges: 1 });
    expect(options.map((o) => o.id)).toEqual(['boost:1B', 'boost:1F', 'boost:1N', 'boost:2B', 'boost:2F', 'boost:2N']);
    const { s } = faster(effect, { charges: 1 }, 'boost:2F');
    expect(shipOf(s, 'x').charges).toBe(0);
    expect(shipOf(s, 'x').pose).toEqual({ x: 400, y: 390, heading: 0 });
    expect(logged(s, 'ability-used', 'x').map((e) => e.data?.source)).toEqual(['pilot:bluesquadronrookie']);
    expect(faster(effect, { charges: 0 }).options.map((o) => o.id)).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
  });
});

describe('execute-as sideslip: a bank or turn executed off the side of the base (docs/geometry.md "Sideslips"; 001 Activation 2: reveal, then execute)', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'activation:after-reveal',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', kinds: ['bank', 'turn'] }] },
        optional: false,
        effect: { kind: 'execute-as', sideslip: true },
        summary: 'Test record: banks and turns are sideslips.',
      },
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', sideslip: true }] },
        optional: false,
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'Test record: a focus token after a sideslip.',
      },
    ],
  });
  const start: Pose = { x: 400, y: 150, heading: 0 };

  it('a 2-bank left revealed: executed as a sideslip, where the geometry puts it (golden), its difficulty kept; "maneuver-is sideslip" holds after it', () => {
    const s = activate('2B', table);
    const golden = resolveMove({ base: 'small', pose: start, maneuver: parseManeuver('2B'), sideslip: true }).final;
    expect(shipOf(s, 'x').pose).toEqual(golden);
    expect(golden.heading).toBeCloseTo(45, 6);
    expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.sideslip)).toEqual([true]);
    expect(logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length).toBe(1);
  });

  it('a 2 straight: no sideslip (a bank or turn only), and "maneuver-is sideslip" does not hold', () => {
    const s = activate('2F', table);
    expect(shipOf(s, 'x').pose).toEqual(finalPose(start, parseManeuver('2F'), 'small'));
    expect(logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length).toBe(0);
  });
});

describe('moved-through-obstacle: the maneuver just executed touched an obstacle (001 Activation 2.1, "if move through")', () => {
  // A test record: after a maneuver through or onto an obstacle, the X-wing gains a focus token.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'moved-through-obstacle' }] },
        optional: false,
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'Test record: a focus token after moving through an obstacle.',
      },
    ],
  });
  /** The X-wing executes a 3 straight from (400, 150) (to y 310), an asteroid at (`x`, 230). */
  const focusAfter = (x: number) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '3F' }],
      [farTie],
      { obstacles: [{ name: 'asteroid-1', pose: { x, y: 230, heading: 0 } }] },
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length;
  };

  it('the template crosses the asteroid: the record holds', () => {
    expect(focusAfter(400)).toBe(1);
  });

  it('the asteroid beside the path: it does not', () => {
    expect(focusAfter(550)).toBe(0);
  });
});

describe('moved-through: the ship’s last move crossed a ship’s base (000 "Moving Through and Overlapping"; geometry resolveMove, repositionOptions)', () => {
  // Test records: after a maneuver through a friendly ship, a focus token; after a barrel roll over an enemy ship, an
  // evade token.
  const table = abilityTable({
    'pilot:greensquadronpilot': [
      {
        source: { kind: 'pilot', xws: 'greensquadronpilot' },
        window: 'maneuver:after-execute',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'moved-through', side: 'friendly' }] },
        optional: false,
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'Test record: a focus token after moving through a friendly ship.',
      },
      {
        source: { kind: 'pilot', xws: 'greensquadronpilot' },
        window: 'action:after-perform',
        when: {
          kind: 'all',
          of: [
            { kind: 'subject-is-self' },
            { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
            { kind: 'moved-through', side: 'enemy' },
          ],
        },
        optional: false,
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
        summary: 'Test record: an evade token after rolling over an enemy ship.',
      },
    ],
  });
  /**
   * The A-wing (400, 150) flies a 2 straight (template x 390..410, y 170..250, it ends at (400, 270)), then barrel rolls
   * right (template x 420..460, y 260..280; it ends at (480, 270)). `other` stands at (`x`, `y`): (428, 190) reaches
   * 2 mm under the maneuver's template, (433, 190) stays clear of it; (440, 270) lies under the roll's template.
   */
  const ROLL = 'barrel-roll:right:middle';
  const play = (other: PositionShip, enemy: boolean) => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' },
        ...(enemy ? [] : [other]),
      ],
      [farTie, ...(enemy ? [other] : [])],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind !== 'choose-action' || d.ship !== 'x') return undefined;
        return d.options.some((o) => o.id === ROLL) ? [ROLL] : ['pass'];
      },
      table,
    );
    return s;
  };
  const tokens = (s: GameState, token: string) =>
    logged(s, 'token-gained', 'x').filter((e) => e.data?.token === token).length;
  const at = (x: number, y: number, heading = 0): PositionShip => ({
    id: 'o',
    pilot: heading ? 'academypilot' : 'bluesquadronescort',
    pose: { x, y, heading },
    round: { activated: true },
  });

  it('the maneuver crosses the friendly ship: the maneuver record holds; the roll after it crossed nothing', () => {
    const s = play(at(428, 190), false);
    expect(tokens(s, 'focus')).toBe(1);
    expect(shipOf(s, 'x').round.movedThrough).toBeUndefined();
  });

  it('5 mm beside the template: it does not', () => {
    expect(tokens(play(at(433, 190), false), 'focus')).toBe(0);
  });

  it('a barrel roll over an enemy ship: its record holds (geometry shipsThrough), the maneuver one does not', () => {
    const s = play(at(440, 270, 180), true);
    expect(tokens(s, 'evade')).toBe(1);
    expect(tokens(s, 'focus')).toBe(0);
    expect(shipOf(s, 'x').round.movedThrough).toEqual(['o']);
  });
});

describe('grant-action notAction: a boost made as no action (000 "Actions", "Boost", "Stress")', () => {
  // Test records: before its reveal the A-wing is offered a boost (as no action, or as an action); after any action of
  // its own it gains a focus token.
  const table = (notAction: boolean) =>
    abilityTable({
      'pilot:greensquadronpilot': [
        {
          source: { kind: 'pilot', xws: 'greensquadronpilot' },
          window: 'activation:before-reveal',
          when: { kind: 'subject-is-self' },
          optional: false,
          effect: {
            kind: 'grant-action',
            actions: [{ type: 'boost', difficulty: 'white' }],
            why: 'test boost',
            ...(notAction ? { notAction: true } : {}),
          },
          summary: 'Test record: a boost before the reveal.',
        },
        {
          source: { kind: 'pilot', xws: 'greensquadronpilot' },
          window: 'action:after-perform',
          when: { kind: 'subject-is-self' },
          optional: false,
          effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          summary: 'Test record: a focus token after an action.',
        },
      ],
    });
  /** The A-wing (stressed, a boost already performed this round) at (400, 150), boosting straight when offered. */
  const play = (notAction: boolean) => {
    const t = table(notAction);
    const s = position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'greensquadronpilot',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2T',
          tokens: { stress: 1 },
          round: { actions: ['boost'] },
        },
      ],
      [farTie],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined),
      t,
    );
    return { s, seen };
  };

  it('as no action: stressed and having boosted, it still boosts (placed as the geometry’s 1-straight boost), counted as no action', () => {
    const { s } = play(true);
    const moved = logged(s, 'ship-repositioned', 'x');
    expect(moved).toHaveLength(1);
    const boost = repositionOptions({
      base: 'small',
      pose: { x: 400, y: 150, heading: 0 },
      kind: 'boost',
      template: '1F',
    })[0]!;
    expect(moved[0]!.data?.option).toBe('boost:1F');
    expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
    // No 'action:after-perform': no focus token.
    expect(logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus')).toHaveLength(0);
    // The boost's pose is where the maneuver started from: the 2 turn then ends where it leads from there.
    const afterTurn = finalPose(boost.final, parseManeuver('2T'), 'small');
    expect(shipOf(s, 'x').pose!.x).toBeCloseTo(afterTurn.x, 6);
    expect(shipOf(s, 'x').pose!.y).toBeCloseTo(afterTurn.y, 6);
  });

  it('as an action, the same stressed ship is offered nothing', () => {
    const { s, seen } = play(false);
    expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('test boost'))).toBe(false);
    expect(logged(s, 'ship-repositioned', 'x')).toHaveLength(0);
  });
});

describe('ignore-obstacles: obstacles a ship ignores while moving, at range 0 or attacking (000 "Obstacles", "Obstruction")', () => {
  const record = (purposes: ('moving' | 'range-0' | 'attacking')[], kinds?: string[]) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'ship:ignore-obstacles',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'ignore-obstacles', while: purposes, ...(kinds ? { kinds } : {}) },
          summary: 'Test record: obstacles ignored.',
        },
      ],
    });
  /**
   * The X-wing at (400, 300) and the TIE at (400, 500) face each other; an asteroid at (400, `rockY`): Asteroid 1 on the
   * X-wing, or Asteroid 4 (71 mm wide, wider than the bases) across every line between them.
   */
  const declare = (table: ReturnType<typeof abilityTable>, rockY: number): Decision | undefined => {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 }, round: { engaged: true } }],
      { obstacles: [{ name: rockY === 300 ? 'asteroid-1' : 'asteroid-4', pose: { x: 400, y: rockY, heading: 0 } }] },
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'engagement', undefined, table);
    return seen.find((d) => d.kind === 'declare-attack' && d.ship === 'x');
  };
  const obstructed = (d: Decision | undefined) =>
    d?.options.filter((o) => o.id.startsWith('attack:t')).map((o) => o.label.includes('obstructed'));

  it('range 0: on an asteroid the X-wing may not attack; ignoring it there, it may', () => {
    expect(declare(record([]), 300)).toBeUndefined();
    expect(declare(record(['range-0']), 300)).toBeDefined();
    expect(declare(record(['range-0'], ['debris']), 300)).toBeUndefined();
  });

  it('attacking: an asteroid between them obstructs the attack; ignored while attacking, it does not', () => {
    expect(obstructed(declare(record([]), 400))).toEqual([true]);
    expect(obstructed(declare(record(['attacking']), 400))).toEqual([false]);
    expect(obstructed(declare(record(['moving', 'range-0']), 400))).toEqual([true]);
  });

  it('moving: a 2-straight through an asteroid has no effect; a debris cloud still has', () => {
    const hits = (kinds: string[], rock: string) => {
      const table = record(['moving'], kinds);
      const s = position(
        'activation',
        [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' }],
        [farTie],
        { obstacles: [{ name: rock, pose: { x: 400, y: 210, heading: 0 } }] },
        table,
      );
      playUntil(s, (st) => st.phase !== 'activation', undefined, table);
      return logged(s, 'obstacle-hit', 'x').length;
    };
    expect(hits(['asteroid'], 'asteroid-1')).toBe(0);
    expect(hits(['asteroid'], 'debris-1')).toBe(1);
  });
});

describe("'instead:obstacle' and skip-maneuver (001 Activation 2.1 obstacles, 2 Execute Maneuver)", () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'instead:obstacle',
        when: { kind: 'subject-data', key: 'overlapping', oneOf: [true] },
        optional: true,
        effect: { kind: 'instead', effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' } },
        summary: 'Test record: a focus token instead of the obstacle it ends on.',
      },
    ],
    'pilot:bluesquadronescort': [
      {
        source: { kind: 'pilot', xws: 'bluesquadronescort' },
        window: 'activation:after-reveal',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'skip-maneuver', rotate: true },
        summary: 'Test record: the maneuver is skipped.',
      },
    ],
  });
  /** An X-wing at (400, 150) flies a 2-straight onto (y 270) or through (y 210) Asteroid 1; it answers `answer`. */
  const onto = (y: number, answer: 'use' | 'decline') => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' }],
      [farTie],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y, heading: 0 } }] },
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-instead' ? [answer] : undefined),
      table,
    );
    return {
      asked: seen.filter((d) => d.kind === 'use-instead').length,
      hits: logged(s, 'obstacle-hit', 'x').length,
      focus: logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length,
    };
  };

  it('ending on the asteroid, the replacement is asked before its die: used, the asteroid does nothing', () => {
    expect(onto(270, 'use')).toEqual({ asked: 1, hits: 0, focus: 1 });
  });

  it('declined, the asteroid hits; moved through only, nothing is asked', () => {
    expect(onto(270, 'decline')).toEqual({ asked: 1, hits: 1, focus: 0 });
    expect(onto(210, 'use')).toEqual({ asked: 0, hits: 1, focus: 0 });
  });

  it('skip-maneuver: the ship does not move; a left bearing turns it 90° left, a straight does not turn it', () => {
    const after = (dial: string) => {
      const s = position(
        'activation',
        [{ id: 'x', pilot: 'bluesquadronescort', pose: { x: 400, y: 150, heading: 0 }, dial }],
        [farTie],
        {},
        table,
      );
      playUntil(s, (st) => st.phase !== 'activation', undefined, table);
      return { moved: logged(s, 'maneuver-executed', 'x').length, pose: shipOf(s, 'x').pose };
    };
    expect(after('1B')).toEqual({ moved: 0, pose: { x: 400, y: 150, heading: 270 } });
    expect(after('2F')).toEqual({ moved: 0, pose: { x: 400, y: 150, heading: 0 } });
  });

  it('skip-maneuver: a turn that would overlap another ship is not made (000 "Overlapping Ships")', () => {
    // A wingman 1 mm to the left: turned 90°, the escort's guides (2 mm proud) would stand in its base.
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'bluesquadronescort', pose: { x: 400, y: 150, heading: 0 }, dial: '1B' },
        { id: 'w', pilot: 'redsquadronveteran', pose: { x: 359, y: 150, heading: 0 }, dial: '2F' },
      ],
      [farTie],
      {},
      table,
    );
    playUntil(s, (st) => logged(st, 'maneuver-skipped', 'x').length > 0, undefined, table);
    expect(shipOf(s, 'x').pose).toEqual({ x: 400, y: 150, heading: 0 });
    expect(logged(s, 'maneuver-skipped', 'x')[0]!.text).toMatch(/cannot turn: it would overlap w/);
  });
});

describe('ignore-obstacles \'repositioning\': a barrel roll may cross obstacles, which then affect the ship (000 Barrel Roll, "Moving Through and Overlapping Obstacles")', () => {
  const table = (purposes: ('moving' | 'repositioning')[]) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'ship:ignore-obstacles',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'ignore-obstacles', while: purposes },
          summary: 'Test record: obstacles crossed.',
        },
      ],
    });
  /**
   * An X-wing at (400, 150) flies a 1-straight (to y 230), then barrel rolls right when it may: Asteroid 1 lies at
   * (480, 230), where the right roll's middle placement would put it.
   */
  const roll = (purposes: ('moving' | 'repositioning')[]) => {
    const t = table(purposes);
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 480, y: 230, heading: 0 } }] },
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'x' && d.options.some((o) => o.id === 'barrel-roll:right:middle')
          ? ['barrel-roll:right:middle']
          : undefined,
      t,
    );
    const offered = seen
      .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
      .flatMap((d) => d.options.map((o) => o.id))
      .filter((id) => id.startsWith('barrel-roll:right'));
    return { s, offered };
  };

  it('without it, no right roll is offered (each would overlap the asteroid)', () => {
    expect(roll([]).offered).toEqual([]);
  });

  it('with it, the right rolls are offered; the one made ends on the asteroid, which then hits the ship', () => {
    const { s, offered } = roll(['repositioning']);
    expect(offered).toContain('barrel-roll:right:middle');
    const golden = repositionOptions({
      kind: 'barrel-roll',
      base: 'small',
      pose: { x: 400, y: 230, heading: 0 },
      template: '1F',
    }).find((o) => o.direction === 'right' && o.alignment === 'middle')!;
    expect(shipOf(s, 'x').pose!.x).toBeCloseTo(golden.final.x, 6);
    expect(shipOf(s, 'x').pose!.y).toBeCloseTo(golden.final.y, 6);
    expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
  });

  it("moved-through-obstacle of the last reposition: through Asteroid 12 and off it, yes; onto Asteroid 1, no (000 'Measuring Range': range 0)", () => {
    const t = abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'ship:ignore-obstacles',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'ignore-obstacles', while: ['repositioning'] },
          summary: 'Test record: obstacles crossed.',
        },
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'action:after-perform',
          when: { kind: 'moved-through-obstacle', reposition: true, notAtRange0: true },
          optional: false,
          effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
          summary: 'Test record: a calculate token after crossing.',
        },
      ],
    });
    const calculates = (rock: string, x: number) => {
      const s = position(
        'activation',
        [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
        [farTie],
        { obstacles: [{ name: rock, pose: { x, y: 230, heading: 0 } }] },
        t,
      );
      playUntil(
        s,
        (st) => st.phase !== 'activation',
        (d) =>
          d.kind === 'choose-action' && d.ship === 'x' && d.options.some((o) => o.id === 'barrel-roll:right:middle')
            ? ['barrel-roll:right:middle']
            : undefined,
        t,
      );
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.option)).toEqual(['barrel-roll:right:middle']);
      expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
      return logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'calculate').length;
    };
    expect(calculates('asteroid-12', 440)).toBe(1);
    expect(calculates('asteroid-1', 480)).toBe(0);
  });

  it('ignored while moving as well, the roll is offered and the asteroid does nothing', () => {
    const { s, offered } = roll(['moving']);
    expect(offered).toContain('barrel-roll:right:middle');
    expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(0);
  });
});

describe('outnumbered: more ships enemy to a ship than friendly to it at range of it, itself left out (000 "Friendly and Enemy", "Measuring Range")', () => {
  // A test record: after the X-wing executes a maneuver, it gains a focus token while it is outnumbered at range 0–1.
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'outnumbered', who: 'self', min: 0, max: 1 }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Test record: outnumbered after moving, gain a focus token.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [record] });
  /** The X-wing at (400, 150) executes a 1 straight (to y 230), the ships given beside it, played to the phase's end. */
  const play = (rebels: PositionShip[], empire: PositionShip[]) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }, ...rebels],
      empire,
      {},
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return shipOf(s, 'x').tokens.focus ?? 0;
  };
  const done = { dial: '1F', round: { activated: true } };
  const tie = (id: string, x: number, y: number): PositionShip => ({
    id,
    pilot: 'academypilot',
    pose: { x, y, heading: 180 },
    ...done,
  });
  const wing = (id: string, x: number, y: number): PositionShip => ({
    id,
    pilot: 'bluesquadronescort',
    pose: { x, y, heading: 0 },
    ...done,
  });

  it('one enemy at range 1 and no other friendly ship there: outnumbered', () => {
    expect(play([], [tie('e1', 400, 330), farTie])).toBe(1);
  });
  it('one enemy and one friendly ship at range 1: even, not outnumbered (the ship itself does not count)', () => {
    expect(play([wing('w', 480, 230)], [tie('e1', 400, 330), farTie])).toBe(0);
  });
  it('two enemies and one friendly ship at range 0–1: outnumbered; an enemy at range 2 does not count', () => {
    expect(play([wing('w', 480, 230)], [tie('e1', 400, 330), tie('e2', 320, 330), farTie])).toBe(1);
    expect(play([], [tie('e1', 400, 450), farTie])).toBe(0);
  });
});

describe("'subject-action' and the Perform Action step: the same action as another ship's (001 Activation 3, 000 \"Actions\")", () => {
  // A test record: after another ship performs, in its own Perform Action step, an action of a type on the X-wing's
  // bar, the X-wing may perform an action of that type.
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'step', oneOf: ['perform-action'] },
        { kind: 'has-action', who: 'self', action: 'subject-action' },
        { kind: 'can-perform', actions: 'subject-action' },
      ],
    },
    optional: false,
    effect: { kind: 'grant-action', actions: 'subject-action', why: 'Test record' },
    summary: 'Test record: the same action.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [record] });
  /** The X-wing (`x`, activated) and a TIE/ph (`p`) beside it performing `action` in its action step. */
  const play = (action: string) => {
    const s = position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      [{ id: 'p', pilot: 'sigmasquadronace', pose: { x: 480, y: 150, heading: 180 }, dial: '1F' }, farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'p'
          ? [d.options.find((o) => o.id.startsWith(action))?.id ?? 'pass']
          : d.kind === 'choose-action' && d.prompt.includes('Test record')
            ? [d.options[0]!.id]
            : undefined,
      table,
    );
    return { s, seen };
  };

  it('the TIE focuses in its action step: the X-wing is offered a focus action, and performs it', () => {
    const { s, seen } = play('focus');
    expect(seen.find((d) => d.prompt.includes('Test record'))?.options.map((o) => o.id)).toEqual(['focus', 'pass']);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
  });
  it('the TIE evades: no evade on the X-wing’s bar, nothing offered', () => {
    const { s } = play('evade');
    expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
  });
});

describe('ignore-obstacles lockedOnly: only the obstacles the ship locks (000 "Objects": ships can lock objects; "Moving Through and Overlapping Obstacles", "Obstruction")', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'ship:ignore-obstacles',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'ignore-obstacles', while: ['moving', 'attacking'], lockedOnly: true },
        summary: 'Test record: obstacles it locks are ignored.',
      },
    ],
  });
  /** The X-wing flies a 2 straight through an asteroid (`rock`), locking it or the other asteroid (`rock2`). */
  const hits = (lock: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2F', locks: [lock] }],
      [farTie],
      {
        obstacles: [
          { id: 'rock', name: 'asteroid-1', pose: { x: 400, y: 210, heading: 0 } },
          { id: 'rock2', name: 'asteroid-2', pose: { x: 700, y: 600, heading: 0 } },
        ],
      },
      table,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    return logged(s, 'obstacle-hit', 'x').length;
  };
  /** The X-wing attacks the TIE across Asteroid 4 (`rock`), locking it or the other asteroid. */
  const obstructed = (lock: string) => {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, locks: [lock] }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 }, round: { engaged: true } }],
      {
        obstacles: [
          { id: 'rock', name: 'asteroid-4', pose: { x: 400, y: 400, heading: 0 } },
          { id: 'rock2', name: 'asteroid-2', pose: { x: 800, y: 100, heading: 0 } },
        ],
      },
      table,
    );
    const seen = playUntil(s, (st) => st.phase !== 'engagement', undefined, table);
    return seen
      .find((d) => d.kind === 'declare-attack' && d.ship === 'x')
      ?.options.filter((o) => o.id.startsWith('attack:t'))
      .map((o) => o.label.includes('obstructed'));
  };

  it('moving: the asteroid it locks has no effect; locking another one, the asteroid hits it', () => {
    expect(hits('rock')).toBe(0);
    expect(hits('rock2')).toBe(1);
  });

  it('attacking: the asteroid it locks does not obstruct; locking another one, it does', () => {
    expect(obstructed('rock')).toEqual([false]);
    expect(obstructed('rock2')).toEqual([true]);
  });
});

describe('engaged and initiative set "current": a destroyed ship that has not engaged engages at the step in progress (001 "Engagement Phase"; 000 "Destroying Ships": simultaneous fire)', () => {
  // A test record on the Academy Pilots: after a friendly ship is destroyed, if it has not engaged, its initiative is
  // the step's in progress until the phase ends.
  const table = abilityTable({
    'pilot:academypilot': [
      {
        source: { kind: 'pilot', xws: 'academypilot' },
        window: 'ship:after-destroyed',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'engaged', who: 'self' } }] },
        optional: false,
        effect: {
          kind: 'last',
          until: 'end-of-engagement-phase',
          window: 'ship:initiative',
          effect: { kind: 'initiative', set: 'current' },
        },
        summary: 'Test record: engage at the current initiative once destroyed.',
      },
    ],
  });
  /** The X-wing (initiative 3) destroys the TIE (initiative 1, 1 hull left), which has engaged or not. */
  const attacksBack = (engaged: boolean): number => {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [
        {
          id: 'a',
          pilot: 'academypilot',
          pose: { x: 400, y: 420, heading: 180 },
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
          ...(engaged ? { round: { engaged: true } } : {}),
        },
      ],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d) => {
        if (d.kind === 'declare-attack') return [d.options.find((o) => o.id.startsWith('attack:'))?.id ?? 'pass'];
        if (d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'attack-faces')
          return ['enter', Array.from({ length: d.count ?? 0 }, () => 'hit')];
        return undefined;
      },
      table,
    );
    expect(shipOf(s, 'a').gone).not.toBeNull();
    return logged(s, 'attack-ended', 'a').length;
  };

  it('not engaged yet: destroyed at initiative 3, the TIE engages at 3 before it leaves', () => {
    expect(attacksBack(false)).toBe(1);
  });

  it('engaged already: it leaves at the end of the step without attacking', () => {
    expect(attacksBack(true)).toBe(0);
  });
});

describe("grant-action 'coordinated-action': the action the coordinated ship performed, as on the coordinating ship's bar (supplement \"Coordinate\")", () => {
  // Test records: after a maneuver the X-wing may coordinate (a granted action); once that is over, it may perform
  // the action the coordinated ship performed when it is on its own bar.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: {
          kind: 'grant-action',
          actions: [{ type: 'coordinate', difficulty: 'white' }],
          why: 'Test coordinate',
        },
        summary: 'Test record: coordinate.',
      },
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'action:after-perform',
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'has-action', who: 'self', action: 'coordinated-action' }],
        },
        optional: false,
        effect: { kind: 'grant-action', actions: 'coordinated-action', why: 'Test same action' },
        summary: 'Test record: the same action.',
      },
    ],
  });
  /** The X-wing coordinates the wingman, which performs `wing` (or passes); returns the X-wing's actions. */
  const actions = (wing: string): unknown[] => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
        {
          id: 'y',
          pilot: 'bluesquadronescort',
          pose: { x: 520, y: 260, heading: 0 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      [farTie],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind !== 'choose-action') return undefined;
        const want =
          d.ship === 'y'
            ? wing
            : d.prompt.includes('Test coordinate')
              ? 'coordinate:y'
              : d.prompt.includes('Test same')
                ? 'focus'
                : 'pass';
        return [d.options.some((o) => o.id === want) ? want : 'pass'];
      },
      table,
    );
    return logged(s, 'action-performed', 'x').map((e) => e.data?.action);
  };

  it('the wingman focuses: the X-wing focuses after its coordinate', () => {
    expect(actions('focus')).toEqual(['coordinate', 'focus']);
  });

  it('the wingman passes: nothing more', () => {
    expect(actions('pass')).toEqual(['coordinate']);
  });
});

describe("choose's second: a second ship picked after the first, named 'second' (000 \"Lock\": a lock acquired by an ability)", () => {
  // A test record: after a maneuver, a friendly ship at range 0–3 locks an enemy at range 0–2 of the X-wing.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'subject-is-self' },
        optional: true,
        choose: { side: 'friendly', range: [0, 3], includeSelf: true, second: { side: 'enemy', range: [0, 2] } },
        effect: { kind: 'acquire-lock', who: 'chosen', on: 'second' },
        summary: 'Test record: a friendly ship locks an enemy.',
      },
    ],
  });
  const play = (tieY: number) => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
        {
          id: 'y',
          pilot: 'bluesquadronescort',
          pose: { x: 520, y: 200, heading: 0 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: tieY, heading: 180 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'use-ability'
          ? [d.options.find((o) => o.id === 'use:y' || o.id === 'use:t')?.id ?? 'decline']
          : undefined,
      table,
    );
    return { s, seen };
  };

  it('the wingman, then the TIE (the only enemy offered): the wingman locks the TIE', () => {
    const { s, seen } = play(350);
    const asked = seen.filter((d) => d.kind === 'use-ability');
    expect(asked.map((d) => d.options.map((o) => o.id))).toEqual([
      ['use:x', 'use:y', 'decline'],
      ['use:t', 'decline'],
    ]);
    expect(shipOf(s, 'y').locks.map((l) => l.target)).toEqual(['t']);
  });

  it('no enemy within range 2: the ability is not offered', () => {
    const { seen } = play(800);
    expect(seen.filter((d) => d.kind === 'use-ability')).toEqual([]);
  });
});

describe('grantedBy: the window after an action an ability granted names that grant (000 "Actions": card abilities may have a ship perform more actions; 001 Activation Phase, Perform Action)', () => {
  const WHY = 'Test grant, after a maneuver';
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', speeds: [1] }] },
        optional: false,
        effect: { kind: 'grant-action', actions: [{ type: 'focus', difficulty: 'white' }], why: WHY },
        summary: 'Test record: a focus action after a speed 1 maneuver.',
      },
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'action:after-perform',
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'grantedBy', oneOf: [WHY] }],
        },
        optional: false,
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
        summary: 'Test record: having focused as granted, an evade token.',
      },
    ],
  });
  /** The X-wing flies `dial` and answers every action prompt with a focus while it can. */
  const fly = (dial: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial }],
      [farTie],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'x'
          ? [d.options.some((o) => o.id === 'focus') ? 'focus' : 'pass']
          : undefined,
      table,
    );
    return s;
  };
  const tokens = (s: GameState) => logged(s, 'token-gained', 'x').map((e) => e.data?.token);

  it('the focus the ability granted after a 1 straight: its "if you do" record answers it', () => {
    expect(tokens(fly('1F'))).toEqual(['evade']);
  });

  it('the focus of the ship’s own Perform Action step (a 2 straight: nothing granted) names no grant', () => {
    const s = fly('2F');
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
    expect(tokens(s)).toEqual([]);
  });
});

describe('set-dial: the revealed dial set to another maneuver (000 "Maneuvers", "Maneuver Difficulty", "Stress"; 001 Activation 2.1 Reveal Dial)', () => {
  /** A test record: once revealed, the X-wing's dial may change to a maneuver of equal speed. */
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'activation:after-reveal',
        when: { kind: 'subject-is-self' },
        optional: true,
        choices: dialChoices({ speed: 'same' }),
        effect: { kind: 'set-dial' },
        summary: 'Test record: set the dial to another maneuver of that speed.',
      },
    ],
  });
  /** The X-wing reveals `dial` (with `extra`) and sets it to `to` when asked; the decisions seen come back too. */
  const fly = (dial: string, to: string, extra: Partial<PositionShip> = {}) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial, ...extra }],
      [farTie],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' ? [d.options.find((o) => o.id === `use:${to}`)?.id ?? 'decline'] : undefined),
      table,
    );
    return { s, seen };
  };
  const executed = (s: GameState) => logged(s, 'maneuver-executed', 'x').map((e) => /executes (\w+)/.exec(e.text)?.[1]);

  it('a white 3 straight set to the red 3 Tallon roll: that maneuver is flown, red of its own, a stress token (001 Check Difficulty)', () => {
    const { s } = fly('3F', '3E');
    expect(logged(s, 'dial-set', 'x').map((e) => e.data?.to)).toEqual(['3E']);
    expect(executed(s)).toEqual(['3E']);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('stressed, a blue 2 straight: the 2 turns (white) are offered, no red one; the blue 2 bank set removes its stress', () => {
    const { s, seen } = fly('2F', '2B', { tokens: { stress: 1 } });
    expect(seen.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id)).toEqual([
      'use:2T',
      'use:2B',
      'use:2N',
      'use:2Y',
      'decline',
    ]);
    expect(executed(s)).toEqual(['2B']);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('stressed, a white 3 straight: the red Tallon rolls are not offered (000 "Stress": a stressed ship sets no red maneuver)', () => {
    const { seen } = fly('3F', '3E', { tokens: { stress: 1 } });
    const ids = seen.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id) ?? [];
    expect(ids).not.toContain('use:3E');
    expect(ids).not.toContain('use:3R');
  });

  it('ionised, the ship flies its ion maneuver: nothing to set, not asked (000 "Ion Tokens")', () => {
    const { s, seen } = fly('3F', '3B', { tokens: { ion: 1 } });
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(logged(s, 'dial-set', 'x')).toHaveLength(0);
  });
});

describe('action:after-fail: an action attempted with no legal way fails (000 Lock, Barrel Roll, Boost; supplement "Jam", "Coordinate": the action fails when no ship can be chosen)', () => {
  /** A test record: after the ship fails an action, it gains an evade token. */
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'action:after-fail',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
        summary: 'Test record: an evade token after a failed action.',
      },
    ],
  });
  /** The X-wing (no enemy within range 3: its lock has no target) answers its action step with `option`. */
  const act = (t: ReturnType<typeof abilityTable>, option: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.ship === 'x' ? [option] : undefined),
      t,
    );
    return { s, seen };
  };

  it('a ship an ability rewards for it may attempt its lock and fail: nothing performed, the window raised', () => {
    const { s, seen } = act(table, 'fail:lock');
    const ids = seen.find((d) => d.ship === 'x')?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('fail:lock');
    expect(ids.filter((id) => id.startsWith('lock'))).toEqual([]);
    expect(logged(s, 'action-failed', 'x').map((e) => e.data?.action)).toEqual(['lock']);
    expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
    expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['evade']);
  });

  it('a ship without such an ability is offered only the actions that can succeed (a failed attempt would do nothing)', () => {
    const { seen } = act(abilityTable(), 'focus');
    const ids = seen.find((d) => d.ship === 'x')?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('focus');
    expect(ids.filter((id) => id.includes('lock'))).toEqual([]);
  });
});

describe('boost-partial: a boost blocked by a ship resolved as a partial maneuver (000 Boost: a ship cannot boost onto another ship; "Moving Through and Overlapping": a partial maneuver backs up along its template)', () => {
  const table = abilityTable({
    'pilot:greensquadronpilot': [
      {
        source: { kind: 'pilot', xws: 'greensquadronpilot' },
        window: 'action:boost-partial',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'boost-partial' },
        summary: 'Test record: a blocked boost made partly.',
      },
    ],
  });
  /** An A-wing flying a 1 straight (to y 230), a TIE at `tieY` having activated; it answers its step with `option`. */
  const boost = (t: ReturnType<typeof abilityTable>, tieY: number, option: string) => {
    const s = position(
      'activation',
      [{ id: 'a', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: tieY, heading: 180 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'a'
          ? [d.options.some((o) => o.id === option) ? option : 'pass']
          : undefined,
      t,
    );
    const step = seen.find((d) => d.kind === 'choose-action' && d.ship === 'a');
    return { s, ids: step?.options.map((o) => o.id) ?? [] };
  };

  it('the 1-straight boost would end on the TIE: the partial boost is offered and stops short of it', () => {
    const { s, ids } = boost(table, 330, 'boost:1F:partial');
    expect(ids).not.toContain('boost:1F');
    expect(ids).toContain('boost:1F:partial');
    const y = shipOf(s, 'a').pose!.y;
    expect(y).toBeGreaterThan(230);
    expect(y).toBeLessThanOrEqual(290 + 1e-6);
  });

  it('without the record, the blocked boost is simply not offered', () => {
    const { ids } = boost(abilityTable(), 330, 'boost:1F:partial');
    expect(ids).not.toContain('boost:1F');
    expect(ids.filter((id) => id.endsWith(':partial'))).toEqual([]);
  });

  it('a boost that can end clear is no partial one: the plain boost only', () => {
    const { ids } = boost(table, 420, 'boost:1F');
    expect(ids).toContain('boost:1F');
    expect(ids.filter((id) => id.endsWith(':partial'))).toEqual([]);
  });
});

describe('keep-action-step: a partial maneuver that keeps the Perform Action step (000 "Overlapping Ships" 3–4: the ship skips it otherwise)', () => {
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:keep-action-step',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'keep-action-step' },
        summary: 'Test record: no Perform Action step skipped after an overlap.',
      },
    ],
  });
  /** An X-wing's 3 straight cut short by an enemy TIE (having activated); every action prompt answered with a focus. */
  const fly = (t: ReturnType<typeof abilityTable>) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '3F' }],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: 345, heading: 180 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      {},
      t,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.ship === 'x' ? ['focus'] : undefined),
      t,
    );
    return s;
  };

  it('with the record: the X-wing, cut short, still performs its action', () => {
    const s = fly(table);
    expect(shipOf(s, 'x').round.partial).toBe(true);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
  });

  it('without it: the Perform Action step is skipped', () => {
    const s = fly(abilityTable());
    expect(logged(s, 'action-skipped', 'x')).toHaveLength(1);
    expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
  });
});

describe('grant-action templates: a boost limited to some templates (000 "Boost": the ship boosts with the 1-bank or 1-straight template; a card may name the one)', () => {
  // Test records: before its reveal the A-wing is offered a boost, of the 1 straight only or of the template its
  // owner answers ('choice').
  const table = (templates: readonly string[] | 'choice') =>
    abilityTable({
      'pilot:greensquadronpilot': [
        {
          source: { kind: 'pilot', xws: 'greensquadronpilot' },
          window: 'activation:before-reveal',
          when: { kind: 'subject-is-self' },
          optional: templates === 'choice',
          ...(templates === 'choice'
            ? { choices: () => ['1B', '1N'].map((t) => ({ id: t, label: `the ${t} template` })) }
            : {}),
          effect: {
            kind: 'grant-action',
            actions: [{ type: 'boost', difficulty: 'white' }],
            why: 'test boost',
            templates,
          },
          summary: 'Test record: a boost of some templates before the reveal.',
        },
      ],
    });
  /** The A-wing at (400, 150) is offered the boost; `answer` picks what it boosts with. */
  const play = (templates: readonly string[] | 'choice', answer: (d: Decision) => [string] | undefined) => {
    const t = table(templates);
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [farTie],
      {},
      t,
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation', answer, t);
    const boosts = seen
      .filter((d) => d.kind === 'choose-action' && d.prompt.includes('test boost'))
      .flatMap((d) => d.options.map((o) => o.id));
    return { s, boosts };
  };

  it('named templates: only the 1-straight boost is offered (the A-wing’s banks are not), and it is performed', () => {
    const { s, boosts } = play(['1F'], (d) =>
      d.kind === 'choose-action' && d.prompt.includes('test boost') ? ['boost:1F'] : undefined,
    );
    expect(boosts).toEqual(['boost:1F', 'pass']);
    expect(logged(s, 'action-performed', 'x')[0]?.data?.option).toBe('boost:1F');
  });

  it('the template answered: the 1 bank right only', () => {
    const { s, boosts } = play('choice', (d) =>
      d.kind === 'use-ability'
        ? ['use:1N']
        : d.kind === 'choose-action' && d.prompt.includes('test boost')
          ? ['boost:1N']
          : undefined,
    );
    expect(boosts).toEqual(['boost:1N', 'pass']);
    expect(logged(s, 'action-performed', 'x')[0]?.data?.option).toBe('boost:1N');
  });

  it('an empty list keeps no placement: the word narrows a boost, never widens one (nothing is asked)', () => {
    const { boosts } = play([], () => undefined);
    expect(boosts).toEqual([]);
  });
});

describe('rotate-ship who: another named ship turns in place (000 "Overlapping Ships": a turn onto a ship is not made)', () => {
  // Test record: after its maneuver the X-wing picks a friendly ship at range 1–3, which turns 90° right.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'maneuver:after-execute',
        when: { kind: 'subject-is-self' },
        optional: true,
        choose: { side: 'friendly', range: [1, 3] },
        effect: { kind: 'rotate-ship', angle: 90, who: 'chosen' },
        summary: 'Test record: a friendly ship turns 90° right.',
      },
    ],
  });
  it('the chosen wingman turns; the X-wing keeps its heading', () => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
        {
          id: 'w',
          pilot: 'bluesquadronescort',
          pose: { x: 250, y: 150, heading: 0 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      [farTie],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' ? ['use:w'] : undefined),
      table,
    );
    expect(shipOf(s, 'w').pose!.heading).toBe(90);
    expect(shipOf(s, 'x').pose!.heading).toBe(0);
    expect(logged(s, 'ship-rotated', 'w').map((e) => e.data?.angle)).toEqual([90]);
  });
});
