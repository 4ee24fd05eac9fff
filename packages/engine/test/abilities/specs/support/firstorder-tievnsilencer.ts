/**
 * Card specs for the TIE/vn pilots of abilities/cards/support/firstorder-tievnsilencer.ts. Rules: 000 "Destroying
 * Ships", "Stress".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const HIT = { card: 'directhit', faceup: false };

/**
 * "Avenger", stressed, facing down at (600, 800); a TIE/fo wingman facing down at (400, 480) with `wingDamage`
 * facedown cards and no shields; an X-wing facing up at (400, 300) with `xDamage` facedown cards and no shields.
 */
const avengerTable =
  (wingDamage = 2, xDamage = 0) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0, damage: Array(xDamage).fill(HIT) })],
      [
        imperial('a', 'avenger', 600, 800, { tokens: { stress: 1 } }),
        imperial('f', 'epsilonsquadroncadet', 400, 480, { shields: 0, damage: Array(wingDamage).fill(HIT) }),
      ],
    );
const avengerPlay = (attacker: string, defender: string, faces = ['hit', 'hit', 'hit']) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', faces), picks('choose-action', 'focus', 'a')));
const avengerActed = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'a').map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:avenger',
    applies: kase(
      'the X-wing destroys his wingman: stressed, he focuses',
      avengerTable(),
      avengerPlay('x', 'f'),
      (s) => {
        expect(logged(s, 'ship-destroyed', 'f')).toHaveLength(1);
        expect(avengerActed(s)).toEqual(['focus']);
      },
    ),
    doesNotApply: [
      kase('one hit: the wingman survives', avengerTable(0), avengerPlay('x', 'f', ['hit']), (s) =>
        expect(avengerActed(s)).toEqual([]),
      ),
      kase('the wingman destroys the X-wing, an enemy', avengerTable(0, 3), avengerPlay('f', 'x'), (s) =>
        expect(avengerActed(s)).toEqual([]),
      ),
    ],
  },
];
