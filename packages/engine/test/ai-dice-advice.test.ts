/**
 * The computer players' dice advice (ai/heuristic.ts) against the engine's own rules of the Modify Dice step: what
 * the heuristic player values a modification at must follow what the engine lets it change. Played through
 * `createFromPosition` + `applyInPlace`, the decision answered by the heuristic player's public entry.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { heuristicChoice } from '../src/ai/heuristic.js';
import { seedRng } from '../src/rng.js';
import { content, playUntil, position } from './abilities/flow-harness.js';

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
