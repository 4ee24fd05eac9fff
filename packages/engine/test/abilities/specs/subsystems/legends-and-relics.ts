/**
 * Card specs for abilities/cards/subsystems/legends-and-relics.ts. Rules: 000 "System Phase", supplement "Tractor"
 * (a small ship with one tractor token is tractored), 000 "Deplete"; Parting Gift: 000 "Destroying Ships", "Devices".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, modifiesWith, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../../spec-helpers.js';
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
// and an enemy Lambda shuttle l (large); an enemy TIE z far away. `alone`: no X-wing nor TIE beside it.
const WELL = 'graviticwell-legendsandrelics';
const wellTable =
  (tractor: number, alone = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('n', 'petranakiarenaace', 400, 300, { upgrades: [WELL], tokens: { tractor } }),
        ...(alone ? [] : [rebel('f', 'redsquadronveteran', 320, 300)]),
      ],
      [
        ...(alone ? [] : [imperial('t', 'academypilot', 400, 400)]),
        imperial('l', 'captainkagi', 520, 300),
        imperial('z', 'academypilot', 100, 850),
      ],
    );
const wellPlay = playing((s) =>
  s.log.some((e) => e.type === 'ability-used' || e.type === 'attack-declared' || e.type === 'no-attack'),
);
const strainOf = (s: Parameters<typeof shipOf>[0], id: string) => shipOf(s, id).tokens.strain ?? 0;

// Gravitic Well's rewritten pilot abilities: the Nantex n (`pilot`, Gravitic Well and an ion cannon) faces the X-wing x
// at range 2 (his bullseye: 3 dice), his wingman t beside him; `self` / `x`: who holds a tractor token.
const rewrittenTable = (pilot: string, tractored: { self?: boolean; x?: boolean }) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, tractored.x ? { tokens: { tractor: 1 } } : {})],
    [
      imperial('n', pilot, 400, 490, {
        upgrades: [WELL, 'ioncannon'],
        ...(tractored.self ? { tokens: { tractor: 1 } } : {}),
      }),
      imperial('t', 'academypilot', 250, 490),
    ],
  );
const rewrittenPlay = (attacker: string, weapon = 'primary') =>
  attackPlay(attacker, 'x', () => modifiesWith('Gravitic Well (Chertek)'), weapon);
const attackDice = (attacker: string, n: number) => (_s: unknown, seen: Parameters<typeof diceCounts>[0]) =>
  expect(diceCounts(seen, attacker, 'x').attack).toBe(n);
const chertekOffered = (yes: boolean) => (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, 'Chertek')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${WELL}:0`,
    applies: kase(
      'Sun Fac tractored himself: his primary attack on an untractored X-wing rolls 4 dice',
      rewrittenTable('sunfac', { self: true }),
      rewrittenPlay('n'),
      attackDice('n', 4),
    ),
    doesNotApply: [
      // His own pilot ability is taken away: a tractored defender no longer adds the die.
      kase(
        'the X-wing tractored, Sun Fac not: 3 dice (his printed ability is replaced)',
        rewrittenTable('sunfac', { x: true }),
        rewrittenPlay('n'),
        attackDice('n', 3),
      ),
      kase(
        'with his ion cannon: its 3 dice',
        rewrittenTable('sunfac', { self: true }),
        rewrittenPlay('n', 'ioncannon'),
        attackDice('n', 3),
      ),
      kase(
        'his wingman attacks: its 2 dice',
        rewrittenTable('sunfac', { self: true }),
        rewrittenPlay('t'),
        attackDice('t', 2),
      ),
      kase(
        'a Petranaki Arena Ace tractored with the card: its 3 dice (no pilot ability to rewrite)',
        rewrittenTable('petranakiarenaace', { self: true }),
        rewrittenPlay('n'),
        attackDice('n', 3),
      ),
    ],
  },
  {
    source: `upgrade:${WELL}:0`,
    applies: kase(
      'Chertek tractored himself: he may reroll',
      rewrittenTable('chertek', { self: true }),
      rewrittenPlay('n'),
      chertekOffered(true),
    ),
    doesNotApply: [
      kase(
        'the X-wing tractored, Chertek not: no reroll (his printed ability is replaced)',
        rewrittenTable('chertek', { x: true }),
        rewrittenPlay('n'),
        chertekOffered(false),
      ),
      kase(
        'with his ion cannon',
        rewrittenTable('chertek', { self: true }),
        rewrittenPlay('n', 'ioncannon'),
        chertekOffered(false),
      ),
      kase('his wingman attacks', rewrittenTable('chertek', { self: true }), rewrittenPlay('t'), chertekOffered(false)),
      kase(
        'a Petranaki Arena Ace tractored with the card: no reroll offered',
        rewrittenTable('petranakiarenaace', { self: true }),
        rewrittenPlay('n'),
        chertekOffered(false),
      ),
    ],
  },
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
    doesNotApply: [
      kase('not tractored: no strain', wellTable(0), wellPlay, (s) =>
        expect(['f', 't', 'l', 'z', 'n'].map((id) => strainOf(s, id))).toEqual([0, 0, 0, 0, 0]),
      ),
      kase('tractored, but only the large shuttle at range 0–1: nothing to do', wellTable(1, true), wellPlay, (s) =>
        expect(['l', 'z', 'n'].map((id) => strainOf(s, id))).toEqual([0, 0, 0]),
      ),
    ],
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
