/**
 * Card specs for the Auzituck gunship pilots of abilities/cards/support/rebel-auzituckgunship.ts. Rules: 001
 * Engagement 1 (Declare Target), 000 "Friendly and Enemy", "Measuring Range".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * Lowhhrick `h` (a reinforce token unless `bare`) at (`hx`, `hy`) beside an X-wing `x` at (330, 300); a TIE `t` at
 * (330, 480) attacks the X-wing (range 2), or, with `xAttacks`, the X-wing attacks the TIE `u` at (290, 400) in front
 * of him. At (250, 300) he is at range 1 of both; at (100, 100), beyond range 1.
 */
const lowTable =
  ({ hx = 250, hy = 300, bare = false, xAttacks = false } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('h', 'lowhhrick', hx, hy, { ...(bare ? {} : { reinforce: 'fore' }), round: { engaged: true } }),
        rebel('x', 'redsquadronveteran', 330, 300, xAttacks ? {} : { round: { engaged: true } }),
      ],
      [
        imperial('t', 'academypilot', 330, 480, xAttacks ? { round: { engaged: true } } : {}),
        ...(xAttacks ? [imperial('u', 'academypilot', 290, 400, { round: { engaged: true } })] : []),
      ],
    );
const lowPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => answers(useAbilityOf('Lowhhrick')));
/** The evade tokens the ship gained (one may be spent in the attack). */
const evades = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'evade').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lowhhrick',
    applies: kase(
      'the TIE attacks the X-wing beside him: his reinforce token buys it an evade',
      lowTable(),
      lowPlay('t', 'x'),
      (s, seen) => {
        expect(offered(seen, 'Lowhhrick')).toBe(true);
        expect(evades(s, 'x')).toBe(1);
        expect(shipOf(s, 'h').reinforce ?? null).toBeNull();
      },
    ),
    doesNotApply: [
      kase('no reinforce token: not offered', lowTable({ bare: true }), lowPlay('t', 'x'), (s, seen) => {
        expect(offered(seen, 'Lowhhrick')).toBe(false);
        expect(evades(s, 'x')).toBe(0);
      }),
      kase(
        'he is beyond range 1 of the X-wing: not offered',
        lowTable({ hx: 100, hy: 100 }),
        lowPlay('t', 'x'),
        (s, seen) => {
          expect(offered(seen, 'Lowhhrick')).toBe(false);
          expect(evades(s, 'x')).toBe(0);
        },
      ),
      kase(
        'the X-wing attacks the TIE in front of him: not offered',
        lowTable({ xAttacks: true }),
        lowPlay('x', 'u'),
        (s, seen) => {
          expect(offered(seen, 'Lowhhrick')).toBe(false);
          expect(evades(s, 'u')).toBe(0);
        },
      ),
    ],
  },
];
