import conditions from '../data/conditions.json' with { type: 'json' };
import damageDecks from '../data/damage-decks.json' with { type: 'json' };
import factions from '../data/factions.json' with { type: 'json' };
import pilots from '../data/pilots.json' with { type: 'json' };
import points from '../data/points.json' with { type: 'json' };
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
      pointsSets: points as unknown as PointsSet[],
      sourceIssues: sourceIssues as unknown as string[],
    }),
  );
  return loaded;
}
