/**
 * Card specs for abilities/cards/movement/scum-customizedyt1300lightfreighter.ts. Rules: 000 "Maneuver Difficulty"
 * (a blue maneuver removes a stress token), 001 Activation 2.3 Check Difficulty.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** L3-37 (printing `xws`, `l`) with `shields` shields and a stress token reveals the white 2 bank. */
const table = (xws: string, shields: number) => () =>
  position('activation', [rebel('l', xws, 400, 200, { dial: '2B', shields, tokens: { stress: 1 } })], [farTie()]);
const moves = playing(leaves('activation'));

const spec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  standing: true,
  applies: kase('no shield: the 2 bank is blue and takes her stress token away', table(xws, 0), moves, (s) =>
    expect(shipOf(s, 'l').tokens.stress ?? 0).toBe(0),
  ),
  doesNotApply: kase('a shield left: the 2 bank stays white, the stress token too', table(xws, 1), moves, (s) =>
    expect(shipOf(s, 'l').tokens.stress).toBe(1),
  ),
});

export const SPECS: CardSpec[] = [spec('l337'), spec('l337-escapecraft')];
