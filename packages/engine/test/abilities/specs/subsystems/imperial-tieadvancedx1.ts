/**
 * Card specs for the TIE Advanced x1 pilots of the subsystems group (cards/subsystems/imperial-tieadvancedx1.ts):
 * Maarek Stele picks the faceup damage card his attack deals from three drawn; Zertik Strom spends a lock in the End
 * Phase to expose a damage card.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  attacks,
  hasLogged,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

/** The Rebels' deck, top first: Direct Hit!, Blinded Pilot, Fuel Leak, then the rest. */
const DECK = ['directhit', 'blindedpilot', 'fuelleak', 'consolefire', 'hullbreach', 'damagedengine'];

/** Maarek `m` (and his wingman `w`) face the unshielded X-wing `x`; `attacker` attacks `defender`. */
const maarekTable = (xws: string) => () =>
  position('engagement', [], [], {
    players: [
      { name: 'Rebels', ships: [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })], damageDeck: DECK },
      {
        name: 'Empire',
        ships: [imperial('m', xws, 400, 450, { shields: 0 }), imperial('w', 'academypilot', 480, 450)],
        damageDeck: DECK,
      },
    ],
  });
const maarekPlay = (attacker: string, defender: string, faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended'),
    answers(
      attacks(attacker, defender),
      rolls(attacker, 'attack', faces),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      picks('use-ability', 'use:blindedpilot'),
    ),
  );

const maarekSpec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  applies: kase(
    'his crit deals a faceup card: of Direct Hit!, Blinded Pilot and Fuel Leak he picks Blinded Pilot',
    maarekTable(xws),
    maarekPlay('m', 'x', ['crit', 'blank']),
    (s) => {
      expect(shipOf(s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
      expect(s.players[0]!.damageDiscard).toEqual(['directhit', 'fuelleak']);
    },
  ),
  doesNotApply: [
    kase(
      'a hit deals a facedown card: Direct Hit!, no pick',
      maarekTable(xws),
      maarekPlay('m', 'x', ['hit', 'blank']),
      (s) => expect(shipOf(s, 'x').damage).toEqual([{ card: 'directhit', faceup: false }]),
    ),
    kase(
      "his wingman's crit: the card dealt is the top one",
      maarekTable(xws),
      maarekPlay('w', 'x', ['crit', 'blank', 'blank']),
      (s) => {
        // Direct Hit! dealt faceup (it then deals a card more, facedown, and turns facedown: its own rule).
        expect(shipOf(s, 'x').damage[0]?.card).toBe('directhit');
        expect(s.log.some((e) => e.type === 'damage-card-dealt' && e.data?.faceup === true)).toBe(true);
        expect(s.players[0]!.damageDiscard).toEqual([]);
      },
    ),
  ],
});

/** Zertik `z` in the End Phase, locking the X-wing `x` when `locks`; `x` holds a facedown Fuel Leak when `card`. */
const zertikTable =
  (locks: boolean, card = true) =>
  () =>
    position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 300, card ? { damage: [{ card: 'fuelleak', faceup: false }] } : {})],
      [imperial('z', 'zertikstrom', 400, 450, locks ? { locks: ['x'] } : {})],
    );
const zertikPlay = (s: GameState) => playUntil(s, (st) => st.phase !== 'end', useAbilityOf('Zertik Strom'));

export const SPECS: CardSpec[] = [
  maarekSpec('maarekstele'),
  maarekSpec('maarekstele-swz105'),
  {
    source: 'pilot:zertikstrom',
    applies: kase('his lock spent, the X-wing’s Fuel Leak is exposed', zertikTable(true), zertikPlay, (s) => {
      expect(shipOf(s, 'x').damage.map((d) => d.faceup)).toEqual([true]);
      expect(shipOf(s, 'z').locks).toEqual([]);
    }),
    doesNotApply: [
      kase('no lock on it: nothing exposed', zertikTable(false), zertikPlay, (s) =>
        expect(shipOf(s, 'x').damage.map((d) => d.faceup)).toEqual([false]),
      ),
      kase('no facedown card to expose: the lock is kept', zertikTable(true, false), zertikPlay, (s) =>
        expect(shipOf(s, 'z').locks.map((l) => l.target)).toEqual(['x']),
      ),
    ],
  },
];
