/**
 * The T-65 X-wing variant pilots (Battle of Yavin, SWZ106, Battle over Endor) and the Rebel TIE/ln fighter pilots,
 * each on a small board.
 */
import { describe, expect, it } from 'vitest';
import { attack, first, farTie, type Reply, runActivation as runScripted } from './activation-helpers.js';
import { runWindow, chooseAbility } from '../src/abilities/run.js';
import { attackDiceCount } from '../src/combat/attack.js';
import { initiativeOf } from '../src/abilities/static.js';
import type { Decision } from '../src/decision.js';
import { seedRng } from '../src/rng.js';
import type { GameState } from '../src/state.js';
import { eventsOf, facing, game, runEngagement, ship, TestCtx } from './combat-helpers.js';

/** The activation phase with the far TIE ('t') as a bystander that always passes its action. */
function runActivation(state: GameState, script: Reply[] = []) {
  return runScripted(state, script, 't');
}

/** How many dice the n-th enter-dice decision asked for. */
function entered(decisions: Decision[], n: number): number | undefined {
  return decisions.filter((d) => d.kind === 'enter-dice')[n]?.count;
}

describe('Luke Skywalker, Battle of Yavin and SWZ106 (000 The Force: recovering; Performing an Attack, Declare Target)', () => {
  for (const pilot of ['lukeskywalker-battleofyavin', 'lukeskywalker-swz106']) {
    it(`${pilot}: once declared as the defender he may recover 1 Force`, () => {
      const luke = ship({ id: 'l', player: 0, pilot, ...facing(150).a });
      luke.force = 1;
      const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
      const s = game([luke, t]);
      const { decisions } = runEngagement(s, ['pass', 'attack:l:primary:front', 'use', 'blank,blank', 'blank,blank']);
      expect(decisions.find((d) => d.kind === 'use-ability')?.prompt).toMatch(/Luke Skywalker/);
      expect(luke.force).toBe(2);
    });
  }

  it('at full Force nothing is offered', () => {
    const luke = ship({ id: 'l', player: 0, pilot: 'lukeskywalker-swz106', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([luke, t]), [
      'pass',
      'attack:l:primary:front',
      'blank,blank',
      'blank,blank',
    ]);
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});

describe('Jek Porkins, Battle of Yavin and SWZ106 (000 Stress Token; 001 Activation, Check Difficulty)', () => {
  for (const pilot of ['jekporkins-battleofyavin', 'jekporkins-swz106']) {
    it(`${pilot}: after a red maneuver's stress he removes it and rolls an attack die`, () => {
      const jek = ship({ id: 'j', player: 0, pilot, x: 200, y: 150, heading: 0 });
      jek.dial = { maneuver: '4K', revealed: false };
      const s = game([jek, farTie()]);
      s.diceMode = 'rolled';
      s.rng = seedRng('jek-variant');
      const { ctx, decisions } = runActivation(s, ['use']);
      expect(decisions[0]?.kind).toBe('use-ability');
      expect(jek.tokens.stress).toBeUndefined();
      const face = eventsOf(ctx, 'ability-die-rolled')[0]?.data?.face;
      expect(jek.shields).toBe(face === 'hit' ? 1 : 2);
    });
  }
});

describe('Garven Dreis, Battle of Yavin (000 Focus tokens, spending; 001 Engagement 2, Modify Attack Dice)', () => {
  it('after spending focus on his attack dice, he hands a focus token to a friendly ship at range 1–3', () => {
    const garven = ship({
      id: 'g',
      player: 0,
      pilot: 'garvendreis-battleofyavin',
      ...facing(150).a,
      tokens: { focus: 1 },
    });
    const near = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: 250, y: 150, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([garven, near, t]), [
      'attack:t:primary:front',
      'focus,blank,blank',
      'mod:focus',
      'use:f',
      'blank,blank,blank',
    ]);
    expect(decisions.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id)).toEqual(['use:f', 'decline']);
    expect(near.tokens.focus).toBe(1);
  });
});

describe('Wedge Antilles, Battle of Yavin (000 Firing Arcs; 001 Engagement 3, Roll Defense Dice)', () => {
  function board(friendX: number, friendY: number) {
    const wedge = ship({ id: 'w', player: 0, pilot: 'wedgeantilles-battleofyavin', ...facing(150).a });
    const friend = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: friendX, y: friendY, heading: 0 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    return game([wedge, friend, t]);
  }

  it('another friendly ship in the defender’s front arc: the defender rolls one die fewer', () => {
    const { decisions } = runEngagement(board(470, 180), ['attack:t:primary:front', 'hit,hit,blank', 'blank,blank']);
    expect(entered(decisions, 1)).toBe(2);
  });

  it('no other friendly ship in the defender’s arc: the full three dice', () => {
    const { decisions } = runEngagement(board(400, 800), [
      'attack:t:primary:front',
      'hit,hit,blank',
      'blank,blank,blank',
    ]);
    expect(entered(decisions, 1)).toBe(3);
  });
});

describe('Wedge Antilles, Battle over Endor (000 Performing an Attack, Aftermath: an attack that hits)', () => {
  it('an attack of his that hits gives him a focus token', () => {
    const wedge = ship({ id: 'w', player: 0, pilot: 'wedgeantilles-battleoverendor', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    runEngagement(game([wedge, t]), ['attack:t:primary:front', 'hit,hit,blank', 'blank,blank,blank']);
    expect(wedge.tokens.focus).toBe(1);
  });

  it('an attack that misses gives nothing', () => {
    const wedge = ship({ id: 'w', player: 0, pilot: 'wedgeantilles-battleoverendor', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    runEngagement(game([wedge, t]), ['attack:t:primary:front', 'blank,blank,blank', 'blank,blank,blank']);
    expect(wedge.tokens.focus).toBeUndefined();
  });
});

describe('Locked S-Foils, Battle over Endor ship ability (000 Boost; Deplete Token)', () => {
  it('after a boost action the ship gains a deplete token; a focus action gives none', () => {
    const y = ship({ id: 'y', player: 0, pilot: 'yendor-battleoverendor', x: 200, y: 150, heading: 0 });
    y.dial = { maneuver: '2F', revealed: false };
    runActivation(game([y, farTie()]), [first('boost:')]);
    expect(y.tokens.deplete).toBe(1);
    const w = ship({ id: 'w', player: 0, pilot: 'wedgeantilles-battleoverendor', x: 200, y: 150, heading: 0 });
    w.dial = { maneuver: '2F', revealed: false };
    runActivation(game([w, farTie()]), ['focus']);
    expect(w.tokens.deplete).toBeUndefined();
  });
});

describe('Yendor, Battle over Endor (000 Strain Token; Rerolling Dice; 001 Engagement 2.2)', () => {
  it('during a primary attack he takes a strain token to reroll a blank', () => {
    const y = ship({ id: 'y', player: 0, pilot: 'yendor-battleoverendor', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { ctx } = runEngagement(game([y, t]), [
      'attack:t:primary:front',
      'blank,hit,hit',
      first('mod:pilot:yendor-battleoverendor'),
      'crit',
      'blank,blank,blank',
    ]);
    expect(y.tokens.strain).toBe(1);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 2, crits: 1 });
  });

  it('is not offered without a blank result', () => {
    // A focus token, so that the attacker's modify window is asked at all.
    const y = ship({ id: 'y', player: 0, pilot: 'yendor-battleoverendor', ...facing(150).a, tokens: { focus: 1 } });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([y, t]), [
      'attack:t:primary:front',
      'hit,hit,focus',
      'done',
      'blank,blank,blank',
    ]);
    const mod = decisions.find((d) => d.kind === 'modify-attack-dice');
    expect(mod?.options.map((o) => o.id)).toEqual(['mod:focus', 'done']);
  });
});

describe('Biggs Darklighter, Battle of Yavin (001 Round 2, System Phase; 000 Initiative)', () => {
  it('takes the initiative of a friendly ship at range 1 (a lasting effect, until the Activation Phase ends)', () => {
    const biggs = ship({ id: 'b', player: 0, pilot: 'biggsdarklighter-battleofyavin', x: 200, y: 150, heading: 0 });
    const luke = ship({ id: 'l', player: 0, pilot: 'lukeskywalker-battleofyavin', x: 200, y: 280, heading: 0 });
    const far = ship({ id: 'v', player: 0, pilot: 'garvendreis-battleofyavin', x: 800, y: 800, heading: 0 });
    const s = game([biggs, luke, far]);
    s.phase = 'system';
    const ctx = new TestCtx(s);
    expect(runWindow(ctx, 'system', { ship: 'b' })).toBe('asked');
    expect(s.pending?.options.map((o) => o.id)).toEqual(['use:l', 'decline']);
    chooseAbility(ctx, { decision: s.pending!.id, seat: s.pending!.player, option: 'use:l' });
    // A lasting effect the initiative order reads (static.ts initiativeOf); his own value stays (issue 21).
    expect(s.lasting).toMatchObject([{ ship: 'b', window: 'ship:initiative', effect: { kind: 'initiative', set: 5 } }]);
    expect(initiativeOf(ctx, biggs)).toBe(5);
    expect(biggs.initiative).toBe(3);
  });
});

describe('Zeb Orrelios, TIE/ln fighter (001 Engagement 4, Neutralize Results)', () => {
  it('his evade cancels the crit rather than the hit', () => {
    const x = ship({ id: 'x', player: 1, pilot: 'redsquadronveteran', ...facing(150).a });
    const zeb = ship({ id: 'z', player: 0, pilot: 'zeborrelios-tielnfighter', ...facing(150).b });
    const { ctx } = runEngagement(game([x, zeb]), ['attack:z:primary:front', 'hit,crit,blank', 'evade,blank,blank']);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
    expect(zeb.damage.length).toBe(1);
  });
});

describe('Captain Rex, TIE/ln fighter (000 Conditions; Performing an Attack, Aftermath)', () => {
  it('after attacking, he puts Suppressive Fire on the defender', () => {
    const rex = ship({ id: 'r', player: 0, pilot: 'captainrex', ...facing(150).a });
    const x = ship({ id: 'x', player: 1, pilot: 'redsquadronveteran', ...facing(150).b });
    runEngagement(game([rex, x]), ['pass', 'attack:x:primary:front', 'blank,blank', 'blank,blank']);
    expect(x.conditions).toEqual([{ xws: 'suppressivefire', owner: 'r', round: 1 }]);
  });

  it('its holder attacking another ship rolls one die fewer; attacking Rex, the full count', () => {
    const rex = ship({ id: 'r', player: 1, pilot: 'captainrex', x: 800, y: 800, heading: 0 });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    x.conditions = [{ xws: 'suppressivefire', owner: 'r', round: 1 }];
    const s = game([rex, x, t]);
    const ctx = new TestCtx(s);
    s.cursor.attack = attack({});
    expect(attackDiceCount(ctx, s.cursor.attack)).toBe(2);
    s.cursor.attack = attack({ defender: 'r' });
    expect(attackDiceCount(ctx, s.cursor.attack)).toBe(3);
  });

  it('comes off after Rex defends', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const rex = ship({ id: 'r', player: 1, pilot: 'captainrex', ...facing(150).b });
    x.conditions = [{ xws: 'suppressivefire', owner: 'r', round: 1 }];
    const { decisions } = runEngagement(game([x, rex]), [
      'attack:r:primary:front',
      'blank,blank,blank',
      'blank,blank,blank',
    ]);
    expect(entered(decisions, 0)).toBe(3);
    expect(x.conditions).toEqual([]);
  });

  it('comes off at the end of a round in which Rex did not attack', () => {
    const rex = ship({ id: 'r', player: 1, pilot: 'captainrex', x: 800, y: 800, heading: 0 });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    x.conditions = [{ xws: 'suppressivefire', owner: 'r', round: 1 }];
    const s = game([rex, x]);
    const ctx = new TestCtx(s);
    runWindow(ctx, 'end:end', {});
    expect(x.conditions).toHaveLength(1);
    s.round = 2;
    runWindow(ctx, 'end:end', {});
    expect(x.conditions).toEqual([]);
  });
});

describe('Ezra Bridger, TIE/ln fighter (000 The Force; Stress Token; 001 Engagement 2.2 and 3.2)', () => {
  it('stressed and attacking, he spends 1 Force to turn two focus results into hits', () => {
    const ezra = ship({
      id: 'e',
      player: 0,
      pilot: 'ezrabridger-tielnfighter',
      ...facing(150).a,
      tokens: { stress: 1 },
    });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { ctx } = runEngagement(game([ezra, t]), [
      'attack:t:primary:front',
      'focus,focus',
      first('mod:pilot:ezrabridger-tielnfighter'),
      'blank,blank,blank',
    ]);
    expect(ezra.force).toBe(0);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 2, crits: 0 });
  });

  it('stressed and defending, he turns two focus results into evades', () => {
    const x = ship({ id: 'x', player: 1, pilot: 'redsquadronveteran', ...facing(150).a });
    const ezra = ship({
      id: 'e',
      player: 0,
      pilot: 'ezrabridger-tielnfighter',
      ...facing(150).b,
      tokens: { stress: 1 },
    });
    const { ctx } = runEngagement(game([x, ezra]), [
      'pass',
      'attack:e:primary:front',
      'hit,hit,blank',
      'focus,focus,blank',
      first('mod:pilot:ezrabridger-tielnfighter'),
    ]);
    expect(ezra.force).toBe(0);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 0, crits: 0 });
  });

  it('not stressed: not offered', () => {
    const ezra = ship({
      id: 'e',
      player: 0,
      pilot: 'ezrabridger-tielnfighter',
      ...facing(150).a,
      tokens: { focus: 1 },
    });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const { decisions } = runEngagement(game([ezra, t]), [
      'attack:t:primary:front',
      'focus,focus',
      'done',
      'blank,blank,blank',
    ]);
    const mod = decisions.find((d) => d.kind === 'modify-attack-dice');
    expect(mod?.options.map((o) => o.id)).toEqual(['mod:focus', 'mod:force', 'done']);
  });
});

describe('Sabine Wren, TIE/ln fighter (000 Barrel Roll, Boost; 001 Activation)', () => {
  it('before activating she barrel rolls, before her dial is revealed', () => {
    const sabine = ship({ id: 's', player: 0, pilot: 'sabinewren-tielnfighter', x: 200, y: 150, heading: 0 });
    sabine.dial = { maneuver: '2F', revealed: false };
    const { ctx, decisions } = runActivation(game([sabine, farTie()]), ['use', first('barrel-roll:')]);
    expect(decisions[0]?.kind).toBe('use-ability');
    expect(decisions[1]?.options.some((o) => o.id.startsWith('boost:'))).toBe(true);
    const order = ctx.events.filter((e) => e.ship === 's').map((e) => e.type);
    expect(order.indexOf('action-performed')).toBeLessThan(order.indexOf('dial-revealed'));
  });
});
