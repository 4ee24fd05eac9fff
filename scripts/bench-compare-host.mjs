/**
 * One process of `npm run bench:compare` (scripts/bench-compare.mjs starts several, one after another): imports both
 * builds' bench bundles, warms them up, and plays the rounds, both builds taking turns in short slices. It prints one
 * JSON line of raw Rates; bench-compare.mjs pools the processes and works out the figures.
 *
 *   node scripts/bench-compare-host.mjs '<plan as JSON>'
 *
 * plan: { bundles: { a, b }, process, processes, figures, state, timeMs, rounds, sliceMs, sized? }: a is the working
 * tree, b the commit; `sized` ({ games, perSlice }) comes from the first process, so that every process plays the same
 * games and their slices can be pooled.
 *
 * Why both builds share a process: two processes, one a build, came out up to 10 % apart with the same engine in
 * both, where each sat on the busy cores deciding it. Why several processes: one process, both builds in it, still
 * settles each build's JIT and heap into a steady state of its own, and the same engine came out 5-10 % apart within
 * a run, in one direction or the other from run to run; fresh processes, alternating which build is imported first,
 * average that out.
 */
import { setImmediate } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const plan = JSON.parse(process.argv[2] ?? 'null');
if (plan === null) throw new Error('bench-compare-host: started by scripts/bench-compare.mjs with a plan');
const say = (s) => process.stderr.write(`bench:compare: ${s}\n`);

/**
 * A build's bundle, imported into this process. Each bundle has its own copy of the harness, engine and content, so
 * neither build's code is compiled with what the JIT learnt from the other's.
 */
async function loadBench(key) {
  const { benchRequest } = await import(pathToFileURL(plan.bundles[key]).href);
  if (typeof benchRequest !== 'function') throw new Error(`the bundle ${plan.bundles[key]} exports no benchRequest`);
  return {
    async ask(request) {
      // A turn of the event loop between slices, so a signal is heard; the slice itself runs synchronously.
      await setImmediate();
      return benchRequest(request);
    },
  };
}

const order = plan.process % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
const benches = {};
for (const key of order) benches[key] = await loadBench(key);

const sizes = {};
if (plan.state) for (const key of order) sizes[key] = await benches[key].ask({ figure: 'state' });

// Three warm-up passes of every figure on both builds, a game at a time until each has spent its share of CPU (a
// wall-clock budget would shrink to nothing on a busy machine). In the first process, the last pass's games per
// CPU-second (averaged over the builds) size the rounds: about --time ms of CPU a figure, in slices of sliceMs.
const warmCpuSeconds = Math.min(Math.max(plan.timeMs, 500), 2000) / 4000;
const sized = plan.sized ?? { games: {}, perSlice: {} };
for (let pass = 0; pass < 3; pass++)
  for (const figure of plan.figures) {
    let rate = 0;
    for (const key of order) {
      let played = 0;
      let cpuSeconds = 0;
      while (cpuSeconds < warmCpuSeconds) {
        const run = await benches[key].ask({ figure, tag: `warmup/${pass}`, first: played, games: 1 });
        played += run.games;
        cpuSeconds += run.cpuSeconds;
      }
      rate += played / cpuSeconds / 2;
    }
    if (plan.sized === undefined) {
      sized.games[figure] = Math.max(1, Math.round(rate * (plan.timeMs / 1000)));
      sized.perSlice[figure] = Math.max(1, Math.round(rate * (plan.sliceMs / 1000)));
    }
  }
if (plan.sized === undefined && plan.figures.length > 0)
  say(`a round plays ${plan.figures.map((f) => `${sized.games[f]} ${f}`).join(', ')} games on each build`);

// rounds[i][key][figure]: the Rates of round i summed; slices[key][figure][slice]: that slice's Rate in each round.
const rounds = [];
const slices = { a: {}, b: {} };
for (let i = 0; i < plan.rounds; i++) {
  const round = { a: {}, b: {} };
  for (const [k, figure] of plan.figures.entries()) {
    for (const key of order)
      round[key][figure] = { games: 0, decisions: 0, rounds: 0, refusals: 0, seconds: 0, cpuSeconds: 0 };
    // The round's games go in slices, alternating builds slice by slice, who goes first rotated each slice, figure,
    // round and process: a burst of load from other work then falls on both builds' slices.
    const { games, perSlice } = { games: sized.games[figure], perSlice: sized.perSlice[figure] };
    for (let first = 0, slice = 0; first < games; first += perSlice, slice++) {
      const request = { figure, tag: figure, first, games: Math.min(perSlice, games - first) };
      for (const key of (plan.process + i + k + slice) % 2 === 0 ? ['a', 'b'] : ['b', 'a']) {
        const run = await benches[key].ask(request);
        for (const field of Object.keys(round[key][figure])) round[key][figure][field] += run[field];
        ((slices[key][figure] ??= [])[slice] ??= []).push(run);
      }
    }
  }
  rounds.push(round);
  const figure = plan.figures[0];
  if (figure !== undefined) {
    const rate = (key) => (round[key][figure].games / round[key][figure].seconds).toFixed(1);
    say(
      `process ${plan.process + 1}/${plan.processes}, round ${i + 1}/${plan.rounds}: ${figure} games/s commit ${rate('b')}, tree ${rate('a')}`,
    );
  }
}

console.log(JSON.stringify({ sized, sizes, rounds, slices }));
