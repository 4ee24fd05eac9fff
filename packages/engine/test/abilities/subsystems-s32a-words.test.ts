/**
 * The subsystems words of s32-subsa. `lend-pilot-ability` (Co-Pilot), played through `createFromPosition` and
 * `applyInPlace`: supplement "Dock" / "Reserves" (../shared/rules/rules-reference-supplement.md) — a docked ship is in
 * reserve on its carrier, its own abilities inactive; it deploys in the System Phase. A card lends its pilot ability to
 * the carrier only while docked: deployed, the craft has it again and the carrier no longer does.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { answers, attacks, logged, modifiesWith, offered, picks, playUntil, position, rolls } from './flow-harness.js';

const FALCON: PositionShip = {
  pilot: 'freightercaptain',
  id: 'falcon',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['landosmillenniumfalcon'],
  dial: '1F',
};
const CRAFT: PositionShip = { pilot: 'landocalrissian-escapecraft', id: 'craft', pose: null, docked: 'falcon' };
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 560, heading: 180 }, dial: '1F' };

/** From the System Phase: the craft deploys (its first way) or stays docked; the Falcon attacks the TIE with blanks. */
function play(deploy: boolean): { s: GameState; falconOffered: boolean } {
  const s = position('system', [FALCON, CRAFT], [TIE]);
  const seen = playUntil(
    s,
    (st) => st.phase === 'end',
    answers(
      picks('deploy', deploy ? 'deploy' : 'pass', 'craft'),
      (d) => (d.kind === 'deploy' && deploy ? [d.options[0]!.id] : undefined),
      attacks('falcon', 'tie'),
      rolls('falcon', 'attack', ['blank', 'blank', 'blank']),
      modifiesWith('Lando Calrissian'),
    ),
  );
  const falconOffered = offered(
    seen.filter((d) => d.ship === 'falcon'),
    'Lando Calrissian',
  );
  return { s, falconOffered };
}

describe('lend-pilot-ability (supplement "Dock", "Reserves": the docked ship in reserve, its carrier in play)', () => {
  it('the craft stays docked: the carrier has its pilot ability (Co-Pilot logged first)', () => {
    const { s, falconOffered } = play(false);
    expect(s.ships.find((x) => x.id === 'craft')!.docked).toBe('falcon');
    expect(falconOffered).toBe(true);
    expect(logged(s, 'ability-used', 'falcon').map((e) => e.data?.source)).toEqual([
      'ship-ability:copilot',
      'pilot:landocalrissian-escapecraft',
    ]);
  });

  it('the craft deploys: the carrier no longer has it', () => {
    const { s, falconOffered } = play(true);
    expect(s.ships.find((x) => x.id === 'craft')!.docked).toBeUndefined();
    expect(s.ships.find((x) => x.id === 'craft')!.pose).not.toBeNull();
    expect(falconOffered).toBe(false);
    expect(logged(s, 'ability-used', 'falcon').map((e) => e.data?.source)).not.toContain('ship-ability:copilot');
  });
});
