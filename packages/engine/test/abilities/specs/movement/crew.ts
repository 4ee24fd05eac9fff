/**
 * Card specs for abilities/cards/movement/crew.ts. Rules: 001 Activation Phase (Perform Action), Focus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** Focus tokens the ship gained this round (the End Phase takes them away before the play stops). */
const focusGained = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'focus').length +
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'focus').length;

const copilotTable = () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['perceptivecopilot'] })],
    [farTie()],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:perceptivecopilot:0',
    applies: kase(
      'a focus action leaves the ship with 2 focus tokens',
      copilotTable,
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
      (s) => {
        expect(focusGained(s, 'x')).toBe(2);
        expect(usedIndexes(s, 'upgrade:perceptivecopilot:0')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase(
        'a barrel roll gives no focus token',
        copilotTable,
        playing(leaves('activation'), () => picks('choose-action', 'barrel-roll', 'x')),
        (s) => expect(focusGained(s, 'x')).toBe(0),
      ),
      kase(
        'a wingman’s focus action gives the copilot’s ship nothing, and the wingman 1 focus',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 400, 150, {
                dial: '1F',
                upgrades: ['perceptivecopilot'],
                round: { activated: true },
              }),
              rebel('y', 'redsquadronveteran', 250, 150, { dial: '1F' }),
            ],
            [farTie()],
          ),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'y')),
        (s) => {
          expect(focusGained(s, 'y')).toBe(1);
          expect(focusGained(s, 'x')).toBe(0);
        },
      ),
    ],
  },
];
