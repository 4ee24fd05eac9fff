/**
 * Condition cards and the cards that assign them (the subsystems group). A condition is assigned to a ship by an
 * effect (`assign-condition`), held in `ShipState.conditions` with the ship whose effect assigned it (its owner), and
 * its own rules are records of its key `condition:<xws>`, carried by the ship that holds it (source-keys.ts). 2.0
 * Rules Reference "Condition Cards" (not in 000/001, which only list the condition marker; read from the 2.0 text):
 * a condition is in play only once assigned, a removed one may be assigned again, a player's limited condition
 * already in play is removed and then assigned, and a ship leaving the game keeps its conditions. In our own words:
 *
 * - The Child (crew): at Setup, once forces are placed, the opponent picks two of their own ships, each assigned
 *   Merciless Pursuit (limited to two). After the ship defends, when the attack hit (its damage suffered), it
 *   recovers one Force. The ship's Force loses its recurring icon (`no-force-recovery`: a Force pilot carrying it
 *   recovers none in the End Phase; The Child's own Force is not recurring in the content either).
 *   Merciless Pursuit: after its ship attacks a defender equipped with The Child, it may lock that defender.
 * - Tracking Fob (illicit): at Setup, once forces are placed, the opponent picks one of their ships — a limited one
 *   when they have any — assigned Marked for Elimination. The Fob's ship locks that ship at any range.
 *   Marked for Elimination: while its ship defends against an attacker equipped with Tracking Fob that locks it, the
 *   defense dice cannot be modified by spending a green token (`dice-unmodifiable` using green tokens).
 * - MagnaGuard Protector and Guarded: below, beside their records.
 * - Kylo Ren (pilot): after he defends, he may spend a Force to assign I'll Show You the Dark Side to the attacker.
 *   Kylo Ren (crew): an action — pick an enemy ship at range 1–3 and spend a Force to assign it the same condition.
 *   As it is assigned, when no damage card lies on it, his player picks a Pilot damage card from their own damage
 *   deck (reading: "the damage deck" is the assigning player's, the deck they search), which is shuffled, and lays it
 *   faceup on the condition (`condition-card`; the pick is the ability's `choices` / `then`, since the deck's
 *   contents change). I'll Show You the Dark Side: when its ship would suffer crit damage, one crit is replaced by the
 *   card on it, dealt faceup, and the condition is removed (reading: a crit a shield would take counts too, as the
 *   card speaks of the damage suffered, not of a card dealt).
 * - Zam Wesell (pilot, 4 charges; crew, 2 charges — one builder, the charges being her own card's): at Setup, once
 *   forces are placed, she loses 2 charges. In her System Phase step she may assign herself, facedown, one of her two
 *   secret conditions (one record each, asked in turn; neither while she holds one). What the conditions do with "Zam
 *   Wesell's" charges is written on her card's records, conditioned on the condition she holds (she assigns them to
 *   herself only, so the holder is Zam and the charges are her card's): You Should Thank Me — after she defends she
 *   recovers a charge and may lock the attacker; at the end of the Engagement Phase, still facedown and in an enemy
 *   ship's firing arc, she may reveal it and spend 2 charges for a bonus attack. You'd Better Mean Business — after she
 *   defends, 2 charges buy her a bonus attack on the ship that attacked her; at the end of the Engagement Phase,
 *   facedown and in an enemy ship's firing arc, she may reveal it and recover 2 charges. Each condition's own records:
 *   revealed after its ship defends (`reveal-condition`), removed as the System Phase starts. Readings: the condition's
 *   after-defend effects need no reveal first (both happen after defending, in the order the player picks); "in an
 *   enemy ship's firing arc" is any firing arc of an enemy ship at any range (000 "Arcs"). You Should Thank Me's
 *   bonus attack "at the end of the Engagement Phase" (s37) is asked once every ship has engaged, before the phase
 *   ends ('engagement:end'), so the attack is resolved in the phase; You'd Better Mean Business's recovery, which
 *   grants no attack, stays at the phase's end ('phase:end'). Both are "at the end", and Zam holds only one of them.
 * - Ben Teene (MG-100 pilot): after he attacks a defender inside his turret arc, the defender is assigned Rattled.
 *   Reading: his StarFortress has a double turret arc indicator, which 000 "Turret Arcs" treats as two single turret
 *   arcs facing opposite ways, so either of them counts ('double-turret'). Rattled: once a device detonates at range
 *   0–1 of its ship ('device:after-detonate', `near-device`), the ship suffers one critical damage and the condition
 *   is removed; its ship may also, as an action, remove it when no bomb or mine is at range 0–1 of it (`action:card`).
 * - Naboo Handmaiden (N-1 pilot, limited to two): at Setup, once forces are placed, Decoyed goes to a friendly ship
 *   that is no Naboo Handmaiden. Decoyed is written from her side, as Suppressive Fire is from Captain Rex's: while a
 *   friendly ship holding Decoyed defends, each Naboo Handmaiden inside the attack's arc offers its player her
 *   modification — she spends an evade token of her own to change one blank or focus result of the defender to an
 *   evade, or, when the defender is a Naboo Royal N-1, to add an evade result (combat/attack.ts offers the side's
 *   player the modifications of every ship of theirs). Readings: "one of your results" is a blank or focus one (an
 *   evade turned to an evade changes nothing, 000 "Modifying Dice"); Decoyed is her player's card, so the defender
 *   holding it is friendly to her.
 * - Informant (crew): at Setup, once forces are placed, an enemy ship is assigned Listening Device. Listening Device:
 *   as the System Phase starts, while an enemy ship equipping Informant is at range 0–2 of it, its ship's dial is
 *   flipped faceup (`reveal-dial`). Reading: "during the System Phase" is read as its start, before any ship of the
 *   phase acts, when every dial is set.
 * - Director Krennic (crew): at Setup, before forces are placed ('setup:before-forces'), his player assigns Optimized
 *   Prototype to another friendly ship (mandatory). The ships are not in the play area yet, so the targeting word
 *   (`choose`, which measures from a placed ship) cannot offer them: the friendly ships are the record's `choices`,
 *   and the assignment is a code record through `ctx.effects.assignCondition`. Optimized Prototype: while its ship
 *   performs a primary attack from its front arc against a ship locked by a friendly ship equipping Director Krennic
 *   (`locked-by`), it may spend one hit, crit or focus result (a dice modification, 000 "Modifying Dice"); then its
 *   player picks: the defender loses a shield, or exposes one facedown damage card (001 "Damage Cards": at random),
 *   whichever it can. Readings: the result spent is the attacker's least useful one — a focus first, then a hit, then
 *   a crit (the dice word cancels in that order of preference); "flips 1 of its facedown damage cards" is exposing
 *   one, as Deadeye Shot's is.
 * - Tal Merrik (crew): at Setup, before forces are placed ('setup:before-forces'), his player assigns False Friend to
 *   an enemy ship (mandatory; the ships are not placed yet, so, as Director Krennic's, the enemy ships are the
 *   record's `choices` and the assignment a code record). As an action, while no enemy ship holds False Friend, he
 *   assigns it to an enemy ship in his front arc at range 0–2 (`action:card`, `choose`; not offered without such a
 *   ship). False Friend (limited to one): as the System Phase starts, while an enemy ship equipping Tal Merrik or an
 *   enemy remote is at range 0–2 of its ship, the ship's dial is flipped faceup (`reveal-dial`; "during the System
 *   Phase" read as its start, as Listening Device's); as an action its ship gains a deplete and a stress token to
 *   remove it (`action:card`). Readings: "not assigned to an enemy ship" asks about any enemy ship, the copy being
 *   his player's (an opponent's False Friend would sit on his own side's ships); "enemy" in the condition is enemy to
 *   the ship holding it (the condition's text speaks as that ship, 000 "Friendly and Enemy"), so the remote is one of
 *   Tal Merrik's side too.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability, Condition, Ctx, Effect, ShipRef } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const SETUP: Condition = { kind: 'subject-data', key: 'phase', oneOf: ['setup'] };

const KRENNIC = { kind: 'upgrade', xws: 'directorkrennic', side: 0 } as const;
const PROTOTYPE = { kind: 'condition', xws: 'optimizedprototype' } as const;
const PROTOTYPE_KEY = 'condition:optimizedprototype';

/** The other friendly ships not out of the game (placed or not: Setup before forces), as answers. */
function otherFriendlyShips(ctx: Ctx, me: string): { id: string; label: string }[] {
  const self = ctx.state.ships.find((x) => x.id === me);
  if (!self) return [];
  return ctx.state.ships
    .filter((x) => x.player === self.player && x.id !== me && x.gone === null)
    .map((x) => ({ id: x.id, label: `${ctx.content.pilot(x.pilot)?.name ?? x.id} is assigned Optimized Prototype` }));
}

/** What Optimized Prototype's defender can still lose: a shield, a facedown damage card exposed. */
function prototypeOptions(ctx: Ctx): { id: string; label: string }[] {
  const id = ctx.state.cursor.attack?.defender;
  const defender = id === undefined ? undefined : ctx.state.ships.find((x) => x.id === id);
  if (!defender) return [];
  const out: { id: string; label: string }[] = [];
  if (defender.shields > 0) out.push({ id: 'shield', label: 'the defender loses a shield' });
  if (defender.damage.some((c) => !c.faceup)) out.push({ id: 'expose', label: 'the defender exposes a damage card' });
  return out;
}
const whenAnswered = (answer: string, effect: Effect): Effect => ({
  kind: 'if-holds',
  when: { kind: 'subject-data', key: 'choice', oneOf: [answer] },
  effect,
});

const TAL_MERRIK = { kind: 'upgrade', xws: 'talmerrik', side: 0 } as const;
const FALSE_FRIEND = { xws: 'falsefriend', name: 'False Friend' } as const;

/** The enemy ships not out of the game (placed or not: Setup before forces), as answers. */
function enemyShips(ctx: Ctx, me: string): { id: string; label: string }[] {
  const self = ctx.state.ships.find((x) => x.id === me);
  if (!self) return [];
  return ctx.state.ships
    .filter((x) => x.player !== self.player && x.gone === null)
    .map((x) => ({ id: x.id, label: `${ctx.content.pilot(x.pilot)?.name ?? x.id} is assigned False Friend` }));
}

const CHILD = { kind: 'upgrade', xws: 'thechild', side: 0 } as const;
const FOB = { kind: 'upgrade', xws: 'trackingfob', side: 0 } as const;

/** One of the two Merciless Pursuit conditions The Child's opponent assigns to a ship of theirs without one. */
const pursuitAssigned: Ability = {
  source: CHILD,
  window: 'phase:end',
  when: SETUP,
  optional: false,
  choose: {
    side: 'enemy',
    by: 'opponent',
    where: { kind: 'not', of: { kind: 'has-condition', xws: 'mercilesspursuit', who: 'self' } },
    label: 'is assigned Merciless Pursuit',
  },
  effect: { kind: 'assign-condition', xws: 'mercilesspursuit', name: 'Merciless Pursuit', who: 'chosen' },
  summary: 'The Child: at Setup, the opponent assigns Merciless Pursuit to one of their ships.',
};

/** A limited ship, or any ship of a player who has no limited ship left in play. */
const limitedIfAble: Condition = {
  kind: 'any',
  of: [
    { kind: 'limited-ship', who: 'self' },
    {
      kind: 'ships-near',
      side: 'friendly',
      includeSelf: true,
      where: { kind: 'limited-ship', who: 'self' },
      atMost: 0,
    },
  ],
};

const ISYTDS = 'illshowyouthedarkside';
const ISYTDS_NAME = "I'll Show You the Dark Side";

/**
 * The answers to "which Pilot damage card goes on the condition": one per Pilot card left in the ability's player's
 * damage deck; only "keep" while that player's copy of the condition is in play with a card on it (it moves whole),
 * and "none" when the deck holds no Pilot card (the condition is still assigned).
 */
function pilotCardsInDeck(ctx: Ctx, self: string): { id: string; label: string }[] {
  const me = ctx.state.ships.find((x) => x.id === self);
  if (!me) return [];
  const placed = ctx.state.ships.some((x) =>
    (x.conditions ?? []).some((c) => c.xws === ISYTDS && c.owner === self && c.card !== undefined),
  );
  if (placed) return [{ id: 'keep', label: 'the damage card already on it' }];
  const titles = new Map<string, string>();
  for (const deck of ctx.content.data.damageDecks)
    for (const c of deck.cards) if (c.trait === 'pilot' && !titles.has(c.xws)) titles.set(c.xws, c.title);
  const inDeck = [...new Set(ctx.state.players[me.player]!.damageDeck)].filter((x) => titles.has(x)).sort();
  return inDeck.length
    ? inDeck.map((x) => ({ id: x, label: titles.get(x)! }))
    : [{ id: 'none', label: 'no Pilot card left' }];
}

/** The condition assigned to ship `who`, then the Pilot card answered laid on it. */
const showDarkSide = (who: ShipRef): Effect => ({
  kind: 'sequence',
  of: [
    { kind: 'assign-condition', xws: ISYTDS, name: ISYTDS_NAME, who },
    { kind: 'condition-card', xws: ISYTDS, who },
  ],
});

/** A friendly MagnaGuard Protector holding a calculate or an evade token (seen from the candidate). */
const GUARD: Condition = {
  kind: 'all',
  of: [
    { kind: 'pilot-is', who: 'self', xws: ['magnaguardprotector'] },
    {
      kind: 'any',
      of: [
        { kind: 'has-token', token: 'calculate', who: 'self' },
        { kind: 'has-token', token: 'evade', who: 'self' },
      ],
    },
  ],
};

/**
 * Guarded: one defense die more while at least `n` such guards stand in the attack arc (one record per guard: the
 * dice-count words add a fixed number; three guards make three records).
 */
const guardedDie = (n: number): Ability => ({
  source: { kind: 'condition', xws: 'guarded' },
  window: 'attack:roll-defense-dice',
  when: {
    kind: 'all',
    of: [
      isDefender,
      { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'self' } },
      { kind: 'ships-near', side: 'friendly', inArc: { arc: 'attack', of: 'attacker' }, where: GUARD, atLeast: n },
    ],
  },
  optional: false,
  effect: dice(extraDice('defense', 1)),
  summary: `Guarded: out of the attacker's bullseye, one more defense die (guard ${n}).`,
});

const THANK = { xws: 'youshouldthankme', name: 'You Should Thank Me' } as const;
const MEAN = { xws: 'youdbettermeanbusiness', name: "You'd Better Mean Business" } as const;
const holds = (c: { xws: string }, facedown?: boolean): Condition => ({
  kind: 'has-condition',
  xws: c.xws,
  who: 'self',
  ...(facedown === undefined ? {} : { facedown }),
});
/** Some enemy ship has the ship in one of its firing arcs (any range). */
const inEnemyArc: Condition = {
  kind: 'ships-near',
  side: 'enemy',
  where: { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' },
};
const RATTLED = { xws: 'rattled', name: 'Rattled' } as const;
const HANDMAIDEN = { kind: 'pilot', xws: 'naboohandmaiden' } as const;
/** The defender is a Naboo Royal N-1 starfighter (counted among the ships of that type that are defending). */
const defenderN1: Condition = {
  kind: 'ships-near',
  side: 'any',
  includeSelf: true,
  shipType: 'nabooroyaln1starfighter',
  where: { kind: 'attack-role', role: 'defender' },
};
/** Decoyed, from the Naboo Handmaiden's side: her evade token buys the Decoyed defender an evade (see above). */
const decoyed = (n1: boolean): Ability => ({
  source: HANDMAIDEN,
  window: 'attack:modify-defense-dice',
  when: {
    kind: 'all',
    of: [
      { kind: 'has-condition', xws: 'decoyed', who: 'defender' },
      { kind: 'in-arc', arc: 'attack', of: 'attacker', target: 'self' },
      n1 ? defenderN1 : { kind: 'not', of: defenderN1 },
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-token', token: 'evade', count: 1 }],
  effect: n1
    ? dice({ name: 'Decoyed', by: 'defender', dice: 'defense', effect: { kind: 'add', face: 'evade' } })
    : dice(changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Decoyed' })),
  summary: n1
    ? 'Naboo Handmaiden (Decoyed): spend your evade token to add an evade result to the N-1 defending.'
    : 'Naboo Handmaiden (Decoyed): spend your evade token to change a result of the Decoyed defender to an evade.',
});
const ENGAGEMENT_ENDS: Condition = { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] };

/** Zam Wesell's records, on her pilot card (`card` 'pilot') or her crew card ('zamwesell'). */
function zam(source: Ability['source'], card: 'pilot' | 'zamwesell'): Ability[] {
  const recover: Effect = { kind: 'recover-charge', card };
  const assign = (c: { xws: string; name: string }, first: boolean): Ability => ({
    source,
    window: 'system',
    // Asked in turn (the first, then the second unless she took the first); she holds neither as her step comes,
    // since each is removed as the System Phase starts.
    when: first
      ? { kind: 'subject-is-self' }
      : { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'not', of: holds(THANK) }] },
    optional: true,
    effect: { kind: 'assign-condition', xws: c.xws, name: c.name, who: 'self', facedown: true },
    summary: `Zam Wesell: assign yourself ${c.name}, facedown.`,
  });
  return [
    {
      source,
      window: 'phase:end',
      when: SETUP,
      optional: false,
      effect:
        card === 'pilot'
          ? { kind: 'lose-charge', count: 2, source: 'Zam Wesell' }
          : { kind: 'lose-card-charges', xws: 'zamwesell', count: 2 },
      summary: 'Zam Wesell: at Setup, lose 2 charges.',
    },
    assign(THANK, true),
    assign(MEAN, false),
    {
      source,
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, holds(THANK)] },
      optional: false,
      effect: recover,
      summary: 'Zam Wesell (You Should Thank Me): after you defend, recover a charge.',
    },
    {
      source,
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, holds(THANK)] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Zam Wesell (You Should Thank Me): after you defend, lock the attacker.',
    },
    {
      source,
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, holds(MEAN)] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'bonus-attack', against: 'other' },
      summary: "Zam Wesell (You'd Better Mean Business): spend 2 charges to attack the attacker (a bonus attack).",
    },
    {
      // s37: once every ship has engaged ('engagement:end'), still facedown and in an enemy's firing arc: reveal it and
      // spend 2 charges for a bonus attack, asked before the phase ends.
      source,
      window: 'engagement:end',
      when: { kind: 'all', of: [holds(THANK, true), inEnemyArc] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'sequence', of: [{ kind: 'reveal-condition', ...THANK }, { kind: 'bonus-attack' }] },
      summary:
        "Zam Wesell: reveal You Should Thank Me (in an enemy's firing arc) and spend 2 charges for a bonus attack.",
    },
    {
      source,
      window: 'phase:end',
      when: { kind: 'all', of: [ENGAGEMENT_ENDS, holds(MEAN, true), inEnemyArc] },
      optional: true,
      effect: { kind: 'sequence', of: [{ kind: 'reveal-condition', ...MEAN }, recover, recover] },
      summary: "Zam Wesell: reveal You'd Better Mean Business (in an enemy's firing arc) to recover 2 charges.",
    },
  ];
}

/** A secret condition's own records: revealed after its ship defends, removed as the System Phase starts. */
function secret(c: { xws: string; name: string }): Ability[] {
  const source = { kind: 'condition', xws: c.xws } as const;
  return [
    {
      source,
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, holds(c, true)] },
      optional: false,
      effect: { kind: 'reveal-condition', ...c },
      summary: `${c.name}: after you defend, reveal this condition.`,
    },
    {
      source,
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
      optional: false,
      effect: { kind: 'remove-condition', ...c, who: 'self' },
      summary: `${c.name}: as the System Phase starts, remove this condition.`,
    },
  ];
}

export const CONDITION_CARDS: Record<string, Ability[]> = {
  'pilot:zamwesell': zam({ kind: 'pilot', xws: 'zamwesell' }, 'pilot'),
  'upgrade:zamwesell:0': zam({ kind: 'upgrade', xws: 'zamwesell', side: 0 }, 'zamwesell'),
  [`condition:${THANK.xws}`]: secret(THANK),
  [`condition:${MEAN.xws}`]: secret(MEAN),
  'upgrade:thechild:0': [
    pursuitAssigned,
    // The second copy (the condition is limited to two): a ship that has not one already.
    { ...pursuitAssigned },
    {
      source: CHILD,
      window: 'attack:after',
      // Reading: the attack hit is the damage suffered (000 "Attack": a hit attack deals its damage to the defender).
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'subject-data', key: 'hit', oneOf: [true] }, { kind: 'below-max', stat: 'force' }],
      },
      optional: false,
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'The Child' },
      summary: 'The Child: after you defend, having suffered damage, recover one Force.',
    },
    {
      source: CHILD,
      window: 'force:recurring',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'no-force-recovery' },
      summary: 'The Child: your Force does not recover in the End Phase.',
    },
  ],
  'condition:mercilesspursuit': [
    {
      source: { kind: 'condition', xws: 'mercilesspursuit' },
      window: 'attack:after',
      when: {
        kind: 'all',
        // No lock-allowed clause: the lock itself is refused where a rule forbids it (000 Lock; apply-effect.ts).
        of: [isAttacker, { kind: 'equips', who: 'other', xws: 'thechild' }],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Merciless Pursuit: the defender carries The Child; acquire a lock on it.',
    },
  ],
  'upgrade:trackingfob:0': [
    {
      source: FOB,
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: { side: 'enemy', by: 'opponent', where: limitedIfAble, label: 'is Marked for Elimination' },
      effect: { kind: 'assign-condition', xws: 'markedforelimination', name: 'Marked for Elimination', who: 'chosen' },
      summary: 'Tracking Fob: at Setup, the opponent assigns Marked for Elimination to one of their ships.',
    },
    {
      source: FOB,
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'action-range',
        action: 'lock',
        min: 0,
        max: 4,
        target: { kind: 'has-condition', xws: 'markedforelimination', who: 'other', ownedBy: 'self' },
      },
      summary: 'Tracking Fob: you lock the ship Marked for Elimination at any range.',
    },
  ],
  'condition:markedforelimination': [
    {
      source: { kind: 'condition', xws: 'markedforelimination' },
      window: 'attack:modify-restriction',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'equips', who: 'attacker', xws: 'trackingfob' },
          { kind: 'locking', who: 'attacker', target: 'self' },
        ],
      },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense', using: 'green-tokens' },
      summary: 'Marked for Elimination: defending against a Tracking Fob ship that locks you, spend no green token.',
    },
  ],
  'pilot:kyloren': [
    {
      source: { kind: 'pilot', xws: 'kyloren' },
      window: 'attack:after',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      choices: pilotCardsInDeck,
      effect: showDarkSide('other'),
      summary:
        "Kylo Ren: spend a Force to assign I'll Show You the Dark Side to the attacker (with a Pilot card on it).",
    },
  ],
  'upgrade:kyloren:0': [
    {
      source: { kind: 'upgrade', xws: 'kyloren', side: 0 },
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      choose: { side: 'enemy', range: [1, 3] },
      then: [pilotCardsInDeck],
      effect: showDarkSide('chosen'),
      summary: "Kylo Ren: spend a Force to assign I'll Show You the Dark Side to an enemy ship at range 1–3.",
    },
  ],
  [`condition:${ISYTDS}`]: [
    {
      source: { kind: 'condition', xws: ISYTDS },
      window: 'instead:suffer-damage',
      when: {
        kind: 'all',
        of: [
          { kind: 'not', of: { kind: 'subject-data', key: 'crits', oneOf: [0] } },
          { kind: 'has-condition', xws: ISYTDS, who: 'self', withCard: true },
        ],
      },
      optional: false,
      effect: {
        kind: 'instead',
        effect: {
          kind: 'sequence',
          of: [
            { kind: 'deal-condition-card', xws: ISYTDS },
            { kind: 'remove-condition', xws: ISYTDS, name: ISYTDS_NAME },
          ],
        },
      },
      summary:
        "I'll Show You the Dark Side: a crit you would suffer is the Pilot card on this condition, dealt faceup.",
    },
  ],
  // Primed for Speed (Lin Gaava's): a white SLAM on the bar; after a SLAM, the ship must suffer one hit damage to
  // remove a disarm token (the engine's SLAM leaves it disarmed: phases/activation.ts).
  'condition:primedforspeed': [
    {
      source: { kind: 'condition', xws: 'primedforspeed' },
      window: 'action:bar',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'add-actions', actions: [{ type: 'slam', difficulty: 'white' }] },
      summary: 'Primed for Speed: a white SLAM on your action bar.',
    },
    {
      source: { kind: 'condition', xws: 'primedforspeed' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
          { kind: 'has-token', token: 'disarm', who: 'self' },
        ],
      },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self' },
          { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
        ],
      },
      summary: 'Primed for Speed: after a SLAM, suffer one damage to remove a disarm token.',
    },
  ],
  // MagnaGuard Protector: at Setup, once forces are placed, Guarded goes to a friendly ship that is no MagnaGuard
  // Protector. Guarded: while its ship defends out of the attacker's bullseye, one more defense die for each friendly
  // MagnaGuard Protector in the attack arc holding a calculate or an evade token (up to three counted).
  'pilot:magnaguardprotector': [
    {
      source: { kind: 'pilot', xws: 'magnaguardprotector' },
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: {
        side: 'friendly',
        where: { kind: 'not', of: { kind: 'pilot-is', who: 'self', xws: ['magnaguardprotector'] } },
        label: 'is Guarded',
      },
      effect: { kind: 'assign-condition', xws: 'guarded', name: 'Guarded', who: 'chosen' },
      summary: 'MagnaGuard Protector: at Setup, assign Guarded to another friendly ship.',
    },
  ],
  'condition:guarded': [guardedDie(1), guardedDie(2), guardedDie(3)],
  // Fearsome Predator: at Setup, once forces are placed, Fearful Prey goes to an enemy ship. Fearful Prey: after its
  // ship defends against an enemy Fearsome Predator, having spent no green token (focus, evade, calculate) during the
  // attack, it gains a strain token. Reading: "after you defend" is the attack's Aftermath ('attack:after').
  'pilot:fearsomepredator': [
    {
      source: { kind: 'pilot', xws: 'fearsomepredator' },
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: { side: 'enemy', label: 'is Fearful Prey' },
      effect: { kind: 'assign-condition', xws: 'fearfulprey', name: 'Fearful Prey', who: 'chosen' },
      summary: 'Fearsome Predator: at Setup, assign Fearful Prey to an enemy ship.',
    },
  ],
  'condition:fearfulprey': [
    {
      source: { kind: 'condition', xws: 'fearfulprey' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isDefender,
          // The attacker: always an enemy ship (000 "Attack": a ship attacks enemy ships).
          { kind: 'pilot-is', who: 'other', xws: ['fearsomepredator'] },
          { kind: 'not', of: { kind: 'spent-in-attack', who: 'self', tokens: ['focus', 'evade', 'calculate'] } },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      summary: 'Fearful Prey: defending against the Fearsome Predator without spending a green token, gain a strain.',
    },
  ],
  'pilot:benteene': [
    {
      source: { kind: 'pilot', xws: 'benteene' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'double-turret', of: 'self', target: 'other' }] },
      optional: false,
      effect: { kind: 'assign-condition', xws: RATTLED.xws, name: RATTLED.name, who: 'other' },
      summary: 'Ben Teene: the defender in your turret arc is Rattled.',
    },
  ],
  'pilot:naboohandmaiden': [
    {
      source: HANDMAIDEN,
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: {
        side: 'friendly',
        where: { kind: 'not', of: { kind: 'pilot-is', who: 'self', xws: ['naboohandmaiden'] } },
        label: 'is Decoyed',
      },
      effect: { kind: 'assign-condition', xws: 'decoyed', name: 'Decoyed', who: 'chosen' },
      summary: 'Naboo Handmaiden: at Setup, assign Decoyed to a friendly ship other than a Naboo Handmaiden.',
    },
    decoyed(false),
    decoyed(true),
  ],
  'upgrade:informant:0': [
    {
      source: { kind: 'upgrade', xws: 'informant', side: 0 },
      window: 'phase:end',
      when: SETUP,
      optional: false,
      choose: { side: 'enemy', label: 'gets the Listening Device' },
      effect: { kind: 'assign-condition', xws: 'listeningdevice', name: 'Listening Device', who: 'chosen' },
      summary: 'Informant: at Setup, assign Listening Device to an enemy ship.',
    },
  ],
  'condition:listeningdevice': [
    {
      source: { kind: 'condition', xws: 'listeningdevice' },
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
          {
            kind: 'ships-near',
            side: 'enemy',
            range: [0, 2],
            where: { kind: 'equips', who: 'self', xws: 'informant' },
          },
        ],
      },
      optional: false,
      effect: { kind: 'reveal-dial', who: 'self' },
      summary: 'Listening Device: an enemy Informant is at range 0–2; your dial is flipped faceup.',
    },
  ],
  'upgrade:talmerrik:0': [
    {
      source: TAL_MERRIK,
      window: 'setup:before-forces',
      when: { kind: 'always' },
      optional: false,
      choices: enemyShips,
      effect: {
        kind: 'code',
        run: (ctx, self, subject) => {
          const chosen = subject.data?.choice;
          if (typeof chosen === 'string')
            ctx.effects.assignCondition(ctx, chosen, FALSE_FRIEND.xws, self, FALSE_FRIEND.name);
        },
      },
      summary: 'Tal Merrik: at Setup, before forces are placed, assign False Friend to an enemy ship.',
    },
    {
      source: TAL_MERRIK,
      window: 'action:card',
      when: {
        kind: 'ships-near',
        side: 'enemy',
        atMost: 0,
        where: { kind: 'has-condition', xws: FALSE_FRIEND.xws, who: 'self' },
      },
      optional: true,
      choose: { side: 'enemy', range: [0, 2], inArc: { arc: 'front' }, label: 'is assigned False Friend' },
      effect: { kind: 'assign-condition', ...FALSE_FRIEND, who: 'chosen' },
      summary:
        'Tal Merrik: with False Friend on no enemy ship, assign it to an enemy ship in your front arc at range 0–2.',
    },
  ],
  'condition:falsefriend': [
    {
      source: { kind: 'condition', xws: FALSE_FRIEND.xws },
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
          {
            kind: 'any',
            of: [
              {
                kind: 'ships-near',
                side: 'enemy',
                range: [0, 2],
                where: { kind: 'equips', who: 'self', xws: 'talmerrik' },
              },
              { kind: 'devices-near', of: 'self', min: 0, max: 2, owner: 'enemy', kinds: ['remote'] },
            ],
          },
        ],
      },
      optional: false,
      effect: { kind: 'reveal-dial', who: 'self' },
      summary: 'False Friend: an enemy Tal Merrik or enemy remote is at range 0–2; your dial is flipped faceup.',
    },
    {
      source: { kind: 'condition', xws: FALSE_FRIEND.xws },
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'deplete', count: 1, who: 'self' },
          { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          { kind: 'remove-condition', ...FALSE_FRIEND, who: 'self' },
        ],
      },
      summary: 'False Friend: gain a deplete and a stress token to remove this condition.',
    },
  ],
  'condition:rattled': [
    {
      source: { kind: 'condition', xws: RATTLED.xws },
      window: 'device:after-detonate',
      when: { kind: 'near-device', max: 1 },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self' },
          { kind: 'remove-condition', ...RATTLED, who: 'self' },
        ],
      },
      summary: 'Rattled: a device detonated at range 0–1; suffer 1 critical damage and lose this condition.',
    },
    {
      source: { kind: 'condition', xws: RATTLED.xws },
      window: 'action:card',
      when: { kind: 'not', of: { kind: 'devices-near', of: 'self', min: 0, max: 1, kinds: ['bomb', 'mine'] } },
      optional: true,
      effect: { kind: 'remove-condition', ...RATTLED, who: 'self' },
      summary: 'Rattled: with no bomb or mine at range 0–1, remove this condition.',
    },
  ],
  'upgrade:directorkrennic:0': [
    {
      source: KRENNIC,
      window: 'setup:before-forces',
      when: { kind: 'always' },
      optional: false,
      choices: otherFriendlyShips,
      effect: {
        kind: 'code',
        run: (ctx, self, subject) => {
          const chosen = subject.data?.choice;
          if (typeof chosen === 'string')
            ctx.effects.assignCondition(ctx, chosen, 'optimizedprototype', self, 'Optimized Prototype');
        },
      },
      summary:
        'Director Krennic: at Setup, before forces are placed, assign Optimized Prototype to another friendly ship.',
    },
  ],
  [PROTOTYPE_KEY]: [
    {
      source: PROTOTYPE,
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-weapon', weapon: 'primary' },
          { kind: 'attack-arc', arc: 'front' },
          {
            kind: 'locked-by',
            who: 'other',
            side: 'friendly',
            where: { kind: 'equips', who: 'self', xws: 'directorkrennic' },
          },
        ],
      },
      optional: true,
      effect: dice({
        name: 'Optimized Prototype',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['focus', 'hit', 'crit'], count: 1 },
      }),
      summary:
        'Optimized Prototype: spend a result against a ship Krennic’s ship locks; the defender loses a shield or exposes a card.',
    },
    {
      source: PROTOTYPE,
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: [PROTOTYPE_KEY] }],
      },
      optional: false,
      choices: (ctx) => prototypeOptions(ctx),
      effect: {
        kind: 'sequence',
        of: [
          whenAnswered('shield', { kind: 'lose-shields', count: 1, who: 'defender', source: 'Optimized Prototype' }),
          whenAnswered('expose', { kind: 'expose-damage', who: 'defender' }),
        ],
      },
      summary: 'Optimized Prototype: the defender loses a shield, or exposes a facedown damage card.',
    },
  ],
};
