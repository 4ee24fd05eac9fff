/**
 * The ability mechanism (000 "Timing and Abilities": abilities of one timing resolve in player order, the first
 * player's first) and the first pilots and upgrades written with it.
 */
import { describe, expect, it } from 'vitest';
import { attack as baseAttack } from './activation-helpers.js';
import { chooseAbility, runWindow } from '../src/abilities/run.js';
import { reportNotImplemented } from '../src/abilities/source-keys.js';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { attackDiceCount, availableModifications, defenseDiceCount, grantBonusAttack } from '../src/combat/attack.js';
import { legalAttacks } from '../src/combat/weapons.js';
import type { AttackState } from '../src/state.js';
import { content, eventsOf, facing, game, runEngagement, ship, TestCtx } from './combat-helpers.js';
import { EngineCtx } from '../src/engine-ctx.js';
import { missingPilot, missingUpgrade } from './abilities/missing-cards.js';

/** An attack in its Modify Attack Dice step (the windows these tests exercise). */
function attack(partial: Partial<AttackState>): AttackState {
  return baseAttack({ step: 'modify-attack', ...partial });
}

/** Abilities tests add for generic pilots; handed to every context this file makes (never to a global registry). */
const extra: Record<string, Ability[]> = {};
function registerAbilities(key: string, list: Ability[]): void {
  extra[key] = [...(extra[key] ?? []), ...list];
}
function testCtx(state: ReturnType<typeof game>): TestCtx {
  return new TestCtx(state, extra);
}

describe('runWindow', () => {
  it('resolves abilities of one window in player order, the first player’s first', () => {
    const order: string[] = [];
    registerAbilities('pilot:academypilot', [
      {
        source: { kind: 'pilot', xws: 'academypilot' },
        window: 'end:start',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'code', run: (_ctx, self) => order.push(self) },
        summary: 'test',
      },
    ]);
    registerAbilities('pilot:bluesquadronescort', [
      {
        source: { kind: 'pilot', xws: 'bluesquadronescort' },
        window: 'end:start',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'code', run: (_ctx, self) => order.push(self) },
        summary: 'test',
      },
    ]);
    const a = ship({ id: 'a', player: 1, pilot: 'academypilot', x: 100, y: 100, heading: 0 });
    const b = ship({ id: 'b', player: 0, pilot: 'bluesquadronescort', x: 300, y: 100, heading: 0 });
    runWindow(testCtx(game([a, b], { firstPlayer: 1 })), 'end:start', {});
    runWindow(testCtx(game([a, b], { firstPlayer: 0 })), 'end:start', {});
    expect(order).toEqual(['a', 'b', 'b', 'a']);
  });

  it('asks before an optional ability and pays its costs (R2 Astromech)', () => {
    const x = ship({
      id: 'x',
      player: 0,
      pilot: 'redsquadronveteran',
      x: 100,
      y: 100,
      heading: 0,
      upgrades: ['r2astromech'],
    });
    x.shields = 1;
    const s = game([x]);
    const ctx = testCtx(s);
    expect(runWindow(ctx, 'activation:after-reveal', { ship: 'x' })).toBe('asked');
    expect(s.pending?.kind).toBe('use-ability');
    const r = chooseAbility(ctx, { decision: s.pending!.id, seat: s.pending!.player, option: 'use' });
    expect(r).toEqual({ ok: true, status: 'done' });
    expect(x.shields).toBe(2);
    expect(x.tokens.disarm).toBe(1);
    expect(x.upgrades[0]?.charges).toBe(1);
    // Full shields: the ability's condition does not hold, nothing is asked.
    expect(runWindow(ctx, 'activation:after-reveal', { ship: 'x' })).toBe('done');
  });

  it('a once-per-round ability resolves once per round', () => {
    let uses = 0;
    registerAbilities('pilot:cavernangelszealot', [
      {
        source: { kind: 'pilot', xws: 'cavernangelszealot' },
        window: 'end:end',
        when: { kind: 'always' },
        optional: false,
        limit: 'once-per-round',
        effect: { kind: 'code', run: () => void uses++ },
        summary: 'test',
      },
    ]);
    const s = game([ship({ id: 'c', player: 0, pilot: 'cavernangelszealot', x: 100, y: 100, heading: 0 })]);
    const ctx = testCtx(s);
    runWindow(ctx, 'end:end', {});
    runWindow(ctx, 'end:end', {});
    expect(uses).toBe(1);
    s.round = 2;
    runWindow(ctx, 'end:end', {});
    expect(uses).toBe(2);
  });

  it('reports each card without an implemented ability once per game', () => {
    const [{ pilot, table }, upgrade] = [missingPilot(), missingUpgrade()];
    const j = ship({ id: 'j', player: 0, pilot, x: 100, y: 100, heading: 0, upgrades: [upgrade] });
    const j2 = ship({
      id: 'j2',
      player: 0,
      pilot: 'redsquadronveteran',
      x: 300,
      y: 100,
      heading: 0,
      upgrades: [upgrade],
    });
    const s = game([j, j2]);
    // The pilot's records hidden from this test's table when every pilot is implemented (missing-cards.ts).
    const ctx = table ? new EngineCtx(s, content, table) : testCtx(s);
    reportNotImplemented(ctx);
    reportNotImplemented(ctx);
    const sources = eventsOf(ctx, 'ability-not-implemented').map((e) => e.data?.source);
    expect(sources).toEqual([`pilot:${pilot}`, `upgrade:${upgrade}:0`]);
    expect(eventsOf(ctx, 'ability-not-implemented')[0]?.text).toMatch(/not implemented yet/);
  });
});

describe('X-wing and TIE abilities', () => {
  it('Marksmanship and Predator need the defender in the bullseye', () => {
    const x = ship({
      id: 'x',
      player: 0,
      pilot: 'redsquadronveteran',
      ...facing(150).a,
      upgrades: ['marksmanship', 'predator'],
    });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([x, t]);
    const ctx = testCtx(s);
    const a = attack({
      attackDice: [
        { face: 'hit', rerolled: false },
        { face: 'blank', rerolled: false },
      ],
    });
    s.cursor.attack = a;
    expect(availableModifications(ctx, a, 'attack', 'attacker').map((m) => m.id)).toEqual([
      'upgrade:marksmanship:0#0@x',
      'upgrade:predator:0#0@x',
    ]);
    t.pose = { x: 470, y: 390, heading: 180 }; // in the front arc, out of the bullseye
    expect(availableModifications(ctx, a, 'attack', 'attacker')).toEqual([]);
  });

  it('Marksmanship changes a hit to a crit', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, upgrades: ['marksmanship'] });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([x, t], { decks: [[], ['structuraldamage', 'structuraldamage']] });
    const { ctx } = runEngagement(s, [
      'attack:t:primary:front',
      'hit,hit,blank',
      'mod:upgrade:marksmanship:0#0@x',
      'blank,blank,blank',
    ]);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 1, crits: 1 });
  });

  it('Howlrunner lets a friendly ship at range 0–1 reroll one die of a primary attack', () => {
    const h = ship({ id: 'h', player: 1, pilot: 'howlrunner', x: 350, y: 390, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', x: 400, y: 390, heading: 180 });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 400, y: 200, heading: 0 });
    const s = game([x, t, h]);
    const ctx = testCtx(s);
    const a = attack({ attacker: 't', defender: 'x', attackDice: [{ face: 'blank', rerolled: false }] });
    s.cursor.attack = a;
    expect(availableModifications(ctx, a, 'attack', 'attacker').map((m) => m.id)).toEqual(['pilot:howlrunner#0@h']);
    h.pose = { x: 800, y: 800, heading: 0 };
    expect(availableModifications(ctx, a, 'attack', 'attacker')).toEqual([]);
  });

  it('Outmaneuver: outside the defender’s arc the defender rolls one die fewer; Wedge always', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, upgrades: ['outmaneuver'] });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', x: 400, y: 390, heading: 0 }); // facing away
    const s = game([x, t]);
    const a = attack({ step: 'roll-defense' });
    s.cursor.attack = a;
    const ctx = testCtx(s);
    expect(defenseDiceCount(ctx, a)).toBe(2);
    t.pose = { x: 400, y: 390, heading: 180 };
    expect(defenseDiceCount(ctx, a)).toBe(3);
    const w = ship({ id: 'x', player: 0, pilot: 'wedgeantilles', ...facing(150).a });
    const s2 = game([w, t]);
    s2.cursor.attack = a;
    expect(defenseDiceCount(testCtx(s2), a)).toBe(2);
  });

  it('Luke Skywalker may recover a Force after becoming the defender', () => {
    const luke = ship({ id: 'x', player: 0, pilot: 'lukeskywalker', ...facing(150).a });
    luke.force = 0;
    const t = ship({ id: 't', player: 1, pilot: 'blacksquadronace', ...facing(150).b });
    const s = game([luke, t]);
    runEngagement(s, ['pass', 'attack:x:primary:front', 'use', 'blank,blank', 'blank,blank']);
    expect(luke.force).toBe(1);
  });

  it('Mauler Mithel at range 1, Scourge Skutu in the bullseye, Gideon Hask against a damaged defender: +1 die', () => {
    const t = ship({ id: 't', player: 0, pilot: 'redsquadronveteran', ...facing(150).b });
    for (const [pilot, range, damagedDefender, dice] of [
      ['maulermithel', 1, false, 4], // 2 + range bonus + Mauler
      ['maulermithel', 2, false, 2],
      ['scourgeskutu', 2, false, 3],
      ['gideonhask', 2, false, 2],
      ['gideonhask', 2, true, 3],
    ] as const) {
      const x = ship({ id: 'x', player: 1, pilot, ...facing(150).a });
      const d = structuredClone(t);
      if (damagedDefender) d.damage = [{ card: 'directhit', faceup: false }];
      const s = game([x, d]);
      const a = attack({ step: 'roll-attack', range });
      s.cursor.attack = a;
      expect([pilot, range, attackDiceCount(testCtx(s), a)]).toEqual([pilot, range, dice]);
    }
  });

  it('Del Meeko: a friendly defender may reroll a defense die against a damaged attacker', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const del = ship({ id: 'd', player: 1, pilot: 'delmeeko', x: 460, y: 400, heading: 180 });
    const s = game([x, t, del]);
    const a = attack({ step: 'modify-defense', defenseDice: [{ face: 'blank', rerolled: false }] });
    s.cursor.attack = a;
    const ctx = testCtx(s);
    expect(availableModifications(ctx, a, 'defense', 'defender')).toEqual([]);
    x.damage = [{ card: 'directhit', faceup: false }];
    expect(availableModifications(ctx, a, 'defense', 'defender').map((m) => m.id)).toEqual(['pilot:delmeeko#0@d']);
  });

  it('Servomotor S-foils: closed, one primary die fewer; flipped open before activating', () => {
    const x = ship({
      id: 'x',
      player: 0,
      pilot: 'redsquadronveteran',
      ...facing(150).a,
      upgrades: ['servomotorsfoils'],
    });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([x, t]);
    const a = attack({ step: 'roll-attack' });
    s.cursor.attack = a;
    const ctx = testCtx(s);
    expect(attackDiceCount(ctx, a)).toBe(2);
    expect(runWindow(ctx, 'activation:before-reveal', { ship: 'x' })).toBe('asked');
    chooseAbility(ctx, { decision: s.pending!.id, seat: s.pending!.player, option: 'use' });
    expect(x.upgrades[0]?.side).toBe(1);
    expect(attackDiceCount(ctx, a)).toBe(3);
  });

  it('Instinctive Aim: spend 1 Force to fire Proton Torpedoes without a lock', () => {
    const luke = ship({
      id: 'x',
      player: 0,
      pilot: 'lukeskywalker',
      ...facing(150).a,
      upgrades: ['protontorpedoes', 'instinctiveaim'],
    });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([luke, t]);
    const torp = legalAttacks(testCtx(s), 'x').find((a) => a.weapon === 'protontorpedoes');
    expect(torp?.requirementWaivedBy).toBe('upgrade:instinctiveaim:0#0');
    const force = luke.force;
    runEngagement(s, ['attack:t:protontorpedoes:front', 'blank,blank,blank,blank', 'blank,blank,blank']);
    expect(luke.force).toBe(force - 1);
    luke.force = 0;
    expect(legalAttacks(testCtx(s), 'x').map((a) => a.weapon)).toEqual(['primary']);
  });

  it('bonus attacks: offered after the attack, once per ship', () => {
    registerAbilities('pilot:obsidiansquadronpilot', [
      {
        source: { kind: 'pilot', xws: 'obsidiansquadronpilot' },
        window: 'attack:after',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'code', run: (ctx, self) => void grantBonusAttack(ctx, self) },
        summary: 'test: bonus attack',
      },
    ]);
    const t = ship({ id: 't', player: 1, pilot: 'obsidiansquadronpilot', x: 400, y: 390, heading: 180 });
    const target = ship({ id: 'y', player: 0, pilot: 'redsquadronveteran', x: 400, y: 200, heading: 0 });
    const s = game([t, target]);
    const { decisions } = runEngagement(
      s,
      [
        'pass', // y (initiative 3)
        'attack:y:primary:front',
        'blank,blank',
        'blank,blank',
        'attack:y:primary:front',
        'blank,blank',
        'blank,blank',
      ],
      extra,
    );
    const declares = decisions.filter((d) => d.kind === 'declare-attack' && d.ship === 't');
    expect(declares.length).toBe(2);
    expect(declares[1]?.prompt).toMatch(/bonus/);
  });
});
