/**
 * node scripts/replay-hashes-geo.mjs [--random=N] [--heuristic=N] [--bench=N] [--verbose]
 *
 * A speed change must not change a game: plays fixed seeded games (random-vs-random and heuristic-vs-heuristic
 * between the soak's random legal squads, plus the engine bench's own 3-v-3 and 8-v-8 games) with the built engine
 * (packages/engine/dist: run `npx tsc -b packages/engine` first) and prints, per game, a hash of its final state and
 * event log and its decision count, then one hash of them all. Run it before and after a change and compare.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadContent } from '@xwing/content';
import { canonicalJson, makePlayer, playGame, soakSetup } from '../packages/engine/dist/src/index.js';

const opt = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.slice(name.length + 3)) : fallback;
};
const verbose = process.argv.includes('--verbose');
const content = loadContent();

const rebels3 = {
  faction: 'rebelalliance',
  pilots: [
    { id: 'wedgeantilles', ship: 't65xwing', upgrades: { talent: ['predator'], astromech: ['r5d8'] } },
    { id: 'lukeskywalker', ship: 't65xwing', upgrades: { 'force-power': ['instinctiveaim'], astromech: ['r2d2'] } },
    { id: 'biggsdarklighter', ship: 't65xwing', upgrades: { astromech: ['r4astromech'] } },
  ],
};
const imperials3 = {
  faction: 'galacticempire',
  pilots: [
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { talent: ['crackshot'] } },
    { id: 'maulermithel', ship: 'tielnfighter', upgrades: { talent: ['predator'] } },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
  ],
};
const swarm8 = {
  faction: 'galacticempire',
  pilots: [
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { talent: ['crackshot'] } },
    { id: 'maulermithel', ship: 'tielnfighter', upgrades: { talent: ['predator'] } },
    { id: 'wampa', ship: 'tielnfighter' },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['ruthless'] } },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'obsidiansquadronpilot', ship: 'tielnfighter' },
  ],
};
const plain = (a, b, seed) => ({
  players: [
    { name: 'a', squad: a },
    { name: 'b', squad: b },
  ],
  seed,
});

const games = [];
for (let i = 0; i < opt('random', 140); i++) games.push(['random', `geo/random/${i}`, 'soak']);
for (let i = 0; i < opt('heuristic', 60); i++) games.push(['heuristic', `geo/heuristic/${i}`, 'soak']);
for (let i = 0; i < opt('bench', 10); i++) {
  games.push(['heuristic', `h/${i}`, plain(rebels3, imperials3, `h/${i}`)]);
  games.push(['random', `r/${i}`, plain(rebels3, imperials3, `r/${i}`)]);
  if (i < 5) {
    games.push(['heuristic', `size8/${i}`, plain(swarm8, swarm8, `size8/${i}`)]);
    games.push(['random', `size8r/${i}`, plain(swarm8, swarm8, `size8r/${i}`)]);
  }
}

const all = createHash('sha256');
let failed = 0;
const started = performance.now();
for (const [kind, seed, how] of games) {
  let line;
  try {
    const setup = how === 'soak' ? soakSetup(seed, { content }).setup : how;
    const played = playGame(setup, content, [makePlayer(kind), makePlayer(kind)], { strict: false });
    const h = createHash('sha256').update(canonicalJson(played.state)).digest('hex').slice(0, 16);
    line = `${kind} ${seed} ${h} decisions=${played.decisions} refusals=${played.refusals.length}`;
  } catch (e) {
    failed++;
    line = `${kind} ${seed} THREW ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
  }
  all.update(`${line}\n`);
  if (verbose) console.log(line);
}
console.log(
  `${games.length} games (${failed} threw), ${((performance.now() - started) / 1000).toFixed(1)} s; all: ${all.digest('hex')}`,
);
