/**
 * Squads players kept from X-Wing 2.0 (2018–19), brought into today's cards (issue 23, item 7). Most 2.0 ids are
 * today's; the slot keys of the time (`ept`, `mod`, `system` …) are read by parseXws anyway. What was renamed is in
 * RENAMED, each with where the rename is seen; a card that no longer exists is named, with its path, not guessed.
 */
import { type SquadContent } from './content.js';
import type { Squad, SquadProblem } from './types.js';
import { parseXws } from './xws.js';

/** A 2.0 id and today's, with the evidence. */
export interface Rename {
  kind: 'pilot' | 'upgrade';
  from: string;
  to: string;
  source: string;
}

/**
 * The 2.0 ids of the ListFortress lists of 2018–19 (../shared/data/lists/listfortress-2018-2019.jsonl) that no card
 * of today's data (../shared/data/xwing-data2, gregkash16 fork 7fc3f76) has, mapped to the card of the same name,
 * faction and ship there. The 2.0 ids are those the builders of the time wrote (YASB, sb2xws, Launch Bay Next).
 */
export const RENAMED: readonly Rename[] = [
  {
    kind: 'pilot',
    from: 'oddballarc170',
    to: 'oddball-arc170starfighter',
    source: '“Oddball”, Galactic Republic ARC-170 Starfighter: today suffixed by ship (three more Oddballs since)',
  },
  {
    kind: 'pilot',
    from: 'ricolie-nabooroyaln1starfighter',
    to: 'ricolie',
    source: 'Ric Olié, Galactic Republic Naboo Royal N-1 Starfighter: the only Ric Olié today, unsuffixed',
  },
  {
    kind: 'pilot',
    from: 'niennumb-t70xwing',
    to: 'niennunb',
    source: 'Nien Nunb, Resistance T-70 X-wing: the builders of 2019 misspelt his name; the only Nien Nunb pilot today',
  },
  {
    kind: 'upgrade',
    from: 'hansolo',
    to: 'hansolo-rebel',
    source:
      'Han Solo, Rebel Alliance gunner: "hansolo" in xwing-data2 at 9e8ec96 (2018-12-13, data/upgrades/gunner.json), ' +
      '"hansolo-rebel" today (the same rename as the BV2 points file, ../shared/data/README.md)',
  },
  {
    kind: 'upgrade',
    from: 'rey',
    to: 'rey-gunner',
    source: 'Rey, Resistance gunner: "rey-gunner" in xwing-data2 since f727ddb (2018-12-10, "Add missing Rey Gunner")',
  },
  {
    kind: 'upgrade',
    from: 'chewbaccaresistance',
    to: 'chewbacca-crew-swz19',
    source: 'Chewbacca, Resistance crew: "chewbacca-crew-swz19" in xwing-data2 since 64ae9b0 (2018-10-03)',
  },
  {
    kind: 'upgrade',
    from: 'reysmilleniumfalcon',
    to: 'reysmillenniumfalcon',
    source: 'Rey’s Millennium Falcon, Resistance title: spelling corrected in xwing-data2 0c7069e (2019-01-30)',
  },
  // The community's X-Wing 2.0 legacy formats (X2PO, XLC) of 2025–26 build with xwing-legacy.com (YASB 2.0), whose ids
  // for cards printed after 2.0 differ from today's in these (the legacy squads of ../shared/data/lists/m3tacron-2025-
  // 2026.jsonl; each mapped to the card of the same name, faction and ship).
  {
    kind: 'pilot',
    from: 'landocalrissianresistance',
    to: 'landocalrissian-scavengedyt1300',
    source: 'Lando Calrissian, Resistance Scavenged YT-1300 (xwing-legacy.com): today suffixed by ship',
  },
  {
    kind: 'pilot',
    from: 'durge-rogueclassstarfighter',
    to: 'durge',
    source: 'Durge, Scum and Villainy Rogue-class Starfighter (xwing-legacy.com): the Scum Durge is unsuffixed today',
  },
  {
    kind: 'pilot',
    from: 'warthogz95',
    to: 'warthog-clonez95headhunter',
    source: '“Warthog”, Galactic Republic Clone Z-95 Headhunter (xwing-legacy.com): today suffixed by ship',
  },
  {
    kind: 'pilot',
    from: 'wedgeantilles-battleofyavin-lsl',
    to: 'wedgeantilles-battleofyavin',
    source:
      'Wedge Antilles (Battle of Yavin), Rebel T-65 X-wing: xwing-legacy.com lists the standard-loadout pilot a second ' +
      'time, "-lsl", with its upgrades chosen by the player (the legacy formats allow it; X-Wing Alliance does not)',
  },
  {
    kind: 'pilot',
    from: 'wolffe-siegeofcoruscant-lsl',
    to: 'wolffe-siegeofcoruscant',
    source:
      '“Wolffe” (Siege of Coruscant), Galactic Republic ARC-170: xwing-legacy.com\'s "-lsl" copy of the standard-' +
      'loadout pilot, with upgrades chosen by the player',
  },
];

/**
 * 2.0's Delta-7B was a configuration of the Delta-7 Aethersprite; 2.5 prints Delta-7B pilots as a ship of their own
 * (delta7baethersprite, "<pilot>-delta7baethersprite"). A pilot listed with it becomes that pilot, without it.
 */
const DELTA_7B = 'delta7b';
const DELTA_7B_SHIP = 'delta7baethersprite';

export interface LegacyImport {
  squad: Squad;
  /** What was read under another id, at its path in the 2.0 file. */
  renamed: { path: string; from: string; to: string; source: string }[];
  /** Cards of the file that no longer exist (or have no card data): their paths, ids and what parseXws said. */
  gone: SquadProblem[];
  /** Every reading problem, `gone` included. */
  problems: SquadProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Imports a 2.0 squad (XWS object) into today's cards: renamed ids read as today's, the rest named if gone. */
export function importLegacyXws(doc: unknown, content: SquadContent): LegacyImport {
  const renamed: LegacyImport['renamed'] = [];
  const copy = isObject(doc) ? structuredClone(doc) : doc;
  const byId = (kind: Rename['kind'], id: unknown) =>
    typeof id === 'string' && content[kind](id) === undefined
      ? RENAMED.find((r) => r.kind === kind && r.from === id)
      : undefined;
  if (isObject(copy) && Array.isArray(copy.pilots))
    copy.pilots.forEach((p: unknown, i) => {
      if (!isObject(p)) return;
      const key = p.id !== undefined ? 'id' : 'name';
      const r = byId('pilot', p[key]);
      if (r) {
        renamed.push({ path: `pilots[${i}].${key}`, from: r.from, to: r.to, source: r.source });
        p[key] = r.to;
      }
      if (!isObject(p.upgrades)) return;
      for (const [slot, list] of Object.entries(p.upgrades)) {
        if (!Array.isArray(list)) continue;
        list.forEach((u: unknown, j) => {
          const path = `pilots[${i}].upgrades.${slot}[${j}]`;
          const ru = byId('upgrade', u);
          if (ru) {
            renamed.push({ path, from: ru.from, to: ru.to, source: ru.source });
            list[j] = ru.to;
          }
        });
        const at = list.indexOf(DELTA_7B);
        const pilotId = p[key];
        const becomes = typeof pilotId === 'string' ? `${pilotId}-${DELTA_7B_SHIP}` : undefined;
        if (at >= 0 && becomes !== undefined && content.pilot(becomes) !== undefined) {
          renamed.push({
            path: `pilots[${i}].${key}`,
            from: `${String(pilotId)} + ${DELTA_7B}`,
            to: becomes,
            source: '2.0’s Delta-7B configuration is a ship of its own in 2.5 (delta7baethersprite pilots)',
          });
          p[key] = becomes;
          p.ship = DELTA_7B_SHIP;
          list.splice(at, 1);
        }
      }
    });
  const { squad, problems } = parseXws(copy, content);
  const gone = problems.filter((p) => /^(unknown|ambiguous)-(pilot|upgrade)$|^no-card-data$/.test(p.code));
  return { squad, renamed, gone, problems };
}
