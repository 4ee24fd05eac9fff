/**
 * The subsystems' device words of this session, played through `createFromPosition` + `applyInPlace` with the
 * Concussion Bombs records (in our own words):
 *
 * - `below-max` of stat 'charges': the record's own card has fewer active charges than its limit (000 "Charges and the
 *   Force": a spent charge is flipped to its inactive side);
 * - `can-place-device`: the ship could place its card's device now with these templates ("if able");
 * - `place-device` with `templates`: a forced drop, no question asked;
 * - `deal-facedown-damage`: a card dealt, not damage suffered, so shields do not stop it;
 * - a device effect that asks a player (an `unless` inside a detonation, 000 "Bombs": the bomb affects each ship at
 *   range 0–1 in turn): the detonation waits for the answer and goes on with the next ship (devices.ts `resume`).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import { playUntil, position, shipOf } from './flow-harness.js';

/** A concussion bomb at y = 675 detonating at the end of the Activation Phase with two X-wings near it. */
function twoNear(): GameState {
  return position(
    'activation',
    [
      { pilot: 'redsquadronveteran', id: 'a', pose: { x: 360, y: 800, heading: 180 }, dial: '1F' },
      { pilot: 'redsquadronveteran', id: 'b', pose: { x: 440, y: 800, heading: 180 }, dial: '1F' },
    ],
    [
      {
        pilot: 'scimitarsquadronpilot',
        id: 'bomber',
        upgrades: ['concussionbombs'],
        pose: { x: 400, y: 300, heading: 180 },
        dial: '2F',
      },
    ],
    { devices: [{ card: 'concussionbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }] },
  );
}

describe('a detonation whose effect asks (an unless), and deal-facedown-damage', () => {
  it('each ship is dealt its card, then its own player chooses: a strain token, or a card exposed', () => {
    const s = twoNear();
    const seen: Decision[] = playUntil(
      s,
      (st) => st.phase === 'engagement' || st.round > 1,
      (d) => (d.kind === 'unless' ? [d.ship === 'a' ? 'pay' : 'refuse'] : undefined),
    );
    const asked = seen.filter((d) => d.kind === 'unless').map((d) => d.ship);
    expect(asked).toEqual(['a', 'b']);
    // Shields do not stop a dealt card (001 "Damage Cards": a card dealt is not damage suffered).
    expect(shipOf(s, 'a').shields).toBe(2);
    expect(shipOf(s, 'b').shields).toBe(2);
    expect(shipOf(s, 'a').damage.map((d) => d.faceup)).toEqual([false]);
    expect(shipOf(s, 'a').tokens.strain).toBe(1);
    expect(shipOf(s, 'b').damage.map((d) => d.faceup)).toEqual([true]);
    expect(shipOf(s, 'b').tokens.strain ?? 0).toBe(0);
    // The detonation ran to its end once both had answered: the bomb is gone.
    expect(s.devices).toEqual([]);
    expect(s.log.filter((e) => e.type === 'device-removed')).toHaveLength(1);
  });
});

describe("below-max 'charges', can-place-device and a forced place-device (000 'Charges and the Force')", () => {
  const table = (charges: number, y: number) =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [{ xws: 'concussionbombs', charges }],
          pose: { x: 400, y, heading: 180 },
          dial: '2F',
        },
      ],
    );
  const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');
  const toActivation = (s: GameState) => playUntil(s, (st) => st.phase !== 'system');

  it('an inactive charge: the drop is made without a question, the 1-straight used', () => {
    const s = table(1, 600);
    const seen = toActivation(s);
    expect(seen.filter((d) => d.kind === 'use-ability')).toEqual([]);
    expect(placed(s).map((e) => e.data?.template)).toEqual(['1F']);
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(0);
  });
  it('no active charge left: the cost cannot be paid, so nothing is forced', () => {
    const s = table(0, 600);
    toActivation(s);
    expect(placed(s)).toEqual([]);
  });
  it('the bomb could not be placed (wholly beyond the edge): not able, so nothing is forced or spent', () => {
    const s = table(2, 880);
    toActivation(s);
    expect(placed(s)).toEqual([]);
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(2);
  });
});
