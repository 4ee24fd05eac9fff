/**
 * Card specs for abilities/cards/movement/scum-starviperclassattackplatform.ts. Rules: 000 Barrel Roll (the
 * 1-straight template, or the one an ability names); the placement is the geometry package's bank-template roll.
 */
import { expect } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import { repositionOptions } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** `pilot` (`v`) activating with a 1 straight from (400, 150), facing up the table. */
const table = (pilot: string) => () =>
  position('activation', [rebel('v', pilot, 400, 150, { dial: '1F' })], [farTie()]);
/** It barrel rolls left with its first left-hand placement. */
const play = playing(leaves('activation'), () => picks('choose-action', 'barrel-roll:left:', 'v'));
const rolls = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'v')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('barrel-roll')));

/** Prince Xizor of Armed and Dangerous (`v`, Adaptive Microthrusters) with `charges`, after a 1 straight. */
const xizorTable = (charges: number) => () =>
  position(
    'activation',
    [rebel('v', 'princexizor-armedanddangerous', 400, 150, { dial: '1F', charges, upgrades: [] })],
    [farTie()],
  );
/** He barrel rolls with a left, forward-curving bank roll when offered, else his first left roll. */
const xizorPlay = playing(leaves('activation'), () =>
  answers(picks('choose-action', 'barrel-roll:left:forward:', 'v'), picks('choose-action', 'barrel-roll:left:', 'v')),
);

/** Dalan Oberos (`d`) flying `dial` up the table; others as given. He turns right when asked. */
const dalanTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('d', 'dalanoberos-starviperclassattackplatform', 400, 150, { dial, ...extra }), ...others],
      [farTie()],
    );
const dalanPlay = playing(leaves('activation'), () => picks('use-ability', 'use:90', 'd'));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:microthrusters',
    applies: kase(
      'a StarViper’s barrel rolls are all bank-template rolls, placed by the geometry',
      table('blacksunassassin'),
      play,
      (s, seen) => {
        const ids = rolls(seen);
        expect(ids).toHaveLength(12);
        expect(ids.every((id) => /^barrel-roll:(left|right):(forward|backward):(front|middle|back)$/.test(id))).toBe(
          true,
        );
        // It ended where the geometry puts a left, forward-curving, front-aligned 1-bank roll from where it stood then.
        const start = { x: 400, y: 150 + 80, heading: 0 };
        const golden = repositionOptions({ kind: 'barrel-roll', base: 'small', pose: start, template: '1B' }).find(
          (o) => o.direction === 'left' && o.bank === 'forward' && o.alignment === 'front',
        );
        expect(ids[0]).toBe('barrel-roll:left:forward:front');
        const pose = shipOf(s, 'v').pose!;
        expect(pose.x).toBeCloseTo(golden!.final.x, 6);
        expect(pose.y).toBeCloseTo(golden!.final.y, 6);
        expect(pose.heading).toBeCloseTo(golden!.final.heading, 6);
      },
    ),
    doesNotApply: [
      kase('an X-wing without it rolls with the 1-straight', table('redsquadronveteran'), play, (_s, seen) => {
        const ids = rolls(seen);
        expect(ids).toHaveLength(6);
        expect(ids.every((id) => /^barrel-roll:(left|right):(front|middle|back)$/.test(id))).toBe(true);
      }),
    ],
  },
  {
    source: 'ship-ability:adaptivemicrothrusters',
    applies: kase(
      'Prince Xizor spends a charge to barrel roll with the 1-bank template, placed by the geometry',
      xizorTable(3),
      xizorPlay,
      (s, seen) => {
        // Beside the six 1-straight rolls, the twelve 1-bank ones at a charge.
        expect(rolls(seen)).toHaveLength(18);
        const golden = repositionOptions({
          kind: 'barrel-roll',
          base: 'small',
          pose: { x: 400, y: 230, heading: 0 },
          template: '1B',
        }).find((o) => o.direction === 'left' && o.bank === 'forward' && o.alignment === 'front')!;
        expect(shipOf(s, 'v').pose).toEqual(golden.final);
        expect(shipOf(s, 'v').charges).toBe(2);
      },
    ),
    doesNotApply: kase('with no charge left, only the 1-straight rolls', xizorTable(0), xizorPlay, (s, seen) => {
      expect(rolls(seen)).toHaveLength(6);
      expect(shipOf(s, 'v').charges).toBe(0);
    }),
  },
  {
    source: 'pilot:dalanoberos-starviperclassattackplatform',
    applies: kase(
      'after a 2 straight, a stress token turns him 90° right in place',
      dalanTable('2F'),
      dalanPlay,
      (s) => {
        const pose = shipOf(s, 'd').pose!;
        expect(pose.heading).toBe(90);
        expect(pose.x).toBeCloseTo(400, 6);
        expect(shipOf(s, 'd').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a 2 straight cut short by a ship in his path',
        dalanTable('2F', {}, [rebel('b', 'redsquadronveteran', 400, 265, { dial: '1F', round: { activated: true } })]),
        dalanPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'd').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Dalan Oberos')).toBe(false);
        },
      ),
      kase(
        'a wingman’s maneuver while Dalan has activated',
        dalanTable('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' })]),
        dalanPlay,
        (_s, seen) => expect(offered(seen, 'Dalan Oberos')).toBe(false),
      ),
    ],
  },
];
