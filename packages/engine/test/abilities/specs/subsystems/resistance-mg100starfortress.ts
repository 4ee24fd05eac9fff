/**
 * Resistance MG-100 StarFortress abilities of abilities/cards/subsystems/resistance-mg100starfortress.ts: Modular
 * Bombing Magazine's drop at the hashmark of the base's left or right side (000 "Dropping and Launching Devices");
 * Paige Tico's second drop and Edon Kappehl's drop after a blue or white maneuver.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, playUntil, position } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';
import { dropTable, shipIn } from './imperial-tiesabomber.js';

/**
 * A StarFortress (`pilot`) with Proton Bombs at (400, 500) facing down, with `stress` stress tokens, in the System
 * Phase; an X-wing far away.
 */
const table =
  (pilot: string, stress = 0) =>
  () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot,
          id: 'sf',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          dial: '1F',
          ...(stress ? { tokens: { stress } } : {}),
        },
      ],
    );
const offer = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton'))
    ?.options.map((o) => o.id)
    .filter((id) => id !== 'decline');
const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');
const asked = (seen: readonly Decision[], name: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(name));
const placedCards = (s: GameState, ship: string) => [
  ...new Set(
    placed(s)
      .filter((e) => e.ship === ship)
      .map((e) => (e.data as { card: string }).card),
  ),
];
const paigeAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('drop another one'));
/**
 * The System Phase played out: `ship` drops its proton bomb with `option`; Paige Tico's second drop is her cluster
 * mines with their own 1-straight (any other drop declined).
 */
const paigePlay =
  (ship: string, option = 'use:1F') =>
  (s: GameState): Decision[] =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      answers(
        (d) =>
          d.kind === 'use-ability' && d.prompt.includes('drop another one')
            ? [d.options.find((o) => o.id.startsWith('use:clustermines|'))?.id ?? 'decline']
            : undefined,
        (d) => (d.kind === 'use-ability' && d.ship === ship && d.prompt.includes('Proton') ? [option] : undefined),
      ),
    );

/**
 * Edon Kappehl (initiative 3) with Proton Bombs at (400, 500) facing down, his dial `dial`; an X-wing (initiative 3)
 * at (100, 100) unless `xwing` says otherwise, its dial `xwingDial`.
 */
function edonTable(
  dial: string,
  extra: Partial<PositionShip> = {},
  xwing: Partial<PositionShip> = {},
  more = {},
  xwingDial = '1F',
) {
  return () =>
    position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 100, heading: 0 }, dial: xwingDial, ...xwing }],
      [
        {
          id: 'ek',
          pilot: 'edonkappehl',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          dial,
          ...extra,
        },
      ],
      more,
    );
}
const edonPlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    answers((d) =>
      d.kind === 'use-ability' && d.prompt.includes('Edon Kappehl')
        ? [d.options.find((o) => o.id === 'use:protonbombs|1F')?.id ?? 'decline']
        : undefined,
    ),
  );

/** Finch Dallow's priced bank drops (Evacuation of D'Qar), marked with his record in their option ids. */
const FINCH_BY = '@by=pilot:finchdallow-evacuationofdqar#0';
const finchDrops = (pick: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'system',
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? [pick] : undefined),
  );
const stressOf = (s: GameState) => s.ships.find((x) => x.id === 'sf')!.tokens.stress ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:finchdallow-evacuationofdqar',
    applies: {
      name: 'not stressed: the 1-bank drops are offered for a stress token; the bank left one places the bomb',
      state: table('finchdallow-evacuationofdqar'),
      play: finchDrops(`use:1B${FINCH_BY}`),
      check: (s, seen) => {
        expect(offer(seen)).toEqual([
          'use:1F',
          'use:1F@left',
          'use:1F@right',
          `use:1B${FINCH_BY}`,
          `use:1N${FINCH_BY}`,
        ]);
        expect(
          seen.find((d) => d.kind === 'use-ability')!.options.find((o) => o.id === `use:1B${FINCH_BY}`)!.label,
        ).toContain('(1 stress)');
        expect(placed(s)[0]!.data).toMatchObject({ template: '1B', how: 'drop' });
        expect(stressOf(s)).toBe(1);
      },
    },
    doesNotApply: {
      name: 'stressed: no bank drop, the straight one costs nothing more',
      state: table('finchdallow-evacuationofdqar', 1),
      play: finchDrops('use:1F'),
      check: (s, seen) => {
        expect(offer(seen)).toEqual(['use:1F', 'use:1F@left', 'use:1F@right']);
        expect(stressOf(s)).toBe(1);
      },
    },
  },
  {
    source: 'ship-ability:modularbombingmagazine',
    standing: true,
    applies: {
      name: 'the drop offers the left and right side hashmarks; the left one places the bomb beside the ship',
      state: table('vennie-evacuationofdqar'),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'system',
          (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? ['use:1F@left'] : undefined),
        ),
      check: (s, seen) => {
        expect(offer(seen)).toEqual(['use:1F', 'use:1F@left', 'use:1F@right']);
        const [bomb] = placed(s);
        expect(bomb!.data).toMatchObject({ template: '1F', how: 'drop' });
        // Beside the large base (80 mm): 40 mm to its edge, the 1-straight's 40 mm and the bomb's 14.16 mm, level with it.
        const pose = (bomb!.data as { pose: { x: number; y: number } }).pose;
        expect(Math.abs(pose.x - 400)).toBeCloseTo(94.16, 6);
        expect(pose.y).toBeCloseTo(500, 0);
      },
    },
    doesNotApply: {
      name: 'a StarFortress without it: only the rear guides',
      state: table('cobaltsquadronbomber'),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (_s, seen) => expect(offer(seen)).toEqual(['use:1F']),
    },
  },
  {
    source: 'pilot:paigetico',
    applies: kase(
      'she drops a proton bomb: her charge spent, a second device dropped (her cluster mines)',
      dropTable({ pilot: 'paigetico', upgrades: ['protonbombs', 'clustermines'] }),
      paigePlay('bomber'),
      (s, seen) => {
        expect(paigeAsked(seen)).toBe(true);
        expect(placedCards(s, 'bomber')).toEqual(['protonbombs', 'clustermines']);
        expect(shipIn(s, 'bomber').charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'a wingman drops the bomb: she is not asked',
        dropTable(
          { pilot: 'paigetico', upgrades: ['clustermines'] },
          { pilot: 'cobaltsquadronbomber', upgrades: ['protonbombs'] },
        ),
        paigePlay('wing'),
        (s, seen) => {
          expect(paigeAsked(seen)).toBe(false);
          expect(placedCards(s, 'wing')).toEqual(['protonbombs']);
          expect(placedCards(s, 'bomber')).toEqual([]);
        },
      ),
      kase(
        'she launches the bomb (Trajectory Simulator): not asked',
        dropTable({ pilot: 'paigetico', upgrades: ['protonbombs', 'clustermines', 'trajectorysimulator'] }),
        paigePlay('bomber', 'use:5F@launch'),
        (s, seen) => {
          expect(paigeAsked(seen)).toBe(false);
          expect(placedCards(s, 'bomber')).toEqual(['protonbombs']);
        },
      ),
    ],
  },
  {
    source: 'pilot:edonkappehl',
    applies: kase(
      'he fully executes a blue 2-straight: he drops a proton bomb with its 1-straight',
      edonTable('2F'),
      edonPlay,
      (s, seen) => {
        expect(asked(seen, 'Edon Kappehl')).toBe(true);
        expect(placed(s).map((e) => (e.data as { template: string }).template)).toEqual(['1F']);
        expect(shipIn(s, 'ek').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'another ship executes a white maneuver (he has activated): not asked',
        edonTable('2F', { round: { activated: true } }, undefined, {}, '2F'),
        edonPlay,
        (_s, seen) => expect(asked(seen, 'Edon Kappehl')).toBe(false),
      ),
      kase(
        'he bumps the X-wing on his 2-straight (partial): not asked',
        edonTable('2F', {}, { pose: { x: 400, y: 390, heading: 0 }, round: { activated: true } }),
        edonPlay,
        (s, seen) => {
          expect(shipIn(s, 'ek').round.partial).toBe(true);
          expect(asked(seen, 'Edon Kappehl')).toBe(false);
        },
      ),
      kase('a red 1-turn: not asked', edonTable('1T'), edonPlay, (_s, seen) =>
        expect(asked(seen, 'Edon Kappehl')).toBe(false),
      ),
      kase(
        'he dropped a device this round already: not asked',
        edonTable('2F', {}, undefined, {
          devices: [{ card: 'protonbombs', owner: 'ek', pose: { x: 700, y: 800, heading: 0 }, round: 1 }],
        }),
        edonPlay,
        (_s, seen) => expect(asked(seen, 'Edon Kappehl')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:finchdallow',
    standing: true,
    applies: {
      name: 'the drop offers the four edges of his base too; the front one places the bomb touching it',
      state: table('finchdallow'),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'system',
          (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? ['use:touch@front'] : undefined),
        ),
      check: (s, seen) => {
        expect(offer(seen)).toEqual([
          'use:1F',
          'use:touch@rear',
          'use:touch@front',
          'use:touch@left',
          'use:touch@right',
        ]);
        const [bomb] = placed(s);
        expect(bomb!.data).toMatchObject({ template: 'touch', how: 'drop' });
        // Facing down the table (heading 180): the front edge is 40 mm below the centre, the token's centre 14.16 mm
        // beyond (its guides at the edge: the Vassal module's bomb offset).
        const pose = (bomb!.data as { pose: { x: number; y: number } }).pose;
        expect(pose.x).toBeCloseTo(400, 6);
        expect(pose.y).toBeCloseTo(500 - 40 - 14.16, 6);
      },
    },
    doesNotApply: {
      name: 'a mine (Cluster Mines) is not a bomb: only its own 1-straight drop',
      state: () =>
        position(
          'system',
          [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
          [
            {
              pilot: 'finchdallow',
              id: 'sf',
              upgrades: ['clustermines'],
              pose: { x: 400, y: 500, heading: 180 },
              dial: '1F',
            },
          ],
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (_s, seen) =>
        expect(
          seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Cluster'))?.options.map((o) => o.id),
        ).toEqual(['use:1F', 'decline']),
    },
  },
];
