// The web table's build: one page, the engine's pure packages bundled for the browser (docs/web.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { iconFontFiles, shipFontFiles } from './font/ship-font.js';
import { summaryTable } from './src/card-summaries.js';

const SUMMARIES = 'virtual:card-summaries';
const SUMMARIES_V1 = 'virtual:card-summaries-v1';

/**
 * The ship cards' ability summaries (src/card-summaries.ts), built from the engine's ability table at build time as
 * their own module: the page imports it on demand, so it is never in the first load and never stale.
 */
function cardSummaries(): Plugin {
  return {
    name: 'xwing-card-summaries',
    resolveId: (id) => (id === SUMMARIES || id === SUMMARIES_V1 ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${SUMMARIES}` && id !== `\0${SUMMARIES_V1}`) return undefined;
      // The engine's build (packages/engine/dist), read only when the page asks for the table.
      const { abilityTable, abilityTableFor } = await import('@xwing/engine');
      const table = id === `\0${SUMMARIES}` ? abilityTable() : abilityTableFor('v1');
      return `export default ${JSON.stringify(summaryTable(table))};`;
    },
  };
}

const SHIP_FONT = 'virtual:ship-font';

/**
 * The ship glyphs (font/ship-font.ts): the subset font as a hashed asset the page fetches when it draws a board, and
 * the map from ship to glyph. Built once into node_modules/.cache, which a clean install starts without.
 */
function shipFont(): Plugin {
  return {
    name: 'xwing-ship-font',
    resolveId: (id) => (id === SHIP_FONT ? `\0${SHIP_FONT}` : undefined),
    async load(id) {
      if (id !== `\0${SHIP_FONT}`) return undefined;
      const { loadContent } = await import('@xwing/content');
      // The 2.5 ships and the first edition's (first-edition and junior games draw theirs too).
      const v1 = JSON.parse(
        readFileSync(fileURLToPath(new URL('../content/data-v1/content.json', import.meta.url)), 'utf8'),
      ) as { ships: { xws: string }[] };
      const ships = [...loadContent().data.ships, ...v1.ships].map((s) => s.xws);
      const cache = fileURLToPath(new URL('../../node_modules/.cache/xwing-ship-font', import.meta.url));
      const { fontFile, glyphs } = await shipFontFiles(cache, ships);
      return [
        `import url from ${JSON.stringify(`${fontFile}?url`)};`,
        `export const shipFontUrl = url;`,
        `export const shipGlyphs = ${JSON.stringify(glyphs)};`,
      ].join('\n');
    },
  };
}

const ICON_FONT = 'virtual:icon-font';

/**
 * The icons of actions and upgrade slots (font/ship-font.ts's icon font): a hashed asset the page fetches the first time
 * it draws an icon, and the map from icon name to glyph.
 */
function iconFont(): Plugin {
  return {
    name: 'xwing-icon-font',
    resolveId: (id) => (id === ICON_FONT ? `\0${ICON_FONT}` : undefined),
    async load(id) {
      if (id !== `\0${ICON_FONT}`) return undefined;
      const cache = fileURLToPath(new URL('../../node_modules/.cache/xwing-ship-font', import.meta.url));
      const { fontFile, glyphs } = await iconFontFiles(cache);
      return [
        `import url from ${JSON.stringify(`${fontFile}?url`)};`,
        `export const iconFontUrl = url;`,
        `export const iconGlyphs = ${JSON.stringify(glyphs)};`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [cardSummaries(), shipFont(), iconFont()],
});
