/**
 * The command line every content converter takes: `[SOURCE] [--out DIR]`. SOURCE is the folder holding the card
 * data (default ../shared/data beside the project), DIR where the converted files go (default `defaultOut`, relative
 * to the project root).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function parseConverterArgs(argv, defaultOut) {
  let source;
  let out;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') {
      out = argv[++i];
      if (out === undefined) throw new Error('--out needs a folder');
    } else if (a.startsWith('--out=')) out = a.slice('--out='.length);
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else if (source === undefined) source = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  return {
    source: resolve(source ?? resolve(projectRoot, '../shared/data')),
    out: resolve(out ?? resolve(projectRoot, defaultOut)),
  };
}
