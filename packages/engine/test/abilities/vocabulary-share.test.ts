/**
 * Issue 10: at least 80 % of the implemented cards' conditions and effects are vocabulary, not code. Counted over the
 * leaves of every registered ability's `when` and `effect` (all/any/not and sequence are walked into).
 */
import { describe, expect, it } from 'vitest';
import { coreAbilities } from '../../src/abilities/all-records.js';
import type { Condition, Effect } from '../../src/abilities/vocabulary/types.js';

function leaves(): { code: number; vocabulary: number; records: number } {
  let code = 0;
  let vocabulary = 0;
  let records = 0;
  const condition = (c: Condition): void => {
    if (c.kind === 'all' || c.kind === 'any') c.of.forEach(condition);
    else if (c.kind === 'not') condition(c.of);
    else if (c.kind === 'code') code++;
    else vocabulary++;
  };
  const effect = (e: Effect): void => {
    if (e.kind === 'sequence') e.of.forEach(effect);
    else if (e.kind === 'code') code++;
    else vocabulary++;
  };
  for (const list of coreAbilities().values())
    for (const a of list) {
      records++;
      condition(a.when);
      effect(a.effect);
    }
  return { code, vocabulary, records };
}

describe('the ability vocabulary', () => {
  it('holds at least 80 % of the implemented cards’ conditions and effects', () => {
    const { code, vocabulary, records } = leaves();
    expect(records).toBeGreaterThan(80);
    expect(vocabulary / (code + vocabulary)).toBeGreaterThanOrEqual(0.8);
  });
});
