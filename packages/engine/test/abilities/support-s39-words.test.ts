/**
 * The support word of s39, played through `createFromPosition` + `applyInPlace`:
 *
 * - `lend-tokens` (window 'token:lend', static.ts `tokenLenders`, combat/attack.ts `holds` / `spend`): while another
 *   friendly ship at range `min`–`max` of the record's ship attacks or defends, it may spend the record's ship's focus
 *   tokens as if it had them — 000 "Focus" (spend a focus token to change every focus result to a hit, attacking, or to
 *   an evade, defending) and "Modifying Dice"; range as 000 "Measuring Range"; 000 "Friendly and Enemy". Esege Tuketu.
 *   A card ability whose price is a focus token (costs.ts canPay / pay) counts them too while its ship attacks or
 *   defends ("Static": his lock and a focus token make his results crits).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '@xwing/engine';
import {
  answers,
  attacks,
  hasLogged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
} from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

/**
 * The TIE `t` at (400, 500) attacks the X-wing `x` at (400, 300) (two dice at range 2, both hits); Esege Tuketu `k` (one focus
 * token) at (520, 300), range 1 of the X-wing, or on the TIE's side (`enemy`) at (520, 500); the X-wing rolls two
 * focus results and spends a focus token when offered. The X-wing has engaged; the play stops once the TIE's attack
 * ends, at the question of the X-wing's wingman `w` at (300, 300) (initiative 0: it engages last), the tokens as the
 * attack left them.
 */
const play = (enemy = false): GameState => {
  const s = position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { round: { engaged: true } }),
      ...(enemy ? [] : [rebel('k', 'esegetuketu', 520, 300, { tokens: { focus: 1 }, round: { engaged: true } })]),
      rebel('w', 'bluesquadronescort', 300, 300, { initiative: 0 }),
    ],
    [
      imperial('t', 'academypilot', 400, 500),
      ...(enemy ? [imperial('k', 'esegetuketu', 520, 500, { tokens: { focus: 1 }, round: { engaged: true } })] : []),
    ],
  );
  playUntil(
    s,
    hasLogged('attack-ended', 't'),
    answers(
      attacks('t', 'x'),
      rolls('t', 'attack', ['hit', 'hit', 'hit']),
      rolls('x', 'defense', ['focus', 'focus']),
      picks('modify-defense-dice', 'mod:focus', 'x'),
    ),
  );
  return s;
};
const evaded = (s: GameState) => s.log.some((e) => e.type === 'attack-neutralized' && /misses/.test(e.text));

describe('lend-tokens (000 "Focus": a friendly ship spends the lender\'s focus as its own)', () => {
  it('the defender without a focus token spends his: its focus results become evades, his token is gone', () => {
    const s = play();
    expect(evaded(s)).toBe(true);
    expect(s.phase).toBe('engagement');
    expect(shipOf(s, 'k').tokens.focus ?? 0).toBe(0);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:esegetuketu')).toBe(true);
  });
  it('an enemy lender lends nothing: the defender has no focus to spend', () => {
    const s = play(true);
    expect(evaded(s)).toBe(false);
    expect(shipOf(s, 'k').tokens.focus).toBe(1);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:esegetuketu')).toBe(false);
  });
});

describe("lend-tokens pays a card ability's focus cost while its ship attacks", () => {
  /**
   * "Static" `s` at (400, 300), locking the X-wing `t` at (400, 500), no focus token of his own, attacks it rolling hit,
   * blank; Esege Tuketu `k` (one focus token) at (520, 300) unless `alone`. A wingman `w` (initiative 0) engages last.
   */
  const play = (alone = false) => {
    const s = position(
      'engagement',
      [
        rebel('s', 'static', 400, 300, { locks: ['t'] }),
        ...(alone ? [] : [rebel('k', 'esegetuketu', 520, 300, { tokens: { focus: 1 }, round: { engaged: true } })]),
        rebel('w', 'bluesquadronescort', 300, 300, { initiative: 0 }),
      ],
      // An X-wing as the defender (two shields): the crits take its shields, the game goes on.
      [imperial('t', 'redsquadronveteran', 400, 500, { round: { engaged: true } })],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 's'),
      answers(
        attacks('s', 't'),
        rolls('s', 'attack', ['hit', 'blank']),
        rolls('t', 'defense', ['blank', 'blank']),
        modifiesWith('"Static"'),
      ),
    );
    return { s, seen };
  };
  it("his focus pays for the card's modification: both results become crits, his token is gone", () => {
    const { s, seen } = play();
    expect(offered(seen, '"Static"')).toBe(true);
    expect(s.log.some((e) => e.type === 'attack-neutralized' && /2 crit/.test(e.text))).toBe(true);
    expect(s.phase).toBe('engagement');
    expect(shipOf(s, 'k').tokens.focus ?? 0).toBe(0);
  });
  it('without him the ship has no focus token: the modification is not offered', () => {
    const { seen } = play(true);
    expect(offered(seen, '"Static"')).toBe(false);
  });
});
