/**
 * Card specs for the tech of abilities/cards/support/tech.ts. Rules: 000 "List of Actions" (Lock: a ship at range
 * 0–3), "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

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
 * Interference Array on a Lambda shuttle `l` (400, 150) revealing 1F (or done activating at (150, 150), and a second
 * Lambda `m` without the card in its place coordinates instead), performing `act`; a TIE/ln `w` done activating at
 * (560, 200) is coordinated; an enemy X-wing at (560, 330), range 1 of the TIE. Rules: supplement "Coordinate", "Jam".
 */
const arrayTable =
  (carrierActs = true) =>
  () =>
    position(
      'activation',
      [
        rebel('l', 'omicrongrouppilot', carrierActs ? 400 : 150, 150, {
          upgrades: ['interferencearray-evacuationofdqar'],
          ...(carrierActs ? { dial: '1F' } : { round: { activated: true } }),
        }),
        ...(carrierActs ? [] : [rebel('m', 'omicrongrouppilot', 400, 150, { dial: '1F' })]),
        rebel('w', 'academypilot', 560, 200, { round: { activated: true } }),
      ],
      [imperial('x', 'redsquadronveteran', 560, 330, { round: { activated: true } })],
    );
const arrayPlay = (act: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', act, 'l'),
      picks('choose-action', act, 'm'),
      picks('choose-action', 'focus', 'w'),
      picks('use-ability', 'use:x', 'l'),
    ),
  );
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
