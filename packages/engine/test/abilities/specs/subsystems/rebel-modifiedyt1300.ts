/**
 * Modified YT-1300 pilots of abilities/cards/subsystems/rebel-modifiedyt1300.ts. Chewbacca: before a faceup damage card
 * is dealt to him, he may spend his charge to be dealt it facedown (damage.ts 'damage:before-card'; 001 "Damage
 * Cards").
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { imperial, rebel } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const chewieAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Chewbacca'));

/** A TIE attacks `defender` (no shields left) with these faces; Chewbacca's wingman is an X-wing. */
function table(defender: string, faces: string[]) {
  const chewie = rebel('chewie', 'chewbacca', 400, 300, { shields: 0 });
  const wing = rebel('wing', 'redsquadronveteran', 200, 300, { shields: 0 });
  const rebels: PositionShip[] = [chewie, wing];
  const tie = imperial('tie', 'academypilot', defender === 'chewie' ? 400 : 200, 450);
  return {
    state: () =>
      position('engagement', rebels, [tie], {
        players: [
          { name: 'Rebels', ships: rebels, damageDeck: ['loosestabilizer', 'weaponsfailure'] },
          { name: 'Empire', ships: [tie] },
        ],
      }),
    play: (s: GameState) =>
      playUntil(
        s,
        (st) => st.log.some((e) => e.type === 'attack-ended' && e.ship === 'tie'),
        answers(attacks('tie', defender), rolls('tie', 'attack', faces), useAbilityOf('Chewbacca')),
      ),
  };
}

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:chewbacca',
    applies: {
      name: 'a crit would deal Chewbacca a faceup card: he spends his charge and is dealt it facedown',
      ...table('chewie', ['crit']),
      check: (s, seen) => {
        expect(chewieAsked(seen)).toBe(true);
        expect(ship(s, 'chewie').damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
        // Paid (the charge comes back in the End Phase the flow then plays through).
        expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'chewie')).toHaveLength(1);
      },
    },
    doesNotApply: [
      {
        name: 'a hit deals him a facedown card: not asked',
        ...table('chewie', ['hit']),
        check: (s, seen) => {
          expect(chewieAsked(seen)).toBe(false);
          expect(ship(s, 'chewie').damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
          expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'chewie')).toEqual([]);
        },
      },
      {
        name: 'the crit deals his wingman a faceup card: Chewbacca is not asked',
        ...table('wing', ['crit']),
        check: (s, seen) => {
          expect(chewieAsked(seen)).toBe(false);
          expect(ship(s, 'wing').damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
          expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'chewie')).toEqual([]);
        },
      },
    ],
  },
];
