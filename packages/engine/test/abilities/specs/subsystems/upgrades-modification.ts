/**
 * Modification upgrades of abilities/cards/subsystems/upgrades-modification.ts. Delayed Fuses: a fuse marker on the
 * device the ship just placed (fuse markers: 2.0 Rules Reference "Fuse Markers", devices.ts `addFuses` — a fused
 * device that would detonate loses a marker instead). Ablative Plating: an optional replacement asked before the
 * damage of an obstacle or a friendly bomb (abilities/replace.ts askInstead; 002 "Card abilities": "may" asks).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, picks, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, rebel } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A TIE/sa bomber (Proton Bombs, and `extra` upgrades) drops behind it towards an X-wing that ends at range 1. */
function table(bomber: string[], wingman: string[] = []) {
  const empire: PositionShip[] = [
    {
      pilot: 'scimitarsquadronpilot',
      id: 'bomber',
      upgrades: bomber,
      pose: { x: 400, y: 600, heading: 180 },
      dial: '2F',
    },
  ];
  if (wingman.length)
    empire.push({
      pilot: 'scimitarsquadronpilot',
      id: 'wing',
      upgrades: wingman,
      pose: { x: 100, y: 800, heading: 180 },
      dial: '1F',
    });
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      empire,
    );
}
const play = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase === 'engagement' || st.round > 1,
    answers(useAbilityOf('Proton Bombs'), useAbilityOf('Delayed Fuses')),
  );
const fuseRemoved = (s: GameState) => s.log.filter((e) => e.type === 'device-fuse-removed');

/**
 * Impervium Plating: an X-wing attacks General Grievous (no shields left, the plating's charges as given) with the
 * faces given; the Separatist deck's top cards as given. `wingman`: the plating sits on a second Belbullab instead.
 */
function plated(faces: string[], deck: string[], wingman = false) {
  const grievous = imperial('grievous', 'generalgrievous', 400, 500, {
    shields: 0,
    ...(wingman ? {} : { upgrades: ['imperviumplating'] }),
  });
  const empire = wingman
    ? [grievous, imperial('wing', 'wattambor', 200, 700, { shields: 0, upgrades: ['imperviumplating'] })]
    : [grievous];
  return {
    state: () =>
      position('engagement', [rebel('x', 'redsquadronveteran', 400, 300)], empire, {
        players: [
          { name: 'Rebels', ships: [rebel('x', 'redsquadronveteran', 400, 300)] },
          { name: 'Separatists', ships: empire, damageDeck: deck },
        ],
      }),
    play: attackPlay('x', 'grievous', () => answers(rolls('x', 'attack', faces), useAbilityOf('Impervium Plating'))),
  };
}
const platingCharges = (s: GameState, id: string) =>
  ship(s, id).upgrades.find((u) => u.xws === 'imperviumplating')!.charges;
const platingAsked = (seen: readonly { kind: string; prompt: string }[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Impervium Plating'));

/**
 * Drop-Seat Bay: an Imperial Super Commando (Gauntlet fighter, Imperial Super Commandos in the crew slots the bay
 * adds, `bay` or not) in the System Phase, asked to drop the commando team; answers with `pick`.
 */
function bayTable(bay: boolean) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'imperialsupercommando',
          id: 'g',
          upgrades: [...(bay ? ['dropseatbay'] : []), 'imperialsupercommandos'],
          pose: { x: 450, y: 450, heading: 0 },
          dial: '1F',
        },
      ],
    );
}
const dropTeam = (pick: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'system',
    (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Imperial Super Commandos')
        ? [d.options.find((o) => o.id === `use:${pick}`)?.id ?? 'decline']
        : undefined,
  );
const teamOptions = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'use-ability' && d.prompt.includes('Imperial Super Commandos'))
    .flatMap((d) => d.options.map((o) => o.id));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:dropseatbay:0',
    standing: true,
    applies: {
      name: 'the commando team may go down with the 1-bank, at the rear guides or the side hashmark',
      state: bayTable(true),
      play: dropTeam('1N@right'),
      check: (s, seen) => {
        const ids = teamOptions(seen);
        for (const id of ['use:1F', 'use:1B', 'use:1N', 'use:1B@left', 'use:1N@right']) expect(ids).toContain(id);
        expect(ids).not.toContain('use:1F@left');
        expect(s.remotes).toHaveLength(1);
        // Set at the right side's hashmark, the team lands to the ship's right (+x facing up the table).
        expect(s.remotes![0]!.pose.x).toBeGreaterThan(450 + 40);
        expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:dropseatbay:0')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'without the bay: the 1-straight at the rear guides only',
        state: () =>
          position(
            'system',
            [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
            [
              {
                pilot: 'imperialsupercommando',
                id: 'g',
                upgrades: ['imperialsupercommandos'],
                pose: { x: 450, y: 450, heading: 0 },
                dial: '1F',
              },
            ],
          ),
        play: dropTeam('1F'),
        check: (s, seen) => {
          expect(teamOptions(seen).filter((id) => id.startsWith('use:1'))).toEqual(['use:1F']);
          expect(s.remotes).toHaveLength(1);
        },
      },
    ],
  },
  {
    source: 'upgrade:delayedfuses:0',
    applies: {
      name: 'the bomber drops a proton bomb and fuses it: at the end of the Activation Phase it loses the marker, the X-wing is spared',
      state: table(['protonbombs', 'delayedfuses']),
      play,
      check: (s) => {
        expect(fuseRemoved(s)).toHaveLength(1);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toEqual([]);
        expect(s.devices).toHaveLength(1);
        expect(ship(s, 'xwing').shields).toBe(2);
      },
    },
    doesNotApply: {
      name: 'a wingman with Delayed Fuses: the bomber drops, the wingman is not asked, the bomb detonates',
      state: table(['protonbombs'], ['delayedfuses']),
      play,
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Delayed Fuses'))).toBe(false);
        expect(fuseRemoved(s)).toEqual([]);
        expect(s.log.filter((e) => e.type === 'device-detonated')).toHaveLength(1);
        expect(ship(s, 'xwing').shields).toBe(1);
      },
    },
  },
  {
    source: 'upgrade:ablativeplating:0',
    applies: {
      name: 'a K-wing with Ablative Plating moves onto an asteroid: it is asked, spends a charge and suffers 1 damage less',
      state: () =>
        position(
          'activation',
          [
            {
              pilot: 'wardensquadronpilot',
              id: 'kwing',
              upgrades: ['ablativeplating'],
              pose: { x: 400, y: 200, heading: 0 },
              dial: '2F',
            },
          ],
          [{ pilot: 'academypilot', id: 'tie', pose: { x: 100, y: 800, heading: 180 }, dial: '1F' }],
          { obstacles: [{ name: 'asteroid-3', id: 'rock', pose: { x: 400, y: 330, heading: 0 } }] },
        ),
      play: (s) =>
        playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, picks('use-instead', 'use', 'kwing')),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-instead' && d.ship === 'kwing')).toBe(true);
        const hit = s.log.find((e) => e.type === 'obstacle-hit' && e.ship === 'kwing')!;
        const damage = hit.data!.face === 'hit' || hit.data!.face === 'crit' ? 2 : 1;
        expect(s.log.filter((e) => e.type === 'damage-prevented' && e.ship === 'kwing')).toHaveLength(1);
        expect(ship(s, 'kwing').upgrades.find((u) => u.xws === 'ablativeplating')!.charges).toBe(1);
        expect(ship(s, 'kwing').shields).toBe(3 - (damage - 1)); // a K-wing has 3 shields
      },
    },
    doesNotApply: {
      name: "an enemy TIE/sa's proton bomb detonates at range 1 of the K-wing: it is not asked and suffers the crit",
      state: () =>
        position(
          'system',
          [
            {
              pilot: 'wardensquadronpilot',
              id: 'kwing',
              upgrades: ['ablativeplating'],
              pose: { x: 400, y: 800, heading: 180 },
              dial: '1F',
            },
          ],
          [
            {
              pilot: 'scimitarsquadronpilot',
              id: 'bomber',
              upgrades: ['protonbombs'],
              pose: { x: 400, y: 600, heading: 180 },
              dial: '2F',
            },
          ],
        ),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase === 'engagement' || st.round > 1,
          answers(useAbilityOf('Proton Bombs'), picks('use-instead', 'use', 'kwing')),
        ),
      check: (s, seen) => {
        expect(s.log.filter((e) => e.type === 'device-detonated')).toHaveLength(1);
        expect(seen.some((d) => d.kind === 'use-instead')).toBe(false);
        expect(ship(s, 'kwing').upgrades.find((u) => u.xws === 'ablativeplating')!.charges).toBe(2);
      },
    },
  },
  {
    source: 'upgrade:imperviumplating:0',
    applies: {
      name: 'a crit would deal Grievous a faceup Ship card: he spends a charge and the card is discarded, not dealt',
      ...plated(['crit'], ['weaponsfailure', 'panickedpilot']),
      check: (s, seen) => {
        expect(platingAsked(seen)).toBe(true);
        expect(ship(s, 'grievous').damage).toEqual([]);
        expect(platingCharges(s, 'grievous')).toBe(1);
        expect(s.players[1].damageDiscard).toContain('weaponsfailure');
      },
    },
    doesNotApply: [
      {
        name: 'the crit draws a Pilot card: not asked, the card is dealt faceup',
        ...plated(['crit'], ['blindedpilot', 'weaponsfailure']),
        check: (s, seen) => {
          expect(platingAsked(seen)).toBe(false);
          expect(ship(s, 'grievous').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
          expect(platingCharges(s, 'grievous')).toBe(2);
        },
      },
      {
        name: 'a hit deals a Ship card facedown: not asked, the card is dealt facedown',
        ...plated(['hit'], ['weaponsfailure', 'panickedpilot']),
        check: (s, seen) => {
          expect(platingAsked(seen)).toBe(false);
          expect(ship(s, 'grievous').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
        },
      },
      {
        name: 'the plating sits on a wingman: the wingman is not asked for the damage Grievous is dealt',
        ...plated(['crit'], ['weaponsfailure', 'panickedpilot'], true),
        check: (s, seen) => {
          expect(platingAsked(seen)).toBe(false);
          expect(ship(s, 'grievous').damage).toEqual([{ card: 'weaponsfailure', faceup: true }]);
          expect(platingCharges(s, 'wing')).toBe(2);
        },
      },
    ],
  },
];
