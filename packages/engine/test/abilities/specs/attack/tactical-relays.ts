/**
 * Card specs for the tactical relays of abilities/cards/attack/tactical-relays.ts. Rules: 000 "Performing an Attack"
 * (Modify Dice: an added result), "Range Bonuses"; 001 Arcs (bullseye). The TIE t (a calculate token) attacks the
 * X-wing x with its two dice; the TIE r at (`rx`, 560) carries TV-94.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** x at (`xx`, 300); t at (400, `ty`: 500 range 2, 400 range 1), a Precision-Tuned Cannons fitted; r at (`rx`, 560). */
const table =
  (o: { xx?: number; ty?: number; rx?: number } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', o.xx ?? 400, 300)],
      [
        imperial('t', 'academypilot', 400, o.ty ?? 500, {
          tokens: { calculate: 1 },
          upgrades: ['precisiontunedcannons-battleoverendor'],
        }),
        imperial('r', 'academypilot', o.rx ?? 500, 560, { upgrades: ['tv94'] }),
      ],
    );
const play = (weapon = 'primary') =>
  attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['blank', 'blank', 'blank']), modifiesWith('TV-94')), weapon);
const hits = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;
const not = (name: string, t: ReturnType<typeof table>, p = play()) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, 'TV-94')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:tv94:0',
    applies: kase('two dice, x in the bullseye: the calculate token adds a hit', table(), play(), (s) =>
      expect(hits(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      not('three dice at range 1', table({ ty: 400 })),
      not('x off the bullseye', table({ xx: 470 })),
      not('TV-94 beyond range 3 of the attacker', table({ rx: 50, ty: 500 }).bind(null), play()),
      not('a Precision-Tuned Cannons attack', table(), play('precisiontunedcannons-battleoverendor')),
    ],
  },
];
