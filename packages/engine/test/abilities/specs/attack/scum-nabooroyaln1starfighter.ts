/**
 * Card specs for abilities/cards/attack/scum-nabooroyaln1starfighter.ts. Rules: 000 "Disarm Tokens" (a disarmed ship
 * cannot attack); 001 Arcs (bullseye). The Mandalorian's N-1 m (facing up the table, `disarm` disarm tokens) and the
 * TIE t at range 2, straight ahead (in the bullseye) or off to the side (`tx`, still in the front arc).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const table =
  (o: { disarm?: number; tx?: number; pilot?: string } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('m', o.pilot ?? 'themandalorian-armedanddangerous', 400, 300, {
          ...(o.disarm ? { tokens: { disarm: o.disarm } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', o.tx ?? 400, 450)],
    );
/** The weapons m was offered against t over the Engagement Phase. */
const mWeapons = (seen: readonly Decision[]) => [
  ...new Set(
    seen
      .filter((d) => d.kind === 'declare-attack' && d.ship === 'm')
      .flatMap((d) => d.options.filter((o) => o.id.startsWith('attack:t:')).map((o) => o.id.split(':')[2]!)),
  ),
];
const passAll = playing(leaves('engagement'), () => (d) => (d.kind === 'declare-attack' ? ['pass'] : undefined));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:restoredspeedster',
    standing: true,
    applies: kase(
      'one disarm token, t in the bullseye: the primary attack is offered',
      table({ disarm: 1 }),
      passAll,
      (_s, seen) => expect(mWeapons(seen)).toEqual(['primary']),
    ),
    doesNotApply: [
      kase('one disarm token, t off the bullseye: no attack', table({ disarm: 1, tx: 470 }), passAll, (_s, seen) =>
        expect(mWeapons(seen)).toEqual([]),
      ),
      kase('two disarm tokens: no attack', table({ disarm: 2 }), passAll, (_s, seen) =>
        expect(mWeapons(seen)).toEqual([]),
      ),
      kase(
        'another N-1 pilot with one disarm token: no attack',
        table({ disarm: 1, pilot: 'bravoflightofficer' }),
        passAll,
        (_s, seen) => expect(mWeapons(seen)).toEqual([]),
      ),
    ],
  },
];
