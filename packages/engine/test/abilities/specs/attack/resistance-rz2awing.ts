/**
 * Card specs for the Resistance RZ-2 A-wing pilots of abilities/cards/attack/resistance-rz2awing.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

/** L'ulo (stressed or not) faces the X-wing; a TIE stands beside him. */
const table =
  (stressed: boolean, luloX = 400) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('l', 'lulolampar', luloX, 490, {
          upgrades: [{ xws: 'ioncannon', side: 0 }],
          ...(stressed ? { tokens: { stress: 1 } } : {}),
        }),
        imperial('t', 'academypilot', luloX === 400 ? 250 : 400, 490),
      ],
    );

/**
 * Tallissan (imperial side, facing down the table): `bullseye`: the X-wing attacking the TIE is in her bullseye at
 * range 3; `away`: she faces away from it; `wingman`: her TIE wingman, in her bullseye, attacks the X-wing.
 */
const tallieTable = (pilot: string, where: 'bullseye' | 'away' | 'wingman') => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    where === 'wingman'
      ? [imperial('t', 'academypilot', 400, 490), imperial('l', pilot, 400, 700)]
      : [
          imperial('t', 'academypilot', 300, 490),
          imperial('l', pilot, 400, 560, where === 'away' ? { pose: { x: 400, y: 560, heading: 0 } } : {}),
        ],
  );
const tallie = (attacker: string, defender: string) => attackPlay(attacker, defender, () => useAbilityOf('Tallissan'));

/** Zizi Tlo (with her charge or without) faces the X-wing; a TIE wingman beside her. */
const ziziTable = (pilot: string, charges = 1) =>
  vsXwing(['z', pilot, 400, 490, { charges }], ['t', 'academypilot', 250, 490]);
const zizi = (pilot: string): CardSpec[] =>
  (['focus', 'evade'] as const).map((token, i) => ({
    source: `pilot:${pilot}`,
    applies: kase(
      `after attacking she spends her charge for ${token === 'focus' ? 'a focus' : 'an evade'} token`,
      ziziTable(pilot),
      attackPlay(
        'z',
        'x',
        () => (d) =>
          d.kind === 'use-ability' && d.prompt.includes(`gain ${token === 'focus' ? 'a focus' : 'an evade'}`)
            ? ['use']
            : undefined,
      ),
      (s) => {
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([i]);
        expect(shipOf(s, 'z').charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'without a charge',
        ziziTable(pilot, 0),
        attackPlay('z', 'x', () => useAbilityOf('Zizi Tlo')),
        (s) => expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([]),
      ),
      kase(
        'her wingman attacks',
        ziziTable(pilot),
        attackPlay('t', 'x', () => useAbilityOf('Zizi Tlo')),
        (s) => expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([]),
      ),
    ],
  }));

/** Merl (m), a wingman (w) and the TIE (t); `w` attacks `t`, or `t` attacks `w` in the second table. */
const merlTable =
  (mx = 400, w: Record<string, unknown> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('m', 'merlcobben', mx, 300), rebel('w', 'redsquadronveteran', 480, 300, w)],
      [imperial('t', 'academypilot', 400, 450)],
    );
/** Merl sits in w's bullseye, between w and the TIE facing w. */
const merlAhead = () =>
  position(
    'engagement',
    [rebel('w', 'redsquadronveteran', 400, 300), rebel('m', 'merlcobben', 400, 380)],
    [imperial('t', 'academypilot', 400, 520)],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:merlcobben',
    applies: kase(
      'he is in the TIE’s bullseye: it rolls 2 defense dice',
      merlTable(),
      attackPlay('w', 't'),
      (s, seen) => {
        expect(diceCounts(seen, 'w', 't').defense).toBe(2);
        expect(usedIndexes(s, 'pilot:merlcobben')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase(
        'a torpedo attack: 3 defense dice',
        merlTable(400, { upgrades: ['protontorpedoes'], locks: ['t'] }),
        attackPlay('w', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase('he is off the TIE’s bullseye: 3 defense dice', merlTable(250), attackPlay('w', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase('the enemy attacks: his wingman rolls its 2 defense dice', merlAhead, attackPlay('t', 'w'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'w').defense).toBe(2),
      ),
    ],
  },
  ...['tallissanlintra', 'tallissanlintra-evacuationofdqar'].map((pilot): CardSpec => ({
    source: `pilot:${pilot}`,
    applies: kase(
      'the X-wing in her bullseye attacks the TIE: her charge gives it a 4th die',
      tallieTable(pilot, 'bullseye'),
      tallie('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
    ),
    doesNotApply: [
      kase('she faces away from the X-wing: its 3 dice', tallieTable(pilot, 'away'), tallie('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase(
        'her wingman in her bullseye attacks: the X-wing rolls its 2',
        tallieTable(pilot, 'wingman'),
        tallie('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
    ],
  })),
  ...['zizitlo', 'zizitlo-evacuationofdqar'].flatMap(zizi),
  {
    source: 'pilot:lulolampar',
    applies: kase(
      'stressed, his primary attack rolls 3 dice at range 2',
      table(true),
      attackPlay('l', 'x'),
      (_s, seen) => expect(diceCounts(seen, 'l', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('not stressed: 2 dice', table(false), attackPlay('l', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'l', 'x').attack).toBe(2),
      ),
      kase(
        'stressed, with his ion cannon: its 3 dice',
        table(true),
        attackPlay('l', 'x', undefined, 'ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'l', 'x').attack).toBe(3),
      ),
      kase('stressed beside the TIE, which attacks: its 2 dice', table(true, 250), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  },
  {
    source: 'pilot:lulolampar',
    applies: kase('stressed, he defends with 2 dice instead of 3', table(true), attackPlay('x', 'l'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'l').defense).toBe(2),
    ),
    doesNotApply: [
      kase('not stressed: 3 dice', table(false), attackPlay('x', 'l'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'l').defense).toBe(3),
      ),
      kase(
        'stressed beside the TIE the X-wing attacks: its 3 dice',
        table(true, 250),
        attackPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];

/** Wrobie Tyce (w) faces a TIE (t, at `ty`: 420 is range 1, 490 range 2); each holds a focus token when `focus`. */
const wrobieTable =
  (ty = 420, focus = true) =>
  () =>
    position(
      'engagement',
      [rebel('w', 'wrobietyce', 400, 300, focus ? { tokens: { focus: 1 } } : {})],
      [imperial('t', 'academypilot', 400, ty, focus ? { tokens: { focus: 1 } } : {})],
    );
/** `a` attacks `d` rolling focus results, spending its focus token on them when it can. */
const wrobiePlay = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['focus', 'focus']), modifiesWith('Spend focus')));
const deplete = (s: GameState, id: string) => shipOf(s, id).tokens.deplete ?? 0;

SPECS.push({
  source: 'pilot:wrobietyce',
  applies: kase(
    'the TIE spends its focus at range 1: it gains a deplete token',
    wrobieTable(),
    wrobiePlay('t', 'w'),
    (s) => expect(deplete(s, 't')).toBe(1),
  ),
  doesNotApply: [
    kase('at range 2', wrobieTable(490), wrobiePlay('t', 'w'), (s) => expect(deplete(s, 't')).toBe(0)),
    kase('the TIE modifies nothing', wrobieTable(420, false), wrobiePlay('t', 'w'), (s) =>
      expect(deplete(s, 't')).toBe(0),
    ),
    kase('he attacks and spends his focus at range 1', wrobieTable(), wrobiePlay('w', 't'), (s) => {
      expect(deplete(s, 'w')).toBe(0);
      expect(deplete(s, 't')).toBe(0);
    }),
  ],
});

/**
 * Ronith Blario (r, `pilot` printing; a focus token when `own`) and his A-wing wingman a (a focus token unless `focus`
 * is false; its turret toward the TIE, or away when `away`) face the TIE t at range 2.
 */
const ronithTable =
  (o: { pilot?: string; focus?: boolean; away?: boolean; own?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('r', o.pilot ?? 'ronithblario', 400, 300, {
          turret: 'front',
          ...(o.own ? { tokens: { focus: 1 } } : {}),
        }),
        rebel('a', 'greensquadronexpert', 330, 300, {
          turret: o.away ? 'rear' : 'front',
          ...(o.focus === false ? {} : { tokens: { focus: 1 } }),
        }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const RONITH = 'Ronith Blario';
const ronithPlay = (atk: string, def: string, use: Answer = modifiesWith(RONITH)) =>
  attackPlay(atk, def, () =>
    answers(rolls(atk, 'attack', ['focus', 'focus', 'blank']), rolls(def, 'defense', ['focus', 'blank', 'blank']), use),
  );
const wingFocus = (n: number) => (s: GameState) => expect(shipOf(s, 'a').tokens.focus ?? 0).toBe(n);
const ronithNot = (name: string, t: () => GameState, p = ronithPlay('r', 't')) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, RONITH)).toBe(false));

for (const pilot of ['ronithblario', 'ronithblario-evacuationofdqar'])
  SPECS.push(
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'attacking, his wingman’s turret holds the TIE: it spends its focus token',
        ronithTable({ pilot }),
        ronithPlay('r', 't'),
        (s) => {
          wingFocus(0)(s);
          expect(logged(s, 'modification-used', 'r')).toHaveLength(1);
        },
      ),
      doesNotApply: [
        ronithNot('his wingman holds no focus token', ronithTable({ pilot, focus: false })),
        ronithNot('his wingman’s turret points away', ronithTable({ pilot, away: true })),
        ronithNot('his wingman attacks', ronithTable({ pilot }), ronithPlay('a', 't')),
        kase(
          'he spends his own focus token instead: his wingman’s stays',
          ronithTable({ pilot, own: true }),
          ronithPlay('r', 't', picks('modify-attack-dice', 'mod:focus', 'r')),
          wingFocus(1),
        ),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'defending, his wingman’s turret holds the TIE: it spends its focus token',
        ronithTable({ pilot }),
        ronithPlay('t', 'r'),
        wingFocus(0),
      ),
      doesNotApply: [
        ronithNot('his wingman defends', ronithTable({ pilot }), ronithPlay('t', 'a')),
        ronithNot(
          'defending, his wingman’s turret points away',
          ronithTable({ pilot, away: true }),
          ronithPlay('t', 'r'),
        ),
      ],
    },
  );
