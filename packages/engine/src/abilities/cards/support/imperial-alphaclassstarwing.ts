/**
 * Galactic Empire Alpha-class star wing pilots and ship abilities that work with tokens, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Lieutenant Karsabi: each time he gains a disarm token while unstressed, he may take a stress token to remove a
 *   disarm token (000 "Disarm Tokens", "Stress"). The disarm token just gained is there to remove.
 * - Prioritized Weapons Systems (ship ability of the Star Wing's SSL printings): as the ship is about to engage, it may
 *   take a strain token to remove one of its disarm tokens (000 "Strain Tokens", "Disarm Tokens").
 * - Lieutenant Karsabi (SSL): his Reload action recovers one more charge on the card he reloads (000 "Reload": one;
 *   a standing `reload-recovers` of his, `additional`; a card whose charges cannot be recovered stays so).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const IMPERIAL_ALPHA_SUPPORT: Record<string, Ability[]> = {
  'pilot:lieutenantkarsabi': [
    {
      source: { kind: 'pilot', xws: 'lieutenantkarsabi' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'token', oneOf: ['disarm'] },
          { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
      summary: 'Lieutenant Karsabi: you gained a disarm token; take a stress token to remove a disarm token.',
    },
  ],
  'ship-ability:prioritizedweaponssystems': [
    {
      source: { kind: 'ship-ability', id: 'prioritizedweaponssystems' },
      window: 'engagement:before-engage',
      when: { kind: 'all', of: [self, { kind: 'has-token', token: 'disarm', who: 'self' }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'remove-token', token: 'disarm', count: 1, who: 'self' },
      summary: 'Prioritized Weapons Systems: take a strain token to remove a disarm token before you engage.',
    },
  ],
};

IMPERIAL_ALPHA_SUPPORT['pilot:lieutenantkarsabi-ssl'] = [
  {
    source: { kind: 'pilot', xws: 'lieutenantkarsabi-ssl' },
    window: 'charge:reload',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'reload-recovers', count: 1, additional: true },
    summary: 'Lieutenant Karsabi: your Reload action recovers one more charge.',
  },
];
