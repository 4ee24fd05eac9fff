#!/usr/bin/env node
// Writes the tables that decode squad builders' links (packages/squads/data/link-ids.json): the numbers YASB's links
// give pilots and upgrades (scripts/sources/yasb-facts.json) and the official builder's numbers that Launch Bay Next's
// links use (scripts/sources/ffg-ids.json), each turned into this project's xws ids (packages/content/data). Facts
// only; the inputs are committed, so re-running it reproduces the file byte for byte.
//
// Usage: node scripts/convert-links.mjs [--out FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--out');
const out = resolve(at >= 0 ? process.argv[at + 1] : resolve(root, 'packages/squads/data/link-ids.json'));
const read = (p) => JSON.parse(readFileSync(resolve(root, p), 'utf8'));

const yasb = read('scripts/sources/yasb-facts.json');
const ffg = read('scripts/sources/ffg-ids.json');
const lbnXwa = read('scripts/sources/lbn-xwa-ids.json');
const yasbSlots = read('scripts/sources/yasb-link-slots.json');
const pilots = read('packages/content/data/pilots.json');
const upgrades = read('packages/content/data/upgrades.json');
const ships = read('packages/content/data/ships.json');
const factions = read('packages/content/data/factions.json');

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const pilotIds = new Set(pilots.map((p) => p.xws));
const upgradeIds = new Set(upgrades.map((u) => u.xws));
const unmatched = [];

/** Our id for a pilot YASB names by its own xws id: the same id, else the one pilot of that name, faction and ship. */
function pilotId(id) {
  if (id === null || pilotIds.has(id)) return id;
  const card = yasb.cards[id];
  const found = card
    ? pilots.filter((p) => {
        const ship = ships.find((s) => s.xws === p.ship && s.faction === p.faction);
        return (
          p.faction === card.faction && slug(p.name) === slug(card.name) && slug(ship?.name ?? '') === slug(card.ship)
        );
      })
    : [];
  if (found.length === 1) return found[0].xws;
  unmatched.push(`pilot ${id}`);
  return id;
}

const YASB_SLOTS = { force: 'force-power', tacticalrelay: 'tactical-relay' };

/**
 * Our id for an upgrade YASB names by its own xws id: the same id, else the one upgrade of that name (and of the slot
 * YASB adds to the id of a name several cards share: "fanatic-talent"), preferring the card sold on its own over the
 * printed copies of standard loadouts.
 */
const yasbOwnIds = new Set(yasb.ids.upgrades.filter((u) => u !== null).map((u) => u[0]));
const reprintedHere = (xws) => xws.endsWith('-legendsandrelics') && yasbOwnIds.has(xws);
function upgradeId(id) {
  if (id === null || upgradeIds.has(id)) return id;
  const [base, suffix] = id.split('-');
  const slot = suffix === undefined ? undefined : (YASB_SLOTS[suffix] ?? suffix);
  // A Legends and Relics card YASB names by its own suffixed id under another number is not this one (its unsuffixed
  // "roilinganger" is the Siege of Coruscant printing, "roilinganger-legendsandrelics" the reprint).
  let found = upgrades.filter(
    (u) => slug(u.name) === base && (slot === undefined || u.sides[0].type === slot) && !reprintedHere(u.xws),
  );
  if (found.length > 1) found = found.filter((u) => !u.standardLoadoutOnly);
  if (found.length > 1) found = found.filter((u) => u.xws === base);
  if (found.length === 1) return found[0].xws;
  unmatched.push(`upgrade ${id}`);
  return id;
}

const SLOT_NAMES = { forcepower: 'force-power', tacticalrelay: 'tactical-relay' };
const LBN_OBSTACLES = [
  ...[0, 1, 2, 3, 4, 5].map((i) => `coreasteroid${i}`),
  ...[0, 1, 2, 3, 4, 5].map((i) => `core2asteroid${i}`),
  ...[0, 1, 2].map((i) => `vt49decimatordebris${i}`),
  ...[0, 1, 2].map((i) => `yt2400debris${i}`),
  ...[1, 2, 3, 4, 5, 6].map((i) => `gascloud${i}`),
];
const factionIdsOf = (table) =>
  Object.fromEntries(
    Object.entries(table).map(([n, name]) => {
      const f = factions.find((x) => x.name === name || slug(x.name) === slug(name));
      if (!f) throw new Error(`convert-links: no faction is named ${name}`);
      return [n, f.xws];
    }),
  );
const factionIds = factionIdsOf(ffg.factions);
const slotsOf = (table) => Object.fromEntries(Object.entries(table).map(([n, s]) => [n, SLOT_NAMES[s] ?? s]));

/**
 * Launch Bay Next's own ids where ours differ: an upgrade id it spells with a suffix of its own
 * ("initforthemoneyrebellion") is ours when exactly one of our cards of that name starts its id; otherwise kept.
 */
function lbnUpgradeId(id) {
  if (upgradeIds.has(id)) return id;
  const found = upgrades.filter((u) => id.startsWith(u.xws.split('-')[0]) && slug(u.name) === u.xws.split('-')[0]);
  const sold = found.filter((u) => !u.standardLoadoutOnly);
  if (sold.length === 1) return sold[0].xws;
  lbnKept.push(`upgrade ${id}`);
  return id;
}
const lbnKept = [];
const lbnPilotId = (id) => {
  if (!pilotIds.has(id)) lbnKept.push(`pilot ${id}`);
  return id;
};
/**
 * YASB's slot order per pilot number and points set (scripts/sources/yasb-link-slots.json), each set written whole or
 * as the pilots where it differs from another set (its `base`): the sets share most lists.
 */
const YASB_SLOT_BASES = {
  'xwa-50p2.0': undefined,
  'xwa-50p1.1': 'xwa-50p2.0',
  'xwa-50p1.0': 'xwa-50p1.1',
  'xwa-r2-20pt': undefined,
  'xwa-bv2-20pt': 'xwa-r2-20pt',
  'amg-2.5-20pt': 'xwa-bv2-20pt',
};
function yasbSlotTable() {
  const sets = {};
  for (const [id, base] of Object.entries(YASB_SLOT_BASES)) {
    const own = yasbSlots.sets[id].pilots;
    if (base === undefined) {
      // One text, the pilots' lists by number joined by commas (empty for a number with no pilot): small to read.
      sets[id] = { pilots: own.map((x) => x ?? '').join(',') };
      continue;
    }
    const from = yasbSlots.sets[base].pilots;
    const changes = {};
    own.forEach((s, i) => {
      if (s !== null && s !== from[i]) changes[i] = s;
    });
    sets[id] = { base, changes };
  }
  return { source: yasbSlots.source, legend: yasbSlots.legend, sets };
}

const mapValues = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

const links = {
  yasb: {
    source: `YASB ${yasb.sets[yasb.cardsFrom ?? 'xwa-50p2.0']?.commit ?? ''}`,
    pilots: yasb.ids.pilots.map(pilotId),
    upgrades: yasb.ids.upgrades.map((u) => (u === null ? null : [upgradeId(u[0]), u[1]])),
    // What YASB's links are written by: each pilot's slots in YASB's order, per points set.
    slots: yasbSlotTable(),
  },
  lbn: {
    source: ffg.source,
    factions: factionIds,
    slots: slotsOf(ffg.slots),
    ships: ffg.ships,
    pilots: ffg.pilots,
    upgrades: ffg.upgrades,
    // Launch Bay Next numbers obstacles by their place in this list (its web app's helpers/convert.ts, ISC, at
    // 1f83a30c8cfb82fd68dc697c0eebb9caece8bfac).
    obstacles: LBN_OBSTACLES,
  },
  // The current app's links for X-Wing Alliance squads (ruleset 1) number cards with its own manifest.
  lbnXwa: {
    source: lbnXwa.source,
    factions: factionIdsOf(lbnXwa.factions),
    slots: slotsOf(lbnXwa.slots),
    ships: lbnXwa.ships,
    pilots: mapValues(lbnXwa.pilots, lbnPilotId),
    upgrades: mapValues(lbnXwa.upgrades, lbnUpgradeId),
  },
};
writeFileSync(
  out,
  await prettier.format(JSON.stringify(links), {
    // The repository's style wherever the file goes (a copy outside it comes out the same).
    ...(await prettier.resolveConfig(resolve(root, 'packages/squads/data/link-ids.json'))),
    filepath: out,
  }),
);
console.log(
  `convert-links: YASB ${links.yasb.pilots.length} pilots, ${links.yasb.upgrades.length} upgrades; ` +
    `LBN ${Object.keys(links.lbn.pilots).length} pilots; ${unmatched.length} YASB ids kept as YASB spells them` +
    (unmatched.length > 0 ? ` (${unmatched.join(', ')})` : '') +
    `; LBN X-Wing Alliance ${Object.keys(links.lbnXwa.pilots).length} pilots, ${lbnKept.length} ids kept as LBN spells them` +
    (lbnKept.length > 0 ? ` (${lbnKept.join(', ')})` : '') +
    ` → ${out}`,
);
