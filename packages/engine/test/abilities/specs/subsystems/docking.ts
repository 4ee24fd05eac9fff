/**
 * Docking cards of abilities/cards/subsystems/docking.ts (supplement "Dock"; the rules themselves:
 * test/rules/docking.test.ts). Each carrier card is used when a ship docks with it or deploys from it, and when it is
 * destroyed with a ship docked (the emergency deploy it asks).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, playUntil, position } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const asked = (seen: readonly Decision[], kind: string) => seen.filter((d) => d.kind === kind);

/** Nine facedown cards of the core deck: a large ship one damage from destroyed. */
const NINE = ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire', 'damagedengine']
  .concat(['weaponsfailure', 'hullbreach', 'fuelleak'])
  .map((card) => ({ card, faceup: false }));
/** `n` facedown damage cards. */
const cards = (n: number) => NINE.slice(0, n);

/** The enemy attacks `target` (the first weapon option naming it) and rolls two hits; nothing else is used. */
const attackOn =
  (attacker: string, target: string): Answer =>
  (d) => {
    if (d.kind === 'declare-attack' && d.ship === attacker) {
      const o = d.options.find((x) => x.id.includes(`:${target}:`));
      return [o ? o.id : 'pass'];
    }
    if (d.kind === 'enter-dice' && /attack/.test(d.prompt))
      return ['enter', Array.from({ length: d.count ?? 2 }, () => 'hit')];
    return undefined;
  };

/** The emergency deploy's first way, when asked. */
const deployFirst =
  (then: Answer): Answer =>
  (d, s) =>
    d.kind === 'use-ability' && d.options[0]?.id.includes('@') ? [d.options[0].id] : then(d, s);

/**
 * The emergency-deploy cases of a carrier card: the carrier (`carrier`, one damage from destroyed) destroyed with
 * `docked` docked (applies); a wingman destroyed instead, the carrier keeping its docked ship (not asked); the
 * carrier destroyed with nothing docked (not asked). The enemy attacks from straight ahead at range 2.
 */
function emergencyCases(
  card: string,
  carrier: PositionShip,
  docked: PositionShip,
  wingman: PositionShip,
  enemy: (x: number) => PositionShip,
  hulls: [number, number],
) {
  const table =
    (target: 'carrier' | 'wingman', withDocked = true) =>
    () =>
      position(
        'engagement',
        [
          { ...carrier, shields: 0, ...(target === 'carrier' ? { damage: cards(hulls[0] - 1) } : {}) },
          ...(withDocked ? [docked] : []),
          { ...wingman, shields: 0, ...(target === 'wingman' ? { damage: cards(hulls[1] - 1) } : {}) },
        ],
        [enemy(target === 'carrier' ? carrier.pose!.x : wingman.pose!.x)],
      );
  const play = (target: string) => (s: GameState) =>
    playUntil(s, (st) => st.phase === 'end' || st.phase === 'planning', deployFirst(attackOn(enemy(0).id!, target)));
  return {
    applies: {
      name: `the carrier destroyed with a ship docked: it emergency deploys (${card})`,
      state: table('carrier'),
      play: play(carrier.id!),
      check: (s: GameState) => {
        expect(ship(s, docked.id!).pose).not.toBeNull();
        expect(ship(s, docked.id!).docked).toBeUndefined();
      },
    },
    doesNotApply: [
      {
        name: 'a wingman destroyed, not the carrier: nothing asked, the ship stays docked',
        state: table('wingman'),
        play: play(wingman.id!),
        check: (s: GameState, seen: Decision[]) => {
          expect(ship(s, wingman.id!).gone).not.toBeNull();
          expect(seen.filter((d) => d.kind === 'use-ability')).toEqual([]);
          expect(ship(s, docked.id!).docked).toBe(carrier.id);
        },
      },
      {
        name: 'the carrier destroyed with nothing docked: nothing asked',
        state: table('carrier', false),
        play: play(carrier.id!),
        check: (s: GameState, seen: Decision[]) => {
          expect(ship(s, carrier.id!).gone).not.toBeNull();
          expect(seen.filter((d) => d.kind === 'use-ability')).toEqual([]);
        },
      },
    ],
  };
}

const VCX: PositionShip = { pilot: 'chopper', id: 'vcx', pose: { x: 450, y: 450, heading: 0 }, upgrades: ['ghost'] };
const SHUTTLE: PositionShip = { pilot: 'ap5', id: 'shuttle', pose: null, docked: 'vcx' };
const XWING: PositionShip = { pilot: 'redsquadronveteran', id: 'wing', pose: { x: 700, y: 450, heading: 0 } };
const TIE = (x: number): PositionShip => ({ pilot: 'academypilot', id: 'tie', pose: { x, y: 700, heading: 180 } });

const YV: PositionShip = { pilot: 'bossk', id: 'yv', pose: { x: 450, y: 450, heading: 0 }, upgrades: ['houndstooth'] };
const Z95: PositionShip = { pilot: 'binayrepirate', id: 'z95', pose: null, docked: 'yv' };
const WINGMAN: PositionShip = { pilot: 'binayrepirate', id: 'wing', pose: { x: 700, y: 450, heading: 0 } };
const ENEMY = (x: number): PositionShip => ({
  pilot: 'redsquadronveteran',
  id: 'enemy',
  pose: { x, y: 700, heading: 180 },
});

/** The System Phase with `ship` touching the carrier's front edge (y = 490 + 20). */
const touching = (pilot: string, id: string, upgrades: string[] = []): PositionShip => ({
  pilot,
  id,
  pose: { x: 450, y: 510, heading: 0 },
  dial: '1F',
  upgrades,
});
const toActivation = (answer: Answer) => (s: GameState) => playUntil(s, (st) => st.phase !== 'system', answer);
const dockWith =
  (carrier: string): Answer =>
  (d) =>
    d.kind === 'dock' && d.options.some((o) => o.id === `dock:${carrier}`) ? [`dock:${carrier}`] : undefined;

const ghost = emergencyCases('Ghost', VCX, SHUTTLE, XWING, TIE, [10, 4]);
const hounds = emergencyCases('Hound’s Tooth', YV, Z95, WINGMAN, ENEMY, [9, 2]);

const FALCON: PositionShip = {
  pilot: 'landocalrissian',
  id: 'falcon',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['landosmillenniumfalcon', 'hotshottailblaster'],
};
const CRAFT: PositionShip = { pilot: 'outerrimpioneer', id: 'craft', pose: null, docked: 'falcon' };
/** A TIE straight ahead of the Falcon at range 2 (`y` 480), or right behind it at range 1 (`y` 200). */
const tieAt = (y: number, stressed: boolean): PositionShip => ({
  pilot: 'academypilot',
  id: 'tie',
  pose: { x: 450, y, heading: y > 300 ? 180 : 0 },
  ...(stressed ? { tokens: { stress: 1 } } : {}),
});
/** Who attacks whom with which weapon (the first option naming both), dice entered as given; the counts seen. */
function duel(attacker: string, weapon: string, faces: (who: string) => string): Answer {
  let current = '';
  return (d) => {
    if (d.kind === 'declare-attack') {
      current = d.ship ?? '';
      if (d.ship !== attacker) return ['pass'];
      const o = d.options.find((x) => x.id.includes(weapon));
      return [o ? o.id : 'pass'];
    }
    if (d.kind === 'enter-dice' && /attack/.test(d.prompt))
      return ['enter', Array.from({ length: d.count ?? 0 }, () => faces(current))];
    return undefined;
  };
}
const lando = emergencyCases(
  'Lando’s Millennium Falcon',
  { ...FALCON, upgrades: ['landosmillenniumfalcon'] },
  CRAFT,
  { ...WINGMAN, pose: { x: 700, y: 300, heading: 0 } },
  (x) => ({ ...ENEMY(x), pose: { x, y: 550, heading: 180 } }),
  [8, 2],
);
const attackDice = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'enter-dice' && /attack/.test(d.prompt)).map((d) => d.count);
const engagement = (answer: Answer) => (s: GameState) =>
  playUntil(s, (st) => st.phase === 'end' || st.phase === 'planning', answer);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:ghost:0',
    applies: ghost.applies,
    doesNotApply: [
      ...ghost.doesNotApply,
      {
        name: 'an X-wing touching the VCX: Ghost takes no X-wing, no dock asked',
        state: () => position('system', [VCX, touching('redsquadronveteran', 'xw')], [TIE(150)]),
        play: toActivation(dockWith('vcx')),
        check: (s, seen) => {
          expect(asked(seen, 'dock')).toEqual([]);
          expect(ship(s, 'xw').pose).not.toBeNull();
        },
      },
    ],
  },
  {
    source: 'upgrade:houndstooth:0',
    applies: {
      name: 'a Z-95 touching the YV-666 docks with it',
      state: () => position('system', [YV, touching('binayrepirate', 'z95')], [ENEMY(150)]),
      play: toActivation(dockWith('yv')),
      check: (s) => expect(ship(s, 'z95')).toMatchObject({ pose: null, docked: 'yv' }),
    },
    doesNotApply: [
      ...hounds.doesNotApply,
      {
        name: 'a YV-666 without the title: no dock asked',
        state: () => position('system', [{ ...YV, upgrades: [] }, touching('binayrepirate', 'z95')], [ENEMY(150)]),
        play: toActivation(dockWith('yv')),
        check: (_s, seen) => expect(asked(seen, 'dock')).toEqual([]),
      },
    ],
  },
  {
    source: 'upgrade:landosmillenniumfalcon:0',
    applies: {
      name: 'a primary attack on a stressed TIE rolls 3 dice; the TIE’s 2 hits take the docked Escape Craft’s shields',
      state: () => position('engagement', [{ ...FALCON, shields: 0 }, CRAFT], [tieAt(480, true)]),
      play: (s) => {
        let falconDone = false;
        return engagement((d) => {
          if (d.kind === 'declare-attack' && d.ship === 'falcon') {
            falconDone = true;
            return [d.options.find((o) => o.id.includes(':tie:primary'))!.id];
          }
          if (d.kind === 'declare-attack' && d.ship === 'tie') return [d.options.find((o) => o.id !== 'pass')!.id];
          if (d.kind === 'enter-dice' && /attack/.test(d.prompt))
            return [
              'enter',
              Array.from({ length: d.count ?? 0 }, () => (falconDone && d.count === 2 ? 'hit' : 'blank')),
            ];
          return undefined;
        })(s);
      },
      check: (s, seen) => {
        expect(attackDice(seen)[0]).toBe(3);
        expect(ship(s, 'craft').shields).toBe(0);
        expect(ship(s, 'falcon').damage).toEqual([]);
      },
    },
    doesNotApply: [
      {
        name: 'the TIE is not stressed: 2 dice',
        state: () => position('engagement', [FALCON], [tieAt(480, false)]),
        play: engagement(duel('falcon', ':tie:primary', () => 'blank')),
        check: (_s, seen) => expect(attackDice(seen)).toEqual([2]),
      },
      {
        name: 'the Hotshot Tail Blaster, not the primary weapon, on a stressed TIE: its 2 dice',
        state: () => position('engagement', [FALCON], [tieAt(200, true)]),
        play: engagement(duel('falcon', 'hotshottailblaster', () => 'blank')),
        check: (_s, seen) => expect(attackDice(seen)).toEqual([2]),
      },
      {
        ...lando.doesNotApply[0]!,
      },
      {
        name: 'a stressed TIE attacks the Falcon: its 2 dice',
        state: () => position('engagement', [FALCON], [{ ...tieAt(480, false), tokens: { stress: 1 } }]),
        play: engagement(duel('tie', ':falcon:', () => 'blank')),
        check: (_s, seen) => expect(attackDice(seen)).toEqual([2]),
      },
    ],
  },
  {
    source: 'upgrade:phantom:0',
    applies: {
      name: 'a Sheathipede with Phantom at range 1 of the Ghost docks with it',
      state: () =>
        position(
          'system',
          [VCX, { ...touching('ap5', 'shuttle', ['phantom']), pose: { x: 450, y: 560, heading: 0 } }],
          [TIE(150)],
        ),
      play: toActivation(dockWith('vcx')),
      check: (s) => expect(ship(s, 'shuttle')).toMatchObject({ pose: null, docked: 'vcx' }),
    },
    doesNotApply: {
      name: 'at range 2: no dock asked',
      state: () =>
        position(
          'system',
          [VCX, { ...touching('ap5', 'shuttle', ['phantom']), pose: { x: 450, y: 650, heading: 0 } }],
          [TIE(150)],
        ),
      play: toActivation(dockWith('vcx')),
      check: (_s, seen) => expect(asked(seen, 'dock')).toEqual([]),
    },
  },
];
