/**
 * Facts from the committed content data the page needs beside the engine's view (ship stats for the odds, dials,
 * pilot and ship names), loaded on demand as separate chunks so the first load stays small.
 */
import type { GameView } from '@xwing/engine';
import { createContext, useContext, useEffect, useState } from 'react';
import { type SummaryTable, summaryText } from './card-summaries.js';

type Ship = GameView['ships'][number];

interface ShipStats {
  attacks: { arc: string; value: number }[];
  agility: number;
}

export interface CardData {
  statsOf(ship: Ship, faction: string): ShipStats | undefined;
  /** The ship's printed dial: maneuver code → difficulty. */
  dialOf(ship: Ship, faction: string): Map<string, string> | undefined;
  pilotName(xws: string): string | undefined;
  shipName(xws: string): string | undefined;
  /** A pilot's ship ability's name, if its ship has one. */
  pilotShipAbility(xws: string): string | undefined;
  /** A pilot's printed Force (the most it can have). */
  pilotForce(xws: string): number | undefined;
  /** A pilot's printed charges (the most it can have). */
  pilotCharges(xws: string): number | undefined;
  /** An upgrade card's side: its title, slot type, printed charges and the ship ability it gives, if any. */
  upgradeSide(
    xws: string,
    side: number,
  ): { title: string; type?: string; charges?: number; shipAbility?: string } | undefined;
  /** The ship's action bar (the pilot's own, where it has one): each action, its difficulty, a linked action. */
  actionsOf(ship: Ship, faction: string): ShipAction[] | undefined;
  /** An upgrade card's name (its first side's). */
  upgradeName(xws: string): string | undefined;
  /**
   * What a card does, in our own words (its ability records' summaries, card-summaries.ts), by source key
   * ("pilot:<xws>", "upgrade:<xws>:<side>", "ship-ability:<id>"); `name` is the card's name shown beside it.
   */
  summary(key: string, name?: string): string | undefined;
}

interface UpgradeRow {
  xws: string;
  name: string;
  sides: { title: string; type?: string; charges?: { value: number }; shipAbility?: string }[];
}

export interface ShipAction {
  type: string;
  difficulty: string;
  linked?: { type: string; difficulty: string };
}

interface ShipRow {
  xws: string;
  name: string;
  faction: string;
  stats: ShipStats;
  dial: { code: string; difficulty: string }[];
  actions?: ShipAction[];
}

/**
 * The cards a table shows: the 2.5 cards ("v2"), or the first edition's ("v1", first-edition and junior games: their
 * rule set's `edition`, which the service's options say). The game and replay pages provide it; the lobby's builder
 * reads the 2.5 cards.
 */
export type CardEdition = 'v2' | 'v1';
export const CardEditionContext = createContext<CardEdition>('v2');

const loading = new Map<CardEdition, Promise<CardData>>();

type Loaded = [{ default: unknown }, { default: unknown }, { default: unknown }, { default: SummaryTable }];

/** The first edition's cards: one small file (scripts/convert-content-v1.mjs), its summaries built as the 2.5 ones. */
function loadFirstEdition(): Promise<Loaded> {
  return Promise.all([import('../../content/data-v1/content.json'), import('virtual:card-summaries-v1')]).then(
    ([c, summaries]) => {
      const data = c.default as unknown as { ships: unknown; pilots: unknown; upgrades: unknown };
      return [{ default: data.ships }, { default: data.pilots }, { default: data.upgrades }, summaries];
    },
  );
}

export function loadCardData(edition: CardEdition = 'v2'): Promise<CardData> {
  const known = loading.get(edition);
  if (known) return known;
  const files: Promise<Loaded> =
    edition === 'v1'
      ? loadFirstEdition()
      : Promise.all([
          import('../../content/data/ships.json'),
          import('../../content/data/pilots.json'),
          import('../../content/data/upgrades.json'),
          import('virtual:card-summaries'),
        ]);
  const data = files.then(([ships, pilots, upgrades, summaries]): CardData => {
    const summaryBy: SummaryTable = summaries.default;
    const shipList = ships.default as unknown as ShipRow[];
    const pilotBy = new Map(
      (
        pilots.default as unknown as {
          xws: string;
          name: string;
          shipStats?: ShipStats;
          charges?: { value: number };
          force?: { value: number };
          shipAbility?: string;
          shipActions?: ShipAction[];
        }[]
      ).map((p) => [p.xws, p]),
    );
    const upgradeBy = new Map((upgrades.default as unknown as UpgradeRow[]).map((u) => [u.xws, u]));
    const shipRow = (xws: string, faction: string) =>
      shipList.find((s) => s.xws === xws && s.faction === faction) ?? shipList.find((s) => s.xws === xws);
    return {
      statsOf: (ship, faction) => pilotBy.get(ship.pilot)?.shipStats ?? shipRow(ship.ship, faction)?.stats,
      dialOf: (ship, faction) => {
        const row = shipRow(ship.ship, faction);
        return row && new Map(row.dial.map((m) => [m.code, m.difficulty]));
      },
      pilotName: (xws) => pilotBy.get(xws)?.name,
      shipName: (xws) => shipList.find((s) => s.xws === xws)?.name,
      pilotShipAbility: (xws) => pilotBy.get(xws)?.shipAbility,
      pilotForce: (xws) => pilotBy.get(xws)?.force?.value,
      pilotCharges: (xws) => pilotBy.get(xws)?.charges?.value,
      upgradeSide: (xws, side) => {
        const sd = upgradeBy.get(xws)?.sides[side];
        return (
          sd && {
            title: sd.title,
            ...(sd.type ? { type: sd.type } : {}),
            ...(sd.charges ? { charges: sd.charges.value } : {}),
            ...(sd.shipAbility !== undefined ? { shipAbility: sd.shipAbility } : {}),
          }
        );
      },
      upgradeName: (xws) => upgradeBy.get(xws)?.name,
      actionsOf: (ship, faction) => pilotBy.get(ship.pilot)?.shipActions ?? shipRow(ship.ship, faction)?.actions,
      summary: (key, name) => summaryText(summaryBy[key], name),
    };
  });
  loading.set(edition, data);
  return data;
}

/** The card data once loaded (null until then): of `given`'s edition, else of the page's (CardEditionContext). */
export function useCardData(given?: CardEdition): CardData | null {
  const provided = useContext(CardEditionContext);
  const edition = given ?? provided;
  const [data, setData] = useState<{ edition: CardEdition; cards: CardData } | null>(null);
  useEffect(() => {
    let live = true;
    void loadCardData(edition).then((cards) => live && setData({ edition, cards }));
    return () => {
      live = false;
    };
  }, [edition]);
  return data?.edition === edition ? data.cards : null;
}
