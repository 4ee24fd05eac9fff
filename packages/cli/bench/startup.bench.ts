/**
 * Start-up of the xwing command: from process start to its first output, for `xwing --help` and `xwing squad
 * validate` of one squad, next to a bare `node -e` that prints one line (what any Node program pays before it runs a
 * line of its own). Runs are interleaved (node, help, validate, node, …) so that the load of a shared machine falls on
 * all three alike; the table gives the fastest and the median run. Also: 150 squads validated in one process.
 *
 *   npm run bench      (or: npx tsc -b packages/cli && node packages/cli/dist/bench/startup.bench.js)
 *
 * `--runs=N` (default 15). When NODE_EXTRA_CA_CERTS is set, Node reads that certificate file at every start, before
 * any program: the figures are then taken twice, with it and without it. `--instructions` also counts the
 * instructions each command runs under valgrind's callgrind (when valgrind is installed): unlike times, the counts do
 * not change with the load of a shared machine. Prints a table and, as its last line, one JSON object for scripts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_MS = 150;
const arg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = arg ? Number(arg.slice('--runs='.length)) : 15;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/xwing.js');
const squad = join(root, 'packages/squads/test/fixtures/valid/xwa20-rebel-xwings.json');

const COMMANDS: Record<string, string[]> = {
  'node -e (baseline)': ['-e', 'console.log(1)'],
  'xwing --help': [bin, '--help'],
  'xwing squad validate (1 squad)': [bin, 'squad', 'validate', squad],
};

/** Milliseconds from spawning the process to its first byte on stdout. */
function firstOutput(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let at: number | undefined;
    child.stdout.on('data', () => {
      at ??= Number(process.hrtime.bigint() - start) / 1e6;
    });
    child.on('error', reject);
    child.on('close', () => (at === undefined ? reject(new Error(`no output from ${args.join(' ')}`)) : resolve(at)));
  });
}

async function measure(env: NodeJS.ProcessEnv): Promise<Record<string, { min: number; median: number }>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(COMMANDS).map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++)
    for (const [name, args] of Object.entries(COMMANDS)) times[name]!.push(await firstOutput(args, env));
  return Object.fromEntries(
    Object.entries(times).map(([name, t]) => {
      t.sort((a, b) => a - b);
      return [name, { min: t[0]!, median: t[Math.floor(t.length / 2)]! }];
    }),
  );
}

/** 150 squads in one process: the run the issue timed at over two minutes as 150 processes. */
async function manySquads(env: NodeJS.ProcessEnv): Promise<number> {
  const dir = mkdtempSync(join(os.tmpdir(), 'xwing-bench-'));
  const line = JSON.stringify(JSON.parse(readFileSync(squad, 'utf8')));
  writeFileSync(join(dir, 'squads.jsonl'), `${Array.from({ length: 150 }, () => line).join('\n')}\n`);
  const start = process.hrtime.bigint();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'squad', 'validate', join(dir, 'squads.jsonl')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  rmSync(dir, { recursive: true, force: true });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Instructions the command runs, counted by callgrind; undefined when valgrind cannot be run. */
function instructions(args: string[], env: NodeJS.ProcessEnv): number | undefined {
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const m = /Collected : (\d+)/.exec(r.stderr ?? '');
  return m ? Number(m[1]) : undefined;
}

const countInstructions = process.argv.includes('--instructions');
const envs: [string, NodeJS.ProcessEnv][] = [['as is', process.env]];
if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
  const { NODE_EXTRA_CA_CERTS: _certs, ...without } = process.env;
  envs.push(['without NODE_EXTRA_CA_CERTS', without]);
}

console.log(`xwing start-up: process start to first output, ${RUNS} interleaved runs each (ms), target < ${TARGET_MS}`);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`);
const report: Record<string, unknown> = { runs: RUNS, targetMs: TARGET_MS };
for (const [label, env] of envs) {
  const figures = await measure(env);
  const many = await manySquads(env);
  console.log(`\n${label}${label === 'as is' && envs.length > 1 ? ' (NODE_EXTRA_CA_CERTS is set)' : ''}:`);
  console.log(`  ${'command'.padEnd(34)} ${'min'.padStart(7)} ${'median'.padStart(7)}`);
  for (const [name, f] of Object.entries(figures))
    console.log(`  ${name.padEnd(34)} ${f.min.toFixed(1).padStart(7)} ${f.median.toFixed(1).padStart(7)}`);
  console.log(`  ${'xwing squad validate (150 squads)'.padEnd(34)} ${many.toFixed(1).padStart(7)}`);
  const counted: Record<string, number | undefined> = {};
  if (countInstructions) {
    for (const [name, args] of Object.entries(COMMANDS)) counted[name] = instructions(args, env);
    const base = counted['node -e (baseline)'];
    console.log(`  instructions (millions; over the baseline):`);
    for (const [name, n] of Object.entries(counted))
      console.log(
        `  ${name.padEnd(34)} ${n === undefined ? 'n/a (no valgrind)' : `${(n / 1e6).toFixed(0).padStart(7)}`}` +
          (n !== undefined && base !== undefined && n !== base ? ` (+${((n - base) / 1e6).toFixed(0)})` : ''),
      );
  }
  report[label] = { ...figures, validate150Squads: many, ...(countInstructions ? { instructions: counted } : {}) };
}
console.log(JSON.stringify(report));
