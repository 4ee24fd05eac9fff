/**
 * Card specs for the Separatist Alliance Belbullab-22 pilots of abilities/cards/attack/separatist-belbullab22starfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (firing arcs).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Grievous behind the X-wing (outside its firing arc, facing it) or in front of it; a TIE wingman behind it too. */
const table = (behind: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      behind
        ? imperial('g', 'generalgrievous', 400, 180, {
            pose: { x: 400, y: 180, heading: 0 },
            upgrades: [{ xws: 'ioncannon', side: 0 }],
          })
        : imperial('g', 'generalgrievous', 400, 490),
      imperial('t', 'academypilot', 300, 180, { pose: { x: 300, y: 180, heading: 0 } }),
    ],
  );
const play = (attacker: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    'x',
    () => answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('General Grievous')),
    weapon,
  );
const notOffered = (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, 'General Grievous')).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:generalgrievous',
    applies: kase('behind the X-wing he rerolls two dice', table(true), play('g'), (_s, seen) =>
      expect(offered(seen, 'General Grievous')).toBe(true),
    ),
    doesNotApply: [
      kase('inside the X-wing’s front arc', table(false), play('g'), notOffered),
      kase('behind it with his ion cannon: not a primary attack', table(true), play('g', 'ioncannon'), notOffered),
      kase('his wingman attacks from behind: not his attack', table(true), play('t'), notOffered),
    ],
  },
];
