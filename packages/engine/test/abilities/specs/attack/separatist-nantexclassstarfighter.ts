/**
 * Card specs for the Separatist Alliance Nantex-class pilots of abilities/cards/attack/separatist-nantexclassstarfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Modify Attack Dice); supplement "Tractor" (a small ship with 1 tractor token).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../../spec-helpers.js';

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

/**
 * Berwer Kret (b) faces the TIE t at range 2; the wingman w beside him (a Vulture droid, calculate on its bar, or an
 * X-wing with `xwing`) holds a lock on t unless `unlocked`.
 */
const berwerTable =
  (o: { xwing?: boolean; unlocked?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('b', 'berwerkret', 400, 300),
        rebel(
          'w',
          o.xwing ? 'redsquadronveteran' : 'tradefederationdrone',
          300,
          300,
          o.unlocked ? {} : { locks: ['t'] },
        ),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const berwerPlay = (a: string, d: string, faces: string[]) =>
  playing(
    (s) => logged(s, 'attack-ended', a).length >= 1,
    () => answers(picks('declare-attack', `attack:${d}:`, a), rolls(a, 'attack', faces)),
  );
const calculateOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'w' && d.prompt.includes('Berwer Kret'));
const HITS3 = ['hit', 'hit', 'hit'];
SPECS.push({
  source: 'pilot:berwerkret',
  applies: kase(
    'his attack hits: the droid locking t may calculate (red)',
    berwerTable(),
    berwerPlay('b', 't', HITS3),
    (_s, seen) => expect(calculateOffered(seen)).toBe(true),
  ),
  doesNotApply: [
    kase('his attack misses', berwerTable(), berwerPlay('b', 't', []), (_s, seen) =>
      expect(calculateOffered(seen)).toBe(false),
    ),
    kase('the droid holds no lock on t', berwerTable({ unlocked: true }), berwerPlay('b', 't', HITS3), (_s, seen) =>
      expect(calculateOffered(seen)).toBe(false),
    ),
    kase(
      'an X-wing (no calculate on its bar) locks t',
      berwerTable({ xwing: true }),
      berwerPlay('b', 't', HITS3),
      (_s, seen) => expect(calculateOffered(seen)).toBe(false),
    ),
    kase('the droid (locking t) hits t itself', berwerTable(), berwerPlay('w', 't', HITS3), (_s, seen) =>
      expect(calculateOffered(seen)).toBe(false),
    ),
    kase('t hits him', berwerTable(), berwerPlay('t', 'b', HITS3), (_s, seen) =>
      expect(calculateOffered(seen)).toBe(false),
    ),
  ],
});
