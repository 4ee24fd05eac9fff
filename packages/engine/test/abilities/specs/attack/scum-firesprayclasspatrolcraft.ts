/**
 * Card specs for the Scum and Villainy Firespray pilots of abilities/cards/attack/scum-firesprayclasspatrolcraft.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

// Kath Scarlet (k, concussion missiles and a lock) faces the X-wing at range 2; a friendly TIE (w, `wing` pilot)
// touches the X-wing's base (range 0) or stands far off; another TIE (v) faces the X-wing at range 2.
const kathTable = (wing = 'academypilot', touching = true) =>
  vsXwing(
    ['k', 'kathscarlet', 400, 500, { locks: ['x'], upgrades: [{ xws: 'concussionmissiles' }] }],
    ['w', wing, touching ? 440 : 150, touching ? 300 : 800],
    ['v', 'academypilot', 280, 490],
  );
const kathCount = (name: string, t: ReturnType<typeof kathTable>, attacker: string, n: number, weapon = 'primary') =>
  kase(name, t, attackPlay(attacker, 'x', undefined, weapon), (_s, seen) =>
    expect(diceCounts(seen, attacker, 'x').attack).toBe(n),
  );

// Boba Fett (b) faces the X-wing (x) at range 1 (`near` 0: at range 2); a second X-wing (y) stands at range 1 of him
// or far off; a TIE wingman (w) beside him.
const fettTable = (near: 0 | 1 | 2 | 3) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, near === 0 ? 250 : 300),
      rebel('y', 'redsquadronveteran', near >= 2 ? 480 : 100, near >= 2 ? 330 : 80),
      ...(near === 3 ? [rebel('z', 'redsquadronveteran', 320, 340)] : []),
    ],
    [imperial('b', 'bobafett', 400, 430), imperial('w', 'academypilot', 250, 430)],
  );
/** How many "Boba Fett" rerolls the first Modify decision of these dice offered. */
const fettOffers = (seen: readonly Decision[], kind: 'modify-attack-dice' | 'modify-defense-dice') =>
  seen
    .find((d) => d.kind === kind && d.options.some((o) => o.label.includes('Boba Fett')))
    ?.options.filter((o) => o.label.includes('Boba Fett')).length ?? 0;
const fettPlay = (attacker: string, defender: string, roller: string, kind: 'attack' | 'defense', use = true) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(roller, kind, ['blank', 'blank', 'blank']), ...(use ? [modifiesWith('Boba Fett')] : [])),
  );
const fettCase = (
  name: string,
  near: 0 | 1 | 2 | 3,
  play: ReturnType<typeof fettPlay>,
  kind: 'modify-attack-dice' | 'modify-defense-dice',
  n: number,
) => kase(name, fettTable(near), play, (_s, seen) => expect(fettOffers(seen, kind)).toBe(n));

const BOBA = 'bobafett-armedanddangerous';
/** Boba (b, with a lock on the TIE when `locked`) beside his wingman (w); the TIE (t) faces w, t2 faces Boba. */
const bobaTable =
  (locks: string[] = ['t']) =>
  () =>
    position(
      'engagement',
      [rebel('b', BOBA, 320, 300, { locks }), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450), imperial('t2', 'academypilot', 320, 450)],
    );
/** In a bonus attack's declaration (only there), picks the first option whose id starts with `prefix`. */
const bonus =
  (prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };
const bobaPlay = (a: string, d: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        (x) =>
          x.kind === 'declare-attack' && x.ship === a
            ? [x.options.find((o) => o.id.startsWith(`attack:${d}:`))?.id ?? 'pass']
            : undefined,
        bonus('attack:'),
      ),
  );
const bonusTargets = (seen: Decision[]) => [
  ...new Set(
    seen
      .filter((d) => d.kind === 'declare-attack' && d.prompt.includes('bonus'))
      .flatMap((d) => d.options.map((o) => o.id.split(':')[1]).filter((x) => x !== undefined)),
  ),
];

/** Koshka and a TIE wingman face the X-wing (stressed or not). */
const table =
  (stressed: boolean, wingStressed = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, stressed ? { tokens: { stress: 1 } } : {})],
      [
        imperial('k', 'koshkafrost', 400, 510),
        imperial('t', 'academypilot', 250, 490, wingStressed ? { tokens: { stress: 1 } } : {}),
      ],
    );
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['blank', 'blank', 'blank']),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith('Koshka Frost'),
    ),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Koshka Frost')).toBe(yes);

// Krassis Trelix (k, or a Bounty Hunter) with an ion cannon faces an X-wing (x) at range 2; a second X-wing (y) sits
// behind him, in his rear arc; a Bounty Hunter wingman (w) with an ion cannon beside him.
const krassisTable =
  (pilot = 'krassistrelix') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('y', 'redsquadronveteran', 400, 720)],
      [
        imperial('k', pilot, 400, 500, { upgrades: [{ xws: 'ioncannon' }] }),
        imperial('w', 'bountyhunter', 250, 500, { upgrades: [{ xws: 'ioncannon' }] }),
      ],
    );
/** Whether k was offered its ion cannon against y from its rear arc. */
const rearCannon = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'declare-attack' && d.ship === 'k' && d.options.some((o) => o.id === 'attack:y:ioncannon:rear'),
  );
const krassisPlay = (weapon: string) => attackPlay('k', 'x', () => modifiesWith('Krassis Trelix'), weapon);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:krassistrelix',
    standing: true,
    applies: kase(
      'his ion cannon may fire at the X-wing behind him',
      krassisTable(),
      krassisPlay('ioncannon'),
      (_s, seen) => expect(rearCannon(seen)).toBe(true),
    ),
    doesNotApply: kase(
      'a Bounty Hunter’s ion cannon may not',
      krassisTable('bountyhunter'),
      krassisPlay('ioncannon'),
      (_s, seen) => expect(rearCannon(seen)).toBe(false),
    ),
  },
  {
    source: 'pilot:krassistrelix',
    applies: kase('his ion cannon attack: one die rerolled', krassisTable(), krassisPlay('ioncannon'), (s) =>
      expect(usedIndexes(s, 'pilot:krassistrelix')).toEqual([1]),
    ),
    doesNotApply: [
      kase('his primary attack', krassisTable(), krassisPlay('primary'), (_s, seen) =>
        expect(offered(seen, 'Krassis Trelix')).toBe(false),
      ),
      kase(
        'his wingman’s ion cannon attack',
        krassisTable(),
        attackPlay('w', 'x', () => modifiesWith('Krassis Trelix'), 'ioncannon'),
        (_s, seen) => expect(offered(seen, 'Krassis Trelix')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:koshkafrost',
    applies: kase('attacking the stressed X-wing: she rerolls a die', table(true), play('k', 'x'), seen(true)),
    doesNotApply: [
      kase('the X-wing is not stressed', table(false), play('k', 'x'), seen(false)),
      kase('her stressed wingman attacks it', table(true, true), play('t', 'x'), seen(false)),
    ],
  },
  {
    source: 'pilot:koshkafrost',
    applies: kase('the stressed X-wing attacks her: she rerolls a die', table(true), play('x', 'k'), seen(true)),
    doesNotApply: [
      kase('the X-wing is not stressed', table(false), play('x', 'k'), seen(false)),
      kase('it attacks her wingman', table(true), play('x', 't'), seen(false)),
    ],
  },
  {
    source: `pilot:${BOBA}`,
    applies: kase(
      'the TIE he locks attacks his wingman: a bonus attack on that TIE alone',
      bobaTable(),
      bobaPlay('t', 'w'),
      (s, seen) => {
        expect(logged(s, 'bonus-attack-granted', 'b')).toHaveLength(1);
        expect(bonusTargets(seen)).toEqual(['t']);
      },
    ),
    doesNotApply: [
      kase('he has no lock on the attacker', bobaTable([]), bobaPlay('t', 'w'), (s) =>
        expect(logged(s, 'bonus-attack-granted', 'b')).toHaveLength(0),
      ),
      kase('he defends himself against a ship he locks', bobaTable(['t2']), bobaPlay('t2', 'b'), (s) =>
        expect(logged(s, 'bonus-attack-granted', 'b')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'pilot:bobafett',
    applies: kase(
      'two enemy ships at range 1: two rerolls offered, one used',
      fettTable(2),
      fettPlay('b', 'x', 'b', 'attack'),
      (s, seen) => {
        expect(fettOffers(seen, 'modify-attack-dice')).toBe(2);
        expect(usedIndexes(s, 'pilot:bobafett')).toEqual([0]);
      },
    ),
    doesNotApply: [
      fettCase(
        'one enemy ship at range 1: one reroll',
        1,
        fettPlay('b', 'x', 'b', 'attack', false),
        'modify-attack-dice',
        1,
      ),
      fettCase('none at range 0–1: none', 0, fettPlay('b', 'x', 'b', 'attack', false), 'modify-attack-dice', 0),
      fettCase(
        'his wingman attacks, three enemy ships near Boba',
        3,
        fettPlay('w', 'x', 'w', 'attack', false),
        'modify-attack-dice',
        0,
      ),
    ],
  },
  {
    source: 'pilot:bobafett',
    applies: kase(
      'defending with two enemy ships at range 1: two rerolls offered, one used',
      fettTable(2),
      fettPlay('x', 'b', 'b', 'defense'),
      (s, seen) => {
        expect(fettOffers(seen, 'modify-defense-dice')).toBe(2);
        expect(usedIndexes(s, 'pilot:bobafett')).toEqual([1]);
      },
    ),
    doesNotApply: [
      fettCase(
        'one enemy ship at range 1: one reroll',
        1,
        fettPlay('x', 'b', 'b', 'defense', false),
        'modify-defense-dice',
        1,
      ),
      fettCase(
        'his wingman defends, three enemy ships near Boba',
        3,
        fettPlay('x', 'w', 'w', 'defense', false),
        'modify-defense-dice',
        0,
      ),
      fettCase('none at range 0–1: none', 0, fettPlay('x', 'b', 'b', 'defense', false), 'modify-defense-dice', 0),
    ],
  },
  {
    source: 'pilot:kathscarlet',
    applies: kathCount('a TIE touches the X-wing: 4 dice', kathTable(), 'k', 4),
    doesNotApply: [
      kathCount('"Mauler" Mithel, limited, touches it: 3 dice', kathTable('maulermithel'), 'k', 3),
      kathCount('the TIE is far off: 3 dice', kathTable('academypilot', false), 'k', 3),
      kathCount('a missile attack: its 3 dice', kathTable(), 'k', 3, 'concussionmissiles'),
      kathCount('the other TIE attacks: its 2 dice', kathTable(), 'v', 2),
    ],
  },
];
