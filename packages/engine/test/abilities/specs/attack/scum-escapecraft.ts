/**
 * Card specs for Lando Calrissian's Escape Craft printing (abilities/cards/attack/scum-escapecraft.ts).
 */
import type { CardSpec } from '../../card-spec.js';
import { landoSpecs } from './scum-customizedyt1300lightfreighter.js';

export const SPECS: CardSpec[] = landoSpecs('landocalrissian-escapecraft');
