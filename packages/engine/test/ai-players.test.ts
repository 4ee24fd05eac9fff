/** The computer players on hand-made decisions (no engine needed): legal, deterministic, sensible. */
import { loadContent } from '@xwing/content';
import { finalPose, parseManeuver, placeObstacle, shipSolid, solidsOverlap, type Pose } from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import {
  type AiRng,
  HeuristicPlayer,
  makePlayer,
  RandomPlayer,
  type ShipSight,
  type TableSight,
} from '../src/ai/index.js';
import type { Decision, Option } from '../src/decision.js';
import { seedRng } from '../src/rng.js';

const content = loadContent();
const xwingDial = content.shipOf(content.pilot('lukeskywalker')!).dial;

function ship(id: string, player: 0 | 1, pose: Pose, extra: Partial<ShipSight> = {}): ShipSight {
  return {
    id,
    player,
    pilot: player === 0 ? 'lukeskywalker' : 'academypilot',
    base: 'small',
    pose,
    initiative: 3,
    shields: 2,
    hull: 4,
    tokens: {},
    locks: [],
    damage: [],
    gone: null,
    ...extra,
  };
}

function table(ships: ShipSight[], obstacles: TableSight['obstacles'] = []): TableSight {
  return { round: 1, ships, obstacles, players: [{ edge: 'first' }, { edge: 'second' }] };
}

function dialDecision(shipId: string, player: 0 | 1 = 0): Decision {
  return {
    id: 7,
    player,
    kind: 'set-dial',
    ship: shipId,
    prompt: `Set the dial of ${shipId}`,
    options: xwingDial.map((m) => ({
      id: m.code,
      label: `${m.code} (${m.difficulty})`,
      data: { difficulty: m.difficulty },
    })),
  };
}

const heuristic = new HeuristicPlayer();
const rng = (): AiRng => seedRng('test');

function chosenPose(view: TableSight, d: Decision, shipId: string): { code: string; pose: Pose } {
  const c = heuristic.choose(view, d, content, rng());
  expect(c.decision).toBe(d.id);
  const me = view.ships.find((s) => s.id === shipId)!;
  return { code: c.option, pose: finalPose(me.pose!, parseManeuver(c.option), 'small') };
}

function inside(pose: Pose): boolean {
  const b = shipSolid('small', pose, true).bounds;
  return b.minX >= 0 && b.minY >= 0 && b.maxX <= 914.4 && b.maxY <= 914.4;
}

describe('random player', () => {
  const d = dialDecision('x');
  const view = table([ship('x', 0, { x: 400, y: 400, heading: 0 })]);

  it('picks only among the options, and the same seed gives the same picks', () => {
    const p = new RandomPlayer();
    const run = (seed: string) => {
      const r = seedRng(seed);
      return Array.from({ length: 50 }, () => p.choose(view, d, content, r).option);
    };
    const a = run('seed-1');
    expect(run('seed-1')).toEqual(a);
    expect(run('seed-2')).not.toEqual(a);
    const ids = new Set(d.options.map((o) => o.id));
    for (const id of a) expect(ids.has(id)).toBe(true);
    // Uniform enough to reach most options in 50 draws.
    expect(new Set(a).size).toBeGreaterThan(8);
  });

  it('builds a value only for a decision without options', () => {
    const p = makePlayer('random');
    const dice: Decision = {
      id: 3,
      player: 1,
      kind: 'enter-dice',
      prompt: 'Roll 3 attack dice',
      options: [],
      accepts: 'attack-faces',
      count: 3,
    };
    const c = p.choose(view, dice, content, seedRng('d'));
    expect(c.value).toHaveLength(3);
    for (const f of c.value as string[]) expect(['hit', 'crit', 'focus', 'blank']).toContain(f);
    const place: Decision = {
      id: 4,
      player: 0,
      kind: 'place-ship',
      ship: 'x',
      prompt: 'Place',
      options: [],
      accepts: 'pose',
    };
    const pose = p.choose(view, place, content, seedRng('d')).value as Pose;
    expect(inside(pose)).toBe(true);
    expect(pose.y).toBeLessThanOrEqual(100);
  });
});

describe('heuristic player: dials', () => {
  it('flies toward an enemy straight ahead with a forward maneuver', () => {
    const view = table([ship('x', 0, { x: 450, y: 200, heading: 0 }), ship('t', 1, { x: 450, y: 600, heading: 180 })]);
    const { code, pose } = chosenPose(view, dialDecision('x'), 'x');
    const m = parseManeuver(code);
    expect(['straight', 'bank']).toContain(m.kind);
    expect(m.speed).toBeGreaterThanOrEqual(2);
    expect(pose.y).toBeGreaterThan(250);
  });

  it('turns around toward an enemy behind it', () => {
    const view = table([ship('x', 0, { x: 450, y: 500, heading: 0 }), ship('t', 1, { x: 450, y: 250, heading: 0 })]);
    const { pose } = chosenPose(view, dialDecision('x'), 'x');
    // Now facing roughly back toward the enemy (heading near 180, or at least turned).
    const h = pose.heading;
    expect(h).toBeGreaterThan(60);
    expect(h).toBeLessThan(300);
  });

  it('does not flee off the edge it is facing', () => {
    for (const start of [
      { x: 450, y: 790, heading: 0 },
      { x: 800, y: 450, heading: 90 },
      { x: 110, y: 110, heading: 225 },
    ]) {
      const view = table([ship('x', 0, start), ship('t', 1, { x: 450, y: 450, heading: 0 })]);
      const { pose } = chosenPose(view, dialDecision('x'), 'x');
      expect(inside(pose)).toBe(true);
    }
  });

  it('keeps off an asteroid lying where the straight moves end', () => {
    const rock = { id: 'rock', name: 'asteroid-3', pose: { x: 450, y: 330, heading: 0 } };
    const view = table(
      [ship('x', 0, { x: 450, y: 200, heading: 0 }), ship('t', 1, { x: 450, y: 650, heading: 180 })],
      [rock],
    );
    const { pose } = chosenPose(view, dialDecision('x'), 'x');
    const solid = placeObstacle(rock.name, rock.pose, rock.id).solid;
    expect(solidsOverlap(shipSolid('small', pose, false), solid)).toBe(false);
  });

  it('never picks a red maneuver while stressed', () => {
    const view = table([
      ship('x', 0, { x: 450, y: 500, heading: 0 }, { tokens: { stress: 1 } }),
      ship('t', 1, { x: 450, y: 250, heading: 0 }),
    ]);
    const c = heuristic.choose(view, dialDecision('x'), content, rng());
    expect(xwingDial.find((m) => m.code === c.option)?.difficulty).not.toBe('red');
  });
});

describe('heuristic player: other decisions', () => {
  const me = ship('x', 0, { x: 450, y: 300, heading: 0 });
  const weak = ship('t1', 1, { x: 450, y: 420, heading: 180 }, { shields: 0, hull: 3, damage: [{}, {}] });
  const strong = ship('t2', 1, { x: 500, y: 560, heading: 180 });
  const view = table([me, weak, strong]);
  const decide = (kind: Decision['kind'], options: Option[], player: 0 | 1 = 0, ship = 'x'): string =>
    heuristic.choose(view, { id: 1, player, kind, ship, prompt: kind, options }, content, rng()).option;

  it('takes focus, or a lock on an enemy in arc, rather than passing', () => {
    const opts: Option[] = [
      { id: 'focus', label: 'Focus', data: { action: 'focus', difficulty: 'white' } },
      { id: 'pass', label: 'Pass' },
    ];
    expect(decide('choose-action', opts)).toBe('focus');
    const withFocus = table([{ ...me, tokens: { focus: 1 } }, weak, strong]);
    const lock: Option[] = [
      ...opts,
      { id: 'lock:t1', label: 'Lock t1', data: { action: 'lock', difficulty: 'white', target: 't1', range: 1 } },
    ];
    const c = heuristic.choose(
      withFocus,
      { id: 1, player: 0, kind: 'choose-action', ship: 'x', prompt: '', options: lock },
      content,
      rng(),
    );
    expect(c.option).toBe('lock:t1');
  });

  it('shoots rather than passes, preferring the close, damaged target', () => {
    const opts: Option[] = [
      {
        id: 'attack:t2:primary:front',
        label: 'Attack t2 at range 2',
        data: { defender: 't2', weapon: 'primary', range: 2 },
      },
      {
        id: 'attack:t1:primary:front',
        label: 'Attack t1 at range 1',
        data: { defender: 't1', weapon: 'primary', range: 1 },
      },
      { id: 'pass', label: 'Do not attack' },
    ];
    expect(decide('declare-attack', opts)).toBe('attack:t1:primary:front');
  });

  it('spends a lock to reroll blanks and a focus to change focus results, then stops', () => {
    const mods: Option[] = [
      { id: 'mod:lock', label: 'Spend lock: reroll any number of dice' },
      { id: 'mod:focus', label: 'Spend focus: change 99 focus to hit' },
      { id: 'done', label: 'No more changes' },
    ];
    const attack = (faces: string[]) =>
      ({
        ...view,
        cursor: {
          attack: {
            attacker: 'x',
            defender: 't1',
            range: 1,
            attackDice: faces.map((face) => ({ face, rerolled: false })),
            defenseDice: [],
          },
        },
      }) satisfies TableSight;
    const pick = (faces: string[], options: Option[]) =>
      heuristic.choose(
        attack(faces),
        { id: 2, player: 0, kind: 'modify-attack-dice', ship: 'x', prompt: '', options },
        content,
        rng(),
      ).option;
    expect(pick(['hit', 'blank', 'focus'], mods)).toBe('mod:lock');
    expect(pick(['hit', 'focus', 'focus'], [mods[1]!, mods[2]!])).toBe('mod:focus');
    expect(pick(['hit', 'hit', 'crit'], [mods[2]!])).toBe('done');
  });

  it('places a ship near the centre line and an obstacle away from its own edge', () => {
    const poses: Pose[] = [
      { x: 100, y: 50, heading: 0 },
      { x: 430, y: 50, heading: 0 },
      { x: 800, y: 50, heading: 0 },
    ];
    const place = poses.map((pose, i) => ({ id: `auto-${i + 1}`, label: 'at', data: { pose } }));
    expect(decide('place-ship', place)).toBe('auto-2');
    const rocks = [300, 600, 450].map((y, i) => ({
      id: `r:${i}`,
      label: 'at',
      data: { obstacle: 'r', pose: { x: 450, y, heading: 0 } },
    }));
    expect(decide('place-obstacle', rocks, 0)).toBe('r:1');
    expect(decide('place-obstacle', rocks, 1)).toBe('r:0');
  });

  it('answers every kind with one of its options', () => {
    const kinds: Decision['kind'][] = [
      'choose-reposition',
      'choose-lock-target',
      'overlap-action',
      'choose-reinforce',
      'use-ability',
      'confirm',
    ];
    const options: Option[] = [
      { id: 'a', label: 'A', data: { pose: { x: 460, y: 330, heading: 0 }, target: 't1' } },
      { id: 'b', label: 'B (fore)', data: { pose: { x: 900, y: 330, heading: 0 }, target: 't2' } },
      { id: 'pass', label: 'Pass' },
    ];
    for (const kind of kinds) expect(['a', 'b', 'pass']).toContain(decide(kind, options));
  });
});
