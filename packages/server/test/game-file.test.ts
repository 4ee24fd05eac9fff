/**
 * Games created from a game file (issue 26; docs/service.md "Games from a game file"): the example file with a docked
 * ship, a ship in reserve, a remote and a condition becomes a game whose views show them, whose finished replay
 * answers with its position and re-runs exactly, and which a restarted service loads again. A malformed or oversized
 * file is refused with the reason and creates nothing.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { applyInPlace, type Choice, createFromPosition, type GameView, type Position } from '@xwing/engine';
import { GameConnection, GameService, ServiceError } from '@xwing/client';
import { createGameFromFile } from '../src/games.js';
import type { Storage } from '../src/storage/index.js';
import { openPgliteHere } from '../src/storage/pglite-here.js';
import { type Db, SqlStorage } from '../src/storage/sql.js';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { playRandom, withTimeout } from './players.js';

const example = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../docs/examples/subsystems-game.json', import.meta.url)), 'utf8'),
) as { position: Position };

const dataDir = freshDataDir();
let svc: ServiceProcess;
let api: GameService;

beforeAll(async () => {
  svc = await startServiceProcess({ dataDir, env: { ALLOW_CLIENT_SEEDS: '1' } });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

/** The refusal a request met (the test fails when it was accepted). */
async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ServiceError) return e;
    throw e;
  }
  throw new Error('accepted');
}

async function firstView(gameId: string, token?: string): Promise<{ conn: GameConnection; view: GameView }> {
  const conn = await withTimeout(GameConnection.open(svc.url, gameId, token ? { token } : {}), 20_000, 'the join');
  return { conn, view: conn.view! };
}

function subsystemsShown(view: GameView): void {
  const ship = (id: string) => view.ships.find((s) => s.id === id);
  expect(ship('shuttle')).toMatchObject({ pose: null, docked: 'vcx' });
  expect(ship('wing')).toMatchObject({ pose: null, reserve: { edges: ['first'] } });
  expect(view.remotes?.map((r) => r.id)).toEqual(['probe']);
  expect(ship('bomber')!.conditions?.map((c) => c.xws)).toEqual(['listeningdevice']);
}

describe('a game from a game file', () => {
  let gameId = '';
  let tokens: string[] = [];

  it('is created from the example file (hot seat): its views show the docked ship, the reserve, the remote, the condition', async () => {
    const before = (await api.listGames()).length;
    const created = await api.createGameFromFile({ file: example });
    expect(created.seats.map((s) => [s.name, s.computer])).toEqual([
      ['Rebels', null],
      ['Separatists', null],
    ]);
    gameId = created.gameId;
    tokens = created.seats.map((s) => s.token!);
    expect((await api.listGames()).length).toBe(before + 1);
    const summary = await api.game(gameId);
    expect(summary).toMatchObject({ round: 2, phase: 'planning', choices: 0, scenario: 'dogfight', ruleSet: '2.5' });
    expect(summary.players.map((p) => p.faction)).toEqual(['rebelalliance', 'separatistalliance']);
    const { conn, view } = await firstView(gameId, tokens[0]);
    subsystemsShown(view);
    expect(view.pending?.kind).toBe('set-dial');
    await conn.close();
  }, 60_000);

  it('refuses a malformed file with its path, an oversized or too deep body, a squad file name, a refused choice, creating nothing', async () => {
    const before = (await api.listGames()).length;
    const noShips = structuredClone(example);
    delete (noShips.position.players[1] as { ships?: unknown }).ships;
    const e1 = await refusal(api.createGameFromFile({ file: noShips }));
    expect(e1.status).toBe(400);
    expect(e1.code).toBe('invalid-game-file');
    expect(e1.message).toMatch(/file\.position\.players\[1\]\.ships/);
    const both = await refusal(api.createGameFromFile({ file: { ...example, setup: {} } }));
    expect(both.message).toMatch(/exactly one of "setup"/);
    const badDock = structuredClone(example);
    (badDock.position.players[0].ships[1] as { docked: string }).docked = 'nobody';
    expect((await refusal(api.createGameFromFile({ file: badDock }))).code).toBe('invalid-game-file');
    const fileName = await refusal(
      api.createGameFromFile({
        file: {
          setup: {
            players: [
              { name: 'A', squad: 'rebels.json' },
              { name: 'B', squad: 'empire.json' },
            ],
          },
        },
      }),
    );
    expect(fileName.message).toMatch(/file\.setup\.players\.0\.squad: a squad file name cannot be read/);
    const refused = await refusal(
      api.createGameFromFile({ file: { ...example, choices: [{ option: 'not-a-maneuver' }] } }),
    );
    expect(refused.message).toMatch(/^file\.choices\.0 \("not-a-maneuver"\) was refused/);
    const many = await refusal(
      api.createGameFromFile({ file: { ...example, choices: Array.from({ length: 101 }, () => ({ option: '2F' })) } }),
    );
    expect(many.message).toBe('file.choices: at most 100 choices (this file has 101)');
    const extra = await refusal(api.createGameFromFile({ file: example, squad: {} } as never));
    expect(extra.message).toMatch(/squad/);
    const huge = structuredClone(example) as unknown as Record<string, unknown>;
    huge.padding = 'x'.repeat(70_000);
    expect((await refusal(api.createGameFromFile({ file: huge }))).status).toBe(413);
    // Nested deeper than any file needs: refused before anything walks it (sent as text: JSON.stringify would overflow).
    const deep = `{"file":{"position":${'['.repeat(20_000)}1${']'.repeat(20_000)}}}`;
    const res = await fetch(`${svc.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/nests more than 40 levels/);
    // The same bound holds for a squad in a plain create (its recursive text check once overflowed the stack: a 500).
    const deepSquad = await fetch(`${svc.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"players":[{"squad":{"a":${'['.repeat(20_000)}1${']'.repeat(20_000)}}},{"squad":{}}]}`,
    });
    expect(deepSquad.status).toBe(400);
    expect((await api.listGames()).length).toBe(before);
  }, 60_000);

  it('against the computer: plays to its end; the replay answers with the position and re-runs exactly', async () => {
    const file = structuredClone(example);
    file.position.maxRounds = 3;
    const created = await api.createGameFromFile({
      file: { ...file, choices: [{ option: '2F' }] },
      players: [{ name: 'Me' }, { computer: 'heuristic' }],
      seed: 'game-file-test',
    });
    expect(created.seats[1]).toMatchObject({ name: 'Separatists', computer: 'heuristic', token: null });
    expect((await api.game(created.gameId)).choices).toBe(1);
    const me = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 5 });
    await withTimeout(me.over, 120_000, 'the game against the computer');
    expect(me.problems).toEqual([]);
    await me.conn.close();
    const rec = await api.replay(created.gameId);
    expect(rec.setup).toBeUndefined();
    expect(rec.position).toMatchObject({ seed: 'game-file-test', round: 2 });
    expect(rec.position!.players[0].name).toBe('Me');
    expect(rec.choices[0]).toMatchObject({ option: '2F', seat: 0 });
    const content = loadContent();
    const state = createFromPosition(rec.position!, content);
    for (const c of rec.choices) expect(applyInPlace(state, c as Choice, content).ok).toBe(true);
    expect(state.log).toEqual(rec.log);
    const steps = await api.replayViews(created.gameId, 0, 2);
    expect(steps.total).toBe(rec.choices.length + 1);
    subsystemsShown(steps.views[0]!.view as GameView);
  }, 180_000);

  it('takes a setup file too: squads inside it, its choices applied and stored as the first choices', async () => {
    const created = await api.createGameFromFile({
      file: {
        setup: {
          seed: 'setup-file',
          players: [
            { name: 'Rebels', squad: squad('rebel-xwings') },
            { name: 'Empire', squad: JSON.stringify(squad('imperial-ties')) },
          ],
          maxRounds: 2,
        },
        choices: [{ option: 'asteroid-1:auto-1' }],
      },
      players: [{ name: 'Me' }, { computer: 'random' }],
    });
    const summary = await api.game(created.gameId);
    expect(summary).toMatchObject({ phase: 'setup', choices: 1, ruleSet: '2.5' });
    expect(summary.players.map((p) => [p.name, p.faction])).toEqual([
      ['Me', 'rebelalliance'],
      ['Empire', 'galacticempire'],
    ]);
    const { conn, view } = await firstView(created.gameId, created.seats[0].token!);
    expect(view.obstacles.map((o) => o.name)).toContain('asteroid-1');
    await conn.close();
  }, 60_000);

  it('is loaded again by a restarted service, the same table and decision', async () => {
    const before = await firstView(gameId, tokens[1]);
    await before.conn.close();
    await svc.stop();
    svc = await startServiceProcess({ dataDir, env: { ALLOW_CLIENT_SEEDS: '1' } });
    api = new GameService(svc.url);
    const after = await firstView(gameId, tokens[1]);
    subsystemsShown(after.view);
    expect(after.view.ships).toEqual(before.view.ships);
    expect(after.view.pending?.id).toBe(before.view.pending?.id);
    await after.conn.close();
  }, 120_000);
});

describe('the seed of a game from a file', () => {
  it("is the service's own: the file's seed and generator state are replaced unless the service takes client seeds", async () => {
    const rows: { setup: unknown }[] = [];
    const storage = { insertGame: async (row: { setup: unknown }) => void rows.push(row) } as unknown as Storage;
    const file = structuredClone(example);
    (file.position as Position).rng = { key: 'ab'.repeat(32), block: 3, words: [] };
    await createGameFromFile(storage, loadContent(), { file });
    const stored = rows[0]!.setup as { position: Position };
    expect(stored.position.seed).not.toBe('subsystems-example');
    expect(stored.position.seed!.length).toBeGreaterThan(20);
    expect(stored.position.rng).toBeUndefined();
    await createGameFromFile(storage, loadContent(), { file }, true);
    expect((rows[1]!.setup as { position: Position }).position).toMatchObject({
      seed: 'subsystems-example',
      rng: file.position.rng,
    });
    await expect(createGameFromFile(storage, loadContent(), { file, seed: 'mine' })).rejects.toThrow(
      /ALLOW_CLIENT_SEEDS/,
    );
  });
});

describe('a game file whose choices cannot all be stored', () => {
  it('leaves no game behind: the game and its choices are stored in one transaction', async () => {
    const dir = freshDataDir();
    // Migrated first by the ordinary opening, then opened again here with a query that fails on the third choice.
    await (await openPgliteHere(dir)).close();
    const pg = await PGlite.create(dir);
    let choiceInserts = 0;
    const failing = async <R>(
      run: (sql: string, params?: unknown[]) => Promise<{ rows: R[] }>,
      sql: string,
      params?: unknown[],
    ) => {
      if (sql.startsWith('INSERT INTO choices') && ++choiceInserts === 3) throw new Error('disk full (a test fault)');
      return (await run(sql, params)).rows;
    };
    const db: Db = {
      query: <R>(sql: string, params?: unknown[]) => failing<R>((q, p) => pg.query<R>(q, p), sql, params),
      transaction: <T>(fn: (tx: Pick<Db, 'query'>) => Promise<T>) =>
        pg.transaction((tx) =>
          fn({ query: <R>(sql: string, params?: unknown[]) => failing<R>((q, p) => tx.query<R>(q, p), sql, params) }),
        ),
      close: () => pg.close(),
    };
    const storage = new SqlStorage('pglite', db);
    try {
      const content = loadContent();
      // Four choices the position accepts: each the first option of the decision it answers.
      const state = createFromPosition(example.position, content);
      const choices: { option: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const option = state.pending!.options[0]!.id;
        expect(
          applyInPlace(state, { decision: state.pending!.id, seat: state.pending!.player, option }, content).ok,
        ).toBe(true);
        choices.push({ option });
      }
      await expect(createGameFromFile(storage, content, { file: { ...example, choices } })).rejects.toThrow(
        /disk full/,
      );
      expect(choiceInserts).toBe(3);
      expect(await storage.recentGames(10)).toEqual([]);
      expect(await pg.query('SELECT count(*)::int AS n FROM choices')).toMatchObject({ rows: [{ n: 0 }] });
      // The same file is stored whole once the fault is gone.
      choiceInserts = 10;
      const created = await createGameFromFile(storage, content, { file: { ...example, choices } });
      expect((await storage.gameRow(created.gameId))?.choices).toBe(4);
      expect((await storage.choices(created.gameId)).map((c) => c.option)).toEqual(choices.map((c) => c.option));
    } finally {
      await storage.close();
    }
  }, 60_000);
});
