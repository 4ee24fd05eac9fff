/**
 * Card specs for the Force powers of abilities/cards/attack/force-powers.ts. Rules: 000 "Performing an Attack"
 * (Modify Defense Dice), "Force"; 001 Arcs (bullseye). The X-wing (x, seat 0) attacks the TIE (t), which defends.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const BE = 'Brilliant Evasion';
const table =
  (t: Partial<PositionShip>, tx = 470, more: PositionShip[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', tx, 450, t), ...more],
    );
const play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['hit', 'hit']), rolls('t', 'defense', ['focus', 'focus']), modifiesWith(BE)),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:brilliantevasion:0',
    applies: kase(
      'off the bullseye: two focus results become evades',
      table({ upgrades: ['brilliantevasion'], force: 1 }),
      play,
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 0 }),
    ),
    doesNotApply: [
      kase('in the attacker’s bullseye', table({ upgrades: ['brilliantevasion'], force: 1 }, 400), play, (_s, seen) =>
        expect(offered(seen, BE)).toBe(false),
      ),
      kase(
        'a wingman of the defender carries it',
        table({}, 470, [imperial('w', 'academypilot', 700, 450, { upgrades: ['brilliantevasion'], force: 1 })]),
        play,
        (_s, seen) => expect(offered(seen, BE)).toBe(false),
      ),
    ],
  },
];
