/**
 * Card specs for the Rebel Fang fighter pilots of abilities/cards/attack/rebel-fangfighter.ts. Rules: 001 Activation
 * 2.1 (the dial revealed), Attack (Modify Attack Dice).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

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

// Bodica Venj (b, `tokens`) beside a wingman (w: an X-wing, or Boba Fett of Armed and Dangerous with a lock on t);
// two TIEs (t, t2) face them.
const bodicaTable =
  (tokens: Record<string, number> = {}, wing = 'redsquadronveteran') =>
  () =>
    position(
      'engagement',
      [rebel('b', 'bodicavenj', 320, 300, { tokens }), rebel('w', wing, 400, 300, { locks: ['t'] })],
      [imperial('t', 'academypilot', 400, 450), imperial('t2', 'academypilot', 320, 450)],
    );
/** In a bonus attack's declaration (only there), attacks the TIE t. */
const bonusOnT: Answer = (d) =>
  d.kind === 'declare-attack' && d.prompt.includes('bonus')
    ? [d.options.find((o) => o.id.startsWith('attack:t:'))?.id ?? 'pass']
    : undefined;
/** `a` attacks `d` (the others pass their own attacks), and a bonus attack granted goes at t; until two attacks end. */
const bodicaPlay = (a: string, d: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        (x) =>
          x.kind === 'declare-attack' && x.ship === a && !x.prompt.includes('bonus')
            ? [x.options.find((o) => o.id.startsWith(`attack:${d}:`))?.id ?? 'pass']
            : undefined,
        bonusOnT,
      ),
  );
const bodicaNot = (name: string, t: ReturnType<typeof bodicaTable>, a: string, d: string) =>
  kase(name, t, bodicaPlay(a, d), (s) => expect(usedIndexes(s, 'pilot:bodicavenj')).toEqual([]));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bodicavenj',
    applies: kase(
      'a TIE attacks her wingman: she attacks it, then gains a deplete token',
      bodicaTable(),
      bodicaPlay('t', 'w'),
      (s) => {
        expect(usedIndexes(s, 'pilot:bodicavenj')).toEqual([0, 1]);
        expect(logged(s, 'attack-declared', 'b')).toHaveLength(1);
        expect(shipOf(s, 'b').tokens.deplete ?? 0).toBe(1);
      },
    ),
    doesNotApply: [
      bodicaNot('she is depleted already', bodicaTable({ deplete: 1 }), 't', 'w'),
      bodicaNot('the TIE attacks her', bodicaTable(), 't', 'b'),
    ],
  },
  {
    source: 'pilot:bodicavenj',
    applies: kase('her bonus attack over: a deplete token', bodicaTable(), bodicaPlay('t', 'w'), (s) =>
      expect(usedIndexes(s, 'pilot:bodicavenj')).toContain(1),
    ),
    doesNotApply: [
      bodicaNot('her own attack (no bonus)', bodicaTable(), 'b', 't2'),
      bodicaNot(
        'Boba Fett’s bonus attack after the TIE attacked her',
        bodicaTable({}, 'bobafett-armedanddangerous'),
        't',
        'b',
      ),
    ],
  },
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
