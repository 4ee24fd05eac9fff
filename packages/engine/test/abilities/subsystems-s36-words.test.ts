/**
 * The subsystems word of s36-vizsla, played through `createFromPosition` + `applyInPlace` (the real card, Pre Vizsla,
 * and test records of our own in the game's ability table):
 *
 * - `coordinate-remote` (standing, window 'action:coordinate-remote'): while the ship performs a Coordinate action it
 *   may choose a friendly remote of a card of these types instead of another friendly ship (supplement "Coordinate":
 *   a friendly ship at range 1–2, which then performs an action); instead of an action, the remote relocates forward
 *   with one of the templates (supplement "Remotes", Using Remotes: its controlling player places it; it does not move
 *   through or overlap obstacles while relocating).
 *
 * The geometry of a forward relocation (remotes.ts relocatedPose at the front guides) is checked against the geometry
 * package's own maneuver placement (@xwing/geometry finalLocal for a "base" as long as the disc is wide): a golden case
 * worked by hand, and a property over many poses.
 */
import { describe, expect, it } from 'vitest';
import { compose, finalLocal, parseManeuver, placeDevice, type Pose } from '@xwing/geometry';
import {
  abilityTable,
  applyInPlace,
  checkInvariants,
  createGame,
  type Decision,
  positionOf,
  type GameState,
  type PositionShip,
} from '@xwing/engine';
import { type AiKind, makePlayer } from '../../src/ai/index.js';
import { seedRng } from '../../src/rng.js';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { relocatedPose, REMOTE_SHAPE } from '../../src/remotes.js';
import { content, playUntil, position } from './flow-harness.js';

/** The unmeasured remote disc's radius (docs/geometry.md: the bomb token's offset). */
const DISC = 15;

describe('a remote relocated forward (2.0 Rules Reference "Remotes", Using Remotes; supplement)', () => {
  it('golden: the 1-turn left, 2-straight and 1-turn right from (450, 540) facing +y', () => {
    // The template starts at the disc's front edge (15 mm ahead); the disc's rear edge goes into its far end. The
    // 1-turn's centre line has a 35 mm radius: 15 + 35 ahead and 35 + 15 to the side, turned 90°; the 2-straight is
    // 80 mm long: 15 + 80 + 15 ahead.
    const r = { shape: REMOTE_SHAPE, pose: { x: 450, y: 540, heading: 0 } };
    const expected: Record<string, Pose> = {
      '1T': { x: 400, y: 590, heading: 270 },
      '2F': { x: 450, y: 650, heading: 0 },
      '1Y': { x: 500, y: 590, heading: 90 },
    };
    for (const [t, e] of Object.entries(expected)) {
      const p = relocatedPose(r, 'front', t);
      expect(p.x, t).toBeCloseTo(e.x, 9);
      expect(p.y, t).toBeCloseTo(e.y, 9);
      expect(((p.heading % 360) + 360) % 360, t).toBeCloseTo(e.heading, 9);
    }
  });

  it('property: it lands where the geometry places a 30 mm base executing the same template', () => {
    let seed = 36;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 200; i++) {
      const pose = { x: rnd() * 914.4, y: rnd() * 914.4, heading: rnd() * 360 };
      for (const t of ['1T', '2F', '1Y']) {
        const l = finalLocal(parseManeuver(t), 2 * DISC);
        const want = compose(pose, l.dx, l.dy, l.turn);
        const got = relocatedPose({ shape: REMOTE_SHAPE, pose }, 'front', t);
        expect(got.x).toBeCloseTo(want.x, 9);
        expect(got.y).toBeCloseTo(want.y, 9);
        expect(got.heading).toBeCloseTo(want.heading, 9);
      }
    }
  });
});

/** The carrier (a scum YT-1300, initiative 1, large base) with `upgrades`, executing its 1-straight. */
const carrier = (upgrades: PositionShip['upgrades'], x = 450, y = 300): PositionShip => ({
  pilot: 'freightercaptain',
  id: 'carrier',
  upgrades,
  pose: { x, y, heading: 0 },
  dial: '1F',
});
const ENEMY: PositionShip = {
  pilot: 'academypilot',
  id: 'tie',
  pose: { x: 150, y: 150, heading: 0 },
  round: { activated: true },
};
const team = (y: number, x = 450, card = 'mandaloriansupercommandos') => ({
  card,
  owner: 'carrier',
  pose: { x, y, heading: 0 },
  id: 'team',
});
/** Plays the activation, answering the carrier's action with `option` when it is offered. */
const act = (s: GameState, option: string, abilities?: Parameters<typeof playUntil>[3]) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) =>
      d.kind === 'choose-action' && d.options.some((o) => o.id === option)
        ? [option]
        : // remotes (s37): the team's own relocation at the start of the phase is declined.
          d.kind === 'relocate-remote'
          ? ['stay']
          : undefined,
    abilities,
  );
const offered = (seen: Decision[]) =>
  seen.filter((d) => d.kind === 'choose-action').flatMap((d) => d.options.map((o) => o.id));

describe('coordinate-remote (supplement "Coordinate" and "Remotes"; Pre Vizsla)', () => {
  it('the remote chosen relocates instead of performing an action: the coordinate is over, its window runs with no ship', () => {
    // R0-GR's "after a coordinate action, gain a calculate token" hears the coordinate; no ship is asked to act.
    const s = position(
      'activation',
      [carrier(['previzsla', 'mandaloriansupercommandos', 'r0gr-evacuationofdqar'])],
      [ENEMY],
      {
        remotes: [team(540)],
      },
    );
    const seen = act(s, 'coordinate:team:2F');
    expect(s.remotes![0]!.pose.y).toBeCloseTo(650, 9);
    expect(seen.filter((d) => d.kind === 'choose-action')).toHaveLength(1);
    // (Logged: the play may run on to the End Phase, which removes the token.)
    const gained = s.log.filter(
      (e) => e.type === 'token-gained' && e.ship === 'carrier' && e.data?.token === 'calculate',
    );
    expect(gained).toHaveLength(1);
    const performed = s.log.filter((e) => e.type === 'action-performed');
    expect(performed.map((e) => e.data?.action)).toEqual(['coordinate']);
  });

  it('it ignores obstacles: a relocation onto an asteroid is offered and made', () => {
    const s = position('activation', [carrier(['previzsla', 'mandaloriansupercommandos'])], [ENEMY], {
      remotes: [team(540)],
      obstacles: [{ name: 'asteroid-1', pose: { x: 450, y: 660, heading: 0 } }],
    });
    const seen = act(s, 'coordinate:team:2F');
    expect(offered(seen)).toContain('coordinate:team:2F');
    expect(s.remotes![0]!.pose).toMatchObject({ x: 450, heading: 0 });
    expect(s.remotes![0]!.pose.y).toBeCloseTo(650, 9);
  });

  it('a relocation that would put the disc wholly outside the play area is not offered; one partly inside is', () => {
    // The team at (450, 870) facing the edge at y = 914.4: the 2-straight lands at y = 980 (wholly beyond), the
    // turns at y = 920 (the disc from 905 to 935: partly inside). The carrier at range 2, to its left.
    const s = position('activation', [carrier(['previzsla', 'mandaloriansupercommandos'], 250, 700)], [ENEMY], {
      remotes: [team(870)],
    });
    const ids = offered(act(s, 'pass')).filter((id) => id.startsWith('coordinate:'));
    expect(ids).toEqual(['coordinate:team:1T', 'coordinate:team:1Y']);
  });

  it("the record's card types and templates: a test record lets a device card's remote be chosen, with the 1-straight only", () => {
    const word: Ability = {
      source: { kind: 'upgrade', xws: 'previzsla', side: 0 },
      window: 'action:coordinate-remote',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'coordinate-remote', cardTypes: ['device'], templates: ['1F'] },
      summary: 'Test record: coordinate a friendly device remote; it relocates with the 1-straight.',
    };
    const t = abilityTable({ 'upgrade:previzsla:0': [word] });
    const s = position(
      'activation',
      [carrier(['previzsla', 'drk1probedroids'])],
      [ENEMY],
      { remotes: [team(540, 450, 'drk1probedroids')] },
      t,
    );
    const seen = act(s, 'coordinate:team:1F', t);
    expect(offered(seen).filter((id) => id.startsWith('coordinate:'))).toEqual(['coordinate:team:1F']);
    // The probe droid's offset (21.95 mm, the Vassal module's), the template (40) and the offset again ahead.
    expect(s.remotes![0]!.pose.y).toBeCloseTo(623.9, 9);
  });

  it('a coordinate an ability grants offers the remote too, and its window runs once it is relocated', () => {
    const grant: Ability = {
      source: { kind: 'upgrade', xws: 'r0gr-evacuationofdqar', side: 0 },
      window: 'activation:after-reveal',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'test grant' },
      summary: 'Test record: after revealing its dial the ship may coordinate.',
    };
    const t = abilityTable({ 'upgrade:r0gr-evacuationofdqar:0': [grant] });
    const s = position(
      'activation',
      [
        {
          ...carrier(['previzsla', 'mandaloriansupercommandos', 'r0gr-evacuationofdqar']),
          pose: { x: 450, y: 420, heading: 0 },
        },
      ],
      [ENEMY],
      { remotes: [team(540)] },
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes('test grant')
          ? ['coordinate:team:1Y']
          : d.kind === 'relocate-remote'
            ? ['stay']
            : undefined,
      t,
    );
    expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('test grant'))).toBe(true);
    expect(s.remotes![0]!.pose.x).toBeCloseTo(500, 9);
    expect(s.remotes![0]!.pose.y).toBeCloseTo(590, 9);
    expect(s.log.some((e) => e.type === 'remote-relocated')).toBe(true);
  });

  it('a ship without the card: its own commando team in range is never offered (nothing read for it)', () => {
    const s = position('activation', [carrier(['mandaloriansupercommandos'])], [ENEMY], { remotes: [team(540)] });
    expect(offered(act(s, 'pass')).filter((id) => id.startsWith('coordinate:'))).toEqual([]);
  });
});

describe('the computer players with Pre Vizsla (every kind plays the remote options without a refusal)', () => {
  for (const kind of ['random', 'heuristic', 'search'] as const satisfies readonly AiKind[]) {
    it(`${kind}: offered only the remote's relocations it picks one the engine takes, then plays the game on`, () => {
      const s = position(
        'activation',
        [carrier(['previzsla', 'mandaloriansupercommandos'])],
        [{ ...ENEMY, pose: { x: 150, y: 850, heading: 180 }, round: {} }],
        { remotes: [team(540)], diceMode: 'rolled' },
      );
      const players = [makePlayer(kind, kind === 'search' ? { nodes: 30 } : {}), makePlayer('random')] as const;
      const rngs = [seedRng(`s36/${kind}/0`), seedRng(`s36/${kind}/1`)] as const;
      let relocatedBy: string | undefined;
      for (let n = 0; s.pending && s.result === null && n < 600; n++) {
        let d = s.pending;
        // The carrier's Perform Action step, narrowed to the remote's options: the player must answer one of them.
        const remote = d.options.filter((o) => o.id.startsWith('coordinate:team:'));
        if (relocatedBy === undefined && d.kind === 'choose-action' && remote.length > 0) d = { ...d, options: remote };
        const c = players[d.player].choose(s, d, content, rngs[d.player]);
        if (d.options !== s.pending.options) {
          expect(remote.map((o) => o.id)).toContain(c.option);
          relocatedBy = c.option;
        }
        const r = applyInPlace(s, c, content);
        expect(r.ok, `${d.kind}: ${c.option} ${r.ok ? '' : r.reason}`).toBe(true);
        checkInvariants(s);
      }
      expect(relocatedBy).toBeDefined();
      expect(s.log.filter((e) => e.type === 'remote-relocated').length).toBeGreaterThanOrEqual(1);
    });
  }
});

/**
 * `place-obstacle` (s36-vizsla, src/card-obstacles.ts): a card drops or launches an obstacle token (000 "Dropping and
 * Launching Devices": the template at the rear or front guides, the token beyond its end, here at the outline's
 * measured offset), which is then an obstacle of its kind (001 Activation 2.1) — fused ones removed in the End Phase
 * once no fuse is left, as the supplement's Blaze ("Blazer Bomb").
 */
describe('place-obstacle (000 "Dropping and Launching Devices"; 001 Activation 2.1; supplement "Blazer Bomb")', () => {
  const bwing = (pose: { x: number; y: number; heading: number }, charges?: number): PositionShip => ({
    pilot: 'bluesquadronpilot',
    id: 'b',
    upgrades: [charges === undefined ? 'electrochaffmissiles' : { xws: 'electrochaffmissiles', charges }],
    pose,
  });
  const launch = (answer: string) => (d: Decision) =>
    d.kind === 'use-ability' && d.prompt.includes('Electro-Chaff') ? ([answer] as [string]) : undefined;

  it('the launched cloud lands where @xwing/geometry places a device token with its measured offset (3-bank right)', () => {
    const s = position(
      'system',
      [bwing({ x: 450, y: 300, heading: 0 })],
      [{ ...ENEMY, pose: { x: 150, y: 850, heading: 180 } }],
    );
    playUntil(s, (st) => st.phase !== 'system', launch('use:3N'));
    const cloud = s.obstacles.find((o) => o.name === 'electro-chaff-cloud')!;
    const [want] = placeDevice('small', { x: 450, y: 300, heading: 0 }, 'launch', '3N', { ahead: 17.7 });
    expect(cloud.pose.x).toBeCloseTo(want!.x, 9);
    expect(cloud.pose.y).toBeCloseTo(want!.y, 9);
    expect(cloud.pose.heading).toBeCloseTo(want!.heading, 9);
    expect(s.log.find((e) => e.type === 'obstacle-placed')?.data).toMatchObject({ template: '3N', fuses: 1 });
  });

  it('a placement that would put the token wholly outside the play area is not offered', () => {
    // Facing the edge at y = 914.4 from y = 760: the 4-straight's cloud (40.7 mm deep, its centre at 957.7) would lie
    // beyond it; the banks' clouds, turned 45°, reach inside.
    const s = position(
      'system',
      [bwing({ x: 450, y: 760, heading: 0 })],
      [{ ...ENEMY, pose: { x: 150, y: 150, heading: 0 } }],
    );
    const seen = playUntil(s, (st) => st.phase !== 'system', launch('decline'));
    const ids = seen
      .filter((d) => d.kind === 'use-ability' && d.prompt.includes('Electro-Chaff'))[0]!
      .options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['use:3B', 'use:3N']));
    expect(ids).not.toContain('use:4F');
  });

  it('fused: it stays through the End Phase of its round (its fuse taken) and is removed in the next', () => {
    const s = position(
      'system',
      [bwing({ x: 450, y: 300, heading: 0 })],
      [{ ...ENEMY, pose: { x: 150, y: 850, heading: 180 } }],
    );
    playUntil(s, (st) => st.round > 2, launch('use:4F'));
    const removed = s.log.filter((e) => e.type === 'obstacle-removed');
    expect(removed).toHaveLength(1);
    // Removed in round 2's End Phase, not round 1's.
    const at = s.log.indexOf(removed[0]!);
    const phases = s.log
      .slice(0, at)
      .filter((e) => e.type === 'phase-started')
      .map((e) => e.text);
    expect(phases.at(-1)).toBe('End Phase, round 2.');
    expect(s.obstacles.some((o) => o.name === 'electro-chaff-cloud')).toBe(false);
  });

  it('001 Activation 2.1: a ship moving through the loose cargo gains a strain (its outline gives its kind)', () => {
    const s = position('activation', [{ ...carrier([]), pose: { x: 450, y: 300, heading: 0 } }], [ENEMY], {
      obstacles: [{ name: 'loose-cargo', pose: { x: 450, y: 400, heading: 0 } }],
    });
    playUntil(s, (st) => st.phase !== 'activation');
    const hit = s.log.find((e) => e.type === 'obstacle-hit');
    expect(hit?.data).toMatchObject({ kind: 'loose-cargo' });
    expect(hit?.text).toMatch(/gains a strain/);
  });

  it('a ship the cloud lands on is only at range 0 of it: no jam or stress, but it cannot be locked (001 range-0)', () => {
    // The TIE has activated: it stays under the cloud.
    const tie: PositionShip = {
      pilot: 'academypilot',
      id: 'tie',
      pose: { x: 450, y: 500, heading: 180 },
      round: { activated: true },
    };
    const s = position('system', [bwing({ x: 450, y: 300, heading: 0 })], [tie]);
    playUntil(s, (st) => st.round > 1, launch('use:4F'));
    const t = s.ships.find((x) => x.id === 'tie')!;
    expect(t.atObstacles).toEqual(['electro-chaff']);
    expect(s.log.some((e) => e.type === 'obstacle-hit')).toBe(false);
    expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 'tie')).toBe(false);
  });
});

describe('the tokens cards place are no Setup obstacles (000, the scenarios’ setup: six obstacles, of the asteroid, debris and gas cloud kinds)', () => {
  it('createGame refuses a player bringing the loose cargo token', () => {
    const squad = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] };
    expect(() =>
      createGame(
        {
          seed: 's36',
          players: [
            { name: 'A', squad },
            { name: 'B', squad },
          ],
          obstacles: [
            ['asteroid-1', 'asteroid-2', 'loose-cargo'],
            ['debris-1', 'debris-2', 'gas-cloud-1'],
          ],
        },
        content,
      ),
    ).toThrow(/loose-cargo is a token cards place, not a Setup obstacle/);
  });
});

describe('a fused obstacle in a position (docs/game-files.md: obstacles[].fuses)', () => {
  it('positionOf keeps its fuses and createFromPosition reads them back', () => {
    const s = position('system', [{ ...carrier([]), pose: { x: 450, y: 300, heading: 0 } }], [ENEMY], {
      obstacles: [{ name: 'electro-chaff-cloud', pose: { x: 450, y: 600, heading: 0 }, fuses: 0 }],
    });
    expect(s.obstacles[0]).toMatchObject({ name: 'electro-chaff-cloud', fuses: 0 });
    expect(positionOf(s, content).obstacles![0]).toMatchObject({ fuses: 0 });
    // No fuse left: the first End Phase removes it.
    playUntil(s, (st) => st.round > 1);
    expect(s.obstacles).toEqual([]);
  });
});
