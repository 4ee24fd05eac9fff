/**
 * `npm run soak -- [--group G] [--games N] [--heuristic N] [--seed S] [--jobs N] [--only KIND:SEED]`: the long soak
 * of ../shared/cards.md, outside `npm test` (which runs a fixed slice of it, test/soak.test.ts). Plays N
 * random-vs-random and N heuristic-vs-heuristic games between random legal squads (rich in group G when given),
 * checks each (src/soak.ts), prints progress on stderr and a summary on stdout; exit 1 on any failure, 2 on a bad
 * command line.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { loadCardGroups, loadContent } from '@xwing/content';
import { richInGroup, SquadOptionError } from '@xwing/squads';
import { AI_KINDS, type AiKind, freshSeed, type SoakGame, soakGame, type SoakSummary } from '../src/index.js';
import { defaultListsFile, realListsReport, runRealLists } from './real-lists.js';
import { mergeSummaries, runShard, runWorkers } from './shards.js';

interface SoakArgs {
  games: number;
  heuristic: number;
  seed: string;
  jobs: number;
  group?: string;
  only?: { kind: AiKind; seed: string };
  realLists?: { against: number };
}

class Usage extends Error {}

function count(flag: string, value: string | undefined, fallback: number, min = 0, max = 10_000_000): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new Usage(`${flag} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return n;
}

function parse(argv: string[]): SoakArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        group: { type: 'string' },
        games: { type: 'string' },
        heuristic: { type: 'string' },
        seed: { type: 'string' },
        only: { type: 'string' },
        jobs: { type: 'string' },
        'real-lists': { type: 'boolean' },
        against: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new Usage((e as Error).message);
  }
  const args: SoakArgs = {
    games: count('--games', values.games, 10_000),
    heuristic: count('--heuristic', values.heuristic, 1_000),
    seed: values.seed ?? freshSeed().slice(0, 16),
    jobs: count('--jobs', values.jobs, 1, 1, Math.max(64, availableParallelism())),
  };
  if (values.group !== undefined) args.group = values.group;
  if (values['real-lists']) args.realLists = { against: count('--against', values.against, 3, 1) };
  else if (values.against !== undefined) throw new Usage('--against goes with --real-lists');
  if (values.only !== undefined) {
    const at = values.only.indexOf(':');
    const kind = values.only.slice(0, at);
    if (at < 0 || !(AI_KINDS as readonly string[]).includes(kind))
      throw new Usage(`--only must be KIND:SEED with KIND random or heuristic, not ${JSON.stringify(values.only)}`);
    args.only = { kind: kind as AiKind, seed: values.only.slice(at + 1) };
  }
  return args;
}

/** The command that plays one failed game again. */
function again(game: SoakGame, group: string | undefined): string {
  const rich = group !== undefined ? ` --group ${group}` : '';
  return `npm run soak -- --only ${JSON.stringify(`${game.kind}:${game.seed}`)}${rich}`;
}

function failureLines(game: SoakGame, group: string | undefined): string {
  return `${game.kind} game (seed ${JSON.stringify(game.seed)}): ${game.failure}\n  again: ${again(game, group)}\n`;
}

function report(s: SoakSummary, group: string | undefined, jobs: number): string {
  const share =
    group !== undefined && s.cards.cards > 0
      ? `; ${group} cards: ${((100 * s.cards.rich) / s.cards.cards).toFixed(1)} % of ${s.cards.cards} cards in the squads`
      : '';
  const lines = [
    `soak: seed ${s.seed}${group !== undefined ? `, squads rich in ${group}` : ''}${jobs > 1 ? `, ${jobs} jobs` : ''}`,
    `games: ${s.games.random} random, ${s.games.heuristic} heuristic; decisions: ${s.decisions}; ${s.seconds} s${share}`,
    `failures: ${s.failures.length}`,
    ...s.failures.map((f) => failureLines(f, group).trimEnd()),
  ];
  return `${lines.join('\n')}\n`;
}

const USAGE =
  'npm run soak -- [--group G] [--games N] [--heuristic N] [--seed S] [--jobs N] [--only KIND:SEED]\n' +
  '       npm run soak -- --real-lists [--against N] [--seed S]';

async function main(argv: string[]): Promise<number> {
  let args: SoakArgs;
  let rich: ((key: string) => boolean) | undefined;
  try {
    args = parse(argv);
    rich = args.group !== undefined ? richInGroup(loadCardGroups(), args.group) : undefined;
  } catch (e) {
    if (!(e instanceof Usage || e instanceof SquadOptionError)) throw e;
    process.stderr.write(`soak: ${e.message}\nUsage: ${USAGE}\n`);
    return 2;
  }
  if (args.realLists) {
    const summary = runRealLists({
      content: loadContent(),
      table: loadCardGroups(),
      file: defaultListsFile(),
      against: args.realLists.against,
      seed: args.seed,
      onGame: (done, total, failure) => {
        if (failure !== undefined) process.stderr.write(`real lists: game ${done}: ${failure}\n`);
        if (done % 20 === 0 || done === total) process.stderr.write(`real lists: ${done}/${total} games\n`);
      },
    });
    process.stdout.write(realListsReport(summary));
    return summary.failures.length === 0 ? 0 : 1;
  }
  if (args.only) {
    const content = loadContent();
    const game = soakGame({ content, ...(rich ? { rich } : {}), kind: args.only.kind, seed: args.only.seed });
    process.stdout.write(
      game.failure === undefined
        ? `${game.kind} game (seed ${JSON.stringify(game.seed)}): passed, ${game.decisions} decisions\n`
        : failureLines(game, args.group),
    );
    return game.failure === undefined ? 0 : 1;
  }
  const total = args.games + args.heuristic;
  let done = 0;
  let lastReport = performance.now();
  const onGame = (game: SoakGame) => {
    done++;
    if (game.failure !== undefined) process.stderr.write(failureLines(game, args.group));
    // A line every ten seconds and at the end: enough to see it move without flooding a log.
    const now = performance.now();
    if (now - lastReport < 10_000 && done !== total) return;
    lastReport = now;
    process.stderr.write(`soak: ${done}/${total} games (now ${game.kind})\n`);
  };
  const job = {
    seed: args.seed,
    games: args.games,
    heuristic: args.heuristic,
    ...(args.group ? { group: args.group } : {}),
  };
  const started = performance.now();
  const parts =
    args.jobs === 1
      ? [runShard({ ...job, shard: { index: 0, count: 1 } }, onGame)]
      : await runWorkers(job, args.jobs, onGame);
  const summary = mergeSummaries(parts, args.seed, Math.round(performance.now() - started) / 1000);
  process.stdout.write(report(summary, args.group, args.jobs));
  return summary.failures.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
