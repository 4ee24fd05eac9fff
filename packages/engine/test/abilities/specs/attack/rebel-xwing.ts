/**
 * Card specs for the Rebel T-65 X-wing pilots of abilities/cards/attack/rebel-xwing.ts (all printings). Rules: 000
 * Timing and Abilities; 001 Attack (Declare Target, Roll and Modify Dice, Neutralize Results, Deal Damage); 001 Charges,
 * Force, Lock, Jam, Strain.
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
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const thaneTable = (damaged: boolean) => () =>
  position(
    'engagement',
    [rebel('k', 'thanekyrell', 400, 300)],
    [imperial('t', 'academypilot', 400, 490, damaged ? { damage: [{ card: 'structuraldamage', faceup: false }] } : {})],
  );
const thanePlay = (faces = ['focus', 'hit', 'blank']) =>
  attackPlay('k', 't', () => answers(rolls('k', 'attack', faces), picks('use-ability', 'use:0', 'k')));

const biggsTable = (biggsX: number) => () =>
  position(
    'engagement',
    [rebel('f', 'redsquadronveteran', 400, 300), rebel('b', 'biggsdarklighter', biggsX, 300)],
    [imperial('t', 'academypilot', 400, 560)],
  );
const biggsPlay = (face: string) =>
  attackPlay('t', 'f', () => answers(rolls('t', 'attack', [face, face]), useAbilityOf(`1 ${face}`)));

const corranTable =
  (corranLocks: string[], wingmanX = 600) =>
  () =>
    position(
      'engagement',
      [
        rebel('c', 'corranhorn-t65xwing', 400, 300, { locks: corranLocks }),
        rebel('f', 'redsquadronveteran', wingmanX, 300, { locks: ['c'] }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );

const wesTable = (charges?: number) => () =>
  position(
    'engagement',
    [rebel('w', 'wesjanson', 400, 300, charges === undefined ? {} : { charges })],
    [imperial('t', 'academypilot', 400, 490)],
  );
const wesGaveJam = (attacker: 'w' | 't') =>
  kase(
    attacker === 'w' ? 'after his attack, the defender gains a jam token' : 'after he defends, the attacker gains one',
    wesTable(),
    attackPlay(attacker, attacker === 'w' ? 't' : 'w', () => useAbilityOf('Wes Janson')),
    (s, seen) => {
      expect(offered(seen, 'Wes Janson')).toBe(true);
      expect(usedIndexes(s, 'pilot:wesjanson')).toEqual([attacker === 'w' ? 0 : 1]);
      expect(logged(s, 'token-gained', 't').some((e) => e.data?.token === 'jam')).toBe(true);
      expect(logged(s, 'cost-paid', 'w')[0]?.data?.costs).toEqual([{ kind: 'spend-charge', count: 1 }]);
    },
  );
const wesNoCharge = kase(
  'with no charge left he is not asked',
  wesTable(0),
  attackPlay('w', 't', () => useAbilityOf('Wes Janson')),
  (s, seen) => {
    expect(offered(seen, 'Wes Janson')).toBe(false);
    expect(logged(s, 'token-gained').some((e) => e.data?.token === 'jam')).toBe(false);
  },
);

const lukeTable = () =>
  position(
    'engagement',
    [rebel('l', 'lukeskywalker', 400, 300, { force: 1 })],
    [imperial('t', 'academypilot', 400, 490)],
  );

const lukeYavin = (pilot: string): CardSpec => {
  const table = (force: number) => () =>
    position('engagement', [rebel('l', pilot, 400, 300, { force })], [imperial('t', 'academypilot', 400, 490)]);
  const play = attackPlay('t', 'l', () => useAbilityOf('Luke'));
  return {
    source: `pilot:${pilot}`,
    applies: kase('with 1 Force of 2, he recovers one', table(1), play, (s, seen) => {
      expect(offered(seen, 'Luke Skywalker')).toBe(true);
      expect(shipOf(s, 'l').force).toBe(2);
    }),
    doesNotApply: [
      kase('at full Force he is not asked', table(2), play, (s, seen) => {
        expect(offered(seen, 'Luke Skywalker')).toBe(false);
        expect(logged(s, 'force-recovered')).toHaveLength(0);
      }),
      kase(
        'attacking with 1 Force of 2, he is not asked',
        table(1),
        attackPlay('l', 't', () => useAbilityOf('Luke')),
        (s, seen) => {
          expect(offered(seen, 'Luke Skywalker')).toBe(false);
          expect(shipOf(s, 'l').force).toBe(1);
        },
      ),
    ],
  };
};

const wedgeYavinTable = (friendX: number, friendY: number) => () =>
  position(
    'engagement',
    [rebel('w', 'wedgeantilles-battleofyavin', 400, 300), rebel('f', 'redsquadronveteran', friendX, friendY)],
    [imperial('t', 'academypilot', 400, 490)],
  );

const wedgeEndorTable = () =>
  position(
    'engagement',
    [rebel('w', 'wedgeantilles-battleoverendor', 400, 300)],
    [imperial('t', 'academypilot', 400, 490)],
  );

const yendorTable = () =>
  position(
    'engagement',
    [rebel('y', 'yendor-battleoverendor', 400, 300, { tokens: { focus: 1 } })],
    [imperial('t', 'academypilot', 400, 490)],
  );
const yendorPlay = (faces: string[]) =>
  attackPlay('y', 't', () => answers(rolls('y', 'attack', faces, ['crit']), modifiesWith('Yendor')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:thanekyrell',
    applies: kase(
      'attacking a ship with a facedown card: a focus result is given up and Structural Damage exposed',
      thaneTable(true),
      thanePlay(),
      (s, seen) => {
        expect(offered(seen, 'Thane Kyrell')).toBe(true);
        expect(logged(s, 'damage-card-exposed', 't')[0]?.data).toMatchObject({
          card: 'structuraldamage',
          spent: 'focus',
        });
        expect(shipOf(s, 't').damage[0]).toMatchObject({ card: 'structuraldamage', faceup: true });
      },
    ),
    doesNotApply: [
      kase('the defender has no facedown damage card', thaneTable(false), thanePlay(), (s, seen) => {
        expect(offered(seen, 'Thane Kyrell')).toBe(false);
        expect(logged(s, 'damage-card-exposed')).toHaveLength(0);
      }),
      kase('only blanks: no result to give up', thaneTable(true), thanePlay(['blank', 'blank', 'blank']), (_s, seen) =>
        expect(offered(seen, 'Thane Kyrell')).toBe(false),
      ),
      kase(
        'the damaged TIE attacks him: his is an attacker’s ability',
        thaneTable(true),
        attackPlay('t', 'k', () => answers(rolls('t', 'attack', ['focus', 'hit']), picks('use-ability', 'use:0', 'k'))),
        (_s, seen) => expect(offered(seen, 'Thane Kyrell')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:biggsdarklighter',
    applies: kase(
      'beside the defender and inside the attack arc, Biggs takes a hit: each loses one shield',
      biggsTable(470),
      biggsPlay('hit'),
      (s, seen) => {
        expect(offered(seen, 'Biggs Darklighter')).toBe(true);
        expect(logged(s, 'result-cancelled', 'b')).toHaveLength(1);
        expect(usedIndexes(s, 'pilot:biggsdarklighter')).toEqual([0]);
        expect(shipOf(s, 'b').shields).toBe(1);
        expect(shipOf(s, 'f').shields).toBe(1);
      },
    ),
    doesNotApply: kase('Biggs at range 2 of the defender', biggsTable(580), biggsPlay('hit'), (s, seen) => {
      expect(offered(seen, 'Biggs Darklighter')).toBe(false);
      expect(shipOf(s, 'b').shields).toBe(2);
      expect(shipOf(s, 'f').shields).toBe(0);
    }),
  },
  {
    source: 'pilot:biggsdarklighter',
    applies: kase('two crits: Biggs takes one of them', biggsTable(470), biggsPlay('crit'), (s, seen) => {
      expect(offered(seen, 'cancel 1 crit result')).toBe(true);
      expect(usedIndexes(s, 'pilot:biggsdarklighter')).toEqual([1]);
      expect(logged(s, 'result-cancelled', 'b').map((e) => e.data?.face)).toEqual(['crit']);
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
    }),
    doesNotApply: kase('Biggs at range 2 of the defender (crits)', biggsTable(580), biggsPlay('crit'), (s, seen) => {
      expect(offered(seen, 'Biggs Darklighter')).toBe(false);
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 2 });
    }),
  },
  {
    source: 'pilot:corranhorn-t65xwing',
    applies: kase(
      'attacking the ship he has locked, his wingman’s lock on him moves to the defender',
      corranTable(['t']),
      attackPlay('c', 't', () => useAbilityOf('Corran Horn')),
      (s, seen) => {
        expect(offered(seen, 'Corran Horn')).toBe(true);
        expect(shipOf(s, 'f').locks).toEqual([{ target: 't' }]);
      },
    ),
    doesNotApply: kase(
      'he has no lock on the defender',
      corranTable([]),
      attackPlay('c', 't', () => useAbilityOf('Corran Horn')),
      (s, seen) => {
        expect(offered(seen, 'Corran Horn')).toBe(false);
        expect(shipOf(s, 'f').locks).toEqual([{ target: 'c' }]);
      },
    ),
  },
  {
    source: 'pilot:corranhorn-t65xwing',
    applies: kase(
      'his lock on the TIE and his wingman’s on him: attacking, he is asked',
      corranTable(['t']),
      attackPlay('c', 't', () => useAbilityOf('Corran Horn')),
      (_s, seen) => expect(offered(seen, 'Corran Horn')).toBe(true),
    ),
    doesNotApply: kase(
      'the same locks, but his wingman attacks the TIE he has locked',
      corranTable(['t'], 480),
      attackPlay('f', 't', () => useAbilityOf('Corran Horn')),
      (s, seen) => {
        expect(offered(seen, 'Corran Horn')).toBe(false);
        expect(shipOf(s, 'f').locks).toEqual([{ target: 'c' }]);
      },
    ),
  },
  {
    source: 'pilot:corranhorn-t65xwing',
    applies: kase(
      'two wingmen hold a lock on him: his owner picks the second, whose lock moves; the first keeps its own',
      () =>
        position(
          'engagement',
          [
            rebel('c', 'corranhorn-t65xwing', 400, 300, { locks: ['t'] }),
            rebel('f', 'redsquadronveteran', 600, 300, { locks: ['c'] }),
            rebel('g', 'redsquadronveteran', 200, 300, { locks: ['c'] }),
          ],
          [imperial('t', 'academypilot', 400, 490)],
        ),
      attackPlay('c', 't', () => picks('use-ability', 'use:g', 'c')),
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.ship === 'c');
        expect(asked?.options.map((o) => o.id).sort()).toEqual(['decline', 'use:f', 'use:g']);
        expect(shipOf(s, 'g').locks).toEqual([{ target: 't' }]);
        expect(shipOf(s, 'f').locks).toEqual([{ target: 'c' }]);
      },
    ),
    doesNotApply: kase(
      'two wingmen hold a lock on him, but he has no lock on the defender',
      () =>
        position(
          'engagement',
          [
            rebel('c', 'corranhorn-t65xwing', 400, 300),
            rebel('f', 'redsquadronveteran', 600, 300, { locks: ['c'] }),
            rebel('g', 'redsquadronveteran', 200, 300, { locks: ['c'] }),
          ],
          [imperial('t', 'academypilot', 400, 490)],
        ),
      attackPlay('c', 't', () => picks('use-ability', 'use:g', 'c')),
      (s, seen) => {
        expect(offered(seen, 'Corran Horn')).toBe(false);
        expect(shipOf(s, 'g').locks).toEqual([{ target: 'c' }]);
      },
    ),
  },
  { source: 'pilot:wesjanson', applies: wesGaveJam('w'), doesNotApply: wesNoCharge },
  {
    source: 'pilot:wesjanson',
    applies: wesGaveJam('t'),
    doesNotApply: [
      wesNoCharge,
      kase(
        'attacking, he declines: he is asked once, not again as a defender',
        wesTable(),
        attackPlay('w', 't'),
        (_s, seen) =>
          expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Wes Janson'))).toHaveLength(1),
      ),
    ],
  },
  {
    source: 'pilot:lukeskywalker',
    applies: kase(
      'attacked, he is asked and is back to 2 Force',
      lukeTable,
      attackPlay('t', 'l', () => useAbilityOf('Luke')),
      (s, seen) => {
        expect(offered(seen, 'Luke Skywalker')).toBe(true);
        expect(logged(s, 'force-recovered', 'l')).toHaveLength(1);
        expect(shipOf(s, 'l').force).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'attacked at full Force: nothing to recover, he is not asked',
        () =>
          position('engagement', [rebel('l', 'lukeskywalker', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
        attackPlay('t', 'l', () => useAbilityOf('Luke')),
        (s, seen) => {
          expect(offered(seen, 'Luke Skywalker')).toBe(false);
          expect(logged(s, 'force-recovered', 'l')).toHaveLength(0);
          expect(shipOf(s, 'l').force).toBe(2);
        },
      ),
      kase(
        'attacking, he recovers nothing',
        lukeTable,
        attackPlay('l', 't', () => useAbilityOf('Luke')),
        (s) => {
          expect(logged(s, 'force-recovered', 'l')).toHaveLength(0);
          expect(shipOf(s, 'l').force).toBe(1);
        },
      ),
      kase('attacked, he declines: he recovers nothing', lukeTable, attackPlay('t', 'l'), (s, seen) => {
        expect(offered(seen, 'Luke Skywalker')).toBe(true);
        expect(logged(s, 'ability-declined', 'l')).toHaveLength(1);
        expect(logged(s, 'force-recovered', 'l')).toHaveLength(0);
      }),
    ],
  },
  lukeYavin('lukeskywalker-battleofyavin'),
  lukeYavin('lukeskywalker-swz106'),
  {
    source: 'pilot:wedgeantilles-battleofyavin',
    applies: kase(
      'the wingman inside the TIE’s front arc: the TIE rolls 2 of its 3 agility dice',
      wedgeYavinTable(480, 300),
      attackPlay('w', 't'),
      (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('the wingman behind the TIE: 3 dice', wedgeYavinTable(400, 700), attackPlay('w', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase(
        'the TIE attacks him, his wingman inside his own front arc: he rolls his 2 dice',
        wedgeYavinTable(340, 420),
        attackPlay('t', 'w'),
        (_s, seen) => expect(diceCounts(seen, 't', 'w').defense).toBe(2),
      ),
    ],
  },
  {
    source: 'pilot:wedgeantilles',
    applies: kase(
      'attacking at range 2: the TIE rolls 2 of its 3 dice',
      () => position('engagement', [rebel('w', 'wedgeantilles', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
      attackPlay('w', 't'),
      (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: kase(
      'Wedge defends: the TIE rolls its 2 attack dice and Wedge his 2 defense dice',
      () => position('engagement', [rebel('w', 'wedgeantilles', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
      attackPlay('t', 'w'),
      (_s, seen) => expect(diceCounts(seen, 't', 'w')).toEqual({ attack: 2, defense: 2 }),
    ),
  },
  {
    source: 'pilot:wedgeantilles-battleoverendor',
    applies: kase(
      'his attack hits: he gains a focus token',
      wedgeEndorTable,
      attackPlay('w', 't', () => rolls('w', 'attack', ['hit', 'hit', 'hit'])),
      (s) => expect(logged(s, 'token-gained', 'w').map((e) => e.data)).toEqual([{ token: 'focus', count: 1 }]),
    ),
    doesNotApply: [
      kase(
        'his attack misses',
        wedgeEndorTable,
        attackPlay('w', 't', () => rolls('w', 'attack', ['blank', 'blank', 'blank'])),
        (s) => expect(logged(s, 'token-gained', 'w')).toHaveLength(0),
      ),
      kase(
        'the TIE’s attack on him hits',
        wedgeEndorTable,
        attackPlay('t', 'w', () => rolls('t', 'attack', ['hit', 'hit'])),
        (s) => expect(logged(s, 'token-gained', 'w')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'pilot:yendor-battleoverendor',
    applies: kase(
      'a blank is rerolled into a crit and he gains a strain token',
      yendorTable,
      yendorPlay(['blank', 'hit', 'hit']),
      (s, seen) => {
        expect(offered(seen, 'Yendor')).toBe(true);
        expect(shipOf(s, 'y').tokens.strain).toBe(1);
        expect(logged(s, 'attack-neutralized', 'y')[0]?.data).toMatchObject({ hits: 2, crits: 1 });
      },
    ),
    doesNotApply: [
      kase('no blank result', yendorTable, yendorPlay(['focus', 'hit', 'hit']), (s, seen) => {
        expect(offered(seen, 'Yendor')).toBe(false);
        expect(shipOf(s, 'y').tokens.strain ?? 0).toBe(0);
      }),
      kase(
        'a friendly X-wing beside him attacks and rolls a blank: his reroll is his own',
        () =>
          position(
            'engagement',
            [rebel('y', 'yendor-battleoverendor', 480, 300), rebel('f', 'redsquadronveteran', 400, 300)],
            [imperial('t', 'academypilot', 400, 490)],
          ),
        attackPlay('f', 't', () =>
          answers(rolls('f', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Yendor')),
        ),
        (_s, seen) => expect(offered(seen, 'Yendor')).toBe(false),
      ),
    ],
  },
];
