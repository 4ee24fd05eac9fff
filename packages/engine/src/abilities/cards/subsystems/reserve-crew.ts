/**
 * Crew cards that start a ship in reserve (the subsystems group; reserves.ts, supplement "Reserve": a ship in reserve
 * is off the play area, not removed from the game, its abilities inactive but for those written for it). In our own
 * words:
 *
 * - GA-97 (Resistance crew, 5 charges, 1 recurring): at Setup, before forces are placed ('setup:before-forces'), its
 *   player may spend 3, 4 or 5 of its charges (the first answer) to assign It's the Resistance to another friendly ship
 *   (the second). The ships are not in the play area yet, so they are the record's answers and the assignment is a
 *   code record through `ctx.effects.assignCondition`, as Director Krennic's is; 3 charges are the cost, the 4th and 5th
 *   are lost as the answer says (a spent charge and a lost one alike are inactive, 000 "Charges and the Force").
 * - It's the Resistance (condition): its ship starts the game in reserve (`start-in-reserve`, held), and when it
 *   deploys it is placed wholly within range 1 of any edge of the play area and beyond range 3 of every enemy ship. The
 *   condition's two deploy triggers are written on GA-97's card, as Decoyed is written on Naboo Handmaiden's: they
 *   are facts of the GA-97 card (its charges, its ship's destruction) and the ship holding the condition is in reserve,
 *   where no window reaches it. At the start of the round (the 'phase:start' of the Planning Phase, the round's first,
 *   before the ships back from reserve and the Planning Phase's own abilities), when every one of GA-97's 5 charges
 *   is active, the ship must deploy, then the condition is removed. After GA-97's ship is destroyed, the ship must
 *   deploy, then gains a disarm token and the condition is removed (`deploy-reserve`; its player picks the spot among
 *   the legal ones, the record's `choices`).
 *
 * Reading: how many charges GA-97 spends sets how long its ship waits. They recover one per End Phase and nothing else
 * on the card spends them (its other side is a Calculate action), so spending N of the 5 brings the ship in at the
 * start of round N + 1 (3: round 4; 5: round 6), or sooner if GA-97 is destroyed first; the player chooses N. Our
 * reading where the deploy finds no legal spot (the rules say nothing; supplement "Dock": a ship that cannot be placed
 * as it deploys stays in reserve): it stays in reserve keeping the condition (no disarm token), no longer held, and is
 * placed at the start of a later Planning Phase under the same rules once a spot exists (reserves.ts). A GA-97 that
 * flees (000 "Fleeing the Area": removed, not destroyed) takes its charges out of the game: the ship it held stays in
 * reserve (not built otherwise: neither trigger happens).
 * - Boba Fett (Scum crew): the ship starts the game in reserve and, at the end of Setup, its player places it at range 0
 *   of an obstacle (touching or overlapping it: 000 "Measuring Range") and beyond range 3 of every enemy ship
 *   (`start-in-reserve`, 'setup-end'; phases/setup.ts). Readings: "the end of Setup" is after 001 Setup 6, before the
 *   Setup abilities of 'phase:end' (so those see him placed); placing is no maneuver, so the obstacle he is placed on
 *   has no effect on him then (000 "Moving Through and Overlapping Obstacles": a ship that moves), though he is at
 *   range 0 of it afterwards; with no legal spot he stays in reserve and is placed at the start of a later Planning
 *   Phase once one exists (the reading above).
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';

const GA97 = { kind: 'upgrade', xws: 'ga97', side: 0 } as const;
const RESISTANCE = { xws: 'itstheresistance', name: 'It’s the Resistance' } as const;

/** The other friendly ships not out of the game (none placed yet: Setup before forces), as answers. */
function otherFriendlyShips(ctx: Ctx, me: string): { id: string; label: string }[] {
  const self = ctx.state.ships.find((x) => x.id === me);
  if (!self) return [];
  return ctx.state.ships
    .filter((x) => x.player === self.player && x.id !== me && x.gone === null)
    .map((x) => ({ id: x.id, label: `${ctx.content.pilot(x.pilot)?.name ?? x.id} is assigned It’s the Resistance` }));
}

/** The charges GA-97 may spend, as the first answer. */
const CHARGE_ANSWERS = [3, 4, 5].map((n) => ({
  id: String(n),
  label: `spend ${n} charges (the ship deploys at the start of round ${n + 1})`,
}));

/** A 4th or 5th charge lost when the answer asks for it. */
const extraCharge = (answers: readonly string[]) =>
  ({
    kind: 'if-holds',
    when: { kind: 'subject-data', key: 'choice', oneOf: answers },
    effect: { kind: 'lose-card-charges', xws: 'ga97', count: 1 },
  }) as const;

/** The ship holding GA-97's condition deploys (its player picks the spot). */
const deployOptions: Ability['choices'] = (ctx, self) => ctx.effects.reserveDeployOptions(ctx, self, RESISTANCE.xws);

export const SUBSYSTEM_RESERVE_CREW: Record<string, Ability[]> = {
  'upgrade:ga97:0': [
    {
      source: GA97,
      window: 'setup:before-forces',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 3 }],
      // No other friendly ship to take the condition: nothing to spend the charges on.
      choices: (ctx, self) => (otherFriendlyShips(ctx, self).length > 0 ? CHARGE_ANSWERS : []),
      then: [(ctx, self) => otherFriendlyShips(ctx, self)],
      effect: {
        kind: 'sequence',
        of: [
          extraCharge(['4', '5']),
          extraCharge(['5']),
          {
            kind: 'code',
            run: (ctx, self, subject) => {
              const chosen = (subject.data?.choices as string[] | undefined)?.[1];
              if (typeof chosen === 'string')
                ctx.effects.assignCondition(ctx, chosen, RESISTANCE.xws, self, RESISTANCE.name);
            },
          },
        ],
      },
      summary:
        'GA-97: at Setup, before forces are placed, spend 3–5 charges to start another friendly ship in reserve.',
    },
    {
      source: GA97,
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['planning'] },
          { kind: 'has-charges', atLeast: 5 },
        ],
      },
      optional: false,
      choices: deployOptions,
      effect: { kind: 'deploy-reserve', holding: RESISTANCE.xws, name: RESISTANCE.name },
      summary: 'GA-97: every charge is active at the start of the round: the ship in reserve deploys.',
    },
    {
      source: GA97,
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: false,
      choices: deployOptions,
      effect: {
        kind: 'deploy-reserve',
        holding: RESISTANCE.xws,
        name: RESISTANCE.name,
        gain: { token: 'disarm', count: 1 },
      },
      summary: 'GA-97: you are destroyed: the ship in reserve deploys and gains a disarm token.',
    },
  ],
  [`condition:${RESISTANCE.xws}`]: [
    {
      source: { kind: 'condition', xws: RESISTANCE.xws },
      window: 'setup:reserve',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'start-in-reserve', at: 'edges', beyondEnemies: 3, deploy: 'held' },
      summary:
        'It’s the Resistance: start in reserve; deploy within range 1 of any edge, beyond range 3 of every enemy ship.',
    },
  ],
  'upgrade:bobafett:0': [
    {
      source: { kind: 'upgrade', xws: 'bobafett', side: 0 },
      window: 'setup:reserve',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'start-in-reserve', at: 'obstacle', beyondEnemies: 3, deploy: 'setup-end' },
      summary:
        'Boba Fett: start in reserve; as Setup ends, be placed at range 0 of an obstacle, beyond range 3 of every enemy ship.',
    },
  ],
};
