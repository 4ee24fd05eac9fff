/**
 * Flow specs for the upgrade cards of abilities/cards/upgrades.ts not covered in flow-upgrades.test.ts (R2 Astromech,
 * Concussion Missiles, Instinctive Aim), flow-examples.test.ts (Marksmanship) or flow-pilots-xwing.test.ts
 * (Afterburners): each plays a realistic position through createFromPosition + applyInPlace only, with a case where
 * the card applies and the nearest case where it must not. Dice are entered. Rules: 000 Attack (Roll and Modify
 * Dice), Special Weapons, Configuration upgrades; 001 Arcs (bullseye, firing arcs).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import {
  type Answer,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from './flow-harness.js';

const rebel = (id: string, pilot: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot,
  pose: { x, y, heading: 0 },
  ...extra,
});
const imperial = (
  id: string,
  pilot: string,
  x: number,
  y: number,
  extra: Partial<PositionShip> = {},
): PositionShip => ({
  id,
  pilot,
  pose: { x, y, heading: 180 },
  ...extra,
});

/** The number of dice of this kind `ship` is asked to enter first, playing `answer` meanwhile. */
function diceAsked(s: GameState, ship: string, kind: 'attack' | 'defense', answer: Answer): number {
  let count: number | undefined;
  const note = (d: Decision) => {
    if (d.kind === 'enter-dice' && d.ship === ship && d.accepts === `${kind}-faces` && !d.prompt.includes('('))
      count ??= d.count;
  };
  playUntil(
    s,
    () => count !== undefined,
    answers((d) => void note(d), answer),
  );
  if (s.pending) note(s.pending);
  return count ?? 0;
}

describe('Proton Torpedoes (protontorpedoes): attacking with them, one hit may become a crit', () => {
  const attack = (weapon: string) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes'], locks: ['t'] })],
      [imperial('t', 'academypilot', 400, 560)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(
        attacks('x', 't', weapon),
        rolls('x', 'attack', ['hit', 'hit', 'blank', 'blank']),
        modifiesWith('Proton'),
      ),
    );
    return { s, seen };
  };

  it('applies: the torpedo attack turns a hit into a crit', () => {
    const { s, seen } = attack('protontorpedoes');
    expect(offered(seen, 'Proton Torpedoes')).toBe(true);
    expect(logged(s, 'modification-used', 'x').map((e) => e.data?.after)).toContainEqual(
      expect.arrayContaining(['crit']),
    );
  });

  it('does not apply: a primary attack', () => {
    const { seen } = attack('primary');
    expect(offered(seen, 'Proton Torpedoes')).toBe(false);
  });
});

describe('Predator (predator): in a primary attack on a defender in the bullseye, reroll one attack die', () => {
  const attack = (defenderX: number) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['predator'] })],
      [imperial('t', 'academypilot', defenderX, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Predator')),
    );
    return { s, seen };
  };

  it('applies: straight ahead, the blank is rerolled into a crit', () => {
    const { s, seen } = attack(400);
    expect(offered(seen, 'Predator')).toBe(true);
    expect(logged(s, 'attack-dice-rolled', 'x')).toHaveLength(1);
    expect(logged(s, 'dice-rerolled').map((e) => e.data?.faces)).toEqual([['crit']]);
  });

  it('does not apply: in the front arc but off the bullseye', () => {
    const { s, seen } = attack(470);
    expect(offered(seen, 'Predator')).toBe(false);
    expect(logged(s, 'dice-rerolled')).toHaveLength(0);
  });
});

describe('Outmaneuver (outmaneuver): attacking from the front arc while outside the defender’s firing arcs, the defender rolls one die fewer', () => {
  const defenseDice = (defenderHeading: number) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['outmaneuver'] })],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: defenderHeading } }],
    );
    return diceAsked(s, 't', 'defense', attacks('x', 't'));
  };

  it('applies: behind the TIE, it rolls 2 of its 3 dice', () => {
    expect(defenseDice(0)).toBe(2);
  });

  it('does not apply: the TIE faces the attacker (3 dice)', () => {
    expect(defenseDice(180)).toBe(3);
  });
});

describe('Servomotor S-foils (servomotorsfoils): closed, primary attacks roll one die fewer; either side may be flipped before activating', () => {
  const attackDice = (side: 0 | 1) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: 'servomotorsfoils', side }] })],
      [imperial('t', 'academypilot', 400, 490)],
    );
    return diceAsked(s, 'x', 'attack', attacks('x', 't'));
  };

  it('applies: closed (side 0), 2 dice at range 2', () => {
    expect(attackDice(0)).toBe(2);
  });

  it('does not apply: open (side 1), 3 dice', () => {
    expect(attackDice(1)).toBe(3);
  });

  it.each([0, 1] as const)('side %i is flipped before its ship activates, and is asked of that ship only', (side) => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: '2F', upgrades: [{ xws: 'servomotorsfoils', side }] })],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
    const seen = playUntil(s, leaves('activation'), useAbilityOf('S-foils'));
    expect(seen.filter((d) => offered([d], 'S-foils')).map((d) => d.ship)).toEqual(['x']);
    expect(shipOf(s, 'x').upgrades[0]!.side).toBe(1 - side);
    const flipped = logged(s, 'upgrade-flipped', 'x')[0];
    const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
    expect(s.log.indexOf(flipped!)).toBeLessThan(revealed);
  });
});

describe.each([
  ['shieldupgrade', 'shields', 3],
  ['hullupgrade', 'hull', 5],
] as const)('%s: a stat grant read from the card data (no ability)', (card, stat, value) => {
  const xwing = (upgrades: string[]) =>
    shipOf(
      position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300, { upgrades })],
        [imperial('t', 'academypilot', 400, 800)],
      ),
      'x',
    );

  it(`applies: the X-wing starts with ${value} ${stat}`, () => {
    expect(xwing([card])[stat]).toBe(value);
  });

  it('does not apply: without the card', () => {
    expect(xwing([])[stat]).toBe(value - 1);
  });
});
