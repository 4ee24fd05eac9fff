/**
 * Card specs for abilities/cards/movement/rebel-attackshuttle.ts. Rules: 000 "Maneuver Difficulty", 001 Activation 2.1
 * Reveal Dial, 2.2 Check Difficulty (a red maneuver gives a stress token); Sabine Wren: Barrel Roll, Boost, Stress.
 */
import type { CardSpec } from '../../card-spec.js';
import { ownDialSpec } from './crew.js';
import { sabineSpec } from './rebel-tieln.js';

export const SPECS: CardSpec[] = [
  ownDialSpec({
    source: 'pilot:herasyndulla',
    card: 'Hera Syndulla',
    pilot: 'herasyndulla',
    dial: '3T',
    // The other red maneuvers of the Attack Shuttle's dial.
    options: ['1T', '1Y', '3Y', '4K'],
    to: '3Y',
    stress: 1,
    other: '3B',
    why: 'a white 3 bank: not asked',
    wing: 'zeborrelios',
  }),
  ownDialSpec({
    source: 'pilot:herasyndulla-vcx100lightfreighter',
    card: 'Hera Syndulla',
    pilot: 'herasyndulla-vcx100lightfreighter',
    dial: '2B',
    // The other blue maneuvers of the VCX-100's dial.
    options: ['1F', '2F', '2N'],
    to: '2N',
    stress: 0,
    other: '3B',
    why: 'a white 3 bank: not asked',
    wing: 'lothalrebel',
  }),
  sabineSpec('sabinewren'),
];
