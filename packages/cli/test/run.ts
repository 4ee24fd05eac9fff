import { Readable, Writable } from 'node:stream';
import { main } from '../src/main.js';

/** A writable that keeps what it is given, for reading back as text. */
export class Sink extends Writable {
  readonly chunks: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(chunk.toString());
    done();
  }
  text(): string {
    return this.chunks.join('');
  }
}

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with `input` as stdin. */
export async function run(argv: string[], input = ''): Promise<Ran> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await main(argv, { stdin: Readable.from([input]), stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Sends requests (objects are written as JSON, strings as they are) and returns the parsed responses. */
export async function geometry(...requests: unknown[]): Promise<Record<string, unknown>[]> {
  const input = requests.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n');
  const r = await run(['geometry'], `${input}\n`);
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** One request, one response. */
export async function ask(request: unknown): Promise<Record<string, unknown>> {
  const [response] = await geometry(request);
  if (!response) throw new Error('no response');
  return response;
}

export const small = (x: number, y: number, heading = 0) => ({ base: 'small', x, y, heading });
