/**
 * Card specs for the Galactic Empire TIE/ln fighter pilots and the Formed Up ship ability of
 * abilities/cards/support/imperial-tieln.ts. Rules: 000 Timing and Abilities; 001 Engagement and End Phases; 001
 * Lock, Stress, Strain, Deplete.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const yricaTable = (enemyX: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', enemyX, 250, { dial: '1F' })],
    [imperial('y', 'yricaquell', 400, 700, { dial: '2F' })],
  );
const yricaPlay = playing(leaves('activation'), () => picks('use-ability', 'use:x', 'y'));

const formedUpTable =
  (wingX: number, stress = 1) =>
  () =>
    position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [
        imperial('s', 'scythe6-battleoverendor', 400, 800, stress ? { tokens: { stress } } : {}),
        imperial('w', 'academypilot', wingX, 800),
      ],
    );
const formedUpPlay = playing(leaves('end'), () => useAbilityOf('Formed Up'));

const jingoistTable =
  (enemyY: number, focus: number, jingoist: Parameters<typeof imperial>[4] = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, enemyY, focus ? { tokens: { focus } } : {})],
      [imperial('j', 'isbjingoist', 400, 400, jingoist)],
    );
const jingoistPlay = (shed: boolean) =>
  playing(
    (st) => st.log.some((e) => e.ship === 'j' && (e.type === 'attack-passed' || e.type === 'no-attack')),
    () =>
      // Asked step by step: the X-wing first, then the strain token.
      answers(picks('use-ability', 'use:x', 'j'), picks('use-ability', 'use:strain', 'j'), (d) =>
        d.kind === 'unless' && d.ship === 'x' ? [shed ? 'pay' : 'refuse'] : undefined,
      ),
  );
const jingoistFar = kase('the X-wing at range 2', jingoistTable(230, 0), jingoistPlay(false), (s, seen) => {
  expect(offered(seen, 'ISB Jingoist')).toBe(false);
  expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
});

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:yricaquell',
    applies: kase(
      'after a full maneuver, the X-wing straight ahead is locked',
      yricaTable(400),
      yricaPlay,
      (s, seen) => {
        expect(offered(seen, 'Yrica Quell')).toBe(true);
        expect(shipOf(s, 'y').locks).toEqual([{ target: 'x' }]);
      },
    ),
    doesNotApply: [
      kase('the X-wing outside her bullseye', yricaTable(600), yricaPlay, (s, seen) => {
        expect(offered(seen, 'Yrica Quell')).toBe(false);
        expect(shipOf(s, 'y').locks).toEqual([]);
      }),
      kase(
        'her 2 straight cut short by her wingman (activated) in her path, the X-wing still in her bullseye',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 350, { dial: '1F' })],
            [
              imperial('y', 'yricaquell', 400, 700, { dial: '2F' }),
              imperial('w', 'academypilot', 400, 590, { round: { activated: true } }),
            ],
          ),
        yricaPlay,
        (s, seen) => {
          expect(
            s.log.filter((e) => e.type === 'maneuver-executed' && e.ship === 'y').map((e) => e.data?.partial),
          ).toEqual([true]);
          expect(offered(seen, 'Yrica Quell')).toBe(false);
          expect(shipOf(s, 'y').locks).toEqual([]);
        },
      ),
      kase(
        'she has activated; her wingman’s full maneuver, the X-wing in her bullseye',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 250, { dial: '1F' })],
            [
              imperial('y', 'yricaquell', 400, 700, { round: { activated: true } }),
              imperial('w', 'academypilot', 250, 700, { dial: '2F' }),
            ],
          ),
        yricaPlay,
        (s, seen) => {
          expect(offered(seen, 'Yrica Quell')).toBe(false);
          expect(shipOf(s, 'y').locks).toEqual([]);
        },
      ),
    ],
  },
  {
    source: 'ship-ability:formedup',
    applies: kase('a TIE at range 1 beside him: his stress is removed', formedUpTable(470), formedUpPlay, (s, seen) => {
      expect(offered(seen, 'Formed Up')).toBe(true);
      expect(shipOf(s, 's').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('the other TIE at range 2', formedUpTable(600), formedUpPlay, (s, seen) => {
        expect(offered(seen, 'Formed Up')).toBe(false);
        expect(shipOf(s, 's').tokens.stress).toBe(1);
      }),
      kase('a TIE at range 1 beside him, but no stress to remove', formedUpTable(470, 0), formedUpPlay, (_s, seen) =>
        expect(offered(seen, 'Formed Up')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:isbjingoist',
    applies: kase(
      'the X-wing at range 1 with no green token gains a strain token',
      jingoistTable(300, 0),
      jingoistPlay(false),
      (s, seen) => {
        expect(offered(seen, 'ISB Jingoist')).toBe(true);
        expect(shipOf(s, 'x').tokens.strain).toBe(1);
        expect(usedIndexes(s, 'pilot:isbjingoist')).toEqual([0]);
      },
    ),
    doesNotApply: [
      jingoistFar,
      kase(
        'the X-wing at range 1, but he has engaged already: the X-wing engaging does not ask him',
        jingoistTable(300, 0, { round: { engaged: true } }),
        playing(leaves('engagement'), () => picks('use-ability', 'use:x', 'j')),
        (s, seen) => {
          expect(offered(seen, 'ISB Jingoist')).toBe(false);
          expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:isbjingoist',
    applies: kase(
      'with a focus token the X-wing may shed it instead of the strain',
      jingoistTable(300, 1),
      jingoistPlay(true),
      (s, seen) => {
        expect(seen.some((d) => d.kind === 'unless' && d.ship === 'x' && d.player === 0)).toBe(true);
        expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
        expect(usedIndexes(s, 'pilot:isbjingoist')).toEqual([0]);
        expect(logged(s, 'unless-paid', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      jingoistFar,
      kase(
        'he holds a focus token himself, no demand made: nobody is asked to shed one',
        jingoistTable(230, 0, { tokens: { focus: 1 } }),
        jingoistPlay(false),
        (_s, seen) => expect(seen.some((d) => d.kind === 'unless' || d.kind === 'use-ability')).toBe(false),
      ),
    ],
  },
];
