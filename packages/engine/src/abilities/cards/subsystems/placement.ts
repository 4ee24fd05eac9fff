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
