/**
 * Decloaking by base size (../shared/rules/rules-reference-supplement.md, "Cloak and decloak": a small ship decloaks
 * with the 2-straight template, a medium or large ship with the 1-straight; 000/001/003 have no decloak rule of their
 * own), played from positions through `applyInPlace`.
 */
import type { GameState } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { playUntil, position } from '../abilities/flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A cloaked ship `pilot` at (400, 300) facing up in the System Phase; an X-wing far off. */
const cloaked = (pilot: string) =>
  position(
    'system',
    [{ pilot, id: 'c', pose: { x: 400, y: 300, heading: 0 }, dial: '1F', tokens: { cloak: 1 } }],
    [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 800, y: 850, heading: 180 }, dial: '1F' }],
  );

describe('decloak templates by base size (supplement "Cloak and decloak")', () => {
  it('a large ship (Sith Infiltrator) decloaks with the 1-straight: its boost moves it 40 mm plus its base', () => {
    const s = cloaked('darthmaul');
    const y = ship(s, 'c').pose!.y;
    let offered: string[] = [];
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => {
        if (d.kind !== 'choose-reposition') return undefined;
        offered = d.options.map((o) => o.id);
        return ['decloak:boost'];
      },
    );
    expect(offered).toContain('decloak:left:middle');
    expect(s.log.some((e) => e.type === 'not-implemented')).toBe(false);
    expect(ship(s, 'c').tokens.cloak ?? 0).toBe(0);
    const decloaked = s.log.find((e) => e.type === 'decloaked')!;
    expect((decloaked.data!.pose as { y: number }).y).toBeCloseTo(y + 40 + 80);
  });

  it('a small ship (TIE/ph Phantom) still decloaks with the 2-straight: 80 mm plus its base', () => {
    const s = cloaked('sigmasquadronace');
    const y = ship(s, 'c').pose!.y;
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'choose-reposition' ? ['decloak:boost'] : undefined),
    );
    const decloaked = s.log.find((e) => e.type === 'decloaked')!;
    expect((decloaked.data!.pose as { y: number }).y).toBeCloseTo(y + 80 + 40);
  });
});
