/**
 * Token kinds whose rules had no rules test of their own (issue 24: every token kind has one citing its source),
 * played from positions through the public API. The others are tested beside their rules: focus, evade and calculate
 * gained (actions.test.ts) and spent attacking (dice-and-damage.test.ts, attacks.test.ts); stress (defects.test.ts,
 * round.test.ts); strain (defects.test.ts); deplete, jam, tractor and reinforce (token-rules.test.ts, actions.test.ts);
 * ion (tokens.test.ts, defects.test.ts); Force spent attacking and recovered (dice-and-damage.test.ts, round.test.ts).
 * Here: 000 "Charges and the Force" (Force spent defending, a recurring charge recovered, a non-recurring one not),
 * 000 "Calculate" (spent defending) and 000 "Lock" (one lock at a time).
 */
import type { GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, declare, farTie, isEnter, playUntil, position, ship, tie, xwing } from './harness.js';

/** The X-wing attacks the TIE at range 2 with two hits; the TIE rolls `defense` and is asked to modify them. */
function defending(s: GameState, defense: string[]) {
  declare(s, 'x', 'attack:t:');
  choose(s, 'enter', ['hit', 'hit', 'blank']);
  playUntil(s, isEnter('defense'));
  choose(s, 'enter', defense);
  return playUntil(s, (x) => x.kind === 'modify-defense-dice');
}
const lastDefense = (s: GameState) =>
  s.log.filter((e) => e.type === 'modification-used' && e.data?.dice === 'defense').at(-1)?.data?.after;

describe('000 Charges and the Force: a defending ship spends a Force to change one focus result to an evade', () => {
  it('a Jedi Knight (agility 3) with 1 Force turns one of its two focus results; no Force is left', () => {
    const s = position('engagement', [xwing(300)], [tie(500, { pilot: 'jediknight', force: 1 })]);
    const d = defending(s, ['focus', 'focus', 'blank']);
    expect(d?.options.map((o) => o.id)).toContain('mod:force');
    choose(s, 'mod:force');
    expect(lastDefense(s)).toEqual(['evade', 'focus', 'blank']);
    expect(ship(s, 't').force).toBe(0);
  });

  it('with no Force the modification is not offered', () => {
    const s = position('engagement', [xwing(300)], [tie(500, { pilot: 'jediknight', force: 0 })]);
    const d = defending(s, ['focus', 'focus', 'blank']);
    expect(d?.options.map((o) => o.id) ?? []).not.toContain('mod:force');
  });
});

describe('000 Calculate: a defending ship spends a calculate token to change one focus result to an evade', () => {
  it('a Vulture droid with a calculate token turns one of its focus results', () => {
    const s = position(
      'engagement',
      [xwing(300)],
      [tie(500, { pilot: 'tradefederationdrone', tokens: { calculate: 1 } })],
    );
    const d = defending(s, ['focus', 'focus']);
    expect(d?.options.map((o) => o.id)).toContain('mod:calculate');
    choose(s, 'mod:calculate');
    expect(lastDefense(s)).toEqual(['evade', 'focus']);
    expect(ship(s, 't').tokens.calculate ?? 0).toBe(0);
  });
});

describe('000 Charges and the Force: in the End Phase a card with a recurring charge recovers one; others do not', () => {
  it('Lone Wolf (1, recurring) recovers its charge; Proton Torpedoes (2, not recurring) stay at 1', () => {
    const s = position(
      'end',
      [
        xwing(300, {
          upgrades: [
            { xws: 'lonewolf', charges: 0 },
            { xws: 'protontorpedoes', charges: 1 },
          ],
        }),
      ],
      [farTie],
    );
    playUntil(s, () => s.phase === 'planning');
    const charges = Object.fromEntries(ship(s, 'x').upgrades.map((u) => [u.xws, u.charges]));
    expect(charges).toEqual({ lonewolf: 1, protontorpedoes: 1 });
  });
});

describe('000 Lock: a ship maintains one lock at a time; locking again removes the previous lock', () => {
  it('the X-wing holding a lock on one TIE locks the other: only the new lock remains', () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', locks: ['far'] }],
      [
        farTie,
        { id: 'near', pilot: 'academypilot', pose: { x: 400, y: 480, heading: 180 }, dial: '1F', initiative: 4 },
      ],
    );
    playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'x');
    expect(ship(s, 'x').locks).toEqual([{ target: 'far' }]);
    choose(s, 'lock:near');
    expect(ship(s, 'x').locks).toEqual([{ target: 'near' }]);
  });
});
