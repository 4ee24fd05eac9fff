/**
 * `xwing play` and `xwing replay` on choices from the wrong seat, old logs and bad input (issue 12): a precise error,
 * the documented exit code, no stack trace, and nothing written.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

describe('what --seat prints (item 2)', () => {
  const thane = {
    position: {
      seed: 'thane',
      phase: 'engagement',
      diceMode: 'entered',
      players: [
        { name: 'Rebels', ships: [{ pilot: 'thanekyrell', pose: { x: 400, y: 200, heading: 0 } }] },
        {
          name: 'Empire',
          ships: [
            {
              pilot: 'academypilot',
              pose: { x: 400, y: 350, heading: 180 },
              damage: [
                { card: 'directhit', faceup: false },
                { card: 'structuraldamage', faceup: false },
              ],
            },
          ],
        },
      ],
    },
    choices: [
      { option: 'attack:p2-academypilot-1:primary:front' },
      { option: 'enter', value: ['focus', 'blank', 'blank'] },
      { option: 'enter', value: ['blank', 'blank', 'blank'] },
    ],
  };

  it("Thane Kyrell's options name no facedown card, for either seat, in text or JSON", async () => {
    const f = file(thane);
    for (const seat of ['1', '2', 'spectator']) {
      for (const json of [[], ['--json']]) {
        const r = await run(['play', f, '--seat', seat, ...json]);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/use-ability/);
        expect(r.stdout).not.toMatch(/directhit|structuraldamage|Direct Hit|Structural Damage/i);
      }
    }
    // Thane's own seat gets the options (by place); the other seat sees the question only.
    expect((await run(['play', f, '--seat', '1'])).stdout).toMatch(/use:1: Expose a damage card/);
    expect((await run(['play', f, '--seat', '2'])).stdout).not.toMatch(/use:1/);
  });
});

const ship = (pilot: string, x: number, y: number, heading: number, extra: Record<string, unknown> = {}) => ({
  pilot,
  pose: { x, y, heading },
  ...extra,
});
const goodPosition = {
  players: [
    { name: 'Rebels', ships: [ship('lukeskywalker', 400, 200, 0)] },
    { name: 'Empire', ships: [ship('academypilot', 400, 700, 180)] },
  ],
};

/** Runs `play` on a file and expects exit 2 naming every `problems` pattern, no stack trace and no log written. */
async function unusable(doc: unknown, ...problems: RegExp[]): Promise<string> {
  const log = join(dir, `never-${n}.json`);
  const r = await run(['play', file(doc), '--log', log]);
  expect(r.code, r.stderr).toBe(2);
  for (const p of problems) expect(r.stderr).toMatch(p);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stdout).toBe('');
  expect(() => readFileSync(log)).toThrow();
  return r.stderr;
}

describe('positions and game files are checked in full (item 4): exit 2, a path and a sentence per problem', () => {
  const pos = (over: Record<string, unknown>) => ({ position: { ...goodPosition, ...over } });
  const withShip = (extra: Record<string, unknown>) =>
    pos({
      players: [{ name: 'Rebels', ships: [ship('lukeskywalker', 400, 200, 0, extra)] }, goodPosition.players[1]],
    });

  it('a good position plays', async () => {
    expect((await run(['play', file(pos({}))])).code).toBe(0);
  });

  it('phase "over" or unknown', async () => {
    await unusable(pos({ phase: 'over' }), /position\.phase: must be one of "planning", .*not the string "over"/);
    await unusable(pos({ phase: 'lunch' }), /position\.phase: must be one of/);
  });

  it('damage, locks and features of the wrong type; ships as an object', async () => {
    await unusable(withShip({ damage: 'directhit' }), /position\.players\[0\]\.ships\[0\]\.damage: must be a list/);
    await unusable(withShip({ locks: 5 }), /ships\[0\]\.locks: must be a list/);
    await unusable(
      pos({ scenario: { name: 'xwa-salvage-mission', features: {} } }),
      /position\.scenario\.features: must be a list/,
    );
    await unusable(
      pos({ players: [{ ships: { a: 1 } }, goodPosition.players[1]] }),
      /position\.players\[0\]\.ships: must be a list/,
    );
  });

  it('0, 1 or 3 players', async () => {
    for (const players of [[], [goodPosition.players[0]], [...goodPosition.players, goodPosition.players[0]]])
      await unusable(pos({ players }), /position\.players: must be a list of exactly 2/);
  });

  it('an obstacle without a pose; a dial that is not a maneuver', async () => {
    await unusable(pos({ obstacles: [{ name: 'asteroid-1' }] }), /position\.obstacles\[0\]\.pose: is missing/);
    await unusable(withShip({ dial: '9Z' }), /ships\[0\]\.dial: "9Z" is not a maneuver/);
  });

  it('a points set or format that does not exist', async () => {
    await unusable(pos({ pointsSet: 'nope' }), /position\.pointsSet: "nope" is not a points set \(one of /);
    const setup = {
      seed: 's',
      players: [
        { name: 'Rebels', squad: rebels },
        { name: 'Empire', squad: empire },
      ],
    };
    await unusable({ setup: { ...setup, pointsSet: 'nope' } }, /setup\.pointsSet: "nope" is not a points set/);
    await unusable({ setup: { ...setup, format: 'wild' } }, /setup\.format: must be one of "standard", "extended"/);
  });

  it('two ships with the same id', async () => {
    await unusable(
      pos({
        players: [
          { ships: [ship('lukeskywalker', 400, 200, 0, { id: 'x' })] },
          { ships: [ship('academypilot', 400, 700, 180, { id: 'x' })] },
        ],
      }),
      /position\.players\[1\]\.ships\[0\]\.id: two ships have the id "x"/,
    );
  });

  it('negative or non-number stats and tokens, every problem at once', async () => {
    const err = await unusable(
      withShip({ shields: -1, tokens: { stress: -2, focus: 'NaN' }, force: 1.5 }),
      /ships\[0\]\.shields: must be a whole number from 0 to 99, not number -1/,
      /ships\[0\]\.tokens\.stress: must be a whole number/,
      /ships\[0\]\.tokens\.focus: must be a whole number .*not the string "NaN"/,
      /ships\[0\]\.force: must be a whole number/,
    );
    expect(err.split('\n').filter((l) => l.startsWith('  position.')).length).toBe(4);
  });

  it('a string decision number, a choice with extra fields, a deep file', async () => {
    await unusable(
      { ...pos({}), choices: [{ option: '1F', decision: '1' }] },
      /choices\[0\]\.decision: must be a whole number from 1 .*not the string "1"/,
    );
    await unusable({ ...pos({}), choices: [{ option: '1F', note: 1 }] }, /choices\[0\]\.note: is not a field of/);
    const text = `{"position":${JSON.stringify(goodPosition)},"choices":[{"option":"x","value":${'['.repeat(100_000)}1${']'.repeat(100_000)}}]}`;
    await unusable(text, /nests more than 64 levels deep/);
  });
});

describe('output that cannot be written (item 5)', () => {
  const targets = [join(dir, 'no-such-folder', 'log.json'), dir, ...(existsSync('/dev/full') ? ['/dev/full'] : [])];

  it('play --log: a clear error, exit 2', async () => {
    for (const target of targets) {
      const r = await run(['play', file({ position: goodPosition }), '--log', target]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /--log ".*": cannot write it: (its folder does not exist|it is a folder|the disk is full)/,
      );
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('sim --log: a clear error, exit 2', async () => {
    const a = file(rebels);
    const b = file(empire);
    for (const target of targets) {
      const r = await run([
        'sim',
        '--a',
        a,
        '--b',
        b,
        '--games',
        '1',
        '--ai',
        'random',
        '--seed',
        'w',
        '--log',
        target,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--log ".*": cannot write it: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('replay compares canonical JSON and says when a game is unfinished (item 7)', () => {
  it('a log whose keys were re-ordered replays; a log cut at a choice is reported unfinished', async () => {
    const p = await pending();
    const log = join(dir, 'canon.json');
    expect((await run(['play', file({ setup, choices: [{ option: p.options[0]!.id }] }), '--log', log])).code).toBe(0);
    const doc = JSON.parse(readFileSync(log, 'utf8')) as { events: Record<string, unknown>[] };
    const reversed = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());
    const shuffled = { ...doc, events: doc.events.map(reversed) };
    const r = await run(['replay', file(reversed(shuffled))]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { finished: boolean; pending: { decision: number } };
    expect(out.finished).toBe(false);
    expect(out.pending.decision).toBe(2);
    expect(r.stderr).toMatch(/the game is unfinished: decision 2 \(place-obstacle\)/);
  });
});
