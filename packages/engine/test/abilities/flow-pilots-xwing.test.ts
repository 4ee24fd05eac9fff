/**
 * Flow specs for the Rebel T-65 X-wing pilots of abilities/cards/pilots-xwing.ts (and Afterburners, written there):
 * each card plays a realistic position through createFromPosition + applyInPlace only, with a case where its ability
 * applies (its effect read from the state and the log) and the nearest case where it must not. Dice are entered.
 * Rules: 000 Timing and Abilities; 001 Attack (Declare Target, Modify Dice, Neutralize Results, Deal Damage),
 * Activation Phase (Reveal Dial, Execute Maneuver, Perform Action).
 */
import { describe, expect, it } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import {
  actionOffered,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from './flow-harness.js';

/** A Rebel ship facing up the table (heading 0 looks towards larger y). */
const rebel = (id: string, pilot: string, x: number, y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  id,
  pilot,
  pose: { x, y, heading: 0 },
  ...extra,
});
/** An Imperial ship facing down the table, towards the Rebels. */
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
/** A quiet Imperial ship far up the table, for activation positions. */
const farTie = imperial('far', 'academypilot', 100, 850, { dial: '1F' });

describe.each(['garvendreis-t65xwing', 'garvendreis-battleofyavin'])(
  'Garven Dreis (%s): after spending a focus token on his dice, a friendly ship at range 1–3 gains a focus token',
  (garven) => {
    const attack = (friendX: number) => {
      const s = position(
        'engagement',
        [rebel('g', garven, 400, 300, { tokens: { focus: 1 } }), rebel('f', 'redsquadronveteran', friendX, 300)],
        [imperial('t', 'academypilot', 400, 490)],
      );
      const seen = playUntil(
        s,
        hasLogged('attack-ended', 'g'),
        answers(
          attacks('g', 't'),
          rolls('g', 'attack', ['focus', 'hit', 'hit']),
          modifiesWith('focus'),
          picks('use-ability', 'use:f', 'g'),
        ),
      );
      return { s, seen };
    };

    it('applies: the wingman at range 1 is offered and gains the focus token', () => {
      const { s, seen } = attack(520);
      expect(offered(seen, 'Garven Dreis')).toBe(true);
      expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
      expect(shipOf(s, 'f').tokens.focus).toBe(1);
    });

    it('does not apply: the only friendly ship is beyond range 3', () => {
      const { s, seen } = attack(800);
      expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
      expect(offered(seen, 'Garven Dreis')).toBe(false);
      expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
    });
  },
);

describe('Thane Kyrell (thanekyrell): attacking, he may give up a result to expose a facedown damage card', () => {
  const attack = (damaged: boolean) => {
    const s = position(
      'engagement',
      [rebel('k', 'thanekyrell', 400, 300)],
      [
        imperial('t', 'academypilot', 400, 490, {
          ...(damaged ? { damage: [{ card: 'structuraldamage', faceup: false }] } : {}),
        }),
      ],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'k'),
      answers(attacks('k', 't'), rolls('k', 'attack', ['focus', 'hit', 'blank']), picks('use-ability', 'use:0', 'k')),
    );
    return { s, seen };
  };

  it('applies: the focus result is given up and the structural damage is exposed', () => {
    const { s, seen } = attack(true);
    expect(offered(seen, 'Thane Kyrell')).toBe(true);
    expect(logged(s, 'damage-card-exposed', 't')[0]?.data).toMatchObject({ card: 'structuraldamage', spent: 'focus' });
    expect(shipOf(s, 't').damage[0]).toMatchObject({ card: 'structuraldamage', faceup: true });
  });

  it('does not apply: the defender has no facedown damage card', () => {
    const { s, seen } = attack(false);
    expect(offered(seen, 'Thane Kyrell')).toBe(false);
    expect(logged(s, 'damage-card-exposed')).toHaveLength(0);
  });
});

describe('Biggs Darklighter (biggsdarklighter): he takes a hit meant for a friendly ship at range 0–1', () => {
  const attack = (biggsX: number) => {
    const s = position(
      'engagement',
      [rebel('f', 'redsquadronveteran', 400, 300), rebel('b', 'biggsdarklighter', biggsX, 300)],
      [imperial('t', 'academypilot', 400, 560)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 't'),
      answers(attacks('t', 'f'), rolls('t', 'attack', ['hit', 'hit']), useAbilityOf('Biggs Darklighter')),
    );
    return { s, seen };
  };

  it('applies: Biggs beside the defender and inside the attack arc loses a shield, the defender only one', () => {
    const { s, seen } = attack(470);
    expect(offered(seen, 'Biggs Darklighter')).toBe(true);
    expect(logged(s, 'result-cancelled', 'b')).toHaveLength(1);
    expect(shipOf(s, 'b').shields).toBe(1);
    expect(shipOf(s, 'f').shields).toBe(1);
  });

  it('applies to crits too: he takes a crit meant for the defender', () => {
    const s = position(
      'engagement',
      [rebel('f', 'redsquadronveteran', 400, 300), rebel('b', 'biggsdarklighter', 470, 300)],
      [imperial('t', 'academypilot', 400, 560)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 't'),
      answers(attacks('t', 'f'), rolls('t', 'attack', ['crit', 'crit']), useAbilityOf('1 crit')),
    );
    expect(offered(seen, 'cancel 1 crit result')).toBe(true);
    expect(logged(s, 'result-cancelled', 'b').map((e) => e.data?.face)).toEqual(['crit']);
    expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
  });

  it('does not apply: Biggs at range 2 of the defender', () => {
    const { s, seen } = attack(580);
    expect(offered(seen, 'Biggs Darklighter')).toBe(false);
    expect(shipOf(s, 'b').shields).toBe(2);
    expect(shipOf(s, 'f').shields).toBe(0);
  });
});

describe('Edrio Two Tubes (edriotwotubes): focused as his activation starts, he may perform an action', () => {
  const activation = (focus: number) => {
    const s = position(
      'activation',
      [rebel('e', 'edriotwotubes', 400, 150, { dial: '2F', ...(focus ? { tokens: { focus } } : {}) })],
      [farTie],
    );
    const seen = playUntil(
      s,
      hasLogged('dial-revealed', 'e'),
      useAbilityOf('Edrio Two Tubes', picks('choose-action', 'barrel-roll:left:middle', 'e')),
    );
    return { s, seen };
  };

  it('applies: with a focus token he barrel rolls before his dial is revealed', () => {
    const { s, seen } = activation(1);
    expect(offered(seen, 'Edrio Two Tubes')).toBe(true);
    expect(logged(s, 'action-performed', 'e').map((e) => e.data?.action)).toEqual(['barrel-roll']);
    expect(shipOf(s, 'e').pose!.x).toBeLessThan(400);
  });

  it('does not apply: without a focus token he is not asked', () => {
    const { s, seen } = activation(0);
    expect(offered(seen, 'Edrio Two Tubes')).toBe(false);
    expect(logged(s, 'action-performed', 'e')).toHaveLength(0);
  });
});

describe.each(['jekporkins', 'jekporkins-battleofyavin', 'jekporkins-swz106'])(
  'Jek Porkins (%s): after gaining a stress token he may remove it and roll an attack die',
  (jek) => {
    const activation = (dial: string) => {
      const s = position('activation', [rebel('j', jek, 400, 150, { dial })], [farTie]);
      const seen = playUntil(
        s,
        leaves('activation'),
        answers(useAbilityOf('Jek Porkins'), (d) =>
          d.kind === 'enter-dice' && d.prompt.includes('Jek Porkins') ? ['enter', ['hit']] : undefined,
        ),
      );
      return { s, seen };
    };

    it('applies: after a red maneuver the stress is removed and a hit on the die costs a shield', () => {
      const { s, seen } = activation('4K');
      expect(offered(seen, 'Jek Porkins')).toBe(true);
      expect(shipOf(s, 'j').tokens.stress ?? 0).toBe(0);
      expect(logged(s, 'ability-die-rolled', 'j')[0]?.data).toEqual({ face: 'hit' });
      expect(shipOf(s, 'j').shields).toBe(1);
    });

    it('does not apply: a white maneuver gives no stress', () => {
      const { s, seen } = activation('3F');
      expect(offered(seen, 'Jek Porkins')).toBe(false);
      expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
    });
  },
);

describe('Leevan Tenza (leevantenza): after a barrel roll or boost he may perform a red evade', () => {
  const activation = (action: string) => {
    const s = position('activation', [rebel('l', 'leevantenza', 400, 150, { dial: '2F' })], [farTie]);
    const seen = playUntil(
      s,
      leaves('activation'),
      answers(
        useAbilityOf('Leevan Tenza'),
        (d) => (d.kind === 'choose-action' && d.prompt.includes('Leevan Tenza') ? ['evade'] : undefined),
        picks('choose-action', action, 'l'),
      ),
    );
    return { s, seen };
  };

  it('applies: after a barrel roll he evades and takes the stress of the red action', () => {
    const { s, seen } = activation('barrel-roll:left:middle');
    expect(offered(seen, 'Leevan Tenza')).toBe(true);
    expect(logged(s, 'action-performed', 'l').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['barrel-roll', 'white'],
      ['evade', 'red'],
    ]);
    expect(logged(s, 'stress-gained', 'l')).toHaveLength(1);
  });

  it('does not apply: after a focus action', () => {
    const { s, seen } = activation('focus');
    expect(offered(seen, 'Leevan Tenza')).toBe(false);
    expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['focus']);
  });
});

describe('Corran Horn (corranhorn-t65xwing): a friendly lock on him moves onto the defender he has locked', () => {
  const attack = (corranLocks: string[]) => {
    const s = position(
      'engagement',
      [
        rebel('c', 'corranhorn-t65xwing', 400, 300, { locks: corranLocks }),
        rebel('f', 'redsquadronveteran', 600, 300, { locks: ['c'] }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
    const seen = playUntil(s, hasLogged('attack-ended', 'c'), answers(attacks('c', 't'), useAbilityOf('Corran Horn')));
    return { s, seen };
  };

  it('applies: attacking the ship he has locked, his wingman’s lock on him moves to the defender', () => {
    const { s, seen } = attack(['t']);
    expect(offered(seen, 'Corran Horn')).toBe(true);
    expect(shipOf(s, 'f').locks).toEqual([{ target: 't' }]);
  });

  it('does not apply: he has no lock on the defender', () => {
    const { s, seen } = attack([]);
    expect(offered(seen, 'Corran Horn')).toBe(false);
    expect(shipOf(s, 'f').locks).toEqual([{ target: 'c' }]);
  });
});

describe('Wes Janson (wesjanson): after he attacks or defends, a charge gives the other ship a jam token', () => {
  const fight = (attacker: 'w' | 't', charges?: number) => {
    const s = position(
      'engagement',
      [rebel('w', 'wesjanson', 400, 300, charges === undefined ? {} : { charges })],
      [imperial('t', 'academypilot', 400, 490)],
    );
    const other = attacker === 'w' ? 't' : 'w';
    const seen = playUntil(
      s,
      hasLogged('attack-ended', attacker),
      answers(attacks(attacker, other), useAbilityOf('Wes Janson')),
    );
    return { s, seen };
  };

  it.each(['w', 't'] as const)('applies: %s attacks, the Imperial ship gains a jam token for a charge', (attacker) => {
    const { s, seen } = fight(attacker);
    expect(offered(seen, 'Wes Janson')).toBe(true);
    expect(logged(s, 'token-gained', 't').some((e) => e.data?.token === 'jam')).toBe(true);
    expect(logged(s, 'cost-paid', 'w')[0]?.data?.costs).toEqual([{ kind: 'spend-charge', count: 1 }]);
  });

  it('does not apply: with no charge left', () => {
    const { s, seen } = fight('w', 0);
    expect(offered(seen, 'Wes Janson')).toBe(false);
    expect(logged(s, 'token-gained').some((e) => e.data?.token === 'jam')).toBe(false);
  });
});

describe('Afterburners (afterburners): after a full speed 3–5 maneuver, a charge buys a boost, stressed or not', () => {
  const activation = (dial: string) => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['afterburners'], tokens: { stress: 1 } })],
      [farTie],
    );
    const charges = shipOf(s, 'x').upgrades[0]!.charges!;
    const seen = playUntil(
      s,
      leaves('activation'),
      useAbilityOf('Afterburners', picks('choose-action', 'boost:1F', 'x')),
    );
    return { s, seen, charges };
  };

  it('applies: after a 3 straight, stressed, he boosts and the card loses a charge', () => {
    const { s, seen, charges } = activation('3F');
    expect(offered(seen, 'Afterburners')).toBe(true);
    expect(actionOffered(seen, 'Afterburners')).toBe(true);
    expect(logged(s, 'action-performed', 'x').some((e) => e.data?.action === 'boost')).toBe(true);
    expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(charges - 1);
  });

  it('does not apply: after a speed 2 maneuver', () => {
    const { s, seen, charges } = activation('2F');
    expect(offered(seen, 'Afterburners')).toBe(false);
    expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(charges);
  });
});

describe('Luke Skywalker (lukeskywalker): once he becomes the defender, he recovers 1 Force', () => {
  const fight = (attacker: 'l' | 't') => {
    const s = position(
      'engagement',
      [rebel('l', 'lukeskywalker', 400, 300, { force: 1 })],
      [imperial('t', 'academypilot', 400, 490)],
    );
    playUntil(s, hasLogged('attack-ended', attacker), attacks(attacker, attacker === 'l' ? 't' : 'l'));
    return s;
  };

  it('applies: attacked, he is back to 2 Force', () => {
    const s = fight('t');
    expect(logged(s, 'force-recovered', 'l')).toHaveLength(1);
    expect(shipOf(s, 'l').force).toBe(2);
  });

  it('does not apply: attacking, he recovers nothing', () => {
    const s = fight('l');
    expect(logged(s, 'force-recovered', 'l')).toHaveLength(0);
    expect(shipOf(s, 'l').force).toBe(1);
  });
});

describe('Kullbee Sperado (kullbeesperado): after a barrel roll or boost he may flip his configuration card', () => {
  const activation = (action: string) => {
    const s = position(
      'activation',
      [rebel('k', 'kullbeesperado', 400, 150, { dial: '2F', upgrades: [{ xws: 'servomotorsfoils', side: 1 }] })],
      [farTie],
    );
    const seen = playUntil(
      s,
      leaves('activation'),
      answers(useAbilityOf('flip your configuration card'), picks('choose-action', action, 'k')),
    );
    return { s, seen };
  };

  it('applies: after a barrel roll, the open S-foils are flipped closed', () => {
    const { s, seen } = activation('barrel-roll:left:middle');
    expect(offered(seen, 'flip your configuration card')).toBe(true);
    expect(logged(s, 'upgrade-flipped', 'k').map((e) => e.data)).toEqual([{ upgrade: 'servomotorsfoils', side: 0 }]);
    expect(shipOf(s, 'k').upgrades[0]!.side).toBe(0);
  });

  it('does not apply: after a focus action', () => {
    const { s, seen } = activation('focus');
    expect(offered(seen, 'flip your configuration card')).toBe(false);
    expect(shipOf(s, 'k').upgrades[0]!.side).toBe(1);
  });
});
