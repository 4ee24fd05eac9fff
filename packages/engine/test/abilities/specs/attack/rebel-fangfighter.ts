/**
 * Card specs for the Rebel Fang fighter pilots of abilities/cards/attack/rebel-fangfighter.ts. Rules: 001 Activation
 * 2.1 (the dial revealed), Attack (Modify Attack Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The Volunteer (c) and an X-wing (f) beside him reveal 2-straights (or the X-wing a 1-straight: `fDial`); the TIE
// (t) ends at range 1 of both (its 2-straight) or at range 2 of the Volunteer (its 1-straight: `tDial`).
const table =
  (fDial = '2F', tDial = '2F') =>
  () =>
    position(
      'activation',
      [
        rebel('c', 'clanwrenvolunteer', 400, 200, { dial: '2F' }),
        rebel('f', 'redsquadronveteran', 460, 200, { dial: fDial }),
      ],
      [imperial('t', 'academypilot', 400, 560, { dial: tDial })],
    );
const play = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank', 'blank']), modifiesWith('Clan Wren Volunteer')),
  );
const not = (name: string, t: ReturnType<typeof table>, attacker = 'c') =>
  kase(name, t, play(attacker), (s, seen) => {
    expect(logged(s, 'attack-ended', attacker)).toHaveLength(1);
    expect(offered(seen, 'Clan Wren Volunteer')).toBe(false);
  });

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:clanwrenvolunteer',
    applies: kase('at range 1, the X-wing beside him matched his speed: a reroll', table(), play('c'), (s) =>
      expect(usedIndexes(s, 'pilot:clanwrenvolunteer')).toEqual([0]),
    ),
    doesNotApply: [
      not('the X-wing revealed another speed', table('1F')),
      not('the TIE at range 2', table('2F', '1F')),
      not('the X-wing attacks at range 1', table(), 'f'),
    ],
  },
];
