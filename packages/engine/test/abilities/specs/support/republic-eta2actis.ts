/**
 * Card specs for the Eta-2 Actis pilots of abilities/cards/support/republic-eta2actis.ts. Rules: 000 "List of
 * Actions" (Coordinate), "Purple Actions"; supplement "Coordinate".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, leaves, logged, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const KEY = 'pilot:shaakti-siegeofcoruscant';

/**
 * Shaak Ti (`s`) facing up at (400, 300) with `extra`; Kickback (`k`, Born for This, with `kick`) at (520, 300) and a Gold
 * Squadron trooper (`g`) at (280, 300), both at range 1. The game starts in `phase`.
 */
const table =
  (phase: 'end' | 'activation', extra: Partial<PositionShip> = {}, kick: Partial<PositionShip> = {}) =>
  () =>
    position(
      phase,
      [
        rebel('s', 'shaakti-siegeofcoruscant', 400, 300, { dial: '1F', ...extra }),
        rebel('k', 'kickback-siegeofcoruscant', 520, 300, { dial: '1F', round: { activated: true }, ...kick }),
        rebel('g', 'goldsquadrontrooper', 280, 300, { dial: '1F', round: { activated: true } }),
      ],
      phase === 'end' ? [imperial('t', 'academypilot', 100, 850)] : [farTie()],
    );
/** Coordinated ships focus. */
const focuses: Answer = (d) =>
  d.kind === 'choose-action' && d.ship !== 's' && d.options.some((o) => o.id === 'focus') ? ['focus'] : undefined;
const play = (phase: 'end' | 'activation', ship: string, first: string) =>
  playing(leaves(phase), () => answers(picks('choose-action', first, ship), useAbilityOf('Shaak Ti'), focuses));
const acted = (s: GameState) =>
  logged(s, 'action-performed')
    .filter((e) => e.ship !== 'far')
    .map((e) => `${e.ship}:${String(e.data?.option)}`);

export const SPECS: CardSpec[] = [
  {
    source: KEY,
    applies: kase(
      'the End Phase starts: a purple coordinate on Kickback, then one more ship coordinated',
      table('end'),
      play('end', 's', 'coordinate:k'),
      (s) => {
        expect(usedIndexes(s, KEY)).toEqual([0, 1]);
        expect(acted(s)).toEqual(['s:coordinate:k', 'k:focus', 'g:focus']);
        expect(logged(s, 'action-performed', 's')[0]!.data?.difficulty).toBe('purple');
      },
    ),
    doesNotApply: [
      kase('no Force: no purple coordinate', table('end', { force: 0 }), play('end', 's', 'coordinate:k'), (s) => {
        expect(usedIndexes(s, KEY)).toEqual([]);
        expect(acted(s)).toEqual([]);
      }),
      kase(
        'with a Tactical Officer (no Force), she coordinates the trooper in her activation: no Born for This, no more',
        table('activation', { force: 0, upgrades: ['tacticalofficer'] }),
        play('activation', 's', 'coordinate:g'),
        (s) => {
          expect(usedIndexes(s, KEY)).toEqual([]);
          expect(acted(s).slice(0, 2)).toEqual(['s:coordinate:g', 'g:focus']);
        },
      ),
      kase(
        'she locks Kickback in her activation (a purple lock, her one Force): no coordinate, nothing more',
        table('activation', { force: 1 }),
        play('activation', 's', 'lock:k'),
        (s) => {
          expect(usedIndexes(s, KEY)).toEqual([]);
          expect(acted(s)[0]).toBe('s:lock:k');
        },
      ),
      kase(
        'Kickback (Born for This, a Tactical Officer aboard) coordinates her after her activation: not her coordinate',
        table('activation', { force: 0, round: { activated: true } }, { round: {}, upgrades: ['tacticalofficer'] }),
        play('activation', 'k', 'coordinate:s'),
        (s) => {
          expect(usedIndexes(s, KEY)).toEqual([]);
          expect(acted(s)[0]).toBe('k:coordinate:s');
        },
      ),
    ],
  },
];

/**
 * Shaak Ti (`force` Force, a focus token) facing up at (400, 300); a V-19 of hers at (520, 300) with a focus and an
 * evade token (range 1); a TIE far off. The End Phase is played; her player answers with `rule`.
 */
const shaakTable =
  (force = 2) =>
  () =>
    position(
      'end',
      [
        rebel('s', 'shaakti', 400, 300, { force, tokens: { focus: 1 } }),
        rebel('w', 'bluesquadronprotector', 520, 300, { tokens: { focus: 1, evade: 1 } }),
      ],
      [farTie()],
    );
/** Uses each Shaak Ti pick offered for the ship `focusOn` (a focus) and `evadeOn` (an evade); declines the others. */
const shaakPlay = (focusOn: string, evadeOn: string) =>
  playing(leaves('end'), () => (d) => {
    if (d.kind !== 'use-ability' || !d.prompt.includes('Shaak Ti')) return undefined;
    const on = d.prompt.includes('focus') ? focusOn : evadeOn;
    return d.options.some((o) => o.id === `use:${on}`) ? [`use:${on}`] : ['decline'];
  });
const kept = (s: GameState, id: string) => {
  const t = s.ships.find((x) => x.id === id)!.tokens;
  return { focus: t.focus ?? 0, evade: t.evade ?? 0 };
};

SPECS.push(
  {
    source: 'pilot:shaakti',
    applies: kase('two Force: she keeps her focus, the V-19 its evade', shaakTable(), shaakPlay('s', 'w'), (s) => {
      expect(kept(s, 's')).toEqual({ focus: 1, evade: 0 });
      expect(kept(s, 'w')).toEqual({ focus: 0, evade: 1 });
    }),
    doesNotApply: kase('no Force: every token goes', shaakTable(0), shaakPlay('s', 'w'), (s) => {
      expect(kept(s, 's')).toEqual({ focus: 0, evade: 0 });
      expect(kept(s, 'w')).toEqual({ focus: 0, evade: 0 });
    }),
  },
  {
    source: 'pilot:shaakti',
    applies: kase(
      'the V-19 picked for its focus is not picked again for its evade',
      shaakTable(),
      shaakPlay('w', 'w'),
      (s) => expect(kept(s, 'w')).toEqual({ focus: 1, evade: 0 }),
    ),
    doesNotApply: kase('no Force: the V-19 keeps nothing', shaakTable(0), shaakPlay('w', 'w'), (s) =>
      expect(kept(s, 'w')).toEqual({ focus: 0, evade: 0 }),
    ),
  },
);

/**
 * Yoda (000 "Charges and the Force"): Yoda `y` (`force`) at (200, 100), done for the round unless he acts (`yodaActs`:
 * a purple Lock action on the TIE `t` at (200, 400)); a friendly Delta-7 `j` at (`jx`, `jy`) flies a 1 straight and
 * performs its purple evade (one Force); with `enemy`, the Delta-7 is the opponent's, at (350, 600) facing down.
 */
const yodaTable =
  ({ force = 3, jx = 350, jy = 100, yodaActs = false, enemy = false } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('y', 'yoda', 200, 100, yodaActs ? { force, dial: '1F' } : { force, round: { activated: true } }),
        ...(enemy
          ? []
          : [rebel('j', 'jediknight', jx, jy, yodaActs ? { round: { activated: true } } : { dial: '1F' })]),
      ],
      [
        imperial('t', 'academypilot', 200, 400, { round: { activated: true } }),
        ...(enemy ? [imperial('j', 'jediknight', 350, 600, { dial: '1F' })] : []),
      ],
    );
const yodaPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Yoda'), picks('choose-action', 'evade', 'j'), picks('choose-action', 'lock:t', 'y')),
);
const forceOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.force;
const yodaUsed = (s: GameState) => usedIndexes(s, 'pilot:yoda').length;

SPECS.push({
  source: 'pilot:yoda',
  applies: kase('the Delta-7 spends its Force on a purple evade: Yoda gives it back', yodaTable(), yodaPlay, (s) => {
    expect(yodaUsed(s)).toBe(1);
    expect(forceOf(s, 'y')).toBe(2);
    expect(forceOf(s, 'j')).toBe(1);
  }),
  doesNotApply: [
    kase('Yoda has no Force: not offered', yodaTable({ force: 0 }), yodaPlay, (s) => {
      expect(yodaUsed(s)).toBe(0);
      expect(forceOf(s, 'j')).toBe(0);
    }),
    kase('the Delta-7 beyond range 3 of him: not offered', yodaTable({ jx: 850, jy: 750 }), yodaPlay, (s) => {
      expect(yodaUsed(s)).toBe(0);
      expect(forceOf(s, 'j')).toBe(0);
    }),
    kase('an enemy Delta-7 spends its Force: not offered', yodaTable({ enemy: true }), yodaPlay, (s) => {
      expect(yodaUsed(s)).toBe(0);
      expect(forceOf(s, 'j')).toBe(0);
    }),
    kase('Yoda spends his own Force on a purple lock: not offered', yodaTable({ yodaActs: true }), yodaPlay, (s) => {
      expect(logged(s, 'lock-acquired', 'y').length + s.ships.find((x) => x.id === 'y')!.locks.length).toBeGreaterThan(
        0,
      );
      expect(yodaUsed(s)).toBe(0);
      expect(forceOf(s, 'y')).toBe(2);
    }),
  ],
});
