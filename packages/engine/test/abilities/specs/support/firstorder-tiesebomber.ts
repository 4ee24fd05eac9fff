/**
 * Card specs for the TIE/se bomber pilots of abilities/cards/support/firstorder-tiesebomber.ts. Rules: 000 "Reload",
 * supplement "Deplete".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const MISSILE = { xws: 'concussionmissiles', charges: 1 };
/**
 * "Dread" facing down at (400, 600) with a spent missile; an X-wing facing up at (`xX`, 300); both move 2 straight.
 * At x 400 the X-wing is in his bullseye, at 520 off it. `wing`: another TIE/se with a spent missile beside him.
 */
const dreadTable =
  (xX: number, wing = false) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', xX, 300, { dial: '2F' })],
      [
        imperial('d', 'dread', 400, 600, { dial: '2F', upgrades: [MISSILE] }),
        ...(wing
          ? [imperial('b', 'sienarjaemustestpilot', 200, 600, { dial: '2F', upgrades: [MISSILE] }) as PositionShip]
          : []),
      ],
    );
const dreadPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));

const reloaded = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).some((e) => e.text.includes('reload'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dread',
    applies: kase(
      'he reloads with the X-wing in his bullseye: it gains a deplete token',
      dreadTable(400),
      dreadPlay('d', 'reload'),
      (s) => {
        expect(shipOf(s, 'x').tokens.deplete).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'he reloads with the X-wing off his bullseye: no deplete',
        dreadTable(520),
        dreadPlay('d', 'reload'),
        (s) => {
          expect(reloaded(s, 'd')).toBe(true);
          expect(shipOf(s, 'x').tokens.deplete ?? 0).toBe(0);
        },
      ),
      kase('he focuses instead: no deplete', dreadTable(400), dreadPlay('d', 'focus'), (s) => {
        expect(shipOf(s, 'x').tokens.deplete ?? 0).toBe(0);
      }),
      kase('his wingman reloads: no deplete', dreadTable(400, true), dreadPlay('b', 'reload'), (s) => {
        expect(reloaded(s, 'b')).toBe(true);
        expect(shipOf(s, 'x').tokens.deplete ?? 0).toBe(0);
      }),
    ],
  },
];
