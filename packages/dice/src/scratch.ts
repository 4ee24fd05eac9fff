/**
 * Zeroed Float64Arrays for the work of one query, kept for later queries. A typed array of more than 64 bytes keeps
 * its memory outside the JS heap, and allocating one costs about as much as solving a small dice step, while a
 * query needs dozens (outcome grids, masses). Nothing taken from here may outlive the query: `computeOdds` and
 * `advise` give everything back (`giveBackScratch`) when they return.
 */

/** Arrays given back, by length; forgotten when too many lengths pile up. */
const free = new Map<number, Float64Array[]>();
const MAX_LENGTHS = 64;
const MAX_PER_LENGTH = 256;
const lent: Float64Array[] = [];

/** A zeroed Float64Array of length n, lent until the end of the query. */
export function zeroed(n: number): Float64Array {
  const a = free.get(n)?.pop();
  if (a === undefined) {
    const fresh = new Float64Array(n);
    lent.push(fresh);
    return fresh;
  }
  a.fill(0);
  lent.push(a);
  return a;
}

/** Takes back every array lent since the last call. */
export function giveBackScratch(): void {
  for (const a of lent) {
    let list = free.get(a.length);
    if (!list) {
      if (free.size >= MAX_LENGTHS) free.clear();
      list = [];
      free.set(a.length, list);
    }
    if (list.length < MAX_PER_LENGTH) list.push(a);
  }
  lent.length = 0;
}
