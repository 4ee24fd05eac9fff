/**
 * Card specs for abilities/cards/movement/resistance-rz2awing.ts. Rules: 000 "Turret Arcs", the Rotate action,
 * "Action Difficulty" (a red action gives a stress token), 001 Perform Action (each action once a round).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** An RZ-2 (`a`, Refined Gyrostabilizers, turret forward) flying a 2 straight, an X-wing wingman `w` beside it. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('a', 'bluesquadronrecruit', 400, 150, { dial: '2F', turret: 'front', ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' }),
      ],
      [farTie()],
    );
/** Every ship focuses; the Refined Gyrostabilizers action (when offered) turns the turret to the rear. */
const play = () =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Gyrostabilizers') ? ['rotate-arc:rear'] : undefined),
      picks('choose-action', 'focus'),
    ),
  );
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

/**
 * Greer Sonnel (`g`, turret forward) flies a 2 straight from (400, 150) to y 270; a TIE at (400, 290) cuts it short
 * when `block`; a wingman RZ-2 (`w`) flies it when `wing` (Greer has then activated). Every ship passes its action.
 */
const greerTable =
  (opts: { block?: boolean; wing?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'greersonnel', 400, 150, {
          dial: '2F',
          turret: 'front',
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'bluesquadronrecruit', 200, 150, { dial: '2F', turret: 'front' })] : []),
      ],
      [opts.block ? imperial('t', 'academypilot', 400, 290, { dial: '1F', round: { activated: true } }) : farTie()],
    );
const greerPlay = playing(leaves('activation'), () =>
  answers(
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Greer Sonnel') ? ['use:rear'] : undefined),
    picks('choose-action', 'pass'),
  ),
);

/**
 * Suralinda Javos (`s`, turret forward) flies a 2 straight from (400, 150); a TIE at (400, 290) cuts it short unless
 * `free`; a wingman RZ-2 (`w`) is cut short by a TIE instead when `wing` (Suralinda has then activated). She turns
 * 180° when asked, and passes her action.
 */
const suraTable =
  (opts: { free?: boolean; wing?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('s', 'suralindajavos', 400, 150, {
          dial: '2F',
          turret: 'front',
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'bluesquadronrecruit', 200, 150, { dial: '2F', turret: 'front' })] : []),
      ],
      [
        imperial('t', 'academypilot', opts.wing ? 200 : 400, opts.free ? 850 : 290, {
          dial: '1F',
          round: { activated: true },
        }),
      ],
    );
const suraPlay = playing(leaves('activation'), () =>
  answers(
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Suralinda Javos') ? ['use:180'] : undefined),
    picks('choose-action', 'pass'),
  ),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:suralindajavos',
    applies: kase('cut short by the TIE: a strain token turns her about', suraTable(), suraPlay, (s) => {
      expect(shipOf(s, 's').round.partial).toBe(true);
      expect(shipOf(s, 's').pose!.heading).toBe(180);
      expect(shipOf(s, 's').tokens.strain).toBe(1);
    }),
    doesNotApply: [
      kase('a full 2 straight: not asked', suraTable({ free: true }), suraPlay, (s, seen) => {
        expect(offered(seen, 'Suralinda Javos')).toBe(false);
        expect(shipOf(s, 's').pose!.heading).toBe(0);
      }),
      kase('a wingman cut short: not asked', suraTable({ wing: true }), suraPlay, (s, seen) => {
        expect(shipOf(s, 'w').round.partial).toBe(true);
        expect(offered(seen, 'Suralinda Javos')).toBe(false);
      }),
    ],
  },
  {
    source: 'pilot:greersonnel',
    applies: kase('a full 2 straight: his turret turns to the rear', greerTable(), greerPlay, (s) => {
      expect(shipOf(s, 'g').turret).toBe('rear');
      expect(logged(s, 'action-performed', 'g')).toHaveLength(0);
    }),
    doesNotApply: [
      kase('the 2 straight cut short by a TIE: not asked', greerTable({ block: true }), greerPlay, (s, seen) => {
        expect(shipOf(s, 'g').round.partial).toBe(true);
        expect(offered(seen, 'Greer Sonnel')).toBe(false);
        expect(shipOf(s, 'g').turret).toBe('front');
      }),
      kase('a wingman’s full 2 straight: not asked', greerTable({ wing: true }), greerPlay, (s, seen) => {
        expect(offered(seen, 'Greer Sonnel')).toBe(false);
        expect(shipOf(s, 'w').turret).toBe('front');
      }),
    ],
  },
  {
    source: 'ship-ability:refinedgyrostabilizers',
    applies: kase('after its focus, a red rotate to the rear (never to a side)', table(), play(), (s, seen) => {
      const asked = seen.find((d) => d.kind === 'choose-action' && d.prompt.includes('Gyrostabilizers'));
      expect(asked?.options.map((o) => o.id).filter((id) => id.startsWith('rotate-arc'))).toEqual(['rotate-arc:rear']);
      expect(performed(s, 'a')).toEqual(['focus', 'rotate-arc']);
      expect(shipOf(s, 'a').turret).toBe('rear');
      expect(shipOf(s, 'a').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase(
        'the X-wing wingman focuses while the RZ-2 has activated',
        table({ round: { activated: true } }),
        play(),
        (s, seen) => {
          expect(actionOffered(seen, 'Gyrostabilizers')).toBe(false);
          expect(performed(s, 'w')).toEqual(['focus']);
        },
      ),
      kase(
        'it has boosted and rotated this round already',
        table({ round: { actions: ['boost', 'rotate-arc'] } }),
        play(),
        (s, seen) => {
          expect(actionOffered(seen, 'Gyrostabilizers')).toBe(false);
          expect(performed(s, 'a')).toEqual(['focus']);
        },
      ),
    ],
  },
];

/** Zari Bangel (`z`, or another RZ-2 pilot) flying `dial` up the table, an enemy TIE (having activated) at y `tieY`. */
const zariTable = (pilot: string, dial: string, tieY: number) => () =>
  position(
    'activation',
    [rebel('z', pilot, 400, 150, { dial })],
    [imperial('t', 'academypilot', 400, tieY, { dial: '1F', round: { activated: true } })],
  );
/** Passes the enemy overlap's red action, then focuses in the Perform Action step if it comes. */
const zariPlay = playing(leaves('activation'), () => picks('choose-action', 'focus', 'z'));
const zariActed = (s: GameState) => logged(s, 'action-performed', 'z').map((e) => e.data?.action);
SPECS.push({
  source: 'pilot:zaribangel',
  standing: true,
  applies: kase(
    'her 3 straight cut short by the TIE: she keeps her Perform Action step and focuses',
    zariTable('zaribangel', '3F', 345),
    zariPlay,
    (s) => {
      expect(shipOf(s, 'z').round.partial).toBe(true);
      expect(logged(s, 'action-skipped', 'z')).toHaveLength(0);
      expect(zariActed(s)).toEqual(['focus']);
    },
  ),
  doesNotApply: [
    kase(
      'another RZ-2 pilot cut short the same way skips it',
      zariTable('bluesquadronrecruit', '3F', 345),
      zariPlay,
      (s) => {
        expect(logged(s, 'action-skipped', 'z')).toHaveLength(1);
        expect(zariActed(s)).toEqual([]);
      },
    ),
  ],
});
