/**
 * The attack group's crew, each in our own words:
 *
 * - Bo-Katan Kryze: attacking at range 0–1 of the defender, reroll one attack die.
 * - Zuckuss: attacking while not stressed, gain a stress token to make the defender reroll one defense die of the
 *   attacker's choosing.
 * - Magva Yarro: after defending against an attack that hit, lock the attacker (not an action, any range).
 * - Emperor Palpatine: while another friendly ship attacks or defends, his Force turns one of its focus results into a
 *   hit (attacking) or an evade (defending), the Force's own effect (000 "Force"), paid from his ship. Only the
 *   attacker's side is offered the attack dice and the defender's side the defense dice (combat/attack.ts), so "not
 *   the attacker / defender" is "another friendly ship"; his range is unlimited.
 * - Ghost Company: after a primary attack while focused, a bonus turret-arc attack against another ship. Our reading,
 *   as for Veteran Turret Gunner: a ship engages once a round and has one bonus attack an Engagement Phase (000
 *   "Bonus Attacks"), so the one ship it has attacked this round is the defender of the attack just made.
 * - Rose Tico: attacking or defending, spend one of your own results (the least useful one: blank, then focus, then
 *   the rest) to lock the enemy ship of the attack (not an action; 000 "Lock").
 * - Chancellor Palpatine: after defending against an attacker at range 0–2, his Force stresses it; in the End Phase
 *   the card may be turned over (its other side is the support group's).
 * - Aayla Secura: while an enemy ship in her bullseye attacks a friendly ship at range 0–2 of her (herself included),
 *   the defender may change a blank to a focus (the defender's own modification, offered to her player).
 * - Jango Fett: attacking, the lock on the defender is spent (the token modification's cost); defending, his lock on
 *   the attacker is spent once the change is made (`spend-lock`): the enemy ship's focus becomes a blank.
 * - Latts Razzi: defending against a stressed attacker, one blank or focus becomes an evade, and the attacker loses a
 *   stress token (the price, paid once the change is made).
 * - C-3PO (Republic): defending with a calculate token, reroll one defense die; after a Calculate action, one more
 *   calculate token.
 * - The Child (Armed and Dangerous): after defending against an attack that hit, recover 1 Force. Our reading: an
 *   attack that hit is one whose damage the defender suffered (000 "Deal Damage").
 * - Saw Gerrera: attacking, all focus results become crits, the ship then suffering one hit (the price, once the
 *   change is made).
 * - Lando Calrissian (crew): once its dice are rolled, attacking or defending, the ship may spend a focus, calculate
 *   or evade token to reroll up to two of its dice (one record per token; the reinforce token, green too, is not
 *   spent this way: its rule keeps it for the round, 000 "Reinforce").
 * - Rook Kast: after a red action, the ship may take a strain token; attacking while strained, one blank or focus
 *   result becomes a hit. Our reading: the printed card's result icon is missing from the card data; the hit is the
 *   one Rook Kast's own pilot card names for the same change.
 * - Korkie Kryze: once a friendly ship in the full front arc at range 1–2 is declared the defender, the ship may move
 *   one of its green tokens to it; while that ship defends with this one obstructing the attack (`obstructs-attack`),
 *   it rolls one more defense die.
 * - Tristan Wren: while a friendly ship at range 0–3 of him (his own included) makes an ordnance attack (a special
 *   weapon with the range bonus indicator: `attack-ordnance`, 000 "Special Weapons"), his charge lets the attacker
 *   change one hit to a crit (the attacker's modification, paid from his card).
 * - Chewbacca (Resistance): at Setup the card loses a charge; each time a friendly ship at range 0–3 (his own
 *   included) suffers damage that deals it one or more damage cards, a charge comes back (one a time: our reading of
 *   "is dealt 1 damage card"); attacking, two charges change one focus to a crit.
 * - Freelance Slicer: defending, once the attack is declared (before its dice are rolled), the ship may spend its lock
 *   on the attacker: the attacker gains a jam token (this ship's effect), then an attack die is rolled, a hit or crit
 *   jamming this ship too.
 * - Wolfpack (Siege of Coruscant): attacking, the lock on the defender of a friendly Plo Koon, or of a ship with Born
 *   for This, is spent to reroll any number of attack dice (the reroll is the modification; the ship whose lock is
 *   spent is picked as it is made, as for Ruthless).
 * - Commander Malarus (crew, side 0; side 1 below): a primary attack by a non-limited friendly ship within range 0–1
 *   of him (his own ship too) may reroll one blank; when it did and the attack did not hit, the card
 *   is flipped once the attack is over (`modified-this-attack` on his ship: the use is his card's).
 * - Count Dooku: his Force names a result of a nearby ship's roll about to be made (`dookuNames`, below).
 * - Kuiil: an action rolling one attack die per damage card of his ship (`roll-attack-dice` `perDamageCard`): each hit
 *   repairs a faceup Ship card, then each crit a facedown card; each blank removes an orange token (000 "Tokens":
 *   disarm, jam, tractor), then each focus gives a focus token. Reading: the player picks which orange token goes;
 *   the engine takes disarm, then jam, then tractor (`KUIIL_ORANGE`).
 * - Lando Calrissian (Rebel crew): an action rolling two defense dice; each focus result gives a focus token, each
 *   evade an evade token; two blanks and the opposing player chooses focus or evade, the ship gaining one of that type
 *   (`opponent-chooses`). The first die's blank is remembered as a token on the card for the second die, and taken
 *   off once the action is done (`card-token`).
 * - Nite Owl Sentries: in the System Phase, the ship may spend the card's three charges; as the Activation Phase ends
 *   with none active, each enemy ship at range 0–1 rolls an attack die, suffering a hit on a hit or crit (`each-ship`
 *   with `roll-attack-die`; the dice are entered by the card's player, as any ability's die).
 * - L3-37 (Armed and Dangerous): defending, the card's one charge makes the attacker reroll all its attack dice (as
 *   L3-37's flip); once that charge is spent, the ship's banks are one difficulty easier; the charge never comes back
 *   (`reload-recovers` 0; the content's card does not recur).
 * - 4-LOM (crew): once his ship's attack dice are rolled, it may name a focus, evade or calculate token: it gains two
 *   ion tokens, and for the rest of the attack no defense die may be modified by spending a token of that type
 *   (`dice-unmodifiable` with `tokens`, lasting to the attack's end). Our reading: the reinforce token, green too, is
 *   never spent on dice (000 "Reinforce"), so it is not offered.
 * - Bo-Katan Kryze (Rebel and Scum crew): after an attack that destroyed the defender, each friendly ship at range
 *   0–2 (hers included) holding a red or orange token removes one (asked once, of her player). Our reading: the card
 *   lets each ship's player pick which token goes; the engine takes the first the ship holds in the order stress,
 *   strain, deplete, ion, jam, tractor, disarm (`RED_OR_ORANGE`, `removeFirstHeld`).
 * - IG-11 (Anti-Capture Protocol, side 1; side 0 is the subsystems group's): fuse markers lie on the card as tokens
 *   (`card-token` 'fuse', as side 0 places them). As the End Phase starts one is removed; then, with none left, every
 *   other ship at range 0–1 suffers a crit and the ship is destroyed (`destroy-self`; our reading: the crits first, so
 *   they are measured from where the ship stands). Its card action places a fuse marker.
 * - Commander Malarus (Perfected, side 1): attacking with the defender in the bullseye, once the attack dice are
 *   rolled every focus result becomes a hit (`change-dice`, a change the card forces) and the ship gains a stress
 *   token; then, holding two or more, it suffers a hit. Our reading: the card's "must" leaves no moment to choose, so
 *   it acts as the roll is made ('dice:after-roll', before the Modify Attack Dice step), and the stress comes with
 *   every such attack, focus results or not.
 * - C-3PO (Rebel crew): as its defense dice are about to be rolled, the ship may spend a calculate token to guess a
 *   number (1 to 5 offered); for the rest of the attack, its defense dice showing exactly that many evades may add an
 *   evade (a lasting modification, one per guess, offered in the Modify Defense Dice step). Our reading: the count is
 *   read as that step comes, the dice rolled (a modification the attacker made to them before counts too); the added
 *   evade is offered rather than forced, never harming its ship. After a Calculate action, one more calculate token
 *   (as C-3PO of the Republic).
 * - Zeb Orrelios (crew): in a primary attack at range 0 that his ship makes or defends against, the attacker may
 *   still spend focus tokens on its attack dice for their own effect (`range-zero-focus`). Reading: only a primary
 *   attack at range 0 bars the attacker's own modifications (000 "Performing an Attack"); the focus token's effect
 *   is to the attack dice, so the defense dice's range-0 rule is untouched.
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import { GREEN_TO_MOVE, RED_OR_ORANGE, tokensHeld } from '../support/shared.js';
import type { Ability, Condition, Effect, ShipRef } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const upgrade = (xws: string) => ({ kind: 'upgrade' as const, xws, side: 0 });
const all = (...of: Condition[]): Condition => ({ kind: 'all', of });

/** Korkie Kryze: the defender is another friendly ship in the full front arc at range 1–2. */
const KORKIE_WARD: Condition[] = [
  { kind: 'ship-is', who: 'defender', side: 'friendly' },
  { kind: 'in-arc', arc: 'full-front', of: 'self', target: 'defender' },
  { kind: 'range', to: 'defender', min: 1, max: 2 },
];

/** Wolfpack: the candidate is a Plo Koon or has Born for This, and locks the defender. */
const WOLFPACK_LOCK: Condition = all(
  {
    kind: 'any',
    of: [
      { kind: 'pilot-is', who: 'self', xws: ['plokoon'] },
      { kind: 'has-ship-ability', who: 'self', id: 'bornforthis' },
    ],
  },
  { kind: 'locking', who: 'self', target: 'defender' },
);

/**
 * "If you do": once the card's own dice modification has been used by its own ship (the 'dice:after-modify' window
 * names the modification's card as `source` and its user as `by`: `modified-by-self`), `effect` resolves; "other" is
 * then the enemy ship of the attack.
 */
export function afterOwnModify(xws: string, effect: Effect, summary: string): Ability {
  return {
    source: upgrade(xws),
    window: 'dice:after-modify',
    when: all({ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: [`upgrade:${xws}:0`] }),
    optional: false,
    effect,
    summary,
  };
}

/** After a primary attack while focused: a bonus turret-arc attack against another ship (Ghost Company, Bistan). */
export const focusedTurretBonus = (xws: string, name: string): Ability => ({
  source: upgrade(xws),
  window: 'attack:after',
  when: all(isAttacker, primaryAttack, { kind: 'has-token', token: 'focus', who: 'self' }),
  optional: false,
  effect: { kind: 'bonus-attack', arcs: ['single-turret'], notAgainst: 'defender' },
  summary: `${name}: after a primary attack while focused, you may attack another ship from your turret arc.`,
});

/** General Grievous: defending, two or more hits and crits left after neutralizing, a charge cancels one `face`. */
const grievousCancel = (face: 'hit' | 'crit'): Ability => ({
  source: upgrade('generalgrievous'),
  window: 'attack:before-damage',
  when: all(
    isDefender,
    { kind: 'attack-result', faces: ['hit', 'crit'], atLeast: 2 },
    { kind: 'attack-result', faces: [face], atLeast: 1 },
  ),
  optional: true,
  cost: [{ kind: 'spend-charge', count: 1 }],
  effect: { kind: 'edit-results', spend: { face, count: 1 } },
  summary: `General Grievous: spend a charge to cancel one ${face} result.`,
});

/** Rose Tico: one of the ship's own results spent (the least useful first). */
const rose = (role: 'attacker' | 'defender'): Ability[] => [
  {
    source: upgrade('rosetico'),
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: role === 'attacker' ? isAttacker : isDefender,
    optional: true,
    effect: dice({
      name: 'Rose Tico',
      by: role,
      dice: role === 'attacker' ? 'attack' : 'defense',
      effect: {
        kind: 'cancel',
        faces: role === 'attacker' ? ['blank', 'focus', 'hit', 'crit'] : ['blank', 'focus', 'evade'],
        count: 1,
      },
    }),
    summary: 'Rose Tico: spend one of your results to acquire a lock on the enemy ship.',
  },
];

const jango = (role: 'attacker' | 'defender'): Ability => ({
  source: upgrade('jangofett'),
  window: role === 'attacker' ? 'attack:modify-defense-dice' : 'attack:modify-attack-dice',
  when: role === 'attacker' ? isAttacker : all(isDefender, { kind: 'locking', who: 'self', target: 'attacker' }),
  optional: true,
  effect: dice(
    changeAbility(role, role === 'attacker' ? 'defense' : 'attack', 1, ['focus'], 'blank', {
      name: 'Jango Fett',
      ...(role === 'attacker' ? { cost: { spend: 'lock' as const } } : {}),
    }),
  ),
  summary: 'Jango Fett: spend your lock on the enemy ship to change one of its focus results to a blank.',
});

const palpatine = (role: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'upgrade', xws: 'emperorpalpatine', side: 0 },
  window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
  when: { kind: 'not', of: role === 'attacker' ? isAttacker : isDefender },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: dice(
    role === 'attacker'
      ? changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Emperor Palpatine' })
      : changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Emperor Palpatine' }),
  ),
  summary: `Emperor Palpatine: spend his Force, the ${role === 'attacker' ? 'attacker changes one focus to a hit' : 'defender changes one focus to an evade'}.`,
});

/**
 * Count Dooku (crew, and his Siege of Coruscant pilot): as a ship at range 0–2 of his (his own included) is about to
 * roll attack or defense dice, with every Force of his ship active, he may spend one Force to name a result of those
 * dice; if the roll lacks it, that ship changes one of its dice to it (`name-result`; the ship's least useful die:
 * combat/attack.ts).
 */
export const dookuNames = (source: Ability['source']): Ability => ({
  source,
  window: 'attack:before-roll',
  when: all({ kind: 'subject-ship', range: [0, 2] }, { kind: 'not', of: { kind: 'below-max', stat: 'force' } }),
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  choices: (_ctx, _self, subject) =>
    (subject.data?.dice === 'defense' ? DOOKU_DEFENSE_FACES : DOOKU_ATTACK_FACES).map((face) => ({
      id: face,
      label: `name a ${face} result for the ${String(subject.data?.dice)} dice`,
    })),
  effect: { kind: 'name-result' },
  summary: 'Count Dooku: a ship at range 0-2 is about to roll; spend a Force to name a result its roll must show.',
});
const DOOKU_ATTACK_FACES = ['hit', 'crit', 'focus', 'blank'] as const;
const DOOKU_DEFENSE_FACES = ['evade', 'focus', 'blank'] as const;

/** Kuiil's blank: one orange token removed, disarm before jam before tractor (only the first it holds). */
const has = (token: string): Condition => ({ kind: 'has-token', token, who: 'self' });
const not = (of: Condition): Condition => ({ kind: 'not', of });
const KUIIL_ORANGE: Effect = {
  kind: 'sequence',
  of: [
    {
      kind: 'if-holds',
      when: all(has('tractor'), not(has('jam')), not(has('disarm'))),
      effect: { kind: 'remove-token', token: 'tractor', count: 1, who: 'self' },
    },
    {
      kind: 'if-holds',
      when: all(has('jam'), not(has('disarm'))),
      effect: { kind: 'remove-token', token: 'jam', count: 1, who: 'self' },
    },
    { kind: 'if-holds', when: has('disarm'), effect: { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' } },
  ],
};

const LANDO_TOKENS = ['focus', 'calculate', 'evade'] as const;
const lando = (role: 'attacker' | 'defender'): Ability[] =>
  LANDO_TOKENS.map((token) => ({
    source: upgrade('landocalrissian-crew'),
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: role === 'attacker' ? isAttacker : isDefender,
    optional: true,
    effect: dice(rerollAbility(role, 2, { name: 'Lando Calrissian', cost: { spend: token } })),
    summary: `Lando Calrissian: spend a ${token} token to reroll up to two of your dice.`,
  }));

/** Lando Calrissian (Rebel crew): a defense die's focus or evade gives that token; `blank` for its blank. */
const landoDie = (blank: Effect): Effect => ({
  kind: 'roll-defense-die',
  onFocus: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
  onEvade: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
  onBlank: blank,
});
const LANDO_BLANK = { kind: 'card-token', xws: 'landocalrissian', token: 'blank-die' } as const;

/** Nite Owl Sentries: an enemy ship rolls an attack die; a hit or crit deals it a hit. */
const SENTRY_HIT: Effect = { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Nite Owl Sentries' };

const L337AD = 'l337-armedanddangerous';

const FOUR_LOM_TOKENS = ['focus', 'evade', 'calculate'] as const;

/**
 * Ship `who` removes one token: the first of `order` it holds (the later types checked first, each only while the ship
 * holds none of the earlier ones, so one removal never enables another).
 */
export function removeFirstHeld(order: readonly string[], who: ShipRef): Effect {
  const has = (token: string): Condition => ({ kind: 'has-token', token, who });
  return {
    kind: 'sequence',
    of: order
      .map((token, i): Effect => ({
        kind: 'if-holds',
        when: all(has(token), ...order.slice(0, i).map((t) => ({ kind: 'not', of: has(t) }) as Condition)),
        effect: { kind: 'remove-token', token, count: 1, who },
      }))
      .reverse(),
  };
}

/** Both C-3PO crew cards (Rebel and Republic): a Calculate action of the ship gives it one calculate token more. */
const c3poExtraCalculate = (xws: 'c3po' | 'c3po-republic'): Ability => ({
  source: upgrade(xws),
  window: 'action:after-perform',
  when: all({ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }),
  optional: false,
  effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
  summary: 'C-3PO: after a Calculate action, gain one more calculate token.',
});

const IG11_1 = { kind: 'upgrade', xws: 'ig11', side: 1 } as const;
const IG11_FUSE: Condition = { kind: 'has-card-token', xws: 'ig11', token: 'fuse' };

const C3PO_GUESSES = [1, 2, 3, 4, 5] as const;

export const ATTACK_CREW: Record<string, Ability[]> = {
  'upgrade:admiralsloane:0': [
    {
      source: upgrade('admiralsloane'),
      window: 'attack:after',
      when: all(
        { kind: 'attack-party-near', party: 'defender', min: 0, max: 3, includeSelf: false },
        { kind: 'destroyed', who: 'defender' },
      ),
      optional: false,
      effect: { kind: 'gain-token', token: 'stress', count: 2, who: 'attacker' },
      summary: 'Admiral Sloane: a friendly ship near her was destroyed defending, its attacker gains 2 stress tokens.',
    },
    {
      source: upgrade('admiralsloane'),
      window: 'attack:modify-attack-dice',
      when: all(
        { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
        { kind: 'has-token', token: 'stress', who: 'defender' },
      ),
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Admiral Sloane' })),
      summary: 'Admiral Sloane: a friendly ship near her attacking a stressed ship may reroll one attack die.',
    },
  ],
  'upgrade:c3po:0': [
    {
      source: upgrade('c3po'),
      window: 'attack:before-roll',
      when: all(isDefender, { kind: 'subject-data', key: 'dice', oneOf: ['defense'] }),
      optional: true,
      cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
      choices: () => C3PO_GUESSES.map((n) => ({ id: String(n), label: `guess ${n} evade result${n > 1 ? 's' : ''}` })),
      effect: {
        kind: 'sequence',
        of: C3PO_GUESSES.map((n): Effect => ({
          kind: 'if-holds',
          when: { kind: 'subject-data', key: 'choice', oneOf: [String(n)] },
          effect: {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:modify-defense-dice',
            while: { kind: 'dice-results', dice: 'defense', faces: ['evade'], atLeast: n, atMost: n },
            effect: dice({
              name: 'C-3PO',
              by: 'defender',
              dice: 'defense',
              effect: { kind: 'add', face: 'evade', count: 1 },
            }),
          },
        })),
      },
      summary: 'C-3PO: spend a calculate token to guess how many evades you roll; exactly right, add an evade.',
    },
    c3poExtraCalculate('c3po'),
  ],
  'upgrade:commandermalarus:1': [
    {
      source: { kind: 'upgrade', xws: 'commandermalarus', side: 1 },
      window: 'dice:after-roll',
      when: all(isAttacker, { kind: 'subject-data', key: 'dice', oneOf: ['attack'] }, defenderInBullseye),
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'change-dice', dice: 'attack', from: ['focus'], to: 'hit', count: 8 },
          { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          {
            kind: 'if-holds',
            when: { kind: 'has-token', token: 'stress', atLeast: 2, who: 'self' },
            effect: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Commander Malarus' },
          },
        ],
      },
      summary:
        'Commander Malarus: the defender in your bullseye, your focus results become hits and you gain a stress token.',
    },
  ],
  'upgrade:ig11:1': [
    {
      source: IG11_1,
      window: 'end:start',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'card-token', xws: 'ig11', token: 'fuse', count: -1 },
          {
            kind: 'if-holds',
            when: { kind: 'not', of: IG11_FUSE },
            effect: {
              kind: 'sequence',
              of: [
                {
                  kind: 'each-ship',
                  ships: { side: 'any', range: [0, 1] },
                  effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'chosen', source: 'IG-11' },
                },
                { kind: 'destroy-self', source: 'IG-11' },
              ],
            },
          },
        ],
      },
      summary:
        'IG-11: a fuse marker comes off; with none left, each other ship at range 0-1 suffers a crit and you are destroyed.',
    },
    {
      source: IG11_1,
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: { kind: 'card-token', xws: 'ig11', token: 'fuse', count: 1 },
      summary: 'IG-11: place a fuse marker on this card.',
    },
  ],
  'upgrade:bokatankryze-rebel-scum:0': [
    {
      source: upgrade('bokatankryze-rebel-scum'),
      window: 'attack:after',
      when: all(isAttacker, { kind: 'ship-is', who: 'defender', destroyed: true }),
      optional: true,
      effect: {
        kind: 'each-ship',
        ships: {
          side: 'friendly',
          range: [0, 2],
          includeSelf: true,
          where: { kind: 'has-token', token: RED_OR_ORANGE[0], also: RED_OR_ORANGE.slice(1), who: 'self' },
        },
        effect: removeFirstHeld(RED_OR_ORANGE, 'chosen'),
      },
      summary:
        'Bo-Katan Kryze: the defender is destroyed, each friendly ship at range 0-2 removes a red or orange token.',
    },
  ],
  'upgrade:4lom:0': [
    {
      source: upgrade('4lom'),
      window: 'dice:after-roll',
      when: all(isAttacker, { kind: 'subject-data', key: 'dice', oneOf: ['attack'] }),
      optional: true,
      choices: () => FOUR_LOM_TOKENS.map((t) => ({ id: t, label: `the defender cannot spend ${t} tokens` })),
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'ion', count: 2, who: 'self' },
          ...FOUR_LOM_TOKENS.map((t): Effect => ({
            kind: 'if-holds',
            when: { kind: 'subject-data', key: 'choice', oneOf: [t] },
            effect: {
              kind: 'last',
              until: 'end-of-attack',
              window: 'attack:modify-restriction',
              effect: { kind: 'dice-unmodifiable', dice: 'defense', tokens: [t] },
            },
          })),
        ],
      },
      summary: '4-LOM: name a green token and gain two ion tokens; the defender cannot spend that token this attack.',
    },
  ],
  [`upgrade:${L337AD}:0`]: [
    {
      source: upgrade(L337AD),
      window: 'attack:modify-attack-dice',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice({
        name: 'L3-37',
        by: 'defender',
        dice: 'attack',
        effect: { kind: 'reroll', count: 'any', faces: ['crit', 'hit', 'focus', 'blank'] },
      }),
      summary: 'L3-37: spend the charge, the attacker rerolls all its attack dice.',
    },
    {
      source: upgrade(L337AD),
      window: 'maneuver:difficulty',
      when: { kind: 'below-max', stat: 'charges' },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
      summary: 'L3-37: with the charge spent, your banks are one difficulty easier.',
    },
    {
      source: upgrade(L337AD),
      window: 'charge:reload',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'reload-recovers', count: 0 },
      summary: 'L3-37: the charge cannot be recovered.',
    },
  ],
  'upgrade:niteowlsentries-armedanddangerous:0': [
    {
      source: upgrade('niteowlsentries-armedanddangerous'),
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 3 }],
      effect: { kind: 'sequence', of: [] },
      summary: 'Nite Owl Sentries: spend three charges (as the Activation Phase ends, enemy ships at range 0-1 roll).',
    },
    {
      source: upgrade('niteowlsentries-armedanddangerous'),
      window: 'phase:end',
      when: all(
        { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
        { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } },
      ),
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'enemy', range: [0, 1] },
        effect: { kind: 'roll-attack-die', onHit: SENTRY_HIT, onCrit: SENTRY_HIT },
      },
      summary: 'Nite Owl Sentries: no charge left, each enemy ship at range 0-1 rolls a die (a hit or crit: 1 damage).',
    },
  ],
  'upgrade:landocalrissian:0': [
    {
      source: upgrade('landocalrissian'),
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          landoDie({ ...LANDO_BLANK, count: 1 }),
          landoDie({
            kind: 'if-holds',
            when: { kind: 'has-card-token', xws: 'landocalrissian', token: 'blank-die' },
            effect: {
              kind: 'opponent-chooses',
              options: [
                {
                  label: 'Lando’s ship gains a focus token',
                  effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
                },
                {
                  label: 'Lando’s ship gains an evade token',
                  effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
                },
              ],
            },
          }),
          {
            kind: 'if-holds',
            when: { kind: 'has-card-token', xws: 'landocalrissian', token: 'blank-die' },
            effect: { ...LANDO_BLANK, count: -1 },
          },
        ],
      },
      summary:
        'Lando Calrissian: roll two defense dice, a token for each focus or evade (two blanks: your opponent picks one).',
    },
  ],
  'upgrade:countdooku:0': [dookuNames(upgrade('countdooku'))],
  'upgrade:kuiil:0': [
    {
      source: upgrade('kuiil'),
      window: 'action:card',
      when: { kind: 'damage-cards', who: 'self', atLeast: 1 },
      optional: true,
      effect: {
        kind: 'roll-attack-dice',
        count: 1,
        perDamageCard: true,
        then: {
          kind: 'sequence',
          of: [
            { kind: 'for-each-face', face: 'hit', effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' } },
            { kind: 'for-each-face', face: 'crit', effect: { kind: 'repair-damage', facing: 'facedown' } },
            { kind: 'for-each-face', face: 'blank', effect: KUIIL_ORANGE },
            {
              kind: 'for-each-face',
              face: 'focus',
              effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
            },
          ],
        },
      },
      summary:
        'Kuiil: roll an attack die per damage card; hits and crits repair, blanks remove orange tokens, focus gives focus.',
    },
  ],
  // One record: the rule reads the attacker's and the defender's cards only, so "attacking or defending" is always.
  'upgrade:zeborrelios:0': [
    {
      source: upgrade('zeborrelios'),
      window: 'attack:modify-restriction',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'range-zero-focus' },
      summary: 'Zeb Orrelios: in a range 0 primary attack with you in it, the attacker may spend focus tokens.',
    },
  ],
  'upgrade:korkiekryze:0': [
    {
      source: upgrade('korkiekryze'),
      window: 'attack:after-declare',
      // No green token, no choice: the ability is not offered.
      when: all(...KORKIE_WARD),
      optional: true,
      choices: (ctx, me) => tokensHeld(ctx, me, GREEN_TO_MOVE, (t) => `Give the defender your ${t} token`),
      effect: { kind: 'transfer-chosen-token', from: 'self', to: 'defender' },
      summary:
        'Korkie Kryze: a friendly ship ahead of you at range 1–2 defends, you may give it one of your green tokens.',
    },
    {
      source: upgrade('korkiekryze'),
      window: 'attack:roll-defense-dice',
      when: all(...KORKIE_WARD, { kind: 'obstructs-attack', who: 'self' }),
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Korkie Kryze: you obstruct the attack on a friendly ship ahead of you, it rolls one more defense die.',
    },
  ],
  'upgrade:rookkast:0': [
    {
      source: upgrade('rookkast'),
      window: 'action:after-perform',
      when: all({ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }),
      optional: true,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      summary: 'Rook Kast: after your red action, you may take a strain token.',
    },
    {
      source: upgrade('rookkast'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'has-token', token: 'strain', who: 'self' }),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Rook Kast' })),
      summary: 'Rook Kast: you are strained, change one blank or focus result to a hit.',
    },
  ],
  'upgrade:l337:0': [
    {
      source: upgrade('l337'),
      window: 'attack:modify-attack-dice',
      when: isDefender,
      optional: true,
      effect: dice({
        name: 'L3-37',
        by: 'defender',
        dice: 'attack',
        effect: { kind: 'reroll', count: 'any', faces: ['crit', 'hit', 'focus', 'blank'] },
      }),
      summary: 'L3-37: flip this card, the attacker rerolls all its attack dice.',
    },
    afterOwnModify('l337', { kind: 'flip-upgrade', xws: 'l337' }, 'L3-37: the card is flipped.'),
  ],
  'upgrade:garsaxon:0': [
    {
      source: upgrade('garsaxon'),
      window: 'attack:modify-attack-dice',
      when: all(
        { kind: 'attack-party-near', party: 'attacker', min: 1, max: 3, includeSelf: false },
        { kind: 'locking', who: 'self', target: 'defender' },
        { kind: 'not', of: { kind: 'initiative-vs', who: 'attacker', than: { value: 4 }, compare: 'higher' } },
      ),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Gar Saxon' })),
      summary: 'Gar Saxon: he locks the defender, change one focus to a hit.',
    },
  ],
  'upgrade:generalgrievous:0': [
    grievousCancel('hit'),
    grievousCancel('crit'),
    {
      source: upgrade('generalgrievous'),
      window: 'ship:after-destroyed',
      when: { kind: 'subject-ship', side: 'friendly' },
      optional: false,
      effect: { kind: 'recover-charge', card: 'generalgrievous' },
      summary: 'General Grievous: a friendly ship is destroyed, recover a charge.',
    },
  ],
  'upgrade:sawgerrera:0': [
    {
      source: upgrade('sawgerrera'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 'all', ['focus'], 'crit', { name: 'Saw Gerrera' })),
      summary: 'Saw Gerrera: suffer a hit to change all your focus results to crits.',
    },
    afterOwnModify(
      'sawgerrera',
      { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Saw Gerrera' },
      'Saw Gerrera: you suffer a hit for the change.',
    ),
  ],
  'upgrade:landocalrissian-crew:0': [...lando('attacker'), ...lando('defender')],
  'upgrade:bokatankryze:0': [
    {
      source: { kind: 'upgrade', xws: 'bokatankryze', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'range', to: 'other', min: 0, max: 1 }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Bo-Katan Kryze' })),
      summary: 'Bo-Katan Kryze: the defender is at range 0–1, reroll one attack die.',
    },
  ],
  'upgrade:zuckuss:0': [
    {
      source: { kind: 'upgrade', xws: 'zuckuss', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' }],
      },
      optional: true,
      effect: dice({
        name: 'Zuckuss',
        by: 'attacker',
        dice: 'defense',
        cost: { gain: 'stress' },
        effect: { kind: 'reroll', count: 1 },
      }),
      summary: 'Zuckuss: you are not stressed, gain a stress token to have the defender reroll one defense die.',
    },
  ],
  'upgrade:emperorpalpatine:0': [palpatine('attacker'), palpatine('defender')],
  'upgrade:ghostcompany:0': [focusedTurretBonus('ghostcompany', 'Ghost Company')],
  'upgrade:rosetico:0': [
    ...rose('attacker'),
    ...rose('defender'),
    afterOwnModify(
      'rosetico',
      { kind: 'acquire-lock', who: 'self', on: 'other' },
      'Rose Tico: you spent a result, you lock the enemy ship.',
    ),
  ],
  'upgrade:chancellorpalpatine:0': [
    {
      source: upgrade('chancellorpalpatine'),
      window: 'attack:after',
      when: all(isDefender, { kind: 'range', to: 'attacker', min: 0, max: 2 }),
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'attacker' },
      summary: 'Chancellor Palpatine: the attacker is at range 0–2, spend 1 Force to give it a stress token.',
    },
    {
      source: upgrade('chancellorpalpatine'),
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      effect: { kind: 'flip-upgrade', xws: 'chancellorpalpatine' },
      summary: 'Chancellor Palpatine: turn the card over.',
    },
  ],
  'upgrade:aaylasecura:0': [
    {
      source: upgrade('aaylasecura'),
      window: 'attack:modify-defense-dice',
      when: all(
        { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'attacker' },
        { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
      ),
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'Aayla Secura' })),
      summary: 'Aayla Secura: the attacker is in her bullseye, the defender changes one blank to a focus.',
    },
  ],
  // Attacking, the token modification's cost spends the lock first, so the 'if you do' record finds none to spend.
  'upgrade:jangofett:0': [
    jango('attacker'),
    jango('defender'),
    afterOwnModify(
      'jangofett',
      { kind: 'spend-lock', who: 'self', on: 'other' },
      'Jango Fett: your lock on the enemy ship is spent.',
    ),
  ],
  'upgrade:lattsrazzi:0': [
    {
      source: upgrade('lattsrazzi'),
      window: 'attack:modify-defense-dice',
      when: all(isDefender, { kind: 'has-token', token: 'stress', who: 'attacker' }),
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Latts Razzi' })),
      summary: 'Latts Razzi: remove a stress token from the attacker to change one blank or focus to an evade.',
    },
    afterOwnModify(
      'lattsrazzi',
      { kind: 'remove-token', token: 'stress', count: 1, who: 'other' },
      'Latts Razzi: the attacker loses a stress token.',
    ),
  ],
  'upgrade:c3po-republic:0': [
    {
      source: upgrade('c3po-republic'),
      window: 'attack:modify-defense-dice',
      when: all(isDefender, { kind: 'has-token', token: 'calculate', who: 'self' }),
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'C-3PO' })),
      summary: 'C-3PO: you are calculating, reroll one defense die.',
    },
    c3poExtraCalculate('c3po-republic'),
  ],
  'upgrade:thechild-armedanddangerous:0': [
    {
      source: upgrade('thechild-armedanddangerous'),
      window: 'attack:after',
      when: all(isDefender, { kind: 'subject-data', key: 'hit', oneOf: [true] }),
      optional: false,
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'The Child' },
      summary: 'The Child: the attack hit you, recover 1 Force.',
    },
  ],
  'upgrade:magvayarro:0': [
    {
      source: { kind: 'upgrade', xws: 'magvayarro', side: 0 },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'attacker' },
      summary: 'Magva Yarro: the attack hit you, acquire a lock on the attacker.',
    },
  ],
  'upgrade:tristanwren:0': [
    {
      source: upgrade('tristanwren'),
      window: 'attack:modify-attack-dice',
      when: all(
        { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
        { kind: 'attack-ordnance' },
      ),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Tristan Wren' })),
      summary: 'Tristan Wren: a friendly ordnance attack, spend a charge so the attacker changes one hit to a crit.',
    },
  ],
  'upgrade:chewbacca-crew-swz19:0': [
    {
      source: upgrade('chewbacca-crew-swz19'),
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      effect: { kind: 'lose-card-charges', xws: 'chewbacca-crew-swz19', count: 1 },
      summary: 'Chewbacca: at Setup, lose a charge.',
    },
    {
      source: upgrade('chewbacca-crew-swz19'),
      window: 'damage:suffered',
      when: all(
        { kind: 'subject-ship', side: 'friendly', range: [0, 3] },
        { kind: 'cards-dealt' },
        { kind: 'below-max', stat: 'charges' },
      ),
      optional: false,
      effect: { kind: 'recover-card-charges', xws: 'chewbacca-crew-swz19', count: 1 },
      summary: 'Chewbacca: a friendly ship at range 0–3 was dealt a damage card, recover a charge.',
    },
    {
      source: upgrade('chewbacca-crew-swz19'),
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Chewbacca' })),
      summary: 'Chewbacca: spend two charges to change one focus to a crit.',
    },
  ],
  'upgrade:freelanceslicer:0': [
    {
      source: upgrade('freelanceslicer'),
      window: 'attack:after-declare',
      when: all(isDefender, { kind: 'locking', who: 'self', target: 'attacker' }),
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'spend-lock', who: 'self', on: 'attacker' },
          { kind: 'gain-token', token: 'jam', count: 1, who: 'attacker' },
          {
            kind: 'roll-attack-die',
            onHit: { kind: 'gain-token', token: 'jam', count: 1, who: 'self' },
            onCrit: { kind: 'gain-token', token: 'jam', count: 1, who: 'self' },
          },
        ],
      },
      summary: 'Freelance Slicer: spend your lock on the attacker to jam it; roll a die, a hit or crit jams you too.',
    },
  ],
  'upgrade:wolfpack-siegeofcoruscant:0': [
    {
      source: upgrade('wolfpack-siegeofcoruscant'),
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'ships-near', side: 'friendly', includeSelf: true, where: WOLFPACK_LOCK }),
      optional: true,
      effect: dice(rerollAbility('attacker', 'any', { name: 'Wolfpack' })),
      summary: 'Wolfpack: spend a friendly Plo Koon’s or Born for This ship’s lock on the defender, reroll any dice.',
    },
    {
      ...afterOwnModify(
        'wolfpack-siegeofcoruscant',
        { kind: 'spend-lock', who: 'chosen', on: 'defender' },
        'Wolfpack: choose the friendly ship whose lock on the defender is spent.',
      ),
      choose: { side: 'friendly', includeSelf: true, where: WOLFPACK_LOCK, label: 'spends its lock' },
    },
  ],
  'upgrade:commandermalarus:0': [
    {
      source: upgrade('commandermalarus'),
      window: 'attack:modify-attack-dice',
      when: all({ kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true }, primaryAttack, {
        kind: 'not',
        of: { kind: 'limited-ship', who: 'attacker' },
      }),
      optional: true,
      effect: dice({
        name: 'Commander Malarus',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Commander Malarus: a friendly non-limited ship beside you rerolls one blank (a miss flips this card).',
    },
    {
      source: upgrade('commandermalarus'),
      window: 'attack:after',
      when: all(
        { kind: 'modified-this-attack' },
        { kind: 'not', of: { kind: 'subject-data', key: 'hit', oneOf: [true] } },
      ),
      optional: false,
      effect: { kind: 'flip-upgrade', xws: 'commandermalarus' },
      summary: 'Commander Malarus: his reroll was used and the attack missed, flip this card.',
    },
  ],
};
