/**
 * Cards that place obstacles during a game (s36-vizsla; the `place-obstacle` effect, src/card-obstacles.ts). Their
 * tokens are measured (docs/geometry.md, Obstacles: the Vassal module's piece footprints and spawner offsets).
 *
 * - Rigged Cargo Chute (illicit, 1 charge, never recovered: no Reload recovers an illicit card's): as an action, the
 *   ship spends the charge to drop one loose cargo with the 1-straight (an 'action:card' record, offered with its
 *   action bar). Loose cargo is a debris-cloud-like obstacle of its own kind (001 Activation 2.1: a strain token,
 *   a die whose hit or crit gives a stress; src/movement.ts), and it stays.
 * - Electro-Chaff Missiles (missile, 1 charge, never recovered): during the System Phase the ship may spend the
 *   charge to launch one electro-chaff cloud with the 3-bank left, 3-bank right or 4-straight; one fuse marker is put
 *   on it. The cloud is an obstacle (001: locks break, a jam token, a die whose hit or crit gives a stress; no locks
 *   at range 0). Reading of its lifetime (the card places the fuse; no document in ../shared/rules gives the cloud's
 *   entry): as the supplement's Blaze ("Blazer Bomb"), in the End Phase a cloud with no fuse marker left is removed,
 *   then each loses one — so it stays through the End Phase of the round it is launched and goes in the next. The
 *   System Phase's one device per ship (000 "Devices") is not read for it: the cloud is an obstacle, not a device.
 * Readings of the placement (card-obstacles.ts): a token that would lie wholly outside the play area cannot be placed
 * (as a device); a ship it lands on is not moving through or overlapping it, only at range 0 of it afterwards.
 */
import type { Ability } from '../../vocabulary/types.js';

const CARGO = { obstacle: 'loose-cargo', how: 'drop' } as const;
const CHAFF = { obstacle: 'electro-chaff-cloud', how: 'launch', fuses: 1 } as const;

export const OBSTACLE_CARDS: Record<string, Ability[]> = {
  'upgrade:riggedcargochute:0': [
    {
      source: { kind: 'upgrade', xws: 'riggedcargochute', side: 0 },
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'place-obstacle', ...CARGO },
      choices: (ctx, me) => ctx.effects.obstacleOptions(ctx, me, CARGO, ['1F']),
      summary: 'Rigged Cargo Chute: spend its charge to drop a loose cargo obstacle with the 1-straight template.',
    },
  ],
  'upgrade:electrochaffmissiles:0': [
    {
      source: { kind: 'upgrade', xws: 'electrochaffmissiles', side: 0 },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'place-obstacle', ...CHAFF },
      choices: (ctx, me) => ctx.effects.obstacleOptions(ctx, me, CHAFF, ['3B', '3N', '4F']),
      summary:
        'Electro-Chaff Missiles: spend the charge to launch an electro-chaff cloud (3-bank or 4-straight), fused.',
    },
    {
      source: { kind: 'upgrade', xws: 'electrochaffmissiles', side: 0 },
      window: 'charge:reload',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'reload-recovers', count: 0 },
      summary: 'Electro-Chaff Missiles: its charge cannot be recovered.',
    },
  ],
};
