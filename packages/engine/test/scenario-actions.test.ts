/**
 * Scenario actions and what follows them: Tow with its restrictions and jettisons (003 / 000 Salvage Mission),
 * Scramble (003 / 000 Scramble the Transmissions), Transmit and the Ancient Knowledge condition's life cycle (003
 * Ancient Knowledge), and the rule that scenario actions belong to the ship's own Perform Action step (003 "Scenario
 * Actions").
 */
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  type GameState,
  type PositionScenario,
  type PositionShip,
  replay,
  SCENARIOS,
  viewFor,
} from '@xwing/engine';
import { choose, content, events, newGame, playRandom, position, setup } from './core-helpers.js';
import { sufferDamage } from '../src/damage.js';
import { EngineCtx } from '../src/engine-ctx.js';

const C = 457.2;

function luke(x: number, y: number, dial = '1F', heading = 0, extra: Partial<PositionShip> = {}): PositionShip {
  return { pilot: 'lukeskywalker', id: 'a1', pose: { x, y, heading }, dial, ...extra };
}
function tie(id = 'b1', x = 800, y = 800, dial = '1F'): PositionShip {
  return { pilot: 'academypilot', id, pose: { x, y, heading: 180 }, dial };
}

/** Activation Phase of `round` with Luke (a1) and a far TIE; runs to Luke's action decision. */
function activate(a: PositionShip, scenario: PositionScenario, round = 2, b: PositionShip = tie()): GameState {
  const s = position([a], [b], { phase: 'activation', round, scenario });
  toDecision(s, (d) => d.kind === 'choose-action' && d.ship === 'a1');
  return s;
}

/** Passes every other decision until `stop` holds for the pending one. */
function toDecision(s: GameState, stop: (d: NonNullable<GameState['pending']>) => boolean): void {
  for (let guard = 0; guard < 50 && s.pending && !stop(s.pending); guard++) {
    const pass = s.pending.options.find((o) => o.id === 'pass' || o.id === 'decline' || o.id === 'keep');
    choose(s, (pass ?? s.pending.options[0]!).id);
  }
  if (!s.pending || !stop(s.pending)) throw new Error(`never reached the decision; pending ${s.pending?.kind}`);
}

function refusal(s: GameState, option: string, value?: unknown): string {
  const r = applyInPlace(
    s,
    { decision: s.pending!.id, seat: s.pending!.player, option, ...(value ? { value: value as never } : {}) },
    content,
  );
  if (r.ok) throw new Error(`${option} was accepted`);
  return r.reason;
}

const caches = (at: { x: number; y: number } | null = { x: C, y: C }) => ({
  name: 'xwa-salvage-mission',
  features: [{ id: 'supply-cache-1', at }],
});

describe('Tow (003 Salvage Mission)', () => {
  it('a ship at range 0–1 of a supply cache tows it onto its card', () => {
    // Luke ends his 1-straight at y = 380: his front edge 37 mm from the cache's edge (range 1).
    const s = activate(luke(C, 300), caches());
    expect(s.pending!.options.map((o) => o.id)).toContain('tow:supply-cache-1');
    choose(s, 'tow:supply-cache-1');
    expect(s.scenario!.features[0]).toMatchObject({ at: null, towedBy: 'a1' });
    expect(events(s, 'action-performed', 'a1').at(-1)!.data!.action).toBe('tow');
  });

  it('fails without a cache in range: not offered, and refused with the reason', () => {
    const s = activate(luke(150, 100), caches());
    expect(s.pending!.options.some((o) => o.id.startsWith('tow:'))).toBe(false);
    expect(refusal(s, 'tow:supply-cache-1')).toMatch(/tow action would fail: no supply cache at range 0–1/);
  });

  it('starts on the second round', () => {
    const s = activate(luke(C, 300), caches(), 1);
    expect(refusal(s, 'tow:supply-cache-1')).toMatch(/second round/);
  });

  it('a towing ship cannot boost or barrel roll, nor tow a second cache, and removes its cloak token when it tows', () => {
    const s = activate(luke(C, 100, '1F', 0, { tokens: { cloak: 1 } as never }), {
      name: 'xwa-salvage-mission',
      features: [
        { id: 'supply-cache-1', at: null, towedBy: 'a1' },
        { id: 'supply-cache-2', at: { x: C, y: 260 } },
      ],
    });
    expect(s.pending!.options.some((o) => o.id.startsWith('barrel-roll'))).toBe(false);
    expect(refusal(s, 'barrel-roll:left:middle')).toMatch(/towing a supply cache: it cannot perform the barrel-roll/);
    expect(refusal(s, 'tow:supply-cache-2')).toMatch(/already tows a supply cache/);
  });

  it('the tow action removes the ship’s cloak tokens', () => {
    const s = activate(luke(C, 300, '1F', 0, { tokens: { cloak: 1 } }), caches());
    choose(s, 'tow:supply-cache-1');
    expect(s.ships.find((x) => x.id === 'a1')!.tokens.cloak).toBeUndefined();
  });
});

describe('jettisoning a supply cache (003 Salvage Mission)', () => {
  const towing = { name: 'xwa-salvage-mission', features: [{ id: 'supply-cache-1', at: null, towedBy: 'a1' }] };

  it('at the end of its activation the ship may jettison; the opponent places the cache at range 1 of it', () => {
    const s = activate(luke(C, 300), towing);
    choose(s, 'pass');
    expect(s.pending!.kind).toBe('jettison');
    choose(s, 'jettison');
    expect(s.pending).toMatchObject({ kind: 'place-feature', player: 1 });
    // Luke ended at (457.2, 380): a spot at range 3 of him is refused, one at range 1 accepted.
    expect(refusal(s, 'place', { x: C, y: 380 + 20 + 20 + 250 })).toMatch(/at range 1 of a1/);
    expect(refusal(s, 'place', { x: C, y: 380 + 20 + 10 })).toMatch(/at range 1 of a1 \(it would be at range 0\)/);
    choose(s, 'place', { x: C, y: 380 + 20 + 20 + 60 });
    expect(s.scenario!.features[0]).toMatchObject({ at: { x: C, y: 480 } });
    expect(s.scenario!.features[0]!.towedBy).toBeUndefined();
  });

  it('keeping the cache asks nothing more', () => {
    const s = activate(luke(C, 300), towing);
    choose(s, 'pass');
    choose(s, 'keep');
    expect(s.scenario!.features[0]!.towedBy).toBe('a1');
    expect(s.pending?.kind).not.toBe('place-feature');
  });

  it('a critical damage jettisons the cache; the placement is asked before the decision that was pending', () => {
    const s = activate(luke(C, 300), towing);
    const before = s.pending!;
    sufferDamage(new EngineCtx(s, content), 'a1', 0, 1, 'test');
    // The helper applied damage outside a choice: the next choice's advance asks the placement first.
    expect(s.scenario!.jettisoned).toHaveLength(1);
    choose(s, 'pass');
    expect(s.pending).toMatchObject({ kind: 'place-feature', player: 1 });
    choose(s, 'auto-1');
    expect(s.scenario!.features[0]!.at).not.toBeNull();
    expect(before.id).toBeLessThan(s.pending!.id);
  });

  it('a ship that flees jettisons from where it stood before its maneuver', () => {
    const s = position([luke(C, 40, '5F', 180)], [tie()], { phase: 'activation', round: 2, scenario: towing });
    toDecision(s, (d) => d.kind === 'place-feature');
    // Luke flew off the table: the Empire places the cache at range 1 of his starting position.
    expect(s.ships.find((x) => x.id === 'a1')!.gone?.how).toBe('fled');
    expect(s.pending).toMatchObject({ kind: 'place-feature', player: 1 });
    expect(refusal(s, 'place', { x: C, y: 40 + 20 + 20 + 150 })).toMatch(/range 1 of a1/);
    choose(s, 'place', { x: C, y: 40 + 20 + 20 + 60 });
  });
});

describe('Scramble (003 Scramble the Transmissions)', () => {
  const sats = (marker?: 0 | 1) => ({
    name: 'xwa-scramble-the-transmissions',
    features: [{ id: 'satellite-1', at: { x: C, y: C }, ...(marker !== undefined ? { marker } : {}) }],
  });
  it('puts the ship’s player marker on a satellite at range 0–1, replacing the opponent’s', () => {
    const s = activate(luke(C, 300), sats(1));
    choose(s, 'scramble:satellite-1');
    expect(s.scenario!.features[0]!.marker).toBe(0);
    expect(events(s, 'action-performed', 'a1').at(-1)!.text).toMatch(/instead of Empire's/);
  });
  it('fails with no satellite in range', () => {
    const s = activate(luke(150, 100), sats());
    expect(refusal(s, 'scramble:satellite-1')).toMatch(/no satellite at range 0–1/);
  });
});

describe('Transmit and Ancient Knowledge (003 Ancient Knowledge)', () => {
  const ak = (charged = true) => ({
    name: 'xwa-ancient-knowledge',
    features: [{ id: 'data-cache-1', at: { x: C, y: C }, charged }],
  });

  it('spends the data cache’s charge to give the ship the condition; not twice', () => {
    const s = activate(luke(C, 300), ak());
    choose(s, 'transmit:data-cache-1');
    expect(s.scenario!.features[0]!.charged).toBe(false);
    expect(s.ships.find((x) => x.id === 'a1')!.conditions).toEqual([
      { xws: 'ancientknowledge', owner: 'a1', round: 2 },
    ]);
    const again = activate(luke(C, 300, '1F', 0, { conditions: ['ancientknowledge'] }), ak());
    expect(refusal(again, 'transmit:data-cache-1')).toMatch(/already has the Ancient Knowledge condition/);
  });

  it('fails at an inactive data cache', () => {
    const s = activate(luke(C, 300), ak(false));
    expect(refusal(s, 'transmit:data-cache-1')).toMatch(/no active data cache/);
  });

  it('scoring 2 makes the player choose a ship to lose the condition; spent caches recover afterwards', () => {
    const s = position(
      [
        { pilot: 'lukeskywalker', id: 'a1', pose: { x: 100, y: 60, heading: 0 }, conditions: ['ancientknowledge'] },
        { pilot: 'wedgeantilles', id: 'a2', pose: { x: 300, y: 60, heading: 0 }, conditions: ['ancientknowledge'] },
      ],
      [tie('b1', 800, 860)],
      { phase: 'end', round: 3, scenario: ak(false) },
    );
    expect(s.scenario!.missionPoints).toEqual([2, 0]);
    expect(s.pending).toMatchObject({ kind: 'lose-condition', player: 0 });
    expect(refusal(s, 'b1')).toMatch(/not one of your ships with the Ancient Knowledge/);
    choose(s, 'a2');
    expect(s.ships.find((x) => x.id === 'a2')!.conditions).toEqual([]);
    expect(s.scenario!.features[0]!.charged).toBe(true);
  });

  it('the condition changes one attack result to a crit (or a defense result to an evade) and is discarded', () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'a1', pose: { x: C, y: 300, heading: 0 }, conditions: ['ancientknowledge'] }],
      [{ pilot: 'academypilot', id: 'b1', pose: { x: C, y: 520, heading: 180 } }],
      { phase: 'engagement', round: 2, scenario: ak(false), diceMode: 'entered' },
    );
    // Luke (initiative 5) attacks first; roll two blanks and a hit, then modify.
    toDecision(s, (d) => d.kind === 'declare-attack');
    choose(s, s.pending!.options.find((o) => o.id.includes('b1'))!.id);
    toDecision(s, (d) => d.kind === 'enter-dice');
    choose(s, 'enter', ['blank', 'blank', 'hit']);
    toDecision(s, (d) => d.kind === 'modify-attack-dice' && d.player === 0);
    const use = s.pending!.options.find((o) => o.label.startsWith('Ancient Knowledge'));
    expect(use).toBeDefined();
    choose(s, use!.id);
    expect(s.cursor.attack!.attackDice.map((d) => d.face).sort()).toEqual(['blank', 'crit', 'hit']);
    expect(s.ships.find((x) => x.id === 'a1')!.conditions).toEqual([]);
  });

  it('a ship that is destroyed loses the condition', () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'a1', pose: { x: 100, y: 60, heading: 0 }, conditions: ['ancientknowledge'] }],
      [tie('b1', 800, 860)],
      { phase: 'planning', round: 2, scenario: ak() },
    );
    sufferDamage(new EngineCtx(s, content), 'a1', 9, 0, 'test');
    expect(s.ships.find((x) => x.id === 'a1')!.conditions).toEqual([]);
  });
});

describe('random scenario games (property: the engine never throws and the scenario stays consistent)', () => {
  const names = SCENARIOS.map((sc) => sc.name);
  it.each(names)('%s: 12 seeded random games reach a result', (name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = newGame(`${name}/${seed}`, { scenario: name });
      playRandom(s, seed, 6000, (st) => {
        const sc = st.scenario!;
        expect(sc.missionPoints[0]).toBeGreaterThanOrEqual(0);
        expect(sc.missionPoints[1]).toBeGreaterThanOrEqual(0);
        for (const f of sc.features) {
          // A cache is on a card, in the play area, or waiting to be placed after a jettison — never two of these.
          const waiting = sc.jettisoned?.some((j) => j.feature === f.id) ?? false;
          expect(
            [f.towedBy !== undefined, f.at !== null && st.phase !== 'setup', waiting].filter(Boolean).length,
          ).toBeLessThanOrEqual(1);
          if (f.towedBy) expect(st.ships.find((x) => x.id === f.towedBy)!.gone).toBeNull();
        }
        for (const ship of st.ships)
          expect((ship.conditions ?? []).filter((c) => c.xws === 'ancientknowledge').length).toBeLessThanOrEqual(1);
      });
      expect(s.result).not.toBeNull();
      expect(s.result!.missionPoints).toEqual(s.scenario!.missionPoints);
    }
  });
});

describe('a cache jettisoned in the middle of an attack (003 Salvage Mission)', () => {
  it('is placed before the next decision, which is asked again afterwards under a new number', () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'a1', pose: { x: C, y: 300, heading: 0 } }],
      [{ pilot: 'academypilot', id: 'b1', pose: { x: C, y: 520, heading: 180 } }],
      {
        phase: 'engagement',
        round: 2,
        diceMode: 'entered',
        scenario: { name: 'xwa-salvage-mission', features: [{ id: 'supply-cache-1', at: null, towedBy: 'b1' }] },
      },
    );
    const answer = () => {
      const d = s.pending!;
      if (d.kind === 'enter-dice')
        return choose(
          s,
          'enter',
          d.accepts === 'defense-faces' ? ['blank', 'blank', 'blank'] : ['crit', 'blank', 'blank'],
        );
      if (d.kind === 'declare-attack')
        return choose(s, d.options.find((o) => o.id.includes(d.player === 0 ? 'b1' : 'a1'))!.id);
      const done = d.options.find((o) => ['done', 'pass', 'decline'].includes(o.id));
      return choose(s, (done ?? d.options[0]!).id);
    };
    for (let guard = 0; guard < 30 && s.pending && s.pending.kind !== 'place-feature'; guard++) answer();
    expect(s.pending).toMatchObject({ kind: 'place-feature', player: 0 });
    expect(events(s, 'cache-jettisoned', 'b1')[0]!.data!.why).toBe('it suffered a critical damage');
    // The TIE's own engagement decision was set aside while the cache is placed.
    expect(s.scenario!.deferred).toBeDefined();
    const setAside = s.scenario!.deferred!;
    choose(s, 'auto-1');
    expect(s.scenario!.deferred).toBeUndefined();
    expect(s.pending).toMatchObject({ kind: setAside.kind, player: setAside.player });
    expect(s.pending!.id).toBeGreaterThan(setAside.id);
  });
});

describe('placement edges (003 Scramble the Transmissions, "Placing Objectives")', () => {
  it('refuses a satellite at range 2–4 of the placing player’s own edge: it must be the opponent’s', () => {
    const s = newGame('scramble-edge', { scenario: 'xwa-scramble-the-transmissions' });
    const ownIsFirst = s.players[s.firstPlayer].edge === 'first';
    const ownSide = { x: C, y: ownIsFirst ? C - 280 : C + 280 };
    const r = applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'place', value: ownSide as never },
      content,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/range 2–4 of your opponent's board edge/);
    const otherSide = { x: C, y: ownIsFirst ? C + 280 : C - 280 };
    expect(
      applyInPlace(
        s,
        { decision: s.pending!.id, seat: s.pending!.player, option: 'place', value: otherSide as never },
        content,
      ).ok,
    ).toBe(true);
  });
});

describe('views of a scenario game', () => {
  it('redact the secret options of a decision set aside for a jettison, like the pending one', () => {
    const s = position([luke(100, 60)], [tie()], { phase: 'planning', round: 2, scenario: caches() });
    s.scenario!.deferred = {
      id: 99,
      player: 0,
      kind: 'use-ability',
      prompt: 'look at a facedown card',
      options: [{ id: 'use:0', label: 'Direct Hit!', data: { secret: true } }],
    };
    expect(JSON.stringify(viewFor(s, 1).scenario)).not.toContain('Direct Hit!');
    expect(JSON.stringify(viewFor(s, 0).scenario)).toContain('Direct Hit!');
    expect(viewFor(s, 'spectator').scenario!.features).toEqual(s.scenario!.features);
  });
});

describe('replaying a scenario game', () => {
  it('setup (with its scenario) plus the choices reproduce every event', () => {
    const setupOf = { scenario: 'xwa-salvage-mission' };
    const s = newGame('replay-salvage', setupOf);
    const choices = playRandom(s, 7);
    const again = replay(setup('replay-salvage', setupOf), choices, content, s.log);
    expect(again.ok).toBe(true);
    expect(again.state.scenario).toEqual(s.scenario);
  });
});

describe('scenario actions and ion tokens (000 "Ion Tokens")', () => {
  it('an ionised ship cannot tow: it may perform only the focus action', () => {
    const s = activate(luke(C, 300, '1F', 0, { tokens: { ion: 1 } }), caches());
    expect(s.pending!.options.map((o) => o.id)).not.toContain('tow:supply-cache-1');
    expect(refusal(s, 'tow:supply-cache-1')).toMatch(/ionised/);
  });
});
