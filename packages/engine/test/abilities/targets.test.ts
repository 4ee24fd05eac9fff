/**
 * The targeting words (issue 21; docs/abilities.md "Targeting words"), each played through `createFromPosition` +
 * `applyInPlace` with test records added to the game's table: a ship named by reference (self, other, attacker,
 * defender, chosen), a ship chosen as data (`choose`), the ships counted around (`ships-near`), the pilot, lock and
 * lock-permission conditions, the `acquire-lock` effect, and the lock / coordinate / jam ranges as a standing query.
 * Rules: 000 "Friendly and Enemy" (a ship is friendly to itself), "Measuring Range" (range 0 of itself), "Arcs",
 * "Performing an Attack", "Lock", "List of Actions" (Lock 0–3, Coordinate 1–2, Jam 1).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, applyInPlace, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { content, hasLogged, leaves, logged, playUntil, position, shipOf } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';

/**
 * A test record of the generic X-wing pilot (in our own words): by default optional, gaining a stress token (a token
 * the End Phase does not remove, unlike focus).
 */
function record(fields: Partial<Ability>): Ability {
  return {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'end:start',
    when: { kind: 'always' },
    optional: true,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record.',
    ...fields,
  };
}

const xwing = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot: 'redsquadronveteran',
  pose: { x, y, heading: 0 },
  ...extra,
});
const escort = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot: 'bluesquadronescort',
  pose: { x, y, heading: 0 },
  ...extra,
});
const tie = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot: 'academypilot',
  pose: { x, y, heading: 180 },
  ...extra,
});

/** The End Phase of a table with the test records: returns the decisions asked, answered by `answer` (else default). */
function endPhase(
  records: Ability[],
  rebels: PositionShip[],
  empire: PositionShip[],
  answer: (d: Decision) => [string] | undefined = () => undefined,
): { s: GameState; seen: Decision[]; table: ReturnType<typeof abilityTable> } {
  const table = abilityTable({ [KEY]: records });
  const s = position('end', rebels, empire, {}, table);
  const seen = playUntil(s, leaves('end'), (d) => answer(d), table);
  return { s, seen, table };
}

const asked = (seen: Decision[]) => seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Test record'));

describe('choose: a ship chosen as data, asked as one use:<ship> option each (000 "Friendly and Enemy", "Measuring Range")', () => {
  const giveFocus = record({
    choose: { side: 'friendly', range: [1, 2], label: 'gains a stress token' },
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
  });

  it('a friendly ship at range 1 is offered by name; choosing it acts on that ship, not on the chooser', () => {
    const { s, seen } = endPhase(
      [giveFocus],
      [xwing('x', 400, 150), escort('w', 500, 150)],
      [tie('t', 460, 250)],
      (d) => (d.kind === 'use-ability' ? ['use:w'] : undefined),
    );
    const q = asked(seen)[0]!;
    // The enemy TIE at range 1 is not friendly; the X-wing itself is at range 0 (outside the band, and not included).
    expect(q.options.map((o) => o.id)).toEqual(['use:w', 'decline']);
    expect(q.options[0]!.label).toMatch(/gains a stress token/);
    expect(shipOf(s, 'w').tokens.stress).toBe(1);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('no friendly ship in the band: the ability is not offered at all', () => {
    const { seen } = endPhase([giveFocus], [xwing('x', 400, 150), escort('w', 800, 800)], [tie('t', 460, 250)]);
    expect(asked(seen)).toEqual([]);
  });

  it('includeSelf: the ability’s own ship is a candidate at range 0 of itself; enemy / any sides', () => {
    const self = record({
      choose: { side: 'friendly', range: [0, 1], includeSelf: true },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    });
    const { seen } = endPhase([self], [xwing('x', 400, 150), escort('w', 500, 150)], [tie('t', 460, 250)]);
    expect(asked(seen)[0]!.options.map((o) => o.id)).toEqual(['use:x', 'use:w', 'decline']);
    const enemy = record({ choose: { side: 'enemy', range: [0, 3] } });
    const e = endPhase([enemy], [xwing('x', 400, 150), escort('w', 500, 150)], [tie('t', 460, 250)]);
    expect(asked(e.seen)[0]!.options.map((o) => o.id)).toEqual(['use:t', 'decline']);
    const any = record({ choose: { side: 'any', range: [1, 1] } });
    const a = endPhase([any], [xwing('x', 400, 150), escort('w', 500, 150)], [tie('t', 460, 250)]);
    expect(new Set(asked(a.seen)[0]!.options.map((o) => o.id))).toEqual(new Set(['use:w', 'use:t', 'decline']));
  });

  it('inArc and where (seen from the candidate: self is the candidate, other the chooser)', () => {
    // The X-wing faces up the table: the TIE ahead is in its front arc, the one behind is not.
    const ahead = record({ choose: { side: 'enemy', inArc: { arc: 'front' } } });
    const r = endPhase([ahead], [xwing('x', 400, 300)], [tie('a', 400, 450), tie('b', 400, 150)]);
    expect(asked(r.seen)[0]!.options.map((o) => o.id)).toEqual(['use:a', 'decline']);
    // Only a candidate holding a stress token; the chooser ('other' there) must hold a focus token.
    const stressed = record({
      choose: {
        side: 'enemy',
        where: {
          kind: 'all',
          of: [
            { kind: 'has-token', token: 'stress', who: 'self' },
            { kind: 'has-token', token: 'focus', who: 'other' },
          ],
        },
      },
    });
    const tables = (focus: number) =>
      endPhase(
        [stressed],
        [xwing('x', 400, 300, { tokens: { focus } })],
        [tie('a', 400, 450, { tokens: { stress: 1 } }), tie('b', 400, 150)],
      );
    expect(asked(tables(1).seen)[0]!.options.map((o) => o.id)).toEqual(['use:a', 'decline']);
    expect(asked(tables(0).seen)).toEqual([]);
  });

  it('has-token with only atMost counts from zero ("a ship with no stress token")', () => {
    const calm = record({
      choose: { side: 'enemy', where: { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' } },
    });
    const r = endPhase(
      [calm],
      [xwing('x', 400, 300)],
      [tie('a', 400, 450, { tokens: { stress: 1 } }), tie('b', 400, 150)],
    );
    expect(asked(r.seen)[0]!.options.map((o) => o.id)).toEqual(['use:b', 'decline']);
  });

  it('a mandatory ability that chooses is asked without "decline", which is refused', () => {
    const must = record({
      optional: false,
      choose: { side: 'friendly', range: [1, 2] },
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
    });
    const table = abilityTable({ [KEY]: [must] });
    const s = position('end', [xwing('x', 400, 150), escort('w', 500, 150)], [tie('t', 800, 800)], {}, table);
    playUntil(s, (st) => st.pending?.kind === 'use-ability', undefined, table);
    const d = s.pending!;
    expect(d.options.map((o) => o.id)).toEqual(['use:w']);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: 'decline' }, content, table);
    expect(r.ok).toBe(false);
    playUntil(s, leaves('end'), (q) => (q.kind === 'use-ability' ? ['use:w'] : undefined), table);
    expect(shipOf(s, 'w').tokens.stress).toBe(1);
  });

  it('a then question after the chosen ship sees it as chosen', () => {
    const then = record({
      choose: { side: 'friendly', range: [1, 2] },
      choices: undefined,
      then: [
        (_ctx, _me, subject) => [
          { id: 'stress', label: `stress ${String(subject.data?.chosen)}` },
          { id: 'focus', label: 'focus' },
        ],
      ],
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    });
    let label = '';
    endPhase([then], [xwing('x', 400, 150), escort('w', 500, 150)], [tie('t', 800, 800)], (d) => {
      if (d.kind !== 'use-ability') return undefined;
      if (d.options.some((o) => o.id === 'use:stress')) {
        label = d.options[0]!.label;
        return ['use:focus'];
      }
      return ['use:w'];
    });
    expect(label).toBe('stress w');
  });
});

describe('the attacker and the defender as ships an effect names (000 "Performing an Attack")', () => {
  it('after the attack, the defender’s record gives the attacker a stress token and the defender a focus token', () => {
    const rec = record({
      window: 'attack:after',
      optional: false,
      when: { kind: 'attack-role', role: 'defender' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'stress', count: 1, who: 'attacker' },
          { kind: 'gain-token', token: 'focus', count: 1, who: 'defender' },
        ],
      },
    });
    const table = abilityTable({ [KEY]: [rec] });
    const s = position('engagement', [xwing('x', 400, 300)], [tie('t', 400, 450, { initiative: 6 })], {}, table);
    playUntil(
      s,
      hasLogged('attack-ended', 't'),
      (d) =>
        d.kind === 'declare-attack' && d.ship === 't'
          ? [d.options.find((o) => o.id.startsWith('attack:x:primary'))!.id as string]
          : undefined,
      table,
    );
    expect(shipOf(s, 't').tokens.stress).toBe(1);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });
});

describe('ships-near: counting the ships around (000 "Friendly and Enemy", "Measuring Range")', () => {
  const noEnemyClose = record({
    optional: false,
    when: { kind: 'ships-near', side: 'enemy', range: [0, 1], atMost: 0 },
  });
  const twoFriends = record({
    optional: false,
    when: { kind: 'ships-near', side: 'friendly', range: [0, 1], atLeast: 2 },
  });

  it('"no enemy ship at range 0–1": holds with the TIE at range 3, not with it at range 1', () => {
    expect(
      endPhase([noEnemyClose], [xwing('x', 400, 150)], [tie('t', 400, 450)]).s.ships.find((x) => x.id === 'x')!.tokens
        .stress,
    ).toBe(1);
    expect(
      endPhase([noEnemyClose], [xwing('x', 400, 150)], [tie('t', 400, 250)]).s.ships.find((x) => x.id === 'x')!.tokens
        .stress,
    ).toBeUndefined();
  });

  it('"2 or more other friendly ships at range 0–1": two wingmen near, then only one', () => {
    const two = endPhase(
      [twoFriends],
      [xwing('x', 400, 150), escort('a', 480, 150), escort('b', 320, 150)],
      [tie('t', 800, 800)],
    );
    expect(shipOf(two.s, 'x').tokens.stress).toBe(1);
    const one = endPhase(
      [twoFriends],
      [xwing('x', 400, 150), escort('a', 480, 150), escort('b', 100, 600)],
      [tie('t', 800, 800)],
    );
    expect(shipOf(one.s, 'x').tokens.stress).toBeUndefined();
  });

  it('shipType and pilot-is narrow the count', () => {
    const tieClose = record({
      optional: false,
      when: {
        kind: 'ships-near',
        side: 'enemy',
        range: [0, 2],
        shipType: 'tielnfighter',
        where: { kind: 'pilot-is', who: 'self', xws: ['academypilot'] },
      },
    });
    expect(shipOf(endPhase([tieClose], [xwing('x', 400, 150)], [tie('t', 400, 250)]).s, 'x').tokens.stress).toBe(1);
    const other = endPhase([tieClose], [xwing('x', 400, 150)], [tie('t', 400, 250, { pilot: 'blacksquadronace' })]);
    expect(shipOf(other.s, 'x').tokens.stress).toBeUndefined();
  });
});

describe('locks: acquire-lock, locking and lock-allowed (000 "Lock")', () => {
  it('acquire-lock on the chosen enemy (a ship that may be locked: lock-allowed seen from it)', () => {
    const lockIt = record({
      choose: { side: 'enemy', range: [0, 3], where: { kind: 'lock-allowed', who: 'self' } },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    });
    const { s } = endPhase([lockIt], [xwing('x', 400, 150)], [tie('t', 400, 450)], (d) =>
      d.kind === 'use-ability' ? ['use:t'] : undefined,
    );
    expect(shipOf(s, 'x').locks).toEqual([{ target: 't' }]);
    expect(logged(s, 'lock-acquired', 'x')).toHaveLength(1);
    expect(shipOf(s, 'x').tokens.stress).toBeUndefined();
  });

  it('lock-allowed: a gas cloud at range 0 of the enemy, or of the chooser, leaves no ship to choose', () => {
    const lockIt = record({
      choose: {
        side: 'enemy',
        range: [0, 3],
        where: {
          kind: 'all',
          of: [
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'lock-allowed', who: 'other' },
          ],
        },
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    });
    const table = abilityTable({ [KEY]: [lockIt] });
    const withCloud = (under: { x: number; y: number }) => {
      const s = position(
        'end',
        [xwing('x', 400, 150)],
        [tie('t', 400, 450)],
        {
          obstacles: [{ name: 'gas-cloud-1', id: 'o', pose: { ...under, heading: 0 } }],
        },
        table,
      );
      return asked(playUntil(s, leaves('end'), undefined, table));
    };
    expect(withCloud({ x: 150, y: 850 })).toHaveLength(1);
    expect(withCloud({ x: 400, y: 450 })).toEqual([]);
    expect(withCloud({ x: 400, y: 150 })).toEqual([]);
  });

  it('locking: who holds a lock on whom, through ships-near seen from each candidate', () => {
    const lockedByFriend = record({
      optional: false,
      when: { kind: 'ships-near', side: 'friendly', where: { kind: 'locking', who: 'self', target: 'other' } },
    });
    const held = endPhase(
      [lockedByFriend],
      [xwing('x', 400, 150), escort('w', 500, 150, { locks: ['x'] })],
      [tie('t', 800, 800)],
    );
    expect(shipOf(held.s, 'x').tokens.stress).toBe(1);
    const none = endPhase(
      [lockedByFriend],
      [xwing('x', 400, 150), escort('w', 500, 150, { locks: ['t'] })],
      [tie('t', 800, 800)],
    );
    expect(shipOf(none.s, 'x').tokens.stress).toBeUndefined();
  });
});

describe('action ranges as a standing query (000 "List of Actions": Lock 0–3, Coordinate 1–2, Jam 1)', () => {
  function actionOptions(
    records: Record<string, Ability[]>,
    rebels: PositionShip[],
    empire: PositionShip[],
    ship: string,
  ) {
    const table = abilityTable(records);
    const s = position('activation', rebels, empire, {}, table);
    playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === ship, undefined, table);
    return { s, table, ids: s.pending!.options.map((o) => o.id) };
  }
  const band = (action: 'lock' | 'coordinate' | 'jam', min: number, max: number, xws: string): Ability => ({
    source: { kind: 'pilot', xws },
    window: 'action:range',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'action-range', action, min, max },
    summary: 'Test record: another action range.',
  });
  const far = tie('far', 100, 850, { dial: '1F', initiative: 6 });

  it('lock: the rules’ 0–3 by default; a record narrowing it to range 1 keeps out the TIE at range 2', () => {
    const rebels = [xwing('x', 400, 150, { dial: '1F' })];
    const empire = [far, tie('t', 400, 420, { dial: '1F', initiative: 6 })];
    expect(actionOptions({}, rebels, empire, 'x').ids).toContain('lock:t');
    const narrow = actionOptions({ [KEY]: [band('lock', 0, 1, 'redsquadronveteran')] }, rebels, empire, 'x');
    expect(narrow.ids).not.toContain('lock:t');
    const d = narrow.s.pending!;
    const r = applyInPlace(narrow.s, { decision: d.id, seat: d.player, option: 'lock:t' }, content, narrow.table);
    expect(r.ok ? '' : r.reason).toMatch(/beyond range 1|no other ship within range 1/);
  });

  it('jam: range 1 by default; a record widening it to 1–2 offers the TIE at range 2', () => {
    const hwk: PositionShip = { id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' };
    const empire = [far, tie('r2', 230, 150, { dial: '1F', initiative: 6 })];
    expect(actionOptions({}, [hwk], empire, 'h').ids).not.toContain('jam:r2');
    const wide = actionOptions({ 'pilot:rebelscout': [band('jam', 1, 2, 'rebelscout')] }, [hwk], empire, 'h');
    expect(wide.ids).toContain('jam:r2');
  });

  it('coordinate: range 1–2 by default; a record narrowing it to range 1 keeps out the X-wing at range 2', () => {
    const rebels: PositionShip[] = [
      { id: 'l', pilot: 'omicrongrouppilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      xwing('w', 560, 150, { dial: '1F' }),
    ];
    // As in test/rules/actions.test.ts, the Lambda and the X-wing share a side (a position does not check factions).
    const lambda = (records: Record<string, Ability[]>) => actionOptions(records, rebels, [far], 'l');
    expect(lambda({}).ids).toContain('coordinate:w');
    const narrow = lambda({ 'pilot:omicrongrouppilot': [band('coordinate', 1, 1, 'omicrongrouppilot')] });
    expect(narrow.ids).not.toContain('coordinate:w');
  });
});

describe('a chosen ship in an attack window', () => {
  it('the attacker chooses a friendly ship at range 0–1 of the defender (seen from each candidate), which gains focus', () => {
    const rec = record({
      window: 'attack:after-declare',
      when: { kind: 'attack-role', role: 'attacker' },
      choose: { side: 'friendly', includeSelf: true, where: { kind: 'range', to: 'defender', min: 0, max: 1 } },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    });
    const table = abilityTable({ [KEY]: [rec] });
    const s = position(
      'engagement',
      [xwing('x', 400, 150, { initiative: 6 }), escort('w', 400, 350)],
      [tie('t', 400, 450)],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x') {
          const o = d.options.find((x) => x.id.startsWith('attack:t:primary'));
          return o ? [o.id] : undefined;
        }
        return d.kind === 'use-ability' && d.prompt.includes('Test record') ? ['use:w'] : undefined;
      },
      table,
    );
    // The X-wing (range 2 of the TIE) is not a candidate; the escort at range 1 of it is.
    expect(asked(seen)[0]!.options.map((o) => o.id)).toEqual(['use:w', 'decline']);
    expect(shipOf(s, 'w').tokens.focus).toBe(1);
  });
});
