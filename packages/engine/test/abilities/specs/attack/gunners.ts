/**
 * Card specs for the gunners of abilities/cards/attack/gunners.ts. Rules: 000 "Performing an Attack" (Modify Dice),
 * "Force". The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const fifthTable = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, force: 1 }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, force: 1 }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const fifthPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['focus', 'blank', 'blank']), modifiesWith('Fifth Brother')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:fifthbrother:0',
    applies: kase('a Force turns the focus into a crit', fifthTable(['fifthbrother'], []), fifthPlay, (s) =>
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: kase('a wingman carries it', fifthTable([], ['fifthbrother']), fifthPlay, (_s, seen) =>
      expect(offered(seen, 'Fifth Brother')).toBe(false),
    ),
  },
];
