/**
 * Card specs for the M3-A interceptor pilots of abilities/cards/support/scum-m3ainterceptor.ts. Rules: 001
 * Engagement Phase (its start), 000 "Charges and the Force", "Disarm Tokens".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const quinnTable = (charges: number) => () =>
  position(
    'engagement',
    [rebel('q', 'quinnjast', 400, 150, { upgrades: [{ xws: 'protontorpedoes', charges }] })],
    [imperial('t', 'academypilot', 400, 800)],
  );
const quinnPlay = playing(leaves('engagement'), () => useAbilityOf('Quinn Jast'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:quinnjast',
    applies: kase('a torpedo spent: a disarm token for its charge', quinnTable(1), quinnPlay, (s, seen) => {
      expect(offered(seen, 'Quinn Jast')).toBe(true);
      expect(shipOf(s, 'q').upgrades[0]?.charges).toBe(2);
      expect(logged(s, 'cost-paid', 'q')[0]?.data?.costs).toContainEqual({
        kind: 'gain-token',
        token: 'disarm',
        count: 1,
      });
    }),
    doesNotApply: kase('its torpedoes full: nothing to recover, not offered', quinnTable(2), quinnPlay, (s, seen) => {
      expect(offered(seen, 'Quinn Jast')).toBe(false);
      expect(logged(s, 'cost-paid', 'q')).toHaveLength(0);
    }),
  },
];

/**
 * Genesis Red facing up at (400, 200) with a focus and an evade token, dial 2F; a Cartel Spacer of his at (250, 200),
 * dial 2F; a TIE (activated) facing down at (400, 600) holding two focus tokens, which either may lock.
 */
const genesisTable = () =>
  position(
    'activation',
    [
      rebel('g', 'genesisred', 400, 200, { dial: '2F', tokens: { focus: 1, evade: 1 } }),
      rebel('c', 'cartelspacer', 250, 200, { dial: '2F' }),
    ],
    [imperial('t', 'academypilot', 400, 600, { tokens: { focus: 2 }, round: { activated: true } })],
  );
const genesisPlay = (ship: string) => playing(leaves('activation'), () => picks('choose-action', 'lock:t', ship));
const traded = (s: Parameters<typeof shipOf>[0]) =>
  logged(s, 'token-gained', 'g')
    .filter((e) => e.data?.token === 'focus')
    .map((e) => e.data?.count);

SPECS.push({
  source: 'pilot:genesisred',
  applies: kase(
    'he locks the TIE holding two focus tokens: his focus and evade go, two focus come',
    genesisTable,
    genesisPlay('g'),
    (s) => {
      expect(traded(s)).toEqual([2]);
      expect(logged(s, 'token-removed', 'g').map((e) => e.data?.token)).toEqual(['focus', 'evade']);
    },
  ),
  doesNotApply: kase('the Cartel Spacer locks the TIE: he keeps his tokens', genesisTable, genesisPlay('c'), (s) => {
    expect(traded(s)).toEqual([]);
    expect(logged(s, 'token-removed', 'g')).toEqual([]);
  }),
});
