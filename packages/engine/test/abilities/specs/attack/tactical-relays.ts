/**
 * Card specs for the tactical relays of abilities/cards/attack/tactical-relays.ts. Rules: 000 "Performing an Attack"
 * (Modify Dice: an added result), "Range Bonuses"; 001 Arcs (bullseye). The TIE t (a calculate token) attacks the
 * X-wing x with its two dice; the TIE r at (`rx`, 560) carries TV-94.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
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

/**
 * K2-B4 on a Belbullab-22 (k, at (400, 300) facing up, a calculate token unless `none`, a focus token); the TIE t
 * attacks k (range 2 ahead of it), or, with `far`, k stands far off and its wingman w (a calculate token) is attacked
 * instead. The defender rolls a focus and a blank.
 */
const k2Table =
  (o: { far?: boolean; none?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('k', 'feethanottrawautopilot', o.far ? 80 : 400, o.far ? 60 : 300, {
          upgrades: ['k2b4'],
          tokens: { ...(o.none ? {} : { calculate: 1 }), focus: 1 },
        }),
        ...(o.far ? [rebel('w', 'feethanottrawautopilot', 400, 300, { tokens: { calculate: 1 } })] : []),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const k2Play = (defender: string, pick: string, mod = 'K2-B4') =>
  attackPlay('t', defender, () =>
    answers(rolls(defender, 'defense', ['focus', 'blank']), modifiesWith(mod), (d) =>
      d.kind === 'unless' ? [pick] : undefined,
    ),
  );
const strainOf = (s: GameState) => s.ships.find((x) => x.id === 't')?.tokens.strain ?? 0;
const attackerAsked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'unless');
SPECS.push(
  {
    source: 'upgrade:k2b4:0',
    applies: kase(
      'k defends: its calculate token adds an evade; the attacker takes a strain token to cancel it',
      k2Table(),
      k2Play('k', 'pick:0'),
      (s, seen) => {
        expect(attackerAsked(seen)).toBe(true);
        expect(strainOf(s)).toBe(1);
        expect(logged(s, 'dice-cancelled')).toHaveLength(1);
        expect(s.ships.find((x) => x.id === 'k')?.tokens.calculate ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'k beyond range 3 of its defending wingman: not offered',
        k2Table({ far: true }),
        k2Play('w', 'pick:0'),
        (_s, seen) => expect(offered(seen, 'K2-B4')).toBe(false),
      ),
      kase('no calculate token: not offered', k2Table({ none: true }), k2Play('k', 'pick:0'), (_s, seen) =>
        expect(offered(seen, 'K2-B4')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:k2b4:0',
    applies: kase('the attacker lets the evade stand: no strain token', k2Table(), k2Play('k', 'pick:1'), (s) => {
      expect(strainOf(s)).toBe(0);
      expect(logged(s, 'dice-cancelled')).toHaveLength(0);
    }),
    doesNotApply: kase(
      'k spends its focus token instead: the attacker is not asked',
      k2Table({ none: true }),
      k2Play('k', 'pick:0', 'focus'),
      (s, seen) => {
        expect(attackerAsked(seen)).toBe(false);
        expect(strainOf(s)).toBe(0);
      },
    ),
  },
);
