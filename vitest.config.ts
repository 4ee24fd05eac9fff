import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      // Subpath entries first: an alias also matches the names under it.
      '@xwing/content/core': fileURLToPath(new URL('./packages/content/src/core.ts', import.meta.url)),
      '@xwing/content/files': fileURLToPath(new URL('./packages/content/src/files.ts', import.meta.url)),
      '@xwing/geometry': src('geometry'),
      '@xwing/content': src('content'),
      '@xwing/squads': src('squads'),
      '@xwing/dice': src('dice'),
      '@xwing/engine': src('engine'),
      '@xwing/cli': src('cli'),
      '@xwing/client': src('client'),
      '@xwing/server': src('server'),
      // The web's build-time module (packages/web/vite.config.ts), built here from the engine's sources.
      'virtual:card-summaries': fileURLToPath(
        new URL('./packages/web/test/support/card-summaries.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
