/**
 * Resistance T-70 pilots of abilities/cards/subsystems/resistance-t70xwing.ts: Lieutenant Bastian's lock on a ship
 * at range 1–2 dealt damage cards (000 "Damage Cards", "Locks"), and the T-70's Weapon Hardpoint (squad building). Her wingman attacks the TIE with entered dice.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, hasLogged, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, rebel } from '../../spec-helpers.js';

/** Bastian at (bx, by), her wingman X-wing at (400, 300), a TIE (`shields`) at (400, 450) facing them. */
function table(bx: number, by: number, shields?: number) {
  return () =>
    position(
      'engagement',
      [rebel('b', 'lieutenantbastian', bx, by), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450, shields === undefined ? {} : { shields })],
    );
}
const play = attackPlay('w', 't', () =>
  answers(
    rolls('w', 'attack', ['hit', 'hit', 'blank']),
    rolls('t', 'defense', ['blank', 'blank', 'blank']),
    useAbilityOf('Lieutenant Bastian'),
  ),
);
const asked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Lieutenant Bastian'));
const locks = (s: GameState) => s.ships.find((x) => x.id === 'b')!.locks;

/**
 * fidelity (s38): a card dealt outside suffered damage. A Concussion Bomb of the TIE bomber lies at (400, 675); the
 * X-wing at (400, 800) flies its 1-straight to y = 720, at range 0–1 of it, and is dealt a facedown card (then refuses
 * the strain, exposing it). Bastian (already activated) waits at (`bx`, 800): at (200, 800) the X-wing ends at range 2
 * of her, at (40, 850) beyond range 2.
 */
function bombTable(bx: number, by = 800) {
  return () =>
    position(
      'activation',
      [
        { pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' },
        { pilot: 'lieutenantbastian', id: 'b', pose: { x: bx, y: by, heading: 180 }, round: { activated: true } },
      ],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: ['concussionbombs'],
          pose: { x: 400, y: 300, heading: 180 },
          round: { activated: true },
        },
      ],
      { devices: [{ card: 'concussionbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }] },
    );
}
const bombPlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) =>
      d.kind === 'unless'
        ? ['refuse']
        : d.kind === 'use-ability' && d.prompt.includes('Lieutenant Bastian')
          ? [d.options.find((o) => o.id !== 'decline')!.id]
          : undefined,
  );
const bombLocks = (s: GameState) => s.ships.find((x) => x.id === 'b')!.locks;
const dealtByBomb = (s: GameState) =>
  s.log.filter((e) => e.type === 'damage-card-dealt' && e.ship === 'xwing' && e.data?.source === 'Concussion Bomb');

/** The Planning Phase: `pilot` (a T-70) at (400, 100) facing up, a TIE far away; the T-70 sets `set` if offered, else 2F. */
const dialTable = (pilot: string) => () =>
  position('planning', [rebel('s', pilot, 400, 100)], [imperial('t', 'academypilot', 100, 850)]);
const flies = (set: string) => (s: GameState) =>
  playUntil(s, hasLogged('maneuver-executed', 's'), (d) =>
    d.kind === 'set-dial'
      ? [d.ship === 's' && d.options.some((o) => o.id === set) ? set : d.options[0]!.id]
      : undefined,
  );
const dialOffered = (seen: readonly Decision[]) =>
  seen.find((d) => d.kind === 'set-dial' && d.ship === 's')?.options.map((o) => o.id) ?? [];
const executed = (s: GameState) =>
  s.log.find((e) => e.type === 'maneuver-executed' && e.ship === 's')?.data as { maneuver: string } | undefined;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:stomeronistarck-evacuationofdqar',
    standing: true,
    applies: {
      name: 'his dial is the RZ-2 A-wing’s: 5-straight and 1-turn offered, no 1-straight; the blue 5-straight flown unstressed',
      state: dialTable('stomeronistarck-evacuationofdqar'),
      play: flies('5F'),
      check: (s, seen) => {
        expect(dialOffered(seen)).toEqual(expect.arrayContaining(['5F', '1T', '5K']));
        expect(dialOffered(seen)).not.toContain('1F');
        expect(executed(s)?.maneuver).toBe('5F');
        expect(s.ships.find((x) => x.id === 's')!.tokens.stress ?? 0).toBe(0);
      },
    },
    doesNotApply: {
      name: 'another T-70 keeps its own dial: 1-straight offered, no 5-straight',
      state: dialTable('blacksquadronace-t70xwing'),
      play: flies('1F'),
      check: (s, seen) => {
        expect(dialOffered(seen)).toContain('1F');
        expect(dialOffered(seen)).not.toContain('5F');
        expect(executed(s)?.maneuver).toBe('1F');
      },
    },
  },
  {
    source: 'pilot:lieutenantbastian',
    applies: {
      name: 'the TIE at range 2 of her is dealt two cards by her wingman: she locks it',
      state: table(250, 300),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(locks(s)).toEqual([{ target: 't' }]);
      },
    },
    doesNotApply: [
      {
        name: 'the TIE is beyond range 2 of her: not asked',
        state: table(60, 40),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(locks(s)).toEqual([]);
        },
      },
      {
        name: 'its two shields take both hits (no card dealt): not asked',
        state: table(250, 300, 2),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(locks(s)).toEqual([]);
        },
      },
    ],
  },
  {
    source: 'pilot:lieutenantbastian',
    applies: {
      name: 'a Concussion Bomb deals the X-wing at range 2 of her a facedown card (no damage suffered): she locks it',
      state: bombTable(200),
      play: bombPlay,
      check: (s, seen) => {
        expect(dealtByBomb(s)).toHaveLength(1);
        expect(asked(seen)).toBe(true);
        expect(bombLocks(s)).toEqual([{ target: 'xwing' }]);
      },
    },
    doesNotApply: {
      name: 'the X-wing dealt the bomb’s card lies beyond range 2 of her: not asked',
      state: bombTable(40, 850),
      play: bombPlay,
      check: (s, seen) => {
        expect(dealtByBomb(s)).toHaveLength(1);
        expect(asked(seen)).toBe(false);
        expect(bombLocks(s)).toEqual([]);
      },
    },
  },
];

/**
 * Weapon Hardpoint (squad building, 000 "Upgrades"): a T-70 whose loadout holds a weapon its printed slots cannot is
 * logged as using it when the game is created; a loadout its printed slots hold does not use it.
 */
function loadout(pilot: string, upgrades: string[]) {
  return () =>
    position('planning', [rebel('t70', pilot, 400, 100, { upgrades })], [imperial('t', 'academypilot', 400, 800)]);
}
const noPlay = (): Decision[] => [];
const usedHardpoint = (s: GameState) =>
  s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'ship-ability:weaponhardpoint');

SPECS.push({
  source: 'ship-ability:weaponhardpoint',
  applies: {
    name: 'a T-70 without a torpedo slot carries Proton Torpedoes: its hardpoint holds them',
    state: loadout('bluesquadronrookie', ['protontorpedoes']),
    play: noPlay,
    check: (s) => {
      expect(usedHardpoint(s)).toBe(true);
      expect(s.ships[0]!.upgrades.map((u) => u.xws)).toEqual(['protontorpedoes']);
    },
  },
  doesNotApply: [
    {
      name: 'a T-70 with a printed torpedo slot carries one torpedo: the printed slot holds it',
      state: loadout('blacksquadronace-t70xwing', ['protontorpedoes']),
      play: noPlay,
      check: (s) => expect(usedHardpoint(s)).toBe(false),
    },
    {
      name: 'a T-70 carries no weapon upgrade: the hardpoint stays empty',
      state: loadout('bluesquadronrookie', ['r2astromech']),
      play: noPlay,
      check: (s) => expect(usedHardpoint(s)).toBe(false),
    },
  ],
});
