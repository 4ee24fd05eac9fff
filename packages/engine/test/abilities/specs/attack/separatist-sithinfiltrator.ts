/**
 * Card specs for the Separatist Alliance Sith Infiltrator pilots of abilities/cards/attack/separatist-sithinfiltrator.ts.
 * Rules: 000 "Bonus Attacks", "Force", "Performing an Attack" (Aftermath: the attack hit or missed).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** In a bonus attack's declaration (only there), picks the first option whose id starts with `prefix`. */
const bonus =
  (prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };

// Maul (m) faces two TIEs ahead at range 2.
const table = () =>
  position(
    'engagement',
    [rebel('m', 'darthmaul', 400, 300, { force: 2 })],
    [imperial('t1', 'academypilot', 400, 470), imperial('t2', 'academypilot', 500, 470)],
  );
/** Uses Maul's offered ability whose prompt includes `text`. */
const usesMaul =
  (text: string): Answer =>
  (d) =>
    d.kind === 'use-ability' && d.prompt.includes('Darth Maul') && d.prompt.includes(text) ? ['use'] : undefined;
const play = (a: string, d: string, faces: string[], text: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(picks('declare-attack', `attack:${d}:`, a), usesMaul(text), bonus('attack:'), rolls(a, 'attack', faces)),
  );
const bonusTargets = (seen: Decision[]) => [
  ...new Set(
    seen
      .filter((d) => d.kind === 'declare-attack' && d.prompt.includes('bonus'))
      .flatMap((d) => d.options.map((o) => o.id.split(':')[1]).filter((x) => x !== undefined)),
  ),
];
const HITS = ['hit', 'hit', 'hit'];

/**
 * Count Dooku of Siege of Coruscant (d, Force 3 of 3 unless `force`) attacks t at range 2 (`y` 550) or 3 (`y` 650): he
 * declines to name a result for his own attack dice and names a blank for t's defense dice; t rolls two evades.
 */
const SOC_DOOKU = 'Count Dooku';
const socTable =
  (y: number, force = 3) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'countdooku-siegeofcoruscant', 400, 300, { force })],
      [imperial('t', 'academypilot', 400, y)],
    );
const namesDefenseBlank: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes(SOC_DOOKU)
    ? d.options.some((o) => o.id === 'use:evade')
      ? ['use:blank']
      : ['decline']
    : undefined;
const socPlay = playing(
  (s) => logged(s, 'attack-ended').length >= 1 || s.phase !== 'engagement',
  () =>
    answers(
      picks('declare-attack', 'attack:t:', 'd'),
      namesDefenseBlank,
      rolls('d', 'attack', ['hit', 'hit', 'hit']),
      rolls('t', 'defense', ['evade', 'evade', 'evade']),
    ),
);
const askedForDefense = (seen: Decision[]) =>
  seen.some(
    (d) => d.kind === 'use-ability' && d.prompt.includes(SOC_DOOKU) && d.options.some((o) => o.id === 'use:evade'),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:countdooku-siegeofcoruscant',
    applies: kase('t at range 2 rolls only evades: one becomes the blank he named', socTable(550), socPlay, (s) => {
      expect(shipOf(s, 'd').force).toBe(2);
      expect(logged(s, 'dice-changed', 't').map((e) => e.data?.to)).toEqual(['blank']);
    }),
    doesNotApply: [
      kase('t at range 3 of him: not asked for its defense dice', socTable(650), socPlay, (s, seen) => {
        expect(askedForDefense(seen)).toBe(false);
        expect(logged(s, 'dice-changed')).toHaveLength(0);
      }),
      kase('one of his Force spent: never asked', socTable(550, 2), socPlay, (s, seen) => {
        expect(offered(seen, SOC_DOOKU)).toBe(false);
        expect(logged(s, 'dice-changed')).toHaveLength(0);
      }),
    ],
  },
  {
    source: 'pilot:darthmaul',
    applies: kase(
      'he hits t1: two Force for a bonus attack on t2 only',
      table,
      play('m', 't1', HITS, 'another'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:darthmaul')).toEqual([0]);
        expect(bonusTargets(seen)).toEqual(['t2']);
      },
    ),
    doesNotApply: kase('t1 attacks him: not asked', table, play('t1', 'm', [], 'another'), (_s, seen) =>
      expect(offered(seen, 'Darth Maul')).toBe(false),
    ),
  },
  {
    source: 'pilot:darthmaul',
    applies: kase(
      'he misses t1: the bonus attack may be on t1 again',
      table,
      play('m', 't1', [], 'missed'),
      (s, seen) => {
        expect(usedIndexes(s, 'pilot:darthmaul')).toEqual([1]);
        expect(bonusTargets(seen)).toContain('t1');
      },
    ),
    doesNotApply: [
      kase('he hits: the miss record is not offered', table, play('m', 't1', HITS, 'none'), (_s, seen) =>
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('missed'))).toBe(false),
      ),
      kase('t1 attacks him and misses: not asked', table, play('t1', 'm', [], 'missed'), (_s, seen) =>
        expect(offered(seen, 'Darth Maul')).toBe(false),
      ),
    ],
  },
];

/** 0-66 (o, holding `calculate` calculate tokens) and the X-wing face each other at range 2. */
const ohTable = (calculate: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('o', '066', 400, 490, calculate ? { tokens: { calculate } } : {})],
  );
const ohPlay = (a: string, d: string) =>
  playing(
    (s) => logged(s, 'attack-ended', a).length >= 1,
    () =>
      answers(picks('declare-attack', `attack:${d}:`, a), useAbilityOf('0-66'), picks('choose-action', 'calculate')),
  );

SPECS.push({
  source: 'pilot:066',
  // A droid performs calculate for focus (000 "Droids"): the token spent comes back.
  applies: kase(
    'after defending, a calculate token spent for a calculate action',
    ohTable(1),
    ohPlay('x', 'o'),
    (s, seen) => {
      expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('0-66'))).toBe(true);
      expect(shipOf(s, 'o').tokens.calculate).toBe(1);
    },
  ),
  doesNotApply: [
    kase('no calculate token', ohTable(0), ohPlay('x', 'o'), (_s, seen) => expect(offered(seen, '0-66')).toBe(false)),
    kase('he attacks', ohTable(1), ohPlay('o', 'x'), (_s, seen) => expect(offered(seen, '0-66')).toBe(false)),
  ],
});

/**
 * Count Dooku (d, Force `force`, tokens `tokens`) and the X-wing x face each other at range 2; `away`: Dooku faces
 * away from x (x outside his front arc, the Sith Infiltrator's only firing arc).
 */
const dookuTable =
  (o: { force?: number; tokens?: Record<string, number>; away?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('d', 'countdooku', 400, 490, {
          force: o.force ?? 1,
          ...(o.tokens ? { tokens: o.tokens } : {}),
          ...(o.away ? { pose: { x: 400, y: 490, heading: 0 } } : {}),
        }),
      ],
    );
const dookuPlay = (a: string, d: string, faces: string[] = []) =>
  playing(
    (s) => logged(s, 'attack-ended', a).length >= 1,
    () =>
      answers(
        picks('declare-attack', `attack:${d}:`, a),
        rolls(a, 'attack', faces),
        useAbilityOf('Count Dooku'),
        picks('choose-action', 'focus'),
      ),
  );

SPECS.push(
  {
    source: 'pilot:countdooku',
    applies: kase(
      'after defending against x in his arc: a Force spent, his stress token removed',
      dookuTable({ tokens: { stress: 1 } }),
      dookuPlay('x', 'd'),
      (s) => {
        expect(shipOf(s, 'd').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'd').force).toBe(0);
      },
    ),
    doesNotApply: [
      kase('x is behind him', dookuTable({ tokens: { stress: 1 }, away: true }), dookuPlay('x', 'd'), (s) =>
        expect(shipOf(s, 'd').tokens.stress).toBe(1),
      ),
      kase('he attacks x (and misses)', dookuTable({ tokens: { stress: 1 } }), dookuPlay('d', 'x'), (s) =>
        expect(shipOf(s, 'd').tokens.stress).toBe(1),
      ),
    ],
  },
  {
    source: 'pilot:countdooku',
    applies: kase('his attack hits: a Force for an action', dookuTable(), dookuPlay('d', 'x', HITS), (_s, seen) =>
      expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('Count Dooku'))).toBe(true),
    ),
    doesNotApply: [
      kase('his attack misses', dookuTable(), dookuPlay('d', 'x'), (_s, seen) =>
        expect(offered(seen, 'Count Dooku')).toBe(false),
      ),
      kase('x hits him', dookuTable(), dookuPlay('x', 'd', HITS), (_s, seen) =>
        expect(offered(seen, 'Count Dooku')).toBe(false),
      ),
    ],
  },
);
