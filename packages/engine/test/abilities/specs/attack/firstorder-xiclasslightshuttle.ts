/**
 * Card specs for the First Order Xi-class light shuttle pilots of abilities/cards/attack/firstorder-xiclasslightshuttle.ts.
 * Rules: 001 Engagement (Roll Attack Dice, then Modify Attack Dice); 000 "Modifying Dice" (a die is rerolled once),
 * "Strain Tokens".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, logged, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const MALARUS = 'Commander Malarus';
/**
 * Malarus (m) faces down at (400, 600) behind a TIE (t, at `ty`: 490 is range 1 of him, 850 range 3, aside); an
 * X-wing (x) below at (`tx`, 300).
 */
const table =
  (tx = 400, ty = 490, weapon?: string) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', tx, 300)],
      [
        imperial('m', 'commandermalarus-xiclasslightshuttle', 250, 700),
        imperial(
          't',
          weapon ? 'omegasquadronexpert' : 'academypilot',
          tx,
          ty,
          weapon ? { upgrades: [weapon], locks: ['x'] } : {},
        ),
      ],
    );
/** `a` attacks `d` rolling `faces`; Malarus's rerolled die comes up a hit. */
const play = (a: string, d: string, faces: string[], weapon = 'primary') =>
  attackPlay(a, d, () => answers(abilityDie(MALARUS, 'hit'), rolls(a, 'attack', faces)), weapon);
const rerolled = (s: GameState) => logged(s, 'dice-rerolled').filter((e) => e.data?.by === 'm').length;
const strainOf = (s: GameState, id: string) => shipOf(s, id).tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:commandermalarus-xiclasslightshuttle',
    applies: kase(
      'two blanks: one strain, one blank rerolled (once)',
      table(),
      play('t', 'x', ['blank', 'blank']),
      (s) => {
        expect(rerolled(s)).toBe(1);
        expect(strainOf(s, 't')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('no blank rolled', table(), play('t', 'x', ['focus', 'hit']), (s) => expect(rerolled(s)).toBe(0)),
      kase('the TIE is beyond range 2 of him', table(700, 490), play('t', 'x', ['blank', 'hit']), (s) =>
        expect(rerolled(s)).toBe(0),
      ),
      kase(
        'a missile attack (not primary)',
        table(400, 490, 'concussionmissiles'),
        play('t', 'x', ['blank', 'hit'], 'concussionmissiles'),
        (s) => {
          expect(logged(s, 'attack-declared', 't').length + logged(s, 'attack-ended', 't').length).toBeGreaterThan(0);
          expect(rerolled(s)).toBe(0);
        },
      ),
      kase('the X-wing attacks (an enemy)', table(), play('x', 't', ['blank', 'hit']), (s) =>
        expect(rerolled(s)).toBe(0),
      ),
    ],
  },
];

const HASK = 'Gideon Hask';
/**
 * Gideon Hask (g, at (`gx`, 600)) behind a TIE (t, at (400, `ty`): 490 is range 2 of the X-wing, 420 range 1; an
 * Omega TIE/sf with a Dorsal Turret when `turret`); the X-wing (x) below at (400, 300), damaged unless `whole`.
 */
const haskTable =
  (o: { gx?: number; ty?: number; whole?: boolean; turret?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel(
          'x',
          'redsquadronveteran',
          400,
          300,
          o.whole ? {} : { damage: [{ card: 'structuraldamage', faceup: false }] },
        ),
      ],
      [
        imperial('g', 'gideonhask-xiclasslightshuttle', o.gx ?? 250, 600),
        imperial(
          't',
          o.turret ? 'omegasquadronexpert' : 'academypilot',
          400,
          o.ty ?? 490,
          o.turret ? { upgrades: ['dorsalturret'] } : {},
        ),
      ],
    );
const haskPlay = (a: string, weapon = 'primary') =>
  attackPlay(a, 'x', () => answers(useAbilityOf(HASK), rolls(a, 'attack', ['hit', 'hit', 'hit', 'hit'])), weapon);
const haskNot = (name: string, t: ReturnType<typeof haskTable>, play = haskPlay('t')) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, HASK)).toBe(false));

SPECS.push({
  source: 'pilot:gideonhask-xiclasslightshuttle',
  applies: kase(
    'the TIE rolls 2 dice at a damaged X-wing: a strain token for a third',
    haskTable(),
    haskPlay('t'),
    (s, seen) => {
      expect(diceCounts(seen, 't', 'x').attack).toBe(3);
      expect(strainOf(s, 't')).toBe(1);
      expect(strainOf(s, 'g')).toBe(0);
    },
  ),
  doesNotApply: [
    haskNot('the X-wing is not damaged', haskTable({ whole: true })),
    haskNot('at range 1 the TIE rolls 3 dice already', haskTable({ ty: 420 })),
    haskNot('the TIE is beyond range 2 of him', haskTable({ gx: 850 })),
    haskNot('a turret attack is not a primary attack', haskTable({ turret: true }), haskPlay('t', 'dorsalturret')),
  ],
});
