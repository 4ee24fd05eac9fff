/**
 * Card specs for Ezra Bridger's Sheathipede printing (abilities/cards/attack/rebel-sheathipedeclassshuttle.ts).
 */
import type { CardSpec } from '../../card-spec.js';
import { ezraSpecs } from './rebel-gauntletfighter.js';

export const SPECS: CardSpec[] = ezraSpecs('ezrabridger-sheathipedeclassshuttle');
