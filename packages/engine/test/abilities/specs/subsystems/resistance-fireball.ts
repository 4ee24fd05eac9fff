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
