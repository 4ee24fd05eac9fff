/**
 * Card specs for abilities/cards/movement/scum-hwk290lightfreighter.ts, played as Roark Garnet's are
 * (rebel-hwk290lightfreighter.ts). Rules: 001 Engagement Phase (ships engage from the highest initiative).
 */
import type { CardSpec } from '../../card-spec.js';
import { spec } from './rebel-hwk290lightfreighter.js';

export const SPECS: CardSpec[] = [
  // "Mauler" Mithel at initiative 0: Torkil Mux (initiative 2) declares before him.
  spec('torkilmux', 'Torkil Mux', 'm', 'h'),
];
