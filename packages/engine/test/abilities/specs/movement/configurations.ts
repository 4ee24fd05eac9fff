/**
 * Card specs for abilities/cards/movement/configurations.ts. Rules: 000 Configuration upgrades ("Dual-sided cards");
 * 001 Activation Phase; 000 Attack (Roll Attack Dice), Bullseye Arc.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { GameState, PositionShip } from '@xwing/engine';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** A T-70 at (400, 300) facing up with Integrated S-foils closed (and `more` upgrades), a TIE at (x, 490). */
const t70Engagement =
  (tieX: number, more: string[] = [], extra: { locks?: string[] } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'bluesquadronrookie', 400, 300, {
          upgrades: [{ xws: 'integratedsfoils', side: 0 }, ...more],
          ...extra,
        }),
      ],
      [imperial('t', 'academypilot', tieX, 490)],
    );

/** The T-70 about to activate (or, `activated`, done for this round while the TIE activates). */
const t70Activation = (side: 0 | 1, activated: boolean) => () =>
  position(
    'activation',
    [
      rebel('x', 'bluesquadronrookie', 400, 150, {
        dial: '2F',
        upgrades: [{ xws: 'integratedsfoils', side }],
        ...(activated ? { round: { activated: true } } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );

const flipSpec = (side: 0 | 1): CardSpec => ({
  source: `upgrade:integratedsfoils:${side}`,
  applies: kase(
    `side ${side} is flipped before the T-70 reveals its dial`,
    t70Activation(side, false),
    playing(leaves('activation'), () => useAbilityOf('Integrated S-foils')),
    (s, seen) => {
      expect(seen.filter((d) => offered([d], 'Integrated S-foils')).map((d) => d.ship)).toEqual(['x']);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(1 - side);
      expect(usedIndexes(s, `upgrade:integratedsfoils:${side}`)).toEqual([side === 0 ? 1 : 0]);
      const flipped = s.log.findIndex((e) => e.type === 'upgrade-flipped' && e.ship === 'x');
      const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
      expect(flipped).toBeGreaterThanOrEqual(0);
      expect(flipped).toBeLessThan(revealed);
    },
  ),
  doesNotApply: kase(
    'the T-70 has activated already: only the TIE activates, and nobody is asked',
    t70Activation(side, true),
    playing(leaves('activation'), () => useAbilityOf('Integrated S-foils')),
    (s, seen) => {
      expect(offered(seen, 'Integrated S-foils')).toBe(false);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(side);
    },
  ),
});

/** A Gauntlet fighter (`g`) with Swivel Wing on `side`, about to execute `dial`; `others` beside it. */
const gauntletTable =
  (side: 0 | 1, dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'mandalorianresistancepilot', 400, 200, {
          dial,
          upgrades: [{ xws: 'swivelwing', side }],
          ...extra,
        }),
        ...others,
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const swivelPlay = playing(leaves('activation'), () => useAbilityOf('Swivel Wing'));
const headingOf = (s: GameState, id: string) => shipOf(s, id).pose!.heading;
const swivelEngagement = () =>
  position(
    'engagement',
    [rebel('g', 'mandalorianresistancepilot', 400, 300, { upgrades: [{ xws: 'swivelwing', side: 1 }] })],
    [imperial('t', 'academypilot', 400, 490)],
  );

/** A B-wing (`b`) with closed Stabilized S-foils, about to activate (critically damaged or not). */
const bwingTable =
  (critical: boolean, activated = false) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'bluesquadronpilot', 400, 150, {
          dial: '2F',
          upgrades: [{ xws: 'stabilizedsfoils', side: 0 }],
          ...(critical ? { damage: [{ card: 'directhit', faceup: true }] } : {}),
          ...(activated ? { round: { activated: true } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const bwingPlay = playing(leaves('activation'), () => useAbilityOf('Stabilized S-foils'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:swivelwing:0',
    applies: kase(
      'after its stationary maneuver, down: it turns around and the card flips up',
      gauntletTable(0, '0O'),
      playing(
        leaves('activation'),
        () => (d) => (d.kind === 'use-ability' && d.prompt.includes('Swivel Wing') ? ['use:180'] : undefined),
      ),
      (s) => {
        expect(headingOf(s, 'g')).toBe(180);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
      },
    ),
    doesNotApply: [
      kase('after a 2 straight', gauntletTable(0, '2F'), swivelPlay, (s, seen) => {
        expect(offered(seen, 'Swivel Wing')).toBe(false);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(0);
      }),
      kase(
        'a wingman’s stationary maneuver while the Gauntlet has activated',
        gauntletTable(0, '2F', { round: { activated: true } }, [
          rebel('w', 'mandalorianresistancepilot', 150, 200, { dial: '0O' }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(offered(seen, 'Swivel Wing')).toBe(false);
          expect(headingOf(s, 'g')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:swivelwing:1',
    standing: true,
    applies: kase('up, the Gauntlet defends with 1 die, not 2', swivelEngagement, attackPlay('t', 'g'), (_s, seen) =>
      expect(diceCounts(seen, 't', 'g').defense).toBe(1),
    ),
    doesNotApply: kase(
      'up, the Gauntlet attacks: the TIE defends with its own 3 dice',
      swivelEngagement,
      attackPlay('g', 't'),
      (_s, seen) => expect(diceCounts(seen, 'g', 't').defense).toBe(3),
    ),
  },
  {
    source: 'upgrade:swivelwing:1',
    applies: kase('up, after a full 2 straight it may flip down', gauntletTable(1, '2F'), swivelPlay, (s) =>
      expect(shipOf(s, 'g').upgrades[0]!.side).toBe(0),
    ),
    doesNotApply: [
      kase('after its stationary maneuver', gauntletTable(1, '0O'), swivelPlay, (s, seen) => {
        expect(offered(seen, 'Swivel Wing')).toBe(false);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
      }),
      kase(
        'a 2 straight cut short by a TIE in its path',
        gauntletTable(1, '2F', {}, [
          rebel('b', 'redsquadronveteran', 400, 340, { dial: '1F', round: { activated: true } }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'g').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Swivel Wing')).toBe(false);
        },
      ),
      kase(
        'a wingman’s 2 straight while the Gauntlet has activated',
        gauntletTable(1, '0O', { round: { activated: true } }, [
          rebel('w', 'mandalorianresistancepilot', 150, 200, { dial: '2F' }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(offered(seen, 'Swivel Wing')).toBe(false);
          expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:integratedsfoils:0',
    applies: kase(
      'closed, a primary attack at range 2 on a TIE off the bullseye line rolls 2 dice, not 3',
      t70Engagement(500),
      attackPlay('x', 't'),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(2);
        expect(usedIndexes(s, 'upgrade:integratedsfoils:0')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase(
        'closed, the TIE in the bullseye: the 3 dice of the T-70',
        t70Engagement(400),
        attackPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'closed, the T-70 defends (the TIE outside its bullseye): the TIE rolls its own 2 dice',
        t70Engagement(500),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
      kase(
        'closed, a torpedo attack (not primary) off the bullseye rolls the torpedoes’ 4 dice',
        t70Engagement(500, ['protontorpedoes'], { locks: ['t'] }),
        attackPlay('x', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
      ),
    ],
  },
  flipSpec(0),
  flipSpec(1),
  {
    source: 'upgrade:stabilizedsfoils:0',
    applies: kase('the B-wing flips its closed S-foils before revealing', bwingTable(false), bwingPlay, (s, seen) => {
      expect(offered(seen, 'Stabilized S-foils')).toBe(true);
      expect(shipOf(s, 'b').upgrades[0]!.side).toBe(1);
    }),
    doesNotApply: [
      kase('critically damaged (a faceup Direct Hit!)', bwingTable(true), bwingPlay, (s, seen) => {
        expect(offered(seen, 'Stabilized S-foils')).toBe(false);
        expect(shipOf(s, 'b').upgrades[0]!.side).toBe(0);
      }),
      kase('the B-wing has activated already', bwingTable(false, true), bwingPlay, (_s, seen) =>
        expect(offered(seen, 'Stabilized S-foils')).toBe(false),
      ),
    ],
  },
];
