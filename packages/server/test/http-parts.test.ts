/**
 * The HTTP side's parts on their own: the Origin rule, per-address keys, the body text check, error text without
 * paths, the damaged-folder diagnosis, the replay cache, and replays started from a stored snapshot answering exactly
 * as replays from the setup.
 */
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { applyInPlace, type Choice, createGame, makePlayer, RULES_VERSION, viewFor } from '@xwing/engine';
import { clientAddress, parseTrustedProxies } from '../src/address.js';
import { aiRng } from '../src/ai-pool.js';
import { badText, limitKey } from '../src/http.js';
import { corsHeaders, judgeOrigin, parseAllowedOrigins } from '../src/origin.js';
import { withoutPaths } from '../src/redact.js';
import { BodyCache } from '../src/replay.js';
import { answer, type ReplayJob } from '../src/replay-worker.js';
import { dataDirProblems } from '../src/storage/data-dir.js';
import type { StoredChoice } from '../src/storage/index.js';
import { squad } from './service-process.js';

describe('origins', () => {
  const policy = parseAllowedOrigins(' https://table.example.org , http://localhost:5173 ');

  it('allows no Origin (a program), the same host and the listed origins; refuses the rest', () => {
    expect(judgeOrigin(policy, undefined, 'xw.example:8080')).toBe('none');
    expect(judgeOrigin(policy, 'http://xw.example:8080', 'xw.example:8080')).toBe('same');
    expect(judgeOrigin(policy, 'https://xw.example', 'xw.example:443')).toBe('same');
    expect(judgeOrigin(policy, 'https://table.example.org', 'xw.example')).toBe('allowed');
    expect(judgeOrigin(policy, 'http://localhost:5173', 'localhost:8080')).toBe('allowed');
    expect(judgeOrigin(policy, 'http://xw.example:8081', 'xw.example:8080')).toBe('forbidden');
    expect(judgeOrigin(policy, 'https://table.example.org.evil.example', 'xw.example')).toBe('forbidden');
    expect(judgeOrigin(policy, 'null', 'xw.example')).toBe('forbidden');
    expect(judgeOrigin(policy, 'not a url', 'xw.example')).toBe('forbidden');
  });

  it('echoes only an allowed origin in CORS headers', () => {
    expect(corsHeaders(policy, 'https://table.example.org', 'xw.example')).toMatchObject({
      'Access-Control-Allow-Origin': 'https://table.example.org',
      'Access-Control-Allow-Credentials': 'true',
    });
    expect(corsHeaders(policy, 'https://evil.example', 'xw.example')).toEqual({ Vary: 'Origin' });
    // Same-origin requests need no CORS.
    expect(corsHeaders(policy, 'http://xw.example', 'xw.example')).toEqual({ Vary: 'Origin' });
  });

  it('refuses a bad ALLOWED_ORIGINS entry with a sentence', () => {
    expect(() => parseAllowedOrigins('table.example.org')).toThrow(/ALLOWED_ORIGINS: "table.example.org" is not/);
    expect(() => parseAllowedOrigins('https://x.example/path')).toThrow(/is not an origin/);
    expect(() => parseAllowedOrigins('ftp://x.example')).toThrow(/is not an origin/);
  });
});

describe('per-address keys', () => {
  it('count an IPv6 client by its /64 and a forwarded client only behind a trusted proxy', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('loopback')).toBe('loopback');
    const trusted = parseTrustedProxies('loopback');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', trusted)).toBe('198.51.100.4');
    expect(clientAddress('203.0.113.9', '198.51.100.4', trusted)).toBe('203.0.113.9');
  });
});

describe('body text', () => {
  it('names the first string or key with control characters or a lone surrogate', () => {
    expect(badText({ players: [{ name: 'ok' }, { name: 'a\u0000' }] }, [])).toBe(
      'players.1.name: control characters are not allowed',
    );
    expect(badText({ squad: '{\n\t"name": "x"\r\n}' }, [])).toBeNull();
    expect(badText({ squad: 'a\u0007' }, [])).toBe('squad: control characters are not allowed');
    expect(badText({ name: 'tab\there' }, [])).toBe('name: control characters are not allowed');
    expect(badText({ 'k\u0001': 1 }, [])).toBe('(a key): control characters are not allowed');
    expect(badText(['\udc00'], [])).toBe('0: not well-formed text (a lone surrogate)');
    expect(badText({ name: 'Poe 🚀 Dameron' }, [])).toBeNull();
  });
});

describe('error text', () => {
  it('leaves out paths and connection strings', () => {
    expect(withoutPaths('could not open file "base/5/1259": No such file or directory')).toBe(
      'could not open file "<path>": No such file or directory',
    );
    expect(withoutPaths('PGlite could not open /var/lib/xwing/data: Aborted()')).toBe(
      'PGlite could not open <path>: Aborted()',
    );
    expect(withoutPaths('password authentication failed for postgres://xw:secret@db/xw')).toBe(
      'password authentication failed for <address>',
    );
    expect(withoutPaths("ENOENT: no such file or directory, open '/srv/x.json'\n    at open (node:fs:1)")).toBe(
      "ENOENT: no such file or directory, open '<path>'",
    );
    expect(withoutPaths('relation "games" does not exist')).toBe('relation "games" does not exist');
  });
});

describe('damaged data folders', () => {
  it('are named: a file for the folder, files without PG_VERSION, missing or misplaced folders, cut files', () => {
    const root = mkdtempSync(join(tmpdir(), 'xwing-data-dir-'));
    expect(dataDirProblems(join(root, 'none'))).toEqual([]);
    writeFileSync(join(root, 'file'), 'x');
    expect(dataDirProblems(join(root, 'file'))).toEqual(['it is a file, not a folder']);
    const db = join(root, 'db');
    mkdirSync(db);
    expect(dataDirProblems(db)).toEqual([]);
    writeFileSync(join(db, 'notes.txt'), 'x');
    expect(dataDirProblems(db)[0]).toMatch(/no PG_VERSION file/);
    writeFileSync(join(db, 'PG_VERSION'), '17\n');
    for (const f of ['base', 'global', 'pg_xact', 'pg_multixact', 'pg_subtrans', 'pg_commit_ts', 'pg_twophase'])
      mkdirSync(join(db, f));
    for (const f of ['pg_tblspc', 'pg_logical', 'pg_snapshots', 'pg_replslot', 'pg_notify', 'pg_serial'])
      mkdirSync(join(db, f));
    writeFileSync(join(db, 'global', 'pg_control'), Buffer.alloc(8192));
    expect(dataDirProblems(db)).toEqual(['its pg_wal folder is missing']);
    writeFileSync(join(db, 'pg_wal'), 'x');
    expect(dataDirProblems(db)).toEqual(['pg_wal is a file where a folder should be']);
  });

  it('names a WAL segment or control file cut short', () => {
    const db = mkdtempSync(join(tmpdir(), 'xwing-data-dir-'));
    writeFileSync(join(db, 'PG_VERSION'), '17\n');
    for (const f of ['base', 'global', 'pg_wal', 'pg_xact', 'pg_multixact', 'pg_subtrans', 'pg_commit_ts'])
      mkdirSync(join(db, f));
    for (const f of ['pg_twophase', 'pg_tblspc', 'pg_logical', 'pg_snapshots', 'pg_replslot', 'pg_notify'])
      mkdirSync(join(db, f));
    mkdirSync(join(db, 'pg_serial'));
    writeFileSync(join(db, 'global', 'pg_control'), Buffer.alloc(100));
    writeFileSync(join(db, 'pg_wal', '000000010000000000000001'), Buffer.alloc(16));
    truncateSync(join(db, 'pg_wal', '000000010000000000000001'), 1000);
    expect(dataDirProblems(db)).toEqual([
      'global/pg_control is 100 bytes, not 8192 (cut short or overwritten)',
      'the WAL segment pg_wal/000000010000000000000001 is 1000 bytes, not 16777216',
    ]);
  });
});

describe('the replay cache', () => {
  it('keeps the most recently used answers within its size', () => {
    const cache = new BodyCache(400);
    const body = (n: number) => ({ json: Buffer.alloc(n), gzip: null });
    cache.set('a', body(90));
    cache.set('b', body(90));
    cache.set('c', body(90));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', body(90));
    cache.set('e', body(90));
    // 'b' was the least recently used.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(400);
    // Over a quarter of the whole is not kept.
    cache.set('big', body(101));
    expect(cache.get('big')).toBeUndefined();
  });
});

describe('replays from a snapshot', () => {
  it('answer exactly as replays from the setup', () => {
    const content = loadContent();
    const setup = {
      players: [
        { name: 'A', squad: squad('rebel-xwings') },
        { name: 'B', squad: squad('imperial-ties') },
      ] as [{ name: string; squad: unknown }, { name: string; squad: unknown }],
      seed: 'replay-parts-1',
      maxRounds: 4,
    };
    const state = createGame(setup, content);
    const player = makePlayer('random');
    const choices: StoredChoice[] = [];
    const snapshots = new Map<number, string>();
    while (state.pending && !state.result && choices.length < 140) {
      const p = state.pending;
      const c = { ...player.choose(viewFor({ ...state, log: [] }, p.player), p, content, aiRng(setup.seed, p.id)) };
      const stored = { ...c, seat: p.player } as StoredChoice;
      expect(applyInPlace(state, stored as Choice, content).ok).toBe(true);
      choices.push(stored);
      if (choices.length % 50 === 0) snapshots.set(choices.length, JSON.stringify(state));
    }
    expect(choices.length).toBeGreaterThan(100);
    const game = { id: 'g', rulesVersion: RULES_VERSION, setup, result: state.result, choices: choices.length };
    const job = (over: Partial<ReplayJob>): ReplayJob => ({
      id: 1,
      kind: 'views',
      game,
      snapshot: null,
      choices,
      from: 0,
      count: 50,
      ...over,
    });
    for (const [from, count] of [
      [100, 20],
      [104, 50],
      [50, 1],
    ] as const) {
      const last = Math.min(choices.length, from + count - 1);
      const fromSetup = answer(job({ from, count, choices: choices.slice(0, last) }));
      const snap = Math.floor(from / 50) * 50;
      const fromSnapshot = answer(
        job({ from, count, snapshot: { seq: snap, state: snapshots.get(snap)! }, choices: choices.slice(snap, last) }),
      );
      expect(fromSnapshot).toBe(fromSetup);
    }
    const full = (snapshot: ReplayJob['snapshot']) => answer(job({ kind: 'full', snapshot }));
    expect(full({ seq: 100, state: snapshots.get(100)! })).toBe(full(null));
    expect(JSON.parse(full(null)).log).toEqual(state.log);
  });
});
