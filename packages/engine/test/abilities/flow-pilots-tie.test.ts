/**
 * Flow specs for the Galactic Empire TIE/ln fighter pilots of abilities/cards/pilots-tie.ts and the Formed Up ship
 * ability: each card plays a realistic position through createFromPosition + applyInPlace only, with a case where its
 * ability applies (its effect read from the state and the log) and the nearest case where it must not. Dice are
 * entered. Rules: 000 Timing and Abilities; 001 Attack (Declare Target, Roll and Modify Dice, Neutralize Results,
 * Deal Damage), Activation Phase, Engagement Phase, End Phase; 001 Charges, Stress, Strain, Deplete, Lock.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import {
  actionOffered,
  type Answer,
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
/** A quiet Rebel ship far down the table, for activation positions. */
const farXwing = rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F' });

/** How many attack dice `attacker` is asked to enter for its attack on `defender` (the first roll). */
function attackDice(s: GameState, attacker: string, defender: string, also: Answer = () => undefined): number {
  let count: number | undefined;
  const note = (d: Decision) => {
    if (d.kind === 'enter-dice' && d.ship === attacker && d.accepts === 'attack-faces' && !d.prompt.includes('('))
      count ??= d.count;
  };
  playUntil(
    s,
    () => count !== undefined,
    answers((d) => void note(d), attacks(attacker, defender), also),
  );
  if (s.pending) note(s.pending);
  return count ?? 0;
}

describe.each(['nightbeast', 'nightbeast-swz105'])(
  '"Night Beast" (%s): after fully executing a blue maneuver he may perform a focus action',
  (pilot) => {
    const activation = (dial: string) => {
      const s = position('activation', [farXwing], [imperial('n', pilot, 400, 800, { dial })]);
      const seen = playUntil(s, leaves('activation'), (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Night Beast') ? ['focus'] : undefined,
      );
      return { s, seen };
    };

    it('applies: a blue 2 straight is followed by his focus action', () => {
      const { s, seen } = activation('2F');
      expect(actionOffered(seen, 'Night Beast')).toBe(true);
      expect(logged(s, 'action-performed', 'n').map((e) => e.data?.action)).toEqual(['focus']);
    });

    it('does not apply: a white 3 turn', () => {
      const { s, seen } = activation('3T');
      expect(actionOffered(seen, 'Night Beast')).toBe(false);
      expect(logged(s, 'action-performed', 'n')).toHaveLength(0);
    });
  },
);

describe.each(['wampa', 'wampa-battleofyavin'])(
  '"Wampa" (%s): a charge buys one more attack die; after defending he loses a charge',
  (pilot) => {
    const engagement = (charges?: number) =>
      position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300)],
        [imperial('w', pilot, 400, 490, charges === undefined ? {} : { charges })],
      );

    it('applies: attacking at range 2 with his charge, he rolls 3 dice', () => {
      const s = engagement();
      expect(attackDice(s, 'w', 'x', useAbilityOf('Wampa'))).toBe(3);
      expect(shipOf(s, 'w').charges).toBe(0);
    });

    it('does not apply: without a charge he is not asked and rolls 2', () => {
      const s = engagement(0);
      const seen: Decision[] = [];
      expect(attackDice(s, 'w', 'x', (d) => void seen.push(d))).toBe(2);
      expect(offered(seen, 'Wampa')).toBe(false);
    });

    it('applies: after he defends, he loses his charge', () => {
      const s = engagement();
      playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 'w'));
      expect(logged(s, 'charge-lost', 'w')).toHaveLength(1);
      expect(shipOf(s, 'w').charges).toBe(0);
    });

    it('does not apply: after he attacks and keeps his charge, he loses none', () => {
      const s = engagement();
      playUntil(s, hasLogged('attack-ended', 'w'), attacks('w', 'x'));
      expect(logged(s, 'charge-lost', 'w')).toHaveLength(0);
      expect(shipOf(s, 'w').charges).toBe(1);
    });
  },
);

describe.each(['idenversio', 'idenversio-swz105'])(
  'Iden Versio (%s): her charge prevents the damage to a friendly TIE/ln fighter at range 0–1',
  (pilot) => {
    const attack = (idenX: number) => {
      const s = position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300)],
        [imperial('f', 'academypilot', 400, 490), imperial('i', pilot, idenX, 490)],
      );
      const seen = playUntil(
        s,
        hasLogged('attack-ended', 'x'),
        answers(attacks('x', 'f'), rolls('x', 'attack', ['hit', 'hit', 'crit']), useAbilityOf('Iden Versio')),
      );
      return { s, seen };
    };

    it('applies: beside the defender, she spends her charge and it suffers nothing', () => {
      const { s, seen } = attack(460);
      expect(offered(seen, 'Iden Versio')).toBe(true);
      expect(logged(s, 'damage-prevented', 'i')).toHaveLength(1);
      expect(shipOf(s, 'f').damage).toHaveLength(0);
      expect(shipOf(s, 'i').charges).toBe(0);
    });

    it('does not apply: at range 3 of the defender', () => {
      const { s, seen } = attack(700);
      expect(offered(seen, 'Iden Versio')).toBe(false);
      expect(logged(s, 'damage-card-dealt', 'f').length).toBeGreaterThan(0);
    });
  },
);

describe('Seyn Marana (seynmarana): she may spend a crit to deal one facedown damage card, the rest cancelled', () => {
  const attack = (faces: string[]) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { shields: 0 })],
      [imperial('s', 'seynmarana', 400, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 's'),
      answers(attacks('s', 'x'), rolls('s', 'attack', faces), useAbilityOf('Seyn Marana')),
    );
    return { s, seen };
  };

  it('applies: with a crit, the defender gets one facedown card and nothing else', () => {
    const { s, seen } = attack(['crit', 'hit']);
    expect(offered(seen, 'Seyn Marana')).toBe(true);
    expect(shipOf(s, 'x').damage).toEqual([expect.objectContaining({ faceup: false })]);
  });

  it('does not apply: without a crit result', () => {
    const { s, seen } = attack(['hit', 'hit']);
    expect(offered(seen, 'Seyn Marana')).toBe(false);
    expect(shipOf(s, 'x').damage).toHaveLength(2);
  });
});

describe('Moff Gideon (moffgideon): an enemy defender at range 1–3 of him cannot modify its dice, a friend near it is strained', () => {
  const attack = (wingX: number, wingY: number) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('g', 'moffgideon', 400, 490), imperial('w', 'academypilot', wingX, wingY)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'g'),
      answers(
        attacks('g', 'x'),
        rolls('g', 'attack', ['hit', 'hit']),
        rolls('x', 'defense', ['focus', 'focus']),
        picks('use-ability', 'use:w', 'g'),
      ),
    );
    return { s, seen };
  };

  it('applies: his wingman at range 1 of the defender gains strain and the defender cannot spend its focus', () => {
    const { s, seen } = attack(490, 400);
    expect(offered(seen, 'Moff Gideon')).toBe(true);
    expect(logged(s, 'token-gained', 'w')[0]?.data).toEqual({ token: 'strain', count: 1 });
    expect(seen.some((d) => d.kind === 'modify-defense-dice' && d.ship === 'x')).toBe(false);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });

  it('does not apply: no friendly ship at range 0–1 of the defender; the defender spends its focus', () => {
    const { s, seen } = attack(100, 800);
    expect(offered(seen, 'Moff Gideon')).toBe(false);
    expect(seen.some((d) => d.kind === 'modify-defense-dice' && d.ship === 'x')).toBe(true);
    expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
  });
});

describe.each([
  ['backstabber-battleofyavin', 'maulermithel-battleofyavin'],
  ['maulermithel-battleofyavin', 'backstabber-battleofyavin'],
])('%s: a friendly %s at his side at range 0–1 gives his primary attacks one more die', (pilot, partner) => {
  const engagement = (partnerX: number) =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('a', pilot, 400, 490), imperial('p', partner, partnerX, 490)],
    );

  it('applies: the partner in his side arc at range 1 (2 dice at range 2, plus 1)', () => {
    expect(attackDice(engagement(470), 'a', 'x')).toBe(3);
  });

  it('does not apply: the partner at range 2', () => {
    expect(attackDice(engagement(600), 'a', 'x')).toBe(2);
  });
});

describe('"Dark Curse" (darkcurse-battleofyavin): while he defends, the attack dice cannot be modified', () => {
  const attack = (defender: string) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [imperial('d', defender, 400, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 'd'), rolls('x', 'attack', ['focus', 'focus', 'hit'])),
    );
    return { s, seen };
  };

  it('applies: attacking him, the focus token cannot be spent', () => {
    const { s, seen } = attack('darkcurse-battleofyavin');
    expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(false);
    expect(logged(s, 'modification-used', 'x')).toHaveLength(0);
  });

  it('does not apply: attacking another TIE, the focus token may be spent', () => {
    const { seen } = attack('academypilot');
    expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(true);
  });
});

describe('Yrica Quell (yricaquell): after a full maneuver she may lock an enemy in her bullseye', () => {
  const activation = (enemyX: number) => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', enemyX, 250, { dial: '1F' })],
      [imperial('y', 'yricaquell', 400, 700, { dial: '2F' })],
    );
    const seen = playUntil(s, leaves('activation'), picks('use-ability', 'use:x', 'y'));
    return { s, seen };
  };

  it('applies: the X-wing straight ahead is locked', () => {
    const { s, seen } = activation(400);
    expect(offered(seen, 'Yrica Quell')).toBe(true);
    expect(shipOf(s, 'y').locks).toEqual([{ target: 'x' }]);
  });

  it('does not apply: the X-wing outside her bullseye', () => {
    const { s, seen } = activation(600);
    expect(offered(seen, 'Yrica Quell')).toBe(false);
    expect(shipOf(s, 'y').locks).toEqual([]);
  });
});

describe('"Scythe 6" (scythe6-battleoverendor): attacking at range 1–2, one more attack die', () => {
  const engagement = (y: number) =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('s', 'scythe6-battleoverendor', 400, y)],
    );

  it('applies: at range 2 he rolls 3 dice', () => {
    expect(attackDice(engagement(490), 's', 'x')).toBe(3);
  });

  it('does not apply: at range 3 he rolls 2', () => {
    expect(attackDice(engagement(590), 's', 'x')).toBe(2);
  });
});

describe('Formed Up (ship-ability:formedup): at the end of the End Phase, beside another friendly TIE/ln, remove a stress', () => {
  const end = (wingX: number) => {
    const s = position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [
        imperial('s', 'scythe6-battleoverendor', 400, 800, { tokens: { stress: 1 } }),
        imperial('w', 'academypilot', wingX, 800),
      ],
    );
    const seen = playUntil(s, leaves('end'), useAbilityOf('Formed Up'));
    return { s, seen };
  };

  it('applies: a TIE at range 1 beside him, his stress is removed', () => {
    const { s, seen } = end(470);
    expect(offered(seen, 'Formed Up')).toBe(true);
    expect(shipOf(s, 's').tokens.stress ?? 0).toBe(0);
  });

  it('does not apply: the other TIE at range 2', () => {
    const { s, seen } = end(600);
    expect(offered(seen, 'Formed Up')).toBe(false);
    expect(shipOf(s, 's').tokens.stress).toBe(1);
  });
});

describe.each(['valenrudor', 'valenrudor-swz105'])(
  'Valen Rudor (%s): after a friendly ship at range 0–1 defends, he may perform an action',
  (pilot) => {
    const attack = (valenX: number) => {
      const s = position(
        'engagement',
        [rebel('x', 'redsquadronveteran', 400, 300)],
        [imperial('f', 'academypilot', 400, 490), imperial('v', pilot, valenX, 490)],
      );
      const seen = playUntil(
        s,
        leaves('engagement'),
        answers(attacks('x', 'f'), (d) =>
          d.kind === 'choose-action' && d.prompt.includes('Valen Rudor') ? ['focus'] : undefined,
        ),
      );
      return { s, seen };
    };

    it('applies: his wingman at range 1 defended, he focuses', () => {
      const { s, seen } = attack(470);
      expect(actionOffered(seen, 'Valen Rudor')).toBe(true);
      expect(logged(s, 'action-performed', 'v').map((e) => e.data?.action)).toEqual(['focus']);
    });

    it('does not apply: the defender at range 2 of him', () => {
      const { s, seen } = attack(610);
      expect(actionOffered(seen, 'Valen Rudor')).toBe(false);
      expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
    });
  },
);

describe('Lieutenant Hebsly (lieutenanthebsly-battleoverendor): after defending he may boost as a red action', () => {
  const attack = (attacker: 'x' | 'h') => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('h', 'lieutenanthebsly-battleoverendor', 400, 490)],
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(attacks(attacker, attacker === 'x' ? 'h' : 'x'), (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Hebsly') ? ['boost:1F'] : undefined,
      ),
    );
    return { s, seen };
  };

  it('applies: attacked, he boosts red', () => {
    const { s, seen } = attack('x');
    expect(actionOffered(seen, 'Hebsly')).toBe(true);
    expect(logged(s, 'action-performed', 'h').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['boost', 'red'],
    ]);
  });

  it('does not apply: after he attacks', () => {
    const { s, seen } = attack('h');
    expect(actionOffered(seen, 'Hebsly')).toBe(false);
    expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
  });
});

describe('Magna Tolvan (magnatolvan): white actions with up to 2 stress; a white action after gaining stress', () => {
  const activation = (dial: string, stress: number) => {
    const s = position(
      'activation',
      [farXwing],
      [imperial('m', 'magnatolvan', 400, 800, { dial, ...(stress ? { tokens: { stress } } : {}) })],
    );
    const seen = playUntil(s, leaves('activation'), (d) =>
      d.kind === 'choose-action' && d.ship === 'm' && d.options.some((o) => o.id === 'focus') ? ['focus'] : undefined,
    );
    return { s, seen };
  };

  it('applies: with 2 stress tokens after a white maneuver, she still focuses', () => {
    const { s } = activation('3T', 2);
    expect(logged(s, 'action-performed', 'm').map((e) => e.data?.action)).toEqual(['focus']);
  });

  it('does not apply: with 3 stress tokens she performs no action', () => {
    const { s } = activation('3T', 3);
    expect(logged(s, 'action-performed', 'm')).toHaveLength(0);
  });

  it('applies: a red maneuver gives her stress, and a white action follows', () => {
    const { s, seen } = activation('3K', 0);
    expect(actionOffered(seen, 'Magna Tolvan')).toBe(true);
    expect(logged(s, 'action-performed', 'm').map((e) => e.data?.action)).toEqual(['focus']);
  });

  it('does not apply: a white maneuver gives no stress and no extra action', () => {
    const { seen } = activation('3T', 0);
    expect(actionOffered(seen, 'Magna Tolvan')).toBe(false);
  });
});

describe('Major Mianda (majormianda-battleoverendor): in the End Phase she and friendly small ships at range 0–2 may reposition red', () => {
  const end = (wingX: number, stress: number) => {
    const s = position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [
        imperial('m', 'majormianda-battleoverendor', 400, 800, stress ? { tokens: { stress } } : {}),
        imperial('w', 'academypilot', wingX, 800),
      ],
    );
    const seen = playUntil(
      s,
      leaves('end'),
      answers(picks('use-ability', 'use:w', 'm'), (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Major Mianda') ? ['boost:1F'] : undefined,
      ),
    );
    return { s, seen };
  };

  it('applies: she and her wingman at range 2 both boost red', () => {
    const { s, seen } = end(600, 0);
    expect(offered(seen, 'Major Mianda')).toBe(true);
    expect(logged(s, 'action-performed').map((e) => [e.ship, e.data?.action, e.data?.difficulty])).toEqual([
      ['m', 'boost', 'red'],
      ['w', 'boost', 'red'],
    ]);
  });

  it('does not apply: she is stressed and her only wingman is at range 3', () => {
    const { s, seen } = end(700, 1);
    expect(offered(seen, 'Major Mianda')).toBe(false);
    expect(logged(s, 'action-performed')).toHaveLength(0);
  });
});

describe('ISB Jingoist (isbjingoist): before he engages, an enemy in his front arc at range 0–1 gains deplete or strain unless it sheds a green token', () => {
  const engagement = (enemyY: number, focus: number, shed: boolean) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, enemyY, focus ? { tokens: { focus } } : {})],
      [imperial('j', 'isbjingoist', 400, 400)],
    );
    const seen = playUntil(
      s,
      (st) => st.log.some((e) => e.ship === 'j' && (e.type === 'attack-passed' || e.type === 'no-attack')),
      answers(picks('use-ability', 'use:x:strain', 'j'), (d) =>
        d.kind === 'use-ability' && d.ship === 'x' && d.prompt.includes('ISB Jingoist')
          ? [shed ? d.options.find((o) => o.id.startsWith('use:'))!.id : 'decline']
          : undefined,
      ),
    );
    return { s, seen };
  };

  it('applies: the X-wing at range 1 with no green token gains a strain token', () => {
    const { s, seen } = engagement(300, 0, false);
    expect(offered(seen, 'ISB Jingoist')).toBe(true);
    expect(shipOf(s, 'x').tokens.strain).toBe(1);
  });

  it('applies: with a focus token the X-wing may shed it instead of the strain', () => {
    const { s, seen } = engagement(300, 1, true);
    expect(seen.some((d) => d.kind === 'use-ability' && d.ship === 'x' && d.player === 0)).toBe(true);
    expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
    expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
  });

  it('does not apply: the X-wing at range 2', () => {
    const { s, seen } = engagement(230, 0, false);
    expect(offered(seen, 'ISB Jingoist')).toBe(false);
    expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
  });
});

describe('Howlrunner (howlrunner): a friendly ship at range 0–1 of her attacking with its primary weapon may reroll one attack die', () => {
  const attack = (howlX: number) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('a', 'academypilot', 400, 490), imperial('h', 'howlrunner', howlX, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'a'),
      answers(attacks('a', 'x'), rolls('a', 'attack', ['blank', 'hit'], ['crit']), modifiesWith('Howlrunner')),
    );
    return { s, seen };
  };

  it('applies: her wingman at range 1 rerolls its blank into a crit', () => {
    const { s, seen } = attack(470);
    expect(offered(seen, 'Howlrunner')).toBe(true);
    expect(logged(s, 'attack-neutralized', 'a')[0]?.data).toMatchObject({ hits: 1, crits: 1 });
  });

  it('does not apply: her wingman at range 2', () => {
    const { s, seen } = attack(610);
    expect(offered(seen, 'Howlrunner')).toBe(false);
    expect(logged(s, 'dice-rerolled')).toHaveLength(0);
  });
});

describe('Scourge Skutu (scourgeskutu): the defender in his bullseye, one more attack die', () => {
  const engagement = (x: number) =>
    position('engagement', [rebel('x', 'redsquadronveteran', x, 300)], [imperial('s', 'scourgeskutu', 400, 490)]);

  it('applies: straight ahead at range 2, he rolls 3 dice', () => {
    expect(attackDice(engagement(400), 's', 'x')).toBe(3);
  });

  it('does not apply: in his front arc but off the bullseye, he rolls 2', () => {
    expect(attackDice(engagement(470), 's', 'x')).toBe(2);
  });
});

describe('Del Meeko (delmeeko): a friendly ship at range 0–2 defending against a damaged attacker may reroll one defense die', () => {
  const attack = (damaged: boolean) => {
    const s = position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          ...(damaged ? { damage: [{ card: 'structuraldamage', faceup: false }] } : {}),
        }),
      ],
      [imperial('f', 'academypilot', 400, 490), imperial('d', 'delmeeko', 520, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(
        attacks('x', 'f'),
        rolls('x', 'attack', ['hit', 'hit', 'hit']),
        rolls('f', 'defense', ['blank', 'evade', 'evade'], ['evade']),
        modifiesWith('Del Meeko'),
      ),
    );
    return { s, seen };
  };

  it('applies: the damaged X-wing attacks his wingman, whose blank is rerolled into an evade', () => {
    const { s, seen } = attack(true);
    expect(offered(seen, 'Del Meeko')).toBe(true);
    expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hit: false });
  });

  it('does not apply: the attacker is undamaged', () => {
    const { s, seen } = attack(false);
    expect(offered(seen, 'Del Meeko')).toBe(false);
    expect(logged(s, 'attack-neutralized', 'x')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
  });
});
