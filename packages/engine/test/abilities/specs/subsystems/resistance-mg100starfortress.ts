/**
 * Resistance MG-100 StarFortress abilities of abilities/cards/subsystems/resistance-mg100starfortress.ts: Modular
 * Bombing Magazine's drop at the hashmark of the base's left or right side (000 "Dropping and Launching Devices").
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

/** A StarFortress (`pilot`) with Proton Bombs at (400, 500) facing down, in the System Phase; an X-wing far away. */
const table = (pilot: string) => () =>
  position(
    'system',
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
    [{ pilot, id: 'sf', upgrades: ['protonbombs'], pose: { x: 400, y: 500, heading: 180 }, dial: '1F' }],
  );
const offer = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton'))
    ?.options.map((o) => o.id)
    .filter((id) => id !== 'decline');
const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:modularbombingmagazine',
    standing: true,
    applies: {
      name: 'the drop offers the left and right side hashmarks; the left one places the bomb beside the ship',
      state: table('vennie-evacuationofdqar'),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'system',
          (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? ['use:1F@left'] : undefined),
        ),
      check: (s, seen) => {
        expect(offer(seen)).toEqual(['use:1F', 'use:1F@left', 'use:1F@right']);
        const [bomb] = placed(s);
        expect(bomb!.data).toMatchObject({ template: '1F', how: 'drop' });
        // Beside the large base (80 mm): 40 mm to its edge, the 1-straight's 40 mm and the bomb's 15 mm, level with it.
        const pose = (bomb!.data as { pose: { x: number; y: number } }).pose;
        expect(Math.abs(pose.x - 400)).toBeCloseTo(95, 0);
        expect(pose.y).toBeCloseTo(500, 0);
      },
    },
    doesNotApply: {
      name: 'a StarFortress without it: only the rear guides',
      state: table('cobaltsquadronbomber'),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (_s, seen) => expect(offer(seen)).toEqual(['use:1F']),
    },
  },
];
