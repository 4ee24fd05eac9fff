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
// Read only for the facts of a weapon's attack header (the tokens it requires, the charges it spends), as
// convert-content.mjs reads them from the community card data's text; no text is kept.
const TEXT_FILE = 'coffeescripts/content/cards-en.coffee';

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

/** YASB's arcs for an upgrade's attack value (its `attack…` keys) → the arc ids of packages/content. */
const ATTACK_ARCS = {
  attack: 'front',
  attackf: 'full-front',
  attackb: 'rear',
  attackbull: 'bullseye',
  attackt: 'single-turret',
  attackdt: 'double-turret',
  attackl: 'left',
  attackr: 'right',
};
const ACTION_NAMES = {
  Focus: 'focus',
  Evade: 'evade',
  Lock: 'lock',
  'Barrel Roll': 'barrel-roll',
  Boost: 'boost',
  Calculate: 'calculate',
  Cloak: 'cloak',
  Coordinate: 'coordinate',
  Jam: 'jam',
  Reinforce: 'reinforce',
  Reload: 'reload',
  'Rotate Arc': 'rotate-arc',
  SLAM: 'slam',
};
/** A YASB action name ("R-Jam": red, "W-Lock": white, "F-Focus": purple; "> Boost": linked) → { type, difficulty }. */
function actionOf(name) {
  const m = /^(?:([RWFP])-)?(?:> ?)?(.+)$/.exec(name.trim());
  const type = ACTION_NAMES[m[2].trim()] ?? ACTION_LOWER.get(m[2].trim().toLowerCase());
  // Unknown: undefined, kept by the callers as YASB writes it (convert-content.mjs stops on a card it needs).
  if (type === undefined) return undefined;
  const difficulty = { R: 'red', W: 'white', F: 'purple', P: 'purple' }[m[1]] ?? 'white';
  return { type, difficulty };
}
const ACTION_LOWER = new Map(Object.entries(ACTION_NAMES).map(([k, v]) => [k.toLowerCase(), v]));
const SIZES = { Small: 'small', Medium: 'medium', Large: 'large', Huge: 'huge' };

/**
 * The actions an upgrade adds to its ship's bar: YASB writes them only in the code that changes the ship's stats
 * (`stats.actions.push('R-Jam')`), so they are read from that code's text — a name, or "*X" followed by "R-> Y" for a
 * linked action. Nothing else of the code is kept.
 */
function grantedActions(u) {
  if (typeof u.modifier_func !== 'function') return undefined;
  const pushed = [...String(u.modifier_func).matchAll(/stats\.actions\.push\('([^']+)'\)/g)].map((m) => m[1]);
  const out = [];
  for (let i = 0; i < pushed.length; i++) {
    const name = pushed[i];
    const linked = name.startsWith('*') && pushed[i + 1]?.includes('>') ? pushed[++i] : undefined;
    const a = actionOf(name.replace(/^\*/, ''));
    const l = linked === undefined ? undefined : actionOf(linked);
    if (a === undefined || (linked !== undefined && l === undefined) || (name.startsWith('*') && linked === undefined))
      return [{ yasb: pushed }];
    out.push(l === undefined ? a : { ...a, linked: l });
  }
  return out.length > 0 ? out : undefined;
}

/** An upgrade's restrictions as restriction groups of packages/content (each group: any one of its members). */
function upgradeRestrictions(u, where) {
  const groups = [];
  if (u.faction !== undefined) {
    const list = [u.faction].flat().map((f) => {
      const id = FACTIONS[f];
      if (id === undefined) throw new Error(`convert-yasb: ${where}: unknown faction ${f}`);
      return id;
    });
    groups.push([{ kind: 'faction', factions: list }]);
  }
  // Ship names as YASB writes them: convert-content.mjs turns them into ship ids.
  if (u.ship !== undefined) groups.push([{ kind: 'ship', ships: [u.ship].flat() }]);
  if (u.standardized) groups.push([{ kind: 'standardized' }]);
  if (u.solitary) groups.push([{ kind: 'solitary' }]);
  for (const r of u.restrictions ?? []) {
    const [kind, ...values] = r;
    switch (kind) {
      case 'Action':
        groups.push(
          values.map((v) => {
            const a = actionOf(v);
            if (a === undefined) return { kind: 'yasb', value: r };
            return /^[RWFP]-/.test(v)
              ? { kind: 'action', action: a.type, difficulty: a.difficulty }
              : { kind: 'action', action: a.type };
          }),
        );
        break;
      case 'Base':
        groups.push([{ kind: 'size', sizes: values.map((v) => SIZES[v] ?? `?${v}`) }]);
        break;
      case 'Keyword':
        groups.push(
          values.map((v) =>
            v === 'Dark Side' || v === 'Light Side'
              ? { kind: 'force-side', sides: [v === 'Dark Side' ? 'dark' : 'light'] }
              : { kind: 'keyword', keywords: [v] },
          ),
        );
        break;
      default:
        // Kept as YASB writes it: convert-content.mjs stops on it if a card it needs has one.
        groups.push([{ kind: 'yasb', value: r }]);
    }
  }
  return groups;
}

/** The attack header facts of a weapon from its English text: the tokens it requires and the charges it spends. */
function headerFacts(text) {
  const m = /<strong>(?:Bonus )?Attack(?: \(([^)]*)\))?:<\/strong>\s*(?:Spend (\d+) %(CHARGE|ENERGY)%\.)?/i.exec(
    text ?? '',
  );
  const out = { chargeCost: 0 };
  if (!m) return out;
  if (m[1] !== undefined) {
    const requires = [...m[1].matchAll(/%([A-Z]+)%/g)].map((x) => {
      const r = { LOCK: 'lock', FOCUS: 'focus', CALCULATE: 'calculate' }[x[1]];
      return r ?? `?${x[1]}`;
    });
    if (requires.length > 0) out.requires = requires;
  }
  if (m[2] !== undefined) {
    if (m[3] === 'CHARGE') out.chargeCost = Number(m[2]);
    else out.energyCost = Number(m[2]);
  }
  return out;
}

/** Each card's English text at a commit, by its YASB name (read by headerFacts only; nothing of it is kept). */
function englishTexts(commit) {
  const coffee = git('show', `${commit}:${TEXT_FILE}`);
  const out = new Map();
  const entry = /^\s+"((?:[^"\\]|\\.)*)":\s*\n(?:\s+display_name:.*\n)?\s+text: """([^]*?)"""/gm;
  for (const m of coffee.matchAll(entry)) out.set(m[1].replace(/\\(.)/g, '$1'), m[2]);
  return out;
}

/** What an upgrade card says (facts only), for the upgrades the community card data may not have yet. */
function upgradeCard(u, texts, where) {
  const slot = slotId(u.slot, where);
  const arcs = Object.keys(ATTACK_ARCS).filter((k) => typeof u[k] === 'number');
  let attack;
  if (arcs.length > 1) attack = { yasb: { arcs } };
  else if (arcs.length === 1) {
    const m = /^(\d)(?:-(\d))?$/.exec(String(u.range ?? '').trim());
    attack = !m
      ? { yasb: { arc: arcs[0], range: u.range ?? null } }
      : {
          arc: ATTACK_ARCS[arcs[0]],
          value: u[arcs[0]],
          minRange: Number(m[1]),
          maxRange: Number(m[2] ?? m[1]),
          // YASB marks the ordnance weapons (missiles, torpedoes, rockets: no range bonus) "rangebonus".
          ordnance: u.rangebonus === true,
          ...headerFacts(texts.get(u.name)),
        };
  }
  return Object.fromEntries(
    Object.entries({
      name: u.name.split('(')[0].trim(),
      slot,
      slots: [slot, ...(u.also_occupies_upgrades ?? []).map((x, i) => slotId(x, `${where} also_occupies[${i}]`))],
      limited: u.unique ? 1 : (u.max_per_squad ?? 0),
      charges: u.charge === undefined ? undefined : { value: u.charge, recovers: u.recurring ? 1 : 0 },
      force: u.force === undefined ? undefined : { value: u.force, recovers: 1 },
      attack,
      actions: grantedActions(u),
      restrictions: upgradeRestrictions(u, where),
      // Whether the card has rules text beside its stats and actions (R7-T1's is blank): read, never kept.
      ability: (texts.get(u.name) ?? '').trim() !== '',
    }).filter(([, v]) => v !== undefined),
  );
}

function facts(setId, commit, withCards) {
  const data = cardData(commit);
  const texts = withCards ? englishTexts(commit) : new Map();
  const upgradeCards = {};
  const upgradeXws = new Map();
  const upgrades = {};
  for (const u of data.upgradesById) {
    if (u.skip || u.slot === undefined) continue;
    const xws = xwsOf(u, u.slot);
    upgradeXws.set(u.name, xws);
    upgradeXws.set(canonical(u.name), xws);
    if (typeof u.points === 'number') upgrades[xws] = { cost: u.points };
    if (withCards) upgradeCards[xws] = upgradeCard(u, texts, `${setId} ${commit} upgrade ${u.name}`);
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
  return { pilots, upgrades, cards, upgradeCards, ids };
}

const out = { source: sources.source, licence: sources.licence, sets: {} };
const latestCards = {};
const latestUpgradeCards = {};
for (const [setId, commit] of Object.entries(sources.commits)) {
  const date = git('log', '-1', '--format=%cI', commit).trim();
  const f = facts(setId, commit, setId === sources.cardsFrom);
  out.sets[setId] = { commit, date, pilots: f.pilots, upgrades: f.upgrades };
  if (setId === sources.cardsFrom) {
    Object.assign(latestCards, f.cards);
    Object.assign(latestUpgradeCards, f.upgradeCards);
    out.ids = f.ids;
  }
}
out.cards = latestCards;
out.upgradeCards = latestUpgradeCards;
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
