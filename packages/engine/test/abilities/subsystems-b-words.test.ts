/**
 * The subsystems words of s32-subsb, played through `createFromPosition` and `apply` with test records of our own:
 * the event window 'device:after-detonate' (a device has detonated: 000 "Devices", bombs detonate at the end of the
 * Activation Phase), `near-device` measured from the device that detonated (gone from the play area by then), the
 * condition `device-locked` and `lock-objects`' `objects` (000 "Objects": ships, obstacles and devices are objects,
 * and ships can acquire locks on objects; 000 "Lock"); and the event window 'move:after-not-action' (a move an ability
 * granted as no action was made: 000 "Actions", "Boost"); and `dial-as` (a ship flies with another ship type's dial).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { abilityTable, createGame, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, picks, playUntil, position, shipOf } from './flow-harness.js';

const content = loadContent();
const rec = (xws: string, a: Pick<Ability, 'window' | 'when' | 'effect'>): Ability => ({
  source: { kind: 'pilot', xws },
  optional: false,
  summary: 'Test record.',
  ...a,
});
/** The X-wing's pilot: its lock reaches devices only; after a device it locked detonates, it gains a strain token. */
const locker: Ability[] = [
  rec('redsquadronveteran', {
    window: 'action:lock-objects',
    when: { kind: 'is-other-party' },
    effect: { kind: 'lock-objects', from: 'holder', min: 0, max: 3, objects: ['device'] },
  }),
  rec('redsquadronveteran', {
    window: 'device:after-detonate',
    when: { kind: 'device-locked' },
    effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
  }),
];
/** The TIE's pilot: after a device detonates at range 0–1 of it, it gains a stress token. */
const near: Ability[] = [
  rec('academypilot', {
    window: 'device:after-detonate',
    when: { kind: 'near-device', max: 1 },
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
  }),
];
const table = abilityTable({ 'pilot:redsquadronveteran': locker, 'pilot:academypilot': near });

// The X-wing 'x' is left to activate, at range 1–2 of a proton bomb 'pb' and of a rock; the TIE 'n' is at range 1 of
// the bomb, the TIE 'f' beyond range 1 of it.
const xwing: PositionShip = { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 650, heading: 0 }, dial: '1F' };
const ties: PositionShip[] = [
  { id: 'n', pilot: 'academypilot', pose: { x: 480, y: 500, heading: 180 }, round: { activated: true } },
  { id: 'f', pilot: 'academypilot', pose: { x: 150, y: 150, heading: 180 }, round: { activated: true } },
  {
    id: 'b',
    pilot: 'gammasquadronace',
    upgrades: ['protonbombs'],
    pose: { x: 800, y: 150, heading: 180 },
    round: { activated: true },
  },
];
const start = () =>
  position(
    'activation',
    [xwing],
    ties,
    {
      devices: [{ card: 'protonbombs', owner: 'b', pose: { x: 400, y: 500, heading: 0 }, id: 'pb' }],
      obstacles: [{ id: 'rock', name: 'asteroid-3', pose: { x: 250, y: 700, heading: 0 } }],
    },
    table,
  );

describe('device:after-detonate, near-device, device-locked, lock-objects objects (000 "Devices", "Objects", "Lock")', () => {
  it('the X-wing’s Lock action offers the bomb, not the rock; the bomb detonates: its locker and the TIE near it hear it', () => {
    const s = start();
    playUntil(s, (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x', undefined, table);
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).toContain('lock:pb');
    expect(ids).not.toContain('lock:rock');
    playUntil(s, leaves('activation'), picks('choose-action', 'lock:pb', 'x'), table);
    expect(s.devices).toEqual([]);
    // Locked as it detonated; the lock goes with the device.
    expect(shipOf(s, 'x').tokens.strain).toBe(1);
    expect(shipOf(s, 'x').locks).toEqual([]);
    // At range 0–1 of where the bomb was (it has left the play area as the window resolves), and beyond.
    expect(shipOf(s, 'n').tokens.stress).toBe(1);
    expect(shipOf(s, 'f').tokens.stress ?? 0).toBe(0);
  });
  it('no lock on the bomb: the locker hears nothing, the TIE near it still does', () => {
    const s = start();
    playUntil(s, leaves('activation'), picks('choose-action', 'pass', 'x'), table);
    expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
    expect(shipOf(s, 'n').tokens.stress).toBe(1);
  });
});

/** The strikers' and interceptors' pilots: after a move granted as no action, the ship gains a focus token. */
const heard: Ability = rec('blacksquadronscout', {
  window: 'move:after-not-action',
  when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'move', oneOf: ['boost'] }] },
  effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
});
const moveTable = abilityTable({
  'pilot:blacksquadronscout': [heard],
  'pilot:alphasquadronpilot': [{ ...heard, source: { kind: 'pilot', xws: 'alphasquadronpilot' } }],
});

describe('move:after-not-action (000 "Actions": a move made as no action is no action; 000 "Boost")', () => {
  it('the striker’s Adaptive Ailerons boost raises it; the interceptor’s own Boost action does not', () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 60, heading: 0 }, dial: '1F' }],
      [
        { id: 's', pilot: 'blacksquadronscout', pose: { x: 400, y: 750, heading: 180 }, dial: '1F' },
        { id: 'i', pilot: 'alphasquadronpilot', pose: { x: 200, y: 750, heading: 180 }, dial: '1F' },
      ],
      {},
      moveTable,
    );
    playUntil(
      s,
      leaves('activation'),
      (d) =>
        d.kind === 'choose-action' && d.options.some((o) => o.id === 'boost:1F')
          ? ['boost:1F']
          : d.kind === 'choose-action'
            ? ['pass']
            : undefined,
      moveTable,
    );
    expect(s.log.some((e) => e.type === 'action-performed' && e.ship === 'i' && e.data?.action === 'boost')).toBe(true);
    // Read in the log: the End Phase may have removed the focus tokens since.
    const focus = (id: string) => s.log.filter((e) => e.type === 'token-gained' && e.ship === id).length;
    expect(focus('s')).toBe(1);
    expect(focus('i')).toBe(0);
  });
});

/** The X-wing's pilot flies with an RZ-1 A-wing's dial (a ship type of its own faction). */
const dialTable = abilityTable({
  'pilot:redsquadronveteran': [
    rec('redsquadronveteran', {
      window: 'maneuver:dial-as',
      when: { kind: 'always' },
      effect: { kind: 'dial-as', ship: 'rz1awing' },
    }),
  ],
});

describe('dial-as (000 "Planning Phase": a ship’s maneuver is set with its dial; "Maneuver Difficulty")', () => {
  it('the X-wing is offered the RZ-1 A-wing’s dial, sets its red 5-Koiogran turn and gains a stress token for it', () => {
    const s = position(
      'planning',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 100, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 } }],
      {},
      dialTable,
    );
    const seen = playUntil(
      s,
      (g) => g.log.some((e) => e.type === 'maneuver-executed' && e.ship === 'x'),
      (d) => (d.kind === 'set-dial' ? [d.ship === 'x' ? '5K' : d.options[0]!.id] : undefined),
      dialTable,
    );
    const dial = seen.find((d) => d.kind === 'set-dial' && d.ship === 'x')!;
    const rz1 = content.ship('rebelalliance', 'rz1awing')!.dial.map((m) => m.code);
    expect(dial.options.map((o) => o.id).sort()).toEqual([...rz1].sort());
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });
});

describe('Naboo Handmaiden at Setup (000 "Conditions"; cards/subsystems/conditions.ts, its spec plays Decoyed)', () => {
  it('once forces are placed, Decoyed goes to the friendly N-1 that is no Naboo Handmaiden', () => {
    const s = createGame(
      {
        players: [
          {
            name: 'Republic',
            squad: {
              faction: 'galacticrepublic',
              pilots: [
                { id: 'naboohandmaiden', ship: 'nabooroyaln1starfighter', upgrades: {} },
                { id: 'bravoflightofficer', ship: 'nabooroyaln1starfighter', upgrades: {} },
              ],
            },
          },
          {
            name: 'Separatists',
            squad: {
              faction: 'separatistalliance',
              pilots: [{ id: 'fearsomepredator', ship: 'droidtrifighter', upgrades: {} }],
            },
          },
        ],
        seed: 'decoyed',
      },
      content,
    );
    playUntil(s, (st) => st.phase !== 'setup');
    const decoyed = s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'decoyed')).map((x) => x.pilot);
    expect(decoyed).toEqual(['bravoflightofficer']);
  });
});
