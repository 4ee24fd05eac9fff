/**
 * Card specs for the A/SF-01 B-wing pilots of abilities/cards/support/rebel-asf01bwing.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The pilot facing up at (400, 300) with `tokens`, a wingman at (`wx`, `wy`), a TIE far away. */
const table =
  (tokens: Record<string, number>, wx = 520, wy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('p', 'ginamoonsong', 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, wy)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'p'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ginamoonsong',
    applies: kase('holding a stress token: the wingman takes it', table({ stress: 1 }), play, (s, seen) => {
      expect(offered(seen, 'Gina Moonsong')).toBe(true);
      expect(passed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'p').some((e) => e.data?.token === 'stress')).toBe(true);
    }),
    doesNotApply: [
      kase('no stress token: nothing passed', table({}), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
      kase('the wingman out of reach: nothing passed', table({ stress: 1 }, 700, 300), play, (s) => {
        expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
        expect(passed(s)).toBe(false);
      }),
    ],
  },
];

/**
 * Braylen Stramm and Gina Moonsong (001 Engagement Phase, its start): `pilot` facing up at (400, 300); a `partner`
 * B-wing at (`px`, 300) with `tokens` (at 520: range 1; at 800: range 3); a TIE facing down at (400, 520).
 */
const pairTable =
  (pilot: string, partner: string, tokens: Record<string, number> = { stress: 1 }, px = 520) =>
  () =>
    position(
      'engagement',
      [rebel('p', pilot, 400, 300), rebel('q', partner, px, 300, { tokens })],
      [imperial('t', 'academypilot', 400, 520)],
    );
const pairPlay = playing(leaves('engagement'), () => picks('use-ability', 'use', 'p'));
const pairSpec = (
  pilot: string,
  partner: string,
  name: string,
  gained: (s: Parameters<typeof logged>[0]) => boolean,
): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(`${name}'s stressed partner at range 1`, pairTable(pilot, partner), pairPlay, (s, seen) => {
    expect(offered(seen, name)).toBe(true);
    expect(gained(s)).toBe(true);
  }),
  doesNotApply: [
    kase('the partner holds no stress', pairTable(pilot, partner, {}), pairPlay, (s, seen) => {
      expect(offered(seen, name)).toBe(false);
      expect(gained(s)).toBe(false);
    }),
    kase('the stressed partner at range 3', pairTable(pilot, partner, undefined, 800), pairPlay, (_s, seen) =>
      expect(offered(seen, name)).toBe(false),
    ),
    kase('a stressed B-wing of another pilot', pairTable(pilot, 'bladesquadronveteran'), pairPlay, (_s, seen) =>
      expect(offered(seen, name)).toBe(false),
    ),
  ],
});

SPECS.push(
  pairSpec('braylenstramm-battleoverendor', 'ginamoonsong-battleoverendor', 'Braylen Stramm', (s) =>
    logged(s, 'token-gained', 'p').some((e) => e.data?.token === 'focus'),
  ),
  pairSpec(
    'ginamoonsong-battleoverendor',
    'braylenstramm-battleoverendor',
    'Gina Moonsong',
    (s) => logged(s, 'lock-acquired', 'p').length > 0,
  ),
);

/**
 * Netrem Pollard facing up at (400, 200) and an X-wing of his at (560, 200), both revealing 2F (the X-wing first);
 * a TIE far off. After his roll to the right, the X-wing is at range 1 of him.
 */
const netremTable = () =>
  position(
    'activation',
    [rebel('n', 'netrempollard', 400, 200, { dial: '2F' }), rebel('w', 'bluesquadronescort', 560, 200, { dial: '2F' })],
    [imperial('t', 'academypilot', 100, 850, { round: { activated: true } })],
  );
/** Netrem's player picks the X-wing when offered, else the first ship offered (himself). */
const netremPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, ship),
      picks('use-ability', 'use:w', 'n'),
      picks('use-ability', 'use:', 'n'),
    ),
  );
const turned = (s: Parameters<typeof logged>[0]) => logged(s, 'ship-rotated', 'n').length;

SPECS.push({
  source: 'pilot:netrempollard',
  applies: kase(
    'he barrel rolls: the X-wing at range 1 gains a stress, he turns around',
    netremTable,
    netremPlay('n', 'barrel-roll:right:middle'),
    (s) => {
      expect(s.ships.find((x) => x.id === 'w')!.tokens.stress).toBe(1);
      expect(turned(s)).toBe(1);
      expect(s.ships.find((x) => x.id === 'n')!.pose?.heading).toBe(180);
    },
  ),
  doesNotApply: [
    kase('he focuses instead', netremTable, netremPlay('n', 'focus'), (s) => expect(turned(s)).toBe(0)),
    kase('the X-wing barrel rolls', netremTable, netremPlay('w', 'barrel-roll:right:middle'), (s) =>
      expect(turned(s)).toBe(0),
    ),
  ],
});
