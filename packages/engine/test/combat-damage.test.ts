/**
 * Damage: shields, damage cards, destroyed ships and the core damage deck's effects (000 "Suffering Damage",
 * "Destroying Ships", "Repairing Damage Cards"; 001 Engagement 5, Deal Damage).
 */
import { describe, expect, it } from 'vitest';
import { attack } from './activation-helpers.js';
import { runWindow, settle } from '../src/abilities/run.js';
import { attackDiceCount, defenseDiceCount } from '../src/combat/attack.js';
import { buildDamageDeck, destroyShip, removePendingShips, shuffledDamageDeck, sufferDamage } from '../src/damage.js';
import { initialStats } from '../src/stats.js';
import type { GameState } from '../src/state.js';
import { content, eventsOf, facing, game, runEngagement, ship, TestCtx } from './combat-helpers.js';

function xwingGame(
  deck: string[],
  extra: Partial<Parameters<typeof ship>[0]> = {},
  phase: GameState['phase'] = 'activation',
) {
  const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, ...extra });
  const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
  const s = game([x, t], { decks: [[...deck], [...deck]] });
  s.phase = phase;
  return { s, ctx: new TestCtx(s), x: s.ships[0]!, t: s.ships[1]! };
}

describe('the core damage deck', () => {
  it('has 33 cards of 14 titles, as the content lists them', () => {
    const deck = buildDamageDeck(content);
    expect(deck.length).toBe(33);
    expect(new Set(deck).size).toBe(14);
    expect(deck.filter((c) => c === 'directhit').length).toBe(5);
    expect(deck.filter((c) => c === 'fuelleak').length).toBe(4);
  });

  it('is shuffled with the state’s generator (same seed, same order)', () => {
    const a = game([]);
    const b = game([]);
    expect(shuffledDamageDeck(a, content)).toEqual(shuffledDamageDeck(b, content));
    expect(shuffledDamageDeck(a, content)).not.toEqual(buildDamageDeck(content));
  });

  it('reshuffles the discard pile when the deck runs out', () => {
    const { s, ctx, t } = xwingGame([]);
    s.players[1].damageDiscard = ['structuraldamage'];
    sufferDamage(ctx, t.id, 1, 0, 'test');
    expect(t.damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
    expect(eventsOf(ctx, 'damage-deck-reshuffled').length).toBe(1);
  });
});

describe('suffering damage (000 Suffering Damage)', () => {
  it('shields absorb damage before any damage card is dealt', () => {
    const { ctx, x } = xwingGame(['structuraldamage', 'structuraldamage', 'structuraldamage']);
    sufferDamage(ctx, x.id, 3, 0, 'test');
    expect(x.shields).toBe(0);
    expect(x.damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
  });

  it('hits are suffered before crits (the last shield takes the hit; the crit is a faceup card)', () => {
    const { ctx, x } = xwingGame(['structuraldamage'], { shields: 1 });
    sufferDamage(ctx, x.id, 1, 1, 'test');
    expect(x.shields).toBe(0);
    expect(x.damage).toEqual([{ card: 'structuraldamage', faceup: true }]);
  });

  it('damage comes from the ship owner’s deck', () => {
    const { s, ctx, t } = xwingGame([]);
    s.players[0].damageDeck = ['consolefire'];
    s.players[1].damageDeck = ['weaponsfailure'];
    sufferDamage(ctx, t.id, 1, 0, 'test');
    expect(t.damage[0]?.card).toBe('weaponsfailure');
    expect(s.players[0].damageDeck).toEqual(['consolefire']);
  });

  it('a ship is destroyed when its damage cards reach its hull; outside engagement it is removed at once', () => {
    const { s, ctx, t } = xwingGame(['structuraldamage', 'structuraldamage', 'structuraldamage', 'structuraldamage']);
    sufferDamage(ctx, t.id, 5, 0, 'test');
    expect(t.damage.length).toBe(3);
    expect(t.gone).toEqual({ how: 'destroyed', round: 1 });
    expect(t.pose).toBeNull();
    expect(s.players[0].pointsDestroyed).toBe(content.pointsSet('xwa-50p2.0')!.pilots.academypilot!.cost);
  });

  it('during the engagement phase a destroyed ship waits for the end of its initiative step', () => {
    const { ctx, t } = xwingGame([], {}, 'engagement');
    destroyShip(ctx, t.id, 'test');
    expect(t.pendingRemoval).toBe(true);
    expect(t.pose).not.toBeNull();
    removePendingShips(ctx);
    expect(t.pose).toBeNull();
    expect(t.pendingRemoval).toBe(false);
  });
});

describe('initial stats (Shield Upgrade, Hull Upgrade)', () => {
  it('adds the upgrades’ stat grants', () => {
    const base = initialStats(content, 'redsquadronveteran', []);
    const up = initialStats(content, 'redsquadronveteran', [{ xws: 'shieldupgrade' }, { xws: 'hullupgrade' }]);
    expect([up.shields - base.shields, up.hull - base.hull]).toEqual([1, 1]);
  });
});

describe('damage card effects (core damage deck)', () => {
  it('Direct Hit!: one more damage, then the card is repaired (flipped facedown)', () => {
    const { ctx, t } = xwingGame(['directhit', 'structuraldamage']);
    sufferDamage(ctx, t.id, 0, 1, 'test');
    // The card's effect is a triggered ability: it resolves when the trigger stack settles (the flow does so between steps).
    settle(ctx);
    expect(t.damage).toEqual([
      { card: 'directhit', faceup: false },
      { card: 'structuraldamage', faceup: false },
    ]);
  });

  it('Panicked Pilot: gain 2 stress, then the card is repaired', () => {
    const { ctx, t } = xwingGame(['panickedpilot']);
    sufferDamage(ctx, t.id, 0, 1, 'test');
    // The card's effect is a triggered ability: it resolves when the trigger stack settles (the flow does so between steps).
    settle(ctx);
    expect(t.tokens.stress).toBe(2);
    expect(t.damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
  });

  it('Hull Breach: regular damage becomes critical damage', () => {
    const { ctx, t } = xwingGame(['structuraldamage'], {});
    t.damage = [{ card: 'hullbreach', faceup: true }];
    sufferDamage(ctx, t.id, 1, 0, 'test');
    expect(t.damage[1]).toEqual({ card: 'structuraldamage', faceup: true });
  });

  it('Fuel Leak: after a critical damage, one more damage and the card is repaired', () => {
    const { ctx, x } = xwingGame(['structuraldamage']);
    x.damage = [{ card: 'fuelleak', faceup: true }];
    sufferDamage(ctx, x.id, 0, 1, 'test');
    settle(ctx);
    // The crit takes a shield, the Fuel Leak's damage the other; the card is flipped facedown.
    expect(x.shields).toBe(0);
    expect(x.damage).toEqual([{ card: 'fuelleak', faceup: false }]);
  });

  it('Weapons Failure and Structural Damage: one die fewer', () => {
    const { s, ctx, x, t } = xwingGame([]);
    x.damage = [{ card: 'weaponsfailure', faceup: true }];
    t.damage = [{ card: 'structuraldamage', faceup: true }];
    const a = attack({});
    s.cursor.attack = a;
    expect(attackDiceCount(ctx, a)).toBe(2);
    expect(defenseDiceCount(ctx, a)).toBe(2);
    x.damage[0]!.faceup = false;
    expect(attackDiceCount(ctx, a)).toBe(3);
  });

  it('Console Fire: before engaging, a hit on an attack die costs 1 damage', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 100, y: 100, heading: 0, shields: 0 });
    x.damage = [{ card: 'consolefire', faceup: true }];
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', x: 800, y: 800, heading: 0 });
    const s = game([x, t], { decks: [['structuraldamage'], []] });
    s.diceMode = 'rolled';
    // Rolled dice: find a seed where the Console Fire die shows a hit, and check the damage follows the die.
    const { ctx } = runEngagement(s);
    const rolled = eventsOf(ctx, 'ability-die-rolled')[0]?.data?.face;
    expect(rolled).toBeDefined();
    expect(x.damage.length).toBe(rolled === 'hit' ? 2 : 1);
  });

  it('Disabled Power Regulator: gain an ion token before engaging; an ion maneuver repairs it', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 100, y: 100, heading: 0 });
    x.damage = [{ card: 'disabledpowerregulator', faceup: true }];
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', x: 800, y: 800, heading: 0 });
    const s = game([x, t]);
    const { ctx } = runEngagement(s);
    expect(x.tokens.ion).toBe(1);
    runWindow(ctx, 'maneuver:after-execute', { ship: 'x', data: { maneuver: '1F', ion: true } });
    expect(x.damage[0]?.faceup).toBe(false);
  });

  it('Stunned Pilot and Loose Stabilizer react to the maneuver executed', () => {
    const { ctx, x } = xwingGame(['structuraldamage', 'structuraldamage'], { shields: 0 });
    x.damage = [{ card: 'stunnedpilot', faceup: true }];
    runWindow(ctx, 'maneuver:after-execute', { ship: 'x', data: { maneuver: '2F', obstacles: [] } });
    expect(x.damage.length).toBe(1);
    runWindow(ctx, 'maneuver:after-execute', { ship: 'x', data: { maneuver: '2F', obstacles: ['o1'] } });
    expect(x.damage.length).toBe(2);
    x.damage = [{ card: 'loosestabilizer', faceup: true }];
    runWindow(ctx, 'maneuver:after-execute', { ship: 'x', data: { maneuver: '2F' } });
    expect(x.damage.length).toBe(1);
    runWindow(ctx, 'maneuver:after-execute', { ship: 'x', data: { maneuver: '2B' } });
    expect(x.damage).toEqual([
      { card: 'loosestabilizer', faceup: false },
      { card: 'structuraldamage', faceup: false },
    ]);
  });

  it('Wounded Pilot rolls after an action', () => {
    const { ctx, x } = xwingGame([]);
    x.damage = [{ card: 'woundedpilot', faceup: true }];
    runWindow(ctx, 'action:after-perform', { ship: 'x', data: { action: 'focus' } });
    const face = eventsOf(ctx, 'ability-die-rolled')[0]?.data?.face;
    expect(x.tokens.stress ?? 0).toBe(face === 'hit' || face === 'crit' ? 1 : 0);
  });

  // Damaged Engine, Damaged Sensor Array and the repair actions: played through the flow in
  // test/abilities/specs/subsystems/damage-standing.ts (this file's old test called the rules' inner functions and
  // missed that the repair actions were never offered).

  it('Blinded Pilot: only Force may modify the attacker’s dice', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'lukeskywalker', ...facing(150).a, tokens: { focus: 1 } });
    x.damage = [{ card: 'blindedpilot', faceup: true }];
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([x, t]);
    const { decisions } = runEngagement(s, [
      'attack:t:primary:front',
      'focus,blank,blank',
      'mod:force',
      'blank,blank,blank',
    ]);
    const d = decisions.find((y) => y.kind === 'modify-attack-dice');
    expect(d?.options.map((o) => o.id)).toEqual(['mod:force', 'done']);
  });
});
