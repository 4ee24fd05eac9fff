/**
 * What a builder's link says about the points a squad was built for, read from its header alone (no id tables, so
 * choosing a points set costs no link decoding): YASB's code version, game mode and squad size
 * (`d=v10ZsZ50Z…`), Launch Bay Next's total and ruleset (`lbx='name'.50.2.0.1.…`).
 */

export interface LinkFacts {
  /** "XWA" or "AMG": whose points the builder priced the squad with. */
  ruleset?: 'XWA' | 'AMG';
  /** The squad size those points are for (20 or 50). */
  size?: number;
  /** The squad's total, where the link carries it (Launch Bay Next). */
  total?: number;
  /** What the link says, for a `why`: 'YASB link "v9ZbZ20Z" (X-Wing Alliance, 20 points)'. */
  says: string;
}

/**
 * YASB's code versions and modes: v10 is its X-Wing Alliance builder (50-point points only, whatever size the player
 * set: the `Z20Z` of some v10 links is a target the builder does not price by); v9 was the AMG 2.5 builder, whose
 * "b" (beta) mode carried X-Wing Alliance's 20-point beta and R points; its other modes AMG's.
 */
function yasbFacts(code: string): LinkFacts | undefined {
  const m = /^v(\d+|undefined)Z([a-z])Z(\d*)Z/.exec(code);
  if (!m) return undefined;
  const head = `YASB link "${m[0]}"`;
  if (m[1] === '10') return { ruleset: 'XWA', size: 50, says: `${head} (X-Wing Alliance, 50 points)` };
  if (m[1] === '9' && m[2] === 'b') return { ruleset: 'XWA', size: 20, says: `${head} (X-Wing Alliance, 20 points)` };
  if (m[1] === '9') return { ruleset: 'AMG', size: 20, says: `${head} (AMG, 20 points)` };
  return undefined;
}

/** Launch Bay Next: `name.total.faction.format.ruleset.…` (ruleset 1 X-Wing Alliance, 2 legacy); older links lack it. */
function lbnFacts(raw: string): LinkFacts | undefined {
  const s = raw.replace(/%27/gi, "'");
  const name = /^'[^']*'\.|^[^.']*\./.exec(s);
  if (!name) return undefined;
  const [total, , , ruleset] = s.slice(name[0].length).split('.');
  if (total === undefined || !/^\d+$/.test(total)) return undefined;
  const says = `Launch Bay Next link (total ${total})`;
  if (ruleset === '2') return { total: Number(total), says };
  return { ruleset: 'XWA', total: Number(total), says };
}

/** The facts of a link, or undefined when the text is not one this reads. */
export function linkFacts(link: string): LinkFacts | undefined {
  const query = link.slice(link.indexOf('?') + 1).split('#')[0]!;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const [key, value] = [part.slice(0, eq), part.slice(eq + 1)];
    if (key === 'lbx') return lbnFacts(value);
    if (key === 'd') {
      try {
        return yasbFacts(decodeURIComponent(value));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
