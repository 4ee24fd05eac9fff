/**
 * Card specs for the Galactic Empire TIE/ln fighter pilots of abilities/cards/attack/imperial-tieln.ts (all printings).
 * Rules: 000 Timing and Abilities; 001 Attack (Declare Target, Roll and Modify Dice, Neutralize Results, Deal Damage);
 * 001 Charges, Strain; range 1 attack bonus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import {
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

const wampa = (pilot: string): CardSpec[] => {
  const table = (charges?: number) => vsXwing(['w', pilot, 400, 490, charges === undefined ? {} : { charges }]);
  const attacks = attackPlay('w', 'x', () => useAbilityOf('Wampa'));
  const noCharge = kase('without a charge he is not asked and rolls 2 dice', table(0), attacks, (s, seen) => {
    expect(offered(seen, 'Wampa')).toBe(false);
    expect(diceCounts(seen, 'w', 'x').attack).toBe(2);
  });
  const declines = kase(
    'asked as his dice are counted, he declines: 2 dice, no charge spent',
    table(),
    attackPlay('w', 'x'),
    (s, seen) => {
      expect(offered(seen, 'Wampa')).toBe(true);
      expect(diceCounts(seen, 'w', 'x').attack).toBe(2);
      expect(logged(s, 'cost-paid', 'w')).toHaveLength(0);
    },
  );
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase('attacking at range 2 with his charge, he rolls 3 dice', table(), attacks, (s, seen) => {
        expect(diceCounts(seen, 'w', 'x').attack).toBe(3);
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        expect(logged(s, 'cost-paid', 'w')[0]?.data?.costs).toEqual([{ kind: 'spend-charge', count: 1 }]);
      }),
      doesNotApply: [noCharge, declines],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase('after he defends, he loses his charge', table(), attackPlay('x', 'w'), (s, seen) => {
        // His extra die is for his own attacks: defending, he is not asked for it.
        expect(offered(seen, 'Wampa')).toBe(false);
        expect(logged(s, 'charge-lost', 'w')).toHaveLength(1);
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]);
        expect(shipOf(s, 'w').charges).toBe(0);
      }),
      doesNotApply: [
        noCharge,
        kase('he defends with no charge: there is none to lose', table(0), attackPlay('x', 'w'), (s) =>
          expect(logged(s, 'charge-lost', 'w')).toHaveLength(0),
        ),
      ],
    },
  ];
};

const iden = (pilot: string): CardSpec => {
  const table = (idenX: number) => vsXwing(['f', 'academypilot', 400, 490], ['i', pilot, idenX, 490]);
  const play = attackPlay('x', 'f', () =>
    answers(rolls('x', 'attack', ['hit', 'hit', 'crit']), useAbilityOf('Iden Versio')),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase('beside the defender, her charge spares it all damage', table(460), play, (s, seen) => {
      expect(offered(seen, 'Iden Versio')).toBe(true);
      expect(logged(s, 'damage-prevented', 'i')).toHaveLength(1);
      expect(shipOf(s, 'f').damage).toHaveLength(0);
      expect(shipOf(s, 'i').charges).toBe(0);
    }),
    doesNotApply: kase('at range 3 of the defender', table(700), play, (s, seen) => {
      expect(offered(seen, 'Iden Versio')).toBe(false);
      expect(logged(s, 'damage-card-dealt', 'f').length).toBeGreaterThan(0);
    }),
  };
};

const yavinPair = (pilot: string, partner: string): CardSpec => {
  const table = (partnerX: number) => vsXwing(['a', pilot, 400, 490], ['p', partner, partnerX, 490]);
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'the partner in his side arc at range 1: 3 dice at range 2',
      table(470),
      attackPlay('a', 'x'),
      (_s, seen) => expect(diceCounts(seen, 'a', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('the partner at range 2: 2 dice', table(600), attackPlay('a', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'a', 'x').attack).toBe(2),
      ),
      kase(
        'the partner beside him, he defends: the X-wing rolls its usual 3',
        table(470),
        attackPlay('x', 'a'),
        (_s, seen) => expect(diceCounts(seen, 'x', 'a').attack).toBe(3),
      ),
    ],
  };
};

const seynPlay = (faces: string[]) =>
  attackPlay('s', 'x', () => answers(rolls('s', 'attack', faces), useAbilityOf('Seyn Marana')));
const seynTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })],
    [imperial('s', 'seynmarana', 400, 490)],
  );

const gideonTable = (wingX: number, wingY: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
    [imperial('g', 'moffgideon', 400, 490), imperial('w', 'academypilot', wingX, wingY)],
  );
const gideonPlay = attackPlay('g', 'x', () =>
  answers(
    rolls('g', 'attack', ['hit', 'hit']),
    rolls('x', 'defense', ['focus', 'focus']),
    picks('use-ability', 'use:w', 'g'),
  ),
);

const darkCurseTable = (defender: 'd' | 'a') => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
    [
      imperial('d', 'darkcurse-battleofyavin', defender === 'd' ? 400 : 650, 490),
      imperial('a', 'academypilot', defender === 'a' ? 400 : 650, 490),
    ],
  );
const darkCursePlay = (defender: 'd' | 'a') =>
  attackPlay('x', defender, () => rolls('x', 'attack', ['focus', 'focus', 'hit']));

const howlTable = (howlX: number) => vsXwing(['a', 'academypilot', 400, 490], ['h', 'howlrunner', howlX, 490]);
const howlPlay = attackPlay('a', 'x', () =>
  answers(rolls('a', 'attack', ['blank', 'hit'], ['crit']), modifiesWith('Howlrunner')),
);

const delMeekoTable =
  (damaged: boolean, meekoX = 520) =>
  () =>
    position(
      'engagement',
      [
        rebel(
          'x',
          'redsquadronveteran',
          400,
          300,
          damaged ? { damage: [{ card: 'structuraldamage', faceup: false }] } : {},
        ),
      ],
      [imperial('f', 'academypilot', 400, 490), imperial('d', 'delmeeko', meekoX, 490)],
    );
const delMeekoPlay = attackPlay('x', 'f', () =>
  answers(
    rolls('x', 'attack', ['hit', 'hit', 'hit']),
    rolls('f', 'defense', ['blank', 'evade', 'evade'], ['evade']),
    modifiesWith('Del Meeko'),
  ),
);

/** A dice-count pilot: the attacker's dice (and the defender's) in a case that applies and one that does not. */
const diceSpec = (
  source: string,
  applies: [string, () => ReturnType<typeof position>, number],
  not: [string, () => ReturnType<typeof position>, number],
  attacker: string,
  /** The applying table, but the X-wing attacks him: its own dice count. */
  defends?: [string, number],
): CardSpec => ({
  source,
  applies: kase(applies[0], applies[1], attackPlay(attacker, 'x'), (_s, seen) =>
    expect(diceCounts(seen, attacker, 'x').attack).toBe(applies[2]),
  ),
  doesNotApply: [
    kase(not[0], not[1], attackPlay(attacker, 'x'), (_s, seen) =>
      expect(diceCounts(seen, attacker, 'x').attack).toBe(not[2]),
    ),
    ...(defends
      ? [
          kase(defends[0], applies[1], attackPlay('x', attacker), (_s, seen) =>
            expect(diceCounts(seen, 'x', attacker).attack).toBe(defends[1]),
          ),
        ]
      : []),
  ],
});

export const SPECS: CardSpec[] = [
  ...wampa('wampa'),
  ...wampa('wampa-battleofyavin'),
  iden('idenversio'),
  iden('idenversio-swz105'),
  yavinPair('backstabber-battleofyavin', 'maulermithel-battleofyavin'),
  yavinPair('maulermithel-battleofyavin', 'backstabber-battleofyavin'),
  {
    source: 'pilot:seynmarana',
    applies: kase(
      'with a crit: the defender gets one facedown card and nothing else',
      seynTable,
      seynPlay(['crit', 'hit']),
      (s, seen) => {
        expect(offered(seen, 'Seyn Marana')).toBe(true);
        expect(shipOf(s, 'x').damage).toEqual([expect.objectContaining({ faceup: false })]);
      },
    ),
    doesNotApply: [
      kase('without a crit result', seynTable, seynPlay(['hit', 'hit']), (s, seen) => {
        expect(offered(seen, 'Seyn Marana')).toBe(false);
        expect(shipOf(s, 'x').damage).toHaveLength(2);
      }),
      kase(
        'she defends against a crit: hers is an attacker’s choice',
        seynTable,
        attackPlay('x', 's', () => answers(rolls('x', 'attack', ['crit', 'hit', 'hit']), useAbilityOf('Seyn Marana'))),
        (_s, seen) => expect(offered(seen, 'Seyn Marana')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:moffgideon',
    applies: kase(
      'his wingman at range 1 of the defender gains strain; the defender cannot spend its focus',
      gideonTable(490, 400),
      gideonPlay,
      (s, seen) => {
        expect(offered(seen, 'Moff Gideon')).toBe(true);
        expect(logged(s, 'token-gained', 'w')[0]?.data).toEqual({ token: 'strain', count: 1 });
        expect(seen.some((d) => d.kind === 'modify-defense-dice' && d.ship === 'x')).toBe(false);
        expect(shipOf(s, 'x').tokens.focus).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'no friendly ship at range 0–1 of the defender: the defender may spend its focus',
        gideonTable(100, 800),
        gideonPlay,
        (s, seen) => {
          expect(offered(seen, 'Moff Gideon')).toBe(false);
          expect(seen.some((d) => d.kind === 'modify-defense-dice' && d.ship === 'x')).toBe(true);
          expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
        },
      ),
      kase(
        'his wingman attacks the X-wing at range 1 while he is beyond range 3 of it',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300)],
            [imperial('g', 'moffgideon', 100, 850), imperial('w', 'academypilot', 400, 400)],
          ),
        attackPlay('w', 'x', () => picks('use-ability', 'use:w', 'g')),
        (_s, seen) => expect(offered(seen, 'Moff Gideon')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:darkcurse-battleofyavin',
    // A standing restriction the Modify steps read (abilities/static.ts): its effect shows in the decisions.
    standing: true,
    applies: kase(
      'attacking him, the focus token cannot be spent',
      darkCurseTable('d'),
      darkCursePlay('d'),
      (s, seen) => {
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(false);
        expect(logged(s, 'modification-used', 'x')).toHaveLength(0);
      },
    ),
    doesNotApply: [
      kase(
        'attacking his wingman, the focus token may be spent',
        darkCurseTable('a'),
        darkCursePlay('a'),
        (_s, seen) => {
          expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(true);
        },
      ),
      kase(
        'he attacks with a focus token: his own attack dice may be modified',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300)],
            [imperial('d', 'darkcurse-battleofyavin', 400, 490, { tokens: { focus: 1 }, initiative: 6 })],
          ),
        attackPlay('d', 'x', () => rolls('d', 'attack', ['focus', 'hit'])),
        (_s, seen) => {
          expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'd')).toBe(true);
        },
      ),
    ],
  },
  diceSpec(
    'pilot:scythe6-battleoverendor',
    ['at range 2: 3 dice', vsXwing(['s', 'scythe6-battleoverendor', 400, 490]), 3],
    ['at range 3: 2 dice', vsXwing(['s', 'scythe6-battleoverendor', 400, 590]), 2],
    's',
    ['he defends at range 2: the X-wing rolls its usual 3', 3],
  ),
  diceSpec(
    'pilot:scourgeskutu',
    ['the X-wing straight ahead (bullseye) at range 2: 3 dice', vsXwing(['s', 'scourgeskutu', 400, 490]), 3],
    ['in his front arc but off the bullseye: 2 dice', vsXwing(['s', 'scourgeskutu', 470, 490]), 2],
    's',
    ['he defends, the X-wing in his bullseye: it rolls its usual 3', 3],
  ),
  diceSpec(
    'pilot:maulermithel',
    ['at range 1: 2 dice, 1 for range 1, 1 for him', vsXwing(['m', 'maulermithel', 400, 400]), 4],
    ['at range 2: 2 dice', vsXwing(['m', 'maulermithel', 400, 490]), 2],
    'm',
    ['he defends at range 1: the X-wing rolls 3 and 1 for range 1', 4],
  ),
  {
    source: 'pilot:gideonhask',
    applies: kase(
      'the X-wing is damaged: 3 dice at range 2',
      () =>
        position(
          'engagement',
          [rebel('x', 'redsquadronveteran', 400, 300, { damage: [{ card: 'directhit', faceup: false }] })],
          [imperial('g', 'gideonhask', 400, 490)],
        ),
      attackPlay('g', 'x'),
      (_s, seen) => expect(diceCounts(seen, 'g', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase(
        'the X-wing is undamaged: 2 dice',
        vsXwing(['g', 'gideonhask', 400, 490]),
        attackPlay('g', 'x'),
        (_s, seen) => expect(diceCounts(seen, 'g', 'x').attack).toBe(2),
      ),
      kase(
        'the damaged X-wing attacks him: it rolls its usual 3',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { damage: [{ card: 'directhit', faceup: false }] })],
            [imperial('g', 'gideonhask', 400, 490)],
          ),
        attackPlay('x', 'g'),
        (_s, seen) => expect(diceCounts(seen, 'x', 'g').attack).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:howlrunner',
    applies: kase('her wingman at range 1 rerolls its blank into a crit', howlTable(470), howlPlay, (s, seen) => {
      expect(offered(seen, 'Howlrunner')).toBe(true);
      expect(logged(s, 'attack-neutralized', 'a')[0]?.data).toMatchObject({ hits: 1, crits: 1 });
    }),
    doesNotApply: [
      kase('her wingman at range 2', howlTable(610), howlPlay, (s, seen) => {
        expect(offered(seen, 'Howlrunner')).toBe(false);
        expect(logged(s, 'dice-rerolled')).toHaveLength(0);
      }),
      kase(
        'a TIE bomber at range 1 of her attacks with its torpedoes (not a primary attack)',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300)],
            [
              imperial('b', 'gammasquadronace', 400, 490, { upgrades: ['protontorpedoes'], locks: ['x'] }),
              imperial('h', 'howlrunner', 470, 490),
            ],
          ),
        attackPlay(
          'b',
          'x',
          () => answers(rolls('b', 'attack', ['blank', 'hit'], ['crit']), modifiesWith('Howlrunner')),
          'protontorpedoes',
        ),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'b')[0]?.data?.weapon).toBe('protontorpedoes');
          expect(offered(seen, 'Howlrunner')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:delmeeko',
    applies: kase(
      'the damaged X-wing attacks his wingman, whose blank is rerolled into an evade',
      delMeekoTable(true),
      delMeekoPlay,
      (s, seen) => {
        expect(offered(seen, 'Del Meeko')).toBe(true);
        expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hit: false });
      },
    ),
    doesNotApply: [
      kase('the attacker is undamaged', delMeekoTable(false), delMeekoPlay, (s, seen) => {
        expect(offered(seen, 'Del Meeko')).toBe(false);
        expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
      }),
      kase('the damaged X-wing attacks a TIE at range 3 of him', delMeekoTable(true, 700), delMeekoPlay, (_s, seen) =>
        expect(offered(seen, 'Del Meeko')).toBe(false),
      ),
    ],
  },
];
