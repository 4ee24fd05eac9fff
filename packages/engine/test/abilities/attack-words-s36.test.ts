/**
 * The words the attack group added in session 36, played through `createFromPosition` + `applyInPlace`: a bonus attack
 * granted in the Activation Phase (combat/bonus-attack.ts), the `can-attack` condition and `dice-unmodifiable`'s
 * `except`, with Snap Shot (attack/talents.ts) as the granting card.
 *
 * Rules: 000 "Performing an Attack" (the attack's steps; Aftermath: possibly perform a bonus attack), 001 Engagement
 * 6c; 000 "Destroying Ships" (a ship destroyed outside the Engagement Phase is removed immediately; simultaneous fire
 * is the Engagement Phase's alone); 000 "Activation Phase" (the active ship's steps: reveal, execute, perform action).
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, type GameState } from '@xwing/engine';
import {
  answers,
  content,
  leaves,
  logged,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

/**
 * x (Snap Shot) has activated; TIE t, with `damage` facedown cards already, moves 1F to range 2 ahead of it; another
 * TIE far off.
 */
const table = (damage = 0) =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['snapshot'], round: { activated: true } })],
    [
      imperial('t', 'academypilot', 400, 540, {
        dial: '1F',
        damage: Array.from({ length: damage }, () => ({ card: 'directhit', faceup: false })),
      }),
      // So that the game goes on once t is destroyed (it has activated: t moves alone).
      imperial('far', 'academypilot', 100, 850, { round: { activated: true } }),
    ],
  );

const shoot = (faces: string[]) =>
  answers(useAbilityOf('Snap Shot'), picks('declare-attack', 'attack:', 'x'), rolls('x', 'attack', faces));

describe('a bonus attack in the Activation Phase (combat/bonus-attack.ts)', () => {
  it('is asked once the window has resolved, runs every attack step, and the moving ship then performs its action', () => {
    const s = table();
    const seen = playUntil(s, leaves('activation'), shoot(['hit', 'crit']));
    const kinds = seen.map((d) => `${d.kind}:${d.ship}`);
    expect(kinds.slice(0, 4)).toEqual(['use-ability:x', 'declare-attack:x', 'enter-dice:x', 'enter-dice:t']);
    expect(kinds).toContain('choose-action:t');
    expect(kinds.indexOf('choose-action:t')).toBeGreaterThan(kinds.indexOf('enter-dice:t'));
    const types = s.log.map((e) => e.type);
    expect(types.indexOf('attack-declared')).toBeGreaterThan(types.indexOf('maneuver-executed'));
    expect(types.indexOf('attack-ended')).toBeGreaterThan(types.indexOf('attack-declared'));
    expect(shipOf(s, 't').damage).toHaveLength(2);
    // The attacker keeps its Engagement Phase: the bonus attack is not its engagement.
    expect(shipOf(s, 'x').round.engaged).toBe(false);
  });

  it('destroys the moving ship: removed at once (000 "Destroying Ships"), its activation over, no action asked', () => {
    const s = table(2);
    const seen = playUntil(s, leaves('activation'), shoot(['hit', 'hit']));
    const t = shipOf(s, 't');
    expect(t.gone?.how).toBe('destroyed');
    expect(t.pendingRemoval).toBeFalsy();
    expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 't')).toBe(false);
    expect(s.phase).not.toBe('over');
  });

  it('passing declares nothing and the activation goes on', () => {
    const s = table();
    const seen = playUntil(
      s,
      leaves('activation'),
      answers(useAbilityOf('Snap Shot'), picks('declare-attack', 'pass', 'x')),
    );
    expect(logged(s, 'attack-declared')).toHaveLength(0);
    expect(logged(s, 'attack-passed', 'x')).toHaveLength(1);
    expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 't')).toBe(true);
  });

  it('refuses an attack the grant does not allow, with a reason, and changes nothing', () => {
    const s = table();
    playUntil(s, (g: GameState) => g.pending?.kind === 'declare-attack', useAbilityOf('Snap Shot'));
    const d = s.pending!;
    expect(d.options.map((o) => o.id)).toEqual(['attack:t:snapshot:front', 'pass']);
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { decision: d.id, seat: d.player, option: 'attack:t:primary:front' }, content);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/bonus attack is not possible/);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('can-attack and dice-unmodifiable except (Snap Shot, Foresight, Underslung Blaster Cannon)', () => {
  it('can-attack: not offered for an enemy at range 1 (the weapon reaches range 2 only: 000 "Special Weapons")', () => {
    const s = position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['snapshot'], round: { activated: true } })],
      [imperial('t', 'academypilot', 400, 470, { dial: '1F' })],
    );
    const seen = playUntil(s, leaves('activation'), useAbilityOf('Snap Shot'));
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
  });
});
