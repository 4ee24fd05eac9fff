/**
 * Gunner upgrades of the subsystems group (devices). In our own words:
 *
 * - Skilled Bombardier: a device the ship would drop or launch may use the template of the same bearing one speed
 *   faster or slower instead.
 * - Paige Tico (Resistance gunner): after the ship performs a primary attack, it may drop one bomb of a device card it
 *   equips (that card's own templates, its charge spent: `place-equipped-device`) or turn its single turret arc
 *   indicator — one question, each bomb placement and each other facing an answer. After it is destroyed, it may drop
 *   one bomb. Readings: a ship whose printed turret is a double turret has no single turret arc to turn (the bomb is
 *   still offered); "after you are destroyed" drops from where the ship stands while it is still in play (the
 *   Engagement Phase, 000 "Destroying Ships"); destroyed in another phase it has left the play area and drops nothing.
 * - Paige Tico (Evacuation of D'Qar gunner): holding exactly one disarm token, the ship may still attack from its
 *   turret arcs (standing 'attack:defenders', `disarmed-attacks`). Reading: the card names the single turret arc; a
 *   double turret arc indicator counts as two single turret arcs (000 "Turret Arcs"), so the MG-100's printed
 *   double-turret primary attack is one of them, and so is a turret upgrade's attack.
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';
import { otherFacings } from '../movement/gunners.js';
import { equippedDevice, placementAlternative } from './placement.js';

const PAIGE = { kind: 'upgrade', xws: 'paigetico', side: 0 } as const;
const PAIGE_BOMB = equippedDevice({ types: ['bomb'], how: 'drop' });

/** The other facings of the ship's single turret arc indicator (none for a printed double turret). */
function singleTurretFacings(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = shipById(ctx.state, me);
  const pilot = ctx.content.pilot(ship.pilot);
  const printed = pilot ? ctx.content.ship(pilot.faction, pilot.ship)?.stats.attacks : undefined;
  if (printed?.some((a) => a.arc === 'double-turret')) return [];
  return otherFacings(ctx, me);
}

export const SUBSYSTEM_GUNNERS: Record<string, Ability[]> = {
  'upgrade:skilledbombardier:0': [
    placementAlternative(
      { kind: 'upgrade', xws: 'skilledbombardier', side: 0 },
      { kind: 'device-placement-alternative', to: { templates: 'speed-step' } },
      'Skilled Bombardier: a device may use the template of the same bearing one speed faster or slower.',
    ),
  ],
  'upgrade:paigetico:0': [
    {
      source: PAIGE,
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'attack-weapon', weapon: 'primary' },
        ],
      },
      optional: true,
      choices: (ctx, me, subject) => [...PAIGE_BOMB.choices(ctx, me, subject), ...singleTurretFacings(ctx, me)],
      // The answer is a bomb placement or a facing: each effect acts only on an answer of its own kind.
      effect: { kind: 'sequence', of: [{ kind: 'rotate-turret' }, PAIGE_BOMB.effect] },
      summary: 'Paige Tico: after a primary attack, drop a bomb or turn your turret arc indicator.',
    },
    {
      source: PAIGE,
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: true,
      ...PAIGE_BOMB,
      summary: 'Paige Tico: you are destroyed, drop a bomb.',
    },
  ],
  'upgrade:paigetico-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'paigetico-evacuationofdqar', side: 0 },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: ['primary-single-turret', 'primary-double-turret', 'turret'] },
      summary: 'Paige Tico: with exactly one disarm token you may still attack from your turret arcs.',
    },
  ],
};
