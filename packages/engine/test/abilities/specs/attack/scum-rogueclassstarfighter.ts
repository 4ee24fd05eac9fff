/**
 * Card specs for the Scum and Villainy Rogue-class starfighter pilots of
 * abilities/cards/attack/scum-rogueclassstarfighter.ts. Rules: 001 Engagement 4–5 (the results left once
 * neutralized); 000 "Shields", "Stress".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

// After the Neutralize Results step: a ship (`id`, pilot given, `extra` for it) faces the X-wing at range 2; one
// attacks the other with the faces given; `card` is asked to change the results left.
const afterTable = (id: string, pilot: string, extra: Partial<PositionShip> = {}) =>
  vsXwing([id, pilot, 400, 490, extra]);
const afterPlay = (attacker: string, defender: string, faces: string[], card: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', faces), useAbilityOf(card)));
const resultsLeft = (s: GameState) => logged(s, 'results-changed').at(-1)?.data;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:durge',
    applies: kase(
      'unshielded, three hits left: one becomes a crit, another is cancelled',
      afterTable('d', 'durge', { shields: 0 }),
      afterPlay('x', 'd', ['hit', 'hit', 'hit'], 'Durge'),
      (s) => expect(resultsLeft(s)).toEqual({ hits: 1, crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'three shields against three hits',
        afterTable('d', 'durge', { shields: 3 }),
        afterPlay('x', 'd', ['hit', 'hit', 'hit'], 'Durge'),
        (_s, seen) => expect(offered(seen, 'Durge')).toBe(false),
      ),
      kase(
        'one hit and a crit left',
        afterTable('d', 'durge', { shields: 0 }),
        afterPlay('x', 'd', ['hit', 'crit', 'blank'], 'Durge'),
        (_s, seen) => expect(offered(seen, 'Durge')).toBe(false),
      ),
      kase(
        'attacking the X-wing with hits',
        afterTable('d', 'durge', { shields: 0 }),
        afterPlay('d', 'x', ['hit', 'hit'], 'Durge'),
        (_s, seen) => expect(offered(seen, 'Durge')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:viktorhel-rogueclassstarfighter',
    applies: kase(
      'defending at range 3 he rolls three dice: the X-wing gains a stress token',
      vsXwing(['v', 'viktorhel-rogueclassstarfighter', 400, 590]),
      attackPlay('x', 'v'),
      (s) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(1),
    ),
    doesNotApply: [
      kase(
        'at range 2 he rolls two: no stress',
        vsXwing(['v', 'viktorhel-rogueclassstarfighter', 400, 490]),
        attackPlay('x', 'v'),
        (s) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
      ),
      kase(
        'attacking the X-wing: no stress',
        vsXwing(['v', 'viktorhel-rogueclassstarfighter', 400, 590]),
        attackPlay('v', 'x'),
        (s) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
      ),
    ],
  },
];
