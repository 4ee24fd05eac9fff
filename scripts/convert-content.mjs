#!/usr/bin/env node
// Converts the community card data (../shared/data/xwing-data2, MIT) and the points sets (../shared/data/points/*.json)
// into the content package's committed data files (packages/content/data/*.json). Facts only: ids, names, stats,
// dials, actions, slots, restrictions, charges, Force, keywords, loadouts, costs; never card text or image links.
// Re-running it reproduces the committed files byte for byte; nothing reads ../shared at run time.
//
// Usage: node scripts/convert-content.mjs [SOURCE_DIR] [--out DIR]
//   SOURCE_DIR  the folder holding xwing-data2/ and points/ (default: ../shared/data next to the repository)
//   --out DIR   where to write the files (default: packages/content/data)
//
// Anything the converter does not understand (a key, a slot, an action, an arc, a restriction) stops it with an
// error, so that new source data is looked at before it reaches the project. Known problems of the source are
// repaired and listed in source-issues.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prettyJson } from './pretty-json.mjs';
import { parseConverterArgs } from './converter-args.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const args = parseConverterArgs(process.argv.slice(2), 'packages/content/data');
const cardRoot = join(args.source, 'xwing-data2');
const pointsDir = join(args.source, 'points');

/** Problems found in the source data and what the converter did about them, in the order found. */
const issues = [];

function fail(where, why) {
  throw new Error(`convert-content: ${where}: ${why}`);
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Fails on any key the converter does not know: it either keeps it or drops it on purpose (text, images, …). */
function checkKeys(obj, known, where) {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) fail(where, 'expected an object');
  for (const k of Object.keys(obj)) if (!known.includes(k)) fail(where, `unknown key "${k}"`);
}

function int(v, where) {
  if (!Number.isInteger(v)) fail(where, `expected an integer, got ${JSON.stringify(v)}`);
  return v;
}

function bool(v, where) {
  if (typeof v !== 'boolean') fail(where, `expected true or false, got ${JSON.stringify(v)}`);
  return v;
}

function str(v, where) {
  if (typeof v !== 'string' || v === '') fail(where, `expected a non-empty string, got ${JSON.stringify(v)}`);
  return v;
}

function strings(v, where) {
  if (!Array.isArray(v)) fail(where, `expected a list, got ${JSON.stringify(v)}`);
  return v.map((s, i) => str(s, `${where}[${i}]`));
}

/** Drops undefined members so that optional fields are absent rather than null. */
function compact(obj) {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabularies: the unions of packages/content/src/types.ts.

const SLOTS = new Set([
  'astromech',
  'cannon',
  'cargo',
  'command',
  'configuration',
  'crew',
  'device',
  'force-power',
  'gunner',
  'hardpoint',
  'hyperdrive',
  'illicit',
  'missile',
  'modification',
  'sensor',
  'tactical-relay',
  'talent',
  'team',
  'tech',
  'title',
  'torpedo',
  'turret',
]);

const ACTIONS = new Set([
  'focus',
  'evade',
  'lock',
  'barrel-roll',
  'boost',
  'calculate',
  'cloak',
  'coordinate',
  'jam',
  'reinforce',
  'reload',
  'rotate-arc',
  'slam',
]);

const DIFFICULTIES = { White: 'white', Red: 'red', Purple: 'purple', Blue: 'blue' };
const DIAL_COLOURS = { W: 'white', B: 'blue', R: 'red', P: 'purple' };

const ARCS = {
  'Front Arc': 'front',
  'Rear Arc': 'rear',
  'Left Arc': 'left',
  'Right Arc': 'right',
  'Full Front Arc': 'full-front',
  'Full Rear Arc': 'full-rear',
  'Bullseye Arc': 'bullseye',
  'Single Turret Arc': 'single-turret',
  'Double Turret Arc': 'double-turret',
};

const SIZES = new Set(['small', 'medium', 'large', 'huge']);
const DEVICE_TYPES = new Set(['bomb', 'mine', 'remote', 'obstacle']);

/** Slot names as the card data writes them ("Force Power", "cannon") → XWS slot ids ("force-power"). */
let payloadSeen = false;
function slotId(name, where) {
  const s = str(name, where).toLowerCase().replace(/\s+/g, '-');
  // 2.5 prints the device slot as "Payload"; the upgrades themselves and XWS call it "device".
  if (s === 'payload') {
    payloadSeen = true;
    return 'device';
  }
  if (!SLOTS.has(s)) fail(where, `unknown slot "${name}"`);
  return s;
}

function actionType(name, where) {
  const a = str(name, where).toLowerCase().replace(/\s+/g, '-');
  if (!ACTIONS.has(a)) fail(where, `unknown action "${name}" (add it to ActionType in packages/content/src/types.ts)`);
  return a;
}

function difficulty(name, where) {
  if (name === undefined) return 'white';
  const d = DIFFICULTIES[name];
  if (d === undefined) fail(where, `unknown difficulty "${name}"`);
  return d;
}

function arcId(name, where) {
  const a = ARCS[name];
  if (a === undefined) fail(where, `unknown arc "${name}"`);
  return a;
}

function sizeOf(name, where) {
  const s = str(name, where).toLowerCase();
  if (!SIZES.has(s)) fail(where, `unknown ship size "${name}"`);
  return s;
}

/** An xws-style id from a title: lower case letters and digits only ("Blinded Pilot" → "blindedpilot"). */
function slug(title) {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces: actions, stats, charges, Force.

function action(a, where) {
  checkKeys(a, ['type', 'difficulty', 'linked'], where);
  return compact({
    type: actionType(a.type, `${where}.type`),
    difficulty: difficulty(a.difficulty, `${where}.difficulty`),
    linked: a.linked === undefined ? undefined : action(a.linked, `${where}.linked`),
  });
}

function actions(list, where) {
  if (!Array.isArray(list)) fail(where, 'expected a list of actions');
  return list.map((a, i) => action(a, `${where}[${i}]`));
}

function recurring(v, where) {
  checkKeys(v, ['value', 'recovers'], where);
  return { value: int(v.value, `${where}.value`), recovers: int(v.recovers ?? 0, `${where}.recovers`) };
}

function forceSides(v, where) {
  const sides = strings(v, where);
  for (const s of sides) if (s !== 'light' && s !== 'dark') fail(where, `unknown Force side "${s}"`);
  return sides;
}

function force(v, where) {
  checkKeys(v, ['value', 'recovers', 'side'], where);
  return compact({
    value: int(v.value, `${where}.value`),
    recovers: int(v.recovers ?? 0, `${where}.recovers`),
    side: v.side === undefined ? undefined : forceSides(v.side, `${where}.side`),
  });
}

function stats(list, where) {
  if (!Array.isArray(list)) fail(where, 'expected a list of stats');
  const out = {
    attacks: [],
    agility: undefined,
    hull: undefined,
    shields: 0,
    shieldsRecovers: undefined,
    energy: undefined,
  };
  list.forEach((s, i) => {
    const w = `${where}[${i}]`;
    switch (s.type) {
      case 'attack':
        checkKeys(s, ['type', 'arc', 'value'], w);
        out.attacks.push({ arc: arcId(s.arc, `${w}.arc`), value: int(s.value, `${w}.value`) });
        break;
      case 'agility':
      case 'hull':
        checkKeys(s, ['type', 'value'], w);
        out[s.type] = int(s.value, `${w}.value`);
        break;
      case 'shields':
        checkKeys(s, ['type', 'value', 'recovers'], w);
        out.shields = int(s.value, `${w}.value`);
        if (s.recovers !== undefined) out.shieldsRecovers = int(s.recovers, `${w}.recovers`);
        break;
      case 'energy':
        checkKeys(s, ['type', 'value', 'recovers'], w);
        out.energy = { value: int(s.value, `${w}.value`), recovers: int(s.recovers, `${w}.recovers`) };
        break;
      default:
        fail(w, `unknown stat "${s.type}"`);
    }
  });
  if (out.agility === undefined || out.hull === undefined) fail(where, 'no agility or hull');
  return compact(out);
}

function dial(list, where) {
  return strings(list, where).map((d, i) => {
    const m = /^([0-5])([TBFNYKLPERASDO])([WBRP])$/.exec(d);
    if (!m) fail(`${where}[${i}]`, `cannot read the dial entry "${d}"`);
    return { code: `${m[1]}${m[2]}`, speed: Number(m[1]), bearing: m[2], difficulty: DIAL_COLOURS[m[3]] };
  });
}

function formats(obj, where) {
  return {
    standard: bool(obj.standard ?? false, `${where}.standard`),
    extended: bool(obj.extended ?? false, `${where}.extended`),
    epic: bool(obj.epic ?? false, `${where}.epic`),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Factions.

const manifest = readJson(join(cardRoot, 'data/manifest.json'));
checkKeys(
  manifest,
  ['version', 'damagedecks', 'factions', 'stats', 'actions', 'pilots', 'upgrades', 'conditions', 'quick-builds'],
  'manifest.json',
);

const factions = manifest.factions.flatMap((f) =>
  readJson(join(cardRoot, f)).map((x, i) => {
    checkKeys(x, ['name', 'xws', 'icon'], `${f}[${i}]`);
    return { xws: str(x.xws, `${f}[${i}].xws`), name: str(x.name, `${f}[${i}].name`) };
  }),
);
const factionIds = new Set(factions.map((f) => f.xws));
const factionByName = new Map(factions.map((f) => [f.name, f.xws]));

/** Folder and points-file spellings ("first-order") → faction ids ("firstorder"). */
function factionFromHyphenated(name, where) {
  const id = str(name, where).replace(/-/g, '');
  if (!factionIds.has(id)) fail(where, `unknown faction "${name}"`);
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// Ships and pilots.

/** Files a manifest list names plus any the folder holds that it forgets (those are reported). */
function withUnlisted(listed, folder) {
  const files = [...listed];
  const known = new Set(listed);
  const extra = readdirSync(join(cardRoot, folder), { recursive: true })
    .map((f) => `${folder}/${String(f).split('\\').join('/')}`)
    .filter((f) => f.endsWith('.json') && !known.has(f))
    .sort();
  for (const f of extra) {
    issues.push(`${f} is not listed in the manifest: the converter lists the folder and converts it too`);
    files.push(f);
  }
  return files;
}

const shipFiles = withUnlisted(
  manifest.pilots.flatMap((group) => group.ships),
  'data/pilots',
);
const manifestFaction = new Map(manifest.pilots.flatMap((g) => g.ships.map((f) => [f, g.faction])));

const SHIP_KEYS = ['name', 'xws', 'faction', 'icon', 'size', 'stats', 'actions', 'pilots', 'dial', 'dialCodes'];
const PILOT_KEYS = [
  ...['name', 'caption', 'initiative', 'limited', 'xws', 'faction', 'keywords', 'charges', 'force', 'slots'],
  ...['shipStats', 'stats', 'shipActions', 'shipAbility', 'ability', 'text', 'standardLoadout', 'conditions'],
  ...['engagement', 'standard', 'extended', 'epic', 'cost', 'loadout', 'restricted', 'image', 'artwork'],
];

const ships = [];
const pilots = [];
const shipByKey = new Map();

/**
 * Pilot facts the community card data lacks, set here by hand with their source (numbers only, never text). Each is
 * used only while the card data still lacks the fact: once it has one, the converter stops so that the entry is looked
 * at and removed; each is also checked against YASB's facts (scripts/sources/yasb-facts.json) below.
 */
const PILOT_FACTS = {
  // Tápusk's card has a recurring charge that xwing-data2 leaves out (his ability spends 2 charges).
  tapusk: {
    charges: { value: 2, recovers: 1 },
    source: 'YASB coffeescripts/content/cards-common.coffee at 2dfffe8f (xwa-50p2.0), id 474: charge 2, recurring 1',
  },
};

for (const file of shipFiles) {
  const src = readJson(join(cardRoot, file));
  checkKeys(src, SHIP_KEYS, file);
  const folderFaction = factionFromHyphenated(file.split('/')[2], file);
  let faction = src.faction;
  if (!factionIds.has(faction)) {
    const id = factionByName.get(faction);
    if (id === undefined) fail(file, `unknown faction "${faction}"`);
    issues.push(`${file}: faction is the name "${faction}" instead of an id: read as ${id}`);
    faction = id;
  }
  if (faction !== folderFaction) fail(file, `faction ${faction} but the file is in the ${folderFaction} folder`);
  const listedFaction = manifestFaction.get(file);
  if (listedFaction !== undefined && listedFaction !== faction) fail(file, `the manifest lists it as ${listedFaction}`);

  let dialList = [];
  if (src.dial === undefined) {
    issues.push(`${file}: ship ${src.xws} has no dial: converted with an empty dial`);
  } else dialList = dial(src.dial, `${file}.dial`);

  const ship = {
    xws: str(src.xws, `${file}.xws`),
    name: str(src.name, `${file}.name`),
    faction,
    size: sizeOf(src.size, `${file}.size`),
    dial: dialList,
    stats: stats(src.stats, `${file}.stats`),
    actions: actions(src.actions, `${file}.actions`),
  };

  // The same ship may come in two files of one faction (a variant chassis): one Ship, and the variant's pilots get
  // its stats and actions as their own.
  const key = `${faction}/${ship.xws}`;
  const first = shipByKey.get(key);
  let variant;
  if (first === undefined) {
    shipByKey.set(key, ship);
    ships.push(ship);
  } else {
    if (
      first.name !== ship.name ||
      first.size !== ship.size ||
      JSON.stringify(first.dial) !== JSON.stringify(ship.dial)
    )
      fail(file, `a second ${key} whose name, size or dial differs from the first`);
    variant = {
      stats: JSON.stringify(first.stats) === JSON.stringify(ship.stats) ? undefined : ship.stats,
      actions: JSON.stringify(first.actions) === JSON.stringify(ship.actions) ? undefined : ship.actions,
    };
    issues.push(
      `${file}: a second file for ship ${ship.xws} (${faction}): its pilots join the first file's ship, with this ` +
        `file's ${[variant.stats && 'stats', variant.actions && 'actions'].filter(Boolean).join(' and ') || 'nothing'} ` +
        'as their shipStats/shipActions',
    );
  }

  src.pilots.forEach((p, i) => {
    const w = `${file}.pilots[${i}] (${p.xws})`;
    checkKeys(p, PILOT_KEYS, w);
    for (const key of Object.keys(PILOT_FACTS[p.xws] ?? {}))
      if (key !== 'source' && p[key] !== undefined) fail(w, `the card data now has ${key}: remove it from PILOT_FACTS`);
    if (p.faction !== undefined && p.faction !== faction) fail(w, `pilot faction ${p.faction} differs from its ship's`);
    let shipStats = p.shipStats === undefined ? undefined : stats(p.shipStats, `${w}.shipStats`);
    if (p.stats !== undefined) {
      if (shipStats !== undefined) fail(w, 'both stats and shipStats');
      issues.push(`${file}: pilot ${p.xws} gives its ship stats as "stats" instead of "shipStats": read as shipStats`);
      shipStats = stats(p.stats, `${w}.stats`);
    }
    shipStats ??= variant?.stats;
    const shipActions = p.shipActions === undefined ? variant?.actions : actions(p.shipActions, `${w}.shipActions`);
    let slots = [];
    if (p.slots === undefined) {
      issues.push(
        `${file}: pilot ${p.xws} has no slots` +
          (p.loadout === undefined ? ' and no loadout value' : '') +
          ': given no slots' +
          (p.standardLoadout ? ' (it flies its standard loadout)' : ''),
      );
    } else slots = p.slots.map((s, j) => slotId(s, `${w}.slots[${j}]`));
    if (p.shipAbility !== undefined) checkKeys(p.shipAbility, ['name', 'text'], `${w}.shipAbility`);
    const ability = typeof p.ability === 'string' && p.ability.trim() !== '';
    pilots.push(
      compact({
        xws: str(p.xws, `${w}.xws`),
        name: str(p.name, `${w}.name`),
        caption: p.caption === undefined || p.caption === null || p.caption === '' ? undefined : str(p.caption, w),
        faction,
        ship: ship.xws,
        initiative: int(p.initiative, `${w}.initiative`),
        limited: int(p.limited, `${w}.limited`),
        keywords: p.keywords === undefined ? [] : strings(p.keywords, `${w}.keywords`),
        charges: p.charges === undefined ? pilotFact(p.xws, 'charges') : recurring(p.charges, `${w}.charges`),
        force: p.force === undefined ? undefined : force(p.force, `${w}.force`),
        slots,
        shipStats,
        shipActions,
        shipAbility: p.shipAbility === undefined ? undefined : str(p.shipAbility.name, `${w}.shipAbility.name`),
        // Only a written pilot ability counts: "text" on a pilot is the generic pilots' flavour text.
        hasAbility: ability,
        standardLoadout:
          p.standardLoadout === undefined ? undefined : strings(p.standardLoadout, `${w}.standardLoadout`),
        conditions: p.conditions === undefined ? undefined : strings(p.conditions, `${w}.conditions`),
        engagement: p.engagement === undefined ? undefined : int(p.engagement, `${w}.engagement`),
        formats: formats(p, w),
      }),
    );
  });
}
/** A fact of PILOT_FACTS, listed among the source's issues with where it comes from. */
function pilotFact(xws, key) {
  const fact = PILOT_FACTS[xws]?.[key];
  if (fact !== undefined)
    issues.push(
      `pilot ${xws} has no ${key} in the card data: set to ${JSON.stringify(fact)} from ${PILOT_FACTS[xws].source}`,
    );
  return fact;
}
if (payloadSeen) issues.push('pilot slots name the device slot "Payload" (2.5 wording): read as "device", as XWS does');

// ---------------------------------------------------------------------------------------------------------------
// Upgrades.

const UPGRADE_KEYS = [
  ...['name', 'limited', 'xws', 'sides', 'restrictions', 'standard', 'extended', 'epic', 'standardLoadoutOnly'],
  ...['cost', 'restricted'],
];
const SIDE_KEYS = [
  ...['title', 'type', 'slots', 'charges', 'force', 'attack', 'actions', 'grants', 'device', 'conditions'],
  ...['shipAbility', 'ability', 'text', 'image', 'artwork'],
];
/** Upgrades whose rules text the source puts under "text" (elsewhere the flavour text) instead of "ability". */
const TEXT_IS_ABILITY = new Set(['corsaircrew']);

const REQUIREMENT_ICONS = { Lock: 'lock', Focus: 'focus', Calculate: 'calculate' };

/**
 * The facts of an attack's header in the card's ability: which tokens it requires ("Attack ([Lock]):" → ['lock'];
 * a list means any one of them) and what it spends ("Spend 1 [Charge]."). Only these facts are kept, never the text.
 */
function attackHeaderFacts(ability, where) {
  const text = typeof ability === 'string' ? ability : '';
  // The header starts the text, or follows a first sentence (Hotshot Tail Blaster: its range-0 sentence comes first).
  const m = /(?:^|\.\s+)(?:Bonus )?Attack(?: \(([^)]*)\))?:\s*(?:Spend (\d+) \[(Charge|Energy)\]\.)?/i.exec(text);
  if (!m) return { chargeCost: 0 };
  const out = { chargeCost: 0 };
  if (m[1] !== undefined) {
    const icons = [...m[1].matchAll(/\[([A-Za-z]+)\]/g)].map((x) => x[1]);
    const requires = icons.map((i) => {
      const r = REQUIREMENT_ICONS[i];
      if (!r) fail(where, `unknown attack requirement [${i}]`);
      return r;
    });
    if (requires.length > 0) out.requires = requires;
  }
  if (m[2] !== undefined) {
    if (m[3] === 'Charge') out.chargeCost = Number(m[2]);
    else out.energyCost = Number(m[2]);
  }
  return out;
}

function upgradeAttack(a, where, ability) {
  checkKeys(a, ['type', 'arc', 'value', 'minrange', 'maxrange', 'ordnance'], where);
  if (a.type !== undefined && a.type !== 'attack') fail(where, `unknown attack type ${a.type}`);
  return compact({
    arc: arcId(a.arc, `${where}.arc`),
    value: int(a.value, `${where}.value`),
    minRange: int(a.minrange, `${where}.minrange`),
    maxRange: int(a.maxrange, `${where}.maxrange`),
    ordnance: bool(a.ordnance ?? false, `${where}.ordnance`),
    ...attackHeaderFacts(ability, where),
  });
}

const STAT_GRANTS = new Set(['hull', 'shields', 'energy', 'agility', 'attack']);

function grant(g, where) {
  switch (g.type) {
    case 'slot':
      checkKeys(g, ['type', 'value', 'amount'], where);
      return { type: 'slot', slot: slotId(g.value, `${where}.value`), amount: int(g.amount, `${where}.amount`) };
    case 'action':
      checkKeys(g, ['type', 'value'], where);
      return { type: 'action', action: action(g.value, `${where}.value`) };
    case 'stat':
      checkKeys(g, ['type', 'value', 'amount', 'arc'], where);
      if (!STAT_GRANTS.has(g.value)) fail(where, `unknown stat "${g.value}"`);
      return compact({
        type: 'stat',
        stat: g.value,
        amount: int(g.amount, `${where}.amount`),
        arc: g.arc === undefined ? undefined : arcId(g.arc, `${where}.arc`),
      });
    case 'force': {
      // The card adds Force capacity (of a side): value is the amount added, and the grant adds no recovery.
      checkKeys(g, ['type', 'value', 'amount'], where);
      checkKeys(g.value, ['side'], `${where}.value`);
      const amount = int(g.amount, `${where}.amount`);
      const f = compact({
        value: amount,
        recovers: 0,
        side: g.value.side === undefined ? undefined : forceSides(g.value.side, `${where}.value.side`),
      });
      return { type: 'force', force: f, amount };
    }
    case 'arc':
      checkKeys(g, ['type', 'value'], where);
      return { type: 'arc', arc: arcId(g.value, `${where}.value`) };
    default:
      return fail(where, `unknown grant type "${g.type}"`);
  }
}

function device(d, where) {
  checkKeys(d, ['name', 'type', 'effect', 'image', 'text', 'initiative', 'charges', 'stats'], where);
  const type = str(d.type, `${where}.type`).toLowerCase();
  if (!DEVICE_TYPES.has(type)) fail(where, `unknown device type "${d.type}"`);
  let remote;
  if (d.stats !== undefined || d.initiative !== undefined) {
    if (type !== 'remote') fail(where, 'stats or initiative on a device that is not a remote');
    let attack;
    let agility;
    let hull;
    if (!Array.isArray(d.stats)) fail(where, 'a remote without stats');
    d.stats.forEach((s, i) => {
      const w = `${where}.stats[${i}]`;
      if (s.type === 'attack') {
        if (attack !== undefined) fail(w, 'a second attack');
        attack = upgradeAttack(s, w);
      } else if (s.type === 'agility' || s.type === 'hull') {
        checkKeys(s, ['type', 'value'], w);
        if (s.type === 'agility') agility = int(s.value, w);
        else hull = int(s.value, w);
      } else fail(w, `unknown remote stat "${s.type}"`);
    });
    remote = compact({
      initiative: int(d.initiative, `${where}.initiative`),
      agility: int(agility, `${where} agility`),
      hull: int(hull, `${where} hull`),
      charges: d.charges === undefined ? undefined : recurring(d.charges, `${where}.charges`),
      attack,
    });
  }
  return compact({ name: str(d.name, `${where}.name`), type, remote });
}

/** One restriction group of the source: its keys are alternatives (any may hold). */
function restrictionGroup(group, where) {
  if (typeof group !== 'object' || group === null || Array.isArray(group)) fail(where, 'expected an object');
  return Object.entries(group).map(([key, v]) => {
    const w = `${where}.${key}`;
    switch (key) {
      case 'factions':
        return {
          kind: 'faction',
          factions: strings(v, w).map((f) => {
            if (!factionIds.has(f)) fail(w, `unknown faction "${f}"`);
            return f;
          }),
        };
      case 'ships':
        return { kind: 'ship', ships: strings(v, w) };
      case 'sizes':
        return { kind: 'size', sizes: strings(v, w).map((s) => sizeOf(s, w)) };
      case 'action': {
        checkKeys(v, ['type', 'difficulty'], w);
        return compact({
          kind: 'action',
          action: actionType(v.type, `${w}.type`),
          difficulty: v.difficulty === undefined ? undefined : difficulty(v.difficulty, `${w}.difficulty`),
        });
      }
      case 'keywords':
        return { kind: 'keyword', keywords: strings(v, w) };
      case 'arcs':
        return { kind: 'arc', arcs: strings(v, w).map((a) => arcId(a, w)) };
      case 'force_side':
        return { kind: 'force-side', sides: forceSides(v, w) };
      case 'solitary':
      case 'standardized':
        if (v !== true) fail(w, `expected true, got ${JSON.stringify(v)}`);
        return { kind: key };
      case 'non-limited':
        bool(v, w);
        if (v !== true) issues.push(`${where}: restriction "non-limited": ${v}: read as the Non-Limited restriction`);
        return { kind: 'non-limited' };
      case 'equipped':
        return { kind: 'equipped', slots: strings(v, w).map((s) => slotId(s, w)) };
      case 'names':
        return { kind: 'squad-includes', names: strings(v, w) };
      case 'shipAbility':
        return { kind: 'ship-ability', names: strings(v, w) };
      case 'shields':
      case 'energy':
      case 'initiative': {
        const [text, more] = strings(v, w);
        if (more !== undefined) fail(w, 'more than one value');
        const m = /^(\d+) OR (MORE|HIGHER|LOWER|LESS)$/.exec(text);
        if (!m) fail(w, `cannot read "${text}"`);
        const min = m[2] === 'MORE' || m[2] === 'HIGHER';
        const kind = { shields: 'shields', energy: 'energy', initiative: 'initiative' }[key];
        if (!min && kind !== 'initiative') fail(w, `"${text}": only a minimum is understood for ${key}`);
        if (min && kind === 'initiative') fail(w, `"${text}": only a maximum is understood for initiative`);
        return { kind: min ? `min-${kind}` : 'max-initiative', value: Number(m[1]) };
      }
      default:
        return fail(w, `unknown restriction "${key}"`);
    }
  });
}

const upgradeFiles = withUnlisted(manifest.upgrades, 'data/upgrades');
const upgrades = [];
const noFormatFlags = [];
for (const file of upgradeFiles) {
  readJson(join(cardRoot, file)).forEach((u, i) => {
    const w = `${file}[${i}] (${u.xws})`;
    checkKeys(u, UPGRADE_KEYS, w);
    if (u.standard === undefined || u.extended === undefined) noFormatFlags.push(u.xws);
    const sides = u.sides.map((s, j) => {
      const ws = `${w}.sides[${j}]`;
      checkKeys(s, SIDE_KEYS, ws);
      if (s.shipAbility !== undefined) checkKeys(s.shipAbility, ['name', 'text'], `${ws}.shipAbility`);
      const ability =
        (typeof s.ability === 'string' && s.ability.trim() !== '') ||
        (TEXT_IS_ABILITY.has(u.xws) && typeof s.text === 'string' && s.text.trim() !== '');
      return compact({
        title: str(s.title, `${ws}.title`),
        type: slotId(s.type, `${ws}.type`),
        slots: s.slots.map((x, k) => slotId(x, `${ws}.slots[${k}]`)),
        charges: s.charges === undefined ? undefined : recurring(s.charges, `${ws}.charges`),
        force: s.force === undefined ? undefined : force(s.force, `${ws}.force`),
        attack: s.attack === undefined ? undefined : upgradeAttack(s.attack, `${ws}.attack`, s.ability),
        actions: s.actions === undefined ? undefined : actions(s.actions, `${ws}.actions`),
        grants: s.grants === undefined ? undefined : s.grants.map((g, k) => grant(g, `${ws}.grants[${k}]`)),
        device: s.device === undefined ? undefined : device(s.device, `${ws}.device`),
        conditions: s.conditions === undefined ? undefined : strings(s.conditions, `${ws}.conditions`),
        shipAbility: s.shipAbility === undefined ? undefined : str(s.shipAbility.name, `${ws}.shipAbility.name`),
        hasAbility: ability,
      });
    });
    upgrades.push({
      xws: str(u.xws, `${w}.xws`),
      name: str(u.name, `${w}.name`),
      limited: int(u.limited, `${w}.limited`),
      sides,
      restrictions: (u.restrictions ?? []).map((g, k) => restrictionGroup(g, `${w}.restrictions[${k}]`)),
      formats: formats(u, w),
      standardLoadoutOnly: bool(u.standardLoadoutOnly ?? false, `${w}.standardLoadoutOnly`),
    });
  });
}
if (noFormatFlags.length > 0)
  issues.push(
    `${noFormatFlags.length} upgrades have no "standard"/"extended" flags: read as not legal in those formats: ` +
      noFormatFlags.join(', '),
  );
for (const xws of TEXT_IS_ABILITY)
  if (upgrades.some((u) => u.xws === xws))
    issues.push(`upgrade ${xws} has its rules text under "text" instead of "ability": counted as having an ability`);

// ---------------------------------------------------------------------------------------------------------------
// Damage decks and conditions.

const damageDecks = withUnlisted(manifest.damagedecks, 'data/damage-decks').map((file) => {
  const src = readJson(join(cardRoot, file));
  checkKeys(src, ['cards'], file);
  return {
    xws: basename(file, '.json'),
    cards: src.cards.map((c, i) => {
      const w = `${file}.cards[${i}]`;
      checkKeys(c, ['title', 'amount', 'type', 'text'], w);
      const trait = str(c.type, `${w}.type`).toLowerCase();
      if (trait !== 'pilot' && trait !== 'ship') fail(w, `unknown trait "${c.type}"`);
      const title = str(c.title, `${w}.title`);
      return { title, amount: int(c.amount, `${w}.amount`), trait, xws: slug(title) };
    }),
  };
});

const conditionFiles = [manifest.conditions].flat();
const conditions = conditionFiles.flatMap((file) =>
  readJson(join(cardRoot, file)).map((c, i) => {
    const w = `${file}[${i}]`;
    checkKeys(c, ['name', 'xws', 'limited', 'ability', 'text', 'image', 'artwork'], w);
    return { xws: str(c.xws, `${w}.xws`), name: str(c.name, `${w}.name`), limited: int(c.limited, `${w}.limited`) };
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// YASB's facts (scripts/sources/yasb-facts.json, written by scripts/convert-yasb.mjs from YASB's MIT card data at the
// commits of scripts/sources/yasb-sources.json): each points set's slots, loadout values and printed loadouts, and the
// card facts of pilots a points set prices that the community card data does not have yet.

const yasb = readJson(resolve(root, 'scripts/sources/yasb-facts.json'));
const YASB_CARD_KEYS = [
  'name',
  'faction',
  'ship',
  'initiative',
  'limited',
  'keywords',
  'charges',
  'force',
  'shipAbility',
];

/** Pilots every points set prices that the card data lacks: their card facts from YASB, when it has them. */
function pilotsFromYasb() {
  const known = new Set(pilots.map((p) => p.xws));
  const wanted = new Set();
  for (const file of readdirSync(pointsDir).filter((f) => f.endsWith('.json')))
    for (const xws of Object.keys(readJson(join(pointsDir, file)).pilots)) if (!known.has(xws)) wanted.add(xws);
  const added = [];
  for (const xws of [...wanted].sort()) {
    const card = yasb.cards[xws];
    const inSet = yasb.sets[yasb.cardsFrom ?? 'xwa-50p2.0']?.pilots[xws];
    if (card === undefined || inSet === undefined) continue;
    const w = `yasb-facts.json cards.${xws}`;
    checkKeys(card, YASB_CARD_KEYS, w);
    const ship = ships.find(
      (s) => s.faction === card.faction && (s.xws === slug(card.ship) || slug(s.name) === slug(card.ship)),
    );
    if (ship === undefined) fail(w, `no ${card.faction} ship is named ${card.ship}`);
    const limited = int(card.limited, `${w}.limited`);
    pilots.push(
      compact({
        xws,
        name: str(card.name, `${w}.name`),
        faction: card.faction,
        ship: ship.xws,
        initiative: int(card.initiative, `${w}.initiative`),
        limited,
        keywords: strings(card.keywords, `${w}.keywords`),
        charges: card.charges,
        force: card.force,
        slots: inSet.slots.map((x, i) => slotId(x, `${w}.slots[${i}]`)),
        shipAbility: card.shipAbility === undefined ? undefined : str(card.shipAbility, `${w}.shipAbility`),
        // YASB keeps no ability flag; every named (limited) pilot has a pilot ability, generic ones do not.
        hasAbility: limited > 0,
        standardLoadout: inSet.standardLoadout,
        formats: { standard: true, extended: true, epic: true },
      }),
    );
    added.push(xws);
  }
  if (added.length > 0)
    issues.push(
      `${added.length} pilots priced by a points set are not in the card data: their card facts (name, faction, ship, ` +
        `initiative, limits, keywords, charges, Force, slots, ship ability) come from YASB: ${added.join(', ')}`,
    );
}
pilotsFromYasb();

// The hand-set facts agree with YASB's, where YASB has the card.
for (const [xws, facts] of Object.entries(PILOT_FACTS))
  for (const [key, fact] of Object.entries(facts))
    if (
      key !== 'source' &&
      yasb.cards[xws]?.[key] !== undefined &&
      JSON.stringify(yasb.cards[xws][key]) !== JSON.stringify(fact)
    )
      fail(`PILOT_FACTS.${xws}.${key}`, `differs from YASB's ${JSON.stringify(yasb.cards[xws][key])}`);

const YASB_UPGRADE_KEYS = [
  ...['name', 'slot', 'slots', 'limited', 'charges', 'force', 'attack', 'actions', 'restrictions', 'ability'],
];

/**
 * Upgrades every points set prices that the card data lacks: their card facts from YASB (name, slots, limits,
 * restrictions, charges, Force, attack, actions granted), when it has them. A fact YASB keeps in a form
 * convert-yasb.mjs could not read (`yasb`) stops the converter for such a card.
 */
function upgradesFromYasb() {
  const known = new Set(upgrades.map((u) => u.xws));
  // Only those of the points set YASB's card facts are taken for (an older set's unknown ids are other problems).
  const set = yasb.cardsFrom ?? 'xwa-50p2.0';
  const wanted = Object.keys(readJson(join(pointsDir, `${set}.json`)).upgrades).filter((x) => !known.has(x));
  const added = [];
  for (const xws of [...wanted].sort()) {
    const card = yasb.upgradeCards?.[xws];
    if (card === undefined || yasb.sets[set]?.upgrades[xws] === undefined) continue;
    const w = `yasb-facts.json upgradeCards.${xws}`;
    checkKeys(card, YASB_UPGRADE_KEYS, w);
    if (JSON.stringify(card).includes('"yasb"')) fail(w, 'a fact YASB keeps in a form convert-yasb.mjs did not read');
    const restrictions = card.restrictions.map((g, i) =>
      g.map((r, j) => {
        const wr = `${w}.restrictions[${i}][${j}]`;
        if (r.kind !== 'ship') return r;
        return {
          kind: 'ship',
          ships: strings(r.ships, wr).map((name) => {
            const ship = ships.find((s) => slug(s.name) === slug(name) || s.xws === slug(name));
            if (ship === undefined) fail(wr, `no ship is named ${name}`);
            return ship.xws;
          }),
        };
      }),
    );
    const actionList = card.actions === undefined ? undefined : card.actions.map((a) => ({ ...a }));
    upgrades.push({
      xws,
      name: str(card.name, `${w}.name`),
      limited: int(card.limited, `${w}.limited`),
      sides: [
        compact({
          title: str(card.name, `${w}.name`),
          type: slotId(card.slot, `${w}.slot`),
          slots: card.slots.map((x, i) => slotId(x, `${w}.slots[${i}]`)),
          charges: card.charges === undefined ? undefined : recurring(card.charges, `${w}.charges`),
          force: card.force === undefined ? undefined : force(card.force, `${w}.force`),
          attack: card.attack,
          actions: actionList,
          grants: actionList?.map((a) => ({ type: 'action', action: a })),
          hasAbility: bool(card.ability, `${w}.ability`),
        }),
      ],
      restrictions,
      formats: { standard: true, extended: true, epic: true },
      standardLoadoutOnly: false,
    });
    added.push(xws);
  }
  if (added.length > 0)
    issues.push(
      `${added.length} upgrades priced by a points set are not in the card data: their card facts (name, slots, ` +
        `limits, restrictions, charges, Force, attack, actions) come from YASB: ${added.join(', ')}`,
    );
}
upgradesFromYasb();

// ---------------------------------------------------------------------------------------------------------------
// Cross-references inside the card data: every id the data names must exist.

const pilotByXws = new Map();
for (const p of pilots) {
  if (pilotByXws.has(p.xws)) fail(p.xws, 'two pilots with this xws id');
  pilotByXws.set(p.xws, p);
}
const upgradeByXws = new Map();
for (const u of upgrades) {
  if (upgradeByXws.has(u.xws)) fail(u.xws, 'two upgrades with this xws id');
  upgradeByXws.set(u.xws, u);
}
const conditionIds = new Set(conditions.map((c) => c.xws));
const shipIds = new Set(ships.map((s) => s.xws));
for (const p of pilots) {
  for (const u of p.standardLoadout ?? []) if (!upgradeByXws.has(u)) fail(p.xws, `standard loadout upgrade ${u}?`);
  for (const c of p.conditions ?? []) if (!conditionIds.has(c)) fail(p.xws, `unknown condition ${c}`);
}
for (const u of upgrades) {
  for (const s of u.sides) for (const c of s.conditions ?? []) if (!conditionIds.has(c)) fail(u.xws, `condition ${c}?`);
  for (const g of u.restrictions)
    for (const r of g) if (r.kind === 'ship') for (const s of r.ships) if (!shipIds.has(s)) fail(u.xws, `ship ${s}?`);
}

// ---------------------------------------------------------------------------------------------------------------
// Points sets: one per file in the points folder, named by the file.

// Keys a points file may have. Kept: name, squadLimit, effective, the pilots and upgrades; the rest describe the file
// (its source, id remapping, corrections, notes) and are read by people from ../shared/data, not by the project.
const POINTS_KEYS = [
  'name',
  'squadLimit',
  'effective',
  'supersededBy',
  'versionTags',
  'source',
  'slotsNote',
  'xwsNormalisedTo',
  'remapped',
  'pilotsWithSlots',
  'corrections',
  'pilots',
  'upgrades',
];
const POINTS_PILOT_KEYS = ['faction', 'ship', 'cost', 'loadout', 'standard', 'limited', 'restricted', 'slots', 'src'];

/**
 * What ../shared/data/README.md ("Which set a list was built under") says of each set beyond its file: the tags
 * builders write for it (YASB's `ruleset` + `version`, raithos/xwing `toXWS`) and the last day it was in force (the day
 * before the next set of its kind took effect). A points file the table does not name stops the converter, so that a
 * new set is not chosen by tag or date before someone has read what its tags are.
 */
const SET_FACTS = {
  'amg-2.5-20pt': { tags: [{ ruleset: 'AMG', version: '09/06/2024' }] },
  'xwa-bv2-20pt': { tags: [{ ruleset: 'XWA', version: 'BV2' }], until: '2024-11-30' },
  'xwa-r2-20pt': { tags: [{ ruleset: 'XWA', version: 'R2' }], until: '2025-10-25' },
  'xwa-50p1.0': { tags: [{ ruleset: 'XWA', version: '50P-1.0' }], until: '2025-12-08' },
  'xwa-50p1.1': { tags: [{ ruleset: 'XWA', version: '50P-1.1' }], until: '2026-04-25' },
  'xwa-50p2.0': { tags: [{ ruleset: 'XWA', version: '50P-2.0' }] },
};
const POINTS_UPGRADE_KEYS = ['slot', 'cost', 'standard', 'restricted', 'standardLoadoutOnly', 'src'];

const byKey = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Same members, in any order. */
const sameSlots = (a, b) => JSON.stringify([...a].sort(byKey)) === JSON.stringify([...b].sort(byKey));
const FLEX_ABILITY = new Set(['Weapon Hardpoint', 'Versatile Frame']);

/**
 * The card data's id for an upgrade YASB names by its own xws id: the card's own printed upgrade of that name first
 * (YASB suffixes some printed cards differently, e.g. its Chewbacca of Armed and Dangerous is "chewbacca-crew"), then
 * the same id, then the one card of that name in the whole data.
 */
function upgradeIdOf(yasbId, hint) {
  if (hint.includes(yasbId)) return yasbId;
  const base = yasbId.split('-')[0];
  const named = (ids) => ids.filter((u) => u.split('-')[0] === base);
  const inHint = named(hint);
  if (inHint.length === 1) return inHint[0];
  if (upgradeByXws.has(yasbId)) return yasbId;
  const all = named([...upgradeByXws.keys()]);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * Puts YASB's slots, loadout values and printed loadouts for one points set into its pilots' entries: slots and
 * printed loadouts only where they differ from the card's (the card's hold otherwise), loadout values always.
 */
function mergeYasb(id, pilotsOut, yasbSet) {
  const set = `points set ${id}`;
  const slotsMoved = [];
  const loadoutMoved = [];
  const costDiffers = [];
  const notInYasb = [];
  const flexDiffers = [];
  const unmatched = [];
  const printedMoved = [];
  for (const [xws, entry] of Object.entries(pilotsOut)) {
    const y = yasbSet.pilots[xws];
    const card = pilotByXws.get(xws);
    if (y === undefined) {
      notInYasb.push(xws);
      continue;
    }
    if (card === undefined) continue;
    const w = `yasb-facts.json sets.${id}.pilots.${xws}`;
    const slots = y.slots.map((x, i) => slotId(x, `${w}.slots[${i}]`));
    const printed = (y.standardLoadout ?? []).map((u) => upgradeIdOf(u, card.standardLoadout ?? []));
    if (printed.includes(undefined)) {
      unmatched.push(`${xws} (${y.standardLoadout.join(' ')})`);
      continue;
    }
    if (printed.length === 0 && !sameSlots(slots, card.slots)) {
      entry.slots = slots;
      slotsMoved.push(xws);
    }
    if (!sameSlots(printed, card.standardLoadout ?? [])) {
      entry.standardLoadout = printed;
      printedMoved.push(
        `${xws} (${printed.join(' ') || 'none'}; card: ${(card.standardLoadout ?? []).join(' ') || 'none'})`,
      );
    }
    // A loadout value goes with its cost: YASB's is taken only where YASB prices the pilot as the set does.
    if (
      typeof y.loadout === 'number' &&
      y.cost === entry.cost &&
      entry.loadout !== null &&
      entry.loadout !== y.loadout &&
      printed.length === 0
    ) {
      loadoutMoved.push(`${xws} (${entry.loadout} → ${y.loadout})`);
      entry.loadout = y.loadout;
    }
    if (y.cost !== entry.cost) costDiffers.push(`${xws} (${entry.cost}, YASB ${y.cost})`);
    const flex = (y.flex ?? []).join();
    const ability = FLEX_ABILITY.has(card.shipAbility) ? card.shipAbility : '';
    if (flex !== ability) flexDiffers.push(`${xws} (YASB "${flex}", card "${ability}")`);
  }
  const list = (xs) => xs.join(', ');
  if (slotsMoved.length > 0)
    issues.push(
      `${set}: ${slotsMoved.length} pilots have other slots than their cards (YASB's kept): ${list(slotsMoved)}`,
    );
  if (loadoutMoved.length > 0)
    issues.push(
      `${set}: ${loadoutMoved.length} loadout values differ from YASB's (YASB's kept): ${list(loadoutMoved)}`,
    );
  if (costDiffers.length > 0)
    issues.push(`${set}: ${costDiffers.length} costs differ from YASB's (the set's kept): ${list(costDiffers)}`);
  if (notInYasb.length > 0)
    issues.push(
      `${set}: ${notInYasb.length} pilots are not in YASB's data (the cards' slots hold): ${list(notInYasb)}`,
    );
  if (printedMoved.length > 0)
    issues.push(
      `${set}: ${printedMoved.length} printed loadouts differ from the cards' (YASB's kept): ${list(printedMoved)}`,
    );
  if (unmatched.length > 0)
    issues.push(
      `${set}: ${unmatched.length} printed loadouts name upgrades the card data does not have (the cards' hold): ${list(unmatched)}`,
    );
  if (flexDiffers.length > 0)
    issues.push(`${set}: ${flexDiffers.length} pilots' flexible weapon slot differs: ${list(flexDiffers)}`);
}

const pointsSets = readdirSync(pointsDir)
  .filter((f) => f.endsWith('.json'))
  .sort(byKey)
  .map((file) => {
    const id = basename(file, '.json');
    const src = readJson(join(pointsDir, file));
    const w = `points/${file}`;
    checkKeys(src, POINTS_KEYS, w);
    const set = `points set ${id}`;

    const facts = SET_FACTS[id];
    if (facts === undefined) fail(w, 'not in SET_FACTS: add its builder tags and end date (../shared/data/README.md)');
    const pilotsOut = {};
    const ownSlots = [];
    const mismatched = [];
    const absentPilots = [];
    for (const xws of Object.keys(src.pilots).sort(byKey)) {
      const e = src.pilots[xws];
      const we = `${w} pilots.${xws}`;
      checkKeys(e, POINTS_PILOT_KEYS, we);
      const card = pilotByXws.get(xws);
      if (card === undefined) absentPilots.push(xws);
      else {
        const faction = factionFromHyphenated(e.faction, `${we}.faction`);
        if (faction !== card.faction || e.ship !== card.ship)
          fail(we, `priced as ${faction} ${e.ship} but the card is ${card.faction} ${card.ship}`);
        if (e.limited !== card.limited) mismatched.push(`${xws} (${e.limited}, card ${card.limited})`);
      }
      if (e.cost === null || e.cost === undefined) fail(we, 'no cost');
      pilotsOut[xws] = compact({
        cost: int(e.cost, `${we}.cost`),
        loadout: e.loadout === null ? null : int(e.loadout, `${we}.loadout`),
        standard: bool(e.standard, `${we}.standard`),
        limited: int(e.limited, `${we}.limited`),
        restricted: e.restricted === undefined ? undefined : int(e.restricted, `${we}.restricted`),
        // The set's own upgrade bar, where it differs from the card's (XWA moved slots with 50P-1.0).
        slots:
          e.slots === undefined
            ? undefined
            : strings(e.slots, `${we}.slots`).map((x, i) => slotId(x, `${we}.slots[${i}]`)),
      });
      if (e.slots !== undefined) ownSlots.push(xws);
    }

    const upgradesOut = {};
    const absentUpgrades = [];
    const zeroed = [];
    const unpriced = [];
    const nullStandard = [];
    for (const xws of Object.keys(src.upgrades).sort(byKey)) {
      const e = src.upgrades[xws];
      const we = `${w} upgrades.${xws}`;
      checkKeys(e, POINTS_UPGRADE_KEYS, we);
      const card = upgradeByXws.get(xws);
      const slot = slotId(e.slot, `${we}.slot`);
      if (card === undefined) absentUpgrades.push(`${xws} (${slot})`);
      else if (card.sides[0].type !== slot) fail(we, `priced as a ${slot} but the card is a ${card.sides[0].type}`);
      let cost = e.cost;
      if (cost === null) {
        // No price: a standard-loadout-only upgrade comes with its pilot (costs nothing more); any other cannot be
        // bought with this set, so it is left out.
        if (e.standardLoadoutOnly === true) {
          zeroed.push(xws);
          cost = 0;
        } else {
          unpriced.push(xws);
          continue;
        }
      }
      if (e.standard === null) nullStandard.push(xws);
      upgradesOut[xws] = compact({
        cost: int(cost, `${we}.cost`),
        standard: bool(e.standard ?? false, `${we}.standard`),
        restricted: e.restricted === undefined ? undefined : int(e.restricted, `${we}.restricted`),
        standardLoadoutOnly:
          e.standardLoadoutOnly === undefined ? undefined : bool(e.standardLoadoutOnly, `${we}.standardLoadoutOnly`),
      });
    }

    const list = (xs) => xs.join(', ');
    if (absentPilots.length > 0)
      issues.push(`${set}: prices ${absentPilots.length} pilots the card data does not have: ${list(absentPilots)}`);
    if (absentUpgrades.length > 0)
      issues.push(
        `${set}: prices ${absentUpgrades.length} upgrades the card data does not have: ${list(absentUpgrades)}`,
      );
    const noCost = pilots.filter((p) => !Object.hasOwn(pilotsOut, p.xws)).map((p) => p.xws);
    if (noCost.length > 0)
      issues.push(`${set}: ${noCost.length} pilots of the card data have no cost in this set: ${list(noCost)}`);
    const upgradesNoCost = upgrades.filter((u) => !Object.hasOwn(upgradesOut, u.xws));
    const buyable = upgradesNoCost.filter((u) => !u.standardLoadoutOnly).map((u) => u.xws);
    if (buyable.length > 0)
      issues.push(
        `${set}: ${buyable.length} upgrades of the card data (not standard-loadout-only) have no cost in this set: ` +
          list(buyable),
      );
    const slOnly = upgradesNoCost.length - buyable.length;
    if (slOnly > 0)
      issues.push(`${set}: ${slOnly} standard-loadout-only upgrades of the card data are not priced (none needed)`);
    if (zeroed.length > 0)
      issues.push(`${set}: ${zeroed.length} standard-loadout-only upgrades have a null cost: given cost 0`);
    if (unpriced.length > 0)
      issues.push(`${set}: ${unpriced.length} upgrades have a null cost: left out of the set: ${list(unpriced)}`);
    if (nullStandard.length > 0)
      issues.push(
        `${set}: ${nullStandard.length} upgrades have a null "standard" flag: read as not standard: ${list(nullStandard)}`,
      );
    if (mismatched.length > 0)
      issues.push(`${set}: limits pilots differently from their cards (the set's number is kept): ${list(mismatched)}`);

    if (ownSlots.length > 0)
      issues.push(`${set}: ${ownSlots.length} pilots have the set's own slots (the points file's kept)`);

    const yasbSet = yasb.sets[id];
    if (yasbSet !== undefined && ownSlots.length > 0) fail(w, 'slots both from the points file and from YASB');
    if (yasbSet !== undefined) mergeYasb(id, pilotsOut, yasbSet);

    return compact({
      id,
      name: str(src.name, `${w}.name`),
      squadLimit: int(src.squadLimit, `${w}.squadLimit`),
      effective: src.effective === undefined ? undefined : str(src.effective, `${w}.effective`),
      until: facts.until,
      tags: facts.tags,
      slotsFrom: yasbSet === undefined ? undefined : `yasb@${yasbSet.commit}`,
      pilots: pilotsOut,
      upgrades: upgradesOut,
    });
  });

// ---------------------------------------------------------------------------------------------------------------
// Output, formatted the way Prettier formats JSON (scripts/pretty-json.mjs).

// Each points set has its own file, and points-sets.json lists them without their prices: a program that prices a squad
// in one set reads that set only (issue 23, item 8: the start-up of `xwing squad validate`).
const pointsCatalogue = pointsSets.map(({ pilots: _p, upgrades: _u, ...info }) => info);

const files = {
  'factions.json': factions,
  'ships.json': ships,
  'pilots.json': pilots,
  'upgrades.json': upgrades,
  'damage-decks.json': damageDecks,
  'conditions.json': conditions,
  'points-sets.json': pointsCatalogue,
  ...Object.fromEntries(pointsSets.map((set) => [`points/${set.id}.json`, set])),
  'source-issues.json': issues,
};

if (!existsSync(join(args.out, 'points'))) mkdirSync(join(args.out, 'points'), { recursive: true });
for (const [name, value] of Object.entries(files)) {
  writeFileSync(join(args.out, name), prettyJson(value));
}
console.log(
  `convert-content: ${ships.length} ships, ${pilots.length} pilots, ${upgrades.length} upgrades, ` +
    `${pointsSets.length} points sets, ${issues.length} source issues → ${relative(process.cwd(), args.out) || '.'}`,
);
