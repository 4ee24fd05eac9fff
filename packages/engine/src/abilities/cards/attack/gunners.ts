/**
 * The attack group's gunners, each in our own words:
 *
 * - Fifth Brother: while attacking, spend 1 Force to change one of your focus results to a crit.
 * - Finn: defending, or attacking with the primary weapon, with the enemy ship in the front arc: add a blank result.
 * - Clone Commander Cody: after an attack that missed with one or more hit/crit results cancelled, the defender
 *   gains a strain token.
 * - Veteran Tail Gunner: after a front-arc primary attack, a bonus primary attack from the rear arc (its own
 *   declaration offers "no bonus attack").
 * - Dedicated Gunners: a primary attack with the defender in the turret arc may spend a focus token for a die more.
 * - Fennec's Hand: defending or attacking with a lock on the enemy ship, the enemy ship rolls one die fewer.
 * - Rey: defending or attacking with the enemy ship in the turret arc, spend 1 Force to change a blank to an evade
 *   (defending) or a hit (attacking).
 * - Boba Fett: attacking with no ship but the defender inside the arc the attack is made from, one focus becomes a
 *   hit (`in-arc` of arc 'attack').
 * - Veteran Turret Gunner: after a primary attack not made from the turret arc, a bonus attack from the turret arc.
 *   Our reading: a ship engages once a round and has one bonus attack an Engagement Phase (000 "Bonus Attacks"), so
 *   the turret arc it "did not attack from this round" is one the attack just made did not use.
 * - Hotshot Gunner: in a turret-arc attack, once the defense dice are modified, the defender loses a focus token, or
 *   if it has none a calculate token. Our reading: the card lets the defender pick; we take the focus first.
 * - BT-1: attacking, one hit becomes a crit for each stress token of the defender (one record per token held, up to
 *   five: the n-th is offered while the defender holds n or more; each is a use of its own).
 * - Bistan: as Ghost Company (crew.ts): focused after a primary attack, a bonus turret-arc attack on another ship.
 * - Weapons Systems Officer: after an attack with a special weapon requiring a lock, lock the defender (not an
 *   action).
 * - Suppressive Gunner: one of the attack's focus results spent; the defender then takes a deplete token, or
 *   instead a hit (the defender's player chooses: `unless`, the deplete token being its price).
 * - Airen Cracken (Battle over Endor): after an attack on him that hit, a deplete token buys a bonus primary attack
 *   against the attacker.
 * - Bossk: after a primary attack that missed, while not stressed, a stress token buys a bonus primary attack against
 *   the same defender (the bonus attack is the player's to take, so the record is asked).
 * - Dengar: after defending with the attacker in a firing arc, a charge rolls an attack die against it (a hit or crit
 *   deals it a hit), unless the attacker's player removes one of its green tokens (`unless`; a spent token is removed).
 * - Tiber Saxon: after an attack at range 1–2 that hit a defender without faceup damage cards, each charge spent gives
 *   it a strain token: one record spends one charge, another two (the card holds two), so the player picks how many.
 * - Greedo: attacking, a charge changes one hit to a crit; defending while his charge is active, the attacker may
 *   change one of its hits to a crit (a modification the defender's card offers the attacker: combat/attack.ts
 *   offers the other party's too).
 * - Migs Mayfeld: after a front-arc attack, a bonus attack from the rear or turret arc against another ship holding a
 *   red or orange token (`bonus-attack` with `defenderTokens`; its declaration offers "no bonus attack").
 * - Special Forces Gunner: a primary attack from the front arc with the turret arc indicator pointing to the front
 *   may roll one more die; after a primary front-arc attack with the indicator pointing to the rear, a bonus primary
 *   attack from the turret arc (its declaration offers "no bonus attack").
 * - Seventh Fleet Gunner: while another friendly ship makes a primary attack on a defender inside one of this ship's
 *   firing arcs, a charge of the card gives the attacker one more die, up to four (`extraDice`' `max`); in the System
 *   Phase the ship may take a disarm token to recover one of the card's charges.
 * - R2-G8 (Armed and Dangerous): after a primary attack that hit, two charges strain an enemy ship at range 0–1 of the
 *   defender (the defender itself included: it is at range 0 of itself, 000 "Measuring Range").
 * - Tobias Beckett (Armed and Dangerous): attacking while stressed, reroll up to two attack dice; a crit among the
 *   rerolled dice then deals the ship one crit (`rerolled-faces`).
 * - DT-798: as the Engagement Phase starts, the ship may strain a friendly ship in one of its firing arcs; attacking,
 *   it may reroll one attack die for each ship (either side, the defender included) inside the arc the attack is made
 *   from holding a red or orange token other than a lock (`dice` with `per`).
 * - Ezra Bridger (gunner): after a primary attack not made from the turret arc (as Veteran Turret Gunner's reading),
 *   while a bonus attack is still to be had, his Force buys a bonus attack from the turret arc; while the ship is
 *   stressed, that attack may reroll one attack die (a lasting modification to the end of the ship's engagement, the
 *   bonus attack being the only attack left in it).
 * - Sabine Wren (gunner): after a special attack that dealt the defender damage cards, the ship may pick as many
 *   friendly ships at range 0–3 of the defender (itself included) as cards were dealt (`choose.upTo` `{ data:
 *   'dealt' }`), each holding a stress or strain token; each removes one. Our reading: the card lets that ship's player
 *   pick which of the two goes; the engine takes the stress token when it has one (the token that stops its red
 *   maneuvers and actions), else the strain token. Only ships holding one are offered.
 * - Clone Captain Rex: attacking, one focus result may be spent; then every friendly ship (his own included) with the
 *   defender in its bullseye arc and able to focus may take a strain token and perform a Focus action. The friendly
 *   ships are his own player's, so one question picks them one after another (`choose.upTo`, "no more ships" to stop;
 *   `each-chosen`: the strain, then the Focus action, white, without a pass: the strain bought it).
 * - Gar Saxon (gunner): his ship's Lock action may choose only ships in its front or rear arc (`targets-only` of
 *   'lock'). Reading: the card says "object"; a ship locks an obstacle or a device only through a card that allows it
 *   (`lock-objects`), none of which a Scum large ship carries, so only ships are kept to those arcs. As its primary
 *   attack's dice are about to be rolled, with the defender in its front or rear arc, it may remove one red or orange
 *   token of the defender's (its player picks which) for one more attack die this attack, to at most four (a lasting
 *   capped dice count; 000 "Performing an Attack").
 * - Han Solo (Rebel gunner, `hansolo-rebel`): in the Engagement Phase, at initiative 7 — before any ship of initiative
 *   6 or lower engages — the ship may attack from its single turret arc (window 'engagement:initiative-seven', raised for
 *   each ship carrying it; asked only when such an attack can be made, its declaration offering "pass" too); once it has
 *   declared that attack, its turret arc is barred to its attacks for the rest of the round (`barArc`: ShipState.round.
 *   barredArcs). Reading: the rules (../shared/rules) say nothing of this card nor of initiative 7; we read that attack
 *   as an extra attack, not the ship's engagement (001 Engagement: each ship engages once, at its initiative) and not a
 *   bonus attack (the card does not call it one), so the ship still engages at its own initiative, from its other
 *   arcs only (its front arc, …). A ship it destroys is removed as the initiative-7 step ends, before any ship of
 *   lower initiative engages (000 "Destroying Ships": simultaneous fire holds among ships of the same initiative only).
 */
import type { ActionDef } from '@xwing/content';
import { changeAbility, extraDice, rerollAbility, type Modification } from '@xwing/dice';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { afterOwnModify, focusedTurretBonus } from './crew.js';
import { ONE_GREEN_TOKEN, RED_OR_ORANGE, tokensHeld } from '../support/shared.js';

const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });
const all = (...of: Condition[]): Condition => ({ kind: 'all', of });
const REX_FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];

/** Tiber Saxon: after a hit at range 1–2 on a defender without faceup cards, `n` charges for `n` strain tokens. */
const tiber = (n: number): Ability => ({
  source: upgrade('tibersaxon'),
  window: 'attack:after',
  when: all(
    isAttacker,
    { kind: 'attack-range', min: 1, max: 2 },
    { kind: 'subject-data', key: 'hit', oneOf: [true] },
    { kind: 'not', of: { kind: 'has-damage-card', facing: 'faceup', who: 'defender' } },
  ),
  optional: true,
  cost: [{ kind: 'spend-charge', count: n }],
  effect: { kind: 'gain-token', token: 'strain', count: n, who: 'defender' },
  summary: `Tiber Saxon: spend ${n === 1 ? 'a charge' : `${n} charges`} to give the defender ${n === 1 ? 'a strain token' : `${n} strain tokens`}.`,
});

/** The enemy ship of the attack (the other party) is in this arc of the ability's ship. */
const enemyIn = (arc: string): Condition => ({ kind: 'in-arc', arc, of: 'self', target: 'other' });

const addBlank = (role: 'attacker' | 'defender'): Modification => ({
  name: 'Finn',
  by: role,
  dice: role === 'attacker' ? 'attack' : 'defense',
  effect: { kind: 'add', face: 'blank', count: 1 },
});

const finn = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: 'finn', side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: {
    kind: 'all',
    of: role === 'attacker' ? [isAttacker, primaryAttack, enemyIn('front')] : [isDefender, enemyIn('front')],
  },
  optional: true,
  effect: dice(addBlank(role)),
  summary: 'Finn: the enemy ship is in your front arc, add a blank result (it can be modified).',
});

const rey = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: 'rey-gunner', side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, enemyIn('single-turret')] },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: dice(
    changeAbility(
      role,
      role === 'attacker' ? 'attack' : 'defense',
      1,
      ['blank'],
      role === 'attacker' ? 'hit' : 'evade',
      {
        name: 'Rey',
      },
    ),
  ),
  summary: `Rey: the enemy ship is in your turret arc, spend 1 Force to change a blank to ${role === 'attacker' ? 'a hit' : 'an evade'}.`,
});

/**
 * Hotshot Gunner: the 'attack:neutralize' window comes once the Modify Defense Dice step is over. A double turret's
 * attack counts: 000 "Turret Arcs" treats a double turret arc indicator as two single turret arcs.
 */
const hotshot = (token: 'focus' | 'calculate', has: Condition): Ability => ({
  source: { kind: 'upgrade', xws: 'hotshotgunner', side: 0 },
  window: 'attack:neutralize',
  when: {
    kind: 'all',
    of: [
      isAttacker,
      {
        kind: 'any',
        of: [
          { kind: 'attack-arc', arc: 'single-turret' },
          { kind: 'attack-arc', arc: 'double-turret' },
        ],
      },
      has,
    ],
  },
  optional: false,
  effect: { kind: 'remove-token', token, count: 1, who: 'defender' },
  summary: `Hotshot Gunner: after the defense dice are modified, the defender loses a ${token} token.`,
});

const lockOnEnemy: Condition = { kind: 'locking', who: 'self', target: 'other' };

const primaryFront = [isAttacker, primaryAttack, { kind: 'attack-arc', arc: 'front' }] as const;

/** Sabine Wren (gunner): a chosen ship removes a stress token, or a strain token when it has no stress. */
const STRESS_THEN_STRAIN: Effect = {
  kind: 'sequence',
  of: [
    {
      kind: 'if-holds',
      when: { kind: 'has-token', token: 'stress', atMost: 0, who: 'chosen' },
      effect: { kind: 'remove-token', token: 'strain', count: 1, who: 'chosen' },
    },
    {
      kind: 'if-holds',
      when: { kind: 'has-token', token: 'stress', who: 'chosen' },
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'chosen' },
    },
  ],
};

export const ATTACK_GUNNERS: Record<string, Ability[]> = {
  'upgrade:ezrabridger:0': [
    {
      source: upgrade('ezrabridger'),
      window: 'attack:after',
      when: all(
        isAttacker,
        primaryAttack,
        { kind: 'not', of: { kind: 'attack-arc', arc: 'single-turret' } },
        { kind: 'bonus-attack-left', who: 'self' },
      ),
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'bonus-attack', arcs: ['single-turret'] },
          {
            kind: 'last',
            until: 'end-of-engagement',
            window: 'attack:modify-attack-dice',
            while: { kind: 'has-token', token: 'stress', who: 'self' },
            effect: dice(rerollAbility('attacker', 1, { name: 'Ezra Bridger' })),
          },
        ],
      },
      summary: 'Ezra Bridger: spend a Force for a bonus turret attack (stressed, it may reroll one die).',
    },
  ],
  'upgrade:dt798:0': [
    {
      source: upgrade('dt798'),
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
      optional: true,
      choose: { side: 'friendly', inArc: { arc: 'firing' }, label: 'gains a strain token' },
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      summary: 'DT-798: a friendly ship in your firing arc gains a strain token.',
    },
    {
      source: upgrade('dt798'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: {
        kind: 'dice',
        modification: rerollAbility('attacker', 1, { name: 'DT-798' }),
        per: {
          side: 'any',
          inArc: { arc: 'attack' },
          where: { kind: 'has-token', token: RED_OR_ORANGE[0], also: RED_OR_ORANGE.slice(1), who: 'self' },
        },
      },
      summary: 'DT-798: reroll a die for each ship in the attack arc with a red or orange token.',
    },
  ],
  'upgrade:sabinewren-gunner:0': [
    {
      source: upgrade('sabinewren-gunner'),
      window: 'attack:after',
      when: all(isAttacker, { kind: 'not', of: primaryAttack }, { kind: 'cards-dealt', atLeast: 1 }),
      optional: true,
      choose: {
        side: 'friendly',
        includeSelf: true,
        rangeFrom: 'defender',
        range: [0, 3],
        where: { kind: 'has-token', token: 'stress', also: ['strain'], who: 'self' },
        upTo: { data: 'dealt' },
        label: 'removes a stress (or else a strain) token',
      },
      effect: { kind: 'each-chosen', effect: STRESS_THEN_STRAIN },
      summary:
        'Sabine Wren: for each damage card your special attack dealt, a friendly ship near the defender removes a stress or strain token.',
    },
  ],
  'upgrade:r2g8-armedanddangerous:0': [
    {
      source: upgrade('r2g8-armedanddangerous'),
      window: 'attack:after',
      when: all(isAttacker, primaryAttack, { kind: 'subject-data', key: 'hit', oneOf: [true] }),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      choose: {
        side: 'enemy',
        where: { kind: 'range', to: 'defender', min: 0, max: 1 },
        label: 'gains a strain token',
      },
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      summary: 'R2-G8: your primary attack hit, spend 2 charges to strain an enemy ship at range 0–1 of the defender.',
    },
  ],
  'upgrade:tobiasbeckett-armedanddangerous:0': [
    {
      source: upgrade('tobiasbeckett-armedanddangerous'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'has-token', token: 'stress', who: 'self' }),
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Tobias Beckett' })),
      summary: 'Tobias Beckett: you are stressed, reroll up to two attack dice (a crit rolled costs you a crit).',
    },
    {
      ...afterOwnModify(
        'tobiasbeckett-armedanddangerous',
        { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'Tobias Beckett' },
        'Tobias Beckett: a rerolled die shows a crit, you suffer one crit.',
      ),
      when: all(
        { kind: 'modified-by-self' },
        { kind: 'subject-data', key: 'source', oneOf: ['upgrade:tobiasbeckett-armedanddangerous:0'] },
        { kind: 'rerolled-faces', faces: ['crit'] },
      ),
    },
  ],
  'upgrade:seventhfleetgunner:0': [
    {
      source: upgrade('seventhfleetgunner'),
      window: 'attack:roll-attack-dice',
      when: all(
        { kind: 'ship-is', who: 'attacker', side: 'friendly' },
        { kind: 'not', of: isAttacker },
        primaryAttack,
        { kind: 'in-arc', arc: 'firing', of: 'self', target: 'defender' },
      ),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('attack', 1, 'attacker', 4)),
      summary:
        'Seventh Fleet Gunner: the defender is in your firing arc, spend a charge: the attacker rolls a die more (up to 4).',
    },
    {
      source: upgrade('seventhfleetgunner'),
      window: 'system',
      when: all({ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'charges' }),
      optional: true,
      cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
      effect: { kind: 'recover-card-charges', xws: 'seventhfleetgunner', count: 1 },
      summary: 'Seventh Fleet Gunner: take a disarm token to recover a charge.',
    },
  ],
  'upgrade:specialforcesgunner:0': [
    {
      source: upgrade('specialforcesgunner'),
      window: 'attack:roll-attack-dice',
      when: all(...primaryFront, { kind: 'turret-facing', who: 'self', facings: ['front'] }),
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Special Forces Gunner: your turret points forward, roll one more attack die.',
    },
    {
      source: upgrade('specialforcesgunner'),
      window: 'attack:after',
      when: all(...primaryFront, { kind: 'turret-facing', who: 'self', facings: ['rear'] }),
      optional: false,
      effect: { kind: 'bonus-attack', weapons: ['primary'], arcs: ['single-turret'] },
      summary: 'Special Forces Gunner: your turret points back, you may attack from it as a bonus attack.',
    },
  ],
  'upgrade:migsmayfeld:0': [
    {
      source: upgrade('migsmayfeld'),
      window: 'attack:after',
      when: all(isAttacker, { kind: 'attack-arc', arc: 'front' }),
      optional: false,
      effect: {
        kind: 'bonus-attack',
        arcs: ['rear', 'single-turret'],
        notAgainst: 'defender',
        defenderTokens: [...RED_OR_ORANGE],
      },
      summary:
        'Migs Mayfeld: after a front-arc attack, a bonus rear or turret attack on another ship with a red or orange token.',
    },
  ],
  'upgrade:greedo:0': [
    {
      source: upgrade('greedo'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Greedo' })),
      summary: 'Greedo: spend a charge to change one hit to a crit.',
    },
    {
      source: upgrade('greedo'),
      window: 'attack:modify-attack-dice',
      when: all(isDefender, { kind: 'has-charges', atLeast: 1 }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Greedo' })),
      summary: 'Greedo (the defender’s): his charge is active, the attacker may change one hit to a crit.',
    },
  ],
  'upgrade:tibersaxon:0': [tiber(1), tiber(2)],
  'upgrade:garsaxon-gunner:0': [
    {
      source: upgrade('garsaxon-gunner'),
      window: 'action:targets',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'targets-only',
        action: 'lock',
        where: {
          kind: 'any',
          of: [
            { kind: 'in-arc', arc: 'front', of: 'other', target: 'self' },
            { kind: 'in-arc', arc: 'rear', of: 'other', target: 'self' },
          ],
        },
      },
      summary: 'Gar Saxon: your Lock action chooses only ships in your front or rear arc.',
    },
    {
      source: upgrade('garsaxon-gunner'),
      window: 'attack:before-roll',
      when: all(
        isAttacker,
        primaryAttack,
        { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
        { kind: 'any', of: [enemyIn('front'), enemyIn('rear')] },
      ),
      optional: true,
      choices: (ctx, _me, subject) =>
        subject.other === undefined
          ? []
          : tokensHeld(ctx, subject.other, RED_OR_ORANGE, (t) => `remove its ${t} token`),
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-chosen-token', who: 'defender' },
          {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:roll-attack-dice',
            while: isAttacker,
            effect: dice(extraDice('attack', 1, 'attacker', 4)),
          },
        ],
      },
      summary: 'Gar Saxon: remove a red or orange token from the defender for one more attack die (at most 4).',
    },
  ],
  'upgrade:dengar:0': [
    {
      source: upgrade('dengar'),
      window: 'attack:after',
      when: all(isDefender, { kind: 'in-arc', arc: 'firing', of: 'self', target: 'attacker' }),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'unless',
        who: 'attacker',
        ...ONE_GREEN_TOKEN,
        otherwise: {
          kind: 'roll-attack-die',
          onHit: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'attacker', source: 'Dengar' },
          onCrit: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'attacker', source: 'Dengar' },
        },
      },
      summary:
        'Dengar: the attacker is in your firing arc, spend a charge: it removes a green token, or you roll a die to hit it.',
    },
  ],
  'upgrade:bistan:0': [focusedTurretBonus('bistan', 'Bistan')],
  'upgrade:weaponssystemsofficer:0': [
    {
      source: { kind: 'upgrade', xws: 'weaponssystemsofficer', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-requires', requirement: 'lock' }] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: 'Weapons Systems Officer: after your attack that needed a lock, acquire a lock on the defender.',
    },
  ],
  'upgrade:suppressivegunner:0': [
    {
      source: { kind: 'upgrade', xws: 'suppressivegunner', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice({
        name: 'Suppressive Gunner',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['focus'], count: 1 },
      }),
      summary: 'Suppressive Gunner: spend a focus result, the defender gains a deplete token or suffers a hit.',
    },
    afterOwnModify(
      'suppressivegunner',
      {
        kind: 'unless',
        who: 'other',
        pay: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
        otherwise: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'other', source: 'Suppressive Gunner' },
      },
      'Suppressive Gunner: the defender takes a deplete token, or else a hit.',
    ),
  ],
  'upgrade:airencracken-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'airencracken-battleoverendor', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
      effect: { kind: 'bonus-attack', weapons: ['primary'], against: 'attacker' },
      summary: 'Airen Cracken: the attack hit you, gain a deplete token to attack the attacker as a bonus attack.',
    },
  ],
  'upgrade:bossk:0': [
    {
      source: { kind: 'upgrade', xws: 'bossk', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
          { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: { kind: 'bonus-attack', weapons: ['primary'], against: 'defender' },
      summary: 'Bossk: your primary attack missed, take a stress token to attack the same ship again.',
    },
  ],
  'upgrade:fennecshand-armedanddangerous:0': [
    {
      source: { kind: 'upgrade', xws: 'fennecshand-armedanddangerous', side: 0 },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isAttacker, lockOnEnemy] },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Fennec’s Hand: you have a lock on the defender, it rolls one die fewer.',
    },
    {
      source: { kind: 'upgrade', xws: 'fennecshand-armedanddangerous', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isDefender, lockOnEnemy] },
      optional: false,
      effect: dice(extraDice('attack', -1, 'defender')),
      summary: 'Fennec’s Hand: you have a lock on the attacker, it rolls one die fewer.',
    },
  ],
  'upgrade:dedicatedgunners-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'dedicatedgunners-evacuationofdqar', side: 0 },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, enemyIn('single-turret')] },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Dedicated Gunners: the defender is in your turret arc, spend a focus token to roll one more die.',
    },
  ],
  'upgrade:veterantailgunner:0': [
    {
      source: { kind: 'upgrade', xws: 'veterantailgunner', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-arc', arc: 'front' }] },
      optional: false,
      effect: { kind: 'bonus-attack', weapons: ['primary'], arcs: ['rear'] },
      summary: 'Veteran Tail Gunner: after a front-arc primary attack, you may attack from your rear arc.',
    },
  ],
  'upgrade:clonecommandercody:0': [
    {
      source: { kind: 'upgrade', xws: 'clonecommandercody', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
          { kind: 'not', of: { kind: 'subject-data', key: 'neutralized', oneOf: [0] } },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
      summary:
        'Clone Commander Cody: your attack missed after results were cancelled, the defender gains a strain token.',
    },
  ],
  'upgrade:finn:0': [finn('attacker'), finn('defender')],
  'upgrade:rey-gunner:0': [rey('attacker'), rey('defender')],
  'upgrade:fifthbrother:0': [
    {
      source: { kind: 'upgrade', xws: 'fifthbrother', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Fifth Brother' })),
      summary: 'Fifth Brother: spend 1 Force to change one focus to a crit.',
    },
  ],
  'upgrade:bt1:0': [1, 2, 3, 4, 5].map((n): Ability => ({
    source: { kind: 'upgrade', xws: 'bt1', side: 0 },
    window: 'attack:modify-attack-dice',
    when: isAttacker,
    optional: true,
    effect: dice(
      changeAbility('attacker', 'attack', 1, ['hit'], 'crit', {
        name: 'BT-1',
        requires: [{ side: 'defender', token: 'stress', atLeast: n }],
      }),
    ),
    summary: `BT-1: the defender has ${n} or more stress tokens, change one hit to a crit.`,
  })),
  'upgrade:bobafett-gunner:0': [
    {
      source: { kind: 'upgrade', xws: 'bobafett-gunner', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        // The defender is in the attack's arc: no other ship may be.
        of: [isAttacker, { kind: 'ships-near', side: 'any', inArc: { arc: 'attack' }, atMost: 1 }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Boba Fett' })),
      summary: 'Boba Fett: no other ship is in the attack’s arc, change one focus to a hit.',
    },
  ],
  'upgrade:veteranturretgunner:0': [
    {
      source: { kind: 'upgrade', xws: 'veteranturretgunner', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'not', of: { kind: 'attack-arc', arc: 'single-turret' } }],
      },
      optional: false,
      effect: { kind: 'bonus-attack', arcs: ['single-turret'] },
      summary: 'Veteran Turret Gunner: after a primary attack from another arc, you may attack from your turret arc.',
    },
  ],
  // The calculate record first: each record's condition is read again as it resolves, so the focus one, resolving
  // second, does not leave the calculate one a defender without focus.
  'upgrade:hotshotgunner:0': [
    hotshot('calculate', {
      kind: 'all',
      of: [
        { kind: 'has-token', token: 'focus', atLeast: 0, atMost: 0, who: 'defender' },
        { kind: 'has-token', token: 'calculate', who: 'defender' },
      ],
    }),
    hotshot('focus', { kind: 'has-token', token: 'focus', who: 'defender' }),
  ],
  'upgrade:clonecaptainrex:0': [
    {
      source: upgrade('clonecaptainrex'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice({
        name: 'Clone Captain Rex',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['focus'] },
      }),
      summary:
        'Clone Captain Rex: spend a focus result so that friendly ships with the defender in their bullseye may focus.',
    },
    {
      ...afterOwnModify(
        'clonecaptainrex',
        {
          kind: 'each-chosen',
          effect: {
            kind: 'sequence',
            of: [
              { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
              { kind: 'grant-action', actions: REX_FOCUS, who: 'chosen', mandatory: true, why: 'Clone Captain Rex' },
            ],
          },
        },
        'Clone Captain Rex: each friendly ship picked gains a strain token and performs a Focus action.',
      ),
      optional: true,
      choose: {
        side: 'friendly',
        includeSelf: true,
        where: all(
          { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'defender' },
          { kind: 'can-perform', actions: REX_FOCUS },
        ),
        upTo: 8,
        label: 'gains a strain token to perform a Focus action',
      },
    },
  ],
  'upgrade:hansolo-rebel:0': [
    {
      source: upgrade('hansolo-rebel'),
      window: 'engagement:initiative-seven',
      // The window is raised for each ship carrying the card in turn: only the ship it is raised for acts, and only
      // when it has an attack to make from its turret arc.
      when: all({ kind: 'subject-is-self' }, { kind: 'can-attack-from', arcs: ['single-turret'] }),
      optional: true,
      effect: { kind: 'bonus-attack', arcs: ['single-turret'], barArc: true },
      summary:
        'Han Solo: attack from your turret arc before any ship engages; that arc is then barred to you for the round.',
    },
  ],
};
