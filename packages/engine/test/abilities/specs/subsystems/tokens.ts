/**
 * Tokens whose rules are standing abilities of the token (abilities/cards/subsystems/tokens.ts): disarm and cloak
 * forbid attacks (000 "Disarm Tokens"; 002 "Cloak"), ion allows the focus action only (000 "Ion Tokens"); jam takes
 * a green token or a lock, tractor moves the ship and takes a defense die, deplete takes an attack die
 * (rules-reference-supplement.md "Jam", "Tractor", "Deplete"). Played through createFromPosition + applyInPlace.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { diceCounts } from '../../spec-helpers.js';
import { answers, attacks, hasLogged, picks, playUntil, position, rolls, shipOf } from '../../flow-harness.js';

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

/** An HWK-290 (h) flies a 1-straight, then has the TIE r1 (`tokens`) at range 1 for its jam action. */
const jamming = (tokens: PositionShip['tokens']) => () =>
  position(
    'activation',
    [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
    [
      { id: 'far', pilot: 'academypilot', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' },
      { id: 'r1', pilot: 'academypilot', pose: { x: 480, y: 150, heading: 0 }, dial: '1F', initiative: 4, tokens },
    ],
  );
/** Plays the HWK's activation with `action` (the TIE's jam-removal answered by removing its evade token). */
const hwkDoes = (action: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'r1',
    answers(picks('choose-action', action, 'h'), picks('jam-removal', 'remove:evade')),
  );

/** The TIE t (initiative 5, after the X-wings) is asked for its action. */
const tieActs = (s: GameState) => s.pending?.kind === 'choose-action' && s.pending.ship === 't';

/** Foreman Proach (p) has the Rebel ship `pilot` (x) straight ahead in his bullseye at range 2. */
const proachFacing = (pilot: string) => () =>
  position(
    'engagement',
    [{ id: 'x', pilot, pose: { x: 400, y: 300, heading: 0 } }],
    [{ id: 'p', pilot: 'foremanproach', pose: { x: 400, y: 500, heading: 180 } }],
  );
/** Proach gives the tractor token; his player boosts the ship if asked; its player keeps its facing. */
const proachTractors = (s: GameState) =>
  playUntil(
    s,
    (st) => st.pending?.kind === 'declare-attack' && st.pending.ship === 'x',
    answers(picks('use-ability', 'use:x', 'p'), picks('tractor-move', 'boost:1F'), picks('tractor-rotate', 'decline')),
  );

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
  {
    source: 'token:jam',
    applies: {
      name: 'the HWK jams a TIE holding focus and evade: its player picks the evade, which the TIE loses with the jam',
      state: jamming({ focus: 1, evade: 1 }),
      play: hwkDoes('jam:r1'),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'jam-removal' && d.player === 0)).toBe(true);
        expect(shipOf(s, 'r1').tokens).toEqual({ focus: 1 });
      },
    },
    doesNotApply: [
      {
        name: 'the HWK focuses instead: the TIE keeps both tokens',
        state: jamming({ focus: 1, evade: 1 }),
        play: hwkDoes('focus'),
        check: (s) => expect(shipOf(s, 'r1').tokens).toEqual({ focus: 1, evade: 1 }),
      },
      {
        name: 'the HWK jams a TIE already jammed: its second jam token asks nothing, and it keeps its tokens',
        state: jamming({ jam: 1, focus: 1, evade: 1 }),
        play: hwkDoes('jam:r1'),
        check: (s, seen) => {
          expect(seen.some((d) => d.kind === 'jam-removal')).toBe(false);
          expect(shipOf(s, 'r1').tokens).toEqual({ jam: 2, focus: 1, evade: 1 });
        },
      },
      {
        name: 'a jammed X-wing flies a red 4-K-turn: the stress token it gains stays, and so does its jam token',
        state: () =>
          position(
            'activation',
            [
              {
                id: 'x',
                pilot: 'redsquadronveteran',
                pose: { x: 400, y: 150, heading: 0 },
                dial: '4K',
                tokens: { jam: 1 },
              },
            ],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F', initiative: 5 }],
          ),
        play: (s) => playUntil(s, tieActs),
        check: (s) => expect(shipOf(s, 'x').tokens).toEqual({ jam: 1, stress: 1 }),
      },
      {
        name: 'beside a jammed X-wing, one wingman focuses and another locks the TIE: they keep both, it keeps its jam',
        state: () =>
          position(
            'activation',
            [
              {
                id: 'x',
                pilot: 'redsquadronveteran',
                pose: { x: 300, y: 150, heading: 0 },
                dial: '1F',
                initiative: 2,
                tokens: { jam: 1 },
              },
              { id: 'y', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', initiative: 3 },
              { id: 'z', pilot: 'redsquadronveteran', pose: { x: 500, y: 150, heading: 0 }, dial: '1F', initiative: 4 },
            ],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 }, dial: '1F', initiative: 5 }],
          ),
        play: (s) =>
          playUntil(s, tieActs, answers(picks('choose-action', 'focus', 'y'), picks('choose-action', 'lock:t', 'z'))),
        check: (s) => {
          expect(shipOf(s, 'x').tokens).toEqual({ jam: 1 });
          expect(shipOf(s, 'y').tokens).toEqual({ focus: 1 });
          expect(shipOf(s, 'z').locks).toEqual([{ target: 't' }]);
        },
      },
    ],
  },
  {
    source: 'token:tractor',
    applies: {
      name: 'Proach tractors an X-wing (small: one token): his player boosts it 80 mm ahead',
      state: proachFacing('redsquadronveteran'),
      play: proachTractors,
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'tractor-move' && d.player === 1)).toBe(true);
        expect(shipOf(s, 'x').pose!.y).toBeCloseTo(380, 6);
      },
    },
    doesNotApply: [
      {
        name: 'a U-wing (medium: two tokens needed) with the one token is not moved',
        state: proachFacing('bluesquadronscout'),
        play: proachTractors,
        check: (s, seen) => {
          expect(shipOf(s, 'x').tokens.tractor).toBe(1);
          expect(seen.some((d) => d.kind === 'tractor-move')).toBe(false);
          expect(shipOf(s, 'x').pose!.y).toBe(300);
        },
      },
      {
        name: 'the tractored X-wing attacks: the TIE defends with its full 3 dice',
        state: facing({ tractor: 1 }),
        play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'))),
        check: (_s, seen) => expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 4, defense: 3 }),
      },
      {
        name: 'a Lambda (large: three tokens needed) with one tractor token defends with its full 1 die',
        state: () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 'l', pilot: 'omicrongrouppilot', pose: { x: 400, y: 460, heading: 180 }, tokens: { tractor: 1 } }],
          ),
        play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 'l'))),
        check: (_s, seen) => expect(diceCounts(seen, 'x', 'l').defense).toBe(1),
      },
    ],
  },
  {
    source: 'token:deplete',
    applies: {
      name: 'a depleted X-wing attacks with 2 dice at range 1 (3 + 1 − 1) and removes its deplete token',
      state: facing({ deplete: 1 }),
      play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'), rolls('x', 'attack', []))),
      check: (s, seen) => {
        expect(seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x')?.count).toBe(3);
        expect(shipOf(s, 'x').tokens.deplete ?? 0).toBe(0);
      },
    },
    doesNotApply: [
      {
        name: 'without the token it rolls 4',
        state: facing({}),
        play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'), rolls('x', 'attack', []))),
        check: (_s, seen) => expect(seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x')?.count).toBe(4),
      },
      {
        name: 'the X-wing attacks a depleted TIE: 4 attack dice, 3 defense dice, and the TIE keeps its deplete token',
        state: () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 }, tokens: { deplete: 1 } }],
          ),
        play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'))),
        check: (s, seen) => {
          expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 4, defense: 3 });
          expect(shipOf(s, 't').tokens.deplete).toBe(1);
        },
      },
    ],
  },
  {
    source: 'token:deplete',
    applies: {
      name: 'an X-wing with two deplete tokens attacks: 3 dice, one token removed after its attack roll and none after the TIE’s defense roll',
      state: facing({ deplete: 2 }),
      play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'))),
      check: (s, seen) => {
        expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 3, defense: 3 });
        expect(shipOf(s, 'x').tokens.deplete).toBe(1);
      },
    },
    doesNotApply: {
      name: 'without the tokens it rolls 4 and gains none',
      state: facing({}),
      play: (s) => playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'))),
      check: (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(4);
        expect(shipOf(s, 'x').tokens.deplete ?? 0).toBe(0);
      },
    },
  },
];
