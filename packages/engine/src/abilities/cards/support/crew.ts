/**
 * Crew that work with the Force, tokens and charges, each in our own words (never card text). Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Maul: after the ship suffers damage, it may gain a stress token to recover one Force (offered only below its
 *   Force value: nothing to recover otherwise). His permission to equip Dark Side upgrades is squad building.
 * - Darth Vader: as the Engagement Phase starts, the ship may spend a Force to pick a ship (friend or foe) in its
 *   firing arc at range 0–2; that ship suffers 1 hit damage unless its player removes one of its green tokens.
 * - K-2SO: in the System Phase (its ship's turn), the ship may pick a friendly ship at range 0–3, itself included;
 *   that ship gains a calculate token and a stress token. Its calculate and jam actions are the content's grants.
 */
import type { Ability, Condition, Ctx } from '../../vocabulary/types.js';
import { initialStats, inPlay, revealedDifficulty, shipById, shipName, tokenCount } from '../../vocabulary/queries.js';
import { ALL_MANEUVERS } from '../common.js';
import {
  chargesToRecover,
  GREEN_TO_MOVE,
  ONE_GREEN_TOKEN,
  RED_OR_ORANGE,
  tokensHeld,
  transferToChosen,
} from './shared.js';

export const SUPPORT_CREW: Record<string, Ability[]> = {
  'upgrade:maul:0': [
    {
      source: { kind: 'upgrade', xws: 'maul', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'force' }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Maul' },
      summary: 'Maul: you suffered damage, gain a stress token to recover one Force.',
    },
  ],
};

SUPPORT_CREW['upgrade:darthvader:0'] = [
  {
    source: { kind: 'upgrade', xws: 'darthvader', side: 0 },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    choose: {
      side: 'any',
      range: [0, 2],
      inArc: { arc: 'firing' },
      label: 'suffers 1 damage unless it removes a green token',
    },
    effect: {
      kind: 'unless',
      who: 'chosen',
      ...ONE_GREEN_TOKEN,
      otherwise: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Darth Vader' },
    },
    summary:
      'Darth Vader: spend a Force, a ship in your firing arc at range 0–2 suffers 1 damage unless it removes a green token.',
  },
];

SUPPORT_CREW['upgrade:k2so:0'] = [
  {
    source: { kind: 'upgrade', xws: 'k2so', side: 0 },
    window: 'system',
    when: { kind: 'subject-is-self' },
    optional: true,
    choose: { side: 'friendly', range: [0, 3], includeSelf: true, label: 'gains a calculate and a stress token' },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'calculate', count: 1, who: 'chosen' },
        { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
      ],
    },
    summary: 'K-2SO: a friendly ship at range 0–3 gains a calculate token and a stress token.',
  },
];

/**
 * Captain Phasma: as the Engagement Phase ends, every enemy ship at range 0–1 of her ship that holds no stress token
 * gains one (000 "Stress"; 001 Engagement Phase). Mandatory; `ships-near` keeps it from resolving with nobody to
 * stress, and `each-ship` gives the tokens.
 */
const PHASMA_TARGETS = {
  side: 'enemy',
  range: [0, 1],
  where: { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
} as const;
SUPPORT_CREW['upgrade:captainphasma:0'] = [
  {
    source: { kind: 'upgrade', xws: 'captainphasma', side: 0 },
    window: 'phase:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
        { kind: 'ships-near', ...PHASMA_TARGETS },
      ],
    },
    optional: false,
    effect: {
      kind: 'each-ship',
      ships: PHASMA_TARGETS,
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
    },
    summary: 'Captain Phasma: the Engagement Phase ends, each unstressed enemy ship at range 0–1 gains a stress token.',
  },
];

/**
 * Wolfpack: after a friendly ship at range 0–3 of its ship (itself included) defends, if the attacker is inside one of
 * its ship's firing arcs, the defender may gain a strain token and acquire a lock on the attacker (000 "Lock": not an
 * action, so no range limit). The defender's player is Wolfpack's player (a friendly ship), asked as the ability.
 */
SUPPORT_CREW['upgrade:wolfpack:0'] = [
  {
    source: { kind: 'upgrade', xws: 'wolfpack', side: 0 },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-party-near', party: 'defender', min: 0, max: 3, includeSelf: true },
        { kind: 'in-arc', arc: 'firing', of: 'self', target: 'attacker' },
      ],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'strain', count: 1, who: 'defender' },
        { kind: 'acquire-lock', who: 'defender', on: 'attacker' },
      ],
    },
    summary: 'Wolfpack: the defender gains a strain token to lock the attacker, which is in your firing arc.',
  },
];

/**
 * Jabba the Hutt: in the End Phase (as it starts), the ship may spend one of his charges to pick a friendly ship at
 * range 0–2 (itself included) with an illicit upgrade below its charges; that ship recovers one charge on the illicit
 * upgrade its player picks next (000 "Charges and the Force": up to the card's value). Only such ships are offered,
 * so no charge is spent for nothing.
 */
SUPPORT_CREW['upgrade:jabbathehutt:0'] = [
  {
    source: { kind: 'upgrade', xws: 'jabbathehutt', side: 0 },
    window: 'end:start',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    choose: {
      side: 'friendly',
      range: [0, 2],
      includeSelf: true,
      where: { kind: 'charge-missing', who: 'self', types: ['illicit'] },
      label: 'recovers a charge on an illicit upgrade',
    },
    then: [
      (ctx, _self, subject) => {
        const ship = ctx.state.ships.find((s) => s.id === subject.data?.chosen);
        return (ship?.upgrades ?? []).flatMap((u) => {
          const side = u.discarded ? undefined : ctx.content.upgrade(u.xws)?.sides[u.side];
          if (side?.type !== 'illicit' || !side.charges || (u.charges ?? 0) >= side.charges.value) return [];
          return [{ id: `charge:${u.xws}`, label: side.title }];
        });
      },
    ],
    effect: { kind: 'recover-charge', who: 'chosen' },
    summary: 'Jabba the Hutt: spend a charge, a friendly ship at range 0–2 recovers a charge on an illicit upgrade.',
  },
];

/** The circular tokens the End Phase removes (phases/end.ts; 000 "End Phase"), reinforce included. */
const CIRCULAR_TOKENS = ['focus', 'evade', 'calculate', 'reinforce', 'disarm', 'jam', 'tractor'] as const;

/**
 * Gamut Key: as the End Phase starts, the ship may spend two of its charges to pick a ship at range 0–1 (itself
 * included, friend or foe) holding at least one circular token; for the rest of that End Phase the picked ship's
 * circular tokens are not removed (a lasting `keep-tokens`, 000 "End Phase").
 */
SUPPORT_CREW['upgrade:gamutkey:0'] = [
  {
    source: { kind: 'upgrade', xws: 'gamutkey', side: 0 },
    window: 'end:start',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    choose: {
      side: 'any',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'any', of: CIRCULAR_TOKENS.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
      label: 'keeps its circular tokens this End Phase',
    },
    effect: {
      kind: 'last',
      until: 'end-of-phase',
      window: 'end:keep-tokens',
      who: 'chosen',
      effect: { kind: 'keep-tokens', tokens: CIRCULAR_TOKENS },
    },
    summary: 'Gamut Key: spend 2 charges, a ship at range 0–1 keeps its circular tokens this End Phase.',
  },
];

/**
 * 0-0-0: as the Engagement Phase starts, the ship may pick an enemy ship at range 0–1; the ship gains a calculate
 * token unless that enemy's player has it take a stress token instead (`unless` decided by the chosen ship).
 */
SUPPORT_CREW['upgrade:000:0'] = [
  {
    source: { kind: 'upgrade', xws: '000', side: 0 },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    choose: { side: 'enemy', range: [0, 1], label: 'takes a stress token, or you gain a calculate token' },
    effect: {
      kind: 'unless',
      who: 'chosen',
      pay: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      otherwise: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    },
    summary: '0-0-0: an enemy ship at range 0–1 takes a stress token, or else you gain a calculate token.',
  },
];

/**
 * ISB Slicer: in the End Phase, enemy ships at range 1–2 of its ship keep their jam tokens (an aura of the standing
 * 'end:keep-tokens' query: 000 "End Phase" would remove them; supplement "Jam").
 */
SUPPORT_CREW['upgrade:isbslicer:0'] = [
  {
    source: { kind: 'upgrade', xws: 'isbslicer', side: 0 },
    window: 'end:keep-tokens',
    reach: { side: 'enemy', min: 1, max: 2 },
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'keep-tokens', tokens: ['jam'] },
    summary: 'ISB Slicer: enemy ships at range 1–2 keep their jam tokens in the End Phase.',
  },
];

/**
 * Savage Opress: after a friendly ship inside his ship's front arc at range 1–2 gains a stress or a strain token, the
 * ship may spend one Force so that ship gains a focus token.
 */
SUPPORT_CREW['upgrade:savageopress:0'] = [
  {
    source: { kind: 'upgrade', xws: 'savageopress', side: 0 },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [
        { kind: 'ship-is', who: 'other', side: 'friendly' },
        { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        { kind: 'range', to: 'other', min: 1, max: 2 },
        { kind: 'subject-data', key: 'token', oneOf: ['stress', 'strain'] },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'other' },
    summary:
      'Savage Opress: a friendly ship in your front arc at range 1–2 was stressed, spend a Force: it gains a focus token.',
  },
];

/**
 * Petty Officer Thanisson (crew): in the Activation or Engagement Phase, after an enemy ship in his ship's front arc at
 * range 0–1 gains a red or orange token, the unstressed ship may take a stress token so that enemy gains one more
 * token of the type it gained. The type is the window's (subject.data.token), offered as the one choice and given by
 * `gain-chosen-token`. Locks are not tokens gained this way (000 "Lock").
 */
SUPPORT_CREW['upgrade:pettyofficerthanisson:0'] = [
  {
    source: { kind: 'upgrade', xws: 'pettyofficerthanisson', side: 0 },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [
        {
          kind: 'any',
          of: [
            { kind: 'during-phase', phase: 'activation' },
            { kind: 'during-phase', phase: 'engagement' },
          ],
        },
        { kind: 'ship-is', who: 'other', side: 'enemy' },
        { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        { kind: 'range', to: 'other', min: 0, max: 1 },
        { kind: 'subject-data', key: 'token', oneOf: RED_OR_ORANGE },
        { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
      ],
    },
    optional: true,
    cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
    choices: (_ctx, _self, subject) => {
      const token = subject.data?.token;
      return typeof token === 'string' ? [{ id: token, label: `it gains another ${token} token` }] : [];
    },
    effect: { kind: 'gain-chosen-token', who: 'other' },
    summary:
      'Petty Officer Thanisson: take a stress token, the enemy in your front arc gains another token of that type.',
  },
];

/**
 * PZ-4CO: as the Activation Phase ends, the ship may pick a friendly ship at range 1–2 and move one of its calculate
 * tokens onto it — or one of its focus tokens, when the maneuver it revealed this round is blue (000 "Additional Token
 * Rules": transfer; "Maneuver Difficulty": the dial's printed colour). The token is asked after the ship.
 */
SUPPORT_CREW['upgrade:pz4co:0'] = [
  {
    source: { kind: 'upgrade', xws: 'pz4co', side: 0 },
    window: 'phase:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
        {
          kind: 'any',
          of: [
            { kind: 'has-token', token: 'calculate', who: 'self' },
            { kind: 'has-token', token: 'focus', who: 'self' },
          ],
        },
      ],
    },
    optional: true,
    choose: { side: 'friendly', range: [1, 2], label: 'takes a token of yours' },
    then: [
      (ctx, self) =>
        tokensHeld(
          ctx,
          self,
          revealedDifficulty(ctx, self) === 'blue' ? ['calculate', 'focus'] : ['calculate'],
          (t) => `your ${t}`,
        ),
    ],
    effect: { kind: 'transfer-chosen-token', from: 'self', to: 'chosen' },
    summary: 'PZ-4CO: move a calculate token (a focus token after a blue maneuver) to a friendly ship at range 1–2.',
  },
];

/**
 * Chancellor Palpatine (his second side; the first, an attack ability, is in cards/attack/crew.ts): after the ship
 * performs a purple Coordinate action, the ship it coordinated gains a stress token (#0), then a focus token or one
 * Force back, up to its Force value (#1), its player's pick. The coordinated ship is the window's other party; the
 * window runs once that ship has acted or passed, the end of the coordinate (supplement "Coordinate"), so the stress
 * does not keep it from acting. Our reading: the pick is asked as an optional ability (a mandatory one is never asked
 * to choose), so its player could decline the token; the stress is mandatory.
 */
const PALPATINE_WHEN: Condition = {
  kind: 'all',
  of: [
    { kind: 'subject-is-self' },
    { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] },
    { kind: 'subject-data', key: 'difficulty', oneOf: ['purple'] },
  ],
};
SUPPORT_CREW['upgrade:chancellorpalpatine:1'] = [
  {
    source: { kind: 'upgrade', xws: 'chancellorpalpatine', side: 1 },
    window: 'action:after-perform',
    when: PALPATINE_WHEN,
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'other' },
    summary: 'Chancellor Palpatine: the ship you coordinated gains a stress token.',
  },
  {
    source: { kind: 'upgrade', xws: 'chancellorpalpatine', side: 1 },
    window: 'action:after-perform',
    when: PALPATINE_WHEN,
    optional: true,
    choices: (ctx, _self, subject) => {
      const other = ctx.state.ships.find((s) => s.id === subject.other);
      if (!other) return [];
      const force = initialStats(ctx.content, other.pilot, other.upgrades).force;
      return [
        { id: 'focus', label: 'it gains a focus token' },
        ...(other.force < force ? [{ id: 'force', label: 'it recovers one Force' }] : []),
      ];
    },
    effect: {
      kind: 'sequence',
      of: [
        {
          kind: 'if-holds',
          when: { kind: 'subject-data', key: 'choice', oneOf: ['focus'] },
          effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'other' },
        },
        {
          kind: 'if-holds',
          when: { kind: 'subject-data', key: 'choice', oneOf: ['force'] },
          effect: { kind: 'recover', stat: 'force', count: 1, who: 'other', source: 'Chancellor Palpatine' },
        },
      ],
    },
    summary: 'Chancellor Palpatine: the ship you coordinated gains a focus token or recovers one Force.',
  },
];

/**
 * Once the card's ship has coordinated a ship, that ship may acquire a lock on a ship the card's ship locks, at any
 * range (Greef Karga, Toryn Farr): the coordinated ship is the window's other party.
 */
function coordinatedShipLocksYourLock(xws: string, summary: string): Ability[] {
  return [
    {
      source: { kind: 'upgrade', xws, side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
      },
      optional: true,
      choose: {
        side: 'any',
        where: { kind: 'locking', who: 'other', target: 'self' },
        label: 'the ship you coordinated locks it',
      },
      effect: { kind: 'acquire-lock', who: 'other', on: 'chosen' },
      summary,
    },
  ];
}

/**
 * Greef Karga: after the ship coordinates a ship (its coordinate over: the chosen ship has acted or passed; supplement
 * "Coordinate"), that ship may acquire a lock on a ship the Greef ship has locked — the one its player picks — not as
 * an action (000 "Lock"). The coordinated ship is the window's other party. His other clause, coordinating allied
 * ships, has nothing to act on in a two-player game (no ship is allied).
 */
SUPPORT_CREW['upgrade:greefkarga:0'] = coordinatedShipLocksYourLock(
  'greefkarga',
  'Greef Karga: the ship you coordinated acquires a lock on a ship you have locked.',
);

/**
 * 4-LOM (Armed and Dangerous): as the End Phase starts, the stressed ship may spend a calculate token to pick an enemy
 * ship at range 0–1 and hand it one of its stress tokens (000 "Additional Token Rules": transfer).
 */
SUPPORT_CREW['upgrade:4lom-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: '4lom-armedanddangerous', side: 0 },
    window: 'end:start',
    when: { kind: 'has-token', token: 'stress', who: 'self' },
    optional: true,
    cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
    choose: { side: 'enemy', range: [0, 1], label: 'takes one of your stress tokens' },
    effect: transferToChosen('stress'),
    summary: '4-LOM: spend a calculate token, an enemy ship at range 0–1 takes one of your stress tokens.',
  },
];

/**
 * TODO-360 (Armed and Dangerous): in the System Phase (its ship's turn), the stressed ship may spend one of the card's
 * charges to remove a stress token and gain a strain and a calculate token. Our reading: the card's two "may"s are
 * one choice (the charge alone does nothing).
 */
SUPPORT_CREW['upgrade:todo360-armedanddangerous:0'] = [
  {
    source: { kind: 'upgrade', xws: 'todo360-armedanddangerous', side: 0 },
    window: 'system',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'has-token', token: 'stress', who: 'self' }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
        { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
        { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      ],
    },
    summary: 'TODO-360: spend a charge, trade a stress token for a strain and a calculate token.',
  },
];

/**
 * R2-D2 (crew): in the End Phase (as it starts), a damaged ship with no shield left may roll an attack die to recover
 * a shield; on a hit it exposes one of its damage cards (000 "Damage Cards": a facedown card flipped faceup). The
 * shield comes whatever the die shows.
 */
SUPPORT_CREW['upgrade:r2d2-crew:0'] = [
  {
    source: { kind: 'upgrade', xws: 'r2d2-crew', side: 0 },
    window: 'end:start',
    when: {
      kind: 'all',
      of: [
        { kind: 'damaged', who: 'self' },
        { kind: 'not', of: { kind: 'shielded', who: 'self' } },
      ],
    },
    optional: true,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'recover', stat: 'shields', count: 1, source: 'R2-D2' },
        { kind: 'roll-attack-die', onHit: { kind: 'expose-damage', who: 'self' } },
      ],
    },
    summary: 'R2-D2: roll an attack die to recover a shield (a hit exposes one of your damage cards).',
  },
];

/**
 * GNK "Gonk" Droid: at Setup, once forces are placed ('phase:end' of 'setup'), the card loses its charge (#0). Its two
 * actions (000 "Actions": card actions, each once a round): recover the card's charge (#1), and spend it to recover a
 * shield (#2), each offered only when it would do something.
 */
const GONK = { kind: 'upgrade', xws: 'gnkgonkdroid', side: 0 } as const;
SUPPORT_CREW['upgrade:gnkgonkdroid:0'] = [
  {
    source: GONK,
    window: 'phase:end',
    when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
    optional: false,
    effect: { kind: 'lose-card-charges', xws: 'gnkgonkdroid', count: 1 },
    summary: 'GNK "Gonk" Droid: at Setup, the card loses its charge.',
  },
  {
    source: GONK,
    window: 'action:card',
    when: { kind: 'below-max', stat: 'charges' },
    optional: true,
    effect: { kind: 'recover-card-charges', xws: 'gnkgonkdroid', count: 1 },
    summary: 'GNK "Gonk" Droid: recover the card\'s charge.',
  },
  {
    source: GONK,
    window: 'action:card',
    when: { kind: 'below-max', stat: 'shields' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'recover', stat: 'shields', count: 1, source: 'GNK "Gonk" Droid' },
    summary: 'GNK "Gonk" Droid: spend the card\'s charge to recover a shield.',
  },
];

/**
 * Kit Fisto (crew): as the Engagement Phase starts, the ship may spend a Force to pick a friendly ship at range 0–1
 * (itself included) able to act; that ship may perform a red evade action (asked with "pass": 000 "Action Difficulty").
 */
const RED_EVADE = [{ type: 'evade', difficulty: 'red' }] as const;
SUPPORT_CREW['upgrade:kitfisto:0'] = [
  {
    source: { kind: 'upgrade', xws: 'kitfisto', side: 0 },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'can-perform', actions: [...RED_EVADE] },
      label: 'may perform a red evade action',
    },
    effect: { kind: 'grant-action', actions: [...RED_EVADE], why: 'Kit Fisto', who: 'chosen' },
    summary: 'Kit Fisto: spend a Force, a friendly ship at range 0–1 may perform a red evade action.',
  },
];

/**
 * C-3PO (crew; his calculate and red coordinate actions are the content's grants): his ship's coordinate may also
 * choose a friendly ship at range 3 or beyond with a calculate action on its bar (#0, standing: 'action:targets'; 000
 * "List of Actions": range 1–2 otherwise), and after the ship performs a calculate or a coordinate action it gains a
 * calculate token (#1). Our reading: "the Calculate or Coordinate action" is either action of the ship's, whatever
 * card gave it.
 */
SUPPORT_CREW['upgrade:c3po-crew:0'] = [
  {
    source: { kind: 'upgrade', xws: 'c3po-crew', side: 0 },
    window: 'action:targets',
    when: { kind: 'always' },
    optional: false,
    effect: {
      kind: 'more-targets',
      action: 'coordinate',
      minRange: 3,
      where: { kind: 'has-action', who: 'self', action: 'calculate' },
    },
    summary: 'C-3PO: coordinate a friendly ship beyond range 2 with a calculate action on its bar.',
  },
  {
    source: { kind: 'upgrade', xws: 'c3po-crew', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate', 'coordinate'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'C-3PO: after a calculate or coordinate action, gain a calculate token.',
  },
];

/**
 * Amilyn Holdo (crew): before the ship engages, it may pick another friendly ship at range 1–2; it may hand that ship
 * one token of a type the ship lacks (second answer), and that ship may hand it one token of a type it then lacks
 * (third answer): each answer may be "none" (000 "Additional Token Rules": transfer). The reinforce token keeps its
 * facing and is not handed over; locks are no tokens moved this way.
 */
const HOLDO_TOKENS = [...GREEN_TO_MOVE, ...RED_OR_ORANGE];
const NONE = { id: 'none', label: 'no token' };
SUPPORT_CREW['upgrade:amilynholdo:0'] = [
  {
    source: { kind: 'upgrade', xws: 'amilynholdo', side: 0 },
    window: 'engagement:before-engage',
    when: { kind: 'subject-is-self' },
    optional: true,
    choose: { side: 'friendly', range: [1, 2], label: 'trades a token with you' },
    then: [
      (ctx, self, subject) => {
        const other = shipById(ctx.state, String(subject.data?.chosen));
        return [
          ...tokensHeld(ctx, self, HOLDO_TOKENS, (t) => `hand it your ${t}`).filter(
            (c) => tokenCount(other, c.id) === 0,
          ),
          NONE,
        ];
      },
      (ctx, self, subject, picked) => {
        const me = shipById(ctx.state, self);
        const given = (t: string) => (picked[1] === t ? 1 : 0);
        return [
          ...tokensHeld(ctx, String(subject.data?.chosen), HOLDO_TOKENS, (t) => `it hands you its ${t}`).filter(
            (c) => tokenCount(me, c.id) - given(c.id) === 0,
          ),
          NONE,
        ];
      },
    ],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', answer: 1 },
        { kind: 'transfer-chosen-token', from: 'chosen', to: 'self', answer: 2 },
      ],
    },
    summary: 'Amilyn Holdo: trade a token each way with another friendly ship at range 1–2.',
  },
];

/**
 * R0-GR (Evacuation of D'Qar): with 2 or fewer stress tokens the ship may perform coordinate and jam actions, white or
 * red, while stressed (#0, #1: standing 'action:while-stressed'; 000 "Stress"); after it performs a coordinate or jam
 * action it gains a calculate token (#2).
 */
const R0GR = { kind: 'upgrade', xws: 'r0gr-evacuationofdqar', side: 0 } as const;
const TWO_STRESS_AT_MOST = { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' } as const;
const stressedActions = (
  source: Ability['source'],
  actions: readonly string[],
  summary: string,
  difficulties: readonly ('white' | 'red')[],
): Ability[] =>
  difficulties.map((difficulty) => ({
    source,
    window: 'action:while-stressed',
    when: TWO_STRESS_AT_MOST,
    optional: false,
    effect: { kind: 'actions-while-stressed', difficulty, actions },
    summary,
  }));
SUPPORT_CREW['upgrade:r0gr-evacuationofdqar:0'] = [
  ...stressedActions(
    R0GR,
    ['coordinate', 'jam'],
    'R0-GR: coordinate and jam while you have 2 or fewer stress tokens.',
    ['white', 'red'],
  ),
  {
    source: R0GR,
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate', 'jam'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'R0-GR: after a coordinate or jam action, gain a calculate token.',
  },
];

/**
 * Protectorate Gleb: after the ship coordinates a friendly ship (its coordinate over: supplement "Coordinate"), it may
 * hand that ship one of its red or orange tokens, its player's pick (000 "Additional Token Rules": transfer). The
 * coordinated ship is the window's other party.
 */
SUPPORT_CREW['upgrade:protectorategleb:0'] = [
  {
    source: { kind: 'upgrade', xws: 'protectorategleb', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
    },
    optional: true,
    choices: (ctx, me) => tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `hand it one of your ${t} tokens`),
    effect: { kind: 'transfer-chosen-token' },
    summary: 'Protectorate Gleb: hand the ship you coordinated one of your red or orange tokens.',
  },
];

/**
 * L'Armadacy (crew): with 2 or fewer stress tokens the ship may perform reinforce, coordinate and
 * jam actions while stressed (#0, standing 'action:while-stressed', red: 000 "Stress"), and while it is stressed its
 * white ones of these are red (#1, standing 'action:difficulty'; 000 "Action Difficulty": a red action gives a stress).
 */
const LARMADACY = { kind: 'upgrade', xws: 'larmadacy', side: 0 } as const;
const LARMADACY_ACTIONS = ['reinforce', 'coordinate', 'jam'] as const;
SUPPORT_CREW['upgrade:larmadacy:0'] = [
  ...stressedActions(
    LARMADACY,
    LARMADACY_ACTIONS,
    "L'Armadacy: reinforce, coordinate and jam while you have 2 or fewer stress tokens.",
    ['red'],
  ),
  {
    source: LARMADACY,
    window: 'action:difficulty',
    when: { kind: 'has-token', token: 'stress', who: 'self' },
    optional: false,
    effect: { kind: 'action-difficulty', actions: LARMADACY_ACTIONS, from: 'white', to: 'red' },
    summary: "L'Armadacy: stressed, your white reinforce, coordinate and jam actions are red.",
  },
];

/**
 * Kanan Jarrus (crew): after a friendly ship at range 0–2 fully executes a white maneuver, the ship may spend a Force to
 * remove one of that ship's stress tokens: its own maneuver (#0), or another friendly ship's, the window's other party
 * (#1; the `maneuver` condition's `who`). Offered only when that ship holds a stress token.
 */
const kanan = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: { kind: 'upgrade', xws: 'kananjarrus', side: 0 },
  window: 'maneuver:after-execute',
  when: {
    kind: 'all',
    of: [
      ...near,
      { kind: 'maneuver', fully: true, difficulty: ['white'], who },
      { kind: 'has-token', token: 'stress', who },
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: { kind: 'remove-token', token: 'stress', count: 1, who },
  summary: 'Kanan Jarrus: a white maneuver fully executed, spend a Force to remove a stress token from that ship.',
});
SUPPORT_CREW['upgrade:kananjarrus:0'] = [
  kanan('self', [{ kind: 'subject-is-self' }]),
  kanan('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly' },
    { kind: 'range', to: 'other', min: 0, max: 2 },
  ]),
];

/**
 * Obi-Wan Kenobi (crew): after a friendly ship at range 0–2 spends a focus or an evade token, the ship may spend a
 * Force so that ship gains a focus token: its own spending (#0), or another friendly ship's, the window's ship (#1).
 */
const obiwan = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: { kind: 'upgrade', xws: 'obiwankenobi', side: 0 },
  window: 'token:after-spend',
  when: { kind: 'all', of: [...near, { kind: 'subject-data', key: 'token', oneOf: ['focus', 'evade'] }] },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: { kind: 'gain-token', token: 'focus', count: 1, who },
  summary: 'Obi-Wan Kenobi: a friendly ship spent a focus or evade token, spend a Force so it gains a focus token.',
});
SUPPORT_CREW['upgrade:obiwankenobi:0'] = [
  obiwan('self', [{ kind: 'subject-is-self' }]),
  obiwan('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly' },
    { kind: 'range', to: 'other', min: 0, max: 2 },
  ]),
];

/**
 * Agent Terex (First Order crew, a dual card). Side 0: at Setup, once forces are placed, three calculate tokens go on
 * the card (`card-token`; "equip this side faceup" is the squad's choice of side); as the Engagement Phase starts, the
 * ship may take one of them off the card so that a friendly ship at range 0–3 (itself included) gains a calculate
 * token, and the card flips when none is left on it (`if-holds`). Side 1 (Cyborg): in the System Phase (the ship's
 * turn) it rolls an attack die, a hit or crit giving it a calculate token, a focus or blank a jam token (the ship's
 * own effect: the jam token's rules ask its own player); and its card action moves one of its calculate or jam tokens
 * to another ship at range 0–3 (000 "Additional Token Rules": transfer). Our reading: "a ship" of the action is any
 * ship, friend or foe, but not the ship itself (a transfer to itself does nothing).
 */
const TEREX = { kind: 'upgrade', xws: 'agentterex', side: 0 } as const;
const TEREX_CYBORG = { kind: 'upgrade', xws: 'agentterex', side: 1 } as const;
SUPPORT_CREW['upgrade:agentterex:0'] = [
  {
    source: TEREX,
    window: 'phase:end',
    when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
    optional: false,
    effect: { kind: 'card-token', xws: 'agentterex', token: 'calculate', count: 3 },
    summary: 'Agent Terex: at Setup, three calculate tokens go on the card.',
  },
  {
    source: TEREX,
    window: 'engagement:start',
    when: { kind: 'has-card-token', xws: 'agentterex', token: 'calculate' },
    optional: true,
    choose: { side: 'friendly', range: [0, 3], includeSelf: true, label: 'gains a calculate token from the card' },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'card-token', xws: 'agentterex', token: 'calculate', count: -1 },
        { kind: 'gain-token', token: 'calculate', count: 1, who: 'chosen' },
        {
          kind: 'if-holds',
          when: { kind: 'not', of: { kind: 'has-card-token', xws: 'agentterex', token: 'calculate' } },
          effect: { kind: 'flip-upgrade', xws: 'agentterex' },
        },
      ],
    },
    summary: 'Agent Terex: take a calculate token off the card so that a friendly ship at range 0–3 gains one.',
  },
];
SUPPORT_CREW['upgrade:agentterex:1'] = [
  {
    source: TEREX_CYBORG,
    window: 'system',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: {
      kind: 'roll-attack-die',
      onHit: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      onCrit: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      onFocus: { kind: 'gain-token', token: 'jam', count: 1, who: 'self' },
      onBlank: { kind: 'gain-token', token: 'jam', count: 1, who: 'self' },
    },
    summary: 'Agent Terex (Cyborg): roll an attack die, a hit or crit gives you a calculate token, else a jam token.',
  },
  {
    source: TEREX_CYBORG,
    window: 'action:card',
    when: {
      kind: 'any',
      of: [
        { kind: 'has-token', token: 'calculate', who: 'self' },
        { kind: 'has-token', token: 'jam', who: 'self' },
      ],
    },
    optional: true,
    choose: { side: 'any', range: [0, 3], label: 'takes one of your tokens' },
    then: [(ctx, self) => tokensHeld(ctx, self, ['calculate', 'jam'], (t) => `your ${t}`)],
    effect: { kind: 'transfer-chosen-token', to: 'chosen' },
    summary: 'Agent Terex (Cyborg): move one of your calculate or jam tokens to a ship at range 0–3.',
  },
];

/**
 * Grand Moff Tarkin (crew): in the System Phase (the ship's turn) it may spend 2 charges, picking a ship it locks;
 * each friendly ship may then acquire a lock on that ship (not an action; 000 "Lock"). Our reading of each ship's
 * "may": every other friendly ship that may lock now (`lock-allowed`) and holds no lock yet acquires it — a ship
 * already holding a lock keeps it (a ship holds one lock, and acquiring another would break it: 000 "Lock"). The ships
 * are named `each-ship` … `as: 'other'`, the picked ship staying `'chosen'`.
 */
SUPPORT_CREW['upgrade:grandmofftarkin:0'] = [
  {
    source: { kind: 'upgrade', xws: 'grandmofftarkin', side: 0 },
    window: 'system',
    when: { kind: 'subject-is-self' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    choose: {
      side: 'any',
      where: { kind: 'locking', who: 'other', target: 'self' },
      label: 'each friendly ship locks it',
    },
    effect: {
      kind: 'each-ship',
      as: 'other',
      ships: {
        side: 'friendly',
        where: {
          kind: 'all',
          of: [
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'not', of: { kind: 'locking', who: 'self', target: 'any' } },
          ],
        },
      },
      effect: { kind: 'acquire-lock', who: 'other', on: 'chosen' },
    },
    summary: 'Grand Moff Tarkin: spend 2 charges, each friendly ship without a lock locks the ship you have locked.',
  },
];

/**
 * Jyn Erso (crew): a friendly ship at range 0–3 (her own ship included) about to gain a focus token may gain an evade
 * token in its place. Our reading: an optional replacement of a gained token cannot be asked where tokens are gained
 * (util.ts addTokens answers at once: 'instead:gain-token' is never asked, docs/abilities.md "What each window
 * honours"), so the swap is made right after the gain, on 'token:after-gain': the focus tokens just gained are
 * removed and as many evade tokens gained (`per-count`), asked of her player (the friendly ship's, the same player).
 * What the focus token's gain set off in between (another card's "after you gain a focus token") still happens.
 */
const jyn = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: { kind: 'upgrade', xws: 'jynerso', side: 0 },
  window: 'token:after-gain',
  when: {
    kind: 'all',
    of: [...near, { kind: 'subject-data', key: 'token', oneOf: ['focus'] }],
  },
  optional: true,
  effect: {
    kind: 'per-count',
    keys: ['count'],
    // A focus token already gone (spent, or taken by a jam token's rule) is not swapped.
    effect: {
      kind: 'if-holds',
      when: { kind: 'has-token', token: 'focus', who },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'focus', count: 1, who },
          { kind: 'gain-token', token: 'evade', count: 1, who },
        ],
      },
    },
  },
  summary: 'Jyn Erso: a friendly ship at range 0–3 gained a focus token; it may take an evade token instead.',
});
SUPPORT_CREW['upgrade:jynerso:0'] = [
  jyn('self', [{ kind: 'subject-is-self' }]),
  jyn('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly' },
    { kind: 'range', to: 'other', min: 0, max: 3 },
  ]),
];

/**
 * Seventh Sister (crew): an enemy ship at range 0–1 about to gain a stress token may be made to gain a jam or a tractor
 * token instead, for one of the ship's Force. Our reading, as for Jyn Erso: an optional replacement of a gained token
 * cannot be asked where tokens are gained, so it is made right after the gain ('token:after-gain'): the enemy's stress
 * token is removed and it gains the token answered, given by this ship's effect (so the jam and tractor tokens' rules
 * ask its player: supplement "Jam", "Tractor").
 */
SUPPORT_CREW['upgrade:seventhsister:0'] = [
  {
    source: { kind: 'upgrade', xws: 'seventhsister', side: 0 },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [
        { kind: 'ship-is', who: 'other', side: 'enemy' },
        { kind: 'range', to: 'other', min: 0, max: 1 },
        { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    choices: () => [
      { id: 'jam', label: 'It gains a jam token instead' },
      { id: 'tractor', label: 'It gains a tractor token instead' },
    ],
    // A stress token already gone again is not replaced.
    effect: {
      kind: 'if-holds',
      when: { kind: 'has-token', token: 'stress', who: 'other' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'stress', count: 1, who: 'other' },
          { kind: 'gain-chosen-token', who: 'other' },
        ],
      },
    },
    summary:
      'Seventh Sister: an enemy at range 0–1 gained a stress token; spend a Force so it takes a jam or tractor token instead.',
  },
];

/**
 * Prime Minister Almec (crew, side 0): after a friendly ship at range 0–2 (its own ship included) reveals a white
 * maneuver while holding no green token, it may gain a stress token to gain a calculate token — its own reveal (#0),
 * or a friendly ship's, asked of the same player (#1); as the End Phase starts, with 2 or more stress tokens the ship
 * flips the card (#2). "Setup: equip this side faceup" is the squad's choice of side. 000 "Maneuver Difficulty" (the
 * revealed difficulty), "Additional Token Rules" (green tokens).
 */
const ALMEC = { kind: 'upgrade', xws: 'primeministeralmec', side: 0 } as const;
const almec = (who: 'self' | 'other', near: Condition[]): Ability => ({
  source: ALMEC,
  window: 'activation:after-reveal',
  when: {
    kind: 'all',
    of: [
      ...near,
      { kind: 'maneuver', difficulty: ['white'], ...(who === 'other' ? { who } : {}) },
      { kind: 'not', of: { kind: 'has-green-token', who } },
    ],
  },
  optional: true,
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'gain-token', token: 'stress', count: 1, who },
      { kind: 'gain-token', token: 'calculate', count: 1, who },
    ],
  },
  summary:
    'Prime Minister Almec: a friendly ship revealed a white maneuver with no green token; it may take a stress token for a calculate token.',
});
SUPPORT_CREW['upgrade:primeministeralmec:0'] = [
  almec('self', [{ kind: 'subject-is-self' }]),
  almec('other', [
    { kind: 'ship-is', who: 'other', side: 'friendly' },
    { kind: 'range', to: 'other', min: 0, max: 2 },
  ]),
  {
    source: ALMEC,
    window: 'end:start',
    when: { kind: 'has-token', token: 'stress', atLeast: 2, who: 'self' },
    optional: false,
    effect: { kind: 'flip-upgrade', xws: 'primeministeralmec' },
    summary: 'Prime Minister Almec: 2 or more stress tokens as the End Phase starts, the card flips.',
  },
];

/**
 * Leia Organa (crew): as the Activation Phase starts, the ship may spend 3 charges; for the rest of that phase every
 * friendly ship's red maneuvers are one difficulty easier (000 "Maneuver Difficulty"): a lasting `maneuver-difficulty`
 * on each friendly ship (`each-ship`), while the maneuver asked about is red on its dial (the 'maneuver:difficulty'
 * query names the dial's difficulty, `subject-data` 'difficulty'). Our reading: "red maneuvers" are those printed red
 * (before other changes), the dial being what the card speaks of.
 */
SUPPORT_CREW['upgrade:leiaorgana:0'] = [
  {
    source: { kind: 'upgrade', xws: 'leiaorgana', side: 0 },
    window: 'phase:start',
    when: { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 3 }],
    effect: {
      kind: 'each-ship',
      ships: { side: 'friendly', includeSelf: true },
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'maneuver:difficulty',
        who: 'chosen',
        while: { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] },
        effect: { kind: 'maneuver-difficulty', maneuvers: ALL_MANEUVERS, steps: -1 },
      },
    },
    summary: "Leia Organa: spend 3 charges, this phase every friendly ship's red maneuvers are one difficulty easier.",
  },
];

/**
 * Death Troopers (crew): during the Activation Phase, enemy ships at range 0–1 of the ship cannot remove stress tokens
 * — a blue maneuver's, an ability's or a transfer's removal does nothing (a mandatory replacement of the removal,
 * 'instead:remove-token', reaching those ships: an aura). 000 "Stress"; 001 "Activation Phase".
 */
SUPPORT_CREW['upgrade:deathtroopers:0'] = [
  {
    source: { kind: 'upgrade', xws: 'deathtroopers', side: 0 },
    window: 'instead:remove-token',
    reach: { side: 'enemy', min: 0, max: 1 },
    when: {
      kind: 'all',
      of: [
        { kind: 'during-phase', phase: 'activation' },
        { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
      ],
    },
    optional: false,
    effect: { kind: 'instead', effect: { kind: 'sequence', of: [] } },
    summary: 'Death Troopers: enemy ships at range 0–1 cannot remove stress tokens during the Activation Phase.',
  },
];

/**
 * First Order Ordnance Tech (gunner): after the ship gains a disarm token it gains a calculate token (#0); and while it
 * holds exactly one disarm token it may still perform primary attacks from its front arc (#1, standing
 * 'attack:defenders', `disarmed-attacks` of the slot "primary-front"; 000 "Disarm Tokens").
 */
const FOOT = { kind: 'upgrade', xws: 'firstorderordnancetech-evacuationofdqar', side: 0 } as const;
SUPPORT_CREW['upgrade:firstorderordnancetech-evacuationofdqar:0'] = [
  {
    source: FOOT,
    window: 'token:after-gain',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: ['disarm'] }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'First Order Ordnance Tech: you gained a disarm token, gain a calculate token.',
  },
  {
    source: FOOT,
    window: 'attack:defenders',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'disarmed-attacks', slots: ['primary-front'] },
    summary: 'First Order Ordnance Tech: with one disarm token you may still make front-arc primary attacks.',
  },
];

/**
 * IG-88D (crew): the ship has the pilot ability of each other friendly ship equipping IG-2000 ('ship:abilities'
 * `borrow-pilot-abilities`, as the title does), and its Calculate action gives it one more calculate token (the card's
 * action is the white Calculate it adds to the bar; any Calculate action counts).
 */
SUPPORT_CREW['upgrade:ig88d:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ig88d', side: 0 },
    window: 'ship:abilities',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'borrow-pilot-abilities', equips: 'ig2000' },
    summary: 'IG-88D: your ship also carries the pilot abilities of the other friendly ships equipping IG-2000.',
  },
  {
    source: { kind: 'upgrade', xws: 'ig88d', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'IG-88D: your calculate action gives you one more calculate token.',
  },
];

const HUX_TIES = ['tiefofighter', 'tiesffighter'];

/**
 * General Hux (both printings): after a white Coordinate action whose chosen ship has acted, the ship may take the
 * coordinate as red — it gains a stress token — to coordinate up to 2 more friendly ships (`choose.upTo`) at the
 * coordinate's range 1–2, unstressed, each performing the same action from its bar as a red one (`each-chosen`,
 * `grant-action` `coordinatedType` and `asRed`). The first chosen ship's action is treated as red too: it gains a
 * stress token unless its action was red already (then it holds the stress that action gave; a coordinated ship was
 * unstressed when chosen). Our reading, as for Battle Meditation: the ships act one after the other, so the others are
 * offered only the action the first performed; offered only when one more ship can be coordinated. The first printing:
 * more ships of the first one's ship type; Evacuation of D'Qar: the first and the others TIE/fo or TIE/sf fighters.
 * Supplement "Coordinate"; 000 "Action Difficulty".
 */
function hux(xws: string, dqar: boolean): Ability[] {
  const firstIsTie: Condition = {
    kind: 'any',
    of: HUX_TIES.map((shipType) => ({ kind: 'range', to: 'other', min: 0, max: 3, shipType }) as Condition),
  };
  return [
    {
      source: { kind: 'upgrade', xws, side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'difficulty', oneOf: ['white'] },
          ...(dqar ? [firstIsTie] : []),
        ],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        excludeOther: true,
        ...(dqar ? { shipType: HUX_TIES } : { shipTypeOf: 'other' as const }),
        where: {
          kind: 'all',
          of: [
            { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' },
            { kind: 'has-action', who: 'self', action: 'coordinated-action' },
          ],
        },
        upTo: 2,
        label: 'is coordinated too, the same action as red',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          {
            kind: 'if-holds',
            when: { kind: 'has-token', token: 'stress', atMost: 0, who: 'other' },
            effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'other' },
          },
          {
            kind: 'each-chosen',
            effect: {
              kind: 'grant-action',
              actions: 'own-bar',
              coordinatedType: true,
              asRed: true,
              who: 'chosen',
              why: 'coordinated by General Hux, the same action as red',
            },
          },
        ],
      },
      summary:
        'General Hux: take your coordinate as red to coordinate up to 2 more ships; all perform the same red action.',
    },
  ];
}
SUPPORT_CREW['upgrade:generalhux:0'] = hux('generalhux', false);
SUPPORT_CREW['upgrade:generalhux-evacuationofdqar:0'] = hux('generalhux-evacuationofdqar', true);

/** Fenn Rau (crew): the red tokens a ship may remove, locks aside (the square ones the engine keeps as tokens). */
const FENN_RED = ['stress', 'strain', 'deplete', 'ion'] as const;

/** A ship (`who`) revealed a maneuver of speed 1 or more and has an enemy ship in its front arc at range 1. */
function fennNear(who: 'self' | 'other'): Condition {
  return {
    kind: 'all',
    of: [
      { kind: 'maneuver-is', who, speeds: [1, 2, 3, 4, 5] },
      { kind: 'ships-near', side: 'enemy', range: [1, 1], rangeFrom: who, inArc: { arc: 'front', of: who } },
    ],
  };
}

/**
 * Fenn Rau (crew): before a friendly ship at range 0–2 engages (his own included), if it revealed a maneuver of speed 1
 * or more and an enemy ship stands in its front arc at range 1, that ship may remove one of its red tokens, locks aside,
 * the one its player answers. #0: his own ship engaging; #1: another friendly ship at range 1–2 engaging (the window's
 * ship, `other` seen from his; the enemy counted from it, `rangeFrom`, `inArc.of`). Our simplification: another ship
 * at range 0 (bases touching) is left out.
 */
SUPPORT_CREW['upgrade:fennrau:0'] = [
  {
    source: { kind: 'upgrade', xws: 'fennrau', side: 0 },
    window: 'engagement:before-engage',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, fennNear('self')] },
    optional: true,
    choices: (ctx, self) => tokensHeld(ctx, self, FENN_RED, (t) => `remove a ${t} token`),
    effect: { kind: 'remove-chosen-token' },
    summary:
      'Fenn Rau: you engage after a speed 1+ maneuver, an enemy in your front arc at range 1: remove a red token.',
  },
  {
    source: { kind: 'upgrade', xws: 'fennrau', side: 0 },
    window: 'engagement:before-engage',
    when: { kind: 'all', of: [{ kind: 'subject-ship', side: 'friendly', range: [1, 2] }, fennNear('other')] },
    optional: true,
    choices: (ctx, _self, subject) =>
      subject.ship === undefined ? [] : tokensHeld(ctx, subject.ship, FENN_RED, (t) => `it removes a ${t} token`),
    effect: { kind: 'remove-chosen-token', who: 'other' },
    summary:
      'Fenn Rau: a friendly ship engages after a speed 1+ maneuver, an enemy in its front arc at range 1: it removes a red token.',
  },
];

/**
 * Plo Koon (crew): as the End Phase starts, while the ship is reinforced, it may pick a friendly ship at range 0 of it
 * (itself included: 000 "Measuring Range") or inside its left or right arc at range 1; that ship then removes a deplete
 * or a strain token, or repairs a faceup damage card, its player's pick (the question after the ship; `answered` with
 * `if-holds`; 000 "Damage Cards": a faceup card repaired is flipped facedown). Only ships with one of those to lose are
 * offered.
 */
const PLO_LEFT_RIGHT: Condition = {
  kind: 'any',
  of: [
    { kind: 'in-arc', arc: 'left', of: 'other', target: 'self' },
    { kind: 'in-arc', arc: 'right', of: 'other', target: 'self' },
  ],
};
SUPPORT_CREW['upgrade:plokoon:0'] = [
  {
    source: { kind: 'upgrade', xws: 'plokoon', side: 0 },
    window: 'end:start',
    when: { kind: 'reinforced', who: 'self' },
    optional: true,
    choose: {
      side: 'friendly',
      includeSelf: true,
      where: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'range', to: 'other', min: 0, max: 0 },
              { kind: 'all', of: [{ kind: 'range', to: 'other', min: 1, max: 1 }, PLO_LEFT_RIGHT] },
            ],
          },
          {
            kind: 'any',
            of: [
              { kind: 'has-token', token: 'deplete', who: 'self' },
              { kind: 'has-token', token: 'strain', who: 'self' },
              { kind: 'has-damage-card', facing: 'faceup', who: 'self' },
            ],
          },
        ],
      },
      label: 'sheds a deplete or strain token, or repairs a faceup damage card',
    },
    then: [
      (ctx, _self, subject) => {
        const ship = shipById(ctx.state, String(subject.data?.chosen));
        return [
          ...tokensHeld(ctx, ship.id, ['deplete', 'strain'], (t) => `It removes a ${t} token`),
          ...(ship.damage.some((d) => d.faceup) ? [{ id: 'repair', label: 'It repairs a faceup damage card' }] : []),
        ];
      },
    ],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-chosen-token', who: 'chosen' },
        {
          kind: 'if-holds',
          when: { kind: 'answered', index: 1, oneOf: ['repair'] },
          effect: { kind: 'repair-damage', facing: 'faceup', who: 'chosen' },
        },
      ],
    },
    summary:
      'Plo Koon: reinforced, a friendly ship beside you sheds a deplete or strain token or repairs a faceup card.',
  },
];

/**
 * Ursa Wren (crew): the ship may hold two locks, each on its own object (`maintain-locks`, util.ts acquireLock keeps
 * them apart), and after an enemy ship acquires a lock on a friendly ship at range 0–3 of hers — herself included —
 * she may perform a Lock action (000 "Lock", "Friendly and Enemy": a ship is friendly to itself). The locked ship is
 * the window's other party, a third ship's view of it named 'subject-other'. A lock an enemy places on an obstacle or
 * device names no ship, so it sets nothing off.
 */
SUPPORT_CREW['upgrade:ursawren:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ursawren', side: 0 },
    window: 'lock:maintain',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'maintain-locks', count: 2 },
    summary: 'Ursa Wren: you may hold 2 locks, each on another object.',
  },
  {
    source: { kind: 'upgrade', xws: 'ursawren', side: 0 },
    window: 'lock:after-acquire',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-ship', side: 'enemy' },
        { kind: 'ship-is', who: 'subject-other', side: 'friendly' },
        { kind: 'range', to: 'subject-other', min: 0, max: 3 },
      ],
    },
    optional: false,
    effect: { kind: 'grant-action', actions: [{ type: 'lock', difficulty: 'white' }], why: 'Ursa Wren' },
    summary: 'Ursa Wren: an enemy locked a friendly ship near you, you may perform a Lock action.',
  },
];

/**
 * Nix Jerd (the Evacuation of D'Qar crew card): as the ship's Reload action is performed, it may spend a charge of the
 * card and take a strain token for one more charge on a device upgrade it equips, its pick among those below their
 * value (000 "Charges and the Force"; supplement "Reload"). Reading: resolved as the action's last part, once the
 * Reload has recovered its own charge ('action:after-perform' of a reload), so the device reloaded may take the extra
 * charge too.
 */
SUPPORT_CREW['upgrade:nixjerd-evacuationofdqar:0'] = [
  {
    source: { kind: 'upgrade', xws: 'nixjerd-evacuationofdqar', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['reload'] }],
    },
    optional: true,
    cost: [
      { kind: 'spend-charge', count: 1 },
      { kind: 'gain-token', token: 'strain', count: 1 },
    ],
    choices: (ctx, me) =>
      chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }).filter((c) => {
        const card = ctx.content.upgrade(c.id.slice('charge:'.length));
        return card?.sides.some((s) => s.type === 'device') === true;
      }),
    effect: { kind: 'recover-charge' },
    summary: 'Nix Jerd: reloading, a charge and a strain token recover one more charge on a device.',
  },
];

/** A friendly ship equipping an Illicit upgrade (000 "Upgrades"). */
const HAS_ILLICIT: Condition = { kind: 'equips-type', who: 'self', type: 'illicit' };

/** The Illicit upgrades ship `which` of the ability's choice equips, one answer each (its xws). */
const illicitOf =
  (which: 'chosen' | 'second') =>
  (ctx: Parameters<NonNullable<Ability['choices']>>[0], _me: string, subject: { data?: Record<string, unknown> }) => {
    const id = subject.data?.[which];
    if (typeof id !== 'string') return [];
    return shipById(ctx.state, id)
      .upgrades.filter((u) => !u.discarded && ctx.content.upgrade(u.xws)?.sides[u.side]?.type === 'illicit')
      .map((u) => ({ id: u.xws, label: `${ctx.content.upgrade(u.xws)?.name ?? u.xws} goes over` }));
  };

/**
 * Cikatro Vizago (crew): in the End Phase (as it starts) the ship may pick two friendly ships at range 0–1 of it (itself
 * among them), each equipping an Illicit upgrade, then one Illicit card of each; the two ships exchange those cards,
 * their charges with them (`give-upgrade` each way, `from` / `answer`; 000 "Upgrades"). With `choose.second` the
 * answers after the two ships are the third and fourth (the `then` list is indexed by the answers so far, its first
 * entry never asked). His "end of game" return of the cards changes nothing in play (the game is over), so it is not
 * written.
 */
SUPPORT_CREW['upgrade:cikatrovizago:0'] = [
  {
    source: { kind: 'upgrade', xws: 'cikatrovizago', side: 0 },
    window: 'end:start',
    when: { kind: 'always' },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: HAS_ILLICIT,
      label: 'gives one of its Illicit upgrades',
      second: {
        side: 'friendly',
        range: [0, 1],
        includeSelf: true,
        where: HAS_ILLICIT,
        label: 'gives one of its Illicit upgrades back',
      },
    },
    then: [() => [], illicitOf('chosen'), illicitOf('second')],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'give-upgrade', from: 'chosen', to: 'second', answer: 2 },
        { kind: 'give-upgrade', from: 'second', to: 'chosen', answer: 3 },
      ],
    },
    summary: 'Cikatro Vizago: two friendly ships near you exchange an Illicit upgrade each.',
  },
];

/**
 * Toryn Farr (crew): once the ship's Coordinate action is over, the ship it coordinated — the window's other party —
 * may acquire a lock on a ship the card's ship locks, at any range (000 "Lock": not an action; both must be allowed
 * to lock and be locked). The coordinated ship's "may" is asked of its player with the pick (the same player).
 */
SUPPORT_CREW['upgrade:torynfarr:0'] = coordinatedShipLocksYourLock(
  'torynfarr',
  'Toryn Farr: the ship you coordinated may lock a ship you have locked, at any range.',
);

/**
 * Hondo Ohnaka (crew). Action: two ships at range 1–3 of his ship that are friendly to each other — in a two-player
 * game both of one player: two friendly ships (#0) or two enemy ones (#1), one record each so that the second
 * question always has a candidate — the first picked (`choose`) is coordinated, the second (`second`) is jammed.
 * Coordinated (000 "List of Actions", Coordinate): the ship may perform an action of its own bar, its own player's
 * pick, not while stressed (000 "Stress"). Jammed: it gains a jam token whatever the range (the card ignores the jam's
 * range), its effects decided by this ship's player (000 "Jam"). Reading: the coordinated ship's action is asked once
 * the card action has resolved (phases/activation.ts asks a granted action before the next step, as for Hondo
 * Ohnaka's pilot card), so the jam token lands first; the two are different ships.
 */
const hondoCrew = (side: 'friendly' | 'enemy'): Ability => ({
  source: { kind: 'upgrade', xws: 'hondoohnaka', side: 0 },
  window: 'action:card',
  when: { kind: 'always' },
  optional: true,
  choose: {
    side,
    range: [1, 3],
    label: 'is coordinated',
    second: { side, range: [1, 3], label: 'is jammed' },
  },
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'Hondo Ohnaka, coordinated' },
      { kind: 'gain-token', token: 'jam', count: 1, who: 'second' },
    ],
  },
  summary: `Hondo Ohnaka: of two ${side} ships near you, coordinate one and jam the other.`,
});
SUPPORT_CREW['upgrade:hondoohnaka:0'] = [hondoCrew('friendly'), hondoCrew('enemy')];

/**
 * Satine Kryze (Republic crew, 2 charges): as the Engagement Phase starts, her ship may spend both charges; then each
 * friendly ship in play, hers included, picks one of two pairs of tokens — a deplete and a focus, or a disarm and an
 * evade — or neither. Her player answers for each ship in turn (one question per ship: `answered-token-sets`).
 * Readings: "friendly ship" takes in her own (000 "Friendly and Enemy": a ship is friendly to itself) and only ships
 * in the play area (000 "Destroying Ships", supplement "Reserve": a ship off the table gains nothing); the card's "may
 * choose" lets a ship take neither pair.
 */
const SATINE_SETS = {
  focus: [
    { token: 'deplete', count: 1 },
    { token: 'focus', count: 1 },
  ],
  evade: [
    { token: 'disarm', count: 1 },
    { token: 'evade', count: 1 },
  ],
} as const;

/** The question for the `index`-th friendly ship in play (none past the last): its two pairs, or neither. */
function satineAsks(ctx: Ctx, me: string, index: number): { id: string; label: string }[] {
  const player = shipById(ctx.state, me).player;
  const ship = ctx.state.ships.filter((x) => x.player === player && inPlay(x))[index];
  if (!ship) return [];
  const name = shipName(ctx, ship);
  return [
    { id: `${ship.id}/focus`, label: `${name} gains a deplete and a focus token` },
    { id: `${ship.id}/evade`, label: `${name} gains a disarm and an evade token` },
    { id: `${ship.id}/-`, label: `${name} gains neither` },
  ];
}

SUPPORT_CREW['upgrade:satinekryze:0'] = [
  {
    source: { kind: 'upgrade', xws: 'satinekryze', side: 0 },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    choices: (ctx, me) => satineAsks(ctx, me, 0),
    // One question per further friendly ship; twenty ships is more than a squad fields.
    then: Array.from(
      { length: 20 },
      () => (ctx: Ctx, me: string, _s: unknown, picks: readonly string[]) => satineAsks(ctx, me, picks.length),
    ),
    effect: { kind: 'answered-token-sets', sets: SATINE_SETS },
    summary:
      'Satine Kryze: spend 2 charges; each friendly ship may gain a deplete and a focus, or a disarm and an evade.',
  },
];

/**
 * The Mandalorian (scum crew): as the End Phase starts, a ship that has not defended this round (no attack was
 * declared against it: `defended`) recovers one Force when its Force is non-recurring (`force-recurs` negated) and
 * below its capacity ("if able"). Its Reinforce action is the content's grant.
 * Our readings: the ship keeps one Force pool (phases/end.ts), so its Force is non-recurring when none of its cards'
 * Force has the recurring arrow or a card took the icon away (The Child, its usual partner, both Scum crew); a ship
 * whose pool recurs has all of it refilled by the End Phase, none of it left to this card (000 "Charges and the
 * Force": only a recurring charge recovers by itself). "During the End Phase" is its start ('end:start'), before the
 * round's tokens and flags go.
 */
SUPPORT_CREW['upgrade:themandalorian:0'] = [
  {
    source: { kind: 'upgrade', xws: 'themandalorian', side: 0 },
    window: 'end:start',
    when: {
      kind: 'all',
      of: [
        { kind: 'not', of: { kind: 'defended', who: 'self' } },
        { kind: 'not', of: { kind: 'force-recurs', who: 'self' } },
        { kind: 'below-max', stat: 'force' },
      ],
    },
    optional: false,
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'The Mandalorian' },
    summary: 'The Mandalorian: you did not defend this round, recover one of your non-recurring Force.',
  },
];
