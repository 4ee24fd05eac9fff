/**
 * Card specs for abilities/cards/movement/scum-firesprayclasspatrolcraft.ts. Rules: 000 "Actions" (a card's action),
 * "Friendly and Enemy", "Stress" (an ability may let a stressed ship act), "Measuring Range".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Hondo Ohnaka (`h`, Firespray) at (400, 700) facing down flies a 1 straight; a Scum Z-95 `f` beside him and a
 * stressed X-wing `x` at (400, `enemyY`) facing up have activated.
 */
const table = (enemyY: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, enemyY, { tokens: { stress: 1 }, round: { activated: true } })],
    [
      imperial('h', 'hondoohnaka', 400, 700, { dial: '1F' }),
      imperial('f', 'binayrepirate', 300, 700, { round: { activated: true } }),
    ],
  );
/** Hondo performs `own` in his step; the X-wing boosts and the Z-95 locks the X-wing when offered an action. */
const play = (own: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', own, 'h'),
      picks('choose-action', 'boost:1F', 'x'),
      picks('choose-action', 'lock:x', 'f'),
    ),
  );
const acted = (s: GameState) =>
  s.log.filter((e) => e.type === 'action-performed').map((e) => `${e.ship}:${String(e.data?.action)}`);
const CARD = 'card:pilot:hondoohnaka#0';

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:hondoohnaka',
    applies: kase(
      'his card action: the stressed X-wing boosts first (a boost of his bar, not of its own), then the Z-95 locks it; he gains a calculate token',
      table(450),
      play(`${CARD}>f>x>enemy-first`),
      (s) => {
        expect(acted(s)).toEqual(['h:card', 'x:boost', 'f:lock']);
        expect(logged(s, 'token-gained', 'h').map((e) => e.data?.token)).toContain('calculate');
      },
    ),
    doesNotApply: [
      kase('he focuses instead: nobody else acts', table(450), play('focus'), (s) =>
        expect(acted(s)).toEqual(['h:focus']),
      ),
      kase('no enemy ship at range 0–3: the card action is not offered', table(100), play(CARD), (s, seen) => {
        const step = seen.find((d) => d.kind === 'choose-action' && d.ship === 'h');
        expect(step?.options.some((o) => o.id.startsWith(CARD))).toBe(false);
        expect(acted(s)).toEqual([]);
      }),
    ],
  },
];
