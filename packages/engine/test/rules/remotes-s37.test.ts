/**
 * remotes (s37): what a ship moving onto a remote sets off, and the probe droid's range for jams (2.0 Rules Reference
 * "Remotes", ../shared/rules/rules-reference-supplement.md: "Using Remotes", "Damaging Remotes"; each remote's own
 * entry on its card). Played from positions through `applyInPlace`.
 */
import type { GameState, PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { playUntil, position } from '../abilities/flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const bomber = (id: string, card: string, x: number): PositionShip => ({
  pilot: 'separatistbomber',
  id,
  upgrades: [card],
  pose: { x, y: 800, heading: 180 },
  round: { activated: true },
});

describe('a remote travels with the mines in the move geometry (supplement "Remotes": remotes are devices)', () => {
  it('a barrel roll that ends on an enemy commando team sets it off as a maneuver does: the ship gains a strain', () => {
    // The X-wing flies its 1-straight to (400, 280), then barrel rolls right onto the team at (480, 280).
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [bomber('owner', 'mandaloriansupercommandos', 800)],
      { remotes: [{ card: 'mandaloriansupercommandos', owner: 'owner', pose: { x: 480, y: 280, heading: 0 } }] },
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'relocate-remote'
          ? ['stay']
          : d.kind === 'choose-action' &&
              d.ship === 'xwing' &&
              d.options.some((o) => o.id === 'barrel-roll:right:middle')
            ? ['barrel-roll:right:middle']
            : undefined,
    );
    expect(seen.some((d) => d.kind === 'choose-action')).toBe(true);
    expect(ship(s, 'xwing').pose!.x).toBeGreaterThan(470);
    expect(ship(s, 'xwing').tokens.strain ?? 0).toBe(1);
  });
});

describe('the DRK-1 probe droid: its friendly ships may measure a jam’s range from it (its entry)', () => {
  // A G-1A (Lock and Jam actions) flies its 1-straight from (450, 100); the enemy TIE at (450, 800) is far beyond
  // range 1 of it but at range 1 of the probe droid at (450, 700).
  const table = (droidOf: 'ours' | 'theirs') =>
    position(
      'activation',
      [
        { pilot: 'gandfindsman', id: 'g1a', pose: { x: 450, y: 100, heading: 0 }, dial: '1F' },
        { ...bomber('ours', 'drk1probedroids', 100), pose: { x: 100, y: 450, heading: 0 } },
      ],
      [
        { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 800, heading: 180 }, round: { activated: true } },
        { ...bomber('theirs', 'drk1probedroids', 800), pose: { x: 800, y: 450, heading: 0 } },
      ],
      { remotes: [{ card: 'drk1probedroids', owner: droidOf, pose: { x: 450, y: 700, heading: 0 }, id: 'probe' }] },
    );
  const jamOptions = (s: GameState) => {
    const seen = playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'g1a');
    expect(seen).toBeDefined();
    return s.pending!.options.filter((o) => o.id.startsWith('jam:'));
  };

  it('with a droid of its own side: the TIE may be jammed, measured from the droid', () => {
    const s = table('ours');
    const jams = jamOptions(s);
    expect(jams.map((o) => o.id)).toEqual(['jam:tie']);
    expect(jams[0]!.data).toMatchObject({ target: 'tie', from: 'probe' });
  });

  it('with the enemy’s droid there: no jam', () => {
    expect(jamOptions(table('theirs'))).toEqual([]);
  });
});
