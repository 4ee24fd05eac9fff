/**
 * `roll-attack-dice`'s `perDamageCard` (attack group): the ability rolls `count` attack dice for each damage card its
 * ship has, facedown and faceup (000 "Damage Cards": a ship's damage cards; Kuiil). Played through
 * `createFromPosition` + `applyInPlace` with a test card action on the X-wing x: the dice its roll asks for.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position } from './flow-harness.js';

/** x performs the test action holding `cards` facedown damage cards; the number of dice it was asked to enter. */
function diceRolled(cards: number): number {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'action:card',
    when: { kind: 'always' },
    optional: true,
    effect: { kind: 'roll-attack-dice', count: 1, perDamageCard: true, then: { kind: 'sequence', of: [] } },
    summary: 'Test record: roll a die per damage card.',
  };
  const table = abilityTable({ 'pilot:redsquadronveteran': [record] });
  const damage = ['panickedpilot', 'blindedpilot', 'woundedpilot']
    .slice(0, cards)
    .map((card) => ({ card, faceup: false }));
  const s = position(
    'activation',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', damage }],
    [{ id: 'far', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
    {},
    table,
  );
  let asked = -1;
  playUntil(
    s,
    leaves('activation'),
    (d) => {
      if (d.kind === 'enter-dice' && d.prompt.includes('Test record')) {
        asked = d.count ?? 0;
        return ['enter', Array.from({ length: asked }, () => 'blank')];
      }
      if (d.kind === 'choose-action' && d.ship === 'x') {
        const o = d.options.find((x) => x.id.startsWith('card:pilot:redsquadronveteran'));
        return o ? [o.id] : undefined;
      }
      return undefined;
    },
    table,
  );
  return asked;
}

describe('roll-attack-dice perDamageCard (000 "Damage Cards")', () => {
  it('rolls one die per damage card the ship has', () => {
    expect(diceRolled(1)).toBe(1);
    expect(diceRolled(3)).toBe(3);
  });
});
