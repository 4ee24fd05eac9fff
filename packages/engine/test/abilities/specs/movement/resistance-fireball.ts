/**
 * Card specs for abilities/cards/movement/resistance-fireball.ts. Rules: 000 "Stress" (a stressed ship cannot execute
 * red maneuvers: the revealed one becomes the white 2-straight), "Damage Cards" (faceup: critically damaged).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Jarek Yeager (`j`) with `stress` stress tokens and a damage card `card` (none, facedown, faceup) reveals `dial`. */
const table = (dial: string, stress: number, card: 'none' | 'facedown' | 'faceup') => () =>
  position(
    'activation',
    [
      rebel('j', 'jarekyeager', 400, 200, {
        dial,
        tokens: { stress },
        ...(card === 'none' ? {} : { damage: [{ card: 'directhit', faceup: card === 'faceup' }] }),
      }),
    ],
    [farTie()],
  );
const moves = playing(leaves('activation'));
const executed = (s: Parameters<typeof logged>[0]) => logged(s, 'maneuver-executed', 'j').map((e) => e.data?.maneuver);
const replaced = (s: Parameters<typeof logged>[0]) => {
  expect(logged(s, 'stressed-red-maneuver', 'j')).toHaveLength(1);
  expect(executed(s)).toEqual(['2F']);
};

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:jarekyeager',
    standing: true,
    applies: kase(
      'damaged, 2 stress tokens: the red 4 straight is executed',
      table('4F', 2, 'facedown'),
      moves,
      (s) => {
        expect(logged(s, 'stressed-red-maneuver', 'j')).toHaveLength(0);
        expect(executed(s)).toEqual(['4F']);
      },
    ),
    doesNotApply: [
      kase('critically damaged, but 3 stress tokens: the 4 straight is not', table('4F', 3, 'faceup'), moves, replaced),
      kase('undamaged, 1 stress token: the 4 straight is not', table('4F', 1, 'none'), moves, replaced),
      kase('damaged but not critically: the red Tallon roll is not', table('3E', 1, 'facedown'), moves, replaced),
    ],
  },
];
