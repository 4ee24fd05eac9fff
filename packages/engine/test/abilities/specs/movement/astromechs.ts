/**
 * Card specs for abilities/cards/movement/astromechs.ts. Rules: 000 "Maneuver Difficulty" (a blue maneuver removes a
 * stress token, 001 Activation 2.2 Check Difficulty).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** A stressed X-wing with R4 Astromech about to execute `dial`. */
const r4Table = (dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['r4astromech'], tokens: { stress: 1 } })],
    [farTie()],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:r4astromech:0',
    // A standing rule the maneuver rules read: no 'ability-used' event, its effect is the blue maneuver.
    standing: true,
    applies: kase(
      'a white 2 straight is blue: it removes the stress token',
      r4Table('2F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress ?? 0).toBe(0),
    ),
    doesNotApply: kase(
      'a white 3 straight stays white: the stress token stays',
      r4Table('3F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress).toBe(1),
    ),
  },
];
