/**
 * Pilot abilities, each in our own words (never card text). Keys as in registry.ts ("pilot:<xws>").
 * Conditions and helpers shared with cards.ts are imported from there.
 */
import type { Ability } from './types.js';

export const ABILITIES: Record<string, Ability[]> = {};
