/**
 * The jam, tractor, deplete and reinforce tokens' rules (rules-reference-supplement.md "Jam", "Tractor", "Deplete",
 * "Reinforce": the 2.0 Rules Reference entries, which 000 and 001 leave out; where 000 says otherwise, 000 wins),
 * played from positions through the public API (createFromPosition, applyInPlace).
 */
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, declare, farTie, isEnter, playUntil, position, ship, tie, xwing } from './harness.js';

const ids = (d: Decision | undefined) => (d?.options ?? []).map((o) => o.id);
const logged = (s: GameState, type: string) => s.log.filter((e) => e.type === type);

/** Plays to `id`'s choose-action decision in the Activation Phase. */
function actionOf(s: GameState, id: string): Decision {
  const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === id);
  if (!d) throw new Error(`${id} was never asked for an action`);
  return d;
}

describe('Jam (supplement "Jam"; 000 List of Actions for the action\'s range)', () => {
  // An HWK-290 (initiative 2, a red jam on its bar) flies a 1-straight; the TIE r1 (initiative 4) is then at range 1.
  const hwk = (r1: Partial<PositionShip> = {}, more: PositionShip[] = []) =>
    position(
      'activation',
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        farTie,
        { id: 'r1', pilot: 'academypilot', pose: { x: 480, y: 150, heading: 0 }, dial: '1F', initiative: 4, ...r1 },
        ...more,
      ],
    );

  it('the jamming player (the HWK’s, not the TIE’s) chooses which green token the TIE removes; the jam token goes', () => {
    const s = hwk({ tokens: { focus: 1, evade: 1 } });
    actionOf(s, 'h');
    choose(s, 'jam:r1');
    const d = s.pending!;
    expect(d).toMatchObject({ kind: 'jam-removal', player: 0, ship: 'r1' });
    expect(ids(d)).toEqual(['remove:focus', 'remove:evade']);
    choose(s, 'remove:evade');
    expect(ship(s, 'r1').tokens).toEqual({ focus: 1 });
  });

  it('a lock is one of the choices, and a reinforce token counts as a green token', () => {
    const s = hwk({ locks: ['h'], reinforce: 'fore' });
    actionOf(s, 'h');
    choose(s, 'jam:r1');
    expect(ids(s.pending!)).toEqual(['remove:reinforce', 'break:h']);
    choose(s, 'break:h');
    expect(ship(s, 'r1').locks).toEqual([]);
    expect(ship(s, 'r1').reinforce).toBe('fore');
    expect(ship(s, 'r1').tokens.jam ?? 0).toBe(0);
  });

  it('with one thing to lose nobody is asked: the TIE loses its only lock and the jam token', () => {
    const s = hwk({ locks: ['h'] });
    actionOf(s, 'h');
    choose(s, 'jam:r1');
    expect(s.pending?.kind).not.toBe('jam-removal');
    expect(ship(s, 'r1').locks).toEqual([]);
    expect(ship(s, 'r1').tokens.jam ?? 0).toBe(0);
    expect(logged(s, 'jam-resolved')).toHaveLength(1);
  });

  it('with nothing to lose the TIE stays jammed; its focus action then gives a focus token that it loses with the jam', () => {
    const s = hwk();
    actionOf(s, 'h');
    choose(s, 'jam:r1');
    expect(ship(s, 'r1').tokens.jam).toBe(1);
    expect(logged(s, 'jam-stays')).toHaveLength(1);
    actionOf(s, 'r1');
    choose(s, 'focus');
    expect(ship(s, 'r1').tokens).toEqual({});
  });

  it('a jammed X-wing that acquires a lock breaks it and removes its jam token', () => {
    const s = position(
      'activation',
      [xwing(150, { dial: '1F', tokens: { jam: 1 } })],
      [farTie, tie(420, { dial: '1F', initiative: 4 })],
    );
    const d = actionOf(s, 'x');
    expect(ids(d)).toContain('lock:t');
    choose(s, 'lock:t');
    expect(ship(s, 'x').locks).toEqual([]);
    expect(ship(s, 'x').tokens.jam ?? 0).toBe(0);
  });

  it('a jammed Auzituck that reinforces loses the reinforce token and its jam token', () => {
    const s = position(
      'activation',
      [{ id: 'g', pilot: 'kashyyykdefender', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', tokens: { jam: 1 } }],
      [farTie],
    );
    actionOf(s, 'g');
    choose(s, 'reinforce:fore');
    expect(ship(s, 'g').reinforce ?? null).toBeNull();
    expect(ship(s, 'g').tokens.jam ?? 0).toBe(0);
  });

  it('000 wins over the supplement on range: a TIE straight ahead in the HWK’s bullseye at range 2 is not offered', () => {
    // The supplement's 2.0 text also lets the jam reach range 1–2 in the bullseye arc; 000 says "a ship at range 1".
    const s = hwk({}, [
      { id: 'b', pilot: 'academypilot', pose: { x: 400, y: 400, heading: 180 }, dial: '1F', initiative: 4 },
    ]);
    const d = actionOf(s, 'h');
    expect(ids(d)).toContain('jam:r1');
    expect(ids(d)).not.toContain('jam:b');
  });

  it('Wes Janson’s jam after his attack: his player chooses what the defender loses', () => {
    const s = position(
      'engagement',
      [xwing(300, { id: 'w', pilot: 'wesjanson' })],
      [tie(500, { tokens: { focus: 1, calculate: 1 } })],
    );
    declare(s, 'w', 'attack:t:');
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    const d = playUntil(s, (x) => x.kind === 'use-ability' && x.ship === 'w')!;
    choose(
      s,
      ids(d).find((o) => o !== 'decline')!,
    );
    expect(s.pending).toMatchObject({ kind: 'jam-removal', player: 0, ship: 't' });
    choose(s, 'remove:calculate');
    expect(ship(s, 't').tokens).toEqual({ focus: 1 });
  });
});

describe('Tractor (supplement "Tractor", with its errata)', () => {
  /**
   * Foreman Proach (scum, initiative 4) has the X-wing straight ahead in his bullseye at range 2; a Mining Guild
   * Sentry (initiative 1) has it in its front arc at range 2.
   */
  const proach = (
    x: Partial<PositionShip> = {},
    extra: Parameters<typeof position>[3] = {},
    more: PositionShip[] = [],
  ) =>
    position(
      'engagement',
      [xwing(300, x)],
      [
        { id: 'p', pilot: 'foremanproach', pose: { x: 400, y: 500, heading: 180 } },
        { id: 's', pilot: 'miningguildsentry', pose: { x: 480, y: 500, heading: 180 } },
        ...more,
      ],
      extra,
    );

  /** Plays to Foreman Proach's ability and gives the X-wing its tractor token. */
  function tractorX(s: GameState): void {
    playUntil(s, (d) => d.kind === 'use-ability' && d.ship === 'p');
    choose(s, 'use:x');
  }

  it('the tractoring player (Proach’s) is asked: a 1-straight boost, the 1-straight barrel rolls, or no move', () => {
    const s = proach();
    tractorX(s);
    expect(ship(s, 'x').tokens.tractor).toBe(1);
    expect(ship(s, 'p').tokens.disarm).toBe(1);
    const d = s.pending!;
    expect(d).toMatchObject({ kind: 'tractor-move', player: 1, ship: 'x' });
    expect(ids(d)).toEqual([
      'boost:1F',
      'barrel-roll:left:front',
      'barrel-roll:left:middle',
      'barrel-roll:left:back',
      'barrel-roll:right:front',
      'barrel-roll:right:middle',
      'barrel-roll:right:back',
      'decline',
    ]);
  });

  it('the boost moves the X-wing 80 mm ahead; its player may then rotate it 90° and gains a stress token', () => {
    const s = proach();
    tractorX(s);
    choose(s, 'boost:1F');
    expect(ship(s, 'x').pose).toMatchObject({ x: 400, heading: 0 });
    expect(ship(s, 'x').pose!.y).toBeCloseTo(380, 6);
    const d = s.pending!;
    expect(d).toMatchObject({ kind: 'tractor-rotate', player: 0, ship: 'x' });
    expect(ids(d)).toEqual(['rotate:left', 'rotate:right', 'decline']);
    choose(s, 'rotate:left');
    expect(ship(s, 'x').pose!.heading).toBe(270);
    expect(ship(s, 'x').tokens.stress).toBe(1);
  });

  it('a rotation that would overlap another ship is not offered (000 "Overlapping Ships"): the guides reach a wingman', () => {
    // A friendly X-wing waits 1 mm left of where the boost ends (x 339–379 against 380–420): turned 90° either way,
    // the tractored X-wing's guides (2 mm proud) would stand in its base.
    const s = position(
      'engagement',
      [xwing(300), xwing(380, { id: 'w', pose: { x: 359, y: 380, heading: 0 } })],
      [
        { id: 'p', pilot: 'foremanproach', pose: { x: 400, y: 500, heading: 180 } },
        { id: 's', pilot: 'miningguildsentry', pose: { x: 480, y: 500, heading: 180 } },
      ],
    );
    tractorX(s);
    choose(s, 'boost:1F');
    expect(ship(s, 'x').pose!.y).toBeCloseTo(380, 6);
    expect(s.pending).toMatchObject({ kind: 'tractor-rotate', ship: 'x' });
    expect(ids(s.pending!)).toEqual(['decline']);
  });

  it('a barrel roll right, back: the X-wing slides 80 mm right and 10 mm back; keeping its facing costs nothing', () => {
    const s = proach();
    tractorX(s);
    choose(s, 'barrel-roll:right:back');
    expect(ship(s, 'x').pose!.x).toBeCloseTo(480, 6);
    expect(ship(s, 'x').pose!.y).toBeCloseTo(290, 6);
    choose(s, 'decline');
    expect(ship(s, 'x').pose!.heading).toBe(0);
    expect(ship(s, 'x').tokens.stress ?? 0).toBe(0);
  });

  it('declined, the X-wing stays and nobody is asked to rotate it', () => {
    const s = proach();
    tractorX(s);
    choose(s, 'decline');
    expect(ship(s, 'x').pose).toEqual({ x: 400, y: 300, heading: 0 });
    expect(s.pending?.kind).not.toBe('tractor-rotate');
  });

  it('an asteroid does not stop the move: the boost through it is offered, and the asteroid’s effect resolves', () => {
    const s = proach({}, { obstacles: [{ id: 'a', name: 'asteroid-3', pose: { x: 400, y: 370, heading: 0 } }] });
    tractorX(s);
    expect(s.pending!.options.find((o) => o.id === 'boost:1F')?.data?.obstacles).toEqual(['a']);
    choose(s, 'boost:1F');
    const die = s.pending!;
    expect(die).toMatchObject({ kind: 'enter-dice', ship: 'x' });
    choose(s, 'enter', ['blank']);
    expect(logged(s, 'obstacle-hit')).toHaveLength(1);
    expect(ship(s, 'x').shields).toBe(1);
    expect(s.pending?.kind).toBe('tractor-rotate');
  });

  it('a mine the barrel roll moves through detonates before the rotation question (000 Mines)', () => {
    // Rolling right, the template runs from x = 420 to 460 and the mine (centre x = 460) lies across it.
    // A Spice Runner (an HWK-290 with Proximity Mines) laid the mine earlier.
    const layer: PositionShip = {
      id: 'm',
      pilot: 'spicerunner',
      pose: { x: 100, y: 800, heading: 180 },
      upgrades: [{ xws: 'proximitymines' }],
    };
    const s = proach(
      {},
      { devices: [{ card: 'proximitymines', owner: 'm', id: 'mine', pose: { x: 460, y: 300, heading: 0 } }] },
      [layer],
    );
    tractorX(s);
    expect(s.pending!.options.find((o) => o.id === 'barrel-roll:right:middle')?.data?.mines).toEqual(['mine']);
    choose(s, 'barrel-roll:right:middle');
    expect(s.pending).toMatchObject({ kind: 'enter-dice', ship: 'x' });
    choose(s, 'enter', ['blank', 'blank']);
    expect(s.devices).toEqual([]);
    expect(ship(s, 'x').shields).toBe(1);
    expect(s.pending?.kind).toBe('tractor-rotate');
  });

  it('while tractored the X-wing (agility 2) rolls one defense die fewer: 1 at range 2', () => {
    const s = proach();
    tractorX(s);
    choose(s, 'decline');
    declare(s, 's', 'attack:x:');
    choose(s, 'enter', ['hit', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(1);
  });

  it('untractored it rolls 2', () => {
    const s = proach();
    playUntil(s, (d) => d.kind === 'use-ability' && d.ship === 'p');
    choose(s, 'decline');
    declare(s, 's', 'attack:x:');
    choose(s, 'enter', ['hit', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(2);
  });

  it('a medium ship needs two tractor tokens: a U-wing (agility 2) given one is not moved and rolls its 2 defense dice', () => {
    const s = proach({ pilot: 'bluesquadronscout' });
    tractorX(s);
    expect(ship(s, 'x').tokens.tractor).toBe(1);
    expect(s.pending?.kind).not.toBe('tractor-move');
    declare(s, 's', 'attack:x:');
    choose(s, 'enter', ['hit', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(2);
  });

  it('only the first time each round: a ship already tractored once this round is not moved again', () => {
    const s = proach({}, { abilityUses: ['x|token:tractor#0@1'] });
    tractorX(s);
    expect(ship(s, 'x').tokens.tractor).toBe(1);
    expect(s.pending?.kind).not.toBe('tractor-move');
  });

  it('the End Phase removes the tractor token (orange, circular: 000 Additional Token Rules)', () => {
    const s = position('end', [xwing(300, { tokens: { tractor: 1, jam: 1, deplete: 1 } })], [tie(700)]);
    playUntil(s, () => s.phase === 'planning');
    expect(ship(s, 'x').tokens).toEqual({ deplete: 1 });
  });
});

describe('Deplete (supplement "Deplete")', () => {
  it('a depleted X-wing rolls one attack die fewer (2 at range 2) and then removes one deplete token', () => {
    const s = position('engagement', [xwing(300, { tokens: { deplete: 2 } })], [tie(500)]);
    expect(declare(s, 'x', 'attack:t:').count).toBe(2);
    choose(s, 'enter', ['blank', 'blank']);
    playUntil(s, isEnter('defense'));
    expect(ship(s, 'x').tokens.deplete).toBe(1);
  });

  it('defending, a depleted TIE rolls its full defense dice and keeps its deplete token', () => {
    const s = position('engagement', [xwing(300)], [tie(500, { tokens: { deplete: 1 } })]);
    expect(declare(s, 'x', 'attack:t:').count).toBe(3);
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
    expect(ship(s, 't').tokens.deplete).toBe(1);
  });
});

describe('Reinforce (supplement "Reinforce")', () => {
  /** A TIE beside the Auzituck, level with its middle (inside both full arcs), attacks it with two hits. */
  it('a flanking attacker (inside both full arcs) meets no reinforce effect', () => {
    const s = position(
      'engagement',
      [{ id: 'g', pilot: 'kashyyykdefender', pose: { x: 400, y: 300, heading: 0 }, reinforce: 'fore' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 480, y: 300, heading: 270 }, initiative: 4 }],
    );
    const d = declare(s, 't', 'attack:g:');
    choose(s, 'enter', ['hit', 'hit', ...Array.from({ length: d.count! - 2 }, () => 'blank')]);
    playUntil(s, isEnter('defense'));
    choose(
      s,
      'enter',
      Array.from({ length: s.pending!.count! }, () => 'blank'),
    );
    playUntil(s, () => !s.cursor.attack);
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 2, reinforced: false });
  });
});
