/**
 * Card specs for abilities/cards/movement/resistance-resistancetransport.ts. Rules: 000 "Stress" (a stressed ship
 * cannot execute red maneuvers: the revealed one becomes the white 2-straight), 001 Activation 2.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Pammich (`p`, printing `xws`) with `stress` tokens, about to reveal the red 1 left turn. */
const table = (xws: string, stress: number) => () =>
  position('activation', [rebel('p', xws, 400, 200, { dial: '1T', tokens: { stress } })], [farTie()]);
const moves = playing(leaves('activation'));
const executed = (s: Parameters<typeof logged>[0]) => logged(s, 'maneuver-executed', 'p').map((e) => e.data?.maneuver);

const spec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  standing: true,
  applies: kase('with 2 stress tokens, the red 1 left turn is executed', table(xws, 2), moves, (s) => {
    expect(logged(s, 'stressed-red-maneuver', 'p')).toHaveLength(0);
    expect(executed(s)).toEqual(['1T']);
    expect(shipOf(s, 'p').tokens.stress).toBe(3);
  }),
  doesNotApply: kase('with 3 stress tokens, the red turn becomes the white 2 straight', table(xws, 3), moves, (s) => {
    expect(logged(s, 'stressed-red-maneuver', 'p')).toHaveLength(1);
    expect(executed(s)).toEqual(['2F']);
  }),
});

export const SPECS: CardSpec[] = [spec('pammichnerrogoode'), spec('pammichnerrogoode-evacuationofdqar')];
