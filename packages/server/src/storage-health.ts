/**
 * Storage as the rest of the service sees it: every call's failure becomes a `StorageFailure` whose message a client
 * may read (code and sentence, no paths: the original error is kept for the log), and the health of storage for
 * /api/health: a small real write (`probe`), plus the last game write that failed.
 */
import type { Storage } from './storage/index.js';
import { withoutPaths } from './redact.js';

/** A storage call failed. `message`: "storage-failed: <reason without paths>"; the log gets the original (`stack`). */
export class StorageFailure extends Error {
  // No `code` property: Colyseus's matchmaker takes an error's `code` for the HTTP status of a refused join.
  constructor(
    readonly reason: string,
    cause: unknown,
  ) {
    super(`storage-failed: the service's storage failed (${reason})`, { cause });
    this.name = 'StorageFailure';
    // The log prints `stack`: keep what actually failed, paths and all, for the operator.
    this.stack = `${this.name}: ${this.message}\n  caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`;
  }
}

export type HealthVerdict = { ok: true } | { ok: false; reason: string };

export interface StorageHealth {
  /** Writes the probe row (at most once a second, shared by the requests that ask meanwhile) and judges. */
  check(): Promise<HealthVerdict>;
}

/** How long a failed game write with no successful one after it keeps /api/health failing. */
const REMEMBER_FAILURE_MS = 10 * 60_000;
/** Health probes answered from the last one (a flood of /api/health is not a flood of writes). */
const PROBE_EVERY_MS = 1000;

export function watchStorage(inner: Storage): { storage: Storage; health: StorageHealth } {
  let lastFailure: { at: number; reason: string } | null = null;

  const reasonOf = (e: unknown) => withoutPaths(e instanceof Error ? e.message : String(e));
  const read =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    (...a: A): Promise<R> =>
      f.apply(inner, a).catch((e: unknown) => {
        throw new StorageFailure(reasonOf(e), e);
      });
  const write =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    (...a: A): Promise<R> =>
      f.apply(inner, a).then(
        (r) => {
          lastFailure = null;
          return r;
        },
        (e: unknown) => {
          const reason = reasonOf(e);
          lastFailure = { at: Date.now(), reason };
          throw new StorageFailure(reason, e);
        },
      );

  const storage: Storage = {
    kind: inner.kind,
    insertGame: write(inner.insertGame),
    appendChoice: write(inner.appendChoice),
    setProgress: write(inner.setProgress),
    renameSeat: write(inner.renameSeat),
    saveSnapshot: write(inner.saveSnapshot),
    loadGame: read(inner.loadGame),
    gameRow: read(inner.gameRow),
    choices: read(inner.choices),
    recentGames: read(inner.recentGames),
    gamesByTokenHashes: read(inner.gamesByTokenHashes),
    replaySource: read(inner.replaySource),
    probe: read(inner.probe),
    close: () => inner.close(),
  };

  let probing: Promise<HealthVerdict> | null = null;
  let probed: { at: number; verdict: HealthVerdict } | null = null;
  const probe = async (): Promise<HealthVerdict> => {
    try {
      await inner.probe();
    } catch (e) {
      return { ok: false, reason: `storage cannot be written: ${reasonOf(e)}` };
    }
    return { ok: true };
  };
  const health: StorageHealth = {
    async check() {
      const now = Date.now();
      if (!probed || now - probed.at >= PROBE_EVERY_MS) {
        probing ??= probe().finally(() => (probing = null));
        const verdict = await probing;
        probed = { at: Date.now(), verdict };
      }
      if (!probed.verdict.ok) return probed.verdict;
      const f = lastFailure;
      if (f && Date.now() - f.at < REMEMBER_FAILURE_MS)
        return {
          ok: false,
          reason: `the last game write, ${Math.round((Date.now() - f.at) / 1000)} s ago, failed: ${f.reason}`,
        };
      return { ok: true };
    },
  };
  return { storage, health };
}
