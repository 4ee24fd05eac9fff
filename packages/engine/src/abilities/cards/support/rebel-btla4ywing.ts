/**
 * Rebel Alliance BTL-A4 Y-wing pilots whose abilities hand on locks, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Dutch Vander (and his SWZ106 printing): after he performs a Lock action, he may pick a friendly ship at range 1–3;
 *   it acquires a lock on the ship he locked, at any range (000 "Lock": a lock acquired by an ability is not the Lock
 *   action, so its range does not apply). The ship locked is the window's other party (actions/index.ts
 *   afterPerformSubject). The chosen ship's "may" is his player's, the same player's: asked once, with the choice.
 */
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover } from './shared.js';

function dutch(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['lock'] }],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'lock-allowed', who: 'self' },
        label: 'acquires a lock on the ship you locked',
      },
      effect: { kind: 'acquire-lock', who: 'chosen', on: 'other' },
      summary: 'Dutch Vander: a friendly ship at range 1–3 acquires a lock on the ship you just locked.',
    },
  ];
}

export const REBEL_YWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:dutchvander': dutch('dutchvander'),
  'pilot:dutchvander-swz106': dutch('dutchvander-swz106'),
};

/**
 * Hol Okand (Battle of Yavin): in his System Phase turn, with no enemy ship at range 1–2, he may recover one charge on
 * an equipped upgrade of his pick, up to its value (000 "Charges and the Force"). Only upgrades missing a charge are
 * offered; none, and he is not asked.
 */
REBEL_YWING_SUPPORT['pilot:holokand-battleofyavin'] = [
  {
    source: { kind: 'pilot', xws: 'holokand-battleofyavin' },
    window: 'system',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'ships-near', side: 'enemy', range: [1, 2], atMost: 0 }],
    },
    optional: true,
    choices: (ctx, me) => chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }),
    effect: { kind: 'recover-charge' },
    summary: 'Hol Okand: no enemy ship at range 1–2, recover a charge on one of your upgrades.',
  },
];

/**
 * Dutch Vander (Battle of Yavin): once an attack in which he spent a lock is over, he picks a friendly ship at range
 * 1–3; it may acquire a lock on the defender (000 "Lock": not an action, at any range; both must be allowed to lock and
 * be locked). Our reading: the spending is read from the attack (`spent-in-attack`), so the pick comes in the attack's
 * Aftermath rather than at once: nothing can use the new lock in between. The chosen ship's "may" is his player's:
 * asked once, with the pick.
 */
REBEL_YWING_SUPPORT['pilot:dutchvander-battleofyavin'] = [
  {
    source: { kind: 'pilot', xws: 'dutchvander-battleofyavin' },
    window: 'attack:after',
    when: { kind: 'spent-in-attack', who: 'self', tokens: ['lock'] },
    optional: true,
    choose: {
      side: 'friendly',
      range: [1, 3],
      where: {
        kind: 'all',
        of: [
          { kind: 'lock-allowed', who: 'self' },
          { kind: 'lock-allowed', who: 'defender' },
        ],
      },
      label: 'acquires a lock on the defender',
    },
    effect: { kind: 'acquire-lock', who: 'chosen', on: 'defender' },
    summary: 'Dutch Vander: you spent a lock in the attack, a friendly ship at range 1–3 locks the defender.',
  },
];
