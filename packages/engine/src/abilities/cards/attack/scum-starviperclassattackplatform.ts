/**
 * Scum StarViper-class attack platform pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>"). Prince Xizor of Armed and Dangerous is a support card
 * (cards/support/scum-starviperclassattackplatform.ts); the Microthrusters ship ability is the movement group's.
 *
 * - Prince Xizor: while he defends, once the Neutralize Results step is done ('attack:before-damage', raised only
 *   when the attack still deals damage), another friendly ship at range 0–1 of him and inside the arc the attack is
 *   made from may take one of the remaining hit or crit results upon itself: it suffers that damage (a hit as a hit,
 *   a crit as a crit) and the result is cancelled for him (`edit-results`). His player picks the ship, then the face
 *   (only a face still among the results is offered). Reading: "matching" is the face of the damage the ship suffered
 *   (000 "Damage": hit and crit damage), and the ship is asked only while it can still take one; once per attack (one
 *   record, one ship). Biggs Darklighter's card is the mirror image (he takes a result meant for a friendly ship).
 */
import type { Ability, Effect } from '../../vocabulary/types.js';
import { isDefender, takeResultUpon } from '../../vocabulary/queries.js';

/** The damage of `face` suffered by the chosen ship, then one result of that face cancelled. */
const takeOne = (face: 'hit' | 'crit'): Effect => ({
  kind: 'if-holds',
  when: { kind: 'answered', index: 1, oneOf: [face] },
  effect: takeResultUpon(face, 'Prince Xizor'),
});

export const SCUM_STARVIPERCLASSATTACKPLATFORM_ATTACK: Record<string, Ability[]> = {
  'pilot:princexizor': [
    {
      source: { kind: 'pilot', xws: 'princexizor' },
      window: 'attack:before-damage',
      when: isDefender,
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 1],
        inArc: { arc: 'attack', of: 'attacker' },
        label: 'suffers a hit or crit meant for Prince Xizor',
      },
      then: [
        (ctx) => {
          const r = ctx.state.cursor.attack?.result;
          return [
            ...(r && r.hits > 0 ? [{ id: 'hit', label: 'it suffers 1 hit damage, cancel 1 hit result' }] : []),
            ...(r && r.crits > 0 ? [{ id: 'crit', label: 'it suffers 1 crit damage, cancel 1 crit result' }] : []),
          ];
        },
      ],
      effect: { kind: 'sequence', of: [takeOne('hit'), takeOne('crit')] },
      summary: 'Prince Xizor: a friendly ship near him, in the attack arc, may suffer a hit or crit to cancel one.',
    },
  ],
};
