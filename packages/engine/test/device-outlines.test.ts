/**
 * Device and remote token outlines (docs/geometry.md "Devices" and "Remotes"): the engine measures overlap and range
 * from each token's outline as the X-Wing Vassal module's piece gives it (scripts/device-outlines.json), not from the
 * discs it assumed before. 000 "Mines": a ship that moves through or overlaps a mine sets it off — here a Conner Net
 * (43.9 mm wide, 81.4 mm long) beside an X-wing's path is clear of it where the former 40 mm disc would not have been.
 */
import { type GameState, type PositionShip, positionOf, positionProblems } from '@xwing/engine';
import { deviceTokenMeasured, placeConvex, shipSolid, solidsOverlap } from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { remoteShape, remoteSolid } from '../src/remotes.js';
import { content, playUntil, position } from './abilities/flow-harness.js';

const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);
const stop = (s: GameState) => s.phase === 'engagement' || s.round > 1;

function bomber(upgrades: PositionShip['upgrades']): PositionShip {
  return { pilot: 'graysquadronbomber', id: 'bomber', upgrades, pose: { x: 400, y: 800, heading: 180 }, dial: '1F' };
}

/** A 24-sided polygon inscribed in the circle: the disc the engine assumed for a token before it was measured. */
function disc(r: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 24; i++) out.push(r * Math.cos((i * Math.PI) / 12), r * Math.sin((i * Math.PI) / 12));
  return out;
}

/** The X-wing flies a 1-straight from (400, 220) to (400, 300): its base ends over x 380–420, y 280–320. */
function netBeside(x: number): GameState {
  return position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 220, heading: 0 }, dial: '1F' }],
    [bomber(['connernets'])],
    { devices: [{ card: 'connernets', owner: 'bomber', id: 'net', pose: { x, y: 300, heading: 0 } }] },
  );
}

describe('device outlines in play (000 "Mines"; docs/geometry.md "Devices")', () => {
  it('a Conner Net 55 mm to the side of the X-wing’s end is clear of it: its measured half-width is 21.95 mm', () => {
    const s = netBeside(455);
    playUntil(s, stop, () => undefined);
    expect(events(s, 'device-detonated')).toEqual([]);
    expect(s.devices.map((d) => d.id)).toEqual(['net']);
    // The disc assumed before (radius 40, the net's offset) would have reached over the X-wing's base.
    const end = shipSolid('small', { x: 400, y: 300, heading: 0 });
    expect(solidsOverlap(placeConvex('disc', disc(40), { x: 455, y: 300, heading: 0 }).solid, end)).toBe(true);
  });

  it('the same net 35 mm to the side lies under the X-wing’s base: it is set off', () => {
    const s = netBeside(435);
    playUntil(s, stop, () => undefined);
    expect(events(s, 'device-detonated').map((e) => e.data!.ships)).toEqual([['xwing']]);
    expect(s.devices).toEqual([]);
  });

  it("a cluster mine set's side pieces keep their own outline through a position (its `shape`)", () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 } }],
      [bomber(['clustermines'])],
      {
        devices: [
          {
            card: 'clustermines',
            owner: 'bomber',
            id: 'left',
            pose: { x: 360, y: 500, heading: 0 },
            shape: 'cluster-mine-side',
          },
          { card: 'clustermines', owner: 'bomber', id: 'mid', pose: { x: 400, y: 500, heading: 0 } },
        ],
      },
    );
    expect(s.devices.map((d) => d.shape)).toEqual(['cluster-mine-side', 'cluster-mines']);
    const back = positionOf(s, content);
    expect(back.devices!.map((d) => d.shape)).toEqual(['cluster-mine-side', undefined]);
    // A card without side pieces has no such piece: refused, naming the field.
    const bad = structuredClone(back);
    bad.players[1].ships[0]!.upgrades = ['protonbombs'];
    bad.devices = [
      {
        card: 'protonbombs',
        owner: 'bomber',
        id: 'b',
        pose: { x: 400, y: 500, heading: 0 },
        shape: 'cluster-mine-side',
      },
    ];
    expect(positionProblems(bad, content)).toContainEqual({
      path: 'devices[0].shape',
      message: 'the device of protonbombs has no cluster-mine-side piece',
    });
  });
});

describe('remote outlines (2.0 Rules Reference "Remotes"; docs/geometry.md "Remotes")', () => {
  function withRemote(card: string, upgrade: string, x: number): GameState {
    return position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' }],
      [{ pilot: 'graysquadronbomber', id: 'bomber', upgrades: [upgrade], pose: { x: 400, y: 800, heading: 180 } }],
      { remotes: [{ card, owner: 'bomber', id: 'r', pose: { x, y: 300, heading: 0 } }] },
    );
  }

  it('a DRK-1 Probe Droid 43 mm beside a small base overlaps it (its measured half-width is 25.13 mm)', () => {
    const s = withRemote('drk1probedroids', 'drk1probedroids', 443);
    const r = s.remotes![0]!;
    expect(r.shape).toBe('drk-1');
    const base = shipSolid('small', { x: 400, y: 300, heading: 0 });
    expect(solidsOverlap(remoteSolid(r).solid, base)).toBe(true);
    // The 15 mm disc assumed before would have been clear of it; 4 mm further the measured droid is clear too.
    expect(solidsOverlap(placeConvex('disc', disc(15), r.pose).solid, base)).toBe(false);
    expect(solidsOverlap(remoteSolid({ ...r, pose: { ...r.pose, x: 447 } }).solid, base)).toBe(false);
  });

  it('each remote card has its token: the sensor buoy and the buzz droid swarm measured, a commando team not', () => {
    expect(withRemote('sensorbuoysuite', 'sensorbuoysuite', 600).remotes![0]!.shape).toBe('sensor-buoy');
    const buoy = remoteSolid(withRemote('sensorbuoysuite', 'sensorbuoysuite', 600).remotes![0]!).solid.bounds;
    // 38.6 × 51.0 mm (the module's Sensor Buoy token), where the disc was 30 × 30.
    expect(buoy.maxX - buoy.minX).toBeCloseTo(38.6, 0);
    expect(buoy.maxY - buoy.minY).toBeCloseTo(51.0, 0);
    // A remote a position names takes its card's token (the records place the same shapes).
    expect(remoteShape('discordmissiles')).toBe('buzz-droid');
    expect(remoteShape('drk1probedroids')).toBe('drk-1');
    expect(deviceTokenMeasured('buzz-droid')).toBe(true);
    expect(remoteShape('clanwrencommandos')).toBe('commando');
    expect(deviceTokenMeasured('commando')).toBe(false);
  });
});
