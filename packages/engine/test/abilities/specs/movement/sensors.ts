/**
 * Card specs for the sensor upgrades of abilities/cards/movement/sensors.ts. Rules: 001 Activation Phase (Reveal
 * Dial, Execute Maneuver, Perform Action), 000 "Stress" (a stressed ship performs no action).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const sensorsTable = (extra: Parameters<typeof rebel>[4]) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['advancedsensors'], ...extra })],
    [farTie()],
  );
const xActions = (seen: readonly Decision[]) => seen.filter((d) => d.kind === 'choose-action' && d.ship === 'x');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:advancedsensors:0',
    applies: kase(
      'it focuses after revealing, before moving, and is offered no action after the maneuver',
      sensorsTable({}),
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
      (s, seen) => {
        expect(actionOffered(seen, 'Advanced Sensors')).toBe(true);
        expect(xActions(seen)).toHaveLength(1);
        const acted = s.log.findIndex((e) => e.type === 'action-performed' && e.ship === 'x');
        const moved = s.log.findIndex((e) => e.type === 'maneuver-executed' && e.ship === 'x');
        expect(acted).toBeGreaterThanOrEqual(0);
        expect(acted).toBeLessThan(moved);
        expect(logged(s, 'action-performed', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'stressed (a white 3 straight keeps it so), it can perform no action: nothing is offered after the reveal',
        sensorsTable({ tokens: { stress: 1 }, dial: '3F' }),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
        (s, seen) => {
          expect(actionOffered(seen, 'Advanced Sensors')).toBe(false);
          expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
        },
      ),
      kase(
        'the X-wing has activated already: the TIE reveals its dial, and the X-wing is offered nothing',
        sensorsTable({ round: { activated: true } }),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
        (_s, seen) => expect(xActions(seen)).toHaveLength(0),
      ),
    ],
  },
];
