/**
 * Card specs for the Scum and Villainy HWK-290 light freighter pilots of
 * abilities/cards/attack/scum-hwk290lightfreighter.ts. Rules: 001 Attack (Roll Attack Dice); 000 "Attack Arcs" (the
 * single turret arc), "Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const KANAN = 'kananjarrus-hwk290lightfreighter';
// Kanan (k) faces up, his turret to the front or the rear; the wingman (w) is ahead of him; the TIE (t) faces w.
const table = (turret: 'front' | 'rear') => () =>
  position(
    'engagement',
    [rebel('k', KANAN, 400, 300, { force: 1, turret }), rebel('w', 'redsquadronveteran', 400, 430)],
    [imperial('t', 'academypilot', 400, 580)],
  );
const play = attackPlay('t', 'w', () => useAbilityOf('Kanan Jarrus'));

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${KANAN}`,
    applies: kase(
      'the wingman in his turret arc defends: the TIE rolls one die fewer',
      table('front'),
      play,
      (s, seen) => {
        expect(diceCounts(seen, 't', 'w').attack).toBe(1);
        expect(usedIndexes(s, `pilot:${KANAN}`)).toEqual([0]);
      },
    ),
    doesNotApply: kase('his turret points away', table('rear'), play, (_s, seen) =>
      expect(offered(seen, 'Kanan Jarrus')).toBe(false),
    ),
  },
];
