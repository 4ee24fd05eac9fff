/**
 * Card specs for the Scum and Villainy Modified TIE/ln pilots of abilities/cards/attack/scum-modifiedtielnfighter.ts.
 * Rules: 001 Attack (Declare Target); 000 Arcs (bullseye); supplement "Jam".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { logged, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, vsXwing } from '../../spec-helpers.js';

// Ahhav (h) faces a Firespray (f, medium) or an X-wing (x, small) at range 2, a TIE wingman (w) beside him.
const ahhavTable = (enemy: 'bountyhunter' | 'redsquadronveteran') => () =>
  position(
    'engagement',
    [rebel('e', enemy, 400, 300)],
    [imperial('h', 'ahhav', 400, 490), imperial('w', 'academypilot', 250, 490)],
  );
const ahhavCount = (
  name: string,
  enemy: 'bountyhunter' | 'redsquadronveteran',
  attacker: string,
  defender: string,
  [attack, defense]: [number, number],
) =>
  kase(name, ahhavTable(enemy), attackPlay(attacker, defender), (_s, seen) =>
    expect(diceCounts(seen, attacker, defender)).toEqual({ attack, defense }),
  );

/** Seevor off the X-wing's bullseye (x 330) or in it (x 400); a TIE wingman beside. */
const table = (x: number) => vsXwing(['s', 'captainseevor', x, 490], ['t', 'academypilot', 250, 490]);
const use = () => useAbilityOf('Captain Seevor');
const jams = (s: Parameters<typeof logged>[0]) => logged(s, 'ability-used', 's');

/** Lapin (l) faces the X-wing (x, stressed or not, with a focus token); a TIE wingman (w) stands beside him. */
const lapinTable = (stressed: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { tokens: stressed ? { stress: 1, focus: 1 } : { focus: 1 } })],
    [imperial('l', 'lapin', 400, 490), imperial('w', 'academypilot', 520, 490)],
  );
/** Lapin himself is stressed (with a focus token); the X-wing is not. */
const lapinStressed = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('l', 'lapin', 400, 490, { tokens: { stress: 1, focus: 1 } })],
  );
const lModifies = (seen: Decision[], kind: Decision['kind']) => seen.some((d) => d.kind === kind && d.ship === 'l');
const xModifies = (seen: Decision[], kind: Decision['kind']) => seen.some((d) => d.kind === kind && d.ship === 'x');
const lapinDefends = (d: string) => attackPlay('x', d, () => rolls('x', 'attack', ['focus', 'focus', 'focus']));
const lapinAttacks = (a: string) => attackPlay(a, 'x', () => rolls('x', 'defense', ['focus', 'focus']));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lapin',
    standing: true,
    applies: kase(
      'the stressed X-wing attacks him: it is never asked to modify',
      lapinTable(true),
      lapinDefends('l'),
      (_s, seen) => expect(xModifies(seen, 'modify-attack-dice')).toBe(false),
    ),
    doesNotApply: [
      kase('the X-wing is not stressed: it may spend its focus', lapinTable(false), lapinDefends('l'), (_s, seen) =>
        expect(xModifies(seen, 'modify-attack-dice')).toBe(true),
      ),
      kase(
        'stressed himself, he attacks: his own dice may be modified',
        lapinStressed,
        attackPlay('l', 'x', () => rolls('l', 'attack', ['focus', 'focus'])),
        (_s, seen) => expect(lModifies(seen, 'modify-attack-dice')).toBe(true),
      ),
    ],
  },
  {
    source: 'pilot:lapin',
    standing: true,
    applies: kase(
      'he attacks the stressed X-wing: it is never asked to modify',
      lapinTable(true),
      lapinAttacks('l'),
      (_s, seen) => expect(xModifies(seen, 'modify-defense-dice')).toBe(false),
    ),
    doesNotApply: [
      kase('the X-wing is not stressed: it may spend its focus', lapinTable(false), lapinAttacks('l'), (_s, seen) =>
        expect(xModifies(seen, 'modify-defense-dice')).toBe(true),
      ),
      kase(
        'stressed himself, he defends: his own dice may be modified',
        lapinStressed,
        attackPlay('x', 'l', () => rolls('l', 'defense', ['focus', 'focus', 'focus'])),
        (_s, seen) => expect(lModifies(seen, 'modify-defense-dice')).toBe(true),
      ),
    ],
  },
  {
    source: 'pilot:captainseevor',
    applies: kase('off the X-wing’s bullseye, he jams it as he attacks', table(330), attackPlay('s', 'x', use), (s) => {
      expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
      expect(jams(s).length).toBeGreaterThan(0);
    }),
    doesNotApply: [
      kase('in the X-wing’s bullseye', table(400), attackPlay('s', 'x', use), (s) =>
        expect(logged(s, 'cost-paid', 's')).toHaveLength(0),
      ),
      kase('his wingman attacks', table(330), attackPlay('t', 'x', use), (s) =>
        expect(logged(s, 'cost-paid', 's')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'pilot:ahhav',
    applies: ahhavCount('attacking the larger Firespray: 3 dice against its 2', 'bountyhunter', 'h', 'e', [3, 2]),
    doesNotApply: [
      ahhavCount('attacking the X-wing, no larger: 2 dice against its 2', 'redsquadronveteran', 'h', 'e', [2, 2]),
      ahhavCount('his wingman attacks the Firespray: 2 dice against its 2', 'bountyhunter', 'w', 'e', [2, 2]),
    ],
  },
  {
    source: 'pilot:ahhav',
    applies: ahhavCount(
      'defending against the larger Firespray: its 3 dice against his 4',
      'bountyhunter',
      'e',
      'h',
      [3, 4],
    ),
    doesNotApply: [
      ahhavCount('defending against the X-wing: its 3 dice against his 3', 'redsquadronveteran', 'e', 'h', [3, 3]),
      ahhavCount('his wingman defends against the Firespray: its 3 dice against 3', 'bountyhunter', 'e', 'w', [3, 3]),
    ],
  },
];
