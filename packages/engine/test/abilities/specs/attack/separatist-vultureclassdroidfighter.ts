/**
 * Card specs for the Separatist Alliance Vulture-class pilots of abilities/cards/attack/separatist-vultureclassdroidfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Arcs (bullseye), Calculate.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

// Networked Calculations: a droid (v, or a TIE in its place) faces the X-wing at range 2; another droid (d) holding a
// calculate token stands at range 1 of it, or far away (`near` false).
const ncTable = (pilot = 'separatistdrone', near = true) =>
  vsXwing(
    ['v', pilot, 400, 490],
    ['d', 'tradefederationdrone', near ? 480 : 150, near ? 560 : 800, { tokens: { calculate: 1 } }],
  );
const ncPlay = (attacker: string, defender: string, roller: string, kind: 'attack' | 'defense') =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(roller, kind, ['focus', 'blank', 'blank']),
      rolls('x', 'attack', ['hit', 'blank', 'blank']),
      modifiesWith('Networked Calculations'),
    ),
  );
const ncApplies = (name: string, play: ReturnType<typeof ncPlay>, index: number) =>
  kase(name, ncTable(), play, (s) => {
    expect(usedIndexes(s, 'ship-ability:networkedcalculations')).toEqual([index]);
    // Attacking, the focus became a hit that the blank defense dice let through; defending, an evade that cancels
    // the X-wing's one hit.
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: index === 0 ? 1 : 0 });
  });
const ncNot = (name: string, t: ReturnType<typeof ncTable>, play: ReturnType<typeof ncPlay>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, 'Networked Calculations')).toBe(false));
// DFS-081 (f) and a wingman droid (w, with a calculate token) face the X-wing; `far`: DFS-081 is far from the wingman.
const dfsTable = (far = false, tokens = { calculate: 1 }) =>
  vsXwing(['w', 'tradefederationdrone', 400, 490, { tokens }], ['f', 'dfs081', far ? 150 : 480, far ? 800 : 560]);
const dfsPlay = () =>
  attackPlay('x', 'w', () => answers(rolls('x', 'attack', ['crit', 'crit', 'blank']), modifiesWith('DFS-081')));
const ncAttack = () => ncPlay('v', 'x', 'v', 'attack');
const ncDefend = () => ncPlay('x', 'v', 'v', 'defense');

const table = (x: number) => vsXwing(['p', 'precisehunter', x, 490], ['t', 'academypilot', 400, 850]);
/** His wingman, in his bullseye between him and the X-wing, at range 1 of it. */
const wingTable = vsXwing(['p', 'precisehunter', 400, 560], ['t', 'academypilot', 400, 400]);
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Precise Hunter')),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Precise Hunter')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:precisehunter',
    applies: kase('the X-wing dead ahead: he rerolls a blank', table(400), play('p', 'x'), seen(true)),
    doesNotApply: [
      kase('the X-wing off his bullseye', table(330), play('p', 'x'), seen(false)),
      kase('the X-wing attacks him, he in its bullseye', table(400), play('x', 'p'), seen(false)),
      kase('his wingman in his bullseye attacks', wingTable, play('t', 'x'), seen(false)),
    ],
  },
  {
    source: 'ship-ability:networkedcalculations',
    applies: ncApplies(
      'attacking, the droid beside it lends its calculate token: a focus becomes a hit',
      ncAttack(),
      0,
    ),
    doesNotApply: [
      ncNot('the lending droid is far away', ncTable('separatistdrone', false), ncAttack()),
      ncNot('a TIE without the ability attacks beside the droid', ncTable('academypilot'), ncAttack()),
    ],
  },
  {
    source: 'ship-ability:networkedcalculations',
    applies: ncApplies(
      'defending, the droid beside it lends its calculate token: a focus becomes an evade',
      ncDefend(),
      1,
    ),
    doesNotApply: [
      ncNot('the lending droid is far away', ncTable('separatistdrone', false), ncDefend()),
      ncNot('a TIE without the ability defends beside the droid', ncTable('academypilot'), ncDefend()),
    ],
  },
  {
    source: 'pilot:dfs081',
    applies: kase(
      'his wingman defends beside him: its calculate token turns both crits into hits',
      dfsTable(),
      dfsPlay(),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 2, crits: 0 }),
    ),
    doesNotApply: [
      kase('the wingman defends far from him', dfsTable(true), dfsPlay(), (s, seen) => {
        expect(offered(seen, 'DFS-081')).toBe(false);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 2 });
      }),
      kase('the wingman has no calculate token', dfsTable(false, { calculate: 0 }), dfsPlay(), (_s, seen) =>
        expect(offered(seen, 'DFS-081')).toBe(false),
      ),
    ],
  },
];

/** DFS-081 (d, `charges` left, a calculate token) and a Vulture wingman (v) face the X-wing; it attacks one of them. */
const dfsSocTable = (charges = 2) =>
  vsXwing(
    ['d', 'dfs081-siegeofcoruscant', 400, 490, { charges, tokens: { calculate: 1 } }],
    ['v', 'tradefederationdrone', 250, 490, { tokens: { calculate: 1 } }],
  );
const dfsSocPlay = (d: string) =>
  attackPlay('x', d, () => answers(rolls('x', 'attack', ['crit', 'hit', 'blank']), modifiesWith('DFS-081')));

SPECS.push({
  source: 'pilot:dfs081-siegeofcoruscant',
  applies: kase('a charge and a calculate: the crit is cancelled', dfsSocTable(), dfsSocPlay('d'), (s) =>
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 0 }),
  ),
  doesNotApply: [
    kase('no charge left', dfsSocTable(0), dfsSocPlay('d'), (_s, seen) => expect(offered(seen, 'DFS-081')).toBe(false)),
    kase('his wingman defends', dfsSocTable(), dfsSocPlay('v'), (_s, seen) =>
      expect(offered(seen, 'DFS-081')).toBe(false),
    ),
  ],
});
