/**
 * Card specs for the titles of abilities/cards/support/titles.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * Maneuver difficulty, 001 Charges.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

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
