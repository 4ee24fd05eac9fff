/**
 * The Fireball's Explosion with Wings (abilities/cards/subsystems/resistance-fireball.ts), its SLAM part: a Fireball
 * with a facedown damage card SLAMs (000 "SLAM"; the SLAM leaves it disarmed) and may expose the card (001 "Damage
 * Cards") to remove that disarm token. Its Setup part (a facedown card dealt at the end of Setup) is played by
 * test/abilities/setup-words.test.ts through createGame; every table here starts in the Activation Phase, after Setup.
 */
import { expect } from 'vitest';
import type { DamageCardState, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farXwing, kase, playing, rebel } from '../../spec-helpers.js';

const PANICKED: DamageCardState = { card: 'panickedpilot', faceup: false };
const NAME = 'Explosion with Wings';

/** The Fireball `f` (at (400, 150) facing up, a facedown card) reveals a 2 straight; `others` beside it. */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('f', 'colossusstationmechanic', 400, 150, { dial: '2F', damage: [PANICKED], ...extra }), ...others],
      [{ ...farXwing(), pose: { x: 100, y: 850, heading: 180 } }],
    );
/** `ship` performs `first` in its Perform Action step; the Fireball uses Explosion with Wings when asked. */
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf(NAME), picks('choose-action', first, ship)));
const exposed = (s: GameState) => logged(s, 'damage-card-exposed', 'f');
const disarmRemoved = (s: GameState) => logged(s, 'token-removed', 'f').filter((e) => /disarm/.test(e.text));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:explosionwithwings',
    applies: kase(
      'the Fireball SLAMs: it exposes its facedown card and loses the disarm token the SLAM gave it',
      table(),
      play('f', 'slam:2F'),
      (s, seen) => {
        expect(offered(seen, NAME)).toBe(true);
        expect(exposed(s)).toHaveLength(1);
        expect(disarmRemoved(s)).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('a focus action is no SLAM', table(), play('f', 'focus'), (s, seen) => {
        expect(offered(seen, NAME)).toBe(false);
        expect(exposed(s)).toEqual([]);
      }),
      kase(
        'its only damage card is faceup: nothing to expose, not asked',
        table({ damage: [{ card: 'panickedpilot', faceup: true }] }),
        play('f', 'slam:2F'),
        (s, seen) => {
          expect(offered(seen, NAME)).toBe(false);
          expect(disarmRemoved(s)).toEqual([]);
        },
      ),
      kase(
        'a K-wing beside it SLAMs, the Fireball (already activated) does not: not asked',
        table({ round: { activated: true } }, [rebel('k', 'wardensquadronpilot', 650, 150, { dial: '2F' })]),
        play('k', 'slam:2F'),
        (s, seen) => {
          expect(logged(s, 'action-performed', 'k').map((e) => e.data?.action)).toEqual(['slam']);
          expect(offered(seen, NAME)).toBe(false);
          expect(exposed(s)).toEqual([]);
        },
      ),
    ],
  },
];

/** R1-J5's Fireball `f`: two facedown cards (Panicked Pilot, then Structural Damage); SLAMs, Explosion with Wings used. */
const STRUCTURAL: DamageCardState = { card: 'structuraldamage', faceup: false };
const r1Table =
  (pilot = 'r1j5', others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('f', pilot, 400, 150, { dial: '2F', damage: [PANICKED, STRUCTURAL] }), ...others],
      [{ ...farXwing(), pose: { x: 100, y: 850, heading: 180 } }],
    );
/** R1-J5's question (its summary: the ship's own name, R1-J5, is in every prompt of hers). */
const PICK = 'pick the one exposed';
/** R1-J5 picks the card at index 1 (Structural Damage). */
const pickSecond: Parameters<typeof answers>[0] = (d) =>
  d.kind === 'use-ability' && d.prompt.includes(PICK)
    ? [d.options.find((o) => o.id.endsWith(':1') || o.id === '1')!.id]
    : undefined;
const r1Play = playing(leaves('activation'), () =>
  answers(pickSecond, useAbilityOf(NAME), picks('choose-action', 'slam:2F', 'f')),
);

SPECS.push({
  source: 'pilot:r1j5',
  applies: kase(
    'Explosion with Wings exposes a card: R1-J5 picks Structural Damage, the other stays facedown',
    r1Table(),
    r1Play,
    (s, seen) => {
      expect(offered(seen, PICK)).toBe(true);
      expect(exposed(s).map((e) => e.data?.card)).toEqual(['structuraldamage']);
      expect(s.ships.find((x) => x.id === 'f')!.damage).toEqual([PANICKED, { ...STRUCTURAL, faceup: true }]);
    },
  ),
  doesNotApply: kase(
    'another Fireball (no R1-J5) exposes at random; the R1-J5 beside it, already activated, is not asked',
    r1Table('colossusstationmechanic', [
      rebel('r', 'r1j5', 650, 150, { dial: '2F', damage: [STRUCTURAL], round: { activated: true } }),
    ]),
    r1Play,
    (s, seen) => {
      expect(offered(seen, PICK)).toBe(false);
      expect(exposed(s)).toHaveLength(1);
      expect(s.ships.find((x) => x.id === 'r')!.damage).toEqual([STRUCTURAL]);
    },
  ),
});
