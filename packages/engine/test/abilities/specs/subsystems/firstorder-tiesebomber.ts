/**
 * Card specs for abilities/cards/subsystems/firstorder-tiesebomber.ts. Rules: 000 "Devices", "Bombs" (a bomb detonates
 * at the end of the Activation Phase), "Modifying Dice" (a rerolled die is rolled again); the Thermal Detonator's
 * effect (cards/subsystems/devices.ts): each ship at range 0–1 rolls one attack die, a hit dealing one damage.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, logged, playUntil, position } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';

/**
 * A Thermal Detonator at (400, 700), placed by `owner` ("Grudge", or an enemy Y-wing far away); the X-wing flies its
 * 1-straight from (400, 800) to range 1 of it; "Grudge" ends his 1-straight at range 2 of it (or far away with `far`).
 */
const table =
  (owner: 'grudge' | 'ywing', far = false) =>
  () =>
    position(
      'activation',
      [
        { pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' },
        {
          pilot: 'graysquadronbomber',
          id: 'ywing',
          upgrades: ['thermaldetonators'],
          pose: { x: 800, y: 850, heading: 180 },
          dial: '1F',
        },
      ],
      [
        {
          pilot: 'grudge',
          id: 'grudge',
          upgrades: ['thermaldetonators'],
          pose: far ? { x: 100, y: 150, heading: 0 } : { x: 250, y: 600, heading: 0 },
          dial: '1F',
        },
      ],
      { devices: [{ card: 'thermaldetonators', owner, pose: { x: 400, y: 700, heading: 180 } }] },
    );

/** The X-wing's die shows a hit; asked, "Grudge" rerolls it into a blank. */
const answer: Answer = (d) => {
  if (d.kind === 'reroll-device-die') return ['die:0'];
  if (d.kind === 'enter-dice' && /is hit by|rerolls/.test(d.prompt))
    return ['enter', [d.prompt.includes('rerolls') ? 'blank' : 'hit']];
  return undefined;
};
const play = (s: GameState) => playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, answer);
const asked = (seen: ReturnType<typeof play>) => seen.some((d) => d.kind === 'reroll-device-die');
/** The X-wing's shields (2 printed): the hit takes one. */
const shieldsOf = (s: GameState) => s.ships.find((x) => x.id === 'xwing')!.shields;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:grudge',
    applies: kase(
      'his own detonator at range 2: he rerolls the X-wing’s hit into a blank',
      table('grudge'),
      play,
      (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(logged(s, 'device-die-rerolled', 'grudge').map((e) => [e.data?.from, e.data?.to])).toEqual([
          ['hit', 'blank'],
        ]);
        expect(shieldsOf(s)).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'he is far from the detonator: not asked, the hit takes a shield',
        table('grudge', true),
        play,
        (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(shieldsOf(s)).toBe(1);
        },
      ),
      kase('an enemy Y-wing’s detonator near him: not asked', table('ywing'), play, (s, seen) => {
        expect(asked(seen)).toBe(false);
        expect(shieldsOf(s)).toBe(1);
      }),
    ],
  },
];
