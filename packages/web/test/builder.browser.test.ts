/**
 * The lobby's in-page squad builder (issue 27), in a real browser: a player opens it, picks a faction and pilots,
 * fills slots from the upgrades the rules allow there, sees points and validity live, loads a builder's link, and
 * takes the squad into the lobby; the squad validates in the page as `xwing squad validate` (@xwing/squads, the same
 * rules) validates its exported XWS, YASB link and Launch Bay Next link. No label shows an xws id.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadContent } from '@xwing/content';
import { decodeSquadLink, parseXws, validateXws } from '@xwing/squads';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../server/test/service-process.js';
import { launch, root, saveScreenshot, startWebService, watchConsole } from './browser.js';

let service: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([startWebService(), launch()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

const content = loadContent();

/** The xws ids of the cards this test picks: none may show in the page's text. */
const IDS = /\b(?:lukeskywalker|wedgeantilles|biggsdarklighter|rebelalliance|t65xwing)\b/;

/** The value of a form field (the tests' TypeScript has no DOM types). */
const valueOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => (e as unknown as { value: string }).value);

/** Chooses, in a slot's picker, the first upgrade the rules offer there that fits the points; returns its label. */
async function fillSlot(page: Page, ship: number, slot: string): Promise<string> {
  const select = page.locator(`.builder-ship[data-pilot-index="${ship}"] select[data-slot="${slot}"]`).first();
  await select.focus();
  await expect.poll(() => select.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
  const options = await select.locator('option').evaluateAll((os) =>
    os.map((o) => {
      const option = o as unknown as { value: string; textContent: string };
      return { value: option.value, label: option.textContent };
    }),
  );
  const pick = options.find((o) => o.value !== '' && !o.label.includes('over the points'))!;
  await select.selectOption(pick.value);
  return pick.label;
}

describe('web lobby: the in-page squad builder', () => {
  it('builds a squad from faction, pilots and slots, live points, links out and in, into the lobby', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems: string[] = [];
    watchConsole(page, problems);
    await page.goto(`${service.url}/?seed=web-builder-1`);
    await page.locator('#points-set option').nth(1).waitFor({ state: 'attached' });
    await page.locator('#format').selectOption('standard');
    // Loaded on demand: the builder's script and card data are not part of the lobby's first load.
    const before = await page.evaluate<string[]>(
      `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /builder|pilots|upgrades/.test(n))`,
    );
    expect(before).toEqual([]);
    await page.locator('[data-action="open-builder"]').click();
    await page.locator('#builder-faction').waitFor({ timeout: 60_000 });
    await page.locator('#builder-faction').selectOption({ label: 'Rebel Alliance' });

    // Pilots by search, then by their place in the list.
    await page.locator('#builder-pilot-search').fill('luke x-wing');
    await page.locator('#builder-add-pilot').selectOption('lukeskywalker');
    await page.locator('#builder-pilot-search').fill('wedge');
    await page.locator('#builder-add-pilot').selectOption('wedgeantilles');
    await expect(page.locator('.builder-ship').count()).resolves.toBe(2);
    const empty = (await page.locator('#builder-points').textContent())!;
    expect(empty).toMatch(/^\d+ \/ 50 points$/);

    // Slots: the first upgrade the rules allow in Luke's Force power and astromech slots, and a talent for Wedge.
    const force = await fillSlot(page, 0, 'force-power');
    const astromech = await fillSlot(page, 0, 'astromech');
    const talent = await fillSlot(page, 1, 'talent');
    for (const label of [force, astromech, talent]) expect(label).toMatch(/^[^·]+ · \d+$/);
    // Live: the ship's loadout counts them, the squad stays valid.
    await expect(page.locator('.builder-ship').first().locator('.builder-ship-points').textContent()).resolves.toMatch(
      /loadout [1-9]\d*\//,
    );
    await expect(page.locator('#builder-valid').getAttribute('data-valid')).resolves.toBe('true');

    // Too many ships for 50 points: the page says so under the total, and the points show it.
    await page.locator('#builder-pilot-search').fill('');
    for (const id of ['biggsdarklighter', 'outerrimsmuggler'])
      await page.locator('#builder-add-pilot').selectOption(id);
    await expect(page.locator('#builder-valid').getAttribute('data-valid')).resolves.toBe('false');
    const errors = await page.locator('.builder-errors li, .builder-ship-errors li').allTextContents();
    expect(errors.join(' ')).toMatch(/points/);
    // A limited pilot already flown is shown but not offered again, with the rule as its title.
    const biggs = page.locator('#builder-add-pilot option[value="biggsdarklighter"]');
    await expect(biggs.isDisabled()).resolves.toBe(true);
    await expect(biggs.textContent()).resolves.toMatch(/limit reached$/);
    await expect(biggs.getAttribute('title')).resolves.toMatch(/Biggs Darklighter/);
    await expect(page.locator('#builder-add-pilot option[value="outerrimsmuggler"]').isDisabled()).resolves.toBe(false);
    await page
      .locator('.builder-ship')
      .nth(3)
      .getByRole('button', { name: /^Remove / })
      .click();
    await page
      .locator('.builder-ship')
      .nth(2)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.locator('#builder-valid').getAttribute('data-valid')).resolves.toBe('true');

    // No xws id anywhere a player reads.
    const text = await page.locator('.builder').innerText();
    expect(IDS.exec(text)?.[0] ?? null).toBeNull();
    await saveScreenshot(page, 'builder.png', { fullPage: true });

    // The page's result is xwing squad validate's on the exported XWS, YASB link and Launch Bay Next link.
    const shown = {
      points: Number(/^(\d+) \//.exec((await page.locator('#builder-points').textContent())!)![1]),
      valid: (await page.locator('#builder-valid').getAttribute('data-valid')) === 'true',
    };
    const xws = await valueOf(page, '#builder-xws');
    const yasb = await valueOf(page, '#builder-yasb');
    const lbn = await valueOf(page, '#builder-lbn');
    expect(yasb).toMatch(/^https:\/\/yasb\.app\/\?f=Rebel%20Alliance&d=v10ZsZ50Z/);
    expect(lbn).toMatch(/^https:\/\/launchbaynext\.app\/print\?lbx=/);
    const pointsSet = JSON.parse(xws).version === '50P-2.0' ? 'xwa-50p2.0' : undefined;
    const cards = (doc: unknown) =>
      parseXws(doc, content)
        .squad.pilots.map((p) => `${p.id}: ${p.upgrades.map((u) => u.id).sort()}`)
        .sort();
    for (const doc of [JSON.parse(xws), decodeSquadLink(yasb).xws, decodeSquadLink(lbn).xws]) {
      const r = validateXws(doc, content, { ...(pointsSet ? { pointsSet } : {}), format: 'standard' }).result;
      expect({ points: r.points, valid: r.valid }).toEqual(shown);
      expect(cards(doc)).toEqual(cards(JSON.parse(xws)));
    }
    // And the command line itself (the built bundle), on the XWS and on each link.
    const cli = (input: string) =>
      JSON.parse(
        execFileSync(process.execPath, [join(root, 'packages/cli/bin/xwing.js'), 'squad', 'validate', '-'], {
          input,
          encoding: 'utf8',
        }),
      ) as { points: number; valid: boolean };
    for (const input of [xws, yasb, lbn]) {
      const r = cli(input);
      expect({ points: r.points, valid: r.valid }).toEqual(shown);
    }

    // Start from a builder's link: our own YASB link loads back into the same ships.
    await page.locator('#builder-import').fill(yasb);
    await page.locator('[data-action="builder-load"]').click();
    await expect(page.locator('.builder-ship').count()).resolves.toBe(2);
    expect(cards(JSON.parse(await valueOf(page, '#builder-xws')))).toEqual(cards(JSON.parse(xws)));

    // Into the lobby, and a game made from it.
    const loaded = await valueOf(page, '#builder-xws');
    await page.locator('[data-action="use-mine"]').click();
    await expect(valueOf(page, '#mine-text')).resolves.toBe(loaded);
    await page.locator('#max-rounds').fill('1');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/[^#]+#token=/, { timeout: 60_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const problems: string[] = [];
    watchConsole(page, problems);
    await page.goto(`${service.url}/`);
    await page.locator('[data-action="open-builder"]').tap();
    await page.locator('#builder-add-pilot').waitFor({ timeout: 60_000 });
    await page.locator('#builder-add-pilot').selectOption('lukeskywalker');
    await expect(page.locator('#builder-points').textContent()).resolves.toMatch(/^\d+ \/ 50 points$/);
    // Nothing wider than the screen.
    const wide = await page.evaluate<string[]>(
      `[...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > 391).map((e) => e.tagName + '.' + e.className + '#' + e.id + ' ' + Math.round(e.getBoundingClientRect().right))`,
    );
    expect(wide).toEqual([]);
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'builder-phone.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
