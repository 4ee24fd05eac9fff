/**
 * Card specs for the Delta-7 pilots of abilities/cards/support/republic-delta7aethersprite.ts. Rules: 000 "Charges and
 * the Force", "Friendly and Enemy", "Measuring Range", Modify Dice (spending a focus token).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Obi-Wan (`pilot`) facing up at (`obiX`, 300) with `obiTokens`; a V-19 facing up at (400, 300) with `tokens`; a TIE
 * facing down at (400, 490) with `tieTokens` (range 2 of the V-19). At x 520 Obi-Wan is at range 1 of the V-19, at 800
 * beyond range 2 of it.
 */
const obiTable =
  (
    pilot: string,
    obiX: number,
    tokens: Record<string, number> = {},
    tieTokens: Record<string, number> = {},
    obiTokens: Record<string, number> = {},
  ) =>
  () =>
    position(
      'engagement',
      [rebel('o', pilot, obiX, 300, { tokens: obiTokens }), rebel('f', 'goldsquadrontrooper', 400, 300, { tokens })],
      [imperial('t', 'academypilot', 400, 490, { tokens: tieTokens })],
    );
/** `attacker` attacks `defender`, spending its focus (attack) or evade (defense) token on its dice. */
const spends = (attacker: string, defender: string, token: 'focus' | 'evade') =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'hit', 'hit']),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith(token),
      useAbilityOf('Obi-Wan Kenobi'),
    ),
  );

const obiWan = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the V-19 at range 1 spends its focus token: a Force for a new one',
    obiTable(pilot, 520, { focus: 1 }),
    spends('f', 't', 'focus'),
    (s, seen) => {
      expect(offered(seen, 'Obi-Wan Kenobi')).toBe(true);
      expect(shipOf(s, 'o').force).toBe(2);
      expect(shipOf(s, 'f').tokens.focus).toBe(1);
    },
  ),
  doesNotApply: [
    kase(
      'the V-19 beyond range 2 spends its focus: not offered',
      obiTable(pilot, 800, { focus: 1 }),
      spends('f', 't', 'focus'),
      (s, seen) => {
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
        expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
      },
    ),
    kase(
      'the enemy TIE at range 1 spends its focus: not offered',
      obiTable(pilot, 400 + 120, {}, { focus: 1 }),
      spends('t', 'f', 'focus'),
      (s, seen) => {
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
        expect(shipOf(s, 't').tokens.focus ?? 0).toBe(0);
      },
    ),
    kase(
      'the V-19 spends an evade token: not offered',
      obiTable(pilot, 520, { evade: 1 }),
      spends('t', 'f', 'evade'),
      (s, seen) => {
        expect(shipOf(s, 'f').tokens.evade ?? 0).toBe(0);
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
      },
    ),
    kase(
      'he spends an evade token himself: not offered',
      () =>
        position(
          'engagement',
          [rebel('o', pilot, 400, 300, { tokens: { evade: 1 } })],
          [imperial('t', 'academypilot', 400, 490)],
        ),
      spends('t', 'o', 'evade'),
      (s, seen) => {
        expect(shipOf(s, 'o').tokens.evade ?? 0).toBe(0);
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
      },
    ),
  ],
});

/** His own focus token: he is a friendly ship at range 0 of himself. */
const obiWanOwn = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'he spends his own focus token: a Force for a new one',
    () =>
      position(
        'engagement',
        [rebel('o', pilot, 400, 300, { tokens: { focus: 1 } })],
        [imperial('t', 'academypilot', 400, 490)],
      ),
    spends('o', 't', 'focus'),
    (s, seen) => {
      expect(offered(seen, 'Obi-Wan Kenobi')).toBe(true);
      expect(shipOf(s, 'o').tokens.focus).toBe(1);
      expect(shipOf(s, 'o').force).toBe(2);
    },
  ),
  doesNotApply: [],
});

export const SPECS: CardSpec[] = [
  obiWan('obiwankenobi'),
  obiWan('obiwankenobi-delta7baethersprite'),
  obiWanOwn('obiwankenobi'),
];

/**
 * Plo Koon (`pilot`) facing up at (400, 300) with `tokens` and `force` Force; a wingman at (`wx`, 300) with
 * `wingTokens` (x 520: range 1; x 900: beyond range 2); a TIE far away. The Engagement Phase begins.
 */
const ploTable =
  (pilot: string, tokens: Record<string, number>, wingTokens: Record<string, number>, wx = 520, force = 2) =>
  () =>
    position(
      'engagement',
      [
        rebel('p', pilot, 400, 300, { tokens, force }),
        rebel('w', 'goldsquadrontrooper', wx, 300, { tokens: wingTokens }),
      ],
      [imperial('t', 'academypilot', 100, 850)],
    );
const ploPlay = (token: string) =>
  playing(leaves('engagement'), () =>
    answers(picks('use-ability', 'use:w', 'p'), picks('use-ability', `use:${token}`, 'p')),
  );
const moved = (s: Parameters<typeof logged>[0], token: string, to: string) =>
  logged(s, 'token-gained', to).some((e) => e.data?.token === token && e.data?.from !== undefined);

const ploKoon = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'a focus token of his: the wingman at range 1 is handed it for a Force',
    ploTable(pilot, { focus: 1 }, {}),
    ploPlay('focus'),
    (s, seen) => {
      expect(offered(seen, 'Plo Koon')).toBe(true);
      expect(moved(s, 'focus', 'w')).toBe(true);
      expect(logged(s, 'cost-paid', 'p').some((e) => JSON.stringify(e.data).includes('spend-force'))).toBe(true);
    },
  ),
  doesNotApply: [
    kase(
      'the wingman beyond range 2: nothing offered',
      ploTable(pilot, { focus: 1 }, {}, 900),
      ploPlay('focus'),
      (s, seen) => {
        expect(offered(seen, 'Plo Koon')).toBe(false);
        expect(moved(s, 'focus', 'w')).toBe(false);
      },
    ),
    kase('no Force left: nothing offered', ploTable(pilot, { focus: 1 }, {}, 520, 0), ploPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Plo Koon')).toBe(false);
      expect(moved(s, 'focus', 'w')).toBe(false);
    }),
    kase(
      'no green token of his, no orange one of the wingman’s: nothing offered',
      ploTable(pilot, { stress: 1 }, { stress: 1 }),
      ploPlay('stress'),
      (s, seen) => {
        expect(offered(seen, 'Plo Koon')).toBe(false);
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
      },
    ),
  ],
});

/** The other way: the wingman's disarm token taken onto Plo Koon. */
const ploTakes = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the wingman is disarmed: Plo Koon takes its disarm token',
    ploTable(pilot, {}, { disarm: 1 }),
    ploPlay('disarm'),
    (s) => {
      expect(moved(s, 'disarm', 'p')).toBe(true);
      expect(shipOf(s, 'w').tokens.disarm ?? 0).toBe(0);
    },
  ),
  doesNotApply: [
    kase(
      'the wingman holds a stress token (red, not orange): nothing to take',
      ploTable(pilot, {}, { stress: 1 }),
      ploPlay('stress'),
      (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(shipOf(s, 'w').tokens.stress).toBe(1);
      },
    ),
  ],
});

SPECS.push(ploKoon('plokoon'), ploKoon('plokoon-delta7baethersprite'), ploTakes('plokoon'));
