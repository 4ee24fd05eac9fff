/**
 * Card specs for the attacks made "after an enemy ship executes a maneuver" (abilities/cards/attack/talents.ts
 * `attackAfterEnemyManeuver`): Snap Shot (talents.ts), Foresight (force-powers.ts) and Underslung Blaster Cannon
 * (weapons.ts). Rules: 000 "Performing an Attack" (its steps, Aftermath: possibly perform a bonus attack), "Modifying
 * Dice", "Locks"; 001 Engagement 6c; 000 "Destroying Ships" (outside the Engagement Phase a destroyed ship is removed at
 * once). In the Activation Phase the Rebel ship `x` (400, 300, facing up) has already activated; the Imperial ship `t`
 * reveals its dial and moves towards it, and `x` may attack it as it ends its maneuver.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Where a TIE facing down the table starts so that a 1-straight leaves it at range 1, 2 or 3 ahead of x. */
const START = { 1: 470, 2: 540, 3: 640 } as const;

/**
 * The Activation Phase: x (pilot, upgrades given) has activated; TIE t (and TIE u beside it, when given) reveal 1F and
 * end at range `range` ahead of x (`far`: t stays far off); `first`: TIE u starts there and moves first (initiative 1), t
 * (initiative 2) after it; `wingman`: a Rebel X-wing w ahead
 * of x at that y, not yet activated, revealing a 1-straight (80 mm on) that leaves it further ahead (x's own side).
 */
const table =
  (
    x: {
      pilot?: string;
      upgrades?: PositionShip['upgrades'];
      tokens?: Record<string, number>;
      force?: number;
      locks?: string[];
    },
    range: 1 | 2 | 3 = 2,
    more: {
      u?: boolean;
      first?: { x: number; y: number };
      wingman?: number;
      far?: boolean;
    } = {},
  ) =>
  () =>
    position(
      'activation',
      [
        rebel('x', x.pilot ?? 'redsquadronveteran', 400, 300, {
          upgrades: x.upgrades ?? [],
          round: { activated: true },
          ...(x.tokens ? { tokens: x.tokens } : {}),
          ...(x.force !== undefined ? { force: x.force } : {}),
          ...(x.locks ? { locks: x.locks } : {}),
        }),
        ...(more.wingman !== undefined ? [rebel('w', 'redsquadronveteran', 400, more.wingman, { dial: '1F' })] : []),
      ],
      [
        imperial(
          't',
          more.first ? 'obsidiansquadronpilot' : 'academypilot',
          more.far ? 100 : 400,
          more.far ? 850 : START[range],
          { dial: '1F' },
        ),
        ...(more.u ? [imperial('u', 'academypilot', 330, START[range], { dial: '1F' })] : []),
        // Initiative 1, so it moves before t (initiative 2).
        ...(more.first ? [imperial('u', 'academypilot', more.first.x, more.first.y, { dial: '1F' })] : []),
      ],
    );

/** Plays the Activation Phase through, using `card` whenever offered, rolling `faces` for x's attacks. */
const through = (card: string, faces: string[] = ['hit', 'hit'], then: () => Answer = () => () => undefined) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf(card), picks('declare-attack', 'attack:', 'x'), rolls('x', 'attack', faces), then()),
  );

const declared = (s: GameState, weapon: string) =>
  logged(s, 'attack-declared', 'x').filter((e) => e.data?.weapon === weapon);

const notOffered = (card: string) => (_s: GameState, seen: Decision[]) => expect(offered(seen, card)).toBe(false);

/** Whether x was asked to modify its attack dice with an option whose label names `what`. */
const modifyOffered = (seen: readonly Decision[], what: string) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x' && d.options.some((o) => o.label.includes(what)));

/** The Engagement Phase: x (400, 300) attacks TIE t ahead (range 2, or range 1 at y 400) with `weapon`, holding the tokens given. */
const engagementTable =
  (
    x: { pilot?: string; upgrades: PositionShip['upgrades']; tokens?: Record<string, number>; locks?: string[] },
    y = 460,
  ) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', x.pilot ?? 'redsquadronveteran', 400, 300, {
          upgrades: x.upgrades,
          ...(x.tokens ? { tokens: x.tokens } : {}),
          ...(x.locks ? { locks: x.locks } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 400, y, { round: { engaged: true } })],
    );
const engagementAttack = (weapon: string, faces: string[], then: () => Answer = () => () => undefined) =>
  playing(hasLogged('attack-ended', 'x'), () =>
    answers(attacks('x', 't', weapon), rolls('x', 'attack', faces), then()),
  );

const T70 = 'blacksquadronace-t70xwing';

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:snapshot:0',
    applies: kase(
      'enemies end their maneuvers at range 2 ahead: the first attacked at once, before it acts; one bonus attack a phase',
      table({ upgrades: ['snapshot'] }, 2, { u: true }),
      through('Snap Shot'),
      (s, seen) => {
        const shot = declared(s, 'snapshot');
        expect(shot).toHaveLength(1);
        const target = String(shot[0]!.data?.defender);
        expect(shipOf(s, target).damage).toHaveLength(2);
        // The attack came before the target's own Perform Action step, and the second enemy was not offered it.
        const attackAt = seen.findIndex((d) => d.kind === 'declare-attack');
        const actionAt = seen.findIndex((d) => d.kind === 'choose-action' && d.ship === target);
        expect(attackAt).toBeGreaterThanOrEqual(0);
        expect(attackAt).toBeLessThan(actionAt);
        expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Snap Shot'))).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'the enemy ends at range 1, short of the weapon',
        table({ upgrades: ['snapshot'] }, 1),
        through('Snap Shot'),
        notOffered('Snap Shot'),
      ),
      kase(
        'a friendly ship ends its maneuver ahead, though R5-TK lets x attack friends',
        table({ upgrades: ['snapshot', 'r5tk'] }, 3, { wingman: 380 }),
        through('Snap Shot'),
        notOffered('Snap Shot'),
      ),
    ],
  },
  {
    source: 'upgrade:snapshot:0',
    standing: true,
    applies: kase(
      'its attack: x holds a focus token and is offered no modification',
      table({ upgrades: ['snapshot'], tokens: { focus: 1 } }),
      through('Snap Shot', ['focus', 'focus']),
      (s, seen) => {
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(false);
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(1);
      },
    ),
    doesNotApply: kase(
      'a primary attack: the focus token is offered',
      engagementTable({ upgrades: ['snapshot'], tokens: { focus: 1 } }),
      engagementAttack('primary', ['focus', 'focus', 'focus']),
      (_s, seen) => expect(modifyOffered(seen, 'focus')).toBe(true),
    ),
  },
  {
    source: 'upgrade:foresight:0',
    applies: kase(
      'enemies end their maneuvers in the bullseye: a Force buys the attack on the first; one bonus attack a phase',
      table({ pilot: 'lukeskywalker', upgrades: ['foresight'] }, 3, { first: { x: 400, y: START[2] } }),
      through('Foresight'),
      (s, seen) => {
        expect(declared(s, 'foresight')).toHaveLength(1);
        expect(declared(s, 'foresight')[0]!.data?.defender).toBe('u');
        expect(shipOf(s, 'x').force).toBe(1);
        expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Foresight'))).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'a friendly ship ends in the bullseye, though R5-TK lets x attack friends',
        table({ pilot: 'lukeskywalker', upgrades: ['foresight', 'r5tk'] }, 3, { wingman: 380, far: true }),
        through('Foresight'),
        notOffered('Foresight'),
      ),
      kase(
        'the enemy ends beside the bullseye',
        () =>
          position(
            'activation',
            [rebel('x', 'lukeskywalker', 400, 300, { upgrades: ['foresight'], round: { activated: true } })],
            [imperial('t', 'academypilot', 470, START[2], { dial: '1F' })],
          ),
        through('Foresight'),
        notOffered('Foresight'),
      ),
    ],
  },
  {
    source: 'upgrade:foresight:0',
    applies: kase(
      'attacking with Foresight: a focus result becomes a hit',
      engagementTable({ pilot: 'lukeskywalker', upgrades: ['foresight'] }),
      engagementAttack('foresight', ['focus', 'blank'], () => modifiesWith('Foresight')),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data?.hits).toBe(1),
    ),
    doesNotApply: [
      kase(
        'attacking with the primary weapon',
        engagementTable({ pilot: 'lukeskywalker', upgrades: ['foresight'] }),
        engagementAttack('primary', ['focus', 'blank', 'blank']),
        notOffered('Foresight'),
      ),
      kase(
        'a wingman carries it while x attacks with its own',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'lukeskywalker', 400, 300, { upgrades: ['foresight'] }),
              rebel('w', 'lukeskywalker', 200, 300, { upgrades: ['foresight'], round: { engaged: true } as never }),
            ],
            [imperial('t', 'academypilot', 400, 460, { round: { engaged: true } } as Partial<PositionShip>)],
          ),
        engagementAttack('foresight', ['focus', 'blank']),
        (_s, seen) => {
          const mods = seen.filter((d) => d.kind === 'modify-attack-dice' && d.ship === 'x');
          expect(mods.flatMap((d) => d.options.filter((o) => o.id.endsWith('@w')))).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:foresight:0',
    standing: true,
    applies: kase(
      'attacking with Foresight holding a focus token: only its own change is offered',
      engagementTable({ pilot: 'lukeskywalker', upgrades: ['foresight'], tokens: { focus: 1 } }),
      engagementAttack('foresight', ['focus', 'focus']),
      (_s, seen) => {
        expect(modifyOffered(seen, 'Foresight')).toBe(true);
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.id === 'mod:focus'))).toBe(
          false,
        );
      },
    ),
    doesNotApply: kase(
      'a primary attack: the focus token is offered',
      engagementTable({ pilot: 'lukeskywalker', upgrades: ['foresight'], tokens: { focus: 1 } }),
      engagementAttack('primary', ['focus', 'focus', 'focus']),
      (_s, seen) =>
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.id === 'mod:focus'))).toBe(
          true,
        ),
    ),
  },
  {
    source: 'upgrade:underslungblastercannon:0',
    applies: kase(
      'an enemy it locks ends at range 1: attacked at once',
      table({ pilot: T70, upgrades: ['underslungblastercannon'], locks: ['t'] }, 1),
      through('Underslung Blaster Cannon'),
      (s) => expect(declared(s, 'underslungblastercannon')).toHaveLength(1),
    ),
    doesNotApply: [
      kase(
        'no lock on it',
        table({ pilot: T70, upgrades: ['underslungblastercannon'] }, 1),
        through('Underslung Blaster Cannon'),
        notOffered('Underslung Blaster Cannon'),
      ),
      kase(
        'a friendly ship it locks ends at range 1, though R5-TK lets x attack friends',
        table({ pilot: T70, upgrades: ['underslungblastercannon', 'r5tk'], locks: ['w'] }, 1, {
          wingman: 345,
          far: true,
        }),
        through('Underslung Blaster Cannon'),
        notOffered('Underslung Blaster Cannon'),
      ),
      kase(
        'the locked enemy comes second: Snap Shot spent the bonus attack of the phase on the first',
        table({ pilot: T70, upgrades: ['underslungblastercannon', 'snapshot'], locks: ['t'] }, 1, {
          first: { x: 330, y: START[2] },
        }),
        through('Underslung Blaster Cannon', ['blank', 'blank'], () => useAbilityOf('Snap Shot')),
        (s, seen) => {
          expect(declared(s, 'snapshot')).toHaveLength(1);
          expect(offered(seen, 'Underslung Blaster Cannon')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:underslungblastercannon:0',
    standing: true,
    applies: kase(
      'its attack with a focus token and a lock: only the lock is offered',
      engagementTable({ pilot: T70, upgrades: ['underslungblastercannon'], tokens: { focus: 1 }, locks: ['t'] }, 400),
      engagementAttack('underslungblastercannon', ['focus', 'blank']),
      (_s, seen) => {
        expect(modifyOffered(seen, 'reroll')).toBe(true);
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.id === 'mod:focus'))).toBe(
          false,
        );
      },
    ),
    doesNotApply: kase(
      'a primary attack: the focus token is offered',
      engagementTable({ pilot: T70, upgrades: ['underslungblastercannon'], tokens: { focus: 1 }, locks: ['t'] }, 400),
      engagementAttack('primary', ['focus', 'focus', 'focus']),
      (_s, seen) =>
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.id === 'mod:focus'))).toBe(
          true,
        ),
    ),
  },
];
