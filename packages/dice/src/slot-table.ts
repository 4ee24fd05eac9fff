/**
 * The memo of a phase: state key → slot, as an open-addressing hash table in typed arrays. A state key is two
 * 32-bit integers (the dice pool and the rest of the state); as one number it would reach 2^53, which a Map stores
 * as a boxed heap number and hashes slowly. Clearing between queries bumps a generation number instead of wiping the
 * table, so a reused phase starts a query at no cost.
 */
export class SlotTable {
  /** Bucket contents; a bucket is in use only when its generation is the current one. */
  private gens = new Int32Array(256);
  private los = new Int32Array(256);
  private his = new Int32Array(256);
  private slots = new Int32Array(256);
  private mask = 255;
  private gen = 1;
  private size = 0;

  /** Forgets every entry. */
  clear(): void {
    this.size = 0;
    if (this.gen === 0x7fffffff) {
      this.gens.fill(0);
      this.gen = 0;
    }
    this.gen++;
  }

  /** The slot stored for the key (lo, hi), or -1. */
  get(lo: number, hi: number): number {
    const gens = this.gens;
    const mask = this.mask;
    const gen = this.gen;
    let i = hash(lo, hi) & mask;
    while (gens[i] === gen) {
      if (this.los[i] === lo && this.his[i] === hi) return this.slots[i]!;
      i = (i + 1) & mask;
    }
    return -1;
  }

  /** Stores `slot` for the key (lo, hi), which must not be stored yet. */
  set(lo: number, hi: number, slot: number): void {
    // Keep the load at most one half so that probes stay short.
    if (2 * (this.size + 1) > this.mask + 1) this.grow();
    this.insert(lo, hi, slot);
    this.size++;
  }

  private insert(lo: number, hi: number, slot: number): void {
    const gens = this.gens;
    const mask = this.mask;
    let i = hash(lo, hi) & mask;
    while (gens[i] === this.gen) i = (i + 1) & mask;
    gens[i] = this.gen;
    this.los[i] = lo;
    this.his[i] = hi;
    this.slots[i] = slot;
  }

  /** Doubles the table and re-inserts the current entries. */
  private grow(): void {
    const { gens, los, his, slots, gen } = this;
    const n = gens.length * 2;
    this.gens = new Int32Array(n);
    this.los = new Int32Array(n);
    this.his = new Int32Array(n);
    this.slots = new Int32Array(n);
    this.mask = n - 1;
    this.gen = 1;
    for (let i = 0; i < gens.length; i++) if (gens[i] === gen) this.insert(los[i]!, his[i]!, slots[i]!);
  }
}

function hash(lo: number, hi: number): number {
  const h = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
  return h ^ (h >>> 15);
}
