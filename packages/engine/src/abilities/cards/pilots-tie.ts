/**
 * Pilot abilities, each in our own words (never card text). Keys as in registry.ts ("pilot:<xws>").
 * Conditions and helpers shared with cards.ts are imported from there.
 *
 * Galactic Empire TIE/ln fighter pilots:
 * - "Night Beast" (both printings): after fully executing a blue maneuver, he may perform a focus action.
 * - "Wampa" (both printings): attacking, he may spend a charge to roll one more attack die; after he defends, he loses
 *   a charge.
 * - Iden Versio (both printings): just before a friendly TIE/ln fighter at range 0–1 of her (herself included) suffers
 *   an attack's damage, she may spend her charge to prevent all of it. Only attack damage is covered so far.
 * - Seyn Marana: attacking, she may give up one crit result to deal the defender a facedown damage card; every other
 *   attack result is then cancelled (offered just before results are neutralized).
 * - Moff Gideon: when an enemy ship at range 1–3 of him is declared as a defender, he may spend a charge: the defense
 *   dice cannot be modified during that attack, and a friendly ship at range 0–1 of the defender, which his owner
 *   picks (one 'use:<ship>' option each), gains a strain token.
 * - "Backstabber" and "Mauler" Mithel (Battle of Yavin): primary attacks roll one more die while Darth Vader or the
 *   other of the pair, friendly, is in their left or right arc at range 0–1.
 * - "Dark Curse" (Battle of Yavin): while he defends, nobody can modify the attack dice.
 * - Yrica Quell: after fully executing a maneuver, she may acquire a lock on an enemy ship in her bullseye within
 *   range 3, which her owner picks (one 'use:<ship>' option each).
 * - "Scythe 6" (Battle over Endor): attacking at range 1–2, one more attack die; and the Battle over Endor TIE/ln
 *   ship ability (Formed Up): at the end of the End Phase, beside another friendly TIE/ln fighter at range 0–1, he may
 *   remove one stress token.
 *
 * - Valen Rudor (both printings): once a friendly ship at range 0–1 of him (himself included) has defended, damage
 *   resolved, he may perform an action from his bar (asked by the Engagement Phase; the normal action rules apply).
 * - Lieutenant Hebsly (Battle over Endor): once he has defended, he may perform a boost as a red action, also while
 *   stressed; and Formed Up, the Battle over Endor TIE/ln ship ability.
 *
 * - Magna Tolvan: white actions while she has 2 or fewer stress tokens (abilities/static.ts), and a white action
 *   after she gains a stress token (during her own activation so far; see magnaTolvan()).
 * - Major Mianda (Battle over Endor): in the End Phase she and up to two friendly small ships at range 0–2 may each
 *   barrel roll or boost as a red action; and Formed Up.
 * - ISB Jingoist: before engaging, an enemy ship in his front arc at range 0–1 gets a deplete or strain token of his
 *   choice unless its owner removes one of its green tokens (asked of the enemy player).
 */
import type { ActionDef } from '@xwing/content';
import { extraDice } from '@xwing/dice';
import { isInArc, rangeBetween } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import type { ShipState } from '../../state.js';
import type { Ability, Condition } from '../vocabulary/types.js';
import {
  acquireLock,
  addTokens,
  arcOwner,
  dice,
  inPlay,
  isAttacker,
  isDefender,
  primaryAttack,
  shipById,
  shipName,
  solidOf,
  tokenCount,
} from '../vocabulary/queries.js';

const self: Condition = { kind: 'subject-is-self' };

/** Range between two ships in play, or null. */
function rangeOf(a: ShipState, b: ShipState): number | null {
  if (!inPlay(a) || !inPlay(b)) return null;
  return rangeBetween(solidOf(a), solidOf(b));
}

/** Whether the pilot's xws names the card `base` (any printing: "nightbeast", "nightbeast-swz105"...). */
function isCard(xws: string, base: string): boolean {
  return xws === base || xws.startsWith(`${base}-`);
}

/** The maneuver the subject ship just executed was fully executed (not a partial maneuver). */
const fullyExecuted: Condition = { kind: 'maneuver', fully: true };

/** The maneuver just executed was blue (the activation step's difficulty). */
const blueManeuver: Condition = { kind: 'maneuver', difficulty: ['blue'] };

const FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];

function nightBeast(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, blueManeuver, { kind: 'can-perform', actions: FOCUS }],
      },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: FOCUS, why: 'Night Beast' },
      summary: '"Night Beast": after a full blue maneuver, you may perform a focus action.',
    },
  ];
}

/** Marker in the attack's used list: Wampa paid for his extra die. */
const WAMPA_EXTRA = 'pilot:wampa#extra-die';

function wampa(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after-declare',
      // At range 0 no attack die can be added: the charge would be spent for nothing.
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 1, max: 5 }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'code', run: (ctx) => void ctx.state.cursor.attack?.used.push(WAMPA_EXTRA) },
      summary: '"Wampa": spend a charge to roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'code', test: (ctx) => !!ctx.state.cursor.attack?.used.includes(WAMPA_EXTRA) }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Wampa": one more attack die (charge spent).',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'has-charges', atLeast: 1 }] },
      optional: false,
      effect: { kind: 'lose-charge', count: 1, source: '"Wampa"' },
      summary: '"Wampa": after defending, lose a charge.',
    },
  ];
}

/** The defender when it is friendly to `me` and at range 0–1 of it (`me` itself included), else null. */
function friendlyDefenderNear(ctx: Ctx, me: string, defenderId: string): ShipState | null {
  const self = shipById(ctx.state, me);
  const defender = shipById(ctx.state, defenderId);
  if (defender.player !== self.player) return null;
  const r = defender.id === me ? 0 : rangeOf(self, defender);
  return r !== null && r <= 1 ? defender : null;
}

function idenVersio(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:before-damage',
      when: {
        kind: 'code',
        test: (ctx, me) => {
          const a = ctx.state.cursor.attack;
          if (!a?.result || a.result.hits + a.result.crits === 0) return false;
          const defender = friendlyDefenderNear(ctx, me, a.defender);
          return defender !== null && defender.ship === 'tielnfighter';
        },
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'code',
        run: (ctx, me) => {
          const a = ctx.state.cursor.attack;
          if (!a) return;
          const prevented = a.result ?? { hits: 0, crits: 0 };
          a.result = { hits: 0, crits: 0 };
          ctx.emit('damage-prevented', `Iden Versio prevents the damage to ${a.defender}.`, {
            ship: me,
            data: { defender: a.defender, ...prevented },
          });
        },
      },
      summary: 'Iden Versio: spend your charge to prevent the damage this friendly TIE/ln fighter would suffer.',
    },
  ];
}

/** A friendly Darth Vader or `partner` in the attacker's left or right arc at range 0–1. */
function wingman(partner: string): Condition {
  return {
    kind: 'code',
    test: (ctx, me) => {
      const ship = shipById(ctx.state, me);
      return ctx.state.ships.some((o) => {
        if (o.id === me || o.player !== ship.player || !inPlay(o)) return false;
        if (!isCard(o.pilot, 'darthvader') && !isCard(o.pilot, partner)) return false;
        const r = rangeOf(ship, o);
        if (r === null || r > 1) return false;
        return (['left', 'right'] as const).some((arc) => isInArc(arcOwner(ship), arc, solidOf(o)));
      });
    },
  };
}

function yavinPair(xws: string, partner: string, name: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, wingman(partner)] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: `${name}: a friendly wingman at your side, roll one more attack die.`,
    },
  ];
}

/** Enemy ships in `me`'s bullseye within range 3, nearest first. */
function bullseyeEnemies(ctx: Ctx, me: string): ShipState[] {
  const ship = shipById(ctx.state, me);
  if (!inPlay(ship)) return [];
  const out: { s: ShipState; r: number }[] = [];
  for (const o of ctx.state.ships) {
    if (o.player === ship.player || !inPlay(o)) continue;
    const r = rangeOf(ship, o);
    if (r === null || r > 3 || !isInArc(arcOwner(ship), 'bullseye', solidOf(o))) continue;
    out.push({ s: o, r });
  }
  return out.sort((x, y) => x.r - y.r).map((x) => x.s);
}

/** Moff Gideon's candidates to strain: friendly ships (himself included) at range 0–1 of the defender. */
function gideonCandidates(ctx: Ctx, me: string): ShipState[] {
  const a = ctx.state.cursor.attack;
  if (!a) return [];
  const gideon = shipById(ctx.state, me);
  const defender = shipById(ctx.state, a.defender);
  return ctx.state.ships.filter((o) => {
    if (o.player !== gideon.player || !inPlay(o)) return false;
    const r = rangeOf(o, defender);
    return r !== null && r <= 1;
  });
}

/**
 * The Battle over Endor TIE/ln ship ability: at the end of the End Phase, with another friendly TIE/ln fighter at
 * range 0–1, the ship may remove one stress token.
 */
function formedUp(): Ability {
  return {
    source: { kind: 'ship-ability', id: 'formedup' },
    window: 'end:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'has-token', token: 'stress', who: 'self' },
        { kind: 'range', to: 'any-friendly', min: 0, max: 1, shipType: 'tielnfighter' },
      ],
    },
    optional: true,
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Formed Up: beside another friendly TIE/ln fighter, remove one stress token.',
  };
}

/** Valen Rudor: after a friendly ship at range 0–1 of him (himself included) defends, he may perform an action. */
function valenRudor(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: true },
          { kind: 'can-perform', actions: 'own-bar' },
        ],
      },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Valen Rudor' },
      summary: 'Valen Rudor: after a friendly ship at range 0–1 defends, you may perform an action.',
    },
  ];
}

const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];

function hebsly(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'can-perform', actions: RED_BOOST, ignoreStress: true }],
      },
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Lieutenant Hebsly', ignoreStress: true },
      summary: 'Lieutenant Hebsly: after you defend, you may boost as a red action, even while stressed.',
    },
  ];
}

const RED_REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'red' },
  { type: 'boost', difficulty: 'red' },
];

/** Major Mianda's candidates: other friendly small ships at range 0–2 of her that could barrel roll or boost now. */
function miandaWingmen(ctx: Ctx, me: string): ShipState[] {
  const ship = shipById(ctx.state, me);
  return ctx.state.ships.filter((o) => {
    if (o.id === me || o.player !== ship.player || o.base !== 'small') return false;
    const r = rangeOf(ship, o);
    return r !== null && r <= 2 && ctx.effects.canPerform(ctx, o.id, RED_REPOSITION);
  });
}

/**
 * Major Mianda (Battle over Endor): in the End Phase (after its tokens and recoveries, with Formed Up) she may pick up
 * to two other friendly small ships at range 0–2; she and they may each perform a red barrel roll or a red boost
 * (asked one by one, she first, each with "pass").
 */
function mianda(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'end:end',
      when: { kind: 'always' },
      optional: true,
      choices: (ctx, me) => {
        const mates = miandaWingmen(ctx, me);
        const herself = ctx.effects.canPerform(ctx, me, RED_REPOSITION);
        const out: { id: string; label: string }[] = [];
        if (herself) out.push({ id: 'alone', label: 'Only Major Mianda repositions' });
        mates.forEach((a, i) => {
          out.push({ id: a.id, label: `Major Mianda and ${shipName(ctx, a)}` });
          for (const b of mates.slice(i + 1))
            out.push({ id: `${a.id}+${b.id}`, label: `Major Mianda, ${shipName(ctx, a)} and ${shipName(ctx, b)}` });
        });
        return out;
      },
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const picked = String(subject.data?.choice ?? 'alone');
          const chosen = picked === 'alone' ? [] : picked.split('+');
          for (const id of [me, ...chosen])
            ctx.effects.grantAction(ctx, id, RED_REPOSITION, 'Major Mianda: red barrel roll or boost');
        },
      },
      summary: 'Major Mianda: you and up to two friendly small ships at range 0–2 may barrel roll or boost (red).',
    },
  ];
}

/**
 * Magna Tolvan: with 2 or fewer stress tokens she may perform white actions even while stressed (a standing ability
 * the action rules read, abilities/static.ts); after she gains a stress token she may perform a white action (asked
 * with "pass"). The engine runs the stress window during her own activation only (after her maneuver or an action):
 * stress gained at other times does not offer that action yet (not implemented yet).
 */
function magnaTolvan(xws: string): Ability[] {
  const twoOrFewer: Condition = { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 2, who: 'self' };
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:while-stressed',
      when: twoOrFewer,
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'white' },
      summary: 'Magna Tolvan: with 2 or fewer stress tokens, you can perform white actions while stressed.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
          twoOrFewer,
          { kind: 'can-perform', actions: 'own-white-bar' },
        ],
      },
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-white-bar',
        why: 'Magna Tolvan: a white action after gaining stress',
      },
      summary: 'Magna Tolvan: after you gain a stress token, you may perform a white action.',
    },
  ];
}

const GREEN = ['focus', 'evade', 'calculate'] as const;

/** Enemy ships in the ship's front arc at range 0–1. */
function frontArcClose(ctx: Ctx, me: string): ShipState[] {
  const ship = shipById(ctx.state, me);
  if (!inPlay(ship)) return [];
  return ctx.state.ships.filter((o) => {
    if (o.player === ship.player || !inPlay(o)) return false;
    const r = rangeOf(ship, o);
    return r !== null && r <= 1 && isInArc(arcOwner(ship), 'front', solidOf(o));
  });
}

/** ISB Jingoist's demand on a ship, kept in the window's subject while its owner answers. */
interface Demand {
  target: string;
  token: 'deplete' | 'strain';
}

/**
 * ISB Jingoist: before he engages he may pick an enemy ship in his front arc at range 0–1 and a token (deplete or
 * strain). That ship gets the token unless its owner removes one of its green tokens instead: the engine gives the
 * token at once, then asks the enemy player (a 'use-ability' decision for their ship) whether to remove a green
 * token of their choice to shed it again, which comes to the same.
 */
function isbJingoist(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: { kind: 'all', of: [self, { kind: 'code', test: (ctx, me) => frontArcClose(ctx, me).length > 0 }] },
      optional: true,
      // Asked step by step: the enemy ship, then the token.
      choices: (ctx, me) => frontArcClose(ctx, me).map((o) => ({ id: o.id, label: `Choose ${shipName(ctx, o)}` })),
      then: [
        (ctx, _me, _s, picked) =>
          (['deplete', 'strain'] as const).map((t) => ({
            id: t,
            label: `${shipName(ctx, shipById(ctx.state, picked[0]!))} gains a ${t} token unless it removes a green token`,
          })),
      ],
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const [target, token] = (subject.data?.choices as string[] | undefined) ?? [];
          if (!target || (token !== 'deplete' && token !== 'strain')) return;
          const ship = shipById(ctx.state, target);
          addTokens(ctx, ship, token, 1);
          ctx.emit('token-gained', `${shipName(ctx, ship)} gains 1 ${token} (ISB Jingoist).`, {
            ship: target,
            data: { token, count: 1 },
          });
          // The enemy's answer: the second ability below, queued first in this window for the enemy ship.
          // The window resolving now is the top of the trigger stack.
          const pending = ctx.state.triggers?.[ctx.state.triggers.length - 1];
          if (!pending || !GREEN.some((g) => tokenCount(ship, g) > 0)) return;
          const demand: Demand = { target, token };
          pending.subject.data = { ...pending.subject.data, jingoist: demand };
          pending.queue.unshift({ ship: target, key: `pilot:${xws}`, index: 1 });
        },
      },
      summary:
        'ISB Jingoist: an enemy ship in your front arc at range 0–1 gains a deplete or strain token of your choice unless it removes a green token.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: {
        kind: 'code',
        test: (_ctx, me, subject) => (subject.data?.jingoist as Demand | undefined)?.target === me,
      },
      optional: true,
      choices: (ctx, me, subject) => {
        const d = subject.data?.jingoist as Demand;
        const ship = shipById(ctx.state, me);
        return GREEN.filter((g) => tokenCount(ship, g) > 0).map((g) => ({
          id: g,
          label: `Remove 1 ${g} token instead of keeping the ${d.token} token`,
        }));
      },
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const d = subject.data?.jingoist as Demand;
          const green = String(subject.data?.choice ?? '');
          const ship = shipById(ctx.state, me);
          if (!(GREEN as readonly string[]).includes(green) || tokenCount(ship, green) < 1) return;
          addTokens(ctx, ship, green, -1);
          addTokens(ctx, ship, d.token, -1);
          ctx.emit(
            'token-removed',
            `${shipName(ctx, ship)} removes 1 ${green} token and so avoids the ${d.token} token.`,
            {
              ship: me,
              data: { token: green, count: -1, avoided: d.token },
            },
          );
        },
      },
      summary: 'ISB Jingoist demands a token: remove one of your green tokens instead?',
    },
  ];
}

export const ABILITIES: Record<string, Ability[]> = {
  'pilot:isbjingoist': isbJingoist('isbjingoist'),
  'pilot:magnatolvan': magnaTolvan('magnatolvan'),
  'pilot:majormianda-battleoverendor': mianda('majormianda-battleoverendor'),
  'pilot:valenrudor': valenRudor('valenrudor'),
  'pilot:valenrudor-swz105': valenRudor('valenrudor-swz105'),
  'pilot:lieutenanthebsly-battleoverendor': hebsly('lieutenanthebsly-battleoverendor'),
  'pilot:nightbeast': nightBeast('nightbeast'),
  'pilot:nightbeast-swz105': nightBeast('nightbeast-swz105'),
  'pilot:wampa': wampa('wampa'),
  'pilot:wampa-battleofyavin': wampa('wampa-battleofyavin'),
  'pilot:idenversio': idenVersio('idenversio'),
  'pilot:idenversio-swz105': idenVersio('idenversio-swz105'),
  'pilot:seynmarana': [
    {
      source: { kind: 'pilot', xws: 'seynmarana' },
      window: 'attack:neutralize',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'code', test: (ctx) => !!ctx.state.cursor.attack?.attackDice.some((d) => d.face === 'crit') },
        ],
      },
      optional: true,
      effect: {
        kind: 'code',
        run: (ctx, me) => {
          const a = ctx.state.cursor.attack;
          if (!a) return;
          // The crit is spent, then every remaining attack result is cancelled.
          a.attackDice = [];
          ctx.emit('results-cancelled', 'Seyn Marana spends a crit result; the other attack results are cancelled.', {
            ship: me,
          });
          ctx.effects.dealFacedownDamage(ctx, a.defender, 'Seyn Marana');
        },
      },
      summary: 'Seyn Marana: spend a crit result to deal the defender a facedown damage card, cancelling the rest.',
    },
  ],
  'pilot:moffgideon': [
    {
      source: { kind: 'pilot', xws: 'moffgideon' },
      window: 'attack:after-declare',
      when: { kind: 'attack-party-near', party: 'defender', side: 'enemy', min: 1, max: 3, includeSelf: false },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      // His owner picks the friendly ship that gains the strain token (none near the defender: not offered).
      choices: (ctx, me) =>
        gideonCandidates(ctx, me).map((o) => ({
          id: o.id,
          label: `Spend a charge: the defense dice cannot be modified; ${shipName(ctx, o)} gains a strain token`,
        })),
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const a = ctx.state.cursor.attack;
          const chosen = gideonCandidates(ctx, me).find((o) => o.id === subject.data?.choice);
          if (!a || !chosen) return;
          (a.unmodifiable ??= []).push('defense');
          addTokens(ctx, chosen, 'strain', 1);
          ctx.emit('token-gained', `${shipName(ctx, chosen)} gains 1 strain (Moff Gideon).`, {
            ship: chosen.id,
            data: { token: 'strain', count: 1 },
          });
          ctx.emit('dice-locked', 'Moff Gideon: the defense dice cannot be modified during this attack.', { ship: me });
        },
      },
      summary:
        'Moff Gideon: spend a charge; the defense dice cannot be modified and a nearby friendly ship gains strain.',
    },
  ],
  'pilot:backstabber-battleofyavin': yavinPair('backstabber-battleofyavin', 'maulermithel', '"Backstabber"'),
  'pilot:maulermithel-battleofyavin': yavinPair('maulermithel-battleofyavin', 'backstabber', '"Mauler" Mithel'),
  'pilot:darkcurse-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'darkcurse-battleofyavin' },
      window: 'attack:after-declare',
      when: isDefender,
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: '"Dark Curse": while you defend, the attack dice cannot be modified.',
    },
  ],
  'pilot:yricaquell': [
    {
      source: { kind: 'pilot', xws: 'yricaquell' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'code', test: (ctx, me) => bullseyeEnemies(ctx, me).length > 0 }],
      },
      optional: true,
      // Her owner picks the ship; the range-0 obstacle rules (gas cloud, electro-chaff cloud) still apply.
      choices: (ctx, me) =>
        ctx.effects.lockForbidden(ctx, shipById(ctx.state, me))
          ? []
          : bullseyeEnemies(ctx, me)
              .filter((o) => !ctx.effects.lockForbidden(ctx, o))
              .map((o) => ({ id: o.id, label: `Acquire a lock on ${shipName(ctx, o)}` })),
      effect: {
        kind: 'code',
        run: (ctx, me, subject) => {
          const target = bullseyeEnemies(ctx, me).find((o) => o.id === subject.data?.choice);
          if (!target || ctx.effects.lockForbidden(ctx, target)) return;
          const ship = shipById(ctx.state, me);
          // Acquiring a lock (not an action): a ship holds one lock at a time.
          acquireLock(ctx, ship, target.id);
          ctx.emit('lock-acquired', `${shipName(ctx, ship)} acquires a lock on ${shipName(ctx, target)}.`, {
            ship: me,
            data: { target: target.id },
          });
        },
      },
      summary: 'Yrica Quell: acquire a lock on an enemy ship in your bullseye.',
    },
  ],
  'pilot:scythe6-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'scythe6-battleoverendor' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'attack-range', min: 1, max: 2 }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Scythe 6": attacking at range 1–2, roll one more attack die.',
    },
  ],
  // Ship abilities are their own source: every pilot whose card carries Formed Up has it (abilities/registry.ts).
  'ship-ability:formedup': [formedUp()],
};
