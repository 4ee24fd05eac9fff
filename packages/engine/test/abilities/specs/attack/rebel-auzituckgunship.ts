/**
 * Card specs for the Rebel Auzituck gunship pilots of abilities/cards/attack/rebel-auzituckgunship.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Damage cards.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const damaged = { damage: [{ card: 'directhit', faceup: false }] };
const table = (hurt: boolean) => () =>
  position(
    'engagement',
    [
      rebel('w', 'wullffwarro', 400, 300, { upgrades: [{ xws: 'ioncannon' }], ...(hurt ? damaged : {}) }),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const use = () => useAbilityOf('Wullffwarro');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wullffwarro',
    applies: kase('damaged, his primary attack rolls 4 dice', table(true), attackPlay('w', 't', use), (_s, seen) =>
      expect(diceCounts(seen, 'w', 't').attack).toBe(4),
    ),
    doesNotApply: [
      kase('undamaged', table(false), attackPlay('w', 't', use), (_s, seen) =>
        expect(offered(seen, 'Wullffwarro')).toBe(false),
      ),
      kase('damaged, with his ion cannon', table(true), attackPlay('w', 't', use, 'ioncannon'), (_s, seen) =>
        expect(offered(seen, 'Wullffwarro')).toBe(false),
      ),
      kase('damaged, his wingman attacks', table(true), attackPlay('x', 't', use), (_s, seen) =>
        expect(offered(seen, 'Wullffwarro')).toBe(false),
      ),
    ],
  },
];
