/**
 * Card specs for the damage-deck choices (cards/subsystems/damage-choices.ts). Kaz's Fireball's Setup search is played
 * through `createGame` in test/abilities/condition-words.test.ts; here, its standing rule: an ionised Fireball still
 * performs its damage cards' actions.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';
import { farTie, kase, rebel } from '../../spec-helpers.js';

/** The Fireball `f` (Kaz's Fireball when `kaz`), ionised, a faceup Fuel Leak and a facedown card, activating. */
const kazTable = (kaz: boolean) => () =>
  position(
    'activation',
    [
      rebel('f', 'jarekyeager', 400, 200, {
        dial: '2F',
        tokens: { ion: 1 },
        damage: [
          { card: 'fuelleak', faceup: true },
          { card: 'hullbreach', faceup: false },
        ],
        ...(kaz ? { upgrades: ['kazsfireball'] } : {}),
      }),
    ],
    [farTie()],
  );
const activate = (s: GameState) => playUntil(s, (st) => st.phase !== 'activation');
const repairOffered = (seen: readonly Decision[]) =>
  seen.some(
    (d) =>
      d.kind === 'choose-action' && d.ship === 'f' && d.options.some((o) => o.id.startsWith('card:damage:fuelleak')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:kazsfireball:0',
    standing: true,
    applies: kase('ionised, the Fireball may still repair its Fuel Leak', kazTable(true), activate, (s, seen) => {
      expect(repairOffered(seen)).toBe(true);
      // The Setup search (the end of the setup phase only) is not offered at the Activation Phase's end.
      expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes("Kaz's Fireball"))).toBe(false);
    }),
    doesNotApply: kase('without the title, ionised: the focus action only', kazTable(false), activate, (_s, seen) =>
      expect(repairOffered(seen)).toBe(false),
    ),
  },
];
