#!/usr/bin/env node
// Converts the first edition's community card data (../shared/data/xwing-data-v1, MIT, xwing-data 1.0.1) into the
// content package's committed first-edition data (packages/content/data-v1/content.json), in the same model as the
// 2.5 content (packages/content/src/types.ts) so squads and the engine read both alike. Facts only: ids, names,
// factions, sizes, stats, dials, actions, pilot skill, slots, restrictions, weapon values and ranges, costs, damage
// deck titles and counts; never card text or image links (a card with text carries only `hasAbility`).
// Re-running it reproduces the committed file byte for byte; nothing reads ../shared at run time.
//
// Usage: node scripts/convert-content-v1.mjs [SOURCE_DIR] [--out DIR]
//   SOURCE_DIR  the folder holding xwing-data-v1/ (default: ../shared/data next to the repository)
//   --out DIR   where to write content.json (default: packages/content/data-v1)
//
// Which products are converted: PRODUCTS below (sources.js ids): the Core Set, Wave 1 and Wave 2's small ships (issue 29);
// adding a product's id converts its ships, pilots and upgrades (anything new the mappings do not know stops the
// script with an error, so new data is looked at first).
//
// Readings (the model is 2.5's; where the first edition names a thing differently the converter says how it maps):
// - Pilot skill (002 §Pilot skill) is kept in `Pilot.initiative`, the field the engine orders ships by.
// - Green maneuvers (002 §Difficulty) are kept as difficulty "blue": both remove a stress when executed; the rule set
//   names them green at the table (engine rule-sets/first-edition.ts).
// - The Elite slot is kept as "talent" (the squads package already reads XWS 1.0's "ept" key as talent).
// - Costs are printed on the cards (002 §Squad points): one points set "fe-100" (100 points, 002 §Formats of play)
//   whose upgrade costs count toward the squad's points (`upgradesInSquadPoints`), with no loadout value.
// - A unique card (002 §Unique names) is limited 1; a turret secondary weapon keeps the "single-turret" arc (it may
//   fire all round in the first edition, 002 §Secondary weapons: the engine's rule set reads it).
// - "Attack (Target Lock)" / "Attack (Focus)" headers are the weapon's requirement (a fact of the card's layout).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { prettyJson } from './pretty-json.mjs';
import { parseConverterArgs } from './converter-args.mjs';

/**
 * Products converted so far (sources.js ids): Core Set (0), Wave 1 (1–4: X-wing, Y-wing, TIE Fighter, TIE Advanced)
 * and Wave 2's small ships (5: TIE Interceptor, 6: A-wing).
 */
const PRODUCTS = [0, 1, 2, 3, 4, 5, 6];

const args = parseConverterArgs(process.argv.slice(2), 'packages/content/data-v1');
const dataDir = join(args.source, 'xwing-data-v1', 'data');

function fail(where, why) {
  throw new Error(`convert-content-v1: ${where}: ${why}`);
}

const read = (name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8'));

function checkKeys(obj, known, where) {
  for (const k of Object.keys(obj)) if (!known.includes(k)) fail(where, `unknown key "${k}"`);
}

function lookup(table, key, where, what) {
  if (!Object.hasOwn(table, key)) fail(where, `unknown ${what} ${JSON.stringify(key)}`);
  return table[key];
}

const FACTIONS = {
  'Rebel Alliance': 'rebelalliance',
  'Galactic Empire': 'galacticempire',
  'Scum and Villainy': 'scumandvillainy',
  Resistance: 'resistance',
  'First Order': 'firstorder',
};
const FACTION_NAMES = Object.fromEntries(Object.entries(FACTIONS).map(([name, id]) => [id, name]));
const ACTIONS = {
  Focus: 'focus',
  'Target Lock': 'lock',
  'Barrel Roll': 'barrel-roll',
  Evade: 'evade',
  Boost: 'boost',
  Reinforce: 'reinforce',
  Coordinate: 'coordinate',
  Jam: 'jam',
  SLAM: 'slam',
  Reload: 'reload',
  Cloak: 'cloak',
  'Rotate Arc': 'rotate-arc',
};
const ARCS = { Front: 'front', 'Auxiliary Rear': 'rear' };
const SLOTS = {
  Elite: 'talent',
  Torpedo: 'torpedo',
  Astromech: 'astromech',
  Turret: 'turret',
  Missile: 'missile',
  Crew: 'crew',
  Cannon: 'cannon',
  Bomb: 'device',
  System: 'sensor',
  Modification: 'modification',
  Title: 'title',
};
const COLOURS = { W: 'white', G: 'blue', R: 'red' };
const SIZES = { small: 'small', large: 'large' };
const TRAITS = { Pilot: 'pilot', Ship: 'ship' };

/** "Direct Hit!" → "directhit" (the damage cards have no xws in the source). */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const sources = read('sources.js');
const wanted = { ships: new Set(), pilots: new Set(), upgrades: new Set() };
for (const id of PRODUCTS) {
  const product = sources.find((s) => s.id === id) ?? fail(`sources.js`, `no product ${id}`);
  for (const kind of ['ships', 'pilots', 'upgrades'])
    for (const key of Object.keys(product.contents[kind] ?? {})) wanted[kind].add(Number(key));
}

const sourceShips = read('ships.js').filter((s) => wanted.ships.has(s.id));
const sourcePilots = read('pilots.js').filter((p) => wanted.pilots.has(p.id));
/** A ship of several factions (the Y-wing: Rebel and Scum) is one entry per faction a converted pilot flies it in. */
const flown = new Set(sourcePilots.map((p) => `${p.ship}|${p.faction}`));
const ships = sourceShips.flatMap((s) =>
  s.faction.filter((f) => flown.has(`${s.name}|${f}`)).map((f) => shipEntry(s, f)),
);
function shipEntry(s, faction) {
  const where = `ships.js ${s.xws}`;
  checkKeys(
    s,
    [
      'name',
      'faction',
      'attack',
      'agility',
      'hull',
      'shields',
      'actions',
      'maneuvers',
      'size',
      'xws',
      'id',
      'firing_arcs',
      'dial',
    ],
    where,
  );
  return {
    xws: s.xws,
    name: s.name,
    faction: lookup(FACTIONS, faction, where, 'faction'),
    size: lookup(SIZES, s.size, where, 'size'),
    dial: s.dial.map((code) => {
      const m = /^([0-5])([A-Z])([WGR])$/.exec(code) ?? fail(where, `dial code ${code}`);
      return { code: `${m[1]}${m[2]}`, speed: Number(m[1]), bearing: m[2], difficulty: COLOURS[m[3]] };
    }),
    stats: {
      attacks: s.firing_arcs.map((arc) => ({ arc: lookup(ARCS, arc, where, 'arc'), value: s.attack })),
      agility: s.agility,
      hull: s.hull,
      shields: s.shields,
    },
    actions: s.actions.map((a) => ({ type: lookup(ACTIONS, a, where, 'action'), difficulty: 'white' })),
  };
}
const shipByName = new Map(sourceShips.map((s) => [s.name, s.xws]));

const FORMATS = { standard: true, extended: true, epic: true };
const pilots = sourcePilots.map((p) => {
  const where = `pilots.js ${p.xws}`;
  checkKeys(p, ['name', 'id', 'unique', 'ship', 'skill', 'points', 'slots', 'text', 'image', 'faction', 'xws'], where);
  if (!Number.isInteger(p.skill)) fail(where, `pilot skill ${JSON.stringify(p.skill)}`);
  return {
    xws: p.xws,
    name: p.name,
    faction: lookup(FACTIONS, p.faction, where, 'faction'),
    ship: shipByName.get(p.ship) ?? fail(where, `ship ${p.ship} not converted`),
    initiative: p.skill,
    limited: p.unique ? 1 : 0,
    keywords: [],
    slots: p.slots.map((s) => lookup(SLOTS, s, where, 'slot')),
    hasAbility: typeof p.text === 'string' && p.text !== '',
    formats: FORMATS,
  };
});

/** The weapon's requirement from its header ("Attack (Target Lock):"), a fact of the card's layout. */
function requirement(text) {
  const m = /^<strong>Attack(?: \(([^)]*)\))?:<\/strong>/i.exec(text ?? '');
  if (!m || !m[1]) return undefined;
  const key = m[1].toLowerCase();
  if (key === 'target lock') return ['lock'];
  if (key === 'focus') return ['focus'];
  fail('upgrades.js', `weapon requirement ${m[1]}`);
}

const sourceUpgrades = read('upgrades.js').filter((u) => wanted.upgrades.has(u.id));
const upgrades = sourceUpgrades.map((u) => {
  const where = `upgrades.js ${u.xws}`;
  checkKeys(u, ['name', 'id', 'unique', 'slot', 'points', 'attack', 'range', 'text', 'image', 'xws', 'size'], where);
  const type = lookup(SLOTS, u.slot, where, 'slot');
  const side = { title: u.name, type, slots: [type], hasAbility: typeof u.text === 'string' && u.text !== '' };
  if (u.attack !== undefined) {
    const r = /^([1-3])-([1-3])$/.exec(u.range) ?? fail(where, `range ${u.range}`);
    const attack = {
      arc: type === 'turret' ? 'single-turret' : 'front',
      value: u.attack,
      minRange: Number(r[1]),
      maxRange: Number(r[2]),
      ordnance: type === 'torpedo' || type === 'missile',
      chargeCost: 0,
    };
    const requires = requirement(u.text);
    if (requires) attack.requires = requires;
    side.attack = attack;
  }
  return {
    xws: u.xws,
    name: u.name,
    limited: u.unique ? 1 : 0,
    sides: [side],
    // A size limit ("Small ship only."): one restriction, its sizes any of.
    restrictions: u.size ? [[{ kind: 'size', sizes: u.size.map((z) => lookup(SIZES, z, where, 'size')) }]] : [],
    formats: FORMATS,
    standardLoadoutOnly: false,
  };
});

function deck(file, xws) {
  return {
    xws,
    cards: read(file).map((c) => {
      checkKeys(c, ['name', 'amount', 'type', 'text', 'image'], `${file} ${c.name}`);
      const card = {
        title: c.name,
        amount: c.amount,
        trait: lookup(TRAITS, c.type, `${file} ${c.name}`, 'trait'),
        xws: slug(c.name),
      };
      // 002 §Destroying ships: the rules themselves count Direct Hit! as two damage cards toward destruction.
      if (c.name === 'Direct Hit!') card.countsAs = 2;
      return card;
    }),
  };
}

const byXws = (a, b) => (a.xws < b.xws ? -1 : a.xws > b.xws ? 1 : 0);
const content = {
  edition: 'v1',
  factions: [...new Set(ships.map((s) => s.faction))].sort().map((xws) => ({ xws, name: FACTION_NAMES[xws] })),
  ships: ships.sort(byXws),
  pilots: pilots.sort(byXws),
  upgrades: upgrades.sort(byXws),
  // 002 §Damage: The Force Awakens core set's deck replaces the 2012 one, so it comes first (the one games use).
  damageDecks: [deck('damage-deck-core-tfa.js', 'core-tfa'), deck('damage-deck-core.js', 'core')],
  conditions: [],
  pointsSets: [
    {
      id: 'fe-100',
      name: 'First edition, 100 points',
      squadLimit: 100,
      upgradesInSquadPoints: true,
      pilots: Object.fromEntries(
        sourcePilots
          .map((p) => [p.xws, { cost: p.points, loadout: null, standard: true, limited: p.unique ? 1 : 0 }])
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
      upgrades: Object.fromEntries(
        sourceUpgrades.map((u) => [u.xws, { cost: u.points, standard: true }]).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    },
  ],
  sourceIssues: [],
};

// ---------------------------------------------------------------------------------------------------------------
// Output, formatted the way Prettier formats JSON (scripts/pretty-json.mjs).

mkdirSync(args.out, { recursive: true });
writeFileSync(join(args.out, 'content.json'), prettyJson(content));
console.log(
  `convert-content-v1: ${ships.length} ships, ${pilots.length} pilots, ${upgrades.length} upgrades, ` +
    `${content.damageDecks.length} damage decks → ${relative(process.cwd(), args.out) || '.'}`,
);
