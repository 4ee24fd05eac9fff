/**
 * Card specs for the Upsilon-class shuttle pilots of abilities/cards/support/firstorder-upsilonclassshuttle.ts. Rules:
 * 000 "Stress", "Arcs"; supplement "Deplete"; 001 Activation Phase, System Phase.
 */
import { expect } from 'vitest';
import type { GameState, Position, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const MISSILE = { xws: 'concussionmissiles', charges: 1 };
/**
 * Petty Officer Thanisson (his charge, activated) at (`px`, `py`) facing down (`heading` 180) or up; an X-wing facing up
 * at (400, 350), dial `xDial`. The Activation Phase: "Dread" facing down at (400, 560) with a spent missile, dial 2F,
 * the X-wing straight ahead in his bullseye; or (`vonreg`) the System Phase: Major Vonreg facing down at (400, 560).
 * At (520, 600) the X-wing is inside Thanisson's front arc at range 2; at (520, 800) inside it beyond range 2.
 */
const pettyTable =
  (o: { px?: number; py?: number; heading?: number; xDial?: string; vonreg?: boolean; dread?: boolean } = {}) =>
  () => {
    const petty: PositionShip = {
      id: 'p',
      pilot: 'pettyofficerthanisson-evacuationofdqar',
      pose: { x: o.px ?? 520, y: o.py ?? 600, heading: o.heading ?? 180 },
      charges: 1,
      round: { activated: true },
    };
    const other = o.vonreg
      ? imperial('v', 'majorvonreg', 400, 560, { dial: '2F' })
      : imperial('d', 'dread', 400, 560, { dial: '2F', upgrades: [MISSILE], round: { activated: o.dread === false } });
    const phase: Position['phase'] = o.vonreg ? 'system' : 'activation';
    return position(
      phase,
      [rebel('x', 'redsquadronveteran', 400, 350, { dial: o.xDial ?? '2F', round: { activated: !o.xDial } })],
      [petty, other],
    );
  };
const pettyPlay = (phase: 'activation' | 'system' = 'activation') =>
  playing(leaves(phase), () =>
    answers(
      picks('choose-action', 'reload', 'd'),
      picks('use-ability', 'use:x', 'v'),
      picks('use-ability', 'use:strain', 'v'),
      picks('use-ability', 'use', 'p'),
      picks('choose-action', 'focus', 'x'),
    ),
  );
const stressed = (s: GameState) => logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'stress').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:pettyofficerthanisson-evacuationofdqar',
    applies: kase(
      '"Dread" depletes the X-wing in his front arc at range 2: it is stressed too',
      pettyTable(),
      pettyPlay(),
      (s) => {
        expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['deplete', 'stress']);
      },
    ),
    doesNotApply: [
      kase('the X-wing is beyond range 2 of him', pettyTable({ py: 800 }), pettyPlay(), (s) =>
        expect(stressed(s)).toBe(0),
      ),
      kase('he faces away from it', pettyTable({ heading: 0 }), pettyPlay(), (s) => expect(stressed(s)).toBe(0)),
      kase(
        'the X-wing focuses (a green token), "Dread" not reloading',
        pettyTable({ xDial: '2F', dread: false }),
        pettyPlay(),
        (s) => {
          expect(logged(s, 'token-gained', 'x').length + logged(s, 'action-performed', 'x').length).toBeGreaterThan(0);
          expect(stressed(s)).toBe(0);
        },
      ),
      kase(
        'Major Vonreg gives it a strain token in the System Phase',
        pettyTable({ vonreg: true }),
        pettyPlay('system'),
        (s) => {
          expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toContain('strain');
          expect(stressed(s)).toBe(0);
        },
      ),
    ],
  },
];
