/** The engine's public API: setup, refusals, views, replay (issue 4 "Shape"; 000 "Setup"; 001 Setup). */
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, createGame, EngineError, replay, viewFor } from '@xwing/engine';
import { orderWinner } from '../src/phases/order.js';
import { chooser, content, IMPERIALS, newGame, playRandom, setup } from './core-helpers.js';

describe('setup (000 Setup 2–6; 001 Setup)', () => {
  it('player order: most crits, then hits, then focus; a full tie rerolls', () => {
    expect(orderWinner(['crit', 'blank', 'blank'], ['hit', 'hit', 'hit'])).toBe(0);
    expect(orderWinner(['hit', 'focus', 'blank'], ['hit', 'hit', 'blank'])).toBe(1);
    expect(orderWinner(['hit', 'focus', 'blank'], ['hit', 'blank', 'blank'])).toBe(0);
    expect(orderWinner(['hit', 'focus', 'blank'], ['focus', 'hit', 'blank'])).toBeNull();
  });

  it('starts with the player order roll, then asks the first player to place an obstacle', () => {
    const s = newGame('setup-1');
    expect(s.log.some((e) => e.type === 'player-order-rolled')).toBe(true);
    expect(s.pending?.kind).toBe('place-obstacle');
    expect(s.pending?.player).toBe(s.firstPlayer);
    expect(s.pending!.options.length).toBeGreaterThan(0);
  });

  it('an obstacle within range 2 of an edge is refused; a legal one is placed', () => {
    const s = newGame('setup-2');
    const p = s.pending!;
    const name = String(p.options[0]!.data!.obstacle);
    const bad = apply(
      s,
      { decision: p.id, seat: p.player, option: name, value: { x: 150, y: 450, heading: 0 } },
      content,
    );
    expect(bad.result.ok).toBe(false);
    if (!bad.result.ok) expect(bad.result.reason).toMatch(/beyond range 2 of every edge/);
    const good = apply(
      s,
      { decision: p.id, seat: p.player, option: name, value: { x: 450, y: 450, heading: 0 } },
      content,
    );
    expect(good.result.ok).toBe(true);
    expect(good.state.obstacles).toHaveLength(1);
    const near = apply(
      good.state,
      {
        decision: good.state.pending!.id,
        seat: good.state.pending!.player,
        option: good.state.players[good.state.pending!.player].obstacles![0]!,
        value: { x: 480, y: 480, heading: 0 },
      },
      content,
    );
    expect(near.result.ok).toBe(false);
    if (!near.result.ok) expect(near.result.reason).toMatch(/beyond range 1 of obstacle-1/);
  });

  it('ships are placed lowest initiative first, within range 1 of their edge', () => {
    const s = newGame('setup-3');
    while (s.pending?.kind === 'place-obstacle')
      applyInPlace(s, { decision: s.pending.id, seat: s.pending.player, option: s.pending.options[0]!.id }, content);
    expect(s.pending?.kind).toBe('place-ship');
    expect(s.pending?.ship).toMatch(/academypilot/);
    const edge = s.players[s.pending!.player].edge;
    const wrongY = edge === 'first' ? 500 : 400;
    const r = apply(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'place', value: { x: 400, y: wrongY, heading: 0 } },
      content,
    );
    expect(r.result.ok).toBe(false);
    if (!r.result.ok) expect(r.result.reason).toMatch(/within range 1 of its player's edge/);
  });

  it('a large ship still gets placements when small ships block every spot of the usual row (found by the soak)', () => {
    // Five small ships on every third spot of the 55 mm row leave a large ship (it needs 60 mm to a small one) none
    // of them, though it fits between them: the options must then come from the rest of the zone.
    const crowd = {
      faction: 'scumandvillainy',
      pilots: [
        ...Array.from({ length: 5 }, () => ({ id: 'miningguildsentry', upgrades: {} })),
        { id: 'contractedscout', upgrades: {} },
      ],
    };
    const s = createGame(
      {
        ...setup('crowded-edge'),
        players: [
          { name: 'Scum', squad: crowd },
          { name: 'Empire', squad: IMPERIALS },
        ],
      },
      content,
    );
    const first = s.players[0].edge === 'first';
    const spots = [155, 320, 485, 650, 815];
    while (s.pending && !(s.pending.kind === 'place-ship' && /contractedscout/.test(s.pending.ship ?? ''))) {
      const p = s.pending;
      const mine = p.kind === 'place-ship' && p.player === 0;
      const value = mine ? { x: spots.shift()!, y: first ? 22.5 : 914.4 - 22.5, heading: first ? 0 : 180 } : undefined;
      const r = applyInPlace(
        s,
        { decision: p.id, seat: p.player, option: mine ? 'place' : p.options[0]!.id, ...(value ? { value } : {}) },
        content,
      );
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    expect(spots).toEqual([]);
    const options = s.pending!.options;
    expect(options.length).toBeGreaterThan(0);
    const r = applyInPlace(s, { decision: s.pending!.id, seat: 0, option: options.at(-1)!.id }, content);
    expect(r.ok).toBe(true);
  });

  it('an upgrade’s Force is added once, whether the card data writes it on the side (Darth Vader) or twice (Maul)', () => {
    const scum = { faction: 'scumandvillainy', pilots: [{ id: 'dengar', upgrades: { crew: ['maul'] } }] };
    const empire = { faction: 'galacticempire', pilots: [{ id: 'captainhark', upgrades: { crew: ['darthvader'] } }] };
    const s = createGame(
      {
        ...setup('upgrade-force'),
        players: [
          { name: 'Scum', squad: scum },
          { name: 'Empire', squad: empire },
        ],
      },
      content,
    );
    expect(s.ships.map((x) => [x.pilot, x.force])).toEqual([
      ['dengar', 1],
      ['captainhark', 1],
    ]);
  });

  it('an invalid squad is refused naming the player, the path and the problem', () => {
    const bad = { faction: 'galacticempire', pilots: [{ id: 'nosuchpilot', ship: 'tielnfighter', upgrades: {} }] };
    try {
      createGame(
        {
          ...setup('bad'),
          players: [
            { name: 'Ann', squad: IMPERIALS },
            { name: 'Bob', squad: bad },
          ],
        },
        content,
      );
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('invalid-squad');
      expect((e as EngineError).message).toMatch(/^Bob: pilots\[0\]/);
    }
  });
});

describe('choices', () => {
  it('an answered decision cannot be answered again', () => {
    const s = newGame('stale');
    const first = { decision: s.pending!.id, seat: s.pending!.player, option: s.pending!.options[0]!.id };
    const r1 = apply(s, first, content);
    expect(r1.result.ok).toBe(true);
    const r2 = apply(r1.state, first, content);
    expect(r2.result).toEqual({ ok: false, code: 'stale-decision', reason: 'that decision was already answered' });
  });

  it('a refused choice changes nothing (deep-equal)', () => {
    const s = newGame('refuse');
    const copy = structuredClone(s);
    const r = applyInPlace(
      s,
      {
        decision: s.pending!.id,
        seat: s.pending!.player,
        option: 'not-an-obstacle',
        value: { x: 1, y: 1, heading: 0 },
      },
      content,
    );
    expect(r.ok).toBe(false);
    expect(s).toEqual(copy);
  });
});

describe('views (issue 4: per-player views hide what that player may not see)', () => {
  it("no seed, generator state, damage deck order or unrevealed enemy dial in the other player's view", () => {
    const s = newGame('secret-seed-42');
    const pick = chooser(7);
    while (s.pending && !(s.pending.kind === 'set-dial' && s.ships.some((x) => x.dial)))
      applyInPlace(s, pick(s), content);
    const enemy = s.ships.find((x) => x.dial)!;
    const seat = enemy.player === 0 ? 1 : 0;
    const view = viewFor(s, seat);
    const text = JSON.stringify(view);
    expect(text).not.toContain('secret-seed-42');
    expect(text).not.toContain(s.rng.key);
    expect(view).not.toHaveProperty('rng');
    expect(view).not.toHaveProperty('seed');
    expect(text).not.toContain(JSON.stringify(s.players[0].damageDeck.slice(0, 5)).slice(1, -1));
    expect(view.players[enemy.player]).not.toHaveProperty('damageDeck');
    expect(view.ships.find((x) => x.id === enemy.id)!.dial!.maneuver).toBe('hidden');
    expect(viewFor(s, enemy.player).ships.find((x) => x.id === enemy.id)!.dial!.maneuver).toBe(enemy.dial!.maneuver);
    const dialEvents = view.log.filter((e) => e.type === 'dial-set' && e.ship === enemy.id);
    expect(dialEvents.length).toBeGreaterThan(0);
    for (const e of dialEvents) expect(e.data).not.toHaveProperty('maneuver');
    const spectator = viewFor(s, 'spectator');
    expect(spectator.ships.filter((x) => x.dial).every((x) => x.dial!.maneuver === 'hidden')).toBe(true);
  });

  it('facedown damage cards are hidden in every view; faceup ones are shown', () => {
    const s = newGame('damage-view');
    playRandom(s, 3);
    const damaged = s.ships.find((x) => x.damage.some((d) => !d.faceup));
    if (!damaged) return;
    for (const seat of [0, 1, 'spectator'] as const) {
      const v = viewFor(s, seat).ships.find((x) => x.id === damaged.id)!;
      for (const d of v.damage) if (!d.faceup) expect(d.card).toBe('facedown');
    }
  });
});

describe('replay (issue 4: seed + choices replay a game exactly)', () => {
  it('the same seed and choices give an identical log', () => {
    const a = newGame('replay-1');
    const choices = playRandom(a, 11);
    const r = replay(setup('replay-1'), choices, content, a.log);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(r.state.log)).toBe(JSON.stringify(a.log));
    expect(r.state.result).toEqual(a.result);
  });

  it('a different recorded log is reported as a mismatch', () => {
    const a = newGame('replay-2');
    const choices = playRandom(a, 12);
    const log = structuredClone(a.log);
    log[3]!.text = 'something else';
    const r = replay(setup('replay-2'), choices, content, log);
    expect(r.ok).toBe(false);
    expect(r.mismatch).toMatch(/^event 3 differs/);
  });
});
