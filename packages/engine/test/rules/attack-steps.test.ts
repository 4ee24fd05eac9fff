/**
 * The attack steps the first rules tests left to inner tests (docs/rules-coverage.md "Gaps to close next"): range 0,
 * the order of modifications, rerolls, special weapons, turret and bullseye arcs, and what obstructs an attack. Each
 * is played from a position with entered dice through the public API (createFromPosition, applyInPlace); the number
 * of dice the engine asks a player to enter is the number the rules give.
 */
import { applyInPlace, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { attackOptions, choose, content, declare, isEnter, playUntil, position, tie, xwing } from './harness.js';

/** Plays to `ship`'s declare-attack decision of this Engagement Phase; undefined when it gets none. */
function declaration(s: GameState, ship: string): Decision | undefined {
  const d = playUntil(s, (x) => s.phase !== 'engagement' || (x.kind === 'declare-attack' && x.ship === ship));
  return s.phase === 'engagement' ? d : undefined;
}

/** Every decision from now until the attack in progress ends (answered by default, dice entered blank). */
function decisionsOfAttack(s: GameState, answer: (d: Decision) => [string, string[]?] | undefined = () => undefined) {
  const seen: Decision[] = [];
  playUntil(
    s,
    (d) => {
      if (!s.cursor.attack) return true;
      seen.push(d);
      return false;
    },
    answer,
  );
  return seen;
}

describe('000 Performing an Attack, "primary attack at range 0"; 001 Engagement 2.1, 2.2, 3.2 ("if range 0")', () => {
  // Touching bases: the X-wing's front edge and the TIE's front edge meet (small bases are 40 mm).
  const touching = (extra: Partial<PositionShip> = {}) =>
    position('engagement', [xwing(300, { tokens: { focus: 1 } })], [tie(340, { tokens: { focus: 1 }, ...extra })]);

  it('the attack is at range 0 and rolls the printed 3 dice (no range-1 bonus; dice cannot be added)', () => {
    const s = touching();
    const d = declaration(s, 'x');
    const primary = d!.options.find((o) => o.id.startsWith('attack:t:primary'));
    expect(primary?.data?.range).toBe(0);
    choose(s, primary!.id);
    expect(playUntil(s, isEnter('attack'))?.count).toBe(3);
  });

  it('the attacker may not modify its own dice at range 0 (its focus is not offered); the defender still modifies its own', () => {
    const s = touching();
    declare(s, 'x');
    choose(s, 'enter', ['focus', 'focus', 'blank']);
    const seen = decisionsOfAttack(s, (d) =>
      d.kind === 'enter-dice' ? ['enter', Array.from({ length: d.count ?? 0 }, () => 'focus')] : undefined,
    );
    expect(seen.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
    const defense = seen.find((d) => d.kind === 'modify-defense-dice');
    expect(defense?.player).toBe(1);
    expect(defense?.options.map((o) => o.id)).toContain('mod:focus');
    expect(s.ships.find((x) => x.id === 'x')!.tokens.focus).toBe(1);
  });

  it('the restriction is on primary attacks: a special weapon at range 0 (Hotshot Tail Blaster) may be modified', () => {
    // The TIE touches the X-wing's rear edge; the tail blaster attacks from the rear arc at range 0–1.
    const s = position(
      'engagement',
      [xwing(300, { tokens: { focus: 1 }, upgrades: ['hotshottailblaster'] })],
      [tie(260, { pose: { x: 400, y: 260, heading: 0 } })],
    );
    const d = declaration(s, 'x')!;
    const blaster = d.options.find((o) => o.id.startsWith('attack:t:hotshottailblaster'));
    expect(blaster?.data?.range).toBe(0);
    choose(s, blaster!.id);
    expect(playUntil(s, isEnter('attack'))?.count).toBe(2);
    // Its attack header spends one of its two charges (the card data's "Attack: Spend 1 [Charge]").
    expect(s.ships.find((x) => x.id === 'x')!.upgrades.find((u) => u.xws === 'hotshottailblaster')?.charges).toBe(1);
    choose(s, 'enter', ['focus', 'blank']);
    const mod = playUntil(s, (x) => x.kind === 'modify-attack-dice');
    expect(mod?.player).toBe(0);
    expect(mod?.options.map((o) => o.id)).toContain('mod:focus');
  });

  it('one step apart (range 1) the same attacker rolls 4 dice and may spend its focus', () => {
    const s = position('engagement', [xwing(300, { tokens: { focus: 1 } })], [tie(360)]);
    expect(declare(s, 'x').count).toBe(4);
    choose(s, 'enter', ['focus', 'blank', 'blank', 'blank']);
    const mod = playUntil(s, (d) => d.kind === 'modify-attack-dice');
    expect(mod?.player).toBe(0);
    expect(mod?.options.map((o) => o.id)).toContain('mod:focus');
  });
});

describe('001 Engagement 2.2 and 3.2: the attacker modifies its attack dice before defense dice are rolled; the defender its own after', () => {
  it('the attack dice are modified by the attacker, then the defense dice are rolled, then the defender modifies them', () => {
    const s = position(
      'engagement',
      [xwing(300, { tokens: { focus: 1 } })],
      [tie(500, { tokens: { focus: 1, evade: 1 } })],
    );
    declare(s, 'x');
    choose(s, 'enter', ['focus', 'hit', 'blank']);
    const seen = decisionsOfAttack(s, (d) =>
      d.kind === 'enter-dice'
        ? ['enter', ['focus', 'blank', 'blank']]
        : d.kind === 'modify-attack-dice'
          ? ['mod:focus']
          : undefined,
    );
    const kinds = seen.map((d) => `${d.kind}:${d.player}`);
    // The defender has no ability that modifies attack dice, so its window (first, 001 2.2) asks nothing.
    expect(kinds.slice(0, 2)).toEqual(['modify-attack-dice:0', 'enter-dice:1']);
    expect(kinds).toContain('modify-defense-dice:1');
    expect(kinds.indexOf('modify-defense-dice:1')).toBeGreaterThan(kinds.indexOf('enter-dice:1'));
  });
});

describe('001 Engagement 2.2 ("each die can only be rerolled once")', () => {
  // The TIE straight ahead is in the X-wing's bullseye, so Predator applies (a primary attack, bullseye).
  const armed = () => position('engagement', [xwing(300, { locks: ['t'], upgrades: ['predator'] })], [tie(500)]);
  const predatorOption = (d: Decision) => d.options.find((o) => o.label.startsWith('Predator'))?.id;

  it('a die rerolled with the lock cannot be rerolled again by Predator; another die can', () => {
    const s = armed();
    declare(s, 'x');
    choose(s, 'enter', ['blank', 'blank', 'hit']);
    playUntil(s, (d) => d.kind === 'modify-attack-dice');
    choose(s, 'mod:lock', ['0']);
    playUntil(s, isEnter('attack'));
    choose(s, 'enter', ['blank']);
    const d = playUntil(s, (x) => x.kind === 'modify-attack-dice')!;
    const predator = predatorOption(d);
    expect(predator).toBeDefined();
    const before = JSON.stringify(s);
    const again = applyInPlace(s, { decision: d.id, seat: d.player, option: predator!, value: ['0'] }, content);
    expect(again).toMatchObject({ ok: false, code: 'already-rerolled' });
    expect(again.ok ? '' : again.reason).toContain('rerolled only once');
    expect(JSON.stringify(s)).toBe(before);
    choose(s, predator!, ['1']);
    expect(playUntil(s, isEnter('attack'))?.count).toBe(1);
    choose(s, 'enter', ['hit']);
    expect(s.cursor.attack?.attackDice.map((x) => [x.face, x.rerolled])).toEqual([
      ['blank', true],
      ['hit', true],
      ['hit', false],
    ]);
  });

  it('once every die is rerolled, no reroll is offered any more', () => {
    const s = position('engagement', [xwing(300, { locks: ['t'], upgrades: ['predator'] })], [tie(500)]);
    declare(s, 'x');
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    playUntil(s, (d) => d.kind === 'modify-attack-dice');
    choose(s, 'mod:lock', ['0', '1', '2']);
    playUntil(s, isEnter('attack'));
    choose(s, 'enter', ['blank', 'blank', 'blank']);
    const next = playUntil(s, (d) => d.kind === 'modify-attack-dice' || isEnter('defense')(d));
    expect(next?.kind).toBe('enter-dice');
  });
});

describe('000 Special Weapons: arc, range, attack requirement, charges; no range bonus for ordnance', () => {
  const torpedoes = (tieY: number, extra: Partial<PositionShip> = {}, tieX = 400) =>
    position(
      'engagement',
      [xwing(300, { locks: ['t'], upgrades: ['protontorpedoes'], ...extra })],
      [tie(tieY, { pose: { x: tieX, y: tieY, heading: 180 } })],
    );
  const torpedoOffered = (s: GameState) =>
    attackOptions(declaration(s, 'x')).some((o) => o.includes(':protontorpedoes:'));

  it('at range 3 with a lock: 4 attack dice, the defender gets no range-3 die, and a charge is spent', () => {
    const s = torpedoes(600);
    const x = s.ships.find((sh) => sh.id === 'x')!;
    const charges = x.upgrades.find((u) => u.xws === 'protontorpedoes')!.charges!;
    expect(declare(s, 'x', 'attack:t:protontorpedoes').count).toBe(4);
    expect(x.upgrades.find((u) => u.xws === 'protontorpedoes')!.charges).toBe(charges - 1);
    choose(s, 'enter', ['hit', 'blank', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
  });

  it('obstructed by an asteroid, the torpedoes’ defender still gets its obstruction die (3 + 1, no range-3 die)', () => {
    const s = position('engagement', [xwing(300, { locks: ['t'], upgrades: ['protontorpedoes'] })], [tie(600)], {
      obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 450, heading: 0 } }],
    });
    declare(s, 'x', 'attack:t:protontorpedoes');
    choose(s, 'enter', ['hit', 'blank', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(4);
  });

  it('the primary weapon at the same range 3 gives the defender its range-3 die', () => {
    const s = torpedoes(600);
    declare(s, 'x', 'attack:t:primary');
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(4);
  });

  it('not offered at range 1 (outside the weapon’s range 2–3)', () => {
    expect(torpedoOffered(torpedoes(360))).toBe(false);
  });

  it('not offered without a lock on the defender (attack requirement)', () => {
    expect(torpedoOffered(torpedoes(500, { locks: [] }))).toBe(false);
  });

  it('not offered with no charge left', () => {
    expect(torpedoOffered(torpedoes(500, { upgrades: [{ xws: 'protontorpedoes', charges: 0 }] }))).toBe(false);
  });

  it('not offered against a ship outside the front arc (beside the X-wing)', () => {
    const s = position(
      'engagement',
      [xwing(300, { locks: ['t'], upgrades: ['protontorpedoes'] })],
      [tie(300, { pose: { x: 550, y: 300, heading: 180 } })],
    );
    expect(torpedoOffered(s)).toBe(false);
  });

  it('a declared attack names a weapon the ship has: a forged torpedo option is refused and changes nothing', () => {
    const s = torpedoes(360);
    const d = declaration(s, 'x')!;
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: 'attack:t:protontorpedoes:front' }, content);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('000 Special Weapons: a focus requirement and a bullseye arc (Proton Rockets: bullseye, range 1–2, 5 dice)', () => {
  const rockets = (tokens: Record<string, number>, tieX = 400) =>
    position(
      'engagement',
      [xwing(300, { upgrades: ['protonrockets'], tokens })],
      [tie(380, { pose: { x: tieX, y: 380, heading: 180 } })],
    );
  const rocketOffered = (s: GameState) => attackOptions(declaration(s, 'x')).some((o) => o.includes(':protonrockets:'));

  it('with a focus token, the TIE in the bullseye at range 1: offered, and it rolls 5 dice (ordnance: no range bonus)', () => {
    const s = rockets({ focus: 1 });
    expect(declare(s, 'x', 'attack:t:protonrockets').count).toBe(5);
  });

  it('without a focus token it is not offered', () => {
    expect(rocketOffered(rockets({}))).toBe(false);
  });

  it('with the TIE in the front arc but outside the bullseye it is not offered (the primary weapon is)', () => {
    const ids = attackOptions(declaration(rockets({ focus: 1 }, 450), 'x'));
    expect(ids).toContain('attack:t:primary:front');
    expect(ids.some((o) => o.includes(':protonrockets:'))).toBe(false);
  });
});

describe('000 Turret Arcs: the arc the indicator points to is a firing arc; a double turret covers opposite arcs', () => {
  // An HWK-290 (single turret, primary 3) with a TIE beside it on its left (−x when heading 0).
  const hwk = (turret: PositionShip['turret'], extra: Partial<PositionShip> = {}) =>
    position(
      'engagement',
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 300, heading: 0 }, turret, ...extra }],
      [tie(300, { pose: { x: 250, y: 300, heading: 0 } })],
    );

  it('the single turret pointing left may attack the TIE on its left', () => {
    const d = declaration(hwk('left'), 'h');
    expect(attackOptions(d)).toEqual(['attack:t:primary:single-turret']);
  });

  it('pointing forward it may not', () => {
    expect(declaration(hwk('front'), 'h')).toBeUndefined();
  });

  it('pointing right (the opposite arc) it may not: a single turret covers one arc', () => {
    expect(declaration(hwk('right'), 'h')).toBeUndefined();
  });

  it('a double turret (YT-1300) pointing right attacks the TIE on its left too', () => {
    const s = position(
      'engagement',
      [{ id: 'y', pilot: 'outerrimsmuggler', pose: { x: 400, y: 300, heading: 0 }, turret: 'right' }],
      [tie(300, { pose: { x: 220, y: 300, heading: 0 } })],
    );
    expect(attackOptions(declaration(s, 'y'))).toEqual(['attack:t:primary:double-turret']);
  });

  it('000 Rotate: the rotate action turns the indicator, and the new arc is used in the same round', () => {
    const s = position(
      'activation',
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 300, heading: 0 }, turret: 'front', dial: '1F' }],
      [tie(300, { pose: { x: 230, y: 330, heading: 0 }, dial: '1F' })],
    );
    const action = playUntil(s, (d) => d.kind === 'choose-action' && d.ship === 'h')!;
    expect(action.options.map((o) => o.id)).toEqual(expect.arrayContaining(['rotate-arc:left', 'rotate-arc:rear']));
    expect(action.options.map((o) => o.id)).not.toContain('rotate-arc:front');
    choose(s, 'rotate-arc:left');
    expect(s.ships.find((sh) => sh.id === 'h')!.turret).toBe('left');
    expect(attackOptions(declaration(s, 'h'))).toEqual(['attack:t:primary:single-turret']);
  });
});

describe('000 Bullseye Arc: a weapon with the bullseye arc attacks only inside it', () => {
  // A Nantex (primary weapons: bullseye arc and single turret) facing +y, its turret forward; the TIE straight
  // ahead (bullseye) or ahead and 100 mm aside (front arc only).
  const nantex = (tieX: number) =>
    position(
      'engagement',
      [{ id: 'n', pilot: 'gorgol', pose: { x: 400, y: 300, heading: 0 }, turret: 'front' }],
      [tie(500, { pose: { x: tieX, y: 500, heading: 180 } })],
    );

  it('the TIE straight ahead is in the bullseye: the bullseye weapon is offered', () => {
    expect(attackOptions(declaration(nantex(400), 'n'))).toEqual([
      'attack:t:primary:bullseye',
      'attack:t:primary:single-turret',
    ]);
  });

  it('the TIE ahead but 100 mm aside is in the front arc, not the bullseye: not offered', () => {
    expect(attackOptions(declaration(nantex(500), 'n'))).toEqual(['attack:t:primary:single-turret']);
  });
});

describe('000 Obstruction: ships obstruct attacks but have no inherent effect', () => {
  it('a TIE between the X-wing and its target gives the target no extra defense die', () => {
    const s = position(
      'engagement',
      [xwing(200)],
      [tie(400), { id: 'between', pilot: 'academypilot', pose: { x: 400, y: 300, heading: 0 }, initiative: 0 }],
    );
    const d = declaration(s, 'x')!;
    const id = attackOptions(d).find((o) => o.startsWith('attack:t:'));
    expect(id).toBeDefined();
    expect(d.options.find((o) => o.id === id)?.data?.obstructed).toBe(false);
    choose(s, id!);
    playUntil(s, isEnter('attack'));
    choose(s, 'enter', ['hit', 'blank', 'blank']);
    expect(playUntil(s, isEnter('defense'))?.count).toBe(3);
  });
});
