/** Title upgrades of abilities/cards/subsystems/upgrades-title.ts: Gauntlet's System Phase repair (000 "Damage Cards"). */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, kase } from '../../spec-helpers.js';
import { loadContent } from '@xwing/content';
import { createGame, viewFor } from '@xwing/engine';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A ship with Gauntlet (`charges` left) and `damage` in the System Phase, a wingman beside it; an X-wing far away. */
function table(damage: DamageCardState[], charges?: number) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'g',
          pose: { x: 400, y: 600, heading: 180 },
          dial: '1F',
          damage,
          upgrades: [charges === undefined ? 'gauntlet' : { xws: 'gauntlet', charges }],
        },
        { pilot: 'scimitarsquadronpilot', id: 'wing', pose: { x: 150, y: 700, heading: 180 }, dial: '1F' },
      ],
    );
}
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Gauntlet')).length;
const toActivation =
  (answer = useAbilityOf('Gauntlet')) =>
  (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'system', answer);

/** The Mandalorian's ST-70 with Razor Crest in the System Phase, Hotshot Tail Blaster stowed under it when `stowed`. */
const crestTable = (stowed: boolean) => () =>
  position(
    'system',
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
    [
      {
        pilot: 'themandalorian',
        id: 'm',
        pose: { x: 450, y: 600, heading: 180 },
        dial: '1F',
        upgrades: ['razorcrest', ...(stowed ? [{ xws: 'hotshottailblaster', stowed: true }] : [])],
      },
    ],
  );
const crestUpgrades = (s: GameState) =>
  s.ships
    .find((x) => x.id === 'm')!
    .upgrades.map((u) => `${u.xws}${u.stowed ? ' (stowed)' : ''}${u.discarded ? ' (out)' : ''}`);
const crestPlay = (s: GameState) => playUntil(s, (st) => st.phase !== 'system', useAbilityOf('Razor Crest'));
const crestGame = () =>
  createGame(
    {
      players: [
        {
          name: 'Scum',
          squad: {
            faction: 'scumandvillainy',
            pilots: [{ id: 'themandalorian', ship: 'st70assaultship', upgrades: { title: ['razorcrest'] } }],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'razorcrest',
    },
    loadContent(),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:razorcrest:0',
    applies: kase(
      'at Setup (a game, not a position) an Illicit card goes facedown under it, a secret of its player',
      crestGame,
      (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'setup',
          (d) =>
            d.kind === 'use-ability' && d.prompt.includes('Razor Crest')
              ? [d.options.find((o) => o.id === 'use:hotshottailblaster')!.id]
              : undefined,
        ),
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Razor Crest'))!;
        const ids = asked.options.map((o) => o.id);
        // Non-limited Illicit cards only, and none its restrictions keep off a medium ST-70 without a SLAM.
        expect(ids).toContain('use:contrabandcybernetics');
        expect(ids).not.toContain('use:coaxiumhyperfuel');
        expect(ids).not.toContain('decline');
        const m = s.ships.find((x) => x.pilot === 'themandalorian')!;
        expect(m.upgrades.filter((u) => u.stowed).map((u) => u.xws)).toEqual(['hotshottailblaster']);
        const theirs = viewFor(s, 1).ships.find((x) => x.pilot === 'themandalorian')!;
        expect(theirs.upgrades.filter((u) => u.stowed).map((u) => u.xws)).toEqual(['facedown']);
      },
    ),
    doesNotApply: kase('the System Phase ends: nothing more goes under it', crestTable(false), crestPlay, (s) =>
      expect(crestUpgrades(s)).toEqual(['razorcrest']),
    ),
  },
  {
    source: 'upgrade:razorcrest:0',
    applies: kase('its System Phase step: the stowed card is revealed and equipped', crestTable(true), crestPlay, (s) =>
      expect(crestUpgrades(s)).toEqual(['razorcrest', 'hotshottailblaster']),
    ),
    doesNotApply: kase('nothing stowed: nothing asked', crestTable(false), crestPlay, (s, seen) => {
      expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Razor Crest'))).toBe(false);
      expect(crestUpgrades(s)).toEqual(['razorcrest']);
    }),
  },
  {
    source: 'upgrade:gauntlet:0',
    applies: {
      name: 'a faceup Ship card: a charge spent, the card flipped facedown',
      state: table([{ card: 'structuraldamage', faceup: true }]),
      play: toActivation(),
      check: (s) => {
        expect(ship(s, 'g').damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
        expect(ship(s, 'g').upgrades[0]!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'only a faceup Pilot card: not asked',
        state: table([{ card: 'panickedpilot', faceup: true }]),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage).toEqual([{ card: 'panickedpilot', faceup: true }]);
        },
      },
      {
        name: 'no charge left: not asked',
        state: table([{ card: 'structuraldamage', faceup: true }], 0),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage[0]!.faceup).toBe(true);
        },
      },
      {
        name: 'declined: asked once, in its own System Phase step, not in its wingman’s',
        state: table([{ card: 'structuraldamage', faceup: true }]),
        play: toActivation(() => undefined),
        check: (_s, seen) => expect(asked(seen)).toBe(1),
      },
    ],
  },
];

/** A Lancer with Shadow Caster (turret `turret`, facing the X-wing's edge from (400, 490)) and an X-wing at (400, y). */
function lancer(turret: 'front' | 'rear', xwingY = 300, xwingHeading = 0) {
  return () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: xwingY, heading: xwingHeading } }],
      [
        {
          id: 'l',
          pilot: 'shadowporthunter',
          upgrades: ['shadowcaster'],
          turret,
          pose: { x: 400, y: 490, heading: 180 },
        },
      ],
    );
}
const tractorGained = (s: GameState) =>
  s.log.some((e) => e.type === 'token-gained' && e.ship === 'x' && e.data?.token === 'tractor');
const shadowPlay = (attacker: 'l' | 'x', hit: boolean) =>
  attackPlay(attacker, attacker === 'l' ? 'x' : 'l', () =>
    answers(
      rolls(attacker, 'attack', hit ? ['hit', 'hit', 'hit'] : ['blank', 'blank', 'blank']),
      rolls(attacker === 'l' ? 'x' : 'l', 'defense', ['blank', 'blank', 'blank']),
    ),
  );

SPECS.push({
  source: 'upgrade:shadowcaster:0',
  applies: {
    name: 'the Lancer hits the X-wing in its front and turret arcs: the X-wing gains a tractor token',
    state: lancer('front'),
    play: shadowPlay('l', true),
    check: (s) => expect(tractorGained(s)).toBe(true),
  },
  doesNotApply: [
    {
      name: 'the attack misses: no tractor token',
      state: lancer('front'),
      play: shadowPlay('l', false),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'its turret points to the rear: the X-wing ahead is in its front arc only, no tractor token',
      state: lancer('rear'),
      play: shadowPlay('l', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'the X-wing behind it, hit through the rear-facing turret, is not in its front arc: no tractor token',
      state: lancer('rear', 700, 180),
      play: shadowPlay('l', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'the X-wing attacks the Lancer and hits: the Lancer defends, no tractor token',
      state: lancer('front'),
      play: shadowPlay('x', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
  ],
});

/**
 * The squad-building titles (000 "Upgrades"): a ship whose loadout fills a slot the card adds — an upgrade its printed
 * slots cannot hold — logs the card as the game is created; a loadout its printed slots hold does not.
 */
export function slotCardSpec(
  key: string,
  pilot: string,
  fills: string[],
  fits: string[],
  why: [string, string],
): CardSpec {
  const table = (upgrades: string[]) => () =>
    position(
      'planning',
      [{ pilot: 'academypilot', id: 't', pose: { x: 400, y: 800, heading: 180 } }],
      [{ pilot, id: 's', pose: { x: 400, y: 100, heading: 0 }, upgrades }],
    );
  const used = (s: GameState) => s.log.some((e) => e.type === 'ability-used' && e.data?.source === key);
  return {
    source: key,
    applies: { name: why[0], state: table(fills), play: () => [], check: (s) => expect(used(s)).toBe(true) },
    doesNotApply: { name: why[1], state: table(fits), play: () => [], check: (s) => expect(used(s)).toBe(false) },
  };
}

SPECS.push(
  slotCardSpec(
    'upgrade:xanadublood:0',
    'cadbane',
    ['xanadublood', 'perceptivecopilot'],
    ['xanadublood'],
    [
      'Cad Bane (no crew slot of his own) carries a crew upgrade: the added crew slot holds it',
      'no crew or device upgrade: the added slots stay empty',
    ],
  ),
  slotCardSpec(
    'upgrade:andrasta:0',
    'emonazzameen',
    ['andrasta', 'seismiccharges', 'proximitymines'],
    ['andrasta', 'seismiccharges'],
    [
      'a Firespray with two devices: the second one fills the added device slot',
      'one device: the printed slot holds it',
    ],
  ),
  slotCardSpec(
    'upgrade:b6bladewingprototype:0',
    'herasyndulla-asf01bwing',
    ['b6bladewingprototype', 'agilegunner'],
    ['b6bladewingprototype', 'ioncannon'],
    ['a B-wing (no gunner slot) carries a gunner: the added slot holds it', 'a cannon only: its printed slots hold it'],
  ),
  slotCardSpec(
    'upgrade:havoc:0',
    'captainnym',
    ['havoc', 'advancedsensors'],
    ['havoc', 'proximitymines'],
    ['a Scurrg (no sensor slot) carries a sensor: the added slot holds it', 'a device only: its printed slots hold it'],
  ),
  slotCardSpec(
    'upgrade:misthunter:0',
    '4lom',
    ['misthunter', 'ioncannon'],
    ['misthunter'],
    ['a G-1A (no cannon slot) carries a cannon: the added slot holds it', 'no cannon: the added slot stays empty'],
  ),
);
