/**
 * Card specs for the Separatist Alliance Firespray pilots of abilities/cards/attack/separatist-firesprayclasspatrolcraft.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

// Jango Fett (j, an ion cannon) and a TIE wingman (w) reveal their dials against the X-wing's (x); after moving they
// face it at range 1–2. Jango's blue 2-straight is easier than the X-wing's white 3-straight, not than its blue
// 2-straight (`xDial`).
const jangoTable =
  (xDial = '3F') =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 200, { dial: xDial })],
      [
        imperial('j', 'jangofett', 400, 600, { dial: '2F', upgrades: [{ xws: 'ioncannon' }] }),
        imperial('w', 'academypilot', 330, 640, { dial: '2F' }),
      ],
    );
const jangoPlay = (attacker: string, defender: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () =>
      answers(
        rolls(attacker, 'attack', ['focus', 'focus', 'focus']),
        rolls(defender, 'defense', ['focus', 'focus', 'focus']),
        modifiesWith('Jango Fett'),
      ),
    weapon,
  );
const jangoUsed = (name: string, attacker: string, defender: string, index: number) =>
  kase(name, jangoTable(), jangoPlay(attacker, defender), (s) =>
    expect(usedIndexes(s, 'pilot:jangofett')).toEqual([index]),
  );
const jangoNot = (name: string, t: ReturnType<typeof jangoTable>, p: ReturnType<typeof jangoPlay>) =>
  kase(name, t, p, (s, seen) => {
    expect(logged(s, 'attack-declared')).not.toHaveLength(0);
    expect(offered(seen, 'Jango Fett')).toBe(false);
  });

/** Boba at (bx, by) and a TIE wingman at (wx, wy), facing the X-wing at (400, 300). */
const table = (bx: number, by: number, wx: number, wy: number) =>
  vsXwing(['b', 'bobafett-firesprayclasspatrolcraft', bx, by], ['t', 'academypilot', wx, wy]);
const play = (defender: string) =>
  attackPlay('x', defender, () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit']), modifiesWith('Boba Fett')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Boba Fett')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bobafett-firesprayclasspatrolcraft',
    applies: kase('alone, he turns a blank into a focus', table(500, 520, 100, 850), play('b'), seen(true)),
    doesNotApply: [
      kase('his wingman at range 1 of him', table(500, 520, 420, 470), play('b'), seen(false)),
      kase('far from him, his wingman defends', table(850, 850, 400, 490), play('t'), seen(false)),
    ],
  },
  {
    source: 'pilot:jangofett',
    applies: jangoUsed('attacking after an easier maneuver: a focus of the X-wing becomes a blank', 'j', 'x', 0),
    doesNotApply: [
      jangoNot('both blue 2-straights', jangoTable('2F'), jangoPlay('j', 'x')),
      jangoNot('his ion cannon attack', jangoTable(), jangoPlay('j', 'x', 'ioncannon')),
      jangoNot('his wingman attacks', jangoTable(), jangoPlay('w', 'x')),
    ],
  },
  {
    source: 'pilot:jangofett',
    applies: jangoUsed('defending after an easier maneuver: a focus of the X-wing becomes a blank', 'x', 'j', 1),
    doesNotApply: [
      jangoNot('both blue 2-straights', jangoTable('2F'), jangoPlay('x', 'j')),
      jangoNot('the X-wing attacks his wingman', jangoTable(), jangoPlay('x', 'w')),
    ],
  },
];
