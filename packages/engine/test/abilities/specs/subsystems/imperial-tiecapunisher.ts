/** Imperial TIE/ca Punisher pilots of abilities/cards/subsystems/imperial-tiecapunisher.ts: "Deathrain". */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered } from '../../flow-harness.js';
import { dropsThen, dropTable, shipIn, takesAction } from './imperial-tiesabomber.js';

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:deathrain',
    applies: {
      name: '"Deathrain" drops a proton bomb: he performs a focus action',
      state: dropTable({ pilot: 'deathrain', upgrades: ['protonbombs'] }),
      play: dropsThen(takesAction('Deathrain', 'focus')),
      check: (s, seen) => {
        expect(actionOffered(seen, 'Deathrain')).toBe(true);
        expect(shipIn(s, 'bomber').tokens.focus).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'stressed, he could perform no action: none is offered',
        state: dropTable({ pilot: 'deathrain', upgrades: ['protonbombs'], tokens: { stress: 1 } }),
        play: dropsThen(takesAction('Deathrain', 'focus')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Deathrain')).toBe(false);
          expect(shipIn(s, 'bomber').tokens.focus).toBeUndefined();
        },
      },
      {
        name: 'a wingman drops the bomb: "Deathrain" is offered nothing',
        state: dropTable({ pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] }, { pilot: 'deathrain' }),
        play: dropsThen(takesAction('Deathrain', 'focus')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Deathrain')).toBe(false);
          expect(shipIn(s, 'wing').tokens.focus).toBeUndefined();
        },
      },
    ],
  },
];
