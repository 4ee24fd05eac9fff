/**
 * Card specs for abilities/cards/movement/rebel-hwk290lightfreighter.ts. Rules: 001 Engagement Phase (ships engage from
 * the highest initiative), 000 "Turret Arcs" (the firing arc of a single turret).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { logged, offered, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * The HWK (`h`, pilot `xws`) at (400, 300) facing up, its turret forward; "Mauler" Mithel (initiative 5, `m`) at
 * (400, `my`) — ahead of it, in its arc, facing it at range 2; or behind it, facing away; an Academy Pilot (initiative
 * 1, `a`) ahead at (480, 520) when `academy`.
 */
const table =
  (xws: string, my: number, academy = false) =>
  () =>
    position(
      'engagement',
      [rebel('h', xws, 400, 300, { turret: 'front' })],
      [imperial('m', 'maulermithel', 400, my), ...(academy ? [imperial('a', 'academypilot', 520, 520)] : [])],
    );
/** The first ship asked to declare an attack (the play stops there, or as the phase ends). */
const firstToDeclare = (s: GameState) => (s.pending?.kind === 'declare-attack' ? s.pending.ship : undefined);

export const spec = (xws: string, name: string, chosen: string, first: string): CardSpec => ({
  source: `pilot:${xws}`,
  applies: kase(
    `${chosen === 'm' ? '"Mauler" Mithel' : 'the Academy Pilot'} in its arc is chosen: ${first} declares the first attack`,
    table(xws, chosen === 'm' ? 520 : 100, chosen === 'a'),
    playing(
      (s) => s.phase !== 'engagement' || s.pending?.kind === 'declare-attack',
      () => useAbilityOf(name),
    ),
    (s) => {
      expect(logged(s, 'lasting-started', chosen).map((e) => e.data?.window)).toEqual(['ship:initiative']);
      expect(firstToDeclare(s)).toBe(first);
    },
  ),
  doesNotApply: kase(
    '"Mauler" Mithel behind it, out of its arc: not asked',
    table(xws, 100),
    playing(
      (s) => s.phase !== 'engagement',
      () => useAbilityOf(name),
    ),
    (s, seen) => {
      expect(offered(seen, name)).toBe(false);
      expect(logged(s, 'lasting-started')).toHaveLength(0);
    },
  ),
});

export const SPECS: CardSpec[] = [
  // The Academy Pilot at initiative 7: it declares before Roark Garnet (initiative 4).
  spec('roarkgarnet', 'Roark Garnet', 'a', 'a'),
];
