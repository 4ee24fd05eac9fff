/**
 * Card specs for the VT-49 Decimator pilots of abilities/cards/support/imperial-vt49decimator.ts. Rules: 000 "End
 * Phase" (circular tokens removed), supplement "Reinforce", 000 "Charges and the Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Morna Kee at (400, 300) in the End Phase, holding a reinforce token of `side` (none: null). */
const mornaTable = (side: 'fore' | 'aft' | null) => () =>
  position('end', [rebel('m', 'mornakee', 400, 300, side ? { reinforce: side } : {})], [farTie()]);
const mornaPlay = playing(leaves('end'), () => useAbilityOf('Morna Kee'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:mornakee',
    applies: kase(
      'a fore reinforce token: turned aft and kept through the End Phase, 1 charge spent',
      mornaTable('fore'),
      mornaPlay,
      (s, seen) => {
        expect(offered(seen, 'Morna Kee')).toBe(true);
        expect(shipOf(s, 'm').reinforce).toBe('aft');
        expect(shipOf(s, 'm').charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase('no reinforce token: not offered', mornaTable(null), mornaPlay, (s, seen) => {
        expect(offered(seen, 'Morna Kee')).toBe(false);
        expect(shipOf(s, 'm').charges).toBe(3);
      }),
      kase('declined: the End Phase removes the token', mornaTable('aft'), playing(leaves('end')), (s) => {
        expect(shipOf(s, 'm').reinforce).toBe(null);
        expect(shipOf(s, 'm').charges).toBe(3);
      }),
    ],
  },
];
