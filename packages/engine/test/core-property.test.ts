/**
 * Property test over random seeded games with random legal choices (issue 4, "Tests"): never throws; the engine's
 * invariants hold after every choice (src/invariants.ts: tokens never negative, no resting ship overlapping another,
 * shields and damage consistent, …); every game ends.
 */
import { checkInvariants as invariants, HeuristicPlayer, playGame } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { content, newGame, playRandom, REBELS } from './core-helpers.js';

/** Five TIE/sa bombers, one with each device card the engine implements but Ion Bombs (issue 11). */
const BOMBERS = {
  faction: 'galacticempire',
  pilots: [
    { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['protonbombs'] } },
    { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['clustermines'] } },
    { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['seismiccharges'] } },
    { id: 'gammasquadronace', ship: 'tiesabomber', upgrades: { device: ['proximitymines'] } },
    { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['thermaldetonators'] } },
  ],
};

describe('random legal play (property)', () => {
  it('200 random seeded games never throw and keep the invariants', () => {
    let rounds = 0;
    for (let g = 0; g < 200; g++) {
      const s = newGame(`property-${g}`);
      playRandom(s, g + 1, 20000, invariants);
      expect(s.phase, `game ${g}`).toBe('over');
      expect(s.result).not.toBeNull();
      rounds += s.round;
    }
    expect(rounds).toBeGreaterThan(200);
  });

  it('random games with bombers dropping bombs and mines never throw and keep the invariants (issue 11, devices)', () => {
    let placed = 0;
    let detonated = 0;
    for (let g = 0; g < 40; g++) {
      const s = newGame(`devices-${g}`, {
        players: [
          { name: 'Rebels', squad: REBELS },
          { name: 'Empire', squad: BOMBERS },
        ],
        ...(g % 4 === 3 ? { diceMode: 'entered' as const } : {}),
      });
      playRandom(s, 500 + g, 20000, invariants);
      expect(s.phase, `game ${g}`).toBe('over');
      placed += s.log.filter((e) => e.type === 'device-placed').length;
      detonated += s.log.filter((e) => e.type === 'device-detonated').length;
    }
    // Random players drop about half the time they are offered, and the bombs go off.
    expect(placed).toBeGreaterThan(100);
    expect(detonated).toBeGreaterThan(50);
  });

  it('the heuristic player flies the bombers through whole games from its views (devices never crash it)', () => {
    for (let g = 0; g < 4; g++) {
      const setup = {
        players: [
          { name: 'Rebels', squad: REBELS },
          { name: 'Empire', squad: BOMBERS },
        ] as [{ name: string; squad: unknown }, { name: string; squad: unknown }],
        seed: `devices-heuristic-${g}`,
      };
      const played = playGame(setup, content, [new HeuristicPlayer(), new HeuristicPlayer()], { useViews: true });
      expect(played.state.phase).toBe('over');
      expect(played.state.log.some((e) => e.type === 'device-placed')).toBe(true);
    }
  });

  it('entered-dice games play setup, planning and activation with typed faces', () => {
    for (let g = 0; g < 10; g++) {
      const s = newGame(`entered-${g}`, { diceMode: 'entered' });
      expect(s.pending?.kind).toBe('enter-dice');
      // Up to the first Engagement Phase: the dice of attacks are the combat module's.
      playRandom(s, 1000 + g, 20000, invariants, (x) => x.phase === 'engagement' || x.phase === 'over');
      expect(['engagement', 'over']).toContain(s.phase);
    }
  });
});
