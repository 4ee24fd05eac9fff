/**
 * The seeded generator kept in the game state: the ChaCha20 keystream (RFC 8439, from the audited `@noble/ciphers`)
 * under a 256-bit key. A seed string is hashed to the whole key with SHA-256, so two seeds give unrelated games, and
 * the dice a seat sees tell nothing about the key, the damage decks or later rolls (docs/engine-design.md,
 * "Randomness"). The state is plain JSON: the key, the next block and the words of the current block not drawn yet.
 * Functions advance the given state in place (callers work on their own copy of the state).
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export interface RngState {
  /** The 256-bit ChaCha20 key, 64 hex digits. */
  key: string;
  /** The next 64-byte keystream block to compute (blocks are computed four at a time). */
  block: number;
  /** The computed blocks' 32-bit words not drawn yet, next first (at most 64). */
  words: number[];
}

/** A fresh seed: 256 bits from the platform's secure random source, as 64 hex digits. For front ends (see docs). */
export function freshSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The generator for a seed string: its key is the SHA-256 of the seed's UTF-8 bytes. */
export function seedRng(seed: string): RngState {
  return { key: bytesToHex(sha256(utf8ToBytes(seed))), block: 0, words: [] };
}

/** Blocks computed at a time: one call of the cipher costs about the same for 1 or 4 blocks. */
const BLOCKS_PER_REFILL = 4;
const BYTES = 64 * BLOCKS_PER_REFILL;
const BLOCKS_PER_NONCE = 0x100000000;
// Scratch buffers reused by every refill (their contents never outlive the call), and the last key's bytes.
const ZEROS = new Uint8Array(BYTES);
const OUT = new Uint8Array(BYTES);
const OUT_VIEW = new DataView(OUT.buffer);
const NONCE = new Uint8Array(12);
const NONCE_VIEW = new DataView(NONCE.buffer);
let lastKey = '';
let lastKeyBytes = new Uint8Array(32);

/** Computes the next keystream blocks into `s.words`. */
function refill(s: RngState): void {
  if (s.key !== lastKey) {
    lastKeyBytes = hexToBytes(s.key);
    lastKey = s.key;
  }
  // The 32-bit block counter runs within one nonce, whose first word counts the counter's wraps. Blocks go four at a
  // time from 0, so a refill never straddles a wrap.
  NONCE_VIEW.setUint32(0, Math.floor(s.block / BLOCKS_PER_NONCE), true);
  const counter = s.block % BLOCKS_PER_NONCE;
  chacha20(lastKeyBytes, NONCE, ZEROS, OUT, counter);
  const words: number[] = [];
  for (let i = 0; i < BYTES / 4; i++) words.push(OUT_VIEW.getUint32(i * 4, true));
  s.words = words;
  s.block += BLOCKS_PER_REFILL;
}

/** The next 32-bit value; advances `s` in place. */
export function nextUint32(s: RngState): number {
  if (s.words.length === 0) refill(s);
  return s.words.shift()!;
}

/** A uniform integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n) || n > 0x100000000)
    throw new RangeError(`nextInt needs a positive integer bound up to 2^32, not ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextUint32(s);
    if (v < limit) return v % n;
  }
}

/** Shuffles `items` in place (Fisher–Yates). */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
