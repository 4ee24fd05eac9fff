/**
 * A small seeded generator for building random squads: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator)
 * seeded from a string through cyrb128. It is not cryptographic, and need not be: a random squad is public (it is
 * printed, and its seed written into it), and nothing is hidden behind it, unlike the engine's dice (docs/engine-design.md,
 * Randomness). It stays pure and browser-safe (no `node:` import), so the same seed gives the same squad everywhere.
 */
export interface SquadRng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n), n ≥ 1. */
  int(n: number): number;
}

/** cyrb128: four 32-bit words from a string, each depending on every character (a seed hash, not a secure one). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The generator for a seed string: the same seed always gives the same numbers. */
export function squadRng(seed: string): SquadRng {
  let [a, b, c, d] = cyrb128(seed);
  const word = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first words of sfc32 still show the seed's structure: its authors discard a dozen.
  for (let i = 0; i < 12; i++) word();
  const next = () => word() / 4294967296;
  return { next, int: (n) => Math.floor(next() * n) };
}

/** One item, each as likely as its weight (weights > 0); undefined for an empty list. */
export function pickWeighted<T>(rng: SquadRng, items: readonly T[], weight: (item: T) => number): T | undefined {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let r = rng.next() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items.at(-1);
}

/**
 * The items in a random order where heavier ones tend to come first (Efraimidis–Spirakis: each item's key is
 * u^(1/weight), largest first), so trying them in turn favours the heavy ones without ruling out the rest.
 */
export function weightedOrder<T>(rng: SquadRng, items: readonly T[], weight: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, key: Math.log(1 - rng.next()) / weight(item) }))
    .sort((x, y) => y.key - x.key)
    .map((x) => x.item);
}
