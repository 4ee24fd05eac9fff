/**
 * Single-core throughput of the geometry's hot paths: final poses, full move resolution on a busy table, and attack
 * queries (range + arc + obstruction). Plain loops on one thread; inputs are built before timing, a warm-up lets the
 * JIT settle, and a checksum of the results keeps it from dropping the work.
 *
 *   npm run bench            (or: npx tsc -b packages/geometry && node packages/geometry/dist/bench/geometry.bench.js)
 *
 * `--only=NAME` runs one benchmark for longer (for profiling with `node --cpu-prof`): finalPose, resolveMove, attack,
 * or one outcome of the breakdown, e.g. resolveMove:partial or attack:obstructed.
 *
 * Prints a table and, as its last line, one JSON object for scripts.
 */
import os from 'node:os';
import {
  type ArcOwner,
  attackRange,
  type BaseSize,
  checkObstaclePlacement,
  finalPose,
  isObstructed,
  type Maneuver,
  type MoveInput,
  type PlacedObstacle,
  type Pose,
  parseManeuver,
  placeObstacle,
  resolveMove,
  type ShipOnTable,
  type Solid,
  shipSolid,
  solidsOverlap,
} from '../src/index.js';

const TABLE = 914.4;
const WARMUP_MS = 400;
const TIME_MS = 1500;
const BREAKDOWN_MS = 300;

const TARGETS = { finalPose: 5_000_000, resolveMove: 200_000, attack: 1_000_000 } as const;

// ---------------------------------------------------------------------------------------------------------------------
// Deterministic randomness, so every run measures the same inputs.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(0x5eed);
const between = (lo: number, hi: number) => lo + (hi - lo) * rand();

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

function randomPose(margin: number): Pose {
  return { x: between(margin, TABLE - margin), y: between(margin, TABLE - margin), heading: between(0, 360) };
}

// ---------------------------------------------------------------------------------------------------------------------
// Timing harness.

interface Measurement {
  ops: number;
  seconds: number;
  /** Median over the timed slices (robust against a noisy neighbour); every slice runs the whole input set. */
  opsPerSec: number;
  msPer1000: number;
  /** Total ops over total time. */
  meanOpsPerSec: number;
  slices: number;
  minOpsPerSec: number;
  maxOpsPerSec: number;
}

let checksum = 0;

const nowNs = () => process.hrtime.bigint();
const msSince = (t0: bigint) => Number(nowNs() - t0) / 1e6;
const SLICE_MS = 25;

/**
 * Runs `run(n)` (n iterations over a rotating input set of `cycle` cases, returning a checksum): a warm-up, then
 * slices of whole passes over the set (about SLICE_MS each) for about `timeMs`.
 */
function measure(run: (n: number) => number, cycle: number, warmupMs: number, timeMs: number): Measurement {
  let passes = 1;
  const w0 = nowNs();
  while (msSince(w0) < warmupMs) {
    const b0 = nowNs();
    checksum += run(cycle * passes);
    if (msSince(b0) < SLICE_MS / 2) passes *= 2;
  }
  const batch = cycle * passes;
  const rates: number[] = [];
  let ops = 0;
  const t0 = nowNs();
  let elapsed: number;
  do {
    const b0 = nowNs();
    checksum += run(batch);
    const b1 = nowNs();
    rates.push(batch / (Number(b1 - b0) / 1e9));
    ops += batch;
    elapsed = Number(b1 - t0) / 1e9;
  } while (elapsed * 1000 < timeMs);
  rates.sort((a, b) => a - b);
  const mid = rates.length >> 1;
  const opsPerSec = rates.length % 2 === 1 ? rates[mid]! : (rates[mid - 1]! + rates[mid]!) / 2;
  return {
    ops,
    seconds: elapsed,
    opsPerSec,
    msPer1000: 1e6 / opsPerSec,
    meanOpsPerSec: ops / elapsed,
    slices: rates.length,
    minOpsPerSec: rates[0]!,
    maxOpsPerSec: rates[rates.length - 1]!,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The table: 6 obstacles across the middle (placed by the obstacle placement rule) and 8 ships of mixed sizes.

const OBSTACLE_SPECS: [string, number, number, number][] = [
  ['Asteroid 3', 265, 300, 30],
  ['Debris 2', 460, 290, 75],
  ['Gas Cloud 4', 650, 310, 140],
  ['Asteroid 7', 270, 610, 200],
  ['Debris 5', 470, 620, 310],
  ['Gas Cloud 2', 655, 600, 20],
];

const obstacles: PlacedObstacle[] = [];
for (const [name, x, y, heading] of OBSTACLE_SPECS) {
  const o = placeObstacle(name, { x, y, heading }, `obstacle-${obstacles.length + 1}`);
  const check = checkObstaclePlacement(o, obstacles);
  if (!check.legal) throw new Error(`bench setup: illegal obstacle placement: ${check.reasons.join('; ')}`);
  obstacles.push(o);
}
const obstacleSolids: Solid[] = obstacles.map((o) => o.solid);

const ships: ShipOnTable[] = [
  { id: 'ship-1', base: 'small', pose: { x: 140, y: 180, heading: 10 } },
  { id: 'ship-2', base: 'small', pose: { x: 380, y: 200, heading: 345 } },
  { id: 'ship-3', base: 'medium', pose: { x: 760, y: 190, heading: 20 } },
  { id: 'ship-4', base: 'large', pose: { x: 560, y: 440, heading: 0 } },
  { id: 'ship-5', base: 'small', pose: { x: 360, y: 760, heading: 180 } },
  { id: 'ship-6', base: 'medium', pose: { x: 560, y: 740, heading: 200 } },
  { id: 'ship-7', base: 'large', pose: { x: 780, y: 740, heading: 160 } },
  { id: 'ship-8', base: 'small', pose: { x: 130, y: 450, heading: 90 } },
];
const shipSolids = ships.map((s) => shipSolid(s.base, s.pose));
for (let i = 0; i < ships.length; i++) {
  const a = shipSolids[i]!;
  for (let j = i + 1; j < ships.length; j++) {
    if (solidsOverlap(a, shipSolids[j]!)) throw new Error(`bench setup: ${ships[i]!.id} overlaps ${ships[j]!.id}`);
  }
  for (const o of obstacles) {
    if (solidsOverlap(a, o.solid)) throw new Error(`bench setup: ${ships[i]!.id} overlaps ${o.id}`);
  }
}

/** True when a ship placed here would overlap nothing on the table and lie inside the play area. */
function clearSpot(base: BaseSize, pose: Pose, others: readonly Solid[] = shipSolids): boolean {
  const s = shipSolid(base, pose);
  const b = s.bounds;
  if (b.minX < 0 || b.minY < 0 || b.maxX > TABLE || b.maxY > TABLE) return false;
  for (const o of others) if (solidsOverlap(s, o)) return false;
  for (const o of obstacleSolids) if (solidsOverlap(s, o)) return false;
  return true;
}

const SIZES: readonly BaseSize[] = ['small', 'medium', 'large'];

// ---------------------------------------------------------------------------------------------------------------------
// 1. finalPose over every maneuver code × small/medium/large × varied start poses.

const ALL_CODES = [
  ...['1F', '2F', '3F', '4F', '5F'],
  ...['1B', '2B', '3B', '1N', '2N', '3N'],
  ...['1T', '2T', '3T', '1Y', '2Y', '3Y'],
  ...['1K', '2K', '3K', '4K', '5K'],
  ...['1L', '2L', '3L', '1P', '2P', '3P'],
  ...['1E', '2E', '3E', '1R', '2R', '3R'],
  ...['1S', '2S', '1A', '1D'],
  '0O',
];

interface FinalPoseCase {
  start: Pose;
  maneuver: Maneuver;
  base: BaseSize;
}

const fpCases: FinalPoseCase[] = [];
for (let k = 0; k < 32; k++) {
  for (const code of ALL_CODES) {
    for (const base of SIZES) fpCases.push({ start: randomPose(60), maneuver: parseManeuver(code), base });
  }
}
shuffle(fpCases);

let fpAt = 0;
function runFinalPose(n: number): number {
  let s = 0;
  let i = fpAt;
  const len = fpCases.length;
  for (let k = 0; k < n; k++) {
    const c = fpCases[i]!;
    const p = finalPose(c.start, c.maneuver, c.base);
    s += p.x + p.y + p.heading;
    if (++i === len) i = 0;
  }
  fpAt = i;
  return s;
}

// ---------------------------------------------------------------------------------------------------------------------
// 2. resolveMove on the busy table, over a chosen mix of outcomes.

/** A realistic dial spread: mostly 1–4 straights, banks and turns, some Koiogran turns and loops, few reverses. */
const DIAL: [string, number][] = [
  ['1F', 3],
  ['2F', 8],
  ['3F', 8],
  ['4F', 5],
  ['5F', 2],
  ['1B', 3],
  ['1N', 3],
  ['2B', 6],
  ['2N', 6],
  ['3B', 5],
  ['3N', 5],
  ['1T', 3],
  ['1Y', 3],
  ['2T', 4],
  ['2Y', 4],
  ['3T', 3],
  ['3Y', 3],
  ['3K', 2],
  ['4K', 2],
  ['5K', 1],
  ['2L', 1],
  ['2P', 1],
  ['3L', 1],
  ['3P', 1],
  ['2E', 1],
  ['2R', 1],
  ['3E', 1],
  ['3R', 1],
  ['1S', 1],
  ['1A', 0.5],
  ['1D', 0.5],
];
const dialTotal = DIAL.reduce((s, [, w]) => s + w, 0);
function dialPick(): Maneuver {
  let r = rand() * dialTotal;
  for (const [code, w] of DIAL) {
    r -= w;
    if (r <= 0) return parseManeuver(code);
  }
  return parseManeuver('2F');
}
const BASE_WEIGHTS: readonly BaseSize[] = ['small', 'small', 'small', 'small', 'medium', 'medium', 'large'];

type MoveCategory = 'clean' | 'obstacle' | 'ship-through' | 'partial' | 'fled';
/** How many of each outcome the set holds (of MOVE_CASES): mostly clean, some obstacle hits, some partials. */
const MOVE_QUOTA: Record<MoveCategory, number> = {
  clean: 660,
  obstacle: 200,
  'ship-through': 60,
  partial: 50,
  fled: 30,
};

interface MoveCase {
  input: MoveInput;
  category: MoveCategory;
  partial: boolean;
  throughObstacle: boolean;
  throughShip: boolean;
  landedOnObstacle: boolean;
  fled: boolean;
}

const obstacleIds = new Set(obstacles.map((o) => o.id));

function classifyMove(input: MoveInput): MoveCase {
  const r = resolveMove(input);
  const throughObstacle = r.movedThrough.some((id) => obstacleIds.has(id));
  const throughShip = r.movedThrough.some((id) => !obstacleIds.has(id));
  const landedOnObstacle = r.overlapping.length > 0;
  const category: MoveCategory = r.partial
    ? 'partial'
    : throughObstacle || landedOnObstacle
      ? 'obstacle'
      : throughShip
        ? 'ship-through'
        : r.fled
          ? 'fled'
          : 'clean';
  return { input, category, partial: r.partial, throughObstacle, throughShip, landedOnObstacle, fled: r.fled };
}

/** A starting pose: half uniform over the table, half close to a ship or obstacle (where the interesting moves are). */
function moverStart(base: BaseSize): Pose | null {
  let pose: Pose;
  if (rand() < 0.5) pose = randomPose(40);
  else {
    const anchor = rand() < 0.6 ? pick(ships).pose : pick(obstacles).pose;
    const a = between(0, 2 * Math.PI);
    const d = between(60, 220);
    pose = { x: anchor.x + d * Math.cos(a), y: anchor.y + d * Math.sin(a), heading: between(0, 360) };
  }
  return clearSpot(base, pose) ? pose : null;
}

const buckets: Record<MoveCategory, MoveCase[]> = {
  clean: [],
  obstacle: [],
  'ship-through': [],
  partial: [],
  fled: [],
};
let moveTries = 0;
const moveSetup0 = nowNs();
for (;;) {
  const full = (Object.keys(MOVE_QUOTA) as MoveCategory[]).every((k) => buckets[k].length >= MOVE_QUOTA[k]);
  if (full || moveTries >= 300_000) break;
  moveTries++;
  const base = pick(BASE_WEIGHTS);
  const pose = moverStart(base);
  if (!pose) continue;
  const c = classifyMove({ base, pose, maneuver: dialPick(), ships, obstacles });
  const bucket = buckets[c.category];
  if (bucket.length < MOVE_QUOTA[c.category]) bucket.push(c);
}
const moveSetupMs = msSince(moveSetup0);
const moveCases = shuffle(Object.values(buckets).flat());

function fraction<T>(items: readonly T[], test: (t: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(test).length / items.length;
}
const round3 = (x: number) => Math.round(x * 1000) / 1000;

const moveMix = {
  cases: moveCases.length,
  partial: round3(fraction(moveCases, (c) => c.partial)),
  movedThroughObstacle: round3(fraction(moveCases, (c) => c.throughObstacle)),
  landedOnObstacle: round3(fraction(moveCases, (c) => c.landedOnObstacle)),
  movedThroughShip: round3(fraction(moveCases, (c) => c.throughShip)),
  fled: round3(fraction(moveCases, (c) => c.fled)),
  clean: round3(fraction(moveCases, (c) => c.category === 'clean')),
};

function moveRunner(cases: readonly MoveCase[]): (n: number) => number {
  let at = 0;
  const len = cases.length;
  return (n) => {
    let s = 0;
    let i = at;
    for (let k = 0; k < n; k++) {
      const r = resolveMove(cases[i]!.input);
      s += r.final.x + r.final.y + r.progress + r.movedThrough.length + r.touching.length + (r.fled ? 1 : 0);
      if (++i === len) i = 0;
    }
    at = i;
    return s;
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// 3. Attack queries: front-arc range, and obstruction when in arc, over a mix of attacker/defender pairs.

type AttackCategory = 'out-of-arc' | 'clear' | 'obstructed';
const ATTACK_QUOTA: Record<AttackCategory, number> = { 'out-of-arc': 350, clear: 450, obstructed: 200 };

interface AttackCase {
  owner: ArcOwner;
  attacker: Solid;
  defender: Solid;
  category: AttackCategory;
  range: number | null;
}

const attackBuckets: Record<AttackCategory, AttackCase[]> = { 'out-of-arc': [], clear: [], obstructed: [] };
let attackTries = 0;
for (;;) {
  const full = (Object.keys(ATTACK_QUOTA) as AttackCategory[]).every((k) => attackBuckets[k].length >= ATTACK_QUOTA[k]);
  if (full || attackTries >= 300_000) break;
  attackTries++;
  const aBase = pick(BASE_WEIGHTS);
  const dBase = pick(BASE_WEIGHTS);
  // Engagements happen around the obstacle field; the defender is within about range 3.
  const aPose: Pose = { x: between(80, TABLE - 80), y: between(150, TABLE - 150), heading: between(0, 360) };
  const a = between(0, 2 * Math.PI);
  const d = between(40, 380);
  const dPose: Pose = { x: aPose.x + d * Math.cos(a), y: aPose.y + d * Math.sin(a), heading: between(0, 360) };
  if (!clearSpot(aBase, aPose, []) || !clearSpot(dBase, dPose, [shipSolid(aBase, aPose)])) continue;
  const owner: ArcOwner = { base: aBase, pose: aPose };
  const attacker = shipSolid(aBase, aPose, false);
  const defender = shipSolid(dBase, dPose, false);
  const ar = attackRange(owner, attacker, 'front', defender);
  const category: AttackCategory =
    ar === null ? 'out-of-arc' : isObstructed(ar.pairs, obstacleSolids) ? 'obstructed' : 'clear';
  const bucket = attackBuckets[category];
  if (bucket.length < ATTACK_QUOTA[category])
    bucket.push({ owner, attacker, defender, category, range: ar?.range ?? null });
}
const attackCases = shuffle(Object.values(attackBuckets).flat());

const attackMix = {
  cases: attackCases.length,
  outOfArc: round3(fraction(attackCases, (c) => c.category === 'out-of-arc')),
  inArcClear: round3(fraction(attackCases, (c) => c.category === 'clear')),
  inArcObstructed: round3(fraction(attackCases, (c) => c.category === 'obstructed')),
  inArcRange0: round3(fraction(attackCases, (c) => c.category !== 'out-of-arc' && c.range === 0)),
  inArcRange1to3: round3(
    fraction(attackCases, (c) => c.category !== 'out-of-arc' && c.range !== null && c.range >= 1 && c.range <= 3),
  ),
  inArcBeyond3: round3(fraction(attackCases, (c) => c.category !== 'out-of-arc' && (c.range === null || c.range > 3))),
};

function attackRunner(cases: readonly AttackCase[]): (n: number) => number {
  let at = 0;
  const len = cases.length;
  return (n) => {
    let s = 0;
    let i = at;
    for (let k = 0; k < n; k++) {
      const c = cases[i]!;
      const ar = attackRange(c.owner, c.attacker, 'front', c.defender);
      if (ar === null) s += 1;
      else {
        s += ar.distance + (ar.range ?? 9);
        if (isObstructed(ar.pairs, obstacleSolids)) s += 100;
      }
      if (++i === len) i = 0;
    }
    at = i;
    return s;
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Run.

const cpu = os.cpus()[0]?.model ?? 'unknown';
console.log('@xwing/geometry benchmark (one core, plain loop)');
console.log(`node ${process.version} on ${cpu}`);
console.log(
  `table: ${obstacles.length} obstacles (${obstacles.map((o) => o.name).join(', ')}), ${ships.length} ships ` +
    `(${ships.map((s) => s.base).join(', ')})`,
);
console.log(
  `inputs: finalPose ${fpCases.length} cases (${ALL_CODES.length} codes × 3 sizes × 32 poses); ` +
    `resolveMove ${moveCases.length} cases (from ${moveTries} tries, ${moveSetupMs.toFixed(0)} ms); ` +
    `attacks ${attackCases.length} pairs (from ${attackTries} tries)`,
);
console.log('');

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
type Runner = { run: (n: number) => number; cycle: number };
const runners: Record<keyof typeof TARGETS, Runner> = {
  finalPose: { run: runFinalPose, cycle: fpCases.length },
  resolveMove: { run: moveRunner(moveCases), cycle: moveCases.length },
  attack: { run: attackRunner(attackCases), cycle: attackCases.length },
};
// Per-outcome runs, to show where the time goes.
const breakdownRunners: Record<string, Runner> = {};
for (const k of Object.keys(buckets) as MoveCategory[]) {
  const cases = buckets[k];
  if (cases.length > 0) breakdownRunners[`resolveMove:${k}`] = { run: moveRunner(cases), cycle: cases.length };
}
for (const k of Object.keys(attackBuckets) as AttackCategory[]) {
  const cases = attackBuckets[k];
  if (cases.length > 0) breakdownRunners[`attack:${k}`] = { run: attackRunner(cases), cycle: cases.length };
}
if (only !== undefined && !(only in runners) && !(only in breakdownRunners)) {
  throw new Error(
    `--only=${only}: expected one of ${[...Object.keys(runners), ...Object.keys(breakdownRunners)].join(', ')}`,
  );
}

const results: Partial<Record<keyof typeof TARGETS, Measurement>> = {};
for (const name of Object.keys(runners) as (keyof typeof TARGETS)[]) {
  if (only === undefined || only === name) {
    const r = runners[name];
    results[name] = measure(r.run, r.cycle, WARMUP_MS, only ? 3 * TIME_MS : TIME_MS);
  }
}
const breakdown: Record<string, number> = {};
for (const [k, r] of Object.entries(breakdownRunners)) {
  if (only === undefined) breakdown[k] = measure(r.run, r.cycle, 100, BREAKDOWN_MS).opsPerSec;
  else if (only === k) breakdown[k] = measure(r.run, r.cycle, WARMUP_MS, 3 * TIME_MS).opsPerSec;
}

const fmtInt = (x: number) => Math.round(x).toLocaleString('en-US');
const header = ['benchmark', 'ops/s (median)', 'ms / 1000', 'target ops/s', 'met', 'mean ops/s', 'slice min–max ops/s'];
const rows: string[][] = [header];
for (const [name, m] of Object.entries(results) as [keyof typeof TARGETS, Measurement][]) {
  rows.push([
    name,
    fmtInt(m.opsPerSec),
    m.msPer1000.toFixed(4),
    fmtInt(TARGETS[name]),
    m.opsPerSec >= TARGETS[name] ? 'yes' : 'NO',
    fmtInt(m.meanOpsPerSec),
    `${fmtInt(m.minOpsPerSec)}–${fmtInt(m.maxOpsPerSec)} (${m.slices})`,
  ]);
}
const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const [i, r] of rows.entries()) {
  console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('');
console.log(
  `resolveMove mix: ${(moveMix.clean * 100).toFixed(1)}% clean, ${(moveMix.partial * 100).toFixed(1)}% partial, ` +
    `${(moveMix.movedThroughObstacle * 100).toFixed(1)}% moved through an obstacle, ` +
    `${(moveMix.landedOnObstacle * 100).toFixed(1)}% ended on an obstacle, ` +
    `${(moveMix.movedThroughShip * 100).toFixed(1)}% moved through a ship, ${(moveMix.fled * 100).toFixed(1)}% fled`,
);
console.log(
  `attack mix: ${(attackMix.outOfArc * 100).toFixed(1)}% out of arc, ${(attackMix.inArcClear * 100).toFixed(1)}% in arc ` +
    `clear, ${(attackMix.inArcObstructed * 100).toFixed(1)}% in arc obstructed ` +
    `(of all pairs, in arc at range 0: ${(attackMix.inArcRange0 * 100).toFixed(1)}%, range 1-3: ` +
    `${(attackMix.inArcRange1to3 * 100).toFixed(1)}%, beyond 3: ${(attackMix.inArcBeyond3 * 100).toFixed(1)}%)`,
);
console.log('breakdown (ops/s by outcome):');
for (const [k, v] of Object.entries(breakdown)) console.log(`  ${k.padEnd(26)} ${fmtInt(v).padStart(12)}`);

const summary = {
  bench: '@xwing/geometry',
  node: process.version,
  cpu,
  threads: 1,
  results: Object.fromEntries(
    (Object.entries(results) as [keyof typeof TARGETS, Measurement][]).map(([name, m]) => [
      name,
      {
        opsPerSec: Math.round(m.opsPerSec),
        msPer1000: Number(m.msPer1000.toFixed(6)),
        target: TARGETS[name],
        met: m.opsPerSec >= TARGETS[name],
        meanOpsPerSec: Math.round(m.meanOpsPerSec),
        minOpsPerSec: Math.round(m.minOpsPerSec),
        maxOpsPerSec: Math.round(m.maxOpsPerSec),
        slices: m.slices,
        ops: m.ops,
        seconds: Number(m.seconds.toFixed(3)),
      },
    ]),
  ),
  mix: { resolveMove: moveMix, attack: attackMix },
  breakdown: Object.fromEntries(Object.entries(breakdown).map(([k, v]) => [k, Math.round(v)])),
  checksum,
};
console.log('');
console.log(JSON.stringify(summary));
