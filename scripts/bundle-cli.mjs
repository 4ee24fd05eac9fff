/**
 * Bundles the xwing command line (packages/cli/dist/src/main.js, built by tsc) into packages/cli/dist/bundle/: one
 * entry plus one chunk per command, still loaded only when its command runs. Node then resolves, reads and compiles
 * a handful of files instead of some hundred modules of the workspaces, which is most of a command's start-up (issue
 * 15: `npm run bench`, startup). The data files are not bundled: @xwing/content reads them from its package
 * (packages/content/data) at run time. Run by `npm run build` (so by `npm ci`'s prepare).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}packages/cli/dist/bundle`;
rmSync(out, { recursive: true, force: true });
await build({
  // The simulator's worker thread is an entry of its own: `xwing sim --workers` starts it from beside its chunk.
  input: { xwing: `${root}packages/cli/dist/src/main.js`, 'sim-worker': `${root}packages/cli/dist/src/sim-worker.js` },
  platform: 'node',
  // Node's own modules stay imports; the data files of @xwing/content are read from its package folder.
  external: [/^node:/, /\.json$/],
  logLevel: 'warn',
  output: { dir: out, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});
