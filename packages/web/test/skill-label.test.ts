/**
 * The ship list's label for a ship's place in the order (issue 29): 2.5's initiative, the first edition's pilot skill
 * (002 §Pilot skill) in a game on the first edition's cards.
 */
import { describe, expect, it } from 'vitest';
import { skillLabel, skillTitle } from '../src/skill-label.js';

describe('pilot skill or initiative at the table', () => {
  it('a 2.5 game shows initiative as "i8"; a game on the first edition’s cards, pilot skill as "PS 8"', () => {
    expect(skillLabel('v2', 8)).toBe('i8');
    expect(skillTitle('v2')).toBe('initiative');
    expect(skillLabel('v1', 8)).toBe('PS 8');
    expect(skillTitle('v1')).toBe('pilot skill');
  });
});
