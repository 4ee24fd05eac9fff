/**
 * Card specs for the Rebel RZ-1 A-wing pilots of abilities/cards/attack/rebel-rz1awing.ts (all printings).
 * Rules: 001 Attack (Roll Defense Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** Wedge (with an ion cannon) and an X-wing wingman face a TIE at range 2. */
const table = () =>
  position(
    'engagement',
    [
      rebel('w', 'wedgeantilles-rz1awing', 400, 300, { upgrades: [{ xws: 'ioncannon' }] }),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );

/** An A-wing pilot `a` and an X-wing wingman face a TIE. */
const pilotTable = (pilot: string) => () =>
  position(
    'engagement',
    [rebel('a', pilot, 400, 300), rebel('x', 'redsquadronveteran', 250, 300)],
    [imperial('t', 'academypilot', 350, 490)],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:wedgeantilles-rz1awing',
    applies: kase('his primary attack: the TIE rolls 2 defense dice, not 3', table, attackPlay('w', 't'), (_s, seen) =>
      expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('his ion cannon attack: its usual 3', table, attackPlay('w', 't', undefined, 'ioncannon'), (_s, seen) =>
        expect(diceCounts(seen, 'w', 't').defense).toBe(3),
      ),
      kase('his wingman attacks: its usual 3', table, attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
  ...(
    [
      ['arvelcrynyd-battleoverendor', 'Arvel Crynyd', ['focus', 'focus', 'focus']],
      ['gemmersojan-battleoverendor', 'Gemmer Sojan', ['blank', 'blank', 'blank']],
    ] as const
  ).map(([pilot, name, faces]): CardSpec => ({
    source: `pilot:${pilot}`,
    applies: kase(
      'defending, a strain token changes his dice',
      pilotTable(pilot),
      attackPlay('t', 'a', () => answers(rolls('a', 'defense', [...faces]), modifiesWith(name))),
      (s, seen) => {
        expect(offered(seen, name)).toBe(true);
        expect(shipOf(s, 'a').tokens.strain).toBe(1);
      },
    ),
    doesNotApply: kase(
      'his wingman defends',
      pilotTable(pilot),
      attackPlay('t', 'x', () => answers(rolls('x', 'defense', [...faces]), modifiesWith(name))),
      (_s, seen) => expect(offered(seen, name)).toBe(false),
    ),
  })),
];
