// The web table's build: one page, the engine's pure packages bundled for the browser (docs/web.md).
import { defineConfig } from 'vite';

export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
  oxc: { jsx: { runtime: 'automatic' } },
});
