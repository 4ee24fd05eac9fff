/**
 * Coverage by card group (issue 21, ../shared/cards.md): for each of the four groups of the committed card group
 * table (@xwing/content's CardGroupTable), how many of its cards the engine implements — all of them, and those legal
 * in the standard format under a points set — how many of its ability records use the `code` escape hatch, and every
 * card left out with its reason. coverage.ts adds these figures to `xwing content coverage`.
 */
import type { CardGroup, CardGroupTable, PointsSet } from '@xwing/content/core';
import type { AbilityTable } from '../context.js';
import type { Ability, Condition, Effect } from './vocabulary/types.js';

export interface GroupCoverage {
  /** Cards of the group the engine implements / all cards of the group (out-of-scope ones included). */
  implemented: number;
  total: number;
  /** The same for the group's cards legal in the standard format under the points set. */
  standardImplemented: number;
  standardTotal: number;
  /** Of the group's ability records (its devices' effects included), how many use `{ kind: 'code' }` anywhere. */
  codeRecords: number;
  records: number;
  /** Cards of the group that cannot be implemented yet (epic only), also listed in `missing` with their reason. */
  outOfScope: number;
  /**
   * Every card of the group not implemented, sorted by key; `reason` where it is out of scope, or where its records
   * leave a part unwritten (`Ability.incomplete`: "incomplete: …").
   */
  missing: { key: string; reason?: string }[];
}

/**
 * Whether the engine implements the card with this source key: it has records, and none of them says a part of the
 * card is left unwritten (`incomplete`).
 */
export function cardImplemented(table: AbilityTable, key: string): boolean {
  return table.has(key) && incompleteReason(table, key) === undefined;
}

/** The first `incomplete` reason among the card's records, if any. */
export function incompleteReason(table: AbilityTable, key: string): string | undefined {
  for (const a of table.get(key)) if (a.incomplete !== undefined) return a.incomplete;
  return undefined;
}

/** Whether a condition, at any depth, is the code escape hatch. */
function conditionUsesCode(c: Condition): boolean {
  if (c.kind === 'all' || c.kind === 'any') return c.of.some(conditionUsesCode);
  if (c.kind === 'not') return conditionUsesCode(c.of);
  // A filter's condition seen from each ship around (targets.ts) counts too.
  if (c.kind === 'ships-near') return c.where !== undefined && conditionUsesCode(c.where);
  return c.kind === 'code';
}

/** Whether an effect, at any depth (sequences, the effects a die roll resolves), is the code escape hatch. */
function effectUsesCode(e: Effect | undefined): boolean {
  if (e === undefined) return false;
  switch (e.kind) {
    case 'code':
      return true;
    case 'sequence':
      return e.of.some(effectUsesCode);
    case 'roll-attack-dice':
      return effectUsesCode(e.then);
    case 'for-each-face':
      return effectUsesCode(e.effect);
    case 'if-holds':
      return conditionUsesCode(e.when) || effectUsesCode(e.effect);
    case 'roll-attack-die':
      return [e.onHit, e.onCrit, e.onFocus, e.onBlank].some(effectUsesCode);
    case 'roll-defense-die':
      return [e.onEvade, e.onFocus, e.onBlank].some(effectUsesCode);
    default:
      return false;
  }
}

/** A record uses the escape hatch when its condition or its effect does (docs/abilities.md, "When the vocabulary is not enough"). */
export function usesCode(a: Ability): boolean {
  return (
    conditionUsesCode(a.when) ||
    effectUsesCode(a.effect) ||
    (a.choose?.where !== undefined && conditionUsesCode(a.choose.where))
  );
}

/** Whether a card's source key is legal in the standard format under the points set. */
function standardLegal(points: PointsSet, key: string, shipAbilityStandard: ReadonlySet<string>): boolean {
  const [kind, xws] = key.split(':');
  if (kind === 'pilot') return points.pilots[xws!]?.standard === true;
  if (kind === 'upgrade') return points.upgrades[xws!]?.standard === true;
  return shipAbilityStandard.has(key);
}

/**
 * The figures of every group. `keys` are the cards with an ability as coverage.ts counts them, with the ship
 * abilities' standard legality (a ship ability is standard-legal when a standard-legal pilot or upgrade gives it).
 * Keys the table does not place are returned as `ungrouped` (the content tests keep that empty).
 */
export function groupCoverage(
  table: AbilityTable,
  points: PointsSet,
  groups: CardGroupTable,
  keys: readonly string[],
  shipAbilityStandard: ReadonlySet<string>,
): { groups: Record<CardGroup, GroupCoverage>; ungrouped: string[] } {
  // One entry per group of CARD_GROUPS, in its order (the CLI prints them in this order).
  const empty = (): GroupCoverage => ({
    implemented: 0,
    total: 0,
    standardImplemented: 0,
    standardTotal: 0,
    codeRecords: 0,
    records: 0,
    outOfScope: 0,
    missing: [],
  });
  const out = { attack: empty(), support: empty(), movement: empty(), subsystems: empty() };
  const ungrouped: string[] = [];
  for (const key of [...keys].sort()) {
    const entry = groups.of(key);
    if (entry === undefined) {
      ungrouped.push(key);
      continue;
    }
    const g = out[entry.group];
    const done = cardImplemented(table, key);
    const partly = table.has(key) ? incompleteReason(table, key) : undefined;
    g.total++;
    if (done) g.implemented++;
    else if (partly !== undefined) g.missing.push({ key, reason: `incomplete: ${partly}` });
    else g.missing.push(entry.outOfScope === undefined ? { key } : { key, reason: entry.outOfScope });
    if (entry.outOfScope !== undefined) g.outOfScope++;
    if (standardLegal(points, key, shipAbilityStandard)) {
      g.standardTotal++;
      if (done) g.standardImplemented++;
    }
    // A device upgrade's detonation is written under device:<xws> (docs/abilities.md, Devices): its card's records.
    const records = [...table.get(key)];
    if (key.startsWith('upgrade:') && key.endsWith(':0')) records.push(...table.get(`device:${key.split(':')[1]}`));
    g.records += records.length;
    g.codeRecords += records.filter(usesCode).length;
  }
  return { groups: out, ungrouped };
}
