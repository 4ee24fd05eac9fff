/**
 * Card specs for the Galactic Republic Eta-2 Actis pilots of abilities/cards/attack/republic-eta2actis.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Arcs, Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Aayla at (400, y) facing the X-wing (or turned away from it); the X-wing attacks her. */
const table =
  (y: number, away = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('a', 'aaylasecura', 400, y, away ? { pose: { x: 400, y, heading: 0 } } : {})],
    );
const play = attackPlay('x', 'a', () =>
  answers(
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('a', 'defense', ['blank', 'blank']),
    modifiesWith('Aayla Secura'),
  ),
);
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Aayla Secura')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:aaylasecura',
    applies: kase(
      'the X-wing in her front arc at range 1 attacks her: a blank becomes a focus',
      table(420),
      play,
      seen(true),
    ),
    doesNotApply: [
      kase('the X-wing at range 2', table(490), play, seen(false)),
      kase('the X-wing at range 1 behind her', table(420, true), play, seen(false)),
    ],
  },
];
