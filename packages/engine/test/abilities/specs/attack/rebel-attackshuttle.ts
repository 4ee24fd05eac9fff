/**
 * Card specs for the Attack Shuttle pilots of abilities/cards/attack/rebel-attackshuttle.ts: Ezra Bridger's printing,
 * Zeb Orrelios. Rules: 001 Engagement 4 (Neutralize Results: evades cancel hits first).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';
import { ezraSpecs } from './rebel-gauntletfighter.js';

export const SPECS: CardSpec[] = ezraSpecs('ezrabridger');

/** Zeb (z) and the TIE t face each other at range 2. */
const zebTable = () =>
  position('engagement', [rebel('z', 'zeborrelios', 400, 300)], [imperial('t', 'academypilot', 400, 490)]);
/** `a` rolls a hit and a crit, `d` one evade and blanks. */
const zebPlay = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'crit']), rolls(d, 'defense', ['evade'])));
const left = (hits: number, crits: number) => (s: GameState) =>
  expect(logged(s, 'attack-neutralized')[0]?.data).toMatchObject({ hits, crits });
SPECS.push({
  source: 'pilot:zeborrelios',
  applies: kase(
    'the TIE hits him with a hit and a crit: his evade cancels the crit',
    zebTable,
    zebPlay('t', 'z'),
    left(1, 0),
  ),
  doesNotApply: kase('he attacks the TIE: its evade cancels his hit', zebTable, zebPlay('z', 't'), left(0, 1)),
});
