/**
 * Card specs for the TIE/fo fighter pilots of abilities/cards/support/firstorder-tiefofighter.ts. Rules: 000 "Lock",
 * Stress (a red maneuver), "Additional Token Rules" (red and orange tokens), Range.
 */
import { expect } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  attacks,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * An X-wing revealing `dial` (a red 4 K-turn ends it near (400, 350) facing down), Rivas (initiative 1, activating
 * first) at y = `rivasY` facing it.
 */
const rivasTable =
  (dial: string, rivasY: number, rivas: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial })],
      [imperial('r', 'lieutenantrivas', 400, rivasY, { dial: '1F', ...rivas })],
    );
const rivasPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Lieutenant Rivas'), picks('choose-action', 'focus', 'x')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantrivas',
    applies: kase(
      'the X-wing stressed by its K-turn at range 1–2: locked',
      rivasTable('4K', 560),
      rivasPlay,
      (s, seen) => {
        expect(offered(seen, 'Lieutenant Rivas')).toBe(true);
        expect(shipOf(s, 'r').locks).toEqual([{ target: 'x' }]);
      },
    ),
    doesNotApply: [
      kase('the X-wing stressed beyond range 2: not offered', rivasTable('4K', 850), rivasPlay, (s, seen) => {
        expect(offered(seen, 'Lieutenant Rivas')).toBe(false);
        expect(shipOf(s, 'r').locks).toEqual([]);
      }),
      kase(
        'the X-wing at range 1–2 gains a focus token (green): not offered',
        rivasTable('1F', 400),
        rivasPlay,
        (s, seen) => {
          expect(shipOf(s, 'x').tokens.focus).toBe(1);
          expect(offered(seen, 'Lieutenant Rivas')).toBe(false);
        },
      ),
      kase(
        'he holds a lock on the X-wing already: not offered',
        rivasTable('4K', 560, { locks: ['x'] }),
        rivasPlay,
        (_s, seen) => expect(offered(seen, 'Lieutenant Rivas')).toBe(false),
      ),
    ],
  },
];

/**
 * "Muse" (000 "Stress"; 001 Engagement Phase, its start): she faces up at (400, 300); a TIE/fo wingman at (`wx`, 300)
 * with `tokens` (at 480: range 1; at 620: range 2); an X-wing far away.
 */
const museTable =
  (wx = 480, tokens: Record<string, number> = { stress: 2 }) =>
  () =>
    position(
      'engagement',
      [rebel('m', 'muse', 400, 300), rebel('w', 'epsilonsquadroncadet', wx, 300, { tokens })],
      [imperial('x', 'academypilot', 100, 850)],
    );
const musePlay = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'm'));

SPECS.push({
  source: 'pilot:muse',
  applies: kase('the wingman at range 1 holds 2 stress: it removes one', museTable(), musePlay, (s, seen) => {
    expect(offered(seen, 'Muse')).toBe(true);
    expect(shipOf(s, 'w').tokens.stress).toBe(1);
  }),
  doesNotApply: [
    kase('the stressed wingman at range 2: not offered', museTable(620), musePlay, (s, seen) => {
      expect(offered(seen, 'Muse')).toBe(false);
      expect(shipOf(s, 'w').tokens.stress).toBe(2);
    }),
    kase('nobody is stressed: not offered', museTable(480, {}), musePlay, (_s, seen) =>
      expect(offered(seen, 'Muse')).toBe(false),
    ),
  ],
});

/**
 * Omega 2 (000 "Objects", "Lock"): a friendly `locker` at (100, 100) chooses its action (initiative 1, first);
 * Omega 2 at (700, 700), far from it, and the rock at `rock`: beside Omega 2, or at (800, 100), beyond her range 3.
 */
const omegaTable =
  (locker = 'epsilonsquadroncadet', rock = { x: 700, y: 560 }) =>
  () =>
    position(
      'activation',
      [rebel('e', locker, 100, 100, { dial: '1F' }), rebel('o', 'omega2-evacuationofdqar', 700, 700, { dial: '1F' })],
      [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
      { obstacles: [{ id: 'rock', name: 'asteroid-3', pose: { ...rock, heading: 0 } }] },
    );
const omegaPlay = playing((g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'e');
const omegaIds = (s: ReturnType<ReturnType<typeof omegaTable>>) => s.pending?.options.map((o) => o.id) ?? [];

SPECS.push({
  source: 'pilot:omega2-evacuationofdqar',
  standing: true,
  applies: kase('a TIE/fo far from Omega 2 may lock the rock at range 0–3 of her', omegaTable(), omegaPlay, (s) =>
    expect(omegaIds(s)).toContain('lock:rock'),
  ),
  doesNotApply: [
    kase('the locker is an X-wing, not a TIE: not offered', omegaTable('redsquadronveteran'), omegaPlay, (s) =>
      expect(omegaIds(s)).not.toContain('lock:rock'),
    ),
    kase(
      'the rock beyond range 3 of Omega 2: not offered',
      omegaTable('epsilonsquadroncadet', { x: 800, y: 100 }),
      omegaPlay,
      (s) => expect(omegaIds(s)).not.toContain('lock:rock'),
    ),
  ],
});

/**
 * Lieutenant Galek `g` (stressed) at (gx, 620) and a TIE/se `h` 150 mm to his right; an X-wing at (400, 300) attacks a
 * TIE/fo `f` at (400, 480), one hit from destroyed with `wingDamage` 2 (at range 2 of Galek at gx 550).
 */
const HIT_CARD = { card: 'directhit', faceup: false };
const galekTable =
  (wingDamage = 2, gx = 550) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('f', 'epsilonsquadroncadet', 400, 480, { shields: 0, damage: Array(wingDamage).fill(HIT_CARD) }),
        imperial('g', 'lieutenantgalek', gx, 620, { tokens: { stress: 1 } }),
        imperial('h', 'firstordercadet', gx + 150, 620),
      ],
    );
const galekPlay = (faces: string[]) =>
  playing(leaves('engagement'), () =>
    answers(
      attacks('x', 'f'),
      rolls('x', 'attack', faces),
      picks('choose-action', 'coordinate:h', 'g'),
      picks('choose-action', 'focus', 'h'),
    ),
  );
const hActed = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'h').map((e) => e.data?.action);
const hActions = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'choose-action' && d.ship === 'h').flatMap((d) => d.options.map((o) => o.id));

SPECS.push({
  source: 'pilot:lieutenantgalek',
  applies: kase(
    'his wingman destroyed at range 2: stressed, he coordinates the TIE/se, offered only actions on his own bar',
    galekTable(),
    galekPlay(['hit', 'hit', 'hit']),
    (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'f')).toHaveLength(1);
      expect(hActed(s)).toEqual(['focus']);
      expect(hActions(seen)).toContain('focus');
      expect(hActions(seen).some((id) => id.startsWith('boost') || id.startsWith('reload'))).toBe(false);
    },
  ),
  doesNotApply: [
    kase('one hit: the wingman survives, nothing asked', galekTable(0), galekPlay(['hit']), (s) =>
      expect(hActed(s)).toEqual([]),
    ),
    kase(
      'the wingman destroyed beyond range 2 of him: nothing asked',
      galekTable(2, 750),
      galekPlay(['hit', 'hit', 'hit']),
      (s) => {
        expect(logged(s, 'ship-destroyed', 'f')).toHaveLength(1);
        expect(hActed(s)).toEqual([]);
      },
    ),
  ],
});
