/**
 * The words the attack group's cards added in session 32 (vocabulary/types.ts), each played through
 * `createFromPosition` + `applyInPlace` with a test record, citing the rules documents.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type PositionShip } from '@xwing/engine';
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../src/abilities/vocabulary/types.js';
import { attacks, answers, hasLogged, playUntil, position, shipOf, useAbilityOf } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';
const SOURCE = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
const isAttacker: Condition = { kind: 'attack-role', role: 'attacker' };

/** The X-wing at (400, 300) attacks the TIE `t` (range 2 ahead) with `records` on its pilot card; the game after. */
function attackWith(records: Ability[], tie: Partial<PositionShip> = {}) {
  const table = abilityTable({ [KEY]: records });
  const s = position(
    'engagement',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 }, ...tie }],
    {},
    table,
  );
  const seen = playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 't'), useAbilityOf('Test')), table);
  return { s, seen };
}
const cards = (n: number): Partial<PositionShip> => ({
  damage: Array.from({ length: n }, () => ({ card: 'directhit', faceup: false })),
});

describe('hull-left (000 "Damage Cards": a ship is destroyed once its damage cards reach its hull value)', () => {
  const stressWhen: Ability = {
    source: SOURCE,
    window: 'attack:after',
    when: { kind: 'all', of: [isAttacker, { kind: 'hull-left', who: 'other', atMost: 2 }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
  };
  it('holds for a TIE (hull 3) with one or two damage cards, facedown or faceup', () => {
    expect(shipOf(attackWith([stressWhen], cards(1)).s, 'x').tokens.stress).toBe(1);
    expect(
      shipOf(attackWith([stressWhen], { damage: [{ card: 'directhit', faceup: true }] }).s, 'x').tokens.stress,
    ).toBe(1);
  });
  it('does not hold for an undamaged TIE: 3 hull left', () => {
    expect(shipOf(attackWith([stressWhen]).s, 'x').tokens.stress ?? 0).toBe(0);
  });
});

describe('modified-this-attack after a dice-count change (000 "Performing an Attack": dice added as they are rolled)', () => {
  // An optional extra die, and "if you do" read after the roll: the attack remembers the dice-count use.
  const extra: Ability = {
    source: SOURCE,
    window: 'attack:roll-attack-dice',
    when: isAttacker,
    optional: true,
    effect: { kind: 'dice', modification: extraDice('attack', 1) },
    summary: 'Test record: one more attack die.',
  };
  const after: Ability = {
    source: SOURCE,
    window: 'dice:after-roll',
    when: {
      kind: 'all',
      of: [isAttacker, { kind: 'subject-data', key: 'dice', oneOf: ['attack'] }, { kind: 'modified-this-attack' }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
    summary: 'Then a strain token.',
  };
  it('holds once the extra die was taken', () => {
    const { s } = attackWith([extra, after]);
    expect(shipOf(s, 'x').tokens.strain).toBe(1);
  });
  it('does not hold when the die was declined', () => {
    const table = abilityTable({ [KEY]: [extra, after] });
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), table);
    expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
  });
});

describe('DeviceFilter inArc and remotes (000 "Arcs", "Devices"; supplement "Remotes": remotes are devices)', () => {
  const stressWhen = (filter: Omit<Extract<Condition, { kind: 'devices-near' }>, 'kind'>): Ability => ({
    source: SOURCE,
    window: 'attack:after',
    when: { kind: 'all', of: [isAttacker, { kind: 'devices-near', ...filter }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: gain a stress token.',
  });
  /** A friendly bomb ahead of the X-wing (in its front arc, range 1) or behind it. */
  const bomb = (y: number) => {
    const table = abilityTable({ [KEY]: [stressWhen({ of: 'self', owner: 'friendly', inArc: 'attack' })] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: [{ xws: 'protonbombs' }],
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      { devices: [{ card: 'protonbombs', owner: 'x', pose: { x: 460, y: y, heading: 0 } }] },
      table,
    );
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), table);
    return shipOf(s, 'x').tokens.stress ?? 0;
  };
  it('counts a device inside the arc the attack is made from, at any range given none', () => {
    expect(bomb(400)).toBe(1);
  });
  it('does not count one behind the attacker', () => {
    expect(bomb(180)).toBe(0);
  });
});

describe('bonus-attack chargeFree (000 "Special Weapons": a weapon pays its charge cost as it attacks, unless an effect waives it)', () => {
  /** After its primary attack the X-wing may fire its Proton Rockets (1 charge) as a bonus attack. */
  const rocketsLeft = (chargeFree: boolean) => {
    const record: Ability = {
      source: SOURCE,
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon', weapon: 'primary' }] },
      optional: false,
      effect: { kind: 'bonus-attack', weapons: ['protonrockets'], ...(chargeFree ? { chargeFree } : {}) },
      summary: 'Test record: a bonus attack with the rockets.',
    };
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: [{ xws: 'protonrockets', charges: 1 }],
          tokens: { focus: 1 },
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 } }],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.log.filter((e) => e.type === 'attack-ended' && e.ship === 'x').length >= 2,
      answers(attacks('x', 't'), attacks('x', 't', 'protonrockets')),
      table,
    );
    return {
      weapons: s.log.filter((e) => e.type === 'attack-declared').map((e) => (e.data as { weapon?: string }).weapon),
      charges: shipOf(s, 'x').upgrades[0]?.charges,
    };
  };
  it('the bonus attack with the rockets spends no charge', () => {
    expect(rocketsLeft(true)).toEqual({ weapons: ['primary', 'protonrockets'], charges: 1 });
  });
  it('without it the rockets pay their charge', () => {
    expect(rocketsLeft(false)).toEqual({ weapons: ['primary', 'protonrockets'], charges: 0 });
  });
});

describe('targets-only of the lock action (000 "Lock": a ship locks an object at range 0–3; a card may narrow it)', () => {
  it('the Lock action offers only the ships the condition lets through', () => {
    const record: Ability = {
      source: SOURCE,
      window: 'action:targets',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'targets-only',
        action: 'lock',
        where: { kind: 'in-arc', arc: 'front', of: 'other', target: 'self' },
      },
      summary: 'Test record: locks only ahead.',
    };
    const locks = (records: Ability[]) => {
      const table = abilityTable({ [KEY]: records });
      const s = position(
        'activation',
        [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' }],
        [
          { id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 }, round: { activated: true } },
          { id: 'u', pilot: 'academypilot', pose: { x: 560, y: 300, heading: 180 }, round: { activated: true } },
        ],
        {},
        table,
      );
      playUntil(
        s,
        (st) => st.pending?.kind === 'choose-action',
        () => undefined,
        table,
      );
      return (s.pending?.options ?? []).map((o) => o.id).filter((id) => id.startsWith('lock:'));
    };
    expect(locks([record])).toEqual(['lock:t']);
    expect(locks([]).sort()).toEqual(['lock:t', 'lock:u']);
  });
});

describe('a lasting dice count keeps its maximum (000 "Performing an Attack": "to a maximum of" caps the dice added)', () => {
  it('three dice more, to a maximum of 4: the X-wing rolls 4, not 6', () => {
    const record: Ability = {
      source: SOURCE,
      window: 'attack:before-roll',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'dice', oneOf: ['attack'] }] },
      optional: false,
      effect: {
        kind: 'last',
        until: 'end-of-attack',
        window: 'attack:roll-attack-dice',
        effect: { kind: 'dice', modification: extraDice('attack', 3, 'attacker', 4) },
      },
      summary: 'Test record: three more dice, at most 4.',
    };
    const { seen } = attackWith([record]);
    const first = seen.find((d) => d.kind === 'enter-dice' && d.ship === 'x' && d.accepts === 'attack-faces');
    expect(first?.count).toBe(4);
  });
});

describe('disarmed-attacks despite another ban (001 "Asteroid": no attacks at range 0; a card may lift it)', () => {
  const record: Ability = {
    source: SOURCE,
    window: 'attack:defenders',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'disarmed-attacks', slots: ['turret'], despite: 'obstacle:asteroid' },
    summary: 'Test record: turret attacks on an asteroid.',
  };
  /** The X-wing (Dorsal Turret aboard) on an obstacle; the attacks it is offered as it engages. */
  const offeredOn = (obstacle: string) => {
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: ['dorsalturret'],
          turret: 'front',
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 400, heading: 180 } }],
      { obstacles: [{ name: obstacle, pose: { x: 400, y: 270, heading: 0 } }] },
      table,
    );
    playUntil(
      s,
      (st) => st.pending?.kind === 'declare-attack' || st.log.some((e) => e.type === 'no-attack' && e.ship === 'x'),
      () => undefined,
      table,
    );
    // The X-wing engages first (initiative 3): with no attack it is passed over, the TIE asked next.
    return s.pending?.kind === 'declare-attack' && s.pending.ship === 'x' ? s.pending.options.map((o) => o.id) : [];
  };
  it('on an asteroid: the turret attack only', () => {
    expect(offeredOn('asteroid-3')).toEqual(['attack:t:dorsalturret:single-turret', 'pass']);
  });
  it('on a debris cloud, whose ban it does not lift: no attack', () => {
    expect(offeredOn('debris-1')).toEqual([]);
  });
});

describe('front-as-bullseye (000 "Arcs": the bullseye arc lies inside the front arc; a card may widen it)', () => {
  const record: Ability = {
    source: SOURCE,
    window: 'ship:bullseye',
    when: { kind: 'has-token', token: 'stress', who: 'self' },
    optional: false,
    effect: { kind: 'front-as-bullseye', max: 1 },
    summary: 'Test record: front arc at range 0–1 as bullseye.',
  };
  /** The X-wing (Proton Rockets, a focus token; stressed when `stressed`) and a TIE in its front arc off the bullseye. */
  const weaponsAgainst = (stressed: boolean, y: number) => {
    const table = abilityTable({ [KEY]: [record] });
    const s = position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          upgrades: [{ xws: 'protonrockets', charges: 1 }],
          tokens: { focus: 1, ...(stressed ? { stress: 1 } : {}) },
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 460, y, heading: 180 }, round: { engaged: true } }],
      {},
      table,
    );
    playUntil(
      s,
      (st) => st.pending?.kind === 'declare-attack',
      () => undefined,
      table,
    );
    return (s.pending?.options ?? []).map((o) => o.id.split(':')[2]).filter((w) => w !== undefined);
  };
  it('stressed: the bullseye rockets reach the TIE at range 1 in its front arc', () => {
    expect(weaponsAgainst(true, 380)).toEqual(['primary', 'protonrockets']);
  });
  it('not stressed, or the TIE at range 2: the primary weapon only', () => {
    expect(weaponsAgainst(false, 380)).toEqual(['primary']);
    expect(weaponsAgainst(true, 470)).toEqual(['primary']);
  });
});
