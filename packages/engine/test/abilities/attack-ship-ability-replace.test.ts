/**
 * A card that replaces the ship's ship ability (Wartime Loadout: the support word `lose-ship-ability`, window
 * 'ship:abilities', with the ship ability it grants; vocabulary/types.ts): an upgrade side
 * that says "replace your ship ability" takes the pilot card's ship ability off the ship and leaves the one it grants.
 * Played through `createFromPosition` + `applyInPlace`: the attacking X-wing carries a test record that gives it a
 * stress token after attacking when the defender carries a named ship ability (`has-ship-ability`). Rules: 000 "Ship
 * Cards" (a ship card's ship ability; standard loadouts may have their own) and the cards' own text, which the rules
 * leave to the card (002 "Card abilities": a card's text overrides the rules).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { attacks, hasLogged, playUntil, position, shipOf } from './flow-harness.js';

/** x attacks the BTA-NR2 y (its upgrades given); the stress x holds after, 1 when y carries ship ability `id`. */
function stressIfCarries(id: string, upgrades: string[], pilot = 'newrepublicpatrol'): number {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:after',
    when: { kind: 'has-ship-ability', who: 'other', id },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [record] });
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
    [{ id: 'y', pilot, pose: { x: 400, y: 490, heading: 180 }, upgrades }],
    {},
    table,
  );
  playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 'y'), table);
  return shipOf(s, 'x').tokens.stress ?? 0;
}

describe('lose-ship-ability with a granted one (a card that replaces the ship ability of the pilot card)', () => {
  it('without the card, the ship carries its pilot card’s ship ability', () => {
    expect(stressIfCarries('intuitiveinterface', [])).toBe(1);
    expect(stressIfCarries('devastatingbarrage', [])).toBe(0);
  });
  it('with Wartime Loadout, the granted ship ability replaces it', () => {
    expect(stressIfCarries('intuitiveinterface', ['wartimeloadout'])).toBe(0);
    expect(stressIfCarries('devastatingbarrage', ['wartimeloadout'])).toBe(1);
  });
  it('a pilot whose own ship ability is the granted one keeps it', () => {
    expect(stressIfCarries('devastatingbarrage', ['wartimeloadout'], 'newrepublicpatrol-wartime')).toBe(1);
  });
  it('a discarded card replaces nothing', () => {
    const upgrades = [{ xws: 'wartimeloadout', discarded: true }] as unknown as string[];
    expect(stressIfCarries('intuitiveinterface', upgrades)).toBe(1);
  });
});
