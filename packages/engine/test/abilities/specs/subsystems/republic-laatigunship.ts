/**
 * LAAT/i gunship pilots of abilities/cards/subsystems/republic-laatigunship.ts: "Sicko" assigns himself Sickening
 * Maneuver after a basic maneuver (000 "Maneuvers"); the condition's sideslip with a strain token, its red Koiogran
 * turn for a straight, red maneuvers while stressed (000 "Stress") and its removal once a maneuver is executed.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

const SICK = 'sickeningmaneuver';
/**
 * The Activation Phase: "Sicko" (s, initiative 2) at (400, 500) facing down the table, his dial `dial`, and an X-wing
 * (x, initiative 3) far away, its dial `xwingDial`.
 */
const sickoTable =
  (dial: string, extra: Partial<PositionShip> = {}, xwingDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 100, 100, { dial: xwingDial })],
      [imperial('s', 'sicko', 400, 500, { dial, ...extra })],
    );
const activation = (s: GameState): Decision[] =>
  playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('"Sicko"'));
const holds = (s: GameState, id: string) => (shipOf(s, id).conditions ?? []).some((c) => c.xws === SICK);
const executed = (s: GameState, id: string) =>
  s.log.find((e) => e.type === 'maneuver-executed' && e.ship === id)?.data as
    { maneuver: string; sideslip?: boolean } | undefined;
const HOLDING: Partial<PositionShip> = { conditions: [SICK] };

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sicko',
    applies: kase(
      'he executes a 1-straight: he assigns himself Sickening Maneuver',
      sickoTable('1F'),
      activation,
      (s) => expect(holds(s, 's')).toBe(true),
    ),
    doesNotApply: [
      kase(
        'the X-wing executes a 1-straight (he has activated): not asked',
        sickoTable('1F', { round: { activated: true } }),
        activation,
        (s) => expect(holds(s, 's')).toBe(false),
      ),
      kase('a stationary maneuver is no basic maneuver: not asked', sickoTable('0O'), activation, (s) =>
        expect(holds(s, 's')).toBe(false),
      ),
    ],
  },
  {
    source: `condition:${SICK}`,
    applies: kase(
      'stressed, he reveals a red 3-turn: allowed; a strain token, the turn executed as a sideslip, the condition gone',
      sickoTable('3T', { ...HOLDING, tokens: { stress: 1 } }),
      activation,
      (s) => {
        expect(executed(s, 's')).toMatchObject({ maneuver: '3T', sideslip: true });
        expect(shipOf(s, 's').tokens).toMatchObject({ strain: 1, stress: 2 });
        expect(holds(s, 's')).toBe(false);
      },
    ),
    doesNotApply: [
      kase(
        'the X-wing reveals a 2-bank (he has activated): it executes it plainly, he keeps the condition',
        sickoTable('1F', { ...HOLDING, round: { activated: true } }, '2B'),
        activation,
        (s) => {
          expect(executed(s, 'x')?.sideslip).toBeUndefined();
          expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
          expect(holds(s, 's')).toBe(true);
        },
      ),
      kase(
        'the X-wing reveals a 2-straight (he has activated): no Koiogran turn, he keeps the condition',
        sickoTable('1F', { ...HOLDING, round: { activated: true } }, '2F'),
        activation,
        (s) => {
          expect(executed(s, 'x')?.maneuver).toBe('2F');
          expect(holds(s, 's')).toBe(true);
        },
      ),
    ],
  },
  {
    source: `condition:${SICK}`,
    applies: kase(
      'he reveals a blue 2-straight: executed as a red 2-Koiogran turn (a stress token), no strain, the condition gone',
      sickoTable('2F', HOLDING),
      activation,
      (s) => {
        expect(executed(s, 's')?.maneuver).toBe('2K');
        expect(shipOf(s, 's').tokens.stress).toBe(1);
        expect(shipOf(s, 's').tokens.strain ?? 0).toBe(0);
        expect(holds(s, 's')).toBe(false);
      },
    ),
    doesNotApply: [],
  },
];
