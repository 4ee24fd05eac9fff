/**
 * Card specs for the Galactic Republic BTL-B Y-wing abilities of abilities/cards/attack/republic-btlbywing.ts. Rules:
 * 001 Attack (Modify Attack Dice: the defender's window first); 000 "Critical Damage Markers" (faceup cards),
 * "Turret Arcs" (the indicator's facing).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

// The X-wing attacks the Y-wing (y) or the TIE beside it (t) at range 2, rolling a crit; `faceup`: the Y-wing has a
// faceup damage card.
const table = (faceup = false) =>
  vsXwing(
    ['y', 'shadowsquadronveteran', 400, 490, faceup ? { damage: [{ card: 'directhit', faceup: true }] } : {}],
    ['t', 'academypilot', 300, 490],
  );
const play = (defender: string) =>
  attackPlay('x', defender, () =>
    answers(rolls('x', 'attack', ['crit', 'blank', 'blank']), modifiesWith('Plated Hull')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:platedhull',
    applies: kase('no faceup damage card: the crit becomes a hit', table(), play('y'), (s) => {
      expect(usedIndexes(s, 'ship-ability:platedhull')).toEqual([0]);
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1, crits: 0 });
    }),
    doesNotApply: [
      kase('with a faceup damage card: the crit stays', table(true), play('y'), (s, seen) => {
        expect(offered(seen, 'Plated Hull')).toBe(false);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 1 });
      }),
      kase('the TIE beside it defends', table(), play('t'), (_s, seen) =>
        expect(offered(seen, 'Plated Hull')).toBe(false),
      ),
    ],
  },
];

/**
 * Broadside (b, an Ion Cannon Turret on board, its indicator at `turret`) faces down at (400, 490), a BTL-B wingman
 * (w, its turret ahead) beside him; x1 stands to his side at (560, 490), x2 ahead of him at (400, 300).
 */
const broadsideTable = (turret: 'front' | 'left' | 'right') => () =>
  position(
    'engagement',
    [rebel('x1', 'redsquadronveteran', 560, 490), rebel('x2', 'redsquadronveteran', 400, 300)],
    [
      imperial('b', 'broadside', 400, 490, { turret, upgrades: ['ioncannonturret'] }),
      imperial('w', 'shadowsquadronveteran', 300, 490, { turret: 'front', upgrades: ['ioncannonturret'] }),
    ],
  );
const broadsidePlay = (a: string, d: string, weapon: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Broadside')), weapon);
const notBroadside = (_s: GameState, seen: Decision[]) => expect(offered(seen, 'Broadside')).toBe(false);

SPECS.push({
  source: 'pilot:broadside',
  applies: kase(
    'his turret points to his side arc at x1: a blank becomes a focus',
    broadsideTable('left'),
    broadsidePlay('b', 'x1', 'ioncannonturret'),
    (s) => expect(usedIndexes(s, 'pilot:broadside')).toEqual([0]),
  ),
  doesNotApply: [
    kase(
      'his turret points ahead at x2',
      broadsideTable('front'),
      broadsidePlay('b', 'x2', 'ioncannonturret'),
      notBroadside,
    ),
    kase(
      'his primary front arc attack at x2',
      broadsideTable('left'),
      broadsidePlay('b', 'x2', 'primary'),
      notBroadside,
    ),
    kase('x2 attacks him', broadsideTable('left'), broadsidePlay('x2', 'b', 'primary'), notBroadside),
    kase(
      'his wingman attacks x2 from its own turret',
      broadsideTable('left'),
      broadsidePlay('w', 'x2', 'ioncannonturret'),
      (s, seen) => {
        expect(logged(s, 'attack-ended', 'w')).toHaveLength(1);
        notBroadside(s, seen);
      },
    ),
  ],
});

/**
 * Matchstick (m, an Ion Cannon Turret on board, its indicator ahead) faces the X-wing at range 2 beside a BTL-B
 * wingman (w) holding the same tokens; each attack rolls blanks and uses Matchstick's rerolls as offered.
 */
const matchTable = (tokens: Record<string, number>) =>
  vsXwing(
    ['m', 'matchstick', 400, 490, { tokens, turret: 'front', upgrades: ['ioncannonturret'] }],
    ['w', 'shadowsquadronveteran', 300, 490, { tokens }],
  );
const MATCH = 'pilot:matchstick';
const matchPlay = (a: string, weapon = 'primary') =>
  attackPlay(
    a,
    'x',
    () => answers(rolls(a, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Matchstick', 4)),
    weapon,
  );

SPECS.push(
  {
    source: MATCH,
    applies: kase(
      'a stress and a strain token: two rerolls',
      matchTable({ stress: 1, strain: 1 }),
      matchPlay('m'),
      (s) => expect(usedIndexes(s, MATCH)).toEqual([0, 1]),
    ),
    doesNotApply: [
      kase('no red token', matchTable({ focus: 1 }), matchPlay('m'), (_s, seen) =>
        expect(offered(seen, 'Matchstick')).toBe(false),
      ),
      kase(
        'his wingman, with four red tokens too, attacks',
        matchTable({ stress: 2, strain: 1, ion: 1 }),
        matchPlay('w'),
        (_s, seen) => expect(offered(seen, 'Matchstick')).toBe(false),
      ),
    ],
  },
  {
    source: MATCH,
    applies: kase(
      'a strain and an ion token, his turret attack: two rerolls',
      matchTable({ strain: 1, ion: 1 }),
      matchPlay('m', 'ioncannonturret'),
      (s) => expect(usedIndexes(s, MATCH)).toEqual([0, 1]),
    ),
    doesNotApply: kase(
      'four red tokens, his Proton Torpedoes (neither primary nor turret)',
      vsXwing([
        'm',
        'matchstick',
        400,
        490,
        { tokens: { stress: 2, strain: 2 }, turret: 'front', upgrades: ['protontorpedoes'], locks: ['x'] },
      ]),
      matchPlay('m', 'protontorpedoes'),
      (s, seen) => {
        expect(logged(s, 'attack-ended', 'm')).toHaveLength(1);
        expect(offered(seen, 'Matchstick')).toBe(false);
      },
    ),
  },
);

/**
 * Goji (g, at (`gx`, `gy`)) and an X-wing (w, at (400, 300)) against the TIE t at (400, 490), range 2 of w; `bombs`:
 * the devices on the table (card, owner, where), proton bombs beside w by default.
 */
const BESIDE_W = [
  { card: 'protonbombs', owner: 'g', pose: { x: 470, y: 300, heading: 0 } },
  { card: 'protonbombs', owner: 'g', pose: { x: 330, y: 300, heading: 0 } },
];
type Bomb = { card: string; owner: string; pose: { x: number; y: number; heading: number } };
/** The cards `owner` equips for the devices it placed. */
const cardsOf = (bombs: readonly Bomb[], owner: string) => [
  ...new Set(bombs.filter((b) => b.owner === owner).map((b) => b.card)),
];
const gojiTable =
  (o: { gx?: number; gy?: number; bombs?: Bomb[] } = {}) =>
  () => {
    const bombs = o.bombs ?? BESIDE_W;
    return position(
      'engagement',
      [
        rebel('g', 'goji', o.gx ?? 250, o.gy ?? 250, { upgrades: cardsOf(bombs, 'g').map((xws) => ({ xws })) }),
        rebel('w', 'redsquadronveteran', 400, 300),
      ],
      [
        imperial('t', 'academypilot', 400, 490),
        imperial('b', 'scimitarsquadronpilot', 800, 850, { upgrades: cardsOf(bombs, 'b').map((xws) => ({ xws })) }),
      ],
      { devices: bombs },
    );
  };
const gojiPlay = (attacker: string, defender: string) => attackPlay(attacker, defender, () => useAbilityOf('Goji'));
const gojiNot = (name: string, t: ReturnType<typeof gojiTable>, p = gojiPlay('t', 'w')) =>
  kase(name, t, p, (s, seen) => {
    expect(logged(s, 'attack-declared')).not.toHaveLength(0);
    expect(offered(seen, 'Goji')).toBe(false);
  });
SPECS.push({
  source: 'pilot:goji',
  applies: kase(
    'two friendly bombs beside the X-wing: it rolls 2 + 2 defense dice',
    gojiTable(),
    gojiPlay('t', 'w'),
    (_s, seen) => expect(diceCounts(seen, 't', 'w').defense).toBe(4),
  ),
  doesNotApply: [
    gojiNot(
      'the bombs lie far from the X-wing',
      gojiTable({ bombs: BESIDE_W.map((b) => ({ ...b, pose: { ...b.pose, y: 850 } })) }),
    ),
    gojiNot('they are an enemy TIE bomber’s bombs', gojiTable({ bombs: BESIDE_W.map((b) => ({ ...b, owner: 'b' })) })),
    gojiNot(
      'proximity mines instead of bombs',
      gojiTable({ bombs: BESIDE_W.map((b) => ({ ...b, card: 'proximitymines' })) }),
    ),
    gojiNot('Goji beyond range 3 of the X-wing', gojiTable({ gx: 850, gy: 850 })),
    gojiNot(
      'the X-wing attacks the TIE, Goji’s bombs beside it',
      gojiTable({ bombs: BESIDE_W.map((b) => ({ ...b, pose: { ...b.pose, y: 490 } })) }),
      gojiPlay('w', 't'),
    ),
  ],
});
