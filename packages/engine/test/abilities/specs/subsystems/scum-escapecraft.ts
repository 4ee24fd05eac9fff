/** Scum Escape Craft ship abilities of abilities/cards/subsystems/scum-escapecraft.ts: Rigged Energy Cells, Co-Pilot. */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  attacks,
  hasLogged,
  logged,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
} from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** The drone and a TIE side by side at range 1, both flying 2-straights (so they stay side by side). */
const drone = (charges: number): PositionShip => ({
  pilot: 'autopilotdrone',
  id: 'drone',
  pose: { x: 400, y: 150, heading: 0 },
  dial: '2F',
  charges,
});
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 470, y: 150, heading: 0 }, dial: '2F' };
const straight: Answer = (d) => (d.kind === 'set-dial' ? ['2F'] : undefined);
const until = (stop: (s: GameState) => boolean) => (s: GameState) => playUntil(s, stop, straight);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:riggedenergycells',
    applies: {
      name: 'two charges: one lost each System Phase; at the end of the second Activation Phase the TIE beside it suffers a crit and the drone is destroyed',
      state: () => position('system', [drone(2)], [TIE]),
      play: until((st) => st.round === 3 || st.phase === 'over'),
      check: (s) => {
        expect(ship(s, 'drone').gone).toMatchObject({ how: 'destroyed', round: 2 });
        expect(ship(s, 'tie').damage.length).toBeGreaterThan(0);
      },
    },
    doesNotApply: [
      {
        name: 'no charge left in the System Phase: none lost, and nothing before the Activation Phase ends',
        state: () => position('system', [drone(0)], [TIE]),
        play: until((st) => st.phase === 'activation'),
        check: (s) => expect(ship(s, 'drone').gone).toBeNull(),
      },
      {
        name: 'a charge left when the Activation Phase ends: not destroyed',
        state: () => position('activation', [drone(1)], [TIE]),
        play: until((st) => st.phase === 'engagement' || st.phase === 'end' || st.round > 1),
        check: (s) => {
          expect(ship(s, 'drone').gone).toBeNull();
          expect(ship(s, 'tie').damage).toEqual([]);
        },
      },
    ],
  },
];

/**
 * Co-Pilot: a Freighter Captain with Lando's Millennium Falcon at (450, 300) attacks a TIE straight ahead at range 2
 * and rolls blanks; Lando Calrissian's Escape Craft is docked with it (or, not docked, flies far away). Docked, the
 * Falcon has Lando's pilot ability: a stress token to reroll its blanks.
 */
const FALCON: PositionShip = {
  pilot: 'freightercaptain',
  id: 'falcon',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['landosmillenniumfalcon'],
};
const LANDO = (docked: boolean): PositionShip =>
  docked
    ? { pilot: 'landocalrissian-escapecraft', id: 'craft', pose: null, docked: 'falcon' }
    : { pilot: 'landocalrissian-escapecraft', id: 'craft', pose: { x: 100, y: 60, heading: 0 } };
const TARGET: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 480, heading: 180 } };
const copilotPlay = (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended', 'falcon'),
    answers(
      attacks('falcon', 'tie'),
      rolls('falcon', 'attack', ['blank', 'blank', 'blank']),
      modifiesWith('Lando Calrissian'),
    ),
  );

SPECS.push({
  source: 'ship-ability:copilot',
  applies: {
    name: 'Lando’s craft docked: the Falcon gains a stress to reroll its blanks with his pilot ability',
    state: () => position('engagement', [FALCON, LANDO(true)], [TARGET]),
    play: copilotPlay,
    check: (s, seen) => {
      expect(offered(seen, 'Lando Calrissian')).toBe(true);
      expect(ship(s, 'falcon').tokens.stress).toBe(1);
      expect(logged(s, 'ability-used', 'falcon').map((e) => e.data?.source)).toEqual([
        'ship-ability:copilot',
        'pilot:landocalrissian-escapecraft',
      ]);
    },
  },
  doesNotApply: {
    name: 'Lando’s craft in play, not docked: the Falcon has only its own abilities',
    state: () => position('engagement', [FALCON, LANDO(false)], [TARGET]),
    play: copilotPlay,
    check: (s, seen) => {
      expect(offered(seen, 'Lando Calrissian')).toBe(false);
      expect(ship(s, 'falcon').tokens.stress ?? 0).toBe(0);
    },
  },
});
