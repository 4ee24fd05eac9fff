/**
 * Card specs for abilities/cards/movement/scum-starviperclassattackplatform.ts. Rules: 000 Barrel Roll (the
 * 1-straight template, or the one an ability names); the placement is the geometry package's bank-template roll.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import { repositionOptions } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { leaves, picks, position, shipOf } from '../../flow-harness.js';
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

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:microthrusters',
    standing: true,
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
];
