/**
 * Card specs for the tech of abilities/cards/support/tech.ts. Rules: 000 "List of Actions" (Lock: a ship at range
 * 0–3), "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position } from '../../flow-harness.js';
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
