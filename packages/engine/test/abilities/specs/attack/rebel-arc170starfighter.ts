/**
 * Card specs for the Rebel ARC-170 pilots of abilities/cards/attack/rebel-arc170starfighter.ts, and of Norra Wexley's
 * BTL-A4 Y-wing printing (the same record builder). Rules: 001 Attack (Modify Defense Dice); 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Norra at (400, 300) and an X-wing beside her, facing a TIE at `tieY` (420: range 1 of Norra; 490: range 2). */
const table = (pilot: string, tieY: number) => () =>
  position(
    'engagement',
    [rebel('n', pilot, 400, 300), rebel('x', 'redsquadronveteran', 300, 300)],
    [imperial('t', 'academypilot', 400, tieY)],
  );
const play = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls('t', 'attack', ['hit', 'hit', 'hit']), modifiesWith('Norra Wexley')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Norra Wexley')).toBe(yes);

export const norraSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('the TIE attacks her at range 1: she adds an evade', table(pilot, 420), play('n'), seen(true)),
  doesNotApply: [
    kase('the TIE attacks her at range 2', table(pilot, 490), play('n'), seen(false)),
    kase('the TIE at range 1 of her attacks her wingman', table(pilot, 420), play('x'), seen(false)),
  ],
});

export const SPECS: CardSpec[] = [norraSpec('norrawexley')];
