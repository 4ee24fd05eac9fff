/**
 * The v-lasting words of issue 21, each played through `createFromPosition` + `applyInPlace` with a record this test
 * adds to the game's ability table: lasting effects kept in the game state and ended by the flow, auras, "instead"
 * at its two replacement points, and the standing queries (initiative, action bar and colours, range bonus, arcs).
 */
import { describe, expect, it } from 'vitest';
import { extraDice } from '@xwing/dice';
import { abilityTable, type GameState } from '@xwing/engine';
import type { Ability, Effect } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, hasLogged, picks, playUntil, position, shipOf } from './flow-harness.js';
import { diceCounts, imperial, rebel } from './spec-helpers.js';

const uses = (s: GameState, source: string) =>
  s.log.filter((e) => e.type === 'ability-used' && e.data?.source === source);

/** A test record of the X-wing pilot (in our own words), mandatory and always holding unless told. */
function record(window: Ability['window'], effect: Effect, fields: Partial<Ability> = {}): Ability {
  return {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window,
    when: { kind: 'always' },
    optional: false,
    effect,
    summary: 'Test record.',
    ...fields,
  };
}

const KEY = 'pilot:redsquadronveteran';
const isAttacker = { kind: 'attack-role', role: 'attacker' } as const;
const isDefender = { kind: 'attack-role', role: 'defender' } as const;

/** x (X-wing, initiative 4) attacks t (Academy Pilot) at range 2 straight ahead: the attack and defense dice counts. */
function attackCounts(table: ReturnType<typeof abilityTable>, y = 550) {
  const s = position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'academypilot', 400, y)],
    {},
    table,
  );
  let kept: unknown;
  const seen = playUntil(
    s,
    hasLogged('attack-ended', 'x'),
    answers(
      (d, st) => {
        // Plain data: while the attack goes on, the saved game holds the entry as JSON.
        if (d.kind === 'enter-dice' && st.lasting) kept = JSON.parse(JSON.stringify(st.lasting));
        return undefined;
      },
      attacks('x', 't'),
    ),
    table,
  );
  return { s, kept, ...diceCounts(seen, 'x', 't') };
}

describe('lasting effects (state.lasting): started by `last`, read by the queries, ended by the flow', () => {
  // 001 Engagement 3 (Roll Defense Dice) reads the dice count; the entry lasts "until the end of the attack".
  const table = abilityTable({
    [KEY]: [
      record(
        'attack:after-declare',
        {
          kind: 'last',
          until: 'end-of-attack',
          window: 'attack:roll-defense-dice',
          who: 'other',
          while: isDefender,
          effect: { kind: 'dice', modification: extraDice('defense', -1, 'attacker') },
        },
        { when: isAttacker },
      ),
    ],
  });

  it('the defender rolls one die fewer while it lasts, and it ends with the attack', () => {
    const plain = attackCounts(abilityTable());
    const { s, defense, kept } = attackCounts(table);
    expect(kept).toMatchObject([{ ship: 't', owner: 'x', until: 'end-of-attack', window: 'attack:roll-defense-dice' }]);
    expect(uses(s, KEY).length).toBeGreaterThan(0);
    expect(defense).toBe(plain.defense! - 1);
    expect(s.log.some((e) => e.type === 'lasting-started' && e.ship === 't')).toBe(true);
    expect(s.log.some((e) => e.type === 'lasting-ended' && e.ship === 't')).toBe(true);
    expect(s.lasting).toBeUndefined();
  });

  it('"until the end of the round": kept through the End Phase\'s own steps, gone as the round ends (001 Round 5)', () => {
    const lastingTable = abilityTable({
      [KEY]: [
        record('end:start', {
          kind: 'last',
          until: 'end-of-round',
          window: 'action:while-stressed',
          effect: { kind: 'actions-while-stressed', difficulty: 'red' },
        }),
      ],
    });
    const s = position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [imperial('t', 'academypilot', 400, 800)],
      {},
      lastingTable,
    );
    // No decision in this End Phase: the position plays it out at once (into round 2's Planning Phase).
    const types = s.log.map((e) => e.type);
    const started = types.indexOf('lasting-started');
    expect(started).toBeGreaterThan(-1);
    expect(s.log[started]!.data).toMatchObject({ source: `${KEY}#0`, until: 'end-of-round' });
    expect(types.indexOf('end-phase')).toBeGreaterThan(started);
    expect(types.indexOf('lasting-ended')).toBeGreaterThan(types.indexOf('end-phase'));
    expect(s.round).toBe(2);
    expect(s.lasting).toBeUndefined();
  });

  it.each(['end-of-activation-phase', 'end-of-phase'] as const)(
    'a lasting initiative (until %s) changes the activation order, then ends',
    (until) => {
      // 001 Round 3: ships activate from the lowest initiative; the X-wing (4) set to 0 moves before the TIE (1).
      const initTable = abilityTable({
        [KEY]: [
          record(
            'phase:start',
            {
              kind: 'last',
              until,
              window: 'ship:initiative',
              effect: { kind: 'initiative', set: 0 },
            },
            { when: { kind: 'subject-data', key: 'phase', oneOf: ['activation'] } },
          ),
        ],
      });
      const order = (table: ReturnType<typeof abilityTable>) => {
        const s = position(
          'activation',
          [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F' })],
          [imperial('t', 'academypilot', 100, 800, { dial: '1F' })],
          {},
          table,
        );
        playUntil(s, (st) => st.phase !== 'activation', undefined, table);
        return { s, order: s.log.filter((e) => e.type === 'maneuver-executed').map((e) => e.ship) };
      };
      expect(order(abilityTable()).order).toEqual(['t', 'x']);
      const { s, order: changed } = order(initTable);
      expect(changed).toEqual(['x', 't']);
      expect(s.lasting).toBeUndefined();
    },
  );
});

describe('auras: a standing record reaching other ships (Ability.reach)', () => {
  // 000 "Ship Abilities"/"Range": a friendly ship at range 0–1 of x has 1 more agility (001 Engagement 3).
  const table = abilityTable({
    [KEY]: [
      record(
        'ship:stat',
        { kind: 'stat', stat: 'agility', delta: 1 },
        {
          reach: { side: 'friendly', min: 0, max: 1 },
        },
      ),
    ],
  });
  const defended = (yX: number) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', yX, 300), rebel('y', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450)],
      {},
      table,
    );
    const seen = playUntil(s, hasLogged('attack-ended', 't'), answers(attacks('t', 'y')), table);
    return diceCounts(seen, 't', 'y').defense;
  };

  it('reaches a friendly ship at range 1, not one at range 3, and not its own ship', () => {
    expect(defended(520)).toBe(3);
    expect(defended(700)).toBe(2);
    // Its own ship: x defends with its printed agility (the aura reaches the others only).
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450)],
      {},
      table,
    );
    const seen = playUntil(s, hasLogged('attack-ended', 't'), answers(attacks('t', 'x')), table);
    expect(diceCounts(seen, 't', 'x').defense).toBe(2);
  });
});

describe('"instead": replacements at their root (abilities/replace.ts)', () => {
  const stress = record('end:start', { kind: 'gain-token', token: 'stress', count: 1, who: 'self' });
  const endOf = (table: ReturnType<typeof abilityTable>) => {
    const s = position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [imperial('t', 'academypilot', 400, 800)],
      {},
      table,
    );
    playUntil(s, (st) => st.phase !== 'end', undefined, table);
    return shipOf(s, 'x');
  };

  it('a token gained: a strain token instead of a stress token (000 "Stress Tokens")', () => {
    const table = abilityTable({
      [KEY]: [
        stress,
        record(
          'instead:gain-token',
          { kind: 'instead', effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' } },
          { when: { kind: 'subject-data', key: 'token', oneOf: ['stress'] } },
        ),
      ],
    });
    const x = endOf(table);
    expect(x.tokens.stress ?? 0).toBe(0);
    expect(x.tokens.strain).toBe(1);
    expect(endOf(abilityTable({ [KEY]: [stress] })).tokens.stress).toBe(1);
  });

  it('damage suffered: a stress token instead of the damage (000 "Damage")', () => {
    const hit = record('end:start', { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' });
    const table = abilityTable({
      [KEY]: [
        hit,
        record('instead:suffer-damage', {
          kind: 'instead',
          effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
        }),
      ],
    });
    const x = endOf(table);
    expect(x.shields).toBe(2);
    expect(x.tokens.stress).toBe(1);
    expect(endOf(abilityTable({ [KEY]: [hit] })).shields).toBe(1);
  });
});

describe('standing queries', () => {
  it('range bonus (000 "Range Bonuses"): the defender cancels the attacker\'s at range 1', () => {
    const table = abilityTable({
      'pilot:academypilot': [
        {
          ...record('attack:range-bonus', { kind: 'no-range-bonus', dice: 'attack' }, { when: isDefender }),
          source: { kind: 'pilot', xws: 'academypilot' },
        },
      ],
    });
    expect(attackCounts(abilityTable(), 420).attack).toBe(4);
    expect(attackCounts(table, 420).attack).toBe(3);
    // Its condition: only while it defends.
    expect(attackCounts(table, 550).attack).toBe(3);
  });

  const actionsOffered = (table: ReturnType<typeof abilityTable>) => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F' })],
      [imperial('t', 'academypilot', 100, 800, { dial: '1F' })],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'x',
      undefined,
      table,
    );
    void seen;
    return { s, options: s.pending?.options.map((o) => o.id) ?? [] };
  };

  it('action bar (001 Perform Action): an added action is offered; a colour changed makes it red', () => {
    expect(actionsOffered(abilityTable()).options.some((o) => o.startsWith('boost'))).toBe(false);
    const bar = abilityTable({
      [KEY]: [record('action:bar', { kind: 'add-actions', actions: [{ type: 'boost', difficulty: 'white' }] })],
    });
    expect(actionsOffered(bar).options.some((o) => o.startsWith('boost'))).toBe(true);
    const red = abilityTable({
      [KEY]: [record('action:difficulty', { kind: 'action-difficulty', actions: ['focus'], from: 'white', to: 'red' })],
    });
    const { s } = actionsOffered(red);
    playUntil(s, (st) => (shipOf(st, 'x').tokens.focus ?? 0) > 0, picks('choose-action', 'focus', 'x'), red);
    // A red action gives a stress token (000 "Actions").
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('arcs (000 "Firing Arcs"): a rear arc given lets the primary weapon attack from it', () => {
    const rear = (table: ReturnType<typeof abilityTable>, y: number) => {
      const s = position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 500)],
        [imperial('t', 'academypilot', 400, y)],
        {},
        table,
      );
      playUntil(s, (st) => st.pending?.kind === 'declare-attack' && st.pending.ship === 'x', undefined, table);
      const d = s.pending;
      return d?.kind === 'declare-attack' ? d.options.filter((o) => o.id.endsWith(':rear')).length : 0;
    };
    const arc = abilityTable({ [KEY]: [record('ship:arc', { kind: 'add-arc', arc: 'rear' })] });
    expect(rear(abilityTable(), 300) + rear(abilityTable(), 700)).toBe(0);
    expect(rear(arc, 300) + rear(arc, 700)).toBe(1);
  });
});

describe("\"unless\": the affected ship's player decides (an 'unless' decision)", () => {
  // 002 "Card abilities": the named player decides; after x attacks, t's player gains a stress token or t suffers a hit.
  const table = abilityTable({
    [KEY]: [
      record(
        'attack:after',
        {
          kind: 'unless',
          who: 'other',
          pay: [{ kind: 'gain-token', token: 'stress', count: 1 }],
          otherwise: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'other' },
        },
        { when: isAttacker },
      ),
    ],
  });
  const play = (answer: 'pay' | 'refuse') => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 550)],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers((d) => (d.kind === 'unless' ? [answer] : undefined), attacks('x', 't')),
      table,
    );
    return { s, asked: seen.filter((d) => d.kind === 'unless') };
  };

  it("asks the other party's player; paying stops the effect", () => {
    const { s, asked } = play('pay');
    expect(asked.map((d) => [d.player, d.ship])).toEqual([[1, 't']]);
    expect(shipOf(s, 't').tokens.stress).toBe(1);
    expect(shipOf(s, 't').damage).toHaveLength(0);
  });

  it('not paying lets the effect resolve', () => {
    const { s } = play('refuse');
    expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
    expect(shipOf(s, 't').damage).toHaveLength(1);
  });
});

describe('a lasting permission: "that ship cannot attack this round" (001 Engagement 1, Declare Target)', () => {
  const table = abilityTable({
    [KEY]: [
      record(
        'attack:after',
        {
          kind: 'last',
          until: 'end-of-round',
          window: 'attack:allowed',
          who: 'other',
          effect: { kind: 'cannot-attack', why: 'held back this round' },
        },
        { when: isAttacker },
      ),
    ],
  });
  const tAttacks = (t: ReturnType<typeof abilityTable>) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 550)],
      {},
      t,
    );
    playUntil(s, (st) => st.phase !== 'engagement', answers(attacks('x', 't'), attacks('t', 'x')), t);
    return s.log.filter((e) => e.type === 'attack-declared' && e.ship === 't').length;
  };

  it('the defender x attacked (initiative 4) cannot attack back this round (initiative 1)', () => {
    expect(tAttacks(abilityTable())).toBe(1);
    expect(tAttacks(table)).toBe(0);
  });
});

describe('"until the end of your engagement" ends when the ship engages with nothing to attack', () => {
  // 001 Round 4 (Engagement Phase): every ship engages in initiative order, whether or not it can attack; an effect
  // lasting until the end of its engagement ends there, not at a later attack or round.
  const table = abilityTable({
    [KEY]: [
      record(
        'engagement:before-engage',
        {
          kind: 'last',
          until: 'end-of-engagement',
          window: 'attack:roll-attack-dice',
          effect: { kind: 'dice', modification: extraDice('attack', 1) },
        },
        { when: { kind: 'subject-is-self' } },
      ),
    ],
  });

  it('x (no enemy in its arc) engages: its entry ends before the TIE engages', () => {
    // The TIE sits behind the X-wing, facing away: neither has a target; x (initiative 4) engages first.
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 500)],
      [imperial('t', 'academypilot', 400, 250)],
      {},
      table,
    );
    const types = s.log.map((e) => `${e.type}:${e.ship ?? ''}`);
    const noAttack = types.indexOf('no-attack:x');
    expect(types.indexOf('lasting-started:x')).toBeGreaterThan(-1);
    expect(noAttack).toBeGreaterThan(types.indexOf('lasting-started:x'));
    expect(types.indexOf('lasting-ended:x')).toBeGreaterThan(noAttack);
    expect(s.lasting).toBeUndefined();
  });
});
