/**
 * The support group's words (vocabulary/types.ts, block "support"), each played through `createFromPosition` +
 * `applyInPlace` with a test record of our own in the game's ability table, citing the rule it follows.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState, type PositionShip, positionOf } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { objectsInRange } from '../../src/abilities/vocabulary/queries.js';
import {
  answers,
  attacks,
  content,
  hasLogged,
  leaves,
  logged,
  picks,
  playUntil,
  position,
  shipOf,
} from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';
const SOURCE: Ability['source'] = { kind: 'pilot', xws: 'redsquadronveteran' };

/** A test record of the X-wing's pilot: mandatory, always, gaining one stress token, in our own words. */
const record = (window: Ability['window'], fields: Partial<Ability> = {}): Ability => ({
  source: SOURCE,
  window,
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
  summary: 'Test record: gain a stress token.',
  ...fields,
});
const uses = (s: GameState) => s.log.filter((e) => e.type === 'ability-used' && e.data?.source === KEY).length;

const table = (...records: Ability[]) => abilityTable({ [KEY]: records });
const xwing = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'x',
  pilot: 'redsquadronveteran',
  pose: { x: 400, y: 150, heading: 0 },
  ...extra,
});
const tie = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 't',
  pilot: 'tempestsquadronpilot',
  pose: { x: 400, y: 500, heading: 180 },
  ...extra,
});

describe('during-phase: the game is in that phase (000 "Phase 5: End Phase": tokens removed during it)', () => {
  const run = (phase: 'end' | 'engagement') => {
    const t = table(
      record('token:after-remove', {
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'during-phase', phase }],
        },
      }),
    );
    const s = position('end', [xwing({ tokens: { focus: 1 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    return s;
  };
  it('its focus removed in the End Phase: a record "during the End Phase" holds', () => {
    expect(uses(run('end'))).toBe(1);
  });
  it('the same removal: a record "during the Engagement Phase" does not', () => {
    expect(uses(run('engagement'))).toBe(0);
  });
});

describe('is-other-party: the ship a lock was acquired on (000 "Lock" / "Acquiring Locks")', () => {
  const t = table(record('lock:after-acquire', { when: { kind: 'is-other-party' } }));
  const run = (who: 'x' | 't') => {
    const s = position(
      'activation',
      [xwing({ dial: '1F' })],
      [
        tie({ dial: '1F' }),
        { id: 'u', pilot: 'tempestsquadronpilot', pose: { x: 200, y: 500, heading: 180 }, dial: '1F' },
      ],
      {},
      t,
    );
    playUntil(s, leaves('activation'), picks('choose-action', who === 'x' ? 'lock:t' : 'lock:x', who), t);
    return s;
  };
  it('the TIE locks the X-wing: the X-wing is the other party, its record holds', () => {
    const s = run('t');
    expect(uses(s)).toBe(1);
  });
  it('the X-wing locks the TIE: it acquired the lock, it is not the other party', () => {
    const s = run('x');
    expect(shipOf(s, 'x').locks).toEqual([{ target: 't' }]);
    expect(uses(s)).toBe(0);
  });
});

describe('per-count: once per unit the window counted (000 "Phase 5: End Phase", all circular tokens removed)', () => {
  it('two focus and one evade removed: three stress, one ability use for each token type removed', () => {
    const t = table(
      record('token:after-remove', {
        when: { kind: 'subject-is-self' },
        effect: {
          kind: 'per-count',
          keys: ['count'],
          effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
        },
      }),
    );
    const s = position('end', [xwing({ tokens: { focus: 2, evade: 1 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    expect(shipOf(s, 'x').tokens.stress).toBe(3);
    expect(uses(s)).toBe(2);
  });
});

describe('remove-chosen-token and transfer-chosen-token (000 "Additional Token Rules": remove, transfer)', () => {
  const choosing = (effect: Ability['effect'], window: Ability['window']) =>
    table(
      record(window, {
        optional: true,
        when: window === 'end:start' ? { kind: 'always' } : { kind: 'subject-is-self' },
        choices: () => [
          { id: 'stress', label: 'stress' },
          { id: 'strain', label: 'strain' },
          { id: 'disarm', label: 'disarm' },
        ],
        effect,
      }),
    );
  it('the strain chosen is removed, the stress kept', () => {
    const t = choosing({ kind: 'remove-chosen-token' }, 'end:start');
    const s = position('end', [xwing({ tokens: { stress: 1, strain: 1 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:strain', 'x'), t);
    expect(shipOf(s, 'x').tokens).toEqual({ stress: 1 });
  });
  it('a token the ship does not have: nothing happens', () => {
    const t = choosing({ kind: 'remove-chosen-token' }, 'end:start');
    const s = position('end', [xwing({ tokens: { stress: 1 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:strain', 'x'), t);
    expect(shipOf(s, 'x').tokens).toEqual({ stress: 1 });
  });
  it('after locking the TIE, the X-wing transfers its disarm token: it loses it and the TIE gains it', () => {
    const t = choosing({ kind: 'transfer-chosen-token' }, 'lock:after-acquire');
    const s = position('activation', [xwing({ dial: '1B', tokens: { disarm: 1 } })], [tie({ dial: '1F' })], {}, t);
    playUntil(
      s,
      leaves('activation'),
      answers(picks('choose-action', 'lock:t', 'x'), picks('use-ability', 'use:disarm', 'x')),
      t,
    );
    // Read in the log: the End Phase that follows removes the circular disarm token again.
    const moved = s.log
      .filter((e) => e.type === 'token-removed' || e.type === 'token-gained')
      .map((e) => [e.ship, e.data]);
    expect(moved.slice(0, 2)).toEqual([
      ['x', { token: 'disarm', count: -1 }],
      ['t', { token: 'disarm', count: 1, from: 'x' }],
    ]);
  });
});

describe('gain-chosen-token (000 "Additional Token Rules": gain) and recover-charge (000 "Charges and the Force")', () => {
  const offer = (effect: Ability['effect'], ids: string[]) =>
    table(
      record('end:start', {
        optional: true,
        choices: () => ids.map((id) => ({ id, label: id })),
        effect,
      }),
    );
  it('the evade token chosen is gained', () => {
    const t = offer({ kind: 'gain-chosen-token' }, ['focus', 'evade']);
    const s = position('end', [xwing()], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:evade', 'x'), t);
    expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 'x' && e.data?.token === 'evade')).toBe(true);
  });
  it('a chosen upgrade recovers one charge, up to its printed value', () => {
    const t = offer({ kind: 'recover-charge' }, ['charge:protontorpedoes']);
    const s = position('end', [xwing({ upgrades: [{ xws: 'protontorpedoes', charges: 1 }] })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:charge:protontorpedoes', 'x'), t);
    expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(2);
  });
  it('at its printed value already, nothing is recovered', () => {
    const t = offer({ kind: 'recover-charge' }, ['charge:protontorpedoes']);
    const s = position('end', [xwing({ upgrades: [{ xws: 'protontorpedoes', charges: 2 }] })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:charge:protontorpedoes', 'x'), t);
    expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(2);
    expect(s.log.some((e) => e.type === 'charge-recovered')).toBe(false);
  });
  it('a choice that is not a charge (a token) recovers nothing', () => {
    const t = offer({ kind: 'recover-charge' }, ['stress']);
    const s = position('end', [xwing({ upgrades: [{ xws: 'protontorpedoes', charges: 0 }] })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:stress', 'x'), t);
    expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(0);
  });
  it('`card: pilot`: the ship card recovers its charge (a TIE/D pilot with one)', () => {
    const key = 'pilot:vultskerris';
    const t = abilityTable({
      [key]: [
        {
          source: { kind: 'pilot', xws: 'vultskerris' },
          window: 'end:start',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'recover-charge', card: 'pilot' },
          summary: 'Test record: recover the pilot charge.',
        },
      ],
    });
    const s = position('end', [xwing()], [tie({ pilot: 'vultskerris', charges: 0 })], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    expect(s.log.some((e) => e.type === 'charge-recovered' && e.ship === 't' && e.data?.pilot === 'vultskerris')).toBe(
      true,
    );
  });
});

describe('subject-ship: the ship a window is about is limited or equips a card (000 "Squad Building": limited cards)', () => {
  /** A shieldless X-wing `v` one attack from destruction, the test record's ship beside it, a TIE attacking `v`. */
  const run = (pilot: string, upgrades: string[] = []) => {
    const t = abilityTable({
      'pilot:bluesquadronescort': [
        {
          source: { kind: 'pilot', xws: 'bluesquadronescort' },
          window: 'ship:after-destroyed',
          when: { kind: 'subject-ship', limited: true, equips: 'cutthroat' },
          optional: false,
          effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
          summary: 'Test record: gain a stress token.',
        },
      ],
    });
    const s = position(
      'engagement',
      [
        {
          id: 'v',
          pilot,
          pose: { x: 400, y: 300, heading: 0 },
          shields: 0,
          upgrades,
          damage: [1, 2, 3].map(() => ({ card: 'directhit', faceup: false })),
        },
        { id: 'b', pilot: 'bluesquadronescort', pose: { x: 480, y: 300, heading: 0 } },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
      {},
      t,
    );
    playUntil(
      s,
      leaves('engagement'),
      answers(
        (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
        (d) => (d.kind === 'enter-dice' && d.ship === 't' ? ['enter', ['hit', 'hit']] : undefined),
      ),
      t,
    );
    expect(s.log.some((e) => e.type === 'ship-destroyed' && e.ship === 'v')).toBe(true);
    return s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:bluesquadronescort');
  };
  it('Luke Skywalker (limited) destroyed: holds', () => expect(run('lukeskywalker')).toBe(true));
  it('a Red Squadron Veteran with Cutthroat destroyed: holds', () =>
    expect(run('redsquadronveteran', ['cutthroat'])).toBe(true));
  it('a Red Squadron Veteran without it destroyed: does not hold', () => expect(run('redsquadronveteran')).toBe(false));
});

describe('locking and acquire-lock (000 "Lock": a ship holds one lock; acquiring one replaces it)', () => {
  /** The X-wing's test record: after the TIE gains a token, lock it unless it is locked already. */
  const t = table(
    record('token:after-gain', {
      when: {
        kind: 'all',
        of: [
          { kind: 'range', to: 'other', min: 1, max: 3 },
          { kind: 'not', of: { kind: 'locking', who: 'self', target: 'other' } },
        ],
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
    }),
  );
  const run = (locks: string[]) => {
    const s = position(
      'activation',
      [
        xwing({ dial: '1F', locks }),
        { id: 'u', pilot: 'bluesquadronescort', pose: { x: 200, y: 150, heading: 0 }, dial: '1F' },
      ],
      [tie({ dial: '1F' })],
      {},
      t,
    );
    playUntil(s, leaves('activation'), picks('choose-action', 'focus', 't'), t);
    return s;
  };
  it('the TIE focuses: the X-wing, holding no lock, locks it', () => {
    const s = run([]);
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').locks).toEqual([{ target: 't' }]);
  });
  it('holding a lock on another ship, the new lock replaces it', () => {
    const s = run(['u']);
    expect(shipOf(s, 'x').locks).toEqual([{ target: 't' }]);
  });
  it('holding a lock on the TIE already: locking holds, nothing is done', () => {
    const s = run(['t']);
    expect(uses(s)).toBe(0);
  });
});

describe('maintain-locks (000 "Lock": one lock unless an ability says more; each on a different object)', () => {
  const run = (upgrades: string[], locks: string[], extra: string) => {
    const s = position(
      'activation',
      [xwing({ dial: '1F', upgrades, locks })],
      [
        tie({ pilot: 'academypilot', dial: '1F' }),
        { id: 'u', pilot: 'academypilot', pose: { x: 250, y: 500, heading: 180 }, dial: '1F' },
        { id: 'w', pilot: 'academypilot', pose: { x: 550, y: 500, heading: 180 }, dial: '1F' },
      ],
    );
    playUntil(
      s,
      leaves('activation'),
      answers(picks('choose-action', 'lock:t', 'x'), picks('use-ability', `use:${extra}`, 'x')),
    );
    return shipOf(s, 'x').locks.map((l) => l.target);
  };
  it('with R3 (2 locks), holding u: locking t, then w, keeps the 2 newest (t, w)', () =>
    expect(run(['r3astromech'], ['u'], 'w')).toEqual(['t', 'w']));
  it('without it, holding u: locking t replaces u', () => expect(run([], ['u'], 'w')).toEqual(['t']));
});

describe('equips and spend-lock (000 "Lock": spending a lock removes it; a card equipped is the ship\'s)', () => {
  it('equips: a record for a ship that equips Proton Torpedoes holds only when it does', () => {
    const run = (upgrades: string[]) => {
      const t = table(record('end:start', { when: { kind: 'equips', who: 'self', xws: 'protontorpedoes' } }));
      const s = position('end', [xwing({ upgrades })], [tie()], {}, t);
      playUntil(s, leaves('end'), undefined, t);
      return uses(s);
    };
    expect(run(['protontorpedoes'])).toBe(1);
    expect(run([])).toBe(0);
  });
  it('spend-lock: the X-wing spends its lock on the ship it attacked; a ship without that lock spends nothing', () => {
    const t = table(
      record('attack:after', {
        when: { kind: 'attack-role', role: 'attacker' },
        effect: { kind: 'spend-lock', who: 'self', on: 'defender' },
      }),
    );
    const run = (locks: string[]) => {
      const s = position('engagement', [xwing({ locks })], [tie({ pose: { x: 400, y: 350, heading: 180 } })], {}, t);
      playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), t);
      return s;
    };
    const spent = run(['t']);
    expect(shipOf(spent, 'x').locks).toEqual([]);
    expect(spent.log.filter((e) => e.type === 'lock-spent').map((e) => e.data)).toEqual([{ target: 't' }]);
    const none = run([]);
    expect(none.log.filter((e) => e.type === 'lock-spent')).toHaveLength(0);
  });
});

describe('unless with `who: chosen` and other prices `or` (002 "Card abilities": the named ship\'s player decides)', () => {
  const t = table(
    record('end:start', {
      optional: true,
      choose: { side: 'enemy' },
      effect: {
        kind: 'unless',
        who: 'chosen',
        pay: [{ kind: 'spend-token', token: 'focus', count: 1 }],
        or: [[{ kind: 'spend-token', token: 'evade', count: 1 }]],
        otherwise: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
      },
    }),
  );
  const run = (tokens: Record<string, number>, answer: string) => {
    const s = position('end', [xwing()], [tie({ tokens })], {}, t);
    const seen = playUntil(
      s,
      leaves('end'),
      answers(picks('use-ability', 'use:t', 'x'), picks('unless', answer, 't')),
      t,
    );
    return { s, asked: seen.filter((d) => d.kind === 'unless') };
  };
  it("the chosen TIE's player is asked, offered only the price it can pay (its evade), and pays it", () => {
    const { s, asked } = run({ evade: 1 }, 'pay:1');
    expect(asked.map((d) => [d.player, d.ship, d.options.map((o) => o.id)])).toEqual([[1, 't', ['pay:1', 'refuse']]]);
    expect(s.log.filter((e) => e.type === 'cost-paid' && e.ship === 't').map((e) => e.data?.costs)).toEqual([
      [{ kind: 'spend-token', token: 'evade', count: 1 }],
    ]);
    expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 't' && e.data?.token === 'stress')).toBe(false);
  });
  it('no price it can pay: not asked, the effect resolves on the chosen ship', () => {
    const { s, asked } = run({}, 'pay');
    expect(asked).toHaveLength(0);
    expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 't' && e.data?.token === 'stress')).toBe(true);
  });
});

describe('spend-token `removed` (s38; 000 "Additional Token Rules": a token removed is not spent)', () => {
  // The TIE's test record hears its own spending ('token:after-spend'); the X-wing's makes it pay a focus token or
  // take a stress token, the focus spent (a price: costs.ts `pay`) or removed ("unless it removes 1 green token").
  const heard: Ability = {
    source: { kind: 'pilot', xws: 'tempestsquadronpilot' },
    window: 'token:after-spend',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
    summary: 'Test record: after spending a token, gain an evade token.',
  };
  const run = (removed: boolean) => {
    const t = abilityTable({
      [KEY]: [
        record('end:start', {
          optional: true,
          choose: { side: 'enemy' },
          effect: {
            kind: 'unless',
            who: 'chosen',
            pay: [{ kind: 'spend-token', token: 'focus', count: 1, ...(removed ? { removed: true } : {}) }],
            otherwise: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
          },
        }),
      ],
      'pilot:tempestsquadronpilot': [heard],
    });
    const s = position('end', [xwing()], [tie({ tokens: { focus: 1 } })], {}, t);
    playUntil(s, leaves('end'), answers(picks('use-ability', 'use:t', 'x'), picks('unless', 'pay', 't')), t);
    return s;
  };
  const evades = (s: GameState) => logged(s, 'token-gained', 't').filter((e) => e.data?.token === 'evade');
  it('the focus spent as the price: "after you spend" hears it (the TIE gains its evade token)', () => {
    expect(evades(run(false))).toHaveLength(1);
  });
  it('the focus removed: not spent, nothing hears it', () => {
    const s = run(true);
    expect(s.log.some((e) => e.type === 'cost-paid' && e.ship === 't')).toBe(true);
    expect(evades(s)).toHaveLength(0);
  });
});

describe('gain-chosen-token with who (000 "Additional Token Rules": gain): the chosen ship gains the token picked next', () => {
  it('the TIE chosen, then the strain token: the TIE gains a strain token, the X-wing none', () => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'enemy' },
        then: [() => ['deplete', 'strain'].map((id) => ({ id, label: id }))],
        effect: { kind: 'gain-chosen-token', who: 'chosen' },
      }),
    );
    const s = position('end', [xwing()], [tie()], {}, t);
    playUntil(
      s,
      leaves('end'),
      answers(picks('use-ability', 'use:t', 'x'), picks('use-ability', 'use:strain', 'x')),
      t,
    );
    const gained = s.log.filter((e) => e.type === 'token-gained').map((e) => [e.ship, e.data?.token]);
    expect(gained).toEqual([['t', 'strain']]);
  });
});

describe('ship-is: a named ship is friendly or enemy, of a base size (000 "Friendly and Enemy", "Ship Sizes")', () => {
  const run = (side: 'friendly' | 'enemy', size: readonly ('small' | 'medium' | 'large')[]) => {
    const t = table(
      record('lock:after-acquire', {
        when: { kind: 'all', of: [{ kind: 'is-other-party' }, { kind: 'ship-is', who: 'other', side, size }] },
      }),
    );
    const s = position('activation', [xwing({ dial: '1F' })], [tie({ dial: '1F' })], {}, t);
    playUntil(s, leaves('activation'), picks('choose-action', 'lock:x', 't'), t);
    return s;
  };
  it('the TIE (a small enemy ship) locks the X-wing: "an enemy small ship" holds', () => {
    expect(uses(run('enemy', ['small']))).toBe(1);
  });
  it('the same lock: "a friendly ship" does not hold', () => {
    expect(uses(run('friendly', ['small']))).toBe(0);
  });
  it('the same lock: "an enemy large or medium ship" does not hold', () => {
    expect(uses(run('enemy', ['medium', 'large']))).toBe(0);
  });
});

describe('activating: a named ship is the one activating now (001 "Activation Phase": one ship activates at a time)', () => {
  const run = (who: 'self' | 'other', acting: 'x' | 't') => {
    const focus = { kind: 'subject-data', key: 'token', oneOf: ['focus'] } as const;
    const t = table(record('token:after-gain', { when: { kind: 'all', of: [focus, { kind: 'activating', who }] } }));
    const s = position('activation', [xwing({ dial: '1F' })], [tie({ dial: '1F' })], {}, t);
    playUntil(s, leaves('activation'), picks('choose-action', 'focus', acting), t);
    return s;
  };
  it('the TIE gains a focus token in its own activation: "the other ship is activating" holds', () => {
    expect(uses(run('other', 't'))).toBe(1);
  });
  it('the same focus: "you are activating" does not hold (the X-wing is not activating then)', () => {
    expect(uses(run('self', 't'))).toBe(0);
  });
  it('the X-wing gains a focus token in its own activation: "you are activating" holds', () => {
    expect(uses(run('self', 'x'))).toBe(1);
  });
});

describe('charge-missing and recover-charge with who (000 "Charges and the Force": a card recovers up to its value)', () => {
  const run = (charges: number) => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: {
          side: 'friendly',
          includeSelf: true,
          where: { kind: 'charge-missing', who: 'self', types: ['illicit'] },
        },
        then: [() => [{ id: 'charge:contrabandcybernetics', label: 'Contraband Cybernetics' }]],
        effect: { kind: 'recover-charge', who: 'chosen' },
      }),
    );
    const wing: PositionShip = {
      id: 'w',
      pilot: 'redsquadronveteran',
      pose: { x: 200, y: 150, heading: 0 },
      upgrades: [{ xws: 'contrabandcybernetics', charges }],
    };
    const s = position('end', [xwing(), wing], [tie()], {}, t);
    const seen = playUntil(
      s,
      leaves('end'),
      answers(picks('use-ability', 'use:w', 'x'), picks('use-ability', 'use:charge:', 'x')),
      t,
    );
    return { s, seen };
  };
  it("the wingman's spent illicit card: it may be chosen, and recovers its charge", () => {
    const { s } = run(0);
    expect(shipOf(s, 'w').upgrades.find((u) => u.xws === 'contrabandcybernetics')?.charges).toBe(1);
    expect(s.log.some((e) => e.type === 'charge-recovered' && e.ship === 'w')).toBe(true);
  });
  it('its card full: no ship may be chosen, nothing is asked', () => {
    const { s, seen } = run(1);
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(uses(s)).toBe(0);
  });
});

describe('keep-tokens: circular tokens kept in the End Phase (000 "End Phase": circular tokens are removed then)', () => {
  const run = (count: number | undefined, tokens: Record<string, number>) => {
    const effect: Ability['effect'] =
      count === undefined
        ? { kind: 'keep-tokens', tokens: ['focus', 'calculate'] }
        : { kind: 'keep-tokens', tokens: ['focus'], count };
    const t = table(record('end:keep-tokens', { effect }));
    const s = position('end', [xwing({ tokens })], [tie({ tokens })], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    return s;
  };
  it('keep one focus: of two focus tokens one stays, the evade goes; the TIE (no such record) loses them all', () => {
    const s = run(1, { focus: 2, evade: 1 });
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
    expect(shipOf(s, 'x').tokens.evade ?? 0).toBe(0);
    expect(shipOf(s, 't').tokens.focus ?? 0).toBe(0);
  });
  it('keep them all (no count): focus and calculate tokens stay, the evade goes', () => {
    const s = run(undefined, { focus: 2, calculate: 1, evade: 1 });
    expect(shipOf(s, 'x').tokens.focus).toBe(2);
    expect(shipOf(s, 'x').tokens.calculate).toBe(1);
    expect(shipOf(s, 'x').tokens.evade ?? 0).toBe(0);
  });
});

describe('transfer-chosen-token from / to a chosen ship, or of a fixed type (000 "Additional Token Rules": transfer)', () => {
  const run = (effect: Ability['effect'], then: boolean) => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'any' },
        ...(then ? { then: [() => ['focus', 'evade'].map((id) => ({ id, label: id }))] } : {}),
        effect,
      }),
    );
    const s = position('end', [xwing({ tokens: { focus: 1 } })], [tie({ tokens: { focus: 1, evade: 1 } })], {}, t);
    playUntil(s, leaves('end'), answers(picks('use-ability', 'use:t', 'x'), picks('use-ability', 'use:evade', 'x')), t);
    return s.log
      .filter((e) => e.type === 'token-removed' || e.type === 'token-gained')
      .slice(0, 2)
      .map((e) => [e.ship, e.data]);
  };
  it('from the chosen TIE to the X-wing, the evade answered next: the TIE loses it, the X-wing gains it', () => {
    expect(run({ kind: 'transfer-chosen-token', from: 'chosen', to: 'self' }, true)).toEqual([
      ['t', { token: 'evade', count: -1 }],
      ['x', { token: 'evade', count: 1, from: 't' }],
    ]);
  });
  it('a focus token (fixed) from the X-wing to the chosen TIE', () => {
    expect(run({ kind: 'transfer-chosen-token', to: 'chosen', token: 'focus' }, false)).toEqual([
      ['x', { token: 'focus', count: -1 }],
      ['t', { token: 'focus', count: 1, from: 'x' }],
    ]);
  });
  it('oneOf: the evade answered is not among the types named, so nothing moves; among them, it moves', () => {
    expect(run({ kind: 'transfer-chosen-token', from: 'chosen', to: 'self', oneOf: ['jam', 'disarm'] }, true)).toEqual(
      [],
    );
    expect(run({ kind: 'transfer-chosen-token', from: 'chosen', to: 'self', oneOf: ['evade'] }, true)).toEqual([
      ['t', { token: 'evade', count: -1 }],
      ['x', { token: 'evade', count: 1, from: 't' }],
    ]);
  });
  it('all (Manaroo): both of the X-wing’s focus tokens go to the chosen TIE, one transfer each', () => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'any' },
        effect: { kind: 'transfer-chosen-token', to: 'chosen', token: 'focus', all: true },
      }),
    );
    const s = position('end', [xwing({ tokens: { focus: 2 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:t', 'x'), t);
    const moved = s.log.filter((e) => e.type === 'token-gained' && e.data?.from === 'x').map((e) => e.ship);
    expect(moved).toEqual(['t', 't']);
  });
});

describe('ship-is destroyed: the defender was destroyed (000 "Destroying Ships": it stays until its step ends)', () => {
  const run = (hits: number) => {
    const t = table(record('attack:after', { when: { kind: 'ship-is', who: 'defender', destroyed: true } }));
    const s = position(
      'engagement',
      [xwing({ pose: { x: 400, y: 300, heading: 0 } })],
      [tie({ pose: { x: 400, y: 490, heading: 180 }, shields: 0 })],
      {},
      t,
    );
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), (d) =>
        d.kind === 'enter-dice' && d.ship === 'x'
          ? ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => (i < hits ? 'hit' : 'blank'))]
          : undefined,
      ),
      t,
    );
    return s;
  };
  it('three hits destroy the TIE: the record holds after the attack', () => {
    expect(uses(run(3))).toBe(1);
  });
  it('one hit: the TIE survives, the record does not hold', () => {
    expect(uses(run(1))).toBe(0);
  });
});

describe('action targets (000 "List of Actions": Jam — a ship at range 1; "Lock": a spent lock is removed)', () => {
  // The X-wing acting with a jam action on its bar; the TIE at range 3, beyond the jam's band, locked by the X-wing.
  const jamOptions = (...records: Ability[]) => {
    const t = table(...records);
    const s = position(
      'activation',
      [xwing({ dial: '2F', locks: ['t'] })],
      [tie({ pose: { x: 400, y: 650, heading: 180 }, dial: '1F' })],
      {},
      t,
    );
    const seen = playUntil(s, (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x', undefined, t);
    return { s, t, seen, ids: s.pending?.options.map((o) => o.id) ?? [] };
  };
  const jamBar: Ability = record('action:bar', {
    effect: { kind: 'add-actions', actions: [{ type: 'jam', difficulty: 'white' }] },
  });
  const more = (where: Ability['when'], spendLock = true): Ability =>
    record('action:targets', { effect: { kind: 'more-targets', action: 'jam', where, spendLock } });
  const locked: Ability['when'] = { kind: 'locking', who: 'other', target: 'self' };

  it('more-targets: a locked TIE beyond range 1 may be jammed, and jamming it spends the lock', () => {
    const { s, t, ids } = jamOptions(jamBar, more(locked));
    expect(ids).toContain('jam:t');
    playUntil(s, leaves('activation'), picks('choose-action', 'jam:t', 'x'), t);
    expect(shipOf(s, 't').tokens.jam).toBe(1);
    expect(shipOf(s, 'x').locks).toEqual([]);
    expect(s.log.some((e) => e.type === 'lock-spent' && e.ship === 'x')).toBe(true);
  });
  it('more-targets whose condition fails (has-action: the TIE has no coordinate on its bar): not offered', () => {
    const { ids } = jamOptions(jamBar, more({ kind: 'has-action', who: 'self', action: 'coordinate' }));
    expect(ids).not.toContain('jam:t');
  });
  it('has-action: the TIE has a focus on its bar, so it is offered (no lock spent: spendLock off)', () => {
    const { ids, s } = jamOptions(jamBar, more({ kind: 'has-action', who: 'self', action: 'focus' }, false));
    expect(ids).toContain('jam:t');
    expect(s.pending?.options.find((o) => o.id === 'jam:t')?.data?.spendLock).toBeUndefined();
  });
  it('not-targetable: a ship whose record forbids it is not offered to a coordinate, even in the band', () => {
    const t = abilityTable({
      [KEY]: [
        record('action:bar', {
          effect: { kind: 'add-actions', actions: [{ type: 'coordinate', difficulty: 'white' }] },
        }),
      ],
      'pilot:bluesquadronescort': [
        {
          source: { kind: 'pilot', xws: 'bluesquadronescort' },
          window: 'action:targets',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'not-targetable', actions: ['coordinate'] },
          summary: 'Test record: not coordinated.',
        },
      ],
    });
    const ids = (escort: string) => {
      const s = position(
        'activation',
        [xwing({ dial: '2F' }), { id: 'w', pilot: escort, pose: { x: 530, y: 150, heading: 0 }, dial: '2F' }],
        [tie({ pose: { x: 400, y: 850, heading: 180 }, dial: '1F' })],
        {},
        t,
      );
      playUntil(s, (g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x', undefined, t);
      return s.pending?.options.map((o) => o.id) ?? [];
    };
    expect(ids('bluesquadronescort')).not.toContain('coordinate:w');
    expect(ids('redsquadronveteran')).toContain('coordinate:w');
  });
});

describe('a Coordinate action an ability grants (000 "List of Actions", Coordinate; supplement "Coordinate")', () => {
  // As the Engagement Phase starts, the X-wing performs a granted Coordinate action; a second record of its own logs
  // the coordinate's 'action:after-perform' window (its ship is the coordinating one, its other party the chosen ship).
  const run = (wingman: Partial<PositionShip> = {}) => {
    const t = table(
      record('engagement:start', {
        effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'test' },
      }),
      record('action:after-perform', {
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
        },
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'other' },
      }),
    );
    const s = position(
      'engagement',
      [xwing(), { id: 'w', pilot: 'bluesquadronescort', pose: { x: 520, y: 150, heading: 0 }, ...wingman }],
      [tie({ pose: { x: 100, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(picks('choose-action', 'coordinate', 'x'), picks('choose-action', 'focus', 'w')),
      t,
    );
    return { s, seen };
  };
  it('the chosen ship performs an action next; the coordinating ship is not offered itself', () => {
    const { s, seen } = run();
    const asked = seen.filter((d) => d.kind === 'choose-action');
    expect(asked.map((d) => d.ship)).toEqual(['x', 'w']);
    expect(asked[0]!.options.map((o) => o.id)).not.toContain('coordinate:x');
    expect(s.log.filter((e) => e.type === 'action-performed').map((e) => [e.ship, e.data?.action])).toEqual([
      ['x', 'coordinate'],
      ['w', 'focus'],
    ]);
  });
  it('the coordinate is over once the chosen ship has acted: its after-perform window comes after that action', () => {
    const { s } = run();
    const order = s.log
      .filter((e) => e.type === 'action-performed' || (e.type === 'ability-used' && e.data?.index === 1))
      .map((e) => e.type);
    expect(order).toEqual(['action-performed', 'action-performed', 'ability-used']);
  });
  it('a stressed wingman cannot be chosen: nothing to coordinate, nothing asked', () => {
    const { seen } = run({ tokens: { stress: 1 } });
    expect(seen.filter((d) => d.kind === 'choose-action')).toEqual([]);
  });
});

describe('choose excludeOther: the window’s other party is no candidate (supplement "Coordinate": "1 additional ship")', () => {
  // After the X-wing coordinates, a record of its own offers a friendly ship at range 1–2 to choose.
  const run = (excludeOther: boolean) => {
    const t = table(
      record('engagement:start', {
        effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'test' },
      }),
      record('action:after-perform', {
        optional: true,
        when: {
          kind: 'all',
          of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
        },
        choose: { side: 'friendly', range: [1, 2], ...(excludeOther ? { excludeOther: true } : {}) },
      }),
    );
    const s = position(
      'engagement',
      [
        xwing(),
        { id: 'w', pilot: 'bluesquadronescort', pose: { x: 520, y: 150, heading: 0 } },
        { id: 'v', pilot: 'bluesquadronescort', pose: { x: 280, y: 150, heading: 0 } },
      ],
      [tie({ pose: { x: 100, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(picks('choose-action', 'coordinate:w', 'x'), picks('choose-action', 'focus', 'w')),
      t,
    );
    return seen.find((d) => d.kind === 'use-ability' && d.ship === 'x')?.options.map((o) => o.id);
  };
  it('the ship just coordinated is left out: only the other wingman is offered', () => {
    expect(run(true)).toEqual(['use:v', 'decline']);
  });
  it('without it, both wingmen are offered', () => {
    expect(run(false)).toEqual(expect.arrayContaining(['use:v', 'use:w']));
  });
});

describe('locked-by: a ship locked by a friendly / enemy ship, one of which `where` holds (000 "Lock")', () => {
  const run = (locker: PositionShip, where = false) => {
    const t = table(
      record('end:start', {
        when: {
          kind: 'locked-by',
          who: 'self',
          side: 'friendly',
          ...(where ? { where: { kind: 'pilot-is', who: 'self', xws: ['bluesquadronescort'] } } : {}),
        },
      }),
    );
    const enemyLocks = locker.id === 't';
    const s = position(
      'end',
      enemyLocks ? [xwing()] : [xwing(), locker],
      [tie(enemyLocks ? { locks: ['x'] } : {})],
      {},
      t,
    );
    playUntil(s, leaves('end'), undefined, t);
    return uses(s);
  };
  const wing = (pilot: string): PositionShip => ({
    id: 'w',
    pilot,
    pose: { x: 520, y: 150, heading: 0 },
    locks: ['x'],
  });
  it('a friendly wingman locking the X-wing: it holds', () => {
    expect(run(wing('bluesquadronescort'))).toBe(1);
  });
  it('only an enemy locks it: it does not hold', () => {
    expect(run(tie())).toBe(0);
  });
  it('with `where`: a wingman of another pilot locking it does not count; one of that pilot does', () => {
    expect(run(wing('redsquadronveteran'), true)).toBe(0);
    expect(run(wing('bluesquadronescort'), true)).toBe(1);
  });
});

describe('remove-chosen-token with who: a chosen ship removes the token answered next (000 "Tokens": remove)', () => {
  it('the X-wing picks the TIE, then its evade: the TIE loses its evade, the X-wing keeps its own', () => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'any' },
        then: [() => ['focus', 'evade'].map((id) => ({ id, label: id }))],
        effect: { kind: 'remove-chosen-token', who: 'chosen' },
      }),
    );
    const s = position('end', [xwing({ tokens: { evade: 1 } })], [tie({ tokens: { focus: 1, evade: 1 } })], {}, t);
    playUntil(s, leaves('end'), answers(picks('use-ability', 'use:t', 'x'), picks('use-ability', 'use:evade', 'x')), t);
    const removed = s.log.filter((e) => e.type === 'token-removed').map((e) => [e.ship, e.data?.token]);
    expect(removed[0]).toEqual(['t', 'evade']);
    expect(removed.filter(([ship]) => ship === 'x')).toEqual([]);
  });
});

describe('reload-recovers additional: a ship-wide bonus to every card it reloads (000 "Reload": one charge)', () => {
  const run = (extra: boolean) => {
    const key = 'pilot:nusquadronpilot';
    const t = abilityTable(
      extra
        ? {
            [key]: [
              {
                source: { kind: 'pilot', xws: 'nusquadronpilot' },
                window: 'charge:reload',
                when: { kind: 'always' },
                optional: false,
                effect: { kind: 'reload-recovers', count: 1, additional: true },
                summary: 'Test record: reloading recovers one more charge.',
              },
            ],
          }
        : {},
    );
    const star: PositionShip = {
      id: 'n',
      pilot: 'nusquadronpilot',
      pose: { x: 400, y: 600, heading: 180 },
      dial: '2F',
      upgrades: [{ xws: 'protontorpedoes', charges: 0 }],
    };
    const s = position('activation', [xwing({ dial: '2F' })], [star], {}, t);
    playUntil(s, leaves('activation'), picks('choose-action', 'reload', 'n'), t);
    return shipOf(s, 'n').upgrades[0]?.charges;
  };
  it('without it the torpedoes recover one charge; with it, two', () => {
    expect(run(false)).toBe(1);
    expect(run(true)).toBe(2);
  });
});

describe('gain-tokens-of: as many tokens of each type as another ship holds (000 "Tokens": gain)', () => {
  it('the X-wing picks the TIE (two focus, one evade, a stress): it gains two focus and an evade, no stress', () => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'enemy' },
        effect: { kind: 'gain-tokens-of', tokens: ['focus', 'evade', 'calculate'], from: 'chosen' },
      }),
    );
    const s = position('end', [xwing()], [tie({ tokens: { focus: 2, evade: 1, stress: 1 } })], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:t', 'x'), t);
    const gained = s.log.filter((e) => e.type === 'token-gained' && e.ship === 'x').map((e) => e.data);
    expect(gained).toEqual([
      { token: 'focus', count: 2 },
      { token: 'evade', count: 1 },
    ]);
  });
});

describe('choose rangeFrom: the range band measured from another named ship (000 "Measuring Range")', () => {
  it('after locking the TIE, the ships at range 0–1 of it are offered: its wingman, not the far one nor the X-wing', () => {
    const t = table(
      record('lock:after-acquire', {
        optional: true,
        when: { kind: 'subject-is-self' },
        choose: { side: 'any', includeSelf: true, excludeOther: true, rangeFrom: 'other', range: [0, 1] },
      }),
    );
    const s = position(
      'activation',
      [xwing({ dial: '2F' })],
      [
        tie({ round: { activated: true } }),
        { id: 'u', pilot: 'tempestsquadronpilot', pose: { x: 480, y: 500, heading: 180 }, round: { activated: true } },
        { id: 'v', pilot: 'tempestsquadronpilot', pose: { x: 100, y: 500, heading: 180 }, round: { activated: true } },
      ],
      {},
      t,
    );
    const seen = playUntil(s, leaves('activation'), picks('choose-action', 'lock:t', 'x'), t);
    expect(seen.find((d) => d.kind === 'use-ability' && d.ship === 'x')?.options.map((o) => o.id)).toEqual([
      'use:u',
      'decline',
    ]);
  });
});

describe('rotate-ship with a fixed angle: the card’s own turn, nothing asked (Netrem Pollard’s 180°)', () => {
  it('the X-wing turns around in place', () => {
    const t = table(record('end:start', { effect: { kind: 'rotate-ship', angle: 180 } }));
    const s = position('end', [xwing()], [tie()], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    expect(shipOf(s, 'x').pose).toMatchObject({ x: 400, y: 150, heading: 180 });
  });
});

describe('transfer-locks: a ship hands its locks to another (000 "Tokens": a transfer is a loss and a gain)', () => {
  it('the X-wing’s lock on the TIE becomes its wingman’s', () => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'friendly' },
        effect: { kind: 'transfer-locks', from: 'self', to: 'chosen' },
      }),
    );
    const s = position(
      'end',
      [xwing({ locks: ['t'] }), { id: 'w', pilot: 'bluesquadronescort', pose: { x: 520, y: 150, heading: 0 } }],
      [tie()],
      {},
      t,
    );
    playUntil(s, leaves('end'), picks('use-ability', 'use:w', 'x'), t);
    expect(shipOf(s, 'x').locks).toEqual([]);
    expect(shipOf(s, 'w').locks.map((l) => l.target)).toEqual(['t']);
  });
});

describe('lasting-from: a ship already under a lasting effect of this card (000 "End Phase", a pick made once)', () => {
  it('two picks of the same card: the X-wing picked by the first is no candidate for the second', () => {
    const pick = record('end:start', {
      optional: true,
      choose: {
        side: 'friendly',
        includeSelf: true,
        where: { kind: 'not', of: { kind: 'lasting-from', who: 'self' } },
      },
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'end:keep-tokens',
        who: 'chosen',
        effect: { kind: 'keep-tokens', tokens: ['focus'], count: 1 },
      },
    });
    const t = table(pick, { ...pick });
    const s = position('end', [xwing({ tokens: { focus: 2 } })], [tie()], {}, t);
    playUntil(s, leaves('end'), picks('use-ability', 'use:x', 'x'), t);
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });
});

describe('each-ship as "other", and locking "any": each friendly ship without a lock locks the ship chosen (000 "Lock": one lock held; acquiring a lock is no action)', () => {
  const run = (as: 'other' | undefined) => {
    const t = table(
      record('system', {
        when: { kind: 'subject-is-self' },
        choose: { side: 'enemy', label: 'locked by the wingmen' },
        effect: {
          kind: 'each-ship',
          ...(as ? { as } : {}),
          ships: { side: 'friendly', where: { kind: 'not', of: { kind: 'locking', who: 'self', target: 'any' } } },
          effect: { kind: 'acquire-lock', who: as ? 'other' : 'chosen', on: 'chosen' },
        },
      }),
    );
    const s = position(
      'system',
      [
        xwing(),
        { id: 'z', pilot: 'bluesquadronescort', pose: { x: 250, y: 150, heading: 0 } },
        { id: 'q', pilot: 'bluesquadronescort', pose: { x: 550, y: 150, heading: 0 }, locks: ['u'] },
      ],
      [tie(), tie({ id: 'u', pose: { x: 250, y: 500, heading: 180 } })],
      {},
      t,
    );
    playUntil(s, leaves('system'), picks('use-ability', 'use:t', 'x'), t);
    return s;
  };
  const targets = (s: GameState, id: string) => shipOf(s, id).locks.map((l) => l.target);
  it('as "other": the wingman without a lock locks the chosen TIE; the one locking the other TIE keeps its lock', () => {
    const s = run('other');
    expect(targets(s, 'z')).toEqual(['t']);
    expect(targets(s, 'q')).toEqual(['u']);
    expect(targets(s, 'x')).toEqual([]);
  });
  it('without it, each ship is "chosen" itself: the chosen TIE is lost and no lock is acquired', () => {
    const s = run(undefined);
    expect(targets(s, 'z')).toEqual([]);
    expect(targets(s, 'q')).toEqual(['u']);
  });
});

describe('lasting-from: a ship under a lasting effect a card started (000 "End Phase": a ship picked to keep a token is not picked again)', () => {
  const keep = (n: number): Ability =>
    record('end:start', {
      optional: true,
      choose: {
        side: 'friendly',
        includeSelf: true,
        where: { kind: 'not', of: { kind: 'lasting-from', who: 'self', source: KEY } },
        label: `keeps a focus token (${n})`,
      },
      effect: {
        kind: 'last',
        until: 'end-of-phase',
        window: 'end:keep-tokens',
        who: 'chosen',
        effect: { kind: 'keep-tokens', tokens: ['focus'], count: 1 },
      },
    });
  const run = () => {
    const t = table(keep(1), keep(2));
    const s = position('end', [xwing({ tokens: { focus: 2 } })], [tie()], {}, t);
    const seen = playUntil(s, leaves('end'), picks('use-ability', 'use:x', 'x'), t);
    return { s, asked: seen.filter((d) => d.kind === 'use-ability').length };
  };
  it('the ship picked by the first record is no candidate of the second: asked once, one focus token kept', () => {
    const { s, asked } = run();
    expect(asked).toBe(1);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });
});

describe('coordinate-shared-actions: the ship coordinated may only perform actions also on the coordinating ship’s bar (supplement "Coordinate")', () => {
  const run = (shared: boolean) => {
    const records = [
      record('engagement:start', {
        effect: {
          kind: 'grant-action',
          actions: [{ type: 'coordinate', difficulty: 'white' }],
          why: 'test coordinate',
        },
      }),
      ...(shared ? [record('action:coordinated', { effect: { kind: 'coordinate-shared-actions' } })] : []),
    ];
    const t = table(...records);
    const s = position(
      'engagement',
      [xwing(), { id: 'a', pilot: 'greensquadronpilot', pose: { x: 300, y: 150, heading: 0 } }],
      [tie({ pose: { x: 400, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(s, leaves('engagement'), picks('choose-action', 'coordinate:a', 'x'), t);
    const asked = seen.find((d) => d.kind === 'choose-action' && d.ship === 'a');
    return (asked?.options ?? [])
      .map((o) => o.id.split(':')[0]!)
      .filter((t) => t !== 'pass')
      .sort();
  };
  it('a granted coordinate: the A-wing is offered only focus, lock and barrel roll (the X-wing’s bar)', () => {
    expect([...new Set(run(true))]).toEqual(['barrel-roll', 'focus', 'lock']);
  });
  it('without it: its whole bar', () => {
    expect([...new Set(run(false))]).toEqual(['barrel-roll', 'boost', 'evade', 'focus', 'lock']);
  });
});

describe('instead:remove-token: a mandatory replacement keeps a ship from removing a token, an aura reaching enemies too (000 "Stress": a blue maneuver removes one)', () => {
  const run = (reach: boolean, tieX = 360) => {
    const t = table(
      record('instead:remove-token', {
        ...(reach ? { reach: { side: 'enemy' as const, min: 0, max: 1 } } : {}),
        when: { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
        effect: { kind: 'instead', effect: { kind: 'sequence', of: [] } },
      }),
    );
    const s = position(
      'activation',
      [xwing({ dial: '2F', tokens: { stress: 1 }, pose: { x: 300, y: 150, heading: 0 } })],
      [
        {
          id: 't',
          pilot: 'bluesquadronescort',
          pose: { x: tieX, y: 400, heading: 180 },
          dial: '2F',
          tokens: { stress: 1 },
        },
      ],
      {},
      t,
    );
    playUntil(s, leaves('activation'), undefined, t);
    return s;
  };
  it('its own blue maneuver: the X-wing keeps its stress; the enemy, out of reach, loses its own', () => {
    const s = run(false);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
    expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
  });
  it('as an aura on enemies at range 0–1: the enemy beside it keeps its stress, the X-wing loses its own', () => {
    const s = run(true);
    expect(shipOf(s, 't').tokens.stress).toBe(1);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
  });
  it('the aura does not reach an enemy beyond range 1', () => {
    expect(shipOf(run(true, 850), 't').tokens.stress ?? 0).toBe(0);
  });
});

describe('ship:abilities: a pilot ability lent by another friendly ship, a ship ability taken away (000 "Friendly and Enemy", "Upgrades", "Destroying Ships")', () => {
  // The X-wing borrows the pilot ability of each other friendly ship equipping Hull Upgrade; the escort's own pilot
  // ability (a test record) gains a stress token as the Engagement Phase starts.
  const borrow: Ability = record('ship:abilities', {
    effect: { kind: 'borrow-pilot-abilities', equips: 'hullupgrade' },
  });
  const escort: Ability = {
    ...record('engagement:start'),
    source: { kind: 'pilot', xws: 'bluesquadronescort' },
  };
  const t = abilityTable({ [KEY]: [borrow], 'pilot:bluesquadronescort': [escort] });
  const run = (lender: Partial<PositionShip>, enemy = false) => {
    const e: PositionShip = { id: 'e', pilot: 'bluesquadronescort', pose: { x: 200, y: 150, heading: 0 }, ...lender };
    const s = position('engagement', enemy ? [xwing()] : [xwing(), e], enemy ? [tie(), e] : [tie()], {}, t);
    playUntil(s, leaves('engagement'), undefined, t);
    return s;
  };
  const xStress = (s: GameState) => shipOf(s, 'x').tokens.stress ?? 0;
  it('a friendly escort equipping the card: the X-wing has its pilot ability too, both gain a stress token', () => {
    const s = run({ upgrades: ['hullupgrade'] });
    expect(xStress(s)).toBe(1);
    expect(shipOf(s, 'e').tokens.stress).toBe(1);
    // The borrowing card is logged first, then the lent ability (its own key, used by the X-wing).
    expect(logged(s, 'ability-used', 'x').map((e) => e.data?.source)).toEqual([KEY, 'pilot:bluesquadronescort']);
  });
  it('the escort without the card, an enemy escort with it, or a destroyed one: nothing lent', () => {
    expect(xStress(run({}))).toBe(0);
    expect(xStress(run({ upgrades: ['hullupgrade'] }, true))).toBe(0);
    expect(xStress(run({ upgrades: ['hullupgrade'], pose: null, gone: { how: 'destroyed', round: 1 } }))).toBe(0);
  });

  // A TIE/sk striker's Adaptive Ailerons boosts it before its dial is revealed; a card taking the ship ability away
  // leaves it unboosted.
  const striker = (lose: boolean) => {
    const tt = abilityTable(
      lose
        ? {
            'pilot:planetarysentinel': [
              {
                ...record('ship:abilities', { effect: { kind: 'lose-ship-ability', id: 'adaptiveailerons' } }),
                source: { kind: 'pilot', xws: 'planetarysentinel' },
              },
            ],
          }
        : {},
    );
    const s = position(
      'activation',
      [xwing({ pose: { x: 100, y: 100, heading: 0 }, dial: '1F' })],
      [tie({ pilot: 'planetarysentinel', dial: '1F' })],
      {},
      tt,
    );
    playUntil(s, leaves('activation'), undefined, tt);
    return s.log.filter((e) => e.type === 'ability-used' && e.data?.source === 'ship-ability:adaptiveailerons').length;
  };
  it('a striker boosts with Adaptive Ailerons; with the ship ability taken away it does not', () => {
    expect(striker(false)).toBe(1);
    expect(striker(true)).toBe(0);
  });
});

describe('choose.upTo / costEach / each-chosen: several ships chosen, one charge each (000 "Charges and the Force": a charge spent is gone)', () => {
  // The X-wing may spend one charge per ship to pick up to two other friendly ships at range 0–3; each gains a focus.
  const several: Ability = record('engagement:start', {
    optional: true,
    choose: { side: 'friendly', range: [0, 3], upTo: 2, costEach: [{ kind: 'spend-charge', count: 1 }] },
    effect: { kind: 'each-chosen', effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' } },
  });
  const t = table(several);
  const run = (charges: number, answersInOrder: string[]) => {
    const s = position(
      'engagement',
      [
        xwing({ charges }),
        { id: 'a', pilot: 'bluesquadronescort', pose: { x: 400, y: 300, heading: 0 } },
        { id: 'b', pilot: 'bluesquadronescort', pose: { x: 250, y: 150, heading: 0 } },
      ],
      [tie({ pose: { x: 100, y: 850, heading: 180 } })],
      {},
      t,
    );
    const asked: string[][] = [];
    let i = 0;
    playUntil(
      s,
      leaves('engagement'),
      (d) => {
        if (d.kind !== 'use-ability' || d.ship !== 'x') return undefined;
        asked.push(d.options.map((o) => o.id));
        return [answersInOrder[i++] ?? 'decline'];
      },
      t,
    );
    // The End Phase clears the tokens: the gains are read from the log.
    const focus = (id: string) => logged(s, 'token-gained', id).filter((e) => e.data?.token === 'focus').length;
    return { asked, charges: shipOf(s, 'x').charges, a: focus('a'), b: focus('b') };
  };
  it('two charges: a, then b; each gains a focus token and both charges are spent', () => {
    const r = run(2, ['use:a', 'use:b']);
    expect(r.asked[0]).toEqual(['use:a', 'use:b', 'decline']);
    expect(r.asked[1]).toEqual(['use:b', 'use:-', 'decline']);
    expect([r.a, r.b, r.charges]).toEqual([1, 1, 0]);
  });
  it('"no more ships" after a: only a gains, one charge spent', () => {
    expect(run(2, ['use:a', 'use:-'])).toMatchObject({ a: 1, b: 0, charges: 1 });
  });
  it('one charge: no second question, one ship', () => {
    const r = run(1, ['use:b']);
    expect(r.asked).toHaveLength(1);
    expect([r.a, r.b, r.charges]).toEqual([0, 1, 0]);
  });
  it('no charge: not offered', () => {
    expect(run(0, []).asked).toHaveLength(0);
  });
});

describe('targets-only, coordinatedAction, shipTypeOf and grant-action coordinatedType: a coordinate limited to some ships, and "the same action" (supplement "Coordinate")', () => {
  const coordinate = record('engagement:start', {
    effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'white' }], why: 'test' },
  });
  const run = (...extra: Ability[]) => {
    const t = table(coordinate, ...extra);
    const s = position(
      'engagement',
      [
        xwing(),
        { id: 'w', pilot: 'bluesquadronescort', pose: { x: 520, y: 150, heading: 0 } },
        { id: 'v', pilot: 'cavernangelszealot', pose: { x: 280, y: 150, heading: 0 } },
      ],
      [tie({ pose: { x: 100, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(
        picks('choose-action', 'coordinate:w', 'x'),
        picks('use-ability', 'use:v', 'x'),
        picks('choose-action', 'barrel-roll', 'w'),
        picks('choose-action', 'barrel-roll', 'v'),
        picks('choose-action', 'coordinate', 'x'),
      ),
      t,
    );
    return { s, seen };
  };
  it('targets-only: the coordinate offers only the ships its condition lets through', () => {
    const only = record('action:targets', {
      effect: {
        kind: 'targets-only',
        action: 'coordinate',
        where: { kind: 'pilot-is', who: 'self', xws: ['cavernangelszealot'] },
      },
    });
    const ids = (x: ReturnType<typeof run>) =>
      x.seen.filter((d) => d.kind === 'choose-action' && d.ship === 'x').flatMap((d) => d.options.map((o) => o.id));
    expect(ids(run())).toEqual(expect.arrayContaining(['coordinate:w', 'coordinate:v']));
    expect(ids(run(only)).filter((id) => id.startsWith('coordinate:'))).toEqual(['coordinate:v']);
  });
  it('coordinatedAction: the escort barrel rolls; another ship of its type is offered only the barrel roll', () => {
    const same = record('action:after-perform', {
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        excludeOther: true,
        shipTypeOf: 'other',
        where: { kind: 'has-action', who: 'self', action: 'coordinated-action' },
      },
      effect: { kind: 'grant-action', actions: 'own-bar', coordinatedType: true, who: 'chosen', why: 'the same' },
    });
    const { s, seen } = run(same);
    const vAsked = seen.filter((d) => d.kind === 'choose-action' && d.ship === 'v');
    expect(vAsked).toHaveLength(1);
    expect(new Set(vAsked[0]!.options.map((o) => o.id.split(':')[0]))).toEqual(new Set(['barrel-roll', 'pass']));
    expect(logged(s, 'action-performed', 'v').map((e) => e.data?.action)).toEqual(['barrel-roll']);
  });
});

describe('transfer-answered-tokens: tokens moved one answer at a time between two chosen ships (000 "Additional Token Rules": transfer; "Ion Tokens")', () => {
  const moves = [
    { id: 'a:ion', label: 'ion from the first' },
    { id: 'b:stress', label: 'stress from the second' },
    { id: 'a:focus', label: 'focus from the first' },
    { id: '-', label: 'no more' },
  ];
  const run = (answersGiven: string[]) => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'any', second: { side: 'any' } },
        then: [() => [], ...answersGiven.map(() => () => moves)],
        effect: {
          kind: 'transfer-answered-tokens',
          a: 'chosen',
          b: 'second',
          first: 2,
          tokens: ['ion', 'stress'],
        },
      }),
    );
    const s = position(
      'end',
      [xwing()],
      [
        tie({ tokens: { ion: 1, focus: 1 } }),
        {
          id: 'u',
          pilot: 'tempestsquadronpilot',
          pose: { x: 200, y: 500, heading: 180 },
          tokens: { stress: 1 },
          locks: ['x'],
        },
      ],
      {},
      t,
    );
    const given = [...answersGiven];
    playUntil(
      s,
      (g) => g.phase !== 'end' || g.pending?.kind !== 'use-ability',
      (d) => {
        if (d.kind !== 'use-ability') return undefined;
        if (d.options.some((o) => o.id === 'use:t')) return ['use:t'];
        if (d.options.some((o) => o.id === 'use:u')) return ['use:u'];
        return [`use:${given.shift() ?? '-'}`];
      },
      t,
    );
    return s;
  };
  it('an ion token from the first ship to the second, a stress token back: each a transfer; the ionized ship breaks its lock', () => {
    const s = run(['a:ion', 'b:stress', '-']);
    expect(shipOf(s, 't').tokens).toMatchObject({ stress: 1 });
    expect(shipOf(s, 't').tokens.ion ?? 0).toBe(0);
    expect(shipOf(s, 'u').tokens).toMatchObject({ ion: 1 });
    expect(shipOf(s, 'u').tokens.stress ?? 0).toBe(0);
    expect(shipOf(s, 'u').locks).toEqual([]);
    expect(s.log.filter((e) => e.type === 'token-gained').map((e) => [e.ship, e.data?.token, e.data?.from])).toEqual([
      ['u', 'ion', 't'],
      ['t', 'stress', 'u'],
    ]);
  });
  it('a type not among the tokens named (focus) does not move, nor does "no more"', () => {
    const s = run(['a:focus', '-']);
    expect(s.log.filter((e) => e.type === 'token-gained' && e.data?.from !== undefined)).toEqual([]);
    expect(shipOf(s, 'u').locks).toEqual([{ target: 'x' }]);
  });
});

describe('flip-reinforce: the reinforce token turns to the other full arc, neither gained nor removed (supplement "Reinforce")', () => {
  const run = (reinforce?: 'fore' | 'aft') => {
    const t = table(record('end:start', { effect: { kind: 'flip-reinforce' } }));
    const s = position('end', [xwing(reinforce ? { reinforce } : {})], [tie()], {}, t);
    playUntil(s, hasLogged('end-phase'), undefined, t);
    return s;
  };
  it('fore turns aft, aft turns fore; no token window raised for it (the End Phase then removes it)', () => {
    for (const [from, to] of [
      ['fore', 'aft'],
      ['aft', 'fore'],
    ] as const) {
      const s = run(from);
      expect(logged(s, 'reinforce-flipped', 'x').map((e) => e.data?.side)).toEqual([to]);
      expect(logged(s, 'token-gained', 'x')).toEqual([]);
    }
  });
  it('no reinforce token: nothing turns', () => {
    expect(logged(run(), 'reinforce-flipped')).toEqual([]);
  });
});

describe('upgrade-range-as: an upgrade card’s choice may treat friendly ships at range 2–3 as at range 0–1 (000 "Measuring Range")', () => {
  const UP = 'upgrade:r2astromech:0';
  const pick = (source: Ability['source']): Ability => ({
    source,
    window: 'end:start',
    when: { kind: 'always' },
    optional: true,
    choose: { side: 'friendly', range: [0, 1], label: 'gains a focus token' },
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    summary: 'Test record: a friendly ship at range 0–1 gains a focus token.',
  });
  const stretch = record('ship:upgrade-range', {
    effect: { kind: 'upgrade-range-as', side: 'friendly', from: [2, 3], as: [0, 1] },
  });
  /** Ships offered to the choice: a wingman at range 3 (w) and one beyond range 3 (v); an enemy TIE at range 3. */
  const offeredShips = (records: Record<string, Ability[]>) => {
    const t = abilityTable(records);
    const s = position(
      'end',
      [
        xwing({ upgrades: ['r2astromech'] }),
        { id: 'w', pilot: 'redsquadronveteran', pose: { x: 400, y: 410, heading: 0 } },
        { id: 'v', pilot: 'redsquadronveteran', pose: { x: 400, y: 560, heading: 0 } },
      ],
      [tie({ pose: { x: 150, y: 150, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(s, leaves('end'), undefined, t);
    return seen.filter((d) => d.kind === 'use-ability').flatMap((d) => d.options.map((o) => o.id));
  };
  it('the ship’s upgrade picks: its wingman at range 3 is offered, not the one beyond range 3 nor the enemy', () => {
    expect(offeredShips({ [UP]: [pick({ kind: 'upgrade', xws: 'r2astromech', side: 0 })], [KEY]: [stretch] })).toEqual([
      'use:w',
      'decline',
    ]);
  });
  it('without the standing record, or for a record of the pilot card, the wingman at range 3 is too far', () => {
    expect(offeredShips({ [UP]: [pick({ kind: 'upgrade', xws: 'r2astromech', side: 0 })] })).toEqual([]);
    expect(offeredShips({ [KEY]: [pick(SOURCE), stretch] })).toEqual([]);
  });
});

describe('answered: the answer given to one of the ability’s questions (002 "Card abilities": the player resolves the ability as they chose)', () => {
  const run = (answer: string) => {
    const t = table(
      record('end:start', {
        optional: true,
        choose: { side: 'any' },
        then: [() => ['low', 'high'].map((id) => ({ id, label: id }))],
        effect: {
          kind: 'if-holds',
          when: { kind: 'answered', index: 1, oneOf: ['high'] },
          effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
        },
      }),
    );
    const s = position('end', [xwing()], [tie()], {}, t);
    playUntil(
      s,
      leaves('end'),
      answers(picks('use-ability', 'use:t', 'x'), picks('use-ability', `use:${answer}`, 'x')),
      t,
    );
    return shipOf(s, 't').tokens.stress ?? 0;
  };
  it('the question after the ship answered "high": the effect under it resolves', () => {
    expect(run('high')).toBe(1);
  });
  it('answered "low": it does not', () => {
    expect(run('low')).toBe(0);
  });
});

describe("ShipRef 'subject' / 'subject-other': the window's own two parties, whoever the ability's ship is (000 \"Lock\")", () => {
  // A lock acquired raises 'lock:after-acquire' with the locking ship as the window's ship and the ship locked as its
  // other party (util.ts acquireLock; 000 "Lock": a ship acquires a lock on an object). 'other' names, from the
  // ability's ship, whichever party it is not; 'subject' and 'subject-other' name the locker and the locked ship always.
  const lockTable = () =>
    table(
      record('lock:after-acquire', {
        effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'subject' },
      }),
      record('lock:after-acquire', {
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'subject-other' },
      }),
    );
  const run = (locker: 'x' | 't') => {
    const t = lockTable();
    const s = position(
      'activation',
      [xwing(locker === 'x' ? { dial: '1F' } : { round: { activated: true } })],
      [tie(locker === 't' ? { dial: '1F' } : { round: { activated: true } })],
      {},
      t,
    );
    playUntil(s, leaves('activation'), picks('choose-action', 'lock:', locker), t);
    return s;
  };
  it('the X-wing locks the TIE: its own record names itself the locker and the TIE the ship locked', () => {
    const s = run('x');
    expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
    expect(shipOf(s, 't').tokens.focus).toBe(1);
  });
  it('the TIE locks the X-wing: the same record, now a third view, names the TIE the locker and itself the locked', () => {
    const s = run('t');
    expect(shipOf(s, 't').locks.map((l) => l.target)).toEqual(['x']);
    expect(shipOf(s, 't').tokens.stress).toBe(1);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });
  it("inside a choice's `where` they still name the window's parties, not the candidate and the choosing ship", () => {
    // Only the locker is at range 0 of the locker: the choice offers it alone, though every candidate is at range 0 of
    // itself.
    const t = table(
      record('lock:after-acquire', {
        choose: { side: 'any', includeSelf: true, where: { kind: 'range', to: 'subject', min: 0, max: 0 } },
        effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'chosen' },
      }),
    );
    const s = position(
      'activation',
      [xwing({ round: { activated: true } })],
      [tie({ dial: '1F' }), tie({ id: 'u', pose: { x: 250, y: 500, heading: 180 }, round: { activated: true } })],
      {},
      t,
    );
    const seen = playUntil(s, leaves('activation'), picks('choose-action', 'lock:x', 't'), t);
    const asked = seen.find((d) => d.kind === 'use-ability');
    expect(asked?.options.map((o) => o.id).filter((id) => id.startsWith('use:'))).toEqual(['use:t']);
  });
});

describe('an aura of a weapon requirement: another friendly ship waives the attacker’s lock (000 "Special Weapons")', () => {
  // 000 "Special Weapons": a weapon that requires a lock is declared only with that lock, unless an ability waives it.
  // A record of 'attack:weapon-requirement' with `reach` waives it for the friendly ships it reaches, its condition
  // seen from its own ship (the defender being 'subject-other'); never for its own ship, unless `includeSelf`.
  const waiver = table(
    record('attack:weapon-requirement', {
      optional: true,
      reach: { side: 'friendly', min: 1, max: 2 },
      effect: { kind: 'waive-weapon-requirement', requirements: ['lock'], specialOnly: true },
    }),
  );
  const run = (wy: number) => {
    const s = position(
      'engagement',
      [
        xwing({ id: 'a', pose: { x: 400, y: 300, heading: 0 }, upgrades: ['protontorpedoes'] }),
        xwing({ id: 'w', pose: { x: 520, y: wy, heading: 0 }, round: { engaged: true } }),
      ],
      [tie({ pose: { x: 400, y: 520, heading: 180 }, round: { engaged: true } })],
      {},
      waiver,
    );
    playUntil(s, hasLogged('attack-ended', 'a'), attacks('a', 't', 'protontorpedoes'), waiver);
    return logged(s, 'attack-declared', 'a').some((e) => e.data?.weapon === 'protontorpedoes');
  };
  it('the wingman at range 1 carries it: the torpedoes fire without a lock', () => {
    expect(run(300)).toBe(true);
  });
  it('the wingman beyond range 2: the attacker’s own copy does not reach itself, no torpedoes', () => {
    expect(run(20)).toBe(false);
  });
});

describe('token:after-gain\'s cause \'obstacle\' and transfer-chosen-token\'s subjectToken (000 "Moving Through and Overlapping Obstacles", "Additional Token Rules")', () => {
  // 000: a ship that moves through or overlaps a debris cloud gains a stress token; a red maneuver gives one too
  // (001 Activation 2.2, Check Difficulty). Only the first says it came from an obstacle (`cause`).
  const run = (dial: string, y: number, records: Ability[]) => {
    const t = table(...records);
    const s = position(
      'activation',
      [xwing({ dial }), xwing({ id: 'w', pose: { x: 520, y: 300, heading: 0 }, round: { activated: true } })],
      [tie({ pose: { x: 100, y: 850, heading: 180 }, round: { activated: true } })],
      { obstacles: [{ name: 'debris-1', pose: { x: 400, y, heading: 0 } }] },
      t,
    );
    playUntil(s, leaves('activation'), picks('use-ability', 'use:w', 'x'), t);
    return s;
  };
  const passOn = record('token:after-gain', {
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'cause', oneOf: ['obstacle'] }],
    },
    optional: true,
    choose: { side: 'friendly', range: [0, 1] },
    effect: { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', subjectToken: true },
  });
  it('the debris cloud’s stress: said to come from an obstacle, and that token moves to the wingman', () => {
    const s = run('3F', 310, [passOn]);
    expect(logged(s, 'obstacle-hit', 'x')).toHaveLength(1);
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
    expect(shipOf(s, 'w').tokens.stress).toBe(1);
  });
  it('a red maneuver’s stress, no obstacle touched: no cause, nothing moves', () => {
    const s = run('4K', 800, [passOn]);
    expect(uses(s)).toBe(0);
    expect(shipOf(s, 'x').tokens.stress).toBe(1);
  });
});

describe('\'force:after-spend\': a ship spent Force, wherever (000 "Charges and the Force", "Purple Actions")', () => {
  // 000: a purple action is performed by spending 1 Force. util.ts spendForce is the one place Force is spent (costs,
  // dice modifications, purple actions and maneuvers, priced templates) and raises the window with the count.
  const heard = record('force:after-spend', {
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-ship', side: 'friendly', range: [0, 3] },
        { kind: 'subject-data', key: 'count', oneOf: [1] },
      ],
    },
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
  });
  const run = (act: string) => {
    const t = table(heard);
    const s = position(
      'activation',
      [
        xwing({ round: { activated: true } }),
        xwing({ id: 'j', pilot: 'jediknight', pose: { x: 550, y: 150, heading: 0 }, dial: '1F' }),
      ],
      [tie({ round: { activated: true } })],
      {},
      t,
    );
    playUntil(s, leaves('activation'), picks('choose-action', act, 'j'), t);
    return s;
  };
  it('the Delta-7’s purple evade spends one Force: the X-wing beside it hears it', () => {
    const s = run('evade');
    expect(shipOf(s, 'j').force).toBe(0);
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });
  it('a white focus spends none: nothing heard', () => {
    const s = run('focus');
    expect(shipOf(s, 'j').force).toBe(1);
    expect(uses(s)).toBe(0);
  });
});

describe('give-upgrade\'s from / answer: two chosen ships exchange a card each (000 "Upgrades")', () => {
  // A card handed over leaves its ship and is equipped by the other, its charges with it; one give-upgrade each way,
  // the giving ship and the answer naming its card said by the record.
  const swap = record('end:start', {
    optional: true,
    choose: { side: 'friendly', range: [1, 1], second: { side: 'friendly', range: [0, 0], includeSelf: true } },
    then: [() => [], () => [{ id: 'hullupgrade', label: 'hull' }], () => [{ id: 'shieldupgrade', label: 'shield' }]],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'give-upgrade', from: 'chosen', to: 'second', answer: 2 },
        { kind: 'give-upgrade', from: 'second', to: 'chosen', answer: 3 },
      ],
    },
  });
  it('the wingman’s hull upgrade and the ship’s shield upgrade change hands', () => {
    const t = table(swap);
    const s = position(
      'end',
      [
        xwing({ upgrades: ['shieldupgrade'] }),
        xwing({
          id: 'w',
          pilot: 'bluesquadronescort',
          pose: { x: 520, y: 150, heading: 0 },
          upgrades: ['hullupgrade'],
        }),
      ],
      [tie()],
      {},
      t,
    );
    playUntil(
      s,
      leaves('end'),
      (d) => (d.kind === 'use-ability' ? [d.options.find((o) => o.id.startsWith('use:'))!.id] : undefined),
      t,
    );
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').upgrades.map((u) => u.xws)).toEqual(['hullupgrade']);
    expect(shipOf(s, 'w').upgrades.map((u) => u.xws)).toEqual(['shieldupgrade']);
  });
});

describe('take-over-lock and objectsInRange: lock an object a friendly ship locks, then break that lock (000 "Lock", "Objects", "Ion Tokens")', () => {
  // The X-wing locks the object answered first; the ship answered next breaks its own lock on it. The candidates are
  // every object at range 1–3 (000 "Objects": ships, obstacles, devices and remotes can be locked).
  const takeOver = record('engagement:start', {
    optional: true,
    choices: (ctx, me) => objectsInRange(ctx, me, 1, 3).map((o) => ({ id: o.id, label: o.label })),
    then: [
      (ctx, _me, _sub, picks) =>
        ctx.state.ships
          .filter((x) => x.locks.some((l) => l.target === picks[0]))
          .map((x) => ({ id: x.id, label: x.id })),
    ],
    effect: { kind: 'take-over-lock', who: 'self' },
  });
  const rock = { id: 'rock', name: 'asteroid-3', pose: { x: 560, y: 260, heading: 0 } };
  const run = (xTokens: Record<string, number> = {}) => {
    const t = table(takeOver);
    const s = position(
      'engagement',
      [
        xwing({ tokens: xTokens }),
        xwing({ id: 'w', pilot: 'bluesquadronescort', pose: { x: 200, y: 150, heading: 0 }, locks: ['rock'] }),
      ],
      [tie()],
      { obstacles: [rock] },
      t,
    );
    playUntil(
      s,
      (g) => g.phase !== 'engagement' || (g.pending !== null && g.pending.kind !== 'use-ability'),
      answers(picks('use-ability', 'use:rock', 'x'), picks('use-ability', 'use:w', 'x')),
      t,
    );
    return s;
  };
  it('the rock (an obstacle) is offered at range 1–3; the X-wing locks it and the wingman’s lock on it breaks', () => {
    const s = run();
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').locks).toEqual([{ target: 'rock' }]);
    expect(shipOf(s, 'w').locks).toEqual([]);
    expect(logged(s, 'locks-broken', 'w')).toHaveLength(1);
  });
  it('an ionised X-wing cannot acquire the lock, so nothing is broken ("if you do")', () => {
    const s = run({ ion: 1 });
    expect(shipOf(s, 'x').locks).toEqual([]);
    expect(shipOf(s, 'w').locks).toEqual([{ target: 'rock' }]);
  });
});

describe('answered-token-sets: each ship answered gains the tokens of the set its answer names (000 "Additional Token Rules")', () => {
  // One question per ship: the X-wing first, then its wingman; "x/pair" gains a focus and an evade token, "x/-" none.
  const ask = (id: string) => [
    { id: `${id}/pair`, label: `${id} gains a focus and an evade token` },
    { id: `${id}/stress`, label: `${id} gains a stress token` },
    { id: `${id}/-`, label: `${id} gains nothing` },
  ];
  const sets = record('engagement:start', {
    optional: true,
    choices: () => ask('x'),
    then: [() => ask('w'), () => []],
    effect: {
      kind: 'answered-token-sets',
      sets: {
        pair: [
          { token: 'focus', count: 1 },
          { token: 'evade', count: 1 },
        ],
        stress: [{ token: 'stress', count: 1 }],
      },
    },
  });
  // Read in the log: with no attack to declare, the game runs on past the End Phase, which clears focus and evade.
  const gains = (s: GameState, id: string) =>
    logged(s, 'token-gained', id).map((e) => /gains \d+ (\w+)/.exec(e.text)?.[1]);
  const run = (xAnswer: string, wAnswer: string) => {
    const t = table(sets);
    const s = position(
      'engagement',
      [xwing(), xwing({ id: 'w', pilot: 'bluesquadronescort', pose: { x: 200, y: 150, heading: 0 } })],
      [tie()],
      {},
      t,
    );
    playUntil(
      s,
      hasLogged('ability-used', 'x'),
      answers(picks('use-ability', `use:x/${xAnswer}`, 'x'), picks('use-ability', `use:w/${wAnswer}`, 'x')),
      t,
    );
    return s;
  };
  it('the X-wing takes the pair, its wingman the stress token, each in its turn', () => {
    const s = run('pair', 'stress');
    expect(uses(s)).toBe(1);
    expect(gains(s, 'x')).toEqual(['focus', 'evade']);
    expect(gains(s, 'w')).toEqual(['stress']);
  });
  it('an answer naming no set gains nothing', () => {
    const s = run('-', 'pair');
    expect(gains(s, 'x')).toEqual([]);
    expect(gains(s, 'w')).toEqual(['focus', 'evade']);
  });
});

describe('coordinate-stressed: a coordinate may choose a friendly ship with exactly that many stress tokens, and it acts though stressed (000 "Stress"; supplement "Coordinate")', () => {
  // The X-wing is granted a coordinate as the Engagement Phase starts (grant-action.ts's path); the A-wing beside it
  // holds `stress` stress tokens and, coordinated, focuses.
  const run = (stress: number, allowed = true) => {
    const t = table(
      record('engagement:start', {
        effect: {
          kind: 'grant-action',
          actions: [{ type: 'coordinate', difficulty: 'white' }],
          why: 'test coordinate',
        },
      }),
      ...(allowed ? [record('action:coordinated', { effect: { kind: 'coordinate-stressed', stress: 1 } })] : []),
    );
    const s = position(
      'engagement',
      [xwing(), { id: 'a', pilot: 'greensquadronpilot', pose: { x: 300, y: 150, heading: 0 }, tokens: { stress } }],
      [tie({ pose: { x: 400, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(picks('choose-action', 'coordinate:a', 'x'), picks('choose-action', 'focus', 'a')),
      t,
    );
    return {
      offered: seen.some((d) => d.kind === 'choose-action' && d.options.some((o) => o.id === 'coordinate:a')),
      focused: logged(s, 'action-performed', 'a').some((e) => /focus/.test(e.text)),
      used: uses(s),
    };
  };
  it('one stress token: the A-wing is offered, focuses, and the record is logged used (with the grant)', () => {
    expect(run(1)).toEqual({ offered: true, focused: true, used: 2 });
  });
  it('two stress tokens: not offered', () => {
    expect(run(2)).toMatchObject({ offered: false, focused: false });
  });
  it('no such record: a stressed ship is never offered', () => {
    expect(run(1, false)).toMatchObject({ offered: false, focused: false });
  });
});

describe('grant-lock-on-answer and the lock action’s lockOn: a friendly ship may lock the one object answered, an obstacle too (000 "Lock", "Objects", "Arcs")', () => {
  // The X-wing picks the rock in its front arc at range 1–2 (objectsInRange with an arc), then its wingman, which is
  // granted a white Lock action that may lock only the rock — though no ability of its own lets it lock obstacles.
  const grant = record('engagement:start', {
    optional: true,
    choices: (ctx, me) => objectsInRange(ctx, me, 1, 2, 'front').map((o) => ({ id: o.id, label: o.label })),
    then: [() => [{ id: 'w', label: 'the wingman locks it' }]],
    effect: { kind: 'grant-lock-on-answer', why: 'test lock' },
  });
  const rock = { id: 'rock', name: 'asteroid-3', pose: { x: 400, y: 300, heading: 0 } };
  const run = (wingAt: [number, number]) => {
    const t = table(grant);
    const s = position(
      'engagement',
      [xwing(), xwing({ id: 'w', pilot: 'bluesquadronescort', pose: { x: wingAt[0], y: wingAt[1], heading: 0 } })],
      [tie({ pose: { x: 250, y: 420, heading: 180 } })],
      { obstacles: [rock] },
      t,
    );
    const seen = playUntil(
      s,
      (g) => g.phase !== 'engagement',
      answers(
        picks('use-ability', 'use:rock', 'x'),
        picks('use-ability', 'use:w', 'x'),
        picks('choose-action', 'lock:rock', 'w'),
      ),
      t,
    );
    const asked = seen.find((d) => d.kind === 'choose-action' && d.ship === 'w' && d.prompt.includes('test lock'));
    return { s, offered: asked?.options.map((o) => o.id) };
  };
  it('the wingman at range 2–3 of the rock: only the rock is offered (not the TIE within its range), and it locks it', () => {
    const { s, offered } = run([200, 150]);
    expect(offered).toEqual(['lock:rock', 'pass']);
    expect(shipOf(s, 'w').locks).toEqual([{ target: 'rock' }]);
  });
  it('the wingman beyond range 3 of the rock: no lock it could perform, so nothing is asked', () => {
    const { s, offered } = run([880, 60]);
    expect(offered).toBeUndefined();
    expect(shipOf(s, 'w').locks).toEqual([]);
  });
});

describe('coordinate-priced and the after-perform window’s pricedBy: a coordinate made white for Force, its "if you do" (000 "Action Difficulty", "Charges and the Force"; supplement "Coordinate")', () => {
  // The X-wing (1 Force given) is granted a red coordinate as the Engagement Phase starts; its standing record offers
  // the same choice white for 1 Force, and a record of the coordinate's after-perform window hears that price.
  const run = (act: string, force = 1) => {
    const t = table(
      record('engagement:start', {
        effect: { kind: 'grant-action', actions: [{ type: 'coordinate', difficulty: 'red' }], why: 'test coordinate' },
      }),
      record('action:coordinated', { effect: { kind: 'coordinate-priced', force: 1, where: { kind: 'always' } } }),
      record('action:after-perform', {
        when: { kind: 'subject-data', key: 'pricedBy', oneOf: [KEY] },
        effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
      }),
    );
    const s = position(
      'engagement',
      [xwing({ force }), { id: 'a', pilot: 'greensquadronpilot', pose: { x: 300, y: 150, heading: 0 } }],
      [tie({ pose: { x: 400, y: 850, heading: 180 } })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(picks('choose-action', act, 'x'), picks('choose-action', 'focus', 'a')),
      t,
    );
    const offered = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')?.options.map((o) => o.id) ?? [];
    return {
      offered,
      stress: logged(s, 'stress-gained', 'x').length,
      strain: logged(s, 'token-gained', 'a').filter((e) => /strain/.test(e.text)).length,
      force: shipOf(s, 'x').force,
    };
  };
  it('paid: white (no stress), the Force spent, and the after-perform record hears the price', () => {
    const r = run('coordinate:a:force');
    expect(r.offered).toEqual(expect.arrayContaining(['coordinate:a', 'coordinate:a:force']));
    expect(r).toMatchObject({ stress: 0, strain: 1 });
  });
  it('the plain red choice: stress, and no price heard', () => {
    expect(run('coordinate:a')).toMatchObject({ stress: 1, strain: 0 });
  });
  it('no Force: only the plain choice is offered', () => {
    expect(run('coordinate:a', 0).offered).not.toContain('coordinate:a:force');
  });
});

describe('defended: an attack was declared against the ship this round (001 Engagement 1, Declare Target)', () => {
  const markIfDefended = record('end:start', { when: { kind: 'defended', who: 'self' } });
  const run = (attacked: boolean) => {
    const t = table(markIfDefended);
    const s = position('engagement', [xwing()], [tie({ pose: { x: 400, y: 400, heading: 180 } })], {}, t);
    playUntil(
      s,
      hasLogged('end-phase'),
      attacked ? attacks('t', 'x') : (d) => (d.kind === 'declare-attack' ? ['pass'] : undefined),
      t,
    );
    return s;
  };
  it('the TIE attacks the X-wing: it has defended as the End Phase starts', () => {
    const s = run(true);
    expect(logged(s, 'attack-declared', 't')).toHaveLength(1);
    expect(uses(s)).toBe(1);
  });
  it('nobody attacks it: it has not', () => {
    const s = run(false);
    expect(logged(s, 'attack-declared', 't')).toHaveLength(0);
    expect(uses(s)).toBe(0);
  });
  it('the End Phase clears it with the round’s other flags; a position keeps it both ways', () => {
    const s = run(true);
    expect(shipOf(s, 'x').round.defended).toBeUndefined();
    const p = position('activation', [xwing({ dial: '1F', round: { defended: true } })], [tie({ dial: '1F' })]);
    expect(shipOf(p, 'x').round.defended).toBe(true);
    expect(positionOf(p, content).players[0].ships[0]!.round).toEqual({ defended: true });
  });
});

describe('force-recurs: the End Phase recovers the ship’s Force (000 "Charges and the Force")', () => {
  const run = (upgrades: string[]) => {
    const t = table(record('end:start', { when: { kind: 'force-recurs', who: 'self' } }));
    const s = position('end', [xwing({ upgrades, force: 0 })], [tie()], {}, t);
    playUntil(s, leaves('end'), undefined, t);
    return s;
  };
  it('Maul’s crew card gives it Force with the recurring arrow: it recurs, and the End Phase refills it', () => {
    const s = run(['maul']);
    expect(uses(s)).toBe(1);
    expect(shipOf(s, 'x').force).toBe(1);
  });
  it('no Force at all: nothing recurs', () => expect(uses(run([]))).toBe(0));
  it('The Child’s Force has no arrow: non-recurring', () => expect(uses(run(['thechild']))).toBe(0));
  it('Maul beside The Child, which takes the icon away: non-recurring, nothing refilled', () => {
    const s = run(['maul', 'thechild']);
    expect(uses(s)).toBe(0);
    expect(shipOf(s, 'x').force).toBe(0);
  });
});
