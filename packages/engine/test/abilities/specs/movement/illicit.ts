/**
 * Card specs for the illicit upgrades of abilities/cards/movement/illicit.ts. Rules: 000 "Stress" (a stressed ship
 * neither sets nor executes red maneuvers, nor performs actions), "Charges"; 001 Planning Phase, Activation Phase
 * (Reveal Dial: a stressed ship's red maneuver becomes a white 2-straight).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  hasLogged,
  leaves,
  logged,
  offered,
  picks,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A stressed X-wing with Contraband Cybernetics (`charges` left), from the Planning Phase. */
const contraband = (charges: number) => () =>
  position(
    'planning',
    [
      rebel('x', 'redsquadronveteran', 400, 150, {
        upgrades: [{ xws: 'contrabandcybernetics', charges }],
        tokens: { stress: 1 },
      }),
    ],
    [farTie()],
  );
const setsKturn = () => answers(picks('set-dial', '4K', 'x'), picks('set-dial', '1F', 'far'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:contrabandcybernetics:0',
    applies: kase(
      'stressed, it sets a red 4 Koiogran turn, spends the charge before revealing, flies it and focuses',
      contraband(1),
      playing(hasLogged('action-performed', 'x'), () =>
        useAbilityOf('Contraband Cybernetics', answers(setsKturn(), picks('choose-action', 'focus', 'x'))),
      ),
      (s, seen) => {
        expect(offered(seen, 'Contraband Cybernetics')).toBe(true);
        expect(logged(s, 'stressed-red-maneuver', 'x')).toHaveLength(0);
        expect(logged(s, 'dial-revealed', 'x')[0]!.data?.maneuver).toBe('4K');
        expect(logged(s, 'action-performed', 'x').some((e) => e.data?.action === 'focus')).toBe(true);
        expect(shipOf(s, 'x').tokens.stress).toBe(2);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'the charge is spent: the stressed X-wing cannot even set the red Koiogran turn',
        contraband(0),
        playing(leaves('planning'), () => setsKturn()),
        (_s, seen) => {
          const dial = seen.find((d) => d.kind === 'set-dial' && d.ship === 'x')!;
          expect(dial.options.map((o) => o.id)).not.toContain('4K');
        },
      ),
      kase(
        'the X-wing has activated already: the card is not offered when the TIE activates',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 400, 150, {
                dial: '2F',
                upgrades: ['contrabandcybernetics'],
                tokens: { stress: 1 },
                round: { activated: true },
              }),
            ],
            [farTie()],
          ),
        playing(leaves('activation'), () => useAbilityOf('Contraband Cybernetics')),
        (s, seen) => {
          expect(offered(seen, 'Contraband Cybernetics')).toBe(false);
          expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
        },
      ),
    ],
  },
];

const KINESO = 'kinesoswitch-armedanddangerous';
/**
 * An Alpha-class Star Wing (`a`, facing down at (400, 750)) with Kineso-Switch (2 charges) reveals a 2 straight; the
 * X-wing far away locks it (`locked`); `others` beside it.
 */
const kinesoTable =
  (locked = true, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F', ...(locked ? { locks: ['a'] } : {}) })],
      [
        imperial('a', 'nusquadronpilot', 400, 750, { dial: '2F', upgrades: [{ xws: KINESO, charges: 2 }], ...extra }),
        ...others,
      ],
    );
/** `ship` performs `first` in its Perform Action step; Kineso-Switch is used when asked. */
const kinesoPlay = (ship: string, first: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Kineso-Switch'), picks('choose-action', first, ship)));
const farLocks = (s: GameState) => shipOf(s, 'far').locks.map((l) => l.target);
SPECS.push({
  source: `upgrade:${KINESO}:0`,
  applies: kase(
    'a full 2-straight SLAM: a charge breaks the X-wing’s lock on it',
    kinesoTable(),
    kinesoPlay('a', 'slam:2F'),
    (s, seen) => {
      expect(offered(seen, 'Kineso-Switch')).toBe(true);
      expect(farLocks(s)).toEqual([]);
      expect(logged(s, 'locks-broken', 'a')[0]?.data?.holders).toEqual(['far']);
    },
  ),
  doesNotApply: [
    kase('a focus action is no SLAM', kinesoTable(), kinesoPlay('a', 'focus'), (s, seen) => {
      expect(offered(seen, 'Kineso-Switch')).toBe(false);
      expect(farLocks(s)).toEqual(['a']);
    }),
    kase(
      'a SLAM cut short by a TIE in its path',
      kinesoTable(true, {}, [imperial('b', 'academypilot', 400, 520, { dial: '1F', round: { activated: true } })]),
      kinesoPlay('a', 'slam:2F'),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a').map((e) => e.data?.partial)).toContain(true);
        expect(offered(seen, 'Kineso-Switch')).toBe(false);
      },
    ),
    kase('no ship locks it: not asked', kinesoTable(false), kinesoPlay('a', 'slam:2F'), (_s, seen) =>
      expect(offered(seen, 'Kineso-Switch')).toBe(false),
    ),
    kase(
      'a wingman SLAMs while the Star Wing, locked, has activated',
      kinesoTable(true, { round: { activated: true } }, [imperial('w', 'nusquadronpilot', 150, 750, { dial: '2F' })]),
      kinesoPlay('w', 'slam:2F'),
      (s, seen) => {
        expect(offered(seen, 'Kineso-Switch')).toBe(false);
        expect(farLocks(s)).toEqual(['a']);
      },
    ),
  ],
});

/**
 * Coaxium Hyperfuel: an Alpha-class Star Wing (`a`, initiative 2, facing down at (400, 750)) with the card (and
 * `more` upgrades) reveals `dial`; an X-wing done activating at (400, `blockY`) cuts a 2 straight short when given;
 * `others` beside them.
 */
const coaxTable =
  (
    dial: string,
    o: {
      extra?: Partial<PositionShip>;
      more?: PositionShip['upgrades'];
      blockY?: number;
      others?: PositionShip[];
    } = {},
  ) =>
  () =>
    position(
      'activation',
      [
        o.blockY === undefined
          ? rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F', round: { activated: true } })
          : rebel('b', 'redsquadronveteran', 400, o.blockY, { round: { activated: true } }),
      ],
      [
        imperial('a', 'nusquadronpilot', 400, 750, {
          dial,
          upgrades: ['coaxiumhyperfuel', ...(o.more ?? [])],
          ...o.extra,
        }),
        ...(o.others ?? []),
      ],
    );
/** Answers Coaxium Hyperfuel with `answer` ('use:expose', 'use:crit'); `ship` then performs the action `first`. */
const coaxPlay = (answer: string, first: string, ship = 'a', also: string[] = []) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Coaxium') ? [answer] : undefined),
      picks('choose-action', first, ship),
      ...also.map((a) => picks('choose-action', a)),
    ),
  );
const coaxAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Coaxium')).length;
const FACEDOWN = { damage: [{ card: 'directhit', faceup: false }] };
const performed = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.action);

SPECS.push(
  {
    source: 'upgrade:coaxiumhyperfuel:0',
    applies: kase(
      'stressed after a white 2 turn, it SLAMs anyway; then it exposes its facedown card rather than take a critical damage',
      coaxTable('2T', { extra: { tokens: { stress: 1 }, ...FACEDOWN } }),
      coaxPlay('use:expose', 'slam:2F'),
      (s, seen) => {
        expect(performed(s, 'a')).toEqual(['slam']);
        expect(coaxAsked(seen)).toBe(1);
        expect(logged(s, 'damage-card-exposed', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'an unstressed SLAM: not asked',
        coaxTable('2T', { extra: FACEDOWN }),
        coaxPlay('use:expose', 'slam:2F'),
        (s, seen) => {
          expect(performed(s, 'a')).toEqual(['slam']);
          expect(coaxAsked(seen)).toBe(0);
          expect(logged(s, 'damage-card-exposed', 'a')).toHaveLength(0);
        },
      ),
      kase(
        'a 2 straight fully executed: no SLAM offered for a price',
        coaxTable('2F'),
        coaxPlay('use:crit', 'focus'),
        (s, seen) => {
          expect(coaxAsked(seen)).toBe(0);
          expect(performed(s, 'a')).toEqual(['focus']);
        },
      ),
      kase(
        'a 2 straight cut short after a SLAM this round (in the position): it cannot SLAM again, not asked',
        coaxTable('2F', { blockY: 620, extra: { round: { actions: ['slam'] } } }),
        coaxPlay('use:crit', 'slam'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'a')[0]!.data?.partial).toBe(true);
          expect(coaxAsked(seen)).toBe(0);
        },
      ),
      kase(
        'its ship cut short declines; a wingman then cut short: it is not asked again',
        () =>
          position(
            'activation',
            [400, 200].map((x, i) => rebel(`b${i}`, 'redsquadronveteran', x, 620, { round: { activated: true } })),
            [
              imperial('a', 'nusquadronpilot', 400, 750, { dial: '2F', upgrades: ['coaxiumhyperfuel'] }),
              imperial('w', 'rhosquadronpilot', 200, 750, { dial: '2F' }),
            ],
          ),
        playing(leaves('activation')),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w')[0]!.data?.partial).toBe(true);
          expect(coaxAsked(seen)).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:coaxiumhyperfuel:0',
    applies: kase(
      'a stressed SLAM asks once; the red focus Advanced SLAM grants after it (Contraband Cybernetics lets it act stressed) and a wingman’s stressed SLAM ask nothing more',
      coaxTable('2T', {
        more: ['advancedslam', { xws: 'contrabandcybernetics', charges: 1 }],
        extra: {
          tokens: { stress: 1 },
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
        },
        others: [
          imperial('w', 'rhosquadronpilot', 200, 750, {
            dial: '2T',
            tokens: { stress: 1 },
            upgrades: ['coaxiumhyperfuel'],
          }),
        ],
      }),
      playing(leaves('activation'), () =>
        answers(
          (d) =>
            d.kind === 'use-ability' && d.prompt.includes('Coaxium') && d.ship !== 'w' ? ['use:expose'] : undefined,
          useAbilityOf('Contraband Cybernetics'),
          picks('choose-action', 'slam:2F'),
          picks('choose-action', 'focus', 'a'),
        ),
      ),
      (s, seen) => {
        expect(performed(s, 'a')).toEqual(['slam', 'focus']);
        expect(performed(s, 'w')).toEqual(['slam']);
        expect(
          seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Coaxium') && d.ship === 'a'),
        ).toHaveLength(1);
        expect(logged(s, 'damage-card-exposed', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: [],
  },
  {
    source: 'upgrade:coaxiumhyperfuel:0',
    applies: kase(
      'a 2 straight cut short: a critical damage (no facedown card to expose) buys a SLAM',
      coaxTable('2F', { blockY: 620 }),
      coaxPlay('use:crit', 'slam'),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a')[0]!.data?.partial).toBe(true);
        expect(
          seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Coaxium'))?.options.map((o) => o.id),
        ).toEqual(['use:crit', 'decline']);
        expect(logged(s, 'shield-lost', 'a').map((e) => e.data?.crit)).toEqual([true]);
        expect(performed(s, 'a')).toEqual(['slam']);
      },
    ),
    doesNotApply: [],
  },
);

/** Inertial Dampeners: an X-wing (`x`, 2 shields unless given) at (400, 150) reveals `dial`; `extra`, `others`. */
const dampTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['inertialdampeners'], ...extra }), ...others],
      [farTie()],
    );
const dampPlay = playing(leaves('activation'), () => useAbilityOf('Inertial Dampeners'));
SPECS.push({
  source: 'upgrade:inertialdampeners:0',
  applies: kase(
    'a red 4 Koiogran turn revealed: a shield buys a white 0 stop in its place, and one stress token (not two)',
    dampTable('4K'),
    dampPlay,
    (s) => {
      expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.maneuver)).toEqual(['0O']);
      expect(shipOf(s, 'x').pose).toEqual({ x: 400, y: 150, heading: 0 });
      expect(shipOf(s, 'x').shields).toBe(1);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    kase(
      'no shield left to spend: not asked, the Koiogran turn is flown',
      dampTable('4K', { shields: 0 }),
      dampPlay,
      (s, seen) => {
        expect(offered(seen, 'Inertial Dampeners')).toBe(false);
        expect(logged(s, 'maneuver-executed', 'x').map((e) => e.data?.maneuver)).toEqual(['4K']);
      },
    ),
    kase(
      'its ship done activating: a wingman’s maneuver does not ask it',
      dampTable('1F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 200, 150, { dial: '2F' })]),
      dampPlay,
      (s, seen) => {
        expect(offered(seen, 'Inertial Dampeners')).toBe(false);
        expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.maneuver)).toEqual(['2F']);
      },
    ),
  ],
});
