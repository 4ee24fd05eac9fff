/**
 * Card specs for abilities/cards/movement/force-powers.ts. Rules: 001 Engagement Phase (ships engage from the highest
 * initiative), Force; 000 Boost (the 1-straight and 1-bank templates otherwise).
 */
import { expect } from 'vitest';
import { type Decision, type GameState, viewFor } from '@xwing/engine';
import { finalPose, parseManeuver, type Pose } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import type { PositionShip } from '@xwing/engine';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A Jedi Knight (initiative 3) with `force` Force faces "Mauler" Mithel (initiative 5) at range 2. */
const table = (force: number) => () =>
  position(
    'engagement',
    [rebel('j', 'jediknight', 400, 300, { upgrades: ['heightenedperception'], force })],
    [imperial('m', 'maulermithel', 400, 520)],
  );
/** The first ship asked to declare an attack (the play stops there). */
const firstToDeclare = (s: GameState) => (s.pending?.kind === 'declare-attack' ? s.pending.ship : undefined);
const play = playing(
  (s) => s.pending?.kind === 'declare-attack',
  () => useAbilityOf('Heightened Perception'),
);

/** A Jedi Knight (Delta-7, white boost) with Extreme Maneuvers and `force` Force executes a 2 straight and boosts. */
const extremeTable = (force: number) => () =>
  position(
    'activation',
    [rebel('j', 'jediknight', 400, 150, { dial: '2F', upgrades: ['extrememaneuvers'], force })],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );
const extremePlay = playing(leaves('activation'), () => picks('choose-action', 'boost:1Y', 'j'));
const boostIds = (seen: readonly Decision[]) =>
  (seen.find((d) => d.kind === 'choose-action' && d.ship === 'j')?.options.map((o) => o.id) ?? []).filter((id) =>
    id.startsWith('boost:'),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:extrememaneuvers:0',
    applies: kase(
      '1 Force: a boost with the 1 right turn template, placed as the geometry places a 1 turn',
      extremeTable(1),
      extremePlay,
      (s, seen) => {
        expect(boostIds(seen)).toEqual(['boost:1B', 'boost:1F', 'boost:1N', 'boost:1T', 'boost:1Y']);
        expect(logged(s, 'action-performed', 'j').map((e) => [e.data?.option, e.data?.difficulty])).toEqual([
          ['boost:1Y', 'white'],
        ]);
        expect(logged(s, 'force-spent', 'j')).toHaveLength(1);
        const start = logged(s, 'maneuver-executed', 'j')[0]!.data!.to as Pose;
        const expected = finalPose(start, parseManeuver('1Y'), 'small');
        const pose = shipOf(s, 'j').pose!;
        expect(pose.x).toBeCloseTo(expected.x, 6);
        expect(pose.y).toBeCloseTo(expected.y, 6);
        expect(pose.heading).toBeCloseTo(expected.heading, 6);
      },
    ),
    doesNotApply: kase(
      'no Force: only the 1 straight and 1 bank templates',
      extremeTable(0),
      extremePlay,
      (s, seen) => {
        expect(boostIds(seen)).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
        expect(logged(s, 'action-performed', 'j')).toHaveLength(0);
        expect(logged(s, 'force-spent', 'j')).toHaveLength(0);
      },
    ),
  },
  {
    source: 'upgrade:heightenedperception:0',
    applies: kase('1 Force: the Jedi engages before "Mauler" Mithel', table(1), play, (s) =>
      expect(firstToDeclare(s)).toBe('j'),
    ),
    doesNotApply: kase('no Force: "Mauler" Mithel engages first', table(0), play, (s) =>
      expect(firstToDeclare(s)).toBe('m'),
    ),
  },
];

/**
 * Supernatural and Precognitive Reflexes: an X-wing (`x`, initiative 3, at (400, 150); a barrel roll on its bar, no
 * boost) with `card` and `force` Force reveals a 1 straight and answers the card's action with `action`, then its own
 * Perform Action step with `own` when given; `extra` for it, `others` beside it.
 */
const reflexTable =
  (card: string, o: { force?: number; extra?: Partial<PositionShip>; others?: PositionShip[] } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', force: o.force ?? 1, upgrades: [card], ...o.extra }),
        ...(o.others ?? []),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F', round: { activated: true } })],
    );
const reflexPlay = (card: string, action: string, own?: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf(card),
      (d) =>
        d.kind === 'choose-action' && d.ship === 'x' && d.prompt.includes(card)
          ? [d.options.find((x) => x.id.startsWith(action))?.id ?? 'pass']
          : undefined,
      ...(own ? [picks('choose-action', own, 'x')] : []),
    ),
  );
const performedBy = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.action);
/** The X-wing's hits suffered (its 2 shields take them). */
const hitsTaken = (s: GameState) => logged(s, 'shield-lost', 'x').length;
const strainOf = (s: GameState) => logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'strain').length;

for (const [card, xws] of [
  ['Supernatural Reflexes', 'supernaturalreflexes'],
  ['Precognitive Reflexes', 'precognitivereflexes'],
] as const) {
  const superNat = xws === 'supernaturalreflexes';
  /** What the card's price did: a hit suffered, or a strain token and no further action. */
  const paid = (s: GameState) => (superNat ? hitsTaken(s) : strainOf(s));
  SPECS.push(
    {
      source: `upgrade:${xws}:0`,
      applies: kase(
        `1 Force for a boost, not on the X-wing’s bar: ${superNat ? 'a hit suffered' : 'a strain token, and no focus action after'}`,
        reflexTable(xws),
        reflexPlay(card, 'boost:1F', 'focus'),
        (s) => {
          expect(shipOf(s, 'x').force ?? 0).toBe(0);
          expect(paid(s)).toBe(1);
          expect(performedBy(s, 'x')).toEqual(superNat ? ['boost', 'focus'] : ['boost']);
        },
      ),
      doesNotApply: [
        kase(
          'stressed, it can perform no action: not asked',
          reflexTable(xws, { extra: { tokens: { stress: 1 } } }),
          reflexPlay(card, 'boost:1F'),
          (s, seen) => {
            expect(offered(seen, card)).toBe(false);
            expect(shipOf(s, 'x').force).toBe(1);
          },
        ),
        kase(
          'declined; its Perform Action step repairs a faceup Weapons Failure (a card’s action, on no bar): nothing to pay',
          reflexTable(xws, { extra: { damage: [{ card: 'weaponsfailure', faceup: true }] } }),
          playing(leaves('activation'), () =>
            answers(
              (d) => (d.kind === 'use-ability' && d.prompt.includes(card) ? ['decline'] : undefined),
              picks('choose-action', 'card:', 'x'),
            ),
          ),
          (s) => {
            expect(performedBy(s, 'x')).toEqual(['card']);
            expect(paid(s)).toBe(0);
          },
        ),
        kase(
          'its ship done activating: a wingman’s activation does not ask it',
          reflexTable(xws, {
            extra: { round: { activated: true } },
            others: [rebel('w', 'redsquadronveteran', 200, 150, { dial: '1F' })],
          }),
          reflexPlay(card, 'boost:1F'),
          (s, seen) => {
            expect(offered(seen, card)).toBe(false);
            expect(shipOf(s, 'x').force).toBe(1);
          },
        ),
      ],
    },
    {
      source: `upgrade:${xws}:0`,
      applies: kase(
        '1 Force for a barrel roll, on the X-wing’s bar: nothing more to pay',
        reflexTable(xws),
        reflexPlay(card, 'barrel-roll', 'focus'),
        (s) => {
          expect(performedBy(s, 'x')).toEqual(['barrel-roll', 'focus']);
          expect(paid(s)).toBe(0);
        },
      ),
      doesNotApply: [],
    },
  );
}

/**
 * Sense: System Phase; an X-wing (`s`, facing up at (400, 150)) with the card and `force` Force; the TIEs `n` (range 1,
 * when `near`) and `f` (range 3), done activating (so their dials stay hidden as the play goes on).
 */
const senseTable =
  (force: number, near = true) =>
  () =>
    position(
      'system',
      [rebel('s', 'redsquadronveteran', 400, 150, { dial: '1F', force, upgrades: ['sense'] })],
      [
        ...(near ? [imperial('n', 'academypilot', 400, 260, { dial: '2B' })] : []),
        imperial('f', 'academypilot', 400, 420, { dial: '3F' }),
      ],
    );
const sensePlay = playing(leaves('system'), () => useAbilityOf('Sense'));
/** The ships whose dials the Rebel seat looked at, and what the log shows each seat of the first. */
const lookedAt = (s: GameState) => logged(s, 'dial-looked-at').map((e) => e.ship);
const loggedFor = (s: GameState, seat: 0 | 1) =>
  viewFor(s, seat).log.find((e) => e.type === 'dial-looked-at')?.data?.maneuver;
SPECS.push(
  {
    source: 'upgrade:sense:0',
    applies: kase(
      'the TIE at range 1 is looked at for nothing; the one at range 3 is then not offered',
      senseTable(1),
      sensePlay,
      (s, seen) => {
        expect(lookedAt(s)).toEqual(['n']);
        expect(loggedFor(s, 0)).toBe('2B');
        expect(loggedFor(s, 1)).not.toBe('2B');
        expect(shipOf(s, 's').force).toBe(1);
        expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Sense'))).toHaveLength(1);
      },
    ),
    doesNotApply: kase('no Force and no TIE within range 1: not asked', senseTable(0, false), sensePlay, (s, seen) => {
      expect(offered(seen, 'Sense')).toBe(false);
      expect(lookedAt(s)).toEqual([]);
    }),
  },
  {
    source: 'upgrade:sense:0',
    applies: kase(
      'no TIE within range 1: a Force buys a look at the TIE at range 3',
      senseTable(1, false),
      sensePlay,
      (s) => {
        expect(lookedAt(s)).toEqual(['f']);
        expect(shipOf(s, 's').force).toBe(0);
      },
    ),
    doesNotApply: [],
  },
);
