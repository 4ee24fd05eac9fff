import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('xwing content', () => {
  it('search prints a table of hits, best first', async () => {
    const r = await run(['content', 'search', 'Luke', 'Skywalker']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^KIND\s+XWS\s+NAME\s+CAPTION\s+FACTION\s+SHIP\/SLOT$/);
    expect(lines[1]).toMatch(/^pilot\s+lukeskywalker\S*\s+Luke Skywalker\s/);
    expect(r.stdout).toMatch(/^pilot\s+lukeskywalker\s+Luke Skywalker\s+Red Five\s+rebelalliance\s+t65xwing$/m);
    expect(r.stdout).toMatch(/^upgrade\s+lukeskywalker\s+Luke Skywalker\s+gunner$/m);
  });

  it('search --format json prints the hits as a JSON array', async () => {
    const r = await run(['content', 'search', 'proton torpedoes', '--format', 'json']);
    expect(r.code).toBe(0);
    const hits = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(hits[0]).toEqual({ kind: 'upgrade', xws: 'protontorpedoes', name: 'Proton Torpedoes', slot: 'torpedo' });
  });

  it('search --limit caps the hits (also as --limit=N)', async () => {
    for (const argv of [
      ['content', 'search', 'a', '--limit', '3', '--format=json'],
      ['content', 'search', '--limit=3', 'a', '--format', 'json'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toHaveLength(3);
    }
  });

  it('no hits: exit 1 with a message (and [] with --format json)', async () => {
    const r = await run(['content', 'search', 'zzzzqx']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('"zzzzqx"');
    const j = await run(['content', 'search', 'zzzzqx', '--format', 'json']);
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toEqual([]);
  });

  it.each([
    [['content']],
    [['content', 'search']],
    [['content', 'search', '  ']],
    [['content', 'find', 'luke']],
    [['content', 'search', 'luke', '--limit']],
    [['content', 'search', 'luke', '--limit', '0']],
    [['content', 'search', 'luke', '--limit', 'many']],
    [['content', 'search', 'luke', '--format', 'xml']],
    [['content', 'search', 'luke', '--fast']],
  ])('%j is a usage error: exit 2, message on stderr', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('xwing content --help');
  });

  it('content --help and help content describe the command', async () => {
    for (const argv of [
      ['content', '--help'],
      ['help', 'content'],
      ['content', 'search', '--help'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('xwing content search TEXT');
    }
    expect((await run(['--help'])).stdout).toMatch(/^\s+content\s/m);
  });
});
