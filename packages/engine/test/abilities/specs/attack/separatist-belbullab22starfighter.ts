/**
 * Card specs for the Separatist Alliance Belbullab-22 pilots of abilities/cards/attack/separatist-belbullab22starfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (firing arcs).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import type { Decision } from '@xwing/engine';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Wat Tambor (b) attacks the TIE (t) at range 2; two wingmen (a, c) stand at range 1 of the TIE, the first `calc` of
// them holding a calculate token; a third wingman (d) between him and the TIE, at range 1 of it, attacks it in one
// case, calculating too.
const watTable =
  (calc: number, dCalc = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('b', 'wattambor', 400, 300),
        rebel('a', 'redsquadronveteran', 450, 385, { tokens: { calculate: calc >= 1 ? 1 : 0 } }),
        rebel('c', 'redsquadronveteran', 350, 385, { tokens: { calculate: calc >= 2 ? 1 : 0 } }),
        rebel('d', 'redsquadronveteran', 400, 370, { tokens: { calculate: dCalc ? 1 : 0 } }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const watOffers = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('Wat Tambor')))
    ?.options.filter((o) => o.label.includes('Wat Tambor')).length ?? 0;
const watPlay = (attacker: string, use: boolean) =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), ...(use ? [modifiesWith('Wat Tambor')] : [])),
  );
const watCount = (name: string, calc: number, attacker: string, n: number, dCalc = false) =>
  kase(name, watTable(calc, dCalc), watPlay(attacker, false), (_s, seen) => expect(watOffers(seen)).toBe(n));

/** Grievous behind the X-wing (outside its firing arc, facing it) or in front of it; a TIE wingman behind it too. */
const table = (behind: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      behind
        ? imperial('g', 'generalgrievous', 400, 180, {
            pose: { x: 400, y: 180, heading: 0 },
            upgrades: [{ xws: 'ioncannon', side: 0 }],
          })
        : imperial('g', 'generalgrievous', 400, 490),
      imperial('t', 'academypilot', 300, 180, { pose: { x: 300, y: 180, heading: 0 } }),
    ],
  );
const play = (attacker: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    'x',
    () => answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('General Grievous')),
    weapon,
  );
const notOffered = (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, 'General Grievous')).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:generalgrievous',
    applies: kase('behind the X-wing he rerolls two dice', table(true), play('g'), (_s, seen) =>
      expect(offered(seen, 'General Grievous')).toBe(true),
    ),
    doesNotApply: [
      kase('inside the X-wing’s front arc', table(false), play('g'), notOffered),
      kase('behind it with his ion cannon: not a primary attack', table(true), play('g', 'ioncannon'), notOffered),
      kase('his wingman attacks from behind: not his attack', table(true), play('t'), notOffered),
    ],
  },
  {
    source: 'pilot:wattambor',
    applies: kase(
      'two calculating wingmen at range 1 of the TIE: two rerolls offered, one used',
      watTable(2),
      watPlay('b', true),
      (s, seen) => {
        expect(watOffers(seen)).toBe(2);
        expect(usedIndexes(s, 'pilot:wattambor')).toEqual([0]);
      },
    ),
    doesNotApply: [
      watCount('one of them calculating: one reroll', 1, 'b', 1),
      watCount('neither calculating: none', 0, 'b', 0),
      watCount('a wingman attacks, three calculating ships by the TIE', 2, 'd', 0, true),
    ],
  },
];

/**
 * Captain Sear (c, at (`cx`, 490)) and a Vulture (v, at (400, 490), a calculate token, Concussion Missiles and a lock
 * on the X-wing) face the X-wing at (`xx`, 300); the Vulture attacks it, the X-wing's defense dice showing evades.
 */
const searTable =
  (cx = 250, xx = 400, calculate = 1) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', xx, 300)],
      [
        imperial('c', 'captainsear', cx, 490),
        imperial('v', 'tradefederationdrone', 400, 490, {
          tokens: calculate ? { calculate } : {},
          upgrades: ['concussionmissiles'],
          locks: ['x'],
        }),
      ],
    );
const SEAR = 'Captain Sear';
const searPlay = (weapon = 'primary', a = 'v', d = 'x') =>
  attackPlay(
    a,
    d,
    () =>
      answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), rolls(d, 'defense', ['evade', 'evade']), useAbilityOf(SEAR)),
    weapon,
  );
const searNot = (_s: unknown, seen: Parameters<typeof offered>[0]) => expect(offered(seen, SEAR)).toBe(false);

SPECS.push({
  source: 'pilot:captainsear',
  applies: kase('two hits, two evades: a calculate cancels an evade, one hit left', searTable(), searPlay(), (s) =>
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
  ),
  doesNotApply: [
    kase('Sear is beyond range 3 of the Vulture', searTable(850), searPlay(), searNot),
    kase('a missile attack', searTable(), searPlay('concussionmissiles'), (s, seen) => {
      expect(logged(s, 'attack-ended', 'v')).toHaveLength(1);
      searNot(s, seen);
    }),
    kase('the X-wing is off the Vulture’s bullseye', searTable(250, 480), searPlay(), searNot),
    kase('no calculate token', searTable(250, 400, 0), searPlay(), searNot),
    kase(
      'no evade rolled',
      searTable(),
      attackPlay('v', 'x', () => answers(rolls('v', 'attack', ['hit']), useAbilityOf(SEAR))),
      searNot,
    ),
    kase('the X-wing attacks the Vulture', searTable(), searPlay('primary', 'x', 'v'), searNot),
  ],
});
