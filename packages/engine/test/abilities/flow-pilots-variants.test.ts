/**
 * Flow specs for the T-65 X-wing variant pilots (Battle of Yavin, SWZ106, Battle over Endor), their ship abilities
 * (Hope, Locked S-Foils) and the Rebel TIE/ln fighter pilots of abilities/cards/pilots-xwing-variants.ts: each card
 * plays a realistic position through createFromPosition + applyInPlace only, with a case where its ability applies
 * (its effect read from the state and the log) and the nearest case where it must not. Dice are entered. (Garven
 * Dreis and Jek Porkins of Yavin and SWZ106 share their standard cards' specs in flow-pilots-xwing.test.ts.)
 * Rules: 000 Timing and Abilities; 001 System Phase, Activation Phase, Attack (Declare Target, Roll and Modify Dice,
 * Neutralize Results), Destroying Ships; 001 The Force, Strain, Deplete, Conditions.
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
const farTie = imperial('far', 'academypilot', 100, 850, { dial: '1F' });

/** The number of dice of this kind `ship` is asked to enter first (attack or defense), playing `answer` meanwhile. */
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

describe('Biggs Darklighter (biggsdarklighter-battleofyavin): in the System Phase he may take the initiative of a friendly ship at range 1', () => {
  const system = (lukeY: number) => {
    const s = position(
      'system',
      [
        rebel('b', 'biggsdarklighter-battleofyavin', 200, 150, { dial: '1F' }),
        rebel('l', 'lukeskywalker-battleofyavin', 200, lukeY, { dial: '1F' }),
      ],
      [farTie],
    );
    const seen = playUntil(s, leaves('system'), picks('use-ability', 'use:l', 'b'));
    return { s, seen };
  };

  it('applies: Luke at range 1, Biggs acts at initiative 5 and gets his own back as the Engagement Phase starts', () => {
    const { s, seen } = system(260);
    expect(offered(seen, 'Biggs Darklighter')).toBe(true);
    expect(shipOf(s, 'b').initiative).toBe(5);
    playUntil(s, leaves('activation'));
    expect(logged(s, 'initiative-changed', 'b').map((e) => e.data?.initiative)).toEqual([5, 3]);
    expect(shipOf(s, 'b').initiative).toBe(3);
  });

  it('does not apply: Luke at range 2', () => {
    const { s, seen } = system(350);
    expect(offered(seen, 'Biggs Darklighter')).toBe(false);
    expect(shipOf(s, 'b').initiative).toBe(3);
  });
});

describe.each(['lukeskywalker-battleofyavin', 'lukeskywalker-swz106'])(
  'Luke Skywalker (%s): declared as the defender, he may recover 1 Force',
  (pilot) => {
    const attack = (force: number) => {
      const s = position(
        'engagement',
        [rebel('l', pilot, 400, 300, { force })],
        [imperial('t', 'academypilot', 400, 490)],
      );
      const seen = playUntil(s, hasLogged('attack-ended', 't'), answers(attacks('t', 'l'), useAbilityOf('Luke')));
      return { s, seen };
    };

    it('applies: with 1 Force of 2, he recovers one', () => {
      const { s, seen } = attack(1);
      expect(offered(seen, 'Luke Skywalker')).toBe(true);
      expect(shipOf(s, 'l').force).toBe(2);
    });

    it('does not apply: at full Force', () => {
      const { s, seen } = attack(2);
      expect(offered(seen, 'Luke Skywalker')).toBe(false);
      expect(logged(s, 'force-recovered')).toHaveLength(0);
    });
  },
);

describe('Wedge Antilles (wedgeantilles-battleofyavin): a friendly ship in the defender’s firing arc, the defender rolls one die fewer', () => {
  const defenseDice = (friendX: number, friendY: number) => {
    const s = position(
      'engagement',
      [rebel('w', 'wedgeantilles-battleofyavin', 400, 300), rebel('f', 'redsquadronveteran', friendX, friendY)],
      [imperial('t', 'academypilot', 400, 490)],
    );
    return diceAsked(s, 't', 'defense', attacks('w', 't'));
  };

  it('applies: the wingman inside the TIE’s front arc (3 agility, 2 dice)', () => {
    expect(defenseDice(480, 300)).toBe(2);
  });

  it('does not apply: the wingman behind the TIE (3 dice)', () => {
    expect(defenseDice(400, 700)).toBe(3);
  });
});

describe('Wedge Antilles (wedgeantilles-battleoverendor): an attack of his that hits gives him a focus token', () => {
  const attack = (faces: string[]) => {
    const s = position(
      'engagement',
      [rebel('w', 'wedgeantilles-battleoverendor', 400, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
    playUntil(s, hasLogged('attack-ended', 'w'), answers(attacks('w', 't'), rolls('w', 'attack', faces)));
    return s;
  };

  it('applies: a hit that lands gives him a focus token', () => {
    const s = attack(['hit', 'hit', 'hit']);
    expect(logged(s, 'token-gained', 'w').map((e) => e.data)).toEqual([{ token: 'focus', count: 1 }]);
  });

  it('does not apply: the attack misses', () => {
    const s = attack(['blank', 'blank', 'blank']);
    expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
  });
});

describe.each(['wedgeantilles-battleoverendor', 'yendor-battleoverendor', 'kendyidele-battleoverendor'])(
  'Locked S-Foils (ship-ability:lockedsfoils on %s): after a boost action the ship gains a deplete token',
  (pilot) => {
    const activation = (action: string) => {
      const s = position('activation', [rebel('x', pilot, 400, 150, { dial: '2F' })], [farTie]);
      playUntil(s, leaves('activation'), picks('choose-action', action, 'x'));
      return s;
    };

    it('applies: after a boost', () => {
      const s = activation('boost:1F');
      expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'deplete', count: 1 }]);
    });

    it('does not apply: after a focus action', () => {
      const s = activation('focus');
      expect(logged(s, 'token-gained', 'x')).toHaveLength(0);
    });
  },
);

describe('Yendor (yendor-battleoverendor): in a primary attack he may take a strain token to reroll a blank', () => {
  const attack = (faces: string[]) => {
    const s = position(
      'engagement',
      [rebel('y', 'yendor-battleoverendor', 400, 300, { tokens: { focus: 1 } })],
      [imperial('t', 'academypilot', 400, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', 'y'),
      answers(attacks('y', 't'), rolls('y', 'attack', faces, ['crit']), modifiesWith('Yendor')),
    );
    return { s, seen };
  };

  it('applies: a blank is rerolled into a crit and he gains a strain token', () => {
    const { s, seen } = attack(['blank', 'hit', 'hit']);
    expect(offered(seen, 'Yendor')).toBe(true);
    expect(shipOf(s, 'y').tokens.strain).toBe(1);
    expect(logged(s, 'attack-neutralized', 'y')[0]?.data).toMatchObject({ hits: 2, crits: 1 });
  });

  it('does not apply: no blank result', () => {
    const { s, seen } = attack(['focus', 'hit', 'hit']);
    expect(offered(seen, 'Yendor')).toBe(false);
    expect(shipOf(s, 'y').tokens.strain ?? 0).toBe(0);
  });
});

describe('Kendy Idele (kendyidele-battleoverendor): after spending a green token she may take strain so a friend at range 1–3 focuses or evades red', () => {
  const attack = (friendX: number) => {
    const s = position(
      'engagement',
      [
        rebel('k', 'kendyidele-battleoverendor', 400, 300, { tokens: { focus: 1 } }),
        rebel('f', 'redsquadronveteran', friendX, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(
        attacks('k', 't'),
        rolls('k', 'attack', ['focus', 'hit', 'hit']),
        modifiesWith('focus'),
        picks('use-ability', 'use:f', 'k'),
        (d) => (d.kind === 'choose-action' && d.prompt.includes('Kendy Idele') ? ['focus'] : undefined),
      ),
    );
    return { s, seen };
  };

  it('applies: Kendy gains strain, her wingman at range 1 focuses as a red action', () => {
    const { s, seen } = attack(520);
    expect(offered(seen, 'Kendy Idele')).toBe(true);
    expect(logged(s, 'token-gained', 'k').map((e) => e.data)).toContainEqual({ token: 'strain', count: 1 });
    expect(logged(s, 'action-performed', 'f').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['focus', 'red'],
    ]);
  });

  it('does not apply: her only wingman is beyond range 3', () => {
    const { s, seen } = attack(800);
    expect(offered(seen, 'Kendy Idele')).toBe(false);
    expect(logged(s, 'action-performed', 'f')).toHaveLength(0);
  });
});

describe.each([
  'biggsdarklighter-battleofyavin',
  'garvendreis-battleofyavin',
  'jekporkins-battleofyavin',
  'lukeskywalker-battleofyavin',
  'wedgeantilles-battleofyavin',
  // A pilot whose own ability is not written yet still has its ship's ability.
  'popskrail-battleofyavin',
])(
  'Hope (ship-ability:hope on %s): after another friendly ship at range 0–3 is destroyed, a focus or boost',
  (pilot) => {
    const attack = (hopeX: number) => {
      const s = position(
        'engagement',
        [
          rebel('v', 'redsquadronveteran', 400, 300, {
            shields: 0,
            damage: [
              { card: 'directhit', faceup: false },
              { card: 'directhit', faceup: false },
              { card: 'directhit', faceup: false },
            ],
          }),
          rebel('h', pilot, hopeX, 300),
        ],
        [imperial('t', 'academypilot', 400, 490)],
      );
      const seen = playUntil(
        s,
        leaves('engagement'),
        answers(attacks('t', 'v'), rolls('t', 'attack', ['hit', 'hit']), (d) =>
          d.kind === 'choose-action' && d.prompt.includes('Hope') ? ['focus'] : undefined,
        ),
      );
      return { s, seen };
    };

    it('applies: the wingman at range 1 is destroyed, the ship focuses', () => {
      const { s, seen } = attack(480);
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(actionOffered(seen, 'Hope')).toBe(true);
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      // The ship ability is written: the game does not report it missing.
      expect(logged(s, 'ability-not-implemented').map((e) => e.data?.source)).not.toContain('ship-ability:hope');
    });

    it('does not apply: the wingman destroyed beyond range 3', () => {
      const { s, seen } = attack(760);
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(actionOffered(seen, 'Hope')).toBe(false);
    });
  },
);

describe('Zeb Orrelios (zeborrelios-tielnfighter): defending, his evades cancel crits before hits', () => {
  const attack = (defender: string) => {
    const s = position('engagement', [rebel('z', defender, 400, 300)], [imperial('t', 'academypilot', 400, 490)]);
    playUntil(
      s,
      hasLogged('attack-ended', 't'),
      answers(attacks('t', 'z'), rolls('t', 'attack', ['hit', 'crit']), rolls('z', 'defense', ['evade'])),
    );
    return logged(s, 'attack-neutralized', 't')[0]?.data;
  };

  it('applies: the crit is cancelled, the hit remains', () => {
    expect(attack('zeborrelios-tielnfighter')).toMatchObject({ hits: 1, crits: 0 });
  });

  it('does not apply: another Rebel TIE cancels the hit first', () => {
    expect(attack('sabinewren-tielnfighter')).toMatchObject({ hits: 0, crits: 1 });
  });
});

describe('Captain Rex (captainrex): after he attacks, Suppressive Fire on the defender costs it a die against other ships', () => {
  const engagement = () =>
    position(
      'engagement',
      [rebel('r', 'captainrex', 400, 300), rebel('o', 'redsquadronveteran', 480, 300)],
      [imperial('t', 'academypilot', 440, 490)],
    );

  it('applies: the TIE Rex attacked rolls 1 die (range 2) against the X-wing', () => {
    const s = engagement();
    const dice = diceAsked(s, 't', 'attack', answers(attacks('r', 't'), attacks('t', 'o')));
    expect(logged(s, 'condition-assigned', 't').map((e) => e.data?.condition)).toEqual(['suppressivefire']);
    expect(dice).toBe(1);
  });

  it('does not apply: the TIE attacks Rex himself (2 dice), and the condition comes off after Rex defends', () => {
    const s = engagement();
    const dice = diceAsked(s, 't', 'attack', answers(attacks('r', 't'), attacks('t', 'r')));
    expect(dice).toBe(2);
    playUntil(s, hasLogged('attack-ended', 't'));
    expect(logged(s, 'condition-removed', 't')).toHaveLength(1);
  });
});

describe('Captain Rex (captainrex): Suppressive Fire comes off at the end of a round in which Rex did not attack', () => {
  it('applies: Rex attacks in round 1 and passes in round 2; the condition is gone after round 2', () => {
    const s = position('engagement', [rebel('r', 'captainrex', 400, 300)], [imperial('t', 'academypilot', 400, 490)]);
    playUntil(s, (st) => st.round === 2 && st.phase === 'planning', attacks('r', 't'));
    expect(shipOf(s, 't').conditions?.map((c) => c.xws)).toEqual(['suppressivefire']);
    playUntil(s, (st) => st.round === 3);
    expect(logged(s, 'condition-removed', 't').map((e) => e.text)).toEqual([expect.stringContaining('did not attack')]);
    expect(shipOf(s, 't').conditions ?? []).toEqual([]);
  });
});

describe('Ezra Bridger (ezrabridger-tielnfighter): stressed, 1 Force changes up to 2 focus results (hits attacking, evades defending)', () => {
  const fight = (attacker: 'e' | 't', stress: number) => {
    const s = position(
      'engagement',
      [rebel('e', 'ezrabridger-tielnfighter', 400, 300, stress ? { tokens: { stress } } : {})],
      [imperial('t', 'academypilot', 400, 490)],
    );
    const seen = playUntil(
      s,
      hasLogged('attack-ended', attacker),
      answers(
        attacks(attacker, attacker === 'e' ? 't' : 'e'),
        rolls(attacker, 'attack', ['focus', 'focus']),
        rolls(attacker === 'e' ? 't' : 'e', 'defense', ['focus', 'focus', 'focus']),
        modifiesWith('Ezra Bridger'),
      ),
    );
    return { s, seen };
  };

  it('applies: stressed and attacking, both focus results become hits', () => {
    const { s, seen } = fight('e', 1);
    expect(offered(seen, 'Ezra Bridger')).toBe(true);
    expect(logged(s, 'attack-neutralized', 'e')[0]?.data).toMatchObject({ hits: 2, crits: 0 });
    expect(shipOf(s, 'e').force).toBe(0);
  });

  it('applies: stressed and defending, two focus results become evades', () => {
    const { s, seen } = fight('t', 1);
    expect(offered(seen, 'Ezra Bridger')).toBe(true);
    expect(logged(s, 'modification-used', 'e')).toHaveLength(1);
  });

  it('does not apply: not stressed', () => {
    const { seen } = fight('e', 0);
    expect(offered(seen, 'Ezra Bridger')).toBe(false);
  });
});

describe('Sabine Wren (sabinewren-tielnfighter): before she activates she may barrel roll or boost', () => {
  const activation = (stress: number) => {
    const s = position(
      'activation',
      [rebel('s', 'sabinewren-tielnfighter', 400, 150, { dial: '2F', ...(stress ? { tokens: { stress } } : {}) })],
      [farTie],
    );
    const seen = playUntil(
      s,
      hasLogged('dial-revealed', 's'),
      useAbilityOf('Sabine Wren', picks('choose-action', 'boost:1F', 's')),
    );
    return { s, seen };
  };

  it('applies: she boosts before her dial is revealed', () => {
    const { s, seen } = activation(0);
    expect(offered(seen, 'Sabine Wren')).toBe(true);
    expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
  });

  it('does not apply: stressed, she cannot perform the action and is not asked', () => {
    const { s, seen } = activation(1);
    expect(offered(seen, 'Sabine Wren')).toBe(false);
    expect(logged(s, 'action-performed', 's')).toHaveLength(0);
  });
});
