/** Actions (000 "Actions", "Action Types"; 001 Activation 3. Perform Action), on realistic boards. */
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace } from '@xwing/engine';
import { actionMenu, performAction } from '../src/actions/index.js';
import { EngineCtx } from '../src/engine-ctx.js';
import { choose, content, events, position } from './core-helpers.js';

const XW = 'p1-redsquadronveteran-1';
const TIE = 'p2-academypilot-1';

describe('lock (000 "Lock")', () => {
  it('a lock beyond range 3 is refused with the reason, and the refusal changes nothing', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 100, heading: 0 }, dial: '1F' }],
      [
        { pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' },
        { pilot: 'academypilot', pose: { x: 200, y: 300, heading: 180 }, dial: '1F' },
      ],
    );
    expect(s.pending?.kind).toBe('choose-action');
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).toContain('lock:p2-academypilot-2');
    expect(ids).not.toContain(`lock:${TIE}`);
    const before = JSON.stringify(s);
    const r = apply(s, { decision: s.pending!.id, seat: s.pending!.player, option: `lock:${TIE}` }, content);
    expect(r.result).toEqual({
      ok: false,
      code: 'out-of-range',
      reason: `${XW} cannot lock ${TIE}: it is beyond range 3`,
    });
    expect(r.state).toBe(s);
    expect(JSON.stringify(s)).toBe(before);
    const inPlace = applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: `lock:${TIE}` },
      content,
    );
    expect(inPlace.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
    choose(s, 'lock:p2-academypilot-2');
    expect(s.ships.find((x) => x.id === XW)!.locks).toEqual([{ target: 'p2-academypilot-2' }]);
  });

  it('only one lock is maintained: a new lock replaces the old one', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 100, heading: 0 }, dial: '1F', locks: [TIE] }],
      [
        { pilot: 'academypilot', pose: { x: 400, y: 300, heading: 180 }, dial: '1F' },
        { pilot: 'academypilot', pose: { x: 200, y: 300, heading: 180 }, dial: '1F' },
      ],
    );
    choose(s, 'lock:p2-academypilot-2');
    expect(s.ships.find((x) => x.id === XW)!.locks).toEqual([{ target: 'p2-academypilot-2' }]);
  });
});

describe('barrel roll and boost (000 "Barrel Roll", "Boost")', () => {
  it('a barrel roll into an obstacle is refused; the legal ones are offered', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'asteroid-4', pose: { x: 330, y: 260, heading: 0 } }] },
    );
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids.some((i) => i.startsWith('barrel-roll:right'))).toBe(true);
    expect(ids.some((i) => i.startsWith('barrel-roll:left'))).toBe(false);
    const r = apply(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'barrel-roll:left:middle' },
      content,
    );
    expect(r.result.ok).toBe(false);
    choose(s, 'barrel-roll:right:middle');
    const x = s.ships.find((v) => v.id === XW)!;
    expect(x.pose!.x).toBeCloseTo(480);
  });

  it('when every placement is blocked, the action cannot be performed and says why', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      {
        obstacles: [
          { name: 'asteroid-4', pose: { x: 330, y: 260, heading: 0 } },
          { name: 'asteroid-9', pose: { x: 470, y: 260, heading: 0 } },
        ],
      },
    );
    const r = apply(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'barrel-roll:right:middle' },
      content,
    );
    expect(r.result.ok).toBe(false);
    if (!r.result.ok) expect(r.result.reason).toMatch(/cannot barrel roll: every placement/);
  });
});

describe('once per round, stress, red and linked actions (000 "Actions")', () => {
  it('the same action cannot be performed twice in a round', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
    );
    choose(s, 'focus');
    const ctx = new EngineCtx(s, content);
    const x = s.ships.find((v) => v.id === XW)!;
    const menu = actionMenu(ctx, x, [{ type: 'focus', difficulty: 'white' }]);
    expect(menu.options).toEqual([]);
    expect(menu.refused.focus).toMatch(/already performed focus this round/);
  });

  it('a stressed ship cannot perform a red action (nor any action)', () => {
    const s = position(
      [
        {
          pilot: 'redsquadronveteran',
          initiative: 0,
          pose: { x: 400, y: 200, heading: 0 },
          dial: '3F',
          tokens: { stress: 1 },
        },
      ],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
    );
    expect(events(s, 'action-skipped', XW)[0]!.text).toMatch(/stressed ships cannot perform actions/);
    const ctx = new EngineCtx(s, content);
    const x = s.ships.find((v) => v.id === XW)!;
    const r = performAction(ctx, x, [{ type: 'focus', difficulty: 'red' }], 'focus');
    expect(r.ok).toBe(false);
  });

  it('a linked red barrel roll after focus gives a stress (B-wing focus → red barrel roll)', () => {
    const s = position(
      [{ pilot: 'bluesquadronpilot', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '2F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
    );
    const B = 'p1-bluesquadronpilot-1';
    choose(s, 'focus');
    expect(s.pending?.kind).toBe('choose-action');
    expect(s.pending?.ship).toBe(B);
    const roll = s.pending!.options.find((o) => o.id.startsWith('barrel-roll'))!;
    expect(roll.data!.difficulty).toBe('red');
    choose(s, roll.id);
    const b = s.ships.find((v) => v.id === B)!;
    expect(b.tokens.focus).toBe(1);
    expect(b.tokens.stress).toBe(1);
  });
});

describe('cloak and decloak (002 "Cloak"; 001 System Phase)', () => {
  it('a cloaked ship may decloak in the System Phase with a 2-straight roll or boost', () => {
    const s = position(
      [{ pilot: 'sigmasquadronace', initiative: 0, pose: { x: 400, y: 300, heading: 0 }, dial: '2F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      { maxRounds: 3 },
    );
    const E = 'p1-sigmasquadronace-1';
    choose(s, 'cloak');
    const e = s.ships.find((v) => v.id === E)!;
    expect(e.tokens.cloak).toBe(1);
    // Play on to the next System Phase: Empire passes, dials 1F.
    while (s.pending && s.pending.kind !== 'choose-reposition') {
      const p = s.pending;
      const pick = p.options.find((o) => o.id === 'pass' || o.id === '1F') ?? p.options[0]!;
      choose(s, pick.id);
    }
    expect(s.phase).toBe('system');
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).toContain('decloak:boost');
    expect(ids).toContain('decloak:left:middle');
    expect(ids).toContain('stay');
    const y = e.pose!.y;
    choose(s, 'decloak:boost');
    expect(e.tokens.cloak ?? 0).toBe(0);
    // The 2-straight boost: template 80 mm plus the base's 40 mm (the ship then activates and moves on).
    const decloaked = events(s, 'decloaked', E)[0]!;
    expect((decloaked.data!.pose as { y: number }).y).toBeCloseTo(y + 120);
  });
});

describe('range 0 of a gas cloud (000 p.18)', () => {
  it('a ship at range 0 of a gas cloud cannot acquire locks', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'gas-cloud-1', pose: { x: 400, y: 270, heading: 0 } }] },
    );
    expect(s.ships.find((v) => v.id === XW)!.atObstacles).toContain('gas-cloud');
    const r = apply(s, { decision: s.pending!.id, seat: s.pending!.player, option: `lock:${TIE}` }, content);
    expect(r.result.ok).toBe(false);
    if (!r.result.ok) expect(r.result.reason).toMatch(/range 0 of a gas cloud and cannot acquire locks/);
  });
});

describe('entered dice (issue 4: dice rolled or entered)', () => {
  it('an asteroid roll is asked of its owner and the entered face is used', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      { diceMode: 'entered', obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 262, heading: 0 } }] },
    );
    expect(s.pending?.kind).toBe('enter-dice');
    expect(s.pending?.player).toBe(0);
    expect(s.pending?.count).toBe(1);
    const bad = apply(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'enter', value: ['evade'] },
      content,
    );
    expect(bad.result.ok).toBe(false);
    choose(s, 'enter', ['crit']);
    const x = s.ships.find((v) => v.id === XW)!;
    // 1 hit damage, then the crit result: 1 more hit damage (000/001 asteroid). Both come off the two shields.
    expect(x.shields).toBe(0);
    expect(events(s, 'obstacle-hit', XW)[0]!.data!.face).toBe('crit');
  });
});

describe('SLAM (000 "SLAM")', () => {
  it('executes a maneuver of the revealed speed, then gains a disarm token', () => {
    const s = position(
      [{ pilot: 'esegetuketu', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '2F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
    );
    const S = 'p1-esegetuketu-1';
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).toContain('slam:2F');
    expect(ids.filter((i) => i.startsWith('slam:')).every((i) => i.startsWith('slam:2'))).toBe(true);
    const before = s.ships.find((v) => v.id === S)!.pose!.y;
    choose(s, 'slam:2F');
    const ship = s.ships.find((v) => v.id === S)!;
    expect(ship.pose!.y).toBeGreaterThan(before + 100);
    expect(ship.tokens.disarm).toBe(1);
  });
  it('in an entered-dice game, asks the die of an obstacle the SLAM moves through, then gains the disarm token', () => {
    const s = position(
      [{ pilot: 'esegetuketu', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '2F' }],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      { diceMode: 'entered', obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 470, heading: 0 } }] },
    );
    const S = 'p1-esegetuketu-1';
    choose(s, 'slam:2F');
    expect(s.pending).toMatchObject({ kind: 'enter-dice', count: 1 });
    const ship = s.ships.find((v) => v.id === S)!;
    expect(ship.tokens.disarm).toBeUndefined();
    choose(s, 'enter', ['blank']);
    expect(events(s, 'obstacle-hit', S)).toHaveLength(1);
    expect(ship.tokens.disarm).toBe(1);
  });
});
