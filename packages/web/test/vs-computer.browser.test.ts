/**
 * The web table in a real browser: a full game against the computer, created in the lobby and played to its end
 * through the page (issue 14). Screenshots of planning, an attack and the end go to docs/screenshots.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../server/test/service-process.js';
import { answer, launch, nextState, screenshotPath, startWebService, watchConsole } from './browser.js';

let service: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([startWebService(), launch()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('web table vs the computer', () => {
  it('plays a whole game through the page, with no console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    await page.goto(`${service.url}/?seed=web-vs-computer-1`);
    await page.locator('#max-rounds').fill('3');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/[^#]+#token=/);

    let last: string | null = null;
    let answered = 0;
    const kinds = new Set<string>();
    let shotPlanning = false;
    let shotAttack = false;
    let sawDice = false;
    for (;;) {
      const s = await nextState(page, last, 30_000);
      if (s.over) break;
      kinds.add(s.kind);
      if (s.kind === 'set-dial' && !shotPlanning) {
        await page.locator('.dial .maneuver').first().hover();
        await page.locator('.preview.maneuver').waitFor();
        await page.screenshot({ path: screenshotPath('planning.png') });
        shotPlanning = true;
      }
      if (s.kind === 'declare-attack' && !shotAttack) {
        // Exact odds from @xwing/dice beside each attack (stats are loaded on demand).
        await expect(page.locator('.decision.mine .odds').first().textContent()).resolves.toMatch(
          /expected \d\.\d\d damage/,
        );
        await page.locator('.decision.mine .options button').first().hover();
        await page.screenshot({ path: screenshotPath('attack.png') });
        shotAttack = true;
      }
      if (s.kind === 'modify-attack-dice') {
        await expect(page.locator('.attack-dice .die.attack').count()).resolves.toBeGreaterThan(0);
        await expect(page.locator('.odds.live').textContent()).resolves.toMatch(/Expected damage now \d/);
        sawDice = true;
      }
      await answer(page, s.kind);
      last = s.id;
      answered++;
      expect(answered).toBeLessThan(400);
    }
    await expect(page.locator('.game-over .result').textContent()).resolves.toMatch(/wins|Draw/);
    await page.screenshot({ path: screenshotPath('end.png') });
    expect(kinds).toContain('place-ship');
    expect(kinds).toContain('set-dial');
    expect(shotAttack && sawDice).toBe(true);

    // The replay of the finished game, stepped with the keyboard.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await expect(page.locator('.replay-step').textContent()).resolves.toMatch(/^Step 0 of \d+$/);
    const ships0 = await page.locator('.board .ship').count();
    const total = answeredTotal(await page.locator('.replay-step').textContent());
    await page.keyboard.press('End');
    await expect(page.locator('.replay-step').textContent()).resolves.toBe(`Step ${total} of ${total}`);
    await expect(page.locator('.board .ship').count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.replay-step').textContent()).resolves.toMatch(/^Step 1 of/);
    expect(ships0).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 600_000);
});

/** N of "Step k of N". */
function answeredTotal(text: string | null): number {
  return Number(/of (\d+)/.exec(text ?? '')?.[1]);
}
