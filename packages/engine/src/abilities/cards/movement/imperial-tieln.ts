/**
 * Galactic Empire TIE/ln fighter pilots about maneuvers, actions and repositions (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Night Beast" (both printings): after fully executing a blue maneuver, he may perform a focus action.
 * - Valen Rudor (both printings): once a friendly ship at range 0–1 of him (himself included) has defended, damage
 *   resolved, he may perform an action from his bar (asked as his ability resolves; the normal action rules apply).
 * - Lieutenant Hebsly (Battle over Endor): once he has defended, he may perform a boost as a red action, also while
 *   stressed.
 * - Magna Tolvan: white actions while she has 2 or fewer stress tokens (abilities/static.ts), and a white action
 *   after she gains a stress token (see magnaTolvan()).
 * - Major Mianda (Battle over Endor): in the End Phase she and up to two friendly small ships at range 0–2 may each
 *   barrel roll or boost as a red action.
 */
import type { ActionDef } from '@xwing/content';
import type { Ctx } from '../../vocabulary/types.js';
import type { ShipState } from '../../vocabulary/types.js';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { friendlyTo, isDefender, shipById, shipName } from '../../vocabulary/queries.js';
import { fullyExecuted, rangeOf, self } from '../common.js';

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
    if (o.id === me || !friendlyTo(ctx, ship, o) || o.base !== 'small') return false;
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
 * with "pass"). Every stress token added raises 'token:after-gain' (util.ts addToken), whatever gives it, and a granted
 * action is asked in the System, Activation, Engagement and End Phases (abilities/grant-action.ts GRANT_PHASES); a
 * stress gained in the Planning Phase offers none.
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

export const IMPERIAL_TIELN_MOVEMENT: Record<string, Ability[]> = {
  'pilot:nightbeast': nightBeast('nightbeast'),
  'pilot:nightbeast-swz105': nightBeast('nightbeast-swz105'),
  'pilot:valenrudor': valenRudor('valenrudor'),
  'pilot:valenrudor-swz105': valenRudor('valenrudor-swz105'),
  'pilot:lieutenanthebsly-battleoverendor': hebsly('lieutenanthebsly-battleoverendor'),
  'pilot:magnatolvan': magnaTolvan('magnatolvan'),
  'pilot:majormianda-battleoverendor': mianda('majormianda-battleoverendor'),
};
