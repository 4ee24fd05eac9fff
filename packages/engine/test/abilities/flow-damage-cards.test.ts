/**
 * Flow specs for the core damage deck's faceup effects (abilities/cards/damage.ts and the static rules of
 * abilities/damage-rules.ts that other engine code reads): each card plays a realistic position through
 * createFromPosition + applyInPlace only, with a case where it applies (the card faceup, or dealt faceup) and the
 * nearest case where it must not (the card facedown, or its condition unmet). Dice are entered; the damage deck's top
 * card is set. Weapons Failure, Structural Damage and Damaged Sensor Array are in flow-dice-counts.test.ts. Rules: 000
 * Damage (faceup and facedown cards, repairing), 001 Damage Deck, Obstacles; rule sets' damage deck card facts.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import {
  abilityDie,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
} from './flow-harness.js';

type Card = { card: string; faceup: boolean };

const rebel = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot: 'redsquadronveteran',
  pose: { x, y, heading: 0 },
  ...extra,
});
const imperial = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot: 'academypilot',
  pose: { x, y, heading: 180 },
  ...extra,
});
const farTie = imperial('far', 100, 850, { dial: '1F' });

/** The TIE attacks the shieldless X-wing with these faces; the Rebels' damage deck starts with `deck`. */
function attackOn(damage: Card[], faces: string[], deck: string[], extra: Partial<PositionShip> = {}): GameState {
  const s = position('engagement', [], [], {
    players: [
      { name: 'Rebels', ships: [rebel('x', 400, 300, { shields: 0, damage, ...extra })], damageDeck: deck },
      { name: 'Empire', ships: [imperial('t', 400, 490)] },
    ],
  });
  playUntil(s, hasLogged('attack-ended', 't'), answers(attacks('t', 'x'), rolls('t', 'attack', faces)));
  return s;
}

/** The X-wing about to activate with this dial and these damage cards. */
function activation(
  dial: string,
  damage: Card[],
  extra: Partial<PositionShip> = {},
  more: Parameters<typeof position>[3] = {},
): GameState {
  return position('activation', [rebel('x', 400, 150, { dial, damage, ...extra })], [farTie], more);
}

describe('Panicked Pilot (panickedpilot): dealt faceup, the ship gains 2 stress and the card is repaired', () => {
  it('applies: a crit deals it faceup', () => {
    const s = attackOn([], ['crit'], ['panickedpilot', 'directhit']);
    expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'stress', count: 2 }]);
    expect(shipOf(s, 'x').tokens.stress).toBe(2);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
  });

  it('does not apply: a hit deals it facedown', () => {
    const s = attackOn([], ['hit'], ['panickedpilot', 'directhit']);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
  });
});

describe('Direct Hit! (directhit): dealt faceup, the ship suffers one more damage and the card is repaired', () => {
  it('applies: a crit costs two cards', () => {
    const s = attackOn([], ['crit'], ['directhit', 'panickedpilot']);
    expect(shipOf(s, 'x').damage).toEqual([
      { card: 'directhit', faceup: false },
      { card: 'panickedpilot', faceup: false },
    ]);
  });

  it('does not apply: a hit costs one facedown card', () => {
    const s = attackOn([], ['hit'], ['directhit', 'panickedpilot']);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'directhit', faceup: false }]);
  });
});

describe('Hull Breach (hullbreach): faceup, hit damage is suffered as crit damage', () => {
  it('applies: a hit deals the next card faceup', () => {
    const s = attackOn([{ card: 'hullbreach', faceup: true }], ['hit'], ['structuraldamage']);
    expect(shipOf(s, 'x').damage[1]).toEqual({ card: 'structuraldamage', faceup: true });
  });

  it('does not apply: facedown, the hit deals a facedown card', () => {
    const s = attackOn([{ card: 'hullbreach', faceup: false }], ['hit'], ['structuraldamage']);
    expect(shipOf(s, 'x').damage[1]).toEqual({ card: 'structuraldamage', faceup: false });
  });
});

describe('Fuel Leak (fuelleak): faceup, after suffering crit damage the ship suffers 1 hit and repairs the card', () => {
  it('applies: a crit costs one more card and Fuel Leak is flipped facedown', () => {
    const s = attackOn([{ card: 'fuelleak', faceup: true }], ['crit'], ['structuraldamage', 'directhit']);
    const x = shipOf(s, 'x');
    expect(x.damage).toHaveLength(3);
    expect(x.damage[0]).toEqual({ card: 'fuelleak', faceup: false });
    expect(x.damage[1]).toEqual({ card: 'structuraldamage', faceup: true });
  });

  it('does not apply: a hit costs one facedown card, Fuel Leak stays faceup', () => {
    const s = attackOn([{ card: 'fuelleak', faceup: true }], ['hit'], ['structuraldamage', 'directhit']);
    expect(shipOf(s, 'x').damage).toEqual([
      { card: 'fuelleak', faceup: true },
      { card: 'structuraldamage', faceup: false },
    ]);
  });
});

describe('Blinded Pilot (blindedpilot): faceup, the attacker’s dice can be modified only by spending Force', () => {
  const attack = (faceup: boolean) => {
    const s = position(
      'engagement',
      [rebel('x', 400, 300, { tokens: { focus: 1 }, damage: [{ card: 'blindedpilot', faceup }] })],
      [imperial('t', 400, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['focus', 'hit', 'hit'])),
    );
    return seen
      .filter((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')
      .flatMap((d) => d.options.map((o) => o.id));
  };

  it('applies: the focus token is not offered', () => {
    expect(attack(true)).not.toContain('mod:focus');
  });

  it('does not apply: facedown, the focus token is offered', () => {
    expect(attack(false)).toContain('mod:focus');
  });
});

describe('Wounded Pilot (woundedpilot): faceup, after an action roll a die; a hit or crit gives a stress', () => {
  const play = (faceup: boolean, action: string, face: string) => {
    const s = activation('2F', [{ card: 'woundedpilot', faceup }]);
    playUntil(s, leaves('activation'), answers(picks('choose-action', action, 'x'), abilityDie('Wounded Pilot', face)));
    return s;
  };

  it('applies: after a focus action, a hit on the die gives a stress', () => {
    const s = play(true, 'focus', 'hit');
    expect(logged(s, 'ability-die-rolled', 'x').map((e) => e.data?.face)).toEqual(['hit']);
    expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'stress', count: 1 }]);
  });

  it('does not apply: facedown, no die is rolled', () => {
    const s = play(false, 'focus', 'hit');
    expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
  });

  it('does not apply: a blank on the die gives nothing', () => {
    const s = play(true, 'focus', 'blank');
    expect(logged(s, 'token-gained', 'x')).toHaveLength(0);
  });
});

describe('Stunned Pilot (stunnedpilot): faceup, moving through or onto an obstacle costs 1 damage', () => {
  const play = (obstacleX: number) => {
    const s = activation(
      '3F',
      [{ card: 'stunnedpilot', faceup: true }],
      {},
      {
        obstacles: [{ name: 'gas-cloud-1', pose: { x: obstacleX, y: 262, heading: 0 } }],
      },
    );
    playUntil(s, leaves('activation'));
    return s;
  };

  it('applies: through a gas cloud (a blank on its die), a shield is lost', () => {
    const s = play(400);
    expect(logged(s, 'obstacle-hit', 'x').length).toBeGreaterThan(0);
    expect(shipOf(s, 'x').shields).toBe(1);
  });

  it('does not apply: a clear path', () => {
    const s = play(700);
    expect(shipOf(s, 'x').shields).toBe(2);
  });
});

describe('Console Fire (consolefire): faceup, before engaging roll a die; a hit costs 1 damage', () => {
  const play = (faceup: boolean, face: string) => {
    const s = position('engagement', [rebel('x', 400, 300, { damage: [{ card: 'consolefire', faceup }] })], [farTie]);
    playUntil(s, leaves('engagement'), abilityDie('Console Fire', face));
    return s;
  };

  it('applies: a hit on the die costs a shield', () => {
    const s = play(true, 'hit');
    expect(logged(s, 'ability-die-rolled', 'x').map((e) => e.data?.face)).toEqual(['hit']);
    expect(shipOf(s, 'x').shields).toBe(1);
  });

  it('does not apply: facedown, no die is rolled', () => {
    const s = play(false, 'hit');
    expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
    expect(shipOf(s, 'x').shields).toBe(2);
  });
});

describe('Loose Stabilizer (loosestabilizer): faceup, any maneuver but a straight costs 1 damage, then the card is repaired', () => {
  const play = (dial: string) => {
    const s = activation(dial, [{ card: 'loosestabilizer', faceup: true }]);
    playUntil(s, leaves('activation'));
    return shipOf(s, 'x');
  };

  it('applies: a bank costs a shield and the card is flipped facedown', () => {
    const x = play('2B');
    expect(x.shields).toBe(1);
    expect(x.damage).toEqual([{ card: 'loosestabilizer', faceup: false }]);
  });

  it('does not apply: a straight', () => {
    const x = play('2F');
    expect(x.shields).toBe(2);
    expect(x.damage).toEqual([{ card: 'loosestabilizer', faceup: true }]);
  });
});

describe('Disabled Power Regulator (disabledpowerregulator): faceup, before engaging gain 1 ion; after an ion maneuver, repair it', () => {
  it('applies: before engaging the ship gains an ion token', () => {
    const s = position(
      'engagement',
      [rebel('x', 400, 300, { damage: [{ card: 'disabledpowerregulator', faceup: true }] })],
      [farTie],
    );
    playUntil(s, leaves('engagement'));
    expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'ion', count: 1 }]);
  });

  it('does not apply: facedown, no ion token', () => {
    const s = position(
      'engagement',
      [rebel('x', 400, 300, { damage: [{ card: 'disabledpowerregulator', faceup: false }] })],
      [farTie],
    );
    playUntil(s, leaves('engagement'));
    expect(logged(s, 'token-gained', 'x')).toHaveLength(0);
  });

  it.each([
    [1, false],
    [0, true],
  ])('with %i ion token(s) before activating, the card stays faceup: %s', (ion, faceup) => {
    const s = activation('2F', [{ card: 'disabledpowerregulator', faceup: true }], ion ? { tokens: { ion } } : {});
    playUntil(s, hasLogged('maneuver-executed', 'x'));
    expect(shipOf(s, 'x').damage[0]!.faceup).toBe(faceup);
  });
});

describe('Damaged Engine (damagedengine): faceup, turns are one difficulty harder', () => {
  const play = (faceup: boolean, dial: string) => {
    const s = activation(dial, [{ card: 'damagedengine', faceup }]);
    playUntil(s, hasLogged('maneuver-executed', 'x'));
    return logged(s, 'stress-gained', 'x').length;
  };

  it('applies: a white 2 turn is red, the ship is stressed', () => {
    expect(play(true, '2T')).toBe(1);
  });

  it('does not apply: facedown, or a bank (not a turn)', () => {
    expect(play(false, '2T')).toBe(0);
    expect(play(true, '3B')).toBe(0);
  });
});

describe('repair actions: faceup cards with a repair action offer it, and it flips the card facedown', () => {
  const actions = (card: string) => {
    const s = activation('2F', [{ card, faceup: true }]);
    playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'x');
    return { s, ids: s.pending!.options.map((o) => o.id) };
  };

  // The repair action is a card action (abilities/card-actions.ts): "card:<source>#<ability>@<card index>".
  it('applies: Weapons Failure offers its repair action, and performing it repairs the card', () => {
    const { s, ids } = actions('weaponsfailure');
    const repair = 'card:damage:weaponsfailure#1@0';
    expect(ids).toContain(repair);
    playUntil(s, leaves('activation'), picks('choose-action', repair, 'x'));
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
  });

  it('does not apply: Structural Damage has no repair action', () => {
    expect(actions('structuraldamage').ids.some((id) => id.startsWith('card:'))).toBe(false);
  });
});
