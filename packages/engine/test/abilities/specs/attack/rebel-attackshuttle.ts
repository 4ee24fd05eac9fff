/**
 * Card specs for Ezra Bridger's Attack Shuttle printing (abilities/cards/attack/rebel-attackshuttle.ts).
 */
import type { CardSpec } from '../../card-spec.js';
import { ezraSpecs } from './rebel-gauntletfighter.js';

export const SPECS: CardSpec[] = ezraSpecs('ezrabridger');
