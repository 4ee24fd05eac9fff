/**
 * A game started from a game file in the lobby (issue 26, "Done means"): docs/examples/subsystems-game.json, a
 * position holding a docked ship, a ship in reserve, a remote and a condition, chosen with the file picker, played hot
 * seat. The table shows all four, decisions are made through the page, and docs/screenshots/subsystems.png is the
 * table at its first decision. A malformed file is refused in the lobby with the service's reason, nothing created.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameService } from '@xwing/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../server/test/service-process.js';
import { launch, nextState, playOn, root, saveScreenshot, startWebService, watchConsole } from './browser.js';

let service: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([startWebService(), launch()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('web table: a game from a game file', () => {
  it('shows the docked ship, the reserve, the remote and the condition, and plays on', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    await page.goto(`${service.url}/`);
    await page.locator('details.game-file summary').click();

    // Not JSON: refused in the page, nothing sent.
    await page.locator('#game-file-text').fill('{"position": ');
    await page.getByRole('button', { name: 'Create game from file' }).click();
    await expect(page.locator('.game-file .refusal').textContent()).resolves.toMatch(/not JSON/);
    // A position whose second player has no ships: the service's refusal, naming the path, shown as it came.
    await page.locator('#game-file-text').fill('{"position": {"players": [{"ships": []}, {}]}}');
    await page.getByRole('button', { name: 'Create game from file' }).click();
    await expect(page.locator('.game-file .refusal').textContent()).resolves.toMatch(
      /invalid|file\.position\.players\[1\]\.ships/,
    );
    // Larger than the service takes: its 413, said in the page.
    await page.locator('#game-file-text').fill(JSON.stringify({ position: { players: [] }, note: 'x'.repeat(70_000) }));
    await page.getByRole('button', { name: 'Create game from file' }).click();
    await expect(page.locator('.game-file .refusal').textContent()).resolves.toMatch(/body may hold 65536 bytes/);
    expect(page.url()).not.toMatch(/\/game\//);
    // Chromium itself logs the refused requests (400, 413); those lines are the expected console messages.
    expect(problems.splice(0).map((p) => /status of 4(00|13)/.test(p))).toEqual([true, true]);
    const games = await (await fetch(`${service.url}/api/games`)).json();
    expect(games).toEqual([]);

    // The example file, through the file picker, both seats on this screen.
    await page.locator('#game-file-pick').setInputFiles(join(root, 'docs/examples/subsystems-game.json'));
    // The page reads the file asynchronously: wait until its text has replaced what the box held.
    const text = () => page.locator('#game-file-text').inputValue();
    for (let i = 0; i < 100 && !(await text()).includes('"docked": "vcx"'); i++) await page.waitForTimeout(100);
    expect(await text()).toMatch(/"docked": "vcx"/);
    await page.locator('#game-file-opponent').selectOption('hotseat');
    await page.getByRole('button', { name: 'Create game from file' }).click();
    await page.waitForURL(/#token=[^&]+&token=/);

    const first = await nextState(page, null, 60_000);
    expect(first).toMatchObject({ over: false, kind: 'set-dial' });
    // The docked shuttle against its carrier on the board, and listed off the table.
    await expect(page.locator('svg.board [data-docked-ship="shuttle"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-off-table-ship="shuttle"]').textContent()).resolves.toMatch(/docked with/);
    // The ship in reserve: off the table, with when and where it comes back.
    await expect(page.locator('[data-off-table-ship="wing"]').textContent()).resolves.toMatch(
      /in reserve since round 2: placed within range 1 of the first edge/,
    );
    await expect(page.locator('.ships li[data-ship="wing"] [data-off-table="reserve"]').count()).resolves.toBe(1);
    // The remote: on the board and in its player's list.
    await expect(page.locator('svg.board path.remote').count()).resolves.toBe(1);
    await expect(page.locator('svg.board [data-remote-label="probe"]').textContent()).resolves.toBe(
      'DRK-1 Probe Droids 0/1',
    );
    await expect(page.locator('.remotes [data-remote="probe"]').textContent()).resolves.toMatch(
      /DRK-1 Probe Droids.*damage 0\/1/,
    );
    // The condition on its ship's card.
    await expect(page.locator('.ships li[data-ship="bomber"] .conditions').textContent()).resolves.toMatch(
      /Listening Device/,
    );
    // Tall enough for the side's whole list: the off-table ships, the bomber's condition and the remote in one picture.
    await page.setViewportSize({ width: 1366, height: 1500 });
    await page.locator('.remotes [data-remote="probe"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'subsystems.png');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Decisions through the page, both seats: the Rebels' dial, the Separatists', then Ghost's deploy of the shuttle.
    const seats = new Set<string>();
    const answered = await playOn(page, {
      until: (n) => n >= 3,
      onDecision: async () => {
        const s = await page.locator('.game').getAttribute('data-seat');
        if (s) seats.add(s);
      },
    });
    expect(answered).toBe(3);
    expect([...seats].sort()).toEqual(['0', '1']);
    // Both dials set, and in the System Phase the third answer deployed the shuttle from its carrier (Ghost).
    await page.locator('.log li', { hasText: 'deploys from vcx' }).first().waitFor({ timeout: 20_000 });
    const log = await page.locator('.log').textContent();
    expect(log).toMatch(/Rebels sets the dial of vcx/);
    expect(log).toMatch(/Separatists sets the dial of bomber/);
    await expect(page.locator('svg.board [data-docked-ship="shuttle"]').count()).resolves.toBe(0);
    expect(problems).toEqual([]);

    // The same file against the computer: the first seat's link, the computer answering the Separatists' seat.
    await page.goto(`${service.url}/`);
    await page.locator('details.game-file summary').click();
    await page.locator('#game-file-pick').setInputFiles(join(root, 'docs/examples/subsystems-game.json'));
    await page.locator('#game-file-opponent').selectOption('heuristic');
    await page.getByRole('button', { name: 'Create game from file' }).click();
    await page.waitForURL(/\/game\/[^#]+#token=[^&]+$/);
    const mine = await nextState(page, null, 60_000);
    expect(mine).toMatchObject({ over: false, kind: 'set-dial' });
    await expect(page.locator('[data-off-table-ship="wing"]').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it("replays a finished game begun from the file: step 0 is the file's table", async () => {
    const file = JSON.parse(readFileSync(join(root, 'docs/examples/subsystems-game.json'), 'utf8')) as {
      position: Record<string, unknown>;
    };
    file.position.maxRounds = 2;
    const created = await new GameService(service.url).createGameFromFile({
      file,
      players: [{ computer: 'random' }, { computer: 'random' }],
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    // Watching opens the game's room, where the two computers play it to its end.
    await page.goto(`${service.url}${created.spectateLink}`);
    await page.locator('.game-over').waitFor({ timeout: 120_000 });
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await expect(page.locator('.replay-step').textContent()).resolves.toMatch(/^Step 0 of \d+$/);
    await expect(page.locator('svg.board [data-docked-ship="shuttle"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-off-table-ship="wing"]').count()).resolves.toBe(1);
    await expect(page.locator('svg.board [data-remote-label="probe"]').count()).resolves.toBe(1);
    await expect(page.locator('.squad.p1 h3').textContent()).resolves.toBe('Separatists');
    expect(problems).toEqual([]);
    await page.close();
  }, 200_000);
});
