/**
 * Card specs for the First Order TIE/fo pilots of abilities/cards/attack/firstorder-tiefofighter.ts (all printings).
 * Rules: 001 Attack (Roll Attack Dice); 000 Stress and Strain tokens; range bonuses.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

/** The TIE/fo `f` at (400, y) facing the X-wing (490: range 2, 620: range 3), an ion cannon fitted; a TIE beside. */
const table = (pilot: string, y = 490, tokens = {}) =>
  vsXwing(['f', pilot, 400, y, { tokens, upgrades: [{ xws: 'ioncannon' }] }], ['t', 'academypilot', 250, y]);

const tokenForDie = (pilot: string, token: 'stress' | 'strain', name: string): CardSpec => {
  const use = () => useAbilityOf(name);
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      `free of ${token}, he takes one for a 3rd die`,
      table(pilot),
      attackPlay('f', 'x', use),
      (s, seen) => {
        expect(diceCounts(seen, 'f', 'x').attack).toBe(3);
        expect(shipOf(s, 'f').tokens[token]).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        `already holding ${token}: 2 dice`,
        table(pilot, 490, { [token]: 1 }),
        attackPlay('f', 'x', use),
        (_s, seen) => expect(diceCounts(seen, 'f', 'x').attack).toBe(2),
      ),
      kase('with his ion cannon: its 3 dice', table(pilot), attackPlay('f', 'x', use, 'ioncannon'), (_s, seen) =>
        expect(diceCounts(seen, 'f', 'x').attack).toBe(3),
      ),
      kase('his wingman attacks: its 2 dice', table(pilot), attackPlay('t', 'x', use), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  };
};

const longshot = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('at range 3 he rolls 3 dice', table(pilot, 620), attackPlay('f', 'x'), (_s, seen) =>
    expect(diceCounts(seen, 'f', 'x').attack).toBe(3),
  ),
  doesNotApply: [
    kase('at range 2: 2 dice', table(pilot), attackPlay('f', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'f', 'x').attack).toBe(2),
    ),
    kase(
      'his ion cannon at range 3: its 3 dice',
      table(pilot, 620),
      attackPlay('f', 'x', undefined, 'ioncannon'),
      (_s, seen) => expect(diceCounts(seen, 'f', 'x').attack).toBe(3),
    ),
    kase('his wingman at range 3: its 2 dice', table(pilot, 620), attackPlay('t', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 't', 'x').attack).toBe(2),
    ),
  ],
});

const ZETA = 'zeta5-evacuationofdqar';
/** Zeta 5 (z, shielded or not) and a TIE wingman (w) face the X-wing (x, of the pilot given). */
const zetaTable =
  (shields: number, xwing = 'redsquadronveteran') =>
  () =>
    position(
      'engagement',
      [rebel('x', xwing, 400, 300)],
      [imperial('z', ZETA, 400, 450, { shields }), imperial('w', 'academypilot', 470, 450)],
    );
const zetaPlay = (a: string) =>
  attackPlay(a, 'x', () => answers(rolls(a, 'attack', ['blank', 'blank']), modifiesWith('Zeta 5')));
const zetaNot = (why: string, t: ReturnType<typeof zetaTable>, a = 'z') =>
  kase(why, t, zetaPlay(a), (_s, seen) => expect(offered(seen, 'Zeta 5')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${ZETA}`,
    applies: kase(
      'unshielded, attacking an initiative 3 X-wing: a focus result added',
      zetaTable(0),
      zetaPlay('z'),
      (s) => expect(usedIndexes(s, `pilot:${ZETA}`)).toEqual([0]),
    ),
    doesNotApply: [
      zetaNot('she has a shield', zetaTable(1)),
      zetaNot('the X-wing’s initiative is 2', zetaTable(0, 'bluesquadronescort')),
      zetaNot('her wingman attacks', zetaTable(0), 'w'),
    ],
  },

  tokenForDie('dt798', 'strain', 'DT-798'),
  tokenForDie('scorch', 'stress', '"Scorch"'),
  tokenForDie('scorch-evacuationofdqar', 'stress', '"Scorch"'),
  longshot('longshot'),
  longshot('longshot-evacuationofdqar'),
];

/** Commander Malarus (m, `charges` left) faces the X-wing at range 2; the Engagement Phase starts. */
const malarusTable = (charges?: number) =>
  vsXwing(['m', 'commandermalarus', 400, 490, charges === undefined ? {} : { charges }]);
const MALARUS = 'Commander Malarus';
/** He attacks the X-wing rolling two focus results, using his modification when it is offered. */
const malarusAttacks = attackPlay('m', 'x', () =>
  answers(useAbilityOf(MALARUS), rolls('m', 'attack', ['focus', 'focus']), modifiesWith(MALARUS)),
);
/** The X-wing attacks him (he engages first and passes), his two defense dice showing focus. */
const malarusDefends = attackPlay('x', 'm', () =>
  answers(
    useAbilityOf(MALARUS),
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('m', 'defense', ['focus', 'focus']),
    modifiesWith(MALARUS),
  ),
);
const changedTo = (s: Parameters<typeof shipOf>[0], face: string) =>
  s.log.some(
    (e) =>
      e.type === 'modification-used' &&
      String(e.data?.modification).startsWith('last:') &&
      (e.data?.after as string[] | undefined)?.filter((f) => f === face).length === 2,
  );

SPECS.push(
  {
    source: 'pilot:commandermalarus',
    applies: kase('a charge and a stress: his two focus results become hits', malarusTable(), malarusAttacks, (s) => {
      expect(shipOf(s, 'm').tokens.stress).toBe(1);
      expect(shipOf(s, 'm').charges).toBe(1);
      expect(changedTo(s, 'hit')).toBe(true);
    }),
    doesNotApply: kase('no charge left: not asked, no change offered', malarusTable(0), malarusAttacks, (s, seen) => {
      expect(offered(seen, MALARUS)).toBe(false);
      expect(changedTo(s, 'hit')).toBe(false);
    }),
  },
  {
    source: 'pilot:commandermalarus',
    applies: kase('defending that round: his two focus results become evades', malarusTable(), malarusDefends, (s) =>
      expect(changedTo(s, 'evade')).toBe(true),
    ),
    doesNotApply: kase('no charge left: his focus results stay', malarusTable(0), malarusDefends, (s) =>
      expect(changedTo(s, 'evade')).toBe(false),
    ),
  },
);

/**
 * TN-3465 (n, at (`nx`, `ny`)) and a TIE wingman (t, at (400, 490)) face the X-wing (x) at (400, 300); the wingman
 * attacks it rolling blanks (or the X-wing attacks the wingman).
 */
const tnTable =
  (nx = 460, ny = 360) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 490), imperial('n', 'tn3465', nx, ny)],
    );
const TN = 'TN-3465';
const tnPlay = (a: string, d: string, focus = false) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', focus ? ['focus', 'focus'] : ['blank', 'blank']),
      modifiesWith(TN),
      modifiesWith('Spend focus'),
    ),
  );
const crits = (s: Parameters<typeof shipOf>[0]) =>
  s.log.filter((e) => e.type === 'damage-card-dealt' && e.ship === 'n');

SPECS.push({
  source: 'pilot:tn3465',
  applies: kase(
    'her wingman attacks the X-wing at range 1 of her: a blank becomes a crit, she is hit',
    tnTable(),
    tnPlay('t', 'x'),
    (s) => {
      expect(usedIndexes(s, 'pilot:tn3465')).toEqual([0, 1]);
      expect(logged(s, 'shield-lost', 'n')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('the X-wing is beyond range 1 of her', tnTable(700, 700), tnPlay('t', 'x'), (_s, seen) =>
      expect(offered(seen, TN)).toBe(false),
    ),
    kase('she attacks it herself', tnTable(), tnPlay('n', 'x'), (_s, seen) => expect(offered(seen, TN)).toBe(false)),
    kase('the X-wing attacks her wingman', tnTable(), tnPlay('x', 't'), (_s, seen) =>
      expect(offered(seen, TN)).toBe(false),
    ),
    kase(
      'far from the defender, her wingman spends its focus: she suffers nothing',
      () => {
        const s = tnTable(700, 700)();
        shipOf(s, 't').tokens.focus = 1;
        return s;
      },
      tnPlay('t', 'x', true),
      (s) => {
        expect(shipOf(s, 'n').damage).toHaveLength(0);
        expect(crits(s)).toHaveLength(0);
      },
    ),
  ],
});

/** "Static" (s) faces the X-wing at range 2 with `extra` (his lock, his focus token, an ion cannon on board). */
const staticTable = (extra: Record<string, unknown>) =>
  vsXwing(
    ['s', 'static', 400, 490, { upgrades: [{ xws: 'ioncannon' }], ...extra }],
    ['w', 'academypilot', 250, 490, { locks: ['x'] }],
  );
const staticPlay = (weapon = 'primary') =>
  attackPlay(
    's',
    'x',
    () => answers(rolls('s', 'attack', ['blank', 'focus', 'hit']), modifiesWith('"Static"')),
    weapon,
  );
const allCrits = (s: Parameters<typeof shipOf>[0]) =>
  s.log.some(
    (e) =>
      e.type === 'modification-used' &&
      Array.isArray(e.data?.after) &&
      (e.data.after as string[]).length > 0 &&
      (e.data.after as string[]).every((f) => f === 'crit'),
  );

SPECS.push({
  source: 'pilot:static',
  applies: kase(
    'his lock and his focus spent: every result a crit',
    staticTable({ locks: ['x'], tokens: { focus: 1 } }),
    staticPlay(),
    (s) => {
      expect(allCrits(s)).toBe(true);
      expect(shipOf(s, 's').locks).toEqual([]);
      expect(shipOf(s, 's').tokens.focus ?? 0).toBe(0);
    },
  ),
  doesNotApply: [
    kase('no lock', staticTable({ tokens: { focus: 1 } }), staticPlay(), (_s, seen) =>
      expect(offered(seen, '"Static"')).toBe(false),
    ),
    kase('no focus token', staticTable({ locks: ['x'] }), staticPlay(), (_s, seen) =>
      expect(offered(seen, '"Static"')).toBe(false),
    ),
    kase(
      'his ion cannon attack',
      staticTable({ locks: ['x'], tokens: { focus: 1 } }),
      staticPlay('ioncannon'),
      (_s, seen) => expect(offered(seen, '"Static"')).toBe(false),
    ),
    kase(
      'his wingman, locking the X-wing, attacks it (he holds a focus)',
      staticTable({ tokens: { focus: 1 } }),
      attackPlay('w', 'x', () => modifiesWith('"Static"')),
      (_s, seen) => expect(offered(seen, '"Static"')).toBe(false),
    ),
    kase(
      'the X-wing attacks him',
      staticTable({ locks: ['x'], tokens: { focus: 1 } }),
      attackPlay('x', 's', () => modifiesWith('"Static"')),
      (_s, seen) => expect(offered(seen, '"Static"')).toBe(false),
    ),
  ],
});

/**
 * "Midnight" (m) and a TIE wingman (t) face the X-wing at range 2; `locked`: he holds a lock on it. The X-wing holds a
 * focus token and rolls focus results.
 */
const midnightSpec = (pilot: string): CardSpec[] => {
  const table = (locked: boolean) => () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('m', pilot, 400, 490, locked ? { locks: ['x'] } : {}), imperial('t', 'academypilot', 250, 490)],
    );
  const xAttacks = (d: string) =>
    attackPlay('x', d, () => answers(rolls('x', 'attack', ['focus', 'focus', 'hit']), modifiesWith('Spend focus')));
  const heAttacks = attackPlay('m', 'x', () =>
    answers(rolls('x', 'defense', ['focus', 'focus']), modifiesWith('Spend focus')),
  );
  const xModified = (kind: string) => (s: Parameters<typeof shipOf>[0], seen: Parameters<typeof offered>[0]) =>
    seen.some((d) => d.kind === kind && d.ship === 'x') && logged(s, 'modification-used', 'x').length > 0;
  return [
    {
      source: `pilot:${pilot}`,
      standing: true,
      applies: kase(
        'he has locked the X-wing attacking him: its focus cannot be spent',
        table(true),
        xAttacks('m'),
        (s, seen) => expect(xModified('modify-attack-dice')(s, seen)).toBe(false),
      ),
      doesNotApply: [
        kase('no lock: the focus is spent', table(false), xAttacks('m'), (s, seen) =>
          expect(xModified('modify-attack-dice')(s, seen)).toBe(true),
        ),
        kase('the X-wing attacks his wingman: the focus is spent', table(true), xAttacks('t'), (s, seen) =>
          expect(xModified('modify-attack-dice')(s, seen)).toBe(true),
        ),
      ],
    },
    {
      source: `pilot:${pilot}`,
      standing: true,
      applies: kase(
        'he attacks the X-wing he has locked: its focus cannot be spent on defense',
        table(true),
        heAttacks,
        (s, seen) => expect(xModified('modify-defense-dice')(s, seen)).toBe(false),
      ),
      doesNotApply: kase('no lock: the X-wing spends its focus on defense', table(false), heAttacks, (s, seen) =>
        expect(xModified('modify-defense-dice')(s, seen)).toBe(true),
      ),
    },
  ];
};
SPECS.push(...midnightSpec('midnight'), ...midnightSpec('midnight-evacuationofdqar'));

// ---- Merciless (the Evacuation of D'Qar TIE/fo fighters) ----

/**
 * "Longshot" (l, Merciless, a focus token) faces the X-wing at range 2; his wingman w (a plain TIE/fo, or `wingman`)
 * stands at (`wx`, 360): 470 is range 1 of the X-wing, 700 beyond.
 */
const mercTable = (wx = 470, wingman = 'zetasquadronpilot', attacker = 'longshot-evacuationofdqar', third = false) =>
  vsXwing(
    ['l', attacker, 400, 490, { tokens: { focus: 1 } }],
    ['w', wingman, wx, 360, {}],
    ...(third ? [['v', 'zetasquadronpilot', 330, 370, {}] as Parameters<typeof imperial>] : []),
  );
const mercPlay = (use: string) =>
  attackPlay('l', 'x', () => answers(rolls('l', 'attack', ['blank', 'blank'], ['hit']), modifiesWith(use)));
const mercFocus = attackPlay('l', 'x', () => answers(rolls('l', 'attack', ['focus', 'blank']), modifiesWith('focus')));
const strainOf = (s: Parameters<typeof shipOf>[0], id: string) => shipOf(s, id).tokens.strain ?? 0;

SPECS.push(
  {
    source: 'ship-ability:merciless',
    applies: kase(
      'a wingman at range 1 of the X-wing: a blank rerolled, the wingman strained',
      mercTable(),
      mercPlay('Merciless'),
      (s) => {
        expect(usedIndexes(s, 'ship-ability:merciless')).toEqual([0, 1]);
        expect(strainOf(s, 'w')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman beyond range 1 of the X-wing', mercTable(700), mercPlay('Merciless'), (_s, seen) =>
        expect(offered(seen, 'Merciless')).toBe(false),
      ),
      kase(
        'a plain TIE/fo attacks, a Merciless wingman near the X-wing with another TIE',
        mercTable(470, 'omega2-evacuationofdqar', 'zetasquadronpilot', true),
        mercPlay('Merciless'),
        (_s, seen) => expect(offered(seen, 'Merciless')).toBe(false),
      ),
      kase(
        'the X-wing attacks him',
        mercTable(),
        attackPlay('x', 'l', () => modifiesWith('Merciless')),
        (_s, seen) => expect(offered(seen, 'Merciless')).toBe(false),
      ),
      kase('he spends his focus token instead: nobody is strained', mercTable(), mercFocus, (s) =>
        expect(strainOf(s, 'w')).toBe(0),
      ),
    ],
  },
  {
    source: 'ship-ability:merciless',
    applies: kase(
      'the wingman flies with Merciless too, a third TIE near: only one ship is strained, once',
      mercTable(470, 'omega2-evacuationofdqar', 'longshot-evacuationofdqar', true),
      mercPlay('Merciless'),
      (s) => expect(strainOf(s, 'w') + strainOf(s, 'l') + strainOf(s, 'v')).toBe(1),
    ),
    doesNotApply: kase(
      'the wingman beyond range 1, with Merciless',
      mercTable(700, 'omega2-evacuationofdqar'),
      mercPlay('Merciless'),
      (_s, seen) => expect(offered(seen, 'Merciless')).toBe(false),
    ),
  },
);
