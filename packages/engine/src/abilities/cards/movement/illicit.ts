/**
 * Illicit upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Contraband Cybernetics: as its ship is about to activate, its one charge (never recovered: the content's
 *   `recovers` is 0, and a Reload recovers only torpedo, missile and device charges, 000 "Reload") buys, for the rest
 *   of the round, actions (white and red) and red maneuvers while stressed. Reading (000 "Stress": a stressed ship
 *   can neither set nor execute a red maneuver): while the card still holds its charge, a stressed ship may set a red
 *   maneuver in the Planning Phase (the permission it would buy is for the round, and the dial is set before it can
 *   be bought); if the charge is not spent by the reveal, the red maneuver becomes the white 2-straight of 001 Reveal
 *   Dial.
 * - Kineso-Switch (Armed and Dangerous): after a SLAM whose maneuver was fully executed, while some ship locks it, the
 *   ship may spend a charge to break every lock on it (`break-locks`; 000 "Lock"). Its charges do not recur (the
 *   content's `recovers` is 0).
 * - Coaxium Hyperfuel (ships with a SLAM action): the ship may SLAM while stressed (#0, standing
 *   `actions-while-stressed`: the SLAM is white on every bar that has one); after a SLAM performed while stressed it
 *   suffers one critical damage unless its player exposes one of its damage cards (#1; `actions-performed`
 *   `whileStressed`: the stress it held as it began the SLAM, not after its maneuver, which a blue one may clear);
 *   after a partial maneuver it may expose a damage card or suffer one critical damage to perform a SLAM action (#2).
 *   Readings: "expose 1 of your damage cards" flips one facedown card at random (001 "Damage Cards": facedown cards
 *   are not known), offered only while it has one, so with none the critical damage is its only answer; the SLAM of
 *   #2 is the ship's white SLAM, asked only when it can still perform one this round (000 "Actions": not the same
 *   action twice in a round), and #2's price is paid before it, so the SLAM may itself be one made while stressed,
 *   which #1 then prices again (both are the card's words).
 * - Inertial Dampeners: as the ship is about to execute its maneuver, a shield buys a white 0 stop executed in its place
 *   (`execute-as` `to` '0O', `white`: its Check Difficulty reads white, 001 Activation 2.3), and the ship gains a stress
 *   token. Readings: any ship may execute the stop, on its dial or not (the card names it); the stress token is gained
 *   as the card resolves, before the stop — the card's "then" — since a white stop's Check Difficulty neither gives nor
 *   removes stress, the ship leaves the step with the same token either way.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Ctx, Effect } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const COAXIUM = { kind: 'upgrade', xws: 'coaxiumhyperfuel', side: 0 } as const;
const SLAM: ActionDef[] = [{ type: 'slam', difficulty: 'white' }];
/** "Expose 1 of your damage cards, or suffer 1 critical damage": expose only while a facedown card is there. */
const exposeOrCrit = (ctx: Ctx, me: string) => [
  ...(ctx.state.ships.find((x) => x.id === me)?.damage.some((d) => !d.faceup)
    ? [{ id: 'expose', label: 'expose one of your facedown damage cards' }]
    : []),
  { id: 'crit', label: 'suffer 1 critical damage' },
];
/** The answer to `exposeOrCrit`, resolved. */
const EXPOSE_OR_CRIT: Effect[] = [
  {
    kind: 'if-holds',
    when: { kind: 'answered', index: 0, oneOf: ['expose'] },
    effect: { kind: 'expose-damage', who: 'self' },
  },
  {
    kind: 'if-holds',
    when: { kind: 'answered', index: 0, oneOf: ['crit'] },
    effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'Coaxium Hyperfuel' },
  },
];

export const MOVEMENT_ILLICIT: Record<string, Ability[]> = {
  'upgrade:contrabandcybernetics:0': [
    {
      source: { kind: 'upgrade', xws: 'contrabandcybernetics', side: 0 },
      window: 'activation:before-reveal',
      when: self,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'action:while-stressed',
            effect: { kind: 'actions-while-stressed', difficulty: 'white' },
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'action:while-stressed',
            effect: { kind: 'actions-while-stressed', difficulty: 'red' },
          },
          {
            kind: 'last',
            until: 'end-of-round',
            window: 'maneuver:while-stressed',
            effect: { kind: 'red-maneuvers-while-stressed' },
          },
        ],
      },
      summary:
        'Contraband Cybernetics: spend the charge; until the end of the round you may act and fly red maneuvers while stressed.',
    },
    {
      source: { kind: 'upgrade', xws: 'contrabandcybernetics', side: 0 },
      window: 'maneuver:while-stressed',
      when: { kind: 'has-charges', atLeast: 1 },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed', setOnly: true },
      summary: 'Contraband Cybernetics: with its charge, a stressed ship may still set a red maneuver.',
    },
  ],
};

MOVEMENT_ILLICIT['upgrade:kinesoswitch-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: 'kinesoswitch-armedanddangerous', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
        // The SLAM's maneuver is the ship's last move: a partial one is marked on it (movement.ts).
        fullyExecuted,
        // No lock on it: nothing to break, not asked.
        { kind: 'locked-by', who: 'self', side: 'any' },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'break-locks', who: 'self' },
    summary: 'Kineso-Switch: after a fully executed SLAM, spend a charge to break every lock on you.',
  },
];

MOVEMENT_ILLICIT['upgrade:coaxiumhyperfuel:0'] = [
  {
    source: COAXIUM,
    window: 'action:while-stressed',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'actions-while-stressed', difficulty: 'white', actions: ['slam'] },
    summary: 'Coaxium Hyperfuel: you may SLAM while stressed.',
  },
  {
    source: COAXIUM,
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
        { kind: 'actions-performed', atLeast: 1, actions: ['slam'], whileStressed: true },
      ],
    },
    // "Unless you expose": a must, one of two answers (no "decline").
    optional: false,
    choices: (ctx, me) => exposeOrCrit(ctx, me),
    effect: { kind: 'sequence', of: EXPOSE_OR_CRIT },
    summary: 'Coaxium Hyperfuel: you SLAMmed while stressed; expose a damage card or suffer 1 critical damage.',
  },
  {
    source: COAXIUM,
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [self, { kind: 'not', of: fullyExecuted }, { kind: 'can-perform', actions: SLAM }] },
    // The price is asked first (its answers, or decline); the action prompt then offers "pass".
    optional: true,
    choices: (ctx, me) => exposeOrCrit(ctx, me),
    effect: {
      kind: 'sequence',
      of: [...EXPOSE_OR_CRIT, { kind: 'grant-action', actions: SLAM, why: 'Coaxium Hyperfuel, a SLAM' }],
    },
    summary: 'Coaxium Hyperfuel: after a partial maneuver, expose a damage card or suffer 1 critical damage to SLAM.',
  },
];

MOVEMENT_ILLICIT['upgrade:inertialdampeners:0'] = [
  {
    source: { kind: 'upgrade', xws: 'inertialdampeners', side: 0 },
    window: 'maneuver:before-execute',
    when: self,
    optional: true,
    cost: [{ kind: 'spend-shield', count: 1 }],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'execute-as', to: '0O', white: true },
        { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      ],
    },
    summary: 'Inertial Dampeners: spend a shield to execute a white 0 stop instead, then gain a stress token.',
  },
];
