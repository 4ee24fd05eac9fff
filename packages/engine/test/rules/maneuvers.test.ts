/**
 * Advanced maneuvers (000 "Advanced Maneuvers": Koiogran Turn, Tallon Roll, Segnor's Loop, Stationary, Reverse;
 * "Partial Maneuvers"), executed from a revealed dial in a real activation through the public API. Ships start at
 * y = 150 facing +y (heading 0); headings are degrees clockwise.
 */
import { applyInPlace, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, content, playUntil, position } from './harness.js';

/** An Empire ship far away that activates last: the round stops at its action. */
const farTie: PositionShip = {
  id: 'far',
  pilot: 'academypilot',
  pose: { x: 400, y: 860, heading: 180 },
  dial: '1F',
  initiative: 6,
};
const mover = (pilot: string, dial: string, extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'm',
  pilot,
  pose: { x: 400, y: 150, heading: 0 },
  dial,
  ...extra,
});
const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
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

  it('the middle placement is the plain turn’s end, rotated', () => {
    const s = position('activation', [mover('redsquadronveteran', '3E')], [farTie]);
    activate(s, (d) => (d.kind === 'choose-reposition' ? ['tallon:middle'] : undefined));
    expect(ship(s, 'm').pose!.x).toBeLessThan(400);
    expect(heading(s)).toBeCloseTo(180);
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
