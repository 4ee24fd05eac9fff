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
 * The squads are random legal squads of at most three ships (`randomSquad` with `maxShips`; factions in turn, the
 * default points set), rich in the group's cards as `xwing squad random --rich` builds them, built before timing
 * starts: three ships a side as in the plain game, so the games compare like with like. Three-ship squads in a
 * 50-point set are aces with several upgrades each, so they carry many of the group's cards. Beside the share the
 * target reads, the line prints the decisions-per-second share and the share of unbiased squads of the same size
 * (no group favoured), which separates the cards' cost from the game's length.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CARD_GROUPS, type CardGroup, FACTION_IDS, loadCardGroups, loadContent } from '@xwing/content';
import { randomSquad, richInGroup, toXws } from '@xwing/squads';
import { type GameSetup, makePlayer, playGame } from '../src/index.js';
import { imperials3, rebels3 } from './engine.bench.js';

const SETUPS_PER_GROUP = 16;
/** Three ships a side, as in the plain game, so games per second compare like with like. */
const SHIPS_A_SIDE = 3;
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

/**
 * Game i of a figure: two random legal squads of at most three ships, of factions taken in turn, rich in `rich`'s
 * cards when given (as `xwing squad random --rich` builds them).
 */
function randomSetup(tag: string, i: number, rich?: (key: string) => boolean): GameSetup {
  const squads = (['a', 'b'] as const).map((side, k) => {
    const faction = FACTION_IDS[(2 * i + k) % FACTION_IDS.length]!;
    const made = randomSquad(content, {
      faction,
      seed: `bench-groups/${tag}/${i}/${side}`,
      maxShips: SHIPS_A_SIDE,
      ...(rich ? { rich } : {}),
    });
    return toXws(made.squad, content, { pointsSet: made.result.pointsSet, format: made.result.format });
  });
  return {
    players: [
      { name: 'a', squad: squads[0] },
      { name: 'b', squad: squads[1] },
    ],
    seed: `bench-groups/${tag}/${i}`,
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
      setups: Array.from({ length: SETUPS_PER_GROUP }, (_, i) => randomSetup('unbiased', i)),
    },
    ...CARD_GROUPS.map((group) => ({
      name: group,
      setups: Array.from({ length: SETUPS_PER_GROUP }, (_, i) => randomSetup(group, i, richInGroup(table, group))),
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
    `(plain: 3 X-wings vs 3 TIEs as in engine.bench; unbiased: ${SETUPS_PER_GROUP} games of random legal squads of at most ${SHIPS_A_SIDE} ships,`,
  );
  log(`no group favoured; each group: ${SETUPS_PER_GROUP} such games between squads rich in its cards)`);
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
