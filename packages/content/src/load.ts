import conditions from '../data/conditions.json' with { type: 'json' };
import damageDecks from '../data/damage-decks.json' with { type: 'json' };
import factions from '../data/factions.json' with { type: 'json' };
import pilots from '../data/pilots.json' with { type: 'json' };
import amg20 from '../data/points/amg-2.5-20pt.json' with { type: 'json' };
import xwa50p10 from '../data/points/xwa-50p1.0.json' with { type: 'json' };
import xwa50p11 from '../data/points/xwa-50p1.1.json' with { type: 'json' };
import xwa50p20 from '../data/points/xwa-50p2.0.json' with { type: 'json' };
import bv2 from '../data/points/xwa-bv2-20pt.json' with { type: 'json' };
import r2 from '../data/points/xwa-r2-20pt.json' with { type: 'json' };
import ships from '../data/ships.json' with { type: 'json' };
import sourceIssues from '../data/source-issues.json' with { type: 'json' };
import upgrades from '../data/upgrades.json' with { type: 'json' };
import { type Content, deepFreeze, indexContent } from './indexing.js';
import type { Condition, DamageDeck, Faction, Pilot, PointsSet, Ship, Upgrade } from './types.js';

let loaded: Content | undefined;

/** The committed data, loaded once (it is immutable: frozen) and indexed by xws id. */
export function loadContent(): Content {
  loaded ??= indexContent(
    deepFreeze({
      // The JSON files are written by scripts/convert-content.mjs in exactly these shapes; the integrity tests check
      // them against the unions of types.ts.
      factions: factions as unknown as Faction[],
      ships: ships as unknown as Ship[],
      pilots: pilots as unknown as Pilot[],
      upgrades: upgrades as unknown as Upgrade[],
      damageDecks: damageDecks as unknown as DamageDeck[],
      conditions: conditions as unknown as Condition[],
      // In the order of data/points-sets.json (by file name), which the tests check.
      pointsSets: [amg20, xwa50p10, xwa50p11, xwa50p20, bv2, r2] as unknown as PointsSet[],
      sourceIssues: sourceIssues as unknown as string[],
    }),
  );
  return loaded;
}
