/**
 * Every ability record the engine has, by source key (source-keys.ts says the keys): the four card folders under
 * cards/ (each folder's index.ts collects its files) and the scenarios' own conditions, which stay with their
 * scenario. Only the ability table (ability-table.ts) reads this list; no rule module imports a card.
 */
import { knowledgeAbilities } from '../scenario/knowledge.js';
import { ATTACK } from './cards/attack/index.js';
import { MOVEMENT } from './cards/movement/index.js';
import { SUBSYSTEMS } from './cards/subsystems/index.js';
import { SUPPORT } from './cards/support/index.js';
import type { Ability } from './vocabulary/types.js';

/** The card folders by mechanism (docs/abilities.md, "Where a card goes"), each a list of its files' tables. */
export const CARD_FOLDERS = {
  attack: ATTACK,
  support: SUPPORT,
  movement: MOVEMENT,
  subsystems: SUBSYSTEMS,
} as const satisfies Record<string, readonly Readonly<Record<string, readonly Ability[]>>[]>;

export type CardFolder = keyof typeof CARD_FOLDERS;

/** Every implemented ability of the engine, by source key (pilots, upgrades, damage cards, conditions, ...). */
export function coreAbilities(): Map<string, readonly Ability[]> {
  const core = new Map<string, readonly Ability[]>();
  for (const table of [...Object.values(CARD_FOLDERS).flat(), knowledgeAbilities()]) {
    // A key written in two files keeps both lists, in this order (the card-folder test forbids it for cards).
    for (const [key, list] of Object.entries(table)) core.set(key, [...(core.get(key) ?? []), ...list]);
  }
  return core;
}
