/**
 * Astromech upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - R5 Astromech (and R5-D8, R5-D8 and R5-K6 of the Battle of Yavin: the same ability): two card actions — spend a charge to repair a
 *   facedown damage card; repair a faceup damage card of the Ship trait (no charge). Facedown cards are alike to their
 *   owner, so the first is repaired; of several faceup Ship cards, the first dealt.
 * - R4-P17 (Siege of Coruscant): as a damage card (either facing) is about to be dealt to the ship while it is not
 *   the defender of an attack, it may spend a charge and gain a strain token to have that card discarded
 *   ('damage:before-card', damage.ts). Asked where the damage can wait for the question: an attack's damage (the
 *   ship then attacking, never defending) and an obstacle's (movement.ts).
 * - "Genius": once the ship has fully executed a maneuver, with no device of its placed yet this round, it
 *   may drop one bomb of a device card it equips (that card's own templates; its charge spent: devices.ts).
 * - R2-D2 (Republic, 2 charges): once the ship's activation is over ('activation:after-activate'), it may spend a
 *   charge and gain a deplete token to do one of three things, its player's answer: repair one damage card (a facedown
 *   or a faceup one, each an answer: 000 "Damage Cards"), recover one shield, or remove one device (bomb or mine) at
 *   range 0–1 from the play area (`remove-device`). Only what can be done now is offered; nothing, and it is not
 *   asked. Reading: a remote is a device too (supplement "Remotes"), but removing one is not built: only bombs and
 *   mines are offered.
 * - R1-J5 (Resistance, 3 charges, no recovery): stressed with no more than two stress tokens, the ship still performs
 *   the actions of its damage cards (`damage-card-actions` despite the stress token's rule, 000 "Stress"); and once it
 *   has repaired a faceup Ship damage card (flipped facedown: 'damage:after-repair'), it may spend a charge to repair
 *   that same card once more (discarded: 000 "Damage Cards"). Reading: a facedown card repaired is discarded, so only
 *   a faceup one can be repaired "again"; a facedown card shows no trait anyway.
 */
import type { Ability, Ctx, Effect } from '../../vocabulary/types.js';
import { equippedDevice } from './placement.js';

function r5(xws: string, name: string): Ability[] {
  const source = { kind: 'upgrade', xws, side: 0 } as const;
  return [
    {
      source,
      window: 'action:card',
      when: { kind: 'has-damage-card', facing: 'facedown' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'facedown' },
      summary: `${name}: spend a charge to repair a facedown damage card.`,
    },
    {
      source,
      window: 'action:card',
      when: { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' },
      optional: true,
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: `${name}: repair a faceup Ship damage card.`,
    },
  ];
}

const GENIUS_BOMB = equippedDevice({ types: ['bomb'], how: 'drop' });

/** Whether the ship has fewer shields than its printed value with its upgrades' grants (000 "Shields"). */
function belowShields(ctx: Ctx, me: string): boolean {
  const ship = ctx.state.ships.find((x) => x.id === me);
  const pilot = ship && ctx.content.pilot(ship.pilot);
  if (!ship || !pilot) return false;
  let max = ctx.content.statsOf(pilot).shields;
  for (const u of ship.upgrades) {
    if (u.discarded) continue;
    for (const g of ctx.content.upgrade(u.xws)?.sides[u.side ?? 0]?.grants ?? [])
      if (g.type === 'stat' && g.stat === 'shields') max += g.amount;
  }
  return ship.shields < max;
}

/** R2-D2 (Republic)'s answers: what the ship can do now. */
function r2d2Options(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = ctx.state.ships.find((x) => x.id === me);
  if (!ship) return [];
  const out: { id: string; label: string }[] = [];
  if (ship.damage.some((c) => !c.faceup)) out.push({ id: 'repair-facedown', label: 'repair a facedown damage card' });
  if (ship.damage.some((c) => c.faceup)) out.push({ id: 'repair-faceup', label: 'repair a faceup damage card' });
  if (belowShields(ctx, me)) out.push({ id: 'shield', label: 'recover a shield' });
  return [...out, ...ctx.effects.devicesInRange(ctx, me, 1)];
}
const onAnswer = (answer: string, effect: Effect): Effect => ({
  kind: 'if-holds',
  when: { kind: 'subject-data', key: 'choice', oneOf: [answer] },
  effect,
});

const R1J5 = { kind: 'upgrade', xws: 'r1j5', side: 0 } as const;

export const SUBSYSTEM_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r2d2-republic:0': [
    {
      source: { kind: 'upgrade', xws: 'r2d2-republic', side: 0 },
      window: 'activation:after-activate',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'deplete', count: 1 },
      ],
      choices: r2d2Options,
      effect: {
        kind: 'sequence',
        of: [
          onAnswer('repair-facedown', { kind: 'repair-damage', facing: 'facedown' }),
          onAnswer('repair-faceup', { kind: 'repair-damage', facing: 'faceup' }),
          onAnswer('shield', { kind: 'recover', stat: 'shields', count: 1, source: 'R2-D2' }),
          { kind: 'remove-device', max: 1 },
        ],
      },
      summary:
        'R2-D2: after you activate, spend a charge and gain a deplete token to repair, recover a shield or remove a device.',
    },
  ],
  'upgrade:genius:0': [
    {
      source: { kind: 'upgrade', xws: 'genius', side: 0 },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver', fully: true },
          { kind: 'not', of: { kind: 'placed-device' } },
        ],
      },
      optional: true,
      ...GENIUS_BOMB,
      summary: '"Genius": no device placed this round, drop a bomb after a fully executed maneuver.',
    },
  ],
  'upgrade:r5astromech:0': r5('r5astromech', 'R5 Astromech'),
  'upgrade:r5d8-battleofyavin:0': r5('r5d8-battleofyavin', 'R5-D8'),
  'upgrade:r5d8:0': r5('r5d8', 'R5-D8'),
  'upgrade:r5k6-battleofyavin:0': r5('r5k6-battleofyavin', 'R5-K6'),
  'upgrade:r1j5:0': [
    {
      source: R1J5,
      window: 'action:allowed',
      when: { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' },
      optional: false,
      effect: { kind: 'damage-card-actions', despite: ['token:stress'] },
      summary: "R1-J5: with two stress tokens or fewer, your damage cards' actions even while stressed.",
    },
    {
      source: R1J5,
      window: 'damage:after-repair',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'faceup', oneOf: [true] },
          { kind: 'subject-data', key: 'trait', oneOf: ['ship'] },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'facedown', card: 'subject' },
      summary: 'R1-J5: spend a charge to repair the Ship damage card just repaired once more.',
    },
  ],
  'upgrade:r4p17-siegeofcoruscant:0': [
    {
      source: { kind: 'upgrade', xws: 'r4p17-siegeofcoruscant', side: 0 },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'attack-role', role: 'defender' } }],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'strain', count: 1 },
      ],
      effect: { kind: 'change-damage-card', to: 'discard' },
      summary: 'R4-P17: spend a charge and gain a strain to discard this damage card rather than be dealt it.',
    },
  ],
};
