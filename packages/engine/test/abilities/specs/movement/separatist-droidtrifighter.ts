/**
 * Card specs for abilities/cards/movement/separatist-droidtrifighter.ts. Rules: 001 Activation 2.3 Check Difficulty (a
 * red maneuver gives a stress token), 000 "Strain".
 */
import { expect } from 'vitest';
import { type GameState, viewFor } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, playUntil, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Volandas (`v`) at (400, 700) facing down executes `dial` (a 3 Koiogran turn or a 3 straight both end at y 540); an
 * X-wing (`x`) at (330, 540), at range 1 of him there. A wingman tri-fighter (`w`) executes `wing` when given (Volandas
 * has then activated, at y 540).
 */
const table = (dial: string, wing?: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 330, 540, { round: { activated: true } })],
    [
      imperial('v', 'volandas', 400, wing ? 540 : 700, { dial, ...(wing ? { round: { activated: true } } : {}) }),
      ...(wing ? [imperial('w', 'separatistinterceptor', 700, 700, { dial: wing })] : []),
    ],
  );
const play = playing(leaves('activation'), () => useAbilityOf('Volandas'));
const tokens = (s: GameState, id: string) => shipOf(s, id).tokens;

/**
 * System Phase: Phlac-Arphocc (`p`, locking the X-wing when `locked`) and the X-wing `x` (2B set; done activating, so
 * its dial stays hidden).
 */
const phlacTable = (locked: boolean) => () =>
  position(
    'system',
    [rebel('p', 'phlacarphoccprototype', 400, 150, { dial: '1F', ...(locked ? { locks: ['x'] } : {}) })],
    [imperial('x', 'redsquadronveteran', 400, 450, { dial: '2B', round: { activated: true } })],
  );
/** Plays the System Phase using his ability; `at` gets the ship whose System step it was when he was asked. */
const phlacPlay = (at: string[]) => (s: GameState) => {
  at.length = 0;
  const use = useAbilityOf('Phlac-Arphocc');
  return playUntil(s, leaves('system'), (d, st) => {
    if (d.kind === 'use-ability' && d.prompt.includes('Phlac-Arphocc')) at.push(st.cursor.done?.at(-1) ?? '');
    return use(d, st);
  });
};
const seenBy = (s: GameState, seat: 0 | 1 | 'spectator') => viewFor(s, seat).ships.find((x) => x.id === 'x')!.dial;

export const SPECS: CardSpec[] = [
  (() => {
    const at: string[] = [];
    return {
      source: 'pilot:phlacarphoccprototype',
      applies: kase(
        'in his own System step he spends his lock on the X-wing: his player sees its 2 bank, a spectator does not',
        phlacTable(true),
        phlacPlay(at),
        (s) => {
          expect(at).toEqual(['p']);
          expect(shipOf(s, 'p').locks).toEqual([]);
          expect(seenBy(s, 0)?.maneuver).toBe('2B');
          expect(seenBy(s, 'spectator')?.maneuver).toBe('hidden');
        },
      ),
      doesNotApply: kase(
        'no lock on the X-wing: not asked, its dial stays hidden',
        phlacTable(false),
        phlacPlay(at),
        (s, seen) => {
          expect(offered(seen, 'Phlac-Arphocc')).toBe(false);
          expect(seenBy(s, 0)?.maneuver).toBe('hidden');
        },
      ),
    };
  })(),
  {
    source: 'pilot:volandas',
    applies: kase(
      'a red 3 Koiogran turn: the X-wing gains a strain token, he keeps no stress',
      table('3K'),
      play,
      (s) => {
        expect(logged(s, 'maneuver-executed', 'v').map((e) => e.data?.maneuver)).toEqual(['3K']);
        expect(tokens(s, 'x').strain).toBe(1);
        expect(tokens(s, 'v').stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a white 3 straight: not asked', table('3F'), play, (s, seen) => {
        expect(offered(seen, 'Volandas')).toBe(false);
        expect(tokens(s, 'x').strain ?? 0).toBe(0);
      }),
      kase('a wingman’s red 3 Koiogran turn: not asked', table('1F', '3K'), play, (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.maneuver)).toEqual(['3K']);
        expect(offered(seen, 'Volandas')).toBe(false);
        expect(tokens(s, 'w').stress).toBe(1);
      }),
    ],
  },
];

/** Kelrodo-Ai (a Vulture, `k`) and Volan Das (a tri-fighter, `v`) flying `kDial` and `vDial`, Volan Das stressed. */
const organicsTable =
  (kDial: string, vDial: string, vPilot = 'volandas') =>
  () =>
    position(
      'activation',
      [rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F' })],
      [
        imperial('k', 'kelrodoaiholdout', 250, 700, { dial: kDial }),
        imperial('v', vPilot, 550, 700, { dial: vDial, tokens: { stress: 1 } }),
      ],
    );
const organicsPlay = playing(leaves('activation'));
const stressOf = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
SPECS.push({
  source: 'ship-ability:modifiedfororganics',
  standing: true,
  applies: kase(
    'the Vulture’s red 3 bank flown white (no stress); the tri-fighter’s blue 3 turn flown white (its stress stays)',
    organicsTable('3B', '3T'),
    organicsPlay,
    (s) => {
      expect(stressOf(s, 'k')).toBe(0);
      expect(stressOf(s, 'v')).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the tri-fighter’s blue 2 turn stays blue: its stress goes', organicsTable('2F', '2T'), organicsPlay, (s) =>
      expect(stressOf(s, 'v')).toBe(0),
    ),
    kase(
      'a tri-fighter without the ability: its blue 3 turn stays blue',
      organicsTable('2F', '3T', 'separatistinterceptor'),
      organicsPlay,
      (s) => expect(stressOf(s, 'v')).toBe(0),
    ),
  ],
});
