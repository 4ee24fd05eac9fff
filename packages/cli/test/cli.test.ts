import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('xwing', () => {
  it.each([[[]], [['--help']], [['-h']], [['help']]])('%j prints the usage and exits 0', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toMatch(/^\s+geometry\s/m);
    expect(r.stderr).toBe('');
  });

  it('--version prints the package version', async () => {
    const r = await run(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('an unknown command goes to stderr with exit 2', async () => {
    const r = await run(['fly']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown command "fly"');
  });

  it('geometry --help and help geometry describe the protocol', async () => {
    for (const argv of [
      ['geometry', '--help'],
      ['help', 'geometry'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('JSON Lines');
      for (const op of ['move', 'final', 'range', 'reposition', 'place-device', 'obstacles'])
        expect(r.stdout).toContain(op);
    }
  });

  it('help for an unknown command exits 2', async () => {
    const r = await run(['help', 'fly']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"fly"');
  });

  it('geometry refuses arguments it does not know', async () => {
    const r = await run(['geometry', '--fast']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--fast');
  });
});
