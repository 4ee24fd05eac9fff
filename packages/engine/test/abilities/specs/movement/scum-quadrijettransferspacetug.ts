/**
 * Card specs for abilities/cards/movement/scum-quadrijettransferspacetug.ts. Rules: 001 Engagement 3.1 (the defender
 * rolls dice equal to its agility value, plus the range 3 and obstruction bonuses).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { hasLogged, position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * Sarco Plank (`s`, agility 2, at (400, 150) facing up) executes `dial` — a 3 straight ends at range 1 of the TIE at
 * (400, 450), a 1 straight at range 2 — then, in the Engagement Phase, the TIE (done activating) attacks him.
 */
const table = (dial: string) => () =>
  position(
    'activation',
    [rebel('s', 'sarcoplank', 400, 150, { dial })],
    [imperial('t', 'academypilot', 400, 450, { round: { activated: true } })],
  );
const tieAttacks = attackPlay('t', 's');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sarcoplank',
    standing: true,
    applies: kase(
      'a 3 straight executed: he defends with 3 dice, his agility being 2',
      table('3F'),
      tieAttacks,
      (s, seen) => {
        expect(hasLogged('attack-ended', 't')(s)).toBe(true);
        expect(diceCounts(seen, 't', 's').defense).toBe(3);
      },
    ),
    doesNotApply: kase(
      'a 1 straight executed: a speed lower than his agility leaves his 2 dice',
      table('1F'),
      tieAttacks,
      (_s, seen) => expect(diceCounts(seen, 't', 's').defense).toBe(2),
    ),
  },
];
