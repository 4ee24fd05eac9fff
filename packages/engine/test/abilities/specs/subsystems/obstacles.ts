/**
 * Obstacles whose range-0 rules are standing abilities of the obstacle (abilities/cards/subsystems/obstacles.ts): no
 * attacks at range 0 of an asteroid, a debris cloud or a gas cloud; no locks acquired or held at range 0 of a gas
 * cloud or an electro-chaff cloud (001 "if overlapped"; 000 "Moving Through and Overlapping Obstacles"). Played through
 * createFromPosition + applyInPlace; the obstacle lies under the X-wing (range 0) or far from it.
 */
import { expect } from 'vitest';
import type { Decision, GameState, Position } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

type Kind = NonNullable<NonNullable<Position['obstacles']>[number]['kind']>;

/**
 * An X-wing (x) facing a TIE (t) at range 2 in `phase`, with `name` (as `kind`) under `under` (range 0 of that ship)
 * or far from both. In the Activation Phase both ships hold still (a stop), so nothing moves onto the obstacle.
 */
const table = (phase: 'activation' | 'engagement', name: string, under: 'x' | 't' | null, kind?: Kind) => () =>
  position(
    phase,
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, dial: '2F' }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, dial: '0O' }],
    {
      obstacles: [
        {
          name,
          id: 'o',
          pose:
            under === 'x'
              ? { x: 400, y: 300, heading: 0 }
              : under === 't'
                ? { x: 400, y: 600, heading: 0 }
                : { x: 150, y: 850, heading: 0 },
          ...(kind ? { kind } : {}),
        },
      ],
    },
  );

/** Plays on to the end of the round's Engagement Phase (from the Activation Phase too). */
const engagement = (s: GameState) => playUntil(s, (st) => st.phase === 'end' || st.round > 1);
const xAskedToAttack = (seen: Decision[]) => seen.some((d) => d.kind === 'declare-attack' && d.ship === 'x');
const noAttackWhy = (s: GameState) => s.log.find((e) => e.type === 'no-attack' && e.ship === 'x')?.text ?? '';

/** Plays to the X-wing's Perform Action step; the lock options it is offered. */
const locksOffered = (s: GameState) => {
  playUntil(s, (st) => st.phase !== 'activation' || (st.pending?.kind === 'choose-action' && st.pending.ship === 'x'));
  return (s.pending?.options ?? []).map((o) => o.id).filter((id) => id.startsWith('lock:'));
};

function noAttackSpec(kind: 'asteroid' | 'debris' | 'gas-cloud', name: string, noun: string): CardSpec {
  return {
    source: `obstacle:${kind}`,
    standing: true,
    applies: {
      name: `an X-wing at range 0 of ${noun} is never asked to attack the TIE ahead, and the log says why`,
      state: table('engagement', name, 'x'),
      play: engagement,
      check: (s, seen) => {
        expect(xAskedToAttack(seen)).toBe(false);
        expect(noAttackWhy(s)).toContain(`range 0 of ${noun} cannot perform attacks`);
      },
    },
    doesNotApply: {
      name: `with ${noun} far away it is asked`,
      state: table('engagement', name, null),
      play: engagement,
      check: (_s, seen) => expect(xAskedToAttack(seen)).toBe(true),
    },
  };
}

export const SPECS: CardSpec[] = [
  noAttackSpec('asteroid', 'asteroid-1', 'an asteroid'),
  noAttackSpec('debris', 'debris-1', 'a debris cloud'),
  {
    source: 'obstacle:gas-cloud',
    standing: true,
    applies: {
      name: 'a TIE at range 0 of a gas cloud cannot be locked (not offered to the X-wing), nor attack',
      state: table('activation', 'gas-cloud-1', 't'),
      play: (s) => {
        expect(locksOffered(s)).toEqual([]);
        return engagement(s);
      },
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 't')).toBe(false);
        expect(s.log.find((e) => e.type === 'no-attack' && e.ship === 't')?.text).toContain(
          'range 0 of a gas cloud cannot perform attacks',
        );
      },
    },
    doesNotApply: {
      name: 'with the gas cloud far away the X-wing may lock the TIE',
      state: table('activation', 'gas-cloud-1', null),
      play: (s) => {
        expect(locksOffered(s)).toEqual(['lock:t']);
        return [];
      },
      check: () => undefined,
    },
  },
  {
    source: 'obstacle:electro-chaff',
    standing: true,
    applies: {
      name: 'a TIE at range 0 of an electro-chaff cloud cannot be locked, but may still attack',
      state: table('activation', 'gas-cloud-1', 't', 'electro-chaff'),
      play: (s) => {
        expect(locksOffered(s)).toEqual([]);
        return engagement(s);
      },
      check: (_s, seen) => expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 't')).toBe(true),
    },
    doesNotApply: {
      name: 'with the electro-chaff cloud far away the X-wing may lock the TIE',
      state: table('activation', 'gas-cloud-1', null, 'electro-chaff'),
      play: (s) => {
        expect(locksOffered(s)).toEqual(['lock:t']);
        return [];
      },
      check: () => undefined,
    },
  },
];
