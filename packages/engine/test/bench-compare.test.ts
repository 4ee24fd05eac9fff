/**
 * scripts/bench-compare.mjs (npm run bench:compare) refuses what it cannot compare before it builds or measures
 * anything: these runs take well under a second and time nothing.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/bench-compare.mjs', import.meta.url));
const compare = (...args: string[]) => {
  const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
};

describe('bench:compare refusals', () => {
  it('names a commit that does not exist, with exit status 2', () => {
    const run = compare('no-such-commit-1f2e3d');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("'no-such-commit-1f2e3d' names no commit in this repository");
    expect(run.stderr).not.toContain('building');
  });

  it('refuses a missing commit, a second commit and bad options', () => {
    expect(compare().stderr).toContain('which commit?');
    expect(compare('HEAD', 'HEAD~1').stderr).toContain("one commit only, not 'HEAD' and 'HEAD~1'");
    expect(compare('HEAD', '--rounds=0').stderr).toContain("--rounds wants a whole number above 0, not '0'");
    expect(compare('HEAD', '--time=fast').stderr).toContain("--time wants a whole number above 0, not 'fast'");
    expect(compare('HEAD', '--processes=1.5').stderr).toContain("--processes wants a whole number above 0, not '1.5'");
    expect(compare('HEAD', '--only=heuristic,speed').stderr).toContain("not 'speed'");
    expect(compare('HEAD', '--bogus').stderr).toContain('unknown option --bogus');
    for (const args of [[], ['HEAD', '--bogus']]) expect(compare(...args).status).toBe(2);
  });
});
