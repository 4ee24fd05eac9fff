/**
 * Advanced maneuvers (000 "Advanced Maneuvers": Koiogran Turn, Tallon Roll, Segnor's Loop, Stationary, Reverse;
 * "Partial Maneuvers"), executed from a revealed dial in a real activation through the public API. Ships start at
 * y = 150 facing +y (heading 0); headings are degrees clockwise.
 */
import { applyInPlace, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, content, farTie, playUntil, position, ship } from './harness.js';

const mover = (pilot: string, dial: string, extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'm',
  pilot,
  pose: { x: 400, y: 150, heading: 0 },
  dial,
  ...extra,
});
const heading = (s: GameState) => ((ship(s, 'm').pose!.heading % 360) + 360) % 360;

/** Plays the activation until the far TIE's action, answering `answer` first; returns the decisions asked. */
function activate(s: GameState, answer: (d: Decision) => [string, string[]?] | undefined = () => undefined) {
  const asked: Decision[] = [];
  playUntil(
    s,
    (d) => {
      if (d.kind === 'choose-action' && d.ship === 'far') return true;
      asked.push(d);
      return false;
    },
    answer,
  );
  return asked;
}

describe('000 Koiogran Turn: straight ahead, then turned 180°; not when partially executed', () => {
  // The TIE is the Empire's; the far ship that stops the round is a Rebel X-wing here.
  const farX: PositionShip = { ...farTie, pilot: 'redsquadronveteran' };

  it('a TIE’s 4K ends 4-straight ahead, facing back', () => {
    const s = position('activation', [farX], [mover('academypilot', '4K')]);
    activate(s);
    expect(ship(s, 'm').pose!.y).toBeCloseTo(150 + 4 * 40 + 40);
    expect(heading(s)).toBeCloseTo(180);
  });

  it('blocked by a ship where it would end, the TIE backs up and does not turn around', () => {
    const s = position(
      'activation',
      [{ id: 'b', pilot: 'redsquadronveteran', pose: { x: 400, y: 350, heading: 0 }, dial: '1F', initiative: 5 }, farX],
      [mover('academypilot', '4K')],
    );
    activate(s);
    expect(ship(s, 'm').pose!.y).toBeLessThan(350 - 40);
    expect(heading(s)).toBeCloseTo(0);
  });
});

describe('000 Segnor’s Loop: a bank template, then turned around', () => {
  it('an E-wing’s 3L (left Segnor’s loop) ends to the left of a 3-bank, facing back', () => {
    const s = position('activation', [mover('knavesquadronescort', '3L')], [farTie]);
    activate(s);
    expect(ship(s, 'm').pose!.x).toBeLessThan(400);
    // A left bank turns 45° left (315°); the loop adds 180°: 135°.
    expect(heading(s)).toBeCloseTo(135);
  });
});

describe('000 Tallon Roll: a turn template, rotated 90° more; three final positions (left, middle, right)', () => {
  it('the player chooses the alignment: three placements are offered and the chosen one is used', () => {
    const s = position('activation', [mover('redsquadronveteran', '3E')], [farTie]);
    const d = playUntil(s, (x) => x.ship === 'm' && x.kind === 'choose-reposition');
    expect(d?.options.map((o) => o.id)).toEqual(['tallon:left', 'tallon:middle', 'tallon:right']);
    const poses = d!.options.map((o) => o.data?.pose as { x: number; y: number; heading: number });
    // The three placements slide along the template's end (here the ship's new left–right line runs along y).
    expect(new Set(poses.map((p) => Math.round(p.y))).size).toBe(3);
    choose(s, 'tallon:right');
    const p = ship(s, 'm').pose!;
    expect(p.x).toBeCloseTo(poses[2]!.x);
    expect(p.y).toBeCloseTo(poses[2]!.y);
    // A left turn (270°) and another 90° left: 180°.
    expect(heading(s)).toBeCloseTo(180);
  });

  it('a placement that is not left, middle or right is refused and changes nothing', () => {
    const s = position('activation', [mover('redsquadronveteran', '3E')], [farTie]);
    const d = playUntil(s, (x) => x.ship === 'm' && x.kind === 'choose-reposition')!;
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: 'tallon:back' }, content);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a Tallon roll that cannot be fully executed is not rotated, and no placement is asked (000 Tallon Roll)', () => {
    // A large ship sits where the left 3-turn ends: every placement overlaps it.
    const s = position(
      'activation',
      [
        mover('redsquadronveteran', '3E'),
        { id: 'b', pilot: 'outerrimsmuggler', pose: { x: 290, y: 260, heading: 0 }, dial: '1F', initiative: 6 },
      ],
      [farTie],
    );
    const asked = activate(s);
    expect(asked.some((d) => d.ship === 'm' && d.kind === 'choose-reposition')).toBe(false);
    const moved = s.log.find((e) => e.type === 'maneuver-executed' && e.ship === 'm');
    expect(moved?.data).toMatchObject({ partial: true });
    expect(heading(s)).not.toBeCloseTo(180);
  });

  it('the middle placement is the plain turn’s end, rotated', () => {
    const s = position('activation', [mover('redsquadronveteran', '3E')], [farTie]);
    activate(s, (d) => (d.kind === 'choose-reposition' ? ['tallon:middle'] : undefined));
    expect(ship(s, 'm').pose!.x).toBeLessThan(400);
    expect(heading(s)).toBeCloseTo(180);
  });
});

describe('000 List of Actions, SLAM: a maneuver of the revealed speed — a Tallon roll placed like any other', () => {
  // A Fireball reveals its white 3-straight (far from everything), then SLAMs with its red 3R (right Tallon roll).
  const fireball = () =>
    position(
      'activation',
      [mover('colossusstationmechanic', '3F', { pose: { x: 300, y: 150, heading: 0 } })],
      [farTie],
    );
  const slamTo = (option: string) => {
    const s = fireball();
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'm')!;
    expect(d.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['slam:3R:left', 'slam:3R:middle', 'slam:3R:right', 'slam:3F']),
    );
    choose(s, option);
    return ship(s, 'm').pose!;
  };

  it('000 Executing a Maneuver: the SLAM’s maneuver checks its difficulty — a red one gives a stress (then the disarm)', () => {
    const s = fireball();
    playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'm');
    expect(ship(s, 'm').tokens.stress ?? 0).toBe(0);
    choose(s, 'slam:3R:middle');
    expect(ship(s, 'm').tokens.stress).toBe(1);
    expect(ship(s, 'm').tokens.disarm).toBe(1);
    const stress = s.log.findIndex((e) => e.type === 'stress-gained' && e.ship === 'm');
    expect(stress).toBeGreaterThan(s.log.findIndex((e) => e.text.includes('SLAMs with')));
  });

  it('a blue one removes a stress, strain or deplete token (001 Check Difficulty), as a revealed blue maneuver does', () => {
    // The Fireball reveals its white 2-bank with a strain token (it may still act), then SLAMs with its blue 2-straight.
    const s = position(
      'activation',
      [mover('colossusstationmechanic', '2T', { pose: { x: 300, y: 150, heading: 0 }, tokens: { strain: 1 } })],
      [farTie],
    );
    playUntil(s, (x) => x.kind === 'choose-action' && x.ship === 'm');
    expect(ship(s, 'm').tokens.strain).toBe(1);
    choose(s, 'slam:2F');
    expect(ship(s, 'm').tokens.strain ?? 0).toBe(0);
    expect(ship(s, 'm').tokens.disarm).toBe(1);
  });

  it('the three placements of the SLAM’s Tallon roll end in three places, each turned 180°', () => {
    const poses = ['slam:3R:left', 'slam:3R:middle', 'slam:3R:right'].map(slamTo);
    expect(new Set(poses.map((p) => Math.round(p.y))).size).toBe(3);
    for (const p of poses) expect(((p.heading % 360) + 360) % 360).toBeCloseTo(180);
  });
});

describe('000 Stationary: the ship does not move but has executed a maneuver', () => {
  it('an Auzituck’s red 0-stop keeps it in place and, being red, gives a stress', () => {
    const s = position('activation', [mover('kashyyykdefender', '0O')], [farTie]);
    activate(s);
    expect(ship(s, 'm').pose).toEqual({ x: 400, y: 150, heading: 0 });
    expect(ship(s, 'm').tokens.stress).toBe(1);
    expect(s.log.some((e) => e.type === 'maneuver-executed' && e.ship === 'm')).toBe(true);
  });
});

describe('000 Reverse Straight: the template at the rear guides; the ship moves backward', () => {
  it('a Sheathipede’s 1S (reverse 1-straight) ends 80 mm behind, still facing forward', () => {
    const s = position('activation', [mover('ap5', '1S', { pose: { x: 400, y: 400, heading: 0 } })], [farTie]);
    activate(s);
    expect(ship(s, 'm').pose!.y).toBeCloseTo(400 - 80);
    expect(heading(s)).toBeCloseTo(0);
  });
});
