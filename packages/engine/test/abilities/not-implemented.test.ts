/**
 * Cards whose ability the engine does not implement say so in the game log ('ability-not-implemented', once per game
 * per card), pilots, upgrades and ship abilities alike (issue 10): a pilot whose only missing ability is its ship's
 * plays without it, and the log says so. Played through createFromPosition + applyInPlace.
 */
import { describe, expect, it } from 'vitest';
import { playUntil, position } from './flow-harness.js';
import { missingPilot, missingShipAbility, missingUpgrade } from './missing-cards.js';

describe('ability-not-implemented events', () => {
  it('name the ship ability of a pilot, once per game', () => {
    const missing = missingShipAbility();
    const s = position(
      'engagement',
      [
        { id: 'e1', pilot: missing.pilot, pose: { x: 300, y: 150, heading: 0 } },
        { id: 'e2', pilot: missing.pilot, pose: { x: 500, y: 150, heading: 0 } },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 } }],
      {},
      missing.table,
    );
    playUntil(s, (st) => st.round > 2, undefined, missing.table);
    const reported = s.log.filter((e) => e.type === 'ability-not-implemented').map((e) => e.data?.source);
    expect(reported).toEqual([missing.key]);
    const text = s.log.find((e) => e.type === 'ability-not-implemented')!.text;
    expect(text).toMatch(new RegExp(`^not implemented yet: the ship ability ${missing.name}`));
  });

  it('name pilot and upgrade abilities, and stay silent for implemented ones', () => {
    const [{ pilot, table }, upgrade] = [missingPilot(), missingUpgrade()];
    const s = position(
      'engagement',
      [
        { id: 'luke', pilot: 'lukeskywalker', upgrades: ['r2astromech'], pose: { x: 300, y: 150, heading: 0 } },
        { id: 'y', pilot, upgrades: [upgrade], pose: { x: 500, y: 150, heading: 0 } },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 } }],
      {},
      table,
    );
    playUntil(s, (st) => st.phase !== 'engagement', undefined, table);
    const reported = s.log.filter((e) => e.type === 'ability-not-implemented').map((e) => e.data?.source);
    expect(reported).toContain(`pilot:${pilot}`);
    expect(reported).toContain(`upgrade:${upgrade}:0`);
    expect(reported).not.toContain('pilot:lukeskywalker');
    expect(reported).not.toContain('upgrade:r2astromech:0');
  });
});

describe('when the report comes', () => {
  it('as a phase starts: the Planning Phase already names a card without records, before any dial is set', () => {
    const { pilot, table } = missingPilot();
    const s = position(
      'end',
      [{ id: 'y', pilot, pose: { x: 500, y: 150, heading: 0 } }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 } }],
      {},
      table,
    );
    playUntil(s, (st) => st.phase === 'planning' && st.pending?.kind === 'set-dial', undefined, table);
    const reported = s.log.filter((e) => e.type === 'ability-not-implemented').map((e) => e.data?.source);
    expect(reported).toContain(`pilot:${pilot}`);
  });
});

describe('ship abilities are a source of their own', () => {
  it('an implemented ship ability (Formed Up, Battle over Endor TIE/ln) is not reported, and the ship has it', () => {
    const s = position(
      'engagement',
      [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 } }],
      [
        { id: 's6', pilot: 'scythe6-battleoverendor', pose: { x: 300, y: 850, heading: 180 }, tokens: { stress: 1 } },
        { id: 'w', pilot: 'academypilot', pose: { x: 340, y: 850, heading: 180 } },
      ],
    );
    const seen = playUntil(s, (st) => st.phase === 'planning');
    const reported = s.log.filter((e) => e.type === 'ability-not-implemented').map((e) => e.data?.source);
    expect(reported).not.toContain('ship-ability:formedup');
    expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Formed Up'))).toBe(true);
  });
});
