/**
 * Talents about actions, repositions and initiative, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Hopeful: after another friendly ship at range 0–3 is destroyed, if it was limited or carried Hopeful too, the
 *   ship may perform a focus or boost action (asked with "pass" as the ability resolves). Range is measured to where
 *   the destroyed ship stood; "limited" is its pilot card's limit (000 "Squad Building").
 * - Disciplined: the same trigger as Hopeful (a limited friendly ship, or one with Disciplined, destroyed at range
 *   0–3), for a lock or barrel roll action.
 * - Swarm Tactics: as the Engagement Phase starts, the ship may choose a friendly ship at range 1, which takes this
 *   ship's initiative until the round ends. Reading: the value given is this ship's printed initiative, fixed as the
 *   effect starts (000 "Initiative").
 * - False Tradition (Proud Tradition's other side, 1): the ship's focus actions are red.
 * - Debris Gambit: its red evade actions are white while an obstacle is at range 0–1 (the red evade it adds to the bar
 *   is the content's grant).
 * - Daredevil: a white boost may be made red to use a 1 turn template (left or right) instead of the usual ones.
 * - Marg Sabl Closure: after a maneuver fully executed through or onto an obstacle, the ship may choose an enemy ship
 *   in its front arc at range 1–2, which gains a strain token. Structures, huge ships and deploying, which the card
 *   also names, do not exist in the engine yet (epic play; reserves). Reading: an obstacle the maneuver ends
 *   overlapping was moved onto, so it counts (000 "Moving Through and Overlapping Obstacles" treats both alike).
 * - Interloper Turn: about to execute a speed 1–2 turn or Koiogran turn at range 0–1 of an asteroid, the ship may gain
 *   a tractor token (its own effect, so its own player then decides the tractor move: supplement "Tractor"). The
 *   structures and huge ships the card also names do not exist in the engine yet (epic play).
 * - Starbird Slash: after fully executing a maneuver whose template crossed an enemy ship's base, the ship may pick one
 *   such enemy, which gains a strain token; then, if the ship stands in one of that enemy's firing arcs, it gains a
 *   strain token too (`if-holds`, read after the first token). The ships moved through are
 *   ShipState.round.movedThrough (`moved-through`), placed by @xwing/geometry.
 * - Backwards Tailslide: while the ship's configuration card shows its first side (every X-wing configuration's
 *   "(Closed)" side is side 0), its boosts and barrel rolls may move through and overlap obstacles (`ignore-obstacles`
 *   for 'repositioning'); after a boost or barrel roll that crossed an obstacle and left it beyond range 0 of it
 *   (`moved-through-obstacle` of its last reposition: ShipState.round.crossedObstacles), it gains an evade token.
 * - Push the Limit (Battle over Endor): after a fully executed red maneuver or a red action (each gives the ship a stress
 *   token), a ship with no strain token may take a strain token to remove a stress token.
 * - Ion Limiter Override: after fully executing a red maneuver, the ship may barrel roll, stressed or not (white: the
 *   card names no colour, 000 "Action Difficulty"); once that roll is performed ("if you do"), it rolls an attack die:
 *   a hit gives it a strain token, a crit an ion token. The die's record answers the roll this card granted only
 *   (`subject-data` 'grantedBy': the 'action:after-perform' window names the grant's `why`), not a barrel roll of the
 *   ship's own Perform Action step; a barrel roll it passes rolls nothing.
 * - Composure: after the ship fails an action (the event 'action:after-fail': an action attempted with no legal way to
 *   resolve it, actions/index.ts), with no green token (focus, evade, calculate or reinforce: 000 "Tokens"), it may
 *   perform a focus action (white: the card names no colour); once that focus is performed ("if you do": `grantedBy`),
 *   it may perform no other action this round (a lasting `allow-only-actions` of none, card actions included).
 * - Attack Speed (Battle of Yavin): after fully executing a 3 or 4 straight, the ship may boost with the 1-straight
 *   template only, as no action (`grant-action` `notAction` with `templates`: not stopped by stress, not counted, no
 *   'action:after-perform'; 000 "Boost"). Nothing is asked when that boost has no legal placement.
 * - Persistent Tracker (Armed and Dangerous): in its System step the ship may spend all 3 of the card's charges (the
 *   spend is all that record does); while the card has no active charge during the Activation Phase, stress keeps the
 *   ship from neither its actions (white and red) nor its red maneuvers (000 "Stress"). Reading, as for Contraband
 *   Cybernetics (illicit.ts): the dial is set before the System Phase, so while the card still holds its 3 charges a
 *   stressed ship may set a red maneuver; left unspent, the red maneuver is replaced at the reveal (001 Reveal Dial).
 *   The charge recurs (1 a round, the content's `recovers`), so it is spent again only once back at 3.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const LOCK_OR_ROLL: ActionDef[] = [
  { type: 'lock', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

const FOCUS_OR_BOOST: ActionDef[] = [
  { type: 'focus', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

export const MOVEMENT_TALENTS: Record<string, Ability[]> = {
  'upgrade:backwardstailslide:0': [
    {
      source: { kind: 'upgrade', xws: 'backwardstailslide', side: 0 },
      window: 'ship:ignore-obstacles',
      when: { kind: 'has-dual-upgrade', type: 'configuration', side: 0 },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['repositioning'] },
      summary: 'Backwards Tailslide: S-foils closed, your boosts and barrel rolls may cross obstacles.',
    },
    {
      source: { kind: 'upgrade', xws: 'backwardstailslide', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['boost', 'barrel-roll'] },
          { kind: 'moved-through-obstacle', reposition: true, notAtRange0: true },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Backwards Tailslide: through an obstacle and off it, gain an evade token.',
    },
  ],
  'upgrade:hopeful:0': [
    {
      source: { kind: 'upgrade', xws: 'hopeful', side: 0 },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
          { kind: 'subject-ship', limited: true, equips: 'hopeful' },
          { kind: 'can-perform', actions: FOCUS_OR_BOOST },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: FOCUS_OR_BOOST, why: 'Hopeful: focus or boost' },
      summary: 'Hopeful: a friendly ship fell nearby, you may focus or boost.',
    },
  ],
  'upgrade:swarmtactics:0': [
    {
      source: { kind: 'upgrade', xws: 'swarmtactics', side: 0 },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: { side: 'friendly', range: [1, 1], label: 'takes your initiative this round' },
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'ship:initiative',
        who: 'chosen',
        effect: { kind: 'initiative', set: 'self' },
      },
      summary: 'Swarm Tactics: a friendly ship at range 1 takes your initiative until the round ends.',
    },
  ],
  'upgrade:proudtradition:1': [
    {
      source: { kind: 'upgrade', xws: 'proudtradition', side: 1 },
      window: 'action:difficulty',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'action-difficulty', actions: ['focus'], from: 'white', to: 'red' },
      summary: 'False Tradition: your focus actions are red.',
    },
  ],
  'upgrade:debrisgambit:0': [
    {
      source: { kind: 'upgrade', xws: 'debrisgambit', side: 0 },
      window: 'action:difficulty',
      when: { kind: 'near-obstacle', min: 0, max: 1 },
      optional: false,
      effect: { kind: 'action-difficulty', actions: ['evade'], from: 'red', to: 'white' },
      summary: 'Debris Gambit: near an obstacle, your red evade actions are white.',
    },
  ],
  'upgrade:interloperturn:0': [
    {
      source: { kind: 'upgrade', xws: 'interloperturn', side: 0 },
      window: 'maneuver:before-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver-is', speeds: [1, 2], kinds: ['turn', 'koiogran'] },
          { kind: 'near-obstacle', min: 0, max: 1, kinds: ['asteroid'] },
        ],
      },
      optional: true,
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'self' },
      summary: 'Interloper Turn: near an asteroid, gain a tractor token before this maneuver.',
    },
  ],
  'upgrade:daredevil:0': [
    {
      source: { kind: 'upgrade', xws: 'daredevil', side: 0 },
      window: 'action:boost-templates',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'boost-templates', templates: ['1T', '1Y'], whiteOnly: true, asRed: true },
      summary: 'Daredevil: a white boost may use a 1 turn template, as a red boost.',
    },
  ],
  'upgrade:margsablclosure:0': [
    {
      source: { kind: 'upgrade', xws: 'margsablclosure', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'maneuver', fully: true }, { kind: 'moved-through-obstacle' }],
      },
      optional: true,
      choose: { side: 'enemy', range: [1, 2], inArc: { arc: 'front' }, label: 'gains a strain token' },
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      summary:
        'Marg Sabl Closure: through an obstacle, an enemy ship in your front arc at range 1–2 gains a strain token.',
    },
  ],
  'upgrade:starbirdslash:0': [
    {
      source: { kind: 'upgrade', xws: 'starbirdslash', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'maneuver', fully: true }],
      },
      optional: true,
      // The choice holds the crossing: with no enemy ship crossed, none is offered and nothing is asked.
      choose: {
        side: 'enemy',
        where: { kind: 'moved-through', mover: 'other', who: 'self' },
        label: 'gains a strain token',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          {
            kind: 'if-holds',
            when: { kind: 'in-arc', arc: 'firing', of: 'chosen', target: 'self' },
            effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
          },
        ],
      },
      summary:
        'Starbird Slash: an enemy ship you moved through gains a strain token; in its firing arc, you gain one too.',
    },
  ],
  'upgrade:disciplined:0': [
    {
      source: { kind: 'upgrade', xws: 'disciplined', side: 0 },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
          { kind: 'subject-ship', limited: true, equips: 'disciplined' },
          { kind: 'can-perform', actions: LOCK_OR_ROLL },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: LOCK_OR_ROLL, why: 'Disciplined: lock or barrel roll' },
      summary: 'Disciplined: a friendly ship fell nearby, you may lock or barrel roll.',
    },
  ],
  'upgrade:pushthelimit-battleoverendor:0': (['maneuver:after-execute', 'action:after-perform'] as const).map(
    (window): Ability => ({
      source: { kind: 'upgrade', xws: 'pushthelimit-battleoverendor', side: 0 },
      window,
      when: {
        kind: 'all',
        of: [
          self,
          window === 'maneuver:after-execute'
            ? { kind: 'maneuver', fully: true, difficulty: ['red'] }
            : { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] },
          { kind: 'has-token', token: 'strain', atMost: 0, who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Push the Limit: not strained, gain a strain token to remove a stress token.',
    }),
  ),
};

/** Efficient Processing (swz103): after a calculate action, one more calculate token. */
MOVEMENT_TALENTS['upgrade:efficientprocessing-swz103:0'] = [
  {
    source: { kind: 'upgrade', xws: 'efficientprocessing-swz103', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'Efficient Processing: after a calculate action, gain a calculate token.',
  },
];

/** Ion Limiter Override's barrel roll, and the name its grant goes by in the window after it. */
const ILO_ROLL: ActionDef[] = [{ type: 'barrel-roll', difficulty: 'white' }];
const ILO_WHY = 'Ion Limiter Override, after a red maneuver';
MOVEMENT_TALENTS['upgrade:ionlimiteroverride:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ionlimiteroverride', side: 0 },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'maneuver', fully: true, difficulty: ['red'] },
        { kind: 'can-perform', actions: ILO_ROLL, ignoreStress: true },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: ILO_ROLL, why: ILO_WHY, ignoreStress: true },
    summary: 'Ion Limiter Override: after a red maneuver, you may barrel roll even while stressed.',
  },
  {
    source: { kind: 'upgrade', xws: 'ionlimiteroverride', side: 0 },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'grantedBy', oneOf: [ILO_WHY] }] },
    optional: false,
    effect: {
      kind: 'roll-attack-die',
      onHit: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      onCrit: { kind: 'gain-token', token: 'ion', count: 1, who: 'self' },
    },
    summary:
      'Ion Limiter Override: having barrel rolled, roll an attack die (hit: a strain token; crit: an ion token).',
  },
];

/** Composure's focus action, and the name its grant goes by in the window after it. */
const COMPOSURE_FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];
const COMPOSURE_WHY = 'Composure, after a failed action';
MOVEMENT_TALENTS['upgrade:composure:0'] = [
  {
    source: { kind: 'upgrade', xws: 'composure', side: 0 },
    window: 'action:after-fail',
    when: {
      kind: 'all',
      of: [
        self,
        { kind: 'not', of: { kind: 'has-green-token', who: 'self' } },
        { kind: 'can-perform', actions: COMPOSURE_FOCUS },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: COMPOSURE_FOCUS, why: COMPOSURE_WHY },
    summary: 'Composure: your action failed and you have no green token: you may perform a focus action.',
  },
  {
    source: { kind: 'upgrade', xws: 'composure', side: 0 },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'grantedBy', oneOf: [COMPOSURE_WHY] }] },
    optional: false,
    effect: {
      kind: 'last',
      until: 'end-of-round',
      window: 'action:allowed',
      effect: {
        kind: 'allow-only-actions',
        actions: [],
        cardActions: false,
        why: 'no more actions this round (Composure)',
      },
    },
    summary: 'Composure: having focused so, you perform no other action this round.',
  },
];

/** Persistent Tracker: no active charge, during the Activation Phase. */
const TRACKER = 'persistenttracker-armedanddangerous';
const trackerSpent: Condition = {
  kind: 'all',
  of: [
    { kind: 'during-phase', phase: 'activation' },
    { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
  ],
};
MOVEMENT_TALENTS[`upgrade:${TRACKER}:0`] = [
  {
    source: { kind: 'upgrade', xws: TRACKER, side: 0 },
    window: 'system',
    when: self,
    optional: true,
    cost: [{ kind: 'spend-charge', count: 3 }],
    // Spending the charges is the whole of this part: what the spent card allows is the standing records below.
    effect: { kind: 'sequence', of: [] },
    summary: 'Persistent Tracker: spend its 3 charges (stress will not stop you this Activation Phase).',
  },
  ...(['white', 'red'] as const).map((difficulty): Ability => ({
    source: { kind: 'upgrade', xws: TRACKER, side: 0 },
    window: 'action:while-stressed',
    when: trackerSpent,
    optional: false,
    effect: { kind: 'actions-while-stressed', difficulty },
    summary: `Persistent Tracker: its charges spent, ${difficulty} actions while stressed this Activation Phase.`,
  })),
  {
    source: { kind: 'upgrade', xws: TRACKER, side: 0 },
    window: 'maneuver:while-stressed',
    when: trackerSpent,
    optional: false,
    effect: { kind: 'red-maneuvers-while-stressed' },
    summary: 'Persistent Tracker: its charges spent, red maneuvers while stressed this Activation Phase.',
  },
  {
    source: { kind: 'upgrade', xws: TRACKER, side: 0 },
    window: 'maneuver:while-stressed',
    when: { kind: 'has-charges', atLeast: 3 },
    optional: false,
    effect: { kind: 'red-maneuvers-while-stressed', setOnly: true },
    summary: 'Persistent Tracker: with its 3 charges still to spend, a stressed ship may set a red maneuver.',
  },
];

MOVEMENT_TALENTS['upgrade:attackspeed-battleofyavin:0'] = [
  {
    source: { kind: 'upgrade', xws: 'attackspeed-battleofyavin', side: 0 },
    window: 'maneuver:after-execute',
    when: { kind: 'all', of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [3, 4], kinds: ['straight'] }] },
    // The boost's prompt offers "pass": no separate question.
    optional: false,
    effect: {
      kind: 'grant-action',
      actions: [{ type: 'boost', difficulty: 'white' }],
      why: 'Attack Speed, a 1-straight boost',
      notAction: true,
      templates: ['1F'],
    },
    summary: 'Attack Speed: after a full 3 or 4 straight, you may boost with the 1-straight template (not an action).',
  },
];
