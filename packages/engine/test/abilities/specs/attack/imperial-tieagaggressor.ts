/**
 * Card specs for the Galactic Empire TIE/ag aggressor pilots of abilities/cards/attack/imperial-tieagaggressor.ts.
 * Rules: 001 Attack (Roll Defense Dice, then Modify Defense Dice); 000 "Cancel".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** Lieutenant Kestal (k, a focus token) faces the X-wing x at range 2. */
const table = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('k', 'lieutenantkestal', 400, 490, { tokens: { focus: 1 } })],
  );
const play = (a: string, d: string, faces: string[]) =>
  attackPlay(a, d, () =>
    answers(rolls(a, 'attack', ['hit', 'hit']), rolls(d, 'defense', faces), useAbilityOf('Kestal')),
  );

// "Double Edge" (d, concussion missiles, a lock on the X-wing) faces the X-wing x (concussion missiles, a lock on
// him) at range 2. `a` attacks `b` with `weapon`, rolling `faces`; a bonus attack granted goes with the primary weapon.
const edgeTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { locks: ['d'], upgrades: [{ xws: 'concussionmissiles' }] })],
    [imperial('d', 'doubleedge', 400, 490, { locks: ['x'], upgrades: [{ xws: 'concussionmissiles' }] })],
  );
const edgePlay = (a: string, b: string, weapon: string, faces: string[]) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        (d) =>
          d.kind === 'declare-attack'
            ? [
                d.options.find((o) =>
                  o.id.startsWith(d.prompt.includes('bonus') ? `attack:${b}:primary` : `attack:${b}:${weapon}`),
                )?.id ?? 'pass',
              ]
            : undefined,
        rolls(a, 'attack', faces, ['blank', 'blank']),
        rolls(b, 'defense', ['blank', 'blank', 'blank']),
      ),
  );
const edgeNot = (name: string, a: string, b: string, weapon: string, faces: string[]) =>
  kase(name, edgeTable, edgePlay(a, b, weapon, faces), (s) => expect(usedIndexes(s, 'pilot:doubleedge')).toEqual([]));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:doubleedge',
    applies: kase(
      'his missiles miss: he attacks again with his primary weapon',
      edgeTable,
      edgePlay('d', 'x', 'concussionmissiles', ['blank', 'blank', 'blank']),
      (s) =>
        expect(logged(s, 'attack-declared', 'd').map((e) => e.data?.weapon)).toEqual(['concussionmissiles', 'primary']),
    ),
    doesNotApply: [
      edgeNot('his missiles hit', 'd', 'x', 'concussionmissiles', ['hit', 'hit', 'hit']),
      edgeNot('his primary attack misses', 'd', 'x', 'primary', ['blank', 'blank']),
      edgeNot('the X-wing’s missiles miss him', 'x', 'd', 'concussionmissiles', ['blank', 'blank', 'blank']),
    ],
  },
  {
    source: 'pilot:lieutenantkestal',
    applies: kase(
      'the X-wing rolls a focus and a blank: his focus token cancels both',
      table,
      play('k', 'x', ['focus', 'blank']),
      (s) =>
        expect(logged(s, 'dice-cancelled', 'k')[0]?.data).toMatchObject({ dice: 'defense', faces: ['blank', 'focus'] }),
    ),
    doesNotApply: [
      kase('the X-wing rolls two evades', table, play('k', 'x', ['evade', 'evade']), (_s, seen) =>
        expect(offered(seen, 'Kestal')).toBe(false),
      ),
      kase('the X-wing attacks him, he rolls blanks', table, play('x', 'k', ['blank', 'blank', 'blank']), (_s, seen) =>
        expect(offered(seen, 'Kestal')).toBe(false),
      ),
    ],
  },
];
