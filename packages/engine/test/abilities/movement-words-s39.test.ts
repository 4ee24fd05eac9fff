/**
 * Movement words grown in session 39, each shown through `createFromPosition` + `applyInPlace` with records this test
 * adds to the game's ability table; the rules documents' sections are cited with each case.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState } from '@xwing/engine';
import type { Ability, Condition } from '../../src/abilities/vocabulary/types.js';
import { logged, playUntil, position, shipOf } from './flow-harness.js';

describe('moved-through-obstacle ignored: obstacles the ship ignores while moving are still moved through (000 "Moving Through and Overlapping Obstacles"; 001 Activation 2.1)', () => {
  const pilot = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
  /** Test records: the X-wing ignores obstacles while moving, and gains a focus token after a maneuver through one. */
  const table = (through: Condition) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: pilot,
          window: 'ship:ignore-obstacles',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'ignore-obstacles', while: ['moving'] },
          summary: 'Test record: ignore obstacles while moving.',
        },
        {
          source: pilot,
          window: 'maneuver:after-execute',
          when: { kind: 'all', of: [{ kind: 'subject-is-self' }, through] },
          optional: false,
          effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          summary: 'Test record: a focus token after a maneuver through an obstacle.',
        },
      ] satisfies Ability[],
    });
  const focusGained = (s: GameState) => logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'focus').length;
  const play = (t: ReturnType<typeof abilityTable>) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '3F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 230, heading: 0 } }] },
      t,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, t);
    return s;
  };

  it('a 3 straight through an ignored asteroid: no damage, and with `ignored` the record holds', () => {
    const s = play(table({ kind: 'moved-through-obstacle', ignored: true }));
    expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.obstacles).toEqual([]);
    expect(logged(s, 'damage-suffered', 'x')).toEqual([]);
    expect(focusGained(s)).toBe(1);
  });

  it('without `ignored` the ignored asteroid was not moved through for the condition', () => {
    const s = play(table({ kind: 'moved-through-obstacle' }));
    expect(focusGained(s)).toBe(0);
  });

  /** An RZ-1 A-wing (a white boost) that ignores obstacles boosts through an asteroid after a 1 straight. */
  const boost = (through: Condition) => {
    const a = { kind: 'pilot', xws: 'greensquadronpilot' } as const;
    const t = abilityTable({
      'pilot:greensquadronpilot': [
        {
          source: a,
          window: 'ship:ignore-obstacles',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'ignore-obstacles', while: ['moving'] },
          summary: 'Test record: ignore obstacles while moving.',
        },
        {
          source: a,
          window: 'action:after-perform',
          when: { kind: 'all', of: [{ kind: 'subject-is-self' }, through] },
          optional: false,
          effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          summary: 'Test record: a focus token after a move through an obstacle.',
        },
      ],
    });
    const s = position(
      'activation',
      [{ id: 'a', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 300, heading: 0 } }] },
      t,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.ship === 'a' ? ['boost:1F'] : undefined),
      t,
    );
    return s;
  };
  const boostFocus = (s: GameState) => logged(s, 'token-gained', 'a').filter((e) => e.data?.token === 'focus').length;

  it('a boost through an ignored asteroid: `reposition` with `ignored` reads it (ShipState.round.crossedIgnored)', () => {
    const s = boost({ kind: 'moved-through-obstacle', reposition: true, ignored: true });
    expect(logged(s, 'action-performed', 'a').map((e) => e.data?.option)).toEqual(['boost:1F']);
    expect(logged(s, 'damage-suffered', 'a')).toEqual([]);
    expect(boostFocus(s)).toBe(1);
  });

  it('`reposition` alone reads only the obstacles an ability let it cross with their effects: none here', () => {
    expect(boostFocus(boost({ kind: 'moved-through-obstacle', reposition: true }))).toBe(0);
  });
});

describe('more-targets charge: a ship beyond the band chosen for charges of the card (000 "List of Actions", Jam: range 1; "Charges")', () => {
  const upgrade = { kind: 'upgrade', xws: 'concussionmissiles', side: 0 } as const;
  /** A test record: the HWK's jam reaches a ship at range 2 for a charge of its missiles' card. */
  const table = abilityTable({
    'upgrade:concussionmissiles:0': [
      {
        source: upgrade,
        window: 'action:targets',
        when: { kind: 'always' },
        optional: false,
        effect: {
          kind: 'more-targets',
          action: 'jam',
          minRange: 2,
          charge: 1,
          where: { kind: 'range', to: 'other', min: 2, max: 2 },
        },
        summary: 'Test record: jam at range 2 for a charge.',
      },
    ],
  });
  /** An HWK-290 (red jam) flies a 1 straight to range 2 of a TIE ahead, its card holding `charges`; it jams if it can. */
  const play = (charges: number): { s: GameState; menu: string[] } => {
    const s = position(
      'activation',
      [
        {
          id: 'h',
          pilot: 'rebelscout',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '1F',
          upgrades: [{ xws: 'concussionmissiles', charges }],
        },
      ],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: 420, heading: 180 },
          dial: '1F',
          round: { activated: true },
        },
      ],
      {},
      table,
    );
    let menu: string[] = [];
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind !== 'choose-action' || d.ship !== 'h') return undefined;
        menu = d.options.map((o) => o.id);
        return menu.includes('jam:t') ? ['jam:t'] : ['pass'];
      },
      table,
    );
    return { s, menu };
  };

  it('with a charge the TIE at range 2 is offered, the charge paid as the jam is performed', () => {
    const { s, menu } = play(1);
    expect(menu).toContain('jam:t');
    expect(logged(s, 'action-performed', 'h').map((e) => e.data?.option)).toEqual(['jam:t']);
    expect(shipOf(s, 'h').upgrades[0]!.charges).toBe(0);
    expect(logged(s, 'ability-used', 'h').map((e) => e.data?.source)).toContain('upgrade:concussionmissiles:0');
  });

  it('with none it is not: the rules’ band (range 1) holds', () => {
    const { s, menu } = play(0);
    expect(menu).not.toContain('jam:t');
    expect(logged(s, 'action-performed', 'h')).toEqual([]);
  });
});

describe('actions-performed whileStressed: the actions the ship performed while stressed, a permission letting it (000 "Stress": a stressed ship performs no action)', () => {
  const pilot = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
  /** Test records: the X-wing may focus while stressed; after a focus performed so, it gains an evade token. */
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: pilot,
        window: 'action:while-stressed',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'actions-while-stressed', difficulty: 'white', actions: ['focus'] },
        summary: 'Test record: focus while stressed.',
      },
      {
        source: pilot,
        window: 'action:after-perform',
        when: {
          kind: 'all',
          of: [
            { kind: 'subject-is-self' },
            { kind: 'actions-performed', atLeast: 1, actions: ['focus'], whileStressed: true },
          ],
        },
        optional: false,
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
        summary: 'Test record: an evade token after a focus performed while stressed.',
      },
    ],
  });
  /** The X-wing (`stress` stress tokens) executes a white 2 turn and focuses. */
  const play = (stress: number) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2T', tokens: { stress } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.ship === 'x' ? ['focus'] : undefined),
      table,
    );
    return s;
  };
  const evades = (s: GameState) => logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'evade').length;

  it('stressed, it focuses by the permission: the focus counts', () => {
    const s = play(1);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
    expect(evades(s)).toBe(1);
  });

  it('unstressed, the same focus does not', () => {
    const s = play(0);
    expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
    expect(evades(s)).toBe(0);
  });
});

describe('execute-as to and white: a fixed maneuver executed instead, as a white one (001 Activation 2.2 Execute Maneuver, 2.3 Check Difficulty: a red maneuver gives a stress token)', () => {
  const pilot = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
  /** A test record: before executing, the X-wing executes a 1 straight instead, white when `white`. */
  const table = (white: boolean) =>
    abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: pilot,
          window: 'maneuver:before-execute',
          when: { kind: 'subject-is-self' },
          optional: false,
          effect: { kind: 'execute-as', to: '1F', ...(white ? { white: true } : {}) },
          summary: 'Test record: a 1 straight instead.',
        },
      ],
    });
  const play = (white: boolean) => {
    const t = table(white);
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '4K' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      {},
      t,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, t);
    return s;
  };

  it('the red 4 Koiogran turn revealed, the 1 straight is executed white: no stress token', () => {
    const s = play(true);
    expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.maneuver)).toEqual(['1F']);
    expect(logged(s, 'maneuver-difficulty-changed', 'x').map((e) => e.data?.to)).toEqual(['white']);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('without `white` it keeps the revealed red difficulty: a stress token', () => {
    const s = play(false);
    expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.maneuver)).toEqual(['1F']);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });
});

describe('record-used: another record of the same card, limited, already used this round (001 "Abilities": a card offering one choice two ways)', () => {
  const pilot = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
  /**
   * Test records: after its maneuver the X-wing may gain a focus token (#0, once per round) or else an evade token
   * (#1, once per round, only while #0 is unused).
   */
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: pilot,
        window: 'maneuver:after-execute',
        when: { kind: 'subject-is-self' },
        optional: true,
        limit: 'once-per-round',
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'Test record: a focus token.',
      },
      {
        source: pilot,
        window: 'maneuver:after-execute',
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'record-used', index: 0 } }],
        },
        optional: true,
        limit: 'once-per-round',
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
        summary: 'Test record: an evade token.',
      },
    ],
  });
  /** The X-wing executes a 1 straight, answering the focus record with `focus` and the evade record with 'use'. */
  const play = (focus: 'use' | 'decline') => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' && d.ship === 'x' ? [d.prompt.includes('focus') ? focus : 'use'] : undefined),
      table,
    );
    return logged(s, 'token-gained', 'x').map((e) => e.data?.token);
  };

  it('the focus record used: the evade record is not offered', () => {
    expect(play('use')).toEqual(['focus']);
  });

  it('the focus record declined: the evade record is offered and used', () => {
    expect(play('decline')).toEqual(['evade']);
  });
});

describe('agility-as-speed: the agility treated as the speed executed this round when higher (001 Engagement 3.1: the defender rolls its agility in dice)', () => {
  /** A test record: the X-wing (agility 2) defends with its executed speed as its agility. */
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'ship:stat',
        when: { kind: 'attack-role', role: 'defender' },
        optional: false,
        effect: { kind: 'agility-as-speed' },
        summary: 'Test record: agility as the speed executed.',
      },
    ],
  });
  /** The X-wing executes `dial` from (400, 150); the TIE at (400, 450), done activating, attacks it: its dice. */
  const defenseDice = (dial: string) => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, round: { activated: true } }],
      {},
      table,
    );
    let count: number | undefined;
    playUntil(
      s,
      (st) => st.log.some((e) => e.type === 'attack-ended' && e.ship === 't'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 't') {
          const o = d.options.find((x) => x.id.startsWith('attack:x:primary'));
          return o ? [o.id] : undefined;
        }
        if (d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'defense-faces' && count === undefined)
          count = d.count;
        return undefined;
      },
      table,
    );
    return { s, count };
  };

  it('a 4 straight (speed 4) executed: 4 defense dice', () => {
    const { count } = defenseDice('4F');
    expect(count).toBe(4);
  });

  it('a 1 straight: the lower speed is not taken, 2 dice (its agility)', () => {
    expect(defenseDice('1F').count).toBe(2);
  });
});
