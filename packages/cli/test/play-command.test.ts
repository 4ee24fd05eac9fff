import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'xwing-play-'));
const rebels = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: {} }] };
const empire = {
  faction: 'galacticempire',
  pilots: [
    { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: {} },
  ],
};
writeFileSync(join(dir, 'rebels.json'), JSON.stringify(rebels));

function gameFile(choices: unknown[]): string {
  const file = join(dir, `game-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      setup: {
        seed: 'cli',
        players: [
          { name: 'Rebels', squad: 'rebels.json' },
          { name: 'Empire', squad: empire },
        ],
      },
      choices,
    }),
  );
  return file;
}

describe('xwing play and xwing replay', () => {
  it('runs a game file, prints the pending decision, and its log replays', async () => {
    const log = join(dir, 'log.json');
    const r = await run(['play', gameFile([]), '--log', log]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Pending decision 1 \(place-obstacle\)/);
    const first = /\n {2}(\S+):/.exec(r.stdout)![1]!;
    const r2 = await run(['play', gameFile([{ option: first }]), '--log', log, '--json']);
    expect(r2.code).toBe(0);
    const out = JSON.parse(r2.stdout) as { state: { obstacles: unknown[] }; pending: { kind: string } };
    expect(out.state.obstacles).toHaveLength(1);
    expect(JSON.parse(readFileSync(log, 'utf8')).format).toBe('xwing-table/log@2');
    const rep = await run(['replay', log]);
    expect(rep.code).toBe(0);
    expect(JSON.parse(rep.stdout).ok).toBe(true);
  });

  it('--ai: computers answer their seats until the other seat is asked, and the log replays', async () => {
    const log = join(dir, 'log-ai.json');
    // Seat 2 is the computer: it places its obstacles and ships whenever asked, seat 1 answers nothing.
    const r = await run(['play', gameFile([]), '--ai', 'none,easy', '--log', log, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pending: { player: number } };
    expect(out.pending.player).toBe(0);
    // Both seats the computer: the game is played to its end, and its log replays.
    const both = await run(['play', gameFile([]), '--ai', 'normal,heuristic', '--log', log, '--json']);
    expect(both.code).toBe(0);
    expect((JSON.parse(both.stdout) as { result: unknown }).result).not.toBeNull();
    const rep = await run(['replay', log]);
    expect(JSON.parse(rep.stdout).ok).toBe(true);
    expect((await run(['play', gameFile([]), '--ai', 'clever'])).code).toBe(2);
  });

  it('--think turns a time into search nodes on this machine and says how many; --nodes N repeats those moves', async () => {
    const log = join(dir, 'log-think.json');
    const thought = await run([
      'play',
      gameFile([]),
      '--ai',
      'normal,heuristic',
      '--think',
      '5',
      '--log',
      log,
      '--json',
    ]);
    expect(thought.code).toBe(0);
    const nodes = Number(/--nodes (\d+) repeats these moves/.exec(thought.stderr)?.[1]);
    expect(nodes).toBeGreaterThanOrEqual(16);
    const again = join(dir, 'log-nodes.json');
    expect(
      (await run(['play', gameFile([]), '--ai', 'normal,heuristic', '--nodes', String(nodes), '--log', again])).code,
    ).toBe(0);
    const choices = (f: string) => (JSON.parse(readFileSync(f, 'utf8')) as { choices: unknown[] }).choices;
    expect(choices(again)).toEqual(choices(log));
    // Another node count flies another game (the budget reaches the search player). Fixed counts, not the calibrated
    // one: past about 64 nodes this small game's search settles on the same moves, so a count read from the clock
    // (larger on a fast machine) could meet the same game.
    const few = join(dir, 'log-nodes-16.json');
    const more = join(dir, 'log-nodes-64.json');
    await run(['play', gameFile([]), '--ai', 'normal,heuristic', '--nodes', '16', '--log', few]);
    await run(['play', gameFile([]), '--ai', 'normal,heuristic', '--nodes', '64', '--log', more]);
    expect(choices(more)).not.toEqual(choices(few));
    // Usage errors: both flags, no searching seat, a bad number.
    expect((await run(['play', gameFile([]), '--ai', 'normal', '--think', '5', '--nodes', '9'])).stderr).toMatch(
      /not both/,
    );
    expect((await run(['play', gameFile([]), '--ai', 'heuristic', '--nodes', '99'])).code).toBe(2);
    expect((await run(['play', gameFile([]), '--ai', 'normal', '--nodes', '0'])).stderr).toMatch(/--nodes must be/);
  });

  it('stops at an illegal choice naming it and the reason', async () => {
    const r = await run(['play', gameFile([{ option: 'no-such-obstacle', value: { x: 1, y: 1, heading: 0 } }])]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/choices\[0\] \("no-such-obstacle"\) was refused: /);
  });

  it('a tampered log is reported; a malformed file is unusable', async () => {
    const log = join(dir, 'log2.json');
    await run(['play', gameFile([]), '--log', log]);
    const doc = JSON.parse(readFileSync(log, 'utf8'));
    doc.events[1].text = 'tampered';
    writeFileSync(log, JSON.stringify(doc));
    const r = await run(['replay', log]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/event 1 differs/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"setup": 3');
    expect((await run(['play', bad])).code).toBe(2);
  });
});
