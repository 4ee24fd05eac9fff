/**
 * Odds that know the cards, on the board (issue 22): cardOddsFor gives each attack option of the pending declare-attack
 * decision the dice abilities of every ship's cards whose conditions hold with that attack declared — the game's own
 * conditions (000 "Attacks": abilities of the Modify steps), as the deciding seat sees the table — in the dice
 * vocabulary, so the table's odds count the cards the game will offer.
 */
import { describe, expect, it } from 'vitest';
import { computeOdds, rerollAbility } from '@xwing/dice';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { cardOddsFor } from '../src/card-odds.js';
import type { Choice, Decision } from '../src/decision.js';
import { engagement } from '../src/phases/engagement.js';
import type { GameState } from '../src/state.js';
import { content, game, runEngagement, ship, TestCtx } from './combat-helpers.js';

/** An academy TIE facing an X-wing 150 mm away (range 2), with Howlrunner `dx` mm beside the TIE. */
function board(dx: number): GameState {
  return game([
    ship({ id: 'x', player: 0, pilot: 'bluesquadronescort', x: 400, y: 390, heading: 180 }),
    ship({ id: 'a', player: 1, pilot: 'academypilot', x: 400, y: 200, heading: 0 }),
    ship({ id: 'h', player: 1, pilot: 'howlrunner', x: 400 + dx, y: 200, heading: 0 }),
  ]);
}

/** Plays the Engagement Phase, every other ship passing, to the academy TIE's declare-attack decision. */
function atDeclare(state: GameState): GameState {
  const ctx = new TestCtx(state);
  engagement.enter(ctx);
  for (let guard = 0; guard < 50; guard++) {
    expect(engagement.advance(ctx)).toBe('asked');
    const d = state.pending!;
    if (d.kind === 'declare-attack' && d.ship === 'a') return state;
    const pass = d.options.find((o) => o.id === 'pass') ?? d.options[0]!;
    const choice: Choice = { decision: d.id, seat: d.player, option: pass.id };
    expect(engagement.choose(ctx, choice).ok).toBe(true);
  }
  throw new Error('no declare-attack decision for the academy TIE');
}

/** The attack option on the X-wing. */
function onX(state: GameState): string {
  const o = state.pending!.options.find((x) => (x.data as { defender?: string } | undefined)?.defender === 'x');
  if (!o) throw new Error('no attack on the X-wing offered');
  return o.id;
}

const ATTACK = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
const DEFENSE = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];

describe('cardOddsFor: the cards in an attack as the table stands', () => {
  it('Howlrunner at range 1 of the attacking TIE: her reroll is counted for its attack', () => {
    const state = atDeclare(board(60));
    const odds = cardOddsFor(state, content, 1);
    const cards = odds?.options?.[onX(state)];
    expect(cards?.counted.map((c) => c.key)).toEqual(['pilot:howlrunner']);
    expect(cards?.attacker).toEqual([
      expect.objectContaining({ name: expect.stringContaining('Howlrunner'), by: 'attacker' }),
    ]);
    expect(cards?.defender).toEqual([]);
  });

  it('Howlrunner beyond range 1 of it: nothing is counted', () => {
    const state = atDeclare(board(300));
    const cards = cardOddsFor(state, content, 1)?.options?.[onX(state)];
    expect(cards?.counted).toEqual([]);
    expect(cards?.attacker).toEqual([]);
  });

  it('only the deciding seat gets its options; the state is left as it was', () => {
    const state = atDeclare(board(60));
    const before = JSON.stringify(state);
    expect(cardOddsFor(state, content, 0)).toBeUndefined();
    expect(cardOddsFor(state, content, 'spectator')).toBeUndefined();
    cardOddsFor(state, content, 1);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('the odds with the counted reroll equal a brute-force enumeration (2 attack dice, 1 rerolled, vs 2 agility)', () => {
    const state = atDeclare(board(60));
    const cards = cardOddsFor(state, content, 1)!.options![onX(state)]!;
    const r = computeOdds({
      attacks: [{ dice: 2, range: 2, modifications: cards.attacker }],
      defender: { dice: 2, modifications: cards.defender },
    });
    // By hand: each attack roll, one blank or focus rerolled (no focus token: a focus is worth a blank), then every
    // defense roll; evades cancel hits and crits.
    let sum = 0;
    let n = 0;
    for (const a1 of ATTACK)
      for (const a2 of ATTACK)
        for (const d1 of DEFENSE)
          for (const d2 of DEFENSE) {
            const evades = [d1, d2].filter((f) => f === 'evade').length;
            const hits = [a1, a2].filter((f) => f === 'hit' || f === 'crit').length;
            // Rerolled die: averaged over its eight faces.
            const total =
              hits === 2
                ? Math.max(0, 2 - evades)
                : ATTACK.reduce((s, f) => s + Math.max(0, hits + (f === 'hit' || f === 'crit' ? 1 : 0) - evades), 0) /
                  8;
            sum += total;
            n++;
          }
    expect(r.expectedDamage).toBeCloseTo(sum / n, 12);
  });
});

describe('whenDice in a game: a dice record offered only while the dice as they stand meet it', () => {
  // A test record (this context only): the attacker may reroll any number of dice while they are all blanks (two or
  // more), the dice vocabulary's `whenDice` the odds read too.
  const extra: Record<string, Ability[]> = {
    'pilot:academypilot': [
      {
        source: { kind: 'pilot', xws: 'academypilot' },
        window: 'attack:modify-attack-dice',
        when: { kind: 'attack-role', role: 'attacker' },
        optional: true,
        effect: {
          kind: 'dice',
          modification: rerollAbility('attacker', 'any', {
            name: 'test',
            whenDice: [{ faces: ['blank'], atLeast: 2, only: true }],
          }),
        },
        summary: 'test: only blanks, reroll them',
      },
    ],
  };
  const offered = (faces: string): boolean => {
    const state = game([
      ship({ id: 'x', player: 0, pilot: 'bluesquadronescort', x: 400, y: 390, heading: 180 }),
      ship({ id: 'a', player: 1, pilot: 'academypilot', x: 400, y: 200, heading: 0 }),
    ]);
    // Each decision answered by its kind: the academy TIE attacks the X-wing, its dice are `faces`, the X-wing's two
    // blanks, every modify window closed.
    let entered = 0;
    const answer = (d: Decision): string => {
      if (d.kind === 'declare-attack')
        return d.ship === 'a'
          ? d.options.find((o) => (o.data as { defender?: string } | undefined)?.defender === 'x')!.id
          : 'pass';
      if (d.kind === 'enter-dice') return entered++ === 0 ? faces : 'blank,blank';
      return 'done';
    };
    const { decisions } = runEngagement(
      state,
      Array.from({ length: 12 }, () => answer),
      extra,
    );
    const modify = decisions.filter((d) => d.kind === 'modify-attack-dice' && d.player === 1);
    return modify.some((d) => d.options.some((o) => o.id.startsWith('mod:pilot:academypilot#')));
  };

  it('two blanks: offered; a blank and a hit: not', () => {
    expect(offered('blank,blank')).toBe(true);
    expect(offered('blank,hit')).toBe(false);
  });
});
