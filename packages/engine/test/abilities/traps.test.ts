/**
 * The traps a card writer fell into silently (issue 21), each fixed at its root and shown here through
 * `createFromPosition` + `applyInPlace` with a record this test adds to the game's ability table (`abilityTable`):
 * a record's word must do what it says in its window. test/abilities/record-shape.test.ts keeps records to the words
 * each window honours.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { type Answer, logged, playUntil, position, shipOf, useAbilityOf } from './flow-harness.js';

/** The ability-used events of `source` in the log. */
const uses = (s: GameState, source: string) =>
  s.log.filter((e) => e.type === 'ability-used' && e.data?.source === source);

/** A test record: mandatory, no cost, gaining a stress token (a token no phase removes), in our own words. */
function record(source: Ability['source'], window: Ability['window'], fields: Partial<Ability> = {}): Ability {
  return {
    source,
    window,
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
    ...fields,
  };
}

/** An End Phase table: the Rebel ship `x` given, a TIE far away. */
function endTable(x: PositionShip, table: ReturnType<typeof abilityTable>): GameState {
  return position('end', [x], [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 } }], {}, table);
}

/** Plays the End Phase out (to the next round's Planning Phase). */
function playEnd(s: GameState, table: ReturnType<typeof abilityTable>, answer?: Answer): Decision[] {
  return playUntil(s, (st) => st.phase !== 'end', answer, table);
}

describe('has-charges reads the charges of the card whose record it is', () => {
  const TORPEDOES = 'upgrade:protontorpedoes:0';
  const table = abilityTable({
    [TORPEDOES]: [
      record({ kind: 'upgrade', xws: 'protontorpedoes', side: 0 }, 'end:start', {
        when: { kind: 'has-charges', atLeast: 1 },
      }),
    ],
  });
  const xwing = (torpedoCharges: number, pilotCharges?: number): PositionShip => ({
    id: 'x',
    pilot: 'redsquadronveteran',
    pose: { x: 400, y: 150, heading: 0 },
    upgrades: [{ xws: 'protontorpedoes', charges: torpedoCharges }],
    ...(pilotCharges === undefined ? {} : { charges: pilotCharges }),
  });

  it('an upgrade holding charges on a pilot with none: the record holds', () => {
    const s = endTable(xwing(2), table);
    playEnd(s, table);
    expect(uses(s, TORPEDOES)).toHaveLength(1);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('an upgrade with no charge left: the record does not hold, whatever the pilot holds', () => {
    const s = endTable(xwing(0, 2), table);
    playEnd(s, table);
    expect(uses(s, TORPEDOES)).toHaveLength(0);
  });
});

describe('a reinforce token is paid as a cost like any token', () => {
  const KEY = 'pilot:kashyyykdefender';
  const table = abilityTable({
    [KEY]: [
      record({ kind: 'pilot', xws: 'kashyyykdefender' }, 'end:start', {
        optional: true,
        cost: [{ kind: 'spend-token', token: 'reinforce', count: 1 }],
      }),
    ],
  });
  const auzituck = (reinforce?: 'fore' | 'aft'): PositionShip => ({
    id: 'g',
    pilot: 'kashyyykdefender',
    pose: { x: 400, y: 150, heading: 0 },
    ...(reinforce ? { reinforce } : {}),
  });

  it('holding one: its owner is asked, and using the ability spends the token', () => {
    const s = endTable(auzituck('fore'), table);
    const seen = playEnd(s, table, useAbilityOf('Test record'));
    expect(seen.some((d) => d.kind === 'use-ability' && d.ship === 'g')).toBe(true);
    expect(uses(s, KEY)).toHaveLength(1);
    expect(shipOf(s, 'g').reinforce).toBeNull();
    expect(shipOf(s, 'g').tokens.stress).toBe(1);
    expect(logged(s, 'cost-paid', 'g')).toHaveLength(1);
  });

  it('holding none: it cannot be paid, and nothing is asked', () => {
    const s = endTable(auzituck(), table);
    const seen = playEnd(s, table, useAbilityOf('Test record'));
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(uses(s, KEY)).toHaveLength(0);
  });
});

describe('"after you are destroyed" reaches the destroyed ship in any phase', () => {
  const KEY = 'pilot:redsquadronveteran';
  const table = abilityTable({
    [KEY]: [
      record({ kind: 'pilot', xws: 'redsquadronveteran' }, 'ship:after-destroyed', {
        when: { kind: 'subject-is-self' },
      }),
    ],
  });
  /** An X-wing one damage from destroyed, its 2-straight ending on an asteroid (1 hit damage), in the Activation Phase. */
  const table0 = (hullLeft: number) =>
    position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          shields: 0,
          damage: Array.from({ length: 4 - hullLeft }, () => ({ card: 'directhit', faceup: false })),
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 260, heading: 0 } }] },
      table,
    );

  it('destroyed by an asteroid in the Activation Phase: its own ability resolves though it is removed', () => {
    const s = table0(1);
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    expect(logged(s, 'ship-removed', 'x')).toHaveLength(1);
    expect(uses(s, KEY).map((e) => e.ship)).toEqual(['x']);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });

  it('not destroyed (two hull left): nothing resolves', () => {
    const s = table0(2);
    playUntil(s, (st) => st.phase !== 'activation', undefined, table);
    expect(logged(s, 'ship-destroyed')).toHaveLength(0);
    expect(uses(s, KEY)).toHaveLength(0);
  });
});

describe('the stat effect is read as the dice are counted', () => {
  const KEY = 'pilot:redsquadronveteran';
  const stat = (which: 'agility' | 'attack', role: 'attacker' | 'defender') =>
    abilityTable({
      [KEY]: [
        record({ kind: 'pilot', xws: 'redsquadronveteran' }, 'ship:stat', {
          when: { kind: 'attack-role', role },
          effect: { kind: 'stat', stat: which, delta: 1 },
        }),
      ],
    });
  /** The X-wing (x) and a TIE (t) straight ahead at range 2, in the Engagement Phase. */
  const duel = (table: ReturnType<typeof abilityTable>) =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
  /** Plays until `attacker`'s attack on `defender` has ended; the dice counts each was asked to enter. */
  const counts = (table: ReturnType<typeof abilityTable>, attacker: string, defender: string) => {
    const s = duel(table);
    const seen = playUntil(
      s,
      (st) => logged(st, 'attack-ended', attacker).length > 0,
      (d) => {
        if (d.kind !== 'declare-attack' || d.ship !== attacker) return undefined;
        const o = d.options.find((x) => x.id.startsWith(`attack:${defender}:primary`));
        return o ? [o.id] : undefined;
      },
      table,
    );
    const first = (ship: string, kind: string) =>
      seen.find((d) => d.kind === 'enter-dice' && d.ship === ship && d.accepts === `${kind}-faces`)?.count;
    return { attack: first(attacker, 'attack'), defense: first(defender, 'defense') };
  };

  it('agility +1 while defending: the X-wing rolls 3 defense dice (2 printed)', () => {
    expect(counts(stat('agility', 'defender'), 't', 'x').defense).toBe(3);
  });

  it('attack +1 while attacking: the X-wing rolls 4 attack dice (3 printed)', () => {
    expect(counts(stat('attack', 'attacker'), 'x', 't').attack).toBe(4);
  });

  it('its condition not holding (agility +1 while attacking), the X-wing defends with 2', () => {
    expect(counts(stat('agility', 'attacker'), 't', 'x').defense).toBe(2);
  });
});

describe('the dice-count windows honour optional, cost and limit', () => {
  const TORPEDOES = 'upgrade:protontorpedoes:0';
  /** The torpedoes' record (a test's): attacking, spend one of the card's charges to roll one more attack die. */
  const paid = (optional: boolean) =>
    abilityTable({
      [TORPEDOES]: [
        record({ kind: 'upgrade', xws: 'protontorpedoes', side: 0 }, 'attack:roll-attack-dice', {
          when: { kind: 'attack-role', role: 'attacker' },
          optional,
          cost: [{ kind: 'spend-charge', count: 1 }],
          effect: {
            kind: 'dice',
            modification: { name: 'test', by: 'attacker', dice: 'attack', effect: { kind: 'dice', delta: 1 } },
          },
        }),
      ],
    });
  /** The X-wing (x, torpedoes with `charges`) attacks the TIE straight ahead at range 2; what was asked and rolled. */
  const attack = (table: ReturnType<typeof abilityTable>, charges: number, use: boolean) => {
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: [{ xws: 'protontorpedoes', charges }],
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => logged(st, 'attack-dice-rolled', 'x').length > 0,
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x') return ['attack:t:primary:front'];
        if (d.kind === 'use-ability' && use) return ['use'];
        return undefined;
      },
      table,
    );
    const asked = seen.some((d) => d.kind === 'use-ability' && d.ship === 'x');
    const dice = seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x')?.count;
    const left = shipOf(s, 'x').upgrades[0]?.charges;
    return { asked, dice, left, used: uses(s, TORPEDOES).length };
  };

  it('optional with a charge cost: asked; used, the charge is spent and the die added', () => {
    expect(attack(paid(true), 2, true)).toEqual({ asked: true, dice: 4, left: 1, used: 1 });
  });

  it('optional, declined: no die, no charge spent', () => {
    expect(attack(paid(true), 2, false)).toEqual({ asked: true, dice: 3, left: 2, used: 0 });
  });

  it('mandatory with a charge cost: not asked, paid; with no charge left it cannot be paid and adds nothing', () => {
    expect(attack(paid(false), 2, false)).toEqual({ asked: false, dice: 4, left: 1, used: 1 });
    expect(attack(paid(false), 0, false)).toEqual({ asked: false, dice: 3, left: 0, used: 0 });
  });

  it('once per round: the TIE defending twice rolls its extra die only the first time', () => {
    const KEY = 'pilot:academypilot';
    const table = abilityTable({
      [KEY]: [
        record({ kind: 'pilot', xws: 'academypilot' }, 'attack:roll-defense-dice', {
          when: { kind: 'attack-role', role: 'defender' },
          limit: 'once-per-round',
          effect: {
            kind: 'dice',
            modification: { name: 'test', by: 'defender', dice: 'defense', effect: { kind: 'dice', delta: 1 } },
          },
        }),
      ],
    });
    const s = position(
      'engagement',
      [
        { id: 'a', pilot: 'redsquadronveteran', pose: { x: 370, y: 300, heading: 0 } },
        { id: 'b', pilot: 'redsquadronveteran', pose: { x: 430, y: 300, heading: 0 } },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => logged(st, 'defense-dice-rolled', 't').length >= 2,
      (d) => (d.kind === 'declare-attack' && d.ship !== 't' ? [`attack:t:primary:front`] : undefined),
      table,
    );
    const rolled = seen.filter((d) => d.kind === 'enter-dice' && d.ship === 't').map((d) => d.count);
    expect(rolled).toEqual([4, 3]);
    expect(uses(s, KEY)).toHaveLength(1);
  });
});
