/**
 * Tokens whose rules are standing abilities of the token (abilities/cards/subsystems/tokens.ts): disarm and cloak
 * forbid attacks (000 "Disarm Tokens"; 002 "Cloak"), ion allows the focus action only (000 "Ion Tokens"). Played
 * through createFromPosition + applyInPlace.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

/** An X-wing (x) with `tokens` faces a TIE at range 1 in the Engagement Phase. */
const facing = (tokens: PositionShip['tokens']) => () =>
  position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, tokens }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 } }],
  );
const engagement = (s: GameState) => playUntil(s, (st) => st.phase !== 'engagement');
const xAskedToAttack = (seen: Decision[]) => seen.some((d) => d.kind === 'declare-attack' && d.ship === 'x');
const noAttackWhy = (s: GameState) => s.log.find((e) => e.type === 'no-attack' && e.ship === 'x')?.text ?? '';

/** An X-wing (x) with `tokens` at its Perform Action step (its dial a 2-straight). */
const acting = (tokens: PositionShip['tokens']) => () =>
  position(
    'activation',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '2F', tokens }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
  );
const actionStep = (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'activation' || (st.pending?.kind === 'choose-action' && st.pending.ship === 'x'));
const offered = (s: GameState) => (s.pending?.options ?? []).map((o) => o.id).filter((id) => id !== 'pass');

export const SPECS: CardSpec[] = [
  {
    source: 'token:disarm',
    standing: true,
    applies: {
      name: 'a disarmed X-wing with a TIE ahead is never asked to attack, and the log says why',
      state: facing({ disarm: 1 }),
      play: engagement,
      check: (s, seen) => {
        expect(xAskedToAttack(seen)).toBe(false);
        expect(noAttackWhy(s)).toMatch(/disarmed ships cannot perform attacks/);
      },
    },
    doesNotApply: {
      name: 'without the token it is asked',
      state: facing({}),
      play: engagement,
      check: (_s, seen) => expect(xAskedToAttack(seen)).toBe(true),
    },
  },
  {
    source: 'token:cloak',
    standing: true,
    applies: {
      name: 'a cloaked X-wing with a TIE ahead is never asked to attack',
      state: facing({ cloak: 1 }),
      play: engagement,
      check: (s, seen) => {
        expect(xAskedToAttack(seen)).toBe(false);
        expect(noAttackWhy(s)).toMatch(/cloaked ships cannot perform attacks/);
      },
    },
    doesNotApply: {
      name: 'with a focus token instead it is asked',
      state: facing({ focus: 1 }),
      play: engagement,
      check: (_s, seen) => expect(xAskedToAttack(seen)).toBe(true),
    },
  },
  {
    source: 'token:ion',
    standing: true,
    applies: {
      name: 'an ionised X-wing (one ion token, small base) is offered the focus action only',
      state: acting({ ion: 1 }),
      play: actionStep,
      check: (s) => expect(offered(s)).toEqual(['focus']),
    },
    doesNotApply: {
      name: 'a medium-base ship with one ion token is not ionised: its whole bar is offered',
      state: () =>
        position(
          'activation',
          [
            {
              id: 'x',
              pilot: 'norrawexley',
              pose: { x: 400, y: 150, heading: 0 },
              dial: '2F',
              tokens: { ion: 1 },
            },
          ],
          [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
        ),
      play: actionStep,
      check: (s) => expect(offered(s).length).toBeGreaterThan(1),
    },
  },
];
