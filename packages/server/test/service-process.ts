/**
 * Test helpers: the service as a child process (the built JS, as `npm start` runs it) on a free port with its own
 * PGlite folder, copied from a template made once per machine so each test skips PGlite's slow first start.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = join(root, 'packages/server/dist/src/main.js');
const storageIndex = join(root, 'packages/server/dist/src/storage/index.js');
const script = join(root, 'scripts/test-services.sh');

export function checkBuilt(): void {
  if (!existsSync(main)) throw new Error(`the service is not built (${main}): run npm run build (npm test does)`);
}

/** A fresh PGlite folder with the service's tables already made. */
export function freshDataDir(): string {
  checkBuilt();
  const migrations = readFileSync(join(root, 'packages/server/src/storage/migrations.ts'));
  const key = createHash('sha256').update(migrations).digest('hex').slice(0, 12);
  const template = join(tmpdir(), `xwing-pglite-template-${key}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'xwing-pglite-build-'));
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { openStorage } = await import(${JSON.stringify(storageIndex)});
         const s = await openStorage({ dataDir: ${JSON.stringify(join(building, 'db'))} });
         await s.close();`,
      ],
      { stdio: 'inherit' },
    );
    try {
      renameSync(join(building, 'db'), template);
    } catch {
      // Another test file made it first.
    }
    rmSync(building, { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(tmpdir(), 'xwing-service-'));
  cpSync(template, join(dir, 'db'), { recursive: true });
  return join(dir, 'db');
}

export interface ServiceProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Everything the process wrote on stderr so far. */
  stderr(): string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServiceProcess(opts: {
  dataDir?: string;
  env?: Record<string, string>;
  port?: number;
}): Promise<ServiceProcess> {
  checkBuilt();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(opts.port ?? 0),
    AI_WORKERS: '1',
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...opts.env,
  };
  const proc = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the service did not start in 60 s:\n${err}`)), 60_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\{"listening":(\d+)\}/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}) before listening:\n${err}`));
    });
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    stderr: () => err,
    async kill9() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(t);
    },
  };
}

export function squad(name: 'rebel-xwings' | 'imperial-ties'): unknown {
  return JSON.parse(readFileSync(join(root, `packages/engine/test/fixtures/${name}.json`), 'utf8'));
}

/** A loopback port free right now (for a process that must be told its port before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  url: string;
  stop(): void;
}

/** A private PostgreSQL or Redis server from scripts/test-services.sh (installed with apt-get when missing). */
export function startTestServer(kind: 'postgres' | 'redis'): TestServer {
  const dir = join(mkdtempSync(join(tmpdir(), `xwing-${kind}-`)), kind);
  const url = execFileSync('bash', [script, 'start', kind, dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  }).trim();
  return { url, stop: () => execFileSync('bash', [script, 'stop', kind, dir], { stdio: 'ignore' }) };
}
