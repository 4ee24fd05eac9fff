/**
 * Card specs for the Rebel BTL-A4 Y-wing pilots of abilities/cards/attack/rebel-btla4ywing.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (single turret arc).
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
  useAbilityOf,
} from '../../flow-harness.js';
import type { Decision } from '@xwing/engine';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

// Horton Salm (h) attacks the TIE (t) at range 2; `k` of his wingmen (a, b, c, d) stand at range 1 of the TIE.
const WINGS: [string, number, number][] = [
  ['a', 450, 385],
  ['b', 350, 385],
  ['c', 470, 480],
  ['d', 330, 480],
];
const hortonTable = (pilot: string, k: number) => () =>
  position(
    'engagement',
    [rebel('h', pilot, 400, 300), ...WINGS.slice(0, k).map(([id, x, y]) => rebel(id, 'redsquadronveteran', x, y))],
    [imperial('t', 'academypilot', 400, 450)],
  );
/** How many "Horton Salm" rerolls the first attack Modify decision offered. */
const hortonOffers = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('Horton Salm')))
    ?.options.filter((o) => o.label.includes('Horton Salm')).length ?? 0;
const hortonPlay = (attacker: string, use: boolean) =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), ...(use ? [modifiesWith('Horton Salm')] : [])),
  );
const hortonSpec = (pilot: string): CardSpec => {
  const count = (name: string, k: number, attacker: string, n: number) =>
    kase(name, hortonTable(pilot, k), hortonPlay(attacker, false), (s, seen) => {
      expect(logged(s, 'attack-ended', attacker)).toHaveLength(1);
      expect(hortonOffers(seen)).toBe(n);
    });
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'two wingmen at range 1 of the TIE: two rerolls offered, one used',
      hortonTable(pilot, 2),
      hortonPlay('h', true),
      (s, seen) => {
        expect(hortonOffers(seen)).toBe(2);
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
      },
    ),
    doesNotApply: [
      count('one wingman there: one reroll', 1, 'h', 1),
      count('no wingman there: none', 0, 'h', 0),
      count('a wingman attacks, three others at range 1 of the TIE: none', 4, 'a', 0),
    ],
  };
};
import { norraSpec } from './rebel-arc170starfighter.js';

const turret = { upgrades: [{ xws: 'ioncannonturret' }], turret: 'front' as const };
const table = () =>
  position(
    'engagement',
    [rebel('p', 'popskrail-battleofyavin', 400, 300, turret), rebel('y', 'graysquadronbomber', 250, 300, turret)],
    [imperial('t', 'academypilot', 400, 490)],
  );
const play = (attacker: string, weapon: string) =>
  attackPlay(
    attacker,
    't',
    () => answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('"Pops" Krail')),
    weapon,
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, '"Pops" Krail')).toBe(yes);

/** Dex Tiree at (400, 300), an X-wing wingman at (wx, 300), a TIE facing them. */
const dexTable = (wx: number) => () =>
  position(
    'engagement',
    [rebel('d', 'dextiree-battleofyavin', 400, 300), rebel('x', 'redsquadronveteran', wx, 300)],
    [imperial('t', 'academypilot', 350, 490)],
  );

/** Evaan (e, with a focus token) beside her wingman (w) at range 1; the TIE (t) faces w at range 2. */
const evaanTable = (phase: 'engagement' | 'system') => () =>
  position(
    phase,
    [
      rebel('e', 'evaanverlaine', 300, 300, { tokens: { focus: 1 }, dial: '1F' }),
      rebel('w', 'redsquadronveteran', 400, 300, { dial: '1F' }),
    ],
    [imperial('t', 'academypilot', 400, 470, { dial: '1F' })],
  );
const picksW = picks('use-ability', 'use:w');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:evaanverlaine',
    applies: kase(
      'she spends her focus on her wingman: it rolls 3 defense dice against the TIE',
      evaanTable('engagement'),
      attackPlay('t', 'w', () => picksW),
      (s, seen) => {
        expect(diceCounts(seen, 't', 'w').defense).toBe(3);
        expect(s.ships.find((x) => x.id === 'e')?.tokens.focus).toBeUndefined();
      },
    ),
    doesNotApply: kase(
      'the System Phase starts: she is not asked',
      evaanTable('system'),
      playing(leaves('system'), () => picksW),
      (_s, seen) => expect(offered(seen, 'Evaan Verlaine')).toBe(false),
    ),
  },
  norraSpec('norrawexley-btla4ywing'),
  {
    source: 'pilot:popskrail-battleofyavin',
    applies: kase('his ion cannon turret attack: he rerolls two dice', table, play('p', 'ioncannonturret'), seen(true)),
    doesNotApply: [
      kase('his front-arc primary attack', table, play('p', 'primary'), seen(false)),
      kase('a wingman’s turret attack', table, play('y', 'ioncannonturret'), seen(false)),
    ],
  },
  {
    source: 'pilot:dextiree-battleofyavin',
    applies: kase(
      'a wingman at range 1 of him: he defends with 2 dice',
      dexTable(300),
      attackPlay('t', 'd', () => useAbilityOf('Dex Tiree')),
      (_s, seen) => expect(diceCounts(seen, 't', 'd').defense).toBe(2),
    ),
    doesNotApply: [
      kase(
        'his wingman far away: 1 die',
        dexTable(80),
        attackPlay('t', 'd', () => useAbilityOf('Dex Tiree')),
        (_s, seen) => expect(diceCounts(seen, 't', 'd').defense).toBe(1),
      ),
      kase(
        'his wingman beside him defends: its 2',
        dexTable(300),
        attackPlay('t', 'x', () => useAbilityOf('Dex Tiree')),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
    ],
  },
  hortonSpec('hortonsalm'),
  hortonSpec('hortonsalm-swz106'),
];
