/**
 * The subsystems words of s30-subsa: `reveal-dial`; `remove-device` and the event window 'activation:after-activate'
 * (below). `reveal-dial` is played through `createFromPosition` and `applyInPlace`: a ship's dial
 * flipped faceup before its activation. 000 "Planning Phase": each player sets a dial facedown for each of their ships;
 * 001 "Activation Phase" 1 (Reveal Dial): the ship reveals its dial as it activates. A dial flipped faceup earlier is
 * seen by both players from then on (the view), and the activation goes on with that maneuver.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, viewFor } from '@xwing/engine';
import type { Ability, Ctx } from '../../src/abilities/vocabulary/types.js';
import { playUntil, position, shipOf } from './flow-harness.js';

/** A test record of the X-wing's pilot: as the System Phase starts, the enemy ship it picks has its dial flipped. */
const record: Ability = {
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'phase:start',
  when: { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
  optional: false,
  choose: { side: 'enemy' },
  effect: { kind: 'reveal-dial', who: 'chosen' },
  summary: 'Test record: flip an enemy dial faceup.',
};
const table = abilityTable({ 'pilot:redsquadronveteran': [record] });
const start = (dial?: string) =>
  position(
    'system',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, ...(dial ? { dial } : {}) }],
    {},
    table,
  );

const early = (s: ReturnType<typeof start>) =>
  s.log.filter((e) => e.type === 'dial-revealed' && (e.data as { early?: boolean }).early).map((e) => [e.ship, e.data]);

describe('reveal-dial (000 "Planning Phase"; 001 "Activation Phase" 1: a dial is facedown until its ship activates)', () => {
  it('the TIE’s dial is flipped faceup in the System Phase: its opponent’s view reads it, and it flies that maneuver', () => {
    const s = start('3F');
    expect(viewFor(s, 0).ships.find((x) => x.id === 't')!.dial).toEqual({ maneuver: 'hidden', revealed: false });
    playUntil(s, (st) => st.phase !== 'system', undefined, table);
    // The play stops at the first decision after the System Phase: the X-wing's, as it activates.
    expect(shipOf(s, 't').dial).toEqual({ maneuver: '3F', revealed: true });
    expect(viewFor(s, 0).ships.find((x) => x.id === 't')!.dial).toEqual({ maneuver: '3F', revealed: true });
    expect(early(s)).toEqual([['t', { maneuver: '3F', early: true }]]);
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    expect(s.log.find((e) => e.type === 'maneuver-executed' && e.ship === 't')?.data).toMatchObject({ maneuver: '3F' });
  });

  it('a ship with no dial set: nothing is flipped', () => {
    const s = start();
    playUntil(s, (st) => st.phase !== 'system', undefined, table);
    expect(early(s)).toEqual([]);
  });
});

/**
 * A test record of the X-wing's pilot: once its activation is over, it may remove a device at range 0–1 (its
 * answers from `devicesInRange`). 000 "Devices": a device stays in play until its rules remove it (a bomb detonates at
 * the end of the Activation Phase); 001 "Activation Phase": the activation ends after the Perform Action step.
 */
const remover: Ability = {
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'activation:after-activate',
  when: { kind: 'subject-is-self' },
  optional: true,
  choices: (ctx: Ctx, me: string) => ctx.effects.devicesInRange(ctx, me, 1),
  effect: { kind: 'remove-device', max: 1 },
  summary: 'Test record: remove a device.',
};
const removerTable = abilityTable({ 'pilot:redsquadronveteran': [remover] });
/** The X-wing (x, dial 1F) at (400, 150) facing up; a TIE bomber (b) whose proton bombs lie at `near` and far. */
const bombTable = () =>
  position(
    'activation',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
    [
      {
        id: 'b',
        pilot: 'graysquadronbomber',
        pose: { x: 700, y: 800, heading: 180 },
        dial: '1F',
        upgrades: ['protonbombs'],
      },
    ],
    {
      devices: [
        { card: 'protonbombs', owner: 'b', pose: { x: 400, y: 290, heading: 0 }, id: 'near' },
        { card: 'protonbombs', owner: 'b', pose: { x: 100, y: 600, heading: 0 }, id: 'far' },
      ],
    },
    removerTable,
  );

describe('remove-device and activation:after-activate (000 "Devices"; 001 "Activation Phase")', () => {
  it('once the X-wing has activated, it is asked; the bomb at range 1 leaves play without detonating', () => {
    const s = bombTable();
    const seen = playUntil(
      s,
      (st) => st.log.some((e) => e.type === 'device-removed'),
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Test record') ? ['use:device:near'] : undefined),
      removerTable,
    );
    const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Test record'));
    // Asked once, after its own activation only (the bomber's is not the X-wing's), the far bomb not offered.
    expect(asked.map((d) => d.options.map((o) => o.id))).toEqual([['use:device:near', 'decline']]);
    const at = (type: string, ship?: string) => s.log.findIndex((e) => e.type === type && (!ship || e.ship === ship));
    expect(at('device-removed')).toBeGreaterThan(at('maneuver-executed', 'x'));
    // Removed by the ability, never detonated; the far bomb detonates as the phase ends (the play goes on to a decision).
    const removed = s.log.filter((e) => e.type === 'device-removed' && e.ship !== undefined);
    expect(removed.map((e) => [e.ship, (e.data as { device: string }).device])).toEqual([['x', 'near']]);
    expect(JSON.stringify(s.log.filter((e) => e.type === 'device-detonated'))).not.toContain('near');
  });
});

/**
 * Test records of the X-wing's pilot: after a device's effect has reached a ship, that ship (named 'other' from every
 * listener) gains a stress token when an enemy of the X-wing placed the device (`device-owner`), a strain token when a
 * friendly ship did. 000 "Devices": a detonating bomb affects each ship at range 0–1 of it; "Friendly and Enemy".
 */
const watching = (side: 'friendly' | 'enemy', token: string): Ability => ({
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'device:after-affect',
  when: { kind: 'device-owner', side },
  optional: false,
  effect: { kind: 'gain-token', token, count: 1, who: 'other' },
  summary: `Test record: ${token} for the ship a device affected.`,
});
const watcher = [watching('enemy', 'stress'), watching('friendly', 'strain')];
const watcherTable = abilityTable({ 'pilot:redsquadronveteran': watcher });

describe('device:after-affect and device-owner (000 "Devices": a bomb affects each ship at range 0–1 of it)', () => {
  it('raised for the TIE the proton bomb reaches (its owner the window’s ship), not for the TIE beyond its reach', () => {
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 100, y: 100, heading: 0 }, round: { activated: true } }],
      [
        {
          id: 'b',
          pilot: 'graysquadronbomber',
          pose: { x: 750, y: 850, heading: 180 },
          upgrades: ['protonbombs'],
          round: { activated: true },
        },
        { id: 'near', pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, round: { activated: true } },
        { id: 'far', pilot: 'academypilot', pose: { x: 400, y: 300, heading: 180 }, round: { activated: true } },
      ],
      { devices: [{ card: 'protonbombs', owner: 'b', pose: { x: 400, y: 500, heading: 0 }, id: 'pb' }] },
      watcherTable,
    );
    playUntil(s, (st) => st.phase !== 'activation', undefined, watcherTable);
    expect(shipOf(s, 'near').tokens.stress).toBe(1);
    expect(shipOf(s, 'near').tokens.strain ?? 0).toBe(0);
    expect(shipOf(s, 'far').tokens.stress ?? 0).toBe(0);
    expect(shipOf(s, 'b').tokens.stress ?? 0).toBe(0);
  });
});
