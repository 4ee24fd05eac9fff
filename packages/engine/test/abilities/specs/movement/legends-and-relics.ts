/**
 * Card specs for abilities/cards/movement/legends-and-relics.ts. Rules: 000 "Initiative" (the activation and
 * engagement order), "Charges", 001 Engagement (the order of the ships' engagements).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

// DIS-L9B2 (d, initiative 6, `charges`) faces a Black Squadron Ace (t, initiative 3) at range 2, straight ahead (in
// his bullseye) or off to the side (in his front arc only).
const disTable = (phase: 'engagement' | 'activation', charges: number, tx: number) => () =>
  position(
    phase,
    [rebel('d', 'disl9b2-legendsandrelics', 400, 300, { charges, ...(phase === 'activation' ? { dial: '1F' } : {}) })],
    [imperial('t', 'blacksquadronace', tx, 490, phase === 'activation' ? { dial: '1F' } : {})],
  );
const play = (phase: 'engagement' | 'activation') => playing(leaves(phase));
/** The ships in the order they were asked to declare an attack. */
const engageOrder = (seen: readonly Decision[]) => [
  ...new Set(seen.filter((d) => d.kind === 'declare-attack').map((d) => d.ship)),
];
const moveOrder = (s: Parameters<typeof logged>[0]) => logged(s, 'maneuver-executed').map((e) => e.ship);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:disl9b2-legendsandrelics',
    // His charge spent, he engages at 6, before the Ace (the End Phase recovers it before the play stops).
    applies: kase(
      'the Ace in his bullseye: he spends his charge',
      disTable('engagement', 1, 400),
      play('engagement'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:disl9b2-legendsandrelics')).toEqual([0]);
        expect(engageOrder(seen)).toEqual(['d', 't']);
      },
    ),
    doesNotApply: kase('the Ace off his bullseye', disTable('engagement', 1, 470), play('engagement'), (_s, seen) =>
      expect(engageOrder(seen)).toEqual(['t', 'd']),
    ),
  },
  {
    source: 'pilot:disl9b2-legendsandrelics',
    standing: true,
    applies: kase(
      'his charge active in the Engagement Phase: he engages at initiative 1, after the Ace',
      disTable('engagement', 1, 470),
      play('engagement'),
      (_s, seen) => expect(engageOrder(seen)).toEqual(['t', 'd']),
    ),
    doesNotApply: [
      kase('no charge: he engages at 6', disTable('engagement', 0, 470), play('engagement'), (_s, seen) =>
        expect(engageOrder(seen)).toEqual(['d', 't']),
      ),
      kase('the Activation Phase: he moves at 6', disTable('activation', 1, 470), play('activation'), (s) =>
        expect(moveOrder(s)).toEqual(['t', 'd']),
      ),
    ],
  },
];
