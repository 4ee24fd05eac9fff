/**
 * Card specs for the A/SF-01 B-wing pilots of abilities/cards/support/rebel-asf01bwing.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

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

/**
 * Hera Syndulla (`pilot`, a focus token) facing up at (`hx`, 300); an X-wing of hers facing up at (400, 300); a TIE
 * facing down at (400, 450). At hx 250 she is at range 2 of the X-wing; at 80, range 3.
 */
const heraTable =
  (pilot: string, hx = 250) =>
  () =>
    position(
      'engagement',
      [rebel('h', pilot, hx, 300, { tokens: { focus: 1 } }), rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450)],
    );
const heraPlay = (attacker: string, defender: string, answer: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank']), picks('use-ability', answer, 'h')),
  );
const handed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'token-gained', id)
    .filter((e) => e.data?.from === 'h')
    .map((e) => e.data?.token);
const heraAsked = (seen: readonly { kind: string; prompt: string }[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Hera Syndulla')).length;

/** Hera's two specs: her focus to the attacking X-wing (#0), to the defending X-wing (#1). */
export const heraSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'the X-wing at range 2 attacks: it takes her focus',
      heraTable(pilot),
      heraPlay('x', 't', 'use:focus'),
      (s) => expect(handed(s, 'x')).toEqual(['focus']),
    ),
    doesNotApply: [
      kase('she is at range 3', heraTable(pilot, 80), heraPlay('x', 't', 'use:focus'), (_s, seen) =>
        expect(heraAsked(seen)).toBe(0),
      ),
      kase('declined: asked once in the attack', heraTable(pilot), heraPlay('x', 't', 'decline'), (_s, seen) =>
        expect(heraAsked(seen)).toBe(1),
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase('the X-wing defends: it takes her focus', heraTable(pilot), heraPlay('t', 'x', 'use:focus'), (s) =>
      expect(handed(s, 'x')).toEqual(['focus']),
    ),
    doesNotApply: [
      kase('she is at range 3', heraTable(pilot, 80), heraPlay('t', 'x', 'use:focus'), (_s, seen) =>
        expect(heraAsked(seen)).toBe(0),
      ),
      kase('declined: asked once in the attack', heraTable(pilot), heraPlay('t', 'x', 'decline'), (_s, seen) =>
        expect(heraAsked(seen)).toBe(1),
      ),
    ],
  },
];
SPECS.push(...heraSpecs('herasyndulla-asf01bwing'));
