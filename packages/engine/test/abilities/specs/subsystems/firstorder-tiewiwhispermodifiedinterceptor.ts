/**
 * TIE/wi pilots of abilities/cards/subsystems/firstorder-tiewiwhispermodifiedinterceptor.ts. Kylo Ren: before a
 * facedown damage card is dealt to an enemy in his bullseye arc, he may spend a Force to have it dealt faceup (damage.ts
 * 'damage:before-card'; 001 "Damage Cards").
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { imperial, rebel } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const WI = 'kyloren-tiewiwhispermodifiedinterceptor';
const VN = 'kyloren-evacuationofdqar';
const kyloAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Kylo Ren'));

/** Kylo Ren at (kx, 500) facing down the table; the X-wing (no shields) at (400, 300); the Rebel deck top first. */
function table(kx: number, extra: PositionShip[] = [], kyloEngaged = false, pilot = WI) {
  const x = rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 });
  const kylo = imperial('kylo', pilot, kx, 500, {
    ...(kyloEngaged ? { round: { engaged: true } } : {}),
  });
  const empire = [kylo, ...extra];
  return () =>
    position('engagement', [x], empire, {
      players: [
        { name: 'Rebels', ships: [x], damageDeck: ['loosestabilizer', 'weaponsfailure'] },
        { name: 'Empire', ships: empire, damageDeck: ['loosestabilizer', 'weaponsfailure'] },
      ],
    });
}
/** `attacker` attacks `defender` with these faces, using Kylo Ren when asked; played until that attack ends. */
const attack = (attacker: string, defender: string, faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.log.some((e) => e.type === 'attack-ended' && e.ship === attacker),
    answers(attacks(attacker, defender), rolls(attacker, 'attack', faces), useAbilityOf('Kylo Ren')),
  );

/** The cases for one printing of Kylo Ren (the TIE/wi, or the TIE/vn of the Evacuation of D'Qar: the same ability). */
function kyloSpec(pilot: string): CardSpec {
  return {
    source: `pilot:${pilot}`,
    applies: {
      name: 'Kylo hits the X-wing in his bullseye: he spends a Force and the facedown card is dealt faceup',
      state: table(400, [], false, pilot),
      play: attack('kylo', 'x', ['hit']),
      check: (s, seen) => {
        expect(kyloAsked(seen)).toBe(true);
        expect(ship(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
        expect(ship(s, 'kylo').force).toBe(2);
      },
    },
    doesNotApply: [
      {
        name: 'the X-wing is in his front arc but outside his bullseye: not asked, the card stays facedown',
        state: table(250, [], false, pilot),
        play: attack('kylo', 'x', ['hit']),
        check: (s, seen) => {
          expect(kyloAsked(seen)).toBe(false);
          expect(ship(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
          expect(ship(s, 'kylo').force).toBe(3);
        },
      },
      {
        name: 'a crit: the card is dealt faceup anyway, Kylo is not asked',
        state: table(400, [], false, pilot),
        play: attack('kylo', 'x', ['crit']),
        check: (s, seen) => {
          expect(kyloAsked(seen)).toBe(false);
          expect(ship(s, 'x').damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
          expect(ship(s, 'kylo').force).toBe(3);
        },
      },
      {
        name: 'the X-wing hits a friendly TIE in his bullseye: not an enemy, Kylo is not asked',
        state: table(400, [imperial('tie', 'academypilot', 400, 400)], true, pilot),
        play: attack('x', 'tie', ['hit']),
        check: (s, seen) => {
          expect(kyloAsked(seen)).toBe(false);
          expect(ship(s, 'tie').damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
          expect(ship(s, 'kylo').force).toBe(3);
        },
      },
    ],
  };
}

export const SPECS: CardSpec[] = [kyloSpec(WI), kyloSpec(VN)];
