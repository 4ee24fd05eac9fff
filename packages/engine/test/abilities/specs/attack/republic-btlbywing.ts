/**
 * Card specs for the Galactic Republic BTL-B Y-wing abilities of abilities/cards/attack/republic-btlbywing.ts. Rules:
 * 001 Attack (Modify Attack Dice: the defender's window first); 000 "Critical Damage Markers" (faceup cards).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

// The X-wing attacks the Y-wing (y) or the TIE beside it (t) at range 2, rolling a crit; `faceup`: the Y-wing has a
// faceup damage card.
const table = (faceup = false) =>
  vsXwing(
    ['y', 'shadowsquadronveteran', 400, 490, faceup ? { damage: [{ card: 'directhit', faceup: true }] } : {}],
    ['t', 'academypilot', 300, 490],
  );
const play = (defender: string) =>
  attackPlay('x', defender, () =>
    answers(rolls('x', 'attack', ['crit', 'blank', 'blank']), modifiesWith('Plated Hull')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:platedhull',
    applies: kase('no faceup damage card: the crit becomes a hit', table(), play('y'), (s) => {
      expect(usedIndexes(s, 'ship-ability:platedhull')).toEqual([0]);
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1, crits: 0 });
    }),
    doesNotApply: [
      kase('with a faceup damage card: the crit stays', table(true), play('y'), (s, seen) => {
        expect(offered(seen, 'Plated Hull')).toBe(false);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 1 });
      }),
      kase('the TIE beside it defends', table(), play('t'), (_s, seen) =>
        expect(offered(seen, 'Plated Hull')).toBe(false),
      ),
    ],
  },
];
