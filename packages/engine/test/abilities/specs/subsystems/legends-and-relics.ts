/**
 * Card specs for abilities/cards/subsystems/legends-and-relics.ts. Rules: 000 "System Phase", supplement "Tractor"
 * (a small ship with one tractor token is tractored), 000 "Deplete"; Parting Gift: 000 "Destroying Ships", "Devices".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { giftAsked, giftPlay, giftTable } from './upgrades-talent.js';

// Thweek (w, StarViper) with the tokens given; a cloaked TIE Phantom (p) and an enemy Thweek (v) far away have System
// Phase steps of their own.
const thweekTable =
  (phase: 'system' | 'engagement', tokens: Record<string, number> = {}) =>
  () =>
    position(
      phase,
      [rebel('w', 'thweek-legendsandrelics', 400, 150, { tokens, ...(phase === 'system' ? { dial: '1F' } : {}) })],
      [
        imperial('p', 'sigmasquadronace', 700, 800, phase === 'system' ? { dial: '1F', tokens: { cloak: 1 } } : {}),
        imperial('v', 'thweek-legendsandrelics', 100, 800, phase === 'system' ? { dial: '1F' } : {}),
      ],
    );
const play = (phase: 'system' | 'engagement', use: boolean) =>
  playing(leaves(phase), () => (use ? useAbilityOf('Thweek') : () => undefined));
const tokenOf = (s: Parameters<typeof shipOf>[0], t: 'tractor' | 'deplete') => shipOf(s, 'w').tokens[t] ?? 0;

// Gravitic Well on the Nantex n (`tractor` tokens) at (400, 300); at range 1 of it a friendly X-wing f, an enemy TIE t
// and an enemy Lambda shuttle l (large); an enemy TIE z far away.
const WELL = 'graviticwell-legendsandrelics';
const wellTable = (tractor: number) => () =>
  position(
    'engagement',
    [
      rebel('n', 'petranakiarenaace', 400, 300, { upgrades: [WELL], tokens: { tractor } }),
      rebel('f', 'redsquadronveteran', 320, 300),
    ],
    [
      imperial('t', 'academypilot', 400, 400),
      imperial('l', 'captainkagi', 520, 300),
      imperial('z', 'academypilot', 100, 850),
    ],
  );
const wellPlay = playing((s) =>
  s.log.some((e) => e.type === 'ability-used' || e.type === 'attack-declared' || e.type === 'no-attack'),
);
const strainOf = (s: Parameters<typeof shipOf>[0], id: string) => shipOf(s, id).tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${WELL}:0`,
    applies: kase(
      'tractored: the X-wing and the TIE beside it gain a strain token; the shuttle, the far TIE and itself do not',
      wellTable(1),
      wellPlay,
      (s) => {
        expect(['f', 't', 'l', 'z', 'n'].map((id) => strainOf(s, id))).toEqual([1, 1, 0, 0, 0]);
      },
    ),
    doesNotApply: kase('not tractored: no strain', wellTable(0), wellPlay, (s) =>
      expect(['f', 't', 'l', 'z', 'n'].map((id) => strainOf(s, id))).toEqual([0, 0, 0, 0, 0]),
    ),
  },
  {
    source: 'pilot:thweek-legendsandrelics',
    // Used at his own System Phase step only (the other Thweek's step asks nothing of him): one token, not two.
    applies: kase('he takes a tractor token in the System Phase', thweekTable('system'), play('system', true), (s) =>
      expect(tokenOf(s, 'tractor')).toBe(1),
    ),
    doesNotApply: kase('he declines', thweekTable('system'), play('system', false), (s) =>
      expect(tokenOf(s, 'tractor')).toBe(0),
    ),
  },
  {
    source: 'pilot:thweek-legendsandrelics',
    applies: kase(
      'tractored as the Engagement Phase starts: a deplete token removes the tractor token',
      thweekTable('engagement', { tractor: 1 }),
      play('engagement', true),
      (s) => {
        // The End Phase clears the tractor token anyway before the play stops: the log shows it removed before.
        expect(logged(s, 'token-removed', 'w').length).toBeGreaterThan(0);
        expect(tokenOf(s, 'deplete')).toBe(1);
      },
    ),
    doesNotApply: kase('no tractor token', thweekTable('engagement'), play('engagement', true), (s, seen) => {
      expect(offered(seen, 'Thweek')).toBe(false);
      expect(tokenOf(s, 'deplete')).toBe(0);
    }),
  },
  {
    // The reprint: as its first printing's spec (specs/subsystems/upgrades-talent.ts), with this printing equipped.
    source: 'upgrade:partinggift-legendsandrelics:0',
    applies: kase(
      'the X-wing destroys Scimitar 3: before she is removed, she launches a proton bomb with the 1-bank right',
      giftTable('s', 'partinggift-legendsandrelics'),
      giftPlay,
      (s, seen) => {
        expect(giftAsked(seen)).toBe(true);
        expect(shipOf(s, 's').gone?.how).toBe('destroyed');
        expect(logged(s, 'device-placed', 's').map((e) => (e.data as { template: string }).template)).toEqual(['1N']);
      },
    ),
    doesNotApply: kase(
      'Scimitar 3 destroys the X-wing (another ship destroyed): not asked',
      giftTable('x', 'partinggift-legendsandrelics'),
      giftPlay,
      (s, seen) => {
        expect(shipOf(s, 'x').gone?.how).toBe('destroyed');
        expect(giftAsked(seen)).toBe(false);
      },
    ),
  },
];
