/**
 * Scum Scurrg H-6 pilots of abilities/cards/subsystems/scum-scurrgh6bomber.ts: Captain Nym keeps a friendly bomb from
 * detonating at the end of the Activation Phase (an optional replacement, 'instead:detonate').
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { picks, playUntil, position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';
import { placementSpec } from './devices.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** Nym far away; a proton bomb of `owner`'s side (a Scurrg wingman or the K-wing) beside the K-wing. */
const table = (owner: 'wing' | 'kwing') => () =>
  position(
    'activation',
    [
      {
        pilot: 'wardensquadronpilot',
        id: 'kwing',
        upgrades: ['protonbombs'],
        pose: { x: 400, y: 800, heading: 180 },
        dial: '1F',
      },
    ],
    [
      { pilot: 'captainnym', id: 'nym', pose: { x: 150, y: 150, heading: 0 }, dial: '1F' },
      { pilot: 'lokrevenant', id: 'wing', upgrades: ['protonbombs'], pose: { x: 650, y: 150, heading: 0 }, dial: '1F' },
    ],
    { devices: [{ card: 'protonbombs', owner, pose: { x: 400, y: 700, heading: 180 } }] },
  );
const asked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'use-instead' && d.ship === 'nym');
const play = (s: GameState) =>
  playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, picks('use-instead', 'use', 'nym'));

/**
 * s37, Nym's second ability: the X-wing x (400, 300) and Nym (400, 520) at range 2, the defender turned 45° so that one
 * closest line joins them (as Tactical Scrambler's spec does); his proton bomb lies across that line at (`bombX`, 410),
 * or aside.
 */
const obstructedTable =
  (bombX: number, attacker: 'x' | 'nym' = 'x') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: attacker === 'x' ? 0 : 45 } })],
      [
        imperial('nym', 'captainnym', 400, 520, {
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 520, heading: attacker === 'nym' ? 180 : 135 },
        }),
      ],
      { devices: [{ card: 'protonbombs', owner: 'nym', pose: { x: bombX, y: 410, heading: 180 } }] },
    );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainnym',
    applies: kase(
      "the X-wing attacks Nym across his proton bomb: he rolls one more defense die (two, his agility's one and one)",
      obstructedTable(400),
      attackPlay('x', 'nym'),
      (_s, seen) => expect(diceCounts(seen, 'x', 'nym').defense).toBe(2),
    ),
    doesNotApply: [
      kase('the bomb lies aside: his one die', obstructedTable(650), attackPlay('x', 'nym'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'nym').defense).toBe(1),
      ),
      kase(
        'Nym attacks across the bomb: the X-wing rolls its two, no more',
        obstructedTable(400),
        attackPlay('nym', 'x'),
        (_s, seen) => expect(diceCounts(seen, 'nym', 'x').defense).toBe(2),
      ),
    ],
  },
  {
    source: 'pilot:captainnym',
    applies: {
      name: 'a friendly proton bomb would detonate: Nym spends his charge, it stays and the K-wing is spared',
      state: table('wing'),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toEqual([]);
        expect(s.devices).toHaveLength(1);
        expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'nym')).toHaveLength(1);
        expect(ship(s, 'kwing').shields).toBe(3); // a K-wing has 3 shields
      },
    },
    doesNotApply: {
      name: "the K-wing's own (enemy) bomb: Nym is not asked, it detonates",
      state: table('kwing'),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(false);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toHaveLength(1);
        expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'nym')).toEqual([]);
      },
    },
  },
  placementSpec(
    'pilot:solsixxa',
    {
      pilot: 'solsixxa',
      upgrades: ['protonbombs'],
      ids: ['use:1F', 'use:1B', 'use:1N', 'use:1T', 'use:1Y'],
      pick: 'use:1T',
    },
    {
      name: 'another Scurrg H-6 pilot: only the 1-straight',
      pilot: 'lokrevenant',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
];
