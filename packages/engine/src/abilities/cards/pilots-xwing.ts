/**
 * Pilot abilities, each in our own words (never card text). Keys as in registry.ts ("pilot:<xws>").
 * Conditions and helpers shared with cards.ts are imported from there.
 *
 * Rebel T-65 X-wing pilots and the Afterburners modification:
 * - Biggs Darklighter: when a friendly ship at range 0–1 of him defends and he is inside the attack's arc, just
 *   before results are neutralized he may take one hit (or crit) damage himself to cancel one hit (or crit) result.
 * - Edrio Two Tubes: as his activation starts, while he holds a focus token, he may perform an action of his bar.
 * - Jek Porkins: after gaining a stress token during his activation, he may remove it and roll an attack die; on a
 *   hit he suffers one hit damage.
 * - Leevan Tenza: after a barrel roll or boost, he may perform an evade action as a red action.
 * - Corran Horn: once he declares a defender he has locked, a friendly ship holding a lock on him may move that lock
 *   onto the defender.
 * - Wes Janson: after attacking, he may spend a charge to give the defender a jam token; after defending, he may
 *   spend a charge to give the attacker one.
 * - Garven Dreis: after spending a focus token on a dice modification, he may hand a focus token to a friendly ship
 *   of his choice at range 1–3 (other ways of spending focus do not trigger it yet).
 * - Thane Kyrell: while attacking, just before results are neutralized, he may give up one result (a focus if he has
 *   one, else a hit, else a crit) to look at the defender's facedown damage cards and expose the one he picks; the
 *   card's faceup effect then resolves as if dealt faceup.
 * - Afterburners: after fully executing a speed 3–5 maneuver, spend a charge to boost, stress notwithstanding.
 */
import type { ActionDef } from '@xwing/content';
import { isInArc, rangeBetween } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import type { Ability, Condition } from '../vocabulary/types.js';
import {
  addTokens,
  arcOwner,
  geometryArc,
  inPlay,
  isAttacker,
  isDefender,
  otherOf,
  shipById,
  shipName,
  solidOf,
} from '../vocabulary/queries.js';

/** The ability's ship is the window's subject (its own maneuver, action, attack...). */
const self: Condition = { kind: 'subject-is-self' };
/** The token a 'token:after-gain' window is about is a stress token. */
const gainedStress: Condition = { kind: 'subject-data', key: 'token', oneOf: ['stress'] };

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
const RED_EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'red' }];

/** Biggs may step in once per attack: the marker in the attack's used list. */
const BIGGS_USED = 'pilot:biggsdarklighter';

/** Biggs's condition: a friendly defender at range 0–1 of him, he inside the attack's arc, a `face` result to take. */
function biggsCan(ctx: Ctx, me: string, face: 'hit' | 'crit'): boolean {
  const a = ctx.state.cursor.attack;
  if (!a || a.defender === me || a.used.includes(BIGGS_USED)) return false;
  if (!a.attackDice.some((d) => d.face === face)) return false;
  const biggs = shipById(ctx.state, me);
  const defender = shipById(ctx.state, a.defender);
  const attacker = shipById(ctx.state, a.attacker);
  if (!inPlay(biggs) || !inPlay(defender) || !inPlay(attacker) || defender.player !== biggs.player) return false;
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
        const a = ctx.state.cursor.attack;
        if (!a) return;
        a.used.push(BIGGS_USED);
        const i = a.attackDice.findIndex((d) => d.face === face);
        if (i >= 0) a.attackDice.splice(i, 1);
        const ship = shipById(ctx.state, me);
        ctx.emit('result-cancelled', `${shipName(ctx, ship)} takes a ${face} meant for a friendly ship.`, {
          ship: me,
          data: { face, defender: a.defender },
        });
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

export const ABILITIES: Record<string, Ability[]> = {
  'pilot:garvendreis-t65xwing': [
    {
      source: { kind: 'pilot', xws: 'garvendreis-t65xwing' },
      window: 'token:after-spend',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'token', oneOf: ['focus'] }] },
      optional: true,
      choices: (ctx, me) => {
        const garven = shipById(ctx.state, me);
        return ctx.state.ships
          .filter((o) => {
            if (o.id === me || o.player !== garven.player || !inPlay(o)) return false;
            const r = rangeBetween(solidOf(garven), solidOf(o));
            return r !== null && r >= 1 && r <= 3;
          })
          .map((o) => ({ id: o.id, label: `${shipName(ctx, o)} gains a focus token` }));
      },
      effect: {
        kind: 'code',
        run: (ctx, _me, s) => {
          const id = s.data?.choice;
          if (typeof id !== 'string') return;
          const ship = shipById(ctx.state, id);
          addTokens(ctx, ship, 'focus', 1);
          ctx.emit('token-gained', `${shipName(ctx, ship)} gains 1 focus (Garven Dreis).`, {
            ship: id,
            data: { token: 'focus', count: 1 },
          });
        },
      },
      summary: 'Garven Dreis: give a friendly ship at range 1–3 a focus token.',
    },
  ],
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
          a.attackDice.splice(
            a.attackDice.findIndex((d) => d.face === face),
            1,
          );
          card.faceup = true;
          ctx.emit(
            'damage-card-exposed',
            `${shipName(ctx, shipById(ctx.state, me))} spends a ${face} to expose ${card.card}.`,
            {
              ship: a.defender,
              data: { card: card.card, index, spent: face },
            },
          );
          ctx.effects.raise(ctx, 'damage:faceup-dealt', { ship: a.defender, data: { dealtIndex: index } });
        },
      },
      summary: 'Thane Kyrell: give up one result to expose a facedown damage card of the defender.',
    },
  ],
  'pilot:biggsdarklighter': [biggs('hit'), biggs('crit')],
  'pilot:edriotwotubes': [
    {
      source: { kind: 'pilot', xws: 'edriotwotubes' },
      window: 'activation:before-reveal',
      when: {
        kind: 'all',
        of: [self, { kind: 'has-token', token: 'focus', who: 'self' }, { kind: 'can-perform', actions: 'own-bar' }],
      },
      optional: true,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Edrio Two Tubes, before activating' },
      summary: 'Edrio Two Tubes: you are focused, perform an action before activating.',
    },
  ],
  'pilot:jekporkins': [
    {
      source: { kind: 'pilot', xws: 'jekporkins' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [self, gainedStress, { kind: 'has-token', token: 'stress', who: 'self' }],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
          { kind: 'roll-attack-die', onHit: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' } },
        ],
      },
      summary: 'Jek Porkins: remove the stress token and roll an attack die (a hit deals you 1 damage).',
    },
  ],
  'pilot:leevantenza': [
    {
      source: { kind: 'pilot', xws: 'leevantenza' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] },
          { kind: 'can-perform', actions: RED_EVADE },
        ],
      },
      optional: true,
      effect: { kind: 'grant-action', actions: RED_EVADE, why: 'Leevan Tenza, red evade' },
      summary: 'Leevan Tenza: after that barrel roll or boost, perform a red evade action.',
    },
  ],
  'pilot:corranhorn-t65xwing': [
    {
      source: { kind: 'pilot', xws: 'corranhorn-t65xwing' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'code',
            test: (ctx, me) => {
              const a = ctx.state.cursor.attack;
              return (
                a !== undefined &&
                shipById(ctx.state, me).locks.some((l) => l.target === a.defender) &&
                lockHolderOn(ctx, me) !== undefined
              );
            },
          },
        ],
      },
      optional: true,
      effect: {
        kind: 'code',
        run: (ctx, me) => {
          const a = ctx.state.cursor.attack;
          const holder = lockHolderOn(ctx, me);
          if (!a || !holder) return;
          const lock = holder.locks.find((l) => l.target === me);
          if (lock) lock.target = a.defender;
          ctx.emit('lock-transferred', `${shipName(ctx, holder)} moves its lock to ${a.defender} (Corran Horn).`, {
            ship: holder.id,
            data: { from: me, to: a.defender },
          });
        },
      },
      summary: 'Corran Horn: a friendly ship with a lock on you moves that lock onto the defender.',
    },
  ],
  'pilot:wesjanson': [wes('attacker'), wes('defender')],
  'upgrade:afterburners:0': [
    {
      source: { kind: 'upgrade', xws: 'afterburners', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'code',
            test: (ctx, me, s) => {
              const speed = Number.parseInt(String(s.data?.maneuver ?? ''), 10);
              const ship = shipById(ctx.state, me);
              return speed >= 3 && speed <= 5 && !ship.round.partial && ctx.effects.canPerform(ctx, me, BOOST, true);
            },
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST, why: 'Afterburners boost', ignoreStress: true },
      summary: 'Afterburners: spend a charge to boost, even while stressed.',
    },
  ],
};

/** The first friendly ship (in play, other than `me`) that holds a lock on `me`, in the state's order. */
function lockHolderOn(ctx: Ctx, me: string) {
  const owner = shipById(ctx.state, me);
  return ctx.state.ships.find(
    (s) => s.id !== me && s.player === owner.player && inPlay(s) && s.locks.some((l) => l.target === me),
  );
}
