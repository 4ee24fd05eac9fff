/**
 * The rules tests in this folder go through the public path only (issue 11: seven wrong rules passed tests that called
 * inner functions). A test here that imports the engine's sources directly fails this check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

describe('rules tests use the public API only', () => {
  it('no file in test/rules imports the engine’s src', () => {
    const offenders = readdirSync(here)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /from '(\.\.\/)+src\//.test(readFileSync(here + f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
