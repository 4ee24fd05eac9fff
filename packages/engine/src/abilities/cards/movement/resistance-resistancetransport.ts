/**
 * Resistance Transport abilities about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Pammich Nerro Goode (both printings): with no more than 2 stress tokens, he may set and execute red maneuvers
 *   though stressed (000 "Stress" forbids both otherwise; the standing `red-maneuvers-while-stressed`, read by the dial
 *   and the reveal while its condition holds).
 */
import type { Ability } from '../../vocabulary/types.js';

function pammich(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:while-stressed',
    when: { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' },
    optional: false,
    effect: { kind: 'red-maneuvers-while-stressed' },
    summary: 'Pammich Nerro Goode: with 2 or fewer stress tokens, you may execute red maneuvers.',
  };
}

export const RESISTANCE_RESISTANCETRANSPORT_MOVEMENT: Record<string, Ability[]> = {
  'pilot:pammichnerrogoode': [pammich('pammichnerrogoode')],
  'pilot:pammichnerrogoode-evacuationofdqar': [pammich('pammichnerrogoode-evacuationofdqar')],
};
