/**
 * Rules fixes of session 32 (speed), each played through `createFromPosition` + `applyInPlace` (flow-harness).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, applyInPlace } from '@xwing/engine';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { content, playUntil, position } from './abilities/flow-harness.js';
import { farXwing, imperial } from './abilities/spec-helpers.js';

/** A test card action on the Academy Pilot: gain a focus token. */
const cardAction: Ability = {
  source: { kind: 'pilot', xws: 'academypilot' },
  window: 'action:card',
  when: { kind: 'always' },
  optional: true,
  effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
  summary: 'Test card action: gain a focus token.',
};

describe('000 "Stress": a stressed ship performs no action unless a permission lets that action through', () => {
  const abilities = abilityTable({ 'pilot:academypilot': [cardAction] });
  /** The TIE t (2 stress tokens, 1 left after its blue 3 straight, with Primed Thrusters: white barrel rolls and boosts while lightly stressed) acts. */
  function stressedStep() {
    const s = position(
      'activation',
      [farXwing()],
      [imperial('t', 'academypilot', 400, 600, { dial: '3F', tokens: { stress: 2 }, upgrades: ['primedthrusters'] })],
      {},
      abilities,
    );
    playUntil(
      s,
      (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 't',
      () => undefined,
      abilities,
    );
    return s;
  }

  it('a permission for barrel rolls and boosts only does not offer its card action, and choosing it is refused', () => {
    const s = stressedStep();
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids.some((id) => id.startsWith('barrel-roll'))).toBe(true);
    expect(ids).not.toContain('focus');
    expect(ids.some((id) => id.startsWith('card:'))).toBe(false);
    const d = s.pending!;
    const r = applyInPlace(
      s,
      { decision: d.id, seat: d.player, option: 'card:pilot:academypilot#0' },
      content,
      abilities,
    );
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.reason).toMatch(/stressed/);
  });

  it('unstressed, the same ship is offered its card action', () => {
    const s = position(
      'activation',
      [farXwing()],
      [imperial('t', 'academypilot', 400, 600, { dial: '3F', upgrades: ['primedthrusters'] })],
      {},
      abilities,
    );
    playUntil(
      s,
      (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 't',
      () => undefined,
      abilities,
    );
    expect(s.pending!.options.map((o) => o.id)).toContain('card:pilot:academypilot#0');
  });
});

describe('000 "Devices": the log names the ship whose device leaves the play area', () => {
  it('a bomb removed after its detonation is logged with its owner, the ship that placed it', () => {
    const s = position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'a', pose: { x: 360, y: 800, heading: 180 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: ['concussionbombs'],
          pose: { x: 400, y: 300, heading: 180 },
          dial: '2F',
        },
      ],
      { devices: [{ card: 'concussionbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }] },
    );
    playUntil(
      s,
      (g) => g.log.some((e) => e.type === 'device-removed'),
      () => undefined,
    );
    const removed = s.log.filter((e) => e.type === 'device-removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.data).toMatchObject({ owner: 'bomber' });
  });
});

describe('000 "Destroying Ships": a ship destroyed in the Engagement Phase stays only to engage (simultaneous fire)', () => {
  /** A test record: as the X-wing x engages, it may coordinate (white). */
  const coordinates: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'engagement:before-engage',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'Test coordinate' },
    summary: 'Test record: coordinate as you engage.',
  };
  const abilities = abilityTable({ 'pilot:redsquadronveteran': [coordinates] });

  it('its Coordinate does not offer the friendly ship destroyed but not yet removed; a healthy one is offered', () => {
    const s = position(
      'engagement',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } },
        { id: 'w', pilot: 'bluesquadronescort', pose: { x: 300, y: 300, heading: 0 } },
        { id: 'v', pilot: 'bluesquadronescort', pose: { x: 500, y: 300, heading: 0 } },
      ],
      // A TIE of the same initiative (3), its player first, engages before x, its arc on w.
      [imperial('t', 'blacksquadronace', 300, 500)],
      { firstPlayer: 1 },
      abilities,
    );
    expect(s.pending?.kind).toBe('declare-attack');
    expect(s.pending?.ship).toBe('t');
    // As if t's attack had destroyed w in this initiative step: it stays in the play area until the step ends.
    const w = s.ships.find((x) => x.id === 'w')!;
    w.pendingRemoval = true;
    playUntil(
      s,
      (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x',
      (d) => (d.kind === 'declare-attack' ? ['pass'] : undefined),
      abilities,
    );
    const ids = s.pending!.options.map((o) => o.id);
    console.log(
      ids,
      s.ships.find((x) => x.id === 'w'),
    );
    expect(ids).toContain('coordinate:v');
    expect(ids).not.toContain('coordinate:w');
  });
});
