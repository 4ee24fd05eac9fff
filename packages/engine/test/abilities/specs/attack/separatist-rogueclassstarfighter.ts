/**
 * Card specs for the Separatist Alliance Rogue-class starfighter pilots of
 * abilities/cards/attack/separatist-rogueclassstarfighter.ts. Rules: 001 Attack (Modify Defense Dice); 000
 * "Initiative", "Tokens" (green tokens), "Bullseye Arc".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { Decision } from '@xwing/engine';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Dead to Rights: the Rogue-class (r) and the X-wing (x) face each other at range 2, the X-wing straight ahead (in the
// Rogue's bullseye) or off to the side (`xx` 470); each holds a focus token; one attacks the other.
const rightsTable =
  (xx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', xx, 300, { tokens: { focus: 1 } })],
      [imperial('r', 'outerrimhunter', 400, 450, { tokens: { focus: 1 } })],
    );
const rightsPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => rolls(defender, 'defense', ['focus', 'blank', 'blank']));
/** Whether the defender was offered its focus token for its defense dice. */
const focusOffered = (seen: readonly Decision[], defender: string) =>
  seen.some(
    (d) => d.kind === 'modify-defense-dice' && d.ship === defender && d.options.some((o) => o.id === 'mod:focus'),
  );

// IG-102 (g) and his wingman (w) face the TIE (t, of the pilot given), which attacks `d`.
const table = (tie: string) => () =>
  position(
    'engagement',
    [rebel('g', 'ig102', 400, 300), rebel('w', 'redsquadronveteran', 330, 300)],
    [imperial('t', tie, 400, 450)],
  );
const play = (d: string) =>
  attackPlay('t', d, () => answers(rolls(d, 'defense', ['blank', 'blank', 'blank']), modifiesWith('IG-102')));
const not = (why: string, tie: string, d: string) =>
  kase(why, table(tie), play(d), (_s, seen) => expect(offered(seen, 'IG-102')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig102',
    applies: kase('an initiative 5 attacker: a blank becomes a focus', table('maulermithel'), play('g'), (s) =>
      expect(usedIndexes(s, 'pilot:ig102')).toEqual([0]),
    ),
    doesNotApply: [
      not('an initiative 1 attacker', 'academypilot', 'g'),
      not('his wingman defends', 'maulermithel', 'w'),
    ],
  },
  {
    source: 'ship-ability:deadtorights',
    standing: true,
    applies: kase(
      'the X-wing in its bullseye cannot spend its focus on defense',
      rightsTable(),
      rightsPlay('r', 'x'),
      (_s, seen) => expect(focusOffered(seen, 'x')).toBe(false),
    ),
    doesNotApply: [
      kase('the X-wing off its bullseye spends its focus', rightsTable(470), rightsPlay('r', 'x'), (_s, seen) =>
        expect(focusOffered(seen, 'x')).toBe(true),
      ),
      kase('defending, the Rogue spends its own focus', rightsTable(), rightsPlay('x', 'r'), (_s, seen) =>
        expect(focusOffered(seen, 'r')).toBe(true),
      ),
    ],
  },
];

/** IG-111 (g) faces down at (400, 490); an X-wing (x) in his bullseye at range 2, or off it at (`xx`, 300). */
const igTable =
  (xx = 400) =>
  () =>
    position('engagement', [rebel('x', 'redsquadronveteran', xx, 300)], [imperial('g', 'ig111', 400, 490)]);
const igPlay = (a: string, d: string, faces: string[]) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', faces), useAbilityOf('IG-111')));
const igHurt = (s: Parameters<typeof logged>[0]) =>
  s.log.filter((e) => e.type === 'shield-lost' && e.ship === 'x').length;

SPECS.push({
  source: 'pilot:ig111',
  applies: kase(
    'his attack misses: a deplete token, the X-wing in his bullseye suffers 1 damage',
    igTable(),
    igPlay('g', 'x', ['blank', 'blank']),
    (s) => {
      expect(igHurt(s)).toBe(1);
      expect(shipOf(s, 'g').tokens.deplete).toBe(1);
    },
  ),
  doesNotApply: [
    kase('his attack hits', igTable(), igPlay('g', 'x', ['hit', 'blank']), (_s, seen) =>
      expect(offered(seen, 'IG-111')).toBe(false),
    ),
    kase('the X-wing is off his bullseye', igTable(480), igPlay('g', 'x', ['blank', 'blank']), (_s, seen) =>
      expect(offered(seen, 'IG-111')).toBe(false),
    ),
    kase('the X-wing attacks him and misses', igTable(), igPlay('x', 'g', ['blank', 'blank']), (_s, seen) =>
      expect(offered(seen, 'IG-111')).toBe(false),
    ),
  ],
});
