/**
 * Card specs for abilities/cards/movement/imperial-tieinterceptor.ts. Rules: 001 Engagement Phase (after an attack),
 * Boost, Charges, Deplete (supplement), Stress.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { repositionOptions } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  attacks,
  leaves,
  logged,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farXwing, imperial, kase, playing, rebel, vsXwing } from '../../spec-helpers.js';
import { afterMoveSpec } from './modifications.js';

const table = (extra: Partial<PositionShip> = {}) => vsXwing(['s', 'soontirfel-battleoverendor', 400, 490, extra]);
const play = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () =>
    answers(attacks(attacker, defender), useAbilityOf('Soontir Fel'), picks('choose-action', 'boost:1F', 's')),
  );

const turrPlay = (attacker: string, defender: string) =>
  playing(leaves('engagement'), () => answers(attacks(attacker, defender), picks('choose-action', 'boost:1F', 's')));

const sigmaTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('g', 'sigma4-battleofyavin', 400, 750, { dial: '1F', ...extra }), ...others],
    );
const sigmaPlay = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Sigma 4'),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Sigma 4') ? ['boost:1F'] : undefined),
      picks('choose-action', first, ship),
    ),
  );
/** An Alpha Squadron interceptor (Autothrusters) activating with a 1-straight, a TIE/ln wingman beside it. */
const autoTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('a', 'alphasquadronpilot', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/** Every ship focuses; the Autothrusters action (if offered) is a boost straight ahead. */
const autoPlay = () =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Autothrusters') ? ['boost:1F'] : undefined),
      picks('choose-action', 'focus'),
    ),
  );

/** A Sigma 7 interceptor (Sensitive Controls) in the System Phase, and a TIE/ln wingman whose System step comes first. */
const sensitiveTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [farXwing()],
      [
        imperial('g', 'sigma7-battleofyavin', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/**
 * Plays the System Phase, boosting straight ahead when Sensitive Controls asks; `at` gets the ship whose System step
 * it was at each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const sensitivePlay = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(s, leaves('system'), (d, st) => {
    if (d.kind !== 'choose-action' || !d.prompt.includes('Sensitive Controls')) return undefined;
    at.push(st.cursor.done?.at(-1) ?? '');
    return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
  });
};

/** Maus Monare (`m`) activating, an Academy TIE wingman `w`; every ship performs `action`. */
const mausTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('m', 'mausmonare-battleoverendor', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
const mausPlay = (action: string) => playing(leaves('activation'), () => picks('choose-action', action));

const performedBy = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/** `pilot` (`l`) at (400, 750) facing down executes a 2 straight (to y 630) and barrel rolls left, first placement. */
const lorrirTable = (pilot: string) => () =>
  position('activation', [farXwing()], [imperial('l', pilot, 400, 750, { dial: '2F' })]);
const lorrirPlay = playing(leaves('activation'), () => picks('choose-action', 'barrel-roll:left:', 'l'));
const rollIds = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'l')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('barrel-roll')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantlorrir',
    standing: true,
    applies: kase(
      'his barrel rolls are all bank-template rolls, placed by the geometry',
      lorrirTable('lieutenantlorrir'),
      lorrirPlay,
      (s, seen) => {
        const ids = rollIds(seen);
        expect(ids).toHaveLength(12);
        expect(ids.every((id) => /^barrel-roll:(left|right):(forward|backward):(front|middle|back)$/.test(id))).toBe(
          true,
        );
        const golden = repositionOptions({
          kind: 'barrel-roll',
          base: 'small',
          pose: { x: 400, y: 630, heading: 180 },
          template: '1B',
        }).find((o) => o.direction === 'left' && o.bank === 'forward' && o.alignment === 'front');
        expect(ids[0]).toBe('barrel-roll:left:forward:front');
        const pose = shipOf(s, 'l').pose!;
        expect(pose.x).toBeCloseTo(golden!.final.x, 6);
        expect(pose.y).toBeCloseTo(golden!.final.y, 6);
        expect(pose.heading).toBeCloseTo(golden!.final.heading, 6);
      },
    ),
    doesNotApply: kase(
      'an Alpha Squadron pilot rolls with the 1-straight',
      lorrirTable('alphasquadronpilot'),
      lorrirPlay,
      (_s, seen) => {
        const ids = rollIds(seen);
        expect(ids).toHaveLength(6);
        expect(ids.every((id) => /^barrel-roll:(left|right):(front|middle|back)$/.test(id))).toBe(true);
      },
    ),
  },
  {
    source: 'pilot:soontirfel-battleoverendor',
    applies: kase('after his attack, a charge and a deplete token buy a boost', table(), play('s', 'x'), (s) => {
      expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
      expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('after he defends', table(), play('x', 's'), (s, seen) => {
        expect(
          offered(
            seen.filter((d) => d.ship === 's'),
            'Soontir Fel',
          ),
        ).toBe(false);
        expect(logged(s, 'action-performed', 's')).toHaveLength(0);
      }),
      kase(
        'stressed, he can neither boost nor barrel roll',
        table({ tokens: { stress: 1 } }),
        play('s', 'x'),
        (s, seen) => {
          expect(offered(seen, 'Soontir Fel')).toBe(false);
          expect(logged(s, 'cost-paid', 's')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:turrphennir',
    applies: kase(
      'stressed, after his attack he boosts',
      vsXwing(['s', 'turrphennir', 400, 490, { tokens: { stress: 1 } }]),
      turrPlay('s', 'x'),
      (s, seen) => {
        expect(actionOffered(seen, 'Turr Phennir')).toBe(true);
        expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
      },
    ),
    doesNotApply: [
      kase('after he defends', vsXwing(['s', 'turrphennir', 400, 490]), turrPlay('x', 's'), (_s, seen) =>
        expect(actionOffered(seen, 'Turr Phennir')).toBe(false),
      ),
      kase(
        'he has boosted and barrel rolled this round already',
        vsXwing(['s', 'turrphennir', 400, 490, { round: { actions: ['boost', 'barrel-roll'] } }]),
        turrPlay('s', 'x'),
        (_s, seen) => expect(actionOffered(seen, 'Turr Phennir')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:sigma4-battleofyavin',
    applies: kase('after a barrel roll, a charge buys a boost', sigmaTable(), sigmaPlay('g', 'barrel-roll'), (s) => {
      expect(performedBy(s, 'g')).toEqual(['barrel-roll', 'boost']);
      expect(logged(s, 'cost-paid', 'g')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('after a focus action', sigmaTable(), sigmaPlay('g', 'focus'), (s, seen) => {
        expect(offered(seen, 'Sigma 4')).toBe(false);
        expect(performedBy(s, 'g')).toEqual(['focus']);
      }),
      kase(
        'he has boosted this round already',
        sigmaTable({ round: { actions: ['boost'] } }),
        sigmaPlay('g', 'barrel-roll'),
        (_s, seen) => expect(offered(seen, 'Sigma 4')).toBe(false),
      ),
      kase(
        'a wingman barrel rolls while Sigma 4 has activated',
        sigmaTable({ round: { activated: true } }, [imperial('w', 'academypilot', 250, 750, { dial: '1F' })]),
        sigmaPlay('w', 'barrel-roll'),
        (_s, seen) => expect(offered(seen, 'Sigma 4')).toBe(false),
      ),
    ],
  },
  {
    source: 'ship-ability:autothrusters',
    applies: kase('after its focus action, a red boost', autoTable(), autoPlay(), (s, seen) => {
      expect(actionOffered(seen, 'Autothrusters')).toBe(true);
      expect(performedBy(s, 'a')).toEqual(['focus', 'boost']);
      expect(shipOf(s, 'a').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase(
        'a wingman without it performs an action',
        autoTable({ round: { activated: true } }),
        autoPlay(),
        (s, seen) => {
          expect(actionOffered(seen, 'Autothrusters')).toBe(false);
          expect(performedBy(s, 'w')).toEqual(['focus']);
        },
      ),
      kase(
        'it has barrel rolled and boosted this round already',
        autoTable({ round: { actions: ['barrel-roll', 'boost'] } }),
        autoPlay(),
        (s, seen) => {
          expect(actionOffered(seen, 'Autothrusters')).toBe(false);
          expect(performedBy(s, 'a')).toEqual(['focus']);
        },
      ),
    ],
  },
  (() => {
    const at: string[] = [];
    return {
      source: 'ship-ability:sensitivecontrols',
      applies: kase('in its own System step, a red boost', sensitiveTable(), sensitivePlay(at), (s) => {
        // Asked once, at its own System step (not at the wingman's, which comes first).
        expect(at).toEqual(['g']);
        expect(performedBy(s, 'g')).toEqual(['boost']);
        expect(shipOf(s, 'g').tokens.stress).toBe(1);
      }),
      doesNotApply: [
        kase(
          'stressed, it may not take a red action',
          sensitiveTable({ tokens: { stress: 1 } }),
          sensitivePlay(at),
          (s, seen) => {
            expect(actionOffered(seen, 'Sensitive Controls')).toBe(false);
            expect(performedBy(s, 'g')).toEqual([]);
          },
        ),
      ],
    };
  })(),
  {
    source: 'pilot:mausmonare-battleoverendor',
    // The End Phase clears the tokens before the play stops: the log shows the evade, and the ability used.
    applies: kase('her evade action: a calculate token too', mausTable(), mausPlay('evade'), (s) =>
      expect(performedBy(s, 'm')).toEqual(['evade']),
    ),
    doesNotApply: [
      kase('her focus action', mausTable(), mausPlay('focus'), (s) => expect(performedBy(s, 'm')).toEqual(['focus'])),
      kase(
        'the wingman evades while she has activated',
        mausTable({ round: { activated: true } }),
        mausPlay('evade'),
        (s) => expect(performedBy(s, 'w')).toEqual(['evade']),
      ),
    ],
  },
];

SPECS.push(
  afterMoveSpec({
    source: 'pilot:sigma6-battleofyavin',
    name: 'Sigma 6',
    pilot: 'sigma6-battleofyavin',
    pilotCharges: 2,
    dial: '3F',
    take: picks('choose-action', 'slam:3F', 'a'),
    did: (s) => {
      expect(logged(s, 'action-performed', 'a').map((e) => e.data?.action)).toEqual(['slam']);
      // 000 "SLAM": the SLAM's own 3-straight moves the ship on from where its dial's 3-straight left it.
      expect(logged(s, 'maneuver-executed', 'a').map((e) => e.data?.maneuver)).toEqual(['3F', '3F']);
      expect(s.ships.find((x) => x.id === 'a')!.pose!.y).toBeCloseTo(150 + 2 * (3 * 40 + 40));
      // Its disarm token (gone by the round's end) kept it from attacking in the Engagement Phase.
      expect(s.log.some((e) => e.text.startsWith('Sigma 6 cannot attack: disarmed'))).toBe(true);
    },
    spent: ['slam'],
    otherDial: '2F',
  }),
);

/**
 * Nash Windrider (`n`, init 2, 1 charge) and an Academy Pilot (`a`, init 1, 2 facedown cards: 1 hull left) face a
 * Red Squadron Veteran (`x`, init 3) that engages first and destroys the TIE; `doomed` replaces the TIE.
 */
const nashTable =
  (doomed: Partial<PositionShip> = {}, nashAt: [number, number] = [520, 480]) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('a', 'academypilot', 400, 420, {
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
          ...doomed,
        }),
        imperial('n', 'nashwindrider', nashAt[0], nashAt[1]),
      ],
    );
const nashPlay = playing(leaves('engagement'), () =>
  answers(
    attacks('x', 'a'),
    rolls('x', 'attack', ['hit', 'hit', 'hit']),
    useAbilityOf('Nash Windrider'),
    attacks('a', 'x'),
  ),
);
const nashAsked = (_s: GameState, seen: Decision[]) => expect(offered(seen, 'Nash Windrider')).toBe(false);
SPECS.push({
  source: 'pilot:nashwindrider',
  applies: kase('the TIE destroyed at initiative 3 engages then, before it leaves', nashTable(), nashPlay, (s) => {
    expect(logged(s, 'attack-ended', 'a')).toHaveLength(1);
  }),
  doesNotApply: [
    kase(
      'the TIE is destroyed by an asteroid in the Activation Phase',
      () =>
        position(
          'activation',
          [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F', round: { activated: true } })],
          [
            imperial('a', 'academypilot', 400, 420, {
              dial: '2F',
              damage: [
                { card: 'directhit', faceup: false },
                { card: 'directhit', faceup: false },
              ],
            }),
            imperial('n', 'nashwindrider', 520, 480, { dial: '1F', round: { activated: true } }),
          ],
          { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 350, heading: 0 } }] },
        ),
      playing(leaves('activation'), () => useAbilityOf('Nash Windrider')),
      (s, seen) => {
        expect(shipOf(s, 'a').gone).not.toBeNull();
        nashAsked(s, seen);
      },
    ),
    kase('Nash is beyond range 3 of it', nashTable({}, [100, 880]), nashPlay, nashAsked),
    kase(
      'a large Lambda shuttle is destroyed instead',
      nashTable({
        pilot: 'omicrongrouppilot',
        shields: 0,
        damage: Array.from({ length: 5 }, () => ({ card: 'directhit', faceup: false })),
      }),
      nashPlay,
      nashAsked,
    ),
    kase('the TIE has engaged already', nashTable({ round: { engaged: true } }), nashPlay, nashAsked),
  ],
});
