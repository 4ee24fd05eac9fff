/**
 * Dice-count abilities, table-driven, played through createFromPosition + applyInPlace: each card has a position
 * where it applies and one where it must not, and the spec reads the number of dice the engine asks to enter
 * (000 Attack: Roll Attack Dice / Roll Defense Dice; the range 1 bonus attack die and range 3 bonus defense die
 * are counted in the expectations).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import { playUntil, position } from './flow-harness.js';

interface Case {
  rebels: PositionShip[];
  empire: PositionShip[];
  attacker: string;
  defender: string;
  attack: number;
  defense: number;
}

/** Rebels face up the table from y = 300; the Empire faces them `gap` mm (centre to centre) further up. */
const rebel = (id: string, pilot: string, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot,
  pose: { x: 400, y: 300, heading: 0 },
  ...extra,
});
const imperial = (id: string, pilot: string, gap: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot,
  pose: { x: 400, y: 300 + gap, heading: 180 },
  ...extra,
});
const RANGE_1 = 100;
const RANGE_2 = 190;

const SPECS: { card: string; applies: Case; not: Case }[] = [
  {
    card: 'Mauler Mithel (attacking at range 1: one more attack die)',
    applies: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('m', 'maulermithel', RANGE_1)],
      attacker: 'm',
      defender: 'x',
      attack: 4, // 2 + range 1 bonus + Mauler
      defense: 2,
    },
    not: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('m', 'maulermithel', RANGE_2)],
      attacker: 'm',
      defender: 'x',
      attack: 2,
      defense: 2,
    },
  },
  {
    card: 'Wedge Antilles (the defender rolls one defense die fewer)',
    applies: {
      rebels: [rebel('w', 'wedgeantilles')],
      empire: [imperial('t', 'academypilot', RANGE_2)],
      attacker: 'w',
      defender: 't',
      attack: 3,
      defense: 2, // agility 3 - Wedge
    },
    not: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('t', 'academypilot', RANGE_2)],
      attacker: 'x',
      defender: 't',
      attack: 3,
      defense: 3,
    },
  },
  {
    card: 'Gideon Hask (attacking a damaged defender: one more attack die)',
    applies: {
      rebels: [rebel('x', 'redsquadronveteran', { damage: [{ card: 'directhit', faceup: false }] })],
      empire: [imperial('g', 'gideonhask', RANGE_2)],
      attacker: 'g',
      defender: 'x',
      attack: 3,
      defense: 2,
    },
    not: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('g', 'gideonhask', RANGE_2)],
      attacker: 'g',
      defender: 'x',
      attack: 2,
      defense: 2,
    },
  },
  {
    card: 'Weapons Failure, faceup (the ship rolls one attack die fewer)',
    applies: {
      rebels: [rebel('x', 'redsquadronveteran', { damage: [{ card: 'weaponsfailure', faceup: true }] })],
      empire: [imperial('t', 'academypilot', RANGE_2)],
      attacker: 'x',
      defender: 't',
      attack: 2,
      defense: 3,
    },
    not: {
      rebels: [rebel('x', 'redsquadronveteran', { damage: [{ card: 'weaponsfailure', faceup: false }] })],
      empire: [imperial('t', 'academypilot', RANGE_2)],
      attacker: 'x',
      defender: 't',
      attack: 3,
      defense: 3,
    },
  },
  {
    card: 'Structural Damage, faceup (the ship rolls one defense die fewer)',
    applies: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('t', 'academypilot', RANGE_2, { damage: [{ card: 'structuraldamage', faceup: true }] })],
      attacker: 'x',
      defender: 't',
      attack: 3,
      defense: 2,
    },
    not: {
      rebels: [rebel('x', 'redsquadronveteran')],
      empire: [imperial('t', 'academypilot', RANGE_2, { damage: [{ card: 'structuraldamage', faceup: false }] })],
      attacker: 'x',
      defender: 't',
      attack: 3,
      defense: 3,
    },
  },
];

/** Plays the attacker's attack on the defender and returns how many attack and defense dice were asked for. */
function diceOf(c: Case): { attack?: number; defense?: number } {
  const s = position('engagement', c.rebels, c.empire);
  const out: { attack?: number; defense?: number } = {};
  const enter = (d: Decision) => {
    if (d.kind !== 'enter-dice' || /player order/.test(d.prompt)) return;
    if (d.accepts === 'attack-faces' && d.ship === c.attacker) out.attack ??= d.count;
    if (d.accepts === 'defense-faces' && d.ship === c.defender) out.defense ??= d.count;
  };
  playUntil(
    s,
    () => out.attack !== undefined && out.defense !== undefined,
    (d) => {
      enter(d);
      const attack = d.options.find((o) => o.id.startsWith(`attack:${c.defender}:primary`));
      return d.ship === c.attacker && attack ? [attack.id] : undefined;
    },
  );
  if (s.pending) enter(s.pending);
  return out;
}

describe('dice-count abilities through the flow', () => {
  for (const spec of SPECS) {
    it(`${spec.card}: applies`, () => {
      expect(diceOf(spec.applies)).toEqual({ attack: spec.applies.attack, defense: spec.applies.defense });
    });
    it(`${spec.card}: does not apply`, () => {
      expect(diceOf(spec.not)).toEqual({ attack: spec.not.attack, defense: spec.not.defense });
    });
  }
});
