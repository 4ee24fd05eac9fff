/**
 * Galactic Republic Eta-2 Actis abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Intuitive Controls (the Eta-2's ship ability): in the System Phase, the ship may barrel roll or boost as a purple
 *   action (it spends 1 Force: 000 "Action Difficulty").
 * - The Jedi pair (Anakin Skywalker and Obi-Wan Kenobi, the Eta-2 and Siege of Coruscant printings): after the pilot,
 *   or a friendly ship of the other of the two at range 0–3, executes a maneuver (fully, for the Siege printings),
 *   while the ships enemy to that ship at range 0–1 of it outnumber its other friendly ships there (`outnumbered`),
 *   the pilot may spend 1 Force for that ship: Anakin (Eta-2) has it remove a red token its player picks (stress,
 *   strain, ion or deplete, as R2-D2 of the Resistance reads "red"), Obi-Wan (Eta-2) gives it a focus token, Anakin
 *   (Siege) lets it barrel roll, Obi-Wan (Siege) lets it boost. Two records each: its own maneuver (`self`), and the
 *   partner's (`other`, the window's ship). Reading: "you may spend 1 Force … that ship removes 1 red token of your
 *   choice" — the pilot's player picks the token (002 "Card abilities": "your choice").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { otherOf, shipById, tokenCount } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const PURPLE_REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'purple' },
  { type: 'boost', difficulty: 'purple' },
];

export const REPUBLIC_ETA2ACTIS_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:intuitivecontrols': [
    {
      source: { kind: 'ship-ability', id: 'intuitivecontrols' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: PURPLE_REPOSITION }] },
      // The action prompt offers "pass": no separate question; the purple action's Force is paid as it is performed.
      optional: false,
      effect: { kind: 'grant-action', actions: PURPLE_REPOSITION, why: 'Intuitive Controls, System Phase' },
      summary: 'Intuitive Controls: in the System Phase, you may barrel roll or boost as a purple action.',
    },
  ],
};

/** The red tokens a ship may remove (as R2-D2 of the Resistance, cards/support/astromechs.ts, reads them). */
const RED_TOKENS = ['stress', 'strain', 'ion', 'deplete'] as const;

type Jedi = {
  xws: string;
  name: string;
  /** The partner pilot, any printing ('obiwankenobi', 'anakinskywalker'). */
  partner: string;
  fully: boolean;
  /** What that ship gets, named by `who`. */
  effect: (who: 'self' | 'other') => Effect;
  /** Extra clauses for that ship (a red token to remove, an action it could take). */
  extra: (who: 'self' | 'other') => Condition[];
  red?: boolean;
  what: string;
};

function jediPair(j: Jedi): Ability[] {
  const one = (who: 'self' | 'other'): Ability => ({
    source: { kind: 'pilot', xws: j.xws },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [
        ...(who === 'self'
          ? [self]
          : [
              { kind: 'ship-is', who: 'other', side: 'friendly' } as const,
              { kind: 'pilot-is', who: 'other', xws: [j.partner] } as const,
              { kind: 'range', to: 'other', min: 0, max: 3 } as const,
            ]),
        ...(j.fully ? [{ kind: 'maneuver', fully: true, who } as const] : []),
        { kind: 'outnumbered', who, min: 0, max: 1 },
        ...j.extra(who),
      ],
    },
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
    ...(j.red
      ? {
          choices: (ctx, me, subject) => {
            const id = who === 'self' ? me : otherOf(me, subject);
            if (id === undefined) return [];
            const ship = shipById(ctx.state, id);
            return RED_TOKENS.filter((t) => tokenCount(ship, t) > 0).map((t) => ({
              id: t,
              label: `remove a ${t} token`,
            }));
          },
        }
      : {}),
    effect: j.effect(who),
    summary: `${j.name}: ${who === 'self' ? 'you are' : 'your partner is'} outnumbered at range 0–1, spend a Force: ${j.what}.`,
  });
  return [one('self'), one('other')];
}

const ROLL: ActionDef[] = [{ type: 'barrel-roll', difficulty: 'white' }];
const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
/** The ship may perform this action: its own can be asked (`can-perform`); a partner's is offered with a "pass". */
const able = (actions: ActionDef[]) => (who: 'self' | 'other') =>
  who === 'self' ? [{ kind: 'can-perform', actions } as const] : [];

REPUBLIC_ETA2ACTIS_MOVEMENT['pilot:anakinskywalker-eta2actis'] = jediPair({
  xws: 'anakinskywalker-eta2actis',
  name: 'Anakin Skywalker',
  partner: 'obiwankenobi',
  fully: false,
  red: true,
  // The choices offer only the red tokens that ship holds: none, and it is not offered.
  extra: () => [],
  effect: (who) => ({ kind: 'remove-chosen-token', who }),
  what: 'that ship removes a red token',
});
REPUBLIC_ETA2ACTIS_MOVEMENT['pilot:obiwankenobi-eta2actis'] = jediPair({
  xws: 'obiwankenobi-eta2actis',
  name: 'Obi-Wan Kenobi',
  partner: 'anakinskywalker',
  fully: false,
  extra: () => [],
  effect: (who) => ({ kind: 'gain-token', token: 'focus', count: 1, who }),
  what: 'that ship gains a focus token',
});
REPUBLIC_ETA2ACTIS_MOVEMENT['pilot:anakinskywalker-siegeofcoruscant'] = jediPair({
  xws: 'anakinskywalker-siegeofcoruscant',
  name: 'Anakin Skywalker',
  partner: 'obiwankenobi',
  fully: true,
  extra: able(ROLL),
  effect: (who) => ({ kind: 'grant-action', actions: ROLL, who, why: 'Anakin Skywalker' }),
  what: 'that ship may barrel roll',
});
REPUBLIC_ETA2ACTIS_MOVEMENT['pilot:obiwankenobi-siegeofcoruscant'] = jediPair({
  xws: 'obiwankenobi-siegeofcoruscant',
  name: 'Obi-Wan Kenobi',
  partner: 'anakinskywalker',
  fully: true,
  extra: able(BOOST),
  effect: (who) => ({ kind: 'grant-action', actions: BOOST, who, why: 'Obi-Wan Kenobi' }),
  what: 'that ship may boost',
});
