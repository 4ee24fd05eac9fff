/**
 * Card specs for the Rebel RZ-1 A-wing pilots of abilities/cards/attack/rebel-rz1awing.ts (all printings).
 * Rules: 001 Attack (Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** Wedge (with an ion cannon) and an X-wing wingman face a TIE at range 2. */
const table = () =>
  position(
    'engagement',
    [
      rebel('w', 'wedgeantilles-rz1awing', 400, 300, { upgrades: [{ xws: 'ioncannon' }] }),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );

/** An A-wing pilot `a` and an X-wing wingman face a TIE. */
const pilotTable = (pilot: string) => () =>
  position(
    'engagement',
    [rebel('a', pilot, 400, 300), rebel('x', 'redsquadronveteran', 250, 300)],
    [imperial('t', 'academypilot', 350, 490)],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wedgeantilles-rz1awing',
    applies: kase('his primary attack: the TIE rolls 2 defense dice, not 3', table, attackPlay('w', 't'), (_s, seen) =>
      expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('his ion cannon attack: its usual 3', table, attackPlay('w', 't', undefined, 'ioncannon'), (_s, seen) =>
        expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase('his wingman attacks: its usual 3', table, attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
  ...(
    [
      ['arvelcrynyd-battleoverendor', 'Arvel Crynyd', ['focus', 'focus', 'focus']],
      ['gemmersojan-battleoverendor', 'Gemmer Sojan', ['blank', 'blank', 'blank']],
    ] as const
  ).map(([pilot, name, faces]): CardSpec => ({
    source: `pilot:${pilot}`,
    applies: kase(
      'defending, a strain token changes his dice',
      pilotTable(pilot),
      attackPlay('t', 'a', () => answers(rolls('a', 'defense', [...faces]), modifiesWith(name))),
      (s, seen) => {
        expect(offered(seen, name)).toBe(true);
        expect(shipOf(s, 'a').tokens.strain).toBe(1);
      },
    ),
    doesNotApply: kase(
      'his wingman defends',
      pilotTable(pilot),
      attackPlay('t', 'x', () => answers(rolls('x', 'defense', [...faces]), modifiesWith(name))),
      (_s, seen) => expect(offered(seen, name)).toBe(false),
    ),
  })),
];

/**
 * Sabine Wren (s) at (400, 300) and an X-wing wingman (w) at (480, 300) face up; a TIE (t) at (400, `ty`) faces them
 * (420: range 1; 490: range 2), or faces away (`away`: she is behind it).
 */
const sabineTable =
  (ty = 420, away = false) =>
  () =>
    position(
      'engagement',
      [rebel('s', 'sabinewren-rz1awing', 400, 300), rebel('w', 'redsquadronveteran', 480, 300)],
      [imperial('t', 'academypilot', 400, ty, away ? { pose: { x: 400, y: ty, heading: 0 } } : {})],
    );
const SABINE = 'Sabine Wren';
const sabinePlay = (a: string, d: string) =>
  attackPlay(a, d, () =>
    answers(rolls(a, 'attack', ['blank', 'blank']), rolls(d, 'defense', ['blank', 'blank']), modifiesWith(SABINE)),
  );
const sabineNot = (_s: unknown, seen: Parameters<typeof offered>[0]) => expect(offered(seen, SABINE)).toBe(false);

SPECS.push(
  {
    source: 'pilot:sabinewren-rz1awing',
    applies: kase(
      'she attacks the TIE at range 1 in its front arc: a blank becomes a hit',
      sabineTable(),
      sabinePlay('s', 't'),
      (_s, seen) => expect(offered(seen, SABINE)).toBe(true),
    ),
    doesNotApply: [
      kase('at range 2', sabineTable(490), sabinePlay('s', 't'), sabineNot),
      kase('the TIE faces away', sabineTable(420, true), sabinePlay('s', 't'), sabineNot),
      kase('her wingman attacks the TIE at range 1', sabineTable(), sabinePlay('w', 't'), sabineNot),
    ],
  },
  {
    source: 'pilot:sabinewren-rz1awing',
    applies: kase(
      'the TIE attacks her at range 1: a blank becomes an evade',
      sabineTable(),
      sabinePlay('t', 's'),
      (_s, seen) => expect(offered(seen, SABINE)).toBe(true),
    ),
    doesNotApply: [
      kase('at range 2', sabineTable(490), sabinePlay('t', 's'), sabineNot),
      kase('the TIE attacks her wingman at range 1', sabineTable(), sabinePlay('t', 'w'), sabineNot),
      kase(
        'a TIE/sf facing away shoots her from its turret: she is not in its front arc',
        () =>
          position(
            'engagement',
            [rebel('s', 'sabinewren-rz1awing', 400, 300)],
            [imperial('t', 'omegasquadronexpert', 400, 420, { pose: { x: 400, y: 420, heading: 0 }, turret: 'rear' })],
          ),
        sabinePlay('t', 's'),
        (s, seen) => {
          expect(logged(s, 'attack-ended', 't')).toHaveLength(1);
          sabineNot(s, seen);
        },
      ),
    ],
  },
);

/** Tycho Celchu (Battle over Endor: Proton Rockets aboard, a focus token, `disarm` disarm tokens) faces a TIE at range 1. */
const tychoTable = (disarm: number) => () =>
  position(
    'engagement',
    [
      rebel('y', 'tychocelchu-battleoverendor', 400, 300, {
        upgrades: [{ xws: 'protonrockets' }],
        tokens: { focus: 1, ...(disarm ? { disarm } : {}) },
      }),
    ],
    [imperial('t', 'academypilot', 400, 420)],
  );
const rockets = attackPlay('y', 't', undefined, 'protonrockets');
SPECS.push({
  source: 'pilot:tychocelchu-battleoverendor',
  standing: true,
  applies: kase('two disarm tokens: his Proton Rockets still fire, four dice', tychoTable(2), rockets, (s, seen) => {
    expect(logged(s, 'attack-declared', 'y')).toHaveLength(1);
    expect(diceCounts(seen, 'y', 't').attack).toBe(4);
  }),
  doesNotApply: kase('not disarmed: five dice', tychoTable(0), rockets, (_s, seen) =>
    expect(diceCounts(seen, 'y', 't').attack).toBe(5),
  ),
});
