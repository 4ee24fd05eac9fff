/**
 * Tech upgrades of the subsystems group (Setup), each in our own words (never card text):
 *
 * - Hyperspace Tracking Data: at Setup, before forces are placed ('setup:before-forces'), its ship may take a number
 *   from 0 to 6 as its initiative for the rest of Setup (a lasting `initiative` of the number answered, until the
 *   phase ends: it decides when the ship is placed, 001 Setup 5). Once forces are placed ('phase:end' of Setup), each
 *   friendly ship at range 0–2 of it, itself included, is assigned a focus or an evade token, its player choosing for
 *   each ship: eight records, one ship each (a squad fields at most eight), asked one after the other; a ship given
 *   its token already (`lasting-from` one of those records: a no-op marker lasting to the end of Setup; the number's
 *   lasting initiative, record #0, does not count) is no candidate again.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';

const SOURCE = { kind: 'upgrade', xws: 'hyperspacetrackingdata', side: 0 } as const;
const AT_SETUP: Condition = { kind: 'subject-data', key: 'phase', oneOf: ['setup'] };

/** A ship already given its token: under the marker one of the eight assigning records (#1–#8) started. */
const GIVEN: Condition = {
  kind: 'any',
  of: [1, 2, 3, 4, 5, 6, 7, 8].map((i): Condition => ({
    kind: 'lasting-from',
    who: 'self',
    source: `upgrade:hyperspacetrackingdata:0#${i}`,
  })),
};

/** One friendly ship at range 0–2 not given its token yet gains a focus or an evade token (its player's choice). */
const assign = (nth: string): Ability => ({
  source: SOURCE,
  window: 'phase:end',
  when: AT_SETUP,
  optional: false,
  choose: {
    side: 'friendly',
    range: [0, 2],
    includeSelf: true,
    where: { kind: 'not', of: GIVEN },
    label: 'is assigned a focus or evade token',
  },
  then: [
    () => [
      { id: 'focus', label: 'a focus token' },
      { id: 'evade', label: 'an evade token' },
    ],
  ],
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'gain-chosen-token', who: 'chosen' },
      // The marker: this ship has had its token (a keep of no token, to the end of Setup).
      {
        kind: 'last',
        until: 'end-of-phase',
        window: 'end:keep-tokens',
        who: 'chosen',
        effect: { kind: 'keep-tokens', tokens: ['focus'], count: 0 },
      },
    ],
  },
  summary: `Hyperspace Tracking Data: ${nth} friendly ship at range 0–2 is assigned a focus or evade token.`,
});

export const SUBSYSTEM_TECH_UPGRADES: Record<string, Ability[]> = {
  'upgrade:hyperspacetrackingdata:0': [
    {
      source: SOURCE,
      window: 'setup:before-forces',
      when: { kind: 'always' },
      optional: true,
      choices: () => [0, 1, 2, 3, 4, 5, 6].map((n) => ({ id: String(n), label: `initiative ${n} during Setup` })),
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'ship:initiative',
        effect: { kind: 'initiative', set: 'answer' },
      },
      summary: 'Hyperspace Tracking Data: take a number from 0 to 6 as your initiative during Setup.',
    },
    ...['a', 'a second', 'a third', 'a fourth', 'a fifth', 'a sixth', 'a seventh', 'an eighth'].map(assign),
  ],
};
