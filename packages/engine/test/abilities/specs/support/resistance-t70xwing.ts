/**
 * Card specs for the T-70 X-wing pilots of abilities/cards/support/resistance-t70xwing.ts. Rules: 001 Activation
 * Phase (Check Difficulty: a red maneuver gives a stress token), 000 "Arcs", "Range".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Nien at (400, 150) revealing `dial` (a red 4 K-turn ends him near (400, 350) facing down the table); a TIE facing
 * down at (`x`, `y`) revealing a 1 straight (it moves first: initiative 1), with `tokens`.
 */
const nienTable =
  (dial: string, x: number, y: number, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'activation',
      [rebel('n', 'niennunb', 400, 150, { dial })],
      [imperial('t', 'academypilot', x, y, { dial: '1F', tokens })],
    );
const nienPlay = playing(leaves('activation'), () => useAbilityOf('Nien Nunb'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:niennunb',
    applies: kase(
      'his K-turn stresses him, the TIE ahead at range 1: the stress is removed',
      nienTable('4K', 400, 330),
      nienPlay,
      (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(true);
        expect(shipOf(s, 'n').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the TIE behind him after the K-turn: the stress stays', nienTable('4K', 400, 560), nienPlay, (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(false);
        expect(shipOf(s, 'n').tokens.stress).toBe(1);
      }),
      kase('the TIE ahead at range 2: the stress stays', nienTable('4K', 480, 230), nienPlay, (s, seen) => {
        expect(offered(seen, 'Nien Nunb')).toBe(false);
        expect(shipOf(s, 'n').tokens.stress).toBe(1);
      }),
      kase('a blue maneuver: no stress, not offered', nienTable('2F', 400, 560), nienPlay, (_s, seen) =>
        expect(offered(seen, 'Nien Nunb')).toBe(false),
      ),
      kase(
        'a blue maneuver and a focus action, the TIE ahead at range 1: a focus token is not a stress token',
        nienTable('2F', 400, 430),
        playing(leaves('activation'), () => answers(useAbilityOf('Nien Nunb'), picks('choose-action', 'focus', 'n'))),
        (s, seen) => {
          expect(shipOf(s, 'n').tokens.focus).toBe(1);
          expect(offered(seen, 'Nien Nunb')).toBe(false);
        },
      ),
      kase(
        'the TIE gains a stress token (its own red maneuver) near him: not offered',
        () =>
          position(
            'activation',
            // The TIE moves first: its red 3 K-turn ends facing up at about (400, 280), range 1 ahead of Nien.
            [rebel('n', 'niennunb', 400, 150, { dial: '1F' })],
            [imperial('t', 'academypilot', 400, 440, { dial: '3K' })],
          ),
        nienPlay,
        (s, seen) => {
          expect(offered(seen, 'Nien Nunb')).toBe(false);
          expect(shipOf(s, 't').tokens.stress).toBe(1);
        },
      ),
    ],
  },
];

/**
 * Poe Dameron (SWZ68) (001 Activation Phase; 000 "Action Difficulty", "Friendly and Enemy"): Poe, done activating, at
 * (300, 150) with `charges`; a T-70 (initiative 1) at (`fx`, 150) revealing a 2 straight, which focuses in its action
 * step and, offered Poe's action, boosts (red). A TIE far away. At x 400 the T-70 is at range 1 of Poe, at 750 beyond
 * range 2.
 */
const poeTable =
  (fx = 400, charges = 2) =>
  () =>
    position(
      'activation',
      [
        rebel('p', 'poedameron-swz68', 300, 150, { charges, round: { activated: true } }),
        rebel('f', 'bluesquadronrookie', fx, 150, { dial: '2F' }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const poePlay = (actor: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'focus', actor),
      picks('choose-action', 'boost', actor),
      useAbilityOf('Poe Dameron'),
    ),
  );
/** The game runs on to the next round (charges recover, focus tokens go): the log says what happened. */
const focused = (s: Parameters<typeof shipOf>[0], ship: string) =>
  s.log.some((e) => e.type === 'action-performed' && e.ship === ship && e.data?.action === 'focus');
const boosted = (s: Parameters<typeof shipOf>[0], ship: string) =>
  s.log.some((e) => e.type === 'action-performed' && e.ship === ship && e.text.includes('boost'));

SPECS.push(
  {
    source: 'pilot:poedameron-swz68',
    applies: kase(
      'the T-70 at range 1 focuses in its activation: two charges, a red boost',
      poeTable(),
      poePlay('f'),
      (s, seen) => {
        expect(offered(seen, 'Poe Dameron')).toBe(true);
        expect(boosted(s, 'f')).toBe(true);
        expect(shipOf(s, 'f').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the T-70 is beyond range 2: not offered', poeTable(750), poePlay('f'), (s, seen) => {
        expect(offered(seen, 'Poe Dameron')).toBe(false);
        expect(boosted(s, 'f')).toBe(false);
      }),
      kase('Poe has one charge: not offered', poeTable(400, 1), poePlay('f'), (s, seen) => {
        expect(offered(seen, 'Poe Dameron')).toBe(false);
        expect(boosted(s, 'f')).toBe(false);
      }),
      kase(
        'the enemy TIE focuses at range 1: not offered',
        () =>
          position(
            'activation',
            [rebel('p', 'poedameron-swz68', 300, 150, { round: { activated: true } })],
            [imperial('t', 'academypilot', 300, 300, { dial: '1F' })],
          ),
        poePlay('t'),
        (s, seen) => {
          expect(offered(seen, 'Poe Dameron')).toBe(false);
          expect(focused(s, 't')).toBe(true);
        },
      ),
      // "Pops" Krail (a Rebel Y-wing beside them) lets the T-70 focus in his own activation, not the T-70's.
      kase(
        'the T-70 focuses in "Pops" Krail\'s activation: not offered',
        () =>
          position(
            'activation',
            [
              rebel('p', 'poedameron-swz68', 300, 270, { round: { activated: true } }),
              rebel('f', 'bluesquadronrookie', 400, 270, { round: { activated: true } }),
              rebel('k', 'popskrail', 500, 150, { dial: '3F' }),
            ],
            [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
          ),
        playing(leaves('activation'), () =>
          answers(
            picks('use-ability', 'use:f', 'k'),
            picks('choose-action', 'focus', 'f'),
            useAbilityOf('Poe Dameron'),
          ),
        ),
        (s, seen) => {
          expect(focused(s, 'f')).toBe(true);
          expect(offered(seen, 'Poe Dameron')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:poedameron-swz68',
    applies: kase(
      'Poe focuses in his own activation: two charges, a red boost',
      () =>
        position(
          'activation',
          [rebel('p', 'poedameron-swz68', 300, 150, { dial: '2F' })],
          [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
        ),
      poePlay('p'),
      (s, seen) => {
        expect(offered(seen, 'Poe Dameron')).toBe(true);
        expect(boosted(s, 'p')).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'Poe focuses in "Pops" Krail\'s activation: not offered',
        () =>
          position(
            'activation',
            [
              rebel('p', 'poedameron-swz68', 400, 270, { round: { activated: true } }),
              rebel('k', 'popskrail', 500, 150, { dial: '3F' }),
            ],
            [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
          ),
        playing(leaves('activation'), () =>
          answers(
            picks('use-ability', 'use:p', 'k'),
            picks('choose-action', 'focus', 'p'),
            useAbilityOf('Poe Dameron'),
          ),
        ),
        (s, seen) => {
          expect(focused(s, 'p')).toBe(true);
          expect(offered(seen, 'Poe Dameron')).toBe(false);
        },
      ),
    ],
  },
);

/**
 * Joph Seastriker (000 "Suffering Damage"): Joph facing up at (400, 300) with `shields`; a T-70 wingman facing up at
 * (520, 300); a TIE facing down at (`tx`, 490) attacks `defender` with two hits (the wingman: from (520, 490)).
 */
const jophTable =
  (shields = 3, tx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('j', 'jophseastriker', 400, 300, { shields }), rebel('w', 'bluesquadronrookie', 520, 300)],
      [imperial('t', 'academypilot', tx, 490)],
    );
const jophPlay = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls('t', 'attack', ['hit', 'hit']), rolls(defender, 'defense', ['blank'])));
const jophEvades = (s: Parameters<typeof shipOf>[0]) =>
  s.log.filter((e) => e.type === 'token-gained' && e.ship === 'j' && e.data?.token === 'evade').length;

SPECS.push({
  source: 'pilot:jophseastriker',
  applies: kase('two hits take two of his shields: two evade tokens', jophTable(), jophPlay('j'), (s) => {
    expect(shipOf(s, 'j').shields).toBe(1);
    expect(jophEvades(s)).toBe(2);
  }),
  doesNotApply: [
    kase('no shields left: the hits deal cards, no evade', jophTable(0), jophPlay('j'), (s) => {
      expect(shipOf(s, 'j').damage).toHaveLength(2);
      expect(jophEvades(s)).toBe(0);
    }),
    kase('the wingman loses the shields, not he', jophTable(3, 520), jophPlay('w'), (s) => {
      expect(shipOf(s, 'w').shields).toBeLessThan(3);
      expect(jophEvades(s)).toBe(0);
    }),
  ],
});

/**
 * Temmin Wexley `t` (400, 150) and a T-70 `r` at (250, 150), each with Integrated S-foils when `foils`; an X-wing `x`
 * with a configuration too at (550, 150) (no T-70); the Engagement Phase starts.
 */
const temminTable =
  (foils = true) =>
  () =>
    position(
      'engagement',
      [
        rebel('t', 'temminwexley-swz68', 400, 150, { upgrades: foils ? ['integratedsfoils'] : [] }),
        rebel('r', 'bluesquadronrookie', 250, 150, { upgrades: foils ? ['integratedsfoils'] : [] }),
        rebel('x', 'redsquadronveteran', 550, 150, { upgrades: ['servomotorsfoils'] }),
      ],
      [imperial('e', 'academypilot', 100, 850)],
    );
const temminPlay = playing(leaves('engagement'), () =>
  answers((d) => {
    if (d.kind !== 'use-ability' || d.ship !== 't') return undefined;
    const ids = d.options.map((o) => o.id);
    return [ids.includes('use:r') && !ids.includes('use:-') ? 'use:r' : ids.includes('use:t') ? 'use:t' : 'decline'];
  }),
);
const flips = (s: Parameters<typeof logged>[0], ship: string) => logged(s, 'upgrade-flipped', ship).length;

SPECS.push({
  source: 'pilot:temminwexley-swz68',
  applies: kase(
    'the rookie, then Temmin himself: each gains a strain token, flips its S-foils and gains a calculate token',
    temminTable(),
    temminPlay,
    (s, seen) => {
      const first = seen.find((d) => d.kind === 'use-ability' && d.ship === 't')!;
      expect(first.options.map((o) => o.id)).not.toContain('use:x');
      expect([flips(s, 't'), flips(s, 'r'), flips(s, 'x')]).toEqual([1, 1, 0]);
      expect(logged(s, 'token-gained', 'r').map((e) => e.data?.token)).toEqual(['strain', 'calculate']);
    },
  ),
  doesNotApply: kase('no configuration on the T-70s: not offered', temminTable(false), temminPlay, (s, seen) => {
    expect(offered(seen, 'Temmin Wexley')).toBe(false);
    expect(flips(s, 'x')).toBe(0);
  }),
});
