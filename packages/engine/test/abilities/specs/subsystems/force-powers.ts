/**
 * Force powers of abilities/cards/subsystems/force-powers.ts. Compassion: before a faceup Pilot damage card is dealt
 * to another friendly ship at range 0–2, the ship with the power may spend a Force to take a facedown card in its
 * place, and then recovers 2 Force when it holds 2 or more damage cards (damage.ts 'damage:before-card'; 001 "Damage
 * Cards").
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { imperial, rebel } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const asked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Compassion'));
const recovered = (s: GameState) =>
  s.log.some((e) => e.type === 'force-recovered' && JSON.stringify(e).includes('Compassion'));

/**
 * Luke (Compassion, 1 Force, a facedown card already) at (lukeX, 300); an X-wing wingman at (400, 300) and a TIE at
 * (400, 450), neither with shields; both decks top first. `attacker` attacks `defender` with `faces`.
 */
function table(lukeX: number, attacker: string, defender: string, faces: string[], deck: string[]) {
  const luke = rebel('luke', 'lukeskywalker', lukeX, 300, {
    upgrades: ['compassion'],
    force: 1,
    damage: [{ card: 'fuelleak', faceup: false }],
  });
  const rebels = [luke, rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })];
  const empire = [imperial('tie', 'academypilot', 400, 450)];
  return {
    state: () =>
      position('engagement', rebels, empire, {
        players: [
          { name: 'Rebels', ships: rebels, damageDeck: deck },
          { name: 'Empire', ships: empire, damageDeck: deck },
        ],
      }),
    play: (s: GameState) =>
      playUntil(
        s,
        (st) => st.log.some((e) => e.type === 'attack-ended' && e.ship === attacker),
        answers(attacks(attacker, defender), rolls(attacker, 'attack', faces), useAbilityOf('Compassion')),
      ),
  };
}

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:compassion:0',
    applies: {
      name: 'a crit would deal the wingman a faceup Pilot card: Luke spends a Force, takes a facedown card, recovers 2 Force',
      ...table(300, 'tie', 'x', ['crit'], ['blindedpilot', 'weaponsfailure']),
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'x').damage).toEqual([]);
        expect(ship(s, 'luke').damage).toEqual([
          { card: 'fuelleak', faceup: false },
          { card: 'weaponsfailure', faceup: false },
        ]);
        expect(s.players[0].damageDiscard).toContain('blindedpilot');
        expect(recovered(s)).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'Luke deals the enemy TIE a faceup Pilot card: not a friendly ship, not asked',
        ...table(300, 'luke', 'tie', ['crit'], ['blindedpilot', 'weaponsfailure']),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'tie').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
        },
      },
      {
        name: 'the wingman is at range 3 of Luke: not asked',
        ...table(60, 'tie', 'x', ['crit'], ['blindedpilot', 'weaponsfailure']),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
        },
      },
      {
        name: 'a hit deals the wingman the Pilot card facedown: not asked',
        ...table(300, 'tie', 'x', ['hit'], ['blindedpilot', 'weaponsfailure']),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: false }]);
        },
      },
      {
        name: 'the crit draws a Ship card: not asked, the wingman is dealt it faceup',
        ...table(300, 'tie', 'x', ['crit'], ['weaponsfailure', 'blindedpilot']),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'x').damage).toEqual([{ card: 'weaponsfailure', faceup: true }]);
          expect(ship(s, 'luke').damage).toHaveLength(1);
        },
      },
    ],
  },
];
