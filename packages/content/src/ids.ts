import type { FactionId, SlotId } from './types.js';

/** Every faction id, in the card data's order. */
export const FACTION_IDS: readonly FactionId[] = [
  'rebelalliance',
  'galacticempire',
  'scumandvillainy',
  'resistance',
  'firstorder',
  'galacticrepublic',
  'separatistalliance',
];

/** Every upgrade slot id, as XWS writes them. */
export const SLOT_IDS: readonly SlotId[] = [
  'astromech',
  'cannon',
  'cargo',
  'command',
  'configuration',
  'crew',
  'device',
  'force-power',
  'gunner',
  'hardpoint',
  'hyperdrive',
  'illicit',
  'missile',
  'modification',
  'sensor',
  'tactical-relay',
  'talent',
  'team',
  'tech',
  'title',
  'torpedo',
  'turret',
];
