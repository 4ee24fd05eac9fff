/**
 * The other rule sets in a real browser (issue 29): a first-edition game (002, the Core Set squads) and a junior game
 * (004) chosen in the lobby, played against the computer through the page to their end. The table names the rules;
 * screenshots of each game's end go to docs/screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../server/test/service-process.js';
import { launch, playOn, saveScreenshot, startWebService, watchConsole } from './browser.js';

let service: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([startWebService(), launch()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

/** Opens the lobby and picks the rule set; the ready squads follow it. */
async function lobbyWith(page: Page, seed: string, ruleSet: string, rounds: number): Promise<void> {
  await page.goto(`${service.url}/?seed=${encodeURIComponent(seed)}`);
  // The options (and their rule sets) arrive after the first paint.
  await page.locator(`#rule-set option[value="${ruleSet}"]`).waitFor({ state: 'attached' });
  await page.locator('#rule-set').selectOption(ruleSet);
  await page.locator('#max-rounds').fill(String(rounds));
}

/** Plays my seat to the end; returns what the table's header and result say. */
async function playToEnd(page: Page, shot: string): Promise<{ rules: string; result: string }> {
  await page.waitForURL(/\/game\/[^#]+#token=/);
  await page.locator('.status-bar .rule-set').waitFor();
  const kinds = new Set<string>();
  await playOn(page, { onDecision: (kind) => void kinds.add(kind), max: 600 });
  const result = (await page.locator('.game-over .result').textContent()) ?? '';
  // The rules' title comes with the service's options: wait for it rather than reading the id shown until then.
  await expect
    .poll(() => page.locator('.status-bar .rule-set').textContent(), { timeout: 10_000 })
    .not.toMatch(/^(first-edition|junior)$/);
  // The first edition's ships are drawn by their silhouettes too (the same models as 2.5's in the ship font).
  await expect.poll(() => page.locator('.board .ship-glyph').count()).toBeGreaterThan(0);
  await saveScreenshot(page, shot);
  expect(kinds).toContain('set-dial');
  return { rules: (await page.locator('.status-bar .rule-set').textContent()) ?? '', result };
}

describe('web table: other rule sets against the computer', () => {
  it('plays a first-edition Core Set game from the lobby to its end', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    await lobbyWith(page, 'web-first-edition-1', 'first-edition', 4);
    // The first edition's own ready squads (XWS 1.0), its points set, and no 2.5 scenario or builder.
    await expect(page.locator('#mine-ready').inputValue()).resolves.toBe('fe-core-rebels');
    await expect(page.locator('#theirs-ready').inputValue()).resolves.toBe('fe-core-imperials');
    await expect(page.locator('.lobby .points-set').textContent()).resolves.toMatch(/fe-100/);
    expect(await page.locator('#scenario').count()).toBe(0);
    expect(await page.locator('[data-action="open-builder"]').count()).toBe(0);
    // Nothing of the first edition is missing: no acceptance asked.
    expect(await page.locator('#accept-missing').count()).toBe(0);
    await page.getByRole('button', { name: 'Create game' }).click();
    const end = await playToEnd(page, 'first-edition.png');
    expect(end.rules).toMatch(/First edition/);
    expect(end.result).toMatch(/wins|Draw/);
    await expect(page.locator('.game').getAttribute('data-rule-set')).resolves.toBe('first-edition');
    // No piece played by the 2.5 rules.
    await expect(page.locator('.log').textContent()).resolves.not.toMatch(/not implemented yet/);
    expect(problems).toEqual([]);
    await page.close();
  }, 600_000);

  it('plays a junior game from the lobby to its end', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    await lobbyWith(page, 'web-junior-1', 'junior', 4);
    await expect(page.locator('#mine-ready').inputValue()).resolves.toBe('junior-rebels');
    await expect(page.locator('#theirs-ready').inputValue()).resolves.toBe('junior-imperials');
    // Nothing of 004 is missing: no acceptance asked.
    expect(await page.locator('#accept-missing').count()).toBe(0);
    await page.getByRole('button', { name: 'Create game' }).click();
    const end = await playToEnd(page, 'junior.png');
    expect(end.rules).toMatch(/Junior/);
    expect(end.result).toMatch(/wins|Draw/);
    await expect(page.locator('.game').getAttribute('data-rule-set')).resolves.toBe('junior');
    expect(problems).toEqual([]);
    await page.close();
  }, 600_000);
});
