/**
 * The attack words (window 'attack:weapon', docs/abilities.md "Special weapons"): the rules they meet, played through
 * `applyInPlace`. 000 "Ion Tokens" (an ionized ship breaks its locks), rules-reference-supplement.md "Jam" (the player
 * whose effect gave the jam token decides what it takes), 001 Engagement 4 (Neutralize Results) and 5 (Deal Damage).
 */
import { describe, expect, it } from 'vitest';
import {
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
} from './flow-harness.js';
import { attackPlay, diceCounts, imperial, rebel } from './spec-helpers.js';

describe('results-inflict-tokens', () => {
  it('000 "Ion Tokens": the ion token that ionizes the defender breaks its lock; the damage is a regular one', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['ioncannon'] })],
      [imperial('t', 'academypilot', 400, 450, { locks: ['x'] })],
    );
    attackPlay('x', 't', () => rolls('x', 'attack', ['crit', 'crit']), 'ioncannon')(s);
    const t = shipOf(s, 't');
    expect(t.tokens.ion).toBe(1);
    expect(t.locks).toEqual([]);
    // "Suffer 1 hit damage": a crit result spent on it deals a facedown card.
    expect(t.damage.map((d) => d.faceup)).toEqual([false]);
  });

  it('001 Engagement 5: an attack that misses inflicts nothing', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['ioncannon'] })],
      [imperial('t', 'academypilot', 400, 450)],
    );
    attackPlay(
      'x',
      't',
      () => answers(rolls('x', 'attack', ['hit']), rolls('t', 'defense', ['evade'])),
      'ioncannon',
    )(s);
    expect(shipOf(s, 't').tokens.ion).toBeUndefined();
    expect(logged(s, 'ability-used').some((e) => e.data?.source === 'upgrade:ioncannon:0')).toBe(false);
  });

  it('supplement "Jam": the attacker\'s player chooses the green token the jammed defender loses', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['jammingbeam'] })],
      [imperial('t', 'academypilot', 400, 450, { tokens: { focus: 1, evade: 1 } })],
    );
    const seen = attackPlay(
      'x',
      't',
      () => answers(rolls('x', 'attack', ['hit']), picks('jam-removal', 'remove:evade')),
      'jammingbeam',
    )(s);
    // Asked of the attacker's player (seat 0), not the defender's.
    expect(seen.find((d) => d.kind === 'jam-removal')?.player).toBe(0);
    const t = shipOf(s, 't');
    expect(t.tokens).toMatchObject({ focus: 1 });
    expect(t.tokens.evade).toBeUndefined();
    expect(t.tokens.jam).toBeUndefined();
    expect(t.damage).toHaveLength(0);
  });
});

describe('neutralize-crits', () => {
  it('001 Engagement 4: "never" — a reinforce token\'s evade, like a rolled one, cancels only hits', () => {
    // Autoblasters from behind the defender (out of its front arc), the defender reinforced aft.
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['autoblasters'] })],
      [{ id: 't', pilot: 'academypilot', pose: { x: 460, y: 390, heading: 0 }, reinforce: 'aft' }],
    );
    attackPlay(
      'x',
      't',
      () => answers(rolls('x', 'attack', ['crit', 'hit', 'hit']), rolls('t', 'defense', ['evade'])),
      'autoblasters',
    )(s);
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0, crits: 1 });
  });
});

describe('attack conditions', () => {
  it('dice-results: one blank die is not "two or more results, all blanks" (Heroic; 000 "Performing an Attack")', () => {
    // The Lambda shuttle rolls a single defense die (agility 1) at range 2.
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'omicrongrouppilot', 400, 500, { upgrades: ['heroic'] })],
    );
    const seen = attackPlay('x', 't', () =>
      answers(rolls('x', 'attack', ['hit']), rolls('t', 'defense', ['blank']), modifiesWith('Heroic')),
    )(s);
    expect(seen.some((d) => d.kind === 'enter-dice' && d.ship === 't' && d.count === 1)).toBe(true);
    expect(offered(seen, 'Heroic')).toBe(false);
  });

  it('shielded: one shield left is enough to be shielded (Fanatical; 000 "Shields")', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['fanatical'], shields: 1 })],
      [imperial('t', 'academypilot', 400, 450)],
    );
    const seen = attackPlay('x', 't', () => answers(rolls('x', 'attack', ['focus']), modifiesWith('Fanatical')))(s);
    expect(offered(seen, 'Fanatical')).toBe(false);
  });
});

describe('locking (the attack words use the targeting word)', () => {
  it('000 "Locks": a lock is on one object; a lock on another ship is not a lock on the attacker (Fennec’s Hand)', () => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300), rebel('y', 'redsquadronveteran', 100, 300)],
      [imperial('t', 'academypilot', 400, 450, { upgrades: ['fennecshand-armedanddangerous'], locks: ['y'] })],
    );
    const seen = attackPlay('x', 't')(s);
    expect(diceCounts(seen, 'x', 't').attack).toBe(3);
  });
});

describe('each-ship: the effect once for every ship the filter lets through, that ship being the chosen one', () => {
  /** The X-wing v (no shields, three damage cards) with Deadman’s Switch; TIEs at range 1 (t) and 2 (u) of it. */
  const wreck = (vDamage: number) => {
    const s = position(
      'engagement',
      [
        rebel('v', 'redsquadronveteran', 400, 300, {
          shields: 0,
          upgrades: ['deadmansswitch'],
          damage: Array.from({ length: vDamage }, () => ({ card: 'directhit', faceup: false })),
        }),
      ],
      [imperial('t', 'academypilot', 400, 390), imperial('u', 'academypilot', 560, 470)],
    );
    playUntil(
      s,
      leaves('engagement'),
      answers(
        (d) => (d.kind === 'declare-attack' ? (d.ship === 't' ? ['attack:v:primary:front'] : ['pass']) : undefined),
        rolls('t', 'attack', ['hit', 'hit']),
      ),
    );
    return s;
  };
  it('000 "Destroying Ships", "Measuring Range": a destroyed ship measures from where it stood, range 1 but not 2', () => {
    const s = wreck(3);
    expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
    expect(shipOf(s, 't').damage).toHaveLength(1);
    expect(shipOf(s, 'u').damage).toHaveLength(0);
  });
  it('the ship survives: nothing is set off, no ship is named', () => {
    const s = wreck(0);
    expect(shipOf(s, 't').damage).toHaveLength(0);
    expect(shipOf(s, 'u').damage).toHaveLength(0);
  });
});

describe('expose-damage: one facedown damage card flipped faceup', () => {
  /** x fires Concussion Missiles at t (range 2); w, at range 1 of t, holds the cards given. */
  const expose = (w: { card: string; faceup: boolean }[]) => {
    const s = position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['concussionmissiles'], locks: ['t'] })],
      [imperial('t', 'academypilot', 400, 450), imperial('w', 'academypilot', 480, 450, { damage: w })],
    );
    attackPlay('x', 't', () => rolls('x', 'attack', ['hit', 'hit']), 'concussionmissiles')(s);
    return s;
  };
  it('000 "Damage" (faceup and facedown cards): only a facedown card can be exposed; a faceup one stays as it is', () => {
    const s = expose([{ card: 'structuraldamage', faceup: true }]);
    expect(shipOf(s, 'w').damage.map((d) => d.faceup)).toEqual([true]);
    expect(logged(s, 'damage-card-exposed', 'w')).toHaveLength(0);
  });
  it('a facedown card is flipped faceup, and the card is now a faceup one', () => {
    const s = expose([{ card: 'structuraldamage', faceup: false }]);
    expect(shipOf(s, 'w').damage.map((d) => d.faceup)).toEqual([true]);
    expect(logged(s, 'damage-card-exposed', 'w')).toHaveLength(1);
  });
});

describe("in-arc of arc 'attack': the arc the attack in progress is made from", () => {
  /** Norra Wexley's ARC-170 (Boba Fett) attacks the TIE behind it from its rear arc; u sits in its front arc. */
  const rear = (u: boolean) => {
    const s = position(
      'engagement',
      [rebel('x', 'norrawexley', 400, 400, { upgrades: ['bobafett-gunner'] })],
      [
        imperial('t', 'academypilot', 400, 210),
        ...(u ? [imperial('u', 'academypilot', 400, 560)] : []),
        ...(u ? [] : [imperial('v', 'academypilot', 480, 230)]),
      ],
    );
    return attackPlay('x', 't', () => answers(rolls('x', 'attack', ['focus', 'hit'])), 'primary:rear')(s);
  };
  it('000 "Performing an Attack" (Declare Target): a ship in the front arc is not in a rear-arc attack’s arc', () => {
    expect(offered(rear(true), 'Boba Fett')).toBe(true);
  });
  it('a second ship in the rear arc is', () => {
    expect(offered(rear(false), 'Boba Fett')).toBe(false);
  });
});
