#!/usr/bin/env node
// Writes the card group table (packages/content/data/card-groups.json): every card with an ability — pilots and
// upgrade sides with `hasAbility`, and ship abilities by name, exactly the source keys `xwing content coverage`
// counts — assigned to one of four groups by the mechanism its ability is built on (../shared/cards.md, issue 21):
// attack, support, movement, subsystems. Epic-only cards keep a group and carry an out-of-scope reason.
//
// The keys come from the content package's committed data; the card TEXT is read from ../shared/data/xwing-data2 at
// generation time only, matched against keyword rules (scripts/card-groups/rules.mjs), and never written anywhere:
// the output holds keys, groups and short reasons in our own words. Hand decisions (a card the rules misread, or a
// card whose text the card data lacks) are in scripts/sources/card-group-overrides.json, each with its reason.
// Re-running it reproduces the committed file byte for byte; nothing reads ../shared at run time.
//
// Usage: node scripts/gen-card-groups.mjs [SOURCE_DIR] [--out FILE] [--explain [GROUP]]
//   SOURCE_DIR  the folder holding xwing-data2/ (default: ../shared/data next to the repository)
//   --out FILE  where to write the table (default: packages/content/data/card-groups.json)
//   --explain   print each card's key, group, reason and text to the terminal for review (writes nothing)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { classify, GROUPS, outOfScope } from './card-groups/rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { source: undefined, out: undefined, explain: false, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') {
      args.out = argv[++i];
      if (args.out === undefined) throw new Error('--out needs a file');
    } else if (a === '--explain') {
      args.explain = true;
      if (GROUPS.includes(argv[i + 1])) args.only = argv[++i];
    } else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (args.source === undefined) args.source = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  return {
    ...args,
    source: resolve(args.source ?? resolve(root, '../shared/data')),
    out: resolve(args.out ?? resolve(root, 'packages/content/data/card-groups.json')),
  };
}

const args = parseArgs(process.argv.slice(2));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const fail = (why) => {
  throw new Error(`gen-card-groups: ${why}`);
};

// Same id as the engine's shipAbilityId (packages/engine/src/abilities/coverage.ts); the content test checks that
// the table's keys are exactly coverage's, so a drift here fails there.
const shipAbilityId = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

// ---------------------------------------------------------------------------------------------------------------
// The card text, by key, from the community card data (read here only).

const cardRoot = join(args.source, 'xwing-data2');
const manifest = readJson(join(cardRoot, 'data/manifest.json'));
/** key → text (pilot and upgrade abilities, ship abilities). */
const texts = new Map();
const addText = (key, text) => {
  if (typeof text !== 'string' || text.trim() === '') return;
  // Reprints of a ship ability share a key; their wording may differ slightly, any one of them is the ability.
  if (!texts.has(key)) texts.set(key, text);
};
const pilotFiles = manifest.pilots.flatMap((f) => f.ships);
// The converter reads this file too although the manifest misses it (../shared/data/README.md).
pilotFiles.push('data/pilots/separatist-alliance/gozanti-class-cruiser.json');
for (const file of new Set(pilotFiles)) {
  for (const p of readJson(join(cardRoot, file)).pilots) {
    addText(`pilot:${p.xws}`, p.ability);
    if (p.shipAbility) addText(`ship-ability:${shipAbilityId(p.shipAbility.name)}`, p.shipAbility.text);
  }
}
for (const file of manifest.upgrades) {
  for (const u of readJson(join(cardRoot, file))) {
    u.sides.forEach((s, i) => {
      // The converter counts an upgrade whose rules sit under "text" as having an ability (TEXT_IS_ABILITY there).
      // A side that gives its ship a ship ability ("replace your ship ability with …") is classified with the text
      // of the ability it gives: its own words only say that it replaces one.
      const own = s.ability ?? s.text;
      addText(`upgrade:${u.xws}:${i}`, s.shipAbility && own ? `${own} ${s.shipAbility.text}` : own);
      if (s.shipAbility) addText(`ship-ability:${shipAbilityId(s.shipAbility.name)}`, s.shipAbility.text);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The keys, from the committed content (the cards the engine's coverage counts), with the facts the rules use.

const dataDir = resolve(root, 'packages/content/data');
const pilots = readJson(join(dataDir, 'pilots.json'));
const upgrades = readJson(join(dataDir, 'upgrades.json'));
const ships = new Map(readJson(join(dataDir, 'ships.json')).map((s) => [s.xws, s]));
const epicOnly = (formats) => !formats.standard && !formats.extended;

/** key → facts: { kind, slot?, weapon?, epicOnly, hugeShip? } */
const cards = new Map();
const shipAbilityCarriers = new Map();
const carry = (name, carrier) => {
  const key = `ship-ability:${shipAbilityId(name)}`;
  if (!shipAbilityCarriers.has(key)) shipAbilityCarriers.set(key, []);
  shipAbilityCarriers.get(key).push(carrier);
};
for (const p of pilots) {
  const huge = ships.get(p.ship)?.size === 'huge';
  if (p.shipAbility) carry(p.shipAbility, { epicOnly: epicOnly(p.formats), huge });
  if (p.hasAbility) cards.set(`pilot:${p.xws}`, { kind: 'pilot', epicOnly: epicOnly(p.formats), huge });
}
for (const u of upgrades) {
  u.sides.forEach((s, i) => {
    if (s.shipAbility) carry(s.shipAbility, { epicOnly: epicOnly(u.formats), huge: false });
    if (!s.hasAbility) return;
    cards.set(`upgrade:${u.xws}:${i}`, {
      kind: 'upgrade',
      slot: s.type,
      weapon: s.attack !== undefined,
      epicOnly: epicOnly(u.formats),
      huge: false,
    });
  });
}
for (const [key, carriers] of shipAbilityCarriers)
  cards.set(key, {
    kind: 'ship-ability',
    epicOnly: carriers.every((c) => c.epicOnly),
    huge: carriers.every((c) => c.huge),
  });

// ---------------------------------------------------------------------------------------------------------------
// Classify: the hand decision where there is one, else the rules; fail on anything left undecided.

const overridesFile = resolve(root, 'scripts/sources/card-group-overrides.json');
const overrides = readJson(overridesFile).cards;
for (const [key, o] of Object.entries(overrides)) {
  if (!cards.has(key)) fail(`override for ${key}, which is not a card with an ability (stale?)`);
  if (!GROUPS.includes(o.group)) fail(`override for ${key}: unknown group ${JSON.stringify(o.group)}`);
  if (typeof o.why !== 'string' || o.why.trim() === '') fail(`override for ${key} gives no reason`);
  // The table's strings stay short (packages/content/test/integrity.test.ts: no sentence of card text there).
  if (o.why.split(/\s+/).length > 7) fail(`override for ${key}: "why" has more than 7 words (longer: "note")`);
}

const table = {};
const undecided = [];
const redundant = [];
for (const key of [...cards.keys()].sort()) {
  const facts = cards.get(key);
  const text = texts.get(key);
  const ruled = text === undefined ? undefined : classify(text, facts);
  const hand = overrides[key];
  if (hand && ruled && hand.group === ruled.group) redundant.push(key);
  const decided = hand ? { group: hand.group, basis: `hand: ${hand.why}` } : ruled;
  if (!decided) {
    if (args.explain) console.log(`${key}\tUNDECIDED\n    ${text ?? '(no text)'}`);
    undecided.push(`${key}${text === undefined ? ' (no text in the card data)' : ''}`);
    continue;
  }
  const entry = { group: decided.group, basis: decided.basis };
  const scope = outOfScope(facts, text ?? '');
  if (scope) entry.outOfScope = scope;
  table[key] = entry;
  if (args.explain && (args.only === undefined || args.only === decided.group))
    console.log(`${key}\t${decided.group}\t${decided.basis}${scope ? `\t[${scope}]` : ''}\n    ${text ?? '(no text)'}`);
}
if (undecided.length > 0 && !args.explain)
  fail(
    `no rule or override decides ${undecided.length} cards: add a hand decision for each:\n  ${undecided.join('\n  ')}`,
  );
// A hand decision that agrees with the rules is noise: it hides how few cards truly needed one.
if (redundant.length > 0 && !args.explain)
  fail(`these overrides agree with the rules, remove them: ${redundant.join(', ')}`);

if (!args.explain) {
  const out = {
    // Short: the integrity test refuses long strings in the data files (they could be card text).
    note: 'Generated by npm run gen:card-groups; do not edit.',
    groups: GROUPS,
    cards: table,
  };
  // Formatted as Prettier formats JSON, so that `prettier --check` leaves it alone (one line per card).
  // The repository's Prettier settings, wherever --out points (a file outside it would find none).
  const opts = { ...(await prettier.resolveConfig(join(dataDir, 'card-groups.json'))), filepath: args.out };
  writeFileSync(args.out, await prettier.format(JSON.stringify(out), opts));
  const count = (g) => Object.values(table).filter((e) => e.group === g).length;
  console.log(
    `${Object.keys(table).length} cards: ${GROUPS.map((g) => `${g} ${count(g)}`).join(', ')}; ` +
      `${Object.keys(overrides).length} by hand; written to ${args.out}`,
  );
}
