import { choosePointsSet, namesASet, type PointsEvidence } from './choose.js';
import type { SquadContent } from './content.js';
import { linkFacts } from './link-facts.js';
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
 * The points set and format a squad's XWS names: this project's own vendor block; else the set its tag, its
 * builder's total and its builder's link point to (choosePointsSet, without a date or pricing: validateXws also
 * prices the squad and takes the event's date); a format ("standard" or "extended", as Launch Bay Next's links
 * carry). A file that says nothing of its points gets no set.
 */
export function rulesFromXws(doc: unknown, content: SquadContent): FileRules {
  if (!isObject(doc)) return {};
  const out: FileRules = {};
  const own = ownBlock(doc);
  const format = own?.format ?? doc.format;
  if (typeof format === 'string' && (FORMATS as readonly string[]).includes(format.toLowerCase()))
    out.format = format.toLowerCase() as Format;
  const ownSet = ownPointsSet(doc, content);
  if (ownSet !== undefined) {
    out.pointsSet = ownSet;
    out.because = `its xwing-table vendor block names ${ownSet}`;
    return out;
  }
  const evidence = evidenceOf(doc);
  // Only a tag or a link names a set: a file with neither (a total at most) is left to the caller, who may have a
  // set for the whole game (play, sim) or price the squad to choose one (validateXws).
  if (!namesASet(evidence, content)) return out;
  const chosen = choosePointsSet(evidence, content);
  out.pointsSet = chosen.pointsSet;
  out.because = chosen.why;
  return out;
}

function ownBlock(doc: Record<string, unknown>): Record<string, unknown> | undefined {
  return isObject(doc.vendor) && isObject(doc.vendor['xwing-table']) ? doc.vendor['xwing-table'] : undefined;
}

/** The points set this project's own vendor block names (what toXws writes), when the content knows it. */
export function ownPointsSet(doc: unknown, content: SquadContent): string | undefined {
  const set = isObject(doc) ? ownBlock(doc)?.pointsSet : undefined;
  return typeof set === 'string' && content.pointsSetIds().includes(set) ? set : undefined;
}

/** What an XWS document says of its points set: its tag, its builder's total, its builder's link. */
export function evidenceOf(doc: unknown): PointsEvidence {
  if (!isObject(doc)) return {};
  const out: PointsEvidence = {};
  if (typeof doc.ruleset === 'string' && doc.ruleset.trim() !== '') out.ruleset = doc.ruleset.trim();
  if (typeof doc.version === 'string' && doc.version.trim() !== '') out.version = doc.version.trim();
  if (typeof doc.points === 'number' && Number.isFinite(doc.points)) out.total = doc.points;
  if (isObject(doc.vendor))
    for (const v of Object.values(doc.vendor))
      if (isObject(v) && typeof v.link === 'string' && linkFacts(v.link) !== undefined) {
        out.link = v.link;
        break;
      }
  return out;
}

/** The ruleset and version `toXws` writes for a points set, the way YASB writes them (and reads them back). */
export function xwsRulesetOf(pointsSet: string): { ruleset: string; version: string } {
  const xwa = /^xwa-50p(\d+\.\d+)$/.exec(pointsSet);
  if (xwa) return { ruleset: 'XWA', version: `50P-${xwa[1]}` };
  // YASB's tags for the 20-point X-Wing Alliance sets ("R2", "BV2").
  const xwa20 = /^xwa-(r\d+|bv\d+)-20pt$/.exec(pointsSet);
  if (xwa20) return { ruleset: 'XWA', version: xwa20[1]!.toUpperCase() };
  if (pointsSet.startsWith('amg-')) return { ruleset: 'AMG', version: '2.5.0' };
  return { ruleset: pointsSet, version: '2.0.0' };
}
