/**
 * 000 Rules Reference, "Turret Arcs": "During setup, a ship with a primary or special [single or double turret]
 * weapon adds the corresponding turret arc indicator to its base." A ship whose only turret is a special weapon card
 * (a Y-wing with Ion Cannon Turret) gets the indicator too, pointing forward until it rotates. Before s34 the
 * indicator came only from a turret primary or a card granting the arc, so such a ship could never attack with its
 * turret (the real lists' soak: Broadside, Dorsal Turret and Ion Cannon Turret never fired).
 */
import type { Decision, GameState } from '@xwing/engine';
import { createGame } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { attackOptions, choose, content, playUntil, position } from './harness.js';

/** A BTL-A4 Y-wing (id 'y', front primary only) with Ion Cannon Turret, and a TIE at range 1: ahead or behind. */
const table = (tieAt: 'ahead' | 'behind', turret?: 'rear'): GameState =>
  position(
    'engagement',
    [
      {
        pilot: 'graysquadronbomber',
        id: 'y',
        upgrades: ['ioncannonturret'],
        pose: { x: 400, y: 300, heading: 0 },
        ...(turret ? { turret } : {}),
      },
    ],
    [
      {
        pilot: 'academypilot',
        id: 't',
        pose: tieAt === 'ahead' ? { x: 400, y: 420, heading: 180 } : { x: 400, y: 180, heading: 180 },
      },
    ],
  );

const declareOf = (s: GameState): Decision | undefined =>
  playUntil(s, (d) => d.kind === 'declare-attack' && d.ship === 'y');

describe('000 Turret Arcs: a special turret weapon gives its ship a turret arc indicator', () => {
  it('the indicator starts forward: the Y-wing may attack a TIE ahead with Ion Cannon Turret', () => {
    const s = table('ahead');
    expect(s.ships.find((x) => x.id === 'y')!.turret).toBe('front');
    expect(attackOptions(declareOf(s))).toContain('attack:t:ioncannonturret:single-turret');
  });

  it('a TIE behind it is out of the forward turret arc: no turret attack', () => {
    expect(attackOptions(declareOf(table('behind')))).not.toContain('attack:t:ioncannonturret:single-turret');
  });

  it('rotated to the rear, the turret reaches it', () => {
    const s = table('behind', 'rear');
    const d = declareOf(s);
    expect(attackOptions(d)).toContain('attack:t:ioncannonturret:single-turret');
    choose(s, 'attack:t:ioncannonturret:single-turret');
    expect(s.log.some((e) => e.type === 'attack-declared' && e.data?.weapon === 'ioncannonturret')).toBe(true);
  });

  it('a game set up from a squad gives the indicator too, and a ship with no turret weapon none', () => {
    const s = createGame(
      {
        players: [
          {
            name: 'rebels',
            squad: {
              faction: 'rebelalliance',
              pilots: [{ id: 'graysquadronbomber', ship: 'btla4ywing', upgrades: { turret: ['dorsalturret'] } }],
            },
          },
          { name: 'empire', squad: { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tieln' }] } },
        ],
        seed: 'turret-indicator',
      },
      content,
    );
    expect(s.ships.map((x) => x.turret)).toEqual(['front', null]);
  });
});
