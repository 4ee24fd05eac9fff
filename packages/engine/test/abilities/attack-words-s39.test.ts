/**
 * The words the attack group added in session 39, played through `createFromPosition` + `applyInPlace` with Corran
 * Horn of the E-wing (attack/rebel-ewing.ts) as the card: the window 'engagement:initiative-zero' (phases/engagement.ts:
 * "at initiative 0", before the ships of initiative 0 engage), the `bonus-attack` effect's `defenderInArc` (its
 * defender inside an arc of the attacker: combat/bonus-attack.ts bonusOptions), the condition `attack-is-bonus`'s `from`
 * (the bonus attack granted by a record of that source key: AttackState.bonusFrom) and the effect `next-planning`
 * (kept in GameState.delayed through the End Phase, resolved as the next Planning Phase starts, before its
 * 'planning:start' abilities: abilities/delayed.ts, phases/planning.ts).
 *
 * Rules: 000 "Engagement Phase" (ships engage one at a time from the highest initiative down), "Destroying Ships"
 * (simultaneous fire: a ship destroyed in the Engagement Phase is removed once every ship of the current initiative
 * has engaged), "Bullseye Arc", "Disarm Tokens" (circular: removed in the End Phase), "End Phase"; 001 Planning Phase
 * (abilities at its start resolve before any dial is set). The rules say nothing of an ability "at initiative 0"; our
 * reading: it belongs to the initiative-0 step, before that step's ships engage and inside its simultaneous fire.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { answers, attacks, logged, playUntil, position, rolls, shipOf, useAbilityOf } from './flow-harness.js';
import { imperial, rebel } from './spec-helpers.js';

const FRAIL: Partial<PositionShip> = {
  shields: 0,
  damage: [
    { card: 'directhit', faceup: false },
    { card: 'directhit', faceup: false },
  ],
};

/**
 * Corran Horn (c, initiative 5) at (400, 300) facing up; "Null" (n, TIE/fo, initiative 0, one hit from destruction) in
 * his bullseye at (400, 450); an Academy Pilot (t, initiative 1) in his front arc but out of his bullseye at (480, 450).
 */
const table = (more: PositionShip[] = []) =>
  position(
    'engagement',
    [rebel('c', 'corranhorn', 400, 300), ...more],
    [imperial('n', 'null', 400, 450, FRAIL), imperial('t', 'academypilot', 480, 450)],
  );

/** The first dial of round 2's Planning Phase. */
const NEXT_DIAL = (g: GameState) => g.round === 2 && g.pending?.kind === 'set-dial';

/** Every ship passes its engagement but Corran's bonus attack at initiative 0 on n, with `faces`. */
const play = (s: GameState, stop: (g: GameState) => boolean, faces = ['hit', 'hit', 'hit']) =>
  playUntil(
    s,
    stop,
    answers(
      useAbilityOf('Corran Horn: at initiative 0'),
      (d, g) => (g.cursor.step === 'initiative-0-attack' ? attacks('c', 'n')(d, g) : undefined),
      rolls('c', 'attack', faces),
    ),
  );

describe("the window 'engagement:initiative-zero' (phases/engagement.ts)", () => {
  it('comes after the ships of initiative 1 and before those of initiative 0; its attack is a bonus attack', () => {
    const s = table();
    const seen = play(s, (g) => g.phase !== 'engagement');
    const order = seen.filter((d) => d.kind === 'declare-attack' || d.kind === 'use-ability').map((d) => d.ship);
    // c engages at 5, t at 1, then c is asked at initiative 0 and attacks, then n engages at 0.
    expect(order).toEqual(['c', 't', 'c', 'c', 'n']);
    const bonus = seen.find((d) => d.kind === 'declare-attack' && d.ship === 'c' && /bonus/.test(d.prompt))!;
    // `defenderInArc` 'bullseye': t, in the front arc only, is not offered; n is.
    expect(bonus.options.map((o) => o.id)).toEqual(['attack:n:primary:front', 'pass']);
    expect(logged(s, 'bonus-attack-granted', 'c')).toHaveLength(1);
  });

  it('a ship its attack destroys still engages at initiative 0 (simultaneous fire), then leaves', () => {
    const s = table();
    const seen = play(s, (g) => g.phase !== 'engagement');
    expect(logged(s, 'ship-destroyed', 'n')).toHaveLength(1);
    expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 'n')).toBe(true);
    expect(shipOf(s, 'n').gone?.how).toBe('destroyed');
  });

  it('the count comes down to 0 for it even when no ship has initiative 0', () => {
    const s = position('engagement', [rebel('c', 'corranhorn', 400, 300)], [imperial('t', 'academypilot', 400, 450)]);
    const seen = playUntil(s, (g) => g.phase !== 'engagement');
    expect(seen.filter((d) => d.kind === 'use-ability' && d.ship === 'c')).toHaveLength(1);
  });
});

describe('`attack-is-bonus` `from` and the effect `next-planning` (abilities/delayed.ts)', () => {
  it('his own bonus attack keeps a disarm token for him through the End Phase; it comes as round 2 starts', () => {
    const s = table();
    play(s, NEXT_DIAL);
    const kept = logged(s, 'effect-delayed', 'c');
    expect(kept.map((e) => [e.round, e.phase, e.data?.source])).toEqual([[1, 'engagement', 'pilot:corranhorn#1']]);
    const endPhase = logged(s, 'end-phase')[0]!;
    const resolved = logged(s, 'delayed-effect', 'c');
    expect(resolved.map((e) => [e.round, e.phase])).toEqual([[2, 'planning']]);
    expect(resolved[0]!.seq).toBeGreaterThan(endPhase.seq);
    // The disarm token is gained then (after the End Phase removed the circular tokens), held as the dials are set.
    const gained = logged(s, 'token-gained', 'c').filter((e) => e.data?.token === 'disarm');
    expect(gained.map((e) => [e.round, e.phase])).toEqual([[2, 'planning']]);
    expect(shipOf(s, 'c').tokens.disarm).toBe(1);
    expect(s.delayed).toBeUndefined();
  });

  it('a ship no longer in play when the Planning Phase starts gains nothing', () => {
    // A far wingman keeps the Rebels in the game once c is gone.
    const s = table([rebel('w', 'redsquadronveteran', 800, 60)]);
    play(s, (g) => g.phase === 'engagement' && logged(g, 'effect-delayed', 'c').length > 0);
    const c = s.ships.find((x) => x.id === 'c')!;
    c.pose = null;
    c.gone = { how: 'destroyed', round: 1 };
    play(s, (g) => g.round === 2 && g.pending?.kind === 'set-dial');
    expect(logged(s, 'delayed-effect', 'c')).toEqual([]);
    expect(s.delayed).toBeUndefined();
  });

  it('a bonus attack another card granted is not his card’s (Bossk): no entry', () => {
    const s = position(
      'engagement',
      [rebel('c', 'corranhorn', 400, 300, { upgrades: ['bossk'] })],
      [imperial('t', 'academypilot', 400, 450)],
    );
    playUntil(
      s,
      NEXT_DIAL,
      answers((d) => (d.kind === 'use-ability' && d.prompt.includes('Bossk') ? ['use'] : undefined), attacks('c', 't')),
    );
    expect(logged(s, 'bonus-attack-granted', 'c')).toHaveLength(1);
    expect(logged(s, 'effect-delayed', 'c')).toEqual([]);
    expect(shipOf(s, 'c').tokens.disarm ?? 0).toBe(0);
  });
});
