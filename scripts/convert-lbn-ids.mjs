#!/usr/bin/env node
// Reads the card numbers that Launch Bay Next's X-Wing Alliance links use (its app's "manifest": number → xws id for
// factions, slots, ships, pilots and upgrades) from the Launch Bay Next repository (andrelind/launchbaynext) at the
// commits below, and writes them as facts to scripts/sources/lbn-xwa-ids.json. Only the numbers and ids are kept: no
// code. scripts/convert-links.mjs turns them into the link tables of the squads package; neither the repository nor
// this script is needed at run time.
//
// Why a second table: links of the current app carry a ruleset field (1 = X-Wing Alliance), and for those the app
// numbers cards with its own X-Wing Alliance manifest, which extends the official builder's numbers
// (scripts/sources/ffg-ids.json) and gives 23 upgrade numbers other cards.
//
// Usage: node scripts/convert-lbn-ids.mjs --repo PATH   (a clone or bare git directory of andrelind/launchbaynext)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'scripts/sources/lbn-xwa-ids.json');

// The manifest as the app had it while the squads of ../shared/data/lists were built (Nov 2025 – Jan 2026; it was
// the same from 2025-10-26), then the newest one for the cards added since. A number both give to different cards
// keeps its first meaning (the links of that time use it); the later one is listed under `conflicts`.
const COMMITS = [
  {
    commit: 'bb3ccf7985c90d28be8015cb4d076a6ea84ba529',
    date: '2025-12-11',
    path: 'packages/core/src/assets/manifest.ts',
  },
  {
    commit: '400f521a6228b6515725005bb5c52ab000657ea3',
    date: '2026-07-08',
    path: 'packages/core/src/assets/xwa/manifest.ts',
  },
];
const KINDS = ['factions', 'slots', 'ships', 'pilots', 'upgrades'];

const at = process.argv.indexOf('--repo');
if (at < 0 || !process.argv[at + 1]) throw new Error('convert-lbn-ids: give the repository: --repo PATH');
const repo = resolve(process.argv[at + 1]);

/** The manifest object literal of one commit: its TypeScript is plain data, so it runs in an empty context. */
function manifestAt({ commit, path }) {
  const text = execFileSync('git', ['-C', repo, 'show', `${commit}:${path}`], { maxBuffer: 1 << 26 }).toString();
  const literal = text.split('export const revManifest')[0].replace(/export const manifest\s*(:[^=]+)?=/, 'result =');
  const sandbox = { result: undefined };
  vm.runInNewContext(literal, sandbox, { timeout: 5000 });
  return sandbox.result;
}

const tables = Object.fromEntries(KINDS.map((k) => [k, {}]));
const conflicts = [];
for (const source of COMMITS) {
  const manifest = manifestAt(source);
  for (const kind of KINDS)
    for (const [no, id] of Object.entries(manifest[kind] ?? {})) {
      if (!/^\d+$/.test(no) || typeof id !== 'string') continue;
      const had = tables[kind][no];
      if (had === undefined) tables[kind][no] = id;
      else if (had !== id) conflicts.push(`${kind} ${no}: ${had} (kept), ${id} at ${source.commit.slice(0, 7)}`);
    }
}

const facts = {
  source: `andrelind/launchbaynext, the app's X-Wing Alliance manifest at ${COMMITS.map((c) => `${c.commit} (${c.date}, ${c.path})`).join(' and ')}`,
  licence: 'numbers and ids only (facts); the repository is GPL-3.0, none of its code is taken',
  conflicts,
  ...tables,
};
writeFileSync(
  out,
  await prettier.format(JSON.stringify(facts), { ...(await prettier.resolveConfig(out)), filepath: out }),
);
console.log(
  `convert-lbn-ids: ${KINDS.map((k) => `${Object.keys(tables[k]).length} ${k}`).join(', ')}; ` +
    `${conflicts.length} conflicts → ${out}`,
);
