#!/usr/bin/env node
/**
 * The web table's browser bench (`npm run bench`; issue 14): the first load's JavaScript, compressed, and the redraw
 * time of a dragged preview on a board of 16 ships and 6 obstacles (median and p95), measured in Debian's Chromium
 * (scripts/test-chromium.sh installs it when missing) on the built page served from packages/web/dist. It prints
 * figures; it does not fail on them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = join(root, 'packages/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`web bench: the web table is not built (${dist}): run npm run build`);
  process.exit(1);
}

// ---- first load: what index.html loads (entry script, module preloads and stylesheets), not the chunks, card data
// and fonts fetched on demand; issue 27's budget is 250 KiB compressed ----
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*\shref)="([^"]+\.(?:js|css))"/g,
  ),
].map((m) => m[1]);
let raw = 0;
let gz = 0;
let br = 0;
for (const src of scripts) {
  const bytes = readFileSync(join(dist, src));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
  br += brotliCompressSync(bytes).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `web first load, JS and CSS (${scripts.length} file${scripts.length === 1 ? '' : 's'}): ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli (budget 250 KiB compressed: ${gz < 250 * 1024 ? 'within' : 'OVER'})`,
);

// ---- redraw: the bench page in a real browser ----
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const executablePath = execFileSync('bash', [join(root, 'scripts/test-chromium.sh')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
}).trim();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/bench/redraw`);
  await page.waitForFunction('window.benchResult !== undefined', undefined, { timeout: 120_000 });
  const r = await page.evaluate('window.benchResult');
  const line = (name, f) =>
    `web redraw, ${name} (16 ships, 6 obstacles, ${f.samples} steps): median ${f.median.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, max ${f.max.toFixed(2)} ms (budget 16 ms median: ${f.median < 16 ? 'within' : 'OVER'})`;
  console.log(line('dragged placement preview', r.placement));
  console.log(line('maneuver preview (template, path, resolved final position)', r.maneuver));
} finally {
  await browser.close();
  server.close();
}
