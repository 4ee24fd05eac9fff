/**
 * Two people at the web table in two browser contexts (issue 14): one creates the game in the lobby and sends the
 * join link, the other opens it; both play to the end. The second player's connection never receives the first
 * player's dial before it is revealed (the engine's per-seat view, docs/service.md), checked on the websocket frames
 * themselves.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../server/test/service-process.js';
import {
  answer,
  placeOnTable,
  createFromLobby,
  dialBytes,
  launch,
  nextState,
  saveScreenshot,
  startWebService,
  watchConsole,
} from './browser.js';

let service: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  [service, browser] = await Promise.all([startWebService(), launch()]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

function recordFrames(page: Page, into: Buffer[]): void {
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => into.push(typeof f.payload === 'string' ? Buffer.from(f.payload) : f.payload)),
  );
}

const contains = (frames: Buffer[], bytes: Buffer) => frames.some((f) => f.includes(bytes));

describe('web table, two players', () => {
  it('plays a game through a join link; the other context never receives my dial', async () => {
    const ctxA = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ctxB = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const a = await ctxA.newPage();
    const b = await ctxB.newPage();
    const problems: string[] = [];
    watchConsole(a, problems);
    watchConsole(b, problems);
    const framesA: Buffer[] = [];
    const framesB: Buffer[] = [];
    recordFrames(a, framesA);
    recordFrames(b, framesB);

    await createFromLobby(a, service.url, {
      seed: 'web-two-players-1',
      rounds: 2,
      opponent: 'friend',
      friendName: 'Hera',
      timeLimit: 60,
    });
    const joinLink = await a.locator('.join-link').inputValue();
    expect(joinLink).toMatch(/\/game\/[^#]+#token=/);
    // The copy-link button copies the join link, or selects it where the clipboard is refused.
    await a.locator('[data-action="copy-link"]').click();
    await expect
      .poll(() => a.locator('[data-action="copy-link"]').textContent())
      .toMatch(/^(Copied|Selected: press Ctrl\+C)$/);
    await a.locator('.play-link').click();
    await a.waitForURL(/\/game\/[^#]+#token=/);
    // The opponent's connection state: not there yet, then connected.
    await expect.poll(() => a.locator('.opponent-conn').textContent()).toBe('Hera: not connected');
    // The game's clock (a 60-minute time limit) waits for the first choice.
    await expect.poll(() => a.locator('.clock').textContent()).toBe('60 min');
    await b.goto(joinLink);
    await expect.poll(() => a.locator('.opponent-conn').textContent()).toBe('Hera: connected');
    await expect.poll(() => b.locator('.opponent-conn').textContent()).toBe('Player: connected');
    await expect(b.locator('.game').getAttribute('data-seat')).resolves.toBe('1');
    // Each player sees the table from their own edge (issue 27 item 7): the second player's board is turned.
    await expect(a.locator('svg.board').getAttribute('data-turned')).resolves.toBe('false');
    await expect(b.locator('svg.board').getAttribute('data-turned')).resolves.toBe('true');
    // A spectator through the spectator link (the join link without its token).
    const ctxS = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const spectator = await ctxS.newPage();
    watchConsole(spectator, problems);
    const framesS: Buffer[] = [];
    recordFrames(spectator, framesS);
    await spectator.goto(joinLink.replace(/#.*$/, ''));
    await expect(spectator.locator('.game').getAttribute('data-seat')).resolves.toBe('spectator');
    // The chat: a line from each player, read on both pages and by the spectator, who has no box to write in.
    await a.getByLabel('Chat message').fill('good luck');
    await a.getByRole('button', { name: 'Send' }).click();
    await b.getByLabel('Chat message').fill('you too');
    await b.getByLabel('Chat message').press('Enter');
    for (const page of [a, b, spectator])
      await expect
        .poll(() => page.locator('.chat li').allTextContents())
        .toEqual(['Player: good luck', 'Hera: you too']);
    await expect(spectator.getByLabel('Chat message').count()).resolves.toBe(0);
    // The friend renames their seat: both players and the spectator see the new name, the chat writes it.
    await b.locator('[data-action="rename"]').click();
    await b.getByLabel('Your name').fill('  Hera Syndulla ');
    await b.getByRole('button', { name: 'Save' }).click();
    for (const page of [a, b, spectator])
      await expect.poll(() => page.locator('.status-bar .player.p1').textContent()).toBe('Hera Syndulla');
    await expect.poll(() => a.locator('.opponent-conn').textContent()).toBe('Hera Syndulla: connected');
    await expect(spectator.locator('[data-action="rename"]').count()).resolves.toBe(0);
    await b.getByLabel('Chat message').fill('renamed');
    await b.getByLabel('Chat message').press('Enter');
    await expect
      .poll(async () => (await a.locator('.chat li').allTextContents()).at(-1))
      .toBe('Hera Syndulla: renamed');
    await expect(a.getByLabel('Chat message').inputValue()).resolves.toBe('');

    // Both play whatever is theirs; the first dial A sets is checked against B's frames before B sets its own.
    let lastA: string | null = null;
    let lastB: string | null = null;
    let aDial: string | null = null;
    let checked = false;
    let placedByPointer = false;
    // What each seat answered, for the failure message.
    const played: string[] = [];
    // Bounded by time, not by turns: on a loaded machine the service's answers come slowly, and each wait is a turn.
    const deadline = Date.now() + 420_000;
    while (Date.now() < deadline) {
      const [sa, sb] = await Promise.all([peek(a, lastA), peek(b, lastB)]);
      if (sa === 'over' && sb === 'over') break;
      if (sa && sa !== 'over') {
        const s = await nextState(a, lastA);
        if (s.over) continue;
        // A's dial of this Planning Phase; any other decision of A's means the dials were revealed.
        if (s.kind === 'set-dial' && !aDial)
          aDial = await a.locator('.dial .maneuver:not(:disabled)').first().getAttribute('data-option');
        else if (s.kind !== 'set-dial') aDial = null;
        await answer(a, s.kind);
        played.push(`A ${s.kind}`);
        lastA = s.id;
        continue;
      }
      if (sb && sb !== 'over') {
        const s = await nextState(b, lastB);
        if (s.over) continue;
        played.push(`B ${s.kind}`);
        if (s.kind === 'set-dial' && aDial && !checked) {
          // A's dial is set and not revealed (dials are revealed after planning, and B has not set its own yet).
          await b.waitForTimeout(300);
          expect(contains(framesA, dialBytes(aDial)), 'the check can see a dial in the frames').toBe(true);
          expect(contains(framesB, dialBytes(aDial))).toBe(false);
          expect(contains(framesB, dialBytes('hidden'))).toBe(true);
          expect(contains(framesS, dialBytes(aDial))).toBe(false);
          // Tablet size (portrait): the board above the panel.
          // The clock is masked: its seconds would make every run's picture differ.
          await saveScreenshot(spectator, 'spectator-tablet.png', {
            mask: [spectator.locator('.clock')],
          });
          // The first choice started the clock: both seats count down from the hour.
          for (const page of [a, b]) expect(await page.locator('.clock').textContent()).toMatch(/^(59:\d\d|1:00:00)$/);
          checked = true;
        }
        if (s.kind === 'place-ship' && !placedByPointer) {
          // B places a ship by pointer on the turned board, next to a suggested spot on B's own edge (y near 914.4):
          // a click mapped as if the board were not turned would land on A's edge and be refused.
          const first = b.locator('.decision.mine .options button').first();
          const x = Number(await first.getAttribute('data-x'));
          const y = Number(await first.getAttribute('data-y'));
          expect(y).toBeGreaterThan(457);
          await placeOnTable(b, x + 2, y);
          placedByPointer = true;
          lastB = s.id;
          continue;
        }
        await answer(b, s.kind);
        lastB = s.id;
        continue;
      }
      await a.waitForTimeout(100);
    }
    expect(checked, `B set a dial after A had set one; the seats answered: ${played.join(', ')}`).toBe(true);
    expect(placedByPointer).toBe(true);
    await spectator.locator('.game-over').waitFor();
    expect(await spectator.locator('.decision.mine, .resign').count()).toBe(0);
    await expect(a.locator('.game-over .result').textContent()).resolves.toMatch(/wins|Draw/);
    await expect(b.locator('.game-over .result').textContent()).resolves.toMatch(/wins|Draw/);
    expect(problems).toEqual([]);
    await ctxS.close();
    await ctxA.close();
    await ctxB.close();
  }, 600_000);
});

/** 'over', a new decision id of mine, or null (nothing to do yet): read in one go, the page changes under us. */
async function peek(page: Page, last: string | null): Promise<string | null> {
  const id = await page.evaluate<string | null>(`(() => {
    if (document.querySelector('.game-over')) return 'over';
    const d = document.querySelector('.decision.mine');
    if (!d || d.querySelector('button:disabled[data-option]')) return null;
    return d.dataset.decision;
  })()`);
  return id === last ? null : id;
}
