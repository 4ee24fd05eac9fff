/**
 * Attacks: declare target, range bonuses, obstruction, range 0, modification windows, rerolls, tokens, locks,
 * simultaneous fire. Rules: ../shared/rules/000 (2.5 rulebook) and 001 (the Engagement steps; it wins over 000).
 */
import { describe, expect, it } from 'vitest';
import { attack } from './activation-helpers.js';
import { attackDiceCount, availableModifications, defenseDiceCount } from '../src/combat/attack.js';
import { legalAttacks } from '../src/combat/weapons.js';
import { content, eventsOf, facing, game, runEngagement, ship, TestCtx } from './combat-helpers.js';

function xwing(id = 'x', extra: Partial<Parameters<typeof ship>[0]> = {}, gap = 150) {
  const p = facing(gap).a;
  return ship({ id, player: 0, pilot: 'redsquadronveteran', ...p, ...extra });
}
function tie(id = 't', extra: Partial<Parameters<typeof ship>[0]> = {}, gap = 150) {
  const p = facing(gap).b;
  return ship({ id, player: 1, pilot: 'academypilot', ...p, ...extra });
}

describe('declare target (001 Engagement 1; 000 Targeting Restrictions, Special Weapons)', () => {
  it('offers the primary weapon against an enemy in arc at range 0–3, not beyond', () => {
    for (const [gap, range] of [
      [0, 0],
      [50, 1],
      [150, 2],
      [250, 3],
    ] as const) {
      const s = game([xwing('x', {}, gap), tie('t', {}, gap)]);
      const found = legalAttacks(new TestCtx(s), 'x');
      expect(found.map((a) => [a.weapon, a.range])).toEqual([['primary', range]]);
    }
    const far = game([xwing('x', {}, 350), tie('t', {}, 350)]);
    expect(legalAttacks(new TestCtx(far), 'x')).toEqual([]);
  });

  it('does not offer a target outside the firing arc', () => {
    const s = game([xwing(), tie('t', { x: 400, y: 100, heading: 0 })]);
    expect(legalAttacks(new TestCtx(s), 'x')).toEqual([]);
  });

  it('disarmed ships cannot attack (000 Disarm Tokens)', () => {
    const s = game([xwing('x', { tokens: { disarm: 1 } }), tie()]);
    expect(legalAttacks(new TestCtx(s), 'x')).toEqual([]);
    const { ctx } = runEngagement(s);
    expect(eventsOf(ctx, 'no-attack')[0]?.text).toMatch(/disarmed/);
  });

  it('ships at range 0 of an asteroid cannot attack', () => {
    const s = game([xwing(), tie()], {
      obstacles: [{ id: 'o1', name: 'asteroid-1', pose: { x: 400, y: 160, heading: 0 } }],
    });
    expect(legalAttacks(new TestCtx(s), 'x')).toEqual([]);
    expect(legalAttacks(new TestCtx(s), 't').length).toBe(1);
  });
});

describe('range bonuses (000 Range Bonuses; 001 Engagement 2.1, 3.1)', () => {
  it('range 1: the primary attack rolls one more attack die; range 3: the defender one more defense die', () => {
    const s = game([xwing(), tie()]);
    const ctx = new TestCtx(s);
    expect(attackDiceCount(ctx, attack({ range: 1 }))).toBe(4);
    expect(attackDiceCount(ctx, attack({ range: 2 }))).toBe(3);
    expect(defenseDiceCount(ctx, attack({ range: 3 }))).toBe(4);
    expect(defenseDiceCount(ctx, attack({ range: 2 }))).toBe(3);
  });

  it('ordnance (Proton Torpedoes) gets no range bonus', () => {
    const s = game([xwing('x', { upgrades: ['protontorpedoes'] }), tie()]);
    const ctx = new TestCtx(s);
    expect(attackDiceCount(ctx, attack({ weapon: 'protontorpedoes', range: 1, ordnance: true }))).toBe(4);
    expect(defenseDiceCount(ctx, attack({ weapon: 'protontorpedoes', range: 3, ordnance: true }))).toBe(3);
  });

  it('a whole attack at range 1 rolls 4 attack dice, entered by the player', () => {
    const s = game([xwing('x', {}, 50), tie('t', {}, 50)]);
    const { decisions } = runEngagement(s, ['attack:t:primary:front', 'hit,hit,blank,blank', 'blank,blank,blank']);
    expect(decisions[1]?.kind).toBe('enter-dice');
    expect(decisions[1]?.prompt).toMatch(/4 attack dice/);
    expect(decisions[2]?.prompt).toMatch(/3 defense dice/);
  });
});

describe('obstruction (000 Obstruction; 001 Engagement 3.1)', () => {
  it('an obstacle across the line of fire adds one defense die', () => {
    const obstacles = [{ id: 'o1', name: 'asteroid-9', pose: { x: 400, y: 315, heading: 0 } }];
    const s = game([xwing(), tie()], { obstacles });
    const found = legalAttacks(new TestCtx(s), 'x');
    expect(found[0]?.obstructed).toBe(true);
    const { decisions } = runEngagement(s, ['attack:t:primary:front', 'hit,hit,blank', 'blank,blank,blank,blank']);
    expect(decisions[2]?.prompt).toMatch(/4 defense dice/);
    const clear = game([xwing(), tie()]);
    expect(legalAttacks(new TestCtx(clear), 'x')[0]?.obstructed).toBe(false);
  });
});

describe('modification windows (001 Engagement 2.2, 3.2)', () => {
  it('defender then attacker on attack dice; attacker then defender on defense dice', () => {
    const s = game([
      xwing('x', { tokens: { focus: 1 } }),
      ship({ id: 't', player: 1, pilot: 'howlrunner', ...facing(150).b, tokens: { focus: 1, evade: 1 } }),
    ]);
    const { decisions, ctx } = runEngagement(s, [
      // Howlrunner (i5) engages first: she attacks the X-wing.
      'attack:x:primary:front',
      'focus,blank',
      'done', // the X-wing has nothing to modify attack dice with: this is Howlrunner's window
      'blank,blank',
    ]);
    // The X-wing has no dice ability on attack dice, so the first modify window offered is Howlrunner's.
    expect(decisions[2]?.kind).toBe('modify-attack-dice');
    expect(decisions[2]?.player).toBe(1);
    expect(decisions[2]?.options.map((o) => o.id)).toContain('mod:focus');
    expect(ctx.state.ships.length).toBe(2);
  });

  it('the evade token can be spent (the bug other engines have)', () => {
    const s = game([xwing(), tie('t', { tokens: { evade: 1 } })]);
    const { decisions, ctx } = runEngagement(s, [
      'attack:t:primary:front',
      'hit,hit,blank',
      'blank,blank,blank',
      'mod:evade',
    ]);
    const d = decisions.find((x) => x.kind === 'modify-defense-dice');
    expect(d?.player).toBe(1);
    expect(d?.options.map((o) => o.id)).toEqual(['mod:evade', 'done']);
    expect(ctx.state.ships.find((x) => x.id === 't')!.tokens.evade).toBeUndefined();
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
  });

  it('focus changes every focus result; evades cancel hits before crits (001 Engagement 4)', () => {
    const deck = ['structuraldamage', 'directhit', 'directhit'];
    const s = game([xwing('x', { tokens: { focus: 1 } }), tie('t', {})], { decks: [[...deck], [...deck]] });
    const { ctx } = runEngagement(s, ['attack:t:primary:front', 'focus,focus,crit', 'mod:focus', 'evade,evade,blank']);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 0, crits: 1 });
    expect(ctx.state.ships.find((x) => x.id === 't')!.damage).toEqual([
      { card: expect.any(String) as string, faceup: true },
    ]);
  });

  it('each die is rerolled at most once (lock then Predator)', () => {
    const xw = xwing('x', { locks: ['t'], upgrades: ['predator'] }, 150);
    const s = game([xw, tie()]);
    const { decisions } = runEngagement(s, [
      'attack:t:primary:front',
      'blank,blank,blank',
      { option: 'mod:lock', value: ['0', '1', '2'] },
      'blank,focus,hit',
      'blank,blank,blank',
    ]);
    const after = decisions.filter((d) => d.kind === 'modify-attack-dice');
    expect(after[0]?.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['mod:lock', 'mod:upgrade:predator:0#0@x']),
    );
    // After every die was rerolled, Predator has nothing left to reroll, so the window closes by itself.
    expect(after.length).toBe(1);
  });

  it('refuses a reroll of a die that was already rerolled', () => {
    const xw = xwing('x', { locks: ['t'], upgrades: ['predator'] });
    const s = game([xw, tie()]);
    expect(() =>
      runEngagement(s, [
        'attack:t:primary:front',
        'blank,blank,blank',
        { option: 'mod:lock', value: ['0'] },
        'blank',
        { option: 'mod:upgrade:predator:0#0@x', value: ['0'] },
      ]),
    ).toThrow(/rerolled only once/);
  });

  it('a lock is spent only against the locked defender (001 Engagement 2.2; 000 Locks)', () => {
    const other = ship({ id: 't2', player: 1, pilot: 'academypilot', x: 700, y: 700, heading: 0 });
    const s = game([xwing('x', { locks: ['t2'] }), tie(), other]);
    const ctx = new TestCtx(s);
    const a = attack({ step: 'modify-attack', attackDice: [{ face: 'blank', rerolled: false }] });
    expect(availableModifications(ctx, a, 'attack', 'attacker').map((m) => m.id)).not.toContain('lock');
    s.ships[0]!.locks = [{ target: 't' }];
    expect(availableModifications(ctx, a, 'attack', 'attacker').map((m) => m.id)).toContain('lock');
  });
});

describe('range 0 (000 Performing an Attack; 001 Engagement 2.2, 3.2)', () => {
  it('the attacker cannot modify its attack dice, and cannot touch the defender’s results', () => {
    const s = game([
      ship({ id: 'x', player: 0, pilot: 'wedgeantilles', ...facing(0).a, tokens: { focus: 1 }, locks: ['t'] }),
      tie('t', { tokens: { evade: 1 } }, 0),
    ]);
    const ctx = new TestCtx(s);
    const a = attack({ range: 0, step: 'modify-attack', attackDice: [{ face: 'focus', rerolled: false }] });
    s.cursor.attack = a;
    expect(availableModifications(ctx, a, 'attack', 'attacker')).toEqual([]);
    // Wedge's "defender rolls one fewer die" cannot reduce the defender's dice at range 0.
    expect(defenseDiceCount(ctx, a)).toBe(3);
    s.cursor.attack = { ...a, range: 1 };
    expect(defenseDiceCount(ctx, s.cursor.attack)).toBe(2);
    s.cursor.attack = a;
    const d = { ...a, defenseDice: [{ face: 'blank' as const, rerolled: false }] };
    expect(availableModifications(ctx, d, 'defense', 'defender').map((m) => m.id)).toEqual(['evade']);
    expect(availableModifications(ctx, d, 'defense', 'attacker')).toEqual([]);
  });
});

describe('simultaneous fire (000 Destroying Ships; 001 Engagement)', () => {
  it('a ship destroyed by an equal-initiative ship still attacks before it is removed', () => {
    // Both initiative 3; the TIE has already 2 damage cards of its hull 3.
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, shields: 0 });
    const t = ship({
      id: 't',
      player: 1,
      pilot: 'blacksquadronace',
      ...facing(150).b,
      damage: [
        { card: 'directhit', faceup: false },
        { card: 'directhit', faceup: false },
      ],
    });
    const s = game([x, t]);
    const { ctx } = runEngagement(s, [
      'attack:t:primary:front',
      'hit,blank,blank',
      'blank,blank,blank',
      'attack:x:primary:front',
      'hit,hit',
      'blank,blank',
    ]);
    const destroyed = eventsOf(ctx, 'ship-destroyed');
    expect(destroyed.map((e) => e.ship)).toEqual(['t']);
    expect(s.ships.find((y) => y.id === 'x')!.damage.length).toBe(2);
    expect(s.ships.find((y) => y.id === 't')!.gone).toEqual({ how: 'destroyed', round: 1 });
    const seqRemoved = eventsOf(ctx, 'ship-removed')[0]!.seq;
    const lastAttack = eventsOf(ctx, 'attack-declared')[1]!.seq;
    expect(seqRemoved).toBeGreaterThan(lastAttack);
    expect(s.players[0].pointsDestroyed).toBeGreaterThan(0);
  });

  it('a ship destroyed by a higher-initiative ship is removed before it can engage', () => {
    const luke = ship({ id: 'x', player: 0, pilot: 'lukeskywalker', ...facing(150).a });
    const t = tie('t', {
      damage: [
        { card: 'directhit', faceup: false },
        { card: 'directhit', faceup: false },
      ],
    });
    const s = game([luke, t]);
    const { ctx } = runEngagement(s, ['attack:t:primary:front', 'hit,blank,blank', 'blank,blank,blank']);
    expect(eventsOf(ctx, 'attack-declared').length).toBe(1);
    expect(s.ships.find((y) => y.id === 't')!.pose).toBeNull();
  });

  it('at equal initiative the first player’s ships engage first', () => {
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const t = ship({ id: 't', player: 1, pilot: 'blacksquadronace', ...facing(150).b });
    for (const first of [0, 1] as const) {
      const { decisions } = runEngagement(game([structuredClone(x), structuredClone(t)], { firstPlayer: first }));
      expect(decisions.map((d) => d.ship)).toEqual(first === 0 ? ['x', 't'] : ['t', 'x']);
    }
  });
});

describe('special weapons (000 Special Weapons, Charges)', () => {
  it('Proton Torpedoes need a lock on the defender and range 2–3, and spend a charge', () => {
    const without = game([xwing('x', { upgrades: ['protontorpedoes'] }), tie()]);
    expect(legalAttacks(new TestCtx(without), 'x').map((a) => a.weapon)).toEqual(['primary']);
    const s = game([xwing('x', { upgrades: ['protontorpedoes'], locks: ['t'] }), tie()]);
    expect(legalAttacks(new TestCtx(s), 'x').map((a) => a.weapon)).toEqual(['primary', 'protontorpedoes']);
    const near = game([xwing('x', { upgrades: ['protontorpedoes'], locks: ['t'] }, 50), tie('t', {}, 50)]);
    expect(legalAttacks(new TestCtx(near), 'x').map((a) => a.weapon)).toEqual(['primary']);
    const { ctx } = runEngagement(s, [
      'attack:t:protontorpedoes:front',
      'hit,hit,blank,blank',
      'mod:upgrade:protontorpedoes:0#0@x',
      'done', // the lock is still there (a reroll), but the attacker keeps the dice
      'blank,blank,blank',
    ]);
    const x = s.ships.find((y) => y.id === 'x')!;
    expect(x.upgrades[0]?.charges).toBe(1);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 1, crits: 1 });
    expect(content.upgrade('protontorpedoes')?.sides[0]?.attack?.ordnance).toBe(true);
  });
});

describe('reinforce (000 List of Actions, Reinforce; 001 Engagement 4)', () => {
  it('cancels one more result only when the attacker is in the reinforced half and 2+ results remain', () => {
    for (const [half, faces, expected] of [
      ['fore', 'hit,hit,crit', { hits: 1, crits: 1, reinforced: true }],
      ['aft', 'hit,hit,crit', { hits: 2, crits: 1, reinforced: false }],
      ['fore', 'hit,blank,blank', { hits: 1, crits: 0, reinforced: false }],
    ] as const) {
      const t = tie('t');
      t.reinforce = half;
      const s = game([xwing(), t], { decks: [[], ['directhit', 'directhit', 'directhit']] });
      const { ctx } = runEngagement(s, ['attack:t:primary:front', faces, 'blank,blank,blank']);
      expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject(expected);
    }
  });
});
