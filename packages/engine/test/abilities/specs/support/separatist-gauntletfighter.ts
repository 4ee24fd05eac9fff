/**
 * Card specs for the Gauntlet fighter pilots of abilities/cards/support/separatist-gauntletfighter.ts. Rules: 000
 * "Tokens", "Charges and the Force"; 001 Activation Phase (a ship's activation).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Bo-Katan Kryze (her charge, `bo` tokens) facing down at (400, 600), dial 2F; a droid wingman (initiative 1, so it
 * activates first) facing down at (`wx`, 600) with `wing` tokens, dial 2F (range 1 at 520, beyond range 2 at 850); an
 * X-wing (initiative 3, before her) facing up at (100, 100), or at (`xx`, 400) (range 2 of her) with `xw` tokens.
 */
const boTable =
  (
    o: {
      bo?: Record<string, number>;
      wing?: Record<string, number>;
      wx?: number;
      xw?: Record<string, number>;
      xx?: number;
    } = {},
  ) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', o.xx ?? 100, o.xx === undefined ? 100 : 400, {
          dial: '2F',
          tokens: o.xw ?? {},
        }),
      ],
      [
        imperial('b', 'bokatankryze-separatistalliance', 400, 600, { dial: '2F', charges: 1, tokens: o.bo ?? {} }),
        imperial('v', 'tradefederationdrone', o.wx ?? 560, 600, { dial: '2F', tokens: o.wing ?? { deplete: 1 } }),
      ],
    );
const boPlay = (answer: string) => playing(leaves('activation'), () => picks('use-ability', answer, 'b'));
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Bo-Katan Kryze')).length;
const traded = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'strain').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bokatankryze-separatistalliance',
    applies: kase(
      'she holds a jam token as she activates: a strain for it',
      boTable({ bo: { jam: 1 }, wing: {} }),
      boPlay('use:jam'),
      (s) => {
        expect(traded(s, 'b')).toBe(1);
        expect(logged(s, 'token-removed', 'b').map((e) => e.data?.token)).toContain('jam');
      },
    ),
    doesNotApply: [
      kase(
        'she holds only a stress token: not offered',
        boTable({ bo: { stress: 1 }, wing: {} }),
        boPlay('use:'),
        (_s, seen) => expect(asked(seen)).toBe(0),
      ),
      kase(
        'she holds a jam token, the wingman none: asked once, as she activates',
        boTable({ bo: { jam: 1 }, wing: {} }),
        boPlay('decline'),
        (_s, seen) => expect(asked(seen)).toBe(1),
      ),
    ],
  },
  {
    source: 'pilot:bokatankryze-separatistalliance',
    applies: kase(
      'the droid at range 1 activates with a deplete token: a strain for it',
      boTable(),
      boPlay('use:deplete'),
      (s) => {
        expect(traded(s, 'v')).toBe(1);
        expect(logged(s, 'token-removed', 'v').map((e) => e.data?.token)).toContain('deplete');
      },
    ),
    doesNotApply: [
      kase('the droid is beyond range 2', boTable({ wx: 850 }), boPlay('use:'), (_s, seen) =>
        expect(asked(seen)).toBe(0),
      ),
      kase('the droid holds no such token', boTable({ wing: { stress: 1 } }), boPlay('use:'), (_s, seen) =>
        expect(asked(seen)).toBe(0),
      ),
      kase(
        'an enemy X-wing near her activates with a deplete token',
        boTable({ wing: {}, xw: { deplete: 1 }, xx: 400 }),
        boPlay('use:'),
        (_s, seen) => expect(asked(seen)).toBe(0),
      ),
    ],
  },
];
