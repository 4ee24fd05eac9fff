/**
 * The timing faults of issue 21, each played through createFromPosition + applyInPlace:
 *
 * 1. An ability that performs an action resolves when its player puts it (000 "Timing and Abilities"; 002 "Card
 *    abilities": the player resolves simultaneous abilities "in the order of his choosing"): the action, and what it
 *    sets off, comes before the other abilities of that moment, not after them.
 * 2. A position entered at the start of a phase starts with that phase's start (docs/game-files.md "Position"):
 *    "at the start of the Activation Phase" abilities are asked (001 Round, 3. Activation).
 * 3. A position started at an attack step leaves the steps before it behind, but a standing ability ("while you
 *    defend, …") holds at every step (001 Engagement 2.2 Modify Attack Dice).
 * 4. An ability that says "may" asks its owner, who may decline (002 "Card abilities": "Unless a card ability uses
 *    the word 'may' … the ability is mandatory"; so a "may" ability is not).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { type Answer, answers, attacks, logged, playUntil, position, rolls, shipOf } from './flow-harness.js';
import { farTie, imperial, rebel } from './spec-helpers.js';

const prompted = (d: Decision, text: string) => d.prompt.includes(text);

describe('1. an ability that performs an action resolves in the order its player chose (000 Timing and Abilities)', () => {
  /** Leevan Tenza with a faceup Wounded Pilot, at his Perform Action step. */
  const leevan = () =>
    position(
      'activation',
      [rebel('l', 'leevantenza', 400, 150, { damage: [{ card: 'woundedpilot', faceup: true }] })],
      [farTie()],
      { step: { kind: 'perform-action', ship: 'l' } },
    );
  /** Barrel roll, put `first` first among Leevan Tenza and Wounded Pilot, use Leevan, evade, the dice show `die`. */
  const play = (s: GameState, first: string, die: string): Decision[] =>
    playUntil(
      s,
      // Until the TIE's activation (before the End Phase takes the evade token away).
      (st) => st.pending?.ship === 'far' || st.phase !== 'activation',
      answers(
        (d) =>
          d.kind === 'choose-action' && d.ship === 'l' && !prompted(d, 'Leevan')
            ? ['barrel-roll:left:middle']
            : undefined,
        (d) => {
          if (d.kind !== 'order-abilities') return undefined;
          const o = d.options.find((x) => x.label.includes(first));
          return o ? [o.id] : undefined;
        },
        (d) => (d.kind === 'use-ability' && prompted(d, 'Leevan') ? ['use'] : undefined),
        (d) => (d.kind === 'choose-action' && prompted(d, 'Leevan') ? ['evade'] : undefined),
        (d) => (d.kind === 'enter-dice' && prompted(d, 'Wounded Pilot') ? ['enter', [die]] : undefined),
      ),
    );

  it('Leevan put first: his red evade is performed before Wounded Pilot rolls for the barrel roll', () => {
    const s = leevan();
    const seen = play(s, 'Leevan', 'hit');
    // The evade is asked right after Leevan's ability is used, before any die of Wounded Pilot.
    const use = seen.findIndex((d) => d.kind === 'use-ability' && prompted(d, 'Leevan'));
    expect(seen[use + 1]).toMatchObject({ kind: 'choose-action', ship: 'l' });
    expect(seen[use + 1]!.options.map((o) => o.id)).toContain('evade');
    expect(logged(s, 'action-performed', 'l').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['barrel-roll', 'white'],
      ['evade', 'red'],
    ]);
    // What the evade set off (Wounded Pilot's die for the evade) resolves before the rest of the first window
    // (Wounded Pilot's die for the barrel roll): two dice, both after the evade.
    const seqOf = (type: string) => logged(s, type, 'l').map((e) => e.seq);
    const evade = logged(s, 'action-performed', 'l')[1]!.seq;
    expect(seqOf('ability-die-rolled')).toHaveLength(2);
    expect(seqOf('ability-die-rolled').every((q) => q > evade)).toBe(true);
    // The red evade's stress, then a stress for each hit of Wounded Pilot.
    expect(shipOf(s, 'l').tokens.stress).toBe(3);
    expect(shipOf(s, 'l').tokens.evade).toBe(1);
  });

  it('Wounded Pilot put first: its hit stresses him, and Leevan’s red evade is no longer possible', () => {
    const s = leevan();
    const seen = play(s, 'Wounded Pilot', 'hit');
    expect(seen.some((d) => d.kind === 'use-ability' && prompted(d, 'Leevan'))).toBe(false);
    expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['barrel-roll']);
    expect(shipOf(s, 'l').tokens.stress).toBe(1);
  });
});

describe('1. the action of an ability resolving in an attack is performed there (000 Timing and Abilities)', () => {
  /**
   * The X-wing attacks Lieutenant Hebsly; after defending he may boost (red). A proximity mine lies 40 mm ahead of him
   * (its disc from y = 396 to 464; his base's front edge at 470), so his 1-straight boost ends on it.
   */
  const table = () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('h', 'lieutenanthebsly-battleoverendor', 400, 490),
        imperial('bomber', 'scimitarsquadronpilot', 100, 800, { upgrades: ['proximitymines'] }),
      ],
      { devices: [{ card: 'proximitymines', owner: 'bomber', id: 'mine', pose: { x: 400, y: 430, heading: 0 } }] },
    );

  it('Hebsly boosts in the attack’s aftermath, the mine he boosts onto detonates, then the attack ends', () => {
    const s = table();
    const seen = playUntil(
      s,
      (st) => st.phase !== 'engagement',
      answers(
        attacks('x', 'h'),
        (d) => (d.kind === 'choose-action' && d.ship === 'h' ? ['boost:1F'] : undefined),
        (d) => (d.kind === 'enter-dice' && prompted(d, 'Proximity Mine') ? ['enter', ['blank', 'blank']] : undefined),
      ),
    );
    expect(seen.find((d) => d.kind === 'choose-action' && d.ship === 'h')!.prompt).toContain('Hebsly');
    const at = (type: string) => logged(s, type)[0]?.seq ?? -1;
    expect(at('action-performed')).toBeGreaterThan(at('attack-neutralized'));
    expect(at('device-detonated')).toBeGreaterThan(at('action-performed'));
    expect(at('attack-ended')).toBeGreaterThan(at('device-detonated'));
    expect(logged(s, 'device-detonated')[0]!.data!.ships).toEqual(['h']);
    expect(s.devices).toEqual([]);
  });
});

describe('1. several actions one ability grants: each after what the one before it set off', () => {
  it('Major Mianda and a wingman: her action’s Wounded Pilot die is rolled before the wingman is asked', () => {
    const s = position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, 150)],
      [
        imperial('mianda', 'majormianda-battleoverendor', 300, 800, {
          damage: [{ card: 'woundedpilot', faceup: true }],
        }),
        imperial('wing', 'academypilot', 400, 800),
      ],
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'end',
      answers(
        (d) => (d.kind === 'use-ability' && prompted(d, 'Mianda') ? ['use:wing'] : undefined),
        (d) => (d.kind === 'choose-action' ? [d.options[0]!.id] : undefined),
      ),
    );
    const kinds = seen.map((d) => `${d.kind}:${d.ship}`);
    const mine = kinds.indexOf('choose-action:mianda');
    expect(mine).toBeGreaterThan(-1);
    expect(kinds.slice(mine + 1, mine + 3)).toEqual(['enter-dice:mianda', 'choose-action:wing']);
  });
});

describe('2. a position entered at the start of a phase resolves that phase’s start (docs/game-files.md)', () => {
  const bomber = (charges: number): PositionShip =>
    imperial('bomber', 'scimitarsquadronpilot', 400, 600, {
      upgrades: [{ xws: 'bombletgenerator', charges }, 'shieldupgrade'],
      dial: '1F',
    });
  const table = (charges: number) =>
    position('activation', [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F' })], [bomber(charges)]);

  it('Activation Phase: Bomblet Generator (a charge missing) is asked first, and using it recovers 2 charges', () => {
    const s = table(0);
    expect(s.pending).toMatchObject({ kind: 'use-ability', ship: 'bomber' });
    expect(s.pending!.prompt).toContain('Bomblet Generator');
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' ? ['use'] : undefined),
    );
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(2);
    expect(shipOf(s, 'bomber').shields).toBe(0);
  });

  it('with its charges full it is not asked: the first ship reveals its dial', () => {
    const s = table(2);
    expect(s.pending?.kind).not.toBe('use-ability');
    expect(logged(s, 'ability-used')).toHaveLength(0);
  });

  it('a position entered inside the phase (at a Perform Action step) does not go back to its start', () => {
    const s = position('activation', [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F' })], [bomber(0)], {
      step: { kind: 'perform-action', ship: 'x' },
    });
    expect(s.pending).toMatchObject({ kind: 'choose-action', ship: 'x' });
  });
});

describe('3. a position started at an attack step: standing abilities of the parties hold (001 Engagement 2.2)', () => {
  /** The X-wing (a focus token) attacks `defender`: "Dark Curse" or an Academy Pilot, each ahead of it. */
  const attack = (defender: 'd' | 'a', attackDice?: ('hit' | 'focus')[]) =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
      [
        imperial('d', 'darkcurse-battleofyavin', defender === 'd' ? 400 : 650, 490),
        imperial('a', 'academypilot', defender === 'a' ? 400 : 650, 490),
      ],
      { step: { kind: 'attack', attacker: 'x', defender, ...(attackDice ? { attackDice } : {}) } },
    );
  const untilDefense = (s: GameState, answer: Answer = () => undefined) =>
    playUntil(s, (st) => st.pending?.kind === 'enter-dice' && st.pending.accepts === 'defense-faces', answer);

  it('at Modify Attack Dice against "Dark Curse": the attacker may not spend its focus', () => {
    const s = attack('d', ['focus', 'focus', 'hit']);
    const seen = untilDefense(s);
    expect(seen.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
    expect(shipOf(s, 'x').tokens.focus).toBe(1);
  });

  it('at Roll Attack Dice against "Dark Curse": the same', () => {
    const s = attack('d');
    const seen = untilDefense(s, rolls('x', 'attack', ['focus', 'focus', 'hit']));
    expect(seen.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
  });

  it('at Modify Attack Dice against his wingman: the attacker may spend its focus', () => {
    const s = attack('a', ['focus', 'focus', 'hit']);
    expect(s.pending).toMatchObject({ kind: 'modify-attack-dice', ship: 'x' });
    expect(s.pending!.options.map((o) => o.id)).toContain('mod:focus');
  });
});

describe('4. a "may" ability asks its owner, who may decline (002 Card abilities)', () => {
  /**
   * Luke Skywalker (1 Force of 2) attacked by the TIE ahead of him, from the start of the Engagement Phase (the game
   * then runs on to the next Planning Phase, the End Phase recovering his Force: the log says what the ability did).
   */
  const table = () =>
    position(
      'engagement',
      [rebel('l', 'lukeskywalker', 400, 300, { force: 1 })],
      [imperial('t', 'academypilot', 400, 490)],
    );
  const play = (s: GameState, answer: 'use' | 'decline') =>
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      answers(attacks('t', 'l'), (d) => (d.kind === 'use-ability' && prompted(d, 'Luke') ? [answer] : undefined)),
    );

  it('Luke Skywalker, becoming the defender, is asked whether to recover 1 Force; declining, he recovers none', () => {
    const s = table();
    const seen = play(s, 'decline');
    const asked = seen.filter((d) => d.kind === 'use-ability' && prompted(d, 'Luke'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.options.map((o) => o.id)).toEqual(['use', 'decline']);
    // Asked before the attack dice are rolled (after the defender is declared).
    expect(seen.indexOf(asked[0]!)).toBeLessThan(seen.findIndex((d) => d.kind === 'enter-dice'));
    expect(logged(s, 'ability-declined', 'l')).toHaveLength(1);
    expect(logged(s, 'force-recovered')).toHaveLength(0);
  });

  it('using it, he recovers the Force', () => {
    const s = table();
    play(s, 'use');
    expect(logged(s, 'force-recovered', 'l')).toHaveLength(1);
  });
});
