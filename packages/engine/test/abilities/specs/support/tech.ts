/**
 * Card specs for the tech of abilities/cards/support/tech.ts. Rules: 000 "List of Actions" (Lock: a ship at range
 * 0–3), "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, coordinatorPlay, coordinatorTable, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Experimental Scanners: the ship `x` (`pilot`, `upgrades`) at (400, 100) before its 1 straight, with TIEs (each flying a 1 straight first) at range 1
 * (`near`), range 2 (`mid`) and beyond range 3 (`far`).
 */
const scannersTable = (pilot: string, upgrades: string[]) => () =>
  position(
    'activation',
    [rebel('x', pilot, 400, 100, { dial: '1F', upgrades })],
    [
      imperial('near', 'academypilot', 400, 350, { dial: '1F' }),
      imperial('mid', 'academypilot', 250, 400, { dial: '1F' }),
      imperial('far', 'academypilot', 650, 860, { dial: '1F' }),
    ],
  );
/** The ships x's Perform Action step offers to lock. */
const lockable = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
    .flatMap((d) => d.options.filter((o) => o.id.startsWith('lock:')).map((o) => o.id.slice('lock:'.length)))
    .sort();
const scannersPlay = playing(leaves('activation'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:experimentalscanners-evacuationofdqar:0',
    standing: true,
    applies: kase(
      'the TIE beyond range 3 can be locked, the one at range 1 cannot',
      scannersTable('redsquadronveteran', ['experimentalscanners-evacuationofdqar']),
      scannersPlay,
      (_s, seen) => expect(lockable(seen)).toEqual(['far', 'mid']),
    ),
    doesNotApply: kase(
      'without the card: range 0–3 as the rules say',
      scannersTable('redsquadronveteran', []),
      scannersPlay,
      (_s, seen) => expect(lockable(seen)).toEqual(['mid', 'near']),
    ),
  },
  {
    source: 'ship-ability:experimentalscanners',
    standing: true,
    applies: kase(
      'an E-wing: the TIE beyond range 3 can be locked, the one at range 1 cannot',
      scannersTable('knavesquadronescort', []),
      scannersPlay,
      (_s, seen) => expect(lockable(seen)).toEqual(['far', 'mid']),
    ),
    doesNotApply: kase(
      'an X-wing: range 0–3 as the rules say',
      scannersTable('redsquadronveteran', []),
      scannersPlay,
      (_s, seen) => expect(lockable(seen)).toEqual(['mid', 'near']),
    ),
  },
];

/**
 * Interference Array (spec-helpers `coordinatorTable`): the enemy X-wing at (560, 330), range 1 of the TIE. Rules:
 * supplement "Coordinate", "Jam".
 */
const arrayTable = coordinatorTable('interferencearray-evacuationofdqar', 330);
const arrayPlay = coordinatorPlay;
const jammed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'jam').length;

SPECS.push({
  source: 'upgrade:interferencearray-evacuationofdqar:0',
  applies: kase(
    'it coordinates the TIE: a charge assigns the X-wing near it a jam token',
    arrayTable(),
    arrayPlay('coordinate:w'),
    (s, seen) => {
      expect(offered(seen, 'Interference Array')).toBe(true);
      expect(jammed(s)).toBe(1);
      expect(shipOf(s, 'l').upgrades[0]!.charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('a focus action: not offered', arrayTable(), arrayPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Interference Array')).toBe(false);
      expect(jammed(s)).toBe(0);
    }),
    kase(
      'the other Lambda coordinates the TIE: nothing asked',
      arrayTable(false),
      arrayPlay('coordinate:w'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
        expect(offered(seen, 'Interference Array')).toBe(false);
      },
    ),
  ],
});

/**
 * Targeting Relay (000 "Lock"): Omega 2 `o` with the card (`charges`) at (400, 300), done for the round; a TIE/fo `e`
 * at (200, 100) flies a 1 straight and locks `lock`: the X-wing `x` at (400, 420), range 1 of Omega 2, the X-wing
 * `y` at (150, 420), range 3 of her, or Omega 2 herself. With `z`, the X-wing `z` at (600, 600) flies instead and
 * locks `x`, the TIE done. `card`: the printing Omega 2 equips (the Legends and Relics reprint's spec uses it too).
 */
export const relayTable =
  (charges = 2, z = false, card = 'targetingrelay-evacuationofdqar') =>
  () =>
    position(
      'activation',
      [
        rebel('e', 'epsilonsquadroncadet', 200, 100, z ? { round: { activated: true } } : { dial: '1F' }),
        rebel('o', 'omega2-evacuationofdqar', 400, 300, {
          upgrades: [{ xws: card, charges }],
          round: { activated: true },
        }),
      ],
      [
        imperial('x', 'redsquadronveteran', 400, 420, { round: { activated: true } }),
        imperial('y', 'redsquadronveteran', 150, 420, { round: { activated: true } }),
        imperial('z', 'redsquadronveteran', 600, 600, z ? { dial: '1F' } : { round: { activated: true } }),
      ],
    );
export const relayPlay = (locker: string, lock: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Targeting Relay'), picks('choose-action', `lock:${lock}`, locker)),
  );
export const relayCalculates = (s: GameState, ship: string) => shipOf(s, ship).tokens.calculate ?? 0;

SPECS.push({
  source: 'upgrade:targetingrelay-evacuationofdqar:0',
  applies: kase(
    'the TIE/fo locks the X-wing beside Omega 2: a charge and a stress give it a calculate token',
    relayTable(),
    relayPlay('e', 'x'),
    (s, seen) => {
      expect(offered(seen, 'Targeting Relay')).toBe(true);
      expect(relayCalculates(s, 'e')).toBe(1);
      expect(shipOf(s, 'o').tokens.stress).toBe(1);
      expect(shipOf(s, 'o').upgrades[0]!.charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('no charge left: not offered', relayTable(0), relayPlay('e', 'x'), (s, seen) => {
      expect(offered(seen, 'Targeting Relay')).toBe(false);
      expect(relayCalculates(s, 'e')).toBe(0);
    }),
    kase('an enemy X-wing locks the X-wing: not offered', relayTable(2, true), relayPlay('z', 'x'), (s, seen) => {
      expect(shipOf(s, 'z').locks.map((l) => l.target)).toEqual(['x']);
      expect(offered(seen, 'Targeting Relay')).toBe(false);
    }),
    kase('the TIE/fo locks Omega 2, a friendly ship: not offered', relayTable(), relayPlay('e', 'o'), (s, seen) => {
      expect(shipOf(s, 'e').locks.map((l) => l.target)).toEqual(['o']);
      expect(offered(seen, 'Targeting Relay')).toBe(false);
    }),
    kase('the X-wing locked is at range 3 of Omega 2: not offered', relayTable(), relayPlay('e', 'y'), (s, seen) => {
      expect(shipOf(s, 'e').locks.map((l) => l.target)).toEqual(['y']);
      expect(offered(seen, 'Targeting Relay')).toBe(false);
    }),
  ],
});

/**
 * Targeting Synchronizer (000 "Special Weapons", "Lock"): a T-70 `b` with proton torpedoes at (400, 300) attacks the
 * TIE `t` at (400, 520), range 2, holding no lock; a wingman T-70 `s` with the card at (`sx`, `sy`) locks `locked`
 * (the TIE `t`, or the TIE `y` at (700, 520)): at (520, 300) range 1 of the attacker, at (400, 50) range 3.
 */
const syncTable =
  (locked = 't', sx = 520, sy = 300) =>
  () =>
    position(
      'engagement',
      [
        rebel('b', 'blacksquadronace-t70xwing', 400, 300, { upgrades: ['protontorpedoes'] }),
        rebel('s', 'blacksquadronace-t70xwing', sx, sy, {
          upgrades: ['targetingsynchronizer'],
          locks: [locked],
          round: { engaged: true },
        }),
      ],
      [
        imperial('t', 'academypilot', 400, 520, { round: { engaged: true } }),
        imperial('y', 'academypilot', 700, 520, { round: { engaged: true } }),
      ],
    );
const syncPlay = attackPlay('b', 't', () => () => undefined, 'protontorpedoes');
const torpedoFired = (s: GameState) =>
  logged(s, 'attack-declared', 'b').some((e) => e.data?.weapon === 'protontorpedoes');

SPECS.push({
  source: 'upgrade:targetingsynchronizer:0',
  applies: kase('the wingman at range 1 locks the TIE: the torpedoes fire without a lock', syncTable(), syncPlay, (s) =>
    expect(torpedoFired(s)).toBe(true),
  ),
  doesNotApply: [
    kase('the wingman locks the other TIE', syncTable('y'), syncPlay, (s) => expect(torpedoFired(s)).toBe(false)),
    kase('the wingman locking the TIE is at range 3 of the attacker', syncTable('t', 400, 50), syncPlay, (s) =>
      expect(torpedoFired(s)).toBe(false),
    ),
  ],
});
