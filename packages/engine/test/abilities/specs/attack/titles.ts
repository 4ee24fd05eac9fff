/**
 * Card specs for the titles of abilities/cards/attack/titles.ts. Rules: 000 "Performing an Attack" (Roll and Modify
 * Dice); 001 Arcs (front, full rear). The X-wing (x, seat 0) attacks the TIE (t).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const table =
  (x: Partial<PositionShip>, t: PositionShip, more: PositionShip[] = []) =>
  () =>
    position('engagement', [rebel('x', 'redsquadronveteran', 400, 300, x), ...more], [t]);
const count = (weapon = 'primary') => attackPlay('x', 't', () => () => undefined, weapon);
const ahead = imperial('t', 'academypilot', 400, 450);
/** The TIE flies away from x: x is in its full rear arc. */
const away = (tx = 400) => ({ id: 't', pilot: 'academypilot', pose: { x: tx, y: 450, heading: 0 } });
const slavePlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith('Slave I')), weapon);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:punishingone:0',
    applies: kase(
      'the defender in the front arc: a die more',
      table({ upgrades: ['punishingone'] }, ahead),
      count(),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
    ),
    doesNotApply: [
      kase(
        'a wingman carries it',
        table({}, ahead, [rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['punishingone'] })]),
        count(),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'a special weapon',
        table({ upgrades: ['punishingone', 'ioncannon'] }, ahead),
        count('ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'a rear-arc primary attack',
        () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'ibtisam', upgrades: ['punishingone'], pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 200, heading: 0 } }],
          ),
        count(),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.arc)).toEqual(['rear']);
          expect(diceCounts(seen, 'x', 't').attack).toBe(3);
        },
      ),
    ],
  },
  {
    source: 'upgrade:slavei-swz82:0',
    applies: kase(
      'behind the defender: the hit becomes a crit',
      table({ upgrades: ['slavei-swz82'] }, away()),
      slavePlay(),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'a wingman carries it',
        table({}, away(), [rebel('f', 'redsquadronveteran', 330, 300, { upgrades: ['slavei-swz82'] })]),
        slavePlay(),
        (_s, seen) => expect(offered(seen, 'Slave I')).toBe(false),
      ),
      kase(
        'a turret attack (Dorsal Turret)',
        table({ upgrades: ['slavei-swz82', 'dorsalturret'], turret: 'front' }, away()),
        slavePlay('dorsalturret'),
        (_s, seen) => expect(offered(seen, 'Slave I')).toBe(false),
      ),
      kase('face to face', table({ upgrades: ['slavei-swz82'] }, ahead), slavePlay(), (_s, seen) =>
        expect(offered(seen, 'Slave I')).toBe(false),
      ),
    ],
  },
];
