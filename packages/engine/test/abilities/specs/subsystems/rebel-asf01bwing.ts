/**
 * Rebel A/SF-01 B-wing abilities of abilities/cards/subsystems/rebel-asf01bwing.ts: Gyro-Cockpit's evade token after a
 * stress token, and its priced drop at a side hashmark (000 "Dropping and Launching Devices", "Charges and the Force").
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, playUntil, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * The Activation Phase: Adon Fox (Battle over Endor, Gyro-Cockpit, 2 charges) at (400, 150) reveals `dial`; a
 * B-wing wingman without Gyro-Cockpit at (200, 150) reveals `wingDial`.
 */
const gyroTable =
  (dial: string, wingDial = '1F') =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'adonfox-battleoverendor', 400, 150, { dial }),
        rebel('g', 'bladesquadronveteran', 200, 150, { dial: wingDial }),
      ],
      [farTie()],
    );
const gyroPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Gyro-Cockpit'), picks('choose-action', 'focus', 'b')),
);
const evades = (s: GameState, id: string) =>
  s.log.filter((e) => e.type === 'token-gained' && e.ship === id && e.data?.token === 'evade').length;
const chargesOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.charges;

/** The System Phase: Adon Fox with Proton Bombs and `charges` at (400, 500) facing down; an X-wing far away. */
const dropTable = (charges: number) => () =>
  position(
    'system',
    [rebel('b', 'adonfox-battleoverendor', 400, 500, { upgrades: ['protonbombs'], charges, dial: '1F' })],
    [{ pilot: 'academypilot', id: 't', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
  );
const GYRO_BY = '@by=ship-ability:gyrocockpit#1';
const dropOffer = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton'))
    ?.options.map((o) => o.id)
    .filter((id) => id !== 'decline');
const dropWith = (pick: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'system',
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? [pick] : undefined),
  );
const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:gyrocockpit',
    applies: kase(
      'a red 1-turn gives Adon a stress token: 2 charges for an evade token',
      gyroTable('1T'),
      gyroPlay,
      (s) => {
        expect(evades(s, 'b')).toBe(1);
        expect(logged(s, 'cost-paid', 'b')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('a white maneuver, a focus action: no stress token, not asked', gyroTable('2F'), gyroPlay, (s, seen) => {
        expect(offered(seen, 'Gyro-Cockpit')).toBe(false);
        expect(logged(s, 'action-performed', 'b').some((e) => e.data?.action === 'focus')).toBe(true);
        expect(evades(s, 'b')).toBe(0);
      }),
      kase('the wingman is stressed, not Adon: Adon is not asked', gyroTable('2F', '1T'), gyroPlay, (s) => {
        expect(evades(s, 'b')).toBe(0);
        expect(logged(s, 'cost-paid', 'b')).toHaveLength(0);
      }),
    ],
  },
  {
    source: 'ship-ability:gyrocockpit',
    applies: {
      name: 'the drop offers the side hashmarks for a charge; the left one spends it',
      state: dropTable(2),
      play: dropWith(`use:1F@left${GYRO_BY}`),
      check: (s, seen) => {
        expect(dropOffer(seen)).toEqual(['use:1F', `use:1F@left${GYRO_BY}`, `use:1F@right${GYRO_BY}`]);
        expect(placed(s)[0]!.data).toMatchObject({ template: '1F', how: 'drop' });
        expect(chargesOf(s, 'b')).toBe(1);
      },
    },
    doesNotApply: {
      name: 'no charge left: only the rear guides',
      state: dropTable(0),
      play: dropWith('use:1F'),
      check: (s, seen) => {
        expect(dropOffer(seen)).toEqual(['use:1F']);
        expect(placed(s)).toHaveLength(1);
      },
    },
  },
];
