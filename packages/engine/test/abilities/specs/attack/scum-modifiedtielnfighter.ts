/**
 * Card specs for the Scum and Villainy Modified TIE/ln pilots of abilities/cards/attack/scum-modifiedtielnfighter.ts.
 * Rules: 001 Attack (Declare Target); 000 Arcs (bullseye); supplement "Jam".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { logged, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

/** Seevor off the X-wing's bullseye (x 330) or in it (x 400); a TIE wingman beside. */
const table = (x: number) => vsXwing(['s', 'captainseevor', x, 490], ['t', 'academypilot', 250, 490]);
const use = () => useAbilityOf('Captain Seevor');
const jams = (s: Parameters<typeof logged>[0]) => logged(s, 'ability-used', 's');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainseevor',
    applies: kase('off the X-wing’s bullseye, he jams it as he attacks', table(330), attackPlay('s', 'x', use), (s) => {
      expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
      expect(jams(s).length).toBeGreaterThan(0);
    }),
    doesNotApply: [
      kase('in the X-wing’s bullseye', table(400), attackPlay('s', 'x', use), (s) =>
        expect(logged(s, 'cost-paid', 's')).toHaveLength(0),
      ),
      kase('his wingman attacks', table(330), attackPlay('t', 'x', use), (s) =>
        expect(logged(s, 'cost-paid', 's')).toHaveLength(0),
      ),
    ],
  },
];
