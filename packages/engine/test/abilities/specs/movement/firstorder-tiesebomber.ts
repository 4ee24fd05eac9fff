/**
 * Card specs for abilities/cards/movement/firstorder-tiesebomber.ts. Rules: 001 System Phase (each ship in initiative order), 000
 * "Action Difficulty".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  playUntil,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farXwing, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** A First Order Cadet TIE/se (`g`) in the System Phase, and a TIE/ln wingman whose System step comes first. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [farXwing()],
      [
        imperial('g', 'firstordercadet', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/**
 * Plays the System Phase, boosting straight ahead when Pursuit Thrusters asks; `at` gets the ship whose System step it was at
 * each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const play = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('Pursuit Thrusters')) return undefined;
      at.push(st.cursor.done?.at(-1) ?? '');
      return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
    },
  );
};
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

/**
 * Breach (`b`, at (400, 750) facing down the table) flies a 2-straight: its template covers x 390..410, y 730..650 and
 * he ends at (400, 630). X-wing `e2` at (428, 710) reaches 2 mm under the template (at 433 it is clear of it). His
 * 1-bank-left boost from there curves towards larger x and ends near (437.6, 539.3), heading 135; X-wing `e1` at
 * (380, 568) lies under that template (@xwing/geometry repositionOptions reports it in shipsThrough). Both X-wings have
 * activated.
 */
const breachTable =
  (opts: { e2?: number; e1?: { x: number; y: number }; blocker?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('e2', 'redsquadronveteran', opts.e2 ?? 428, 710, { round: { activated: true } }),
        rebel('e1', 'redsquadronveteran', opts.e1?.x ?? 380, opts.e1?.y ?? 568, { round: { activated: true } }),
      ],
      [
        imperial('b', 'breach', 400, 750, { dial: '2F' }),
        // A TIE where the 2-straight ends: Breach executes it partially.
        ...(opts.blocker ? [imperial('t', 'academypilot', 400, 615, { round: { activated: true } })] : []),
      ],
    );
/** Breach's action is `action`; he locks when asked (`use`), or declines. */
const breachPlay = (action: string, use = true) =>
  playing(leaves('activation'), () =>
    answers(...(use ? [useAbilityOf('Breach')] : []), picks('choose-action', action, 'b')),
  );

/**
 * Jul Jerjerrod (`j`, 3 charges unless `charges`) at (400, 750) facing down with a strain token, executing a white 4
 * straight (a blue one would take a red token away); a wingman TIE/se (`w`) executing it too when `wing` (Jul has
 * then activated).
 */
const julTable =
  (opts: { charges?: number; wing?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('j', 'juljerjerrod', 400, 750, {
          dial: '4F',
          tokens: { strain: 1 },
          ...(opts.charges !== undefined ? { charges: opts.charges } : {}),
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [imperial('w', 'firstordercadet', 200, 750, { dial: '4F', tokens: { strain: 1 } })] : []),
      ],
    );
const julPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(picks('use-ability', 'use:strain'), picks('choose-action', action, ship)),
  );
const strainOf = (s: GameState, ship: string) => shipOf(s, ship).tokens.strain ?? 0;

const at: string[] = [];
export const SPECS: CardSpec[] = [
  {
    source: 'pilot:juljerjerrod',
    applies: kase(
      'after his (red) boost, a charge takes his strain token away, not the new stress',
      julTable(),
      julPlay('j', 'boost:1F'),
      (s) => {
        expect(performed(s, 'j')).toEqual(['boost']);
        expect(strainOf(s, 'j')).toBe(0);
        expect(shipOf(s, 'j').tokens.stress).toBe(1);
        expect(shipOf(s, 'j').charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase('after a focus action: not asked', julTable(), julPlay('j', 'focus'), (s, seen) => {
        expect(offered(seen, 'Jul Jerjerrod')).toBe(false);
        expect(strainOf(s, 'j')).toBe(1);
      }),
      kase('no charge left: not asked', julTable({ charges: 0 }), julPlay('j', 'boost:1F'), (s, seen) => {
        expect(performed(s, 'j')).toEqual(['boost']);
        expect(offered(seen, 'Jul Jerjerrod')).toBe(false);
      }),
      kase('a wingman’s boost', julTable({ wing: true }), julPlay('w', 'boost:1F'), (s, seen) => {
        expect(performed(s, 'w')).toEqual(['boost']);
        expect(offered(seen, 'Jul Jerjerrod')).toBe(false);
        expect(strainOf(s, 'j')).toBe(1);
      }),
    ],
  },
  {
    source: 'ship-ability:pursuitthrusters',
    applies: kase('in its own System step, a white boost', table(), play(at), (s) => {
      // Asked once, at its own System step (not at the wingman's, which comes first).
      expect(at).toEqual(['g']);
      expect(performed(s, 'g')).toEqual(['boost']);
      expect(shipOf(s, 'g').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('it has boosted this round already', table({ round: { actions: ['boost'] } }), play(at), (s, seen) => {
        expect(actionOffered(seen, 'Pursuit Thrusters')).toBe(false);
        expect(performed(s, 'g')).toEqual([]);
      }),
    ],
  },
  {
    source: 'pilot:breach',
    applies: kase(
      'his 2-straight crosses one X-wing and his bank boost another: he locks each in turn',
      breachTable(),
      breachPlay('boost:1B'),
      (s) => {
        expect(usedIndexes(s, 'pilot:breach')).toEqual([0, 1]);
        expect(shipOf(s, 'b').locks.map((l) => l.target)).toEqual(['e1']);
      },
    ),
    doesNotApply: [
      kase(
        'the X-wings 5 mm beside the maneuver and away from the boost: he is not asked',
        breachTable({ e2: 433, e1: { x: 300, y: 568 } }),
        breachPlay('boost:1B'),
        (s, seen) => {
          expect(offered(seen, 'Breach')).toBe(false);
          expect(performed(s, 'b')).toEqual(['boost']);
          expect(shipOf(s, 'b').locks).toEqual([]);
        },
      ),
      kase(
        'a TIE where his 2-straight ends: a partial maneuver, though it crossed the X-wing',
        breachTable({ blocker: true }),
        breachPlay('boost:1B'),
        (s, seen) => {
          expect(shipOf(s, 'b').round.partial).toBe(true);
          expect(offered(seen, 'Breach')).toBe(false);
        },
      ),
      kase(
        'he declines after his maneuver and then focuses: he is not asked again',
        breachTable(),
        breachPlay('focus', false),
        (s, seen) => {
          expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Breach'))).toHaveLength(1);
          expect(performed(s, 'b')).toEqual(['focus']);
        },
      ),
      kase(
        'Breach activated after crossing an X-wing; a wingman’s maneuver and boost do not set him off',
        () =>
          position(
            'activation',
            [rebel('e2', 'redsquadronveteran', 428, 710, { round: { activated: true } })],
            [
              imperial('b', 'breach', 400, 630, { round: { activated: true, movedThrough: ['e2'] } }),
              imperial('w', 'firstordercadet', 250, 750, { dial: '1F' }),
            ],
          ),
        (s) =>
          playUntil(
            s,
            (st) => st.phase !== 'activation',
            answers(useAbilityOf('Breach'), picks('choose-action', 'boost:1F', 'w')),
          ),
        (s, seen) => {
          expect(performed(s, 'w')).toEqual(['boost']);
          expect(offered(seen, 'Breach')).toBe(false);
        },
      ),
    ],
  },
];
