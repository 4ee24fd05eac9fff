/**
 * Card specs for abilities/cards/movement/force-powers.ts. Rules: 001 Engagement Phase (ships engage from the highest
 * initiative), Force; 000 Boost (the 1-straight and 1-bank templates otherwise).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import { finalPose, parseManeuver, type Pose } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
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
