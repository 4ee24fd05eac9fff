/**
 * The engine's card abilities, by source key (registry.ts explains the keys): every card definition module, the
 * damage deck and the scenario's conditions. Only the ability table (table.ts) reads this list; no rule module
 * imports a card.
 */
import { knowledgeAbilities } from '../scenario/knowledge.js';
import { DAMAGE_CARD_ABILITIES } from './cards/damage.js';
import { DEVICE_ABILITIES } from './cards/devices.js';
import { ABILITIES as TIE_PILOTS } from './cards/pilots-tie.js';
import { OBSTACLE_ABILITIES } from './cards/obstacles.js';
import { TOKEN_ABILITIES } from './cards/tokens.js';
import { ABILITIES as XWING_PILOTS } from './cards/pilots-xwing.js';
import { ABILITIES as XWING_VARIANT_PILOTS } from './cards/pilots-xwing-variants.js';
import { CARD_ABILITIES } from './cards/upgrades.js';
import type { Ability } from './vocabulary/types.js';

/** Every implemented ability of the engine, by source key (pilots, upgrades, damage cards, conditions). */
export function coreAbilities(): Map<string, readonly Ability[]> {
  const core = new Map<string, readonly Ability[]>();
  for (const [xws, list] of Object.entries(DAMAGE_CARD_ABILITIES)) core.set(`damage:${xws}`, [...list]);
  for (const table of [
    CARD_ABILITIES,
    DEVICE_ABILITIES,
    XWING_PILOTS,
    XWING_VARIANT_PILOTS,
    TIE_PILOTS,
    knowledgeAbilities(),
    TOKEN_ABILITIES,
    OBSTACLE_ABILITIES,
  ]) {
    for (const [key, list] of Object.entries(table)) core.set(key, [...(core.get(key) ?? []), ...list]);
  }
  return core;
}
