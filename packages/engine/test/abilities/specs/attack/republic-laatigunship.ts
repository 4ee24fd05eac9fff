/**
 * Card specs for the Galactic Republic LAAT/i gunship abilities of abilities/cards/attack/republic-laatigunship.ts.
 * Rules: 001 Attack (Modify Attack Dice: rerolls); 000 "Turret Arc Indicators", "Charges".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  attacks,
  logged,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The gunship (l, 2 charges) stands behind the X-wing (x); its turret points ahead (the TIE in its turret arc) or to
// its sides (`turret` 'left': the TIE is outside). The X-wing or the gunship attacks the TIE (t).
const table =
  (turret: 'front' | 'left' = 'front', charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('l', '212thbattalionpilot', 300, 200, { turret, charges })],
      [imperial('t', 'academypilot', 400, 450)],
    );
const play = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Fire Convergence')),
  );
const not = (name: string, t: ReturnType<typeof table>, attacker: string) =>
  kase(name, t, play(attacker), (s, seen) => {
    expect(logged(s, 'attack-ended', attacker)).toHaveLength(1);
    expect(offered(seen, 'Fire Convergence')).toBe(false);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:fireconvergence',
    applies: kase(
      'the X-wing attacks the TIE in the gunship’s turret arc: a charge, two rerolls',
      table(),
      play('x'),
      (s) => {
        expect(usedIndexes(s, 'ship-ability:fireconvergence')).toEqual([0]);
        expect(shipOf(s, 'l').charges).toBe(1);
      },
    ),
    doesNotApply: [
      not('the turret points to the sides', table('left'), 'x'),
      not('the gunship’s own turret attack', table(), 'l'),
      not('no charge left', table('front', 0), 'x'),
    ],
  },
];

/**
 * "Warthog" (h, at `hx`, 200) and a clone Z-95 (f, `friend`, one hit from destroyed) on one side; "Mauler" Mithel (m,
 * initiative 5) faces the Z-95 at range 2 and destroys it with his attack. The Z-95 (initiative 2) engages after him.
 */
const warthogTable =
  (pilot: string, hx = 250, friend = '7thskycorpspilot') =>
  () =>
    position(
      'engagement',
      [
        rebel('h', pilot, hx, 150),
        rebel('f', friend, 400, 300, { shields: 0, damage: [{ card: 'structuraldamage', faceup: false }] }),
      ],
      [imperial('m', 'maulermithel', 400, 490)],
    );
/** Mithel destroys the Z-95; the game plays to the end of the Engagement Phase. */
const warthogPlay = (s: GameState) =>
  playUntil(
    s,
    (x) => x.phase !== 'engagement',
    answers(attacks('m', 'f'), rolls('m', 'attack', ['hit', 'hit', 'hit']), rolls('f', 'defense', [])),
  );
const engaged = (seen: Decision[]) => seen.some((d) => d.kind === 'declare-attack' && d.ship === 'f');
const warthogSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  standing: true,
  applies: kase(
    'the destroyed Z-95 stays in play: it still engages at its initiative, and leaves as the phase ends',
    warthogTable(pilot),
    warthogPlay,
    (s, seen) => {
      expect(engaged(seen)).toBe(true);
      expect(shipOf(s, 'f').gone?.how).toBe('destroyed');
    },
  ),
  doesNotApply: [
    kase(
      'he stands beyond range 2 of it: it leaves after Mithel’s step',
      warthogTable(pilot, 850),
      warthogPlay,
      (s, seen) => {
        expect(engaged(seen)).toBe(false);
        expect(shipOf(s, 'f').gone?.how).toBe('destroyed');
      },
    ),
    kase(
      'a limited friend ("Killer") leaves after Mithel’s step',
      warthogTable(pilot, 250, 'killer'),
      warthogPlay,
      (_s, seen) => expect(engaged(seen)).toBe(false),
    ),
  ],
});
SPECS.push(warthogSpec('warthog'), warthogSpec('warthog-clonez95headhunter'));
