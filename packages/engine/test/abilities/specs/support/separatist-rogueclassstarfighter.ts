/**
 * Card specs for the Rogue-class pilots of abilities/cards/support/separatist-rogueclassstarfighter.ts. Rules: 000
 * "Destroying Ships", "Stress", "Charges and the Force"; 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, leaves, logged, picks, playUntil, position, rolls } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const down = (card: string) => ({ card, faceup: false });
/**
 * Cad Bane (stressed, his charge) facing down at (400, 490); a TIE of his side facing down at (`wx`, `wy`) with two
 * facedown cards (one more damage destroys it: range 1 at (520, 490), beyond range 3 at (850, 290)); an X-wing 190
 * below it attacks it.
 */
const cadTable =
  (wx = 520, wy = 490) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', wx, wy - 190)],
      [
        imperial('c', 'cadbane-separatistalliance', 400, 490, { charges: 1, tokens: { stress: 1 } }),
        imperial('w', 'academypilot', wx, wy, { damage: [down('structuraldamage'), down('structuraldamage')] }),
      ],
    );
const xDestroysWing = playing(leaves('engagement'), () =>
  answers(
    attacks('x', 'w'),
    rolls('x', 'attack', ['hit', 'hit', 'hit']),
    picks('use-ability', 'use', 'c'),
    picks('choose-action', 'focus', 'c'),
  ),
);
const cadFocus = (s: GameState) =>
  logged(s, 'token-gained', 'c').filter((e) => e.data?.token === 'focus').length +
  logged(s, 'action-performed', 'c').filter((e) => e.text.includes('focus')).length;

/**
 * The Activation Phase instead: the same TIE, two facedown cards, flies a 2-straight through an asteroid at
 * (520, 640) and its die is a hit — it is destroyed outside the Engagement Phase.
 */
const rockTable = () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 850, 60, { round: { activated: true } })],
    [
      imperial('c', 'cadbane-separatistalliance', 400, 490, { charges: 1, round: { activated: true } }),
      imperial('w', 'academypilot', 520, 720, {
        dial: '2F',
        damage: [down('structuraldamage'), down('structuraldamage')],
      }),
    ],
    { obstacles: [{ name: 'asteroid-1', pose: { x: 520, y: 640, heading: 0 } }] },
  );
const rockPlay = (s: GameState) =>
  playUntil(s, leaves('activation'), (d) =>
    d.kind === 'enter-dice' && d.ship === 'w' ? ['enter', ['hit']] : d.kind === 'use-ability' ? ['use'] : undefined,
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:cadbane-separatistalliance',
    applies: kase('the TIE at range 1 is destroyed: stressed, he focuses', cadTable(), xDestroysWing, (s) => {
      expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
      expect(cadFocus(s)).toBeGreaterThan(0);
      expect(logged(s, 'cost-paid', 'c')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('the TIE is destroyed beyond range 3', cadTable(850, 290), xDestroysWing, (s) => {
        expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
        expect(cadFocus(s)).toBe(0);
      }),
      kase('the TIE is destroyed by an asteroid in the Activation Phase', rockTable, rockPlay, (s) => {
        expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
        expect(s.ships.find((x) => x.id === 'c')!.charges).toBe(1);
      }),
    ],
  },
];
