/**
 * Scum and Villainy Escape Craft pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Lando Calrissian (Escape Craft): the YT-1300 printing's record (scum-customizedyt1300lightfreighter.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { landoCalrissian } from './scum-customizedyt1300lightfreighter.js';

export const SCUM_ESCAPECRAFT_ATTACK: Record<string, Ability[]> = {
  'pilot:landocalrissian-escapecraft': landoCalrissian('landocalrissian-escapecraft'),
};
