/**
 * Card specs for the Rebel T-65 X-wing pilots of abilities/cards/pilots-xwing.ts (with Afterburners, written there,
 * and Luke Skywalker and Kullbee Sperado of cards/upgrades.ts). Rules: 000 Timing and Abilities; 001 Attack (Declare
 * Target, Modify Dice, Neutralize Results, Deal Damage), Activation Phase (Reveal Dial, Execute Maneuver, Perform
 * Action); 001 Charges, Force, Lock, Jam, Stress.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../card-spec.js';
import {
  abilityDie,
  actionOffered,
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../spec-helpers.js';

const garven = (pilot: string): CardSpec => {
  const table = (friendX: number) => () =>
    position(
      'engagement',
      [rebel('g', pilot, 400, 300, { tokens: { focus: 1 } }), rebel('f', 'redsquadronveteran', friendX, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
  const play = attackPlay('g', 't', () =>
    answers(rolls('g', 'attack', ['focus', 'hit', 'hit']), modifiesWith('focus'), picks('use-ability', 'use:f', 'g')),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'he spends his focus on his dice: the wingman at range 1 gains a focus token',
      table(520),
      play,
      (s, seen) => {
        expect(offered(seen, 'Garven Dreis')).toBe(true);
        expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 'f').tokens.focus).toBe(1);
      },
    ),
    doesNotApply: kase('the only friendly ship is beyond range 3', table(800), play, (s, seen) => {
      expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
      expect(offered(seen, 'Garven Dreis')).toBe(false);
      expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
    }),
  };
};

const jek = (pilot: string): CardSpec => {
  const table = (dial: string) => () => position('activation', [rebel('j', pilot, 400, 150, { dial })], [farTie()]);
  const play = playing(leaves('activation'), () =>
    answers(useAbilityOf('Jek Porkins'), abilityDie('Jek Porkins', 'hit')),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'a red maneuver gives a stress: it is removed, and a hit on the die costs a shield',
      table('4K'),
      play,
      (s, seen) => {
        expect(offered(seen, 'Jek Porkins')).toBe(true);
        expect(shipOf(s, 'j').tokens.stress ?? 0).toBe(0);
        expect(logged(s, 'ability-die-rolled', 'j')[0]?.data).toEqual({ face: 'hit' });
        expect(shipOf(s, 'j').shields).toBe(1);
      },
    ),
    doesNotApply: kase('a white maneuver gives no stress', table('3F'), play, (s, seen) => {
      expect(offered(seen, 'Jek Porkins')).toBe(false);
      expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
    }),
  };
};

const thaneTable = (damaged: boolean) => () =>
  position(
    'engagement',
    [rebel('k', 'thanekyrell', 400, 300)],
    [imperial('t', 'academypilot', 400, 490, damaged ? { damage: [{ card: 'structuraldamage', faceup: false }] } : {})],
  );
const thanePlay = attackPlay('k', 't', () =>
  answers(rolls('k', 'attack', ['focus', 'hit', 'blank']), picks('use-ability', 'use:0', 'k')),
);

const biggsTable = (biggsX: number) => () =>
  position(
    'engagement',
    [rebel('f', 'redsquadronveteran', 400, 300), rebel('b', 'biggsdarklighter', biggsX, 300)],
    [imperial('t', 'academypilot', 400, 560)],
  );
const biggsPlay = (face: string) =>
  attackPlay('t', 'f', () => answers(rolls('t', 'attack', [face, face]), useAbilityOf(`1 ${face}`)));

const edrioTable = (focus: number) => () =>
  position(
    'activation',
    [rebel('e', 'edriotwotubes', 400, 150, { dial: '2F', ...(focus ? { tokens: { focus } } : {}) })],
    [farTie()],
  );
const edrioPlay = playing(
  (s) => logged(s, 'dial-revealed', 'e').length > 0,
  () => useAbilityOf('Edrio Two Tubes', picks('choose-action', 'barrel-roll:left:middle', 'e')),
);

const leevanTable = () => position('activation', [rebel('l', 'leevantenza', 400, 150, { dial: '2F' })], [farTie()]);
const leevanPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Leevan Tenza'),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Leevan Tenza') ? ['evade'] : undefined),
      picks('choose-action', action, 'l'),
    ),
  );

const corranTable = (corranLocks: string[]) => () =>
  position(
    'engagement',
    [
      rebel('c', 'corranhorn-t65xwing', 400, 300, { locks: corranLocks }),
      rebel('f', 'redsquadronveteran', 600, 300, { locks: ['c'] }),
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

const afterburnersTable = (dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['afterburners'], tokens: { stress: 1 } })],
    [farTie()],
  );
const afterburnersPlay = playing(leaves('activation'), () =>
  useAbilityOf('Afterburners', picks('choose-action', 'boost:1F', 'x')),
);

const lukeTable = () =>
  position(
    'engagement',
    [rebel('l', 'lukeskywalker', 400, 300, { force: 1 })],
    [imperial('t', 'academypilot', 400, 490)],
  );

const kullbeeTable = () =>
  position(
    'activation',
    [rebel('k', 'kullbeesperado', 400, 150, { dial: '2F', upgrades: [{ xws: 'servomotorsfoils', side: 1 }] })],
    [farTie()],
  );
const kullbeePlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('flip your configuration card'), picks('choose-action', action, 'k')),
  );

export const SPECS: CardSpec[] = [
  garven('garvendreis-t65xwing'),
  garven('garvendreis-battleofyavin'),
  jek('jekporkins-battleofyavin'),
  jek('jekporkins-swz106'),
  {
    source: 'pilot:thanekyrell',
    applies: kase(
      'attacking a ship with a facedown card: a focus result is given up and Structural Damage exposed',
      thaneTable(true),
      thanePlay,
      (s, seen) => {
        expect(offered(seen, 'Thane Kyrell')).toBe(true);
        expect(logged(s, 'damage-card-exposed', 't')[0]?.data).toMatchObject({
          card: 'structuraldamage',
          spent: 'focus',
        });
        expect(shipOf(s, 't').damage[0]).toMatchObject({ card: 'structuraldamage', faceup: true });
      },
    ),
    doesNotApply: kase('the defender has no facedown damage card', thaneTable(false), thanePlay, (s, seen) => {
      expect(offered(seen, 'Thane Kyrell')).toBe(false);
      expect(logged(s, 'damage-card-exposed')).toHaveLength(0);
    }),
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
      expect(logged(s, 'result-cancelled', 'b').map((e) => e.data?.face)).toEqual(['crit']);
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
    }),
    doesNotApply: kase('Biggs at range 2 of the defender (crits)', biggsTable(580), biggsPlay('crit'), (s, seen) => {
      expect(offered(seen, 'Biggs Darklighter')).toBe(false);
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 2 });
    }),
  },
  {
    source: 'pilot:edriotwotubes',
    applies: kase(
      'with a focus token he barrel rolls before his dial is revealed',
      edrioTable(1),
      edrioPlay,
      (s, seen) => {
        expect(offered(seen, 'Edrio Two Tubes')).toBe(true);
        expect(logged(s, 'action-performed', 'e').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        expect(shipOf(s, 'e').pose!.x).toBeLessThan(400);
      },
    ),
    doesNotApply: kase('without a focus token he is not asked', edrioTable(0), edrioPlay, (s, seen) => {
      expect(offered(seen, 'Edrio Two Tubes')).toBe(false);
      expect(logged(s, 'action-performed', 'e')).toHaveLength(0);
    }),
  },
  {
    source: 'pilot:leevantenza',
    applies: kase(
      'after a barrel roll he performs a red evade',
      leevanTable,
      leevanPlay('barrel-roll:left:middle'),
      (s, seen) => {
        expect(offered(seen, 'Leevan Tenza')).toBe(true);
        expect(logged(s, 'action-performed', 'l').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['barrel-roll', 'white'],
          ['evade', 'red'],
        ]);
        expect(logged(s, 'stress-gained', 'l')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('after a focus action', leevanTable, leevanPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Leevan Tenza')).toBe(false);
      expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['focus']);
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
  { source: 'pilot:wesjanson', applies: wesGaveJam('w'), doesNotApply: wesNoCharge },
  { source: 'pilot:wesjanson', applies: wesGaveJam('t'), doesNotApply: wesNoCharge },
  {
    source: 'upgrade:afterburners:0',
    applies: kase(
      'after a 3 straight, stressed, a charge buys a boost',
      afterburnersTable('3F'),
      afterburnersPlay,
      (s, seen) => {
        expect(offered(seen, 'Afterburners')).toBe(true);
        expect(actionOffered(seen, 'Afterburners')).toBe(true);
        expect(logged(s, 'action-performed', 'x').some((e) => e.data?.action === 'boost')).toBe(true);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: kase('after a speed 2 maneuver', afterburnersTable('2F'), afterburnersPlay, (s, seen) => {
      expect(offered(seen, 'Afterburners')).toBe(false);
      expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(2);
    }),
  },
  {
    source: 'pilot:lukeskywalker',
    applies: kase('attacked, he is back to 2 Force', lukeTable, attackPlay('t', 'l'), (s) => {
      expect(logged(s, 'force-recovered', 'l')).toHaveLength(1);
      expect(shipOf(s, 'l').force).toBe(2);
    }),
    doesNotApply: kase('attacking, he recovers nothing', lukeTable, attackPlay('l', 't'), (s) => {
      expect(logged(s, 'force-recovered', 'l')).toHaveLength(0);
      expect(shipOf(s, 'l').force).toBe(1);
    }),
  },
  {
    source: 'pilot:kullbeesperado',
    applies: kase(
      'after a barrel roll, the open S-foils are flipped closed',
      kullbeeTable,
      kullbeePlay('barrel-roll:left:middle'),
      (s, seen) => {
        expect(offered(seen, 'flip your configuration card')).toBe(true);
        expect(logged(s, 'upgrade-flipped', 'k').map((e) => e.data)).toEqual([
          { upgrade: 'servomotorsfoils', side: 0 },
        ]);
        expect(shipOf(s, 'k').upgrades[0]!.side).toBe(0);
      },
    ),
    doesNotApply: kase('after a focus action', kullbeeTable, kullbeePlay('focus'), (s, seen) => {
      expect(offered(seen, 'flip your configuration card')).toBe(false);
      expect(shipOf(s, 'k').upgrades[0]!.side).toBe(1);
    }),
  },
];
