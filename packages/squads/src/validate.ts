import { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
import { orList } from './normalize.js';
import { buildContext, type Rule, type RuleCtx } from './rules/context.js';
import { knownCards, oneFaction } from './rules/faction.js';
import { limitedNames, oneCopyPerShip, restrictedCards } from './rules/limits.js';
import { standardLoadouts } from './rules/loadouts.js';
import { legalInFormat, priced, priceShip, withinPoints } from './rules/points.js';
import { solitary, standardized, upgradeRestrictions } from './rules/restrictions.js';
import { fitsSlots } from './rules/slots.js';
import {
  FORMATS,
  type Format,
  type Squad,
  type SquadProblem,
  type ValidateOptions,
  type ValidationResult,
  WARNING_CODES,
} from './types.js';
import { choosePointsSet, isDate } from './choose.js';
import { evidenceOf, ownPointsSet } from './ruleset.js';
import { parseXws } from './xws.js';
import { pilotRequirements } from './rules/pilot-requirements.js';

/** The squad-building rules, in the order their problems are listed for one ship. */
export const RULES: readonly Rule[] = [
  knownCards,
  oneFaction,
  priced,
  legalInFormat,
  withinPoints,
  standardLoadouts,
  fitsSlots,
  oneCopyPerShip,
  upgradeRestrictions,
  solitary,
  standardized,
  limitedNames,
  restrictedCards,
  pilotRequirements,
];

/** A points set id or format the caller named that does not exist: a usage error, not a squad problem. */
export class SquadOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SquadOptionError';
  }
}

/** The points set ids the content knows, for `--points`. */
export function pointsSetIds(content: SquadContent): string[] {
  return content.pointsSetIds();
}

/** The points set and format the options name (format undefined when they name none); SquadOptionError for unknown ones. */
export function resolveOptions(content: SquadContent, options: ValidateOptions): { setId: string; format?: Format } {
  const setId = options.pointsSet ?? DEFAULT_POINTS_SET;
  const format = options.format;
  if (!content.pointsSetIds().includes(setId))
    throw new SquadOptionError(
      `unknown points set "${setId}"; the points sets are ${orList(content.pointsSetIds().map((s) => `"${s}"`))}`,
    );
  if (format !== undefined && !FORMATS.includes(format))
    throw new SquadOptionError(`unknown format "${String(format)}"; the formats are ${orList([...FORMATS])}`);
  if (options.date !== undefined && !isDate(options.date))
    throw new SquadOptionError(`the date must be a day written YYYY-MM-DD, not "${options.date}"`);
  return { setId, format };
}

/** Where a path sits in the squad, for listing problems ship by ship: squad-wide first, then by ship and upgrade. */
function order(ctx: RuleCtx): (path: string) => number {
  const at = new Map<string, number>();
  for (const ship of ctx.ships) {
    at.set(ship.path, (ship.index + 1) * 1000);
    ship.upgrades.forEach((u) => at.set(u.path, (ship.index + 1) * 1000 + u.index + 1));
  }
  return (path) => {
    const known = at.get(path);
    if (known !== undefined) return known;
    const m = /^pilots\[(\d+)\]/.exec(path);
    return m ? (Number(m[1]) + 1) * 1000 + 999 : 0;
  };
}

/**
 * Prices a squad in a points set and checks every squad-building rule, reporting every problem found (each with a
 * path into the squad's XWS, a code and a sentence), never only the first. Throws SquadOptionError for an unknown
 * points set or format.
 */
export function validateSquad(squad: Squad, content: SquadContent, options: ValidateOptions = {}): ValidationResult {
  const { setId, format } = resolveOptions(content, options);
  const set = content.pointsSet(setId)!;
  // Every format is checked, so that the result says where the squad is legal whichever one was asked for. Only
  // the format rule depends on the format: the others run once.
  const ctx = buildContext(squad, content, set, 'standard');
  const rank = order(ctx);
  const once = RULES.map((rule) => (rule === legalInFormat ? [] : rule(ctx)));
  const checked = FORMATS.map((f) => {
    const problems = RULES.flatMap((rule, i) => (rule === legalInFormat ? rule({ ...ctx, format: f }) : once[i]!))
      .map((e, i) => ({ e, i, r: rank(e.path) }))
      .sort((a, b) => a.r - b.r || a.i - b.i)
      .map(({ e }) => e);
    return { format: f, ctx, problems, errors: problems.filter((p) => !WARNING_CODES.has(p.code)) };
  });
  const formats = checked.filter((c) => c.errors.length === 0).map((c) => c.format);
  const chosen = checked.find((c) => c.format === (format ?? formats[0] ?? 'standard'))!;
  const ships = chosen.ctx.ships.map((ship) => priceShip(chosen.ctx, ship));
  const points = ships.reduce((sum, s) => sum + s.points, 0);
  return {
    valid: chosen.errors.length === 0,
    points,
    limit: set.squadLimit,
    deficit: Math.max(0, set.squadLimit - points),
    pointsSet: setId,
    why: options.why ?? (options.pointsSet === undefined ? `the default set` : 'named by the caller'),
    format: chosen.format,
    formats,
    ships,
    errors: chosen.errors,
    warnings: chosen.problems.filter((p) => WARNING_CODES.has(p.code)),
  };
}

/** Problems about the same thing: one place (a pilot's id, whatever its key) and one kind (unknown or ambiguous). */
function sameThing(p: SquadProblem): string {
  const code =
    p.code === 'no-card-data' ? 'unknown' : p.code.replace(/-(pilot|upgrade)$/, '').replace(/^ambiguous/, 'unknown');
  return `${p.path.replace(/\.(id|name)$/, '')}\n${code}`;
}

/** Merges reading problems into a result: the rules' problems about the same thing are not repeated. */
export function withProblems(result: ValidationResult, problems: readonly SquadProblem[]): ValidationResult {
  const seen = new Set(problems.map(sameThing));
  const read = problems.filter((p) => !WARNING_CODES.has(p.code));
  const errors = [...read, ...result.errors.filter((e) => !seen.has(sameThing(e)))];
  const warnings = [...problems.filter((p) => WARNING_CODES.has(p.code)), ...result.warnings];
  return { ...result, valid: errors.length === 0, errors, warnings };
}

/**
 * Reads XWS (an object or its JSON text) and validates it: the reading problems first, then the rules'. The points set
 * and format are the options', else the ones the file names (its ruleset, version or vendor block), else the defaults.
 */
export function validateXws(input: unknown, content: SquadContent, options: ValidateOptions = {}) {
  const { squad, problems, rules } = parseXws(input, content);
  const format = options.format ?? rules.format;
  const chosen = chooseSet(input, squad, content, { ...options, ...(format !== undefined ? { format } : {}) });
  return { squad, rules, result: withProblems(chosen.result, problems) };
}

/**
 * The points set to check a squad in, and why: the caller's, else the file's own vendor block's, else the one its
 * tag, total, link and date point to, checked by pricing the squad (choosePointsSet).
 */
export function chooseSet(
  input: unknown,
  squad: Squad,
  content: SquadContent,
  options: ValidateOptions = {},
): { pointsSet: string; why: string; result: ValidationResult } {
  resolveOptions(content, options);
  const format = options.format !== undefined ? { format: options.format } : {};
  // The squad priced in each set tried, so that the chosen set's result is not computed twice.
  const results = new Map<string, ValidationResult>();
  const inSet = (id: string) => {
    let r = results.get(id);
    if (r === undefined) results.set(id, (r = validateSquad(squad, content, { pointsSet: id, ...format })));
    return r;
  };
  const done = (pointsSet: string, why: string) => ({ pointsSet, why, result: { ...inSet(pointsSet), why } });
  if (options.pointsSet !== undefined) return done(options.pointsSet, options.why ?? 'named by the caller');
  let doc = input;
  if (typeof input === 'string')
    try {
      doc = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch {
      doc = undefined;
    }
  const own = ownPointsSet(doc, content);
  if (own !== undefined) return done(own, `its xwing-table vendor block names ${own}`);
  const evidence = { ...evidenceOf(doc), ...(options.date !== undefined ? { date: options.date } : {}) };
  if (Object.keys(evidence).length === 0)
    return done(DEFAULT_POINTS_SET, 'nothing in the file names a set: the current X-Wing Alliance points');
  const chosen = choosePointsSet(evidence, content, (id) => {
    const r = inSet(id);
    return { total: r.points, valid: r.valid };
  });
  return done(chosen.pointsSet, chosen.why);
}
