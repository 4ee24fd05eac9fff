/**
 * Card specs for the tech upgrades of abilities/cards/attack/tech.ts. Rules: 000 "Performing an Attack" (Modify
 * Dice). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const PHT = 'precisionholotargeter-evacuationofdqar';
/** x attacks the TIE at range 2, the TIE facing `heading` (0: away from x). */
const phtTable =
  (heading: number, x: string[], t: string[] = [], locks: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, locks })],
      [imperial('t', 'academypilot', 400, 450, { upgrades: t, pose: { x: 400, y: 450, heading } })],
    );

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

const tsTable =
  (t: Partial<PositionShip>, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450, t), imperial('w', 'academypilot', 700, 450, w)],
    );
const TS = 'threatsensors-evacuationofdqar';
const tsPlay = attackPlay('x', 't', () =>
  answers(rolls('t', 'defense', ['focus'], ['evade']), modifiesWith('Threat Sensors')),
);

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${TS}:0`,
    applies: kase('not stressed: the focus rerolled', tsTable({ upgrades: [TS] }), tsPlay, (s) =>
      expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('stressed', tsTable({ upgrades: [TS], tokens: { stress: 1 } }), tsPlay, (_s, seen) =>
        expect(offered(seen, 'Threat Sensors')).toBe(false),
      ),
      kase('a wingman of the defender carries it', tsTable({}, { upgrades: [TS] }), tsPlay, (_s, seen) =>
        expect(offered(seen, 'Threat Sensors')).toBe(false),
      ),
    ],
  },
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
  {
    source: `upgrade:${PHT}:0`,
    applies: kase(
      'behind the TIE, outside its arc: it rolls 2 of its 3 dice',
      phtTable(0, [PHT]),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('the TIE faces the attacker: 3 dice', phtTable(180, [PHT]), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase(
        'a torpedo attack from behind: 3 dice',
        phtTable(0, [PHT, 'protontorpedoes'], [], ['t']),
        attackPlay('x', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase('the defender carries it: 3 dice', phtTable(180, [], [PHT]), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];
