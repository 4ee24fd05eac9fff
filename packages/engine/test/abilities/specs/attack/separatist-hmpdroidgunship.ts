/**
 * Card specs for the Separatist Alliance HMP droid gunship pilots of abilities/cards/attack/separatist-hmpdroidgunship.ts.
 * Rules: 000 "Attack Arcs" (front, full front, bullseye), "Locks"; 001 Strain.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const NAME = 'DGS-047';
// DGS-047 (g) faces down the table; the X-wing (x) is in his bullseye (400), in his front arc off the bullseye (450)
// or in his full front arc only (560, nearer); his wingman (w) stands beside him.
const table =
  (xx: number, xy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', xx, xy)],
      [imperial('g', 'dgs047', 400, 490), imperial('w', 'academypilot', 520, 490)],
    );
const play = (a: string, d: string) => attackPlay(a, d, () => useAbilityOf(NAME));
const locked = (s: Parameters<typeof shipOf>[0]) => JSON.stringify(shipOf(s, 'g').locks).includes('"x"');
const strain = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'x').tokens.strain ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dgs047',
    applies: kase('the X-wing in his front arc: he locks it', table(450), play('g', 'x'), (s) =>
      expect(locked(s)).toBe(true),
    ),
    doesNotApply: [
      kase('the X-wing in his full front arc only: not asked', table(560, 400), play('g', 'x'), (_s, seen) =>
        expect(offered(seen, NAME)).toBe(false),
      ),
      kase('his wingman attacks the X-wing ahead of him', table(400), play('w', 'x'), (_s, seen) =>
        expect(offered(seen, NAME)).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:dgs047',
    applies: kase('the X-wing in his bullseye: it gains a strain token', table(400), attackPlay('g', 'x'), (s) =>
      expect(strain(s)).toBe(1),
    ),
    doesNotApply: [
      kase('the X-wing off his bullseye: no strain', table(450), attackPlay('g', 'x'), (s) =>
        expect(strain(s)).toBe(0),
      ),
      kase('his wingman attacks the X-wing in his bullseye: no strain', table(400), attackPlay('w', 'x'), (s) =>
        expect(strain(s)).toBe(0),
      ),
    ],
  },
];

/**
 * Networked Aim: a Separatist Predator (h, the ship ability on its card) with a Vulture wingman (v) and a second HMP
 * (w) face the X-wing (x) at range 2; `lockers` hold a lock on the X-wing. Each attack rolls blanks; the attacker
 * rerolls with Networked Aim as often as offered (and with its lock if that is offered).
 */
const aimTable = (lockers: string[]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('h', 'separatistpredator', 400, 490, lockers.includes('h') ? { locks: ['x'] } : {}),
      imperial('v', 'tradefederationdrone', 250, 490, lockers.includes('v') ? { locks: ['x'] } : {}),
      imperial('w', 'baktoiddrone', 550, 490, lockers.includes('w') ? { locks: ['x'] } : {}),
      imperial('v2', 'tradefederationdrone', 150, 490, lockers.includes('v2') ? { locks: ['x'] } : {}),
    ],
  );
const AIM = 'ship-ability:networkedaim';
const aimPlay = (a: string, d = 'x') =>
  attackPlay(a, d, () =>
    answers(rolls(a, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Networked Aim', 4), modifiesWith('lock')),
  );
const lockOffered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('Spend lock')));

SPECS.push(
  {
    source: AIM,
    applies: kase(
      'he and the other HMP lock the X-wing: two rerolls, never his lock',
      aimTable(['h', 'w']),
      aimPlay('h'),
      (s, seen) => {
        expect(usedIndexes(s, AIM)).toEqual([0, 1, 2]);
        expect(lockOffered(seen)).toBe(false);
        expect(JSON.stringify(shipOf(s, 'h').locks)).toContain('"x"');
      },
    ),
    doesNotApply: [
      kase('the X-wing attacks him', aimTable(['h', 'w']), aimPlay('x', 'h'), (_s, seen) =>
        expect(offered(seen, 'Networked Aim')).toBe(false),
      ),
      kase(
        'the Vulture attacks the X-wing that four of them lock',
        aimTable(['h', 'v', 'w', 'v2']),
        aimPlay('v'),
        (_s, seen) => expect(offered(seen, 'Networked Aim')).toBe(false),
      ),
    ],
  },
  {
    source: AIM,
    applies: kase('nobody locks the X-wing: his attack, no reroll', aimTable([]), aimPlay('h'), (s) =>
      expect(usedIndexes(s, AIM)).toEqual([0]),
    ),
    doesNotApply: kase('the Vulture attacks, nobody locking', aimTable([]), aimPlay('v'), (_s, seen) =>
      expect(offered(seen, 'Networked Aim')).toBe(false),
    ),
  },
  {
    source: AIM,
    applies: kase('his lock alone: one reroll', aimTable(['h']), aimPlay('h'), (s) =>
      expect(usedIndexes(s, AIM)).toEqual([0, 1]),
    ),
    doesNotApply: kase('the Vulture attacks, he alone locking', aimTable(['h']), aimPlay('v'), (_s, seen) =>
      expect(offered(seen, 'Networked Aim')).toBe(false),
    ),
  },
);

/**
 * A Geonosian Prototype (g, Concussion Missiles and a lock on the X-wing) and a Separatist Predator wingman (h) face
 * the X-wing (holding `tractor` tractor tokens) at range 2.
 */
const protoTable =
  (tractor = 1) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, tractor ? { tokens: { tractor } } : {})],
      [
        imperial('g', 'geonosianprototype', 400, 490, {
          upgrades: ['concussionmissiles'],
          locks: ['x'],
          tokens: { calculate: 1 },
        }),
        imperial('h', 'separatistpredator', 250, 490, { upgrades: ['concussionmissiles'], locks: ['x'] }),
      ],
    );
const PROTO = 'Geonosian Prototype';
const protoPlay = (a: string, weapon = 'concussionmissiles') =>
  attackPlay(a, 'x', () => answers(rolls(a, 'attack', ['blank', 'blank', 'focus']), modifiesWith(PROTO)), weapon);
const protoNot = (_s: unknown, seen: Parameters<typeof offered>[0]) => expect(offered(seen, PROTO)).toBe(false);

SPECS.push({
  source: 'pilot:geonosianprototype',
  applies: kase(
    'his missile attack on a tractored X-wing: its tractor token for two rerolls',
    protoTable(),
    protoPlay('g'),
    (s) => {
      expect(usedIndexes(s, 'pilot:geonosianprototype')).toEqual([0, 1]);
      expect(shipOf(s, 'x').tokens.tractor ?? 0).toBe(0);
    },
  ),
  doesNotApply: [
    kase('no tractor token on the X-wing', protoTable(0), protoPlay('g'), protoNot),
    kase('his primary attack', protoTable(), protoPlay('g', 'primary'), protoNot),
    kase('his wingman’s missile attack', protoTable(), protoPlay('h'), protoNot),
    kase(
      'he spends his calculate token instead: no tractor token is taken',
      protoTable(),
      attackPlay(
        'g',
        'x',
        () => answers(rolls('g', 'attack', ['blank', 'blank', 'focus']), modifiesWith('Spend calculate')),
        'concussionmissiles',
      ),
      (s) => {
        expect(logged(s, 'modification-used', 'g').length).toBeGreaterThan(0);
      },
    ),
  ],
});
