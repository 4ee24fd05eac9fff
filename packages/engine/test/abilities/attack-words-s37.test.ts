/**
 * The words the attack group added in session 37, played through `createFromPosition` + `applyInPlace`: the window
 * 'engagement:initiative-seven' (phases/engagement.ts: an attack "at initiative 7", before any ship engages), the
 * `bonus-attack` effect's `barArc` (the arc the attack was made from is barred for the rest of the round:
 * ShipState.round.barredArcs, combat/weapons.ts legalAttacks) and the condition `can-attack-from`, with Han Solo (the
 * Rebel gunner, attack/gunners.ts) as the card.
 *
 * Rules: 000 "Engagement Phase" (ships engage one at a time from the highest initiative down; each engages once),
 * "Performing an Attack", "Turret Arcs" (a special weapon of the turret arc attacks where the indicator points), 000
 * "Destroying Ships" (simultaneous fire: a ship destroyed in the Engagement Phase is removed once every ship of the
 * current initiative has engaged). The rules (../shared/rules) say nothing of initiative 7 nor of this card: our reading
 * is that its attack is not the ship's engagement, and that nothing else happens at initiative 7, so a ship destroyed
 * there is removed as that step ends.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, applyInPlace, createFromPosition, type GameState, positionOf } from '@xwing/engine';
import { answers, content, logged, picks, playUntil, position, rolls, shipOf, useAbilityOf } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

/**
 * The VCX-100 h (Lothal Rebel, initiative 2) with Han Solo and a Dorsal Turret pointing forward; Howlrunner (TIE,
 * initiative 5) ahead at range 2 of it, with `damage` facedown cards; another TIE far off.
 */
const table = (damage = 0, upgrades = ['hansolo-rebel', 'dorsalturret']) =>
  position(
    'engagement',
    [rebel('h', 'lothalrebel', 400, 300, { upgrades, turret: 'front' })],
    [
      imperial('t', 'howlrunner', 400, 480, {
        damage: Array.from({ length: damage }, () => ({ card: 'directhit', faceup: false })),
      }),
      imperial('far', 'academypilot', 100, 850),
    ],
  );

/** h uses Han Solo and attacks t with its turret, rolling `faces`. */
const atSeven = (faces: string[]) =>
  answers(useAbilityOf('Han Solo'), picks('declare-attack', 'attack:t:dorsalturret', 'h'), rolls('h', 'attack', faces));

/** Plays until h's own engagement asks it to declare an attack (its second declaration, after initiative 7). */
const untilOwnDeclaration = (s: GameState, faces = ['hit']) =>
  playUntil(
    s,
    (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === 'h' && g.cursor.step === 'declare',
    atSeven(faces),
  );

describe("the window 'engagement:initiative-seven' (phases/engagement.ts)", () => {
  it('raises its attack before the ship of initiative 5 engages; the attack is not the ship’s engagement', () => {
    const s = table();
    const seen = untilOwnDeclaration(s);
    const kinds = seen.map((d) => `${d.kind}:${d.ship}`);
    expect(kinds.slice(0, 2)).toEqual(['use-ability:h', 'declare-attack:h']);
    expect(seen[1]!.prompt).toMatch(/initiative 7/);
    // Howlrunner (initiative 5) engaged after the attack at initiative 7 and before h (initiative 2).
    expect(kinds.indexOf('declare-attack:t')).toBeGreaterThan(1);
    expect(logged(s, 'bonus-attack-granted', 'h')[0]!.text).toMatch(/attack at initiative 7/);
    // The attack at initiative 7 is no bonus attack and no engagement: h still engages now.
    expect(s.cursor.bonusDone ?? []).not.toContain('h');
    expect(shipOf(s, 'h').round.engaged).toBe(false);
    expect(s.pending?.ship).toBe('h');
  });

  it('a pass at initiative 7 bars nothing, and the ship engages at its own initiative with its turret', () => {
    const s = table();
    playUntil(
      s,
      (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === 'h' && g.cursor.step === 'declare',
      answers(useAbilityOf('Han Solo'), picks('declare-attack', 'pass', 'h')),
    );
    expect(logged(s, 'attack-passed', 'h')).toHaveLength(1);
    expect(shipOf(s, 'h').round.barredArcs).toBeUndefined();
    expect(shipOf(s, 'h').round.engaged).toBe(false);
    expect(s.pending!.options.map((o) => o.id)).toContain('attack:t:dorsalturret:single-turret');
  });

  it('a ship its attack destroys is removed as the initiative-7 step ends, before any ship engages (000 "Destroying Ships")', () => {
    const s = table(2);
    playUntil(s, (g) => g.phase !== 'engagement', atSeven(['hit', 'hit']));
    const t = shipOf(s, 't');
    expect(t.gone?.how).toBe('destroyed');
    expect(t.pendingRemoval).toBeFalsy();
    const types = s.log.map((e) => `${e.type}:${e.ship ?? ''}`);
    const removed = types.indexOf('ship-removed:t');
    expect(removed).toBeGreaterThan(types.indexOf('attack-ended:h'));
    // No engagement came before: Howlrunner, of initiative 5, never engaged.
    expect(types.slice(0, removed).some((x) => /^(attack-passed|no-attack):/.test(x))).toBe(false);
    expect(logged(s, 'attack-declared', 't')).toHaveLength(0);
  });

  it('in a game without such a record, the phase starts at once with the highest initiative', () => {
    const s = table(0, ['dorsalturret']);
    const seen = playUntil(s, (g) => g.pending?.kind === 'declare-attack');
    expect(seen).toHaveLength(0);
    expect(s.pending!.ship).toBe('t');
    expect(s.cursor.step).toBe('declare');
  });
});

describe('bonus-attack barArc: the arc is barred for the rest of the round (ShipState.round.barredArcs)', () => {
  it('the ship’s own engagement offers its front arc only; the turret is refused with a reason, nothing changed', () => {
    const s = table();
    untilOwnDeclaration(s);
    expect(shipOf(s, 'h').round.barredArcs).toEqual(['single-turret']);
    const d = s.pending!;
    expect(d.options.map((o) => o.id)).toEqual(['attack:t:primary:front', 'pass']);
    const before = JSON.stringify(s);
    const r = applyInPlace(
      s,
      { decision: d.id, seat: d.player, option: 'attack:t:dorsalturret:single-turret' },
      content,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/single-turret arc of .* is barred to its attacks for the rest of this round/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('with no enemy left in reach of its other arcs, the ship cannot attack and the log says why', () => {
    // The TIE beside h, at range 1 of its turret (pointing left) and outside its front arc.
    const s = position(
      'engagement',
      [rebel('h', 'lothalrebel', 400, 300, { upgrades: ['hansolo-rebel', 'dorsalturret'], turret: 'left' })],
      [imperial('t', 'academypilot', 250, 300), imperial('far', 'academypilot', 100, 850)],
    );
    playUntil(s, (g) => g.phase !== 'engagement', atSeven(['blank']));
    expect(logged(s, 'attack-declared', 'h')).toHaveLength(1);
    const why = logged(s, 'no-attack', 'h')[0]!;
    expect(String(why.data?.reason)).toMatch(/single-turret arc barred this round/);
  });

  it('is kept in a position and cleared by the End Phase', () => {
    const s = table();
    untilOwnDeclaration(s);
    const again = createFromPosition(positionOf(s, content), content);
    expect(shipOf(again, 'h').round.barredArcs).toEqual(['single-turret']);
    playUntil(s, (g) => g.phase === 'planning');
    expect(shipOf(s, 'h').round.barredArcs).toBeUndefined();
  });
});

describe('can-attack-from (Han Solo is asked only when a turret attack can be made)', () => {
  it('not asked with the TIE at range 3, beyond the turret weapon (000 "Special Weapons": its printed range)', () => {
    const s = position(
      'engagement',
      [rebel('h', 'lothalrebel', 400, 300, { upgrades: ['hansolo-rebel', 'dorsalturret'], turret: 'front' })],
      [imperial('t', 'howlrunner', 400, 620)],
    );
    const seen = playUntil(s, (g) => g.pending?.kind === 'declare-attack');
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(s.pending!.ship).toBe('t');
  });
});

describe('a bonus attack earned during the attack at initiative 7 (phases/engagement.ts)', () => {
  // A record of our own: after each of its attacks, the Lothal Rebel may make a bonus primary attack (one a phase).
  const table7 = abilityTable({
    'pilot:lothalrebel': [
      {
        source: { kind: 'pilot', xws: 'lothalrebel' },
        window: 'attack:after',
        when: { kind: 'attack-role', role: 'attacker' },
        optional: false,
        effect: { kind: 'bonus-attack', weapons: ['primary'] },
        summary: 'test: a bonus primary attack after attacking',
      },
    ],
  });

  it('is asked as a bonus attack right after it, before any ship engages; the ship still engages later', () => {
    const s = position(
      'engagement',
      [rebel('h', 'lothalrebel', 400, 300, { upgrades: ['hansolo-rebel', 'dorsalturret'], turret: 'front' })],
      [imperial('t', 'howlrunner', 400, 480), imperial('far', 'academypilot', 100, 850)],
      {},
      table7,
    );
    const seen = playUntil(
      s,
      (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === 'h' && g.cursor.step === 'declare',
      answers(
        useAbilityOf('Han Solo'),
        picks('declare-attack', 'attack:t:dorsalturret', 'h'),
        picks('declare-attack', 'attack:t:primary', 'h'),
      ),
      table7,
    );
    const kinds = seen.map((d) => `${d.kind}:${d.ship}`);
    const mine = seen.filter((d) => d.kind === 'declare-attack' && d.ship === 'h');
    expect(mine).toHaveLength(2);
    expect(mine[1]!.prompt).toMatch(/bonus attack/);
    // The bonus attack came before Howlrunner (initiative 5) engaged.
    expect(kinds.indexOf('declare-attack:t')).toBeGreaterThan(seen.indexOf(mine[1]!));
    expect(logged(s, 'attack-declared', 'h').map((e) => e.data?.arc)).toEqual(['single-turret', 'front']);
    expect(s.cursor.bonusDone).toEqual(['h']);
    expect(shipOf(s, 'h').round.engaged).toBe(false);
    expect(shipOf(s, 'h').round.barredArcs).toEqual(['single-turret']);
    // Its own engagement: the front arc only, the turret barred.
    expect(s.pending!.options.map((o) => o.id)).toEqual(['attack:t:primary:front', 'pass']);
  });
});
