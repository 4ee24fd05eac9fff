/**
 * The two worked examples of docs/abilities.md, played through createFromPosition + applyInPlace: Marksmanship (000
 * Attack, Modify Attack Dice; a dice ability offered with the other modifications) and Jek Porkins (a trigger after
 * gaining stress, with a die). Each has a case where the ability applies and one where it must not.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '@xwing/engine';
import { type Answer, playUntil, position } from './flow-harness.js';

const mentions = (card: string) => (d: Decision) =>
  d.prompt.includes(card) || d.options.some((o) => o.label.includes(card) || o.id.includes(card.toLowerCase()));

/** The attacker (seat 0) enters a hit and focus results; everything else takes the harness default. */
const attackerHits: Answer = (d) =>
  d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 0 && !/player order/.test(d.prompt)
    ? ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => (i === 0 ? 'hit' : 'focus'))]
    : d.options.some((o) => o.id.startsWith('attack:'))
      ? [d.options.find((o) => o.id.startsWith('attack:'))!.id]
      : undefined;

describe('Marksmanship (defender in the bullseye: change a hit to a crit)', () => {
  const attack = (defenderX: number) =>
    position(
      'engagement',
      [
        {
          id: 'a',
          pilot: 'redsquadronveteran',
          upgrades: ['marksmanship'],
          tokens: { focus: 1 },
          pose: { x: 400, y: 300, heading: 0 },
        },
      ],
      [{ id: 'd', pilot: 'academypilot', pose: { x: defenderX, y: 420, heading: 180 } }],
    );

  it('applies: the defender straight ahead, Marksmanship is offered while the attack dice are modified', () => {
    const seen = playUntil(attack(400), (st) => st.phase !== 'engagement', attackerHits);
    expect(seen.some(mentions('Marksmanship'))).toBe(true);
  });

  it('does not apply: the defender in the front arc but off the bullseye', () => {
    const s = attack(470);
    const seen = playUntil(s, (st) => st.phase !== 'engagement', attackerHits);
    // The attack happens and its dice are modified: only Marksmanship is missing from the offer.
    expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.player === 0)).toBe(true);
    expect(seen.some(mentions('Marksmanship'))).toBe(false);
  });
});

describe('Jek Porkins (after gaining stress: may remove it and roll a die)', () => {
  const activation = (dial: string) =>
    position(
      'activation',
      [{ id: 'jek', pilot: 'jekporkins', pose: { x: 400, y: 150, heading: 0 }, dial }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
    );

  it('applies: a red maneuver gives a stress, Jek is asked, using it removes the stress', () => {
    const s = activation('4K');
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Jek Porkins') ? ['use'] : undefined),
    );
    expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(true);
    expect(s.ships.find((sh) => sh.id === 'jek')!.tokens.stress ?? 0).toBe(0);
    expect(s.log.some((e) => e.type === 'ability-die-rolled')).toBe(true);
  });

  it('does not apply: a white maneuver gives no stress, Jek is never asked', () => {
    const s = activation('3F');
    const seen = playUntil(s, (st) => st.phase !== 'activation');
    expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(false);
  });
});
