/**
 * The point before a damage card is dealt (damage.ts, 'damage:before-card'; 001 "Damage Cards": a card is dealt
 * facedown for a regular damage and faceup for a critical one, and an ability may change that before it is dealt), with
 * the subsystems' words `damage-card-is` and `change-damage-card`, played through `createFromPosition` + `applyInPlace`
 * with a record this test adds to the game's ability table:
 *
 * - damage is suffered one point at a time (000 "Suffering Damage": shields first, then cards); where a card is drawn
 *   an optional ability asks its owner, and the damage goes on from that card once answered — no shield lost twice, no
 *   card drawn twice, the cards dealt in order;
 * - the same choices give the same game (a replay is exact);
 * - the random and heuristic players answer the question (a 'use-ability' decision like any other);
 * - `if-holds` ("then, if …", 002 "Card abilities": an ability's effects resolve in order): its effect resolves only
 *   when its condition holds once the effects before it have resolved.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision, type GameState } from '@xwing/engine';
import { heuristicChoice } from '../../src/ai/heuristic.js';
import { randomChoice } from '../../src/ai/random.js';
import { seedRng } from '../../src/rng.js';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, content, playUntil, position, rolls, shipOf, type Answer } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

const KEY = 'pilot:academypilot';

/** The same record, then a stress when the TIE holds at least `cards` damage cards (the card just dealt not counted). */
const thenIf = (cards: number): Ability => ({
  ...flip,
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'change-damage-card', to: 'faceup' },
      {
        kind: 'if-holds',
        when: { kind: 'damage-cards', who: 'self', atLeast: cards },
        effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      },
    ],
  },
});

/** The TIE's own optional record: gain a focus token to have a facedown card dealt to it faceup instead. */
const flip: Ability = {
  source: { kind: 'pilot', xws: 'academypilot' },
  window: 'damage:before-card',
  when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'damage-card-is', facing: 'facedown' }] },
  optional: true,
  cost: [{ kind: 'gain-token', token: 'focus', count: 1 }],
  effect: { kind: 'change-damage-card', to: 'faceup' },
  summary: 'Test record: this facedown card faceup.',
};
const table = abilityTable({ [KEY]: [flip] });

/** An X-wing attacks a TIE (1 shield) with three hits; the Empire's deck top first. */
function game(t = table): GameState {
  return position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('t', 'academypilot', 400, 500, { shields: 1 })],
    {
      players: [
        { name: 'Rebels', ships: [rebel('x', 'redsquadronveteran', 400, 300)] },
        {
          name: 'Empire',
          ships: [imperial('t', 'academypilot', 400, 500, { shields: 1 })],
          damageDeck: ['loosestabilizer', 'weaponsfailure', 'directhit'],
        },
      ],
    },
    t,
  );
}

/** Uses the test record the first time it is asked, declines it after. */
function firstOnly(): Answer {
  let asked = 0;
  return (d) =>
    d.kind === 'use-ability' && d.prompt.includes('Test record') ? [asked++ === 0 ? 'use' : 'decline'] : undefined;
}

const attackOver = (s: GameState) => s.log.some((e) => e.type === 'attack-ended');
const play = (s: GameState) =>
  playUntil(s, attackOver, answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'hit', 'hit']), firstOnly()), table);

describe('\'damage:before-card\': an ability changes a damage card before it is dealt (001 "Damage Cards")', () => {
  it('asks at each card drawn and goes on from that card: 1 shield, then a card turned faceup, then one facedown', () => {
    const s = game();
    const seen = play(s);
    expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Test record'))).toHaveLength(2);
    const t = shipOf(s, 't');
    expect(t.shields).toBe(0);
    expect(t.damage).toEqual([
      { card: 'loosestabilizer', faceup: true },
      { card: 'weaponsfailure', faceup: false },
    ]);
    expect(s.log.filter((e) => e.type === 'shield-lost' && e.ship === 't')).toHaveLength(1);
    expect(s.players[1].damageDeck).toEqual(['directhit']);
    expect(t.tokens.focus ?? 0).toBe(1);
    expect(s.dealing).toBeUndefined();
  });

  it('replays exactly: the same answers give the same log', () => {
    const a = game();
    const b = game();
    play(a);
    play(b);
    expect(b.log).toEqual(a.log);
  });

  it('the random and heuristic players answer the question with an offered option', () => {
    for (const pick of [
      (s: GameState, d: Decision) => randomChoice(s, d, seedRng('dmg')).option,
      (s: GameState, d: Decision) => heuristicChoice(s, d, content, seedRng('dmg')).option,
    ]) {
      const s = game();
      const stop = (st: GameState) => st.pending?.kind === 'use-ability' || attackOver(st);
      playUntil(s, stop, answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'hit', 'hit'])), table);
      const d = s.pending!;
      expect(d.kind).toBe('use-ability');
      const option = pick(s, d);
      expect(d.options.map((o) => o.id)).toContain(option);
      playUntil(s, attackOver, () => [option], table);
      expect(shipOf(s, 't').damage).toHaveLength(2);
    }
  });

  it('if-holds: the stress comes only when the TIE holds the damage cards asked for then', () => {
    for (const [cards, stress] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const t = abilityTable({ [KEY]: [thenIf(cards)] });
      const s = game(t);
      playUntil(s, attackOver, answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'hit', 'hit']), firstOnly()), t);
      // Used at the first card drawn (the shield took the first hit): no card held then.
      expect(shipOf(s, 't').tokens.stress ?? 0).toBe(stress);
    }
  });
});

/**
 * subsystems (issue 26): the event 'damage:after-repair' (damage.ts `repairDamageCard`), raised once per card repaired
 * with the card's facts (000 "Repairing Damage Cards": a faceup card repaired is flipped facedown, a facedown one is
 * discarded); its abilities resolve at the next step boundary, after the repair.
 */
describe("'damage:after-repair' (000 'Repairing Damage Cards')", () => {
  const REPAIR_KEY = 'pilot:redsquadronveteran';
  const afterRepair = (faceup: boolean): Ability => ({
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'damage:after-repair',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'faceup', oneOf: [faceup] }] },
    optional: false,
    effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
    summary: 'test: an evade token after a repair',
  });
  /** An X-wing with a faceup Weapons Failure performs that card's repair action (its Perform Action step). */
  const repairs = (faceup: boolean) => {
    const t = abilityTable({ [REPAIR_KEY]: [afterRepair(faceup)] });
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', damage: [{ card: 'weaponsfailure', faceup: true }] })],
      [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
      {},
      t,
    );
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        const repair = d.kind === 'choose-action' ? d.options.find((o) => o.id.startsWith('card:damage:')) : undefined;
        return repair ? [repair.id] : undefined;
      },
      t,
    );
    return s;
  };
  const evades = (s: GameState) =>
    s.log.filter((e) => e.type === 'token-gained' && e.ship === 'x' && e.data?.token === 'evade').length;

  it('a faceup card repaired (flipped facedown): the window names it faceup, once', () => {
    const s = repairs(true);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
    expect(evades(s)).toBe(1);
  });

  it('the facts are those of the card repaired: a record asking for a facedown card does not resolve', () => {
    expect(evades(repairs(false))).toBe(0);
  });
});

describe("'damage:before-expose' and expose-damage pick (001 'Damage Cards': exposing flips a facedown card faceup)", () => {
  /** R1-J5's Fireball (or `pilot`) with two facedown cards SLAMs; Explosion with Wings exposes one; `pick` answers. */
  const slams = (pick: string, pilot = 'r1j5') => {
    const s = position(
      'activation',
      [
        rebel('f', pilot, 400, 150, {
          dial: '2F',
          damage: [
            { card: 'consolefire', faceup: false },
            { card: 'structuraldamage', faceup: false },
          ],
        }),
      ],
      [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      answers(
        (d) => (d.kind === 'use-ability' && d.prompt.includes('pick the one exposed') ? [`use:${pick}`] : undefined),
        (d) => (d.kind === 'use-ability' && d.prompt.includes('Explosion with Wings') ? ['use'] : undefined),
        (d) => {
          const slam = d.kind === 'choose-action' ? d.options.find((o) => o.id.startsWith('slam:2F')) : undefined;
          return slam ? [slam.id] : undefined;
        },
      ),
    );
    const question = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('pick the one exposed'));
    return { s, question, faceup: shipOf(s, 'f').damage.filter((d) => d.faceup).length };
  };

  it('the owner is asked among each facedown card and "one at random" (no decline: the exposure is never lost)', () => {
    const { question, faceup } = slams('0');
    expect(question?.options.map((o) => o.id)).toEqual(['use:0', 'use:1', 'use:random']);
    expect(faceup).toBe(1);
  });

  it('"one at random": exactly one card exposed all the same', () => {
    expect(slams('random').faceup).toBe(1);
  });

  it('a ship with no such record: exposed at random, no question, the window not raised', () => {
    const { question, faceup } = slams('0', 'colossusstationmechanic');
    expect(question).toBeUndefined();
    expect(faceup).toBe(1);
  });
});

describe("damage-card-actions despite 'token:stress' and repair-damage card 'subject' (000 'Stress', 'Repairing Damage Cards')", () => {
  const KEY2 = 'pilot:redsquadronveteran';
  const source = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
  const stressedOk: Ability = {
    source,
    window: 'action:allowed',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'damage-card-actions', despite: ['token:stress'] },
    summary: "test: damage cards' actions while stressed",
  };
  const again: Ability = {
    source,
    window: 'damage:after-repair',
    when: { kind: 'subject-is-self' },
    optional: false,
    effect: { kind: 'repair-damage', facing: 'facedown', card: 'subject' },
    summary: 'test: repair the same card again',
  };
  /** An X-wing (`stress`; a white 2-turn keeps it) with a facedown Hull Breach, then a faceup Weapons Failure. */
  const plays = (records: Ability[], stress: number) => {
    const t = abilityTable({ [KEY2]: records });
    const s = position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial: '2T',
          ...(stress > 0 ? { tokens: { stress } } : {}),
          damage: [
            { card: 'hullbreach', faceup: false },
            { card: 'weaponsfailure', faceup: true },
          ],
        }),
      ],
      [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        const repair = d.kind === 'choose-action' ? d.options.find((o) => o.id.startsWith('card:damage:')) : undefined;
        return repair ? [repair.id] : undefined;
      },
      t,
    );
    const ids = seen
      .filter((d) => d.kind === 'choose-action' && d.ship === 'x')
      .flatMap((d) => d.options.map((o) => o.id));
    return { s, ids };
  };

  it('stressed: only the damage card’s action is offered (no action of the bar), and it repairs the card', () => {
    const { s, ids } = plays([stressedOk], 1);
    expect(ids.filter((id) => id !== 'pass').every((id) => id.startsWith('card:damage:'))).toBe(true);
    expect(ids.some((id) => id.startsWith('card:damage:weaponsfailure'))).toBe(true);
    expect(shipOf(s, 'x').damage[1]).toEqual({ card: 'weaponsfailure', faceup: false });
  });

  it('stressed, no such record: no action at all (000 "Stress")', () => {
    const { s, ids } = plays([], 1);
    expect(ids).toEqual([]);
    expect(shipOf(s, 'x').damage[1]).toEqual({ card: 'weaponsfailure', faceup: true });
  });

  it("card 'subject': the card just flipped facedown is the one repaired again (discarded), not the other facedown one", () => {
    const { s } = plays([again], 0);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'hullbreach', faceup: false }]);
  });
});
