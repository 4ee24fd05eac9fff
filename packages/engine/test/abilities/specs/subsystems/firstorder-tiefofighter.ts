/**
 * Card specs for Lin Gaava (cards/subsystems/firstorder-tiefofighter.ts) and her Primed for Speed condition
 * (cards/subsystems/conditions.ts). Her Setup records are played through `createGame` (a game, not a position:
 * only the end of the setup phase sets them off); a position entered later never sees them fire.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, picks, playUntil, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farXwing, kase, playing } from '../../spec-helpers.js';

const content = loadContent();

/** A First Order squad: Lin Gaava, a TIE/fo without Modification, one with Afterburners, a TIE/sf; then Setup. */
function linGame(): GameState {
  return createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              { id: 'lingaava', ship: 'tiefofighter', upgrades: {} },
              { id: 'omegasquadronace', ship: 'tiefofighter', upgrades: {} },
              { id: 'muse', ship: 'tiefofighter', upgrades: { modification: ['afterburners'] } },
              { id: 'omegasquadronexpert', ship: 'tiesffighter', upgrades: {} },
            ],
          },
        },
        {
          name: 'Resistance',
          squad: { faction: 'resistance', pilots: [{ id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} }] },
        },
      ],
      seed: 'lin-gaava',
    },
    content,
  );
}
const primed = (s: GameState) =>
  s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'primedforspeed')).map((x) => x.pilot);

/** A TIE/fo `f` (Primed for Speed when `primed`) and a Fireball wingman `w` in the Activation Phase. */
const slamTable =
  (primed: boolean, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'activation',
      [
        {
          id: 'f',
          pilot: 'omegasquadronace',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          tokens,
          ...(primed ? { conditions: ['primedforspeed'] } : {}),
        } as PositionShip,
        { id: 'w', pilot: 'colossusstationmechanic', pose: { x: 200, y: 150, heading: 0 }, dial: '2F' },
      ],
      [{ ...farXwing(), pose: { x: 100, y: 850, heading: 180 } }],
    );
const slams = (ship: string) => playing(leaves('activation'), () => answers(picks('choose-action', 'slam:', ship)));
const slamOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'f' && d.options.some((o) => o.id.startsWith('slam:')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lingaava',
    applies: kase(
      'at Setup she is Primed for Speed, and so are the plain TIE/fo and the TIE/sf (not the one with a Modification)',
      linGame,
      (s) => playUntil(s, (st) => st.phase !== 'setup', useAbilityOf('Lin Gaava')),
      (s, seen) => {
        expect(primed(s).sort()).toEqual(['lingaava', 'omegasquadronace', 'omegasquadronexpert']);
        const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Lin Gaava'));
        expect(asked[0]!.options.map((o) => o.id)).toHaveLength(3);
      },
    ),
    doesNotApply: kase(
      'a position in the Activation Phase, a plain TIE/fo beside her: its phase end assigns nothing',
      () =>
        position(
          'activation',
          [
            { id: 'l', pilot: 'lingaava', pose: { x: 400, y: 150, heading: 0 }, dial: '2F' },
            { id: 'o', pilot: 'omegasquadronace', pose: { x: 250, y: 150, heading: 0 }, dial: '2F' },
          ],
          [{ ...farXwing(), pose: { x: 100, y: 850, heading: 180 } }],
        ),
      playing(leaves('activation'), () => useAbilityOf('Lin Gaava')),
      (s) => expect(primed(s)).toEqual([]),
    ),
  },
  {
    source: 'condition:primedforspeed',
    applies: kase(
      'the primed TIE/fo SLAMs (white, from the condition): one damage, and the disarm token is gone',
      slamTable(true),
      slams('f'),
      (s, seen) => {
        expect(slamOffered(seen)).toBe(true);
        expect(shipOf(s, 'f').shields).toBe(0);
        expect(shipOf(s, 'f').tokens.disarm ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('without the condition: no SLAM on its bar', slamTable(false), slams('f'), (_s, seen) =>
        expect(slamOffered(seen)).toBe(false),
      ),
      kase(
        'disarmed already, the primed TIE focuses instead: no damage',
        slamTable(true, { disarm: 1 }),
        playing(leaves('activation'), () => answers(picks('choose-action', 'focus', 'f'))),
        (s) => {
          expect(shipOf(s, 'f').shields).toBe(1);
        },
      ),
      kase(
        'the Fireball beside it SLAMs: the primed (disarmed) TIE suffers nothing',
        slamTable(true, { disarm: 1 }),
        slams('w'),
        (s) => {
          expect(shipOf(s, 'f').shields).toBe(1);
          expect(s.log.some((e) => e.type === 'action-performed' && e.ship === 'w' && e.data?.action === 'slam')).toBe(
            true,
          );
        },
      ),
    ],
  },
];
