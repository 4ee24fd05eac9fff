/**
 * Galactic Republic Delta-7 Aethersprite pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Barriss Offee: a friendly ship at range 0–2 of her (herself included) attacking a defender in its own bullseye
 *   arc: she may spend a Force to change one of its focus results to a hit, or one hit to a crit (two records, one per
 *   change, each with its own Force).
 * - Luminara Unduli: a friendly ship at range 0–2 of her (herself included) defending outside the attacker's bullseye
 *   arc: she may spend a Force to change one attack crit to a hit, or one attack hit to a focus (two records). The
 *   defending side changes attack dice in the Modify Attack Dice step (000 "Performing an Attack").
 * - Adi Gallia: defending at attack range 1, she may spend a Force: the attacker's range bonus does not apply;
 *   attacking at range 3, she may spend a Force: the defender's range bonus does not apply. Read as a choice made once
 *   the attack is declared (before any die is rolled) that lasts to the end of the attack: the range bonuses are
 *   counted as the dice are rolled (001 Engagement 2.1 / 3.1), so spending it then is spending it "while" she attacks
 *   or defends.
 */
import { changeAbility, type Face } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

const force = [{ kind: 'spend-force' as const, count: 1 }];

function barriss(xws: string): Ability[] {
  const change = (from: Face, to: Face): Ability => ({
    source: { kind: 'pilot', xws },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
        { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'defender' },
      ],
    },
    optional: true,
    cost: force,
    effect: dice(changeAbility('attacker', 'attack', 1, [from], to, { name: 'Barriss Offee' })),
    summary: `Barriss Offee: the defender is in the attacker’s bullseye, spend a Force to change a ${from} to a ${to}.`,
  });
  return [change('focus', 'hit'), change('hit', 'crit')];
}

function luminara(xws: string): Ability[] {
  const change = (from: Face, to: Face): Ability => ({
    source: { kind: 'pilot', xws },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
        { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'defender' } },
      ],
    },
    optional: true,
    cost: force,
    effect: dice(changeAbility('defender', 'attack', 1, [from], to, { name: 'Luminara Unduli' })),
    summary: `Luminara Unduli: the defender is outside the attacker’s bullseye, spend a Force to change a ${from} to a ${to}.`,
  });
  return [change('crit', 'hit'), change('hit', 'focus')];
}

function adi(xws: string): Ability[] {
  const cancel = (role: 'attacker' | 'defender', range: number, dice: 'attack' | 'defense'): Ability => ({
    source: { kind: 'pilot', xws },
    window: 'attack:after-declare',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role },
        { kind: 'attack-range', min: range, max: range },
      ],
    },
    optional: true,
    cost: force,
    effect: {
      kind: 'last',
      until: 'end-of-attack',
      window: 'attack:range-bonus',
      effect: { kind: 'no-range-bonus', dice },
    },
    summary: `Adi Gallia: spend a Force, the ${role === 'attacker' ? 'defender' : 'attacker'} gets no range bonus this attack.`,
  });
  return [cancel('defender', 1, 'attack'), cancel('attacker', 3, 'defense')];
}

export const REPUBLIC_DELTA7AETHERSPRITE_ATTACK: Record<string, Ability[]> = {
  'pilot:barrissoffee': barriss('barrissoffee'),
  'pilot:barrissoffee-delta7baethersprite': barriss('barrissoffee-delta7baethersprite'),
  'pilot:luminaraunduli': luminara('luminaraunduli'),
  'pilot:luminaraunduli-delta7baethersprite': luminara('luminaraunduli-delta7baethersprite'),
  'pilot:adigallia': adi('adigallia'),
  'pilot:adigallia-delta7baethersprite': adi('adigallia-delta7baethersprite'),
};
