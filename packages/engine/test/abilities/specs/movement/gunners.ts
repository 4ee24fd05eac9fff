/**
 * Card specs for abilities/cards/movement/gunners.ts. Rules: 001 End Phase; 000 "Turret Arc Indicators".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const table = (pilot: string, turret: 'front' | 'left' | null) => () =>
  position(
    'end',
    [rebel('h', pilot, 400, 150, { upgrades: ['agilegunner'], ...(turret ? { turret } : {}) })],
    [imperial('t', 'academypilot', 100, 850)],
  );
const play = playing(
  (s) => s.phase !== 'end',
  () => (d) => (d.kind === 'use-ability' && d.prompt.includes('Agile Gunner') ? ['use:rear'] : undefined),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:agilegunner:0',
    applies: kase(
      'as the End Phase begins, the HWK turns its turret to the rear',
      table('rebelscout', 'front'),
      play,
      (s, seen) => {
        expect(offered(seen, 'Agile Gunner')).toBe(true);
        expect(shipOf(s, 'h').turret).toBe('rear');
      },
    ),
    doesNotApply: kase(
      'an X-wing has no turret arc indicator: nothing to turn',
      table('redsquadronveteran', null),
      play,
      (s, seen) => {
        expect(offered(seen, 'Agile Gunner')).toBe(false);
        expect(shipOf(s, 'h').turret).toBeNull();
      },
    ),
  },
];
