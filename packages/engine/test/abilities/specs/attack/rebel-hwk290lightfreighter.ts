/**
 * Card specs for the Rebel HWK-290 light freighter pilots of abilities/cards/attack/rebel-hwk290lightfreighter.ts.
 * Rules: 001 Attack (Declare Target, Roll Attack Dice); 000 "Stress", "Turret Arc Indicators".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

// Jan Ors (j), her turret pointing at the X-wing (x) ahead of her or away, `stress` tokens; the X-wing (proton
// torpedoes, a lock) attacks the TIE (t) at range 2.
const table =
  (turret: 'front' | 'rear' = 'front', stress = 0) =>
  () =>
    position(
      'engagement',
      [
        rebel('j', 'janors', 350, 150, { turret, tokens: { stress } }),
        rebel('x', 'redsquadronveteran', 400, 300, { locks: ['t'], upgrades: [{ xws: 'protontorpedoes' }] }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const play = (weapon = 'primary') => attackPlay('x', 't', () => useAbilityOf('Jan Ors'), weapon);
const not = (name: string, t: ReturnType<typeof table>, weapon = 'primary') =>
  kase(name, t, play(weapon), (_s, seen) => expect(offered(seen, 'Jan Ors')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:janors',
    applies: kase(
      'the X-wing in her turret arc attacks: she takes a stress, it rolls 4 dice',
      table(),
      play(),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
        expect(shipOf(s, 'j').tokens.stress ?? 0).toBe(1);
      },
    ),
    doesNotApply: [
      not('her turret points away', table('rear')),
      not('a torpedo attack', table(), 'protontorpedoes'),
      not('she is stressed', table('front', 1)),
    ],
  },
];
