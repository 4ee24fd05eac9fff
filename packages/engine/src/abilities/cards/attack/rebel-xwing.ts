/**
 * Rebel T-65 X-wing pilots whose abilities act inside an attack (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Wedge Antilles: while he attacks, the defender rolls one defense die fewer.
 * - Wedge Antilles (Yavin): his primary attacks make the defender roll one die fewer when another friendly ship sits
 *   inside one of the defender's firing arcs.
 * - Wedge Antilles (Endor): an attack of his that hits gives him a focus token.
 * - Luke Skywalker: after he becomes the defender, he may recover one Force. Luke Skywalker (Yavin, SWZ106): once
 *   declared as the defender, he may get 1 Force back.
 * - Biggs Darklighter: when a friendly ship at range 0–1 of him defends and he is inside the attack's arc, just
 *   before results are neutralized he may take one hit (or crit) damage himself to cancel one hit (or crit) result.
 * - Thane Kyrell: while attacking, just before results are neutralized, he may give up one result (a focus if he has
 *   one, else a hit, else a crit) to look at the defender's facedown damage cards and expose the one he picks; the
 *   card's faceup effect then resolves as if dealt faceup.
 * - Corran Horn: once he declares a defender he has locked, a friendly ship holding a lock on him (his owner picks
 *   which) may move that lock onto the defender.
 * - Wes Janson: after attacking, he may spend a charge to give the defender a jam token; after defending, he may
 *   spend a charge to give the attacker one.
 * - Yendor (Endor): during a primary attack he may take a strain token to reroll one blank result.
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import { isInArc, rangeBetween } from '@xwing/geometry';
import type { Ctx } from '../../vocabulary/types.js';
import type { Ability } from '../../vocabulary/types.js';
import {
  arcOwner,
  dice,
  geometryArc,
  inPlay,
  isAttacker,
  isDefender,
  otherOf,
  friendlyTo,
  primaryAttack,
  shipById,
  solidOf,
} from '../../vocabulary/queries.js';

/** Biggs's condition: a friendly defender at range 0–1 of him, he inside the attack's arc, a `face` result to take. */
function biggsCan(ctx: Ctx, me: string, face: 'hit' | 'crit'): boolean {
  const a = ctx.state.cursor.attack;
  // A remote attacker (issue 26) has no arc a ship's can be read from: Biggs cannot step in.
  if (!a || a.remoteAttacker || a.defender === me || a.redirected?.some((r) => r.ship === me)) return false;
  if (!a.attackDice.some((d) => d.face === face)) return false;
  const biggs = shipById(ctx.state, me);
  const defender = shipById(ctx.state, a.defender);
  const attacker = shipById(ctx.state, a.attacker);
  if (!inPlay(biggs) || !inPlay(defender) || !inPlay(attacker) || !friendlyTo(ctx, biggs, defender)) return false;
  const r = rangeBetween(solidOf(biggs), solidOf(defender));
  if (r === null || r > 1) return false;
  const arc = geometryArc(a.arc, attacker.turret);
  return arc !== null && isInArc(arcOwner(attacker), arc, solidOf(biggs));
}

function biggs(face: 'hit' | 'crit'): Ability {
  return {
    source: { kind: 'pilot', xws: 'biggsdarklighter' },
    window: 'attack:neutralize',
    when: { kind: 'code', test: (ctx, me) => biggsCan(ctx, me, face) },
    optional: true,
    effect: {
      kind: 'code',
      run: (ctx, me) => {
        if (!ctx.effects.redirectResult(ctx, me, face)) return;
        ctx.effects.sufferDamage(ctx, me, face === 'hit' ? 1 : 0, face === 'crit' ? 1 : 0, 'Biggs Darklighter');
      },
    },
    summary: `Biggs Darklighter: suffer 1 ${face} damage yourself to cancel 1 ${face} result against the defender.`,
  };
}

/** Wes Janson's jam: he spends a charge, the other party of the attack gains a jam token. */
function wes(role: 'attacker' | 'defender'): Ability {
  return {
    source: { kind: 'pilot', xws: 'wesjanson' },
    window: 'attack:after',
    when: role === 'attacker' ? isAttacker : isDefender,
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'other' },
    summary:
      role === 'attacker'
        ? 'Wes Janson: spend a charge to give the defender a jam token.'
        : 'Wes Janson: spend a charge to give the attacker a jam token.',
  };
}

/** The result Thane gives up: the least useful one showing. */
function thaneFace(ctx: Ctx): 'focus' | 'hit' | 'crit' | undefined {
  const faces = ctx.state.cursor.attack?.attackDice.map((d) => d.face) ?? [];
  return (['focus', 'hit', 'crit'] as const).find((f) => faces.includes(f));
}

function lukeYavin(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'attack:after-declare',
    when: {
      kind: 'all',
      of: [isDefender, { kind: 'below-max', stat: 'force' }],
    },
    optional: true,
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Luke Skywalker' },
    summary: 'Luke Skywalker: you are the defender, recover 1 Force.',
  };
}

export const REBEL_XWING_ATTACK: Record<string, Ability[]> = {
  'pilot:wedgeantilles': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles' },
      window: 'attack:roll-defense-dice',
      when: isAttacker,
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: the defender rolls one defense die fewer.',
    },
  ],
  'pilot:wedgeantilles-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles-battleofyavin' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          // Another friendly ship, at any range, inside one of the defender's firing arcs.
          { kind: 'ships-near', side: 'friendly', inArc: { arc: 'firing', of: 'defender' } },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: a friendly ship is in the defender’s firing arc, the defender rolls one die fewer.',
    },
  ],
  'pilot:wedgeantilles-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles-battleoverendor' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Wedge Antilles: your attack hit, gain a focus token.',
    },
  ],
  'pilot:lukeskywalker': [
    {
      source: { kind: 'pilot', xws: 'lukeskywalker' },
      window: 'attack:after-declare',
      // At full Force there is nothing to recover: he is not asked.
      when: { kind: 'all', of: [isDefender, { kind: 'below-max', stat: 'force' }] },
      // He "may" recover it (002 Card abilities: only an ability without "may" is mandatory): his owner is asked.
      optional: true,
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Luke Skywalker' },
      summary: 'Luke Skywalker: after becoming the defender, you may recover 1 Force.',
    },
  ],
  'pilot:lukeskywalker-battleofyavin': [lukeYavin('lukeskywalker-battleofyavin')],
  'pilot:lukeskywalker-swz106': [lukeYavin('lukeskywalker-swz106')],
  'pilot:biggsdarklighter': [biggs('hit'), biggs('crit')],
  'pilot:thanekyrell': [
    {
      source: { kind: 'pilot', xws: 'thanekyrell' },
      window: 'attack:neutralize',
      when: { kind: 'all', of: [isAttacker, { kind: 'code', test: (ctx) => thaneFace(ctx) !== undefined }] },
      optional: true,
      choices: (ctx, me, s) => {
        const id = otherOf(me, s);
        if (!id) return [];
        // Thane looks at the cards: their names are in his options, hidden from the other seat's view.
        const out: { id: string; label: string; secret: boolean }[] = [];
        shipById(ctx.state, id).damage.forEach((d, i) => {
          if (!d.faceup) out.push({ id: String(i), label: `Expose ${d.card}`, secret: true });
        });
        return out;
      },
      effect: {
        kind: 'code',
        run: (ctx, me, s) => {
          const a = ctx.state.cursor.attack;
          const face = thaneFace(ctx);
          const index = Number(s.data?.choice);
          const card = a ? shipById(ctx.state, a.defender).damage[index] : undefined;
          if (!a || !face || !card || card.faceup) return;
          if (!ctx.effects.spendAttackResult(ctx, face)) return;
          if (!ctx.effects.exposeDamageCard(ctx, a.defender, index, me, { spent: face })) return;
          ctx.effects.raise(ctx, 'damage:faceup-dealt', { ship: a.defender, data: { dealtIndex: index } });
        },
      },
      summary: 'Thane Kyrell: give up one result to expose a facedown damage card of the defender.',
    },
  ],
  'pilot:corranhorn-t65xwing': [
    {
      source: { kind: 'pilot', xws: 'corranhorn-t65xwing' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'locking', who: 'self', target: 'defender' }],
      },
      optional: true,
      // His owner picks which friendly ship moves its lock (one 'use:<ship>' option each): seen from the candidate, it
      // holds a lock on Corran ('other').
      choose: {
        side: 'friendly',
        where: { kind: 'locking', who: 'self', target: 'other' },
        label: 'moves its lock onto the defender',
      },
      effect: { kind: 'move-lock', who: 'chosen', from: 'self', to: 'defender' },
      summary: 'Corran Horn: a friendly ship with a lock on you moves that lock onto the defender.',
    },
  ],
  'pilot:wesjanson': [wes('attacker'), wes('defender')],
  'pilot:yendor-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'yendor-battleoverendor' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      effect: dice({
        ...rerollAbility('attacker', 1, { name: 'Yendor', cost: { gain: 'strain' } }),
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Yendor: gain a strain token to reroll one blank result.',
    },
  ],
};
