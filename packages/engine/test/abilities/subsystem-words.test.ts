/**
 * The subsystems group's words of wave 2, each played through `createFromPosition` + `applyInPlace` with a record this
 * test adds to the game's ability table (in our own words):
 *
 * - an optional replacement of damage (`instead` at 'instead:suffer-damage' with `optional: true`): 002 "Card
 *   abilities" makes only a "may" ability optional, so its owner is asked ('use-instead') before the damage — once its
 *   dice are rolled, at the points that can stop and resume (an obstacle moved onto, a device detonating: the point's
 *   `cause`) — and its cost is paid only when it is used (abilities/replace.ts askInstead);
 * - `instead:detonate`: the same, asked of each ship as a device would detonate (past its fuse markers): used, the
 *   device does not detonate and stays in play (000 "Bombs": it would detonate at the end of the Activation Phase);
 * - `prevent-damage`: the damage the replacement took the place of is suffered less `count` (000 "Suffering Damage":
 *   the rest is suffered as usual, shields first).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { picks, playUntil, position, shipOf } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';

/** The X-wing's optional replacement: gain a focus token to suffer 1 damage less from an obstacle. */
const plating = (cause: string): Ability => ({
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'instead:suffer-damage',
  when: { kind: 'subject-data', key: 'cause', oneOf: [cause] },
  optional: true,
  cost: [{ kind: 'gain-token', token: 'focus', count: 1 }],
  effect: { kind: 'instead', effect: { kind: 'prevent-damage', count: 1 } },
  summary: 'Test record: 1 damage less.',
});

/** The X-wing (2 shields) moves 2 straight onto an asteroid; the damage it suffers and the decisions it saw. */
function onAsteroid(record: Ability, answer: 'use' | 'decline') {
  const table = abilityTable({ [KEY]: [record] });
  const s: GameState = position(
    'activation',
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 400, y: 200, heading: 0 }, dial: '2F' }],
    [{ pilot: 'academypilot', id: 't', pose: { x: 100, y: 800, heading: 180 }, dial: '1F' }],
    { obstacles: [{ name: 'asteroid-3', id: 'rock', pose: { x: 400, y: 320, heading: 0 } }] },
    table,
  );
  const seen = playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, picks('use-instead', answer), table);
  const hit = s.log.find((e) => e.type === 'obstacle-hit' && e.ship === 'x')!;
  const damage = hit.data!.face === 'hit' || hit.data!.face === 'crit' ? 2 : 1;
  const used = s.log.filter((e) => e.type === 'ability-used' && e.data?.source === KEY);
  const paid = s.log.filter((e) => e.type === 'cost-paid' && e.ship === 'x').length;
  return { x: shipOf(s, 'x'), damage, seen, used, paid };
}

describe('an optional replacement of damage, and prevent-damage (abilities/replace.ts)', () => {
  it('used: the owner is asked once, pays the cost, and suffers 1 damage less (000 "Suffering Damage")', () => {
    const r = onAsteroid(plating('obstacle'), 'use');
    expect(r.seen.filter((d) => d.kind === 'use-instead')).toHaveLength(1);
    expect(r.used).toHaveLength(1);
    expect(r.paid).toBe(1);
    expect(r.x.shields).toBe(2 - (r.damage - 1));
  });

  it('declined ("may", 002 "Card abilities"): the damage is suffered whole and nothing is paid', () => {
    const r = onAsteroid(plating('obstacle'), 'decline');
    expect(r.seen.filter((d) => d.kind === 'use-instead')).toHaveLength(1);
    expect(r.used).toEqual([]);
    expect(r.paid).toBe(0);
    expect(r.x.shields).toBe(2 - r.damage);
  });

  it('another cause: the owner is never asked', () => {
    const r = onAsteroid(plating('friendly-bomb'), 'use');
    expect(r.seen.filter((d) => d.kind === 'use-instead')).toEqual([]);
    expect(r.used).toEqual([]);
    expect(r.x.shields).toBe(2 - r.damage);
  });
});

describe("an optional replacement of a detonation ('instead:detonate', devices.ts)", () => {
  const KWING = 'pilot:wardensquadronpilot';
  /** The K-wing's optional replacement: gain a focus token to keep a bomb of `cause` from detonating. */
  const keep = (cause: string): Ability => ({
    source: { kind: 'pilot', xws: 'wardensquadronpilot' },
    window: 'instead:detonate',
    when: { kind: 'subject-data', key: 'cause', oneOf: [cause] },
    optional: true,
    cost: [{ kind: 'gain-token', token: 'focus', count: 1 }],
    effect: { kind: 'instead', effect: { kind: 'sequence', of: [] } },
    summary: 'Test record: keep the bomb.',
  });
  /** The K-wing's own proton bomb lies at range 0–1 of a TIE; the Activation Phase ends (000 "Bombs"). */
  function endOfActivation(record: Ability, answer: 'use' | 'decline') {
    const table = abilityTable({ [KWING]: [record] });
    const s: GameState = position(
      'activation',
      [
        {
          pilot: 'wardensquadronpilot',
          id: 'k',
          upgrades: ['protonbombs'],
          pose: { x: 150, y: 150, heading: 0 },
          dial: '1F',
        },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      { devices: [{ card: 'protonbombs', owner: 'k', pose: { x: 400, y: 700, heading: 180 } }] },
      table,
    );
    const seen = playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, picks('use-instead', answer), table);
    return {
      asked: seen.filter((d) => d.kind === 'use-instead').length,
      detonated: s.log.filter((e) => e.type === 'device-detonated').length,
      devices: s.devices.length,
    };
  }

  it('used: the bomb does not detonate and stays in play', () => {
    expect(endOfActivation(keep('friendly-bomb'), 'use')).toEqual({ asked: 1, detonated: 0, devices: 1 });
  });

  it('declined ("may", 002 "Card abilities"): the bomb detonates as usual', () => {
    expect(endOfActivation(keep('friendly-bomb'), 'decline')).toEqual({ asked: 1, detonated: 1, devices: 0 });
  });

  it('another cause (an enemy bomb, seen from the ship): not asked', () => {
    expect(endOfActivation(keep('enemy-bomb'), 'use')).toEqual({ asked: 0, detonated: 1, devices: 0 });
  });
});
