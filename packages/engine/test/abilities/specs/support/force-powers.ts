/**
 * Card specs for the Force powers of abilities/cards/support/force-powers.ts. Rules: 000 "Suffering Damage", "Charges
 * and the Force" (recovering Force up to its value).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Darth Vader with Hate and no Force left, an X-wing facing him at range 2. */
const hateTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('v', 'darthvader', 400, 500, { upgrades: ['hate'], force: 0 })],
  );

const hateRecovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'force-recovered', 'v').filter((e) => e.text.includes('Hate')).length;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:hate:0',
    applies: kase(
      'the X-wing deals him 2 damage: he recovers 2 Force',
      hateTable,
      attackPlay('x', 'v', () => answers(rolls('x', 'attack', ['hit', 'hit', 'blank']))),
      // Read in the log: the End Phase that follows recovers one more (his Force recurs).
      (s) => expect(hateRecovered(s)).toBe(2),
    ),
    doesNotApply: kase(
      'he damages the X-wing: no Force recovered',
      hateTable,
      attackPlay('v', 'x', () => answers(rolls('v', 'attack', ['hit', 'hit', 'hit']))),
      (s) => {
        expect(shipOf(s, 'x').shields).toBeLessThan(2);
        expect(hateRecovered(s)).toBe(0);
      },
    ),
  },
];

/**
 * Patience (001 Engagement Phase, its start; 000 "Charges and the Force", "Arcs"): a Jedi Knight with it and `force`
 * Force (of 1) facing up at (400, 300); a TIE at (`x`, `y`).
 */
const patienceTable =
  (x: number, y: number, force = 0) =>
  () =>
    position(
      'engagement',
      [rebel('j', 'jediknight', 400, 300, { upgrades: ['patience'], force })],
      [imperial('t', 'academypilot', x, y)],
    );
const patiencePlay = playing(leaves('engagement'), () => useAbilityOf('Patience'));
const patienceRecovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'force-recovered', 'j').filter((e) => e.text.includes('Patience')).length;

SPECS.push({
  source: 'upgrade:patience:0',
  applies: kase(
    'the TIE in its front arc, no Force left: a deplete token for one Force',
    patienceTable(400, 600),
    patiencePlay,
    (s, seen) => {
      expect(offered(seen, 'Patience')).toBe(true);
      expect(patienceRecovered(s)).toBe(1);
      expect(logged(s, 'cost-paid', 'j').map((e) => e.data?.costs)).toEqual([
        [{ kind: 'gain-token', token: 'deplete', count: 1 }],
      ]);
    },
  ),
  doesNotApply: [
    kase('the TIE behind it: not offered', patienceTable(400, 100), patiencePlay, (s, seen) => {
      expect(offered(seen, 'Patience')).toBe(false);
      expect(patienceRecovered(s)).toBe(0);
    }),
    kase('its Force full already: not offered', patienceTable(400, 600, 1), patiencePlay, (s, seen) => {
      expect(offered(seen, 'Patience')).toBe(false);
      expect(patienceRecovered(s)).toBe(0);
    }),
  ],
});

/**
 * Roiling Anger's spec, once per printing (`card`: its xws; 000 "Arcs", "Charges and the Force"): Darth Vader with it
 * and `force` at (400, 500) facing down, an X-wing at (400, `xY`) facing up: he is in its front arc at 300, behind it
 * at 700.
 */
export function roilingAngerSpec(card: string): CardSpec {
  const angerTable =
    (xY: number, force = 0) =>
    () =>
      position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, xY)],
        [imperial('v', 'darthvader', 400, 500, { upgrades: [card], force })],
      );
  const angerPlay = playing(leaves('engagement'), () => useAbilityOf('Roiling Anger'));

  return {
    source: `upgrade:${card}:0`,
    applies: kase(
      "in the X-wing's front arc, no Force: a strain for one Force",
      angerTable(300),
      angerPlay,
      (s, seen) => {
        expect(offered(seen, 'Roiling Anger')).toBe(true);
        expect(logged(s, 'force-recovered', 'v').filter((e) => e.text.includes('Roiling Anger'))).toHaveLength(1);
        expect(shipOf(s, 'v').tokens.strain).toBe(1);
      },
    ),
    doesNotApply: [
      kase('behind the X-wing: not offered', angerTable(700), angerPlay, (_s, seen) =>
        expect(offered(seen, 'Roiling Anger')).toBe(false),
      ),
      kase('its Force full: not offered', angerTable(300, 3), angerPlay, (_s, seen) =>
        expect(offered(seen, 'Roiling Anger')).toBe(false),
      ),
    ],
  };
}

SPECS.push(roilingAngerSpec('roilinganger-siegeofcoruscant'));

/**
 * Battle Meditation on Obi-Wan Kenobi `o` (3 Force) revealing 1F at (400, 150); a Jedi Knight `j` with it too at
 * (250, 150); V-19s, done activating: `a` (400, 330) and `b` (250, 330), non-limited, and Kickback `k` (550, 330), limited.
 */
const bmTable =
  (oActivated = false) =>
  () =>
    position(
      'activation',
      [
        rebel('o', 'obiwankenobi', 400, 150, {
          upgrades: ['battlemeditation'],
          force: 3,
          ...(oActivated ? { round: { activated: true } } : { dial: '1F' }),
        }),
        rebel('j', 'jediknight', 250, 150, { upgrades: ['battlemeditation'], force: 1, dial: '1F' }),
        rebel('a', 'bluesquadronprotector', 400, 330, DONE),
        rebel('b', 'bluesquadronprotector', 250, 330, DONE),
        rebel('k', 'kickback', 550, 330, DONE),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
/** The V-19s have activated (their own actions are behind them). */
const DONE = { round: { activated: true } };
const bmPlay = (coordinator: string, aAct = 'focus') =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'coordinate:a', coordinator),
      picks('choose-action', aAct, 'a'),
      picks('use-ability', coordinator === 'o' ? 'use:b' : 'decline', coordinator),
      picks('choose-action', 'focus', 'b'),
      picks('choose-action', 'pass'),
    ),
  );
const bmActed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

SPECS.push({
  source: 'upgrade:battlemeditation:0',
  applies: kase(
    'Obi-Wan coordinates a V-19, which focuses; the other V-19 focuses too; Kickback (limited) is never offered',
    bmTable(),
    bmPlay('o'),
    (s, seen) => {
      expect(bmActed(s, 'a')).toEqual(['focus']);
      expect(bmActed(s, 'b')).toEqual(['focus']);
      const ids = seen.filter((d) => d.ship === 'o').flatMap((d) => d.options.map((x) => x.id));
      expect(ids).toContain('coordinate:a');
      expect(ids.filter((id) => id === 'coordinate:k' || id === 'use:k')).toEqual([]);
    },
  ),
  doesNotApply: [
    kase('the coordinated V-19 passes: no second ship offered', bmTable(), bmPlay('o', 'pass'), (s, seen) => {
      expect(
        seen.some((d) => d.kind === 'use-ability' && d.ship === 'o' && d.prompt.includes('Battle Meditation')),
      ).toBe(false);
      expect(bmActed(s, 'b')).toEqual([]);
    }),
    kase(
      'the Jedi Knight coordinates (Obi-Wan has activated): nothing asked of Obi-Wan',
      bmTable(true),
      bmPlay('j'),
      (s, seen) => {
        expect(bmActed(s, 'a')).toEqual(['focus']);
        expect(
          seen.some((d) => d.kind === 'use-ability' && d.ship === 'o' && d.prompt.includes('Battle Meditation')),
        ).toBe(false);
      },
    ),
  ],
});
