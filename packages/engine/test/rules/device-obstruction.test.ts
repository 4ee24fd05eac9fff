/**
 * Devices and obstruction (000 Rules Reference "Obstruction": an attack is obstructed by obstacles; a bomb or a mine
 * obstructs nothing unless a card says so, through the `attack-obstructed` condition's `by: 'device'`). Played from
 * positions through `applyInPlace`.
 */
import type { GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { position } from '../abilities/flow-harness.js';
import { attackPlay, diceCounts, imperial, rebel } from '../abilities/spec-helpers.js';

/** The X-wing x attacks the TIE t (turned so that one closest line joins them) across a proton bomb of t's side. */
function table(bombX: number): GameState {
  return position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'captainnym', 400, 520, { upgrades: ['protonbombs'], pose: { x: 400, y: 520, heading: 135 } })],
    { devices: [{ card: 'protonbombs', owner: 't', pose: { x: bombX, y: 410, heading: 180 } }] },
  );
}

describe('a device across an attack (000 "Obstruction")', () => {
  it('does not obstruct the attack: no extra defense die from the rule, the attack not marked obstructed', () => {
    const s = table(400);
    attackPlay('x', 't')(s);
    const declared = s.log.find((e) => e.type === 'attack-declared' && e.ship === 'x');
    expect(declared?.data?.obstructed).toBe(false);
  });

  it('is across the attack for a card that counts it (Captain Nym: one more die); aside, it is not', () => {
    const across = table(400);
    const aside = table(650);
    expect(diceCounts(attackPlay('x', 't')(across), 'x', 't').defense).toBe(2);
    expect(diceCounts(attackPlay('x', 't')(aside), 'x', 't').defense).toBe(1);
  });
});
