/**
 * Card specs for the V-19 pilots of abilities/cards/support/republic-v19torrentstarfighter.ts. Rules: 000 "Additional
 * Token Rules" (transfer), "Arcs" (left and right arcs); 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * "Axe" facing up at (400, 300) with `tokens`; a V-19 of his at (`fx`, `fy`) facing up (beside him at (520, 300): in
 * his right or left arc at range 1; at (750, 300) beyond range 2; at (400, 180) behind him); a TIE facing down at
 * (460, 490), ahead of both.
 */
const axeTable =
  (fx = 520, fy = 300, tokens: Record<string, number> = { focus: 1 }) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'axe', 400, 300, { tokens }), rebel('f', 'goldsquadrontrooper', fx, fy)],
      [imperial('t', 'academypilot', 460, 490)],
    );
const axePlay = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(
      rolls(attacker, 'attack', ['hit', 'hit']),
      picks('use-ability', 'use:f', 'a'),
      picks('use-ability', 'use:', 'a'),
    ),
  );
const given = (s: GameState) =>
  s.log.filter((e) => e.type === 'token-gained' && e.data?.from === 'a').map((e) => [e.ship, e.data?.token]);

/**
 * Tucker at (`tx`, `ty`) facing `heading`, a V-19 wingman facing up at (520, 300), a TIE facing down at (460, 490).
 * Facing up at (400, 300) he has the TIE in his front arc and the wingman at range 1; at (460, 50) the wingman is at
 * range 3; facing down he has the TIE behind him.
 */
const tuckerTable =
  (tx = 400, ty = 300, heading = 0) =>
  () =>
    position(
      'engagement',
      [
        rebel('tu', 'tucker', tx, ty, { pose: { x: tx, y: ty, heading } }),
        rebel('w', 'bluesquadronprotector', 520, 300),
      ],
      [imperial('t', 'academypilot', 460, 490)],
    );
const tuckerPlay = (attacker: string, defender = 't') =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['hit']), picks('choose-action', 'focus', 'tu')),
  );
const tuckerFocus = (s: GameState) => s.ships.find((x) => x.id === 'tu')?.tokens.focus ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:tucker',
    applies: kase('the wingman attacks the TIE in his front arc: he focuses', tuckerTable(), tuckerPlay('w'), (s) =>
      expect(tuckerFocus(s)).toBe(1),
    ),
    doesNotApply: [
      kase('the wingman is at range 3 of him', tuckerTable(460, 50), tuckerPlay('w'), (s) =>
        expect(tuckerFocus(s)).toBe(0),
      ),
      kase('the TIE is behind him', tuckerTable(400, 300, 180), tuckerPlay('w'), (s) => expect(tuckerFocus(s)).toBe(0)),
      kase('he attacks himself (range 0)', tuckerTable(), tuckerPlay('tu'), (s) => expect(tuckerFocus(s)).toBe(0)),
      kase('the TIE attacks the wingman', tuckerTable(), tuckerPlay('t', 'w'), (s) => expect(tuckerFocus(s)).toBe(0)),
    ],
  },
  {
    source: 'pilot:axe',
    applies: kase(
      'he attacks, the wingman at his side at range 1: it takes his focus',
      axeTable(),
      axePlay('a'),
      (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(true);
        expect(given(s)).toEqual([['f', 'focus']]);
      },
    ),
    doesNotApply: [
      kase('the wingman at his side beyond range 2: not offered', axeTable(750), axePlay('a'), (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(false);
        expect(given(s)).toEqual([]);
      }),
      kase('the wingman behind him: not offered', axeTable(400, 180), axePlay('a'), (_s, seen) =>
        expect(offered(seen, 'Axe')).toBe(false),
      ),
      kase('he holds no green token: not offered', axeTable(520, 300, {}), axePlay('a'), (_s, seen) =>
        expect(offered(seen, 'Axe')).toBe(false),
      ),
      kase('the wingman attacks, not he: not offered', axeTable(), axePlay('f'), (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(false);
        expect(given(s)).toEqual([]);
      }),
    ],
  },
];

/**
 * "Axe" (Siege of Coruscant) facing up at (400, 300); a wingman `pilot` at (`fx`, `fy`) facing up (at (520, 300): in his
 * right arc at range 1; at (400, 180): behind him); a TIE facing down at (460, 490), ahead of both.
 */
const axe2Table =
  (pilot = 'kickback-siegeofcoruscant', fx = 520, fy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'axe-siegeofcoruscant', 400, 300), rebel('f', pilot, fx, fy)],
      [imperial('t', 'academypilot', 460, 490)],
    );
const axe2Play = (attacker: string) =>
  attackPlay(attacker, 't', () => answers(rolls(attacker, 'attack', ['hit', 'hit']), picks('use-ability', 'use:f')));
const locksOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.locks.map((l) => l.target);

SPECS.push({
  source: 'pilot:axe-siegeofcoruscant',
  applies: kase(
    'he attacks, a Born for This wingman in his right arc at range 1: it locks the defender',
    axe2Table(),
    axe2Play('a'),
    (s, seen) => {
      expect(offered(seen, 'Axe')).toBe(true);
      expect(locksOf(s, 'f')).toEqual(['t']);
    },
  ),
  doesNotApply: [
    kase(
      'the wingman has no Born for This: not offered',
      axe2Table('goldsquadrontrooper'),
      axe2Play('a'),
      (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(false);
        expect(locksOf(s, 'f')).toEqual([]);
      },
    ),
    kase('the wingman behind him: not offered', axe2Table(undefined, 400, 180), axe2Play('a'), (_s, seen) =>
      expect(offered(seen, 'Axe')).toBe(false),
    ),
    kase('the wingman attacks, not he: not offered', axe2Table(), axe2Play('f'), (_s, seen) =>
      expect(offered(seen, 'Axe')).toBe(false),
    ),
  ],
});

/**
 * Born for This (000 "Focus", "Evade"; 001 Modify Defense Dice): a V-19 (d) facing up at (400, 300) defends against a
 * TIE at (400, 490); a Born for This ship (k, Kickback) facing up at (`kx`, 300) holds `tokens` (at 480: range 1 of
 * the defender; at 750: beyond range 2).
 */
const bornTable =
  (tokens: Record<string, number>, kx = 480, talent = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'goldsquadrontrooper', 400, 300),
        talent
          ? rebel('k', 'redsquadronveteran', kx, 300, { tokens, upgrades: ['bornforthis-epicsl'] })
          : rebel('k', 'kickback-siegeofcoruscant', kx, 300, { tokens }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const bornPlay = (defender: string, faces: string[], card: string) =>
  attackPlay('t', defender, () =>
    answers(rolls('t', 'attack', ['hit', 'hit']), rolls(defender, 'defense', faces), modifiesWith(card)),
  );
const hitsLeft = (s: GameState) => s.log.filter((e) => e.type === 'attack-neutralized').at(-1)?.data?.hits;
const bornNot = (name: string, t: ReturnType<typeof bornTable>, play: ReturnType<typeof bornPlay>, card: string) =>
  kase(name, t, play, (s, seen) => {
    expect(offered(seen, card)).toBe(false);
    expect(s.ships.find((x) => x.id === 'k')!.tokens.strain ?? 0).toBe(bornStrain(t));
  });
const bornStrain = (t: ReturnType<typeof bornTable>) => t().ships.find((x) => x.id === 'k')!.tokens.strain ?? 0;
const FOCUS_LENT = 'Born for This (focus)';
const EVADE_LENT = 'Born for This (evade)';

SPECS.push(
  {
    source: 'ship-ability:bornforthis',
    applies: kase(
      'the V-19 beside it defends with two focus results: they become evades on its focus token; it is strained',
      bornTable({ focus: 1 }),
      bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
      (s) => {
        expect(hitsLeft(s)).toBe(0);
        const k = s.ships.find((x) => x.id === 'k')!;
        expect(k.tokens.focus ?? 0).toBe(0);
        expect(k.tokens.strain).toBe(1);
      },
    ),
    doesNotApply: [
      bornNot(
        'the lender is beyond range 2',
        bornTable({ focus: 1 }, 750),
        bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
        FOCUS_LENT,
      ),
      bornNot(
        'the lender is strained already',
        bornTable({ focus: 1, strain: 1 }),
        bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
        FOCUS_LENT,
      ),
      bornNot(
        'the lender defends itself',
        bornTable({ focus: 1 }),
        bornPlay('k', ['focus', 'focus'], FOCUS_LENT),
        FOCUS_LENT,
      ),
    ],
  },
  {
    source: 'ship-ability:bornforthis',
    applies: kase(
      'the V-19 beside it rolls a blank and a hit gets through no more: its evade token turns the blank',
      bornTable({ evade: 1 }),
      bornPlay('d', ['blank', 'blank'], EVADE_LENT),
      (s) => {
        expect(hitsLeft(s)).toBe(1);
        expect(s.ships.find((x) => x.id === 'k')!.tokens.evade ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      bornNot(
        'the lender is beyond range 2',
        bornTable({ evade: 1 }, 750),
        bornPlay('d', ['blank', 'blank'], EVADE_LENT),
        EVADE_LENT,
      ),
      bornNot(
        'the lender is strained already',
        bornTable({ evade: 1, strain: 1 }),
        bornPlay('d', ['blank', 'blank'], EVADE_LENT),
        EVADE_LENT,
      ),
    ],
  },
);

/** The talent card Born For This (epic SL printing): an X-wing carrying it lends its tokens the same way. */
SPECS.push({
  source: 'upgrade:bornforthis-epicsl:0',
  applies: kase(
    'an X-wing with the talent beside the defending V-19 lends its focus token; it is strained',
    bornTable({ focus: 1 }, 480, true),
    bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
    (s) => {
      expect(hitsLeft(s)).toBe(0);
      expect(s.ships.find((x) => x.id === 'k')!.tokens.strain).toBe(1);
    },
  ),
  doesNotApply: [
    bornNot(
      'the X-wing is beyond range 2',
      bornTable({ focus: 1 }, 750, true),
      bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
      FOCUS_LENT,
    ),
    bornNot(
      'the X-wing is strained already',
      bornTable({ focus: 1, strain: 1 }, 480, true),
      bornPlay('d', ['focus', 'focus'], FOCUS_LENT),
      FOCUS_LENT,
    ),
  ],
});

SPECS.push({
  source: 'upgrade:bornforthis-epicsl:0',
  applies: kase(
    'an X-wing with the talent lends its evade token: one blank turned',
    bornTable({ evade: 1 }, 480, true),
    bornPlay('d', ['blank', 'blank'], EVADE_LENT),
    (s) => expect(hitsLeft(s)).toBe(1),
  ),
  doesNotApply: [
    bornNot(
      'the X-wing is beyond range 2',
      bornTable({ evade: 1 }, 750, true),
      bornPlay('d', ['blank', 'blank'], EVADE_LENT),
      EVADE_LENT,
    ),
    bornNot(
      'the X-wing is strained already',
      bornTable({ evade: 1, strain: 1 }, 480, true),
      bornPlay('d', ['blank', 'blank'], EVADE_LENT),
      EVADE_LENT,
    ),
  ],
});
