/**
 * Timing faults of issue 21 in positions, each played through createFromPosition + applyInPlace:
 *
 * 2. A position entered at the start of a phase starts with that phase's start (docs/game-files.md "Position"):
 *    "at the start of the Activation Phase" abilities are asked (001 Round, 3. Activation).
 * 3. A position started at an attack step leaves the steps before it behind, but a standing ability ("while you
 *    defend, …") holds at every step (001 Engagement 2.2 Modify Attack Dice).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { type Answer, logged, playUntil, position, rolls, shipOf } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

describe('2. a position entered at the start of a phase resolves that phase’s start (docs/game-files.md)', () => {
  const bomber = (charges: number): PositionShip =>
    imperial('bomber', 'scimitarsquadronpilot', 400, 600, {
      upgrades: [{ xws: 'bombletgenerator', charges }, 'shieldupgrade'],
      dial: '1F',
    });
  const table = (charges: number) =>
    position('activation', [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F' })], [bomber(charges)]);

  it('Activation Phase: Bomblet Generator (a charge missing) is asked first, and using it recovers 2 charges', () => {
    const s = table(0);
    expect(s.pending).toMatchObject({ kind: 'use-ability', ship: 'bomber' });
    expect(s.pending!.prompt).toContain('Bomblet Generator');
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' ? ['use'] : undefined),
    );
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(2);
    expect(shipOf(s, 'bomber').shields).toBe(0);
  });

  it('with its charges full it is not asked: the first ship reveals its dial', () => {
    const s = table(2);
    expect(s.pending?.kind).not.toBe('use-ability');
    expect(logged(s, 'ability-used')).toHaveLength(0);
  });

  it('a position entered inside the phase (at a Perform Action step) does not go back to its start', () => {
    const s = position('activation', [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F' })], [bomber(0)], {
      step: { kind: 'perform-action', ship: 'x' },
    });
    expect(s.pending).toMatchObject({ kind: 'choose-action', ship: 'x' });
  });
});

describe('3. a position started at an attack step: standing abilities of the parties hold (001 Engagement 2.2)', () => {
  /** The X-wing (a focus token) attacks `defender`: "Dark Curse" or an Academy Pilot, each ahead of it. */
  const attack = (defender: 'd' | 'a', attackDice?: ('hit' | 'focus')[]) =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [
        imperial('d', 'darkcurse-battleofyavin', defender === 'd' ? 400 : 650, 490),
        imperial('a', 'academypilot', defender === 'a' ? 400 : 650, 490),
      ],
      { step: { kind: 'attack', attacker: 'x', defender, ...(attackDice ? { attackDice } : {}) } },
    );
  const untilDefense = (s: GameState, answer: Answer = () => undefined) =>
    playUntil(s, (st) => st.pending?.kind === 'enter-dice' && st.pending.accepts === 'defense-faces', answer);

  it('at Modify Attack Dice against "Dark Curse": the attacker may not spend its focus', () => {
    const s = attack('d', ['focus', 'focus', 'hit']);
    const seen = untilDefense(s);
    expect(seen.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });

  it('at Roll Attack Dice against "Dark Curse": the same', () => {
    const s = attack('d');
    const seen = untilDefense(s, rolls('x', 'attack', ['focus', 'focus', 'hit']));
    expect(seen.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
  });

  it('at Modify Attack Dice against his wingman: the attacker may spend its focus', () => {
    const s = attack('a', ['focus', 'focus', 'hit']);
    expect(s.pending).toMatchObject({ kind: 'modify-attack-dice', ship: 'x' });
    expect(s.pending!.options.map((o) => o.id)).toContain('mod:focus');
  });
});
