/**
 * The attack group's `name-result` word and its window 'attack:before-roll' (vocabulary/types.ts), played through
 * `createFromPosition` + `applyInPlace` with a test record on a far TIE wingman w: before each roll of the attack it
 * names the face `face` (its `choices` answered), and once the dice are rolled a roll lacking it has one die changed.
 * Rules: 000 "Performing an Attack" (the Attack Dice and Defense Dice steps: the dice are rolled, then modified; a
 * result named before the roll changes the rolled dice before any modification) and "Modifying Dice" (a change: the
 * die shows the new face; the rolling ship's least useful die is the one its player would give up).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { attacks, hasLogged, playUntil, position } from './flow-harness.js';

const KEY = 'pilot:academypilot';

/** x (3 attack dice) attacks t (3 defense dice) at range 2; w names `face` for the `dice` roll; the faces rolled. */
function play(dice: 'attack' | 'defense', face: string, attack: string[], defense: string[]): GameState {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'academypilot' },
    window: 'attack:before-roll',
    when: { kind: 'subject-data', key: 'dice', oneOf: [dice] },
    optional: true,
    choices: () => [{ id: face, label: `name ${face}` }],
    effect: { kind: 'name-result' },
    summary: 'Test record: name a result.',
  };
  const table = abilityTable({ [KEY]: [record] });
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
    [
      { id: 't', pilot: 'blacksquadronace', pose: { x: 400, y: 450, heading: 180 } },
      { id: 'w', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 } },
    ],
    {},
    table,
  );
  playUntil(
    s,
    hasLogged('attack-ended', 'x'),
    (d) => {
      if (d.kind === 'use-ability' && d.ship === 'w') return [`use:${face}`];
      if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', attack];
      if (d.kind === 'enter-dice' && d.ship === 't') return ['enter', defense];
      if (d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') return ['pass'];
      return attacks('x', 't')(d, s);
    },
    table,
  );
  return s;
}
const changes = (s: GameState) =>
  s.log.filter((e) => e.type === 'dice-changed').map((e) => [e.ship, e.data?.from, e.data?.to]);
const rolled = (s: GameState, kind: 'attack' | 'defense') =>
  s.log.find((e) => e.type === 'result-named' && e.data?.dice === kind) !== undefined;

describe('name-result (000 "Performing an Attack": a result named before the roll)', () => {
  it('the roll lacks the named result: one die, the least useful to the rolling ship, shows it', () => {
    // The attacker gives up a blank before a focus before a hit before a crit.
    const s = play('attack', 'crit', ['hit', 'focus', 'hit'], ['blank', 'blank', 'blank']);
    expect(rolled(s, 'attack')).toBe(true);
    expect(changes(s)).toEqual([['x', ['focus'], 'crit']]);
    expect(s.log.find((e) => e.type === 'attack-neutralized')?.data).toMatchObject({ hits: 2, crits: 1 });
  });
  it('the defender gives up a blank first, then a focus, keeping its evades', () => {
    const s = play('defense', 'blank', ['hit', 'hit', 'hit'], ['evade', 'focus', 'evade']);
    expect(changes(s)).toEqual([['t', ['focus'], 'blank']]);
    expect(s.log.find((e) => e.type === 'attack-neutralized')?.data).toMatchObject({ hits: 1 });
  });
  it('the roll holds the named result already: nothing changes', () => {
    const s = play('attack', 'blank', ['hit', 'blank', 'hit'], ['blank', 'blank', 'blank']);
    expect(rolled(s, 'attack')).toBe(true);
    expect(changes(s)).toEqual([]);
  });
  it('a result named for the attack dice leaves the defense dice alone', () => {
    const s = play('attack', 'hit', ['hit', 'hit', 'hit'], ['focus', 'focus', 'focus']);
    expect(changes(s)).toEqual([]);
    expect(s.log.find((e) => e.type === 'attack-neutralized')?.data).toMatchObject({ hits: 3 });
  });
});
