/**
 * Card specs for abilities/cards/movement/republic-eta2actis.ts. Rules: 001 System Phase (each ship in initiative order), 000
 * "Action Difficulty": a purple action spends 1 Force.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  playUntil,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A Jedi General Eta-2 (2 Force) (`g`) in the System Phase, and a Jedi Knight wingman whose System step comes first. */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'system',
      [
        rebel('g', 'jedigeneral', 400, 150, { dial: '1F', force: 2, ...extra }),
        rebel('w', 'jediknight', 250, 150, { dial: '1F', force: 0 }),
      ],
      [farTie()],
    );
/**
 * Plays the System Phase, boosting straight ahead when Intuitive Controls asks; `at` gets the ship whose System step it was at
 * each ask (the last one in the cursor's done list), emptied as each game starts.
 */
const play = (at: string[]) => (s: GameState) => {
  at.length = 0;
  return playUntil(
    s,
    (st) => st.phase !== 'system',
    (d, st) => {
      if (d.kind !== 'choose-action' || !d.prompt.includes('Intuitive Controls')) return undefined;
      at.push(st.cursor.done?.at(-1) ?? '');
      return d.options.some((o) => o.id === 'boost:1F') ? ['boost:1F'] : undefined;
    },
  );
};
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

const at: string[] = [];
const SPEC_LIST: CardSpec[] = [
  {
    source: 'ship-ability:intuitivecontrols',
    applies: kase('in its own System step, a purple boost for 1 Force', table(), play(at), (s) => {
      // Asked once, at its own System step (not at the wingman's, which comes first).
      expect(at).toEqual(['g']);
      expect(performed(s, 'g')).toEqual(['boost']);
      expect(shipOf(s, 'g').force).toBe(1);
    }),
    doesNotApply: [
      kase('no Force to pay a purple action', table({ force: 0 }), play(at), (s, seen) => {
        expect(actionOffered(seen, 'Intuitive Controls')).toBe(false);
        expect(performed(s, 'g')).toEqual([]);
      }),
    ],
  },
];

/**
 * The Jedi pair's pilots (001 Activation 2; 000 "Friendly and Enemy", "Measuring Range"): the pilot `me` and its
 * partner `p` (the other of Anakin and Obi-Wan), each holding a deplete token (a red token), set to the white 5-straight
 * (a blue maneuver would take a red token away by itself), enemy TIEs `t1` / `t2`.
 */
type JediCard = {
  xws: string;
  name: string;
  partner: string;
  /** What the use did, to ship `id`, given the ship's state. */
  did: (s: GameState, id: string) => void;
  /** The answer taking what it gives (a token answered, an action picked). */
  take: (ship: string) => (d: Decision) => [string] | undefined;
  siege: boolean;
};
const ship = (id: string, pilot: string, x: number, y: number, extra: Partial<PositionShip> = {}) =>
  rebel(id, pilot, x, y, { dial: '5F', force: 3, tokens: { deplete: 1 }, ...extra });
const done = { round: { activated: true } };
const jediPlay = (card: JediCard) =>
  playing(leaves('activation'), () => answers(useAbilityOf(card.name), card.take('me'), card.take('p')));
const usedFor = (s: GameState, card: JediCard) =>
  s.log.filter((e) => e.type === 'ability-used' && e.data?.source === `pilot:${card.xws}`).length;

function jediSpec(card: JediCard): CardSpec {
  const notOffered = (_s: GameState, seen: Decision[]) => expect(offered(seen, card.name)).toBe(false);
  const doesNot = [
    kase(
      'a friendly ship of another pilot moves, both outnumbered, the pilot already activated',
      () =>
        position(
          'activation',
          [
            // Facing away from t1: a boost or barrel roll it could make, were it asked.
            ship('me', card.xws, 300, 150, { ...done, pose: { x: 300, y: 150, heading: 180 } }),
            ship('w', 'jediknight', 500, 150),
          ],
          [imperial('t1', 'academypilot', 300, 270, done), imperial('t2', 'academypilot', 500, 520, done)],
        ),
      jediPlay(card),
      notOffered,
    ),
    kase(
      'a friendly wingman at range 1 of the pilot: one enemy is no majority',
      () =>
        position(
          'activation',
          [ship('me', card.xws, 300, 150), ship('w', 'jediknight', 380, 390, done)],
          [imperial('t1', 'academypilot', 300, 520, done), farTie()],
        ),
      jediPlay(card),
      notOffered,
    ),
    kase(
      'the partner, outnumbered, moves beyond range 3',
      () =>
        position(
          'activation',
          [ship('me', card.xws, 80, 150, done), ship('p', card.partner, 840, 150)],
          [imperial('t2', 'academypilot', 840, 520, done), farTie()],
        ),
      jediPlay(card),
      notOffered,
    ),
    kase(
      'the partner moves with no enemy near it',
      () =>
        position('activation', [ship('me', card.xws, 300, 150, done), ship('p', card.partner, 500, 150)], [farTie()]),
      jediPlay(card),
      notOffered,
    ),
    kase(
      'an enemy ship of the partner’s pilot moves near the pilot, outnumbered',
      () =>
        position(
          'activation',
          [ship('me', card.xws, 300, 300, done)],
          [imperial('e', card.partner, 300, 650, { dial: '5F', force: 3, tokens: { deplete: 1 } }), farTie()],
        ),
      jediPlay(card),
      notOffered,
    ),
    ...(card.siege
      ? [
          kase(
            'both maneuvers cut short by a TIE in the way (not fully executed)',
            () =>
              position(
                'activation',
                [ship('me', card.xws, 300, 150), ship('p', card.partner, 480, 150)],
                [imperial('t1', 'academypilot', 300, 400, done), imperial('t2', 'academypilot', 480, 400, done)],
              ),
            jediPlay(card),
            notOffered,
          ),
          kase(
            'the pilot has already performed that action this round',
            () =>
              position(
                'activation',
                [ship('me', card.xws, 300, 150, { round: { actions: ['barrel-roll', 'boost'] } })],
                [imperial('t1', 'academypilot', 300, 520, done), farTie()],
              ),
            jediPlay(card),
            notOffered,
          ),
        ]
      : []),
  ];
  return {
    source: `pilot:${card.xws}`,
    applies: kase(
      'the pilot, then its partner, each outnumbered at range 1 after moving: a Force for each',
      () =>
        position(
          'activation',
          [ship('me', card.xws, 300, 150), ship('p', card.partner, 500, 150)],
          [imperial('t1', 'academypilot', 300, 520, done), imperial('t2', 'academypilot', 500, 520, done)],
        ),
      jediPlay(card),
      (s) => {
        expect(usedFor(s, card)).toBe(2);
        expect(shipOf(s, 'me').force).toBe(1);
        card.did(s, 'me');
        card.did(s, 'p');
      },
    ),
    doesNotApply: doesNot,
  };
}

const acted = (s: GameState, id: string) => logged(s, 'action-performed', id).map((e) => e.data?.action);
const noAnswer = () => () => undefined;
export const SPECS: CardSpec[] = [
  ...SPEC_LIST,
  jediSpec({
    xws: 'anakinskywalker-eta2actis',
    name: 'Anakin Skywalker',
    partner: 'obiwankenobi-eta2actis',
    siege: false,
    take: noAnswer,
    did: (s, id) => expect(shipOf(s, id).tokens.deplete ?? 0).toBe(0),
  }),
  jediSpec({
    xws: 'obiwankenobi-eta2actis',
    name: 'Obi-Wan Kenobi',
    partner: 'anakinskywalker-eta2actis',
    siege: false,
    take: noAnswer,
    did: (s, id) => expect(shipOf(s, id).tokens.focus).toBe(1),
  }),
  jediSpec({
    xws: 'anakinskywalker-siegeofcoruscant',
    name: 'Anakin Skywalker',
    partner: 'obiwankenobi-siegeofcoruscant',
    siege: true,
    take: (id) => (d) => picks('choose-action', 'barrel-roll:right', id)(d, undefined as never) as [string] | undefined,
    did: (s, id) => expect(acted(s, id)).toEqual(['barrel-roll']),
  }),
  jediSpec({
    xws: 'obiwankenobi-siegeofcoruscant',
    name: 'Obi-Wan Kenobi',
    partner: 'anakinskywalker-siegeofcoruscant',
    siege: true,
    take: (id) => (d) => picks('choose-action', 'boost', id)(d, undefined as never) as [string] | undefined,
    did: (s, id) => expect(acted(s, id)).toEqual(['boost']),
  }),
];
