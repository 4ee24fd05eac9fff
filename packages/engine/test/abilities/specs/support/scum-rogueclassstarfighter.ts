/**
 * Card specs for the Rogue-class starfighter pilots of abilities/cards/support/scum-rogueclassstarfighter.ts. Rules:
 * 001 Perform Attack (after the attack, whether it hit), 000 "Additional Token Rules" (transfer), 001 Charges.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Cad Bane (printing `xws`) with a stress token facing a TIE at range 2. */
const cadTable = (xws: string) => () =>
  position(
    'engagement',
    [rebel('c', xws, 400, 300, { tokens: { stress: 1 } })],
    [imperial('t', 'academypilot', 400, 500)],
  );
const cadAttacks = (faces: string[]) =>
  attackPlay('c', 't', () => answers(rolls('c', 'attack', faces), useAbilityOf('Cad Bane')));

const cadSpec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  applies: kase(
    'his attack hits: his stress goes to the TIE for 2 charges',
    cadTable(xws),
    cadAttacks(['hit', 'hit', 'hit']),
    (s, seen) => {
      expect(offered(seen, 'Cad Bane')).toBe(true);
      expect(shipOf(s, 'c').tokens.stress ?? 0).toBe(0);
      expect(shipOf(s, 't').tokens.stress).toBe(1);
      expect(shipOf(s, 'c').charges).toBe(0);
    },
  ),
  doesNotApply: [
    kase('his attack misses: not offered', cadTable(xws), cadAttacks(['blank', 'blank', 'blank']), (s, seen) => {
      expect(offered(seen, 'Cad Bane')).toBe(false);
      expect(shipOf(s, 'c').tokens.stress).toBe(1);
    }),
    kase(
      'the TIE’s attack hits him: he defends, not offered',
      cadTable(xws),
      attackPlay('t', 'c', () => answers(rolls('t', 'attack', ['hit', 'hit']), useAbilityOf('Cad Bane'))),
      (s, seen) => {
        expect(offered(seen, 'Cad Bane')).toBe(false);
        expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [cadSpec('cadbane'), cadSpec('cadbane-armedanddangerous')];
