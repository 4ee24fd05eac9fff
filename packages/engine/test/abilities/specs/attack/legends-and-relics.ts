/**
 * Card specs for abilities/cards/attack/legends-and-relics.ts. Rules: 001 Engagement 1–3 (Declare Target, Roll and
 * Modify Attack Dice; the defender modifies the attack dice first), 000 "Modifying Dice", "Damage Cards", "Lock".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

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

export const SPECS: CardSpec[] = [
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
];
