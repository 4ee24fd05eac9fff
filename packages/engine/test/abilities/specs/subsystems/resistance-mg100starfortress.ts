/**
 * Resistance MG-100 StarFortress abilities of abilities/cards/subsystems/resistance-mg100starfortress.ts: Modular
 * Bombing Magazine's drop at the hashmark of the base's left or right side (000 "Dropping and Launching Devices").
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

/**
 * A StarFortress (`pilot`) with Proton Bombs at (400, 500) facing down, with `stress` stress tokens, in the System
 * Phase; an X-wing far away.
 */
const table =
  (pilot: string, stress = 0) =>
  () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot,
          id: 'sf',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          dial: '1F',
          ...(stress ? { tokens: { stress } } : {}),
        },
      ],
    );
const offer = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton'))
    ?.options.map((o) => o.id)
    .filter((id) => id !== 'decline');
const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');

/** Finch Dallow's priced bank drops (Evacuation of D'Qar), marked with his record in their option ids. */
const FINCH_BY = '@by=pilot:finchdallow-evacuationofdqar#0';
const finchDrops = (pick: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'system',
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? [pick] : undefined),
  );
const stressOf = (s: GameState) => s.ships.find((x) => x.id === 'sf')!.tokens.stress ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:finchdallow-evacuationofdqar',
    applies: {
      name: 'not stressed: the 1-bank drops are offered for a stress token; the bank left one places the bomb',
      state: table('finchdallow-evacuationofdqar'),
      play: finchDrops(`use:1B${FINCH_BY}`),
      check: (s, seen) => {
        expect(offer(seen)).toEqual([
          'use:1F',
          'use:1F@left',
          'use:1F@right',
          `use:1B${FINCH_BY}`,
          `use:1N${FINCH_BY}`,
        ]);
        expect(
          seen.find((d) => d.kind === 'use-ability')!.options.find((o) => o.id === `use:1B${FINCH_BY}`)!.label,
        ).toContain('(1 stress)');
        expect(placed(s)[0]!.data).toMatchObject({ template: '1B', how: 'drop' });
        expect(stressOf(s)).toBe(1);
      },
    },
    doesNotApply: {
      name: 'stressed: no bank drop, the straight one costs nothing more',
      state: table('finchdallow-evacuationofdqar', 1),
      play: finchDrops('use:1F'),
      check: (s, seen) => {
        expect(offer(seen)).toEqual(['use:1F', 'use:1F@left', 'use:1F@right']);
        expect(stressOf(s)).toBe(1);
      },
    },
  },
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
