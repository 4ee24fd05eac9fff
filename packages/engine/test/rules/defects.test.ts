/**
 * Rules the engine got wrong (issue 11), each played from a position through the public API only (`createFromPosition`
 * and `applyInPlace`), the way a game file or the service plays them. The earlier tests of these rules drove inner
 * functions (a phase module, a window) with hand-built states and never went through the flow that broke.
 */
import { applyInPlace, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, content, playUntil, position } from './harness.js';

describe('000 Strain Tokens: a strained ship rolls one fewer defense die, then removes a strain token', () => {
  const setup = (strain: number) =>
    position(
      'engagement',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 }, tokens: strain ? { strain } : {} }],
    );

  it('an agility-3 TIE with 2 strain is asked for 2 defense dice at range 2 and keeps 1 strain', () => {
    const s = setup(2);
    playUntil(s, (d) => d.kind === 'declare-attack');
    choose(s, s.pending!.options.find((o) => o.id.startsWith('attack:'))!.id);
    const defense = playUntil(
      s,
      (d) => d.kind === 'enter-dice' && d.accepts === 'defense-faces',
      (d) => (d.kind === 'enter-dice' ? ['enter', ['hit', 'blank', 'blank']] : undefined),
    );
    expect(defense?.count).toBe(2);
    choose(s, 'enter', ['blank', 'blank']);
    const tie = s.ships.find((x) => x.pilot === 'academypilot')!;
    expect(tie.tokens.strain).toBe(1);
    expect(s.log.some((e) => e.type === 'token-removed' && e.ship === tie.id)).toBe(true);
  });

  it('without strain the same attack asks for 3 defense dice and removes nothing', () => {
    const s = setup(0);
    playUntil(s, (d) => d.kind === 'declare-attack');
    choose(s, s.pending!.options.find((o) => o.id.startsWith('attack:'))!.id);
    const defense = playUntil(
      s,
      (d) => d.kind === 'enter-dice' && d.accepts === 'defense-faces',
      (d) => (d.kind === 'enter-dice' ? ['enter', ['hit', 'blank', 'blank']] : undefined),
    );
    expect(defense?.count).toBe(3);
  });
});

describe('000 Stress: "A stressed ship cannot set or execute red maneuvers"', () => {
  it('planning offers a stressed X-wing no red maneuver and refuses one with the reason', () => {
    const s = position(
      'planning',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 200, heading: 0 }, tokens: { stress: 1 } }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 700, heading: 180 } }],
    );
    const d = s.pending!;
    expect(d.kind).toBe('set-dial');
    expect(d.options.map((o) => o.id)).not.toContain('3E');
    expect(d.options.every((o) => o.data?.difficulty !== 'red')).toBe(true);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: '3E' }, content);
    expect(r).toMatchObject({ ok: false, code: 'stressed-red' });
    expect(r.ok ? '' : r.reason).toContain('stressed');
  });

  it('an unstressed X-wing may set the red 3E', () => {
    const s = position(
      'planning',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 200, heading: 0 } }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 700, heading: 180 } }],
    );
    expect(s.pending!.options.map((o) => o.id)).toContain('3E');
  });
});

describe('000 Initiative: a player with two or more ships at the same initiative decides their order', () => {
  const tie = (x: number, dial: string): PositionShip => ({
    pilot: 'academypilot',
    pose: { x, y: 700, heading: 180 },
    dial,
  });

  it('activation: the Empire player is asked which of the tied TIEs activates first, and that one does', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [tie(200, '1F'), tie(600, '2F')],
    );
    const d = s.pending!;
    expect(d.kind).toBe('choose-next-ship');
    expect(d.player).toBe(1);
    expect(d.options.map((o) => o.id)).toEqual(['p2-academypilot-1', 'p2-academypilot-2']);
    choose(s, 'p2-academypilot-2');
    playUntil(s, (x) => x.kind === 'choose-next-ship' || s.phase !== 'activation');
    const reveals = s.log.filter((e) => e.type === 'dial-revealed').map((e) => e.ship);
    expect(reveals[0]).toBe('p2-academypilot-2');
  });

  it('engagement: tied ships of one player are that player’s to order', () => {
    const s = position(
      'engagement',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 180 } }],
      [tie(200, '1F'), tie(600, '2F')],
    );
    // The X-wing (initiative 3) faces away and cannot attack; then the two initiative-1 TIEs are tied.
    const d = playUntil(s, (x) => x.kind === 'choose-next-ship');
    expect(d?.player).toBe(1);
    expect(d?.options).toHaveLength(2);
  });

  it('a lone ship at its initiative is not asked about', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [tie(200, '1F')],
    );
    expect(s.pending?.kind).not.toBe('choose-next-ship');
  });
});

describe('Damage cards through the flow (000 Damage Deck)', () => {
  it('Stunned Pilot: after a maneuver that moved through an obstacle, the ship suffers 1 hit damage', () => {
    const s = position(
      'activation',
      [
        {
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          damage: [{ card: 'stunnedpilot', faceup: true }],
        },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 260, heading: 0 } }] },
    );
    const x = s.ships.find((sh) => sh.pilot === 'redsquadronveteran')!;
    const shields = x.shields;
    // 001 Obstacles, asteroid: 1 hit damage, then a die (entered blank here); Stunned Pilot adds 1 more.
    playUntil(s, () => s.phase !== 'activation');
    expect(s.log.some((e) => e.type === 'obstacle-hit')).toBe(true);
    expect(s.log.filter((e) => e.type === 'shield-lost').map((e) => e.text)).toEqual([
      'Red Squadron Veteran loses a shield (asteroid-3).',
      'Red Squadron Veteran loses a shield (Stunned Pilot).',
    ]);
    expect(x.shields).toBe(shields - 2);
  });

  it('Stunned Pilot does nothing after a maneuver that touched no obstacle', () => {
    const s = position(
      'activation',
      [
        {
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          damage: [{ card: 'stunnedpilot', faceup: true }],
        },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
    );
    const x = s.ships.find((sh) => sh.pilot === 'redsquadronveteran')!;
    const shields = x.shields;
    playUntil(s, () => s.phase !== 'activation');
    expect(x.shields).toBe(shields);
  });

  it('Damaged Engine: a white turn becomes red (planning shows it, and executing it gives a stress)', () => {
    const engine = [{ card: 'damagedengine', faceup: true }];
    const planning = position(
      'planning',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, damage: engine }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 } }],
    );
    const turn = planning.pending!.options.find((o) => o.id === '2T');
    expect(turn?.data?.difficulty).toBe('red');
    expect(planning.pending!.options.find((o) => o.id === '2B')?.data?.difficulty).toBe('blue');

    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2T', damage: engine }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
    );
    playUntil(s, () => s.phase !== 'activation');
    expect(s.ships.find((sh) => sh.pilot === 'redsquadronveteran')!.tokens.stress).toBe(1);
  });
});

describe('000 Lock: "choose a ship at range 0–3" — friendly ships too', () => {
  it('the Lock action offers a friendly ship in range, and locking it assigns the lock', () => {
    const s = position(
      'activation',
      [
        { pilot: 'redsquadronveteran', pose: { x: 300, y: 150, heading: 0 }, dial: '1F' },
        { id: 'wingman', pilot: 'bluesquadronescort', pose: { x: 500, y: 150, heading: 0 }, dial: '1F' },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
    );
    const action = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'p1-redsquadronveteran-1');
    expect(action?.options.map((o) => o.id)).toContain('lock:wingman');
    choose(s, 'lock:wingman');
    const locker = s.ships.find((sh) => sh.pilot === 'redsquadronveteran')!;
    expect(locker.locks.map((l) => l.target)).toEqual(['wingman']);
  });

  it('a ship cannot lock itself', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', pose: { x: 300, y: 150, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
    );
    const self = 'p1-redsquadronveteran-1';
    const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === self)!;
    expect(d.options.map((o) => o.id)).not.toContain(`lock:${self}`);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: `lock:${self}` }, content);
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.reason).toContain('cannot lock itself');
  });
});

describe('000 Ion Tokens: "When a ship becomes ionized, it breaks all locks it is maintaining"', () => {
  it('Disabled Power Regulator ionises the ship before it engages, and its lock breaks then', () => {
    const s = position(
      'engagement',
      [
        {
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          locks: ['p2-academypilot-1'],
          damage: [{ card: 'disabledpowerregulator', faceup: true }],
        },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 } }],
    );
    const x = s.ships.find((sh) => sh.pilot === 'redsquadronveteran')!;
    // The first decision is the X-wing's attack: by then it is ionised and holds no lock.
    expect(s.pending?.kind).toBe('declare-attack');
    expect(x.tokens.ion).toBe(1);
    expect(x.locks).toEqual([]);
    expect(s.log.some((e) => e.type === 'locks-broken' && e.ship === x.id)).toBe(true);
  });
});
