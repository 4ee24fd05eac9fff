/**
 * Talent upgrades of abilities/cards/subsystems/upgrades-talent.ts. Feedback Ping: after another ship's maneuver ends
 * at range 0–1 of a friendly device, a lock on it whatever the range (000 "Locks"; 000 "Devices").
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { dropsThen, dropTable, takesAction } from './imperial-tiesabomber.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/**
 * A proton bomb at (400, 675) placed by `owner`; the X-wing flies its 1-straight from (xwingX, 800) down the table to
 * y = 720 (range 1 of the bomb when xwingX = 400). The TIE/sa with Feedback Ping sits at (400, bomberY), beyond range
 * 3 of the X-wing, and flies its 1-straight down the table.
 */
function table(owner: 'bomber' | 'xwing', xwingX: number, bomb = { x: 400, y: 675 }, bomberY = 200) {
  const xwing: PositionShip = {
    pilot: 'redsquadronveteran',
    id: 'xwing',
    pose: { x: xwingX, y: 800, heading: 180 },
    dial: '1F',
    ...(owner === 'xwing' ? { upgrades: ['protonbombs'] } : {}),
  };
  const bomber: PositionShip = {
    pilot: 'scimitarsquadronpilot',
    id: 'bomber',
    upgrades: owner === 'bomber' ? ['feedbackping', 'protonbombs'] : ['feedbackping'],
    pose: { x: 400, y: bomberY, heading: 180 },
    dial: '1F',
  };
  return () =>
    position('activation', [xwing], [bomber], {
      devices: [{ card: 'protonbombs', owner, pose: { ...bomb, heading: 180 } }],
    });
}
const play = (s: GameState) => playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('Feedback Ping'));
const asked = (seen: ReturnType<typeof playUntil>) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Feedback Ping'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:feedbackping:0',
    applies: {
      name: 'the X-wing ends at range 1 of the bomber’s bomb, beyond range 3 of the bomber: the bomber locks it',
      state: table('bomber', 400),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'bomber').locks).toEqual([{ target: 'xwing' }]);
      },
    },
    doesNotApply: [
      {
        name: 'the X-wing ends 300 mm beside the bomb: not asked, no lock',
        state: table('bomber', 700),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'bomber').locks).toEqual([]);
        },
      },
      {
        name: 'the bomber itself ends beside its bomb (the X-wing far away): it is not asked to lock itself',
        state: table('bomber', 100, { x: 400, y: 300 }, 420),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'bomber').locks).toEqual([]);
        },
      },
      {
        name: 'the bomb near which the X-wing ends is the X-wing’s own: not asked',
        state: table('xwing', 400),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'bomber').locks).toEqual([]);
        },
      },
    ],
  },
];

const swiftOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('Swift Approach'));

SPECS.push({
  source: 'upgrade:swiftapproach-swz98:0',
  applies: {
    name: 'the stressed bomber drops a proton bomb: it boosts all the same',
    state: dropTable({
      pilot: 'scimitarsquadronpilot',
      upgrades: ['protonbombs', 'swiftapproach-swz98'],
      tokens: { stress: 1 },
    }),
    play: dropsThen(takesAction('Swift Approach', 'boost:')),
    check: (s, seen) => {
      expect(swiftOffered(seen)).toBe(true);
      expect(
        s.log.some((e) => e.type === 'action-performed' && e.ship === 'bomber' && e.data?.action === 'boost'),
      ).toBe(true);
    },
  },
  doesNotApply: [
    {
      name: 'ionised, it could neither roll nor boost: nothing offered',
      state: dropTable({
        pilot: 'scimitarsquadronpilot',
        upgrades: ['protonbombs', 'swiftapproach-swz98'],
        tokens: { ion: 1 },
      }),
      play: dropsThen(takesAction('Swift Approach', 'boost:')),
      check: (_s, seen) => expect(swiftOffered(seen)).toBe(false),
    },
    {
      name: 'a wingman drops the bomb: nothing offered',
      state: dropTable(
        { pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] },
        { pilot: 'scimitarsquadronpilot', upgrades: ['swiftapproach-swz98'] },
      ),
      play: dropsThen(takesAction('Swift Approach', 'boost:')),
      check: (_s, seen) => expect(swiftOffered(seen)).toBe(false),
    },
  ],
});

/**
 * A Nantex (`tractor` tokens, turret ahead) with Ensnare and an X-wing that both close to range 1 in the Activation
 * Phase, or are already there (`close`), in `phase`.
 */
const ensnareTable =
  (phase: 'system' | 'activation', tractor: number, close = false) =>
  () =>
    position(
      phase,
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: close ? 380 : 300, heading: 0 }, dial: '1F' }],
      [
        {
          id: 'n',
          pilot: 'stalgasinhiveguard',
          upgrades: ['ensnare'],
          turret: 'front',
          pose: { x: 400, y: close ? 500 : 620, heading: 180 },
          dial: '2F',
          ...(tractor ? { tokens: { tractor } } : {}),
        },
      ],
    );
const ensnareAsked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Ensnare'));
const toEngagement = (s: GameState) =>
  playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, useAbilityOf('Ensnare'));

SPECS.push({
  source: 'upgrade:ensnare:0',
  applies: {
    name: 'the tractored Nantex at the end of the Activation Phase: one tractor token moves to the X-wing in its turret arc',
    state: ensnareTable('activation', 2),
    play: toEngagement,
    check: (s, seen) => {
      expect(ensnareAsked(seen)).toBe(true);
      expect(s.ships.find((x) => x.id === 'n')!.tokens.tractor).toBe(1);
      expect(s.ships.find((x) => x.id === 'x')!.tokens.tractor).toBe(1);
    },
  },
  doesNotApply: [
    {
      name: 'no tractor token: not tractored, not asked',
      state: ensnareTable('activation', 0),
      play: toEngagement,
      check: (s, seen) => {
        expect(ensnareAsked(seen)).toBe(false);
        expect(s.ships.find((x) => x.id === 'x')!.tokens.tractor).toBeUndefined();
      },
    },
    {
      name: 'the end of the System Phase (not the Activation Phase), the X-wing already at range 1: not asked then',
      state: ensnareTable('system', 2, true),
      play: (s) => playUntil(s, (st) => st.phase !== 'system', useAbilityOf('Ensnare')),
      check: (s, seen) => {
        expect(ensnareAsked(seen)).toBe(false);
      },
    },
  ],
});

/**
 * Parting Gift: Scimitar 3 (s, initiative 4, Proton Bombs) at (400, 500) facing an X-wing (x) at (400, 300), in the
 * Engagement Phase; `frail` names the ship one damage from destruction. `gift`: the printing she equips (the Legends
 * and Relics reprint's spec uses it too).
 */
export function giftTable(frail: 's' | 'x', gift = 'partinggift-battleoverendor') {
  const weak = (id: string): Partial<PositionShip> =>
    frail === id
      ? {
          shields: 0,
          // One damage from destruction: the TIE/sa bomber has 6 hull, the X-wing 4.
          damage: ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire']
            .slice(0, id === 's' ? 5 : 3)
            .map((card) => ({ card, faceup: false })),
        }
      : {};
  return () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, ...weak('x') }],
      [
        {
          id: 's',
          pilot: 'scimitar3-battleoverendor',
          upgrades: [gift, 'protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          ...weak('s'),
        },
      ],
    );
}
export const giftAsked = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Parting Gift'));
export const giftPlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'engagement',
    answers(
      (d) =>
        d.kind === 'use-ability' && d.prompt.includes('Parting Gift')
          ? [d.options.find((o) => o.id === 'use:protonbombs|1N@launch')?.id ?? 'decline']
          : undefined,
      attacks('x', 's'),
      attacks('s', 'x'),
      rolls('x', 'attack', ['hit', 'hit', 'hit']),
      rolls('s', 'attack', ['hit', 'hit', 'hit']),
    ),
  );

SPECS.push({
  source: 'upgrade:partinggift-battleoverendor:0',
  applies: {
    name: 'the X-wing destroys Scimitar 3: before she is removed, she launches a proton bomb with the 1-bank right',
    state: giftTable('s'),
    play: giftPlay,
    check: (s, seen) => {
      expect(giftAsked(seen)).toBe(true);
      expect(ship(s, 's').gone?.how).toBe('destroyed');
      const placed = s.log.filter((e) => e.type === 'device-placed' && e.ship === 's');
      expect(placed.map((e) => [(e.data as { how: string }).how, (e.data as { template: string }).template])).toEqual([
        ['launch', '1N'],
      ]);
    },
  },
  doesNotApply: [
    {
      name: 'Scimitar 3 destroys the X-wing (another ship destroyed): not asked',
      state: giftTable('x'),
      play: giftPlay,
      check: (s, seen) => {
        expect(ship(s, 'x').gone?.how).toBe('destroyed');
        expect(giftAsked(seen)).toBe(false);
      },
    },
  ],
});

/**
 * Top Cover: Captain Jonus (j, initiative 4, Proton Bombs) at (400, 600) facing down, his wingman (w, an Academy
 * Pilot) at `wingAt`; an X-wing (x) at (400, 300) facing up attacks the wingman. `more` adds to the position.
 */
function coverTable(wingAt: { x: number; y: number }, more = {}) {
  return () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [
        {
          id: 'j',
          pilot: 'captainjonus-swz98',
          upgrades: ['topcover-swz98', 'protonbombs'],
          pose: { x: 400, y: 600, heading: 180 },
          round: { activated: true, engaged: true },
        },
        {
          id: 'w',
          pilot: 'academypilot',
          pose: { ...wingAt, heading: 180 },
          round: { activated: true, engaged: true },
        },
      ],
      more,
    );
}
const coverAsked = (seen: Decision[]) => seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Top Cover'));
const coverPlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'engagement',
    answers(
      (d) =>
        d.kind === 'use-ability' && d.prompt.includes('Top Cover')
          ? [d.options.find((o) => o.id === 'use:protonbombs|3F@launch')?.id ?? 'decline']
          : undefined,
      attacks('x', 'w'),
    ),
  );

SPECS.push(
  {
    source: 'upgrade:topcover-swz98:0',
    applies: {
      name: 'his wingman at range 1 defends: Jonus launches a proton bomb with the 3-straight',
      state: coverTable({ x: 460, y: 560 }),
      play: coverPlay,
      check: (s, seen) => {
        expect(coverAsked(seen)).toBe(true);
        const placed = s.log.filter((e) => e.type === 'device-placed' && e.ship === 'j');
        expect(placed.map((e) => [(e.data as { how: string }).how, (e.data as { template: string }).template])).toEqual(
          [['launch', '3F']],
        );
      },
    },
    doesNotApply: [
      {
        name: 'the wingman defends beyond range 1 of him: not asked',
        state: coverTable({ x: 400, y: 440 }),
        play: coverPlay,
        check: (s, seen) => {
          // The X-wing attacks the wingman (range 1 of it, range 2 of Jonus).
          expect(s.log.some((e) => e.type === 'attack-declared' && e.ship === 'x')).toBe(true);
          expect(coverAsked(seen)).toBe(false);
        },
      },
      {
        name: 'he dropped a device this round already: not asked',
        state: coverTable(
          { x: 460, y: 560 },
          { devices: [{ card: 'protonbombs', owner: 'j', pose: { x: 700, y: 850, heading: 0 }, round: 1 }] },
        ),
        play: coverPlay,
        check: (_s, seen) => expect(coverAsked(seen)).toBe(false),
      },
    ],
  },
  {
    source: 'upgrade:topcover-swz98:0',
    standing: true,
    applies: {
      name: 'a bomb his wingman placed detonates beside him: it does not affect him',
      state: () =>
        position(
          'activation',
          [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 100, heading: 0 }, round: { activated: true } }],
          [
            {
              id: 'j',
              pilot: 'captainjonus-swz98',
              upgrades: ['topcover-swz98'],
              pose: { x: 400, y: 600, heading: 180 },
              round: { activated: true },
            },
            {
              id: 'w',
              pilot: 'scimitarsquadronpilot',
              upgrades: ['protonbombs'],
              pose: { x: 150, y: 600, heading: 180 },
              round: { activated: true },
            },
          ],
          { devices: [{ card: 'protonbombs', owner: 'w', pose: { x: 400, y: 660, heading: 180 } }] },
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation'),
      check: (s) => {
        expect(s.log.some((e) => e.type === 'device-detonated')).toBe(true);
        expect(ship(s, 'j').damage).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'an enemy bomb detonates beside him: it affects him',
      state: () =>
        position(
          'activation',
          [
            {
              id: 'x',
              pilot: 'redsquadronveteran',
              upgrades: ['protonbombs'],
              pose: { x: 100, y: 100, heading: 0 },
              round: { activated: true },
            },
          ],
          [
            {
              id: 'j',
              pilot: 'captainjonus-swz98',
              upgrades: ['topcover-swz98'],
              pose: { x: 400, y: 600, heading: 180 },
              round: { activated: true },
            },
          ],
          { devices: [{ card: 'protonbombs', owner: 'x', pose: { x: 400, y: 660, heading: 180 } }] },
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation'),
      check: (s) => expect(ship(s, 'j').damage.length).toBeGreaterThan(0),
    },
  },
);
