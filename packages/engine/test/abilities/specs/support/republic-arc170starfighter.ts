/**
 * Card specs for the ARC-170 pilots of abilities/cards/support/republic-arc170starfighter.ts. Rules: 000 "Lock",
 * "Arcs" (left and right arcs); 001 Engagement Phase (after an attack).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * "Jag" (`pilot`) facing up at (400, 300) with `tokens`; a V-19 wingman facing up at (`wx`, `wy`) (at (520, 300): in his
 * right arc at range 1; at (680, 300): in it at range 3; at (400, 160): behind him); a TIE facing down at (`tx`, 490),
 * ahead of both (at 680: straight ahead of the wingman at 680).
 */
const jagTable =
  (pilot: string, wx = 520, wy = 300, tokens: Record<string, number> = {}, tx = 460) =>
  () =>
    position(
      'engagement',
      [rebel('j', pilot, 400, 300, { tokens }), rebel('w', 'goldsquadrontrooper', wx, wy)],
      [imperial('t', 'academypilot', tx, 490)],
    );
const fight = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', ['hit']), useAbilityOf('Jag')));
const locksOf = (s: GameState) => s.ships.find((x) => x.id === 'j')!.locks.map((l) => l.target);
const notOffered = (name: string, t: () => GameState, play: ReturnType<typeof fight>) =>
  kase(name, t, play, (s, seen) => {
    expect(offered(seen, 'Jag')).toBe(false);
    expect(locksOf(s)).toEqual([]);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:jag',
    applies: kase(
      'the wingman in his right arc defends: he locks the attacker',
      jagTable('jag'),
      fight('t', 'w'),
      (s) => expect(locksOf(s)).toEqual(['t']),
    ),
    doesNotApply: [
      notOffered('the wingman beyond range 2 defends', jagTable('jag', 680, 300, {}, 680), fight('t', 'w')),
      notOffered('the wingman behind him defends', jagTable('jag', 400, 160), fight('t', 'w')),
      notOffered('he defends himself', jagTable('jag'), fight('t', 'j')),
    ],
  },
  {
    source: 'pilot:jag-siegeofcoruscant',
    applies: kase(
      'the wingman in his right arc attacks: he locks the defender',
      jagTable('jag-siegeofcoruscant'),
      fight('w', 't'),
      (s) => expect(locksOf(s)).toEqual(['t']),
    ),
    doesNotApply: [
      notOffered(
        'the wingman beyond range 2 attacks',
        jagTable('jag-siegeofcoruscant', 680, 300, {}, 680),
        fight('w', 't'),
      ),
      notOffered('the wingman behind him attacks', jagTable('jag-siegeofcoruscant', 400, 160), fight('w', 't')),
      notOffered('he is strained', jagTable('jag-siegeofcoruscant', 520, 300, { strain: 1 }), fight('w', 't')),
      notOffered('he attacks himself', jagTable('jag-siegeofcoruscant'), fight('j', 't')),
    ],
  },
];
