/**
 * Card specs for the Separatist Alliance Nantex-class pilots of abilities/cards/attack/separatist-nantexclassstarfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Modify Attack Dice); supplement "Tractor" (a small ship with 1 tractor token).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { modifiesWith, offered, position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const table = (pilot: string, tractored: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, tractored ? { tokens: { tractor: 1 } } : {})],
    [
      imperial('n', pilot, 400, 490, { upgrades: [{ xws: 'ioncannon', side: 0 }] }),
      imperial('t', 'academypilot', 250, 490),
    ],
  );
const play = (attacker: string, weapon = 'primary') => attackPlay(attacker, 'x', () => modifiesWith('Chertek'), weapon);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sunfac',
    applies: kase(
      'the X-wing is tractored: 4 dice from his bullseye at range 2',
      table('sunfac', true),
      play('n'),
      (_s, seen) => expect(diceCounts(seen, 'n', 'x').attack).toBe(4),
    ),
    doesNotApply: [
      kase('not tractored: 3 dice', table('sunfac', false), play('n'), (_s, seen) =>
        expect(diceCounts(seen, 'n', 'x').attack).toBe(3),
      ),
      kase('with his ion cannon: its 3 dice', table('sunfac', true), play('n', 'ioncannon'), (_s, seen) =>
        expect(diceCounts(seen, 'n', 'x').attack).toBe(3),
      ),
      kase('his wingman attacks the tractored X-wing: its 2 dice', table('sunfac', true), play('t'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  },
  {
    source: 'pilot:chertek',
    applies: kase('the X-wing is tractored: he rerolls', table('chertek', true), play('n'), (_s, seen) =>
      expect(offered(seen, 'Chertek')).toBe(true),
    ),
    doesNotApply: [
      kase('not tractored', table('chertek', false), play('n'), (_s, seen) =>
        expect(offered(seen, 'Chertek')).toBe(false),
      ),
      kase('with his ion cannon', table('chertek', true), play('n', 'ioncannon'), (_s, seen) =>
        expect(offered(seen, 'Chertek')).toBe(false),
      ),
      kase('his wingman attacks', table('chertek', true), play('t'), (_s, seen) =>
        expect(offered(seen, 'Chertek')).toBe(false),
      ),
    ],
  },
];
