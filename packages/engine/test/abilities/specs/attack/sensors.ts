/**
 * Card specs for the sensors of abilities/cards/attack/sensors.ts. Rules: 000 "Performing an Attack" (Modify Attack
 * Dice), "Lock". The X-wing (x, seat 0) attacks the TIE (t) at range 2; a wingman f flies far to its left.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';
import { defPlay, defTable } from './crew.js';

const FCS = 'Fire-Control System';
const table =
  (x: Partial<PositionShip>, f: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), rebel('f', 'redsquadronveteran', 50, 300, f)],
      [imperial('t', 'academypilot', 400, 450)],
    );
/** The attacker's modify decisions, in order: whether each offered its lock. */
const lockOffered = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'modify-attack-dice' && d.player === 0)
    .map((d) => d.options.some((o) => o.id === 'mod:lock'));
const play = (card: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank', 'focus', 'blank'], ['blank']), modifiesWith(card)));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:firecontrolsystem:0',
    applies: kase(
      'a die rerolled with the lock: the lock is not offered after, and is kept',
      table({ upgrades: ['firecontrolsystem'], locks: ['t'] }, { upgrades: ['firecontrolsystem'], locks: ['t'] }),
      play(FCS),
      (s: GameState, seen) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        expect(lockOffered(seen)).toEqual([true]);
        expect(shipOf(s, 'x').locks).toHaveLength(1);
        // Only the attacker's own card acted.
        expect(logged(s, 'ability-used', 'f')).toHaveLength(0);
      },
    ),
    doesNotApply: [
      kase('no lock on the defender', table({ upgrades: ['firecontrolsystem'] }), play(FCS), (_s, seen) =>
        expect(offered(seen, FCS)).toBe(false),
      ),
      kase(
        'a wingman with a lock carries it',
        table({ locks: ['t'] }, { upgrades: ['firecontrolsystem'], locks: ['t'] }),
        play(FCS),
        (_s, seen) => expect(offered(seen, FCS)).toBe(false),
      ),
      kase(
        'a focus token spent instead: the lock is still offered',
        table({ upgrades: ['firecontrolsystem'], locks: ['t'], tokens: { focus: 1 } }),
        play('focus'),
        (_s, seen) => {
          expect(lockOffered(seen)).toEqual([true, true]);
        },
      ),
    ],
  },
];

// ---- Blank Signature (Battle over Endor) ----

const BS = 'Blank Signature';
const bsPlay = defPlay(['hit'], ['focus'], modifiesWith(BS));

SPECS.push({
  source: 'upgrade:blanksignature-battleoverendor:0',
  applies: kase(
    'no lock on it: a charge turns its focus into an evade',
    defTable({ upgrades: ['blanksignature-battleoverendor'] }),
    bsPlay,
    (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0 }),
  ),
  doesNotApply: [
    kase(
      'the attacker locks it',
      defTable({ upgrades: ['blanksignature-battleoverendor'] }, 450, undefined, { locks: ['x'] }),
      bsPlay,
      (_s, seen) => expect(offered(seen, BS)).toBe(false),
    ),
    kase(
      'the defender’s wingman carries it',
      defTable({}, 450, rebel('a', 'redsquadronveteran', 150, 300, { upgrades: ['blanksignature-battleoverendor'] })),
      bsPlay,
      (_s, seen) => expect(offered(seen, BS)).toBe(false),
    ),
  ],
});
