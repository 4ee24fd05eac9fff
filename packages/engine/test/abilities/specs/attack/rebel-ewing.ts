/**
 * Card specs for the Rebel E-wing pilots of abilities/cards/attack/rebel-ewing.ts. Rules: 001 Attack (Modify Attack
 * Dice); 000 "Attack Arcs". Corran Horn: 000 "Engagement Phase" (initiative steps), "Bonus Attacks" (one per
 * Engagement Phase), "Bullseye Arc", "Disarm Tokens" (removed in the End Phase), 001 Planning Phase (its start).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

// Gavin (g) faces the TIE t ahead of him; his wingman w (off to the side) faces t2, outside Gavin's front arc; a
// second wingman v stands in Gavin's front arc, ahead of t.
const table = () =>
  position(
    'engagement',
    [
      rebel('g', 'gavindarklighter', 400, 300),
      rebel('w', 'redsquadronveteran', 600, 300),
      rebel('v', 'redsquadronveteran', 360, 400),
    ],
    [imperial('t', 'academypilot', 400, 470), imperial('t2', 'academypilot', 600, 450)],
  );
const play = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), modifiesWith('Gavin Darklighter')));
const not = (why: string, a: string, d: string) =>
  kase(why, table, play(a, d), (_s, seen) => expect(offered(seen, 'Gavin Darklighter')).toBe(false));

// Corran Horn (c, initiative 5) at (400, 300) facing up the table; a TIE (t, initiative 1) at (`tx`, 450) faces him: in
// his bullseye at tx 400, in his front arc but out of the bullseye at tx 470. With `mirror`, an enemy Corran Horn (e)
// stands in place of the TIE, each in the other's bullseye. A far TIE keeps the game going.
const corranTable =
  (tx = 400, extra: Partial<PositionShip> = {}, mirror = false) =>
  () =>
    position(
      'engagement',
      [rebel('c', 'corranhorn', 400, 300, extra)],
      [
        mirror ? imperial('e', 'corranhorn', 400, 450) : imperial('t', 'academypilot', tx, 450),
        imperial('far', 'academypilot', 100, 850),
      ],
    );
/** His ability's summary, in the question (the ship's name alone would match Bossk's question on his ship too). */
const AT_ZERO = 'Corran Horn: at initiative 0';
/**
 * Plays into the next round's Planning Phase (its first dial): every ship passes its own engagement (with `bossk`, c
 * attacks t, misses and takes Bossk's bonus attack on it); at initiative 0 c uses his ability when `use` and attacks t.
 */
const corranPlay = (use: boolean, bossk = false) =>
  playing(
    (s: GameState) => s.round === 2 && s.pending?.kind === 'set-dial',
    () =>
      answers(
        (d) => (d.kind === 'use-ability' && d.player === 0 && d.prompt.includes('Bossk') ? ['use'] : undefined),
        (d) => (use && d.player === 0 ? useAbilityOf(AT_ZERO)(d, {} as GameState) : undefined),
        (d, s) => (bossk || s.cursor.step !== 'declare' ? attacks('c', 't')(d, s) : undefined),
      ),
  );
/** How many times c's player was asked whether to use Corran Horn. */
const corranAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.player === 0 && d.prompt.includes(AT_ZERO)).length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:gavindarklighter',
    applies: kase('he attacks the TIE in his front arc: a hit becomes a crit', table, play('g', 't'), (s) =>
      expect(usedIndexes(s, 'pilot:gavindarklighter')).toEqual([0]),
    ),
    doesNotApply: [
      not('a wingman attacks a TIE outside his front arc', 'w', 't2'),
      not('an enemy attacks a wingman in his front arc', 't', 'v'),
    ],
  },
  {
    source: 'pilot:corranhorn',
    applies: kase(
      'at initiative 0 he attacks the TIE in his bullseye: next round he starts disarmed',
      corranTable(),
      corranPlay(true),
      (s) => {
        expect(s.log.some((e) => e.type === 'attack-declared' && e.ship === 'c' && e.data?.defender === 't')).toBe(
          true,
        );
        expect(usedIndexes(s, 'pilot:corranhorn')).toEqual([0, 1]);
        expect(shipOf(s, 'c').tokens.disarm ?? 0).toBe(1);
        expect(s.delayed).toBeUndefined();
      },
    ),
    doesNotApply: [
      kase(
        'he declines at initiative 0: no attack, no disarm token next round',
        corranTable(),
        corranPlay(false),
        (s) => expect(shipOf(s, 'c').tokens.disarm ?? 0).toBe(0),
      ),
      kase(
        'the TIE is in his front arc but out of his bullseye: not asked',
        corranTable(470),
        corranPlay(true),
        (_s, seen) => expect(corranAsked(seen)).toBe(0),
      ),
      kase(
        'Bossk gave him a bonus attack after his missed attack: none left at initiative 0, no disarm token',
        corranTable(400, { upgrades: ['bossk'] }),
        corranPlay(true, true),
        (s, seen) => {
          expect(s.log.filter((e) => e.type === 'attack-declared' && e.ship === 'c')).toHaveLength(2);
          expect(corranAsked(seen)).toBe(0);
          expect(shipOf(s, 'c').tokens.disarm ?? 0).toBe(0);
        },
      ),
      kase(
        'an enemy Corran Horn faces him: declining, he is asked in his own turn at initiative 0 only',
        corranTable(400, {}, true),
        corranPlay(false),
        (_s, seen) => expect(corranAsked(seen)).toBe(1),
      ),
    ],
  },
];
