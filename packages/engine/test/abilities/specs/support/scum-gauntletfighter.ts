/**
 * Card specs for the Scum Gauntlet fighter pilots of abilities/cards/support/scum-gauntletfighter.ts. Rules: 000
 * "Action Difficulty" (a red action's stress), "Charges and the Force", "Initiative"; supplement "Coordinate".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Maul (`m`, initiative 5, holding `force`, a 2-straight on his dial) at (400, 150), ending at (400, 310); his wingmen,
 * activated already: `w` (pilot `wPilot`) at (540, 300) and the initiative-1 Z-95 `v` at (260, 300). A TIE far up.
 */
const maulTable =
  (o: { force?: number; wPilot?: string } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('m', 'maul', 400, 150, { dial: '2F', force: o.force ?? 3 }),
        rebel('w', o.wPilot ?? 'blacksunsoldier', 540, 300, { round: { activated: true } }),
        rebel('v', 'binayrepirate', 260, 300, { round: { activated: true } }),
      ],
      [farTie()],
    );
/** Maul coordinates the wingman with `act` ("coordinate:w:force" for his Force, "coordinate:w" plain); all focus. */
const maulPlay = (act: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', act, 'm'),
      picks('choose-action', 'focus', 'w'),
      picks('use-ability', 'use:v', 'm'),
      picks('choose-action', 'focus', 'v'),
    ),
  );
/** Read in the log: with no attack to declare the game runs on past the End Phase. */
const strained = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => /strain/.test(e.text)).length;
const stressedByRed = (s: GameState) => logged(s, 'stress-gained', 'm').length;
const forceOffered = (seen: Decision[]) =>
  seen.some(
    (d) => d.kind === 'choose-action' && d.ship === 'm' && d.options.some((o) => o.id === 'coordinate:w:force'),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:maul',
    applies: kase(
      'a wingman of lower initiative for his Force: no stress, then a second wingman; both gain a strain token',
      maulTable(),
      maulPlay('coordinate:w:force'),
      (s) => {
        expect(stressedByRed(s)).toBe(0);
        expect(logged(s, 'cost-paid', 'm').length).toBeGreaterThan(0);
        expect(strained(s, 'w')).toBe(1);
        expect(strained(s, 'v')).toBe(1);
        expect(logged(s, 'action-performed', 'v').some((e) => /focus/.test(e.text))).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'a wingman of his own initiative: no Force option for it',
        maulTable({ wPilot: 'oldteroch' }),
        maulPlay('coordinate:w:force'),
        (s, seen) => {
          expect(forceOffered(seen)).toBe(false);
          expect(strained(s, 'v')).toBe(0);
        },
      ),
      kase('no Force left: no Force option', maulTable({ force: 0 }), maulPlay('coordinate:w:force'), (s, seen) => {
        expect(forceOffered(seen)).toBe(false);
        expect(strained(s, 'w')).toBe(0);
      }),
      kase(
        'the plain red coordinate: stress for Maul, no strain, no second ship',
        maulTable(),
        maulPlay('coordinate:w'),
        (s, seen) => {
          expect(forceOffered(seen)).toBe(true);
          expect(stressedByRed(s)).toBe(1);
          expect(strained(s, 'w') + strained(s, 'v')).toBe(0);
        },
      ),
    ],
  },
];
