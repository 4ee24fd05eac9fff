/**
 * Cloaking cards of abilities/cards/subsystems/cloaking.ts (supplement "Cloak and decloak"): Stygium Array's evade
 * after a decloak, and its cloak token bought with an evade token at the start of the End Phase. Silent Hunter,
 * Xanadu Blood (Armed and Dangerous) and Scimitar: after the ship decloaks, an enemy ship in its bullseye arc is
 * locked, strained or jammed (the targeting word `choose`).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, type Answer, answers, playUntil, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A TIE/ph Phantom (`pilot`, `extra`) cloaked or not in `phase`, and an X-wing far away. */
function table(phase: 'system' | 'engagement', pilot: string, extra: Partial<PositionShip>) {
  return () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot, id: 'ph', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', ...extra }],
    );
}
/** Decloaks with a boost when asked, and performs the evade Stygium Array offers. */
const decloaks: Answer = answers(
  (d) => (d.kind === 'choose-reposition' ? [d.options.find((o) => o.id === 'decloak:boost')!.id] : undefined),
  (d) =>
    d.kind === 'choose-action' && d.prompt.includes('Stygium Array')
      ? [d.options.find((o) => o.id === 'evade')!.id]
      : undefined,
);
const toActivation = (answer: Answer) => (s: GameState) => playUntil(s, (st) => st.phase !== 'system', answer);
const endStart = (s: GameState) =>
  playUntil(s, (st) => st.phase === 'planning' || st.round > 1, useAbilityOf('spend an evade token'));
const askedAtEnd = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('spend an evade token'));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:stygiumarray',
    applies: {
      name: 'the Phantom decloaks: it performs an evade action',
      state: table('system', 'sigmasquadronace', { tokens: { cloak: 1 } }),
      play: toActivation(decloaks),
      check: (s, seen) => {
        expect(actionOffered(seen, 'Stygium Array')).toBe(true);
        expect(ship(s, 'ph').tokens).toEqual({ evade: 1 });
      },
    },
    doesNotApply: [
      {
        name: 'the Phantom stays cloaked: no evade offered',
        state: table('system', 'sigmasquadronace', { tokens: { cloak: 1 } }),
        play: toActivation((d) => (d.kind === 'choose-reposition' ? ['stay'] : undefined)),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Stygium Array')).toBe(false);
          expect(ship(s, 'ph').tokens).toEqual({ cloak: 1 });
        },
      },
      {
        name: 'decloaking stressed, it could perform no action: no evade offered',
        state: table('system', 'sigmasquadronace', { tokens: { cloak: 1, stress: 1 } }),
        play: toActivation(decloaks),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Stygium Array')).toBe(false);
          expect(ship(s, 'ph').tokens.evade).toBeUndefined();
        },
      },
      {
        name: 'another ship with a cloak token decloaks: the Phantom is offered nothing',
        state: () =>
          position(
            'system',
            [
              {
                pilot: 'redsquadronveteran',
                id: 'xwing',
                pose: { x: 100, y: 100, heading: 0 },
                dial: '1F',
                tokens: { cloak: 1 },
              },
            ],
            [{ pilot: 'sigmasquadronace', id: 'ph', pose: { x: 400, y: 600, heading: 180 }, dial: '1F' }],
          ),
        play: toActivation(decloaks),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Stygium Array')).toBe(false);
          expect(ship(s, 'ph').tokens).toEqual({});
        },
      },
    ],
  },
  {
    source: 'ship-ability:stygiumarray',
    applies: {
      name: 'with an evade token at the start of the End Phase: it is spent for a cloak token',
      state: table('engagement', 'sigmasquadronace', { tokens: { evade: 1 } }),
      play: endStart,
      check: (s, seen) => {
        expect(askedAtEnd(seen)).toBe(true);
        expect(ship(s, 'ph').tokens).toEqual({ cloak: 1 });
      },
    },
    doesNotApply: {
      name: 'no evade token at the start of the End Phase: not asked, no cloak token',
      state: table('engagement', 'sigmasquadronace', {}),
      play: endStart,
      check: (s, seen) => {
        expect(askedAtEnd(seen)).toBe(false);
        expect(ship(s, 'ph').tokens).toEqual({});
      },
    },
  },
];

/** "Whisper" (Skystrike) at (400, 490) facing an X-wing at (400, 300); `extra` for her. */
const whisperTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 400, y: 300, heading: 0 } }],
      [{ pilot: 'whisper-ssl', id: 'w', pose: { x: 400, y: 490, heading: 180 }, ...extra }],
    );
const whisperPlay = (attacker: 'w' | 'x') =>
  attackPlay(attacker, attacker === 'w' ? 'x' : 'w', () =>
    answers(useAbilityOf('spend a charge to perform a cloak action'), (d) =>
      d.kind === 'choose-action' && d.prompt.includes('Whisper') ? ['cloak'] : undefined,
    ),
  );
const whisperAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('perform a cloak action'));

SPECS.push({
  source: 'pilot:whisper-ssl',
  applies: {
    name: '"Whisper" attacks: a charge spent, she cloaks',
    state: whisperTable(),
    play: whisperPlay('w'),
    check: (s, seen) => {
      expect(whisperAsked(seen)).toBe(true);
      expect(ship(s, 'w').tokens.cloak).toBe(1);
      expect(ship(s, 'w').charges).toBe(1);
    },
  },
  doesNotApply: [
    {
      name: 'she defends: not asked',
      state: whisperTable(),
      play: whisperPlay('x'),
      check: (s, seen) => {
        expect(whisperAsked(seen)).toBe(false);
        expect(ship(s, 'w').tokens.cloak).toBeUndefined();
      },
    },
    {
      name: 'stressed, she could not cloak: not asked, the charge kept',
      state: whisperTable({ tokens: { stress: 1 } }),
      play: whisperPlay('w'),
      check: (s, seen) => {
        expect(whisperAsked(seen)).toBe(false);
        expect(ship(s, 'w').charges).toBe(2);
      },
    },
    {
      name: 'no charge left: not asked',
      state: whisperTable({ charges: 0 }),
      play: whisperPlay('w'),
      check: (s, seen) => {
        expect(whisperAsked(seen)).toBe(false);
        expect(ship(s, 'w').tokens.cloak).toBeUndefined();
      },
    },
  ],
});

/** After-decloak cards: [source, name, pilot, its upgrades in the position]. */
const AFTER_DECLOAK = [
  ['upgrade:silenthunter-tiephphantom:0', 'Silent Hunter', 'echo-ssl', ['silenthunter-tiephphantom']],
  [
    'upgrade:xanadublood-armedanddangerous:0',
    'Xanadu Blood',
    'cadbane-armedanddangerous',
    ['xanadublood-armedanddangerous'],
  ],
  ['upgrade:scimitar:0', 'Scimitar', 'cadbane-separatistalliance', ['scimitar']],
] as const;

SPECS.push(
  ...AFTER_DECLOAK.map(([source, name, pilot, upgrades]): CardSpec => {
    /** The card's ship (`cloaked` or not) faces an X-wing (`xCloaked` or not) 3 ranges ahead, in its bullseye. */
    const decloakTable = (cloaked: boolean, xCloaked: boolean) => () =>
      position(
        'system',
        [
          {
            pilot: 'redsquadronveteran',
            id: 'xwing',
            pose: { x: 400, y: 300, heading: 0 },
            // A white turn: a blue maneuver would remove Xanadu Blood's strain before the check.
            dial: '2T',
            ...(xCloaked ? { tokens: { cloak: 1 } } : {}),
          },
        ],
        [
          {
            pilot,
            id: 'ph',
            pose: { x: 400, y: 600, heading: 180 },
            dial: '1F',
            upgrades: [...upgrades],
            ...(cloaked ? { tokens: { cloak: 1 } } : {}),
          },
        ],
      );
    const play = toActivation(answers(decloaks, useAbilityOf(name)));
    const asked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(name));
    const effectOn = (s: GameState) =>
      source.includes('silenthunter')
        ? ship(s, 'ph').locks.some((l) => l.target === 'xwing')
        : (ship(s, 'xwing').tokens[source.includes('scimitar') ? 'jam' : 'strain'] ?? 0) > 0;
    return {
      source,
      applies: {
        name: `${name}: the ship decloaks with the X-wing in its bullseye arc, which is picked`,
        state: decloakTable(true, false),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(true);
          expect(effectOn(s)).toBe(true);
        },
      },
      doesNotApply: {
        name: `${name}: the enemy X-wing decloaks, the ship (not cloaked) is not asked`,
        state: decloakTable(false, true),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(effectOn(s)).toBe(false);
        },
      },
    };
  }),
);
