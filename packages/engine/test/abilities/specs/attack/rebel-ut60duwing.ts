/**
 * Card specs for the Rebel UT-60D U-wing pilots of abilities/cards/attack/rebel-ut60duwing.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Damage cards, Range.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Saw at (sx, 300) beside an X-wing (damaged or not) that attacks a TIE. */
const table =
  (damaged: boolean, sx = 250) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {}),
        rebel('s', 'sawgerrera', sx, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), modifiesWith('Saw Gerrera')),
);
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Saw Gerrera')).toBe(yes);

// Magva Yarro (m) at (300, 300) and a wingman (w) at (`wx`, 300); a TIE (t) ahead of the wingman, with a lock on it,
// attacks it rolling two blanks and spends its lock; Magva holds a lock on the TIE (she attacks it in one case).
const magvaTable = (wx: number) => () =>
  position(
    'engagement',
    [rebel('m', 'magvayarro', 300, 300, { locks: ['t'] }), rebel('w', 'redsquadronveteran', wx, 300)],
    [imperial('t', 'academypilot', wx + 20, 480, { locks: ['w'] })],
  );
const magvaPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']), modifiesWith('Spend lock')),
  );
/** How many attack dice `ship` entered for its reroll (its second attack roll). */
const rerolled = (seen: readonly Decision[], ship: string) =>
  seen.filter((d) => d.kind === 'enter-dice' && d.ship === ship && d.accepts === 'attack-faces')[1]?.count;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:magvayarro',
    standing: true,
    applies: kase(
      'the TIE attacks her wingman at range 1 of her: its lock rerolls one die',
      magvaTable(400),
      magvaPlay('t', 'w'),
      (_s, seen) => expect(rerolled(seen, 't')).toBe(1),
    ),
    doesNotApply: [
      kase(
        'the wingman is beyond range 2 of her: both dice rerolled',
        magvaTable(800),
        magvaPlay('t', 'w'),
        (_s, seen) => expect(rerolled(seen, 't')).toBe(2),
      ),
      kase('she attacks the TIE: her lock rerolls all three dice', magvaTable(400), magvaPlay('m', 't'), (_s, seen) =>
        expect(rerolled(seen, 'm')).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:sawgerrera',
    applies: kase('the damaged X-wing beside him attacks: it rerolls a die', table(true), play, seen(true)),
    doesNotApply: [
      kase('the X-wing is undamaged', table(false), play, seen(false)),
      kase('the damaged X-wing is beyond range 3 of him', table(true, -100), play, seen(false)),
    ],
  },
];
