/**
 * Cloaking cards of abilities/cards/subsystems/cloaking.ts (supplement "Cloak and decloak"): Stygium Array's evade
 * after a decloak, and its cloak token bought with an evade token at the start of the End Phase. Silent Hunter,
 * Xanadu Blood (Armed and Dangerous) and Scimitar: after the ship decloaks, an enemy ship in its bullseye arc is
 * locked, strained or jammed (the targeting word `choose`).
 */
import { expect } from 'vitest';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { loadContent } from '@xwing/content';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  type Answer,
  answers,
  attacks,
  playUntil,
  position,
  rolls,
  useAbilityOf,
} from '../../flow-harness.js';
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

/**
 * Sensor Scramblers on a TIE/vn Silencer (s, initiative 4) at (400, 600) facing down, `sExtra` its state; an X-wing
 * (x, initiative 3) at `xy` facing up, in `phase`.
 */
function scramblerTable(
  phase: 'planning' | 'activation' | 'end',
  sExtra: Partial<PositionShip>,
  xy: { x: number; y: number } = { x: 400, y: 400 },
  card = 'sensorscramblers',
  pilot = 'firstordertestpilot',
) {
  return () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { ...xy, heading: 0 }, dial: '1F' }],
      [{ pilot, id: 's', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', upgrades: [card], ...sExtra }],
    );
}
/** The X-wing's first action decision: the lock options it was offered. */
const xLockOptions = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
    .flatMap((d) => d.options.map((o) => o.id))
    .filter((id) => id.startsWith('lock'));
const xActs = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    () => undefined,
  );
const firstChoice: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes('Sensor Scramblers') ? [d.options[0]!.id] : undefined;
const throughEnd = (s: GameState) => playUntil(s, (st) => st.phase !== 'end', firstChoice);

SPECS.push(
  {
    source: 'upgrade:sensorscramblers:0',
    applies: {
      name: 'at Setup (a game, not a position) the Silencer gains a cloak token',
      state: () =>
        createGame(
          {
            players: [
              {
                name: 'First Order',
                squad: {
                  faction: 'firstorder',
                  pilots: [
                    { id: 'firstordertestpilot', ship: 'tievnsilencer', upgrades: { tech: ['sensorscramblers'] } },
                  ],
                },
              },
              {
                name: 'Resistance',
                squad: {
                  faction: 'resistance',
                  pilots: [{ id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} }],
                },
              },
            ],
            seed: 'scramblers',
          },
          loadContent(),
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'setup'),
      check: (s) => expect(s.ships.find((x) => x.pilot === 'firstordertestpilot')!.tokens.cloak).toBe(1),
    },
    doesNotApply: {
      name: 'the Planning Phase ends (not Setup): no cloak token gained',
      state: scramblerTable('planning', {}, { x: 100, y: 100 }),
      play: (s) => playUntil(s, (st) => st.phase !== 'planning'),
      check: (s) => expect(ship(s, 's').tokens.cloak ?? 0).toBe(0),
    },
  },
  {
    source: 'upgrade:sensorscramblers:0',
    standing: true,
    applies: {
      name: 'the Silencer is cloaked at range 2: the X-wing is offered no lock on it',
      state: scramblerTable('activation', { tokens: { cloak: 1 }, round: { activated: true } }),
      play: xActs,
      check: (_s, seen) => {
        expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(true);
        expect(xLockOptions(seen)).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'the Silencer is not cloaked: the lock on it is offered',
      state: scramblerTable('activation', { round: { activated: true } }),
      play: xActs,
      check: (_s, seen) => expect(xLockOptions(seen)).toContain('lock:s'),
    },
  },
  {
    source: 'upgrade:sensorscramblers:0',
    applies: {
      name: 'in the End Phase, cloaked with the X-wing at range 2: the Silencer must decloak',
      state: scramblerTable('end', { tokens: { cloak: 1 } }),
      play: throughEnd,
      check: (s) => {
        expect(ship(s, 's').tokens.cloak ?? 0).toBe(0);
        expect(s.log.some((e) => e.type === 'decloaked' && e.ship === 's')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'no enemy ship within range 3: it stays cloaked',
        state: scramblerTable('end', { tokens: { cloak: 1 } }, { x: 100, y: 60 }),
        play: throughEnd,
        check: (s) => expect(ship(s, 's').tokens.cloak).toBe(1),
      },
      {
        name: 'not cloaked: nothing happens',
        state: scramblerTable('end', {}),
        play: throughEnd,
        check: (s) => expect(s.log.some((e) => e.type === 'decloaked')).toBe(false),
      },
    ],
  },
);

/** Without a Trace on a Phantom (ph, Sigma Squadron Ace, initiative 4) performing a cloak (or focus) action. */
const traceActs = (action: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    answers(
      (d) =>
        d.kind === 'choose-action' && d.ship === 'ph'
          ? [d.options.find((o) => o.id === action)?.id ?? 'pass']
          : undefined,
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Without a Trace') ? ['use:strain'] : undefined),
    ),
  );
const traceAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Without a Trace'));
const traceTable = (extra: Partial<PositionShip>, other?: PositionShip) => () =>
  position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
    [
      {
        pilot: 'sigmasquadronace',
        id: 'ph',
        pose: { x: 400, y: 600, heading: 180 },
        // A white 4-straight: a blue maneuver would remove the strain token first (000 "Strain Tokens").
        dial: '4F',
        upgrades: ['withoutatrace-tiephphantom'],
        ...extra,
      },
      ...(other ? [other] : []),
    ],
  );

SPECS.push(
  {
    source: 'upgrade:withoutatrace-tiephphantom:0',
    applies: {
      name: 'the strained Phantom cloaks: it removes its strain token',
      state: traceTable({ tokens: { strain: 1 } }),
      play: traceActs('cloak'),
      check: (s, seen) => {
        expect(traceAsked(seen)).toBe(true);
        expect(ship(s, 'ph').tokens).toEqual({ cloak: 1 });
      },
    },
    doesNotApply: [
      {
        name: 'no red token: not asked',
        state: traceTable({}),
        play: traceActs('cloak'),
        check: (s, seen) => {
          expect(ship(s, 'ph').tokens.cloak).toBe(1);
          expect(traceAsked(seen)).toBe(false);
        },
      },
      {
        name: 'a focus token gained, not a cloak token: not asked',
        state: traceTable({ tokens: { strain: 1 } }),
        play: traceActs('focus'),
        check: (s, seen) => {
          // The focus token is gone by the End Phase; the strain token stays.
          expect(ship(s, 'ph').tokens.strain).toBe(1);
          expect(traceAsked(seen)).toBe(false);
        },
      },
      {
        name: 'another Phantom cloaks (this one has activated): not asked',
        state: traceTable(
          { tokens: { strain: 1 }, round: { activated: true } },
          { pilot: 'sigmasquadronace', id: 'ph2', pose: { x: 200, y: 600, heading: 180 }, dial: '2F' },
        ),
        play: (s) =>
          playUntil(
            s,
            (st) => st.phase !== 'activation',
            (d) => (d.kind === 'choose-action' && d.ship === 'ph2' ? ['cloak'] : undefined),
          ),
        check: (s, seen) => {
          expect(ship(s, 'ph2').tokens.cloak).toBe(1);
          expect(traceAsked(seen)).toBe(false);
        },
      },
    ],
  },
  {
    source: 'upgrade:withoutatrace-tiephphantom:0',
    standing: true,
    applies: {
      name: 'the Phantom is cloaked at range 2: the X-wing is offered no lock on it',
      state: scramblerTable(
        'activation',
        { tokens: { cloak: 1 }, round: { activated: true } },
        undefined,
        'withoutatrace-tiephphantom',
        'sigmasquadronace',
      ),
      play: xActs,
      check: (_s, seen) => {
        expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(true);
        expect(xLockOptions(seen)).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'the Phantom is not cloaked: the lock on it is offered',
      state: scramblerTable(
        'activation',
        { round: { activated: true } },
        undefined,
        'withoutatrace-tiephphantom',
        'sigmasquadronace',
      ),
      play: xActs,
      check: (_s, seen) => expect(xLockOptions(seen)).toContain('lock:s'),
    },
  },
);

/**
 * Cloaking Device on an M3-A (`f`, small base) at (400, 500) facing down, with `extra`: in the Activation Phase it
 * reveals a 1-straight and chooses its action; in the Planning Phase (its start) it rolls its die while cloaked.
 */
const deviceTable =
  (phase: 'activation' | 'planning', extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'cartelspacer',
          id: 'f',
          upgrades: ['cloakingdevice'],
          pose: { x: 400, y: 500, heading: 180 },
          dial: '1F',
          ...extra,
        },
      ],
    );
const CARD_ACTION = 'card:upgrade:cloakingdevice:0#0';
const cloaksWithCard: Answer = answers(
  (d) => (d.kind === 'choose-action' && d.options.some((o) => o.id === CARD_ACTION) ? [CARD_ACTION] : undefined),
  (d) => (d.kind === 'choose-action' && d.options.some((o) => o.id === 'cloak') ? ['cloak'] : undefined),
);
const toEngagement = (s: GameState) => playUntil(s, (st) => st.phase !== 'activation', cloaksWithCard);
const deviceCharges = (s: GameState) => ship(s, 'f').upgrades.find((u) => u.xws === 'cloakingdevice')!.charges;
/** The Planning Phase's start: the die shows `face`; a decloak placement is the answer given before it. */
const planningDie = (face: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'planning',
    (d) => (d.kind === 'enter-dice' && d.prompt.includes('Cloaking Device') ? ['enter', [face]] : undefined),
  );
const dieRolled = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'enter-dice' && d.prompt.includes('Cloaking Device'));

SPECS.push(
  {
    source: 'upgrade:cloakingdevice:0',
    applies: {
      name: 'its action spends a charge for a cloak action: the M3-A gains a cloak token',
      state: deviceTable('activation'),
      play: toEngagement,
      check: (s) => {
        expect(ship(s, 'f').tokens.cloak).toBe(1);
        expect(deviceCharges(s)).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'cloaked already: the card action is not offered',
        state: deviceTable('activation', { tokens: { cloak: 1 } }),
        play: toEngagement,
        check: (_s, seen) => expect(actionOffered(seen, 'Cloaking Device')).toBe(false),
      },
    ],
  },
  {
    source: 'upgrade:cloakingdevice:0',
    applies: {
      name: 'cloaked as the Planning Phase starts: a focus on its die decloaks it',
      state: deviceTable('planning', { tokens: { cloak: 1 } }),
      play: planningDie('focus'),
      check: (s, seen) => {
        expect(dieRolled(seen)).toBe(true);
        expect(ship(s, 'f').tokens.cloak ?? 0).toBe(0);
        expect(s.log.some((e) => e.type === 'decloaked')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'not cloaked: no die',
        state: deviceTable('planning'),
        play: planningDie('focus'),
        check: (_s, seen) => expect(dieRolled(seen)).toBe(false),
      },
    ],
  },
);

/**
 * Stealth Gambit: in the Engagement Phase an X-wing (`x`, engaged already unless `xAttacks`) at (400, 300) facing
 * up; a TIE (`w`, engaged already when `xAttacks`) at (480, 470) facing down attacks it; the Phantom (`ph`, with the
 * talent and `extra`) at (550, 550) facing down (the X-wing in its front arc at range 3, and the TIE too) or up
 * (`away`).
 */
const gambitTable =
  (extra: Partial<PositionShip> = {}, away = false, xAttacks = false) =>
  () =>
    position(
      'engagement',
      [
        {
          pilot: 'redsquadronveteran',
          id: 'x',
          pose: { x: 400, y: 300, heading: 0 },
          ...(xAttacks ? {} : { round: { engaged: true } }),
        },
      ],
      [
        {
          pilot: 'academypilot',
          id: 'w',
          pose: { x: 480, y: 470, heading: 180 },
          ...(xAttacks ? { round: { engaged: true } } : {}),
        },
        {
          pilot: 'sigmasquadronace',
          id: 'ph',
          upgrades: ['stealthgambit-tiephphantom'],
          pose: { x: 550, y: 550, heading: away ? 0 : 180 },
          tokens: { cloak: 1 },
          ...extra,
        },
      ],
    );
/** The TIE attacks the X-wing with `faces`, the Phantom uses its talent and attacks the X-wing when asked. */
const gambitPlay = (faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'engagement',
    answers(attacks('w', 'x'), attacks('ph', 'x'), rolls('w', 'attack', faces), useAbilityOf('Stealth Gambit')),
  );
const phAttacked = (s: GameState) => s.log.some((e) => e.type === 'attack-declared' && e.ship === 'ph');

SPECS.push({
  source: 'upgrade:stealthgambit-tiephphantom:0',
  applies: {
    name: "the TIE's attack hits the X-wing in the Phantom's front arc: a strain token, no cloak, a bonus attack",
    state: gambitTable(),
    play: gambitPlay(['hit', 'hit']),
    check: (s) => {
      expect(ship(s, 'ph').tokens.cloak ?? 0).toBe(0);
      expect(s.log.some((e) => e.type === 'cost-paid' && e.ship === 'ph')).toBe(true);
      expect(phAttacked(s)).toBe(true);
    },
  },
  doesNotApply: [
    {
      name: 'the attack misses: not asked',
      state: gambitTable(),
      play: gambitPlay(['blank', 'blank']),
      check: (s) => expect(ship(s, 'ph').tokens.cloak).toBe(1),
    },
    {
      name: 'the Phantom faces away (the X-wing not in its front arc): not asked',
      state: gambitTable({}, true),
      play: gambitPlay(['hit', 'hit']),
      check: (s) => expect(ship(s, 'ph').tokens.cloak).toBe(1),
    },
    {
      name: 'the Phantom is not cloaked: not asked',
      state: gambitTable({ tokens: {} }),
      play: gambitPlay(['hit', 'hit']),
      check: (s) => expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 'ph')).toBe(false),
    },
    {
      name: 'the X-wing hits the TIE (a friendly defender): not asked',
      state: gambitTable({}, false, true),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'engagement',
          answers(attacks('x', 'w'), rolls('x', 'attack', ['hit', 'hit', 'hit']), useAbilityOf('Stealth Gambit')),
        ),
      check: (s) => expect(ship(s, 'ph').tokens.cloak).toBe(1),
    },
  ],
});

/** The Phantom with Stealth Gambit and `tokens`, nothing to attack, plays the Engagement Phase to its end. */
const gambitEnd = (tokens: PositionShip['tokens']) => () =>
  position(
    'engagement',
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 } }],
    [
      {
        pilot: 'sigmasquadronace',
        id: 'ph',
        upgrades: ['stealthgambit-tiephphantom'],
        pose: { x: 600, y: 800, heading: 0 },
        tokens,
      },
    ],
  );
const evadeGained = (s: GameState) =>
  s.log.some((e) => e.type === 'token-gained' && e.ship === 'ph' && e.data?.token === 'evade');

SPECS.push({
  source: 'upgrade:stealthgambit-tiephphantom:0',
  applies: {
    name: 'strained as the Engagement Phase ends: an evade token',
    state: gambitEnd({ strain: 1 }),
    play: (s) => playUntil(s, (st) => st.phase !== 'engagement'),
    check: (s) => expect(evadeGained(s)).toBe(true),
  },
  doesNotApply: [
    {
      name: 'not strained: nothing',
      state: gambitEnd({}),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement'),
      check: (s) => expect(evadeGained(s)).toBe(false),
    },
    {
      // Played to the first attack of the Engagement Phase (the X-wing ahead), so its end is not reached.
      name: 'strained as the Activation Phase ends: nothing',
      state: () =>
        position(
          'activation',
          [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 600, y: 850, heading: 180 }, dial: '1F' }],
          [
            {
              pilot: 'sigmasquadronace',
              id: 'ph',
              upgrades: ['stealthgambit-tiephphantom'],
              pose: { x: 600, y: 600, heading: 0 },
              dial: '1F',
              tokens: { strain: 1 },
            },
          ],
        ),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'activation',
          answers((d) => (d.kind === 'choose-action' ? ['pass'] : undefined)),
        ),
      check: (s) => expect(evadeGained(s)).toBe(false),
    },
  ],
});

/** A Separatist game: Darth Maul's Sith Infiltrator with the Scimitar title against an X-wing (through Setup). */
const scimitarGame = () =>
  createGame(
    {
      players: [
        {
          name: 'Separatists',
          squad: {
            faction: 'separatistalliance',
            pilots: [{ id: 'darthmaul', ship: 'sithinfiltrator', upgrades: { title: ['scimitar'] } }],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'scimitar',
    },
    loadContent(),
  );
const maul = (s: GameState) => s.ships.find((x) => x.pilot === 'darthmaul')!;
const scimitarAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Scimitar'));

SPECS.push({
  source: 'upgrade:scimitar:0',
  applies: {
    name: 'at Setup, once forces are placed, the Infiltrator may cloak: it does and gains a cloak token',
    state: scimitarGame,
    play: (s) => playUntil(s, (st) => st.phase !== 'setup', useAbilityOf('Scimitar')),
    check: (s, seen) => {
      expect(scimitarAsked(seen)).toBe(true);
      expect(maul(s).tokens.cloak).toBe(1);
    },
  },
  doesNotApply: [
    {
      name: 'asked at Setup, the player declines: no cloak token',
      state: scimitarGame,
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'setup',
          (d) => (d.kind === 'use-ability' && d.prompt.includes('Scimitar') ? ['decline'] : undefined),
        ),
      check: (s, seen) => {
        expect(scimitarAsked(seen)).toBe(true);
        expect(maul(s).tokens.cloak ?? 0).toBe(0);
      },
    },
    {
      name: 'the Planning Phase ends (not Setup): not asked, no cloak token',
      state: () =>
        position(
          'planning',
          [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
          [{ pilot: 'darthmaul', id: 'maul', pose: { x: 400, y: 600, heading: 180 }, upgrades: ['scimitar'] }],
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'planning'),
      check: (s, seen) => {
        expect(scimitarAsked(seen)).toBe(false);
        expect(ship(s, 'maul').tokens.cloak ?? 0).toBe(0);
      },
    },
  ],
});
