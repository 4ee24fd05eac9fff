/**
 * Card specs for the Scum HWK-290 pilots of abilities/cards/support/scum-hwk290lightfreighter.ts. Rules: 000
 * "Additional Token Rules" (transfer), "Turret Arc Indicators", "Friendly and Enemy"; 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { GameState } from '@xwing/engine';
import { answers, leaves, offered, picks, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { transfers } from './scum-z95af4headhunter.js';

/**
 * Palob facing up at (400, 300), his turret to the front; a TIE facing down at (400, `tieY`) with a focus and an
 * evade token (range 1 at 420, range 3 at 620, behind him at 150); `friend`: a Z-95 of his with the same tokens ahead
 * of him instead.
 */
const palobTable =
  (tieY = 420, friend = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('p', 'palobgodalhi', 400, 300, { turret: 'front' }),
        ...(friend ? [rebel('f', 'binayrepirate', 400, 420, { tokens: { focus: 1, evade: 1 } })] : []),
      ],
      [
        imperial(
          't',
          'academypilot',
          friend ? 100 : 400,
          friend ? 850 : tieY,
          friend ? {} : { tokens: { focus: 1, evade: 1 } },
        ),
      ],
    );
const palobPlay = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use:t', 'p'),
    picks('use-ability', 'use:f', 'p'),
    picks('use-ability', 'use:focus', 'p'),
  ),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:palobgodalhi',
    applies: kase('the TIE ahead at range 1: he takes its focus', palobTable(), palobPlay, (s, seen) => {
      expect(offered(seen, 'Palob Godalhi')).toBe(true);
      expect(transfers(s)).toEqual([['t', 'p', 'focus']]);
    }),
    doesNotApply: [
      kase('the TIE is at range 3: not offered', palobTable(620), palobPlay, (s, seen) => {
        expect(offered(seen, 'Palob Godalhi')).toBe(false);
        expect(transfers(s)).toEqual([]);
      }),
      kase('the TIE is behind him, out of his arcs: not offered', palobTable(150), palobPlay, (_s, seen) =>
        expect(offered(seen, 'Palob Godalhi')).toBe(false),
      ),
      kase('a friendly Z-95 ahead with the tokens: not offered', palobTable(420, true), palobPlay, (s, seen) => {
        expect(offered(seen, 'Palob Godalhi')).toBe(false);
        expect(transfers(s)).toEqual([]);
      }),
    ],
  },
];

/**
 * Dace Bonearm (3 charges) facing up at (`dx`, 300); an X-wing of his side facing up at (400, 300) with `xUp`; a TIE
 * facing down at (400, 450) with `tUp` (range 2 of Dace at 250; beyond range 3 at 850, down the table at y 60).
 */
const daceTable =
  (o: { dx?: number; dy?: number; xUp?: string[]; tUp?: string[] } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'dacebonearm', o.dx ?? 250, o.dy ?? 300, { charges: 3 }),
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: o.xUp ?? ['ioncannonturret'], turret: 'front' }),
      ],
      [imperial('t', 'academypilot', 400, 450, { upgrades: o.tUp ?? [], turret: 'front' })],
    );
const dacePlay = (attacker: string, defender: string, weapon: string) =>
  attackPlay(
    attacker,
    defender,
    () => answers(rolls(attacker, 'attack', ['hit', 'hit', 'hit']), useAbilityOf('Dace Bonearm')),
    weapon,
  );
const ionOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.tokens.ion ?? 0;

SPECS.push({
  source: 'pilot:dacebonearm',
  applies: kase(
    'the X-wing ions the TIE at range 2 of him: two more ion tokens',
    daceTable(),
    dacePlay('x', 't', 'ioncannonturret'),
    (s) => {
      expect(ionOf(s, 't')).toBe(4);
      expect(s.ships.find((x) => x.id === 'd')!.charges).toBe(0);
    },
  ),
  doesNotApply: [
    kase(
      'he is beyond range 3 of the TIE',
      daceTable({ dx: 850, dy: 60 }),
      dacePlay('x', 't', 'ioncannonturret'),
      (s) => expect(ionOf(s, 't')).toBe(2),
    ),
    kase(
      'the TIE ions the X-wing, his own side',
      daceTable({ xUp: [], tUp: ['ioncannonturret'] }),
      dacePlay('t', 'x', 'ioncannonturret'),
      (s) => expect(ionOf(s, 'x')).toBe(2),
    ),
    kase(
      'the X-wing tractors the TIE: no ion token',
      daceTable({ xUp: ['tractorbeam'] }),
      dacePlay('x', 't', 'tractorbeam'),
      (s) => expect(ionOf(s, 't')).toBe(0),
    ),
  ],
});

/**
 * Gamut Key (`charges`, a focus token, his turret facing `turret`) facing up at (400, 300); a TIE facing down at
 * (400, 600) with a focus and an evade token, ahead of him (range 3). The End Phase is played.
 */
const gamutTable =
  (turret: 'front' | 'rear' = 'front', charges = 2) =>
  () =>
    position(
      'end',
      [rebel('g', 'gamutkey', 400, 300, { charges, turret, tokens: { focus: 1 } })],
      [imperial('t', 'academypilot', 400, 600, { tokens: { focus: 1, evade: 1 } })],
    );
const gamutPlay = (pick: string) => playing(leaves('end'), () => picks('use-ability', pick, 'g'));
const focusLeft = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.tokens.focus ?? 0;

SPECS.push(
  {
    source: 'pilot:gamutkey',
    applies: kase('the TIE in his turret arc keeps its tokens', gamutTable(), gamutPlay('use:t'), (s) => {
      expect(focusLeft(s, 't')).toBe(1);
      expect(s.ships.find((x) => x.id === 't')!.tokens.evade).toBe(1);
      expect(focusLeft(s, 'g')).toBe(0);
    }),
    doesNotApply: [
      kase('his turret faces away: only he may be picked', gamutTable('rear'), gamutPlay('use:t'), (s, seen) => {
        expect(seen.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id)).toEqual(['use:g', 'decline']);
        expect(focusLeft(s, 't')).toBe(0);
      }),
      kase('one charge left: not offered', gamutTable('front', 1), gamutPlay('use:t'), (s, seen) => {
        expect(offered(seen, 'Gamut Key')).toBe(false);
        expect(focusLeft(s, 't')).toBe(0);
      }),
    ],
  },
  {
    source: 'pilot:gamutkey',
    applies: kase('he picks himself: he keeps his focus', gamutTable('rear'), gamutPlay('use:g'), (s) =>
      expect(focusLeft(s, 'g')).toBe(1),
    ),
    doesNotApply: kase('one charge left: he loses his focus', gamutTable('rear', 1), gamutPlay('use:g'), (s) =>
      expect(focusLeft(s, 'g')).toBe(0),
    ),
  },
);

/**
 * Tápusk (`charges`, his turret facing `turret`) facing up at (400, 300); Darth Vader (Force 3, recovering 1) with no
 * Force left at (400, 600), ahead of him at range 3: an enemy facing down, or (`friend`) a ship of his own side facing
 * up. The End Phase is played; Tápusk uses his ability when asked.
 */
const tapuskTable =
  (o: { turret?: 'front' | 'rear'; charges?: number; friend?: boolean } = {}) =>
  () => {
    const vader = { force: 0 };
    return position(
      'end',
      [
        rebel('k', 'tapusk', 400, 300, { charges: o.charges ?? 2, turret: o.turret ?? 'front' }),
        ...(o.friend ? [rebel('v', 'darthvader', 400, 600, vader)] : []),
      ],
      o.friend ? [imperial('t', 'academypilot', 100, 850)] : [imperial('v', 'darthvader', 400, 600, vader)],
    );
  };
const tapuskPlay = playing(leaves('end'), () => useAbilityOf('Tápusk'));
const forceOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.force;

SPECS.push({
  source: 'pilot:tapusk',
  applies: kase(
    'Vader in his turret arc: he pays 2 charges, Vader recovers no Force',
    tapuskTable(),
    tapuskPlay,
    (s, seen) => {
      expect(offered(seen, 'Tápusk')).toBe(true);
      expect(forceOf(s, 'v')).toBe(0);
      expect(s.log.some((e) => e.type === 'recovery-stopped' && e.ship === 'v')).toBe(true);
      // He spent both charges before the recovery step; his own arrow then gives one back.
      expect(s.ships.find((x) => x.id === 'k')!.charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('his turret faces away: not offered', tapuskTable({ turret: 'rear' }), tapuskPlay, (s, seen) => {
      expect(offered(seen, 'Tápusk')).toBe(false);
      expect(forceOf(s, 'v')).toBe(1);
    }),
    kase('Vader flies on his side: not offered', tapuskTable({ friend: true }), tapuskPlay, (s, seen) => {
      expect(offered(seen, 'Tápusk')).toBe(false);
      expect(forceOf(s, 'v')).toBe(1);
    }),
    kase('one charge left: not offered', tapuskTable({ charges: 1 }), tapuskPlay, (s, seen) => {
      expect(offered(seen, 'Tápusk')).toBe(false);
      expect(forceOf(s, 'v')).toBe(1);
      expect(s.ships.find((x) => x.id === 'k')!.charges).toBe(2);
    }),
    kase(
      'he declines: Vader recovers his Force',
      tapuskTable(),
      playing(leaves('end'), () => picks('use-ability', 'decline', 'k')),
      (s, seen) => {
        expect(offered(seen, 'Tápusk')).toBe(true);
        expect(forceOf(s, 'v')).toBe(1);
        expect(s.ships.find((x) => x.id === 'k')!.charges).toBe(2);
      },
    ),
  ],
});
