/**
 * Card specs for the tech of abilities/cards/support/tech.ts. Rules: 000 "List of Actions" (Lock: a ship at range
 * 0–3), "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf } from '../../flow-harness.js';
import { coordinatorPlay, coordinatorTable, imperial, kase, playing, rebel } from '../../spec-helpers.js';

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
