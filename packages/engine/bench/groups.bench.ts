/**
 * The card groups' speed line (../shared/cards.md, "Speed"): heuristic games per second between squads rich in each
 * group's cards, beside the plain X-wing/TIE figure of engine.bench.ts, measured in one process and interleaved, so
 * a busy machine slows every figure alike. The target is each group within 25 % of the plain figure.
 *
 *   npm run bench      (or: npx tsc -b packages/engine && node packages/engine/dist/bench/groups.bench.js)
 *
 * `--time=MS`: CPU milliseconds per figure, spread over `--rounds=N` rounds (default 3000 and 3). `--json-only`
 * prints only the JSON line.
 *
 * Rich squads are the soak's (`soakSetup`: random legal squads of random factions in the default points set, biased
 * to the group's cards, as `xwing squad random --rich` builds them), built before timing starts. They are whole
 * squads (about ten ships a game, against six in the plain game), so a game has three times the decisions of a plain
 * one. Beside the games-per-second share the target reads, the line prints two that separate the cards' cost from
 * the squads' size: decisions per second against the plain game, and games per second against unbiased soak squads
 * (the same kind of squads with no group favoured).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CARD_GROUPS, type CardGroup, loadCardGroups, loadContent } from '@xwing/content';
import { richInGroup } from '@xwing/squads';
import { type GameSetup, makePlayer, playGame, soakSetup } from '../src/index.js';
import { imperials3, rebels3 } from './engine.bench.js';

const SETUPS_PER_GROUP = 16;
/** A group's heuristic games per second at least this share of the plain figure (within 25 %). */
const TARGET_SHARE = 0.75;

interface Tally {
  games: number;
  decisions: number;
  ships: number;
  cpuSeconds: number;
}

const content = loadContent();
const table = loadCardGroups();

function plainSetup(seed: string): GameSetup {
  return {
    players: [
      { name: 'a', squad: rebels3 },
      { name: 'b', squad: imperials3 },
    ],
    seed,
  };
}

const shipsIn = (setup: GameSetup): number =>
  setup.players.reduce((n, p) => n + ((p.squad as { pilots?: unknown[] }).pilots?.length ?? 0), 0);

/** Plays the setups in turn (each with a fresh game seed) for about `ms` of this process's user CPU. */
function play(setups: readonly GameSetup[], tally: Tally, ms: number, tag: string): void {
  const players = [makePlayer('heuristic'), makePlayer('heuristic')] as const;
  const start = process.cpuUsage();
  let used = 0;
  while (used < ms * 1000) {
    const base = setups[tally.games % setups.length]!;
    const played = playGame({ ...base, seed: `${tag}/${tally.games}` }, content, [players[0], players[1]], {
      strict: false,
    });
    tally.games++;
    tally.decisions += played.decisions;
    tally.ships += shipsIn(base);
    used = process.cpuUsage(start).user;
  }
  tally.cpuSeconds += used / 1e6;
}

function report(): void {
  const option = (name: string): string | undefined =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const timeMs = Number(option('time') ?? 3000);
  const rounds = Number(option('rounds') ?? 3);
  if (!(timeMs > 0)) throw new Error(`groups bench: --time wants milliseconds above 0, not ${option('time')}`);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`groups bench: --rounds wants a whole number above 0, not ${option('rounds')}`);
  const jsonOnly = process.argv.includes('--json-only');
  const log = (line: string) => {
    if (!jsonOnly) console.log(line);
  };

  const figures: { name: 'plain' | 'unbiased' | CardGroup; setups: GameSetup[] }[] = [
    { name: 'plain', setups: [plainSetup('plain')] },
    {
      name: 'unbiased',
      setups: Array.from({ length: SETUPS_PER_GROUP }, (_, i) => soakSetup(`bench-groups/any/${i}`, { content }).setup),
    },
    ...CARD_GROUPS.map((group) => ({
      name: group,
      setups: Array.from(
        { length: SETUPS_PER_GROUP },
        (_, i) => soakSetup(`bench-groups/${group}/${i}`, { content, rich: richInGroup(table, group) }).setup,
      ),
    })),
  ];
  const tallies = new Map(figures.map((f) => [f.name, { games: 0, decisions: 0, ships: 0, cpuSeconds: 0 }]));
  // A warm-up of every figure first, then the rounds, each giving every figure the same slice in turn.
  for (const f of figures) play(f.setups, { games: 0, decisions: 0, ships: 0, cpuSeconds: 0 }, 300, 'warmup');
  for (let r = 0; r < rounds; r++)
    for (const f of figures) play(f.setups, tallies.get(f.name)!, timeMs / rounds, `${f.name}-${r}`);

  const plain = tallies.get('plain')!;
  const unbiased = tallies.get('unbiased')!;
  const gamesRate = (t: Tally) => t.games / t.cpuSeconds;
  const decisionsRate = (t: Tally) => t.decisions / t.cpuSeconds;
  log('card groups: heuristic games between squads rich in each group, per user-CPU second of one core');
  log(
    `(plain: 3 X-wings vs 3 TIEs as in engine.bench; unbiased: ${SETUPS_PER_GROUP} random legal squads of the soak, no group favoured;`,
  );
  log(`each group: ${SETUPS_PER_GROUP} such squads rich in its cards)`);
  log('');
  const rows = figures.map((f) => {
    const t = tallies.get(f.name)!;
    const share = gamesRate(t) / gamesRate(plain);
    const decisionShare = decisionsRate(t) / decisionsRate(plain);
    const unbiasedShare = gamesRate(t) / gamesRate(unbiased);
    if (f.name === 'plain' || f.name === 'unbiased')
      log(
        `${f.name.padEnd(12)} ${gamesRate(t).toFixed(1).padStart(7)} games/s  ${Math.round(decisionsRate(t)).toLocaleString('en-US').padStart(7)} decisions/s  (${t.games} games, ${(t.ships / t.games).toFixed(1)} ships a game, ${Math.round(t.decisions / t.games)} decisions a game)`,
      );
    else
      log(
        `${f.name.padEnd(12)} ${gamesRate(t).toFixed(1).padStart(7)} games/s  ${Math.round(decisionsRate(t)).toLocaleString('en-US').padStart(7)} decisions/s  ${share.toFixed(2)}x plain games (target >= ${TARGET_SHARE}: ${share >= TARGET_SHARE ? 'ok' : 'BELOW TARGET'}), ${decisionShare.toFixed(2)}x plain decisions, ${unbiasedShare.toFixed(2)}x unbiased games  (${t.games} games, ${(t.ships / t.games).toFixed(1)} ships a game, ${Math.round(t.decisions / t.games)} decisions a game)`,
      );
    return {
      group: f.name,
      gamesPerCpuSecond: Math.round(gamesRate(t) * 10) / 10,
      decisionsPerCpuSecond: Math.round(decisionsRate(t)),
      shareOfPlainGames: Math.round(share * 1000) / 1000,
      shareOfPlainDecisions: Math.round(decisionShare * 1000) / 1000,
      shareOfUnbiasedGames: Math.round(unbiasedShare * 1000) / 1000,
      games: t.games,
      decisionsPerGame: Math.round(t.decisions / t.games),
    };
  });
  console.log(JSON.stringify({ groups: rows, target: TARGET_SHARE }));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) report();
