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

/**
 * Major Stridan (000 "List of Actions": Coordinate at range 1–2; "Measuring Range"): `pilot` (Stridan, or a Starkiller
 * Base Pilot beside the point) facing up at (400, 300), a friendly TIE/fo facing up straight ahead, its rear edge
 * 220 mm (range 3) from his front edge once he has moved (activation: a blue 1 straight, 120 mm on), 250 mm in the
 * engagement. Activation: he may coordinate after his maneuver; the TIE has activated. Engagement: he holds a focus
 * token and Amilyn Holdo (crew), whose choice reaches range 1–2.
 */
const stridanTable = (pilot: string, phase: 'activation' | 'engagement') => () =>
  phase === 'activation'
    ? position(
        'activation',
        [
          rebel('s', pilot, 400, 300, { dial: '1F' }),
          rebel('w', 'zetasquadronpilot', 400, 700, { round: { activated: true } }),
        ],
        [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
      )
    : position(
        'engagement',
        [
          rebel('s', pilot, 400, 300, { tokens: { focus: 1 }, upgrades: ['amilynholdo'] }),
          rebel('w', 'zetasquadronpilot', 400, 610),
        ],
        [imperial('far', 'academypilot', 100, 850)],
      );
const offeredTo = (seen: readonly { kind: string; ship?: string; options: { id: string }[] }[], kind: string) =>
  seen.filter((d) => d.kind === kind && d.ship === 's').flatMap((d) => d.options.map((o) => o.id));

SPECS.push(
  {
    source: 'pilot:majorstridan',
    standing: true,
    applies: kase(
      'a friendly TIE at range 3 once he has moved: his coordinate reaches it',
      stridanTable('majorstridan', 'activation'),
      playing(leaves('activation')),
      (_s, seen) => expect(offeredTo(seen, 'choose-action')).toContain('coordinate:w'),
    ),
    doesNotApply: kase(
      'a Starkiller Base Pilot in his place: the TIE at range 3 is beyond its coordinate',
      stridanTable('starkillerbasepilot', 'activation'),
      playing(leaves('activation')),
      (_s, seen) => {
        expect(offeredTo(seen, 'choose-action')).toContain('focus');
        expect(offeredTo(seen, 'choose-action')).not.toContain('coordinate:w');
      },
    ),
  },
  {
    source: 'pilot:majorstridan',
    standing: true,
    applies: kase(
      'Amilyn Holdo on his ship: the friendly TIE at range 3 is offered as if at range 1',
      stridanTable('majorstridan', 'engagement'),
      playing(leaves('engagement')),
      (_s, seen) => expect(offeredTo(seen, 'use-ability')).toContain('use:w'),
    ),
    doesNotApply: kase(
      'Amilyn Holdo on a Starkiller Base Pilot: the TIE at range 3 is out of her reach, nothing asked',
      stridanTable('starkillerbasepilot', 'engagement'),
      playing(leaves('engagement')),
      (_s, seen) => expect(offeredTo(seen, 'use-ability')).toEqual([]),
    ),
  },
);
