/**
 * Dice faces as data and the exact roll tables built from them. A roll of n dice is enumerated as face-count
 * multisets (6 attack dice: 84 outcomes, not 8^6), each with its multinomial probability computed as one integer
 * ratio, so every table entry is exact to the last bit of a double.
 */

/** The faces of an attack die, in the order used by every count array in this package. */
export const ATTACK_FACES = ['blank', 'focus', 'hit', 'crit'] as const;
/** The faces of a defense die, in the order used by every count array in this package. */
export const DEFENSE_FACES = ['blank', 'focus', 'evade'] as const;

export type AttackFace = (typeof ATTACK_FACES)[number];
export type DefenseFace = (typeof DEFENSE_FACES)[number];
export type Face = AttackFace | DefenseFace;
export type DiceKind = 'attack' | 'defense';

/** How many of the eight sides show each face (second edition dice). */
export const ATTACK_DIE: Readonly<Record<AttackFace, number>> = { blank: 2, focus: 2, hit: 3, crit: 1 };
export const DEFENSE_DIE: Readonly<Record<DefenseFace, number>> = { blank: 3, focus: 2, evade: 3 };
export const DIE_SIDES = 8;

/**
 * Internal face slots shared by both kinds of dice: 0 blank, 1 focus, 2 hit (attack) or evade (defense), 3 crit
 * (attack only).
 */
export const SLOT_BLANK = 0;
export const SLOT_FOCUS = 1;
export const SLOT_SUCCESS = 2;
export const SLOT_CRIT = 3;

/** The internal slot of a face on the given kind of die, or -1 when that die has no such face. */
export function faceSlot(kind: DiceKind, face: string): number {
  switch (face) {
    case 'blank':
      return SLOT_BLANK;
    case 'focus':
      return SLOT_FOCUS;
    case 'hit':
      return kind === 'attack' ? SLOT_SUCCESS : -1;
    case 'crit':
      return kind === 'attack' ? SLOT_CRIT : -1;
    case 'evade':
      return kind === 'defense' ? SLOT_SUCCESS : -1;
    default:
      return -1;
  }
}

/** The face named by an internal slot on the given kind of die. */
export function slotFace(kind: DiceKind, slot: number): Face {
  if (kind === 'attack') return ATTACK_FACES[slot] ?? 'blank';
  return DEFENSE_FACES[slot] ?? 'blank';
}

/** Every outcome of rolling n dice of one kind: counts[4 * i + slot] and prob[i]. */
export interface RollTable {
  readonly outcomes: number;
  readonly counts: Int8Array;
  readonly prob: Float64Array;
}

/** Most dice ever rolled at once (six after changes, plus headroom for rerolls of added results). */
export const MAX_ROLL = 7;

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

function buildTable(weights: readonly number[], n: number): RollTable {
  const rows: number[][] = [];
  const probs: number[] = [];
  const w0 = weights[0] ?? 0;
  const w1 = weights[1] ?? 0;
  const w2 = weights[2] ?? 0;
  const w3 = weights[3] ?? 0;
  const denominator = DIE_SIDES ** n;
  for (let c3 = 0; c3 <= (w3 > 0 ? n : 0); c3++) {
    for (let c2 = 0; c2 <= n - c3; c2++) {
      for (let c1 = 0; c1 <= n - c3 - c2; c1++) {
        const c0 = n - c3 - c2 - c1;
        // n! / (c0! c1! c2! c3!) * w0^c0 * w1^c1 * w2^c2 * w3^c3 is an integer below 8^7: exact in a double.
        const ways =
          (factorial(n) / (factorial(c0) * factorial(c1) * factorial(c2) * factorial(c3))) *
          w0 ** c0 *
          w1 ** c1 *
          w2 ** c2 *
          w3 ** c3;
        rows.push([c0, c1, c2, c3]);
        probs.push(ways / denominator);
      }
    }
  }
  const counts = new Int8Array(rows.length * 4);
  rows.forEach((r, i) => counts.set(r, i * 4));
  return { outcomes: rows.length, counts, prob: Float64Array.from(probs) };
}

const ATTACK_WEIGHTS = [ATTACK_DIE.blank, ATTACK_DIE.focus, ATTACK_DIE.hit, ATTACK_DIE.crit];
const DEFENSE_WEIGHTS = [DEFENSE_DIE.blank, DEFENSE_DIE.focus, DEFENSE_DIE.evade, 0];

/** Roll tables for 0..MAX_ROLL dice of each kind, built once. */
export const ROLLS: Readonly<Record<DiceKind, readonly RollTable[]>> = {
  attack: Array.from({ length: MAX_ROLL + 1 }, (_, n) => buildTable(ATTACK_WEIGHTS, n)),
  defense: Array.from({ length: MAX_ROLL + 1 }, (_, n) => buildTable(DEFENSE_WEIGHTS, n)),
};

/** The exact distribution of one roll of n dice, as face-count records (a convenience for callers and tests). */
export function rollDistribution(kind: DiceKind, n: number): { counts: Record<string, number>; p: number }[] {
  const table = ROLLS[kind][n];
  if (!table) throw new RangeError(`cannot roll ${n} dice`);
  const faces = kind === 'attack' ? ATTACK_FACES : DEFENSE_FACES;
  const out: { counts: Record<string, number>; p: number }[] = [];
  for (let i = 0; i < table.outcomes; i++) {
    const counts: Record<string, number> = {};
    faces.forEach((f, s) => (counts[f] = table.counts[i * 4 + s]!));
    out.push({ counts, p: table.prob[i]! });
  }
  return out;
}
