/**
 * The web table survives a dropped connection and a server restart mid-game (issue 14): the page shows that it is
 * reconnecting, joins again with its seat token and the game is played on to its end. The browser's own
 * network-failure messages during the outage are expected; anything else on the console fails the test.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir, type ServiceProcess } from '../../server/test/service-process.js';
import { createFromLobby, dropProxy, launch, playOn, startWebService, watchConsole } from './browser.js';

let browser: Browser;
const services: ServiceProcess[] = [];

beforeAll(async () => {
  browser = await launch();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const s of services) await s.stop();
});

/** Chromium's own lines for a websocket or request that failed while the service was away. */
const outage = (line: string) =>
  /WebSocket connection to .* failed|Failed to load resource|ERR_CONNECTION_REFUSED/.test(line);

describe('web table, connection trouble', () => {
  it('reconnects after a dropped connection and plays on', async () => {
    const service = await startWebService();
    services.push(service);
    const page = await browser.newPage();
    const problems: string[] = [];
    watchConsole(page, problems);
    const proxy = await dropProxy(service.port);
    await createFromLobby(page, proxy.url, { seed: 'web-reconnect-1', rounds: 2 });
    await playOn(page, { until: (n) => n >= 4 });
    proxy.drop();
    await page.locator('.conn.reconnecting').waitFor();
    await page.locator('.conn.open').waitFor({ timeout: 30_000 });
    await playOn(page);
    await expect(page.locator('.game-over .result').textContent()).resolves.toMatch(/wins|Draw/);
    expect(problems.filter((p) => !outage(p))).toEqual([]);
    await page.close();
    await proxy.close();
  }, 300_000);

  it('reconnects after the service restarts mid-game and plays on', async () => {
    const dataDir = freshDataDir();
    let service = await startWebService(dataDir);
    services.push(service);
    const page = await browser.newPage();
    const problems: string[] = [];
    watchConsole(page, problems);
    await createFromLobby(page, service.url, { seed: 'web-restart-1', rounds: 2 });
    await playOn(page, { until: (n) => n >= 4 });
    const logged = await page.locator('.log li').count();
    await service.kill9();
    await page.locator('.conn.reconnecting').waitFor();
    service = await startWebService(dataDir, service.port);
    services.push(service);
    await page.locator('.conn.open').waitFor({ timeout: 60_000 });
    // The lobby offers to go back to the game (its seat token was kept by the page).
    const gameUrl = page.url();
    await page.goto(`${service.url}/`);
    await page.locator('.my-games a', { hasText: 'continue' }).first().click();
    await page.waitForURL(gameUrl);
    await page.locator('.conn.open').waitFor();
    // The game goes on from where it was: nothing accepted before the restart is lost.
    expect(await page.locator('.log li').count()).toBeGreaterThanOrEqual(logged);
    await playOn(page);
    await expect(page.locator('.game-over .result').textContent()).resolves.toMatch(/wins|Draw/);
    expect(problems.filter((p) => !outage(p))).toEqual([]);
    await page.close();
  }, 300_000);
});
