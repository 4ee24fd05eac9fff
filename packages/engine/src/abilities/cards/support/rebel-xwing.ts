/**
 * Rebel T-65 X-wing pilots whose abilities work with tokens and the friendly ships around them (all printings), each
 * in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Garven Dreis (and his Battle of Yavin printing): after spending a focus token on a dice modification, he may hand
 *   a focus token to a friendly ship of his choice at range 1–3 (other ways of spending focus do not trigger it yet).
 * - Jek Porkins (and his Battle of Yavin and SWZ106 printings): after gaining a stress token during his activation,
 *   he may remove it and roll an attack die; on a hit he suffers one hit damage.
 * - Kendy Idele (Endor): after spending a green token, she may take a strain so a friendly ship at range 1–3 may
 *   perform a red focus or evade.
 */
import type { ActionDef } from '@xwing/content';
import { rangeBetween } from '@xwing/geometry';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { addTokens, inPlay, shipById, shipName, solidOf } from '../../vocabulary/queries.js';
import { self } from '../common.js';

/** The token a 'token:after-gain' window is about is a stress token. */
const gainedStress: Condition = { kind: 'subject-data', key: 'token', oneOf: ['stress'] };

/** Garven Dreis: after spending a focus token, a focus token for a friendly ship at range 1–3. */
function garven(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
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
  };
}

/** Jek Porkins: after gaining a stress token, remove it and roll an attack die (a hit damages him). */
function jek(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
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
  };
}

const KENDY_ACTIONS: ActionDef[] = [
  { type: 'focus', difficulty: 'red' },
  { type: 'evade', difficulty: 'red' },
];

/**
 * Kendy Idele (Battle over Endor): after she spends a green token (focus, evade or calculate on a dice modification),
 * she may take a strain token to let a friendly ship at range 1–3 perform a red focus or red evade action. That
 * action is asked as her ability resolves, before the attack goes on (abilities/grant-action.ts).
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

export const REBEL_XWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:garvendreis-t65xwing': [garven('garvendreis-t65xwing')],
  'pilot:garvendreis-battleofyavin': [garven('garvendreis-battleofyavin')],
  'pilot:jekporkins': [jek('jekporkins')],
  'pilot:jekporkins-battleofyavin': [jek('jekporkins-battleofyavin')],
  'pilot:jekporkins-swz106': [jek('jekporkins-swz106')],
  'pilot:kendyidele-battleoverendor': [kendyIdele('kendyidele-battleoverendor')],
};
