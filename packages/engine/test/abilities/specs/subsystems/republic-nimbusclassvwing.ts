/**
 * Republic Nimbus-class V-wing abilities of abilities/cards/subsystems/republic-nimbusclassvwing.ts: Twin Ion Engines
 * (squad building, 000 "Upgrades": an upgrade's restriction) — a V-wing equipping an upgrade restricted to TIE pilots
 * is logged as using it when the game is created; a loadout without one does not use it.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { imperial, rebel } from '../../spec-helpers.js';

function loadout(pilot: string, upgrades: string[]) {
  return () =>
    position('planning', [rebel('v', pilot, 400, 100, { upgrades })], [imperial('t', 'academypilot', 400, 800)]);
}
const noPlay = (): Decision[] => [];
const usedEngines = (s: GameState) =>
  s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'ship-ability:twinionengines');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:twinionengines',
    applies: {
      name: 'Klick carries Ion Limiter Override (restricted to TIE pilots): the ability lets her',
      state: loadout('klick', ['ionlimiteroverride']),
      play: noPlay,
      check: (s) => expect(usedEngines(s)).toBe(true),
    },
    doesNotApply: [
      {
        name: 'Klick carries an unrestricted talent: nothing to waive',
        state: loadout('klick', ['predator']),
        play: noPlay,
        check: (s) => expect(usedEngines(s)).toBe(false),
      },
    ],
  },
];
