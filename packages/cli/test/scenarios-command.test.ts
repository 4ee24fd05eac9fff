import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioNames } from '@xwing/engine';
import { run } from './run.js';

const fixture = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const rebels = fixture('engine/test/fixtures/rebel-xwings.json');
const imperials = fixture('engine/test/fixtures/imperial-ties.json');
const dir = mkdtempSync(join(tmpdir(), 'xwing-scenarios-'));

describe('xwing scenarios', () => {
  it('lists the dogfight and the nine standard scenarios, as text or JSON', async () => {
    const text = await run(['scenarios']);
    expect(text.code).toBe(0);
    const names = text.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/)[0]);
    // The engine's catalogue (its own test spells the ten names out), dogfight first.
    expect(names).toEqual(scenarioNames());
    expect(names).toHaveLength(10);
    const json = await run(['scenarios', '--json']);
    const rows = JSON.parse(json.stdout) as { name: string; family: string }[];
    expect(rows.map((r) => r.name)).toEqual(names);
    expect(rows.filter((r) => r.family === 'xwa')).toHaveLength(5);
    expect((await run(['scenarios', '--bogus'])).code).toBe(2);
  });
});

describe('xwing sim --scenario', () => {
  it('reports the scenario, average mission points and how the games ended', async () => {
    const r = await run([
      'sim',
      '--a',
      rebels,
      '--b',
      imperials,
      '--games',
      '3',
      '--seed',
      's',
      '--ai',
      'random',
      '--scenario',
      'xwa-salvage-mission',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.scenario).toBe('xwa-salvage-mission');
    expect(out.missionPoints).toEqual({ a: expect.any(Number), b: expect.any(Number) });
    const endings = out.endings as Record<string, number>;
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('a dogfight has no mission points; an unknown scenario is unusable (exit 2)', async () => {
    const r = await run(['sim', '--a', rebels, '--b', imperials, '--games', '1', '--ai', 'random']);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.scenario).toBe('dogfight');
    expect(out.missionPoints).toBeUndefined();
    const bad = await run(['sim', '--a', rebels, '--b', imperials, '--scenario', 'capture-the-flag']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown scenario "capture-the-flag"; run "xwing scenarios"/);
  });
});

describe('xwing play --scenario', () => {
  it('plays the game file to the scenario: the first decision places a satellite', async () => {
    const file = join(dir, 'game.json');
    writeFileSync(
      file,
      JSON.stringify({
        setup: {
          seed: 'cli',
          players: [
            { name: 'Rebels', squad: rebels },
            { name: 'Empire', squad: imperials },
          ],
        },
        choices: [],
      }),
    );
    const r = await run(['play', file, '--scenario', 'amg-scramble-the-transmissions']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Pending decision 1 \(place-feature\)/);
    expect(r.stdout).toMatch(/Mission points: Rebels \d+, Empire \d+/);
    expect((await run(['play', file, '--scenario', 'nope'])).code).toBe(2);
  });
});
