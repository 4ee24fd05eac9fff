/**
 * Crew upgrades about actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Perceptive Copilot: a focus action of its ship gives it one more focus token.
 * - Korr Sella: once a blue maneuver is fully executed, every stress token of the ship goes.
 * - Captain Hark: once a red maneuver is fully executed, a ship without a focus token may spend a charge for one.
 * - Nien Nunb: the ship's bank maneuvers are one difficulty easier.
 * - Han Solo (Resistance crew): after an evade action, one more evade token per enemy ship at range 0–1.
 * - Minister Tua: as the Engagement Phase starts, a damaged ship may perform a red reinforce action.
 * - Unkar Plutt: after a maneuver cut short (partial), the ship may suffer one hit to perform one of its white actions.
 * - Hera Syndulla (crew): red maneuvers may be set and executed while stressed; after fully executing a red one with
 *   3 or more stress tokens, the ship removes one stress token and suffers one hit.
 * - Grand Inquisitor (crew): once an enemy ship at range 0–2 has revealed its dial, 1 Force buys one of the ship's
 *   white actions, performed as red.
 * - "Fives": after the ship's attack misses a defender of its initiative or higher (`initiative-vs`), it places a
 *   focus or an evade token of its player's choice on the card (`card-token`); before it engages, it may take one token
 *   off the card to gain a token of that type. Tokens on the card are not the ship's (Automated Target Priority's
 *   reading, cards/attack/tech.ts).
 * - Qi'ra: obstacles the ship holds a lock on have no effect on it as it moves (maneuvers, boosts, barrel rolls) and do
 *   not obstruct its attacks (`ignore-obstacles` with `lockedOnly`). Reading: the card supposes its ship can lock an
 *   obstacle, which 000 "Objects" allows ("ships can acquire locks on objects") while the Lock action's steps name only
 *   ships (000 "Lock", "List of Actions"); so the card also lets its own ship's lock action choose any object at range
 *   0–3 (`lock-objects` from 'holder', kept to its own lock by `is-other-party`: the locker is the holder).
 * - "Chopper" (crew): while its ship activates and has performed no action yet this round, it may perform its action,
 *   white or red, stressed or not (standing `actions-while-stressed`, both colours: one action, so no linked action
 *   follows while stressed). Once the ship has performed an action while stressed, it suffers a hit unless its player
 *   exposes one of its facedown damage cards (a mandatory choice). Reading: "while stressed" is read after the action
 *   (000 "Action Difficulty": a red action's stress comes once it is performed): stressed after a white action, or
 *   holding two or more stress tokens after a red one.
 * - Prime Minister Almec (side 1): after a friendly ship at range 0–2 (its own ship included) fully executes a red
 *   maneuver, that ship may perform a calculate or focus action of its bar, stressed or not (one record for its own
 *   ship, one for the others: the window's other party is the ship that moved).
 * - Ahsoka Tano (crew): after the ship fully executes a maneuver, a Force lets it pick a friendly ship at range 1–2 in
 *   its full rear arc: that ship may perform a red focus action, stressed or not.
 * - Yoda (crew): once a different friendly ship within range 0–2 has fully flown a purple maneuver or made a purple
 *   action, Yoda's ship may pay a Force so that ship gets one Force back. "Another": the window's other party is the ship that moved
 *   or acted, never Yoda's own ship for a maneuver; no ship that can carry a crew card has a purple action of its own.
 * - Seasoned Navigator: after its dial is revealed, the ship may set it to another maneuver of the same speed that is
 *   not red now (`set-dial`, `dialChoices`); that maneuver is then one difficulty harder while it is executed
 *   (`maneuver-easier` of -1: a white one turns red and gives a stress token, 001 Activation 2.2 Check Difficulty).
 * - Kaydel Connix: after its dial is revealed, the ship may set it to a basic maneuver (straight, bank or turn, 000
 *   "Maneuvers") one speed higher, then one difficulty harder while it is executed (as Seasoned Navigator).
 * - Leia Organa (Resistance): after a friendly ship (hers included: a ship is friendly to itself) reveals a maneuver
 *   that is not a stationary one, 1 Force makes that maneuver one difficulty easier while it is executed
 *   (`maneuver-easier` of that ship, its `who`). No range is named: any range. Two records, as Kanan Jarrus's.
 * - Ciena Ree: after its ship's Coordinate action, if the ship it chose performed a barrel roll or a boost (the window
 *   names that action, `coordinatedAction`; supplement "Coordinate"), that ship may gain a stress token to turn 90° left
 *   or right in place (`rotate-ship` of 'other', not a maneuver; a turn that would overlap a ship is not made, 000
 *   "Overlapping Ships"). The ships are one player's, so that player is asked. Reading: the stress is the price, so a
 *   ship already stressed may still pay it (000 "Stress" forbids actions and red maneuvers, not tokens).
 * - Moff Jerjerrod: in its System step the ship may spend the card's 2 charges and pick the 1-bank left, 1-straight or
 *   1-bank right template; then each friendly ship (its own included: a ship is friendly to itself, 000 "Friendly and
 *   Enemy"), at any range, may perform a red boost with that template only, one after another, each asked with "pass"
 *   (`each-ship` of `grant-action` with `templates: 'choice'`; 000 "Boost"). A stressed ship cannot (000 "Stress").
 * - Baze Malbus: the ship's white focus action may be performed as red (`red-variant`: the menu offers "focus:red",
 *   which gives its stress token, 000 "Action Difficulty"); after a red focus action, one more focus token if an enemy
 *   ship is at range 0–1, two if two or more are. Reading: "if you do" is read from the action's colour as performed
 *   (subject.data.difficulty red): a focus that is red anyway (granted as red, False Tradition) is also a focus treated
 *   as red, the card's choice being pointless there; the extra tokens are counted as the focus action resolves.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { isAttacker, shipById } from '../../vocabulary/queries.js';
import { fullyExecuted, MOVING_MANEUVERS, self } from '../common.js';
import { dialChoices } from './dial.js';

const FIVES = { kind: 'upgrade', xws: 'fives', side: 0 } as const;
const FIVES_TOKENS = ['focus', 'evade'] as const;
/** One effect per token type, resolved for the type answered (subject.data.choice). */
const perAnswer = (effect: (token: string) => Effect): Effect => ({
  kind: 'sequence',
  of: FIVES_TOKENS.map((token) => ({
    kind: 'if-holds',
    when: { kind: 'subject-data', key: 'choice', oneOf: [token] },
    effect: effect(token),
  })),
});

/** The maneuver just executed was fully executed and red (its difficulty as executed). */
const fullyRed: Condition = { kind: 'maneuver', fully: true, difficulty: ['red'] };

const RED_REINFORCE: ActionDef[] = [{ type: 'reinforce', difficulty: 'red' }];
const RED_FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'red' }];

/**
 * Both Ahsoka Tano cards (crew and gunner): after her ship's maneuver (fully executed, for the crew card), a Force lets
 * a friendly ship in `arc` at `range` perform a red focus action, even while stressed; only ships that could are
 * offered.
 */
export function ahsokaFocus(
  xws: 'ahsokatano' | 'ahsokatano-crew',
  range: [number, number],
  arc: 'firing' | 'full-rear',
  where: string,
  fully?: Condition,
): Ability {
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window: 'maneuver:after-execute',
    when: fully ? { kind: 'all', of: [self, fully] } : self,
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    choose: {
      side: 'friendly',
      range,
      inArc: { arc },
      where: { kind: 'can-perform', actions: RED_FOCUS, ignoreStress: true },
      label: 'may perform a red focus action, even while stressed',
    },
    effect: { kind: 'grant-action', actions: RED_FOCUS, who: 'chosen', ignoreStress: true, why: 'Ahsoka Tano' },
    summary: `Ahsoka Tano: spend a Force, a friendly ship ${where} may perform a red focus action.`,
  };
}

/** Baze Malbus: enemy ships at range 0–1, at least `n`. */
const enemiesNear = (n: number): Condition => ({ kind: 'ships-near', side: 'enemy', range: [0, 1], atLeast: n });

export const MOVEMENT_CREW: Record<string, Ability[]> = {
  'upgrade:bazemalbus:0': [
    {
      source: { kind: 'upgrade', xws: 'bazemalbus', side: 0 },
      window: 'action:red-variant',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'red-variant', actions: ['focus'] },
      summary: 'Baze Malbus: your focus action may be performed as a red action.',
    },
    {
      source: { kind: 'upgrade', xws: 'bazemalbus', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['focus'] },
          { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] },
          enemiesNear(1),
        ],
      },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          {
            kind: 'if-holds',
            when: enemiesNear(2),
            effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          },
        ],
      },
      summary: 'Baze Malbus: after a red focus action, a focus token per enemy ship at range 0–1 (at most 2).',
    },
  ],
  'upgrade:perceptivecopilot:0': [
    {
      source: { kind: 'upgrade', xws: 'perceptivecopilot', side: 0 },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['focus'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Perceptive Copilot: your focus action gives you a second focus token.',
    },
  ],
  'upgrade:korrsella:0': [
    {
      source: { kind: 'upgrade', xws: 'korrsella', side: 0 },
      window: 'maneuver:after-execute',
      // After the Check Difficulty step (001 Activation 2.2): the blue maneuver has already removed one stress token.
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['blue'] }] },
      optional: false,
      effect: { kind: 'remove-token', token: 'stress', count: 'all', who: 'self' },
      summary: 'Korr Sella: a blue maneuver fully executed removes all your stress tokens.',
    },
  ],
  'upgrade:captainhark:0': [
    {
      source: { kind: 'upgrade', xws: 'captainhark', side: 0 },
      window: 'maneuver:after-execute',
      // "Focused": the ship holds a focus token (000 "Focus").
      when: {
        kind: 'all',
        of: [self, fullyRed, { kind: 'not', of: { kind: 'has-token', token: 'focus', who: 'self' } }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Captain Hark: after a red maneuver, spend a charge to gain a focus token.',
    },
  ],
  'upgrade:niennunb:0': [
    {
      source: { kind: 'upgrade', xws: 'niennunb', side: 0 },
      window: 'maneuver:difficulty',
      // The effect names the banks: no condition beside it.
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
      summary: 'Nien Nunb: your bank maneuvers are one difficulty easier.',
    },
  ],
  'upgrade:hansolo-crew:0': [
    {
      source: { kind: 'upgrade', xws: 'hansolo-crew', side: 0 },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['evade'] }] },
      optional: false,
      // One evade token for each enemy ship at range 0–1 (none: nothing).
      effect: {
        kind: 'each-ship',
        ships: { side: 'enemy', range: [0, 1] },
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      },
      summary: 'Han Solo: one more evade token for each enemy ship at range 0–1.',
    },
  ],
  'upgrade:ministertua:0': [
    {
      source: { kind: 'upgrade', xws: 'ministertua', side: 0 },
      window: 'engagement:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'damaged', who: 'self' },
          { kind: 'can-perform', actions: RED_REINFORCE },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_REINFORCE, why: 'Minister Tua, a red reinforce' },
      summary: 'Minister Tua: damaged, perform a red reinforce action as the Engagement Phase starts.',
    },
  ],
  'upgrade:unkarplutt:0': [
    {
      source: { kind: 'upgrade', xws: 'unkarplutt', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, { kind: 'not', of: fullyExecuted }, { kind: 'can-perform', actions: 'own-white-bar' }],
      },
      // The hit is the price of the action (asked first); the action prompt then offers "pass".
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Unkar Plutt' },
          { kind: 'grant-action', actions: 'own-white-bar', why: 'Unkar Plutt, a white action' },
        ],
      },
      summary: 'Unkar Plutt: after a partial maneuver, suffer 1 hit to perform a white action.',
    },
  ],
  'upgrade:herasyndulla:0': [
    {
      source: { kind: 'upgrade', xws: 'herasyndulla', side: 0 },
      window: 'maneuver:while-stressed',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed' },
      summary: 'Hera Syndulla: you may set and execute red maneuvers while stressed.',
    },
    {
      source: { kind: 'upgrade', xws: 'herasyndulla', side: 0 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyRed, { kind: 'has-token', token: 'stress', atLeast: 3, who: 'self' }] },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Hera Syndulla' },
        ],
      },
      summary: 'Hera Syndulla: with 3 or more stress after a red maneuver, remove one and suffer 1 hit.',
    },
  ],
  'upgrade:grandinquisitor:0': [
    {
      source: { kind: 'upgrade', xws: 'grandinquisitor', side: 0 },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [
          // The revealing ship (the window's subject, its other party seen from here) is an enemy at range 0–2.
          { kind: 'subject-ship', side: 'enemy' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
          { kind: 'can-perform', actions: 'own-white-bar' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'grant-action',
        actions: 'own-white-bar',
        asRed: true,
        why: 'Grand Inquisitor, a white action as red',
      },
      summary:
        'Grand Inquisitor: an enemy ship nearby revealed its dial: spend 1 Force to perform a white action as red.',
    },
  ],
  'upgrade:fives:0': [
    {
      source: FIVES,
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
          { kind: 'initiative-vs', who: 'defender', than: 'self', compare: 'at-least' },
        ],
      },
      // Mandatory: the choice of token is asked without "decline".
      optional: false,
      choices: () => FIVES_TOKENS.map((t) => ({ id: t, label: `place a ${t} token on the card` })),
      effect: perAnswer((token) => ({ kind: 'card-token', xws: 'fives', token, count: 1 })),
      summary:
        '"Fives": your attack missed a defender of your initiative or higher: a focus or evade token on the card.',
    },
    {
      source: FIVES,
      window: 'engagement:before-engage',
      // The choices offer only the tokens on the card: none, and it is not offered.
      when: self,
      optional: true,
      choices: (ctx, me) => {
        const onCard = shipById(ctx.state, me).upgrades.find((u) => u.xws === 'fives')?.tokens ?? {};
        return FIVES_TOKENS.filter((t) => (onCard[t] ?? 0) > 0).map((t) => ({ id: t, label: `take a ${t} token` }));
      },
      effect: perAnswer((token) => ({
        kind: 'sequence',
        of: [
          { kind: 'card-token', xws: 'fives', token, count: -1 },
          { kind: 'gain-token', token, count: 1, who: 'self' },
        ],
      })),
      summary: '"Fives": before you engage, take a token off the card to gain a token of its type.',
    },
  ],
  'upgrade:qira:0': [
    {
      source: { kind: 'upgrade', xws: 'qira', side: 0 },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['moving', 'attacking'], lockedOnly: true },
      summary: "Qi'ra: obstacles you lock do not affect your moves nor obstruct your attacks.",
    },
    {
      source: { kind: 'upgrade', xws: 'qira', side: 0 },
      window: 'action:lock-objects',
      when: { kind: 'is-other-party' },
      optional: false,
      effect: { kind: 'lock-objects', from: 'holder', min: 0, max: 3 },
      summary: "Qi'ra: your lock action may choose an obstacle or another object at range 0–3.",
    },
  ],
  'upgrade:chopper-crew:0': [
    ...(['white', 'red'] as const).map((difficulty): Ability => ({
      source: { kind: 'upgrade', xws: 'chopper-crew', side: 0 },
      window: 'action:while-stressed',
      when: {
        kind: 'all',
        of: [
          { kind: 'activating', who: 'self' },
          { kind: 'not', of: { kind: 'actions-performed', atLeast: 1 } },
        ],
      },
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty },
      summary: `"Chopper": in your activation you may perform one ${difficulty} action while stressed.`,
    })),
    {
      source: { kind: 'upgrade', xws: 'chopper-crew', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'any',
            of: [
              {
                kind: 'all',
                of: [
                  { kind: 'subject-data', key: 'difficulty', oneOf: ['white'] },
                  { kind: 'has-token', token: 'stress', atLeast: 1, who: 'self' },
                ],
              },
              {
                kind: 'all',
                of: [
                  { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] },
                  { kind: 'has-token', token: 'stress', atLeast: 2, who: 'self' },
                ],
              },
            ],
          },
        ],
      },
      optional: false,
      choices: (ctx, me) => [
        ...(shipById(ctx.state, me).damage.some((d) => !d.faceup)
          ? [{ id: 'expose', label: 'expose one of your damage cards' }]
          : []),
        { id: 'hit', label: 'suffer 1 hit damage' },
      ],
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'if-holds',
            when: { kind: 'subject-data', key: 'choice', oneOf: ['expose'] },
            effect: { kind: 'expose-damage', who: 'self' },
          },
          {
            kind: 'if-holds',
            when: { kind: 'subject-data', key: 'choice', oneOf: ['hit'] },
            effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' },
          },
        ],
      },
      summary: '"Chopper": you acted while stressed: suffer 1 hit, or expose one of your damage cards.',
    },
  ],
  'upgrade:primeministeralmec:1': [
    {
      source: { kind: 'upgrade', xws: 'primeministeralmec', side: 1 },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyRed] },
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-bar',
        types: ['calculate', 'focus'],
        ignoreStress: true,
        why: 'Prime Minister Almec, after a red maneuver',
      },
      summary:
        'Prime Minister Almec: after your red maneuver, perform a calculate or focus action, even while stressed.',
    },
    {
      source: { kind: 'upgrade', xws: 'primeministeralmec', side: 1 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'maneuver', who: 'other', fully: true, difficulty: ['red'] },
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
        ],
      },
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-bar',
        types: ['calculate', 'focus'],
        ignoreStress: true,
        who: 'other',
        why: 'Prime Minister Almec, after a red maneuver',
      },
      summary:
        'Prime Minister Almec: a friendly ship at range 0–2 that fully executed a red maneuver may calculate or focus, even while stressed.',
    },
  ],
  'upgrade:ahsokatano-crew:0': [
    ahsokaFocus('ahsokatano-crew', [1, 2], 'full-rear', 'in your full rear arc at range 1–2', fullyExecuted),
  ],
  'upgrade:yoda:0': [
    {
      source: { kind: 'upgrade', xws: 'yoda', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'maneuver', who: 'other', fully: true, difficulty: ['purple'] },
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Yoda', who: 'other' },
      summary: 'Yoda: spend a Force, the friendly ship that used the Force recovers one.',
    },
    {
      source: { kind: 'upgrade', xws: 'yoda', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'difficulty', oneOf: ['purple'] },
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Yoda', who: 'other' },
      summary: 'Yoda: spend a Force, the friendly ship that used the Force recovers one.',
    },
  ],
};

/** Chewbacca (Battle of Yavin crew): after an evade action, the ship may gain a focus token. */
MOVEMENT_CREW['upgrade:chewbacca-battleofyavin:0'] = [
  {
    source: { kind: 'upgrade', xws: 'chewbacca-battleofyavin', side: 0 },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['evade'] }] },
    optional: true,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Chewbacca: after an evade action, gain a focus token.',
  },
];

/** Embo (Armed and Dangerous crew): as the Engagement Phase starts, with an enemy ship at range 0, a red reinforce. */
MOVEMENT_CREW['upgrade:embo-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: 'embo-armedanddangerous', side: 0 },
    window: 'engagement:start',
    when: {
      kind: 'all',
      of: [
        { kind: 'ships-near', side: 'enemy', range: [0, 0] },
        { kind: 'can-perform', actions: RED_REINFORCE },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: RED_REINFORCE, why: 'Embo, a red reinforce' },
    summary: 'Embo: an enemy ship at range 0 as the Engagement Phase starts: perform a red reinforce action.',
  },
];

MOVEMENT_CREW['upgrade:seasonednavigator:0'] = [
  {
    source: { kind: 'upgrade', xws: 'seasonednavigator', side: 0 },
    window: 'activation:after-reveal',
    when: self,
    optional: true,
    // No other non-red maneuver of that speed on the dial (or an ion maneuver): no choice, not asked.
    choices: dialChoices({ speed: 'same', notRed: true }),
    effect: { kind: 'sequence', of: [{ kind: 'set-dial' }, { kind: 'maneuver-easier', steps: -1 }] },
    summary: 'Seasoned Navigator: set your dial to another non-red maneuver of that speed, one difficulty harder.',
  },
];

MOVEMENT_CREW['upgrade:kaydelconnix:0'] = [
  {
    source: { kind: 'upgrade', xws: 'kaydelconnix', side: 0 },
    window: 'activation:after-reveal',
    when: self,
    optional: true,
    // No basic maneuver one speed higher on the dial (or an ion maneuver): no choice, not asked.
    choices: dialChoices({ speed: 'next-higher', basic: true }),
    effect: { kind: 'sequence', of: [{ kind: 'set-dial' }, { kind: 'maneuver-easier', steps: -1 }] },
    summary: 'Kaydel Connix: set your dial to a basic maneuver one speed faster, one difficulty harder.',
  },
];

/** Leia Organa (Resistance): the maneuver a friendly ship (`who`) revealed, not a stationary one, made easier. */
const leia = (who: 'self' | 'other', near: Condition): Ability => ({
  source: { kind: 'upgrade', xws: 'leiaorgana-resistance', side: 0 },
  window: 'activation:after-reveal',
  when: {
    kind: 'all',
    of: [near, { kind: 'maneuver-is', kinds: MOVING_MANEUVERS, ...(who === 'other' ? { who } : {}) }],
  },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: { kind: 'maneuver-easier', steps: 1, who },
  summary: 'Leia Organa: spend 1 Force to make the maneuver that friendly ship revealed one difficulty easier.',
});
MOVEMENT_CREW['upgrade:leiaorgana-resistance:0'] = [
  leia('self', self),
  leia('other', { kind: 'ship-is', who: 'other', side: 'friendly' }),
];

/** Moff Jerjerrod's templates: the 1-bank left, 1-straight and 1-bank right (dial codes). */
const JERJERROD_TEMPLATES = [
  ['1B', 'the 1-bank left'],
  ['1F', 'the 1-straight'],
  ['1N', 'the 1-bank right'],
] as const;
MOVEMENT_CREW['upgrade:moffjerjerrod:0'] = [
  {
    source: { kind: 'upgrade', xws: 'moffjerjerrod', side: 0 },
    window: 'system',
    when: self,
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    choices: () => JERJERROD_TEMPLATES.map(([id, name]) => ({ id, label: `${name} template` })),
    effect: {
      kind: 'each-ship',
      ships: { side: 'friendly', includeSelf: true },
      effect: {
        kind: 'grant-action',
        actions: [{ type: 'boost', difficulty: 'red' }],
        why: 'Moff Jerjerrod, a red boost with the template chosen',
        who: 'chosen',
        templates: 'choice',
      },
    },
    summary:
      'Moff Jerjerrod: spend 2 charges and pick a template; each friendly ship may boost with it as a red action.',
  },
];

MOVEMENT_CREW['upgrade:cienaree:0'] = [
  {
    source: { kind: 'upgrade', xws: 'cienaree', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      // Only a Coordinate action's window names the action its chosen ship performed (actions/index.ts
      // afterPerformSubject), so that fact alone says the action was a coordinate.
      of: [self, { kind: 'subject-data', key: 'coordinatedAction', oneOf: ['barrel-roll', 'boost'] }],
    },
    optional: true,
    choices: () => [
      { id: '-90', label: 'it turns 90° left' },
      { id: '90', label: 'it turns 90° right' },
    ],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'stress', count: 1, who: 'other' },
        { kind: 'rotate-ship', who: 'other' },
      ],
    },
    summary: 'Ciena Ree: the ship you coordinated repositioned; it may take a stress token to turn 90°.',
  },
];

/**
 * Supreme Leader Snoke (crew, 1 recurring Force): in his ship's System Phase step its player may pick any number of
 * enemy ships beyond range 1 of it, one Force each, and each picked ship's dial is flipped faceup (`choose` with `upTo`
 * and `costEach`, `each-chosen` `reveal-dial`; 000 "Planning Phase", 001 "Activation Phase" 1: a faceup dial is read by
 * both players). Readings: "beyond range 1" is range 2 and further, beyond range 3 too (000 "Measuring Range": the
 * band has no upper end), so the filter is the range 0–1 band negated, not `range`; a ship whose dial is faceup already
 * is not offered (no Force spent for nothing); "any number" is bounded by the Force the ship holds.
 */
MOVEMENT_CREW['upgrade:supremeleadersnoke:0'] = [
  {
    source: { kind: 'upgrade', xws: 'supremeleadersnoke', side: 0 },
    window: 'system',
    when: self,
    optional: true,
    choose: {
      side: 'enemy',
      // Seen from the candidate (`self`), Snoke's ship is `other`.
      where: {
        kind: 'all',
        of: [
          { kind: 'not', of: { kind: 'range', to: 'other', min: 0, max: 1 } },
          { kind: 'not', of: { kind: 'revealed', who: 'self' } },
        ],
      },
      upTo: 8,
      costEach: [{ kind: 'spend-force', count: 1 }],
      label: 'its dial is flipped faceup (1 Force)',
    },
    effect: { kind: 'each-chosen', effect: { kind: 'reveal-dial', who: 'chosen' } },
    summary: 'Supreme Leader Snoke: spend 1 Force per enemy ship beyond range 1 to flip its dial faceup.',
  },
];
