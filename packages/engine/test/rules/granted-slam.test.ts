/**
 * 000 "SLAM": performing a SLAM is executing a maneuver of the speed revealed this round, after which the ship gains a
 * disarm token; a SLAM an ability grants (Sigma 6, on the trigger stack) is the same action as one from the bar
 * (a K-wing), through the public API: same maneuvers offered, same move, same obstacle, same disarm.
 */
import { abilityTable, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { playUntil as playWith, position as positionWith } from '../abilities/flow-harness.js';
import { farTie, playUntil, position, ship } from './harness.js';

/** An ability record, as the public `abilityTable` takes it (rules tests use the public API only). */
type Ability = NonNullable<Parameters<typeof abilityTable>[0]>[string][number];

/** `m` reveals a 3-straight at y = 150; an asteroid lies across where a second 3-straight takes it. */
const table = (pilot: string, extra: Partial<PositionShip> = {}): GameState =>
  position('activation', [{ id: 'm', pilot, pose: { x: 400, y: 150, heading: 0 }, dial: '3F', ...extra }], [farTie], {
    obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 400, heading: 0 } }],
  });

/** Plays to `m`'s SLAM offer, answers `slam:3F`, then on to the far TIE's action (before the round ends). */
function slamOnce(s: GameState): { offered: string[]; asked: Decision[] } {
  const asked: Decision[] = [];
  let offered: string[] = [];
  playUntil(
    s,
    (d) => d.kind === 'choose-action' && d.ship === 'far',
    (d) => {
      asked.push(d);
      if (d.kind === 'use-ability') return [d.options.find((o) => o.id !== 'decline')!.id];
      if (d.kind === 'choose-action' && d.ship === 'm' && d.options.some((o) => o.id.startsWith('slam:'))) {
        offered = d.options.map((o) => o.id).filter((id) => id.startsWith('slam:'));
        return ['slam:3F'];
      }
      // The asteroid's die: a hit (000 Moving Through and Overlapping Obstacles: 1 damage, and 1 more on a hit).
      if (d.kind === 'enter-dice' && d.prompt.includes('asteroid')) return ['enter', ['hit']];
      return undefined;
    },
  );
  return { offered, asked };
}

describe('000 "SLAM": a SLAM granted by an ability moves the ship as one from the action bar does', () => {
  it('Sigma 6’s granted SLAM executes the 3-straight, hits the asteroid on its way and gains a disarm token', () => {
    const s = table('sigma6-battleofyavin', { charges: 2 });
    const { offered } = slamOnce(s);
    expect(offered).toContain('slam:3F');
    const m = ship(s, 'm');
    const moves = s.log.filter((e) => e.type === 'maneuver-executed' && e.ship === 'm').map((e) => e.data?.maneuver);
    expect(moves).toEqual(['3F', '3F']);
    expect(m.pose!.y).toBeCloseTo(150 + 2 * 160);
    expect(s.log.filter((e) => e.type === 'obstacle-hit' && e.ship === 'm')).toHaveLength(1);
    expect(m.tokens.disarm).toBe(1);
  });

  it('a K-wing’s SLAM from its bar is handled the same: the same move again, the asteroid, the disarm', () => {
    for (const [pilot, extra] of [
      ['wardensquadronpilot', {}],
      ['sigma6-battleofyavin', { charges: 2 }],
    ] as const) {
      const s = table(pilot, extra);
      const { offered } = slamOnce(s);
      expect(offered, pilot).toContain('slam:3F');
      const moves = s.log.filter((e) => e.type === 'maneuver-executed' && e.ship === 'm');
      expect(
        moves.map((e) => e.data?.maneuver),
        pilot,
      ).toEqual(['3F', '3F']);
      const dy = (e: (typeof moves)[number]) => (e.data!.to as { y: number }).y - (e.data!.from as { y: number }).y;
      expect(dy(moves[1]!), pilot).toBeCloseTo(dy(moves[0]!));
      expect(
        s.log.filter((e) => e.type === 'obstacle-hit' && e.ship === 'm'),
        pilot,
      ).toHaveLength(1);
      expect(ship(s, 'm').tokens.disarm, pilot).toBe(1);
    }
  });

  it('a SLAM granted outside a window (a card action’s effect) is asked next in the activation and moves the ship', () => {
    // A test record: the X-wing's card action grants a SLAM (asked by the Activation Phase, not the trigger stack).
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'action:card',
      when: { kind: 'all', of: [] },
      optional: false,
      effect: { kind: 'grant-action', actions: [{ type: 'slam', difficulty: 'white' }], why: 'test SLAM' },
      summary: 'Test record: perform a SLAM.',
    };
    const t = abilityTable({ 'pilot:redsquadronveteran': [record] });
    const s = positionWith(
      'activation',
      [{ id: 'm', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '3F' }],
      [farTie],
      { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 400, heading: 0 } }] },
      t,
    );
    playWith(
      s,
      (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'far',
      (d) => {
        if (d.kind !== 'choose-action' || d.ship !== 'm') return undefined;
        const card = d.options.find((o) => o.id.startsWith('card:'));
        return [card ? card.id : 'slam:3F'];
      },
      t,
    );
    const moves = s.log.filter((e) => e.type === 'maneuver-executed' && e.ship === 'm');
    expect(moves.map((e) => e.data?.maneuver)).toEqual(['3F', '3F']);
    expect(s.log.filter((e) => e.type === 'obstacle-hit' && e.ship === 'm')).toHaveLength(1);
    expect(ship(s, 'm').tokens.disarm).toBe(1);
  });
});
