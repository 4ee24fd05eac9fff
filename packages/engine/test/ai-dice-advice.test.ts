/**
 * The computer players' dice advice (ai/heuristic.ts) against the engine's own rules of the Modify Dice step: what
 * the heuristic player values a modification at must follow what the engine lets it change. Played through
 * `createFromPosition` + `applyInPlace`, the decision answered by the heuristic player's public entry.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip } from '@xwing/engine';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { heuristicChoice } from '../src/ai/heuristic.js';
import { seedRng } from '../src/rng.js';
import { content, playUntil, position } from './abilities/flow-harness.js';
import { farXwing, imperial } from './abilities/spec-helpers.js';

/** Lando Calrissian (Scum YT-1300) attacks t at range 2 rolling three blanks; `limit`: t's test `modify-limit`. */
function landoAttacks(limit: boolean) {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'academypilot' },
    window: 'attack:modify-restriction',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'modify-limit', count: 1, reroll: true, dice: 'attack', who: 'attacker' },
    summary: 'Test record: the attacker may reroll one attack die at most.',
  };
  const abilities = abilityTable(limit ? { 'pilot:academypilot': [record] } : {});
  const s = position(
    'engagement',
    [{ id: 'l', pilot: 'landocalrissian', pose: { x: 400, y: 300, heading: 0 } }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 460, heading: 180 } }],
    {},
    abilities,
  );
  playUntil(
    s,
    (g) => g.pending?.kind === 'modify-attack-dice' && g.pending.ship === 'l',
    (d) => {
      if (d.kind === 'declare-attack' && d.ship === 'l') return ['attack:t:primary:double-turret'];
      if (d.kind === 'enter-dice' && d.ship === 'l') return ['enter', ['blank', 'blank', 'blank']];
      return undefined;
    },
    abilities,
  );
  return s;
}

describe('heuristic dice advice', () => {
  // 000 "Modifying Dice" and the `modify-limit` word (combat/attack.ts `limitsFor`): a ship limited to rerolling one
  // die gets one die's worth from a reroll of any number of blanks, not the whole pool's.
  it('values a reroll under a modify-limit by the dice the limit lets it reroll (a stress is not worth one blank)', () => {
    const free = landoAttacks(false);
    const pick = (s: typeof free) => heuristicChoice(s, s.pending!, content, seedRng('dice-advice')).option;
    expect(free.pending!.options.map((o) => o.id)).toContain('mod:pilot:landocalrissian#0@l');
    expect(pick(free)).toBe('mod:pilot:landocalrissian#0@l');
    const limited = landoAttacks(true);
    expect(limited.pending!.options.map((o) => o.id)).toContain('mod:pilot:landocalrissian#0@l');
    expect(pick(limited)).toBe('done');
  });
});

/**
 * A droid tri-fighter (`t`, no focus on its bar) with Composure, flying a 1 straight between two TIEs (and one ahead)
 * that leave it no barrel roll or boost; `extra`: its own state. The X-wing is far off.
 */
function boxedIn(extra: Partial<PositionShip> = {}) {
  const s = position(
    'activation',
    [farXwing()],
    [
      imperial('t', 'dis347', 400, 600, { dial: '1F', upgrades: ['composure'], ...extra }),
      imperial('a', 'academypilot', 340, 520, { dial: '1F', round: { activated: true } }),
      imperial('b', 'academypilot', 460, 520, { dial: '1F', round: { activated: true } }),
      imperial('c', 'academypilot', 400, 440, { dial: '1F', round: { activated: true } }),
    ],
  );
  playUntil(
    s,
    (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 't',
    () => undefined,
  );
  return s;
}

describe('heuristic actions: an attempt that fails', () => {
  // docs/rules-coverage.md "Failing actions" (000 "Barrel Roll", "Boost": no legal placement, the action fails);
  // Composure grants a focus action after one while the ship has no green token (000 "Tokens").
  it('attempts a failing action when its Composure then gives it a focus it lacks', () => {
    const s = boxedIn();
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids.some((id) => id.startsWith('fail:'))).toBe(true);
    expect(ids).not.toContain('focus');
    const pick = heuristicChoice(s, s.pending!, content, seedRng('fail-advice')).option;
    expect(pick.startsWith('fail:')).toBe(true);
  });

  it('does not attempt it for nothing: holding a green token (an evade), it takes an action of its bar', () => {
    const s = boxedIn({ tokens: { evade: 1 } });
    const pick = heuristicChoice(s, s.pending!, content, seedRng('fail-advice')).option;
    expect(pick.startsWith('fail:')).toBe(false);
  });
});
