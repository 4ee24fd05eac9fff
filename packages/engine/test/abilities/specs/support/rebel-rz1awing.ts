/**
 * Card specs for the RZ-1 A-wing pilots of abilities/cards/support/rebel-rz1awing.ts. Rules: 000 "Stress", "Lock",
 * "Additional Token Rules" (red tokens); 001 Perform Action, Modify Attack Dice.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { heraSpecs } from './rebel-asf01bwing.js';
import { answers, leaves, logged, modifiesWith, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const actions = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.option);

/**
 * Tycho (`t`) facing up at (400, 200) with `stress` stress tokens, a white 3 bank and Squad Leader (a red coordinate on
 * his bar); a wingman at (480, 200); a TIE far away.
 */
const tychoTable = (stress: number) => () =>
  position(
    'activation',
    [
      rebel('t', 'tychocelchu', 400, 200, { dial: '3B', tokens: { stress }, upgrades: ['squadleader'] }),
      rebel('w', 'greensquadronexpert', 480, 200, { dial: '3B', round: { activated: true } }),
    ],
    [farTie()],
  );
const tychoPlay = (first: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', first, 't'), picks('choose-action', 'focus', 'w')),
  );

/** Derek (`d`) facing up at (400, 200) with `extra`; `others` beside him; a TIE facing down at (400, 480). */
const derekTable =
  (phase: 'activation' | 'engagement', extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      phase,
      [rebel('d', 'derekklivian', 400, 200, { dial: '3B', ...extra }), ...others],
      [imperial('t', 'academypilot', 400, 480, { dial: '1F' })],
    );
const derekLocks = (ship: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', 'lock:t', ship), picks('use-ability', 'use:strain', 'd')),
  );
const derekSpends = (token: string) =>
  attackPlay('d', 't', () =>
    answers(rolls('d', 'attack', ['focus', 'blank']), modifiesWith(token), picks('use-ability', 'use:strain', 'd')),
  );
const strainRemoved = (s: GameState) => logged(s, 'token-removed', 'd').some((e) => e.data?.token === 'strain');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:tychocelchu',
    standing: true,
    applies: kase('two stress tokens: he still focuses', tychoTable(2), tychoPlay('focus'), (s) =>
      expect(actions(s, 't')).toEqual(['focus']),
    ),
    doesNotApply: kase('three stress tokens: no white focus', tychoTable(3), tychoPlay('focus'), (s) =>
      expect(actions(s, 't')).toEqual([]),
    ),
  },
  {
    source: 'pilot:tychocelchu',
    standing: true,
    applies: kase(
      'two stress tokens: a red coordinate (Squad Leader) too',
      tychoTable(2),
      tychoPlay('coordinate'),
      (s) => expect(actions(s, 't')).toEqual(['coordinate:w']),
    ),
    doesNotApply: kase('three stress tokens: no red coordinate', tychoTable(3), tychoPlay('coordinate'), (s) =>
      expect(actions(s, 't')).toEqual([]),
    ),
  },
  {
    source: 'pilot:derekklivian',
    applies: kase(
      'strained, he locks the TIE: the strain token goes',
      derekTable('activation', { tokens: { strain: 1 } }),
      derekLocks('d'),
      (s) => {
        expect(actions(s, 'd')).toEqual(['lock:t']);
        expect(strainRemoved(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('no red token: nothing to remove', derekTable('activation'), derekLocks('d'), (s) =>
        expect(actions(s, 'd')).toEqual(['lock:t']),
      ),
      kase(
        'strained and activated: his wingman locks the TIE',
        derekTable('activation', { tokens: { strain: 1 }, round: { activated: true } }, [
          rebel('w', 'greensquadronexpert', 250, 200, { dial: '3B' }),
        ]),
        derekLocks('w'),
        (s) => {
          expect(actions(s, 'w')).toEqual(['lock:t']);
          expect(strainRemoved(s)).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:derekklivian',
    applies: kase(
      'strained, he spends his lock on the TIE on his dice: the strain token goes',
      derekTable('engagement', { tokens: { strain: 1 }, locks: ['t'] }),
      derekSpends('lock'),
      (s) => expect(strainRemoved(s)).toBe(true),
    ),
    doesNotApply: [
      kase(
        'strained, he spends a focus token on his dice: not a lock',
        derekTable('engagement', { tokens: { strain: 1, focus: 1 } }),
        derekSpends('focus'),
        (s) => expect(strainRemoved(s)).toBe(false),
      ),
      kase(
        'strained and engaged: a wingman spends its lock on the TIE',
        derekTable('engagement', { tokens: { strain: 1 }, round: { engaged: true } }, [
          rebel('w', 'greensquadronexpert', 250, 200, { locks: ['t'] }),
        ]),
        attackPlay('w', 't', () =>
          answers(
            rolls('w', 'attack', ['focus', 'blank']),
            modifiesWith('lock'),
            picks('use-ability', 'use:strain', 'd'),
          ),
        ),
        (s) => {
          expect(logged(s, 'modification-used', 'w').length).toBeGreaterThan(0);
          expect(strainRemoved(s)).toBe(false);
        },
      ),
    ],
  },
];

SPECS.push(...heraSpecs('herasyndulla-rz1awing'));
