/**
 * Card specs for the First Order TIE/wi pilots of abilities/cards/attack/firstorder-tiewiwhispermodifiedinterceptor.ts.
 * Rules: 000 "Bonus Attacks", "Tokens" (red and orange tokens).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, picks, position, rolls } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** "Wrath" (w) faces two X-wings at range 2: x1 dead ahead (his bullseye), x2 off to the side (his front arc only). */
const table = (tokens: PositionShip['tokens']) => () =>
  position(
    'engagement',
    [rebel('x1', 'redsquadronveteran', 400, 300), rebel('x2', 'redsquadronveteran', 520, 300)],
    [imperial('w', 'wrath', 400, 480, { tokens })],
  );
/** Declares the bonus attack when one is offered (on the first target offered). */
const bonus: Answer = (d) => {
  if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
  const o = d.options.find((x) => x.id.startsWith('attack:'));
  return o ? [o.id] : undefined;
};
const play = (a: string, d: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () => answers(picks('declare-attack', `attack:${d}:`, a), bonus, rolls(a, 'attack', ['hit', 'hit'])),
  );
const bonusTargets = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'declare-attack' && d.prompt.includes('bonus'))
    .flatMap((d) => d.options.map((o) => o.id.split(':')[1]).filter((x) => x !== undefined));
const noBonus = (_s: GameState, seen: Decision[]) => expect(bonusTargets(seen)).toEqual([]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wrath',
    applies: kase(
      'stressed, he attacks x1 in his bullseye: a bonus attack on x2 only',
      table({ stress: 1 }),
      play('w', 'x1'),
      (s, seen) => {
        expect(bonusTargets(seen)).toEqual(['x2']);
        expect(logged(s, 'attack-ended', 'w').length).toBe(2);
      },
    ),
    doesNotApply: [
      kase('no red or orange token', table({ focus: 1 }), play('w', 'x1'), noBonus),
      kase('x2 is in his front arc, not his bullseye', table({ stress: 1 }), play('w', 'x2'), noBonus),
      kase('x1 attacks him', table({ stress: 1 }), play('x1', 'w'), noBonus),
    ],
  },
];
