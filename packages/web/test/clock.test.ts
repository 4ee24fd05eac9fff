/** The status bar's clock text (clock-text.ts): minutes and seconds, hours once past the hour, never negative. */
import { describe, expect, it } from 'vitest';
import { timeLeftText } from '../src/clock-text.js';

describe('timeLeftText', () => {
  it('writes m:ss below an hour and h:mm:ss from it, rounding up to the second', () => {
    expect(timeLeftText(59 * 60_000 + 5_000)).toBe('59:05');
    expect(timeLeftText(3_600_000)).toBe('1:00:00');
    expect(timeLeftText(75 * 60_000)).toBe('1:15:00');
    expect(timeLeftText(1)).toBe('0:01');
    expect(timeLeftText(9_001)).toBe('0:10');
  });
  it('shows 0:00 once the time is past', () => {
    expect(timeLeftText(0)).toBe('0:00');
    expect(timeLeftText(-5_000)).toBe('0:00');
  });
});
