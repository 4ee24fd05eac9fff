/**
 * The card specs (card-spec.ts) of specs/<folder>/*.ts, the folders mirroring the card folders
 * (abilities/cards/attack, support, movement, subsystems): read by card-specs.test.ts, which plays every case, and by
 * clause-knockout.test.ts, which plays them again with one clause of a card's condition knocked out.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARD_FOLDERS, type CardFolder } from '../../src/abilities/all-records.js';
import type { CardSpec } from './card-spec.js';

export const SPEC_FOLDERS = Object.keys(CARD_FOLDERS) as CardFolder[];

/** The specs/ folder. */
export const SPECS_DIR = fileURLToPath(new URL('./specs/', import.meta.url));

/** Every spec of specs/, with the folder it was found in (files in name order). */
export async function loadSpecs(): Promise<{ spec: CardSpec; folder: CardFolder }[]> {
  const out: { spec: CardSpec; folder: CardFolder }[] = [];
  for (const folder of SPEC_FOLDERS)
    for (const file of readdirSync(`${SPECS_DIR}${folder}`)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const path = `./specs/${folder}/${file.replace(/\.ts$/, '.js')}`;
      const mod = (await import(/* @vite-ignore */ path)) as { SPECS?: CardSpec[] };
      if (!Array.isArray(mod.SPECS)) throw new Error(`specs/${folder}/${file} exports no SPECS array`);
      for (const spec of mod.SPECS) out.push({ spec, folder });
    }
  return out;
}
