/**
 * Shared builder of the subsystems' device-placement alternatives: a standing record of window 'device:placement'
 * (read by the device rules as a ship places a device; the placement options it adds are the choice, so the record
 * itself is never asked).
 */
import type { Ability, AbilitySource, Effect } from '../../vocabulary/types.js';

export function placementAlternative(
  source: AbilitySource,
  effect: Extract<Effect, { kind: 'device-placement-alternative' }>,
  summary: string,
): Ability {
  return { source, window: 'device:placement', when: { kind: 'always' }, optional: false, effect, summary };
}

/**
 * The words of an ability that drops or launches one device of an equipped device card (`place-equipped-device`): the
 * effect, and its `choices` — one per card and placement (devices.ts `equippedDeviceOptions`); none, and the ability
 * is not offered.
 */
export function equippedDevice(spec: Omit<Extract<Effect, { kind: 'place-equipped-device' }>, 'kind'>): {
  effect: Extract<Effect, { kind: 'place-equipped-device' }>;
  choices: NonNullable<Ability['choices']>;
} {
  return {
    effect: { kind: 'place-equipped-device', ...spec },
    choices: (ctx, me) => ctx.effects.equippedDeviceOptions(ctx, me, spec),
  };
}
