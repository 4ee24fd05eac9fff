/**
 * The first edition's rules (002, the first-edition Rules Reference; issue 29), each played through `apply` on the
 * first edition's cards (Core Set, Wave 1 and Wave 2's small ships). Nothing of the rule set is missing
 * (RuleSet.missing is empty): its games need no `acceptMissing`; what is tested here is what the rule set changes.
 */
import { readFileSync } from 'node:fs';
import { loadContent } from '@xwing/content';
import {
  type AbilityTable,
  abilityTableFor,
  applyInPlace,
  type Choice,
  createFromPosition,
  createGame,
  type Decision,
  type GameSetup,
  type GameState,
  type Position,
  type PositionShip,
  replay,
  runGames,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answer, at, choose, fe, playUntil, positionOf, refusal, setupOf, ship } from './harness.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

const CORE = [fixture('fe-core-rebels.json'), fixture('fe-core-imperials.json')] as const;

const setup = (seed: string, extra: Partial<GameSetup> = {}): GameSetup => setupOf('first-edition', seed, CORE, extra);

const position = (p0: PositionShip[], p1: PositionShip[], extra: Partial<Position> = {}): GameState =>
  positionOf('first-edition', p0, p1, extra);

describe('first edition: the rule set and its cards', () => {
  it('is complete: a first-edition game needs no missing pieces accepted, and records its rule set', () => {
    const s = createGame(setup('fe/complete'), fe);
    expect(s.ruleset).toBe('first-edition');
    expect(s.log.some((e) => e.type === 'rules-missing' || e.type === 'ability-not-implemented')).toBe(false);
    expect(s.log.find((e) => e.type === 'game-created')!.data).toMatchObject({ ruleSet: 'first-edition' });
  });

  it('plays the first edition’s cards only, and 2.5 games the 2.5 cards only', () => {
    expect(refusal(() => createGame(setup('fe/wrong'), loadContent())).code).toBe('wrong-content');
    expect(refusal(() => createGame(setup('fe/wrong', { ruleSet: '2.5' }), fe)).code).toBe('wrong-content');
  });

  it('002 §Squad points: XWS 1.0 squads priced as printed, upgrades included, in the 100-point set', () => {
    const s = createGame(setup('fe/points'), fe);
    expect(s.pointsSet).toBe('fe-100');
    expect(s.players.map((p) => p.squadPoints)).toEqual([36, 33]);
  });
});

describe('first edition: initiative and pilot skill', () => {
  it('002 §Initiative, §Setup: the player whose squad costs less chooses initiative, kept for the whole game', () => {
    const s = createGame(setup('fe/initiative'), fe);
    // The Empire's 33 points against the Rebels' 36: the Empire chooses.
    expect(s.pending).toMatchObject({ kind: 'choose-initiative', player: 1 });
    choose(s, 'player-1');
    expect(s.firstPlayer).toBe(0);
    playUntil(s, () => s.round === 3);
    expect(s.firstPlayer).toBe(0);
    expect(s.log.some((e) => e.type === 'player-order-rolled')).toBe(false);
  });

  it('002 §Initiative: on equal squad costs a die decides who chooses (hit or crit: the first player)', () => {
    const rebels = fixture('fe-core-rebels.json');
    const s = createGame(
      setup('fe/initiative-tie', {
        diceMode: 'entered',
        players: [
          { name: 'A', squad: rebels },
          { name: 'B', squad: rebels },
        ],
      }),
      fe,
    );
    expect(s.pending).toMatchObject({ kind: 'enter-dice', player: 0, count: 1 });
    choose(s, 'enter', ['focus']);
    expect(s.pending).toMatchObject({ kind: 'choose-initiative', player: 1 });
  });

  it('002 §Setup: the player without initiative chooses an edge after the six obstacles', () => {
    const s = createGame(setup('fe/edge'), fe);
    choose(s, 'player-1');
    const d = playUntil(s, (x) => x.kind === 'choose-edge');
    expect(s.obstacles).toHaveLength(6);
    expect(d?.player).toBe(1);
    choose(s, 'near');
    expect(s.players.map((p) => p.edge)).toEqual(['second', 'first']);
    const place = playUntil(s, (x) => x.kind === 'place-ship' && x.player === 1);
    expect((place!.options[0]!.data!.pose as { y: number }).y).toBeLessThan(100);
  });

  it('002 §Activation phase: lowest pilot skill moves first', () => {
    // Rookie Pilot PS2, Academy Pilot PS1, Black Squadron Pilot PS4: far apart, nobody in range.
    const s = position(
      [{ pilot: 'rookiepilot', id: 'rookie', pose: at(100, 100, 0), dial: '1F' }],
      [
        { pilot: 'academypilot', id: 'academy', pose: at(800, 800, 180), dial: '1F' },
        { pilot: 'blacksquadronpilot', id: 'black', pose: at(400, 800, 180), dial: '1F' },
      ],
    );
    playUntil(s, () => s.phase !== 'activation');
    const revealed = s.log.filter((e) => e.type === 'dial-revealed').map((e) => e.ship);
    expect(revealed).toEqual(['academy', 'rookie', 'black']);
  });
});

describe('first edition: maneuvers and stress', () => {
  it('002 §Difficulty: the easy maneuvers are green at the table, and a green maneuver removes a stress', () => {
    const s = position([{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }], [], { phase: 'planning' });
    expect(s.pending?.kind).toBe('set-dial');
    expect(s.pending!.options.find((o) => o.id === '1F')?.label).toBe('1F (green)');
    const a = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F', tokens: { stress: 1 } }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
    );
    playUntil(a, () => a.phase !== 'activation');
    expect(ship(a, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('002 §Stress (errata): a stressed ship may set a red maneuver, and revealing it flies a white straight 2', () => {
    // §Activation phase and §Difficulty let the opponent choose a non-red maneuver instead; the Stress section's
    // errata (the later text) replaces that with a white [Straight] 2 whose speed, bearing and difficulty cannot
    // change: the errata stands (issue 29).
    const s = position([{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), tokens: { stress: 1 } }], [], {
      phase: 'planning',
    });
    expect(s.pending!.options.map((o) => o.id)).toContain('4K');
    const a = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '4K', tokens: { stress: 1 } }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
    );
    playUntil(a, () => a.phase !== 'activation');
    expect(a.log.some((e) => e.type === 'stressed-red-maneuver' && e.ship === 'x')).toBe(true);
    // A white maneuver: the stress neither grows nor goes.
    expect(ship(a, 'x').tokens.stress).toBe(1);
    expect(ship(a, 'x').pose!.heading).toBe(0);
  });

  it('002 §Actions, §Stress: a stressed ship performs no action', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2T', tokens: { stress: 1 } }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
    );
    const asked = playUntil(s, (d) => d.kind === 'choose-action' || s.phase !== 'activation');
    expect(s.log.some((e) => e.type === 'action-skipped' && e.ship === 'x')).toBe(true);
    expect(asked?.ship === 'x' && asked.options.some((o) => o.id !== 'pass')).toBe(false);
  });
});

describe('first edition: barrel roll', () => {
  /** The barrel roll options of the TIE "t" after its 1-straight, with `rock` (an obstacle) placed where given. */
  function rolls(extra: Partial<Position> = {}): {
    state: GameState;
    options: { id: string; pose: PositionShip['pose'] }[];
  } {
    const state = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 400, 0), dial: '1F' }],
      extra,
    );
    const d = playUntil(state, (x) => x.kind === 'choose-action' && x.ship === 't');
    const options = (d?.options ?? [])
      .filter((o) => o.id.startsWith('barrel-roll:'))
      .map((o) => ({ id: o.id, pose: o.data!.pose as PositionShip['pose'] }));
    return { state, options };
  }

  it('002 §Barrel roll: the template anywhere along the side, so the ship ends up to a template width forward or back', () => {
    const { state, options } = rolls();
    const stops = ['far-front', 'front', 'middle', 'back', 'far-back'];
    expect(options.map((o) => o.id).sort()).toEqual(
      ['left', 'right'].flatMap((side) => stops.map((a) => `barrel-roll:${side}:${a}`)).sort(),
    );
    const y = (id: string) => options.find((o) => o.id === id)!.pose!.y;
    const start = ship(state, 't').pose!;
    // Heading 0 faces +y: the far-front stop is 20 mm (the template's width) forward of the middle one.
    expect(y('barrel-roll:right:far-front') - y('barrel-roll:right:middle')).toBeCloseTo(20, 6);
    expect(y('barrel-roll:right:middle') - y('barrel-roll:right:far-back')).toBeCloseTo(20, 6);
    expect(y('barrel-roll:left:middle')).toBeCloseTo(start.y, 6);
    // Taking it moves the ship there, facing as before.
    choose(state, 'barrel-roll:left:far-back');
    expect(ship(state, 't').pose).toMatchObject({ heading: start.heading });
    expect(ship(state, 't').pose!.y).toBeCloseTo(start.y - 20, 6);
    expect(ship(state, 't').pose!.x).toBeLessThan(start.x - 40);
  });
});

describe('first edition: ion and overlapping', () => {
  it('002 §Ion token: an ionised ship sets no dial, flies a white straight 1, then may act as normal', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), tokens: { ion: 1 } }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(800, 850, 180) }],
      { phase: 'planning' },
    );
    const dials = playUntil(s, () => s.phase !== 'planning' && s.phase !== 'system');
    expect(s.log.some((e) => e.type === 'dial-set' && e.ship === 'x')).toBe(false);
    expect(dials).toBeDefined();
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x');
    expect(s.log.find((e) => e.type === 'ion-maneuver')?.text).toMatch(/white 1F/);
    expect(ship(s, 'x').pose).toMatchObject({ x: 400, heading: 0 });
    expect(d!.options.map((o) => o.id)).toContain('focus');
    choose(s, 'focus');
    expect(ship(s, 'x').tokens.ion ?? 0).toBe(0);
  });

  it('002 §Overlapping ships: the ship skips its action step, with no 2.5 action for overlapping an enemy', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '3F' }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 330, 180), dial: '1F' }],
    );
    const asked = playUntil(
      s,
      (d) => d.kind === 'overlap-action' || d.kind === 'choose-action' || s.phase !== 'activation',
    );
    expect(asked?.kind === 'overlap-action' || (asked?.kind === 'choose-action' && asked.ship === 'x')).toBe(false);
    expect(s.log.some((e) => e.type === 'action-skipped' && e.ship === 'x')).toBe(true);
  });
});

describe('first edition: obstacles', () => {
  /** The X-wing flies a 2-straight into the obstacle; the die it rolls is `face`. */
  function through(name: string, face: string, dial = '2F'): GameState {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 560, 180), dial: '1F' }],
      { obstacles: [{ name, pose: at(400, 330, 0) }] },
    );
    playUntil(
      s,
      () => s.phase !== 'activation',
      (d) => (d.kind === 'enter-dice' && d.count === 1 ? ['enter', [face]] : undefined),
    );
    return s;
  }

  it('002 §Obstacles: an asteroid deals a hit as one damage, a crit as one critical damage, a blank nothing', () => {
    const blank = through('asteroid-1', 'blank');
    expect(blank.log.some((e) => e.type === 'obstacle-hit' && e.ship === 'x')).toBe(true);
    expect(ship(blank, 'x').shields).toBe(2);
    expect(ship(through('asteroid-1', 'hit'), 'x').shields).toBe(1);
    const crit = through('asteroid-1', 'crit');
    expect(ship(crit, 'x').shields).toBe(1);
  });

  it('002 §Obstacles: a ship overlapping an asteroid cannot attack; on a debris cloud it can', () => {
    const xAttacks = (s: GameState) => {
      const d = playUntil(s, (x) => (x.kind === 'declare-attack' && x.ship === 'x') || s.phase !== 'engagement');
      return d?.kind === 'declare-attack' && d.ship === 'x' && d.options.some((o) => o.id.startsWith('attack:t:'));
    };
    const rock = through('asteroid-1', 'blank');
    expect(xAttacks(rock)).toBe(false);
    expect(rock.log.some((e) => e.type === 'no-attack' && e.ship === 'x')).toBe(true);
    expect(xAttacks(through('debris-1', 'blank', '3F'))).toBe(true);
  });

  it('002 §Obstacles: a debris cloud gives a stress and deals only a crit', () => {
    // A white 3-straight (with a green one the stress stays as well: the next test).
    const hit = through('debris-1', 'hit', '3F');
    expect(ship(hit, 'x').tokens.stress).toBe(1);
    expect(ship(hit, 'x').shields).toBe(2);
    expect(ship(through('debris-1', 'crit', '3F'), 'x').shields).toBe(1);
  });

  it('002 §Obstacles: an asteroid makes the ship skip its Perform Action step, its die rolled after that step', () => {
    const s = through('asteroid-1', 'hit');
    const types = s.log.filter((e) => e.ship === 'x').map((e) => e.type);
    expect(types).toContain('action-skipped');
    expect(types.indexOf('action-skipped')).toBeLessThan(types.indexOf('obstacle-hit'));
    expect(s.log.find((e) => e.type === 'action-skipped' && e.ship === 'x')!.text).toMatch(/asteroid/);
    // Past the asteroid (a 1-straight stops short of it): the ship is asked for an action.
    const clear = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F' }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 560, 180), dial: '1F' }],
      { obstacles: [{ name: 'asteroid-1', pose: at(400, 400, 0) }] },
    );
    const asked = playUntil(
      clear,
      (d) => (d.kind === 'choose-action' && d.ship === 'x') || clear.phase !== 'activation',
    );
    expect(asked?.kind).toBe('choose-action');
  });

  it('002 §Obstacles: a debris cloud’s stress comes after Check Pilot Stress (a green maneuver keeps it), its die after the action step', () => {
    const s = through('debris-1', 'crit');
    // The green 2-straight removes no stress the cloud gives: it comes after.
    expect(ship(s, 'x').tokens.stress).toBe(1);
    expect(ship(s, 'x').shields).toBe(1);
    const types = s.log.filter((e) => e.ship === 'x').map((e) => e.type);
    expect(types.indexOf('obstacle-stress')).toBeGreaterThan(types.indexOf('maneuver-executed'));
    // Stressed, the ship performs no action (002 §Stress); the die is rolled once that step is over.
    expect(types.indexOf('obstacle-hit')).toBeGreaterThan(types.indexOf('action-skipped'));
  });

  it('002 §Obstacles, §Setup: six asteroids by default; gas clouds are not first-edition obstacles', () => {
    const s = createGame(setup('fe/obstacles'), fe);
    playUntil(s, () => s.round >= 1);
    expect(s.obstacles.map((o) => o.name.replace(/-\d+$/, ''))).toEqual(Array(6).fill('asteroid'));
    const e = refusal(() =>
      createGame(
        setup('fe/gas', {
          obstacles: [
            ['asteroid-1', 'debris-1', 'gas-cloud-1'],
            ['asteroid-2', 'asteroid-3', 'asteroid-4'],
          ],
        }),
        fe,
      ),
    );
    expect(e.message).toMatch(/gas-cloud-1 is a gas-cloud: these rules know asteroid and debris obstacles only/);
  });
});

describe('first edition: altered pilot skill and difficulty', () => {
  /** The ships in the order they declare (or pass) their attacks; `pick` answers the other questions. */
  function engageOrder(s: GameState, pick: (d: Decision) => [string, string[]?] | undefined = () => undefined) {
    const seen: string[] = [];
    playUntil(
      s,
      () => s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack') {
          seen.push(x.ship!);
          return ['pass'];
        }
        return pick(x);
      },
    );
    return seen;
  }

  it('002 §Altered pilot skill: of two effects on a ship’s pilot skill, the most recent one holds', () => {
    // "Mauler Mithel" (PS7) and a Black Squadron pilot (PS4) both give the Academy pilot (PS1) their pilot skill with
    // Swarm Tactics as the Combat phase starts; "Dutch" Vander (PS6) faces them.
    const order = (first: 'm' | 'b') => {
      const s = position(
        [{ pilot: 'dutchvander', id: 'dv', pose: at(460, 350, 0) }],
        [
          { pilot: 'maulermithel', id: 'm', pose: at(400, 500, 180), upgrades: ['swarmtactics'] },
          { pilot: 'academypilot', id: 'ac', pose: at(460, 500, 180) },
          { pilot: 'blacksquadronpilot', id: 'b', pose: at(520, 500, 180), upgrades: ['swarmtactics'] },
        ],
        { phase: 'engagement' },
      );
      return engageOrder(s, (x) => {
        if (x.kind === 'order-abilities') return [x.options.find((o) => o.data?.ship === first)!.id];
        if (x.kind === 'use-ability') return [x.options.find((o) => o.id.includes('ac'))!.id];
        return undefined;
      });
    };
    // Mauler's first, the Black Squadron pilot's last: PS4, after "Dutch" Vander.
    expect(order('m').indexOf('ac')).toBeGreaterThan(order('m').indexOf('dv'));
    // The other way round: PS7, before him.
    expect(order('b')).toContain('ac');
    expect(order('b').indexOf('ac')).toBeLessThan(order('b').indexOf('dv'));
  });

  it('002 §Altered pilot skill: a ship raised above the active ship’s pilot skill in the Combat phase does not become active in it', () => {
    const s = position(
      [{ pilot: 'dutchvander', id: 'dv', pose: at(460, 350, 0) }],
      [{ pilot: 'academypilot', id: 'ac', pose: at(460, 500, 180) }],
      { phase: 'engagement' },
    );
    const seen = engageOrder(s, () => undefined);
    expect(seen).toEqual(['dv', 'ac']);
    const raised = position(
      [{ pilot: 'dutchvander', id: 'dv', pose: at(460, 350, 0) }],
      [{ pilot: 'academypilot', id: 'ac', pose: at(460, 500, 180) }],
      { phase: 'engagement' },
    );
    const d = playUntil(raised, (x) => x.kind === 'declare-attack');
    expect(d?.ship).toBe('dv');
    // While "Dutch" Vander (PS6) is the active ship, an effect raises the Academy pilot to PS9 for the phase (the entry
    // an ability's `last` makes; no Core Set or Wave 1 card does this in the Combat phase).
    (raised.lasting ??= []).push({
      ship: 'ac',
      owner: 'ac',
      source: 'test#0',
      window: 'ship:initiative',
      effect: { kind: 'initiative', set: 9 },
      until: 'end-of-engagement-phase',
      round: raised.round,
    });
    expect(engageOrder(raised, () => undefined)).toEqual(['dv']);
  });

  it('002 §Difficulty: of two effects changing a maneuver’s difficulty the opposite ways, the harder one holds', () => {
    // R2 Astromech makes the X-wing's 2-turn green; a second effect (a test record) makes its turns one harder.
    const harder: Ability = {
      source: { kind: 'pilot', xws: 'rookiepilot' },
      window: 'maneuver:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: 1 },
      summary: 'Test record: turns one harder.',
    };
    const base = abilityTableFor('v1');
    const difficultyKeys = new Set([...base.keysIn('maneuver:difficulty'), 'pilot:rookiepilot']);
    const table: AbilityTable = {
      get: (key) => (key === 'pilot:rookiepilot' ? [harder] : base.get(key)),
      has: (key) => key === 'pilot:rookiepilot' || base.has(key),
      keysIn: (w) => (w === 'maneuver:difficulty' ? difficultyKeys : base.keysIn(w)),
      keys: () => [...base.keys(), 'pilot:rookiepilot'],
    };
    const stressAfter = (upgrades: string[]) => {
      const s = createFromPosition(
        {
          ruleSet: 'first-edition',
          phase: 'activation',
          diceMode: 'entered',
          players: [
            { name: 'Rebels', ships: [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2T', upgrades }] },
            { name: 'Empire', ships: [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }] },
          ],
        },
        fe,
        table,
      );
      playUntil(
        s,
        () => ship(s, 'x').round.activated === true || s.phase !== 'activation',
        () => undefined,
        table,
      );
      return ship(s, 'x').tokens.stress ?? 0;
    };
    // Green against one harder: red (a stress), where 2.5 would add them up to white (no stress).
    expect(stressAfter(['r2astromech'])).toBe(1);
    // The harder effect alone: white to red.
    expect(stressAfter([])).toBe(1);
  });
});

describe('first edition: range, locks and touching', () => {
  it('002 §Acquire a target lock: an enemy ship at range 1–3, never a friendly one', () => {
    const s = position(
      [
        { pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F' },
        { pilot: 'redsquadronpilot', id: 'friend', pose: at(300, 250, 0), dial: '1F' },
      ],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 450, 180), dial: '1F' }],
    );
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x');
    const ids = d!.options.map((o) => o.id);
    expect(ids).toContain('lock:t');
    expect(ids).not.toContain('lock:friend');
  });

  it('002 §Range, §Touching: no range 0 — a ship in contact is at range 1, lockable, but cannot be attacked', () => {
    // The X-wing's front edge touches the TIE's front edge (small bases are 40 mm square).
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F' }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 240, 180) }],
      { phase: 'engagement' },
    );
    const asked = playUntil(s, (d) => d.kind === 'declare-attack' || s.phase !== 'engagement');
    expect(asked?.kind === 'declare-attack' && asked.options.some((o) => o.id.startsWith('attack:'))).toBe(false);
    const a = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 240, 180) }],
      { phase: 'activation', step: { kind: 'perform-action', ship: 'x' } },
    );
    const lock = a.pending?.options.find((o) => o.id === 'lock:t');
    expect(lock?.data).toMatchObject({ range: 1 });
  });
});

describe('first edition: secondary weapons', () => {
  /** The declare-attack options of the first attack of ship `id`'s side in the Engagement Phase. */
  function attacks(s: GameState, id: string): string[] {
    const d = playUntil(s, (x) => (x.kind === 'declare-attack' && x.ship === id) || s.phase !== 'engagement');
    return d?.kind === 'declare-attack' ? d.options.map((o) => o.id) : [];
  }
  /** The attack and defense dice counts of ship `id`'s attack with `weapon` (its first option with it). */
  function dice(s: GameState, id: string, weapon: string): [number | undefined, number | undefined] {
    const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === id);
    choose(s, d!.options.find((o) => o.id.includes(`:${weapon}:`))!.id);
    const a = playUntil(s, (x) => x.kind === 'enter-dice')?.count;
    choose(
      s,
      'enter',
      Array.from({ length: a ?? 0 }, () => 'hit'),
    );
    const def = playUntil(s, (x) => x.kind === 'enter-dice' && x.accepts === 'defense-faces')?.count;
    return [a, def];
  }
  const yWing = (
    enemy: { x: number; y: number; heading: number },
    upgrades: PositionShip['upgrades'] = ['ioncannonturret'],
  ) =>
    position(
      [{ pilot: 'goldsquadronpilot', id: 'y', pose: at(400, 300, 0), upgrades }],
      [{ pilot: 'academypilot', id: 't', pose: enemy }],
      { phase: 'engagement' },
    );

  it('002 §Secondary weapons: a turret weapon attacks outside the firing arc, all round, with no indicator to turn', () => {
    // The TIE behind the Y-wing at range 1: the Ion Cannon Turret may attack it, the primary weapon may not.
    const behind = attacks(yWing(at(400, 200, 0)), 'y');
    expect(behind.filter((o) => o.startsWith('attack:t:ioncannonturret:'))).toHaveLength(1);
    expect(behind.some((o) => o.startsWith('attack:t:primary:'))).toBe(false);
    // Beside it, once (not once per arc), and never beyond its range 2.
    expect(attacks(yWing(at(500, 300, 0)), 'y').filter((o) => o.includes(':ioncannonturret:'))).toHaveLength(1);
    expect(attacks(yWing(at(400, 0, 0)), 'y').some((o) => o.includes(':ioncannonturret:'))).toBe(false);
  });

  it('002 §Range combat bonus, §Secondary weapons: no range bonus for a secondary weapon, at range 1 or range 3', () => {
    // Range 1, in front: the primary weapon rolls 2 + 1, the Ion Cannon Turret its 3 only.
    expect(dice(yWing(at(400, 400, 180)), 'y', 'primary')[0]).toBe(2 + 1);
    expect(dice(yWing(at(400, 400, 180)), 'y', 'ioncannonturret')[0]).toBe(3);
    // Range 3: the defender rolls one more die against the primary weapon only (the Proton Torpedoes' lock held).
    const far = (weapon: string) =>
      dice(
        position(
          [{ pilot: 'goldsquadronpilot', id: 'y', pose: at(400, 300, 0), upgrades: ['protontorpedoes'], locks: ['t'] }],
          [{ pilot: 'academypilot', id: 't', pose: at(400, 560, 180) }],
          { phase: 'engagement' },
        ),
        'y',
        weapon,
      );
    expect(far('primary')[1]).toBe(3 + 1);
    expect(far('protontorpedoes')[1]).toBe(3);
  });
});

describe('first edition: the Core Set and Wave 1 secondary weapons (cards-first-edition/core-wave1.ts)', () => {
  /** The Y-wing "y" (with `upgrades`, a lock on "t") and the TIE "t" `dy` mm in front of it, in the Engagement Phase. */
  const duel = (upgrades: string[], dy = 260) =>
    position(
      [{ pilot: 'goldsquadronpilot', id: 'y', pose: at(400, 300, 0), upgrades, locks: ['t'] }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 300 + dy, 180) }],
      { phase: 'engagement' },
    );
  /** Declares y's attack with `weapon`, rolls `faces`, and stops at y's attack-dice modification (or what comes). */
  function attackWith(s: GameState, weapon: string, faces: string[]): Decision | undefined {
    return playUntil(
      s,
      (x) => (x.kind === 'modify-attack-dice' && x.ship === 'y') || s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'y')
          return [x.options.find((o) => o.id.includes(`:${weapon}:`))!.id];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => faces[i] ?? 'blank')];
        return undefined;
      },
    );
  }
  const upgradeOf = (s: GameState, xws: string) => ship(s, 'y').upgrades.find((u) => u.xws === xws)!;

  it('Proton Torpedoes (002 §Secondary weapons): the lock is spent, a focus may become a crit, the card is discarded', () => {
    const s = duel(['protontorpedoes']);
    const d = attackWith(s, 'protontorpedoes', ['focus', 'hit', 'blank', 'blank']);
    expect(ship(s, 'y').locks).toEqual([]);
    expect(d?.options.some((o) => /Proton Torpedoes/.test(o.label))).toBe(true);
    playUntil(s, () => s.phase !== 'engagement');
    expect(upgradeOf(s, 'protontorpedoes').discarded).toBe(true);
    expect(s.log.some((e) => e.type === 'upgrade-discarded' && e.ship === 'y')).toBe(true);
    // The primary weapon spends nothing: the lock and the card stay.
    const p = duel(['protontorpedoes']);
    const dp = attackWith(p, 'primary', ['focus', 'hit']);
    expect(ship(p, 'y').locks).toEqual([{ target: 't' }].map((l) => expect.objectContaining(l)));
    expect(dp?.options.some((o) => /Proton Torpedoes/.test(o.label))).toBe(false);
    playUntil(p, () => p.phase !== 'engagement');
    expect(upgradeOf(p, 'protontorpedoes').discarded).toBeUndefined();
  });

  it('Concussion Missiles: a blank may become a hit (not with the primary weapon); lock spent, card discarded', () => {
    const s = duel(['concussionmissiles']);
    const d = attackWith(s, 'concussionmissiles', ['blank', 'hit', 'hit', 'hit']);
    expect(d?.options.some((o) => /Concussion Missiles/.test(o.label))).toBe(true);
    expect(ship(s, 'y').locks).toEqual([]);
    playUntil(s, () => s.phase !== 'engagement');
    expect(upgradeOf(s, 'concussionmissiles').discarded).toBe(true);
    const p = duel(['concussionmissiles']);
    expect(attackWith(p, 'primary', ['blank', 'hit'])?.options.some((o) => /Concussion/.test(o.label))).toBe(false);
  });

  it('Ion Cannon Turret: a hit deals one damage and one ion token in place of its results; a miss nothing', () => {
    const hit = duel(['ioncannonturret'], 150);
    attackWith(hit, 'ioncannonturret', ['hit', 'hit', 'crit']);
    playUntil(hit, () => hit.phase !== 'engagement');
    const t = ship(hit, 't');
    expect(t.damage).toHaveLength(1);
    expect(t.tokens.ion).toBe(1);
    const miss = duel(['ioncannonturret'], 150);
    attackWith(miss, 'ioncannonturret', ['blank', 'blank', 'blank']);
    playUntil(miss, () => miss.phase !== 'engagement');
    expect(ship(miss, 't').damage).toHaveLength(0);
    expect(ship(miss, 't').tokens.ion ?? 0).toBe(0);
  });
  it('Cluster Missiles: the lock is spent once and the attack made twice at the defender, then the card discarded', () => {
    const s = duel(['clustermissiles'], 150);
    const declared: string[] = [];
    playUntil(
      s,
      () => s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'y') {
          const cm = x.options.find((o) => o.id.includes(':clustermissiles:'));
          declared.push(cm?.id ?? 'none');
          return [cm?.id ?? 'pass'];
        }
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => (i === 0 ? 'hit' : 'blank'))];
        return undefined;
      },
    );
    // One hit each time: the TIE (hull 3) survives both.
    expect(ship(s, 't').damage).toHaveLength(2);
    expect(declared.filter((d) => d !== 'none')).toHaveLength(2);
    expect(declared.every((d) => d === 'none' || d.startsWith('attack:t:'))).toBe(true);
    expect(ship(s, 'y').locks).toEqual([]);
    expect(upgradeOf(s, 'clustermissiles').discarded).toBe(true);
    expect(s.log.filter((e) => e.type === 'upgrade-discarded' && e.ship === 'y')).toHaveLength(1);
    // The primary weapon spends nothing and attacks once: the lock and the card stay.
    const p = duel(['clustermissiles'], 150);
    let asked = 0;
    playUntil(
      p,
      () => p.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'y') {
          asked++;
          return [x.options.find((o) => o.id.includes(':primary:'))?.id ?? 'pass'];
        }
        return undefined;
      },
    );
    expect(asked).toBe(1);
    expect(ship(p, 'y').locks).toHaveLength(1);
    expect(upgradeOf(p, 'clustermissiles').discarded).toBeUndefined();
  });

  it('Cluster Missiles (002 §Destroying ships): a first attack that destroys the defender has no second; the card goes', () => {
    const s = duel(['clustermissiles'], 150);
    let declared = 0;
    playUntil(
      s,
      () => s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'y') {
          const cm = x.options.find((o) => o.id.includes(':clustermissiles:'));
          if (cm) declared++;
          return [cm?.id ?? 'pass'];
        }
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, () => 'hit')];
        return undefined;
      },
    );
    // Three hits on the TIE (hull 3, no shields): destroyed by the first attack.
    expect(ship(s, 't').gone?.how).toBe('destroyed');
    expect(declared).toBe(1);
    expect(ship(s, 'y').locks).toEqual([]);
    expect(upgradeOf(s, 'clustermissiles').discarded).toBe(true);
  });
});

describe('first edition: more Core Set and Wave 1 pilots and upgrades (cards-first-edition/core-wave1.ts)', () => {
  /** Ship "a" (player 0) attacks "d" (player 1) `dy` mm in front of it: stops at a's attack-dice modification. */
  function attack(
    a: PositionShip,
    d: PositionShip,
    dy: number,
    faces: string[],
    opts: { deck?: string[]; until?: (x: Decision) => boolean } = {},
  ): { s: GameState; mods: string[]; stop?: Decision } {
    const s = position([{ ...a, id: 'a', pose: at(400, 300, 0) }], [{ ...d, id: 'd', pose: at(400, 300 + dy, 180) }], {
      phase: 'engagement',
    });
    // The defender's player's damage deck, top first (set before anything is drawn from it).
    if (opts.deck) s.players[1]!.damageDeck = [...opts.deck];
    const stopAt = opts.until ?? ((y: Decision) => y.kind === 'modify-attack-dice' && y.ship === 'a');
    const m = playUntil(
      s,
      (x) => stopAt(x) || s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'a')
          return [x.options.find((o) => o.id.startsWith('attack:d:primary:'))!.id];
        if (x.kind === 'declare-attack') return [x.options.find((o) => !o.id.startsWith('attack:'))?.id ?? 'pass'];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => faces[i] ?? 'blank')];
        return undefined;
      },
    );
    const mods = m?.kind === 'modify-attack-dice' ? m.options.map((o) => o.label) : [];
    return { s, mods, ...(m ? { stop: m } : {}) };
  }

  it('Horton Salm: attacking at range 2–3 he may reroll his blanks; not at range 1', () => {
    const horton = (dy: number) =>
      attack({ pilot: 'hortonsalm', pose: null }, { pilot: 'academypilot', pose: null }, dy, ['blank', 'hit', 'blank']);
    expect(horton(200).mods.some((l) => /Horton Salm/.test(l))).toBe(true);
    expect(horton(100).mods.some((l) => /Horton Salm/.test(l))).toBe(false);
    const gold = attack({ pilot: 'goldsquadronpilot', pose: null }, { pilot: 'academypilot', pose: null }, 200, [
      'blank',
    ]);
    expect(gold.mods.some((l) => /Horton Salm/.test(l))).toBe(false);
  });

  it('Wedge Antilles: attacking, the defender rolls one defense die fewer (its agility one lower)', () => {
    const dice = (pilot: string) =>
      attack({ pilot, pose: null }, { pilot: 'academypilot', pose: null }, 200, ['hit', 'hit', 'hit'], {
        until: (x) => x.kind === 'enter-dice' && x.accepts === 'defense-faces',
      }).stop?.count;
    expect(dice('wedgeantilles')).toBe(3 - 1);
    expect(dice('redsquadronpilot')).toBe(3);
  });

  it('Determination: a faceup Pilot damage card is discarded unresolved; a Ship card is dealt as usual', () => {
    const dealt = (top: string, upgrades: string[] = ['determination']) => {
      const { s } = attack(
        { pilot: 'rookiepilot', pose: null },
        { pilot: 'maulermithel', pose: null, upgrades },
        200,
        ['crit', 'blank', 'blank'],
        { deck: [top, 'shakenpilot', 'consolefire'] },
      );
      playUntil(s, () => s.phase !== 'engagement');
      return ship(s, 'd').damage.map((d) => d.card);
    };
    expect(dealt('blindedpilot')).toEqual([]);
    expect(dealt('consolefire')).toEqual(['consolefire']);
    expect(dealt('blindedpilot', [])).toEqual(['blindedpilot']);
  });

  it('R2 Astromech: speed 1 and 2 maneuvers are green (a stress goes); a speed 3 one stays white', () => {
    const stressAfter = (dial: string, upgrades: string[]) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial, upgrades, tokens: { stress: 1 } }],
        [{ pilot: 'blacksquadronpilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
      playUntil(s, () => s.ships.find((x) => x.id === 'x')!.round.activated === true || s.phase !== 'activation');
      return ship(s, 'x').tokens.stress ?? 0;
    };
    expect(stressAfter('2T', ['r2astromech'])).toBe(0);
    expect(stressAfter('2T', [])).toBe(1);
    expect(stressAfter('3B', ['r2astromech'])).toBe(1);
  });

  it('R5 Astromech: in the End Phase it may turn a faceup Ship damage card facedown; never a Pilot card', () => {
    const endWith = (card: string) => {
      const s = position(
        [
          {
            pilot: 'rookiepilot',
            id: 'x',
            pose: at(400, 200, 0),
            upgrades: ['r5astromech'],
            damage: [{ card, faceup: true }],
          },
        ],
        [{ pilot: 'blacksquadronpilot', id: 't', pose: at(800, 850, 180) }],
        { phase: 'end' },
      );
      const d = playUntil(s, (x) => (x.kind === 'use-ability' && x.ship === 'x') || s.phase !== 'end');
      if (d?.kind === 'use-ability') choose(s, d.options.find((o) => o.id !== 'decline')!.id);
      playUntil(s, (x) => x.kind !== 'use-ability' || s.phase !== 'end');
      return { asked: d?.kind === 'use-ability', faceup: ship(s, 'x').damage[0]?.faceup };
    };
    expect(endWith('consolefire')).toEqual({ asked: true, faceup: false });
    expect(endWith('blindedpilot')).toEqual({ asked: false, faceup: true });
  });

  it('"Dark Curse": his attacker spends no focus token on its dice and rerolls none; another TIE’s attacker does both', () => {
    // The X-wing attacks holding a focus token and a target lock on the TIE (a lock's modification is a reroll).
    const mods = (defender: string) =>
      attack(
        { pilot: 'rookiepilot', pose: null, tokens: { focus: 1 }, locks: ['d'] },
        { pilot: defender, pose: null },
        250,
        ['focus', 'blank', 'hit'],
      ).mods;
    const free = mods('academypilot');
    expect(free.some((l) => /focus/i.test(l) && /spend/i.test(l))).toBe(true);
    expect(free.some((l) => /reroll/i.test(l))).toBe(true);
    const cursed = mods('darkcurse');
    expect(cursed.some((l) => /spend focus/i.test(l))).toBe(false);
    expect(cursed.some((l) => /reroll/i.test(l))).toBe(false);
  });
});

describe('first edition: Core Set and Wave 1 cards that choose or last (cards-first-edition/core-wave1.ts)', () => {
  it('Biggs Darklighter (guard-nearby): this round an enemy that can attack him cannot attack a ship at range 1 of him', () => {
    /** The TIE's attack options: Biggs and a rookie X-wing at range 1 of each other, the TIE `tieY` mm ahead of them. */
    const tieTargets = (tieY: number, use: boolean) => {
      const s = position(
        [
          { pilot: 'biggsdarklighter', id: 'b', pose: at(400, 270, 0) },
          { pilot: 'rookiepilot', id: 'r', pose: at(400, 350, 0) },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(400, tieY, 180) }],
        { phase: 'engagement' },
      );
      let asked = false;
      const d = playUntil(
        s,
        (x) => (x.kind === 'declare-attack' && x.ship === 't') || s.phase !== 'engagement',
        (x) => {
          if (x.kind !== 'use-ability' || x.ship !== 'b') return undefined;
          asked = true;
          return [use ? x.options.find((o) => o.id !== 'decline')!.id : 'decline'];
        },
      );
      const targets = new Set(d?.options.filter((o) => o.id.startsWith('attack:')).map((o) => o.id.split(':')[1]));
      return { asked, targets: [...targets].sort() };
    };
    // Both in range: the rookie is guarded, only Biggs may be attacked.
    expect(tieTargets(500, true)).toEqual({ asked: true, targets: ['b'] });
    // Declined: either may be attacked.
    expect(tieTargets(500, false)).toEqual({ asked: true, targets: ['b', 'r'] });
    // Biggs beyond range 3 of the TIE: it could not attack him, so the rookie is not guarded.
    expect(tieTargets(620, true)).toEqual({ asked: true, targets: ['r'] });
  });

  it('Garven Dreis: the focus he spends goes to a friendly ship at range 1–2; none there, nothing is asked', () => {
    const garven = (friend: { x: number; y: number; heading: number }) => {
      const s = position(
        [
          { pilot: 'garvendreis', id: 'g', pose: at(400, 300, 0), tokens: { focus: 1 } },
          { pilot: 'rookiepilot', id: 'f', pose: friend },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 500, 180) }],
        { phase: 'engagement' },
      );
      const d = playUntil(
        s,
        (x) => (x.kind === 'use-ability' && x.ship === 'g') || s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack' && x.ship === 'g')
            return [x.options.find((o) => o.id.startsWith('attack:t:'))!.id];
          if (x.kind === 'enter-dice' && x.accepts === 'attack-faces') return ['enter', ['focus', 'hit', 'blank']];
          if (x.kind === 'modify-attack-dice' && x.ship === 'g' && (ship(s, 'g').tokens.focus ?? 0) > 0)
            return [x.options.find((o) => /focus/i.test(o.label) && !/decline|done/i.test(o.id))!.id];
          return undefined;
        },
      );
      return { s, d };
    };
    const near = garven(at(300, 300, 0));
    expect(near.d?.kind).toBe('use-ability');
    choose(near.s, near.d!.options.find((o) => o.id.includes('f'))!.id);
    expect(ship(near.s, 'f').tokens.focus).toBe(1);
    expect(ship(near.s, 'g').tokens.focus ?? 0).toBe(0);
    const far = garven(at(100, 100, 0));
    expect(far.d?.kind).not.toBe('use-ability');
    expect(ship(far.s, 'f').tokens.focus ?? 0).toBe(0);
  });

  it('Darth Vader: he performs two actions in his Perform Action step; another TIE Advanced pilot one', () => {
    const tokensAfter = (pilot: string) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
        [{ pilot, id: 'v', pose: at(600, 700, 180), dial: '1F' }],
      );
      const prompts: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'activation',
        (x) => {
          if (x.kind !== 'choose-action' || x.ship !== 'v') return undefined;
          prompts.push(x.prompt ?? '');
          const want = (ship(s, 'v').tokens.focus ?? 0) > 0 ? 'evade' : 'focus';
          return [x.options.find((o) => o.id === want)?.id ?? 'pass'];
        },
      );
      // The actions v performed this round, as the log tells them.
      const actions = s.log.filter((e) => e.type === 'action-performed' && e.ship === 'v').map((e) => e.data?.action);
      return { actions, prompts };
    };
    const vader = tokensAfter('darthvader');
    expect(vader.actions).toEqual(['focus', 'evade']);
    expect(vader.prompts.some((p) => /Darth Vader/.test(p))).toBe(true);
    expect(tokensAfter('tempestsquadronpilot').actions).toEqual(['focus']);
  });

  it('Swarm Tactics: a friendly ship at range 1 takes the pilot skill for the Combat Phase, so it attacks sooner', () => {
    /** The ships in the order they declare (or pass) their attacks. */
    const order = (use: boolean) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'r', pose: at(430, 350, 0) }],
        [
          { pilot: 'maulermithel', id: 'm', pose: at(400, 500, 180), upgrades: ['swarmtactics'] },
          { pilot: 'academypilot', id: 'ac', pose: at(460, 500, 180) },
        ],
        { phase: 'engagement' },
      );
      const seen: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'use-ability' && x.ship === 'm')
            return [use ? x.options.find((o) => o.id.includes('ac'))!.id : 'decline'];
          if (x.kind === 'declare-attack') {
            seen.push(x.ship!);
            return ['pass'];
          }
          return undefined;
        },
      );
      return seen;
    };
    expect(order(true)).toEqual(['m', 'ac', 'r']);
    expect(order(false)).toEqual(['m', 'r', 'ac']);
  });

  it('R2-F2: its action gives one more agility until the end of the round (one more defense die)', () => {
    const defended = (act: boolean) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F', upgrades: ['r2f2'] }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 420, 180), dial: '1F' }],
      );
      const d = playUntil(
        s,
        (x) => x.kind === 'enter-dice' && x.accepts === 'defense-faces',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x')
            return [act ? x.options.find((o) => o.id.startsWith('card:upgrade:r2f2'))!.id : 'pass'];
          if (x.kind === 'declare-attack')
            return [x.ship === 't' ? x.options.find((o) => o.id.startsWith('attack:x:'))!.id : 'pass'];
          if (x.kind === 'enter-dice' && x.accepts === 'attack-faces') return ['enter', ['hit', 'hit', 'hit']];
          return undefined;
        },
      );
      return d?.count;
    };
    expect(defended(true)).toBe(2 + 1);
    expect(defended(false)).toBe(2);
  });
});

describe('first edition: R5-D8 and R5-K6 (roll-defense-die; cards-first-edition/core-wave1.ts)', () => {
  it('R5-D8 (002 §Actions, §Damage): its action rolls a defense die; an evade or a focus discards a facedown card', () => {
    const repair = (face: string | undefined, damage = [{ card: 'consolefire', faceup: false }]) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '1F', upgrades: ['r5d8'], damage }],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
      let offered = false;
      playUntil(
        s,
        () => s.phase !== 'activation',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x') {
            const o = x.options.find((y) => y.id.startsWith('card:upgrade:r5d8'));
            offered ||= o !== undefined;
            return [o && face ? o.id : 'pass'];
          }
          if (x.kind === 'enter-dice' && x.accepts === 'defense-faces') return ['enter', [face!]];
          return undefined;
        },
      );
      return { offered, facedown: ship(s, 'x').damage.filter((d) => !d.faceup).length };
    };
    expect(repair('evade')).toEqual({ offered: true, facedown: 0 });
    expect(repair('focus')).toEqual({ offered: true, facedown: 0 });
    expect(repair('blank')).toEqual({ offered: true, facedown: 1 });
    // No facedown card (a faceup one only): not offered.
    expect(repair('evade', [{ card: 'consolefire', faceup: true }])).toEqual({ offered: false, facedown: 0 });
  });

  it('R5-K6: after spending its lock on the dice it rolls a defense die; an evade locks the defender again, unspendable now', () => {
    const attack = (face: string, upgrades = ['r5k6']) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), upgrades, locks: ['t'] }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 420, 180) }],
        { phase: 'engagement' },
      );
      let lockOffers = 0;
      let rolled = 0;
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack')
            return [x.ship === 'x' ? x.options.find((o) => o.id.startsWith('attack:t:'))!.id : 'pass'];
          if (x.kind === 'modify-attack-dice' && x.ship === 'x') {
            const lock = x.options.find((o) => /Spend lock/.test(o.label));
            if (lock) lockOffers++;
            return [lock && lockOffers === 1 ? lock.id : 'done'];
          }
          if (x.kind === 'enter-dice' && x.accepts === 'defense-faces' && x.player === 0) {
            rolled++;
            return ['enter', [face]];
          }
          return undefined;
        },
      );
      return { rolled, lockOffers, locks: ship(s, 'x').locks.map((l) => l.target) };
    };
    expect(attack('evade')).toEqual({ rolled: 1, lockOffers: 1, locks: ['t'] });
    expect(attack('focus')).toEqual({ rolled: 1, lockOffers: 1, locks: [] });
    expect(attack('evade', [])).toEqual({ rolled: 0, lockOffers: 1, locks: [] });
  });
});

describe('first edition: the damage cards’ abilities (cards-first-edition/damage-deck.ts)', () => {
  /** Ship x's stress after its activation, with `damage` faceup and `dial` set. */
  const stressAfter = (dial: string, damage: string[]) => {
    const s = position(
      [
        {
          pilot: 'rookiepilot',
          id: 'x',
          pose: at(400, 200, 0),
          dial,
          damage: damage.map((card) => ({ card, faceup: true })),
        },
      ],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
    );
    playUntil(s, () => ship(s, 'x').round.activated === true || s.phase !== 'activation');
    return ship(s, 'x').tokens.stress ?? 0;
  };

  /** x (a Rookie Pilot) attacks t (an Academy Pilot) with `faces`; t's deck top first; `die` answers t's ability die. */
  function shoot(
    faces: string[],
    o: { deck?: string[]; xDamage?: string[]; tDamage?: string[]; die?: string } = {},
  ): { s: GameState; counts: { attack?: number; defense?: number } } {
    const s = position(
      [
        {
          pilot: 'rookiepilot',
          id: 'x',
          pose: at(400, 200, 0),
          damage: (o.xDamage ?? []).map((card) => ({ card, faceup: true })),
        },
      ],
      [
        {
          pilot: 'academypilot',
          id: 't',
          pose: at(400, 400, 180),
          damage: (o.tDamage ?? []).map((card) => ({ card, faceup: true })),
        },
      ],
      { phase: 'engagement' },
    );
    if (o.deck) s.players[1]!.damageDeck = [...o.deck];
    const counts: { attack?: number; defense?: number } = {};
    playUntil(
      s,
      () => s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack')
          return [x.ship === 'x' ? x.options.find((y) => y.id.startsWith('attack:t:'))!.id : 'pass'];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces' && x.player === 0) {
          counts.attack ??= x.count;
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => faces[i] ?? 'blank')];
        }
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces') return ['enter', [o.die ?? 'blank']];
        if (x.kind === 'enter-dice') {
          counts.defense ??= x.count;
          return ['enter', Array.from({ length: x.count ?? 0 }, () => 'blank')];
        }
        return undefined;
      },
    );
    return { s, counts };
  }

  it('Damaged Engine (002 §Difficulty): the turn maneuvers are red; a bank stays white', () => {
    expect(stressAfter('2T', ['damagedengine'])).toBe(1);
    expect(stressAfter('2T', [])).toBe(0);
    expect(stressAfter('2B', ['damagedengine'])).toBe(0);
  });

  it('Loose Stabilizer: after a white maneuver the ship gains a stress; not after a green one', () => {
    expect(stressAfter('2B', ['loosestabilizer'])).toBe(1);
    expect(stressAfter('2F', ['loosestabilizer'])).toBe(0);
  });

  it('Weapons Failure and Structural Damage: one attack die fewer attacking, one defense die fewer defending', () => {
    expect(shoot([]).counts).toEqual({ attack: 3, defense: 3 });
    expect(shoot([], { xDamage: ['weaponsfailure'] }).counts.attack).toBe(2);
    expect(shoot([], { tDamage: ['structuraldamage'] }).counts.defense).toBe(2);
  });

  it('Thrust Control Fire and Major Explosion: dealt faceup they act once, then turn facedown', () => {
    const fire = shoot(['crit'], { deck: ['thrustcontrolfire', 'consolefire'] }).s;
    expect(ship(fire, 't').tokens.stress).toBe(1);
    expect(ship(fire, 't').damage).toEqual([expect.objectContaining({ card: 'thrustcontrolfire', faceup: false })]);
    // Its die a hit: one critical damage more (Console Fire dealt faceup).
    const boom = shoot(['crit'], { deck: ['majorexplosion', 'consolefire'], die: 'hit' }).s;
    expect(ship(boom, 't').damage.map((d) => [d.card, d.faceup])).toEqual([
      ['majorexplosion', false],
      ['consolefire', true],
    ]);
    const dud = shoot(['crit'], { deck: ['majorexplosion', 'consolefire'], die: 'focus' }).s;
    expect(ship(dud, 't').damage.map((d) => [d.card, d.faceup])).toEqual([['majorexplosion', false]]);
  });

  it('Console Fire: as the Combat phase starts the ship rolls an attack die; a hit deals it one damage', () => {
    const burn = (die: string) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), damage: [{ card: 'consolefire', faceup: true }] }],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180) }],
        { phase: 'engagement' },
      );
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => (x.kind === 'enter-dice' && x.player === 0 ? ['enter', [die]] : undefined),
      );
      return ship(s, 'x').shields;
    };
    expect(burn('hit')).toBe(1);
    expect(burn('crit')).toBe(2);
  });

  it('Damaged Sensor Array: no action but the damage cards’ own (its roll among them)', () => {
    const offered = (damage: string[]) => {
      const s = position(
        [
          {
            pilot: 'rookiepilot',
            id: 'x',
            pose: at(400, 200, 0),
            dial: '2F',
            damage: damage.map((card) => ({ card, faceup: true })),
          },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
      const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'x');
      return d!.options.map((o) => o.id.split('#')[0]!.split(':')[0] + (o.id.includes('damage:') ? ':damage' : ''));
    };
    expect(offered(['damagedsensorarray'])).toEqual(['card:damage', 'pass']);
    expect(offered([])).toContain('focus');
  });

  it('Stunned Pilot: after a maneuver that ends on an obstacle the ship suffers one damage; in open space nothing', () => {
    const shieldsAfter = (obstacle: boolean) => {
      const s = position(
        [
          {
            pilot: 'rookiepilot',
            id: 'x',
            pose: at(400, 200, 0),
            dial: '2F',
            damage: [{ card: 'stunnedpilot', faceup: true }],
          },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
        obstacle ? { obstacles: [{ name: 'asteroid-1', pose: at(400, 330, 0) }] } : {},
      );
      playUntil(s, () => s.phase !== 'activation');
      return ship(s, 'x').shields;
    };
    // The asteroid's own die is entered blank: the damage is the card's.
    expect(shieldsAfter(true)).toBe(1);
    expect(shieldsAfter(false)).toBe(2);
  });

  it('The damage cards’ actions: Console Fire turns facedown; Weapons Failure on a hit or a crit of its die only', () => {
    const act = (card: string, die?: string) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2F', damage: [{ card, faceup: true }] }],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
      playUntil(
        s,
        () => ship(s, 'x').round.activated === true || s.phase !== 'activation',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x')
            return [x.options.find((o) => o.id.startsWith(`card:damage:${card}`))!.id];
          if (x.kind === 'enter-dice' && x.player === 0) return ['enter', [die!]];
          return undefined;
        },
      );
      return ship(s, 'x').damage[0]!.faceup;
    };
    expect(act('consolefire')).toBe(false);
    expect(act('weaponsfailure', 'crit')).toBe(false);
    expect(act('weaponsfailure', 'focus')).toBe(true);
  });
});

describe('first edition: Shaken Pilot, Blinded Pilot, Damaged Cockpit, Major Hull Breach (cards-first-edition/damage-deck.ts)', () => {
  const faceup = (...cards: string[]) => cards.map((card) => ({ card, faceup: true }));

  it('Shaken Pilot (002 §Planning phase, §Critical damage): its dial offers no straight and refuses one; revealing the dial turns it facedown', () => {
    const planning = (damage: string[]) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), damage: faceup(...damage) }],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180) }],
        { phase: 'planning' },
      );
    const s = planning(['shakenpilot']);
    const d = playUntil(s, (x) => x.kind === 'set-dial' && x.ship === 'x')!;
    const codes = d.options.map((o) => o.id);
    expect(codes).not.toContain('2F');
    expect(codes.filter((c) => c.endsWith('F'))).toEqual([]);
    expect(codes).toContain('2B');
    expect(codes).toContain('4K');
    const refused = applyInPlace(s, { decision: d.id, seat: d.player, option: '2F' }, fe);
    expect(refused.ok ? '' : refused.reason).toMatch(/may not be assigned a straight maneuver/);
    choose(s, '2B');
    playUntil(s, () => ship(s, 'x').round.activated === true || s.phase === 'engagement');
    expect(ship(s, 'x').damage).toEqual([{ card: 'shakenpilot', faceup: false }]);
    // Without the card the straights are on the dial.
    const plain = planning([]);
    expect(playUntil(plain, (x) => x.kind === 'set-dial' && x.ship === 'x')!.options.map((o) => o.id)).toContain('2F');
  });

  it('Blinded Pilot (002 §Combat phase, §Critical damage): no attack at its chance to attack, then the card turns facedown; without it the ship attacks', () => {
    const engage = (damage: string[]) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), damage: faceup(...damage) }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 400, 180) }],
        { phase: 'engagement' },
      );
      const asked: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack') asked.push(x.ship!);
          return x.kind === 'declare-attack' ? ['pass'] : undefined;
        },
      );
      return { s, asked };
    };
    const blind = engage(['blindedpilot']);
    expect(blind.asked).toEqual(['t']);
    expect(blind.s.log.find((e) => e.type === 'no-attack')?.data).toMatchObject({ reason: 'Blinded Pilot' });
    expect(ship(blind.s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: false }]);
    expect(engage([]).asked).toEqual(['x', 't']);
  });

  /**
   * x (a Rookie Pilot, pilot skill 2) against t (an Academy Pilot, 1), entered in `phase` with x's cards faceup: a
   * position entered after the Planning phase's start stands for cards dealt during this round. The ships in the order
   * they engage this round, and the ship that moves first next round.
   */
  function order(damage: string[], phase: 'planning' | 'activation') {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2F', damage: faceup(...damage) }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 700, 180), dial: '2F' }],
      { phase },
    );
    const dials = (x: Decision): [string] | undefined => (x.kind === 'set-dial' ? ['2F'] : undefined);
    const firstMover = phase === 'planning' ? playUntil(s, (x) => x.kind === 'choose-action', dials)?.ship : undefined;
    const engaged: string[] = [];
    const round = s.round;
    playUntil(
      s,
      () => s.round > round,
      (x) => {
        if (x.kind === 'declare-attack') engaged.push(x.ship!);
        return x.kind === 'declare-attack' ? ['pass'] : dials(x);
      },
    );
    const next = playUntil(s, (x) => x.kind === 'choose-action', dials)?.ship;
    return { firstMover, engaged, next };
  }

  it('Damaged Cockpit (002 §Altered pilot skill, §Critical damage): pilot skill 0 from the round after it is dealt, not in that round', () => {
    // Dealt before this round: x moves before the TIE (0 against 1) and engages after it.
    expect(order(['damagedcockpit'], 'planning')).toEqual({ firstMover: 'x', engaged: ['t', 'x'], next: 'x' });
    // Dealt during this round: x still engages first at pilot skill 2, and moves first the next round.
    expect(order(['damagedcockpit'], 'activation')).toEqual({ firstMover: undefined, engaged: ['x', 't'], next: 'x' });
    // Without the card: the TIE moves first, x engages first.
    expect(order([], 'planning')).toEqual({ firstMover: 't', engaged: ['x', 't'], next: 't' });
  });

  /** x hits t (an Academy Pilot, no shields) once in the Combat phase, t's faceup cards `damage`; t's cards after. */
  function hitOnce(damage: string[], phase: 'planning' | 'activation', flip = false) {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2F' }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 700, 180), dial: '2F', damage: faceup(...damage) }],
      {
        phase,
        players: [
          { name: 'Rebels', ships: [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '2F' }] },
          {
            name: 'Empire',
            ships: [{ pilot: 'academypilot', id: 't', pose: at(400, 700, 180), dial: '2F', damage: faceup(...damage) }],
            damageDeck: ['consolefire', 'damagedengine'],
          },
        ],
      },
    );
    const round = s.round;
    playUntil(
      s,
      () => s.round > round,
      (x) => {
        if (x.kind === 'set-dial') return ['2F'];
        if (x.kind === 'choose-action' && x.ship === 't' && flip)
          return [x.options.find((o) => o.id.startsWith('card:damage:majorhullbreach'))!.id];
        if (x.kind === 'declare-attack')
          return [x.ship === 'x' ? x.options.find((o) => o.id.startsWith('attack:t:'))!.id : 'pass'];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces') return ['enter', ['hit', 'blank', 'blank']];
        return undefined;
      },
    );
    return ship(s, 't').damage.map((d) => [d.card, d.faceup]);
  }

  it('Major Hull Breach (002 §Damage, §Critical damage): from the round after it is dealt a hit deals a faceup card; not in that round, nor once flipped by its action', () => {
    expect(hitOnce(['majorhullbreach'], 'planning')).toEqual([
      ['majorhullbreach', true],
      ['consolefire', true],
    ]);
    expect(hitOnce(['majorhullbreach'], 'activation')).toEqual([
      ['majorhullbreach', true],
      ['consolefire', false],
    ]);
    expect(hitOnce(['majorhullbreach'], 'planning', true)).toEqual([
      ['majorhullbreach', false],
      ['consolefire', false],
    ]);
  });
});

describe('first edition: the damage deck', () => {
  it('002 §Damage: each player shuffles the 33-card deck of The Force Awakens core set', () => {
    const s = createGame(setup('fe/deck'), fe);
    playUntil(s, () => s.round >= 1 && s.phase === 'planning');
    for (const p of s.players) {
      expect(p.damageDeck).toHaveLength(33);
      expect(p.damageDeck.filter((c) => c === 'directhit')).toHaveLength(7);
      expect(p.damageDeck).toContain('shakenpilot');
    }
  });

  it('002 §Destroying ships: a faceup Direct Hit! counts as two damage cards', () => {
    // A TIE (hull 3, no shields) suffers a hit and a crit: a facedown card and a faceup Direct Hit! make three.
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }],
      [
        { pilot: 'academypilot', id: 't', pose: at(400, 400, 180) },
        { pilot: 'academypilot', id: 'far', pose: at(100, 850, 180) },
      ],
      {
        phase: 'engagement',
        players: [
          { name: 'Rebels', ships: [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }] },
          {
            name: 'Empire',
            ships: [
              { pilot: 'academypilot', id: 't', pose: at(400, 400, 180) },
              { pilot: 'academypilot', id: 'far', pose: at(100, 850, 180) },
            ],
            damageDeck: ['consolefire', 'directhit', 'damagedengine'],
          },
        ],
      },
    );
    const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 'x');
    choose(s, d!.options.find((o) => o.id.startsWith('attack:t:primary'))!.id);
    playUntil(
      s,
      () => ship(s, 't').gone !== null || s.phase === 'end',
      (x) => (x.kind === 'enter-dice' ? answer(x, { attack: ['hit', 'crit', 'blank'] }) : undefined),
    );
    const t = ship(s, 't');
    expect(t.damage.map((c) => [c.card, c.faceup])).toEqual([
      ['consolefire', false],
      ['directhit', true],
    ]);
    expect(t.gone?.how).toBe('destroyed');
  });
});

describe('first edition: whole games', () => {
  it('Core Set squads play start to end with both computer players, and replay exactly', () => {
    for (const ai of ['random', 'heuristic'] as const) {
      const records: { setup: GameSetup; choices: Choice[]; log: GameState['log'] }[] = [];
      const summary = runGames({
        a: fixture('fe-core-rebels.json'),
        b: fixture('fe-core-imperials.json'),
        games: 6,
        seed: `fe/sim/${ai}`,
        ai,
        content: fe,
        ruleSet: 'first-edition',
        onGame: (r) => records.push(r),
      });
      expect(summary.games).toBe(6);
      for (const r of records) expect(replay(r.setup, r.choices, fe, r.log).ok).toBe(true);
    }
  });
});

describe('first edition: Core Set and Wave 1 card abilities (cards-first-edition/core-wave1.ts)', () => {
  /** The number of attack dice the first attack of the Engagement Phase rolls. */
  function attackDice(s: GameState): number | undefined {
    const d = playUntil(s, (x) => x.kind === 'declare-attack' || s.phase !== 'engagement');
    if (d?.kind !== 'declare-attack') return undefined;
    choose(s, d.options.find((o) => o.id.startsWith('attack:'))!.id);
    return playUntil(s, (x) => x.kind === 'enter-dice')?.count;
  }

  it('"Mauler Mithel": attacking at range 1, one more attack die (an Obsidian pilot has the range bonus only)', () => {
    const at1 = (pilot: string) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 180) }],
        [{ pilot, id: 't', pose: at(400, 300, 180) }],
        { phase: 'engagement' },
      );
    expect(attackDice(at1('maulermithel'))).toBe(2 + 1 + 1);
    expect(attackDice(at1('obsidiansquadronpilot'))).toBe(2 + 1);
    const at2 = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 180) }],
      [{ pilot: 'maulermithel', id: 't', pose: at(400, 350, 180) }],
      { phase: 'engagement' },
    );
    expect(attackDice(at2)).toBe(2);
  });

  it('"Backstabber": attacking from outside the defender’s firing arc, one more attack die', () => {
    const behind = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 300, 0) }],
      [{ pilot: 'backstabber', id: 't', pose: at(400, 150, 0) }],
      { phase: 'engagement' },
    );
    expect(attackDice(behind)).toBe(3);
    const inFront = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 300, 180) }],
      [{ pilot: 'backstabber', id: 't', pose: at(400, 150, 0) }],
      { phase: 'engagement' },
    );
    expect(attackDice(inFront)).toBe(2);
  });

  /** The options of the attacker's modify-attack-dice decision in the first attack, with the attack dice `faces`. */
  function attackMods(s: GameState, faces: string[]): string[] {
    const d = playUntil(
      s,
      (x) => x.kind === 'modify-attack-dice' && x.ship === 't',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 't')
          return [x.options.find((o) => o.id.startsWith('attack:x:'))!.id];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => faces[i] ?? 'blank')];
        return undefined;
      },
    );
    return d?.options.map((o) => o.label) ?? [];
  }

  it('"Winged Gundark": attacking at range 1 he may change a hit to a crit; not at range 2', () => {
    const gundark = (y: number) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 180) }],
        [{ pilot: 'wingedgundark', id: 't', pose: at(400, y, 180) }],
        { phase: 'engagement' },
      );
    expect(attackMods(gundark(300), ['hit', 'hit', 'blank']).some((l) => l.includes('Winged Gundark'))).toBe(true);
    expect(attackMods(gundark(350), ['hit', 'hit']).some((l) => l.includes('Winged Gundark'))).toBe(false);
  });

  it('"Howlrunner": another friendly ship at range 1 of her may reroll an attack die; not beyond range 1', () => {
    const howl = (howlrunnerX: number, attacker: string) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 180) }],
        [
          { pilot: attacker, id: 't', pose: at(400, 350, 180) },
          { pilot: 'howlrunner', id: 'h', pose: at(howlrunnerX, 420, 90) },
        ],
        { phase: 'engagement' },
      );
    // A Black Squadron pilot (PS4) attacks with Howlrunner (PS8, facing away) beside it; she attacks nobody.
    expect(attackMods(howl(480, 'blacksquadronpilot'), ['hit', 'blank']).some((l) => l.includes('Howlrunner'))).toBe(
      true,
    );
    expect(attackMods(howl(800, 'blacksquadronpilot'), ['hit', 'blank']).some((l) => l.includes('Howlrunner'))).toBe(
      false,
    );
  });

  it('Luke Skywalker: defending, he may change a focus result to an evade', () => {
    // The TIE sits behind Luke: only it can attack.
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'luke', pose: at(400, 300, 0) }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 150, 0) }],
      { phase: 'engagement' },
    );
    const d = playUntil(
      s,
      (x) => x.kind === 'modify-defense-dice' && x.player === 0,
      (x) => {
        if (x.kind === 'declare-attack') return [x.options.find((o) => o.id.startsWith('attack:'))!.id];
        if (x.kind === 'enter-dice') return answer(x, { attack: ['hit', 'hit'], defense: ['focus', 'blank'] });
        return undefined;
      },
    );
    expect(d!.options.some((o) => o.label.includes('Luke Skywalker'))).toBe(true);
  });

  it('"Night Beast": after a green maneuver he may perform a focus action; not after a white one', () => {
    const nightBeast = (dial: string) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
        [{ pilot: 'nightbeast', id: 'nb', pose: at(400, 800, 180), dial }],
      );
    const green = nightBeast('2F');
    const asked = playUntil(green, (x) => x.kind === 'choose-action' && x.ship === 'nb');
    expect(asked?.prompt).toMatch(/Night Beast/);
    const white = nightBeast('1T');
    const plain = playUntil(white, (x) => x.kind === 'choose-action' && x.ship === 'nb');
    expect(plain?.prompt).not.toMatch(/Night Beast/);
  });

  it('R2-D2: after a green maneuver the ship may recover a shield; not after a white one, nor at full shields', () => {
    const r2 = (dial: string, shields: number) =>
      position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial, upgrades: ['r2d2'], shields }],
        [{ pilot: 'blacksquadronpilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
    const asked = (s: GameState) =>
      playUntil(s, (x) => (x.kind === 'use-ability' && x.ship === 'x') || s.phase !== 'activation');
    const green = r2('1F', 1);
    const d = asked(green);
    expect(d?.kind).toBe('use-ability');
    choose(green, d!.options.find((o) => o.id !== 'decline')!.id);
    expect(ship(green, 'x').shields).toBe(2);
    expect(asked(r2('2T', 1))?.kind).not.toBe('use-ability');
    expect(asked(r2('1F', 2))?.kind).not.toBe('use-ability');
  });
});

describe('first edition: the rest of the Core Set and Wave 1 (cards-first-edition/core-wave1.ts)', () => {
  /** Plays the Engagement Phase: `a` (player 0) attacks `d` (player 1) `dy` mm ahead; stops where `stop` says. */
  function engage(
    a: PositionShip,
    d: PositionShip,
    dy: number,
    faces: string[],
    stop: (s: GameState, x: Decision) => boolean,
    deck?: string[],
  ): { s: GameState; d: Decision | undefined } {
    const s = position([{ ...a, id: 'a', pose: at(400, 300, 0) }], [{ ...d, id: 'd', pose: at(400, 300 + dy, 180) }], {
      phase: 'engagement',
    });
    if (deck) s.players[1]!.damageDeck = [...deck];
    const found = playUntil(
      s,
      (x) => stop(s, x) || s.phase !== 'engagement',
      (x) => {
        if (x.kind === 'declare-attack' && x.ship === 'a')
          return [x.options.find((o) => o.id.startsWith('attack:d:primary:'))!.id];
        if (x.kind === 'declare-attack') return ['pass'];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => faces[i] ?? 'blank')];
        return undefined;
      },
    );
    return { s, d: found };
  }

  it('Maarek Stele (002 §Damage): his faceup card dealt is one of three drawn, the others discarded; a hit asks nothing', () => {
    const asked = (s: GameState, x: Decision) => x.kind === 'use-ability' && x.ship === 'a';
    const deck = ['consolefire', 'blindedpilot', 'damagedengine', 'shakenpilot'];
    const crit = engage(
      { pilot: 'maarekstele', pose: null },
      { pilot: 'academypilot', pose: null },
      200,
      ['crit'],
      asked,
      deck,
    );
    expect(crit.d?.kind).toBe('use-ability');
    const pick = crit.d!.options.find((o) => o.id.includes('damagedengine'))!;
    choose(crit.s, pick.id);
    playUntil(crit.s, () => crit.s.phase !== 'engagement');
    expect(ship(crit.s, 'd').damage.map((c) => [c.card, c.faceup])).toEqual([['damagedengine', true]]);
    expect(crit.s.players[1]!.damageDeck).toEqual(['shakenpilot']);
    // A hit deals a facedown card: nothing is asked.
    const hit = engage(
      { pilot: 'maarekstele', pose: null },
      { pilot: 'academypilot', pose: null },
      200,
      ['hit'],
      asked,
      deck,
    );
    expect(hit.d?.kind).not.toBe('use-ability');
    expect(ship(hit.s, 'd').damage.map((c) => [c.card, c.faceup])).toEqual([['consolefire', false]]);
    // Another TIE Advanced pilot's crit is dealt as drawn.
    const other = engage(
      { pilot: 'stormsquadronpilot', pose: null },
      { pilot: 'academypilot', pose: null },
      200,
      ['crit'],
      asked,
      deck,
    );
    expect(other.d?.kind).not.toBe('use-ability');
  });

  it('Marksmanship: its action lets him turn a focus into a crit and the others into hits this round; not without it', () => {
    const mods = (act: boolean) => {
      const s = position(
        [
          {
            pilot: 'lukeskywalker',
            id: 'x',
            pose: at(400, 200, 0),
            dial: '1F',
            upgrades: ['marksmanship'],
            tokens: { focus: 1 },
          },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 420, 180), dial: '1F' }],
      );
      const d = playUntil(
        s,
        (x) => x.kind === 'modify-attack-dice' && x.ship === 'x',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x')
            return [act ? x.options.find((o) => o.id.startsWith('card:upgrade:marksmanship'))!.id : 'pass'];
          if (x.kind === 'declare-attack')
            return [x.ship === 'x' ? x.options.find((o) => o.id.startsWith('attack:t:'))!.id : 'pass'];
          if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
            return ['enter', Array.from({ length: x.count ?? 0 }, (_, i) => ['focus', 'focus', 'hit'][i] ?? 'blank')];
          return undefined;
        },
      );
      return { s, d: d! };
    };
    const used = mods(true);
    const crit = used.d.options.find((o) => /Marksmanship \(crit\)/.test(o.label));
    expect(crit).toBeDefined();
    choose(used.s, crit!.id);
    const hits = used.s.pending!.options.find((o) => /Marksmanship \(hits\)/.test(o.label));
    expect(hits).toBeDefined();
    choose(used.s, hits!.id);
    const faces = used.s.cursor.attack!.attackDice.map((x) => x.face).filter((f) => f !== 'blank');
    expect(faces.sort()).toEqual(['crit', 'hit', 'hit']);
    // Without the action: the focus token is offered, Marksmanship is not.
    const plain = mods(false).d.options.map((o) => o.label);
    expect(plain.some((l) => /focus/i.test(l))).toBe(true);
    expect(plain.some((l) => /Marksmanship/.test(l))).toBe(false);
  });

  it('Squad Leader: its action gives a free action to a friendly ship at range 1–2 of lower pilot skill; not higher', () => {
    const run = (friend: string) => {
      const s = position(
        [
          { pilot: 'lukeskywalker', id: 'x', pose: at(400, 200, 0), dial: '1F', upgrades: ['squadleader'] },
          { pilot: friend, id: 'f', pose: at(300, 200, 0), dial: '1F' },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1F' }],
      );
      let offered = false;
      playUntil(
        s,
        () => s.phase !== 'activation',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x') {
            const card = x.options.find((o) => o.id.startsWith('card:upgrade:squadleader'));
            offered = card !== undefined;
            return [card?.id ?? 'pass'];
          }
          if (x.kind === 'use-ability' && x.ship === 'x') return [x.options.find((o) => o.id.includes('f'))!.id];
          if (x.kind === 'choose-action' && x.ship === 'f')
            return [/Squad Leader/.test(x.prompt ?? '') ? 'focus' : 'pass'];
          return undefined;
        },
      );
      const acted = s.log.some((e) => e.type === 'action-performed' && e.ship === 'f');
      return { offered, acted };
    };
    expect(run('rookiepilot')).toEqual({ offered: true, acted: true });
    expect(run('wedgeantilles')).toEqual({ offered: false, acted: false });
  });

  it('"Dutch" Vander: after his lock, another friendly ship at range 1–2 may acquire one; none there, nothing asked', () => {
    const run = (friend: { x: number; y: number; heading: number }) => {
      const s = position(
        [
          { pilot: 'dutchvander', id: 'v', pose: at(400, 200, 0), dial: '1F' },
          { pilot: 'rookiepilot', id: 'f', pose: friend, dial: '1F' },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 500, 180), dial: '1F' }],
      );
      let asked = false;
      playUntil(
        s,
        () => s.phase !== 'activation',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'v') return ['lock:t'];
          if (x.kind === 'use-ability' && x.ship === 'v') {
            asked = true;
            return [x.options.find((o) => o.id.includes('f'))!.id];
          }
          if (x.kind === 'choose-action' && x.ship === 'f') return [/Dutch/.test(x.prompt ?? '') ? 'lock:t' : 'pass'];
          return undefined;
        },
      );
      return { asked, locks: ship(s, 'f').locks.map((l) => l.target) };
    };
    expect(run(at(300, 200, 0))).toEqual({ asked: true, locks: ['t'] });
    expect(run(at(100, 900, 0))).toEqual({ asked: false, locks: [] });
  });

  it('Expert Handling: its action is a free barrel roll (a stress without one on the bar) and may drop an enemy lock', () => {
    const run = (pilot: string, drop: boolean) => {
      const s = position(
        [{ pilot, id: 'x', pose: at(400, 200, 0), dial: '1F', upgrades: ['experthandling'] }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 600, 180), dial: '1F', locks: ['x'] }],
      );
      const rolled: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'activation',
        (x) => {
          if (x.kind === 'choose-action' && x.ship === 'x') {
            if (/Expert Handling/.test(x.prompt ?? '')) {
              const roll = x.options.find((o) => o.id !== 'pass')!;
              rolled.push(roll.id);
              return [roll.id];
            }
            // The card action is offered once per ship to choose: the lock holder, or the ship itself for none.
            return [`card:upgrade:experthandling:0#0>${drop ? 't' : 'x'}`];
          }
          return undefined;
        },
      );
      return { rolled: rolled.length, stress: ship(s, 'x').tokens.stress ?? 0, locks: ship(s, 't').locks.length };
    };
    expect(run('rookiepilot', true)).toEqual({ rolled: 1, stress: 1, locks: 0 });
    expect(run('rookiepilot', false)).toEqual({ rolled: 1, stress: 1, locks: 1 });
    expect(run('blacksquadronpilot', true)).toEqual({ rolled: 1, stress: 0, locks: 0 });
  });
});

describe('first edition: Wave 2’s TIE Interceptor and A-wing cards (cards-first-edition/wave2.ts)', () => {
  it('Soontir Fel: after he gains a stress token he may gain a focus token; a green maneuver gives no stress, so nothing is asked', () => {
    const fel = (dial: string) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
        [{ pilot: 'soontirfel', id: 'f', pose: at(500, 800, 180), dial }],
      );
      const d = playUntil(
        s,
        (x) => x.kind === 'use-ability' || (x.kind === 'choose-action' && x.ship === 'f') || s.phase !== 'activation',
      );
      return { s, d };
    };
    const red = fel('3K');
    expect(red.d?.kind).toBe('use-ability');
    expect(red.d?.prompt).toMatch(/Soontir Fel/);
    choose(red.s, red.d!.options.find((o) => o.id !== 'decline')!.id);
    const gained = red.s.log.filter((e) => e.type === 'token-gained' && /Soontir Fel/.test(e.text)).map((e) => e.text);
    expect(gained).toEqual([expect.stringMatching(/focus/)]);
    const green = fel('2F');
    expect(green.d?.kind).not.toBe('use-ability');
  });

  it('Turr Phennir (002 §Free actions): after his attack he may boost or barrel roll; without an attack nothing is asked', () => {
    const turr = (attack: boolean) => {
      const s = position(
        [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }],
        [{ pilot: 'turrphennir', id: 't', pose: at(400, 400, 180) }],
        { phase: 'engagement' },
      );
      const d = playUntil(
        s,
        (x) => x.kind === 'use-ability' || s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack')
            return [x.ship === 't' && attack ? x.options.find((o) => o.id.startsWith('attack:x:'))!.id : 'pass'];
          return undefined;
        },
      );
      return { s, d };
    };
    const { s, d } = turr(true);
    expect(d?.prompt).toMatch(/Turr Phennir/);
    choose(s, d!.options.find((o) => o.id !== 'decline')!.id);
    const ids = s.pending!.options.map((o) => o.id.split(':')[0]);
    expect(s.pending?.kind).toBe('choose-action');
    expect(ids).toEqual(expect.arrayContaining(['boost', 'barrel-roll']));
    expect(ids).not.toContain('focus');
    expect(turr(false).d?.kind).not.toBe('use-ability');
  });

  it('Fel’s Wrath (002 §Destroying ships): destroyed in the Combat phase before his turn he still attacks, then goes; an Alpha Squadron pilot goes at once', () => {
    const shotDown = (pilot: string) => {
      const s = position(
        [{ pilot: 'lukeskywalker', id: 'luke', pose: at(400, 200, 0) }],
        [
          {
            pilot,
            id: 'f',
            pose: at(400, 400, 180),
            damage: [
              { card: 'consolefire', faceup: false },
              { card: 'damagedengine', faceup: false },
            ],
          },
        ],
        { phase: 'engagement' },
      );
      const asked: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack') {
            asked.push(x.ship!);
            return [x.ship === 'luke' ? x.options.find((o) => o.id.startsWith('attack:f:'))!.id : 'pass'];
          }
          if (x.kind === 'enter-dice') return answer(x, { attack: ['hit', 'hit', 'hit'] });
          return undefined;
        },
      );
      return { asked, gone: ship(s, 'f').gone?.how };
    };
    expect(shotDown('felswrath')).toEqual({ asked: ['luke', 'f'], gone: 'destroyed' });
    expect(shotDown('alphasquadronpilot')).toEqual({ asked: ['luke'], gone: 'destroyed' });
  });

  it('Arvel Crynyd (002 §Touching): he may attack an enemy he touches in his firing arc; a Green Squadron pilot there may not', () => {
    const touching = (pilot: string) => {
      const s = position(
        [{ pilot, id: 'a', pose: at(400, 200, 0) }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 240, 0) }],
        { phase: 'engagement' },
      );
      const d = playUntil(s, (x) => (x.kind === 'declare-attack' && x.ship === 'a') || s.phase !== 'engagement');
      return d?.kind === 'declare-attack' ? d.options.map((o) => o.id.split(':').slice(0, 3).join(':')) : [];
    };
    expect(touching('arvelcrynyd')).toEqual(['attack:t:primary', 'pass']);
    expect(touching('greensquadronpilot')).toEqual([]);
  });

  it('Tycho Celchu (002 §Stress): stressed, he still performs actions; a stressed Prototype Pilot performs none', () => {
    const stressed = (pilot: string) => {
      const s = position(
        [{ pilot, id: 'a', pose: at(400, 200, 0), dial: '3T', tokens: { stress: 1 } }],
        [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1T' }],
      );
      return playUntil(s, (x) => (x.kind === 'choose-action' && x.ship === 'a') || s.phase !== 'activation');
    };
    const tycho = stressed('tychocelchu');
    expect(tycho?.kind).toBe('choose-action');
    expect(tycho!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['focus', 'evade']));
    expect(stressed('prototypepilot')?.kind).not.toBe('choose-action');
  });

  it('Push the Limit (002 §Free actions): after an action a free one of the bar, then a stress; once a round', () => {
    const s = position(
      [{ pilot: 'greensquadronpilot', id: 'a', pose: at(400, 200, 0), dial: '3T', upgrades: ['pushthelimit'] }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), dial: '1T' }],
    );
    playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'a');
    choose(s, 'focus');
    const d = playUntil(s, (x) => x.kind === 'use-ability' || s.phase !== 'activation');
    expect(d?.prompt).toMatch(/Push the Limit/);
    choose(s, d!.options.find((o) => o.id !== 'decline')!.id);
    expect(s.pending?.kind).toBe('choose-action');
    choose(s, 'evade');
    const events = s.log.filter((e) => e.ship === 'a' || /Green Squadron/.test(e.text)).map((e) => e.type);
    const evade = events.lastIndexOf('action-performed');
    expect(events.filter((e) => e === 'action-performed')).toHaveLength(2);
    // The stress comes after the free action, and the card is not asked again this round.
    expect(events.slice(evade).includes('stress-gained')).toBe(true);
    expect(s.log.filter((e) => e.type === 'ability-used' && /Push the Limit/.test(e.text))).toHaveLength(1);
    expect(s.pending?.kind).not.toBe('use-ability');
  });

  /** t (a Rookie Pilot) attacks a (an A-wing pilot with `upgrades` and `tokens`); the defender's attack-dice choices. */
  function defending(upgrades: string[], tokens: Record<string, number> = {}) {
    const s = position(
      [{ pilot: 'greensquadronpilot', id: 'a', pose: at(400, 400, 180), upgrades, tokens }],
      [{ pilot: 'blacksquadronpilot', id: 't', pose: at(400, 200, 0) }],
      { phase: 'engagement' },
    );
    const d = playUntil(
      s,
      (x) => x.kind === 'modify-attack-dice' && x.player === 0,
      (x) => {
        if (x.kind === 'declare-attack')
          return [x.ship === 't' ? x.options.find((o) => o.id.startsWith('attack:a:'))!.id : 'pass'];
        if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
          return ['enter', Array.from({ length: x.count ?? 0 }, () => 'hit')];
        return undefined;
      },
    );
    return d?.options.map((o) => o.label) ?? [];
  }

  it('Elusiveness: defending, he may take a stress to make the attacker reroll one attack die; not while stressed', () => {
    expect(defending(['elusiveness']).some((l) => l.includes('Elusiveness'))).toBe(true);
    expect(defending(['elusiveness'], { stress: 1 }).some((l) => l.includes('Elusiveness'))).toBe(false);
  });

  it('Deadeye (002 §Secondary weapons): with a focus token and no lock he fires Concussion Missiles, paying the focus; without one he cannot', () => {
    const armed = (tokens: Record<string, number>) => {
      const s = position(
        [
          {
            pilot: 'greensquadronpilot',
            id: 'a',
            pose: at(400, 200, 0),
            upgrades: ['deadeye', 'concussionmissiles'],
            tokens,
          },
        ],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 420, 180) }],
        { phase: 'engagement' },
      );
      const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 'a');
      return { s, ids: d!.options.map((o) => o.id) };
    };
    const focused = armed({ focus: 1 });
    const missiles = focused.ids.find((id) => id.startsWith('attack:t:concussionmissiles'));
    expect(missiles).toBeDefined();
    choose(focused.s, missiles!);
    playUntil(focused.s, (x) => x.kind === 'enter-dice');
    expect(ship(focused.s, 'a').tokens.focus ?? 0).toBe(0);
    expect(armed({}).ids.some((id) => id.startsWith('attack:t:concussionmissiles'))).toBe(false);
  });

  it('Homing Missiles (002 §Secondary weapons): the lock is kept, the defender spends no evade token, the card is discarded', () => {
    const fire = (weapon: string) => {
      const s = position(
        [{ pilot: 'greensquadronpilot', id: 'a', pose: at(400, 200, 0), upgrades: ['homingmissiles'], locks: ['t'] }],
        [{ pilot: 'academypilot', id: 't', pose: at(400, 420, 180), tokens: { evade: 1 } }],
        { phase: 'engagement' },
      );
      const defenseMods: string[] = [];
      playUntil(
        s,
        () => s.phase !== 'engagement',
        (x) => {
          if (x.kind === 'declare-attack')
            return [x.ship === 'a' ? x.options.find((o) => o.id.startsWith(`attack:t:${weapon}`))!.id : 'pass'];
          if (x.kind === 'modify-defense-dice') defenseMods.push(...x.options.map((o) => o.id));
          if (x.kind === 'enter-dice' && x.accepts === 'attack-faces')
            return ['enter', Array.from({ length: x.count ?? 0 }, () => 'hit')];
          return undefined;
        },
      );
      return { s, evadeOffered: defenseMods.some((id) => /evade/.test(id)) };
    };
    const homing = fire('homingmissiles');
    expect(homing.evadeOffered).toBe(false);
    expect(ship(homing.s, 'a').upgrades.find((u) => u.xws === 'homingmissiles')).toMatchObject({ discarded: true });
    expect(fire('primary').evadeOffered).toBe(true);
  });
});
