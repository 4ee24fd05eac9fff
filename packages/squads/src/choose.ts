/**
 * Which points set a squad was built under (issue 23). A builder's tag is what its exporting code said, not proof:
 * YASB wrote "BV2" on squads that add up only under R2, and "AMG 09/06/2024" on 50-point squads; Launch Bay Next's
 * `version` is an edit counter. So the set is chosen from all there is: the tag, what the link says of the squad (its
 * builder's version and size), the squad's size, and the event's date; and, where the builder's total is known, the
 * set under which the squad adds up to it (and is legal) is preferred. Every choice says why, in words.
 */
import type { PointsSetInfo } from '@xwing/content/core';
import { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
import { linkFacts } from './link-facts.js';

/** What a squad's file and its surroundings say about its points set. */
export interface PointsEvidence {
  /** The builder's tag: XWS `ruleset` and `version` ("XWA" + "50P-1.0", "AMG" + "09/06/2024"). */
  ruleset?: string;
  version?: string;
  /** The squad's total as its builder computed it (XWS `points`, a Launch Bay Next link's). */
  total?: number;
  /** The builder's link (from the file's vendor block, or the link the squad was read from). */
  link?: string;
  /** The day the squad was played (an event's date), YYYY-MM-DD. */
  date?: string;
}

/** How a candidate set prices the squad: its total, and whether the squad is legal there (in some format). */
export interface Judgement {
  total: number;
  valid: boolean;
}

export interface PointsChoice {
  pointsSet: string;
  /** Why this set, in a sentence for a player. */
  why: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a day as YYYY-MM-DD (and a real one). */
export function isDate(text: string): boolean {
  return (
    DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(text).toISOString().startsWith(text)
  );
}

const tagKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9./]/g, '');

/** The set a builder's tag names: its ruleset and version as the set's tags list them (spacing and case aside). */
function taggedSet(infos: readonly PointsSetInfo[], ruleset?: string, version?: string): PointsSetInfo | undefined {
  if (ruleset === undefined || version === undefined) return undefined;
  return infos.find((s) =>
    (s.tags ?? []).some((t) => tagKey(t.ruleset) === tagKey(ruleset) && tagKey(t.version) === tagKey(version)),
  );
}

/**
 * Whether the evidence names a set at all: a ruleset, a link, or a version some set is tagged with (a bare "2.5.0"
 * is XWS's own version, and Launch Bay Next's "2.38.156" an edit counter).
 */
export function namesASet(evidence: PointsEvidence, content: SquadContent): boolean {
  if (evidence.ruleset !== undefined || evidence.link !== undefined) return true;
  const v = evidence.version === undefined ? '' : tagKey(evidence.version);
  return content.pointsSetInfos().some((s) => (s.tags ?? []).some((t) => tagKey(t.version) === v));
}

/** The squad size a total belongs to: 20-point squads are at most 30, 50-point ones at most 100 (bids and overs). */
function sizeOfTotal(total: number): number | undefined {
  return total <= 30 ? 20 : total <= 100 ? 50 : undefined;
}

const isXwa = (s: PointsSetInfo) => s.tags?.some((t) => t.ruleset === 'XWA') ?? false;
const isAmg = (s: PointsSetInfo) => s.tags?.some((t) => t.ruleset === 'AMG') ?? false;

/** The set of this kind in force on a day; when none was (a set kept at events after it ended), the last before it. */
function setOnDate(sets: readonly PointsSetInfo[], date: string): PointsSetInfo | undefined {
  const started = sets.filter((s) => s.effective !== undefined && s.effective <= date);
  const inForce = started.find((s) => s.until === undefined || date <= s.until);
  if (inForce) return inForce;
  return [...started].sort((a, b) => (a.effective! < b.effective! ? 1 : -1))[0];
}

interface Candidate {
  set: PointsSetInfo;
  reason: string;
}

/**
 * Chooses the points set for a squad. `judge` prices the squad in a set (only called where a choice is to be
 * checked); without it, or without a builder's total, the first candidate is taken: the tag's set when it fits the
 * squad's size, else the set of that size in force on the date, else the newest of that size, else the default.
 */
export function choosePointsSet(
  evidence: PointsEvidence,
  content: SquadContent,
  judge?: (pointsSet: string) => Judgement | undefined,
): PointsChoice {
  const infos = content.pointsSetInfos();
  const facts = evidence.link === undefined ? undefined : linkFacts(evidence.link);
  // A Launch Bay Next link carries the builder's total; a YASB link its builder's era and size.
  const total = evidence.total ?? facts?.total;
  const size = facts?.size ?? (total === undefined ? undefined : sizeOfTotal(total));
  const ruleset = facts?.ruleset ?? (evidence.ruleset?.toUpperCase() === 'AMG' ? 'AMG' : undefined);
  const sizeSays = facts?.size !== undefined ? `its ${facts.says}` : `its total of ${total}`;
  const ofKind = infos.filter(
    (s) => (size === undefined || s.squadLimit === size) && (ruleset === 'AMG' ? isAmg(s) : isXwa(s)),
  );

  const candidates: Candidate[] = [];
  const add = (set: PointsSetInfo | undefined, reason: string) => {
    if (set && !candidates.some((c) => c.set.id === set.id)) candidates.push({ set, reason });
  };
  const tagged = taggedSet(infos, evidence.ruleset, evidence.version);
  const tagText = `its tag "${evidence.ruleset ?? ''} ${evidence.version ?? ''}"`;
  if (tagged && (size === undefined || tagged.squadLimit === size)) add(tagged, `${tagText} names it`);
  if (evidence.date !== undefined) {
    const dated = setOnDate(ofKind, evidence.date);
    const kind = `${size === undefined ? '' : `${size}-point `}${ruleset === 'AMG' ? 'AMG' : 'X-Wing Alliance'} set`;
    add(
      dated,
      `${size === undefined ? '' : `${sizeSays} makes it a ${size}-point squad, and `}it is the ${kind} for ${evidence.date}`,
    );
  }
  for (const s of [...ofKind].sort((a, b) => ((a.effective ?? '') < (b.effective ?? '') ? 1 : -1)))
    add(
      s,
      size === undefined
        ? 'the newest set'
        : `${sizeSays} makes it a ${size}-point squad, and it is the newest such set`,
    );
  if (tagged) add(tagged, `${tagText} names it, though ${sizeSays} does not fit its ${tagged.squadLimit} points`);
  add(
    infos.find((s) => s.id === DEFAULT_POINTS_SET),
    'nothing in the file names a set: the current X-Wing Alliance points',
  );
  const [first] = candidates;
  if (first === undefined) return { pointsSet: DEFAULT_POINTS_SET, why: 'the default set' };
  if (judge === undefined || total === undefined) return { pointsSet: first.set.id, why: first.reason };

  // The builder's total decides between candidates: the first that adds up to it and is legal, else the first that
  // adds up to it. The order above is kept among those.
  // Judged one by one, so that a squad that adds up in the first candidate reads no other set.
  const judged: { c: Candidate; j: Judgement | undefined }[] = [];
  let fits: { c: Candidate; j: Judgement | undefined } | undefined;
  for (const c of candidates) {
    const x = { c, j: judge(c.set.id) };
    judged.push(x);
    if (x.j?.total !== total) continue;
    if (x.j.valid) {
      fits = x;
      break;
    }
    fits ??= x;
  }
  if (fits === undefined)
    return {
      pointsSet: first.set.id,
      why: `${first.reason} (no set adds the squad up to its builder's ${total} points)`,
    };
  if (fits.c === first)
    return { pointsSet: first.set.id, why: `${first.reason}; the squad adds up to its builder's ${total} there` };
  const firstJ = judged[0]!.j;
  const there =
    firstJ === undefined
      ? 'cannot price it'
      : `prices it at ${firstJ.total}${firstJ.total === total && !firstJ.valid ? ' but finds it not legal' : ''}`;
  return {
    pointsSet: fits.c.set.id,
    why:
      `${fits.c.reason}; the squad adds up to its builder's ${total} points there` +
      ` (${first.set.id}, chosen first because ${first.reason}, ${there})`,
  };
}
