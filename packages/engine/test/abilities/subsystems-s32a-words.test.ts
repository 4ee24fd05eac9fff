/**
 * The subsystems words of s32-subsa. `lend-pilot-ability` (Co-Pilot), played through `createFromPosition` and
 * `applyInPlace`: supplement "Dock" / "Reserves" (../shared/rules/rules-reference-supplement.md) — a docked ship is in
 * reserve on its carrier, its own abilities inactive; it deploys in the System Phase. A card lends its pilot ability to
 * the carrier only while docked: deployed, the craft has it again and the carrier no longer does.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type GameState, positionOf, type PositionShip } from '@xwing/engine';
import {
  answers,
  attacks,
  choose,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
} from './flow-harness.js';

const FALCON: PositionShip = {
  pilot: 'freightercaptain',
  id: 'falcon',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['landosmillenniumfalcon'],
  dial: '1F',
};
const CRAFT: PositionShip = { pilot: 'landocalrissian-escapecraft', id: 'craft', pose: null, docked: 'falcon' };
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 560, heading: 180 }, dial: '1F' };

/** From the System Phase: the craft deploys (its first way) or stays docked; the Falcon attacks the TIE with blanks. */
function play(deploy: boolean): { s: GameState; falconOffered: boolean } {
  const s = position('system', [FALCON, CRAFT], [TIE]);
  const seen = playUntil(
    s,
    (st) => st.phase === 'end',
    answers(
      picks('deploy', deploy ? 'deploy' : 'pass', 'craft'),
      (d) => (d.kind === 'deploy' && deploy ? [d.options[0]!.id] : undefined),
      attacks('falcon', 'tie'),
      rolls('falcon', 'attack', ['blank', 'blank', 'blank']),
      modifiesWith('Lando Calrissian'),
    ),
  );
  const falconOffered = offered(
    seen.filter((d) => d.ship === 'falcon'),
    'Lando Calrissian',
  );
  return { s, falconOffered };
}

describe('lend-pilot-ability (supplement "Dock", "Reserves": the docked ship in reserve, its carrier in play)', () => {
  it('the craft stays docked: the carrier has its pilot ability (Co-Pilot logged first)', () => {
    const { s, falconOffered } = play(false);
    expect(s.ships.find((x) => x.id === 'craft')!.docked).toBe('falcon');
    expect(falconOffered).toBe(true);
    expect(logged(s, 'ability-used', 'falcon').map((e) => e.data?.source)).toEqual([
      'ship-ability:copilot',
      'pilot:landocalrissian-escapecraft',
    ]);
  });

  it('the craft deploys: the carrier no longer has it', () => {
    const { s, falconOffered } = play(true);
    expect(s.ships.find((x) => x.id === 'craft')!.docked).toBeUndefined();
    expect(s.ships.find((x) => x.id === 'craft')!.pose).not.toBeNull();
    expect(falconOffered).toBe(false);
    expect(logged(s, 'ability-used', 'falcon').map((e) => e.data?.source)).not.toContain('ship-ability:copilot');
  });
});

/**
 * `setup:before-forces` and `place-remote` (001 Setup 5 "Place Forces"; 000 "Setup"; supplement "Remotes"): the
 * window is raised once, after the obstacles and before any ship is placed; Sensor Buoy Suite's two records each place
 * a buoy where its player answers, wholly beyond range 2 (200 mm) of every edge, overlapping nothing.
 */
describe('setup:before-forces and place-remote (001 Setup 5; supplement "Remotes")', () => {
  const content = loadContent();
  const game = () =>
    createGame(
      {
        players: [
          {
            name: 'First Order',
            squad: {
              faction: 'firstorder',
              pilots: [
                { id: 'firstordercourier', ship: 'xiclasslightshuttle', upgrades: { tech: ['sensorbuoysuite'] } },
              ],
            },
          },
          {
            name: 'Resistance',
            squad: { faction: 'resistance', pilots: [{ id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} }] },
          },
        ],
        seed: 'sensor-buoys',
      },
      content,
    );

  it('two buoys are placed before the forces, beyond range 2 of every edge, apart', () => {
    const s = game();
    const seen = playUntil(s, (st) => st.phase === 'planning');
    const kinds = seen.map((d) => d.kind);
    const firstPlace = kinds.indexOf('place-ship');
    const buoyAsks = seen.flatMap((d, i) => (d.kind === 'use-ability' && d.prompt.includes('Sensor Buoy') ? [i] : []));
    expect(buoyAsks.length).toBe(2);
    expect(buoyAsks.every((i) => i < firstPlace)).toBe(true);
    const shuttle = s.ships.find((x) => x.pilot === 'firstordercourier')!;
    const buoys = (s.remotes ?? []).filter((r) => r.card === 'sensorbuoysuite');
    expect(buoys.map((r) => r.owner)).toEqual([shuttle.id, shuttle.id]);
    for (const r of buoys) {
      expect(r.pose.x - 15).toBeGreaterThan(200);
      expect(r.pose.y - 15).toBeGreaterThan(200);
      expect(r.pose.x + 15).toBeLessThan(714.4);
      expect(r.pose.y + 15).toBeLessThan(714.4);
    }
    expect(Math.hypot(buoys[0]!.pose.x - buoys[1]!.pose.x, buoys[0]!.pose.y - buoys[1]!.pose.y)).toBeGreaterThan(30);
    expect(
      logged(s, 'ability-used', shuttle.id).filter((e) => e.data?.source === 'upgrade:sensorbuoysuite:0').length,
    ).toBe(2);
  });

  it('a spot too near an edge is refused', () => {
    const s = game();
    playUntil(s, (st) => st.pending?.kind === 'use-ability' && st.pending.prompt.includes('Sensor Buoy'));
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => /^use:at:/.test(id) || id === 'decline')).toBe(true);
    expect(() => choose(s, 'use:at:150,457.2')).toThrow();
  });
});

/**
 * Reserves (reserves.ts; supplement "Reserve": off the play area, no dial, no action, no attack, not removed from the
 * game; the End Phase still removes its circular tokens) and the effects `place-in-reserve` / `discard-damage-cards`
 * with the replacement windows 'instead:flee' and 'instead:destroyed' (their cards' specs: Moralo Eval, Tel Trevura).
 * A ship in reserve since round 1, holding a focus token, from the End Phase of round 1: its token goes, and at the
 * start of round 2's Planning Phase its player places it within range 1 of the left edge, before any dial is set.
 */
describe('reserves (supplement "Reserve")', () => {
  const start = () =>
    position(
      'end',
      [
        { pilot: 'moraloeval', id: 'm', pose: null, reserve: { edges: ['left'], round: 1 }, tokens: { focus: 1 } },
        { pilot: 'binayrepirate', id: 'z', pose: { x: 450, y: 100, heading: 0 } },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 450, y: 800, heading: 180 } }],
    );

  it('in reserve: circular tokens removed in the End Phase; placed back first thing in the next Planning Phase', () => {
    const s = start();
    expect(positionOf(s, loadContent()).players[0]!.ships[0]).toMatchObject({
      pose: null,
      reserve: { edges: ['left'], round: 1 },
    });
    const seen = playUntil(s, (st) => st.phase === 'planning' && st.pending?.kind === 'set-dial');
    const m = s.ships.find((x) => x.id === 'm')!;
    expect(m.tokens.focus ?? 0).toBe(0);
    const place = seen.find((d) => d.kind === 'place-ship')!;
    expect(place.ship).toBe('m');
    // Placed before the first dial of the round is asked (the play stops there).
    expect(seen.some((d) => d.kind === 'set-dial')).toBe(false);
    expect(m.reserve).toBeUndefined();
    expect(m.pose!.heading).toBe(90);
    expect(m.gone).toBeNull();
  });

  it('a ship in reserve is no defender and sets no dial', () => {
    const s = position(
      'engagement',
      [
        { pilot: 'moraloeval', id: 'm', pose: null, reserve: { edges: ['first'], round: 1 } },
        { pilot: 'binayrepirate', id: 'z', pose: { x: 100, y: 100, heading: 0 } },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 450, y: 300, heading: 180 } }],
    );
    const seen = playUntil(s, (st) => st.phase === 'end');
    expect(seen.filter((d) => d.kind === 'declare-attack').flatMap((d) => d.options.map((o) => o.id))).not.toContain(
      'attack:m:primary',
    );
    expect(seen.some((d) => d.kind === 'declare-attack' && d.options.some((o) => o.id.includes(':m:')))).toBe(false);
  });
});
