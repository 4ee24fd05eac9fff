/**
 * Card specs for the special weapons of abilities/cards/attack/weapons.ts. Rules: 000 "Special Weapons" (the attack
 * header: arc, range, requirement, charges), "Ion Tokens", "Performing an Attack"; 001 Engagement 4 (Neutralize
 * Results); rules-reference-supplement.md "Jam", "Tractor". The X-wing (x, seat 0, initiative 3) attacks first; the
 * defender enters blanks unless a case says otherwise.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec, SpecCase } from '../../card-spec.js';
import {
  answers,
  attacks,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
  type Answer,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** Range 1, 2 and 3 straight ahead of an X-wing at (400, 300) facing up. */
const R1 = 390;
const R2 = 450;
const R3 = 560;

const table =
  (x: Partial<PositionShip>, t: PositionShip = imperial('t', 'academypilot', 400, R2), more: PositionShip[] = []) =>
  () =>
    position('engagement', [rebel('x', 'redsquadronveteran', 400, 300, x), ...more], [t]);

/** x attacks t with `weapon`, entering these attack faces (and t these defense faces). */
const fire = (weapon: string, attack: string[], defense: string[] = []) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', attack), rolls('t', 'defense', defense)), weapon);

const neutralized = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;

/** x (these upgrades and tokens) attacks the TIE at range 3 (t: its own extras). */
const syncedTable = (x: string[], tokens: Record<string, number>, t: Partial<PositionShip> = {}) =>
  table({ upgrades: x, tokens }, imperial('t', 'academypilot', 400, R3, t));
const syncedPlay = (weapon: string) => attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit'])), weapon);

const down = (card: string) => ({ card, faceup: false });
/**
 * x (Concussion Missiles, a lock on t) attacks the TIE t at range 2; w (two facedown cards) is at range 1 of t, u (one)
 * far away; t carries `t` too.
 */
const cmTable = (t: string[]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['concussionmissiles'], locks: ['t'] })],
    [
      imperial('t', 'academypilot', 400, R2, { upgrades: t }),
      imperial('w', 'academypilot', 480, R2, { damage: [down('structuraldamage'), down('structuraldamage')] }),
      imperial('u', 'academypilot', 50, R3 + 100, { damage: [down('damagedsensorarray')] }),
    ],
  );
const cmPlay = (weapon: string, faces: string[]) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', faces), rolls('t', 'defense', [])), weapon);
const faceup = (s: GameState) =>
  Object.fromEntries(['t', 'w', 'u'].map((id) => [id, shipOf(s, id).damage.filter((d) => d.faceup).length]));

/** A weapon whose attack is all its card does: used when declared, not with the primary weapon. */
function plainSpec(xws: string, x: Partial<PositionShip>, y: number): CardSpec {
  const t = table({ upgrades: [xws], ...x }, imperial('t', 'academypilot', 400, y));
  return {
    source: `upgrade:${xws}:0`,
    applies: kase(`an attack with the ${xws}`, t, fire(xws, ['hit']), (s) =>
      expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.weapon)).toEqual([xws]),
    ),
    doesNotApply: kase('a primary attack', t, fire('primary', ['hit']), (s) =>
      expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.weapon)).toEqual(['primary']),
    ),
  };
}

/** An ion weapon: three hits deal one damage and two ion tokens; the primary weapon's three hits deal three damage. */
function ionSpec(xws: string, x: Partial<PositionShip>, y: number): CardSpec {
  const t = table({ upgrades: [xws], ...x }, imperial('t', 'academypilot', 400, y));
  return {
    source: `upgrade:${xws}:0`,
    applies: kase('three hits: one damage, two ion tokens', t, fire(xws, ['hit', 'hit', 'crit']), (s) => {
      const d = shipOf(s, 't');
      expect(d.damage).toHaveLength(1);
      expect(d.damage[0]?.faceup).toBe(false);
      expect(d.tokens.ion).toBe(2);
    }),
    doesNotApply: [
      kase('a primary attack deals its damage', t, fire('primary', ['hit', 'hit', 'crit']), (s) => {
        expect(shipOf(s, 't').damage).toHaveLength(3);
        expect(shipOf(s, 't').tokens.ion).toBeUndefined();
      }),
    ],
  };
}

/** A weapon whose results give tokens instead of damage. */
function tokenSpec(xws: string, token: 'jam' | 'tractor'): CardSpec {
  const t = table({ upgrades: [xws] });
  return {
    source: `upgrade:${xws}:0`,
    applies: kase(`two hits: two ${token} tokens, no damage`, t, fire(xws, ['hit', 'hit']), (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(0);
      expect(shipOf(s, 't').tokens[token]).toBe(2);
    }),
    doesNotApply: kase('a primary attack deals its damage', t, fire('primary', ['hit', 'hit']), (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(2);
      expect(shipOf(s, 't').tokens[token]).toBeUndefined();
    }),
  };
}

/**
 * A "change one result to a crit" weapon: offered to its attacker; not with the primary weapon; a wingman attacking
 * with its own copy is offered its own only.
 */
function toCritSpec(xws: string, name: string, y: number, locks: boolean): CardSpec {
  const lock = locks ? { locks: ['t'] } : {};
  const t = table({ upgrades: [xws], ...lock }, imperial('t', 'academypilot', 400, y));
  return {
    source: `upgrade:${xws}:0`,
    applies: kase(
      'a hit becomes a crit',
      t,
      attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit', 'hit']), modifiesWith(name)), xws),
      (s, seen) => {
        expect(offered(seen, name)).toBe(true);
        expect(neutralized(s)?.crits).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a primary attack', t, fire('primary', ['hit', 'hit']), (_s, seen) =>
        expect(offered(seen, name)).toBe(false),
      ),
      kase(
        'a wingman attacks with its own copy: only his is offered',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 480, 300, { upgrades: [xws], ...lock }),
              rebel('f', 'redsquadronveteran', 400, 300, { upgrades: [xws], locks: ['t'] }),
            ],
            [imperial('t', 'academypilot', 400, y)],
          ),
        attackPlay('f', 't', () => rolls('f', 'attack', ['hit', 'hit']), xws),
        (_s, seen) => {
          const mods = seen.filter((d) => d.kind === 'modify-attack-dice').flatMap((d) => d.options.map((o) => o.id));
          expect(mods.some((id) => id.includes(xws) && id.endsWith('@f'))).toBe(true);
          expect(mods.some((id) => id.endsWith('@x'))).toBe(false);
        },
      ),
    ],
  };
}

/**
 * "After the attack hits, the defender loses a shield": the defender (two shields) carries the same weapon, and the
 * attacker must keep its own shields.
 */
function shieldCases(
  xws: string,
  y: number,
  faces: [string[], string[]],
  applies: (s: GameState) => void,
): { applies: SpecCase; not: SpecCase[] } {
  const t = table(
    { upgrades: [xws], locks: ['t'] },
    imperial('t', 'tempestsquadronpilot', 400, y, { upgrades: [xws], locks: ['x'] }),
  );
  return {
    applies: kase('the attack hits: the defender loses a shield more', t, fire(xws, ...faces), (s) => {
      applies(s);
      expect(shipOf(s, 'x').shields).toBe(2);
    }),
    not: [
      kase('a primary attack that hits', t, fire('primary', ['hit']), (s) => expect(shipOf(s, 't').shields).toBe(1)),
      kase('the attack misses', t, fire(xws, ['hit'], ['evade']), (s) => expect(shipOf(s, 't').shields).toBe(2)),
    ],
  };
}

const plasma = shieldCases('plasmatorpedoes', R3, [['hit', 'crit'], ['evade']], (s) => {
  // The evade took the crit (crits first): one hit is left, which a shield absorbs, and one more shield is lost.
  expect(neutralized(s)).toMatchObject({ hits: 1, crits: 0 });
  expect(shipOf(s, 't').shields).toBe(0);
});
/** Plasma Torpedoes' own cases: the evade takes the hit as usual when the primary weapon attacks. */
const plasmaTable = table(
  { upgrades: ['plasmatorpedoes'], locks: ['t'] },
  imperial('t', 'tempestsquadronpilot', 400, R3),
);

const heavyPlasma = shieldCases('heavyplasmamissiles-alphaclassstarwing', R3, [['hit'], []], (s) => {
  // One hit: a shield absorbs it, and the other is lost.
  expect(shipOf(s, 't').shields).toBe(0);
  expect(shipOf(s, 't').damage).toHaveLength(0);
});

/** Autoblasters: x's wingman f behind it carries them too (the bonus die is the attacker's own). */
const autoTable = (t: PositionShip) =>
  table({ upgrades: ['autoblasters'] }, t, [
    rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['autoblasters'] }),
  ]);
/** The defender faces away: x is behind it, out of its front arc. */
const awayT = (x: number) => ({ id: 't', pilot: 'academypilot', pose: { x, y: R1, heading: 0 } });

/** Multi-missile Pods: x locks t; its wingman f behind it carries pods too. */
const podsTable = (t: PositionShip) =>
  table({ upgrades: ['multimissilepods'], locks: ['t'] }, t, [
    rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['multimissilepods'] }),
  ]);
const charges = (s: GameState, ship: string, xws: string) =>
  shipOf(s, ship).upgrades.find((u) => u.xws === xws)?.charges;
const podsPlay = attackPlay('x', 't', () => useAbilityOf('Multi-missile Pods'), 'multimissilepods');

const BLANK3 = ['blank', 'blank', 'blank'];

const FLECHETTE = 'flechettecannons-armedanddangerous';
const flechetteTable = (tx: number) =>
  table({ upgrades: [FLECHETTE] }, imperial('t', 'academypilot', tx, R2, { upgrades: [FLECHETTE] }));

/** The ids of the attack dice modifications offered (each ends with its ship: "@x", "@f"). */
const modIds = (seen: Decision[]) =>
  seen.filter((d) => d.kind === 'modify-attack-dice').flatMap((d) => d.options.map((o) => o.id));

/** x carries `xws` (and `more`); its wingman f behind it carries `xws` too when `wingman`. */
const behindTable = (xws: string, x: Partial<PositionShip>, wingman: boolean, tx = 400) =>
  table({ ...x, upgrades: [xws, ...(x.upgrades ?? [])] }, imperial('t', 'academypilot', tx, R2), [
    rebel('f', 'redsquadronveteran', 400, 200, wingman ? { upgrades: [xws] } : {}),
  ]);
const using = (weapon: string, card: string, attack: string[][], times = 1) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ...attack), modifiesWith(card, times)), weapon);

const PRECISION = 'precisiontunedcannons-battleoverendor';

const DBM = 'Diamond-Boron Missiles';
/**
 * x (Diamond-Boron Missiles, locking d) faces the TIE bomber d (agility 2) at range 2; beside d, the bomber n2
 * (agility 2) and the TIE n1 (agility 3) at range 1, and the TIE n3 far away. x's wingman w carries `w`.
 */
const dbmTable =
  (w: string[] = []) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['diamondboronmissiles'], locks: ['d'] }),
        rebel('w', 'redsquadronveteran', 100, 100, { upgrades: w, locks: ['d'] }),
      ],
      [
        imperial('d', 'scimitarsquadronpilot', 400, R2),
        imperial('n2', 'scimitarsquadronpilot', 480, R2),
        imperial('n1', 'academypilot', 320, R2),
        imperial('n3', 'academypilot', 700, 850),
      ],
    );
/** x attacks d with `weapon`, entering `faces`; its missiles' blast (two dice) shows two hits. */
const dbmPlay = (weapon: string, faces: string[]) =>
  attackPlay(
    'x',
    'd',
    () =>
      answers(
        rolls('x', 'attack', faces),
        rolls('d', 'defense', []),
        (d) => (d.kind === 'use-ability' && d.prompt.includes(DBM) && d.ship === 'x' ? ['use'] : undefined),
        (d) => (d.kind === 'enter-dice' && d.prompt.includes(DBM) ? ['enter', ['hit', 'hit']] : undefined),
      ),
    weapon,
  );
const dbmHurt = (s: GameState) =>
  Object.fromEntries(['d', 'n1', 'n2', 'n3'].map((id) => [id, shipOf(s, id).damage.length]));

/** x (the homing weapon, locking t) faces t at range 2; its wingman f carries the same weapon when `both`. */
const homingTable =
  (xws: string, both = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [xws], locks: ['t'] }),
        rebel('f', 'redsquadronveteran', 50, 300, both ? { upgrades: [xws], locks: ['t'] } : {}),
      ],
      [imperial('t', 'academypilot', 400, R2)],
    );
/** x attacks t with `weapon`; t's player answers the homing question with `answer` ('refuse' accepts the damage). */
const homingPlay = (weapon: string, answer: 'refuse' | 'pay') =>
  attackPlay(
    'x',
    't',
    () => answers((d) => (d.kind === 'unless' ? [answer] : undefined), rolls('x', 'attack', ['hit', 'hit', 'hit'])),
    weapon,
  );
const asks = (seen: Decision[]) => seen.filter((d) => d.kind === 'unless').length;
function homingSpec(xws: string, face: 'hit' | 'crit'): CardSpec[] {
  return [
    {
      source: `upgrade:${xws}:0`,
      applies: kase(
        `t accepts: it suffers a ${face}, no dice are rolled, the attack hits`,
        homingTable(xws),
        homingPlay(xws, 'refuse'),
        (s, seen) => {
          expect(asks(seen)).toBe(1);
          expect(logged(s, 'attack-dice-rolled', 'x')).toEqual([]);
          expect(shipOf(s, 't').damage).toHaveLength(face === 'hit' ? 1 : shipOf(s, 't').damage.length);
          expect(shipOf(s, 't').damage.length).toBeGreaterThan(0);
          expect(logged(s, 'attack-dice-skipped', 'x')).toHaveLength(1);
        },
      ),
      doesNotApply: kase(
        'a primary attack: nothing asked',
        homingTable(xws),
        homingPlay('primary', 'refuse'),
        (_s, seen) => expect(asks(seen)).toBe(0),
      ),
    },
    {
      source: `upgrade:${xws}:0`,
      applies: kase(
        't declines, a wingman carries the weapon too: asked once, the dice are rolled',
        homingTable(xws, true),
        homingPlay(xws, 'pay'),
        (s, seen) => {
          expect(asks(seen)).toBe(1);
          expect(logged(s, 'attack-dice-rolled', 'x')).toHaveLength(1);
        },
      ),
      doesNotApply: kase(
        'the wingman attacks with its primary weapon: nothing asked',
        homingTable(xws, true),
        attackPlay('f', 't', () => answers((d) => (d.kind === 'unless' ? ['refuse'] : undefined))),
        (_s, seen) => expect(asks(seen)).toBe(0),
      ),
    },
  ];
}

export const SPECS: CardSpec[] = [
  ...homingSpec('homingmissiles', 'hit'),
  ...homingSpec('homingtorpedoes', 'crit'),
  {
    source: 'upgrade:diamondboronmissiles:0',
    applies: kase(
      'the missiles hit: the defender and the bomber beside it roll, the agile TIE does not',
      dbmTable(),
      dbmPlay('diamondboronmissiles', ['hit', 'hit', 'hit']),
      (s) => {
        expect(dbmHurt(s)).toEqual({ d: 4, n1: 0, n2: 1, n3: 0 });
        expect(logged(s, 'not-implemented')).toEqual([]);
        expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a primary attack: not asked', dbmTable(), dbmPlay('primary', ['hit', 'hit', 'hit']), (_s, seen) =>
        expect(offered(seen, DBM)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:diamondboronmissiles:0',
    applies: kase(
      'the missiles miss: the blast is not asked',
      dbmTable(),
      dbmPlay('diamondboronmissiles', []),
      (s, seen) => {
        expect(offered(seen, DBM)).toBe(false);
        expect(dbmHurt(s)).toEqual({ d: 0, n1: 0, n2: 0, n3: 0 });
      },
    ),
    doesNotApply: kase(
      'a primary attack that hits: not asked',
      dbmTable(),
      dbmPlay('primary', ['hit', 'hit', 'hit']),
      (_s, seen) => expect(offered(seen, DBM)).toBe(false),
    ),
  },
  {
    source: 'upgrade:diamondboronmissiles:0',
    applies: kase(
      'x’s wingman carries them too: only x is asked (and declines)',
      dbmTable(['diamondboronmissiles']),
      attackPlay('x', 'd', () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit'])), 'diamondboronmissiles'),
      (_s, seen) =>
        expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(DBM)).map((d) => d.ship)).toEqual([
          'x',
        ]),
    ),
    doesNotApply: kase(
      'the wingman attacks with its primary weapon: nobody asked',
      dbmTable(['diamondboronmissiles']),
      attackPlay('w', 'd', () => answers(rolls('w', 'attack', ['hit']))),
      (_s, seen) => expect(offered(seen, DBM)).toBe(false),
    ),
  },
  plainSpec('protonrockets', { tokens: { focus: 1 } }, R1),
  plainSpec('dorsalturret', { turret: 'front' }, R1),
  tokenSpec('jammingbeam', 'jam'),
  ionSpec('ionmissiles', { locks: ['t'] }, R2),
  {
    source: 'upgrade:heavylasercannon:0',
    applies: kase(
      'two crits and a hit: three hits',
      table({ upgrades: ['heavylasercannon'] }),
      fire('heavylasercannon', ['crit', 'crit', 'hit']),
      (s) => {
        expect(neutralized(s)).toMatchObject({ hits: 3, crits: 0 });
        expect(shipOf(s, 't').damage.every((d) => !d.faceup)).toBe(true);
      },
    ),
    doesNotApply: kase(
      'a primary attack keeps its crits',
      table({ upgrades: ['heavylasercannon'] }),
      fire('primary', ['crit', 'crit', 'hit']),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1, crits: 2 }),
    ),
  },
  ionSpec('iontorpedoes', { locks: ['t'] }, R2),
  {
    source: 'upgrade:plasmatorpedoes:0',
    applies: plasma.applies,
    doesNotApply: [
      ...plasma.not,
      kase('a primary attack: the evade takes the hit', plasmaTable, fire('primary', ['hit', 'crit'], ['evade']), (s) =>
        expect(neutralized(s)).toMatchObject({ hits: 0, crits: 1 }),
      ),
    ],
  },
  toCritSpec('advprotontorpedoes', 'Adv. Proton Torpedoes', R1, true),
  ionSpec('ioncannon', {}, R2),
  {
    source: 'upgrade:autoblasters:0',
    applies: kase(
      'in the bullseye from behind: a die more, and the evades leave the crit',
      autoTable(awayT(400)),
      fire('autoblasters', ['crit', 'hit'], ['evade', 'evade', 'evade']),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
        expect(neutralized(s)).toMatchObject({ hits: 0, crits: 1 });
      },
    ),
    doesNotApply: [
      kase(
        'a primary attack from behind: no die more, the evades cancel the crit',
        autoTable(awayT(400)),
        fire('primary', ['crit', 'hit'], ['evade', 'evade', 'evade']),
        (s, seen) => {
          expect(diceCounts(seen, 'x', 't').attack).toBe(4);
          expect(neutralized(s)).toMatchObject({ hits: 0, crits: 0 });
        },
      ),
      kase(
        'off the bullseye (one evade, one hit: the crit rule changes nothing): no die more',
        autoTable(awayT(460)),
        fire('autoblasters', ['crit', 'hit'], ['evade']),
        (s, seen) => {
          expect(diceCounts(seen, 'x', 't').attack).toBe(3);
          expect(neutralized(s)).toMatchObject({ hits: 0, crits: 1 });
        },
      ),
      kase(
        'in the defender’s front arc, off the bullseye: the evades cancel the crit',
        autoTable(imperial('t', 'academypilot', 460, R1)),
        fire('autoblasters', ['crit', 'hit'], ['evade', 'evade', 'evade']),
        (s) => expect(neutralized(s)).toMatchObject({ hits: 0, crits: 0 }),
      ),
    ],
  },
  ionSpec('ioncannonturret', { turret: 'front' }, R1),
  tokenSpec('tractorbeam', 'tractor'),
  {
    source: 'upgrade:multimissilepods:0',
    applies: kase(
      'in the bullseye: two charges, two dice more',
      podsTable(imperial('t', 'academypilot', 400, R2)),
      podsPlay,
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
        expect(charges(s, 'x', 'multimissilepods')).toBe(2);
        expect(charges(s, 'f', 'multimissilepods')).toBe(5);
      },
    ),
    doesNotApply: [
      kase(
        'a primary attack',
        podsTable(imperial('t', 'academypilot', 400, R2)),
        attackPlay('x', 't', () => useAbilityOf('Multi-missile Pods')),
        (_s, seen) => expect(offered(seen, 'Multi-missile Pods')).toBe(false),
      ),
      kase(
        'in the front arc off the bullseye (declined): the bullseye die is not offered',
        podsTable(imperial('t', 'academypilot', 470, R2)),
        attackPlay('x', 't', () => () => undefined, 'multimissilepods'),
        (_s, seen) => {
          expect(offered(seen, 'front arc')).toBe(true);
          expect(offered(seen, 'bullseye')).toBe(false);
        },
      ),
      kase(
        'outside the front arc (in the full front arc): nothing is offered',
        podsTable(imperial('t', 'academypilot', 560, 360)),
        attackPlay('x', 't', () => useAbilityOf('Multi-missile Pods'), 'multimissilepods'),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.weapon)).toEqual(['multimissilepods']);
          expect(offered(seen, 'Multi-missile Pods')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:heavyplasmamissiles-alphaclassstarwing:0',
    applies: heavyPlasma.applies,
    doesNotApply: heavyPlasma.not,
  },
  toCritSpec('protoncannons', 'Proton Cannons', R2, false),
  {
    source: `upgrade:${FLECHETTE}:0`,
    applies: kase('a hit in the bullseye strains the defender', flechetteTable(400), fire(FLECHETTE, ['hit']), (s) => {
      expect(shipOf(s, 't').tokens.strain).toBe(1);
      expect(shipOf(s, 'x').tokens.strain).toBeUndefined();
    }),
    doesNotApply: [
      kase('a primary attack that hits', flechetteTable(400), fire('primary', ['hit']), (s) =>
        expect(shipOf(s, 't').tokens.strain).toBeUndefined(),
      ),
      kase('the attack misses', flechetteTable(400), fire(FLECHETTE, ['hit'], ['evade']), (s) =>
        expect(shipOf(s, 't').tokens.strain).toBeUndefined(),
      ),
      kase('a hit off the bullseye', flechetteTable(470), fire(FLECHETTE, ['hit']), (s) =>
        expect(shipOf(s, 't').tokens.strain).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:barragerockets:0',
    applies: kase(
      'in the bullseye: two charges reroll two dice',
      behindTable('barragerockets', { tokens: { focus: 1 } }, false),
      using('barragerockets', 'Barrage', [BLANK3, ['hit'], ['hit']], 2),
      (s) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(2);
        expect(charges(s, 'x', 'barragerockets')).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'a primary attack',
        behindTable('barragerockets', { tokens: { focus: 1 } }, false),
        using('primary', 'Barrage', [BLANK3]),
        (_s, seen) => expect(offered(seen, 'Barrage')).toBe(false),
      ),
      kase(
        'off the bullseye',
        behindTable('barragerockets', { tokens: { focus: 1 } }, false, 470),
        using('barragerockets', 'Barrage', [BLANK3]),
        (_s, seen) => expect(offered(seen, 'Barrage')).toBe(false),
      ),
      kase(
        'the wingman behind carries it too: only the attacker’s is offered',
        behindTable('barragerockets', { tokens: { focus: 1 } }, true),
        using('barragerockets', '(nothing)', [BLANK3]),
        (_s, seen) => {
          expect(modIds(seen).some((id) => id.includes('barragerockets') && id.endsWith('@x'))).toBe(true);
          expect(modIds(seen).some((id) => id.endsWith('@f'))).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:seekermissiles-swz103:0',
    applies: kase(
      'two charges, two focus results become hits (no third)',
      behindTable('seekermissiles-swz103', { locks: ['t'] }, false),
      using('seekermissiles', 'Seeker', [['focus', 'focus', 'focus']], 3),
      (s) => {
        expect(neutralized(s)).toMatchObject({ hits: 2 });
        expect(charges(s, 'x', 'seekermissiles-swz103')).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a primary attack',
        behindTable('seekermissiles-swz103', { locks: ['t'] }, false),
        using('primary', 'Seeker', [['focus']]),
        (_s, seen) => expect(offered(seen, 'Seeker')).toBe(false),
      ),
      kase(
        'the wingman carries it too: only the attacker’s is offered',
        behindTable('seekermissiles-swz103', { locks: ['t'] }, true),
        using('seekermissiles', '(nothing)', [['focus']]),
        (_s, seen) => expect(modIds(seen).some((id) => id.endsWith('@f'))).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${PRECISION}:0`,
    applies: kase(
      'in the bullseye: a focus result is added',
      behindTable(PRECISION, {}, false),
      using(PRECISION, 'Precision', [['hit']]),
      (s) => expect(logged(s, 'modification-used', 'x').at(-1)?.data?.after).toEqual(['hit', 'blank', 'focus']),
    ),
    doesNotApply: [
      kase(
        'a primary attack',
        behindTable(PRECISION, {}, false),
        using('primary', 'Precision', [['hit']]),
        (_s, seen) => expect(offered(seen, 'Precision')).toBe(false),
      ),
      kase(
        'off the bullseye',
        behindTable(PRECISION, {}, false, 470),
        using(PRECISION, 'Precision', [['hit']]),
        (_s, seen) => expect(offered(seen, 'Precision')).toBe(false),
      ),
      kase(
        'the wingman behind carries it too: only the attacker’s is offered',
        behindTable(PRECISION, {}, true),
        using(PRECISION, '(nothing)', [['hit']]),
        (_s, seen) => expect(modIds(seen).some((id) => id.endsWith('@f'))).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:magpulsewarheads:0',
    applies: kase(
      'three hits: one crit, a deplete and a jam token instead',
      table({ upgrades: ['magpulsewarheads'], locks: ['t'] }),
      fire('magpulsewarheads', ['hit', 'hit', 'hit']),
      (s) => {
        const t = shipOf(s, 't');
        // One card, faceup (whatever it then does: the seeded deck's first card is Direct Hit!).
        expect(logged(s, 'damage-card-dealt', 't')[0]?.text).toMatch(/faceup/);
        expect(t.tokens).toMatchObject({ deplete: 1, jam: 1 });
      },
    ),
    doesNotApply: [
      kase(
        'a primary attack deals its damage',
        table({ upgrades: ['magpulsewarheads'], locks: ['t'] }),
        fire('primary', ['hit', 'hit', 'hit']),
        (s) => {
          expect(shipOf(s, 't').damage).toHaveLength(3);
          expect(shipOf(s, 't').tokens.deplete).toBeUndefined();
        },
      ),
      kase(
        'the attack misses',
        table({ upgrades: ['magpulsewarheads'], locks: ['t'] }),
        fire('magpulsewarheads', ['hit'], ['evade']),
        (s) => expect(shipOf(s, 't').tokens.deplete).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:syncedlasercannons:0',
    standing: true,
    applies: kase(
      'calculating at range 3: the TIE rolls its 3 dice, no bonus',
      syncedTable(['syncedlasercannons'], { calculate: 1 }),
      syncedPlay('syncedlasercannons'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
    ),
    doesNotApply: [
      kase(
        'not calculating: the bonus die',
        syncedTable(['syncedlasercannons'], {}),
        syncedPlay('syncedlasercannons'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
      kase(
        'a primary attack while calculating: the bonus die',
        syncedTable(['syncedlasercannons'], { calculate: 1 }),
        syncedPlay('primary'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
      kase(
        'the defender carries it, calculating: the bonus die',
        syncedTable(['syncedlasercannons'], {}, { upgrades: ['syncedlasercannons'], tokens: { calculate: 1 } }),
        syncedPlay('syncedlasercannons'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
    ],
  },
  {
    source: 'upgrade:concussionmissiles:0',
    applies: kase(
      'the missiles hit: the TIE and its wingman beside it each expose one card (the TIE’s own missiles do nothing)',
      cmTable(['concussionmissiles']),
      cmPlay('concussionmissiles', ['hit', 'hit']),
      (s) => {
        expect(faceup(s)).toEqual({ t: 1, w: 1, u: 0 });
        expect(logged(s, 'damage-card-exposed')).toHaveLength(2);
      },
    ),
    doesNotApply: [
      kase('a primary attack that hits', cmTable([]), cmPlay('primary', ['hit', 'hit']), (s) =>
        expect(faceup(s)).toEqual({ t: 0, w: 0, u: 0 }),
      ),
      kase('the missiles miss', cmTable([]), cmPlay('concussionmissiles', ['blank']), (s) =>
        expect(faceup(s)).toEqual({ t: 0, w: 0, u: 0 }),
      ),
    ],
  },
];

// ---- Cluster Missiles ----

/** x (Cluster Missiles, a lock on t) faces t at range 2; t2 is at range 1 of t, t3 at range 2 of t; t carries `t`. */
const clusterTable = (t: string[]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['clustermissiles'], locks: ['t'] })],
    [
      imperial('t', 'academypilot', 460, 450, { upgrades: t }),
      imperial('t2', 'academypilot', 520, 480),
      imperial('t3', 'academypilot', 310, 480),
    ],
  );
const clusterPlay = (first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'x').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', first, 'x'),
        picks('declare-attack', 'attack:t2:clustermissiles', 'x'),
        rolls('x', 'attack', ['hit']),
      ),
  );
const bonusOffers = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'declare-attack' && d.prompt.includes('bonus'))
    .flatMap((d) => d.options.map((o) => o.id));

SPECS.push({
  source: 'upgrade:clustermissiles:0',
  applies: kase(
    'fired at t, then again at t2 beside it without a lock (t3, farther from t, is not offered)',
    clusterTable(['clustermissiles']),
    clusterPlay('attack:t:clustermissiles'),
    (s, seen) => {
      expect(logged(s, 'attack-declared', 'x').map((e) => e.data?.defender)).toEqual(['t', 't2']);
      expect(bonusOffers(seen)).toEqual(['attack:t2:clustermissiles:front', 'pass']);
      expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(2);
      // The defender's own copy is not set off by the attacks on it (the second grant is refused: one bonus a phase).
      expect(usedIndexes(s, 'upgrade:clustermissiles:0')).toEqual([0, 1, 0, 1]);
    },
  ),
  doesNotApply: kase('a primary attack', clusterTable([]), clusterPlay('attack:t:primary'), (s) =>
    expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
  ),
});

// ---- XX-23 S-Thread Tracers, Energy-Shell Charges ----

/**
 * The X-wing x (the weapon, a focus token) attacks the TIE t at range 2; its wingman w at (`wx`, 300): 330 is range
 * 1–3 of t, 50 beyond.
 */
const tracerTable =
  (wx = 330) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['xx23sthreadtracers'], tokens: { focus: 1 } }),
        rebel('w', 'redsquadronveteran', wx, 300),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const tracerPlay = (weapon = 'xx23sthreadtracers', faces = ['hit', 'hit', 'hit']) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', faces)), weapon);
const lockedOn = (s: GameState, ship: string) => shipOf(s, ship).locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:xx23sthreadtracers:0',
  applies: kase('the tracers hit: no damage, x and w lock t', tracerTable(), tracerPlay(), (s) => {
    expect(shipOf(s, 't').damage).toHaveLength(0);
    expect(lockedOn(s, 'x')).toEqual(['t']);
    expect(lockedOn(s, 'w')).toEqual(['t']);
  }),
  doesNotApply: [
    kase('a primary attack hits: damage, no lock', tracerTable(), tracerPlay('primary'), (s) => {
      expect(shipOf(s, 't').damage.length).toBeGreaterThan(0);
      expect(lockedOn(s, 'w')).toEqual([]);
    }),
    kase('the tracers miss: no lock', tracerTable(), tracerPlay('xx23sthreadtracers', ['blank']), (s) =>
      expect(lockedOn(s, 'w')).toEqual([]),
    ),
  ],
});

/** The X-wing x (Energy-Shell Charges with `charges`, calculate tokens) and the TIE t. */
const shellTable =
  (charges = 1, phase: 'engagement' | 'activation' = 'engagement') =>
  () =>
    position(
      phase,
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: [{ xws: 'energyshellcharges', charges }],
          tokens: { calculate: 2 },
          ...(phase === 'activation' ? { dial: '1F' } : {}),
        }),
      ],
      [
        imperial(
          't',
          'academypilot',
          400,
          phase === 'activation' ? 800 : 500,
          phase === 'activation' ? { dial: '1F' } : {},
        ),
      ],
    );
/** x and its wingman w at (330, 300) both carry Energy-Shell Charges; x fires its own. */
const shellPairTable = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['energyshellcharges'], tokens: { calculate: 2 } }),
      rebel('w', 'redsquadronveteran', 330, 300, { upgrades: ['energyshellcharges'], tokens: { calculate: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 500)],
  );
const shellPlay = (weapon = 'energyshellcharges') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['focus', 'blank', 'blank']), modifiesWith('Energy-Shell')),
    weapon,
  );
const shellCharges = (s: GameState) => shipOf(s, 'x').upgrades.find((u) => u.xws === 'energyshellcharges')?.charges;

SPECS.push(
  {
    source: 'upgrade:energyshellcharges:0',
    applies: kase('its attack: a calculate token turns a focus into a crit', shellTable(), shellPlay(), (s) =>
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: [
      kase('a primary attack', shellTable(), shellPlay('primary'), (_s, seen) =>
        expect(offered(seen, 'Energy-Shell')).toBe(false),
      ),
      kase(
        'x defends',
        shellTable(),
        attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['hit']), modifiesWith('Energy-Shell'))),
        (_s, seen) => expect(offered(seen, 'Energy-Shell')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:energyshellcharges:0',
    applies: kase(
      'its wingman carries the card too: only x’s own change is offered',
      shellPairTable,
      shellPlay(),
      (_s, seen) => {
        const first = seen.find((d) => d.kind === 'modify-attack-dice' && d.ship === 'x');
        expect(first?.options.filter((o) => o.label.includes('Energy-Shell'))).toHaveLength(1);
      },
    ),
    doesNotApply: kase(
      'the wingman carries it, x fires its primary',
      shellPairTable,
      shellPlay('primary'),
      (_s, seen) => expect(offered(seen, 'Energy-Shell')).toBe(false),
    ),
  },
  {
    source: 'upgrade:energyshellcharges:0',
    applies: kase(
      'its charge spent, the card action reloads it: a charge back and a disarm token',
      shellTable(0, 'activation'),
      playing(leaves('activation'), () => picks('choose-action', 'card:upgrade:energyshellcharges:0#1', 'x')),
      (s) => {
        expect(shellCharges(s)).toBe(1);
        expect(shipOf(s, 'x').tokens.disarm).toBe(1);
      },
    ),
    doesNotApply: kase(
      'its charge full: the action is not offered',
      shellTable(1, 'activation'),
      playing(leaves('activation')),
      (_s, seen) =>
        expect(seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:energyshellcharges')))).toBe(false),
    ),
  },
);

/**
 * Ancillary Ion Weapons (and Alpha-3E "Esk", configurations.ts): x (the card, its two charges) makes a primary attack on
 * t at range 2 rolling a hit and two crits, t rolling blanks; `t` carries the card instead when `onDefender`.
 */
const aiwTable = (card: string, onDefender = false) =>
  table(
    onDefender ? {} : { upgrades: [card] },
    imperial('t', 'academypilot', 400, R2, onDefender ? { upgrades: [card] } : {}),
  );
/** Uses the card as x's dice are about to be rolled, or (`declineFirst`) declines it once and then uses it. */
const aiwPlay = (name: string, weapon = 'primary', declineFirst = false) => {
  let asked = 0;
  return attackPlay(
    'x',
    't',
    () =>
      answers(
        (d) =>
          d.kind === 'use-ability' && d.prompt.includes(name) && declineFirst && asked++ === 0
            ? ['decline']
            : undefined,
        useAbilityOf(name),
        rolls('x', 'attack', ['hit', 'crit', 'crit']),
      ),
    weapon,
  );
};
/** The card's crits became ion tokens: one damage for the hit, two ion tokens, its charges spent. */
const aiwIons = (card: string) => (s: GameState) => {
  expect(shipOf(s, 't').damage).toHaveLength(1);
  expect(shipOf(s, 't').tokens.ion).toBe(2);
  expect(shipOf(s, 'x').upgrades.find((u) => u.xws === card)?.charges).toBe(0);
};
const aiwNot = (name: string, t: () => GameState, p: (s: GameState) => Decision[]) =>
  kase(name, t, p, (s) => expect(shipOf(s, 't').tokens.ion).toBeUndefined());
export function ionCritsSpec(card: string, name: string): CardSpec {
  return {
    source: `upgrade:${card}:0`,
    applies: kase(
      'a primary attack: two charges, the two crits give ion tokens',
      aiwTable(card),
      aiwPlay(name),
      aiwIons(card),
    ),
    doesNotApply: [
      aiwNot('the defender carries it', aiwTable(card, true), aiwPlay(name)),
      aiwNot(
        'declined as the attack dice are rolled: not asked at the defense roll',
        aiwTable(card),
        aiwPlay(name, 'primary', true),
      ),
      kase(
        'a special weapon attack (an Ion Cannon)',
        table({ upgrades: [card, 'ioncannon'] }),
        aiwPlay(name, 'ioncannon'),
        (_s, seen) => expect(offered(seen, name)).toBe(false),
      ),
    ],
  };
}
SPECS.push(ionCritsSpec('ancillaryionweapons-siegeofcoruscant', 'Ancillary Ion Weapons'));

/**
 * Saturation Rockets on a Nu Squadron pilot (s, at (400, 490) facing down the table, `charges` on the card): the X-wing
 * x1 ahead at range 2 (in its front arc), or beside it (`side`: in its full front arc only), and a second X-wing x2 at
 * range 1 of x1 (or far off, `far`).
 */
const SAT = 'saturationrockets-alphaclassstarwing';
const SAT_NAME = 'Saturation Rockets';
const satTable =
  (o: { side?: boolean; far?: boolean; charges?: number; enemyRockets?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x1', 'redsquadronveteran', o.side ? 250 : 400, o.side ? 470 : 300),
        // With the enemy rockets, x2 stands at range 1 of s, the defender then.
        o.enemyRockets
          ? rebel('x2', 'redsquadronveteran', 470, 440)
          : rebel('x2', 'redsquadronveteran', o.far ? 100 : o.side ? 250 : 460, o.far ? 60 : o.side ? 400 : 300),
        ...(o.enemyRockets
          ? [
              {
                ...rebel('r', 'nusquadronpilot', 300, 300),
                upgrades: [{ xws: SAT, charges: 4 }],
              },
            ]
          : []),
      ],
      [imperial('s', 'nusquadronpilot', 400, 490, { upgrades: [{ xws: SAT, charges: o.charges ?? 4 }] })],
    );
/** Plays until `s` has made `attacks` attacks (or the phase ends), answering with `also`. */
const satPlay = (attacks_: number, also: () => Answer, weapon = 'saturationrockets') =>
  playing(
    (s) => logged(s, 'attack-ended', 's').length >= attacks_ || s.phase !== 'engagement',
    () => answers(attacks('s', 'x1', weapon), attacks('s', 'x2', weapon), also()),
  );
/** The rockets' charges once the phase is over (the End Phase has them recover one: their charge is recurring). */
const satCharges = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 's').upgrades.find((u) => u.xws === SAT)?.charges;
const defenders = (s: Parameters<typeof shipOf>[0]) =>
  logged(s, 'attack-declared', 's').map((e) => (e.data as { defender?: string }).defender);
SPECS.push(
  {
    source: `upgrade:${SAT}:0`,
    applies: kase(
      'x1 in the front arc: a third charge, four attack dice; a fourth charge, a free bonus attack on x2',
      satTable(),
      satPlay(2, () => useAbilityOf(SAT_NAME)),
      (s, seen) => {
        expect(diceCounts(seen, 's', 'x1').attack).toBe(4);
        expect(defenders(s)).toEqual(['x1', 'x2']);
        expect(satCharges(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'x1 in the full front arc only: no extra die offered',
        satTable({ side: true }),
        satPlay(1, () => () => undefined),
        (s, seen) => {
          expect(seen.some((d) => d.kind === 'use-ability' && /one more attack die/.test(d.prompt))).toBe(false);
          expect(diceCounts(seen, 's', 'x1').attack).toBe(3);
        },
      ),
      kase(
        'its primary attack: nothing offered',
        satTable(),
        satPlay(1, () => useAbilityOf(SAT_NAME), 'primary'),
        (s, seen) => {
          expect(offered(seen, SAT_NAME)).toBe(false);
          expect(satCharges(s)).toBe(4);
        },
      ),
      kase(
        'x2 is far off: no bonus attack offered',
        satTable({ far: true }),
        satPlay(1, () => () => undefined),
        (_s, seen) =>
          expect(seen.some((d) => d.kind === 'use-ability' && /fire them again/.test(d.prompt))).toBe(false),
      ),
      kase(
        'a Rebel Nu with its own rockets attacks it: not offered to s',
        satTable({ enemyRockets: true }),
        playing(
          (s) => logged(s, 'attack-ended', 'r').length >= 1,
          () => answers(attacks('r', 's', 'saturationrockets')),
        ),
        (_s, seen) => expect(seen.some((d) => d.kind === 'use-ability' && d.player === 1)).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${SAT}:0`,
    applies: kase(
      'the extra die declined: a charge for the bonus attack, then not asked again',
      satTable(),
      satPlay(2, () => (d) => (d.kind === 'use-ability' && /fire them again/.test(d.prompt) ? ['use'] : undefined)),
      (s) => {
        expect(defenders(s)).toEqual(['x1', 'x2']);
        expect(satCharges(s)).toBe(2);
      },
    ),
    doesNotApply: kase(
      'declined: one attack, two charges left (three once the End Phase recovers one)',
      satTable(),
      satPlay(1, () => () => undefined),
      (s) => expect(satCharges(s)).toBe(3),
    ),
  },
);
