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
