/**
 * `xwing play` and `xwing replay` on choices from the wrong seat, old logs and bad input (issue 12): a precise error,
 * the documented exit code, no stack trace, and nothing written.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'xwing-play-errors-'));
const rebels = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: {} }] };
const empire = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] };

let n = 0;
function file(doc: unknown): string {
  const f = join(dir, `f${n++}.json`);
  writeFileSync(f, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return f;
}
const setup = {
  seed: 'errors',
  players: [
    { name: 'Rebels', squad: rebels },
    { name: 'Empire', squad: empire },
  ],
};

async function pending(choices: unknown[] = []): Promise<{ id: number; player: 0 | 1; options: { id: string }[] }> {
  const r = await run(['play', file({ setup, choices }), '--json']);
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { pending: { id: number; player: 0 | 1; options: { id: string }[] } }).pending;
}

describe('seats in game files and logs', () => {
  it('a file choice naming the other seat is refused (exit 1) with whose decision it is', async () => {
    const p = await pending();
    const r = await run(['play', file({ setup, choices: [{ option: p.options[0]!.id, seat: 1 - p.player }] })]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/choices\[0\] \(".*"\) was refused: decision 1 is \w+'s to make, not \w+'s/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('logs are written as log@2 with every seat; a log@1 (no seats) still replays; a log@2 without seats is unusable', async () => {
    const p = await pending();
    const log = join(dir, 'seats.json');
    const played = await run(['play', file({ setup, choices: [{ option: p.options[0]!.id }] }), '--log', log]);
    expect(played.code).toBe(0);
    const doc = JSON.parse(readFileSync(log, 'utf8')) as { format: string; choices: { seat?: number }[] };
    expect(doc.format).toBe('xwing-table/log@2');
    expect(doc.choices).toEqual([{ decision: 1, seat: p.player, option: p.options[0]!.id }]);
    const old = { ...doc, format: 'xwing-table/log@1', choices: doc.choices.map(({ seat: _s, ...c }) => c) };
    expect((await run(['replay', file(old)])).code).toBe(0);
    const r = await run(['replay', file({ ...old, format: 'xwing-table/log@2' })]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/choices\[0\] has no "seat"/);
  });
});
