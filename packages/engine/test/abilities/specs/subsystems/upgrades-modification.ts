/**
 * Modification upgrades of abilities/cards/subsystems/upgrades-modification.ts. Delayed Fuses: a fuse marker on the
 * device the ship just placed (fuse markers: 2.0 Rules Reference "Fuse Markers", devices.ts `addFuses` — a fused
 * device that would detonate loses a marker instead).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A TIE/sa bomber (Proton Bombs, and `extra` upgrades) drops behind it towards an X-wing that ends at range 1. */
function table(bomber: string[], wingman: string[] = []) {
  const empire: PositionShip[] = [
    {
      pilot: 'scimitarsquadronpilot',
      id: 'bomber',
      upgrades: bomber,
      pose: { x: 400, y: 600, heading: 180 },
      dial: '2F',
    },
  ];
  if (wingman.length)
    empire.push({
      pilot: 'scimitarsquadronpilot',
      id: 'wing',
      upgrades: wingman,
      pose: { x: 100, y: 800, heading: 180 },
      dial: '1F',
    });
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      empire,
    );
}
const play = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase === 'engagement' || st.round > 1,
    answers(useAbilityOf('Proton Bombs'), useAbilityOf('Delayed Fuses')),
  );
const fuseRemoved = (s: GameState) => s.log.filter((e) => e.type === 'device-fuse-removed');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:delayedfuses:0',
    applies: {
      name: 'the bomber drops a proton bomb and fuses it: at the end of the Activation Phase it loses the marker, the X-wing is spared',
      state: table(['protonbombs', 'delayedfuses']),
      play,
      check: (s) => {
        expect(fuseRemoved(s)).toHaveLength(1);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toEqual([]);
        expect(s.devices).toHaveLength(1);
        expect(ship(s, 'xwing').shields).toBe(2);
      },
    },
    doesNotApply: {
      name: 'a wingman with Delayed Fuses: the bomber drops, the wingman is not asked, the bomb detonates',
      state: table(['protonbombs'], ['delayedfuses']),
      play,
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Delayed Fuses'))).toBe(false);
        expect(fuseRemoved(s)).toEqual([]);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toHaveLength(1);
        expect(ship(s, 'xwing').shields).toBe(1);
      },
    },
  },
];
