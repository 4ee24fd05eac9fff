/**
 * 000 Timing and Abilities: when one player has two or more abilities to resolve at the same moment, that player
 * chooses their order (an 'order-abilities' decision), asked only when two or more can resolve. Played through
 * createFromPosition + applyInPlace: Major Mianda (Battle over Endor) at the end of the End Phase has her own ability
 * and Formed Up (her ship's) at once.
 */
import { describe, expect, it } from 'vitest';
import { playUntil, position } from './flow-harness.js';

const mianda = (stress: number) =>
  position(
    'end',
    [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 } }],
    [
      {
        id: 'mianda',
        pilot: 'majormianda-battleoverendor',
        pose: { x: 380, y: 800, heading: 180 },
        ...(stress ? { tokens: { stress } } : {}),
      },
      { id: 'wing', pilot: 'academypilot', pose: { x: 440, y: 800, heading: 180 } },
    ],
  );

describe('simultaneous abilities of one player', () => {
  it('two at once: their owner chooses which resolves first, and the chosen one is asked first', () => {
    const s = mianda(1);
    const seen = playUntil(
      s,
      (st) => st.phase === 'planning',
      (d) => {
        if (d.kind !== 'order-abilities') return undefined;
        const formed = d.options.find((o) => o.label.includes('Formed Up'));
        return formed ? [formed.id] : undefined;
      },
    );
    const order = seen.find((d) => d.kind === 'order-abilities');
    expect(order?.player).toBe(1);
    expect(order?.options).toHaveLength(2);
    const next = seen[seen.indexOf(order!) + 1];
    expect(next?.kind).toBe('use-ability');
    expect(next?.prompt).toContain('Formed Up');
  });

  it('only one can resolve (no stress for Formed Up): no order is asked', () => {
    const s = mianda(0);
    const seen = playUntil(s, (st) => st.phase === 'planning');
    expect(seen.some((d) => d.kind === 'order-abilities')).toBe(false);
  });

  it('an order naming no offered ability is refused and changes nothing', () => {
    const s = mianda(1);
    playUntil(s, (st) => st.pending?.kind === 'order-abilities');
    const d = s.pending!;
    expect(d.kind).toBe('order-abilities');
    const before = JSON.stringify(s);
    expect(() =>
      playUntil(
        s,
        () => false,
        () => ['first:9'],
      ),
    ).toThrow(/refused first:9/);
    expect(JSON.stringify(s)).toBe(before);
  });
});
