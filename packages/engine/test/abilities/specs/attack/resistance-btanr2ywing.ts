/**
 * Card specs for the Resistance BTA-NR2 Y-wing pilots of abilities/cards/attack/resistance-btanr2ywing.ts (all
 * printings). Rules: 001 Attack (Modify Attack Dice); 000 "Attack Arcs" (left and right arcs).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const teza = (pilot: string): CardSpec => {
  // The X-wing (x) attacks the TIE (t) at range 2; Teza (z) is behind x or far away; flankers stand in the TIE's
  // side arcs (it faces down the table: its left is towards larger x).
  const table =
    (o: { tezaAt?: [number, number]; left?: boolean; right?: boolean } = {}) =>
    () => {
      const [zx, zy] = o.tezaAt ?? [400, 190];
      const ships: PositionShip[] = [
        rebel('x', 'redsquadronveteran', 400, 300),
        rebel('z', pilot, zx, zy),
        ...(o.left === false ? [] : [rebel('l', 'redsquadronveteran', 530, 450)]),
        ...(o.right === false ? [] : [rebel('r', 'redsquadronveteran', 270, 450)]),
      ];
      return position('engagement', ships, [imperial('t', 'academypilot', 400, 450)]);
    };
  const play = attackPlay('x', 't', () =>
    answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), modifiesWith('Teza Nasz')),
  );
  const not = (why: string, t: ReturnType<typeof table>) =>
    kase(why, t, play, (_s, seen) => expect(offered(seen, 'Teza Nasz')).toBe(false));
  return {
    source: `pilot:${pilot}`,
    applies: kase('the TIE is flanked on both sides: the attacker rerolls a die', table(), play, (s) =>
      expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]),
    ),
    doesNotApply: [
      not('Teza is at range 3 of the attacker', table({ tezaAt: [100, 80] })),
      not('no ship in the TIE’s left arc', table({ left: false })),
      not('no ship in the TIE’s right arc', table({ right: false })),
    ],
  };
};

export const SPECS: CardSpec[] = [teza('tezanasz'), teza('tezanasz-wartime')];
