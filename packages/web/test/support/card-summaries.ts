/**
 * The module `virtual:card-summaries` under vitest (vitest.config.ts aliases it here): the same table vite.config.ts
 * builds for the page, from the engine's sources.
 */
import { abilityTable } from '@xwing/engine';
import { summaryTable } from '../../src/card-summaries.js';

export default summaryTable(abilityTable());
