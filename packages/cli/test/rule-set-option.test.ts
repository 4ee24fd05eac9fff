/**
 * `--rule-set` of xwing sim and xwing play (issue 29): the first edition's games on its own cards, refused with
 * "not implemented yet: …" while pieces are missing unless --accept-missing; logs record the rule set and replay.
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
  it('xwing sim refuses a rule set with pieces missing, naming them (exit 2)', async () => {
    const r = await run(['sim', '--a', rebels, '--b', imperials, '--games', '1', '--rule-set', 'first-edition']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--rule-set first-edition: not implemented yet: .*--accept-missing/);
    const bad = await run(['sim', '--a', rebels, '--b', imperials, '--rule-set', 'third-edition']);
    expect(bad.code).toBe(2);
  });

  it('xwing sim plays first-edition Core Set squads with --accept-missing and names the rule set', async () => {
    const argv = ['sim', '--a', rebels, '--b', imperials, '--games', '3', '--seed', 'fe', '--workers', '1'];
    const r = await run([...argv, '--rule-set', 'first-edition', '--accept-missing', '--ai', 'random']);
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
    expect((await run(['play', file, '--rule-set', 'first-edition'])).code).toBe(2);
    const log = join(dir, 'fe-log.json');
    const r = await run(['play', file, '--rule-set', 'first-edition', '--accept-missing', '--json', '--log', log]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pending: { kind: string }; state: { ruleset: string } };
    expect(out.state.ruleset).toBe('first-edition');
    expect(out.pending.kind).toBe('choose-initiative');
    const saved = JSON.parse(readFileSync(log, 'utf8')) as { setup: { ruleSet: string; pointsSet: string } };
    expect(saved.setup).toMatchObject({ ruleSet: 'first-edition', acceptMissing: true, pointsSet: 'fe-100' });
    const again = await run(['replay', log]);
    expect(again.stderr).toMatch(/unfinished/);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true });
  });
});
