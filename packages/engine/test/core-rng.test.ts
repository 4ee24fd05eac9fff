/**
 * The game's generator (issue 12, item 1): ChaCha20 under a 256-bit key hashed from the seed, plain-JSON state,
 * deterministic and replayable, and seeds that the old 32-bit reduction merged now give different games.
 */
import { describe, expect, it } from 'vitest';
import { freshSeed, nextInt, nextUint32, type RngState, seedRng, shuffle } from '../src/rng.js';
import { newGame } from './core-helpers.js';

/** The reduction the generator used before: FNV-1a of the seed to 32 bits, which the whole game then followed. */
function oldSeedHash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

describe('the generator', () => {
  it('is ChaCha20 (RFC 8439): the all-zero key starts with the published keystream', () => {
    const s: RngState = { key: '00'.repeat(32), block: 0, words: [] };
    // RFC 8439 appendix A.1, test vector 1: keystream 76 b8 e0 ad a0 f1 3d 90 …, read as little-endian words.
    expect(nextUint32(s)).toBe(0xade0b876);
    expect(nextUint32(s)).toBe(0x903df1a0);
  });

  it('a seed string is hashed to the whole 256-bit key (SHA-256), and the state is plain JSON', () => {
    const s = seedRng('abc');
    expect(s.key).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (let i = 0; i < 5; i++) nextUint32(s);
    const copy = JSON.parse(JSON.stringify(s)) as RngState;
    const a = Array.from({ length: 40 }, () => nextUint32(s));
    const b = Array.from({ length: 40 }, () => nextUint32(copy));
    expect(b).toEqual(a);
  });

  it('nextInt stays in range and shuffles are permutations', () => {
    const s = seedRng('range');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[nextInt(s, 6)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(shuffle(s, [...Array(33).keys()]).sort((x, y) => x - y)).toEqual([...Array(33).keys()]);
    expect(() => nextInt(s, 0)).toThrow(RangeError);
  });

  it('two seeds that the old 32-bit reduction merged now give different games', () => {
    const [a, b] = ['nakmvxxv', 'tbdxatiq'];
    expect(oldSeedHash(a)).toBe(oldSeedHash(b));
    const ga = newGame(a);
    const gb = newGame(b);
    const rolls = (g: typeof ga) => g.log.filter((e) => e.type === 'player-order-rolled').map((e) => e.data);
    expect(rolls(ga).length).toBeGreaterThan(0);
    expect(rolls(ga)).not.toEqual(rolls(gb));
    // The same seed gives the same game.
    expect(newGame(a).log).toEqual(ga.log);
  });

  it('freshSeed draws 256 bits from the secure random source', () => {
    const x = freshSeed();
    expect(x).toMatch(/^[0-9a-f]{64}$/);
    expect(freshSeed()).not.toBe(x);
  });
});
