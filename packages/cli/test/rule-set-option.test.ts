/**
 * `--rule-set` of xwing sim and xwing play (issue 29): the first edition's games on its own cards (nothing of it is
 * missing now: no --accept-missing); logs record the rule set and replay.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const fixture = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const rebels = fixture('engine/test/fixtures/fe-core-rebels.json');
const imperials = fixture('engine/test/fixtures/fe-core-imperials.json');
const dir = mkdtempSync(join(tmpdir(), 'xwing-rule-set-'));

describe('--rule-set', () => {
  it('xwing sim refuses a rule set it does not know (exit 2)', async () => {
    const bad = await run(['sim', '--a', rebels, '--b', imperials, '--rule-set', 'third-edition']);
    expect(bad.code).toBe(2);
  });

  it('xwing sim plays first-edition Core Set squads and names the rule set', async () => {
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '3', '--seed', 'fe', '--workers', '1'];
    const r = await run([...argv, '--rule-set', 'first-edition', '--ai', 'random']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 3, pointsSet: 'fe-100', ruleSet: 'first-edition' });
  });

  it('xwing sim plays junior games (004) start to end: Rookie Pilot X-wing against two Academy Pilot TIEs', async () => {
    const a = fixture('engine/test/fixtures/junior-rebels.json');
    const b = fixture('engine/test/fixtures/junior-imperials.json');
    const argv = ['sim', '--a', a, '--b', b, '--games', '3', '--seed', 'jr', '--workers', '1', '--rule-set', 'junior'];
    // Nothing of 004 is missing: no --accept-missing needed.
    for (const ai of ['random', 'heuristic']) {
      const r = await run([...argv, '--ai', ai]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ games: 3, ruleSet: 'junior' });
    }
  });

  it('xwing play takes --rule-set, records it in the log, and xwing replay replays it', async () => {
    const file = join(dir, 'fe-game.json');
    writeFileSync(
      file,
      JSON.stringify({
        setup: {
          seed: 'fe-cli',
          players: [
            { name: 'Rebels', squad: readFileSync(rebels, 'utf8') },
            { name: 'Empire', squad: readFileSync(imperials, 'utf8') },
          ],
        },
        choices: [],
      }),
    );
    const log = join(dir, 'fe-log.json');
    const r = await run(['play', file, '--rule-set', 'first-edition', '--json', '--log', log]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pending: { kind: string }; state: { ruleset: string } };
    expect(out.state.ruleset).toBe('first-edition');
    expect(out.pending.kind).toBe('choose-initiative');
    const saved = JSON.parse(readFileSync(log, 'utf8')) as { setup: { ruleSet: string; pointsSet: string } };
    expect(saved.setup).toMatchObject({ ruleSet: 'first-edition', pointsSet: 'fe-100' });
    expect(saved.setup).not.toHaveProperty('acceptMissing');
    const again = await run(['replay', log]);
    expect(again.stderr).toMatch(/unfinished/);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true });
  });
});
