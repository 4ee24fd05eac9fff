/**
 * The words the attack group's pilots added (vocabulary/types.ts, block "attack pilots"), each played through
 * `createFromPosition` + `applyInPlace` with a test record on the attacking X-wing: after its attack it gains a stress
 * token when the word holds.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip } from '@xwing/engine';
import type { Ability, Condition } from '../../src/abilities/vocabulary/types.js';
import { attacks, hasLogged, playUntil, position, shipOf } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';

function tableWith(when: Condition) {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'attack:after',
    when: { kind: 'all', of: [{ kind: 'attack-role', role: 'attacker' }, when] },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
  };
  return abilityTable({ [KEY]: [record] });
}

/** The X-wing at (400, 300) facing up attacks the TIE `t`; returns the stress it holds after the attack. */
function stressAfter(
  when: Condition,
  tie: Partial<PositionShip>,
  heading = 180,
  xwing: Partial<PositionShip> = {},
  weapon = 'primary',
  extra: Parameters<typeof position>[3] = {},
): number {
  const table = tableWith(when);
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, ...xwing }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading }, ...tie }],
    extra,
    table,
  );
  playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't', weapon), table);
  return shipOf(s, 'x').tokens.stress ?? 0;
}

describe('has-green-token (000 "Tokens": focus, evade, calculate and reinforce tokens are green)', () => {
  const green: Condition = { kind: 'has-green-token', who: 'other' };
  it('holds for a defender with a focus, an evade, a calculate or a reinforce token', () => {
    expect(stressAfter(green, { tokens: { focus: 1 } })).toBe(1);
    expect(stressAfter(green, { tokens: { evade: 1 } })).toBe(1);
    expect(stressAfter(green, { tokens: { calculate: 1 } })).toBe(1);
    expect(stressAfter(green, { reinforce: 'fore' })).toBe(1);
  });
  it('does not hold for a defender with only red or orange tokens, or none', () => {
    expect(stressAfter(green, {})).toBe(0);
    expect(stressAfter(green, { tokens: { stress: 1, strain: 1 } })).toBe(0);
  });
});

describe('in-arc of arc "firing" (000 "Arcs": a ship attacks from its shaded firing arcs)', () => {
  it('the attacker is inside the defender’s front arc: holds', () => {
    expect(stressAfter({ kind: 'in-arc', arc: 'firing', of: 'other', target: 'self' }, {})).toBe(1);
  });
  it('the defender faces away: the attacker is outside its only firing arc', () => {
    expect(stressAfter({ kind: 'in-arc', arc: 'firing', of: 'other', target: 'self' }, {}, 0)).toBe(0);
  });
  it('seen the other way: the defender is inside the attacker’s firing arc', () => {
    expect(stressAfter({ kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' }, {}, 0)).toBe(1);
  });
});

describe('initiative-vs (000 "Initiative": each ship\'s initiative as it stands now)', () => {
  const higher: Condition = { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'higher' };
  const atLeast: Condition = { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'at-least' };
  it('"higher": holds for an initiative 5 defender against the initiative 3 X-wing, not for an equal one', () => {
    expect(stressAfter(higher, { pilot: 'maulermithel' })).toBe(1);
    expect(stressAfter(higher, { pilot: 'blacksquadronace' })).toBe(0);
  });
  it('"at-least": holds for an equal initiative, not for a lower one', () => {
    expect(stressAfter(atLeast, { pilot: 'blacksquadronace' })).toBe(1);
    expect(stressAfter(atLeast, {})).toBe(0);
  });
});

describe("initiative-vs a ship's damage cards (Kazuda Xiono: the count of its damage cards)", () => {
  const vsDamage: Condition = {
    kind: 'initiative-vs',
    who: 'other',
    than: { damageCardsOf: 'self' },
    compare: 'higher',
  };
  it('an initiative 1 defender against an undamaged X-wing: holds', () => {
    expect(stressAfter(vsDamage, {})).toBe(1);
  });
  it('against an X-wing with one damage card: does not hold', () => {
    expect(stressAfter(vsDamage, {}, 180, { damage: [{ card: 'directhit', faceup: false }] })).toBe(0);
  });
});

describe('reinforced (000 "Reinforce": the token faces fore or aft)', () => {
  it("holds for the facing the X-wing's token has, and for any facing when none is named", () => {
    expect(stressAfter({ kind: 'reinforced', who: 'self', facing: 'fore' }, {}, 180, { reinforce: 'fore' })).toBe(1);
    expect(stressAfter({ kind: 'reinforced', who: 'self' }, {}, 180, { reinforce: 'aft' })).toBe(1);
  });
  it('does not hold for the other facing, or without a reinforce token', () => {
    expect(stressAfter({ kind: 'reinforced', who: 'self', facing: 'aft' }, {}, 180, { reinforce: 'fore' })).toBe(0);
    expect(stressAfter({ kind: 'reinforced', who: 'self' }, {})).toBe(0);
  });
});

describe('defender-tractored (supplement "Tractor": a small ship with a tractor token is tractored)', () => {
  it('holds for a small defender with one tractor token', () => {
    expect(stressAfter({ kind: 'defender-tractored' }, { tokens: { tractor: 1 } })).toBe(1);
  });
  it('does not hold for a defender without one', () => {
    expect(stressAfter({ kind: 'defender-tractored' }, {})).toBe(0);
  });
});

describe('attack-weapon-slot (000 "Special weapons": the upgrade card carrying the weapon names its type)', () => {
  const ordnance = { upgrades: [{ xws: 'protontorpedoes' }, { xws: 'concussionmissiles' }], locks: ['t'] };
  const slot: Condition = { kind: 'attack-weapon-slot', slots: ['torpedo'] };
  it('a torpedo attack: holds', () => {
    expect(stressAfter(slot, {}, 180, ordnance, 'protontorpedoes')).toBe(1);
  });
  it('a missile attack or the primary weapon: does not hold', () => {
    expect(stressAfter(slot, {}, 180, ordnance, 'concussionmissiles')).toBe(0);
    expect(stressAfter(slot, {}, 180, ordnance)).toBe(0);
  });
});

describe('attack-obstructed (001 Attack: an obstacle between the ships obstructs the attack)', () => {
  const asteroid = { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 400, heading: 0 } }] };
  it('an asteroid between attacker and defender: holds', () => {
    expect(stressAfter({ kind: 'attack-obstructed' }, {}, 180, {}, 'primary', asteroid)).toBe(1);
  });
  it('open space: does not hold', () => {
    expect(stressAfter({ kind: 'attack-obstructed' }, {})).toBe(0);
  });
});

describe('has-ship-ability (000 "Ship Cards": a ship card carries its ship ability; "Standard Loadouts")', () => {
  const atc: Condition = { kind: 'has-ship-ability', who: 'other', id: 'advancedtargetingcomputer' };
  it('holds for a TIE Advanced x1 defender, whose ship card carries Advanced Targeting Computer', () => {
    expect(stressAfter(atc, { pilot: 'stormsquadronace' })).toBe(1);
  });
  it('does not hold for a TIE/ln defender, nor for the X-wing itself', () => {
    expect(stressAfter(atc, {})).toBe(0);
    expect(stressAfter({ ...atc, who: 'self' }, { pilot: 'stormsquadronace' })).toBe(0);
  });
});

describe('dice-unmodifiable using green tokens (001 Engagement 3.2: the defender modifies its dice; 000 "Tokens")', () => {
  // A standing record on the attacking X-wing bars green tokens from the defense dice; the TIE defends with a focus
  // and an evade token, its dice showing a focus and a blank.
  function offeredTokens(using: boolean): string[] {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:modify-restriction',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: using
        ? { kind: 'dice-unmodifiable', dice: 'defense', using: 'green-tokens' }
        : { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: 'Test record: green tokens cannot modify the defense dice.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 }, tokens: { focus: 1, evade: 1 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x')
          return [d.options.find((o) => o.id.startsWith('attack:t'))!.id];
        if (d.kind === 'enter-dice' && d.ship === 't') return ['enter', ['focus', 'blank', 'blank']];
        return undefined;
      },
      table,
    );
    return seen
      .filter((d) => d.kind === 'modify-defense-dice' && d.ship === 't')
      .flatMap((d) => d.options.map((o) => o.id))
      .filter((id) => id === 'mod:focus' || id === 'mod:evade');
  }
  it('bars the defender’s focus and evade tokens from its defense dice', () => {
    expect(offeredTokens(true)).toEqual([]);
  });
  it('without it (a record barring only the attack dice), both are offered', () => {
    expect(offeredTokens(false)).toEqual(expect.arrayContaining(['mod:focus', 'mod:evade']));
  });
});

describe('attack-result and edit-results (001 Engagement 4–5: Deal Damage deals the results left once neutralized)', () => {
  /** The X-wing attacks the TIE rolling `faces` (the TIE's dice blank) with a record changing the results left. */
  function resultsAfter(when: Condition, effect: Ability['effect'], faces: string[]) {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:before-damage',
      when: { kind: 'all', of: [{ kind: 'attack-role', role: 'attacker' }, when] },
      optional: false,
      effect,
      summary: 'Test record: the results left change.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x')
          return [d.options.find((o) => o.id.startsWith('attack:t'))!.id];
        if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', faces];
        return undefined;
      },
      table,
    );
    return s.log.filter((e) => e.type === 'results-changed').map((e) => e.data);
  }
  const crit: Condition = { kind: 'attack-result', faces: ['crit'], atLeast: 1 };
  it('spends a crit left and adds two hits; changes every hit left into a crit', () => {
    expect(
      resultsAfter(crit, { kind: 'edit-results', spend: { face: 'crit', count: 1 }, add: { hits: 2 } }, [
        'crit',
        'hit',
        'blank',
      ]),
    ).toEqual([{ hits: 3, crits: 0 }]);
    expect(
      resultsAfter(crit, { kind: 'edit-results', change: { from: 'hit', to: 'crit', count: 'all' } }, [
        'crit',
        'hit',
        'hit',
      ]),
    ).toEqual([{ hits: 0, crits: 3 }]);
  });
  it('attack-result does not hold without a crit left', () => {
    expect(resultsAfter(crit, { kind: 'edit-results', add: { crits: 1 } }, ['hit', 'hit', 'blank'])).toEqual([]);
  });
  it('moreThanShields compares the results left with the ability ship’s active shields (the X-wing has 2)', () => {
    const above: Condition = { kind: 'attack-result', faces: ['hit', 'crit'], moreThanShields: true };
    expect(resultsAfter(above, { kind: 'edit-results', add: { hits: 1 } }, ['hit', 'hit', 'crit'])).toEqual([
      { hits: 3, crits: 1 },
    ]);
    expect(resultsAfter(above, { kind: 'edit-results', add: { hits: 1 } }, ['hit', 'hit', 'blank'])).toEqual([]);
  });
});

describe('larger-ship (000 "Ship Sizes": small, medium, large; the base)', () => {
  const larger: Condition = { kind: 'larger-ship', who: 'other', than: 'self' };
  it('a medium Firespray defender is larger than the small X-wing', () => {
    expect(stressAfter(larger, { pilot: 'bountyhunter' })).toBe(1);
  });
  it('a small TIE is not, and the X-wing is not larger than the Firespray', () => {
    expect(stressAfter(larger, {})).toBe(0);
    expect(stressAfter({ kind: 'larger-ship', who: 'self', than: 'other' }, { pilot: 'bountyhunter' })).toBe(0);
  });
});

describe('damage-cards (000 "Damage Cards": facedown and faceup cards alike)', () => {
  const few: Condition = { kind: 'damage-cards', who: 'other', atMost: 1 };
  it('holds for a defender with no damage card or one faceup card', () => {
    expect(stressAfter(few, {})).toBe(1);
    expect(stressAfter(few, { damage: [{ card: 'directhit', faceup: true }] })).toBe(1);
  });
  it('does not hold for a defender with two cards, one facedown', () => {
    expect(
      stressAfter(few, {
        damage: [
          { card: 'directhit', faceup: true },
          { card: 'directhit', faceup: false },
        ],
      }),
    ).toBe(0);
  });
});

describe('cancel-dice (000 "Cancel": a cancelled die leaves the pool; 001 Engagement 4: evades cancel hits)', () => {
  /** The X-wing rolls a hit, the TIE an evade; a record cancels up to `count` of the TIE's evades before neutralizing. */
  function neutralizedWith(count: number) {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:neutralize',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: { kind: 'cancel-dice', dice: 'defense', faces: ['evade'], count },
      summary: 'Test record: cancel evades.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x')
          return [d.options.find((o) => o.id.startsWith('attack:t'))!.id];
        if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['hit', 'hit', 'blank']];
        if (d.kind === 'enter-dice' && d.ship === 't') return ['enter', ['evade', 'evade', 'blank']];
        return undefined;
      },
      table,
    );
    return s.log.filter((e) => e.type === 'attack-neutralized').at(-1)?.data;
  }
  it('one of two evades cancelled: one hit of two lands', () => {
    expect(neutralizedWith(1)).toMatchObject({ hits: 1, crits: 0 });
  });
  it('none cancelled: both hits are cancelled by the evades', () => {
    expect(neutralizedWith(0)).toMatchObject({ hits: 0, crits: 0 });
  });
});

describe('revealed-vs (001 Activation 2.1: the dial revealed; 000 "Maneuver Difficulty": blue, white, red)', () => {
  /** Both ships reveal and execute their dials, then the X-wing attacks the TIE; the stress it gains after. */
  function stressAfterMoving(when: Condition, xDial: string, tDial: string): number {
    const table = tableWith(when);
    const s = position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 200, heading: 0 }, dial: xDial }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, dial: tDial }],
      {},
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), table);
    return shipOf(s, 'x').tokens.stress ?? 0;
  }
  const easier: Condition = { kind: 'revealed-vs', who: 'self', than: 'other', compare: 'easier' };
  const faster: Condition = { kind: 'revealed-vs', who: 'other', than: 'self', compare: 'faster' };
  it('easier: the X-wing’s blue 1-straight against the TIE’s white 4-straight holds; against its blue 2-straight not', () => {
    expect(stressAfterMoving(easier, '1F', '4F')).toBe(1);
    expect(stressAfterMoving(easier, '1F', '2F')).toBe(0);
  });
  it('faster: the TIE’s speed 4 against the X-wing’s 1 holds; speed 2 against 2 does not', () => {
    expect(stressAfterMoving(faster, '1F', '4F')).toBe(1);
    expect(stressAfterMoving(faster, '2F', '2F')).toBe(0);
  });
  it('same-speed: 2 against 2 holds; 1 against 4 does not', () => {
    const same: Condition = { kind: 'revealed-vs', who: 'self', than: 'other', compare: 'same-speed' };
    expect(stressAfterMoving(same, '2F', '2F')).toBe(1);
    expect(stressAfterMoving(same, '1F', '4F')).toBe(0);
  });
  it('same-bearing (000 "Maneuvers": the arrow): 1-straight against 4-straight holds; a 2-straight against a bank not', () => {
    const same: Condition = { kind: 'revealed-vs', who: 'self', than: 'other', compare: 'same-bearing' };
    expect(stressAfterMoving(same, '1F', '4F')).toBe(1);
    expect(stressAfterMoving(same, '2F', '2B')).toBe(0);
  });
  it('revealed: the X-wing’s own maneuver of a speed and a printed difficulty (its 4-straight is white, 1-straight blue)', () => {
    const even: Condition = { kind: 'revealed', who: 'self', speeds: [0, 2, 4] };
    expect(stressAfterMoving(even, '2F', '2F')).toBe(1);
    expect(stressAfterMoving(even, '3F', '2F')).toBe(0);
    const white: Condition = { kind: 'revealed', who: 'self', difficulty: ['white'] };
    expect(stressAfterMoving(white, '4F', '2F')).toBe(1);
    expect(stressAfterMoving(white, '1F', '2F')).toBe(0);
  });
});

describe('limited-ship (000 "Squad Building": a pilot card with a limit)', () => {
  it('holds for a limited defender ("Mauler" Mithel), not for a generic one (an Academy Pilot)', () => {
    const limited: Condition = { kind: 'limited-ship', who: 'other' };
    expect(stressAfter(limited, { pilot: 'maulermithel' })).toBe(1);
    expect(stressAfter(limited, {})).toBe(0);
  });
});

describe('bonus-attack-left (000 "Performing an Attack", Aftermath: one bonus attack per ship per Engagement Phase)', () => {
  it('holds after the X-wing’s attack, not after its bonus attack: one stress, not two', () => {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'bonus-attack-left', who: 'self' },
        ],
      },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          { kind: 'bonus-attack', weapons: ['primary'] },
        ],
      },
      summary: 'Test record: gain a stress token and perform a bonus attack.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    const twice = (st: typeof s) => st.log.filter((e) => e.type === 'attack-ended').length >= 2;
    playUntil(
      s,
      (st) => twice(st) || st.phase !== 'engagement',
      (d) => {
        if (d.kind !== 'declare-attack' || d.ship !== 'x') return undefined;
        const o = d.options.find((x) => x.id.startsWith('attack:t:primary'));
        return o ? [o.id] : undefined;
      },
      table,
    );
    expect(twice(s)).toBe(true);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });
});

describe('reroll-die (000 "Modifying Dice": rerolled once; 001 Engagement 2.1–2.2: before the Modify step)', () => {
  it('one blank is rerolled as the attack dice are rolled, with the face its owner enters', () => {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          { kind: 'dice-results', dice: 'attack', faces: ['blank'], atLeast: 1 },
        ],
      },
      optional: false,
      effect: { kind: 'reroll-die', faces: ['blank'] },
      summary: 'Test record: reroll a blank.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'declare-attack' && d.ship === 'x') {
          const o = d.options.find((x) => x.id.startsWith('attack:t:primary'));
          return o ? [o.id] : undefined;
        }
        if (d.kind === 'enter-dice' && d.prompt.includes('Test record')) return ['enter', ['hit']];
        if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['blank', 'focus', 'blank']];
        return undefined;
      },
      table,
    );
    const rerolls = s.log.filter((e) => e.type === 'dice-rerolled');
    expect(rerolls.map((e) => e.data?.faces)).toEqual([['hit']]);
    // The defender's Modify step saw one blank left, the focus and the hit.
    const modify = s.log.find((e) => e.type === 'defense-dice-rolled');
    expect(modify).toBeDefined();
  });
});

describe('turret-facing (000 "Turret Arcs": the single turret arc indicator points front, rear, left or right)', () => {
  const sides: Condition = { kind: 'turret-facing', who: 'other', facings: ['left', 'right'] };
  it('holds while the defender’s indicator points to one of the facings named', () => {
    expect(stressAfter(sides, { pilot: 'broadside', turret: 'left' })).toBe(1);
    expect(stressAfter(sides, { pilot: 'broadside', turret: 'right' })).toBe(1);
  });
  it('does not hold for another facing, nor for a ship without a turret indicator', () => {
    expect(stressAfter(sides, { pilot: 'broadside', turret: 'front' })).toBe(0);
    expect(stressAfter(sides, {})).toBe(0);
  });
});

describe('dice-modified (000 "Modifying Dice": a ship that rerolls or changes dice modifies them)', () => {
  const attackerModified: Condition = { kind: 'dice-modified', who: 'self', dice: 'attack' };
  it('holds after the X-wing spends its focus token on its attack dice', () => {
    const s = (() => {
      const table = tableWith(attackerModified);
      const st = position(
        'engagement',
        [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, tokens: { focus: 1 } }],
        [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
        {},
        table,
      );
      playUntil(
        st,
        hasLogged('attack-ended', 'x'),
        (d) => {
          if (d.kind === 'declare-attack' && d.ship === 'x') {
            const o = d.options.find((x) => x.id.startsWith('attack:t:primary'));
            return o ? [o.id] : undefined;
          }
          if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['focus', 'focus', 'blank']];
          if (d.kind === 'modify-attack-dice') return [d.options.find((o) => o.label.includes('focus'))?.id ?? 'done'];
          return undefined;
        },
        table,
      );
      return st;
    })();
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });
  it('does not hold when it modifies nothing, nor for the defense dice it did not touch', () => {
    expect(stressAfter(attackerModified, {})).toBe(0);
    expect(
      stressAfter({ kind: 'dice-modified', who: 'self', dice: 'defense' }, {}, 180, { tokens: { focus: 1 } }),
    ).toBe(0);
  });
});

describe('has-token with also (000 "Tokens": stress, strain and ion are red tokens, counted together)', () => {
  const twoRed: Condition = { kind: 'has-token', token: 'stress', also: ['strain', 'ion'], atLeast: 2, who: 'other' };
  it('counts the tokens of every type named', () => {
    expect(stressAfter(twoRed, { tokens: { stress: 1, ion: 1 } })).toBe(1);
    expect(stressAfter(twoRed, { tokens: { ion: 2 } })).toBe(1);
  });
  it('does not count the other types', () => {
    expect(stressAfter(twoRed, { tokens: { stress: 1, focus: 1 } })).toBe(0);
  });
});

describe('devices-near and the dice count’s perDevice (000 "Devices": a device’s owner; "Measuring Range")', () => {
  /** A TIE bomber t (proton bombs aboard) at range 2 of the X-wing, with its bombs `at` (each a position's device). */
  const bomber: Partial<PositionShip> = { pilot: 'scimitarsquadronpilot', upgrades: [{ xws: 'protonbombs' }] };
  const bombs = (...at: [number, number][]) => ({
    devices: at.map(([x, y]) => ({ card: 'protonbombs', owner: 't', pose: { x, y, heading: 0 } })),
  });
  const NEAR_T: [number, number] = [470, 490];
  it('counts devices at range of the named ship, of an owner and a kind', () => {
    const enemyBomb: Condition = { kind: 'devices-near', of: 'other', min: 0, max: 1, owner: 'enemy', kinds: ['bomb'] };
    expect(stressAfter(enemyBomb, bomber, 180, {}, 'primary', bombs(NEAR_T))).toBe(1);
    expect(stressAfter(enemyBomb, bomber, 180, {}, 'primary', bombs([470, 850]))).toBe(0);
    expect(stressAfter({ ...enemyBomb, owner: 'friendly' }, bomber, 180, {}, 'primary', bombs(NEAR_T))).toBe(0);
    expect(stressAfter({ ...enemyBomb, kinds: ['mine'] }, bomber, 180, {}, 'primary', bombs(NEAR_T))).toBe(0);
    expect(stressAfter({ ...enemyBomb, atLeast: 2 }, bomber, 180, {}, 'primary', bombs(NEAR_T))).toBe(0);
    expect(stressAfter({ ...enemyBomb, atLeast: 2 }, bomber, 180, {}, 'primary', bombs(NEAR_T, [330, 490]))).toBe(1);
  });
  it('perDevice: one more attack die per bomb beside the defender (3 + 2 at range 2 with two bombs)', () => {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: {
        kind: 'dice',
        modification: { name: 'test', by: 'attacker', dice: 'attack', effect: { kind: 'dice', delta: 1 } },
        perDevice: { of: 'defender', min: 0, max: 1, kinds: ['bomb'] },
      },
      summary: 'Test record: one more attack die per bomb near the defender.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const count = (...at: [number, number][]) => {
      const s = position(
        'engagement',
        [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
        [{ id: 't', pose: { x: 400, y: 490, heading: 180 }, ...bomber } as PositionShip],
        bombs(...at),
        table,
      );
      const seen = playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), table);
      return seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x')?.count;
    };
    expect(count(NEAR_T, [330, 490])).toBe(5);
    expect(count(NEAR_T)).toBe(4);
    expect(count([470, 850])).toBe(3);
  });
});

describe('dice-unmodifiable with tokens (000 "Tokens", "Lock": only the modifications spending those tokens are barred)', () => {
  it('the X-wing’s focus token is not offered on its attack dice, its lock still is', () => {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'attack:modify-restriction',
      when: { kind: 'attack-role', role: 'attacker' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack', tokens: ['focus'] },
      summary: 'Test record: no focus token on the attack dice.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          tokens: { focus: 1 },
          locks: ['t'],
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['focus', 'blank', 'blank']];
        return attacks('x', 't')(d, s);
      },
      table,
    );
    const mods = seen.find((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')?.options.map((o) => o.id) ?? [];
    expect(mods).toContain('mod:lock');
    expect(mods).not.toContain('mod:focus');
  });
});

describe('change-dice (000 "Modifying Dice": a change; outside the Modify steps, as a rule forces it)', () => {
  it('after the X-wing’s roll, one focus result becomes a hit before any modification', () => {
    const record: Ability = {
      source: { kind: 'pilot', xws: 'redsquadronveteran' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          { kind: 'dice-results', dice: 'attack', faces: ['focus'], atLeast: 1 },
        ],
      },
      optional: false,
      effect: { kind: 'change-dice', dice: 'attack', from: ['focus'], to: 'hit', count: 1 },
      summary: 'Test record: a focus result becomes a hit.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      (d) => {
        if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['focus', 'focus', 'blank']];
        return attacks('x', 't')(d, s);
      },
      table,
    );
    expect(s.log.filter((e) => e.type === 'dice-changed' && e.ship === 'x')).toHaveLength(1);
    expect(s.log.find((e) => e.type === 'attack-neutralized')?.data?.hits).toBe(1);
  });
});
