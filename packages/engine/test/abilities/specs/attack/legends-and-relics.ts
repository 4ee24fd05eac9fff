/**
 * Card specs for abilities/cards/attack/legends-and-relics.ts. Rules: 001 Engagement 1–3 (Declare Target, Roll and
 * Modify Attack Dice; the defender modifies the attack dice first), 000 "Modifying Dice", "Damage Cards", "Lock".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';
import { automatedLoadersSpec, targetingMatrixSpec } from './modifications.js';

// Burst Laser Turret: the Y-wing y (the card, `charges`, its turret facing ahead) attacks the TIE t at range 2; its
// wingman w (the card too, one charge) beside it.
const BURST = 'burstlaserturret-legendsandrelics';
const burstTable = (charges: number) => () =>
  position(
    'engagement',
    [
      rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: [{ xws: BURST, charges }], turret: 'front' }),
      rebel('w', 'goldsquadronveteran', 330, 300, { upgrades: [{ xws: BURST, charges: 1 }], turret: 'front' }),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const burstPlay = (a: string, weapon = BURST) => attackPlay(a, 't', () => useAbilityOf('Burst Laser Turret'), weapon);
const burstCharges = (s: GameState, id: string) => shipOf(s, id).upgrades.find((u) => u.xws === BURST)?.charges;

// Carnor Jax (c) faces down the table at (400, 450); the X-wing x stands where given, facing up; his wingman w
// (an Academy Pilot) stands where given.
const carnorTable = (x: [number, number], w: [number, number]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', x[0], x[1])],
    [imperial('c', 'carnorjax-legendsandrelics', 400, 450, { force: 1 }), imperial('w', 'academypilot', w[0], w[1])],
  );
const carnorPlay = (a: string, d: string) => attackPlay(a, d, () => useAbilityOf('Carnor Jax'));
const locked = (yes: boolean) => (s: Parameters<typeof logged>[0]) =>
  expect(logged(s, 'dice-locked').length > 0).toBe(yes);
/** x at range 1 inside Carnor's front arc; x at range 2 there; x at range 1 beside him (outside the arc). */
const IN_ARC: [number, number] = [400, 330];
const FAR: [number, number] = [400, 230];
const BESIDE: [number, number] = [520, 450];

// Kazuda Xiono (k) and a wingman (w) face a TIE (t) with `tieCards` facedown damage cards; Kazuda has `own`.
const kazudaTable = (tieCards: number, own: number) => () =>
  position(
    'engagement',
    [
      rebel('k', 'kazudaxiono-legendsandrelics', 400, 300, { damage: cards(own) }),
      rebel('w', 'redsquadronveteran', 330, 300),
    ],
    [imperial('t', 'academypilot', 400, 490, { damage: cards(tieCards) })],
  );
const cards = (n: number) => Array.from({ length: n }, () => ({ card: 'directhit', faceup: false }));
const kazudaAttacks = (a: string) =>
  attackPlay(a, 't', () => answers(rolls(a, 'attack', ['focus', 'blank', 'blank']), modifiesWith('Kazuda Xiono')));
const kazudaDefends = (d: string) =>
  attackPlay('t', d, () => answers(rolls(d, 'defense', ['focus', 'blank']), modifiesWith('Kazuda Xiono')));
const kazudaNot = (name: string, t: ReturnType<typeof kazudaTable>, play: ReturnType<typeof kazudaAttacks>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, 'Kazuda Xiono')).toBe(false));

// Tamara Ryvora (m) and her wingman (w) face the X-wing x; she locks the ships given.
const tamaraTable = (locks: string[]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('m', 'tamararyvora-legendsandrelics', 400, 490, { locks }), imperial('w', 'academypilot', 470, 490)],
  );
const tamaraPlay = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit'], ['blank']), modifiesWith('Tamara Ryvora')));

// The reprints: each as its first printing's spec (specs/attack/modifications.ts: one builder per printing, as
// `automatedLoadersSpec` and `targetingMatrixSpec`; weapons.ts), keyed to the reprint.

/** x (the card given; a lock on t; its wingman f carrying it too when `wingman`) faces the TIE t at range 2. */
const reprintTable =
  (xws: string, wingman = false, tx = 400) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [xws], locks: ['t'] }),
        rebel('f', 'redsquadronveteran', 400, 200, wingman ? { upgrades: [xws] } : {}),
      ],
      [imperial('t', 'academypilot', tx, 500)],
    );
const reprintUsing = (weapon: string, card: string, attack: string[][], times = 1) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ...attack), modifiesWith(card, times)), weapon);
/** The ids of the dice modifications offered (an ability's ends with "@<ship>"). */
const modIds = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'modify-attack-dice').flatMap((d) => d.options.map((o) => o.id));
const SEEKER = 'seekermissiles-legendsandrelics';
const PTC = 'precisiontunedcannons-legendsandrelics';
const cardCharges = (s: GameState, xws: string) => shipOf(s, 'x').upgrades.find((u) => u.xws === xws)?.charges;

// Blindspot Targeter on the X-wing x (proton torpedoes, a lock on t) at range 1–2 behind the TIE t, which faces away
// (or towards x: `facing`); x's wingman w beside it.
const BLIND = 'blindspottargeter-legendsandrelics';
const blindTable =
  (facing = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [BLIND, 'protontorpedoes'], locks: ['t'] }),
        rebel('w', 'redsquadronveteran', 330, 300),
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 450, heading: facing ? 180 : 0 } }],
    );
const blindPlay = (a: string, weapon = 'primary') =>
  attackPlay(a, 't', () => answers(rolls(a, 'attack', ['focus', 'focus']), modifiesWith('Blindspot')), weapon);
const blindNot = (name: string, t: ReturnType<typeof blindTable>, play: ReturnType<typeof blindPlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, 'Blindspot')).toBe(false));

// Captive on the TIE t (its charge); its wingman u beside it; the X-wing x faces them at range 2.
const CAPTIVE = 'captive-legendsandrelics';
const captiveTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'academypilot', 400, 490, { upgrades: [CAPTIVE] }), imperial('u', 'academypilot', 470, 490)],
  );
const captivePlay = (a: string, d: string) => attackPlay(a, d, () => useAbilityOf('Captive'));
const captiveNot = (name: string, a: string, d: string) =>
  kase(name, captiveTable, captivePlay(a, d), (s, seen) => {
    expect(offered(seen, 'Captive')).toBe(false);
    expect(logged(s, 'token-gained').filter((e) => e.data?.token === 'deplete')).toEqual([]);
  });

// T-SJ1A Targeting Computer on the X-wing x (its charge; `focus` tokens on the TIE t), its wingman w carrying it too;
// x attacks t at range 2 (or with proton torpedoes, a lock on t), t rolling three blanks.
const TSJ = 'tsj1atargetingcomputer-legendsandrelics';
const tsjTable =
  (tieFocus = 0, xFocus = 0) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: [TSJ, 'protontorpedoes'],
          locks: ['t'],
          tokens: { focus: xFocus },
        }),
        rebel('w', 'redsquadronveteran', 330, 300, { upgrades: [TSJ] }),
      ],
      [imperial('t', 'academypilot', 400, 490, { tokens: { focus: tieFocus } })],
    );
const tsjPlay = (a: string, faces: string[], weapon = 'primary', card = 'T-SJ1A') =>
  attackPlay(
    a,
    't',
    () => answers(rolls(a, 'attack', faces), rolls('t', 'defense', ['blank', 'blank', 'blank']), modifiesWith(card)),
    weapon,
  );
/** The damage cards t was dealt: facedown (hits) and faceup (crits). */
const tsjDamage = (s: GameState) => {
  const dealt = logged(s, 'damage-card-dealt', 't');
  return { hits: dealt.filter((e) => !e.data?.faceup).length, crits: dealt.filter((e) => e.data?.faceup).length };
};
const tsjNot = (name: string, t: ReturnType<typeof tsjTable>, play: ReturnType<typeof tsjPlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, 'T-SJ1A')).toBe(false));

// Wedge Antilles on the Y-wing y (an Ion Cannon Turret, facing ahead), its wingman v the same without Wedge; the TIE t
// at range 2 ahead of them faces away (or towards them: `facing`).
const WEDGE = 'wedgeantilles-legendsandrelics';
const wedgeTable =
  (facing = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: [WEDGE, 'ioncannonturret'], turret: 'front' }),
        rebel('v', 'goldsquadronveteran', 330, 300, { upgrades: ['ioncannonturret'], turret: 'front' }),
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: facing ? 180 : 0 } }],
    );
const wedgeDefense = (a: string, weapon: string, dice: number, name: string, facing = false) =>
  kase(name, wedgeTable(facing), attackPlay(a, 't', undefined, weapon), (_s, seen) =>
    expect(diceCounts(seen, a, 't').defense).toBe(dice),
  );

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${TSJ}:0`,
    applies: kase(
      'a primary attack on a TIE without green tokens: the charge and one crit spent (the wingman’s card spends none), two hits added',
      tsjTable(),
      tsjPlay('x', ['crit', 'crit', 'blank']),
      (s) => {
        expect(usedIndexes(s, `upgrade:${TSJ}:0`)).toEqual([0, 1]);
        expect(tsjDamage(s)).toEqual({ hits: 2, crits: 1 });
        expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(0);
      },
    ),
    doesNotApply: [
      tsjNot('the TIE holds a focus token', tsjTable(1), tsjPlay('x', ['crit', 'blank', 'blank'])),
      tsjNot('no crit result', tsjTable(), tsjPlay('x', ['hit', 'blank', 'blank'])),
      tsjNot('a torpedo attack', tsjTable(), tsjPlay('x', ['crit', 'blank', 'blank', 'blank'], 'protontorpedoes')),
      kase(
        'x spends its focus token instead: its crit stays',
        tsjTable(0, 1),
        tsjPlay('x', ['crit', 'focus', 'blank'], 'primary', 'focus'),
        (s) => {
          expect(usedIndexes(s, `upgrade:${TSJ}:0`)).toEqual([]);
          expect(tsjDamage(s)).toEqual({ hits: 1, crits: 1 });
        },
      ),
    ],
  },
  {
    source: `upgrade:${WEDGE}:0`,
    applies: wedgeDefense('y', 'ioncannonturret', 2, 'a turret attack from behind the TIE: it rolls 2 of its 3 dice'),
    doesNotApply: [
      wedgeDefense('y', 'ioncannonturret', 3, 'the TIE faces the Y-wing: 3 dice', true),
      wedgeDefense('y', 'primary', 3, 'a front-arc primary attack: 3 dice'),
      wedgeDefense('v', 'ioncannonturret', 3, 'the wingman’s turret attack: 3 dice'),
    ],
  },
  {
    source: 'pilot:carnorjax-legendsandrelics',
    applies: kase(
      'the X-wing at range 1 in his front arc attacks his wingman: its attack dice cannot be modified',
      carnorTable(IN_ARC, [470, 500]),
      carnorPlay('x', 'w'),
      (s) => {
        locked(true)(s);
        expect(usedIndexes(s, 'pilot:carnorjax-legendsandrelics')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase('the X-wing attacks from range 2', carnorTable(FAR, [470, 500]), carnorPlay('x', 'w'), locked(false)),
      kase('the X-wing beside him attacks', carnorTable(BESIDE, [560, 600]), carnorPlay('x', 'w'), locked(false)),
    ],
  },
  {
    source: 'pilot:carnorjax-legendsandrelics',
    applies: kase(
      'his wingman attacks the X-wing at range 1 in his front arc: its defense dice cannot be modified',
      carnorTable(IN_ARC, [470, 500]),
      carnorPlay('w', 'x'),
      (s) => {
        locked(true)(s);
        expect(usedIndexes(s, 'pilot:carnorjax-legendsandrelics')).toEqual([1]);
      },
    ),
    doesNotApply: [
      kase('the X-wing defends at range 2', carnorTable(FAR, [430, 500]), carnorPlay('w', 'x'), locked(false)),
      kase('the X-wing defends beside him', carnorTable(BESIDE, [560, 600]), carnorPlay('w', 'x'), locked(false)),
    ],
  },
  {
    source: 'pilot:kazudaxiono-legendsandrelics',
    applies: kase(
      'attacking a TIE with 2 damage cards to his 1: a focus becomes a hit',
      kazudaTable(2, 1),
      kazudaAttacks('k'),
      (s) => expect(usedIndexes(s, 'pilot:kazudaxiono-legendsandrelics')).toEqual([0]),
    ),
    doesNotApply: [
      kazudaNot('the TIE has as many damage cards as he has', kazudaTable(1, 1), kazudaAttacks('k')),
      kazudaNot('his wingman attacks the damaged TIE', kazudaTable(2, 0), kazudaAttacks('w')),
    ],
  },
  {
    source: 'pilot:kazudaxiono-legendsandrelics',
    applies: kase(
      'the TIE with 2 damage cards attacks him: a focus becomes an evade',
      kazudaTable(2, 0),
      kazudaDefends('k'),
      (s) => expect(usedIndexes(s, 'pilot:kazudaxiono-legendsandrelics')).toEqual([1]),
    ),
    doesNotApply: [
      kazudaNot('the TIE has fewer damage cards than he has', kazudaTable(1, 2), kazudaDefends('k')),
      kazudaNot('the damaged TIE attacks his wingman', kazudaTable(2, 0), kazudaDefends('w')),
    ],
  },
  {
    source: 'pilot:tamararyvora-legendsandrelics',
    applies: kase(
      'her wingman, which she locks, attacks: she picks a blank for it to reroll',
      tamaraTable(['w']),
      (s) =>
        attackPlay('w', 'x', () =>
          answers(rolls('w', 'attack', ['blank', 'blank'], ['hit']), modifiesWith('Tamara Ryvora')),
        )(s),
      (s) => expect(usedIndexes(s, 'pilot:tamararyvora-legendsandrelics')).toEqual([0]),
    ),
    doesNotApply: kase(
      'she locks nothing: her wingman attacks',
      tamaraTable([]),
      (s) =>
        attackPlay('w', 'x', () => answers(rolls('w', 'attack', ['blank', 'blank']), modifiesWith('Tamara Ryvora')))(s),
      (_s, seen) => expect(offered(seen, 'Tamara Ryvora')).toBe(false),
    ),
  },
  {
    source: 'pilot:tamararyvora-legendsandrelics',
    applies: kase(
      'the X-wing she locks attacks her wingman: she picks a hit for it to reroll',
      tamaraTable(['x']),
      tamaraPlay('x', 'w'),
      (s) => expect(usedIndexes(s, 'pilot:tamararyvora-legendsandrelics')).toEqual([1]),
    ),
    doesNotApply: kase('she locks nothing: the X-wing attacks', tamaraTable([]), tamaraPlay('x', 'w'), (_s, seen) =>
      expect(offered(seen, 'Tamara Ryvora')).toBe(false),
    ),
  },
  automatedLoadersSpec('automatedloaders-legendsandrelics'),
  targetingMatrixSpec('targetingmatrix-legendsandrelics'),
  {
    source: `upgrade:${SEEKER}:0`,
    applies: kase(
      'two more charges, two focus results become hits (no third)',
      reprintTable(SEEKER),
      reprintUsing(SEEKER, 'Seeker', [['focus', 'focus', 'focus']], 3),
      (s) => expect(cardCharges(s, SEEKER)).toBe(1),
    ),
    doesNotApply: [
      kase('a primary attack', reprintTable(SEEKER), reprintUsing('primary', 'Seeker', [['focus']]), (_s, seen) =>
        expect(offered(seen, 'Seeker')).toBe(false),
      ),
      kase(
        'the wingman carries it too: only the attacker’s is offered',
        reprintTable(SEEKER, true),
        reprintUsing(SEEKER, '(nothing)', [['focus']]),
        (_s, seen) => expect(modIds(seen).some((id) => id.endsWith('@f'))).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${PTC}:0`,
    applies: kase(
      'the TIE in the bullseye: a focus result added',
      reprintTable(PTC),
      reprintUsing(PTC, 'Precision', [['hit']]),
      (_s, seen) => expect(offered(seen, 'Precision')).toBe(true),
    ),
    doesNotApply: [
      kase(
        'the TIE off the bullseye',
        reprintTable(PTC, false, 470),
        reprintUsing(PTC, 'Precision', [['hit']]),
        (_s, seen) => expect(offered(seen, 'Precision')).toBe(false),
      ),
      kase('a primary attack', reprintTable(PTC), reprintUsing('primary', 'Precision', [['hit']]), (_s, seen) =>
        expect(offered(seen, 'Precision')).toBe(false),
      ),
      kase(
        'the wingman carries it too: only the attacker’s is offered',
        reprintTable(PTC, true),
        reprintUsing(PTC, '(nothing)', [['hit']]),
        (_s, seen) => expect(modIds(seen).some((id) => id.endsWith('@f'))).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${BLIND}:0`,
    applies: kase('behind the TIE, a primary attack: a focus becomes a hit', blindTable(), blindPlay('x'), (s) =>
      expect(usedIndexes(s, `upgrade:${BLIND}:0`)).toEqual([0]),
    ),
    doesNotApply: [
      blindNot('the TIE faces it', blindTable(true), blindPlay('x')),
      blindNot('a torpedo attack', blindTable(), blindPlay('x', 'protontorpedoes')),
      blindNot('its wingman attacks', blindTable(), blindPlay('w')),
    ],
  },
  {
    source: `upgrade:${CAPTIVE}:0`,
    applies: kase(
      'the X-wing attacks it: the X-wing, depleted, rolls 2 dice',
      captiveTable,
      captivePlay('x', 't'),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(2);
        expect(shipOf(s, 't').upgrades[0]?.charges).toBe(0);
      },
    ),
    doesNotApply: [
      captiveNot('it attacks the X-wing', 't', 'x'),
      captiveNot('the X-wing attacks its wingman', 'x', 'u'),
    ],
  },
  {
    source: 'upgrade:burstlaserturret-legendsandrelics:0',
    applies: kase('y fires the turret: a second charge, a third die', burstTable(2), burstPlay('y'), (s, seen) => {
      expect(diceCounts(seen, 'y', 't').attack).toBe(3);
      expect(burstCharges(s, 'y')).toBe(0);
    }),
    doesNotApply: [
      kase('y fires its primary weapon: not asked', burstTable(2), burstPlay('y', 'primary'), (s, seen) => {
        expect(offered(seen, 'Burst Laser Turret')).toBe(false);
        expect(burstCharges(s, 'y')).toBe(2);
      }),
      kase(
        'w fires its turret (its one charge paid the attack): y’s card not asked',
        burstTable(2),
        burstPlay('w'),
        (s, seen) => {
          expect(offered(seen, 'Burst Laser Turret')).toBe(false);
          expect(diceCounts(seen, 'w', 't').attack).toBe(2);
          expect(burstCharges(s, 'y')).toBe(2);
        },
      ),
    ],
  },
];
