import { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
import { FORMATS, type Format } from './types.js';

/** What a squad's own file says it was built for: a points set and a format, with the reason in words. */
export interface FileRules {
  pointsSet?: string;
  format?: Format;
  /** Why: which fields said so, e.g. 'version "50P-2.0"'. */
  because?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The points set and format a squad's XWS names: this project's own vendor block; a version naming X-Wing Alliance
 * points ("50P-2.0", as YASB writes it); a ruleset ("XWA": the current X-Wing Alliance set; "AMG": AMG 2.5, 20 points);
 * a format ("standard" or "extended", as Launch Bay Next's links carry). Nothing it does not know is guessed.
 */
export function rulesFromXws(doc: unknown, content: SquadContent): FileRules {
  if (!isObject(doc)) return {};
  const out: FileRules = {};
  const known = (id: string) => content.pointsSet(id) !== undefined;
  const own = isObject(doc.vendor) && isObject(doc.vendor['xwing-table']) ? doc.vendor['xwing-table'] : undefined;
  const format = own?.format ?? doc.format;
  if (typeof format === 'string' && (FORMATS as readonly string[]).includes(format.toLowerCase()))
    out.format = format.toLowerCase() as Format;
  if (typeof own?.pointsSet === 'string' && known(own.pointsSet)) {
    out.pointsSet = own.pointsSet;
    out.because = `its xwing-table vendor block names ${own.pointsSet}`;
    return out;
  }
  const version = typeof doc.version === 'string' ? doc.version : '';
  const ruleset = typeof doc.ruleset === 'string' ? doc.ruleset.toUpperCase() : '';
  const xwa = /^50P-?(\d+)\.(\d+)$/i.exec(version.trim());
  if (xwa && known(`xwa-50p${xwa[1]}.${xwa[2]}`)) {
    out.pointsSet = `xwa-50p${xwa[1]}.${xwa[2]}`;
    out.because = `its version "${version}" names X-Wing Alliance's points ${xwa[1]}.${xwa[2]}`;
  } else if (ruleset === 'XWA') {
    out.pointsSet = DEFAULT_POINTS_SET;
    out.because = `its ruleset "${String(doc.ruleset)}" is X-Wing Alliance's (its current points)`;
  } else if (ruleset === 'AMG' && known('amg-2.5-20pt')) {
    out.pointsSet = 'amg-2.5-20pt';
    out.because = `its ruleset "${String(doc.ruleset)}" is AMG 2.5's (20 points)`;
  }
  return out;
}

/** The ruleset and version `toXws` writes for a points set, the way YASB writes them (and reads them back). */
export function xwsRulesetOf(pointsSet: string): { ruleset: string; version: string } {
  const xwa = /^xwa-50p(\d+\.\d+)$/.exec(pointsSet);
  if (xwa) return { ruleset: 'XWA', version: `50P-${xwa[1]}` };
  if (pointsSet.startsWith('amg-')) return { ruleset: 'AMG', version: '2.5.0' };
  return { ruleset: pointsSet, version: '2.0.0' };
}
