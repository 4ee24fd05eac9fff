/**
 * Card specs for abilities/cards/attack/legends-and-relics.ts. Rules: 001 Engagement 1–3 (Declare Target, Roll and
 * Modify Attack Dice; the defender modifies the attack dice first), 000 "Modifying Dice", "Damage Cards", "Lock".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

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

export const SPECS: CardSpec[] = [
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
];
