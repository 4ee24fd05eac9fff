/**
 * Rebel T-65 X-wing pilots and Afterburners (rebel-xwing.ts in abilities/cards/attack, support and movement;
 * movement/upgrades.ts), each on a small board. Rule sections named are from the rulebook (000) and the Rules
 * Reference outline (001).
 */
import { describe, expect, it } from 'vitest';
import { first, farTie, type Reply, runActivation as runScripted } from './activation-helpers.js';
import type { Decision } from '../src/decision.js';
import { seedRng } from '../src/rng.js';
import { viewFor } from '../src/view.js';
import type { GameState } from '../src/state.js';
import { eventsOf, facing, game, runEngagement, ship } from './combat-helpers.js';
import { choose, events, position } from './core-helpers.js';

/** The activation phase with the far TIE ('t') as a bystander that always passes its action. */
function runActivation(state: GameState, script: Reply[] = []) {
  return runScripted(state, script, 't');
}

describe('Wes Janson (000 Charges; Jam tokens; 001 Engagement, after the attack)', () => {
  it('after attacking, he may spend a charge to jam the defender', () => {
    const wes = ship({ id: 'w', player: 0, pilot: 'wesjanson', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([wes, t]);
    const { decisions } = runEngagement(s, ['attack:t:primary:front', 'blank,blank,blank', 'blank,blank,blank', 'use']);
    expect(decisions.some((d) => d.kind === 'use-ability' && d.ship === 'w')).toBe(true);
    expect(t.tokens.jam).toBe(1);
    expect(wes.charges).toBe(0);
  });

  it('after defending, he may spend a charge to jam the attacker; without a charge nothing is offered', () => {
    const wes = ship({ id: 'w', player: 0, pilot: 'wesjanson', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([wes, t]);
    runEngagement(s, ['pass', 'attack:w:primary:front', 'blank,blank', 'blank,blank', 'use']);
    expect(t.tokens.jam).toBe(1);
    expect(wes.charges).toBe(0);
    const wes2 = ship({ id: 'w', player: 0, pilot: 'wesjanson', ...facing(150).a });
    wes2.charges = 0;
    const t2 = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([wes2, t2]), [
      'pass',
      'attack:w:primary:front',
      'blank,blank',
      'blank,blank',
    ]);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(t2.tokens.jam).toBeUndefined();
  });
});

describe('Corran Horn (000 Lock; 001 Engagement 1, after declaring the defender)', () => {
  it('a friendly ship holding a lock on him moves it onto the defender he has locked', () => {
    const corran = ship({ id: 'c', player: 0, pilot: 'corranhorn-t65xwing', ...facing(150).a, locks: ['t'] });
    const friend = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: 150, y: 150, heading: 0, locks: ['c'] });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([corran, friend, t]);
    const { ctx } = runEngagement(s, [
      'attack:t:primary:front',
      'use:f', // his owner picks the wingman whose lock moves
      'blank,blank,blank',
      'done', // Corran keeps his own lock unspent
      'blank,blank,blank',
    ]);
    expect(friend.locks).toEqual([{ target: 't' }]);
    expect(corran.locks).toEqual([{ target: 't' }]);
    expect(eventsOf(ctx, 'lock-transferred')).toHaveLength(1);
  });

  it('is not offered when Corran has no lock on the defender', () => {
    const corran = ship({ id: 'c', player: 0, pilot: 'corranhorn-t65xwing', ...facing(150).a });
    const friend = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: 150, y: 150, heading: 0, locks: ['c'] });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([corran, friend, t]), [
      'attack:t:primary:front',
      'blank,blank,blank',
      'blank,blank,blank',
    ]);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(friend.locks).toEqual([{ target: 'c' }]);
  });
});

describe('Biggs Darklighter (000 Performing an Attack, Neutralize Results; 001 Engagement 4)', () => {
  /** A TIE attacks X-wing d; Biggs sits beside d, inside the TIE's front arc, or far away. */
  function board(biggsX: number) {
    const d = ship({ id: 'd', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const biggs = ship({ id: 'b', player: 0, pilot: 'biggsdarklighter', x: biggsX, y: 200, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    return { d, biggs, t, s: game([d, biggs, t], { decks: [['directhit', 'directhit'], []] }) };
  }
  const attackD = (d: Decision) =>
    d.kind === 'declare-attack' ? (d.ship === 't' ? 'attack:d:primary:front' : 'pass') : 'done';

  it('takes a hit himself to cancel a hit result against a friendly defender at range 0–1', () => {
    const { d, biggs, s } = board(460);
    const { ctx } = runEngagement(s, [attackD, attackD, 'hit,crit', 'blank,blank', 'use']);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
    expect(biggs.shields).toBe(1);
    expect(d.shields).toBe(1);
  });

  it('may take a crit instead when only crits are left', () => {
    const { biggs, s } = board(460);
    const { ctx, decisions } = runEngagement(s, [attackD, attackD, 'crit,crit', 'blank,blank', 'use']);
    expect(decisions.filter((d) => d.kind === 'use-ability')).toHaveLength(1);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
    expect(biggs.shields).toBe(1);
  });

  it('is not offered beyond range 1 of the defender', () => {
    const { s } = board(800);
    const { decisions } = runEngagement(s, [attackD, attackD, 'hit,crit', 'blank,blank']);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('Afterburners (000 Boost; Partial Maneuvers: fully executing; 001 Activation)', () => {
  it('after a full speed-3 maneuver, spends a charge to boost even while stressed', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 200, y: 150, heading: 0 });
    x.upgrades = [{ xws: 'afterburners', side: 0, charges: 2 }];
    x.tokens = { stress: 1 };
    x.dial = { maneuver: '3F', revealed: false };
    const s = game([x, farTie()]);
    const { ctx, decisions } = runActivation(s, ['use', first('boost:')]);
    expect(decisions[0]?.kind).toBe('use-ability');
    expect(decisions[1]?.kind).toBe('choose-action');
    expect(x.upgrades[0]?.charges).toBe(1);
    expect(eventsOf(ctx, 'action-performed').map((e) => [e.ship, e.data?.action])).toEqual([['x', 'boost']]);
  });

  it('is not offered after a speed-2 maneuver', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 200, y: 150, heading: 0 });
    x.upgrades = [{ xws: 'afterburners', side: 0, charges: 2 }];
    x.dial = { maneuver: '2F', revealed: false };
    const { decisions } = runActivation(game([x, farTie()]));
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('Lee Vantenza (000 Actions: additional actions, red actions; Barrel Roll)', () => {
  it('after a barrel roll, performs a red evade and gains a stress', () => {
    const lee = ship({ id: 'l', player: 0, pilot: 'leevantenza', x: 200, y: 150, heading: 0 });
    lee.dial = { maneuver: '2F', revealed: false };
    const { ctx, decisions } = runActivation(game([lee, farTie()]), [first('barrel-roll:'), 'use', 'evade']);
    expect(decisions.map((d) => d.kind)).toEqual(['choose-action', 'use-ability', 'choose-action']);
    const actions = eventsOf(ctx, 'action-performed').filter((e) => e.ship === 'l');
    expect(actions.map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
      ['barrel-roll', 'white'],
      ['evade', 'red'],
    ]);
    expect(lee.tokens.stress).toBe(1); // the evade token itself is removed in the End Phase
  });

  it('after a focus action, nothing is offered', () => {
    const lee = ship({ id: 'l', player: 0, pilot: 'leevantenza', x: 200, y: 150, heading: 0 });
    lee.dial = { maneuver: '2F', revealed: false };
    const { decisions } = runActivation(game([lee, farTie()]), ['focus']);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('Edrio Two Tubes (000 Actions: at most once per round; Activation Phase)', () => {
  it('focused, he performs an action before revealing his dial, and cannot repeat it in his action step', () => {
    const edrio = ship({ id: 'e', player: 0, pilot: 'edriotwotubes', x: 200, y: 150, heading: 0 });
    edrio.tokens = { focus: 1 };
    edrio.dial = { maneuver: '2F', revealed: false };
    const { ctx, decisions } = runActivation(game([edrio, farTie()]), ['use', 'focus']);
    expect(decisions.map((d) => d.kind).slice(0, 3)).toEqual(['use-ability', 'choose-action', 'choose-action']);
    expect(decisions[2]?.options.map((o) => o.id)).not.toContain('focus');
    expect(eventsOf(ctx, 'action-performed').filter((e) => e.ship === 'e')[0]?.data?.action).toBe('focus');
    const order = ctx.events.filter((e) => e.ship === 'e').map((e) => e.type);
    expect(order.indexOf('action-performed')).toBeLessThan(order.indexOf('dial-revealed'));
  });

  it('without a focus token nothing is offered', () => {
    const edrio = ship({ id: 'e', player: 0, pilot: 'edriotwotubes', x: 200, y: 150, heading: 0 });
    edrio.dial = { maneuver: '2F', revealed: false };
    const { decisions } = runActivation(game([edrio, farTie()]));
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('Jek Porkins (000 Stress Token; Check Difficulty, 001 Activation)', () => {
  it('after a red maneuver’s stress, he removes it and rolls a die (a hit costs him a damage)', () => {
    const faces = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const jek = ship({ id: 'j', player: 0, pilot: 'jekporkins', x: 200, y: 150, heading: 0 });
      jek.dial = { maneuver: '4K', revealed: false };
      const s = game([jek, farTie()]);
      s.diceMode = 'rolled';
      s.rng = seedRng(`jek-${seed}`);
      const { ctx, decisions } = runActivation(s, ['use']);
      expect(decisions[0]?.kind).toBe('use-ability');
      expect(jek.tokens.stress).toBeUndefined();
      const face = eventsOf(ctx, 'ability-die-rolled')[0]?.data?.face;
      faces.add(String(face));
      expect(jek.shields).toBe(face === 'hit' ? 1 : 2);
    }
    expect(faces.has('hit') && faces.size > 1).toBe(true); // both outcomes seen
  });

  it('declining keeps the stress', () => {
    const jek = ship({ id: 'j', player: 0, pilot: 'jekporkins', x: 200, y: 150, heading: 0 });
    jek.dial = { maneuver: '4K', revealed: false };
    runActivation(game([jek, farTie()]), ['decline']);
    expect(jek.tokens.stress).toBe(1);
  });
});

describe('Garven Dreis (000 Focus tokens, spending; Modify Attack Dice, 001 Engagement 2)', () => {
  it('after spending focus on his attack dice, he gives a focus token to a friendly ship at range 1–3', () => {
    const garven = ship({ id: 'g', player: 0, pilot: 'garvendreis-t65xwing', ...facing(150).a, tokens: { focus: 1 } });
    const near = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: 250, y: 150, heading: 180 });
    const far = ship({ id: 'ff', player: 0, pilot: 'redsquadronveteran', x: 850, y: 50, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([garven, near, far, t]);
    const { decisions } = runEngagement(s, [
      'attack:t:primary:front',
      'focus,blank,blank',
      'mod:focus',
      'use:f',
      'blank,blank,blank',
    ]);
    const ask = decisions.find((d) => d.kind === 'use-ability');
    expect(ask?.options.map((o) => o.id)).toEqual(['use:f', 'decline']);
    expect(near.tokens.focus).toBe(1);
    expect(far.tokens.focus).toBeUndefined();
    expect(garven.tokens.focus).toBeUndefined();
  });
});

describe('Thane Kyrell (000 Damage Cards; Performing an Attack, before Neutralize Results)', () => {
  it('gives up a focus result to expose the facedown damage card he picks', () => {
    const thane = ship({ id: 'k', player: 0, pilot: 'thanekyrell', ...facing(150).a });
    const t = ship({
      id: 't',
      player: 1,
      pilot: 'academypilot',
      ...facing(150).b,
      damage: [
        { card: 'directhit', faceup: false },
        { card: 'structuraldamage', faceup: false },
      ],
    });
    const s = game([thane, t]);
    const { ctx, decisions } = runEngagement(s, [
      'attack:t:primary:front',
      'focus,blank,blank',
      'blank,blank,blank',
      () => {
        // Nobody has seen the facedown cards: Thane picks one by its place, and the other seat sees no options.
        expect(viewFor(s, 1).pending?.options).toEqual([]);
        expect(viewFor(s, 0).pending?.options.map((o) => o.label)).toEqual([
          'Expose a damage card',
          'Expose a damage card',
          'Do not use it',
        ]);
        expect(JSON.stringify(viewFor(s, 0).pending)).not.toMatch(/directhit|structuraldamage/i);
        return 'use:1';
      },
    ]);
    expect(decisions.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id)).toEqual([
      'use:0',
      'use:1',
      'decline',
    ]);
    expect(t.damage.map((d) => d.faceup)).toEqual([false, true]);
    expect(eventsOf(ctx, 'damage-card-exposed')[0]?.data).toMatchObject({ card: 'structuraldamage', spent: 'focus' });
  });

  it('is not offered when the defender has no facedown damage card', () => {
    const thane = ship({ id: 'k', player: 0, pilot: 'thanekyrell', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([thane, t]), [
      'attack:t:primary:front',
      'focus,hit,blank',
      'blank,blank,blank',
    ]);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('dice an ability rolls, in an entered-dice game (000 Dice; 001 Activation)', () => {
  it('Jek Porkins: after choosing to use his ability, his player enters the die; a hit costs him a damage', () => {
    for (const [face, shields] of [
      ['hit', 1],
      ['focus', 2],
    ] as const) {
      const s = position(
        [{ pilot: 'jekporkins', id: 'j', pose: { x: 200, y: 150, heading: 0 }, dial: '4K' }],
        [{ pilot: 'academypilot', id: 't', pose: { x: 750, y: 750, heading: 180 }, dial: '2F' }],
        { diceMode: 'entered' },
      );
      for (let guard = 0; guard < 10 && s.pending?.kind !== 'use-ability'; guard++) choose(s, 'pass');
      expect(s.pending).toMatchObject({ kind: 'use-ability', ship: 'j' });
      choose(s, 'use');
      expect(s.pending).toMatchObject({ kind: 'enter-dice', count: 1, player: 0 });
      choose(s, 'enter', [face]);
      const jek = s.ships.find((x) => x.id === 'j')!;
      expect(jek.tokens.stress).toBeUndefined();
      expect(jek.shields).toBe(shields);
      expect(events(s, 'ability-die-rolled', 'j')[0]!.data!.face).toBe(face);
      expect(events(s, 'not-implemented')).toHaveLength(0);
    }
  });

  it('Console Fire (a mandatory ability): the die is asked before the ship engages', () => {
    const s = position(
      [
        {
          pilot: 'redsquadronveteran',
          id: 'x',
          pose: { x: 100, y: 100, heading: 0 },
          shields: 0,
          damage: [{ card: 'consolefire', faceup: true }],
        },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 800, y: 800, heading: 0 } }],
      { diceMode: 'entered', phase: 'engagement' },
    );
    expect(s.pending).toMatchObject({ kind: 'enter-dice', count: 1, player: 0, ship: 'x' });
    choose(s, 'enter', ['hit']);
    expect(s.ships.find((x) => x.id === 'x')!.damage).toHaveLength(2);
    expect(events(s, 'ability-die-rolled', 'x')[0]!.data!.face).toBe('hit');
  });
});
