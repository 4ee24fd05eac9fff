/**
 * `xwing play FILE --position OUT` writes the table as a game file; playing that file gives the same state (issue 11:
 * positions round-tripped by xwing play). Through the CLI only.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'xwing-position-'));

function write(name: string, doc: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

async function stateOf(file: string, extra: string[] = []): Promise<Record<string, unknown>> {
  const r = await run(['play', file, '--json', ...extra]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { state: Record<string, unknown> }).state;
}

describe('xwing play --position', () => {
  it('a position played and written back plays into the same state (state out equals state in)', async () => {
    const given = write('given.json', {
      position: {
        seed: 'cli-position',
        round: 2,
        phase: 'planning',
        players: [
          {
            name: 'Rebels',
            damageDiscard: ['directhit'],
            ships: [
              {
                pilot: 'redsquadronveteran',
                upgrades: [{ xws: 'protontorpedoes', charges: 1 }],
                pose: { x: 300, y: 200, heading: 0 },
                tokens: { stress: 1 },
                damage: [{ card: 'structuraldamage', faceup: true }],
              },
            ],
          },
          { name: 'Empire', ships: [{ pilot: 'academypilot', pose: { x: 400, y: 700, heading: 180 } }] },
        ],
      },
    });
    const out = join(dir, 'out.json');
    const first = await stateOf(given, ['--position', out]);
    const written = JSON.parse(readFileSync(out, 'utf8')) as { position: Record<string, unknown> };
    expect(written.position.round).toBe(2);
    const second = await stateOf(out);
    expect(second).toEqual(first);
  });

  it('a position with devices (a mine, a bomb) round-trips: state out equals state in, devices included', async () => {
    const given = write('devices.json', {
      position: {
        seed: 'cli-devices',
        round: 2,
        phase: 'planning',
        players: [
          { name: 'Rebels', ships: [{ pilot: 'redsquadronveteran', pose: { x: 300, y: 200, heading: 0 } }] },
          {
            name: 'Empire',
            ships: [
              {
                pilot: 'scimitarsquadronpilot',
                id: 'bomber',
                upgrades: [{ xws: 'proximitymines', charges: 1 }, 'protonbombs'],
                pose: { x: 400, y: 700, heading: 180 },
              },
            ],
          },
        ],
        devices: [
          { card: 'proximitymines', owner: 'bomber', pose: { x: 400, y: 400, heading: 180 }, round: 1 },
          { card: 'protonbombs', owner: 'bomber', id: 'bomb', pose: { x: 600, y: 500, heading: 90 } },
        ],
      },
    });
    const out = join(dir, 'devices-out.json');
    const first = await stateOf(given, ['--position', out]);
    const written = JSON.parse(readFileSync(out, 'utf8')) as { position: { devices: unknown[] } };
    expect(written.position.devices).toEqual([
      {
        card: 'proximitymines',
        owner: 'bomber',
        pose: { x: 400, y: 400, heading: 180 },
        id: 'proximitymines-r1-1',
        round: 1,
      },
      { card: 'protonbombs', owner: 'bomber', pose: { x: 600, y: 500, heading: 90 }, id: 'bomb', round: 2 },
    ]);
    expect((first.devices as unknown[]).length).toBe(2);
    const second = await stateOf(out);
    expect(second).toEqual(first);
  });

  it('a game played from squads to its first dial is the same table when its position is played', async () => {
    const rebels = { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] };
    const empire = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] };
    const game = write('game.json', {
      setup: {
        seed: 'cli-setup',
        players: [
          { name: 'Rebels', squad: rebels },
          { name: 'Empire', squad: empire },
        ],
      },
      choices: [],
    });
    // Play setup through with the offered placements, via the pending decisions the CLI prints.
    const choices: { option: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await run([
        'play',
        write('step.json', { setup: JSON.parse(readFileSync(game, 'utf8')).setup, choices }),
        '--json',
      ]);
      const pending = (JSON.parse(r.stdout) as { pending: { kind: string; options: { id: string }[] } }).pending;
      if (pending.kind === 'set-dial') break;
      choices.push({ option: pending.options[0]!.id });
    }
    const played = write('played.json', { setup: JSON.parse(readFileSync(game, 'utf8')).setup, choices });
    const out = join(dir, 'played-position.json');
    const first = await stateOf(played, ['--position', out]);
    const second = await stateOf(out);
    for (const key of ['ships', 'obstacles', 'round', 'phase', 'firstPlayer', 'pending', 'rng'])
      expect({ [key]: second[key] }).toEqual({
        [key]: key === 'pending' ? { ...(first[key] as object), id: (second[key] as { id: number }).id } : first[key],
      });
    const decks = (s: Record<string, unknown>) =>
      (s.players as { damageDeck: string[]; squadPoints: number; edge: string }[]).map((p) => [
        p.damageDeck,
        p.squadPoints,
        p.edge,
      ]);
    expect(decks(second)).toEqual(decks(first));
  });

  it('refuses --position while the game is still in setup', async () => {
    const rebels = { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] };
    const empire = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] };
    const game = write('setup-only.json', {
      setup: {
        seed: 's',
        players: [
          { name: 'Rebels', squad: rebels },
          { name: 'Empire', squad: empire },
        ],
      },
    });
    const r = await run(['play', game, '--position', join(dir, 'never.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('still in setup');
  });
});
