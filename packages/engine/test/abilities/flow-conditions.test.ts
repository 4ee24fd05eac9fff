/**
 * Flow spec for the scenario condition registered with the card abilities: Ancient Knowledge (003 "Ancient
 * Knowledge"; scenario/knowledge.ts), played through createFromPosition + applyInPlace only. While its ship attacks
 * or defends, the condition may be discarded to change one result (to a crit attacking, an evade defending).
 */
import { describe, expect, it } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import {
  answers,
  attacks,
  hasLogged,
  logged,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
} from './flow-harness.js';

describe('Ancient Knowledge (condition:ancientknowledge): discard it to change one result', () => {
  const fight = (attacker: 'x' | 't', knows: boolean) => {
    const conditions = knows ? { conditions: ['ancientknowledge'] } : {};
    const x: PositionShip = {
      id: 'x',
      pilot: 'redsquadronveteran',
      pose: { x: 400, y: 300, heading: 0 },
      ...conditions,
    };
    const s = position('engagement', [x], [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }]);
    const seen = playUntil(
      s,
      hasLogged('attack-ended', attacker),
      answers(
        attacks(attacker, attacker === 'x' ? 't' : 'x'),
        rolls(attacker, 'attack', ['blank', 'hit']),
        rolls(attacker === 'x' ? 't' : 'x', 'defense', ['blank', 'blank']),
        modifiesWith('Ancient Knowledge'),
      ),
    );
    return { s, seen };
  };

  it('applies: attacking, a blank becomes a crit and the condition is discarded', () => {
    const { s, seen } = fight('x', true);
    expect(offered(seen, 'Ancient Knowledge')).toBe(true);
    expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ crits: 1 });
    expect(shipOf(s, 'x').conditions ?? []).toEqual([]);
  });

  it('applies: defending, a blank becomes an evade', () => {
    const { s, seen } = fight('t', true);
    expect(offered(seen, 'Ancient Knowledge')).toBe(true);
    expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hit: false });
  });

  it('does not apply: without the condition', () => {
    const { s, seen } = fight('x', false);
    expect(offered(seen, 'Ancient Knowledge')).toBe(false);
    expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
  });
});
