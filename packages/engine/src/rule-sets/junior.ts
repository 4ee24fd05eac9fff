/** The junior variant (004): a simplified first edition for players under ten; what 004 does not say comes from 002. */
import { FIRST_EDITION } from './first-edition.js';
import type { RuleSet } from './types.js';

export const JUNIOR: RuleSet = {
  ...FIRST_EDITION,
  id: 'junior',
  documents: '004, then 002',
  missing: [
    ...FIRST_EDITION.missing,
    'the junior variant (004: Rookie and Academy pilots, test templates in planning, its simplified actions, combat and End Phase)',
  ],
  // 004 leaves everything it does not say to 002.
  fallback: 'the first-edition rules (002), and where those are missing the 2.5 rules',
};
