/**
 * Issue 21: no card's code body writes the game state itself — what a card changes goes through `ctx.effects`
 * (vocabulary/effects.ts: damage, actions, the attack in progress and conditions in abilities/attack-edits.ts) or
 * through vocabulary words. This test reads every card file and fails on an assignment to, or a push/splice/delete
 * on, the fields of the game state a card could reach (ships, the attack in progress, damage cards, the state).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CARDS = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/abilities/cards');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** Fields of ShipState, AttackState, damage cards and GameState that a card's code could write. */
const FIELDS =
  'attackDice|defenseDice|result|redirected|critsFirst|unmodifiable|conditions|faceup|damage|initiative|shields|' +
  'hull|force|charges|tokens|locks|pose|upgrades|discarded|side|round|phase|ships|devices|lasting|triggers|cursor';
const WRITE = new RegExp(
  `\\.(${FIELDS})(\\s*(=(?!=)|\\+=|-=|\\+\\+|--|\\?\\?=)|\\.(push|splice|pop|shift|unshift|length\\s*=)\\(?)|delete\\s+[\\w.]+\\.(${FIELDS})\\b`,
);

describe('card code writes no game state itself (issue 21)', () => {
  it('finds the card files (the reader itself works)', () => {
    expect(files(CARDS).length).toBeGreaterThan(50);
    expect(WRITE.test('a.attackDice.splice(i, 1)')).toBe(true);
    expect(WRITE.test('(ship.conditions ??= []).push(x)')).toBe(true);
    expect(WRITE.test('if (a) a.critsFirst = true;')).toBe(true);
    expect(WRITE.test('a.attackDice.filter((d) => d.face === face)')).toBe(false);
    expect(WRITE.test('return a.result.hits === 0;')).toBe(false);
  });

  it('no card file assigns to, pushes onto or splices a field of the game state', () => {
    const bad: string[] = [];
    for (const f of files(CARDS))
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.trim().startsWith('//') && !line.trim().startsWith('*') && WRITE.test(line))
            bad.push(`${relative(CARDS, f)}:${i + 1}: ${line.trim()}`);
        });
    expect(bad).toEqual([]);
  });
});
