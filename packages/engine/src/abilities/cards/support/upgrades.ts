/**
 * Upgrades that work with charges, shields, tokens and the ships around, each in our own words. Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R2 Astromech (and R2-D2, R2-A3, R2-F2, whose cards say the same): after revealing its dial, the ship may spend a
 *   charge of the card and gain a disarm token to recover a shield.
 */
import type { Ability } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';

/** R2 Astromech's record for each printing whose ability is the same (`name` for the log and the question). */
function r2(xws: string, name: string): Ability[] {
  return [
    {
      source: { kind: 'upgrade', xws, side: 0 },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'shields' }],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'disarm', count: 1 },
      ],
      effect: { kind: 'recover', stat: 'shields', count: 1, source: name },
      summary: `${name}: spend a charge and gain a disarm token to recover one shield.`,
    },
  ];
}

/** The astromechs that share R2 Astromech's ability (xws and name): R2-D2 and the Battle of Yavin droids. */
const R2_PRINTINGS: readonly (readonly [string, string])[] = [
  ['r2astromech', 'R2 Astromech'],
  ['r2d2', 'R2-D2'],
  ['r2a3-battleofyavin', 'R2-A3'],
  ['r2d2-battleofyavin', 'R2-D2'],
  ['r2f2-battleofyavin', 'R2-F2'],
];

export const SUPPORT_UPGRADES: Record<string, Ability[]> = Object.fromEntries(
  R2_PRINTINGS.map(([xws, name]) => [`upgrade:${xws}:0`, r2(xws, name)]),
);

/**
 * Ferrosphere Paint: after an enemy ship acquires a lock on the ship while the ship is outside that enemy's bullseye
 * arc, the enemy's player decides: it gains a stress token, or it breaks that lock. Written as `unless` with the two
 * outcomes the other way round — the price is the stress token, the refusal breaks the lock (`spend-lock`: a lock
 * spent or broken is removed, 000 "Lock") — which offers the locking player the same choice between the same two
 * outcomes. It acts wherever the lock comes from (the Lock action or an ability's lock: 'lock:after-acquire').
 */
SUPPORT_UPGRADES['upgrade:ferrospherepaint:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ferrospherepaint', side: 0 },
    window: 'lock:after-acquire',
    when: {
      kind: 'all',
      of: [
        { kind: 'is-other-party' },
        { kind: 'ship-is', who: 'other', side: 'enemy' },
        { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'other', target: 'self' } },
      ],
    },
    optional: false,
    effect: {
      kind: 'unless',
      who: 'other',
      pay: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      otherwise: { kind: 'spend-lock', who: 'other', on: 'self' },
    },
    summary: 'Ferrosphere Paint: locked from outside its bullseye, the enemy gains a stress token or breaks the lock.',
  },
];

/**
 * Target Assist MGK-300: before the ship engages, if it holds no green token and no stress token, it gains one
 * calculate token per enemy ship inside its firing arcs at range 2–3, two at most. Two records: two or more such
 * ships (two tokens), exactly one (one token).
 */
function mgk(atLeast: number, atMost: number | undefined, count: number): Ability {
  return {
    source: { kind: 'upgrade', xws: 'targetassistmgk300', side: 0 },
    window: 'engagement:before-engage',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'not', of: { kind: 'has-green-token', who: 'self' } },
        { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
        {
          kind: 'ships-near',
          side: 'enemy',
          range: [2, 3],
          inArc: { arc: 'firing' },
          atLeast,
          ...(atMost === undefined ? {} : { atMost }),
        },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count, who: 'self' },
    summary: `Target Assist MGK-300: no green token and unstressed, gain ${count} calculate token${count > 1 ? 's' : ''} (enemy ships in your arc at range 2–3).`,
  };
}
SUPPORT_UPGRADES['upgrade:targetassistmgk300:0'] = [mgk(2, undefined, 2), mgk(1, 1, 1)];

/**
 * Passive Sensors (sensor, one recurring charge): its action spends the charge (#0: a card action, offered only in
 * the ship's own Perform Action step: abilities/card-actions.ts); while the charge is spent the ship cannot be
 * coordinated (#1, standing: 'action:targets'), and before it engages it may perform a calculate or a lock action
 * (#2, asked with "pass").
 */
const SENSORS = { kind: 'upgrade', xws: 'passivesensors', side: 0 } as const;
const SENSORS_SPENT = { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } } as const;
SUPPORT_UPGRADES['upgrade:passivesensors:0'] = [
  {
    source: SENSORS,
    window: 'action:card',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'sequence', of: [] },
    summary: 'Passive Sensors: spend the charge.',
  },
  {
    source: SENSORS,
    window: 'action:targets',
    when: SENSORS_SPENT,
    optional: false,
    effect: { kind: 'not-targetable', actions: ['coordinate'] },
    summary: 'Passive Sensors: its charge spent, the ship cannot be coordinated.',
  },
  {
    source: SENSORS,
    window: 'engagement:before-engage',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, SENSORS_SPENT] },
    optional: false,
    effect: {
      kind: 'grant-action',
      actions: [
        { type: 'calculate', difficulty: 'white' },
        { type: 'lock', difficulty: 'white' },
      ],
      why: 'Passive Sensors',
    },
    summary: 'Passive Sensors: its charge spent, perform a calculate or a lock action before engaging.',
  },
];

/**
 * Biohexacrypt Codes (tech): the ship's coordinate (#0) and jam (#1) actions may also choose a ship it has locked, at
 * any range, spending that lock (standing, 'action:targets': `more-targets` with `spendLock`; 000 "List of Actions",
 * "Lock"). A locked ship inside the action's band is chosen as the rules allow, nothing spent.
 */
const biohex = (action: 'coordinate' | 'jam'): Ability => ({
  source: { kind: 'upgrade', xws: 'biohexacryptcodes', side: 0 },
  window: 'action:targets',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'more-targets', action, spendLock: true, where: { kind: 'locking', who: 'other', target: 'self' } },
  summary: `Biohexacrypt Codes: spend your lock on a ship to ${action} it at any range.`,
});
SUPPORT_UPGRADES['upgrade:biohexacryptcodes:0'] = [biohex('coordinate'), biohex('jam')];

/**
 * TA-175 (tactical relay): after a friendly ship at range 0–3 with a calculate action on its bar is destroyed, every
 * friendly ship at range 0–3 (its own ship included) with a calculate action on its bar gains a calculate token.
 * Mandatory (`each-ship`, `has-action`).
 */
const CALCULATES = { kind: 'has-action', who: 'self', action: 'calculate' } as const;
SUPPORT_UPGRADES['upgrade:ta175:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ta175', side: 0 },
    window: 'ship:after-destroyed',
    when: {
      kind: 'all',
      of: [
        { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
        { kind: 'has-action', who: 'other', action: 'calculate' },
      ],
    },
    optional: false,
    effect: {
      kind: 'each-ship',
      ships: { side: 'friendly', range: [0, 3], includeSelf: true, where: CALCULATES },
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'chosen' },
    },
    summary:
      'TA-175: a friendly calculating ship fell, each friendly ship at range 0–3 able to calculate gains a calculate token.',
  },
];

/**
 * Luke Skywalker (gunner): as the Engagement Phase starts, the ship may spend a Force and take a deplete token to turn
 * its single turret arc indicator to another facing it may point to (000 "Turret Arcs"; not an action): one choice
 * per facing, none for a ship without a turret arc indicator (not asked).
 */
const FACINGS = ['front', 'rear', 'left', 'right'] as const;
SUPPORT_UPGRADES['upgrade:lukeskywalker:0'] = [
  {
    source: { kind: 'upgrade', xws: 'lukeskywalker', side: 0 },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    cost: [
      { kind: 'spend-force', count: 1 },
      { kind: 'gain-token', token: 'deplete', count: 1 },
    ],
    choices: (ctx, me) => {
      const ship = shipById(ctx.state, me);
      if (ship.turret === null) return [];
      const allowed = ctx.effects.turretFacings(ctx, ship);
      return FACINGS.filter((f) => f !== ship.turret && allowed.includes(f)).map((f) => ({
        id: f,
        label: `Turn the turret arc indicator ${f}`,
      }));
    },
    effect: { kind: 'rotate-turret' },
    summary: 'Luke Skywalker: spend a Force and take a deplete token to turn your turret arc indicator.',
  },
];

/**
 * Ursa Wren (gunner): after the ship acquires a lock on a ship beyond range 2 of it, when no ship friendly to it is at
 * range 0–1 of the ship locked, it gains a calculate token (000 "Lock"; "Measuring Range": beyond range 3 too). Reading:
 * a friendly ship locked is itself a friendly ship at range 0 of itself, so only an enemy ship ever sets it off, as the
 * card says; remotes (the card's "units") are not counted, as no ability reads them.
 */
SUPPORT_UPGRADES['upgrade:ursawren-gunner:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ursawren-gunner', side: 0 },
    window: 'lock:after-acquire',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'not', of: { kind: 'range', to: 'other', min: 0, max: 2 } },
        { kind: 'ships-near', side: 'friendly', range: [0, 1], rangeFrom: 'other', includeSelf: true, atMost: 0 },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'Ursa Wren: you locked a ship beyond range 2 with no friendly ship near it, gain a calculate token.',
  },
];

/**
 * Relay System (the Phantom's sensor card): after another friendly ship at range 0–2 performs a Lock action, the ship
 * may acquire a lock on the object that action locked — the window's other party, 'subject-other' from a third ship —
 * not as an action (its own Lock action would relock what it holds: left out). And after the ship's attack hits, it
 * may spend its lock on the defender for another friendly ship at range 0–1 of it to acquire a lock on the defender
 * (000 "Lock": a spent lock is removed; the chosen ship may decline, declining the whole).
 */
SUPPORT_UPGRADES['upgrade:relaysystem-tiephphantom:0'] = [
  {
    source: { kind: 'upgrade', xws: 'relaysystem-tiephphantom', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        { kind: 'not', of: { kind: 'subject-is-self' } },
        { kind: 'subject-ship', side: 'friendly', range: [0, 2] },
        { kind: 'subject-data', key: 'action', oneOf: ['lock'] },
      ],
    },
    optional: true,
    effect: { kind: 'acquire-lock', who: 'self', on: 'subject-other' },
    summary: 'Relay System: a friendly ship near you locked something; lock the same object.',
  },
  {
    source: { kind: 'upgrade', xws: 'relaysystem-tiephphantom', side: 0 },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'subject-data', key: 'hit', oneOf: [true] },
        { kind: 'locking', who: 'self', target: 'defender' },
      ],
    },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      where: { kind: 'lock-allowed', who: 'self' },
      label: 'acquires a lock on the defender',
    },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'spend-lock', who: 'self', on: 'defender' },
        { kind: 'acquire-lock', who: 'chosen', on: 'defender' },
      ],
    },
    summary:
      'Relay System: your attack hit; spend your lock on the defender for a friendly ship beside you to lock it.',
  },
];

/**
 * Long-Range Scanners (sensor, Alpha-class Star Wing standard loadout; two charges, none recovered): a charge lets the
 * ship's lock action choose any object — ship, obstacle, device or remote — at any range (standing
 * 'action:lock-band', `priced-lock-band`). Reading: "before you perform a lock action, you may spend a charge" is paid
 * only for a lock the rules' band (000 "Lock": range 0–3) does not already allow: a charge spent for a lock in the
 * band would buy nothing, so the menu offers the far objects at their price and the near ones free.
 */
SUPPORT_UPGRADES['upgrade:longrangescanners-alphaclassstarwing:0'] = [
  {
    source: { kind: 'upgrade', xws: 'longrangescanners-alphaclassstarwing', side: 0 },
    window: 'action:lock-band',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'priced-lock-band', charge: 1, objects: ['ship', 'obstacle', 'device', 'remote'] },
    summary: 'Long-Range Scanners: for a charge, your lock action may choose an object at any range.',
  },
];
