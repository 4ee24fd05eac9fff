/** Scum JumpMaster 5000 pilots of abilities/cards/subsystems/scum-jumpmaster5000.ts: Tel Trevura (reserves.ts). */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, playUntil, position, rolls, shipOf } from '../../flow-harness.js';

/** `n` facedown damage cards. */
const cards = (n: number) =>
  ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire', 'damagedengine']
    .slice(0, n)
    .map((card) => ({ card, faceup: false }));

/**
 * Tel Trevura (the first player's, at (450, 300)) with no shield and one damage card short of his hull, `charges`
 * left; a friendly Z-95 far off; a TIE straight ahead at range 2 attacks him and rolls three hits.
 */
const table = (charges: number, damage: number) => () => {
  const s = position(
    'engagement',
    [
      { pilot: 'teltrevura', id: 'tel', pose: { x: 450, y: 300, heading: 0 }, charges, shields: 0, damage: [] },
      { pilot: 'binayrepirate', id: 'z95', pose: { x: 100, y: 600, heading: 0 } },
    ],
    [{ pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 500, heading: 180 } }],
  );
  const tel = shipOf(s, 'tel');
  tel.damage = cards(Math.min(damage, tel.hull - 1));
  return s;
};
const attack: Answer = (d) => {
  if (d.kind === 'declare-attack' && d.ship === 'tie') {
    const o = d.options.find((x) => x.id.includes(':tel:'));
    return [o ? o.id : 'pass'];
  }
  if (d.kind === 'declare-attack') return ['pass'];
  return undefined;
};
const useIt: Answer = (d) => (d.kind === 'use-instead' ? ['use'] : undefined);
const answer = answers(useIt, attack, rolls('tie', 'attack', ['hit', 'hit', 'hit']));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:teltrevura',
    applies: {
      name: 'the TIE’s hits would destroy him: his damage cards go, he suffers 5 and goes into reserve, then back at his edge',
      state: table(1, 9),
      play: (s: GameState) => playUntil(s, (st) => st.round === 2 && st.pending?.kind === 'set-dial', answer),
      check: (s) => {
        const t = shipOf(s, 'tel');
        expect(t.gone).toBeNull();
        expect(t.charges).toBe(0);
        expect(t.damage.length).toBe(5);
        expect(logged(s, 'ship-destroyed', 'tel')).toEqual([]);
        expect(logged(s, 'ship-reserved', 'tel').map((e) => e.data?.edges)).toEqual([['first']]);
        expect(t.pose).not.toBeNull();
        expect(t.pose!.y).toBeLessThan(100);
      },
    },
    doesNotApply: [
      {
        name: 'no charge left: he is destroyed',
        state: table(0, 9),
        play: (s: GameState) => playUntil(s, (st) => st.phase !== 'engagement', answer),
        check: (s) => expect(shipOf(s, 'tel').gone).toMatchObject({ how: 'destroyed' }),
      },
      {
        name: 'the hits do not destroy him: not asked',
        state: table(1, 0),
        play: (s: GameState) => playUntil(s, (st) => st.phase !== 'engagement', answer),
        check: (s) => {
          expect(shipOf(s, 'tel').gone).toBeNull();
          expect(shipOf(s, 'tel').charges).toBe(1);
          expect(shipOf(s, 'tel').damage.length).toBeGreaterThan(0);
        },
      },
    ],
  },
];
