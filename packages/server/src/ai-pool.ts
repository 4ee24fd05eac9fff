/**
 * Computer seats think in worker threads, so one game's thinking never blocks the event loop that serves every
 * other game. Jobs go to the least busy worker; a worker that dies is replaced and its jobs fail (the room retries).
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AiKind, AiRng, Choice, Decision, RuleSetId, TableSight } from '@xwing/engine';
import type { AiAnswer, AiJob } from './ai-worker.js';

interface Slot {
  worker: Worker;
  jobs: Map<number, { resolve: (c: Choice) => void; reject: (e: Error) => void }>;
}

export class AiPool {
  private slots: Slot[] = [];
  private nextId = 1;
  private closing = false;

  constructor(readonly size: number = defaultWorkers()) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** The computer player's choice for a seat's decision, from the seat's sight of the table (on its rule set's cards). */
  choose(kind: AiKind, sight: TableSight, decision: Decision, rng: AiRng, ruleSet?: RuleSetId): Promise<Choice> {
    if (this.closing) return Promise.reject(new Error('the computer players are shutting down'));
    const slot = this.slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.jobs.set(id, { resolve, reject });
      const job: AiJob = { id, kind, sight, decision, rng, ...(ruleSet ? { ruleSet } : {}) };
      slot.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(new URL('./ai-worker.js', import.meta.url)), jobs: new Map() };
    slot.worker.on('message', (a: AiAnswer) => {
      const job = slot.jobs.get(a.id);
      if (!job) return;
      slot.jobs.delete(a.id);
      if (a.ok) job.resolve(a.choice as Choice);
      else job.reject(new Error(a.error));
    });
    const fail = (why: string) => {
      for (const j of slot.jobs.values()) j.reject(new Error(why));
      slot.jobs.clear();
      if (this.closing) return;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = this.spawn();
    };
    slot.worker.on('error', (e) => fail(`a computer player's worker failed: ${e.message}`));
    slot.worker.on('exit', (code) => {
      if (!this.closing) fail(`a computer player's worker exited (${code})`);
    });
    slot.worker.unref();
    return slot;
  }
}

function defaultWorkers(): number {
  const env = Number(process.env.AI_WORKERS);
  if (Number.isInteger(env) && env > 0) return env;
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The computer player's private generator for one decision, in the engine's generator format (a ChaCha20 key that is
 * the SHA-256 of a seed): derived from the game's seed and the decision, so a restart repeats it.
 */
export function aiRng(seed: string, decision: number): AiRng {
  return { key: createHash('sha256').update(`${seed}/ai/${decision}`).digest('hex'), block: 0, words: [] };
}
