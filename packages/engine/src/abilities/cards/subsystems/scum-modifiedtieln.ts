/**
 * Scum and Villainy Modified TIE/ln fighter pilots whose ability gives tractor tokens, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Foreman Proach: before he engages, he may pick an enemy ship in his bullseye arc at range 1–2 and gain a disarm
 *   token; that ship gains a tractor token of his effect (the tractor token's rules, tokens.ts: his player may then
 *   move it, and while tractored it defends with one die fewer).
 */
import { isInArc } from '@xwing/geometry';
import type { Ctx } from '../../../context.js';
import type { ShipState } from '../../../state.js';
import type { Ability } from '../../vocabulary/types.js';
import { addTokens, arcOwner, inPlay, shipById, shipName, solidOf } from '../../vocabulary/queries.js';
import { rangeOf, self } from '../common.js';

/** Enemy ships in `me`'s bullseye arc at range 1–2. */
function bullseyeAtOneOrTwo(ctx: Ctx, me: string): ShipState[] {
  const ship = shipById(ctx.state, me);
  if (!inPlay(ship)) return [];
  return ctx.state.ships.filter((o) => {
    if (o.player === ship.player || !inPlay(o)) return false;
    const r = rangeOf(ship, o);
    return r !== null && r >= 1 && r <= 2 && isInArc(arcOwner(ship), 'bullseye', solidOf(o));
  });
}

/**
 * Foreman Proach. Code: the vocabulary cannot act on a chosen ship yet, and the tractor token must name him as the
 * ship whose effect gave it (`by`), so that his player decides the tractor move.
 */
function foremanProach(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'engagement:before-engage',
    when: self,
    optional: true,
    choices: (ctx, me) =>
      bullseyeAtOneOrTwo(ctx, me).map((o) => ({ id: o.id, label: `${shipName(ctx, o)} gains a tractor token` })),
    cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
    effect: {
      kind: 'code',
      run: (ctx, me, subject) => {
        const target = ctx.state.ships.find((s) => s.id === subject.data?.choice);
        if (!target || !inPlay(target)) return;
        addTokens(ctx, target, 'tractor', 1, me);
        ctx.emit('token-gained', `${shipName(ctx, target)} gains 1 tractor (Foreman Proach).`, {
          ship: target.id,
          data: { token: 'tractor', count: 1 },
        });
      },
    },
    summary: 'Foreman Proach: gain a disarm token to give an enemy ship in your bullseye at range 1–2 a tractor token.',
  };
}

export const SCUM_MODIFIEDTIELN_SUBSYSTEMS: Readonly<Record<string, readonly Ability[]>> = {
  'pilot:foremanproach': [foremanProach('foremanproach')],
};
