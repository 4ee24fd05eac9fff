/**
 * node scripts/replay-hashes.mjs [--games=N] [--check=FILE]
 *
 * A fixed set of seeded games (the soak's setup, src/soak.ts `soakSetup`): N random and N heuristic games (default
 * 24 each) with plain squads and with squads rich in each card group, 240 in all. Prints one line per game with a hash
 * of its choices, its event log and its final state, and a hash of all of them last. A change meant to be pure speed
 * (an index, a cache) must leave every line the same: run it before and after and compare (--check=FILE compares with
 * a saved output and exits 1 on the first difference). Needs the built engine (`npx tsc -b packages/engine`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadCardGroups, loadContent } from '@xwing/content';
import { richInGroup } from '@xwing/squads';
import { canonicalJson, makePlayer, playGame, soakSetup } from '../packages/engine/dist/src/index.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [, k, v] = /^--([a-z]+)=(.*)$/.exec(a) ?? [];
    if (k === undefined)
      throw new Error(`usage: node scripts/replay-hashes.mjs [--games=N] [--check=FILE]; not '${a}'`);
    return [k, v];
  }),
);
const perKind = Number(args.games ?? 24);
const content = loadContent();
const table = loadCardGroups();
const groups = [undefined, 'attack', 'support', 'movement', 'subsystems'];
const hash = (s) => createHash('sha256').update(s).digest('hex').slice(0, 16);

const lines = [];
for (const group of groups)
  for (const kind of ['random', 'heuristic'])
    for (let i = 0; i < perKind; i++) {
      const seed = `replay-hashes/${group ?? 'plain'}/${kind}/${i}`;
      const rich = group !== undefined ? richInGroup(table, group) : undefined;
      let line;
      try {
        const { setup } = soakSetup(seed, { content, ...(rich ? { rich } : {}) });
        const played = playGame(setup, content, [makePlayer(kind), makePlayer(kind)], { record: true });
        line = `${seed} ${played.decisions} ${hash(canonicalJson(played.choices))} ${hash(canonicalJson(played.state))}`;
      } catch (e) {
        line = `${seed} threw ${hash(String(e instanceof Error ? e.message : e))}`;
      }
      lines.push(line);
      process.stdout.write(`${line}\n`);
    }
process.stdout.write(`all ${hash(lines.join('\n'))}\n`);
if (args.check !== undefined) {
  const before = readFileSync(args.check, 'utf8').trimEnd().split('\n');
  const after = [...lines, `all ${hash(lines.join('\n'))}`];
  const diff = after.findIndex((l, i) => l !== before[i]);
  if (diff >= 0 || before.length !== after.length) {
    process.stderr.write(`differs at line ${diff + 1}:\n  before: ${before[diff]}\n  after:  ${after[diff]}\n`);
    process.exit(1);
  }
  process.stderr.write('same as before\n');
}
