/**
 * Card specs for the Rebel A/SF-01 B-wing pilots of abilities/cards/attack/rebel-asf01bwing.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** The B-wing `b` (stressed or not) faces a TIE; the X-wing wingman stands beside the B-wing. */
const table = (pilot: string, stressed: boolean) => () =>
  position(
    'engagement',
    [
      rebel('b', pilot, 400, 300, stressed ? { tokens: { stress: 1 } } : {}),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const play = (attacker: string, defender: string, card: string, faces = ['focus', 'focus', 'blank']) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', faces), rolls(defender, 'defense', faces), modifiesWith(card)),
  );
const seenCard = (card: string, yes: boolean) => (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, card)).toBe(yes);

const braylen = (attacking: boolean): CardSpec => ({
  source: 'pilot:braylenstramm',
  applies: kase(
    `stressed, ${attacking ? 'attacking' : 'defending'}: he rerolls two dice`,
    table('braylenstramm', true),
    attacking ? play('b', 't', 'Braylen Stramm') : play('t', 'b', 'Braylen Stramm'),
    seenCard('Braylen Stramm', true),
  ),
  doesNotApply: [
    kase(
      'not stressed',
      table('braylenstramm', false),
      attacking ? play('b', 't', 'Braylen Stramm') : play('t', 'b', 'Braylen Stramm'),
      seenCard('Braylen Stramm', false),
    ),
    kase(
      'stressed, his wingman attacks or defends',
      table('braylenstramm', true),
      attacking ? play('x', 't', 'Braylen Stramm') : play('t', 'x', 'Braylen Stramm'),
      seenCard('Braylen Stramm', false),
    ),
  ],
});

const tenNumb = (attacking: boolean): CardSpec => ({
  source: 'pilot:tennumb',
  applies: kase(
    `${attacking ? 'attacking' : 'defending'}, he spends his stress: his focus results change`,
    table('tennumb', true),
    attacking ? play('b', 't', 'Ten Numb') : play('t', 'b', 'Ten Numb'),
    (s, seen) => {
      expect(offered(seen, 'Ten Numb')).toBe(true);
      expect(shipOf(s, 'b').tokens.stress ?? 0).toBe(0);
    },
  ),
  doesNotApply: [
    kase(
      'without a stress token',
      table('tennumb', false),
      attacking ? play('b', 't', 'Ten Numb') : play('t', 'b', 'Ten Numb'),
      seenCard('Ten Numb', false),
    ),
    kase(
      'his wingman attacks or defends',
      table('tennumb', true),
      attacking ? play('x', 't', 'Ten Numb') : play('t', 'x', 'Ten Numb'),
      seenCard('Ten Numb', false),
    ),
  ],
});

export const SPECS: CardSpec[] = [
  braylen(true),
  braylen(false),
  tenNumb(true),
  tenNumb(false),
  {
    source: 'pilot:adonfox-battleoverendor',
    applies: kase(
      'stressed, he defends with 2 dice',
      table('adonfox-battleoverendor', true),
      attackPlay('t', 'b'),
      (_s, seen) => expect(diceCounts(seen, 't', 'b').defense).toBe(2),
    ),
    doesNotApply: [
      kase('not stressed: 1 die', table('adonfox-battleoverendor', false), attackPlay('t', 'b'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'b').defense).toBe(1),
      ),
      kase(
        'stressed, his wingman defends: its 2',
        table('adonfox-battleoverendor', true),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
    ],
  },
];
