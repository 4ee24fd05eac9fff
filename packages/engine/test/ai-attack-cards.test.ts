/**
 * The heuristic player and the attack cards it never used in the real lists' soak (issue 22, docs/real-lists/attack.md):
 * each game is played through `applyInPlace` to the decision the card is offered in, then the heuristic answers the
 * real pending decision.
 * - A bonus attack (Darth Maul, Advanced Fire Control) was an outcome worth 1.5, less than the two Force it costs.
 * - Results added to a hit attack (Fifth Brother's crit) were an outcome worth 1.5, less than their price.
 * - A Force a card spends (Brilliant Evasion, Fifth Brother the gunner) cost more than the same Force spent on the
 *   Force's own change, so the plain one-focus change always won.
 * - A free reroll (Fire-Control System) tied with the lock's reroll of the same die and lost on order, the lock spent.
 * - Munitions Failsafe's "cancel all your attack results" was an outcome worth 1.5: every torpedo and missile attack of
 *   a ship carrying it was cancelled for a charge, whatever it rolled (so Barrage Rockets never reached its rerolls).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import { heuristicChoice } from '../src/ai/heuristic.js';
import { seedRng } from '../src/rng.js';
import { answers, attacks, content, playUntil, position, rolls, useAbilityOf } from './abilities/flow-harness.js';
import { imperial, rebel } from './abilities/spec-helpers.js';

/** Plays with `answer` until `at` holds for the pending decision; returns it. */
function reach(s: GameState, at: (d: Decision) => boolean, answer = answers()): Decision {
  playUntil(s, (x) => x.pending !== null && at(x.pending), answer);
  const d = s.pending;
  if (!d || !at(d)) throw new Error('the decision was never reached');
  return d;
}

/** The label of the option the heuristic player picks. */
function picked(s: GameState, d: Decision): string {
  const c = heuristicChoice(s, d, content, seedRng('ai-attack-cards'));
  return d.options.find((o) => o.id === c.option)?.label ?? c.option;
}

const asks = (card: string) => (d: Decision) => d.kind === 'use-ability' && d.prompt.includes(card);

describe('heuristic player: attack cards it should value', () => {
  it('Darth Maul: two Force for a bonus attack on another target are worth it', () => {
    const s = position(
      'engagement',
      [rebel('m', 'darthmaul', 400, 300, { force: 2 })],
      [imperial('t1', 'academypilot', 400, 470), imperial('t2', 'academypilot', 500, 470)],
    );
    const d = reach(s, asks('Darth Maul'), answers(attacks('m', 't1'), rolls('m', 'attack', ['hit', 'hit', 'hit'])));
    expect(picked(s, d)).toBe('Use it');
  });

  it('Fifth Brother: two Force for a crit added to his hit are worth it', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })],
      [imperial('f', 'fifthbrother', 400, 450, { force: 2 })],
    );
    const d = reach(s, asks('Fifth Brother'), answers(attacks('f', 'x'), rolls('f', 'attack', ['hit', 'hit'])));
    expect(picked(s, d)).toBe('Use it');
  });

  it('an ability that only hurts its owner is still declined (Selfless: suffer a crit)', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450), imperial('o', 'academypilot', 480, 450, { upgrades: ['selfless'] })],
    );
    const d = reach(
      s,
      asks('Selfless'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['crit', 'hit', 'hit']), useAbilityOf('none')),
    );
    expect(picked(s, d)).toBe('Do not use it');
  });

  const beTable = () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 470, 450, { upgrades: ['brilliantevasion'], force: 1 })],
    );
  const defends = (d: Decision) => d.kind === 'modify-defense-dice' && d.ship === 't';
  const beRolls = (faces: string[]) =>
    answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'hit', 'hit']), rolls('t', 'defense', faces));

  it('Brilliant Evasion: with two focus results its two evades beat the Force’s one', () => {
    const s = beTable();
    expect(picked(s, reach(s, defends, beRolls(['focus', 'focus', 'blank'])))).toMatch(/^Brilliant Evasion/);
  });

  it('with one focus result the two changes are worth the same: no preference for the card', () => {
    const s = beTable();
    const d = reach(s, defends, beRolls(['focus', 'blank', 'blank']));
    expect(d.options.some((o) => o.label.startsWith('Brilliant Evasion'))).toBe(true);
    expect(picked(s, d)).toMatch(/^(Brilliant Evasion|Spend force)/);
  });

  const fcsTable = () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['firecontrolsystem'], locks: ['t'] })],
      [imperial('t', 'academypilot', 400, 450)],
    );
  const modifies = (d: Decision) => d.kind === 'modify-attack-dice' && d.ship === 'x';

  it('Fire-Control System: one blank to reroll, the free reroll beats spending the lock', () => {
    const s = fcsTable();
    const d = reach(s, modifies, answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'blank', 'hit'])));
    expect(picked(s, d)).toMatch(/^Fire-Control System/);
  });

  it('two blanks: the lock rerolls both, it is spent', () => {
    const s = fcsTable();
    const d = reach(s, modifies, answers(attacks('x', 't'), rolls('x', 'attack', ['blank', 'blank', 'hit'])));
    expect(picked(s, d)).toMatch(/lock/i);
  });

  const mfTable = () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: ['protontorpedoes', 'munitionsfailsafe'],
          locks: ['t'],
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
  const mfRolls = (faces: string[]) => answers(attacks('x', 't', 'protontorpedoes'), rolls('x', 'attack', faces));

  it('Munitions Failsafe: a torpedo roll with hits is kept', () => {
    const s = mfTable();
    expect(picked(s, reach(s, asks('Munitions Failsafe'), mfRolls(['hit', 'crit', 'focus', 'blank'])))).toBe(
      'Do not use it',
    );
  });

  it('a roll of two focus results and two blanks is cancelled for the charge (a torpedo attack more, later)', () => {
    const s = mfTable();
    expect(picked(s, reach(s, asks('Munitions Failsafe'), mfRolls(['focus', 'blank', 'focus', 'blank'])))).toBe(
      'Use it',
    );
  });

  it('a roll of blanks and a focus is cancelled for the charge', () => {
    const s = mfTable();
    expect(picked(s, reach(s, asks('Munitions Failsafe'), mfRolls(['blank', 'blank', 'focus', 'blank'])))).toBe(
      'Use it',
    );
  });
});
