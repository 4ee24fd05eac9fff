/**
 * Card specs for the Galactic Empire Alpha-class Star Wing pilots of abilities/cards/attack/imperial-alphaclassstarwing.ts.
 * Rules: 001 Attack (Roll Defense Dice); 000 Disarm tokens.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, modifiesWith, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, vsXwing } from '../../spec-helpers.js';

const vynder = (disarmed: boolean, x = 400) =>
  vsXwing(['v', 'majorvynder', x, 490, disarmed ? { tokens: { disarm: 1 } } : {}], ['t', 'academypilot', 250, 490]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:majorvynder',
    applies: kase('disarmed, he rolls 3 defense dice at range 2', vynder(true), attackPlay('x', 'v'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'v').defense).toBe(3),
    ),
    doesNotApply: [
      kase('not disarmed: his usual 2', vynder(false), attackPlay('x', 'v'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'v').defense).toBe(2),
      ),
      kase(
        'disarmed beside the TIE the X-wing attacks: the TIE rolls its usual 3',
        vynder(true, 550),
        attackPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];

/**
 * Major Vynder (standard loadout: Ion Cannon, Heavy Plasma Missiles; a lock on the X-wing) faces the X-wing x at range
 * 2, and a Z-95 z beside it (Concussion Missiles, a lock on him).
 */
const sslTable = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300),
      rebel('z', 'banditsquadronpilot', 330, 300, { upgrades: [{ xws: 'concussionmissiles' }], locks: ['v'] }),
    ],
    [
      imperial('v', 'majorvynder-ssl', 400, 490, {
        upgrades: ['longrangescanners-alphaclassstarwing', 'ioncannon', 'heavyplasmamissiles-alphaclassstarwing'].map(
          (xws) => ({ xws }),
        ),
        locks: ['x'],
      }),
    ],
  );
/** In a bonus attack's declaration (only there), the first option whose id starts with `prefix`. */
const bonus =
  (prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };
/** `a` attacks `d` with `weapon` (every roll focus results); Vynder uses his card, then his bonus cannon attack. */
const sslPlay = (a: string, d: string, weapon: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        bonus('attack:x:ioncannon'),
        picks('declare-attack', `attack:${d}:${weapon}`, a),
        (dd) => (dd.kind === 'use-ability' && dd.prompt.includes('Major Vynder') ? ['use'] : undefined),
        rolls(a, 'attack', ['focus', 'focus', 'focus']),
        modifiesWith('Major Vynder'),
      ),
  );
const declared = (s: GameState) => logged(s, 'attack-declared', 'v').map((e) => String(e.data?.weapon));
SPECS.push({
  source: 'pilot:majorvynder-ssl',
  applies: kase(
    'after his missiles, a bonus Ion Cannon attack in which a focus becomes a hit',
    sslTable,
    sslPlay('v', 'x', 'heavyplasmamissiles'),
    (s) => {
      expect(declared(s)).toEqual(['heavyplasmamissiles-alphaclassstarwing', 'ioncannon']);
      expect(logged(s, 'modification-used', 'v').some((e) => String(e.data?.modification).startsWith('last:'))).toBe(
        true,
      );
    },
  ),
  doesNotApply: [
    kase('his Ion Cannon attack first: no bonus, no change', sslTable, sslPlay('v', 'x', 'ioncannon'), (s, seen) => {
      expect(declared(s)).toEqual(['ioncannon']);
      expect(offered(seen, 'Major Vynder')).toBe(false);
    }),
    kase('the Z-95 fires its missiles at him', sslTable, sslPlay('z', 'v', 'concussionmissiles'), (s, seen) => {
      expect(logged(s, 'attack-declared', 'z')).toHaveLength(1);
      expect(offered(seen, 'Major Vynder')).toBe(false);
    }),
    kase('x attacks him', sslTable, sslPlay('x', 'v', 'primary'), (_s, seen) =>
      expect(offered(seen, 'Major Vynder')).toBe(false),
    ),
  ],
});
