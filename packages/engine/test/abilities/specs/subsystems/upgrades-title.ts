/** Title upgrades of abilities/cards/subsystems/upgrades-title.ts: Gauntlet's System Phase repair (000 "Damage Cards"). */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A ship with Gauntlet (`charges` left) and `damage` in the System Phase, a wingman beside it; an X-wing far away. */
function table(damage: DamageCardState[], charges?: number) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'g',
          pose: { x: 400, y: 600, heading: 180 },
          dial: '1F',
          damage,
          upgrades: [charges === undefined ? 'gauntlet' : { xws: 'gauntlet', charges }],
        },
        { pilot: 'scimitarsquadronpilot', id: 'wing', pose: { x: 150, y: 700, heading: 180 }, dial: '1F' },
      ],
    );
}
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Gauntlet')).length;
const toActivation =
  (answer = useAbilityOf('Gauntlet')) =>
  (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'system', answer);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:gauntlet:0',
    applies: {
      name: 'a faceup Ship card: a charge spent, the card flipped facedown',
      state: table([{ card: 'structuraldamage', faceup: true }]),
      play: toActivation(),
      check: (s) => {
        expect(ship(s, 'g').damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
        expect(ship(s, 'g').upgrades[0]!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'only a faceup Pilot card: not asked',
        state: table([{ card: 'panickedpilot', faceup: true }]),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage).toEqual([{ card: 'panickedpilot', faceup: true }]);
        },
      },
      {
        name: 'no charge left: not asked',
        state: table([{ card: 'structuraldamage', faceup: true }], 0),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage[0]!.faceup).toBe(true);
        },
      },
      {
        name: 'declined: asked once, in its own System Phase step, not in its wingman’s',
        state: table([{ card: 'structuraldamage', faceup: true }]),
        play: toActivation(() => undefined),
        check: (_s, seen) => expect(asked(seen)).toBe(1),
      },
    ],
  },
];
