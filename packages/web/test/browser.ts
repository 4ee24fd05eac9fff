/**
 * Browser-test helpers: Debian's Chromium (installed by scripts/test-chromium.sh when missing) driven by
 * playwright-core, against the built service (`npm start`'s JS) serving the built page, on a free port with its own
 * embedded database and the test-only seeds (ALLOW_CLIENT_SEEDS=1).
 */
import { execFileSync } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { freshDataDir, type ServiceProcess, startServiceProcess } from '../../server/test/service-process.js';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const webDist = join(root, 'packages/web/dist');
export const screenshots = join(root, 'docs/screenshots');

export function chromiumPath(): string {
  return execFileSync('bash', [join(root, 'scripts/test-chromium.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 900_000,
  }).trim();
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
}

export async function startWebService(dataDir = freshDataDir(), port?: number): Promise<ServiceProcess> {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`the web table is not built (${webDist}): run npm run build (npm test does)`);
  return startServiceProcess({
    dataDir,
    ...(port ? { port } : {}),
    env: { ALLOW_CLIENT_SEEDS: '1', WEB_DIR: webDist },
  });
}

/** The console problems a test watches, by page: a timed-out wait reports them with what the page shows. */
const problemsOf = new WeakMap<Page, string[]>();

/** Console errors and warnings, and uncaught page errors, of a page: a test asserts there are none. */
export function watchConsole(page: Page, into: string[]): void {
  problemsOf.set(page, into);
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') into.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => into.push(`pageerror: ${e.message}`));
}

export function screenshotPath(name: string): string {
  mkdirSync(screenshots, { recursive: true });
  return join(screenshots, name);
}

/**
 * Writes docs/screenshots/<name> only when the picture differs from the one there (issue 27): an unchanged page
 * leaves the committed file alone.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: Omit<NonNullable<Parameters<Page['screenshot']>[0]>, 'path'> = {},
): Promise<void> {
  const shot = await page.screenshot(options);
  const path = screenshotPath(name);
  const old = existsSync(path) ? readFileSync(path) : undefined;
  if (!old || !old.equals(shot)) writeFileSync(path, shot);
}

/**
 * Waits until a page-side expression is true. Playwright's waitForFunction polls an expression with eval, which the
 * service's Content-Security-Policy forbids (no 'unsafe-eval'); page.evaluate goes through the DevTools protocol,
 * which the page's policy does not govern.
 */
async function waitForExpression(page: Page, expression: string, timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  // A navigation in between destroys the page's context: that reads as not yet.
  while (!(await page.evaluate<boolean>(expression).catch(() => false))) {
    if (Date.now() > end) throw new Error(`waiting for the page: timeout ${timeout} ms exceeded`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the page shows next: my decision (a new one), the end of the game, or a refusal. */
export async function nextState(page: Page, lastDecision: string | null, timeout = 90_000) {
  // A page-side expression (the tests' TypeScript has no DOM types).
  await waitForExpression(
    page,
    `(() => {
      if (document.querySelector('.game-over, .refusal')) return true;
      const d = document.querySelector('.decision.mine');
      return !!d && d.dataset.decision !== ${JSON.stringify(lastDecision)} && !d.querySelector('button:disabled[data-option]');
    })()`,
    timeout,
  ).catch(async (e: Error) => {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    const problems = problemsOf.get(page) ?? [];
    throw new Error(
      `${e.message}\nthe page shows:\n${text.slice(0, 3000)}` +
        (problems.length ? `\nthe console said:\n${problems.join('\n').slice(0, 3000)}` : ''),
    );
  });
  const refusal = await page
    .locator('.refusal')
    .first()
    .textContent({ timeout: 10 })
    .catch(() => null);
  if (refusal) throw new Error(`the page shows a refusal: ${refusal}`);
  if (await page.locator('.game-over').count()) return { over: true as const };
  const d = page.locator('.decision.mine');
  return {
    over: false as const,
    id: (await d.getAttribute('data-decision'))!,
    kind: (await d.getAttribute('data-kind'))!,
  };
}

/** Answers my pending decision the way a quick player would: the first maneuver, the first option. */
export async function answer(page: Page, kind: string): Promise<void> {
  if (kind === 'set-dial') {
    await page.locator('.dial .maneuver:not(:disabled)').first().click();
    await page.locator('[data-action="set-dial"]').click();
    return;
  }
  if (kind === 'enter-dice') {
    // Physical dice: enter the first face offered for each die, then send them.
    const send = page.locator('[data-action="enter-dice"]');
    while (await send.isDisabled()) await page.locator('.enter-dice [data-face]').first().click();
    await send.click();
    return;
  }
  await page.locator('.decision.mine .options button').first().click();
}

/** Answers every decision of mine until the game ends (or `until` says stop); returns how many it answered. */
export async function playOn(
  page: Page,
  opts: {
    until?: (answered: number) => boolean;
    onDecision?: (kind: string) => void | Promise<void>;
    timeout?: number;
    max?: number;
  } = {},
): Promise<number> {
  let last: string | null = null;
  let answered = 0;
  for (;;) {
    const s = await nextState(page, last, opts.timeout);
    if (s.over) return answered;
    // Stop with a decision on screen and nothing in flight.
    if (opts.until?.(answered)) return answered;
    await opts.onDecision?.(s.kind);
    await answer(page, s.kind);
    last = s.id;
    answered++;
    if (answered > (opts.max ?? 400)) throw new Error(`the game did not end after ${answered} decisions`);
  }
}

/** Creates a game from the lobby; returns the page on the first seat's game page. */
export async function createFromLobby(
  page: Page,
  url: string,
  opts: {
    seed: string;
    rounds: number;
    opponent?: 'heuristic' | 'random' | 'friend';
    dice?: 'rolled' | 'entered';
    friendName?: string;
    /** Minutes on the game's clock. */
    timeLimit?: number;
  },
): Promise<void> {
  await page.goto(`${url}/?seed=${encodeURIComponent(opts.seed)}`);
  await page.locator('#max-rounds').fill(String(opts.rounds));
  if (opts.opponent) await page.locator('#opponent').selectOption(opts.opponent);
  if (opts.friendName !== undefined) await page.locator('#friend-name').fill(opts.friendName);
  if (opts.dice) await page.locator('#dice-mode').selectOption(opts.dice);
  if (opts.timeLimit !== undefined) await page.locator('#time-limit').fill(String(opts.timeLimit));
  await page.getByRole('button', { name: 'Create game' }).click();
  if (opts.opponent !== 'friend') await page.waitForURL(/\/game\/[^#]+#token=/);
}

/** The msgpack bytes of the pair `maneuver: <code>` as the room's messages encode a dial. */
export function dialBytes(code: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xa8]),
    Buffer.from('maneuver'),
    Buffer.from([0xa0 + code.length]),
    Buffer.from(code),
  ]);
}

/** A TCP proxy in front of the service, so a test can cut every open connection as a network drop would. */
export async function dropProxy(targetPort: number): Promise<{ url: string; drop(): void; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    drop: () => {
      for (const s of open) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Places by hand at a table point: a click pins the ghost there, a second click on it places it (game.tsx,
 * placement-ghost.tsx).
 */
export async function placeOnTable(page: Page, x: number, y: number): Promise<void> {
  await clickTable(page, x, y);
  await page.locator('.board .ghost-handle').waitFor({ state: 'attached' });
  await clickTable(page, x, y);
}

/** Clicks the board at a table point (mm, y up), through the SVG's own transform. */
export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const at = await page.evaluate<{ x: number; y: number }>(`(() => {
    const svg = document.querySelector('svg.board');
    // The second player's board is turned (board.tsx screenPoint): x runs right to left, y top to bottom.
    const turned = svg.getAttribute('data-turned') === 'true';
    const p = new DOMPoint(turned ? ${914.4 - x} : ${x}, turned ? ${y} : ${914.4 - y}).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  })()`);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}
