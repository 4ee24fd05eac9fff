/**
 * Card specs for the Rebel T-65 X-wing pilots and ship abilities (Hope, Locked S-Foils) of
 * abilities/cards/movement/rebel-xwing.ts. Rules: 000 Timing and Abilities; 001 System Phase, Activation Phase
 * (Reveal Dial, Perform Action), Destroying Ships; 001 Initiative, Deplete.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const edrioTable = (focus: number) => () =>
  position(
    'activation',
    [rebel('e', 'edriotwotubes', 400, 150, { dial: '2F', ...(focus ? { tokens: { focus } } : {}) })],
    [farTie()],
  );
const edrioPlay = playing(
  (s) => logged(s, 'dial-revealed', 'e').length > 0,
  () => useAbilityOf('Edrio Two Tubes', picks('choose-action', 'barrel-roll:left:middle', 'e')),
);

const leevanTable = () => position('activation', [rebel('l', 'leevantenza', 400, 150, { dial: '2F' })], [farTie()]);
const leevanPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Leevan Tenza'),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Leevan Tenza') ? ['evade'] : undefined),
      picks('choose-action', action, 'l'),
    ),
  );

const kullbeeTable = () =>
  position(
    'activation',
    [rebel('k', 'kullbeesperado', 400, 150, { dial: '2F', upgrades: [{ xws: 'servomotorsfoils', side: 1 }] })],
    [farTie()],
  );
const kullbeePlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('flip your configuration card'), picks('choose-action', action, 'k')),
  );

/** The pilot (id = its initial) at (400, 150) and a wingman X-wing (w) beside it, both flying a 2-straight. */
const wingmanTable =
  (pilot: string, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel(pilot[0]!, pilot, 400, 150, { dial: '2F', ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' }),
      ],
      [farTie()],
    );
/** The wingman barrel rolls (left, middle) and the pilot `id` focuses, answered with `first` before either. */
const wingmanPlay = (id: string, first: Answer) =>
  playing(leaves('activation'), () =>
    answers(first, picks('choose-action', 'barrel-roll:left:middle', 'w'), picks('choose-action', 'focus', id)),
  );

const biggsTable = (lukeY: number) => () =>
  position(
    'system',
    [
      rebel('b', 'biggsdarklighter-battleofyavin', 200, 150, { dial: '1F' }),
      rebel('l', 'lukeskywalker-battleofyavin', 200, lukeY, { dial: '1F' }),
    ],
    [farTie()],
  );

/** Plays the System Phase (Biggs picks Luke) and the Activation Phase. */
const biggsPlay = (s: GameState) => [
  ...playUntil(s, leaves('system'), picks('use-ability', 'use:l', 'b')),
  ...playUntil(s, leaves('activation')),
];

const sFoilsTable = (pilot: string) => () =>
  position('activation', [rebel('x', pilot, 400, 150, { dial: '2F' })], [farTie()]);
const sFoilsPlay = (action: string) => playing(leaves('activation'), () => picks('choose-action', action, 'x'));

/** A shieldless X-wing one hit from destruction, the Hope ship beside it at `hopeX`, a TIE attacking it. */
const hopeTable =
  (pilot: string, hopeX: number, hope: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('v', 'redsquadronveteran', 400, 300, {
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
        }),
        rebel('h', pilot, hopeX, 300, hope),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const hopePlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Hope') ? ['focus'] : undefined),
  ),
);
const hope = (pilot: string): CardSpec => ({
  source: 'ship-ability:hope',
  applies: kase(
    `${pilot}: the wingman at range 1 is destroyed, the ship focuses`,
    hopeTable(pilot, 480),
    hopePlay,
    (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(actionOffered(seen, 'Hope')).toBe(true);
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      // The ship ability is written: the game does not report it missing.
      expect(logged(s, 'ability-not-implemented').map((e) => e.data?.source)).not.toContain('ship-ability:hope');
    },
  ),
  doesNotApply: [
    kase(`${pilot}: the wingman destroyed beyond range 3`, hopeTable(pilot, 760), hopePlay, (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(actionOffered(seen, 'Hope')).toBe(false);
    }),
    kase(
      `${pilot}: the wingman at range 1 destroyed after the ship has focused and boosted this round`,
      hopeTable(pilot, 480, { round: { actions: ['focus', 'boost'] } }),
      hopePlay,
      (s, seen) => {
        expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
        expect(actionOffered(seen, 'Hope')).toBe(false);
        expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:edriotwotubes',
    applies: kase(
      'with a focus token he barrel rolls before his dial is revealed',
      edrioTable(1),
      edrioPlay,
      (s, seen) => {
        expect(offered(seen, 'Edrio Two Tubes')).toBe(true);
        expect(logged(s, 'action-performed', 'e').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        expect(shipOf(s, 'e').pose!.x).toBeLessThan(400);
      },
    ),
    doesNotApply: [
      kase('without a focus token he is not asked', edrioTable(0), edrioPlay, (s, seen) => {
        expect(offered(seen, 'Edrio Two Tubes')).toBe(false);
        expect(logged(s, 'action-performed', 'e')).toHaveLength(0);
      }),
      kase(
        'focused but stressed: he could perform no action, so he is not asked',
        () =>
          position(
            'activation',
            [rebel('e', 'edriotwotubes', 400, 150, { dial: '2F', tokens: { focus: 1, stress: 1 } })],
            [farTie()],
          ),
        edrioPlay,
        (_s, seen) => expect(offered(seen, 'Edrio Two Tubes')).toBe(false),
      ),
      kase(
        'focused, he has activated already: his wingman’s activation does not ask him',
        () =>
          position(
            'activation',
            [
              rebel('e', 'edriotwotubes', 400, 150, { dial: '2F', tokens: { focus: 1 }, round: { activated: true } }),
              rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' }),
            ],
            [farTie()],
          ),
        playing(leaves('activation'), () => useAbilityOf('Edrio Two Tubes')),
        (_s, seen) => expect(offered(seen, 'Edrio Two Tubes')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:leevantenza',
    applies: kase(
      'after a barrel roll he performs a red evade',
      leevanTable,
      leevanPlay('barrel-roll:left:middle'),
      (s, seen) => {
        expect(offered(seen, 'Leevan Tenza')).toBe(true);
        expect(logged(s, 'action-performed', 'l').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['barrel-roll', 'white'],
          ['evade', 'red'],
        ]);
        expect(logged(s, 'stress-gained', 'l')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('after a focus action', leevanTable, leevanPlay('focus'), (s, seen) => {
        expect(offered(seen, 'Leevan Tenza')).toBe(false);
        expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['focus']);
      }),
      kase(
        'after a barrel roll, with an evade already performed this round',
        () =>
          position(
            'activation',
            [rebel('l', 'leevantenza', 400, 150, { dial: '2F', round: { actions: ['evade'] } })],
            [farTie()],
          ),
        leevanPlay('barrel-roll:left:middle'),
        (s, seen) => {
          expect(offered(seen, 'Leevan Tenza')).toBe(false);
          expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        },
      ),
      kase(
        'he focuses; his wingman barrel rolls',
        wingmanTable('leevantenza'),
        wingmanPlay(
          'l',
          answers(useAbilityOf('Leevan Tenza'), (d) =>
            d.kind === 'choose-action' && d.prompt.includes('Leevan Tenza') ? ['evade'] : undefined,
          ),
        ),
        (s, seen) => {
          expect(offered(seen, 'Leevan Tenza')).toBe(false);
          expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        },
      ),
    ],
  },
  {
    source: 'pilot:kullbeesperado',
    applies: kase(
      'after a barrel roll, the open S-foils are flipped closed',
      kullbeeTable,
      kullbeePlay('barrel-roll:left:middle'),
      (s, seen) => {
        expect(offered(seen, 'flip your configuration card')).toBe(true);
        expect(logged(s, 'upgrade-flipped', 'k').map((e) => e.data)).toEqual([
          { upgrade: 'servomotorsfoils', side: 0 },
        ]);
        expect(shipOf(s, 'k').upgrades[0]!.side).toBe(0);
      },
    ),
    doesNotApply: [
      kase('after a focus action', kullbeeTable, kullbeePlay('focus'), (s, seen) => {
        expect(offered(seen, 'flip your configuration card')).toBe(false);
        expect(shipOf(s, 'k').upgrades[0]!.side).toBe(1);
      }),
      kase(
        'after a barrel roll, with no configuration card equipped',
        () => position('activation', [rebel('k', 'kullbeesperado', 400, 150, { dial: '2F' })], [farTie()]),
        kullbeePlay('barrel-roll:left:middle'),
        (s, seen) => {
          expect(offered(seen, 'flip your configuration card')).toBe(false);
          expect(logged(s, 'upgrade-flipped')).toHaveLength(0);
        },
      ),
      kase(
        'he focuses; his wingman barrel rolls',
        wingmanTable('kullbeesperado', { upgrades: [{ xws: 'servomotorsfoils', side: 1 }] }),
        wingmanPlay('k', useAbilityOf('flip your configuration card')),
        (s, seen) => {
          expect(offered(seen, 'flip your configuration card')).toBe(false);
          expect(shipOf(s, 'k').upgrades[0]!.side).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'pilot:biggsdarklighter-battleofyavin',
    applies: kase(
      'Luke at range 1: Biggs acts at initiative 5 (a lasting effect), which ends with the Activation Phase',
      biggsTable(260),
      biggsPlay,
      (s, seen) => {
        expect(offered(seen, 'Biggs Darklighter')).toBe(true);
        expect(logged(s, 'lasting-started', 'b').map((e) => e.data?.window)).toEqual(['ship:initiative']);
        expect(logged(s, 'lasting-ended', 'b')).toHaveLength(1);
        expect(s.lasting).toBeUndefined();
        expect(usedIndexes(s, 'pilot:biggsdarklighter-battleofyavin')).toEqual([0]);
        // Biggs (now 5) activates after the far TIE (1) and with Luke (5), not before Luke as a 3 would.
        const order = logged(s, 'dial-revealed').map((e) => e.ship);
        expect(order.indexOf('b')).toBeGreaterThan(order.indexOf('far'));
        expect(shipOf(s, 'b').initiative).toBe(3);
      },
    ),
    doesNotApply: [
      kase('Luke at range 2', biggsTable(350), biggsPlay, (s, seen) => {
        expect(offered(seen, 'Biggs Darklighter')).toBe(false);
        expect(logged(s, 'lasting-started')).toHaveLength(0);
      }),
      kase(
        'Luke at range 1, Biggs declines in his own step: Luke’s step does not ask him again (he would accept)',
        biggsTable(260),
        playing(leaves('system'), () => {
          let asked = 0;
          return (d) =>
            d.kind === 'use-ability' && d.ship === 'b' ? [asked++ === 0 ? 'decline' : 'use:l'] : undefined;
        }),
        (s, seen) => {
          expect(seen.filter((d) => offered([d], 'Biggs Darklighter'))).toHaveLength(1);
          expect(logged(s, 'lasting-started')).toHaveLength(0);
        },
      ),
    ],
  },
  ...['wedgeantilles-battleoverendor', 'yendor-battleoverendor', 'kendyidele-battleoverendor'].map(
    (pilot): CardSpec => ({
      source: 'ship-ability:lockedsfoils',
      applies: kase(`${pilot}: after a boost, a deplete token`, sFoilsTable(pilot), sFoilsPlay('boost:1F'), (s) =>
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'deplete', count: 1 }]),
      ),
      doesNotApply: [
        kase(`${pilot}: after a focus action, none`, sFoilsTable(pilot), sFoilsPlay('focus'), (s) =>
          expect(logged(s, 'token-gained', 'x')).toHaveLength(0),
        ),
        kase(
          `${pilot}: it focuses and an A-wing beside it boosts: neither gains a deplete token`,
          () =>
            position(
              'activation',
              [rebel('x', pilot, 400, 150, { dial: '2F' }), rebel('a', 'greensquadronpilot', 250, 150, { dial: '2F' })],
              [farTie()],
            ),
          playing(leaves('activation'), () =>
            answers(picks('choose-action', 'focus', 'x'), picks('choose-action', 'boost:1F', 'a')),
          ),
          (s) => {
            expect(logged(s, 'action-performed', 'a').some((e) => e.data?.action === 'boost')).toBe(true);
            expect(logged(s, 'token-gained').filter((e) => e.data?.token === 'deplete')).toHaveLength(0);
          },
        ),
      ],
    }),
  ),
  ...[
    'biggsdarklighter-battleofyavin',
    'garvendreis-battleofyavin',
    'jekporkins-battleofyavin',
    'lukeskywalker-battleofyavin',
    'wedgeantilles-battleofyavin',
    // A pilot whose own ability is not written yet still has its ship's ability.
    'popskrail-battleofyavin',
  ].map(hope),
];
