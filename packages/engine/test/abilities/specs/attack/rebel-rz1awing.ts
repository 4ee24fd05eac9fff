/**
 * Card specs for the Rebel RZ-1 A-wing pilots of abilities/cards/attack/rebel-rz1awing.ts (all printings).
 * Rules: 001 Attack (Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** Wedge (with an ion cannon) and an X-wing wingman face a TIE at range 2. */
const table = () =>
  position(
    'engagement',
    [
      rebel('w', 'wedgeantilles-rz1awing', 400, 300, { upgrades: [{ xws: 'ioncannon' }] }),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wedgeantilles-rz1awing',
    applies: kase('his primary attack: the TIE rolls 2 defense dice, not 3', table, attackPlay('w', 't'), (_s, seen) =>
      expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('his ion cannon attack: its usual 3', table, attackPlay('w', 't', undefined, 'ioncannon'), (_s, seen) =>
        expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase('his wingman attacks: its usual 3', table, attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];
