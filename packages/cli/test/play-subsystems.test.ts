/**
 * Issue 26 ("Done means"): a game file whose position holds a docked ship, a ship in reserve, a remote and a condition
 * plays through `xwing play` to its end (both seats answered by the heuristic after the file's choices), its log
 * replays exactly with `xwing replay`, and the subsystems act on the way: the reserve ship is placed at the start of a
 * Planning Phase (supplement "Reserve"), the docked ship leaves its carrier (supplement "Dock"), the remote stays a
 * piece of the table until it is destroyed (supplement "Remotes"), the condition stays on its ship. Through the CLI only.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'xwing-subsystems-'));

interface Event {
  type: string;
  ship?: string;
  round: number;
  phase: string;
}

describe('xwing play: docked ship, ship in reserve, remote and condition in one game file', () => {
  it('plays to the end with the heuristic on both seats and replays exactly', async () => {
    const file = join(dir, 'subsystems.json');
    writeFileSync(
      file,
      JSON.stringify({
        position: {
          seed: 'cli-subsystems',
          round: 2,
          phase: 'planning',
          players: [
            {
              name: 'Rebels',
              ships: [
                { id: 'vcx', pilot: 'chopper', pose: { x: 450, y: 200, heading: 0 }, upgrades: ['ghost'] },
                { id: 'shuttle', pilot: 'ap5', pose: null, docked: 'vcx' },
                { id: 'wing', pilot: 'redsquadronveteran', pose: null, reserve: { edges: ['first'], round: 1 } },
              ],
            },
            {
              name: 'Separatists',
              ships: [
                {
                  id: 'bomber',
                  pilot: 'separatistbomber',
                  upgrades: ['drk1probedroids'],
                  pose: { x: 450, y: 750, heading: 180 },
                  conditions: ['listeningdevice'],
                },
              ],
            },
          ],
          remotes: [
            { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 600, heading: 180 }, id: 'probe', round: 1 },
          ],
        },
      }),
    );
    const logFile = join(dir, 'subsystems-log.json');
    const r = await run(['play', file, '--ai', 'heuristic', '--json', '--log', logFile]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      state: {
        phase: string;
        ships: { id: string; pose: unknown; docked?: string; reserve?: unknown; conditions?: { xws: string }[] }[];
      };
    };
    expect(out.state.phase).toBe('over');
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as { events: Event[] };
    const events = log.events;
    const first = (type: string, ship?: string) =>
      events.find((e) => e.type === type && (ship === undefined || e.ship === ship));
    // The reserve ship is placed at the start of round 2's Planning Phase, before any dial is set.
    const placed = first('ship-placed', 'wing') ?? first('reserve-placed', 'wing');
    expect(placed, events.map((e) => e.type).join(' ')).toMatchObject({ round: 2, phase: 'planning' });
    // The docked shuttle leaves its carrier: deployed in a System Phase, or set down as the Ghost is destroyed.
    expect(events.some((e) => e.ship === 'shuttle' && /deploy/.test(e.type))).toBe(true);
    expect(out.state.ships.find((s) => s.id === 'shuttle')!.docked).toBeUndefined();
    // The probe droid is on the table from the start and acts in the System Phase at its initiative.
    expect(events.some((e) => e.type === 'remote-relocated' && e.round === 2 && e.phase === 'system')).toBe(true);
    // The condition stays with its ship to the end (000 "Conditions": assigned until a card removes it).
    expect(out.state.ships.find((s) => s.id === 'bomber')!.conditions?.map((c) => c.xws)).toEqual(['listeningdevice']);
    const replayed = await run(['replay', logFile]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
  }, 60_000);

  it('plays docs/examples/subsystems-game.json (the file the service and the web table are tested with) to its end', async () => {
    const example = fileURLToPath(new URL('../../../docs/examples/subsystems-game.json', import.meta.url));
    const r = await run(['play', example, '--ai', 'heuristic', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { state: { phase: string } }).state.phase).toBe('over');
  }, 60_000);
});
