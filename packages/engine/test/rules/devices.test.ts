/**
 * Devices (issue 11; 000 "Devices", "Bombs", "Mines", "Dropping and Launching Devices"), played from positions
 * through `createFromPosition` + `applyInPlace` with entered dice: a ship drops a bomb in the System Phase, it
 * detonates at the end of the Activation Phase and damages the ships at range 0–1 and not the others; a ship that
 * moves through a mine sets it off and suffers it; positions with devices round-trip and impossible ones are refused.
 */
import {
  applyInPlace,
  createFromPosition,
  type Decision,
  EngineError,
  type GameState,
  type Position,
  type PositionShip,
  positionOf,
  positionProblems,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { content, playUntil, position, useAbilityOf } from '../abilities/flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);
/** Round 1's Engagement Phase (or the next round, when nothing is asked in it). */
const stop = (s: GameState) => s.phase === 'engagement' || s.round > 1;

/**
 * A Y-wing of the second player facing the first player's edge (its rear guides point at y = 914). Not a TIE/sa
 * bomber: that ship's Nimble Bomber would add bank templates to every drop.
 */
function bomber(upgrades: PositionShip['upgrades'], extra: Partial<PositionShip> = {}): PositionShip {
  return {
    pilot: 'graysquadronbomber',
    id: 'bomber',
    upgrades,
    pose: { x: 400, y: 600, heading: 180 },
    dial: '2F',
    ...extra,
  };
}

describe('bombs: dropped in the System Phase, detonating at the end of the Activation Phase', () => {
  // The bomber drops with the 1-straight behind it: its rear edge at y = 620, the template to 660, the bomb's
  // centre 14.16 mm further (674.16), its far edge at 690.44. "near" flies a 1-straight towards it and ends at
  // y = 720 (its base from 700: under 10 mm away, range 1); "far" ends 300 mm to the side: range 3. The bomber (initiative 2, before
  // the X-wings) flies 2-straight away (its base ends at 460–500: range 2).
  function table(upgrades: PositionShip['upgrades'] = ['protonbombs']): GameState {
    return position(
      'system',
      [
        { pilot: 'redsquadronveteran', id: 'near', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' },
        { pilot: 'redsquadronveteran', id: 'far', pose: { x: 700, y: 800, heading: 180 }, dial: '1F' },
      ],
      [bomber(upgrades)],
    );
  }

  it('Proton Bombs: the drop is offered with the 1-straight, spends a charge, and the bomb crits the ship at range 1 only', () => {
    const s = table();
    const seen = playUntil(s, stop, useAbilityOf('Proton Bombs'));
    const offer = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton Bombs'))!;
    expect(offer.options.map((o) => o.id)).toEqual(['use:1F', 'decline']);
    const placed = events(s, 'device-placed')[0]!;
    expect(placed.data).toMatchObject({ card: 'protonbombs', kind: 'bomb', how: 'drop', template: '1F' });
    const pose = placed.data!.pose as { x: number; y: number };
    expect(pose.x).toBeCloseTo(400, 6);
    // Behind the bomber (y 600, facing −y): half its base, the template, and the module's bomb offset (14.16 mm).
    expect(pose.y).toBeCloseTo(674.16, 6);
    expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(1);
    // It detonated after every ship activated: the near X-wing lost a shield to the crit, the far one did not.
    const det = events(s, 'device-detonated')[0]!;
    expect(det.data!.ships).toEqual(['near']);
    expect(ship(s, 'near').shields).toBe(1);
    expect(ship(s, 'far').shields).toBe(2);
    expect(ship(s, 'bomber').shields).toBe(ship(s, 'bomber').maxShields);
    const activated = s.log.filter((e) => e.type === 'maneuver-executed').map((e) => e.seq);
    expect(Math.max(...activated)).toBeLessThan(det.seq);
    expect(s.devices).toEqual([]);
    expect(events(s, 'ability-used').map((e) => e.data!.source)).toEqual([
      'upgrade:protonbombs:0',
      'device:protonbombs',
    ]);
  });

  it('a declined drop places nothing, and a ship with no charge left is not offered one', () => {
    const s = table();
    playUntil(s, stop);
    expect(events(s, 'device-placed')).toEqual([]);
    const empty = table([{ xws: 'protonbombs', charges: 0 }]);
    const seen = playUntil(empty, stop, useAbilityOf('Proton Bombs'));
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
  });

  it('Thermal Detonators: two dropped at once (1- and 2-straight, two charges); each ship at range 0–1 rolls a die', () => {
    const s = table(['thermaldetonators']);
    const answers = useAbilityOf('Thermal Detonators', (d) => {
      if (d.kind === 'enter-dice' && /Thermal Detonator/.test(d.prompt)) return ['enter', ['focus']];
      return undefined;
    });
    const seen = playUntil(s, stop, (d, st) =>
      d.kind === 'use-ability' && d.prompt.includes('Thermal Detonators') ? ['use:1F+2F'] : answers(d, st),
    );
    const offer = seen.find((d) => d.kind === 'use-ability')!;
    expect(offer.options.map((o) => o.id)).toEqual(['use:1F', 'use:2F', 'use:1F+2F', 'decline']);
    expect(events(s, 'device-placed').map((e) => e.data!.template)).toEqual(['1F', '2F']);
    expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(2);
    // Both detonate (the 2-straight's lies at 700–730, under "near": range 0); "near" is at range 0–1 of each and
    // rolls a focus each time: two strain, no damage.
    expect(events(s, 'device-detonated').map((e) => e.data!.ships)).toEqual([['near'], ['near']]);
    expect(ship(s, 'near').tokens.strain).toBe(2);
    expect(ship(s, 'near').shields).toBe(2);
    expect(ship(s, 'far').tokens.strain).toBeUndefined();
  });

  it('Seismic Charges: the owner picks an obstacle at range 0–1; ships at range 0–1 of it suffer a hit; it is removed', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'near', pose: { x: 400, y: 830, heading: 0 }, dial: '0O' }],
      [bomber(['seismiccharges'], { dial: '2F' })],
      { obstacles: [{ name: 'asteroid-1', id: 'rock', pose: { x: 400, y: 760, heading: 0 } }] },
    );
    playUntil(s, stop, useAbilityOf('Seismic Charges'));
    expect(events(s, 'device-detonated')[0]!.data).toMatchObject({ obstacle: 'rock', ships: ['near'] });
    expect(ship(s, 'near').shields).toBe(1);
    expect(s.obstacles).toEqual([]);
  });
});

describe('bomb detonations that ask or end the game', () => {
  it('Seismic Charges with two obstacles in reach: its owner chooses one (a bad answer is refused, nothing changes)', () => {
    // The charge at (400, 675); one asteroid 38 mm to its right, one 32 mm to its left. The stationary X-wing is at
    // range 1 of the right one only.
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'near', pose: { x: 560, y: 700, heading: 180 }, dial: '0O' }],
      [bomber(['seismiccharges'], { pose: { x: 400, y: 300, heading: 180 }, dial: '2F' })],
      {
        obstacles: [
          { name: 'asteroid-1', id: 'right', pose: { x: 470, y: 675, heading: 0 } },
          { name: 'asteroid-2', id: 'left', pose: { x: 330, y: 675, heading: 0 } },
        ],
        devices: [{ card: 'seismiccharges', owner: 'bomber', id: 'charge', pose: { x: 400, y: 675, heading: 180 } }],
      },
    );
    const asked = playUntil(s, (x) => x.pending?.kind === 'choose-obstacle');
    expect(asked.length).toBeGreaterThan(0);
    const d = s.pending!;
    expect(d.player).toBe(1);
    expect(d.options.map((o) => o.id).sort()).toEqual(['left', 'right']);
    const before = JSON.stringify(s);
    const refused = applyInPlace(s, { decision: d.id, seat: 1, option: 'nowhere' }, content);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(
      /choose one of the obstacles at range 0–1 of the device: (left, right|right, left)$/,
    );
    expect(JSON.stringify(s)).toBe(before);
    playUntil(s, stop, (x) => (x.kind === 'choose-obstacle' ? ['left'] : undefined));
    expect(events(s, 'device-detonated')[0]!.data).toMatchObject({ obstacle: 'left', ships: [] });
    expect(ship(s, 'near').shields).toBe(2);
    expect(s.obstacles.map((o) => o.id)).toEqual(['right']);
  });

  it("a proton bomb that destroys a side's last ship ends the game when the Activation Phase ends", () => {
    const s = position(
      'activation',
      [
        {
          pilot: 'redsquadronveteran',
          id: 'last',
          pose: { x: 400, y: 800, heading: 180 },
          dial: '1F',
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'panickedpilot', faceup: false },
          ],
        },
      ],
      [bomber(['protonbombs'], { pose: { x: 400, y: 300, heading: 180 }, dial: '2F' })],
      { devices: [{ card: 'protonbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }] },
    );
    playUntil(s, (x) => x.phase === 'over');
    expect(s.phase).toBe('over');
    expect(s.result?.winner).toBe(1);
    expect(ship(s, 'last').gone).toMatchObject({ how: 'destroyed', round: 1 });
    expect(events(s, 'phase-started').some((e) => /Engagement/.test(e.text))).toBe(false);
  });
});

describe('mines: set off by the ship that moves through or overlaps them', () => {
  function table(mine: Position['devices'], dial = '2F'): GameState {
    return position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 100, heading: 0 }, dial }],
      [bomber(['proximitymines', 'clustermines'], { pose: { x: 400, y: 800, heading: 180 }, dial: '1F' })],
      { devices: mine },
    );
  }

  it('Proximity Mine: the X-wing flies through it, rolls two dice and suffers 1 damage plus each hit and crit', () => {
    const s = table([{ card: 'proximitymines', owner: 'bomber', pose: { x: 400, y: 200, heading: 0 } }]);
    const seen = playUntil(s, stop, (d) =>
      d.kind === 'enter-dice' && /Proximity Mine/.test(d.prompt) ? ['enter', ['hit', 'crit']] : undefined,
    );
    expect(seen.find((d) => d.kind === 'enter-dice' && /Proximity Mine/.test(d.prompt))!.count).toBe(2);
    // 2 hits and a crit: the two shields take the hits, the crit deals a faceup card.
    const x = ship(s, 'xwing');
    expect(x.shields).toBe(0);
    expect(x.damage.map((d) => d.faceup)).toEqual([true]);
    expect(s.devices).toEqual([]);
    expect(events(s, 'device-detonated')[0]!.data!.ships).toEqual(['xwing']);
  });

  it('a ship that does not reach the mine leaves it on the table', () => {
    const s = table(
      [{ card: 'proximitymines', owner: 'bomber', id: 'mine', pose: { x: 400, y: 400, heading: 0 } }],
      '1F',
    );
    playUntil(s, stop);
    expect(s.devices.map((d) => d.id)).toEqual(['mine']);
    expect(ship(s, 'xwing').shields).toBe(2);
  });

  it('a barrel roll through a mine sets it off too (the roll template lies over it)', () => {
    // The X-wing ends its 1-straight at (400, 300); rolling right, its template runs from x = 420 to 460 and the
    // mine (centre x = 460, 34 mm to its side points) lies across it. Its maneuver stayed clear of the mine (base edge at x = 420).
    const t = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 220, heading: 0 }, dial: '1F' }],
      [bomber(['proximitymines'], { pose: { x: 400, y: 800, heading: 180 }, dial: '1F' })],
      { devices: [{ card: 'proximitymines', owner: 'bomber', id: 'mine', pose: { x: 460, y: 300, heading: 0 } }] },
    );
    const seen = playUntil(t, stop, (d) =>
      d.kind === 'choose-action' && d.ship === 'xwing'
        ? ['barrel-roll:right:middle']
        : d.kind === 'enter-dice' && /Proximity Mine/.test(d.prompt)
          ? ['enter', ['blank', 'blank']]
          : undefined,
    );
    const roll = seen
      .find((d) => d.kind === 'choose-action' && d.ship === 'xwing')!
      .options.find((o) => o.id === 'barrel-roll:right:middle')!;
    expect(roll.data!.mines).toEqual(['mine']);
    expect(events(t, 'maneuver-executed')[0]!.data!.mines).toBeUndefined();
    expect(events(t, 'device-detonated')[0]!.data!.ships).toEqual(['xwing']);
    expect(ship(t, 'xwing').shields).toBe(1);
    expect(t.devices).toEqual([]);
  });

  it('a decloak through a mine sets it off in the System Phase', () => {
    // Decloaking right with the 2-straight: the template runs from x = 420 to 500 across the mine at x = 470.
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 0 }, tokens: { cloak: 1 } }],
      [bomber(['proximitymines'], { pose: { x: 400, y: 800, heading: 180 }, dial: '1F' })],
      { devices: [{ card: 'proximitymines', owner: 'bomber', id: 'mine', pose: { x: 470, y: 300, heading: 0 } }] },
    );
    const seen = playUntil(
      s,
      (x) => x.phase !== 'system',
      (d) =>
        d.kind === 'choose-reposition'
          ? ['decloak:right:middle']
          : d.kind === 'enter-dice' && /Proximity Mine/.test(d.prompt)
            ? ['enter', ['crit', 'blank']]
            : undefined,
    );
    const option = seen
      .find((d) => d.kind === 'choose-reposition')!
      .options.find((o) => o.id === 'decloak:right:middle')!;
    expect(option.data!.mines).toEqual(['mine']);
    expect(events(s, 'device-detonated')[0]!.data!.ships).toEqual(['xwing']);
    // 1 damage plus a crit: both taken by the shields.
    expect(ship(s, 'xwing').shields).toBe(0);
    expect(s.devices).toEqual([]);
  });

  it('Cluster Mines: dropped as a set of three; only the mine the ship moves through detonates', () => {
    // The bomber (initiative 2) drops the set behind it (the Vassal module's offsets): the centre piece at (400,
    // 379.47), the side pieces 40 mm either side at y 380.71, then flies away. The X-wing's 4-straight ends with its
    // base over the left mine only.
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 340, y: 150, heading: 0 }, dial: '4F' }],
      [bomber(['clustermines'], { pose: { x: 400, y: 300, heading: 180 }, dial: '2F' })],
    );
    playUntil(
      s,
      stop,
      useAbilityOf('Cluster Mines', (d) =>
        d.kind === 'enter-dice' && /Cluster Mine/.test(d.prompt) ? ['enter', ['hit', 'blank']] : undefined,
      ),
    );
    const placed = events(s, 'device-placed').map((e) => e.data!.pose as { x: number; y: number });
    expect(placed.map((p) => Math.round(p.x * 10) / 10).sort()).toEqual([360, 400, 440]);
    expect(placed.map((p) => Math.round(p.y * 100) / 100)).toEqual([380.71, 379.47, 380.71]);
    expect(s.devices.map((d) => d.shape).sort()).toEqual(['cluster-mine-side', 'cluster-mines']);
    const det = events(s, 'device-detonated');
    expect(det.length).toBe(1);
    expect(s.devices.length).toBe(2);
    expect(s.devices.every((d) => d.id !== det[0]!.data!.device)).toBe(true);
    expect(ship(s, 'xwing').shields).toBe(1);
  });
});

describe('reloading device cards (000 Reload)', () => {
  it('mines cannot be reloaded; Thermal Detonators recover two charges (never above their printed value)', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        bomber(
          [
            { xws: 'proximitymines', charges: 0 },
            { xws: 'thermaldetonators', charges: 2 },
          ],
          { dial: '1F' },
        ),
      ],
    );
    const seen = playUntil(s, stop, (d) =>
      d.kind === 'choose-action' && d.ship === 'bomber' ? ['reload:thermaldetonators'] : undefined,
    );
    const offered = seen.find((d) => d.kind === 'choose-action' && d.ship === 'bomber')!.options.map((o) => o.id);
    expect(offered).toContain('reload:thermaldetonators');
    expect(offered).not.toContain('reload:proximitymines');
    expect(ship(s, 'bomber').upgrades.map((u) => u.charges)).toEqual([0, 4]);
    const again = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [bomber([{ xws: 'thermaldetonators', charges: 3 }], { dial: '1F' })],
    );
    playUntil(again, stop, (d) =>
      d.kind === 'choose-action' && d.ship === 'bomber' ? ['reload:thermaldetonators'] : undefined,
    );
    expect(ship(again, 'bomber').upgrades[0]!.charges).toBe(4);
  });
});

describe('Bomblet Generator recharges at the start of the Activation Phase', () => {
  function table(charges: number): GameState {
    return position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [bomber([{ xws: 'bombletgenerator', charges }, 'shieldupgrade'], { dial: '1F', pilot: 'scimitarsquadronpilot' })],
    );
  }
  const useRecharge = (d: Decision) =>
    d.kind === 'use-ability' && d.prompt.includes('recover 2 charges') ? (['use'] as [string]) : undefined;

  it('with charges missing, its ship may spend a shield to recover two', () => {
    const s = table(0);
    const seen = playUntil(s, stop, useRecharge);
    expect(seen.filter((d) => d.kind === 'use-ability').map((d) => d.prompt)).toEqual([
      expect.stringContaining('recover 2 charges'),
    ]);
    expect(ship(s, 'bomber').shields).toBe(0);
    expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(2);
  });

  it('with all its charges it is not offered (and the drop is declined here)', () => {
    const s = table(2);
    const seen = playUntil(s, stop, useRecharge);
    expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('recover 2 charges'))).toBe(false);
    expect(ship(s, 'bomber').shields).toBe(1);
  });
});

describe('positions with devices', () => {
  const given: Position = {
    seed: 'devices',
    round: 3,
    phase: 'planning',
    diceMode: 'entered',
    players: [
      { name: 'Rebels', ships: [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 100, heading: 0 } }] },
      { name: 'Empire', ships: [bomber(['proximitymines', 'protonbombs'], { dial: null })] },
    ],
    devices: [
      { card: 'proximitymines', owner: 'bomber', pose: { x: 400, y: 300, heading: 0 }, round: 2 },
      { card: 'protonbombs', owner: 'bomber', id: 'bomb', pose: { x: 200, y: 400, heading: 90 } },
    ],
  };

  it('are built with their kind, owner, pose and round, and positionOf gives them back', () => {
    const s = createFromPosition(given, content);
    expect(s.devices).toEqual([
      {
        id: 'proximitymines-r2-1',
        card: 'proximitymines',
        kind: 'mine',
        shape: 'proximity-mine',
        owner: 'bomber',
        pose: { x: 400, y: 300, heading: 0 },
        round: 2,
      },
      {
        id: 'bomb',
        card: 'protonbombs',
        kind: 'bomb',
        shape: 'bomb',
        owner: 'bomber',
        pose: { x: 200, y: 400, heading: 90 },
        round: 3,
      },
    ]);
    const again = createFromPosition(positionOf(s, content), content);
    expect(again.devices).toEqual(s.devices);
    expect(positionOf(again, content).devices).toEqual(positionOf(s, content).devices);
  });

  it('impossible devices are refused with their path and a sentence, and nothing is built', () => {
    const bad: Position = {
      ...given,
      devices: [
        { card: 'protonbombs', owner: 'xwing', pose: { x: 400, y: 300, heading: 0 } },
        { card: 'protonbombs', owner: 'nobody', pose: { x: 400, y: 300, heading: 0 } },
        { card: 'protonbombs', owner: 'bomber', pose: { x: -100, y: 300, heading: 0 } },
        { card: 'protonbombs', owner: 'bomber', pose: { x: 400, y: 300, heading: 0 }, round: 4 },
        { card: 'protonbombs', owner: 'bomber', id: 'twice', pose: { x: 400, y: 300, heading: 0 } },
        { card: 'protonbombs', owner: 'bomber', id: 'twice', pose: { x: 400, y: 300, heading: 0 } },
      ],
    };
    const problems = positionProblems(bad, content);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'devices[0].card', message: 'xwing does not equip protonbombs, so it cannot have placed its device' },
        { path: 'devices[1].owner', message: 'no ship has the id "nobody"' },
        { path: 'devices[2].pose', message: 'the device lies wholly outside the play area' },
        { path: 'devices[3].round', message: "placed in round 4, after the position's round 3" },
        { path: 'devices[5].id', message: 'two devices have the id "twice" (also devices[4])' },
      ]),
    );
    expect(() => createFromPosition(bad, content)).toThrow(EngineError);
  });

  it('a device the engine does not implement yet is refused by name', () => {
    const probe: Position = {
      ...given,
      devices: [{ card: 'riggedcargochute', owner: 'bomber', pose: { x: 400, y: 300, heading: 0 } }],
    };
    const [problem] = positionProblems(probe, content);
    expect(problem!.path).toBe('devices[0].card');
    expect(problem!.message).toMatch(
      /^not implemented yet: the device of riggedcargochute \(the engine has .*protonbombs/,
    );
    // A remote is given in "remotes" (remotes.ts), not as a device.
    const remote = { ...given, devices: [{ card: 'drk1probedroids', owner: 'bomber', pose: probe.devices![0]!.pose }] };
    expect(positionProblems(remote, content)[0]!.message).toBe(
      'the device of drk1probedroids is a remote: give it in "remotes"',
    );
    const shield = {
      ...given,
      devices: [{ card: 'shieldupgrade', owner: 'bomber', pose: { x: 1, y: 1, heading: 0 } }],
    };
    expect(positionProblems(shield, content)[0]!.message).toBe(
      '"shieldupgrade" is not a device upgrade card (xws), e.g. "protonbombs"',
    );
  });
});

/**
 * Fuse markers (issue 26). 000/001 name no fuse rule; the 2.0 Rules Reference "Fuse Markers" (the X-Wing 2.0 wiki
 * "Fuse", and the RR FAQ on fused mines) does: a device is fused while it has a fuse marker; when a fused device would
 * detonate, one marker is removed instead and it does not detonate. The Electro-Proton Bomb card places one
 * (rules-reference-supplement.md "Electro-Proton Bomb").
 */
describe('fuse markers: a fused device loses a marker instead of detonating', () => {
  it('a fused proton bomb survives the end of the Activation Phase without its marker; the ship beside it is spared', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'near', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      [bomber(['protonbombs'], { pose: { x: 400, y: 300, heading: 180 } })],
      {
        devices: [
          { card: 'protonbombs', owner: 'bomber', id: 'bomb', pose: { x: 400, y: 675, heading: 180 }, fuses: 1 },
        ],
      },
    );
    expect(s.devices[0]!.fuses).toBe(1);
    playUntil(s, stop);
    expect(events(s, 'device-detonated')).toEqual([]);
    expect(events(s, 'device-fuse-removed').map((e) => e.data)).toEqual([{ device: 'bomb', fuses: 0 }]);
    expect(s.devices.map((d) => [d.id, d.fuses])).toEqual([['bomb', undefined]]);
    expect(ship(s, 'near').shields).toBe(2);
  });

  it('a fused mine a ship flies through loses its marker and stays; positions keep fuse markers', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 100, heading: 0 }, dial: '2F' }],
      [bomber(['proximitymines'], { pose: { x: 400, y: 800, heading: 180 }, dial: '1F' })],
      {
        devices: [
          { card: 'proximitymines', owner: 'bomber', id: 'mine', pose: { x: 400, y: 200, heading: 0 }, fuses: 2 },
        ],
      },
    );
    expect(positionOf(s, content).devices![0]).toMatchObject({ id: 'mine', fuses: 2 });
    playUntil(s, stop);
    expect(events(s, 'device-detonated')).toEqual([]);
    expect(s.devices.map((d) => [d.id, d.fuses])).toEqual([['mine', 1]]);
    expect(ship(s, 'xwing').shields).toBe(2);
  });

  it('Electro-Proton Bomb: dropped with a fuse marker, it detonates only at the end of the next Activation Phase', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'near', pose: { x: 400, y: 800, heading: 180 }, dial: '0O' }],
      [bomber(['electroprotonbomb'])],
    );
    playUntil(
      s,
      (st) => st.round === 2 && st.phase === 'engagement',
      (d) =>
        d.kind === 'use-ability' && d.prompt.includes('Electro-Proton Bomb')
          ? ['use:1F']
          : d.kind === 'enter-dice' && /Electro-Proton/.test(d.prompt)
            ? ['enter', ['blank', 'blank', 'focus', 'crit']]
            : d.kind === 'set-dial'
              ? [d.options.find((o) => o.id === '0O')?.id ?? d.options[0]!.id]
              : undefined,
    );
    const removed = events(s, 'device-fuse-removed')[0]!;
    const det = events(s, 'device-detonated')[0]!;
    expect(removed.seq).toBeLessThan(det.seq);
    expect(s.log.find((e) => e.seq > removed.seq && e.type === 'phase-started')).toBeDefined();
    expect(det.data!.ships).toContain('near');
  });
});

/**
 * Other ways to place a device (issue 26: standing 'device:placement' records, static.ts devicePlacementAlternatives;
 * 000 "Dropping and Launching Devices"): each alternative adds options to the drop; a set of several devices keeps one
 * template each, all different (Thermal Detonators' own rule).
 */
describe('device placement alternatives', () => {
  it('Skilled Bombardier with Thermal Detonators: each template may go one speed up or down, never twice the same', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [bomber(['thermaldetonators', 'skilledbombardier'], { pose: { x: 400, y: 500, heading: 180 } })],
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'use-ability' ? ['use:2F+1F'] : undefined),
    );
    const offer = seen.find((d) => d.kind === 'use-ability')!.options.map((o) => o.id);
    expect(offer).toEqual([
      'use:1F',
      'use:2F',
      'use:3F',
      'use:1F+2F',
      'use:1F+3F',
      'use:2F+1F',
      'use:2F+3F',
      'decline',
    ]);
    expect(events(s, 'device-placed').map((e) => e.data!.template)).toEqual(['2F', '1F']);
    expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(2);
  });

  it('a launch offered for a drop lands ahead of the ship, not behind it', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [bomber(['protonbombs', 'trajectorysimulator'], { pose: { x: 400, y: 500, heading: 180 } })],
    );
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'use-ability' ? ['use:5F@launch'] : undefined),
    );
    const placed = events(s, 'device-placed')[0]!.data!;
    expect(placed).toMatchObject({ how: 'launch', template: '5F' });
    // The bomber faces down the table (heading 180): ahead is smaller y.
    expect((placed.pose as { y: number }).y).toBeLessThan(500 - 200);
  });
});
