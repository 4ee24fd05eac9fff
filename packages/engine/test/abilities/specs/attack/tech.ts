/**
 * Card specs for the tech upgrades of abilities/cards/attack/tech.ts. Rules: 000 "Performing an Attack" (Modify
 * Dice). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const opticsTable = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, tokens: { focus: 1 } }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, tokens: { focus: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const opticsPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'hit', 'hit']), modifiesWith('Advanced Optics')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:advancedoptics:0',
    applies: kase(
      'the focus token turns the blank into a hit',
      opticsTable(['advancedoptics'], []),
      opticsPlay,
      (s) => {
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 3 });
        expect(s.ships.find((x) => x.id === 'x')?.tokens.focus).toBeUndefined();
      },
    ),
    doesNotApply: kase('a wingman carries it', opticsTable([], ['advancedoptics']), opticsPlay, (_s, seen) =>
      expect(offered(seen, 'Advanced Optics')).toBe(false),
    ),
  },
];
