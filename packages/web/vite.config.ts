// The web table's build: one page, the engine's pure packages bundled for the browser (docs/web.md).
import { defineConfig, type Plugin } from 'vite';
import { summaryTable } from './src/card-summaries.js';

const SUMMARIES = 'virtual:card-summaries';

/**
 * The ship cards' ability summaries (src/card-summaries.ts), built from the engine's ability table at build time as
 * their own module: the page imports it on demand, so it is never in the first load and never stale.
 */
function cardSummaries(): Plugin {
  return {
    name: 'xwing-card-summaries',
    resolveId: (id) => (id === SUMMARIES ? `\0${SUMMARIES}` : undefined),
    async load(id) {
      if (id !== `\0${SUMMARIES}`) return undefined;
      // The engine's build (packages/engine/dist), read only when the page asks for the table.
      const { abilityTable } = await import('@xwing/engine');
      return `export default ${JSON.stringify(summaryTable(abilityTable()))};`;
    },
  };
}

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [cardSummaries()],
});
