/**
 * Card specs for abilities/cards/movement/rebel-rz1awing.ts. Rules: 001 Perform Action, Activation 2.2 (a partial
 * maneuver); 000 "Stress" (a stressed ship performs no action unless an ability says so), Force.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { parseManeuver, resolveMove } from '@xwing/geometry';
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
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const focuses = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'focus').length;

/** Jake (`j`) flies a 2 straight; a wingman `w` who has activated waits beside his end. */
function jakeSpec(xws: string): CardSpec {
  const table =
    (extra: Partial<PositionShip> = {}, wing: Partial<PositionShip> = { round: { activated: true } }) =>
    () =>
      position(
        'activation',
        [
          rebel('j', xws, 400, 150, { dial: '2F', ...extra }),
          rebel('w', 'greensquadronpilot', 460, 300, { dial: '2F', ...wing }),
        ],
        [farTie()],
      );
  const play = (action: string, actor = 'j') =>
    playing(leaves('activation'), () =>
      answers(
        picks('choose-action', action, actor),
        picks('use-ability', 'use:w'),
        picks('choose-action', 'focus', 'w'),
      ),
    );
  return {
    source: `pilot:${xws}`,
    applies: kase('Jake boosts: the wingman at range 1 focuses', table(), play('boost:1F'), (s, seen) => {
      expect(offered(seen, 'Jake Farrell')).toBe(true);
      expect(focuses(s, 'w')).toBe(1);
    }),
    doesNotApply: [
      kase('Jake focuses instead', table(), play('focus'), (s, seen) => {
        expect(offered(seen, 'Jake Farrell')).toBe(false);
        expect(focuses(s, 'w')).toBe(0);
      }),
      kase(
        'the wingman boosts while Jake has activated',
        table({ round: { activated: true } }, {}),
        play('boost:1F', 'w'),
        (_s, seen) => expect(offered(seen, 'Jake Farrell')).toBe(false),
      ),
    ],
  };
}

/** Ahsoka (`h`, 3 Force) flies `dial`; a stressed wingman `w` who has activated waits at range 1 of her end. */
const ahsokaTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'ahsokatano-rz1awing', 400, 150, { dial, force: 3, ...extra }),
        rebel('w', 'greensquadronpilot', 500, 270, { dial: '2F', tokens: { stress: 1 }, round: { activated: true } }),
        ...others,
      ],
      [farTie()],
    );
const ahsokaPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w'), picks('choose-action', 'focus', 'w')),
);

/** A Green Squadron RZ-1 (`g`, Vectored Thrusters) flying a 1 straight, an X-wing wingman `w` beside it. */
const vectoredTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'greensquadronpilot', 400, 150, { dial: '1F', ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' }),
      ],
      [farTie()],
    );
/** Every ship focuses; the Vectored Thrusters boost (when offered) goes straight ahead. */
const vectoredPlay = () =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Vectored') ? ['boost:1F'] : undefined),
      picks('choose-action', 'focus'),
    ),
  );
const performed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/** Kéo Venzee (`k`) with `force` Force revealing `dial` from (400, 150); others beside him. */
const keoTable =
  (dial: string, force: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('k', 'keovenzee', 400, 150, { dial, force, ...extra }), ...others], [farTie()]);
const keoPlay = playing(leaves('activation'), () => useAbilityOf('Kéo Venzee'));

/** Arvel Crynyd of Battle over Endor (`c`, Vectored Cannons, turret forward) and an X-wing wingman, System Phase. */
const cannonsTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('c', 'arvelcrynyd-battleoverendor', 400, 150, { dial: '1F', turret: 'front', ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' }),
      ],
      [farTie()],
    );
/**
 * Plays the System Phase, turning the turret when Vectored Cannons asks (to the first facing offered); `at` gets the
 * ship whose System step it was at each ask, and `rotations` the rotate options offered, emptied as each game starts.
 */
const cannonsPlay = (at: string[], rotations: string[][]) => (s: GameState) => {
  at.length = 0;
  rotations.length = 0;
  return playUntil(s, leaves('system'), (d, st) => {
    if (d.kind !== 'choose-action' || !d.prompt.includes('Vectored Cannons')) return undefined;
    at.push(st.cursor.done?.at(-1) ?? '');
    const rotate = d.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc'));
    rotations.push(rotate);
    return rotate.length ? [rotate[0]!] : ['pass'];
  });
};

export const SPECS: CardSpec[] = [
  (() => {
    const at: string[] = [];
    const rotations: string[][] = [];
    return {
      source: 'ship-ability:vectoredcannons',
      applies: kase(
        'in its own System step, a red rotate: to the rear, never to a side',
        cannonsTable(),
        cannonsPlay(at, rotations),
        (s) => {
          expect(at).toEqual(['c']);
          expect(rotations).toEqual([['rotate-arc:rear']]);
          expect(performed(s, 'c')).toEqual(['rotate-arc']);
          expect(shipOf(s, 'c').turret).toBe('rear');
          expect(shipOf(s, 'c').tokens.stress).toBe(1);
        },
      ),
      doesNotApply: [
        kase(
          'stressed, it may not take a red action',
          cannonsTable({ tokens: { stress: 1 } }),
          cannonsPlay(at, rotations),
          (s, seen) => {
            expect(actionOffered(seen, 'Vectored Cannons')).toBe(false);
            expect(performed(s, 'c')).toEqual([]);
          },
        ),
      ],
    };
  })(),
  {
    source: 'pilot:keovenzee',
    applies: kase(
      'no Force: his white 1 bank right becomes a red sideslip (placed by the geometry), and he recovers 1 Force',
      keoTable('1N', 0),
      keoPlay,
      (s) => {
        const golden = resolveMove({
          base: 'small',
          pose: { x: 400, y: 150, heading: 0 },
          maneuver: parseManeuver('1N'),
          sideslip: true,
        }).final;
        expect(shipOf(s, 'k').pose).toEqual(golden);
        expect(shipOf(s, 'k').tokens.stress).toBe(1);
        expect(logged(s, 'maneuver-executed', 'k').map((e) => e.data?.sideslip)).toEqual([true]);
      },
    ),
    doesNotApply: [
      kase('with his Force: not offered', keoTable('1N', 1), keoPlay, (s, seen) => {
        expect(offered(seen, 'Kéo Venzee')).toBe(false);
        expect(shipOf(s, 'k').tokens.stress ?? 0).toBe(0);
      }),
      kase('a 2 straight is no bank or turn', keoTable('2F', 0), keoPlay, (_s, seen) =>
        expect(offered(seen, 'Kéo Venzee')).toBe(false),
      ),
      kase(
        'a wingman’s bank, Kéo having activated',
        keoTable('1N', 0, { round: { activated: true } }, [rebel('w', 'greensquadronpilot', 200, 150, { dial: '1N' })]),
        keoPlay,
        (_s, seen) => expect(offered(seen, 'Kéo Venzee')).toBe(false),
      ),
    ],
  },
  jakeSpec('jakefarrell'),
  jakeSpec('jakefarrell-swz106'),
  {
    source: 'pilot:ahsokatano-rz1awing',
    applies: kase('after her 2 straight, 2 Force: the stressed wingman focuses', ahsokaTable('2F'), ahsokaPlay, (s) => {
      expect(focuses(s, 'w')).toBe(1);
      expect(logged(s, 'cost-paid', 'h')).toHaveLength(1);
    }),
    doesNotApply: [
      kase(
        'her 2 straight is cut short by a ship where it ends',
        ahsokaTable('2F', {}, [rebel('b', 'greensquadronpilot', 400, 270, { dial: '2F', round: { activated: true } })]),
        ahsokaPlay,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.partial)).toEqual([true]);
          expect(focuses(s, 'w')).toBe(0);
        },
      ),
      kase(
        'another ship moves while Ahsoka has activated',
        ahsokaTable('2F', { round: { activated: true } }, [rebel('o', 'greensquadronpilot', 200, 100, { dial: '2F' })]),
        ahsokaPlay,
        (_s, seen) => expect(offered(seen, 'Ahsoka')).toBe(false),
      ),
    ],
  },
  {
    source: 'ship-ability:vectoredthrusters',
    applies: kase('after its focus, a red boost', vectoredTable(), vectoredPlay(), (s, seen) => {
      expect(actionOffered(seen, 'Vectored Thrusters')).toBe(true);
      expect(performed(s, 'g')).toEqual(['focus', 'boost']);
      expect(shipOf(s, 'g').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase(
        'the X-wing wingman focuses while the RZ-1 has activated',
        vectoredTable({ round: { activated: true } }),
        vectoredPlay(),
        (s, seen) => {
          expect(actionOffered(seen, 'Vectored Thrusters')).toBe(false);
          expect(performed(s, 'w')).toEqual(['focus']);
        },
      ),
      kase(
        'it has boosted this round already',
        vectoredTable({ round: { actions: ['boost'] } }),
        vectoredPlay(),
        (s, seen) => {
          expect(actionOffered(seen, 'Vectored Thrusters')).toBe(false);
          expect(performed(s, 'g')).toEqual(['focus']);
        },
      ),
    ],
  },
];

/**
 * Arvel Crynyd (`a`) flying a 1 straight up the table, an enemy TIE (having activated) standing `gap` mm beyond where
 * his 1-straight boost would end; he boosts with the option `boost`.
 */
function arvelSpec(xws: string): CardSpec {
  const table = (tieY: number) => () =>
    position(
      'activation',
      [rebel('a', xws, 400, 150, { dial: '1F' })],
      [imperial('b', 'academypilot', 400, tieY, { dial: '1F', round: { activated: true } })],
    );
  const play = (boost: string) => playing(leaves('activation'), () => picks('choose-action', boost, 'a'));
  const stepOptions = (seen: Decision[]) =>
    seen.find((d) => d.kind === 'choose-action' && d.ship === 'a')?.options.map((o) => o.id) ?? [];
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'the TIE stands where his 1-straight boost would end: he boosts partly, stopping short of it',
      // After his 1 straight he stands at y 230; a 1-straight boost would end at y 310, overlapping the TIE at 330.
      table(330),
      play('boost:1F:partial'),
      (s, seen) => {
        expect(stepOptions(seen)).toContain('boost:1F:partial');
        expect(logged(s, 'action-performed', 'a').map((e) => e.data?.option)).toEqual(['boost:1F:partial']);
        const y = shipOf(s, 'a').pose!.y;
        // Moved forward, short of the TIE's base (its near edge at y 310: his centre at most 290).
        expect(y).toBeGreaterThan(230);
        expect(y).toBeLessThanOrEqual(290 + 1e-6);
      },
    ),
    doesNotApply: [
      kase(
        'the TIE stands clear of the boost: a plain boost, nothing partial offered',
        table(420),
        play('boost:1F'),
        (s, seen) => {
          expect(stepOptions(seen).filter((id) => id.endsWith(':partial'))).toEqual([]);
          expect(shipOf(s, 'a').pose!.y).toBeCloseTo(310);
        },
      ),
    ],
  };
}
SPECS.push(arvelSpec('arvelcrynyd'), arvelSpec('arvelcrynyd-swz106'));
