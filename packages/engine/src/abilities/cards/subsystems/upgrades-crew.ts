/**
 * Crew upgrades of the subsystems group (devices). In our own words:
 *
 * - Cad Bane: after the ship drops or launches a device, it may boost as a red action.
 * - Chewbacca (crew, 2 charges): at the start of the Engagement Phase, the ship may spend 2 charges to repair a faceup
 *   damage card. Chewbacca (Armed and Dangerous): the same in its System Phase step. Chewbacca (the other crew card):
 *   at the start of the End Phase, it may spend a focus token to repair a faceup damage card.
 * - Agent Kallus: at Setup, once forces are placed ('phase:end' of 'setup'), the Hunted condition goes to one enemy
 *   ship its player chooses; while the ship attacks the ship with Hunted, it may change one focus result to a hit.
 *   Hunted (a condition, limited): after its ship is destroyed, it must be handed to another ship friendly to it, if
 *   there is one, still Kallus's condition.
 * - Novice Technician: at the end of the round, it may roll an attack die to repair a faceup damage card, then on a
 *   hit exposes a damage card.
 * - Ketsu Onyo: as the End Phase starts, an enemy ship at range 0–2 in the ship's firing arc may be chosen to keep
 *   its tractor tokens.
 * - Maul (crew): squad building only, an illicit slot more (000 "Upgrades"; his coordinate action is the content's
 *   action grant).
 * - Sabine Wren (crew): at Setup, once forces are placed ('phase:end' of 'setup'; reading: the card names no moment
 *   but Setup, and the tokens are hers from the first round either way), an ion, a jam, a stress and a tractor token
 *   go on her card (`card-token`: not the ship's tokens). After a bomb placed by a friendly ship has affected a ship
 *   ('device:after-affect': one of its records applied to it), she may take one of those tokens off her card, her
 *   player's answer, and that ship gains a token of the same type (her ship's effect: its player decides a jam or
 *   tractor token's outcome, supplement "Jam", "Tractor"). A mine does not set it off.
 * - Commander Pyre (First Order crew): at Setup, once forces are placed, an enemy ship its player picks gains two
 *   stress tokens; while the ship defends against a stressed attacker, it may reroll one defense die.
 * - Peli Motto (crew): in its System Phase step the ship may perform the action of one of its faceup damage cards,
 *   stressed or not (a real action: 000 "Actions", once per round; only stress is waived, as the card says). After it
 *   repairs a faceup damage card of the Ship trait, however it was repaired (the event 'damage:after-repair'), it may
 *   roll an attack die: a hit repairs another faceup Ship card (which one, the engine's first: our reading, the card
 *   names none), a crit exposes one of its facedown cards at random (001 "Damage Cards"); a focus or blank does
 *   nothing. A card the hit repairs sets it off again (its text has no limit).
 * - "Leebo" (crew, swz103): after the ship repairs a damage card (the event 'damage:after-repair'), it may perform an
 *   action of its action bar.
 * - IG-11 (its first side): each faceup damage card about to be dealt to the ship is discarded instead, the ship
 *   gaining a calculate token and the card a fuse marker; with the second marker the card turns over. Readings: the
 *   card starts the game on this side (a loadout names the side; 0 is the default), and only damage whose rule runs
 *   'damage:before-card' (an attack's, an obstacle's) is caught, as for Impervium Plating.
 * - Tobias Beckett (crew; not his Armed and Dangerous card, the attack group's): at Setup, once forces are placed
 *   ('phase:end' of 'setup'), his player may pick an obstacle in the play area and put it somewhere else in it
 *   (`move-obstacle`): beyond range 2 of every edge and of every ship, beyond range 1 of the other obstacles. Readings:
 *   the spots offered are a grid over the middle of the play area, three at most per obstacle (obstacle-moves.ts);
 *   the obstacle keeps its heading (the card says nothing of turning it); any obstacle may be picked, either player's,
 *   as the card says "1 obstacle in the play area".
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { ActionDef } from '@xwing/content';
import { dice, isDefender } from '../../vocabulary/queries.js';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { slotsCard } from './upgrades-title.js';

const PYRE = { kind: 'upgrade', xws: 'commanderpyre', side: 0 } as const;
const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];
const FACEUP: Condition = { kind: 'has-damage-card', facing: 'faceup' };
const REPAIR_FACEUP: Effect = { kind: 'repair-damage', facing: 'faceup' };

const SABINE = { kind: 'upgrade', xws: 'sabinewren', side: 0 } as const;
const SABINE_TOKENS = ['ion', 'jam', 'stress', 'tractor'] as const;
/** One of Sabine's card tokens handed to the ship the bomb affected, when it is the token answered. */
const sabineHands = (token: string): Effect => ({
  kind: 'if-holds',
  when: { kind: 'subject-data', key: 'choice', oneOf: [token] },
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'card-token', xws: 'sabinewren', token, count: -1 },
      { kind: 'gain-token', token, count: 1, who: 'other' },
    ],
  },
});

const PELI = { kind: 'upgrade', xws: 'pelimotto', side: 0 } as const;

export const SUBSYSTEM_CREW: Record<string, Ability[]> = {
  'upgrade:pelimotto:0': [
    {
      source: PELI,
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      // One option per action of a faceup damage card the ship could perform now, stress or not: none, not asked.
      choices: (ctx, self) => ctx.effects.damageCardActionOptions(ctx, self, true),
      effect: { kind: 'perform-damage-card-action', ignoreStress: true },
      summary: 'Peli Motto: in the System Phase, perform the action of one of your damage cards, even while stressed.',
    },
    {
      source: PELI,
      window: 'damage:after-repair',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'faceup', oneOf: [true] },
          { kind: 'subject-data', key: 'trait', oneOf: ['ship'] },
        ],
      },
      optional: true,
      effect: {
        kind: 'roll-attack-die',
        onHit: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
        onCrit: { kind: 'expose-damage', who: 'self' },
      },
      summary:
        'Peli Motto: a faceup Ship damage card repaired, roll an attack die: a hit repairs another, a crit exposes a card.',
    },
  ],
  'upgrade:sabinewren:0': [
    {
      source: SABINE,
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      effect: {
        kind: 'sequence',
        of: SABINE_TOKENS.map((token): Effect => ({ kind: 'card-token', xws: 'sabinewren', token, count: 1 })),
      },
      summary: 'Sabine Wren: at Setup, an ion, a jam, a stress and a tractor token go on this card.',
    },
    {
      source: SABINE,
      window: 'device:after-affect',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'kind', oneOf: ['bomb'] },
          { kind: 'device-owner', side: 'friendly' },
        ],
      },
      optional: true,
      choices: (ctx, me) => {
        const card = ctx.state.ships.find((x) => x.id === me)?.upgrades.find((u) => u.xws === 'sabinewren');
        return SABINE_TOKENS.filter((t) => (card?.tokens?.[t] ?? 0) > 0).map((t) => ({
          id: t,
          label: `give it the ${t} token from this card`,
        }));
      },
      effect: { kind: 'sequence', of: SABINE_TOKENS.map(sabineHands) },
      summary: 'Sabine Wren: a friendly bomb affected a ship; move a token from this card onto it.',
    },
  ],
  'upgrade:cadbane:0': [
    {
      source: { kind: 'upgrade', xws: 'cadbane', side: 0 },
      window: 'device:after-place',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: RED_BOOST }] },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Cad Bane' },
      summary: 'Cad Bane: after you drop or launch a device, you may boost as a red action.',
    },
  ],
  'upgrade:chewbacca:0': [
    {
      source: { kind: 'upgrade', xws: 'chewbacca', side: 0 },
      window: 'engagement:start',
      when: FACEUP,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: REPAIR_FACEUP,
      summary: 'Chewbacca: at the start of the Engagement Phase, spend 2 charges to repair a faceup damage card.',
    },
  ],
  'upgrade:chewbacca-armedanddangerous:0': [
    {
      source: { kind: 'upgrade', xws: 'chewbacca-armedanddangerous', side: 0 },
      window: 'system',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, FACEUP] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: REPAIR_FACEUP,
      summary: 'Chewbacca: in the System Phase, spend 2 charges to repair a faceup damage card.',
    },
  ],
  'upgrade:chewbacca-crew:0': [
    {
      source: { kind: 'upgrade', xws: 'chewbacca-crew', side: 0 },
      window: 'end:start',
      when: FACEUP,
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: REPAIR_FACEUP,
      summary: 'Chewbacca: at the start of the End Phase, spend a focus token to repair a faceup damage card.',
    },
  ],
  'upgrade:maul-crew:0': slotsCard('maul-crew', 'Maul', [{ slot: 'illicit', amount: 1 }]),
  'upgrade:commanderpyre:0': [
    {
      source: PYRE,
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      choose: { side: 'enemy', label: 'gains 2 stress tokens' },
      effect: { kind: 'gain-token', token: 'stress', count: 2, who: 'chosen' },
      summary: 'Commander Pyre: at Setup, an enemy ship you choose gains 2 stress tokens.',
    },
    {
      source: PYRE,
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'stress', who: 'attacker' }] },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Commander Pyre' })),
      summary: 'Commander Pyre: defending against a stressed attacker, reroll one defense die.',
    },
  ],
  'upgrade:tobiasbeckett:0': [
    {
      source: { kind: 'upgrade', xws: 'tobiasbeckett', side: 0 },
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: true,
      choices: (ctx, me) => ctx.effects.obstacleMoveSpots(ctx, me, 2),
      effect: { kind: 'move-obstacle', beyondShips: 2 },
      summary:
        'Tobias Beckett: at Setup, you may move an obstacle beyond range 2 of edges and ships, range 1 of obstacles.',
    },
  ],
  'upgrade:leebo-swz103:0': [
    {
      source: { kind: 'upgrade', xws: 'leebo-swz103', side: 0 },
      window: 'damage:after-repair',
      when: { kind: 'subject-is-self' },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: '"Leebo"' },
      summary: '"Leebo": a damage card repaired, an action from your bar.',
    },
  ],
  'upgrade:ig11:0': [
    {
      source: { kind: 'upgrade', xws: 'ig11', side: 0 },
      window: 'damage:before-card',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'damage-card-is', facing: 'faceup' }] },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'change-damage-card', to: 'discard' },
          { kind: 'card-token', xws: 'ig11', token: 'fuse', count: 1 },
          { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
          {
            kind: 'if-holds',
            when: { kind: 'has-card-token', xws: 'ig11', token: 'fuse', atLeast: 2 },
            effect: { kind: 'flip-upgrade', xws: 'ig11' },
          },
        ],
      },
      summary: 'IG-11: a faceup damage card is discarded; a fuse marker on IG-11 and a calculate token instead.',
    },
  ],
  'upgrade:agentkallus:0': [
    {
      source: { kind: 'upgrade', xws: 'agentkallus', side: 0 },
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      choose: { side: 'enemy', label: 'is Hunted' },
      effect: { kind: 'assign-condition', xws: 'hunted', name: 'Hunted', who: 'chosen' },
      summary: 'Agent Kallus: at Setup, assign the Hunted condition to an enemy ship.',
    },
    {
      source: { kind: 'upgrade', xws: 'agentkallus', side: 0 },
      window: 'attack:modify-attack-dice',
      // Only the attacker can use it: the modification is the attacker's own (its side 'attacker').
      when: { kind: 'has-condition', xws: 'hunted', who: 'other' },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Agent Kallus' })),
      summary: 'Agent Kallus: attacking the Hunted ship, change one focus to a hit.',
    },
  ],
  'condition:hunted': [
    {
      source: { kind: 'condition', xws: 'hunted' },
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: false,
      choose: { side: 'friendly', label: 'is Hunted now' },
      effect: { kind: 'assign-condition', xws: 'hunted', name: 'Hunted', who: 'chosen', owner: 'same' },
      summary: 'Hunted: its ship destroyed, the condition goes to another friendly ship.',
    },
  ],
  // Novice Technician: at the end of the round ('end:end', the End Phase's last step) the ship may roll an attack die
  // to repair a faceup damage card; on a hit it then exposes a damage card. Reading: the repair does not hang on the
  // die (any face repairs), so the card is repaired before the die is rolled; the outcome is the same.
  'upgrade:novicetechnician:0': [
    {
      source: { kind: 'upgrade', xws: 'novicetechnician', side: 0 },
      window: 'end:end',
      when: FACEUP,
      optional: true,
      effect: {
        kind: 'sequence',
        of: [REPAIR_FACEUP, { kind: 'roll-attack-die', onHit: { kind: 'expose-damage', who: 'self' } }],
      },
      summary: 'Novice Technician: roll an attack die to repair a faceup damage card (on a hit, expose a card).',
    },
  ],
  // Ketsu Onyo: as the End Phase starts, the ship may choose an enemy ship at range 0–2 in its firing arc; that ship's
  // tractor tokens are not removed this End Phase (a lasting `keep-tokens`, 000 "End Phase"). Reading: only a ship
  // holding a tractor token is offered (choosing another would change nothing).
  'upgrade:ketsuonyo:0': [
    {
      source: { kind: 'upgrade', xws: 'ketsuonyo', side: 0 },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'enemy',
        range: [0, 2],
        inArc: { arc: 'firing' },
        where: { kind: 'has-token', token: 'tractor', who: 'self' },
        label: 'keeps its tractor tokens this End Phase',
      },
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'end:keep-tokens',
        who: 'chosen',
        effect: { kind: 'keep-tokens', tokens: ['tractor'] },
      },
      summary: 'Ketsu Onyo: an enemy ship at range 0–2 in your firing arc keeps its tractor tokens this End Phase.',
    },
  ],
};
