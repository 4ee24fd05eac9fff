/**
 * Rebel TIE/ln fighter pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Zeb Orrelios (TIE/ln and Sheathipede-class shuttle printings): while he defends, his evades cancel crits before
 *   hits.
 * - Captain Rex: after attacking, he puts his Suppressive Fire condition on the defender (taking it off any other
 *   ship): while that ship attacks anyone but Rex it rolls one attack die fewer; it comes off after Rex defends, at
 *   the end of a round in which Rex did not attack, and once Rex is gone.
 * - Ezra Bridger: while stressed, attacking or defending, he may spend 1 Force to turn up to two focus results into
 *   hits (attacking) or evades (defending).
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ctx } from '../../vocabulary/types.js';
import type { Ability } from '../../vocabulary/types.js';
import { dice, inPlay, isAttacker, isDefender, otherOf, shipById } from '../../vocabulary/queries.js';

/** Whether evades cancelling crits before hits gives another result than the rules' order (hits first). */
function cancelOrderMatters(ctx: Ctx): boolean {
  const a = ctx.state.cursor.attack;
  if (!a) return false;
  const count = (dice: { face: string }[], face: string) => dice.filter((d) => d.face === face).length;
  const hits = count(a.attackDice, 'hit');
  const crits = count(a.attackDice, 'crit');
  const evades = count(a.defenseDice, 'evade');
  return hits > 0 && crits > 0 && evades > 0 && evades < hits + crits;
}

const SUPPRESSIVE_FIRE = 'suppressivefire';

/** The ship holding Captain Rex `rex`'s Suppressive Fire, if any. */
function suppressed(ctx: Ctx, rex: string) {
  return ctx.state.ships.find((s) => s.conditions?.some((c) => c.xws === SUPPRESSIVE_FIRE && c.owner === rex));
}

function removeSuppressiveFire(ctx: Ctx, rex: string, why: string): void {
  const holder = suppressed(ctx, rex);
  if (holder) ctx.effects.removeCondition(ctx, holder.id, SUPPRESSIVE_FIRE, rex, `Suppressive Fire (${why})`);
}

/**
 * Zeb Orrelios (TIE/ln and Sheathipede-class printings, one builder): defending, his evades cancel crits before hits.
 * A code record (kept from the TIE/ln printing): the cancel order is the attack's own state, reached through
 * `ctx.effects.cancelCritsFirst`, and no word says "only when the order matters".
 */
function zeb(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:neutralize',
      // Only when the order changes the result: hits and crits to cancel, and evades for some but not all of them.
      when: { kind: 'all', of: [isDefender, { kind: 'code', test: (ctx) => cancelOrderMatters(ctx) }] },
      optional: false,
      effect: {
        kind: 'code',
        run: (ctx) => ctx.effects.cancelCritsFirst(ctx),
      },
      summary: 'Zeb Orrelios: your evades cancel crits before hits.',
    },
  ];
}

export const REBEL_TIELN_ATTACK: Record<string, Ability[]> = {
  'pilot:zeborrelios-tielnfighter': zeb('zeborrelios-tielnfighter'),
  'pilot:zeborrelios-sheathipedeclassshuttle': zeb('zeborrelios-sheathipedeclassshuttle'),
  'pilot:captainrex': [
    {
      source: { kind: 'pilot', xws: 'captainrex' },
      window: 'attack:after',
      // A defender the attack destroyed takes no condition (and Rex's stays where it was).
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'code',
            test: (ctx, me, s) => {
              const target = otherOf(me, s);
              const defender = target ? shipById(ctx.state, target) : undefined;
              return !!defender && inPlay(defender) && !defender.pendingRemoval;
            },
          },
        ],
      },
      optional: false,
      effect: {
        kind: 'code',
        run: (ctx, me, s) => {
          const target = otherOf(me, s);
          if (!target) return;
          removeSuppressiveFire(ctx, me, 'moved');
          const defender = shipById(ctx.state, target);
          if (!inPlay(defender)) return;
          ctx.effects.assignCondition(ctx, target, SUPPRESSIVE_FIRE, me, 'Suppressive Fire (Captain Rex)');
        },
      },
      summary: 'Captain Rex: put Suppressive Fire on the defender.',
    },
    {
      // Suppressive Fire's own effect, read from Rex's side: its holder attacking another ship rolls one die fewer.
      source: { kind: 'pilot', xws: 'captainrex' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'code',
        test: (ctx, me) => {
          const a = ctx.state.cursor.attack;
          return a !== undefined && a.defender !== me && suppressed(ctx, me)?.id === a.attacker;
        },
      },
      optional: false,
      effect: dice(extraDice('attack', -1, 'defender')),
      summary: 'Suppressive Fire: attacking a ship other than Captain Rex, roll one attack die fewer.',
    },
    {
      source: { kind: 'pilot', xws: 'captainrex' },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'code', test: (ctx, me) => suppressed(ctx, me) !== undefined }] },
      optional: false,
      effect: { kind: 'code', run: (ctx, me) => removeSuppressiveFire(ctx, me, 'Captain Rex defended') },
      summary: 'Suppressive Fire: comes off after Captain Rex defends.',
    },
    {
      source: { kind: 'pilot', xws: 'captainrex' },
      window: 'end:end',
      when: {
        kind: 'code',
        test: (ctx, me) =>
          suppressed(ctx, me)?.conditions?.some(
            (c) => c.xws === SUPPRESSIVE_FIRE && c.owner === me && c.round !== ctx.state.round,
          ) === true,
      },
      optional: false,
      effect: { kind: 'code', run: (ctx, me) => removeSuppressiveFire(ctx, me, 'Captain Rex did not attack') },
      summary: 'Suppressive Fire: comes off when Captain Rex did not attack this round.',
    },
  ],
  'pilot:ezrabridger-tielnfighter': [
    {
      source: { kind: 'pilot', xws: 'ezrabridger-tielnfighter' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'has-token', token: 'stress', who: 'self' }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 2, ['focus'], 'hit', { name: 'Ezra Bridger' })),
      summary: 'Ezra Bridger: you are stressed, spend 1 Force to change up to 2 focus results to hits.',
    },
    {
      source: { kind: 'pilot', xws: 'ezrabridger-tielnfighter' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'stress', who: 'self' }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 2, ['focus'], 'evade', { name: 'Ezra Bridger' })),
      summary: 'Ezra Bridger: you are stressed, spend 1 Force to change up to 2 focus results to evades.',
    },
  ],
};
