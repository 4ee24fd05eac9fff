#!/usr/bin/env node
// Reads, from YASB (Yet Another Squad Builder, raithos/xwing, MIT) at one commit per points set, the order of each
// pilot's upgrade slots, the fact YASB's links depend on: a YASB link lists a ship's upgrades one per slot of that
// list (an empty place for an empty slot), so writing the link YASB would write needs the list as YASB had it when
// the squad was built. Writes scripts/sources/yasb-link-slots.json: per set, each pilot (by YASB's pilot number) and its
// slots in YASB's order, written with one letter each (the legend is in the file), `W`/`V` for the flexible weapon
// slot of Weapon Hardpoint / Versatile Frame ships. Facts only: no card text, no code. scripts/convert-links.mjs turns
// the file into the table links use at run time (packages/squads/data/link-ids.json `yasb.slots`).
//
// Usage: node scripts/convert-yasb-slots.mjs --repo PATH   (a clone or bare git directory of raithos/xwing)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import CoffeeScript from 'coffeescript';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = resolve(root, 'scripts/sources/yasb-link-slots.json');
const DATA_FILE = 'coffeescripts/content/cards-common.coffee';

/**
 * The YASB commit whose slot lists each points set's links were written with: the last commit before YASB moved on
 * to the next set (for 50P-2.0 the newest). `field`: where the mode X-Wing Alliance's 20-point links were written in
 * kept a pilot's own slots, replacing `slots` when given: `slotsbeta` in the beta mode of BV1…BV5, `slotsxwa` in the
 * XWA mode of R1 and R2 (both written "b" in YASB's v9 links).
 */
const ERAS = {
  'amg-2.5-20pt': { commit: '6bfdfa7f162c54fd8cb47d52bf1cc155bd6db4b3' },
  'xwa-bv2-20pt': { commit: '5a967ab6c09fbde21a365db1137460e8117c7181', field: 'slotsbeta' },
  'xwa-r2-20pt': { commit: 'b766816fc3c7ccc7668ed95d43e2fc373199de63', field: 'slotsxwa' },
  'xwa-50p1.0': { commit: 'd62d9d11267b70ffff56d48f3b8332570ace0bb5' },
  'xwa-50p1.1': { commit: 'e03f1fd5b4e9d31563175629c258e9888a956d71' },
  'xwa-50p2.0': { commit: '2dfffe8fbca480bdcf248f4918db17747b906ede' },
};

/** One letter per YASB slot name (our slot ids in the legend). */
const CODES = {
  Astromech: ['a', 'astromech'],
  Cannon: ['c', 'cannon'],
  Cargo: ['z', 'cargo'],
  Command: ['k', 'command'],
  Configuration: ['n', 'configuration'],
  Crew: ['r', 'crew'],
  Device: ['d', 'device'],
  Force: ['f', 'force-power'],
  Gunner: ['g', 'gunner'],
  Hardpoint: ['x', 'hardpoint'],
  Hyperdrive: ['v', 'hyperdrive'],
  Illicit: ['i', 'illicit'],
  Missile: ['m', 'missile'],
  Modification: ['o', 'modification'],
  Sensor: ['s', 'sensor'],
  'Tactical Relay': ['l', 'tactical-relay'],
  Talent: ['t', 'talent'],
  Team: ['y', 'team'],
  Tech: ['h', 'tech'],
  Title: ['e', 'title'],
  Torpedo: ['p', 'torpedo'],
  Turret: ['u', 'turret'],
  HardpointShip: ['W', 'Weapon Hardpoint: a cannon, torpedo or missile'],
  VersatileShip: ['V', 'Versatile Frame: a torpedo or missile'],
};

const at = process.argv.indexOf('--repo');
if (at < 0 || !process.argv[at + 1]) throw new Error('convert-yasb-slots: give the YASB repository: --repo PATH');
const repo = resolve(process.argv[at + 1]);
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28 }).toString();

function cardData(commit) {
  const sandbox = { exports: {} };
  vm.runInNewContext(CoffeeScript.compile(git('show', `${commit}:${DATA_FILE}`), { bare: true }), sandbox, {
    timeout: 20000,
  });
  return sandbox.exports.basicCardData();
}

const out = {
  source: 'raithos/xwing (YASB), coffeescripts/content/cards-common.coffee: each pilot’s slots in YASB’s order',
  licence: "MIT (Copyright (c) 2012 Geordan Rosario), the repository's LICENSE file",
  legend: Object.fromEntries(Object.values(CODES).map(([c, id]) => [c, id])),
  sets: {},
};
for (const [setId, era] of Object.entries(ERAS)) {
  const data = cardData(era.commit);
  // By YASB's pilot number (its links' number, the place in its list; scripts/sources/yasb-facts.json `ids.pilots`).
  const pilots = data.pilotsById.map((p, i) => {
    if (p.id !== i) throw new Error(`convert-yasb-slots: ${setId}: pilot ${p.name} has number ${p.id} at ${i}`);
    if (p.skip) return null;
    const slots = (era.field !== undefined ? (p[era.field] ?? p.slots) : p.slots) ?? [];
    return slots
      .map((s) => {
        const code = CODES[s]?.[0];
        if (code === undefined) throw new Error(`convert-yasb-slots: ${setId}: pilot ${p.name}: unknown slot ${s}`);
        return code;
      })
      .join('');
  });
  const date = git('log', '-1', '--format=%cI', era.commit).trim();
  out.sets[setId] = { commit: era.commit, date, ...(era.field ? { field: era.field } : {}), pilots };
}
writeFileSync(
  outFile,
  await prettier.format(JSON.stringify(out), { ...(await prettier.resolveConfig(outFile)), filepath: outFile }),
);
console.log(
  `convert-yasb-slots: ${Object.entries(out.sets)
    .map(([k, v]) => `${k} (${v.commit.slice(0, 8)}): ${v.pilots.filter((p) => p !== null).length} pilots`)
    .join(', ')} → ${outFile}`,
);
