/**
 * Scum Quadrijet transfer spacetug pilots about maneuvers, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Sarco Plank: while he defends, his agility value is treated as the speed of the maneuver he executed this round
 *   (standing 'ship:stat' `agility-as-speed`, read as the defense dice are counted: 001 Engagement 3.1). Readings: the
 *   "may" is taken whenever the speed is higher than his agility and never when lower (more defense dice never hurt
 *   the defender), so nothing is asked; the maneuver is the last one he executed this round — a SLAM's or a deploy's
 *   counts, being executed (000 "SLAM") — and before he has executed one, his agility stays his own; the value is
 *   replaced before the rules' additions (range 3, obstruction) and the strain token's die fewer apply (001 Engagement
 *   3.1 counts them from the agility value).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_QUADRIJETTRANSFERSPACETUG_MOVEMENT: Record<string, Ability[]> = {
  'pilot:sarcoplank': [
    {
      source: { kind: 'pilot', xws: 'sarcoplank' },
      window: 'ship:stat',
      when: { kind: 'attack-role', role: 'defender' },
      optional: false,
      effect: { kind: 'agility-as-speed' },
      summary: 'Sarco Plank: while you defend, your agility is the speed of the maneuver you executed this round.',
    },
  ],
};
