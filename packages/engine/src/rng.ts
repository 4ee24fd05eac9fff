/**
 * The seeded generator kept in the game state: xoshiro128** over four 32-bit words, seeded from a string with
 * splitmix32. Functions mutate the state's `rng` array in place (callers work on their own copy of the state).
 */

/** Four words of generator state from any seed string. */
export function seedRng(seed: string): [number, number, number, number] {
  // FNV-1a over the seed, then splitmix32 to spread it over four words (never all zero).
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    out.push((z ^ (z >>> 16)) >>> 0);
  }
  if (!out.some((w) => w !== 0)) out[0] = 1;
  return out as [number, number, number, number];
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** The next 32-bit value; advances `s` in place. */
export function nextUint32(s: [number, number, number, number]): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
  const t = (s[1] << 9) >>> 0;
  s[2] = (s[2] ^ s[0]) >>> 0;
  s[3] = (s[3] ^ s[1]) >>> 0;
  s[1] = (s[1] ^ s[2]) >>> 0;
  s[0] = (s[0] ^ s[3]) >>> 0;
  s[2] = (s[2] ^ t) >>> 0;
  s[3] = rotl(s[3], 11);
  return result;
}

/** A uniform integer in [0, n), without modulo bias. */
export function nextInt(s: [number, number, number, number], n: number): number {
  if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`nextInt needs a positive integer bound, not ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextUint32(s);
    if (v < limit) return v % n;
  }
}

/** Shuffles `items` in place (Fisher–Yates). */
export function shuffle<T>(s: [number, number, number, number], items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
