import { createInterface } from 'node:readline';
import { GeometryError } from '@xwing/geometry';
import { type ErrorCode, RequestError } from './errors.js';
import { type Answer, answerRequest } from './geometry-ops.js';
import { GEOMETRY_HELP } from './help.js';
import { drained, type Io } from './io.js';
import { parseCommandLine, UsageError, usageErrors } from './options.js';

/** What a failed line gets, and what goes to stderr for a person when it was our fault. */
interface Failure {
  code: ErrorCode;
  message: string;
  internal?: unknown;
}

function failure(e: unknown): Failure {
  if (e instanceof RequestError || e instanceof GeometryError) return { code: e.code, message: e.message };
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'internal', message: `internal error: ${message}`, internal: e };
}

/** The "id" a caller put on its request, when it is one the protocol echoes (a string or a number). */
function echoedId(req: Record<string, unknown>): { id?: string | number } {
  const id = req.id;
  if (id === undefined) return {};
  if (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) return { id };
  throw new RequestError('bad-request', 'id must be a string or a number');
}

/**
 * Answers one line of the protocol: the JSON text of the response, without the newline. Never throws, so one bad
 * line cannot stop a stream. `onInternal` hears about our own bugs, which the response alone would hide.
 */
export function answerLine(line: string, onInternal?: (e: unknown) => void): string {
  let req: unknown;
  try {
    req = JSON.parse(line);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return JSON.stringify({ error: { code: 'malformed-json', message: `not a JSON value: ${why}` } });
  }
  let head: { id?: string | number } = {};
  try {
    if (typeof req !== 'object' || req === null || Array.isArray(req)) {
      throw new RequestError('bad-request', 'a request must be a JSON object, e.g. {"op":"obstacles"}');
    }
    head = echoedId(req as Record<string, unknown>);
    const answer: Answer = answerRequest(req as Record<string, unknown>);
    return JSON.stringify({ ...head, ...answer });
  } catch (e) {
    const f = failure(e);
    if (f.internal !== undefined) onInternal?.(f.internal);
    return JSON.stringify({ ...head, error: { code: f.code, message: f.message } });
  }
}

/**
 * Reads requests line by line and answers each as soon as it is read, so another program can keep the process open
 * as a pipe and wait for each answer in turn.
 */
export async function runGeometry(args: string[], io: Io): Promise<number> {
  // The exit code when the command line alone decides it (help, a usage error); -1 to go on and read requests.
  const usage = await usageErrors('geometry', io, () => {
    const { positionals, help } = parseCommandLine(args, {});
    if (help) {
      io.stdout.write(GEOMETRY_HELP);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
    return -1;
  });
  if (usage >= 0) return usage;
  const rl = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let outputGone = false;
  const onOutputError = () => {
    outputGone = true;
    rl.close();
  };
  io.stdout.on('error', onOutputError);
  let lineNumber = 0;
  try {
    for await (const raw of rl) {
      lineNumber++;
      // A byte-order mark is invisible in an editor but breaks JSON.parse on the first line.
      const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
      if (line.trim() === '') continue;
      const out = answerLine(line, (e) => {
        const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
        io.stderr.write(`xwing geometry: internal error on input line ${lineNumber}: ${detail}\n`);
      });
      if (!io.stdout.write(`${out}\n`)) await drained(io.stdout);
      if (outputGone || !io.stdout.writable) {
        outputGone = true;
        break;
      }
    }
  } finally {
    // Once the reader has gone, more write errors may still arrive; the listener stays to keep them from crashing us.
    if (!outputGone) io.stdout.off('error', onOutputError);
    rl.close();
  }
  if (outputGone) {
    io.stderr.write('xwing geometry: the output was closed before all input was answered\n');
    return 1;
  }
  return 0;
}
