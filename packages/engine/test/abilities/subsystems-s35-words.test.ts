/**
 * The subsystems words of s35-subsys, each played through `createFromPosition` + `applyInPlace` with test records of
 * our own in the game's ability table:
 *
 * - `lose-pilot-ability` ('ship:abilities'): a card takes the ship's own pilot ability away when its pilot is one of
 *   those listed (000 "Upgrades": an upgrade card gives its ship an ability — here one that rewrites the pilot's; no
 *   rules document lists text replacement, so the card's own records say what stands instead: Gravitic Well).
 * - `lend-ship-ability` ('ship:abilities'): while the record's ship is docked, its carrier has that ship ability
 *   (supplement "Dock", "Reserves": a docked ship is in reserve and its own abilities are inactive; it deploys in the
 *   System Phase): Comms Shuttle.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position, shipOf } from './flow-harness.js';

/** A test record: gain one stress token as the Engagement Phase starts (in our own words). */
const stressAtEngagement = (source: Ability['source']): Ability => ({
  source,
  window: 'engagement:start',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
  summary: 'Test record: gain a stress token.',
});
const stress = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
const TIE: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 } };

describe('lose-pilot-ability (000 "Upgrades": an upgrade changes its ship\'s pilot ability)', () => {
  const PILOT: Ability['source'] = { kind: 'pilot', xws: 'redsquadronveteran' };
  const CARD: Ability['source'] = { kind: 'upgrade', xws: 'hullupgrade', side: 0 };
  const run = (pilots: string[], equipped = true) => {
    const t = abilityTable({
      'pilot:redsquadronveteran': [stressAtEngagement(PILOT)],
      'upgrade:hullupgrade:0': [
        {
          source: CARD,
          window: 'ship:abilities',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'lose-pilot-ability', pilots },
          summary: 'Test record: the pilot ability is taken away.',
        },
      ],
    });
    const x: PositionShip = {
      id: 'x',
      pilot: 'redsquadronveteran',
      pose: { x: 400, y: 150, heading: 0 },
      upgrades: equipped ? ['hullupgrade'] : [],
    };
    const s = position('engagement', [x], [TIE], {}, t);
    playUntil(s, leaves('engagement'), undefined, t);
    return s;
  };
  it('its pilot listed: the X-wing no longer has its pilot ability', () => {
    expect(stress(run(['redsquadronveteran']), 'x')).toBe(0);
  });
  it('another pilot listed, or the card not equipped: it keeps it', () => {
    expect(stress(run(['bluesquadronescort']), 'x')).toBe(1);
    expect(stress(run(['redsquadronveteran'], false), 'x')).toBe(1);
  });
});

describe('lend-ship-ability (supplement "Dock", "Reserves": the docked ship in reserve, its carrier in play)', () => {
  const SHIP_ABILITY: Ability['source'] = { kind: 'ship-ability', id: 'commsshuttle' };
  const t = abilityTable({
    'ship-ability:commsshuttle': [
      {
        source: SHIP_ABILITY,
        window: 'ship:abilities',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'lend-ship-ability', to: 'carrier' },
        summary: 'Test record: lent to the carrier.',
      },
      stressAtEngagement(SHIP_ABILITY),
    ],
  });
  const run = (docked: boolean) => {
    const ghost: PositionShip = {
      id: 'g',
      pilot: 'lothalrebel',
      pose: { x: 400, y: 150, heading: 0 },
      upgrades: ['ghost'],
    };
    const shuttle: PositionShip = docked
      ? { id: 'sh', pilot: 'zeborrelios-sheathipedeclassshuttle', pose: null, docked: 'g' }
      : { id: 'sh', pilot: 'zeborrelios-sheathipedeclassshuttle', pose: { x: 600, y: 150, heading: 0 } };
    const s = position('engagement', [ghost, shuttle], [TIE], {}, t);
    playUntil(s, leaves('engagement'), undefined, t);
    return s;
  };
  it('the shuttle docked: the carrier has its ship ability, the shuttle (in reserve) does not act', () => {
    const s = run(true);
    expect([stress(s, 'g'), stress(s, 'sh')]).toEqual([1, 0]);
  });
  it('the shuttle in play: it has its ship ability, the Ghost does not', () => {
    const s = run(false);
    expect([stress(s, 'g'), stress(s, 'sh')]).toEqual([0, 1]);
  });
});
