#!/usr/bin/env node
// Reads the table of the official (FFG) squad builder's card numbers that Launch Bay Next's links use, from the npm
// package lbn-core (MIT, dist/assets/ffg-xws.js), and writes it as facts to scripts/sources/ffg-ids.json: number →
// xws id for factions, ships, pilots, upgrades and slots. scripts/convert-content.mjs turns it into the link tables of
// the squads package. Neither lbn-core nor this script is needed at run time.
//
// Usage: npm pack lbn-core@1.0.83 && tar xzf lbn-core-1.0.83.tgz && node scripts/convert-ffg-ids.mjs --lbn-core package
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'scripts/sources/ffg-ids.json');
const at = process.argv.indexOf('--lbn-core');
if (at < 0 || !process.argv[at + 1]) throw new Error('convert-ffg-ids: give the unpacked package: --lbn-core PATH');
const dir = resolve(process.argv[at + 1]);
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const table = createRequire(import.meta.url)(join(dir, 'dist/assets/ffg-xws.js')).default;

const numbered = (o) =>
  Object.fromEntries(Object.entries(o).filter(([k, v]) => /^\d+$/.test(k) && typeof v === 'string'));
const facts = {
  source: `npm package ${pkg.name}@${pkg.version}, dist/assets/ffg-xws.js`,
  licence: pkg.license,
  factions: numbered(table.factions),
  slots: numbered(table.slots),
  ships: numbered(table.ships),
  pilots: numbered(table.pilots),
  upgrades: numbered(table.upgrades),
};
writeFileSync(
  out,
  await prettier.format(JSON.stringify(facts), { ...(await prettier.resolveConfig(out)), filepath: out }),
);
console.log(
  `convert-ffg-ids: ${Object.keys(facts.pilots).length} pilots, ${Object.keys(facts.upgrades).length} upgrades → ${out}`,
);
