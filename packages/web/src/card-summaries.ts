/**
 * Ability summaries for the ship cards (issue 27 item 3): what each implemented pilot, upgrade side and ship ability
 * does, in the project's own words — the `summary` of the engine's ability records, never card text. The table is
 * built from the engine's ability table when the page is built (vite.config.ts, module `virtual:card-summaries`) and
 * loaded on demand with the other card data (card-data.ts), so it is never stale and never in the first load.
 */

/** Source key ("pilot:<xws>", "upgrade:<xws>:<side>", "ship-ability:<id>") → its records' distinct summaries. */
export type SummaryTable = Readonly<Record<string, readonly string[]>>;

/** The part of the engine's ability table read here (AbilityTable's keys and get). */
export interface RecordsByKey {
  keys(): readonly string[];
  get(key: string): readonly { summary: string }[];
}

/** The sources a ship card shows (its pilot, its upgrades' sides, its ship ability). */
const SHOWN = /^(?:pilot|upgrade|ship-ability):/;

/** The summaries of every pilot, upgrade side and ship ability with records, keys sorted, each card's distinct. */
export function summaryTable(table: RecordsByKey): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of [...table.keys()].filter((k) => SHOWN.test(k)).sort()) {
    const list = [...new Set(table.get(key).map((a) => a.summary.trim()))].filter((s) => s.length > 0);
    if (list.length) out[key] = list;
  }
  return out;
}

/**
 * One card's summaries as one line: a leading "<card name>: " is dropped (the card already shows its name), each
 * sentence ends with a full stop, several records of one card joined.
 */
export function summaryText(list: readonly string[] | undefined, name?: string): string | undefined {
  if (!list?.length) return undefined;
  const prefix = name ? `${name}: ` : undefined;
  const parts = [
    ...new Set(
      list.map((s) => {
        const body = prefix && s.startsWith(prefix) ? s.slice(prefix.length) : s;
        const text = body.charAt(0).toUpperCase() + body.slice(1);
        return /[.!?)]$/.test(text) ? text : `${text}.`;
      }),
    ),
  ];
  return parts.join(' ');
}
