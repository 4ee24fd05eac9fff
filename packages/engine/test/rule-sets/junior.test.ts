/**
 * The junior variant's rules (004, a simplified first edition; issue 29), each played through `apply` on the first
 * edition's cards. What 004 does not say plays by 002 (first-edition.test.ts).
 */
import {
  type Choice,
  createGame,
  type GameSetup,
  type GameState,
  type PositionShip,
  replay,
  runGames,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { answer, at, choose, fe, playUntil, positionOf, refusal, setupOf, ship } from './harness.js';

const squad = (faction: string, ship: string, pilot: string, n: number, extra: object = {}) => ({
  faction,
  version: '1.0.0',
  pilots: Array.from({ length: n }, () => ({ name: pilot, ship, ...extra })),
});
const REBELS = squad('rebel', 'xwing', 'rookiepilot', 1);
const EMPIRE = squad('imperial', 'tiefighter', 'academypilot', 2);

const setup = (seed: string, a: unknown = REBELS, b: unknown = EMPIRE): GameSetup => setupOf('junior', seed, [a, b]);

const position = (
  p0: PositionShip[],
  p1: PositionShip[],
  phase: 'planning' | 'activation' | 'engagement' = 'activation',
): GameState => positionOf('junior', p0, p1, { phase });

describe('junior (004): set-up', () => {
  it('is complete: a junior game needs no missing pieces accepted', () => {
    expect(createGame({ ...setup('jr/complete'), acceptMissing: false }, fe).log[0]!.type).not.toBe('rules-missing');
  });

  it('004 §Set Up a: Rookie Pilot X-wings against Academy Pilot TIEs, two TIEs for each X-wing', () => {
    const s = createGame(setup('jr/ok'), fe);
    expect(s.ruleset).toBe('junior');
    expect(s.ships.map((x) => x.pilot)).toEqual(['rookiepilot', 'academypilot', 'academypilot']);
    const ratio = refusal(() =>
      createGame(setup('jr/ratio', REBELS, squad('imperial', 'tiefighter', 'academypilot', 1)), fe),
    );
    expect(ratio.code).toBe('invalid-squad');
    expect(ratio.message).toMatch(/two TIE fighters face each X-wing/);
    const luke = refusal(() => createGame(setup('jr/luke', squad('rebel', 'xwing', 'lukeskywalker', 1)), fe));
    expect(luke.message).toMatch(/lukeskywalker: junior squads fly Rookie Pilot X-wings only/);
    expect(luke.message).toMatch(/004's optional advanced rule: the junior-advanced rule set/);
    const armed = squad('rebel', 'xwing', 'rookiepilot', 1, { upgrades: { torpedo: ['protontorpedoes'] } });
    expect(refusal(() => createGame(setup('jr/armed', armed), fe)).message).toMatch(/carry no upgrades/);
  });

  it('004 §Set Up b: no obstacles; the ships are placed within range 1 of their edge', () => {
    const s = createGame(setup('jr/setup'), fe);
    const d = playUntil(s, (x) => x.kind === 'place-ship' || x.kind === 'place-obstacle');
    expect(d?.kind).toBe('place-ship');
    expect(s.obstacles).toHaveLength(0);
  });
});

describe('junior (004): planning', () => {
  it('004 §Planning Phase: up to three test templates per ship, each showing where it would end, then the dial', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 400, 180) }],
      'planning',
    );
    const d = playUntil(s, (x) => x.kind === 'test-template' && x.ship === 'x');
    expect(d!.options.map((o) => o.id)).toContain('test:4K');
    choose(s, 'test:2F');
    const tested = s.log.filter((e) => e.type === 'template-tested');
    expect(tested[0]!.data).toMatchObject({ maneuver: '2F', partial: false });
    expect(ship(s, 'x').pose).toMatchObject({ x: 400, y: 200 });
    choose(s, 'test:3F');
    expect(s.log.filter((e) => e.type === 'template-tested')[1]!.data).toMatchObject({ partial: true });
    choose(s, 'test:1F');
    expect(s.pending!.kind).toBe('set-dial');
    expect(s.pending!.ship).toBe('x');
    choose(s, '3B');
    // Its opponent may set a dial at once.
    expect(s.pending!.kind).toBe('test-template');
    choose(s, 'set-dial');
    expect(s.pending!.kind).toBe('set-dial');
    expect(s.pending!.ship).toBe('t');
  });
});

describe('junior (004): activation', () => {
  it('004 §Activation Phase c: an X-wing may only focus; a TIE may focus or evade (no lock, no barrel roll)', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 800, 180), dial: '1F' }],
    );
    const onT = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 't');
    expect(onT!.options.map((o) => o.id).filter((id) => id !== 'pass')).toEqual(['focus', 'evade']);
    choose(s, 'evade');
    const onX = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'x');
    expect(onX!.options.map((o) => o.id).filter((id) => id !== 'pass')).toEqual(['focus']);
  });

  it('004 §Activation Phase b: a Koiogran turn flies the straight template, then the ship turns round', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '4K' }],
      [{ pilot: 'academypilot', id: 't', pose: at(100, 850, 180), dial: '1F' }],
    );
    playUntil(s, () => s.log.some((e) => e.type === 'maneuver-executed' && e.ship === 'x'));
    const p = ship(s, 'x').pose!;
    expect(p.heading).toBe(180);
    expect(p.x).toBeCloseTo(400, 3);
    expect(p.y).toBeGreaterThan(200 + 4 * 39);
  });

  it('004 §Activation Phase b: a ship that runs into another stops short, and both take one damage', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '3F' }],
      // The TIE (pilot skill 1) moves first, to y 320: the X-wing's 3-straight would end on it.
      [{ pilot: 'academypilot', id: 't', pose: at(400, 400, 180), dial: '1F' }],
    );
    playUntil(s, () => s.phase !== 'activation');
    expect(s.log.find((e) => e.type === 'maneuver-executed' && e.ship === 'x')!.data).toMatchObject({ partial: true });
    expect(ship(s, 'x').shields).toBe(1);
    expect(ship(s, 't').damage).toHaveLength(1);
    expect(s.log.some((e) => e.type === 'action-skipped' && e.ship === 'x')).toBe(true);
  });
});

describe('junior (004): crossing a ship', () => {
  it('004 §Activation Phase b: a ship whose path crosses another stops against it, and both take one damage', () => {
    // The TIE (pilot skill 1) flies first, to y 330; the X-wing's 4-straight would end past it, at y 400.
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0), dial: '4F' }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 410, 180), dial: '1F' }],
    );
    playUntil(s, () => s.phase !== 'activation');
    const moved = s.log.find((e) => e.type === 'maneuver-executed' && e.ship === 'x')!;
    expect(moved.data).toMatchObject({ partial: true, overlapped: ['t'] });
    // It stops against the TIE's base (the TIE's spans y 310–350; the X-wing's is 40 long).
    expect(ship(s, 'x').pose!.y).toBeLessThanOrEqual(290);
    expect(ship(s, 'x').pose!.y).toBeGreaterThan(285);
    expect(ship(s, 'x').shields).toBe(1);
    expect(ship(s, 't').damage).toHaveLength(1);
  });
});

describe('junior (004): combat and End Phase', () => {
  /** x attacks t (range 2, head on); the attack dice are `attack`, the defense dice `defense`. */
  function attack(attackFaces: string[], defense: string[], tTokens: PositionShip['tokens'] = {}) {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(400, 200, 0) }],
      [{ pilot: 'academypilot', id: 't', pose: at(400, 400, 180), tokens: tTokens }],
      'engagement',
    );
    const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 'x');
    choose(s, d!.options.find((o) => o.id.startsWith('attack:t:'))!.id);
    let defenseCount: number | undefined;
    playUntil(
      s,
      () => s.log.some((e) => e.type === 'attack-neutralized'),
      (x) => {
        if (x.kind === 'enter-dice' && x.accepts === 'defense-faces') defenseCount = x.count;
        if (x.kind === 'enter-dice') return answer(x, { attack: attackFaces, defense });
        return undefined;
      },
    );
    return { s, defenseCount, result: s.log.find((e) => e.type === 'attack-neutralized')!.data };
  }

  it('004 §Combat Phase b, d: a crit counts as two hits, each cancelled by an evade and dealt as plain damage', () => {
    const { s, result } = attack(['crit', 'hit', 'blank'], ['evade', 'blank', 'blank']);
    expect(result).toMatchObject({ hits: 2, crits: 0 });
    playUntil(s, () => s.phase !== 'engagement' || ship(s, 't').damage.length >= 2);
    expect(ship(s, 't').damage.map((c) => c.faceup)).toEqual([false, false]);
  });

  it('004 §Combat Phase c: an evade token rolls one more defense die and is not spent for an evade result', () => {
    const without = attack(['hit', 'hit', 'blank'], ['blank', 'blank', 'blank']);
    const withToken = attack(['hit', 'hit', 'blank'], ['blank', 'blank', 'blank', 'blank'], { evade: 1 });
    expect(withToken.defenseCount).toBe((without.defenseCount ?? 0) + 1);
    expect(withToken.result).toMatchObject({ hits: 2 });
    expect(withToken.s.log.some((e) => e.type === 'dice-modified' && /evade token/i.test(e.text))).toBe(false);
  });

  it('004 §End Phase: the unspent focus and evade tokens are removed', () => {
    const s = position(
      [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), tokens: { focus: 1 } }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 850, 180), tokens: { evade: 1 } }],
      'engagement',
    );
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'x').tokens.focus ?? 0).toBe(0);
    expect(ship(s, 't').tokens.evade ?? 0).toBe(0);
  });
});

describe('junior (004): whole games', () => {
  it('Rookie and Academy squads play start to end with both computer players, and replay exactly', () => {
    for (const ai of ['random', 'heuristic'] as const) {
      const records: { setup: GameSetup; choices: Choice[]; log: GameState['log'] }[] = [];
      const summary = runGames({
        a: squad('rebel', 'xwing', 'rookiepilot', 2),
        b: squad('imperial', 'tiefighter', 'academypilot', 4),
        games: 4,
        seed: `jr/sim/${ai}`,
        ai,
        content: fe,
        ruleSet: 'junior',
        onGame: (r) => records.push(r),
      });
      expect(summary.games).toBe(4);
      for (const r of records) expect(replay(r.setup, r.choices, fe, r.log).ok).toBe(true);
    }
  });
});

describe('junior (004) with its optional advanced rule (the junior-advanced rule set)', () => {
  const advanced = (a: unknown, b: unknown, seed = 'jr-adv'): GameSetup => ({
    ...setup(seed, a, b),
    ruleSet: 'junior-advanced',
  });
  const LUKE = {
    faction: 'rebel',
    version: '1.0.0',
    pilots: [
      { name: 'lukeskywalker', ship: 'xwing' },
      { name: 'rookiepilot', ship: 'xwing' },
    ],
  };
  const ACES = {
    faction: 'imperial',
    version: '1.0.0',
    pilots: [
      { name: 'howlrunner', ship: 'tiefighter' },
      { name: 'nightbeast', ship: 'tiefighter' },
    ],
  };

  it('004 §Set Up a (advanced rule): other X-wing and TIE fighter pilots to the agreed points; no other ship, no upgrades', () => {
    const s = createGame(advanced(LUKE, ACES), fe);
    expect(s.ruleset).toBe('junior-advanced');
    expect(s.ships.map((x) => x.pilot)).toEqual(['lukeskywalker', 'rookiepilot', 'howlrunner', 'nightbeast']);
    // Every X-wing and TIE fighter pilot acts: nothing is missing, no acceptMissing needed.
    const complete = createGame({ ...advanced(LUKE, ACES), acceptMissing: false }, fe);
    expect(complete.log.some((e) => e.type === 'rules-missing' || e.type === 'ability-not-implemented')).toBe(false);
    const yWing = squad('rebel', 'ywing', 'goldsquadronpilot', 1);
    expect(refusal(() => createGame(advanced(yWing, ACES), fe)).message).toMatch(
      /goldsquadronpilot: advanced junior squads fly X-wings only, not ywing/,
    );
    const armed = squad('rebel', 'xwing', 'rookiepilot', 1, { upgrades: { torpedo: ['protontorpedoes'] } });
    expect(refusal(() => createGame(advanced(armed, ACES), fe)).message).toMatch(/carry no upgrades/);
    // Points, not the two-to-one balance: five Rookie Pilots cost more than the 100 agreed.
    expect(refusal(() => createGame(advanced(squad('rebel', 'xwing', 'rookiepilot', 5), ACES), fe)).code).toBe(
      'invalid-squad',
    );
  });

  it("004 §Activation Phase c (advanced rule): a ship may take its bar's other actions, still one", () => {
    const s = positionOf(
      'junior-advanced',
      [{ pilot: 'rookiepilot', id: 'x', pose: at(100, 100, 0), dial: '1F' }],
      [{ pilot: 'academypilot', id: 't', pose: at(800, 800, 180), dial: '1F' }],
    );
    const onT = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 't');
    const ids = onT!.options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['focus', 'evade']));
    expect(ids.some((id) => id.startsWith('barrel-roll:'))).toBe(true);
    choose(s, 'evade');
    const onX = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'x');
    expect(onX!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['focus']));
    // One action only: after it, t was not asked again.
    expect(s.log.filter((e) => e.type === 'action-performed' && e.ship === 't')).toHaveLength(1);
  });
});
