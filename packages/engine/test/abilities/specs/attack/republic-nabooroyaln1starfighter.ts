/**
 * Card specs for the Galactic Republic Naboo Royal N-1 starfighter pilots of
 * abilities/cards/attack/republic-nabooroyaln1starfighter.ts. Rules: 001 Activation 2.1 (the dial revealed), Attack
 * (Roll Attack Dice, Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { Decision } from '@xwing/engine';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Rico Lie (r, proton torpedoes, a lock on the X-wing) and a TIE wingman (w) reveal their dials against the X-wing's
// (x): his 3-straight is faster than its 1-straight (`xDial`), not than a 3-straight.
const table =
  (xDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 200, { dial: xDial })],
      [
        imperial('r', 'ricolie', 400, 600, { dial: '3F', locks: ['x'], upgrades: [{ xws: 'protontorpedoes' }] }),
        imperial('w', 'academypilot', 330, 640, { dial: '2F' }),
      ],
    );
const used = (name: string, attacker: string, defender: string, index: number) =>
  kase(name, table(), attackPlay(attacker, defender), (s) => expect(usedIndexes(s, 'pilot:ricolie')).toEqual([index]));
/** Not used (card-specs checks the log), the attack declared. */
const not = (name: string, t: ReturnType<typeof table>, attacker: string, defender: string, weapon = 'primary') =>
  kase(name, t, attackPlay(attacker, defender, undefined, weapon), (s) =>
    expect(logged(s, 'attack-declared')).not.toHaveLength(0),
  );

// Gavyn Sykes and Dineé Ellberger (n) with a TIE wingman (w) reveal their dials against the X-wing's (x); each holds a
// focus token. The pilot's `nDial` against the X-wing's `xDial`.
function naboo(pilot: string, nDial: string, xDial: string) {
  return () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 200, { dial: xDial, tokens: { focus: 1 } })],
      [
        imperial('n', pilot, 400, 600, { dial: nDial, tokens: { focus: 1 } }),
        imperial('w', 'academypilot', 330, 640, { dial: '2F', tokens: { focus: 1 } }),
      ],
    );
}
const nabooPlay = (attacker: string, defender: string, card: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'blank', 'blank']),
      rolls(defender, 'defense', ['focus', 'blank', 'blank']),
      modifiesWith(card),
    ),
  );

function gavynSpecs(): CardSpec[] {
  const fast = naboo('gavynsykes', '3F', '1F');
  const same = naboo('gavynsykes', '2F', '2F');
  const not = (name: string, t: ReturnType<typeof naboo>, attacker: string, defender: string) =>
    kase(name, t, nabooPlay(attacker, defender, 'Gavyn Sykes'), (_s, seen) =>
      expect(offered(seen, 'Gavyn Sykes')).toBe(false),
    );
  const used = (name: string, attacker: string, defender: string, index: number) =>
    kase(name, fast, nabooPlay(attacker, defender, 'Gavyn Sykes'), (s) =>
      expect(usedIndexes(s, 'pilot:gavynsykes')).toEqual([index]),
    );
  return [
    {
      source: 'pilot:gavynsykes',
      applies: used('attacking after a faster maneuver: his blanks rerolled', 'n', 'x', 0),
      doesNotApply: [not('the same speed', same, 'n', 'x'), not('his wingman attacks', fast, 'w', 'x')],
    },
    {
      source: 'pilot:gavynsykes',
      applies: used('defending after a faster maneuver: his blanks rerolled', 'x', 'n', 1),
      doesNotApply: [not('the same speed', same, 'x', 'n'), not('the X-wing attacks his wingman', fast, 'x', 'w')],
    },
  ];
}

/** Whether `ship` was offered its focus token in a Modify step of these dice. */
const focusOffered = (seen: readonly Decision[], ship: string, kind: 'modify-attack-dice' | 'modify-defense-dice') =>
  seen.some((d) => d.kind === kind && d.ship === ship && d.options.some((o) => o.id === 'mod:focus'));

function dineeSpecs(): CardSpec[] {
  const same = naboo('dineeellberger', '2F', '2F');
  const fast = naboo('dineeellberger', '3F', '1F');
  const play = (attacker: string, defender: string) => nabooPlay(attacker, defender, 'none');
  return [
    {
      source: 'pilot:dineeellberger',
      standing: true,
      applies: kase(
        'attacking at the X-wing’s speed: its focus cannot change its dice, hers can',
        same,
        play('n', 'x'),
        (_s, seen) => {
          expect(focusOffered(seen, 'x', 'modify-defense-dice')).toBe(false);
          expect(focusOffered(seen, 'n', 'modify-attack-dice')).toBe(true);
        },
      ),
      doesNotApply: kase(
        'attacking after a faster maneuver: the X-wing spends its focus',
        fast,
        play('n', 'x'),
        (_s, seen) => expect(focusOffered(seen, 'x', 'modify-defense-dice')).toBe(true),
      ),
    },
    {
      source: 'pilot:dineeellberger',
      standing: true,
      applies: kase(
        'defending at the X-wing’s speed: its focus cannot change its dice, hers can',
        same,
        play('x', 'n'),
        (_s, seen) => {
          expect(focusOffered(seen, 'x', 'modify-attack-dice')).toBe(false);
          expect(focusOffered(seen, 'n', 'modify-defense-dice')).toBe(true);
        },
      ),
      doesNotApply: kase(
        'defending after a faster maneuver: the X-wing spends its focus',
        fast,
        play('x', 'n'),
        (_s, seen) => expect(focusOffered(seen, 'x', 'modify-attack-dice')).toBe(true),
      ),
    },
  ];
}

// Padmé Amidala (p) at range 2 of an X-wing (x) that holds a focus token and attacks her, rolling two focus results;
// `turned`: she faces away from it, the X-wing out of her front arc.
const padmeTable =
  (turned = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('p', 'padmeamidala', 400, 500, turned ? { pose: { x: 400, y: 500, heading: 0 } } : {})],
    );
const padmePlay = attackPlay('x', 'p', () =>
  answers(rolls('x', 'attack', ['focus', 'focus', 'blank']), modifiesWith('Spend focus')),
);
/** The X-wing's attack dice after it spent its focus token. */
const afterFocus = (s: Parameters<typeof logged>[0]) => logged(s, 'modification-used', 'x')[0]?.data?.after;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:padmeamidala',
    standing: true,
    applies: kase(
      'the X-wing in her front arc: its focus token changes one focus result',
      padmeTable(),
      padmePlay,
      (s) => expect(afterFocus(s)).toEqual(['hit', 'focus', 'blank']),
    ),
    doesNotApply: kase('she faces away: both focus results change', padmeTable(true), padmePlay, (s) =>
      expect(afterFocus(s)).toEqual(['hit', 'hit', 'blank']),
    ),
  },
  {
    source: 'pilot:ricolie',
    applies: used('attacking after a faster maneuver: one more attack die', 'r', 'x', 0),
    doesNotApply: [
      not('both 3-straights', table('3F'), 'r', 'x'),
      not('his torpedo attack', table(), 'r', 'x', 'protontorpedoes'),
      not('his wingman attacks', table(), 'w', 'x'),
    ],
  },
  {
    source: 'pilot:ricolie',
    applies: used('defending after a faster maneuver: one more defense die', 'x', 'r', 1),
    doesNotApply: [
      not('both 3-straights', table('3F'), 'x', 'r'),
      not('the X-wing attacks his wingman', table(), 'x', 'w'),
    ],
  },
  ...gavynSpecs(),
  ...dineeSpecs(),
];
