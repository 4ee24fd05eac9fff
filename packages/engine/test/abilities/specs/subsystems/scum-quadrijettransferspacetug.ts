/**
 * Scum Quadrijet pilots of abilities/cards/subsystems/scum-quadrijettransferspacetug.ts: Constable Zuvio's launch;
 * the Spacetug Tractor Array's action (tractor tokens: supplement "Tractor").
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';
import { placementSpec } from './devices.js';

const TUG = 'card:ship-ability:spacetugtractorarray#0';
/**
 * The Activation Phase: Sarco Plank (q, initiative 2) facing down the table at (400, 500), an X-wing (x, agility 2,
 * activated already) below him, in his Perform Action step at `dx` sideways and `dy` below: (0, 120) is range 1 in the bullseye.
 */
const tugTable = (dx: number, dy: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400 + dx, 500 - dy, { round: { activated: true } })],
    [imperial('q', 'sarcoplank', 400, 500, { dial: '1F' })],
    { step: { kind: 'perform-action', ship: 'q' } },
  );
/** Takes the array's action on the X-wing when offered; plays out the Activation Phase. */
const tugPlay = (s: GameState): Decision[] =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) => {
      const o = d.kind === 'choose-action' ? d.options.find((x) => x.id.startsWith(`${TUG}>x`)) : undefined;
      return o ? [o.id] : undefined;
    },
  );
const tugOffered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.options.some((o) => o.id.startsWith(TUG)));

export const SPECS: CardSpec[] = [
  placementSpec(
    'pilot:constablezuvio',
    { pilot: 'constablezuvio', upgrades: ['protonbombs'], ids: ['use:1F', 'use:1F@launch'], pick: 'use:1F@launch' },
    { name: 'another Quadrijet pilot: only the drop', pilot: 'sarcoplank', upgrades: ['protonbombs'], ids: ['use:1F'] },
  ),
  {
    source: 'ship-ability:spacetugtractorarray',
    applies: kase(
      'the X-wing at range 1 in the bullseye: 2 tractor tokens at once, the tug’s player moves it',
      tugTable(0, 120),
      tugPlay,
      (s, seen) => {
        expect(shipOf(s, 'x').tokens.tractor).toBe(2);
        expect(seen.filter((d) => d.kind === 'tractor-move').map((d) => d.player)).toEqual([1]);
      },
    ),
    doesNotApply: [
      kase('the X-wing at range 2: no such action', tugTable(0, 220), tugPlay, (s, seen) => {
        expect(tugOffered(seen)).toBe(false);
        expect(shipOf(s, 'x').tokens.tractor ?? 0).toBe(0);
      }),
      kase('the X-wing at range 1 behind the tug: no such action', tugTable(0, -120), tugPlay, (s, seen) => {
        expect(tugOffered(seen)).toBe(false);
      }),
    ],
  },
  {
    source: 'ship-ability:spacetugtractorarray',
    applies: kase(
      'the X-wing at range 1 in the front arc, off the bullseye: 1 tractor token',
      tugTable(60, 120),
      tugPlay,
      (s, seen) => {
        expect(tugOffered(seen)).toBe(true);
        expect(shipOf(s, 'x').tokens.tractor).toBe(1);
      },
    ),
    doesNotApply: [],
  },
];
