/**
 * Resistance transport pod pilots of the subsystems group (a condition card), in our own words:
 *
 * - Vi Moradi: at Setup, once forces are placed ('phase:end' of 'setup'), she must assign Compromising Intel
 *   (limited) to one enemy ship her player picks, at any range.
 * - Compromising Intel (the condition): as the System Phase starts, if an enemy Vi Moradi is at range 0–3 of its ship,
 *   that ship's dial is flipped faceup (`reveal-dial`). While its ship attacks Vi Moradi, or defends against her, it
 *   may not spend focus tokens on the attack's dice (`dice-unmodifiable` with `tokens`, on its own attack dice or
 *   defense dice). Readings: "during the System Phase" is read as it starts, the ships where they stand then (000 has
 *   no other moment for it); the ban on spending focus reaches the dice modifications, the only place a focus token is
 *   spent in an attack (000 "Focus Tokens"), whether as the token's own modification or as an ability's cost.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';

const INTEL = 'compromisingintel';
const INTEL_SOURCE = { kind: 'condition', xws: INTEL } as const;
/** Vi Moradi is that party of the attack in progress (the standing query names the attack's two ships). */
const vi = (who: 'attacker' | 'defender'): Condition => ({ kind: 'pilot-is', who, xws: ['vimoradi'] });

export const RESISTANCE_TRANSPORTPOD_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:vimoradi': [
    {
      source: { kind: 'pilot', xws: 'vimoradi' },
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      choose: { side: 'enemy', label: 'is assigned Compromising Intel' },
      effect: { kind: 'assign-condition', xws: INTEL, name: 'Compromising Intel', who: 'chosen' },
      summary: 'Vi Moradi: at Setup, assign Compromising Intel to an enemy ship.',
    },
  ],
  [`condition:${INTEL}`]: [
    {
      source: INTEL_SOURCE,
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
          {
            kind: 'ships-near',
            side: 'enemy',
            range: [0, 3],
            where: { kind: 'pilot-is', who: 'self', xws: ['vimoradi'] },
          },
        ],
      },
      optional: false,
      effect: { kind: 'reveal-dial' },
      summary: 'Compromising Intel: the enemy Vi Moradi is at range 0–3, your dial is flipped faceup.',
    },
    {
      source: INTEL_SOURCE,
      window: 'attack:modify-restriction',
      // Read on the attack's two ships only: the holder, never Vi herself, attacks when she defends.
      when: vi('defender'),
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack', tokens: ['focus'] },
      summary: 'Compromising Intel: attacking Vi Moradi, you cannot spend focus tokens.',
    },
    {
      source: INTEL_SOURCE,
      window: 'attack:modify-restriction',
      when: vi('attacker'),
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense', tokens: ['focus'] },
      summary: 'Compromising Intel: defending against Vi Moradi, you cannot spend focus tokens.',
    },
  ],
};
