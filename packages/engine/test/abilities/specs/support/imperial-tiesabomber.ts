/**
 * Card specs for the TIE/sa bomber pilots of abilities/cards/support/imperial-tiesabomber.ts. Rules: 000 "Lock",
 * "Charges and the Force"; 001 Engagement Phase (after an attack).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * "Scimitar 1" facing down at (`sx`, 700) with `charges`; a TIE wingman facing down at (400, 490); an X-wing facing up
 * at (400, 300). At 500 Scimitar is at range 1–2 of the wingman; at 900, beyond range 3 of it.
 */
const scimitarTable =
  (sx = 500, charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('s', 'scimitar1-battleoverendor', sx, 700, { charges }), imperial('w', 'academypilot', 400, 490)],
    );
const scimitarPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', ['blank']), useAbilityOf('Scimitar 1')));
const locked = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 's').locks.map((l) => l.target);

/**
 * Tomax Bren (`pilot`) facing down at (400, 600) with a spent missile and Elusive holding `elusive` charges; a TIE/sa
 * wingman with the same cards at (200, 600); an X-wing far off. Everyone moves 2 straight.
 */
const tomaxTable =
  (pilot: string, elusive = 0) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 100, { dial: '2F' })],
      [
        imperial('t', pilot, 400, 600, {
          dial: '2F',
          upgrades: [
            { xws: 'concussionmissiles', charges: 0 },
            { xws: 'elusive', charges: elusive },
          ],
        }),
        imperial('b', 'gammasquadronace', 200, 600, {
          dial: '2F',
          upgrades: [
            { xws: 'concussionmissiles', charges: 0 },
            { xws: 'elusive', charges: 0 },
          ],
        }),
      ],
    );
const tomaxPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Tomax Bren'), picks('choose-action', action, ship)));
const elusiveOf = (s: Parameters<typeof shipOf>[0], ship: string) =>
  shipOf(s, ship).upgrades.find((u) => u.xws === 'elusive')?.charges;

const tomaxSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('he reloads: Elusive recovers its charge', tomaxTable(pilot), tomaxPlay('t', 'reload'), (s) =>
    expect(elusiveOf(s, 't')).toBe(1),
  ),
  doesNotApply: [
    kase('he focuses instead: Elusive stays spent', tomaxTable(pilot), tomaxPlay('t', 'focus'), (s) =>
      expect(elusiveOf(s, 't')).toBe(0),
    ),
    kase('his wingman reloads: nothing for him', tomaxTable(pilot), tomaxPlay('b', 'reload'), (s) => {
      expect(elusiveOf(s, 't')).toBe(0);
      expect(elusiveOf(s, 'b')).toBe(0);
    }),
    kase('Elusive is charged already: nothing to recover', tomaxTable(pilot, 1), tomaxPlay('t', 'reload'), (s) =>
      expect(elusiveOf(s, 't')).toBe(1),
    ),
  ],
});

export const SPECS: CardSpec[] = [
  tomaxSpec('tomaxbren'),
  tomaxSpec('tomaxbren-swz105'),
  {
    source: 'pilot:scimitar1-battleoverendor',
    applies: kase(
      'the wingman attacks the X-wing: a charge for a lock on it',
      scimitarTable(),
      scimitarPlay('w', 'x'),
      (s) => {
        expect(locked(s)).toEqual(['x']);
        expect(shipOf(s, 's').charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman is beyond range 3', scimitarTable(900), scimitarPlay('w', 'x'), (s) =>
        expect(locked(s)).toEqual([]),
      ),
      kase('no charge left', scimitarTable(500, 0), scimitarPlay('w', 'x'), (s) => expect(locked(s)).toEqual([])),
      kase('the X-wing attacks the wingman', scimitarTable(), scimitarPlay('x', 'w'), (s) =>
        expect(locked(s)).toEqual([]),
      ),
    ],
  },
];
