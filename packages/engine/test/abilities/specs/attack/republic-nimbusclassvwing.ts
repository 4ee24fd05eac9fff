/**
 * Card specs for the Galactic Republic Nimbus-class V-wing pilots of abilities/cards/attack/republic-nimbusclassvwing.ts
 * (both printings of "Klick"). Rules: 000 "Range Bonuses" (001 Engagement 2.1: one more attack die at range 1).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/**
 * "Klick" (k, at (`kx`, 300), locking the TIE when `locked`) beside an X-wing (x, at (400, 300)); a TIE at (400, `ty`)
 * attacks the X-wing (420: range 1; 490: range 2).
 */
const klickTable =
  (pilot: string, locked = true, ty = 420, kx = 250) =>
  () =>
    position(
      'engagement',
      [rebel('k', pilot, kx, 300, locked ? { locks: ['t'] } : {}), rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, ty)],
    );
const play = attackPlay('t', 'x', () => useAbilityOf('"Klick"'));
const notOffered = (_s: unknown, seen: Parameters<typeof offered>[0]) => expect(offered(seen, '"Klick"')).toBe(false);

const klickSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase('the TIE he locks attacks at range 1: no range bonus, 2 dice', klickTable(pilot), play, (_s, seen) =>
    expect(diceCounts(seen, 't', 'x').attack).toBe(2),
  ),
  doesNotApply: [
    kase('no lock on the TIE: 3 dice', klickTable(pilot, false), play, (_s, seen) => {
      notOffered(_s, seen);
      expect(diceCounts(seen, 't', 'x').attack).toBe(3);
    }),
    kase('at range 2: no bonus to prevent', klickTable(pilot, true, 490), play, notOffered),
    kase('the TIE is beyond range 3 of him', klickTable(pilot, true, 420, 900), play, notOffered),
  ],
});

export const SPECS: CardSpec[] = [klickSpec('klick'), klickSpec('klick-siegeofcoruscant')];

/**
 * "Contrail" (c) and an X-wing wingman (w) reveal 2-straights, the TIE (t) its 2-straight or its 2-bank (`tDial`); after
 * moving they face each other at range 1–2 (the banking TIE starts at x 340 to end in reach of both).
 */
const contrailTable =
  (pilot: string, tDial = '2F') =>
  () =>
    position(
      'activation',
      [rebel('c', pilot, 400, 200, { dial: '2F' }), rebel('w', 'redsquadronveteran', 470, 200, { dial: '2F' })],
      [imperial('t', 'academypilot', tDial === '2F' ? 400 : 340, 600, { dial: tDial })],
    );
const contrailPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'focus', 'focus']),
      rolls(defender, 'defense', ['focus', 'focus', 'focus']),
      modifiesWith('Contrail'),
    ),
  );
const contrailNot = (name: string, t: ReturnType<typeof contrailTable>, p: ReturnType<typeof contrailPlay>) =>
  kase(name, t, p, (s, seen) => {
    expect(logged(s, 'attack-declared')).not.toHaveLength(0);
    expect(offered(seen, 'Contrail')).toBe(false);
  });
for (const pilot of ['contrail', 'contrail-siegeofcoruscant'])
  SPECS.push(
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'attacking, both 2-straights: a focus of the TIE becomes a blank',
        contrailTable(pilot),
        contrailPlay('c', 't'),
        (s) => expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]),
      ),
      doesNotApply: [
        contrailNot('the TIE revealed a 2-bank', contrailTable(pilot, '2B'), contrailPlay('c', 't')),
        contrailNot('his wingman attacks', contrailTable(pilot), contrailPlay('w', 't')),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'defending, both 2-straights: a focus of the TIE becomes a blank',
        contrailTable(pilot),
        contrailPlay('t', 'c'),
        (s) => expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]),
      ),
      doesNotApply: [
        contrailNot('the TIE revealed a 2-bank', contrailTable(pilot, '2B'), contrailPlay('t', 'c')),
        contrailNot('the TIE attacks his wingman', contrailTable(pilot), contrailPlay('t', 'w')),
      ],
    },
  );
