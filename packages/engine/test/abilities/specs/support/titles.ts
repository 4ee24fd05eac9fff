/**
 * Card specs for the titles of abilities/cards/support/titles.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * Maneuver difficulty, 001 Charges.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { coordinatorPlay, coordinatorTable, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Rook Kast's Gauntlet fighter with Nightbrother, stressed unless said, revealing `dial`. */
const nbTable = (extra: Partial<PositionShip>, wingman?: string) => () =>
  position(
    'activation',
    [
      rebel('n', 'rookkast', 400, 150, { upgrades: ['nightbrother'], tokens: { stress: 1 }, ...extra }),
      ...(wingman ? [rebel('w', 'shadowcollectiveoperator', 200, 150, { dial: wingman })] : []),
    ],
    [farTie()],
  );
const nbPlay = playing(leaves('activation'), () => useAbilityOf('Nightbrother'));
const focused = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'n').some((e) => e.data?.token === 'focus');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:nightbrother:0',
    applies: kase(
      'stressed, a white 3 straight: 2 charges for a focus token',
      nbTable({ dial: '3F' }),
      nbPlay,
      (s, seen) => {
        expect(offered(seen, 'Nightbrother')).toBe(true);
        expect(focused(s)).toBe(true);
        expect(logged(s, 'cost-paid', 'n')[0]?.data?.costs).toContainEqual({ kind: 'spend-charge', count: 2 });
      },
    ),
    doesNotApply: [
      kase('stressed, a blue 2 straight: not offered', nbTable({ dial: '2F' }), nbPlay, (s, seen) => {
        expect(offered(seen, 'Nightbrother')).toBe(false);
        expect(focused(s)).toBe(false);
      }),
      kase('not stressed, a white 3 straight: not offered', nbTable({ dial: '3F', tokens: {} }), nbPlay, (_s, seen) =>
        expect(offered(seen, 'Nightbrother')).toBe(false),
      ),
      kase(
        'it has activated; its wingman reveals a white 3 straight: not offered',
        nbTable({ round: { activated: true } }, '3F'),
        nbPlay,
        (_s, seen) => expect(offered(seen, 'Nightbrother')).toBe(false),
      ),
    ],
  },
];

/** Moldy Crow (000 "End Phase": circular tokens removed): an HWK-290 with the title and `tokens` plays the End Phase. */
const moldyTable = (tokens: Record<string, number>) => () =>
  position(
    'end',
    [rebel('h', 'rebelscout', 400, 150, { upgrades: ['moldycrow'], tokens })],
    [imperial('t', 'academypilot', 400, 800)],
  );

SPECS.push({
  source: 'upgrade:moldycrow:0',
  standing: true,
  applies: kase('three focus tokens: two stay', moldyTable({ focus: 3 }), playing(leaves('end')), (s) => {
    expect(shipOf(s, 'h').tokens.focus).toBe(2);
  }),
  doesNotApply: kase(
    'an evade token beside one focus: the evade goes',
    moldyTable({ focus: 1, evade: 1 }),
    playing(leaves('end')),
    (s) => {
      expect(shipOf(s, 'h').tokens.focus).toBe(1);
      expect(shipOf(s, 'h').tokens.evade ?? 0).toBe(0);
    },
  ),
});

/**
 * IG-2000: IG-88B `b` at (400, 150) holding a calculate token and IG-88A `a` at (400, 350), each with the title when
 * said: B has A's pilot ability (hand a calculate token to a friendly ship with Calculate on its bar, 000 "Additional
 * Token Rules": transfer) and uses it on A.
 */
const ig2000Table = (bTitled: boolean, aTitled: boolean) => () =>
  position(
    'engagement',
    [
      rebel('b', 'ig88b', 400, 150, { upgrades: bTitled ? ['ig2000'] : [], tokens: { calculate: 1 } }),
      rebel('a', 'ig88a', 400, 350, { upgrades: aTitled ? ['ig2000'] : [] }),
    ],
    [imperial('t', 'academypilot', 100, 850)],
  );
const ig2000Play = playing(leaves('engagement'), () => picks('use-ability', 'use:a', 'b'));
const aCalcs = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'a').filter((e) => e.data?.token === 'calculate').length;

SPECS.push({
  source: 'upgrade:ig2000:0',
  applies: kase('both titled: IG-88B uses IG-88A’s ability on him', ig2000Table(true, true), ig2000Play, (s, seen) => {
    expect(offered(seen, 'IG-88A')).toBe(true);
    expect(aCalcs(s)).toBe(1);
    expect(logged(s, 'ability-used', 'b').map((e) => e.data?.source)).toEqual(['upgrade:ig2000:0', 'pilot:ig88a']);
  }),
  doesNotApply: [
    kase('IG-88B without the title: not offered', ig2000Table(false, true), ig2000Play, (s, seen) => {
      expect(offered(seen, 'IG-88A')).toBe(false);
      expect(aCalcs(s)).toBe(0);
    }),
    kase('IG-88A without the title: nothing lent', ig2000Table(true, false), ig2000Play, (s, seen) => {
      expect(offered(seen, 'IG-88A')).toBe(false);
      expect(aCalcs(s)).toBe(0);
    }),
  ],
});

/** ST-321 (spec-helpers `coordinatorTable`): the enemy X-wing at (560, 480), range 3 of the TIE. */
const stTable = coordinatorTable('st321', 480);
const stPlay = coordinatorPlay;
const stLocked = (s: Parameters<typeof logged>[0]) => shipOf(s, 'l').locks.filter((k) => k.target === 'x').length;

SPECS.push({
  source: 'upgrade:st321:0',
  applies: kase('it coordinates the TIE: it locks the X-wing near it', stTable(), stPlay('coordinate:w'), (s, seen) => {
    expect(offered(seen, 'ST-321')).toBe(true);
    expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
    expect(stLocked(s)).toBe(1);
  }),
  doesNotApply: [
    kase('a focus action: not offered', stTable(), stPlay('focus'), (s, seen) => {
      expect(offered(seen, 'ST-321')).toBe(false);
      expect(stLocked(s)).toBe(0);
    }),
    kase('the other Lambda coordinates the TIE: nothing asked', stTable(false), stPlay('coordinate:w'), (s, seen) => {
      expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
      expect(offered(seen, 'ST-321')).toBe(false);
    }),
  ],
});
