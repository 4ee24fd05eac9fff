/**
 * Card specs for abilities/cards/movement/imperial-tiereaper.ts. Rules: 001 Activation Phase (Reveal Dial), 000
 * "Boost" (placed by @xwing/geometry repositionOptions), "Stress"; "Vizier": supplement "Coordinate", 001 Activation
 * 2.4 (Perform Action).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** A Scarif Base Pilot (`r`, TIE reaper) at (400, 750) facing down the table; a TIE/ln wingman `w`. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('r', 'scarifbasepilot', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
      ],
    );
/** The reaper's move before its reveal is the 1-straight boost. */
const play = playing(
  leaves('activation'),
  () => (d) =>
    d.kind === 'choose-action' && d.prompt.includes('Controlled Ailerons')
      ? picks('choose-action', 'boost:1F', 'r')(d, undefined as never)
      : undefined,
);
const moves = (s: GameState) => logged(s, 'ship-repositioned', 'r');

/**
 * "Vizier" (`v`, TIE reaper) at (400, 750) facing down, and a TIE/ln `w` beside him that activates first; with `wing`, a
 * Scarif Base Pilot reaper `s` (Controlled Ailerons) activates while Vizier has.
 */
const vizierTable =
  (extra: Partial<PositionShip> = {}, wing = false) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('v', 'vizier', 400, 750, { dial: '1F', ...extra }),
        imperial('w', 'academypilot', 250, 750, { dial: '1F' }),
        ...(wing ? [imperial('s', 'scarifbasepilot', 550, 750, { dial: '1F' })] : []),
      ],
    );
/**
 * Each reaper boosts straight ahead before its reveal when `boost`; Vizier coordinates the TIE when offered; every ship
 * focuses in its own step (the coordinated TIE, having focused, evades).
 */
const vizierPlay = (boost: boolean) =>
  playing(leaves('activation'), () =>
    answers(
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Controlled Ailerons, before')
          ? [boost && d.options.some((o) => o.id === 'boost:1F') ? 'boost:1F' : 'pass']
          : undefined,
      (d, st) =>
        d.kind === 'choose-action' && d.prompt.includes('Vizier')
          ? picks('choose-action', 'coordinate:w')(d, st)
          : undefined,
      picks('choose-action', 'focus'),
      picks('choose-action', 'evade', 'w'),
    ),
  );
const acted = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.action);
const skipped = (s: GameState, id: string) => logged(s, 'action-skipped', id).length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vizier',
    applies: kase(
      'after his Controlled Ailerons boost he coordinates the TIE (it evades); his Perform Action step is skipped',
      vizierTable(),
      vizierPlay(true),
      (s) => {
        expect(logged(s, 'ship-repositioned', 'v')).toHaveLength(1);
        expect(acted(s, 'v')).toEqual(['coordinate']);
        expect(acted(s, 'w')).toEqual(['focus', 'evade']);
        expect(skipped(s, 'v')).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'he does not boost: no coordinate, and he focuses in his own step',
        vizierTable(),
        vizierPlay(false),
        (s) => {
          expect(acted(s, 'v')).toEqual(['focus']);
          expect(skipped(s, 'v')).toBe(0);
        },
      ),
      kase(
        'he has coordinated this round already: after the boost, nothing; he focuses in his own step',
        vizierTable({ round: { actions: ['coordinate'] } }),
        vizierPlay(true),
        (s, seen) => {
          expect(logged(s, 'ship-repositioned', 'v')).toHaveLength(1);
          expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('Vizier'))).toBe(false);
          expect(acted(s, 'v')).toEqual(['focus']);
          expect(skipped(s, 'v')).toBe(0);
        },
      ),
      kase(
        'another reaper boosts with its Controlled Ailerons while Vizier has activated: Vizier is not offered anything',
        vizierTable({ round: { activated: true } }, true),
        vizierPlay(true),
        (s, seen) => {
          expect(logged(s, 'ship-repositioned', 's')).toHaveLength(1);
          expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('Vizier'))).toBe(false);
          expect(offered(seen, 'Vizier')).toBe(false);
          expect(acted(s, 's')).toEqual(['focus']);
        },
      ),
    ],
  },
  {
    source: 'ship-ability:controlledailerons',
    applies: kase(
      'before its reveal it may boost (pass offered), not as an action: no stress, no action counted',
      table(),
      play,
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Controlled Ailerons'))!;
        expect(asked.options.map((o) => o.id)).toContain('pass');
        expect(moves(s)).toHaveLength(1);
        expect(shipOf(s, 'r').round.actions).not.toContain('boost');
        expect(shipOf(s, 'r').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('stressed, it is not offered the boost', table({ tokens: { stress: 1 } }), play, (s, seen) => {
        expect(seen.some((d) => d.prompt.includes('Controlled Ailerons'))).toBe(false);
        expect(moves(s)).toHaveLength(0);
      }),
      kase(
        'the wingman reveals while the reaper has activated: the reaper is not offered a boost',
        table({ round: { activated: true } }),
        play,
        (s, seen) => {
          expect(seen.some((d) => d.prompt.includes('Controlled Ailerons'))).toBe(false);
          expect(moves(s)).toHaveLength(0);
        },
      ),
    ],
  },
];
