/**
 * Card specs for the Rebel BTL-A4 Y-wing pilots of abilities/cards/attack/rebel-btla4ywing.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (single turret arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';
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

export const SPECS: CardSpec[] = [
  norraSpec('norrawexley-btla4ywing'),
  {
    source: 'pilot:popskrail-battleofyavin',
    applies: kase('his ion cannon turret attack: he rerolls two dice', table, play('p', 'ioncannonturret'), seen(true)),
    doesNotApply: [
      kase('his front-arc primary attack', table, play('p', 'primary'), seen(false)),
      kase('a wingman’s turret attack', table, play('y', 'ioncannonturret'), seen(false)),
    ],
  },
];
