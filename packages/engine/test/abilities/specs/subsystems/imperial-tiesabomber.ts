/**
 * Imperial TIE/sa bomber pilots of abilities/cards/subsystems/imperial-tiesabomber.ts, and the table the
 * 'device:after-place' specs share: a ship drops (or launches) its device in the System Phase (000 "Dropping and
 * Launching Devices"), and what it does after is played through `applyInPlace`; and the ship ability Nimble Bomber's
 * bank templates for a drop.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, type Answer, answers, playUntil, position } from '../../flow-harness.js';
import { placementSpec } from './devices.js';

export const shipIn = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/**
 * The System Phase: `bomber` (the ship that places a device, at (400, 600) facing the X-wing's edge) and, when given,
 * `wingman` (at (150, 700)); an X-wing far away.
 */
export function dropTable(
  bomber: Partial<PositionShip> & { pilot: string },
  wingman?: Partial<PositionShip> & { pilot: string },
) {
  const empire: PositionShip[] = [{ id: 'bomber', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', ...bomber }];
  if (wingman) empire.push({ id: 'wing', pose: { x: 150, y: 700, heading: 180 }, dial: '1F', ...wingman });
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      empire,
    );
}

/** Places the first device offered with `option` (default the 1-straight), then answers with `also`; to the Activation Phase. */
export const dropsThen =
  (also: Answer = () => undefined, option = 'use:1F') =>
  (s: GameState): Decision[] =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      answers((d) => (d.kind === 'use-ability' && d.options.some((o) => o.id === option) ? [option] : undefined), also),
    );

/** Takes the first option of a granted action naming `why` that matches `prefix`. */
export const takesAction =
  (why: string, prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'choose-action' || !d.prompt.includes(why)) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };

const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');
const askedBy = (seen: readonly Decision[], name: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(name));
const boosted = (s: GameState, id: string) =>
  s.log.some((e) => e.type === 'action-performed' && e.ship === id && e.data?.action === 'boost');

/**
 * "Deathfire" (swz98, initiative 2) with Proton Bombs at (400, 500) facing -y, his dial `dial`; an X-wing (initiative 3)
 * at `xwing`, activating after him.
 */
function deathfireTable(
  dial: string,
  extra: Partial<PositionShip> = {},
  xwing = { x: 100, y: 100, heading: 0 },
  more = {},
  xwingDial = '1F',
) {
  return () =>
    position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: xwing, dial: xwingDial }],
      [
        {
          id: 'df',
          pilot: 'deathfire-swz98',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          dial,
          ...extra,
        },
      ],
      more,
    );
}
const deathfireAsked = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Deathfire'));
const deathfirePlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Deathfire')
        ? [d.options.find((o) => o.id === 'use:protonbombs|3F')?.id ?? 'decline']
        : undefined,
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:deathfire-swz98',
    applies: {
      name: 'he fully executes a 3-straight: two of his charges spent, a proton bomb dropped with the 3-straight',
      state: deathfireTable('3F'),
      play: deathfirePlay,
      check: (s, seen) => {
        expect(deathfireAsked(seen)).toBe(true);
        const placed = s.log.filter((e) => e.type === 'device-placed' && e.ship === 'df');
        expect(placed.map((e) => (e.data as { template: string }).template)).toEqual(['3F']);
        // His two charges paid (the End Phase may have recovered one since), the card's charge spent.
        const paid = s.log.find((e) => e.type === 'cost-paid' && e.ship === 'df');
        expect(JSON.stringify(paid?.data)).toContain('"count":2');
        expect(shipIn(s, 'df').upgrades[0]!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'another ship executes a 3-straight (he has activated): not asked',
        state: deathfireTable('3F', { round: { activated: true } }, undefined, {}, '3F'),
        play: deathfirePlay,
        check: (s, seen) => expect(deathfireAsked(seen)).toBe(false),
      },
      {
        name: 'he bumps the X-wing on his 3-straight (partial): not asked',
        state: deathfireTable('3F', {}, { x: 400, y: 360, heading: 0 }),
        play: deathfirePlay,
        check: (s, seen) => {
          expect(shipIn(s, 'df').round.partial).toBe(true);
          expect(deathfireAsked(seen)).toBe(false);
        },
      },
      {
        name: 'a 2-straight (speed 2): not asked',
        state: deathfireTable('2F'),
        play: deathfirePlay,
        check: (s, seen) => expect(deathfireAsked(seen)).toBe(false),
      },
      {
        name: 'he dropped a device this round already: not asked',
        state: deathfireTable('3F', {}, undefined, {
          devices: [{ card: 'protonbombs', owner: 'df', pose: { x: 700, y: 800, heading: 0 }, round: 1 }],
        }),
        play: deathfirePlay,
        check: (s, seen) => expect(deathfireAsked(seen)).toBe(false),
      },
    ],
  },
  {
    source: 'pilot:captainjonus-swz98',
    applies: {
      name: 'Captain Jonus drops a proton bomb: he gains an evade token',
      state: dropTable({ pilot: 'captainjonus-swz98', upgrades: ['protonbombs'] }),
      play: dropsThen(),
      check: (s) => {
        expect(placed(s)).toHaveLength(1);
        expect(shipIn(s, 'bomber').tokens.evade).toBe(1);
      },
    },
    doesNotApply: {
      name: 'a wingman drops the bomb: Captain Jonus gains nothing',
      state: dropTable(
        { pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] },
        { pilot: 'captainjonus-swz98', upgrades: [] },
      ),
      play: dropsThen(),
      check: (s) => {
        expect(placed(s)).toHaveLength(1);
        expect(shipIn(s, 'wing').tokens.evade).toBeUndefined();
      },
    },
  },
  {
    source: 'pilot:scimitar3-battleoverendor',
    applies: {
      name: 'Scimitar 3 drops a proton bomb: a charge spent, she boosts',
      state: dropTable({ pilot: 'scimitar3-battleoverendor', upgrades: ['protonbombs'] }),
      play: dropsThen(
        answers(
          (d) => (d.kind === 'use-ability' && d.prompt.includes('after you drop a bomb') ? ['use'] : undefined),
          takesAction('Scimitar 3', 'boost:'),
        ),
      ),
      check: (s, seen) => {
        expect(actionOffered(seen, 'Scimitar 3')).toBe(true);
        expect(boosted(s, 'bomber')).toBe(true);
        expect(shipIn(s, 'bomber').charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'she drops a mine, not a bomb: not asked',
        state: dropTable({ pilot: 'scimitar3-battleoverendor', upgrades: ['proximitymines'] }),
        play: dropsThen(),
        check: (s, seen) => {
          expect(placed(s)).toHaveLength(1);
          expect(askedBy(seen, 'after you drop a bomb')).toBe(false);
        },
      },
      {
        name: 'she launches the bomb (Trajectory Simulator): not asked',
        state: dropTable({ pilot: 'scimitar3-battleoverendor', upgrades: ['protonbombs', 'trajectorysimulator'] }),
        play: dropsThen(undefined, 'use:5F@launch'),
        check: (s, seen) => {
          expect(placed(s)[0]!.data!.how).toBe('launch');
          expect(askedBy(seen, 'after you drop a bomb')).toBe(false);
        },
      },
      {
        name: 'stressed, she could not boost: not asked, the charge kept',
        state: dropTable({ pilot: 'scimitar3-battleoverendor', upgrades: ['protonbombs'], tokens: { stress: 1 } }),
        play: dropsThen(),
        check: (s, seen) => {
          expect(placed(s)).toHaveLength(1);
          expect(askedBy(seen, 'after you drop a bomb')).toBe(false);
          expect(shipIn(s, 'bomber').charges).toBe(2);
        },
      },
      {
        name: 'a wingman drops the bomb: Scimitar 3 is not asked',
        state: dropTable(
          { pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] },
          { pilot: 'scimitar3-battleoverendor', upgrades: [] },
        ),
        play: dropsThen(),
        check: (_s, seen) => expect(askedBy(seen, 'after you drop a bomb')).toBe(false),
      },
    ],
  },
];

SPECS.push(
  placementSpec(
    'ship-ability:nimblebomber',
    {
      pilot: 'scimitarsquadronpilot',
      upgrades: ['protonbombs'],
      ids: ['use:1F', 'use:1B', 'use:1N'],
      pick: 'use:1N',
    },
    {
      name: 'a Y-wing (no Nimble Bomber): only the 1-straight drop',
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
);

/**
 * "Deathfire" (the first printing, initiative 2, 6 hull) with Proton Bombs at (400, 500) facing down, one hull left (no
 * shields, five facedown cards); an X-wing (`x`, initiative 3) at (400, 300) facing him, in the Engagement Phase.
 */
const FRAIL_DF: Partial<PositionShip> = {
  shields: 0,
  damage: ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire'].map((card) => ({
    card,
    faceup: false,
  })),
};
const lastStandTable =
  (xwingFrail = false) =>
  () =>
    position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          ...(xwingFrail
            ? {
                shields: 0,
                damage: ['panickedpilot', 'blindedpilot', 'woundedpilot'].map((card) => ({ card, faceup: false })),
                round: { engaged: true },
              }
            : {}),
        },
      ],
      [
        {
          id: 'df',
          pilot: 'deathfire',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          ...(xwingFrail ? {} : FRAIL_DF),
        },
      ],
    );
const lastStand = (attacker: 'x' | 'df') => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'engagement',
    answers(
      (d) =>
        d.kind === 'declare-attack' && d.ship === attacker
          ? [`attack:${attacker === 'x' ? 'df' : 'x'}:primary:front`]
          : undefined,
      (d) => (d.kind === 'declare-attack' && d.ship === 'df' ? ['attack:x:primary:front'] : undefined),
      (d) =>
        d.kind === 'enter-dice' && d.ship === attacker && d.accepts === 'attack-faces'
          ? ['enter', Array(d.count).fill('hit')]
          : undefined,
      (d) =>
        d.kind === 'use-ability' && d.prompt.includes('"Deathfire"')
          ? [d.options.find((o) => o.id.startsWith('use:protonbombs|'))?.id ?? 'use']
          : undefined,
    ),
  );
const dfDestroyed = (s: GameState) => shipIn(s, 'df').gone?.how === 'destroyed';

SPECS.push({
  source: 'pilot:deathfire',
  applies: {
    name: 'destroyed by the X-wing: before he is removed he attacks it and drops a proton bomb',
    state: lastStandTable(),
    play: lastStand('x'),
    check: (s) => {
      expect(dfDestroyed(s)).toBe(true);
      expect(s.log.some((e) => e.type === 'attack-declared' && e.ship === 'df')).toBe(true);
      expect(s.log.some((e) => e.type === 'bonus-attack-granted' && e.ship === 'df')).toBe(true);
      expect(placed(s).filter((e) => e.ship === 'df')).toHaveLength(1);
    },
  },
  doesNotApply: [
    {
      name: 'he destroys the X-wing: not asked',
      state: lastStandTable(true),
      play: lastStand('df'),
      check: (s, seen) => {
        expect(shipIn(s, 'x').gone?.how).toBe('destroyed');
        expect(askedBy(seen, '"Deathfire"')).toBe(false);
      },
    },
    {
      name: 'destroyed by an asteroid in the Activation Phase (removed at once): not asked',
      state: () =>
        position(
          'activation',
          [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
          [
            {
              id: 'df',
              pilot: 'deathfire',
              upgrades: ['protonbombs'],
              pose: { x: 400, y: 500, heading: 180 },
              dial: '2F',
              ...FRAIL_DF,
            },
          ],
          { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 380, heading: 0 } }] },
        ),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'activation',
          (d) => (d.kind === 'enter-dice' ? ['enter', Array(d.count).fill('hit')] : undefined),
        ),
      check: (s, seen) => {
        expect(dfDestroyed(s)).toBe(true);
        expect(askedBy(seen, '"Deathfire"')).toBe(false);
      },
    },
  ],
});
