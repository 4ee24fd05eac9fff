/** Crew upgrades of abilities/cards/subsystems/upgrades-crew.ts: Cad Bane's red boost after a device is placed. */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered } from '../../flow-harness.js';
import { dropsThen, dropTable, takesAction } from './imperial-tiesabomber.js';

const boosted = (s: GameState, id: string) =>
  s.log.some((e) => e.type === 'action-performed' && e.ship === id && e.data?.action === 'boost');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:cadbane:0',
    applies: {
      name: 'the ship drops a proton bomb: it boosts as a red action (and is stressed)',
      state: dropTable({ pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs', 'cadbane'] }),
      play: dropsThen(takesAction('Cad Bane', 'boost:')),
      check: (s, seen) => {
        expect(actionOffered(seen, 'Cad Bane')).toBe(true);
        expect(boosted(s, 'bomber')).toBe(true);
        expect(s.log.some((e) => e.type === 'stress-gained' && e.ship === 'bomber')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'stressed, it could not perform a red boost: none is offered',
        state: dropTable({
          pilot: 'scimitarsquadronpilot',
          upgrades: ['protonbombs', 'cadbane'],
          tokens: { stress: 1 },
        }),
        play: dropsThen(takesAction('Cad Bane', 'boost:')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Cad Bane')).toBe(false);
          expect(boosted(s, 'bomber')).toBe(false);
        },
      },
      {
        name: 'a wingman drops the bomb: the Cad Bane ship is offered nothing',
        state: dropTable(
          { pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] },
          { pilot: 'scimitarsquadronpilot', upgrades: ['cadbane'] },
        ),
        play: dropsThen(takesAction('Cad Bane', 'boost:')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Cad Bane')).toBe(false);
          expect(boosted(s, 'wing')).toBe(false);
        },
      },
    ],
  },
];
