/**
 * Card specs for abilities/cards/subsystems/rebel-sheathipedeclassshuttle.ts. Rules: supplement "Dock", "Reserves" (the
 * docked shuttle in reserve on the Ghost, its own abilities inactive), "Coordinate"; 000 "Stress" (a stressed ship
 * performs no action).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * The Ghost g (a Lothal Rebel, initiative 2) at (400, 150) with the Sheathipede sh docked (`docked`) or in play beside
 * it, and the X-wing a (done activating) at range 1; a TIE far away. `ghost`: more of the Ghost's fields.
 */
const table =
  (o: { docked?: boolean; ghost?: Partial<PositionShip> } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'lothalrebel', 400, 150, { dial: '1F', upgrades: ['ghost'], ...o.ghost }),
        o.docked === false
          ? rebel('sh', 'zeborrelios-sheathipedeclassshuttle', 600, 150, { dial: '1F' })
          : { id: 'sh', pilot: 'zeborrelios-sheathipedeclassshuttle', pose: null, docked: 'g' },
        rebel('a', 'redsquadronveteran', 250, 150, { round: { activated: true } }),
      ],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    );
/** Plays the Activation Phase, using Comms Shuttle whenever offered; the coordinated X-wing focuses. */
const play = playing(leaves('activation'), () =>
  answers(
    useAbilityOf('Comms Shuttle'),
    picks('choose-action', 'coordinate:a', 'g'),
    picks('choose-action', 'coordinate:a', 'sh'),
    picks('choose-action', 'focus', 'a'),
  ),
);
/** The same answers, played only until the TIE (initiative 1) has activated, before the Ghost's turn. */
const playTieTurn = playing(
  (s) => s.ships.find((x) => x.id === 't')?.round.activated === true,
  () => answers(useAbilityOf('Comms Shuttle'), picks('choose-action', 'coordinate:a', 'g')),
);
const performed = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.action);
const menuHas = (seen: readonly Decision[], ship: string, action: string) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === ship && d.options.some((x) => x.id.startsWith(action)));

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:commsshuttle',
    applies: kase(
      'the shuttle docked: the Ghost coordinates the X-wing before it activates, then may coordinate again',
      table(),
      play,
      (s, seen) => {
        expect(performed(s, 'a')).toEqual(['focus']);
        expect(performed(s, 'g')[0]).toBe('coordinate');
        // The lent ship ability is the Ghost's: its action bar offers a Coordinate in its Perform Action step.
        expect(menuHas(seen, 'g', 'coordinate')).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'the shuttle in play: the Ghost has neither, the shuttle (no carrier) is not asked',
        table({ docked: false }),
        play,
        (s, seen) => {
          expect(performed(s, 'g')).not.toContain('coordinate');
          expect(menuHas(seen, 'g', 'coordinate')).toBe(false);
        },
      ),
      kase('the TIE activates first: the Ghost is not asked in its turn', table(), playTieTurn, (_s, seen) =>
        expect(offered(seen, 'Comms Shuttle')).toBe(false),
      ),
      kase(
        'the Ghost stressed: it cannot coordinate before activating',
        table({ ghost: { tokens: { stress: 1 } } }),
        play,
        // Its blue maneuver clears the stress, and its Perform Action step may then use the Coordinate lent to its bar.
        (_s, seen) => expect(offered(seen, 'Comms Shuttle')).toBe(false),
      ),
    ],
  },
];
