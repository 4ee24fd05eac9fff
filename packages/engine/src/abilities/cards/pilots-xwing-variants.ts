/**
 * Pilot abilities, each in our own words (never card text). Keys as in registry.ts ("pilot:<xws>").
 * Conditions and helpers shared with cards.ts are imported from there.
 *
 * T-65 X-wing variants (Battle of Yavin, SWZ106, Battle over Endor):
 * - Biggs Darklighter (Yavin): in the System Phase he may pick a friendly ship at range 1 and use its initiative
 *   until the Activation Phase is over (restored as the Engagement Phase starts).
 * - Garven Dreis (Yavin), Jek Porkins (Yavin, SWZ106): the same abilities as their standard X-wing cards
 *   (pilots-xwing.ts), reused with their own source.
 * - Luke Skywalker (Yavin, SWZ106): once declared as the defender, he may get 1 Force back.
 * - Wedge Antilles (Yavin): his primary attacks make the defender roll one die fewer when another friendly ship sits
 *   inside one of the defender's firing arcs.
 * - Wedge Antilles (Endor): an attack of his that hits gives him a focus token.
 * - Yendor (Endor): during a primary attack he may take a strain token to reroll one blank result.
 * - Locked S-Foils (ship ability of the Endor X-wings, a source of its own): a boost action costs a deplete token
 *   afterwards.
 * - Hope (ship ability of the Battle of Yavin X-wings, a source of its own): after another friendly ship at range
 *   0–3 is destroyed, a focus or boost action.
 * - Kendy Idele (Endor): after spending a green token, she may take a strain so a friendly ship at range 1–3 may
 *   perform a red focus or evade.
 *
 * Rebel TIE/ln fighter pilots:
 * - Zeb Orrelios: while he defends, his evades cancel crits before hits.
 * - Captain Rex: after attacking, he puts his Suppressive Fire condition on the defender (taking it off any other
 *   ship): while that ship attacks anyone but Rex it rolls one attack die fewer; it comes off after Rex defends, at
 *   the end of a round in which Rex did not attack, and once Rex is gone.
 * - Ezra Bridger: while stressed, attacking or defending, he may spend 1 Force to turn up to two focus results into
 *   hits (attacking) or evades (defending).
 * - Sabine Wren: before she activates she may barrel roll or boost.
 */
import type { ActionDef } from '@xwing/content';
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import { rangeBetween } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import { ABILITIES as XWING } from './pilots-xwing.js';
import type { Ability, Condition } from '../vocabulary/types.js';
import {
  addTokens,
  dice,
  inFiringArc,
  inPlay,
  initialStats,
  isAttacker,
  isDefender,
  otherOf,
  primaryAttack,
  shipById,
  shipName,
  solidOf,
} from '../vocabulary/queries.js';

/** The ability's ship is the window's subject (its own activation, action, system step...). */
const self: Condition = { kind: 'subject-is-self' };

/** The same ability as another card's, under this card's name. */
function reuse(from: string, xws: string): Ability[] {
  return (XWING[`pilot:${from}`] ?? []).map((a) => ({ ...a, source: { kind: 'pilot', xws } }));
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

/** Locked S-Foils (a ship ability): after a boost action, the ship gains a deplete token. */
function lockedSFoils(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'lockedsfoils' },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['boost'] }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
    summary: 'Locked S-Foils: after boosting, gain a deplete token.',
  };
}

const HOPE: ActionDef[] = [
  { type: 'focus', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

/**
 * Hope (ship ability of the Battle of Yavin X-wings): once another friendly ship at range 0–3 is destroyed, this ship
 * may perform a focus or boost action (asked with "pass", in the Activation Phase before the active ship's next step,
 * in the Engagement Phase once the attack is over). Range is measured to where the destroyed ship stood.
 */
function hope(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'hope' },
    window: 'ship:after-destroyed',
    when: {
      kind: 'all',
      of: [
        { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
        { kind: 'can-perform', actions: HOPE },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: HOPE, why: 'Hope: focus or boost' },
    summary: 'Hope: after another friendly ship at range 0–3 is destroyed, you may focus or boost.',
  };
}

const KENDY_ACTIONS: ActionDef[] = [
  { type: 'focus', difficulty: 'red' },
  { type: 'evade', difficulty: 'red' },
];

/**
 * Kendy Idele (Battle over Endor): after she spends a green token (focus, evade or calculate on a dice modification),
 * she may take a strain token to let a friendly ship at range 1–3 perform a red focus or red evade action. That
 * action is asked once the current attack is over (the Engagement Phase's point for granted actions).
 */
function kendyIdele(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'token:after-spend',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'code', test: (_ctx, _me, s) => ['focus', 'evade', 'calculate'].includes(String(s.data?.token)) },
      ],
    },
    optional: true,
    choices: (ctx, me) => {
      const kendy = shipById(ctx.state, me);
      return ctx.state.ships
        .filter((o) => {
          if (o.id === me || o.player !== kendy.player || !inPlay(o)) return false;
          const r = rangeBetween(solidOf(kendy), solidOf(o));
          return r !== null && r >= 1 && r <= 3 && ctx.effects.canPerform(ctx, o.id, KENDY_ACTIONS);
        })
        .map((o) => ({ id: o.id, label: `Gain a strain token: ${shipName(ctx, o)} may focus or evade (red)` }));
    },
    effect: {
      kind: 'code',
      run: (ctx, me, subject) => {
        const target = String(subject.data?.choice ?? '');
        if (!target) return;
        const kendy = shipById(ctx.state, me);
        addTokens(ctx, kendy, 'strain', 1);
        ctx.emit('token-gained', `${shipName(ctx, kendy)} gains 1 strain.`, {
          ship: me,
          data: { token: 'strain', count: 1 },
        });
        ctx.effects.grantAction(ctx, target, KENDY_ACTIONS, 'Kendy Idele: red focus or red evade');
      },
    },
    summary: 'Kendy Idele: take a strain token to let a friendly ship at range 1–3 focus or evade (red).',
  };
}

const SABINE: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

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
  if (!holder?.conditions) return;
  holder.conditions = holder.conditions.filter((c) => !(c.xws === SUPPRESSIVE_FIRE && c.owner === rex));
  ctx.emit('condition-removed', `${shipName(ctx, holder)} loses Suppressive Fire (${why}).`, {
    ship: holder.id,
    data: { condition: SUPPRESSIVE_FIRE, owner: rex },
  });
}

export const ABILITIES: Record<string, Ability[]> = {
  'pilot:biggsdarklighter-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'biggsdarklighter-battleofyavin' },
      window: 'system',
      when: self,
      optional: true,
      choices: (ctx, me) => {
        const biggs = shipById(ctx.state, me);
        return ctx.state.ships
          .filter((o) => {
            if (o.id === me || o.player !== biggs.player || !inPlay(o) || o.initiative === biggs.initiative)
              return false;
            const r = rangeBetween(solidOf(biggs), solidOf(o));
            return r === 1;
          })
          .map((o) => ({ id: o.id, label: `Use the initiative of ${shipName(ctx, o)} (${o.initiative})` }));
      },
      effect: {
        kind: 'code',
        run: (ctx, me, s) => {
          const id = s.data?.choice;
          if (typeof id !== 'string') return;
          const biggs = shipById(ctx.state, me);
          biggs.initiative = shipById(ctx.state, id).initiative;
          ctx.emit('initiative-changed', `${shipName(ctx, biggs)} uses initiative ${biggs.initiative}.`, {
            ship: me,
            data: { initiative: biggs.initiative, from: id },
          });
        },
      },
      summary: 'Biggs Darklighter: take the initiative of a friendly ship at range 1 until the Activation Phase ends.',
    },
    {
      source: { kind: 'pilot', xws: 'biggsdarklighter-battleofyavin' },
      window: 'engagement:start',
      when: {
        kind: 'code',
        test: (ctx, me) => {
          const ship = shipById(ctx.state, me);
          return ship.initiative !== initialStats(ctx.content, ship.pilot, ship.upgrades).initiative;
        },
      },
      optional: false,
      effect: {
        kind: 'code',
        run: (ctx, me) => {
          const ship = shipById(ctx.state, me);
          ship.initiative = initialStats(ctx.content, ship.pilot, ship.upgrades).initiative;
          ctx.emit('initiative-changed', `${shipName(ctx, ship)} is back to initiative ${ship.initiative}.`, {
            ship: me,
            data: { initiative: ship.initiative },
          });
        },
      },
      summary: 'Biggs Darklighter: his own initiative again.',
    },
  ],
  'pilot:garvendreis-battleofyavin': reuse('garvendreis-t65xwing', 'garvendreis-battleofyavin'),
  'pilot:jekporkins-battleofyavin': reuse('jekporkins', 'jekporkins-battleofyavin'),
  'pilot:jekporkins-swz106': reuse('jekporkins', 'jekporkins-swz106'),
  'pilot:lukeskywalker-battleofyavin': [lukeYavin('lukeskywalker-battleofyavin')],
  'pilot:lukeskywalker-swz106': [lukeYavin('lukeskywalker-swz106')],
  'pilot:wedgeantilles-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles-battleofyavin' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          {
            kind: 'code',
            test: (ctx, me) => {
              const a = ctx.state.cursor.attack;
              if (!a) return false;
              const wedge = shipById(ctx.state, me);
              return ctx.state.ships.some(
                (o) => o.id !== me && o.player === wedge.player && inPlay(o) && inFiringArc(ctx, a.defender, o.id),
              );
            },
          },
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
  'pilot:zeborrelios-tielnfighter': [
    {
      source: { kind: 'pilot', xws: 'zeborrelios-tielnfighter' },
      window: 'attack:neutralize',
      // Only when the order changes the result: hits and crits to cancel, and evades for some but not all of them.
      when: { kind: 'all', of: [isDefender, { kind: 'code', test: (ctx) => cancelOrderMatters(ctx) }] },
      optional: false,
      effect: {
        kind: 'code',
        run: (ctx) => {
          const a = ctx.state.cursor.attack;
          if (a) a.critsFirst = true;
        },
      },
      summary: 'Zeb Orrelios: your evades cancel crits before hits.',
    },
  ],
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
          (defender.conditions ??= []).push({ xws: SUPPRESSIVE_FIRE, owner: me, round: ctx.state.round });
          ctx.emit('condition-assigned', `${shipName(ctx, defender)} gains Suppressive Fire (Captain Rex).`, {
            ship: target,
            data: { condition: SUPPRESSIVE_FIRE, owner: me },
          });
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
  'pilot:sabinewren-tielnfighter': [
    {
      source: { kind: 'pilot', xws: 'sabinewren-tielnfighter' },
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: SABINE }] },
      optional: true,
      effect: { kind: 'grant-action', actions: SABINE, why: 'Sabine Wren, before activating' },
      summary: 'Sabine Wren: barrel roll or boost before activating.',
    },
  ],
};

// Ship abilities are their own source: every pilot whose card carries one has it (abilities/registry.ts), the
// generic pilots too.
ABILITIES['ship-ability:hope'] = [hope()];
ABILITIES['ship-ability:lockedsfoils'] = [lockedSFoils()];
ABILITIES['pilot:kendyidele-battleoverendor'] = [kendyIdele('kendyidele-battleoverendor')];
