/**
 * Scum and Villainy Modified TIE/ln fighter pilots whose ability gives tractor tokens, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Foreman Proach: before he engages, he may pick an enemy ship in his bullseye arc at range 1–2 and gain a disarm
 *   token; that ship gains a tractor token of his effect (the tractor token's rules, tokens.ts: his player may then
 *   move it, and while tractored it defends with one die fewer).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

/**
 * Foreman Proach. The tractor token names him as the ship whose effect gave it (the gain-token effect passes the
 * ability's ship as `by`), so that his player decides the tractor move.
 */
function foremanProach(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'engagement:before-engage',
    when: self,
    optional: true,
    choose: { side: 'enemy', range: [1, 2], inArc: { arc: 'bullseye' }, label: 'gains a tractor token' },
    cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
    effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
    summary: 'Foreman Proach: gain a disarm token to give an enemy ship in your bullseye at range 1–2 a tractor token.',
  };
}

export const SCUM_MODIFIEDTIELN_SUBSYSTEMS: Readonly<Record<string, readonly Ability[]>> = {
  'pilot:foremanproach': [foremanProach('foremanproach')],
};
