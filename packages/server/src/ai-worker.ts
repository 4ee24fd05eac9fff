/** A worker thread that answers computer seats' decisions (ai-pool.ts). Content is loaded once per worker. */
import { parentPort } from 'node:worker_threads';
import { loadContent } from '@xwing/content';
import {
  type AiKind,
  type AiRng,
  type Decision,
  makePlayer,
  type Player,
  type RuleSetId,
  type TableSight,
} from '@xwing/engine';
import { contentOf } from './contents.js';

export interface AiJob {
  id: number;
  kind: AiKind;
  sight: TableSight;
  decision: Decision;
  rng: AiRng;
  /** The game's rule set, whose cards the player reads (undefined: the default). */
  ruleSet?: RuleSetId;
}

export type AiAnswer =
  | { id: number; ok: true; choice: { decision: number; option: string; value?: unknown } }
  | { id: number; ok: false; error: string };

const content = loadContent();
const players = new Map<AiKind, Player>();
const playerOf = (kind: AiKind): Player => {
  let p = players.get(kind);
  if (!p) players.set(kind, (p = makePlayer(kind)));
  return p;
};

parentPort!.on('message', (job: AiJob) => {
  let answer: AiAnswer;
  try {
    answer = {
      id: job.id,
      ok: true,
      choice: playerOf(job.kind).choose(job.sight, job.decision, contentOf(content, job.ruleSet), job.rng),
    };
  } catch (e) {
    answer = { id: job.id, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(answer);
});
