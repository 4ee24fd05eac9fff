/**
 * `xwing dice` refuses up front, with a message, a query whose state space exceeds the documented bound (issue 12,
 * item 8: five large attacks with --look-ahead ran for minutes and took 13 GB), and memory stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { checkQuery, DiceQueryError, MAX_QUERY_SIZE, querySize } from '@xwing/dice';
import { run } from './run.js';

describe('dice query bounds', () => {
  it('five and ten large attacks (look-ahead) are refused at once with the bound', async () => {
    for (const n of [5, 10]) {
      const started = performance.now();
      const r = await run([
        'dice',
        ...Array<string>(n).fill('6ffffllllcccooo'),
        '--vs',
        '6ffffeeeeerrcc',
        '--look-ahead',
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /this query is too large to answer: .* token states, and the calculator answers up to 120,000/,
      );
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('the size counts each side’s possible tokens per attack, and a gain opens a kind to the cap', () => {
    const q = checkQuery({ attacks: [{ dice: 3, tokens: { focus: 1 } }], defender: { dice: 2, tokens: { evade: 2 } } });
    expect(querySize(q)).toBe(2 * 3);
    const gain = {
      attacks: [{ dice: 3 }],
      defender: {
        dice: 2,
        modifications: [
          { by: 'defender', dice: 'defense', effect: { kind: 'add', face: 'evade' }, cost: { gain: 'stress' } },
        ],
      },
    };
    expect(querySize(checkQuery(gain))).toBe(10);
    expect(() =>
      checkQuery({
        attacks: Array.from({ length: 10 }, () => ({ dice: 6, tokens: { focus: 9, lock: 9, calculate: 9 } })),
        defender: { dice: 6, tokens: { focus: 9, evade: 9 } },
      }),
    ).toThrow(DiceQueryError);
    expect(MAX_QUERY_SIZE).toBe(120_000);
  });
});
