/**
 * Devices and remotes (2.0 Rules Reference "Remotes", "Using Remotes", quoted in
 * ../shared/rules/rules-reference-supplement.md): "If a device does not state that it affects remotes, it does not
 * affect remotes"; a bomb whose card names remotes damages those in its reach (its 'device:remotes' record, read by
 * devices.ts as it detonates), and a remote that suffers damage up to its hull is removed ("Damaging Remotes").
 * Played from positions through `applyInPlace`.
 */
import type { GameState, Position } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { type Answer, playUntil, position } from '../abilities/flow-harness.js';

const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);
/** Blanks for every die asked. */
const blanks: Answer = (d) =>
  d.kind === 'enter-dice' ? ['enter', Array.from({ length: d.count ?? 0 }, () => 'blank')] : undefined;

/** An X-wing flying a 1-straight from (x, 800) towards y = 0, a bomber far away with `card` and DRK-1 probes. */
function table(card: string, xwingX: number, extra: Partial<Position>): GameState {
  return position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: xwingX, y: 800, heading: 180 }, dial: '1F' }],
    [
      {
        pilot: 'scimitarsquadronpilot',
        id: 'bomber',
        upgrades: [card, 'drk1probedroids'],
        pose: { x: 400, y: 300, heading: 180 },
        dial: '2F',
      },
    ],
    extra,
  );
}

describe('devices affect remotes only where their cards say so (supplement "Remotes", "Using Remotes")', () => {
  it('a proximity mine the X-wing sets off leaves the probe droid beside it alone: its card names no remote', () => {
    const s = table('proximitymines', 400, {
      devices: [{ card: 'proximitymines', owner: 'bomber', pose: { x: 400, y: 700, heading: 180 } }],
      remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { x: 470, y: 700, heading: 0 }, id: 'probe' }],
    });
    playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, blanks);
    expect(events(s, 'device-detonated')).toHaveLength(1);
    expect(s.remotes?.map((r) => r.id)).toEqual(['probe']);
    expect(events(s, 'remote-damaged')).toEqual([]);
  });

  it('a proton bomb destroys the probe droid at range 1 of it and removes it from the play area ("Damaging Remotes")', () => {
    const s = table('protonbombs', 150, {
      devices: [{ card: 'protonbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }],
      remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { x: 400, y: 610, heading: 0 }, id: 'probe' }],
    });
    playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, blanks);
    expect(events(s, 'remote-damaged')[0]!.data).toMatchObject({ remote: 'probe', hits: 0, crits: 1 });
    expect(events(s, 'remote-destroyed')).toHaveLength(1);
    expect(s.remotes ?? []).toEqual([]);
    expect(s.devices).toEqual([]);
  });
});
