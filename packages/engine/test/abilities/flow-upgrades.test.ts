/**
 * Upgrade abilities played through the flow (createFromPosition + applyInPlace), each with a case where the ability
 * applies and one where it must not. Rules: 000 Timing and Abilities; 001 Activation Phase (reveal dial, then
 * abilities that trigger after revealing, then execute the maneuver).
 */
import { describe, expect, it } from 'vitest';
import { type Decision } from '@xwing/engine';
import { playUntil, position, useAbilityOf } from './flow-harness.js';

const offersCard = (card: string) => (d: Decision) => d.kind === 'use-ability' && d.prompt.includes(card);

describe('R2 Astromech (after revealing the dial: spend a charge, gain a disarm token, recover a shield)', () => {
  const activation = (shields: number) =>
    position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          upgrades: ['r2astromech'],
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          shields,
        },
      ],
      [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
    );

  it('applies: a damaged shield is recovered after the reveal, before the maneuver', () => {
    const s = activation(1);
    const x = s.ships.find((sh) => sh.id === 'x')!;
    const charges = x.upgrades.find((u) => u.xws === 'r2astromech')!.charges;
    const seen = playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('R2 Astromech'));
    expect(seen.some(offersCard('R2 Astromech'))).toBe(true);
    expect(x.shields).toBe(2);
    // The disarm token is gone by now (End Phase); the cost paid says it was gained.
    const paid = s.log.find((e) => e.type === 'cost-paid' && e.ship === 'x');
    expect(paid?.data?.costs).toContainEqual({ kind: 'gain-token', token: 'disarm', count: 1 });
    expect(x.upgrades.find((u) => u.xws === 'r2astromech')!.charges).toBe(charges! - 1);
    const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
    const recovered = s.log.findIndex((e) => e.type === 'shield-recovered' && e.ship === 'x');
    const moved = s.log.findIndex((e, i) => i > revealed && e.ship === 'x' && e.type.startsWith('maneuver'));
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(recovered).toBeGreaterThan(revealed);
    if (moved >= 0) expect(recovered).toBeLessThan(moved);
  });

  it('does not apply: with full shields it is not offered', () => {
    const s = activation(2);
    const seen = playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('R2 Astromech'));
    expect(seen.some(offersCard('R2 Astromech'))).toBe(false);
    expect(s.log.some((e) => e.type === 'shield-recovered')).toBe(false);
  });
});

describe('special weapons: requirement and charge cost from the card data (000 Attack, Pay Costs)', () => {
  const engagement = (locks: string[], upgrades: string[], force?: number) =>
    position(
      'engagement',
      [
        {
          id: 'a',
          pilot: 'lukeskywalker',
          upgrades,
          pose: { x: 400, y: 300, heading: 0 },
          locks,
          ...(force === undefined ? {} : { force }),
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 560, heading: 180 } }],
    );
  const attackIds = (s: ReturnType<typeof engagement>) =>
    s.pending?.kind === 'declare-attack' || s.pending?.options.some((o) => o.id.startsWith('attack:'))
      ? s.pending.options.map((o) => o.id).filter((id) => id.startsWith('attack:'))
      : [];

  it('Concussion Missiles need a lock: not offered without one', () => {
    const s = engagement([], ['concussionmissiles']);
    expect(attackIds(s).some((id) => id.includes('concussionmissiles'))).toBe(false);
    expect(attackIds(s).some((id) => id.includes('primary'))).toBe(true);
  });

  it('Concussion Missiles with a lock: offered, and firing spends 1 charge', () => {
    const s = engagement(['t'], ['concussionmissiles']);
    const id = attackIds(s).find((o) => o.includes('concussionmissiles'));
    expect(id).toBeDefined();
    const up = s.ships.find((sh) => sh.id === 'a')!.upgrades.find((u) => u.xws === 'concussionmissiles')!;
    const charges = up.charges!;
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d) => (d.options.some((o) => o.id === id) ? [id!] : undefined),
    );
    expect(up.charges).toBe(charges - 1);
  });

  it('Instinctive Aim waives the lock for 1 Force (an ability, not a name in the weapon code)', () => {
    const s = engagement([], ['concussionmissiles', 'instinctiveaim']);
    const id = attackIds(s).find((o) => o.includes('concussionmissiles'));
    expect(id).toBeDefined();
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d) => (d.options.some((o) => o.id === id) ? [id!] : undefined),
    );
    // The Force is recovered in the End Phase; the cost paid on declaring says it was spent.
    const paid = s.log.find((e) => e.type === 'cost-paid' && e.ship === 'a');
    expect(paid?.data?.costs).toEqual([{ kind: 'spend-force', count: 1 }]);
  });

  it('Instinctive Aim without Force: the missiles are not offered', () => {
    const s = engagement([], ['concussionmissiles', 'instinctiveaim'], 0);
    expect(attackIds(s).some((id) => id.includes('concussionmissiles'))).toBe(false);
  });
});
