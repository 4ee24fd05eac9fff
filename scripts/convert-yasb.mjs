#!/usr/bin/env node
// Reads the card data of YASB (Yet Another Squad Builder, raithos/xwing, MIT) at the commits listed in
// scripts/sources/yasb-sources.json, one commit per points set, and writes the facts this project takes from it to
// scripts/sources/yasb-facts.json: per points set, each pilot's upgrade slots, loadout value, cost and standard-loadout
// upgrades, and each upgrade's cost; and the card facts of pilots the community card data lacks (Legends and Relics).
// Facts only, keyed by xws ids: no card text, no code. scripts/convert-content.mjs merges them into the committed data,
// so neither this script nor YASB is needed to regenerate or run the project.
//
// Usage: node scripts/convert-yasb.mjs --repo PATH
//   --repo PATH  a clone of raithos/xwing (a work tree or a bare git directory); git reads each commit from it
//
// YASB keeps its data as CoffeeScript object literals; the coffeescript compiler (a devDependency) turns the data file
// into JavaScript, which runs in an empty VM context to give the literal back.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import CoffeeScript from 'coffeescript';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourcesFile = resolve(root, 'scripts/sources/yasb-sources.json');
const factsFile = resolve(root, 'scripts/sources/yasb-facts.json');
const DATA_FILE = 'coffeescripts/content/cards-common.coffee';

function parseArgs(argv) {
  let repo;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--repo') repo = argv[++i];
    else if (a.startsWith('--repo=')) repo = a.slice('--repo='.length);
    else throw new Error(`convert-yasb: unexpected argument ${a}`);
  }
  if (!repo) throw new Error('convert-yasb: give the YASB repository: --repo PATH');
  return { repo: resolve(repo) };
}

const { repo } = parseArgs(process.argv.slice(2));
const sources = JSON.parse(readFileSync(sourcesFile, 'utf8'));

function git(...args) {
  return execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28 }).toString();
}

/** YASB's card data at a commit: the object its basicCardData() builds. */
function cardData(commit) {
  const coffee = git('show', `${commit}:${DATA_FILE}`);
  const sandbox = { exports: {} };
  vm.runInNewContext(CoffeeScript.compile(coffee, { bare: true }), sandbox, { timeout: 20000 });
  return sandbox.exports.basicCardData();
}

/** YASB's own canonical form of a name: lower case, letters and digits only. */
const canonical = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The xws id YASB gives a card: its own "xws", else the name (before any "(…)") with a suffix for variants. */
function xwsOf(card, variantOf) {
  if (card.xws) return card.xws;
  const [base, variant] = card.name.split('(');
  const id = canonical(base);
  if (card.xwsaddon) return `${id}-${card.xwsaddon}`;
  return variant === undefined ? id : `${id}-${canonical(variantOf)}`;
}

const SLOT_NAMES = {
  Force: 'force-power',
  'Tactical Relay': 'tactical-relay',
};
/** YASB's slots for a ship ability's flexible weapon slot (see packages/squads/src/rules/slots.ts). */
const FLEX_SLOTS = { HardpointShip: 'Weapon Hardpoint', VersatileShip: 'Versatile Frame' };

function slotId(name, where) {
  const id = SLOT_NAMES[name] ?? name.toLowerCase().replace(/\s+/g, '-');
  if (!/^[a-z-]+$/.test(id)) throw new Error(`convert-yasb: ${where}: unknown slot ${JSON.stringify(name)}`);
  return id;
}

const FACTIONS = {
  'Rebel Alliance': 'rebelalliance',
  'Galactic Empire': 'galacticempire',
  'Scum and Villainy': 'scumandvillainy',
  Resistance: 'resistance',
  'First Order': 'firstorder',
  'Galactic Republic': 'galacticrepublic',
  'Separatist Alliance': 'separatistalliance',
};

function facts(setId, commit) {
  const data = cardData(commit);
  const upgradeXws = new Map();
  const upgrades = {};
  for (const u of data.upgradesById) {
    if (u.skip || u.slot === undefined) continue;
    const xws = xwsOf(u, u.slot);
    upgradeXws.set(u.name, xws);
    upgradeXws.set(canonical(u.name), xws);
    if (typeof u.points === 'number') upgrades[xws] = { cost: u.points };
  }
  const pilots = {};
  const cards = {};
  for (const p of data.pilotsById) {
    if (p.skip) continue;
    const xws = xwsOf(p, p.ship);
    const where = `${setId} ${commit} pilot ${p.name}`;
    const flex = (p.slots ?? []).filter((s) => FLEX_SLOTS[s] !== undefined).map((s) => FLEX_SLOTS[s]);
    const entry = {
      cost: p.points,
      loadout: p.loadout,
      slots: (p.slots ?? [])
        .filter((s) => FLEX_SLOTS[s] === undefined)
        .map((s, i) => slotId(s, `${where} slots[${i}]`)),
      flex: flex.length > 0 ? flex : undefined,
      standardLoadout: p.upgrades?.map((name) => {
        // YASB names a printed upgrade by its card's name; a few spellings differ only in punctuation.
        const id = upgradeXws.get(name) ?? upgradeXws.get(canonical(name));
        if (id === undefined) throw new Error(`convert-yasb: ${where}: printed upgrade ${name} is no upgrade`);
        return id;
      }),
    };
    pilots[xws] = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
    const faction = FACTIONS[p.faction];
    if (faction === undefined) throw new Error(`convert-yasb: ${where}: unknown faction ${p.faction}`);
    // What a pilot card says, for pilots the community card data may not have yet.
    const keywords = p.keyword ?? [];
    const side = keywords.includes('Dark Side') ? ['dark'] : keywords.includes('Light Side') ? ['light'] : undefined;
    cards[xws] = Object.fromEntries(
      Object.entries({
        name: p.name.split('(')[0].trim(),
        faction,
        ship: p.ship,
        initiative: p.skill,
        limited: p.unique ? 1 : (p.max_per_squad ?? 0),
        keywords,
        charges: p.charge === undefined ? undefined : { value: p.charge, recovers: p.recurring ? 1 : 0 },
        force: p.force === undefined ? undefined : { value: p.force, recovers: 1, ...(side ? { side } : {}) },
        shipAbility: p.chassis ?? data.ships[p.ship]?.chassis,
      }).filter(([, v]) => v !== undefined),
    );
  }
  // YASB's links name cards by these numbers (a card's "id" is its place in YASB's lists, never reused).
  const ids = {
    pilots: data.pilotsById.map((p) => (p.skip ? null : xwsOf(p, p.ship))),
    upgrades: data.upgradesById.map((u) =>
      u.skip || u.slot === undefined ? null : [xwsOf(u, u.slot), slotId(u.slot, `upgrade ${u.name}`)],
    ),
  };
  return { pilots, upgrades, cards, ids };
}

const out = { source: sources.source, licence: sources.licence, sets: {} };
const latestCards = {};
for (const [setId, commit] of Object.entries(sources.commits)) {
  const date = git('log', '-1', '--format=%cI', commit).trim();
  const f = facts(setId, commit);
  out.sets[setId] = { commit, date, pilots: f.pilots, upgrades: f.upgrades };
  if (setId === sources.cardsFrom) {
    Object.assign(latestCards, f.cards);
    out.ids = f.ids;
  }
}
out.cards = latestCards;
const text = await prettier.format(JSON.stringify(out), {
  ...(await prettier.resolveConfig(factsFile)),
  filepath: factsFile,
});
writeFileSync(factsFile, text);
console.log(
  `convert-yasb: ${Object.keys(out.sets).length} points sets (${Object.entries(out.sets)
    .map(([k, v]) => `${k} at ${v.commit.slice(0, 8)}: ${Object.keys(v.pilots).length} pilots`)
    .join(', ')}) → ${factsFile}`,
);
