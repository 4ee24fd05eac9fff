/**
 * Card specs for the Rebel BTL-A4 Y-wing pilots of abilities/cards/attack/rebel-btla4ywing.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (single turret arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, modifiesWith, offered, picks, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../../spec-helpers.js';
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
];
