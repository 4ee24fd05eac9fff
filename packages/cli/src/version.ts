import { readFileSync } from 'node:fs';

/**
 * The CLI's version from its package.json. Looked up by walking up from this file because the compiled file sits one
 * folder deeper (dist/src) than the source (src) that tests run.
 */
export function cliVersion(): string {
  let dir = new URL('.', import.meta.url);
  for (let depth = 0; depth < 4; depth++) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === '@xwing/cli' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json at this level: keep climbing.
    }
    dir = new URL('..', dir);
  }
  return 'unknown';
}
