/**
 * Docking, deploying and reserves (2.0 Rules Reference "Dock" and "Reserve", quoted in
 * ../shared/rules/rules-reference-supplement.md; 000/001 have no docking rule), played from positions through
 * `createFromPosition` + `applyInPlace`. The carriers are the cards that say so (Ghost: an attack shuttle or a
 * Sheathipede, rear guides only; Hound's Tooth: a Z-95; Phantom: docks at range 0–1).
 */
import {
  checkGame,
  createGame,
  type GameSetup,
  type GameState,
  type Position,
  positionOf,
  positionProblems,
  type PositionShip,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { type Answer, content, playUntil, position } from '../abilities/flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);

const VCX: PositionShip = { pilot: 'chopper', id: 'vcx', pose: { x: 450, y: 450, heading: 0 }, upgrades: ['ghost'] };
const DOCKED: PositionShip = { pilot: 'ap5', id: 'shuttle', pose: null, docked: 'vcx' };
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 150, y: 850, heading: 180 } };

const pick =
  (kind: string, option: string): Answer =>
  (d) =>
    d.kind === kind && d.options.some((o) => o.id === option) ? [option] : undefined;

describe('deploying (supplement "Dock": a docked ship deploys in the System Phase)', () => {
  it('a docked ship is in reserve: off the table, not gone, asked no dial, and it deploys from its carrier', () => {
    const s = position('planning', [VCX, DOCKED], [TIE]);
    expect(ship(s, 'shuttle')).toMatchObject({ pose: null, gone: null, docked: 'vcx' });
    const seen = playUntil(s, (st) => st.phase === 'system' && st.pending?.kind === 'deploy');
    // Reserve: it is not assigned a dial.
    expect(seen.filter((d) => d.kind === 'set-dial' && d.ship === 'shuttle')).toEqual([]);
    const d = s.pending!;
    // Ghost: from the rear guides only; no stationary or reverse maneuver.
    const ids = d.options.map((o) => o.id).filter((id) => id !== 'pass');
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.every((id) => id.startsWith('deploy:rear:'))).toBe(true);
    expect(ids.some((id) => /:0O$|:\dA$|:\dS$|:\dD$/.test(id))).toBe(false);
  });

  it('deploying with a 1-straight from the rear guides: placed behind the carrier facing away, one action, no activation', () => {
    const s = position('system', [VCX, DOCKED], [TIE]);
    const seen = playUntil(
      s,
      (st) => st.round === 2,
      (d) => {
        if (d.kind === 'deploy') return ['deploy:rear:1F'];
        if (d.kind === 'choose-action' && d.ship === 'shuttle') return [d.options.find((o) => o.id !== 'pass')!.id];
        return undefined;
      },
    );
    const sh = ship(s, 'shuttle');
    expect(sh.docked).toBeUndefined();
    // Its front guides on the VCX's rear guides (y = 410), facing away (heading 180), then 40 mm of template + a base.
    expect(sh.pose!.heading).toBeCloseTo(180);
    expect(sh.pose!.x).toBeCloseTo(450);
    expect(sh.pose!.y).toBeCloseTo(410 - 40 - 20);
    expect(events(s, 'ship-deployed')).toHaveLength(1);
    // "The ship may perform one action".
    expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'shuttle')).toBe(true);
    // "A ship that deploys during the System Phase does not activate during the Activation Phase."
    expect(events(s, 'dial-revealed').filter((e) => e.ship === 'shuttle')).toEqual([]);
  });

  it('staying docked: asked again next round, never activating', () => {
    const s = position('system', [VCX, DOCKED], [TIE]);
    const seen = playUntil(s, (st) => st.round === 3);
    expect(seen.filter((d) => d.kind === 'deploy')).toHaveLength(2);
    expect(ship(s, 'shuttle').pose).toBeNull();
  });
});

describe('docking (supplement "Dock": a ship at range 0 of its carrier docks in the System Phase)', () => {
  const touching: PositionShip = { pilot: 'ap5', id: 'shuttle', pose: { x: 450, y: 390, heading: 0 }, dial: '1F' };

  it('a ship touching its carrier may dock: placed in reserve, its dial discarded, it does not activate', () => {
    const s = position('system', [VCX, { ...touching, tokens: { focus: 1 } }], [TIE]);
    playUntil(s, (st) => st.phase === 'engagement', pick('dock', 'dock:vcx'));
    const sh = ship(s, 'shuttle');
    expect(sh).toMatchObject({ pose: null, gone: null, docked: 'vcx', dial: null });
    expect(events(s, 'ship-docked')).toHaveLength(1);
    expect(events(s, 'dial-revealed').filter((e) => e.ship === 'shuttle')).toEqual([]);
    // "A ship cannot both dock and deploy during the same System Phase": no deploy asked before the next round.
    // The End Phase still removes its circular tokens (supplement "Reserve").
    const seen = playUntil(s, (st) => st.round === 2);
    expect(seen.filter((d) => d.kind === 'deploy')).toEqual([]);
    expect(ship(s, 'shuttle').tokens.focus ?? 0).toBe(0);
  });

  it('not at range 0, or a ship the carrier does not take: not asked', () => {
    const apart = position('system', [VCX, { ...touching, pose: { x: 450, y: 300, heading: 0 } }], [TIE]);
    expect(playUntil(apart, (st) => st.phase !== 'system').filter((d) => d.kind === 'dock')).toEqual([]);
    const xwing = { ...touching, pilot: 'redsquadronveteran' };
    const other = position('system', [VCX, xwing], [TIE]);
    expect(playUntil(other, (st) => st.phase !== 'system').filter((d) => d.kind === 'dock')).toEqual([]);
  });

  it('a carrier takes one ship: a second is not asked while one is docked', () => {
    const s = position('system', [VCX, DOCKED, { ...touching, id: 'second' }], [TIE]);
    expect(playUntil(s, (st) => st.phase !== 'system').filter((d) => d.kind === 'dock')).toEqual([]);
  });
});

describe('emergency deploy (supplement "Dock": the carrier is destroyed before it is removed)', () => {
  /** The VCX one damage from destroyed, attacked by a TIE straight ahead at range 2. */
  function doomed(): GameState {
    const cards = ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire', 'damagedengine'];
    const facedown = [...cards, 'weaponsfailure', 'hullbreach', 'fuelleak'].map((card) => ({ card, faceup: false }));
    return position(
      'engagement',
      [{ ...VCX, shields: 0, damage: facedown }, DOCKED],
      [{ ...TIE, pose: { x: 450, y: 700, heading: 180 } }],
    );
  }
  const attack: Answer = (d) => {
    if (d.kind === 'declare-attack' && d.ship === 'tie') return [d.options.find((o) => o.id.includes(':vcx'))!.id];
    if (d.kind === 'enter-dice' && /attack/.test(d.prompt)) return ['enter', ['hit', 'hit']];
    return undefined;
  };

  it('the docked ship deploys from where the carrier stood, suffering 1 critical damage', () => {
    const s = doomed();
    const seen = playUntil(
      s,
      (st) => st.phase === 'end' || ship(st, 'shuttle').pose !== null,
      (d, st) => {
        if (d.kind === 'use-ability' && d.prompt.includes('Ghost'))
          return [d.options.find((o) => o.id.endsWith('@rear:2F'))!.id];
        return attack(d, st);
      },
    );
    const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Ghost'))!;
    // Mandatory: no "decline"; only the carrier's rear guides.
    expect(asked.options.some((o) => o.id === 'decline')).toBe(false);
    expect(asked.options.every((o) => o.id.startsWith('use:shuttle@rear:'))).toBe(true);
    const sh = ship(s, 'shuttle');
    expect(sh.docked).toBeUndefined();
    expect(sh.pose!.heading).toBeCloseTo(180);
    // "the ship first suffers 1 [critical] damage": its shield takes it (a crit against a shield).
    expect(events(s, 'shield-lost').filter((e) => e.ship === 'shuttle')[0]!.data).toMatchObject({
      crit: true,
      source: 'emergency deploy',
    });
    expect(events(s, 'ship-deployed')[0]!.data).toMatchObject({ emergency: true, carrier: 'vcx' });
  });
});

describe('positions with docked ships', () => {
  const given: Position = {
    round: 2,
    phase: 'planning',
    players: [{ ships: [VCX, DOCKED] }, { ships: [TIE] }],
  };

  it('round-trip: the docked ship keeps its carrier', () => {
    const s = position('planning', [VCX, DOCKED], [TIE]);
    const back = positionOf(s, content);
    expect(back.players[0].ships.find((x) => x.id === 'shuttle')).toMatchObject({ pose: null, docked: 'vcx' });
    expect(positionProblems(given, content)).toEqual([]);
  });

  it('refused: a docked ship with a pose, or docked with a ship that is not its player’s in play', () => {
    const onTable = {
      ...given,
      players: [{ ships: [VCX, { ...DOCKED, pose: { x: 100, y: 100, heading: 0 } }] }, { ships: [TIE] }],
    };
    expect(positionProblems(onTable as Position, content).map((p) => p.path)).toContain('players[0].ships[1].docked');
    const enemy = { ...given, players: [{ ships: [VCX, { ...DOCKED, docked: 'tie' }] }, { ships: [TIE] }] };
    expect(positionProblems(enemy as Position, content).map((p) => p.path)).toContain('players[0].ships[1].docked');
  });
});

describe('starting the game docked (supplement "Dock": before the Place Forces step)', () => {
  function game(): GameState {
    return createGame(
      {
        players: [
          {
            name: 'Rebels',
            squad: {
              faction: 'rebelalliance',
              pilots: [
                { id: 'chopper', ship: 'vcx100lightfreighter', upgrades: { title: ['ghost'] } },
                { id: 'ap5', ship: 'sheathipedeclassshuttle', upgrades: {} },
              ],
            },
          },
          {
            name: 'Empire',
            squad: { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] },
          },
        ],
        seed: 'docking-setup',
      },
      content,
    );
  }

  it('a ship the carrier takes is asked before any ship is placed; docked, it is never placed', () => {
    const s = game();
    const seen = playUntil(
      s,
      (st) => st.phase !== 'setup',
      (d) => (d.kind === 'dock' ? [d.options[0]!.id] : undefined),
    );
    const asked = seen.findIndex((d) => d.kind === 'dock');
    expect(asked).toBeGreaterThan(-1);
    expect(seen[asked]!.options.map((o) => o.id)).toEqual([`dock:${s.ships[0]!.id}`, 'pass']);
    expect(seen.slice(0, asked).some((d) => d.kind === 'place-ship')).toBe(false);
    const shuttle = s.ships.find((x) => x.pilot === 'ap5')!;
    expect(shuttle).toMatchObject({ pose: null, gone: null, docked: s.ships[0]!.id });
    expect(seen.filter((d) => d.kind === 'place-ship').map((d) => d.ship)).not.toContain(shuttle.id);
  });

  it('passing, it is placed as any ship', () => {
    const s = game();
    playUntil(s, (st) => st.phase !== 'setup');
    expect(s.ships.find((x) => x.pilot === 'ap5')!.pose).not.toBeNull();
  });
});

describe('whole games with carriers (no throw, the invariants, an exact replay)', () => {
  const squads = [
    {
      faction: 'rebelalliance',
      pilots: [
        { id: 'chopper', ship: 'vcx100lightfreighter', upgrades: { title: ['ghost'] } },
        { id: 'ap5', ship: 'sheathipedeclassshuttle', upgrades: { title: ['phantom'] } },
      ],
    },
    {
      faction: 'scumandvillainy',
      pilots: [
        {
          id: 'landocalrissian',
          ship: 'customizedyt1300lightfreighter',
          upgrades: { title: ['landosmillenniumfalcon'] },
        },
        { id: 'autopilotdrone', ship: 'escapecraft', upgrades: {} },
        { id: 'lattsrazzi', ship: 'yv666lightfreighter', upgrades: { title: ['houndstooth'] } },
        { id: 'nashtahpup', ship: 'z95af4headhunter', upgrades: {} },
      ],
    },
  ];
  for (const kind of ['random', 'heuristic'] as const)
    for (const seed of ['a', 'b', 'c'])
      it(`${kind} players, seed ${seed}`, () => {
        const setup: GameSetup = {
          players: [
            { name: 'Rebels', squad: squads[0]! },
            { name: 'Scum', squad: squads[1]! },
          ],
          seed: `docking-${seed}`,
        };
        const game = checkGame(setup, content, kind);
        expect(game.failure).toBeUndefined();
        expect(game.state!.log.some((e) => e.type === 'ship-docked' || e.type === 'ship-deployed')).toBe(true);
      });
});
