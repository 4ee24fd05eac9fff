/**
 * Galactic Empire TIE/ln fighter pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Howlrunner: a friendly ship (herself included) at range 0–1 of her performing a primary attack may reroll one
 *   attack die.
 * - Mauler Mithel: attacking at range 1, one more attack die. Scourge Skutu: the defender in his bullseye, one more
 *   attack die. Gideon Hask: against a damaged defender, one more attack die.
 * - Del Meeko: a friendly ship at range 0–2 of him defending against a damaged attacker may reroll one defense die.
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
 * - "Scythe 6" (Battle over Endor): attacking at range 1–2, one more attack die.
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ctx } from '../../vocabulary/types.js';
import type { ShipState } from '../../vocabulary/types.js';
import type { Ability, Condition } from '../../vocabulary/types.js';
import {
  defenderInBullseye,
  dice,
  friendlyTo,
  isAttacker,
  isDefender,
  primaryAttack,
  shipById,
} from '../../vocabulary/queries.js';
import { rangeOf } from '../common.js';

function wampa(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      // Asked as the attack dice are counted; at range 0 a primary attack adds no die, so he is not asked there.
      window: 'attack:roll-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: '"Wampa": spend a charge to roll one more attack die.',
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
  if (!friendlyTo(ctx, self, defender)) return null;
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
        run: (ctx, me) => ctx.effects.preventAttackDamage(ctx, me),
      },
      summary: 'Iden Versio: spend your charge to prevent the damage this friendly TIE/ln fighter would suffer.',
    },
  ];
}

/** A friendly Darth Vader or `partner` (any printing) in the attacker's left or right arc at range 0–1. */
function wingman(partner: string): Condition {
  return {
    kind: 'ships-near',
    side: 'friendly',
    range: [0, 1],
    inArc: { arc: ['left', 'right'] },
    where: { kind: 'pilot-is', who: 'self', xws: ['darthvader', partner] },
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

export const IMPERIAL_TIELN_ATTACK: Record<string, Ability[]> = {
  'pilot:howlrunner': [
    {
      source: { kind: 'pilot', xws: 'howlrunner' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          primaryAttack,
          // Friendly includes Howlrunner herself (range 0 to herself).
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Howlrunner' })),
      summary: 'Howlrunner: a friendly ship attacking near her may reroll one attack die.',
    },
  ],
  'pilot:maulermithel': [
    {
      source: { kind: 'pilot', xws: 'maulermithel' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Mauler Mithel: attacking at range 1, roll one more attack die.',
    },
  ],
  'pilot:scourgeskutu': [
    {
      source: { kind: 'pilot', xws: 'scourgeskutu' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Scourge Skutu: the defender is in your bullseye, roll one more attack die.',
    },
  ],
  'pilot:gideonhask': [
    {
      source: { kind: 'pilot', xws: 'gideonhask' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'damaged', who: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Gideon Hask: the defender is damaged, roll one more attack die.',
    },
  ],
  'pilot:delmeeko': [
    {
      source: { kind: 'pilot', xws: 'delmeeko' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'damaged', who: 'attacker' },
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Del Meeko' })),
      summary: 'Del Meeko: a friendly ship defending against a damaged attacker may reroll one defense die.',
    },
  ],
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
      // The crit is spent and every remaining attack result cancelled; then the facedown card (through ctx.effects).
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'cancel-attack-results' },
          {
            kind: 'code',
            run: (ctx) => {
              const a = ctx.state.cursor.attack;
              if (a) ctx.effects.dealFacedownDamage(ctx, a.defender, 'Seyn Marana');
            },
          },
        ],
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
      // His owner picks the friendly ship (himself included) at range 0–1 of the defender that gains the strain token
      // (none: not offered). Seen from the candidate, the range is its own to the defender.
      choose: {
        side: 'friendly',
        includeSelf: true,
        where: { kind: 'range', to: 'defender', min: 0, max: 1 },
        label: 'spend a charge: the defense dice cannot be modified; it gains a strain token',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'dice-unmodifiable', dice: 'defense' },
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
        ],
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
      // A standing rule the Modify steps read (abilities/static.ts): it holds at every step of the attack, however
      // the game reached it (a position may start at a Modify step).
      window: 'attack:modify-restriction',
      when: isDefender,
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: '"Dark Curse": while you defend, the attack dice cannot be modified.',
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
};
