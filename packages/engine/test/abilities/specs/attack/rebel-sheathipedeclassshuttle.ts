/**
 * Card specs for the Sheathipede pilots of abilities/cards/attack/rebel-sheathipedeclassshuttle.ts: Ezra Bridger's
 * printing, Fenn Rau's. Rules: 001 Engagement (before a ship engages; Modify Attack Dice); 000 "Stress", "Tokens".
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { ezraSpecs } from './rebel-gauntletfighter.js';

export const SPECS: CardSpec[] = ezraSpecs('ezrabridger-sheathipedeclassshuttle');

/**
 * Fenn Rau (f, stressed when `stressed`) at (400, 300) facing up; the TIE t (a focus token) ahead of him facing him,
 * or (`beside`) at his right side facing him; his X-wing wingman w ahead of him when `wingman`.
 */
const fennTable =
  (o: { stressed?: boolean; beside?: boolean; wingman?: boolean } = {}) =>
  () => {
    const t: PositionShip = o.beside
      ? imperial('t', 'academypilot', 560, 300, { pose: { x: 560, y: 300, heading: 270 }, tokens: { focus: 1 } })
      : imperial('t', 'academypilot', 400, 490, { tokens: { focus: 1 } });
    return position(
      'engagement',
      [
        rebel('f', 'fennrau-sheathipedeclassshuttle', 400, 300, o.stressed ? { tokens: { stress: 1 } } : {}),
        ...(o.wingman ? [rebel('w', 'redsquadronveteran', 300, 420)] : []),
      ],
      [t],
    );
  };
/** The engagement: t attacks f (its dice all focus results), Fenn uses his card when asked, nobody else attacks. */
const fennPlay = playing(leaves('engagement'), () =>
  answers(
    useAbilityOf('Fenn Rau'),
    (d) => {
      if (d.kind !== 'declare-attack') return undefined;
      const o = d.ship === 't' ? d.options.find((x) => x.id.startsWith('attack:f:')) : undefined;
      return [o ? o.id : 'pass'];
    },
    rolls('t', 'attack', ['focus', 'focus']),
  ),
);
const tFocusOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 't' && d.options.some((o) => o.id === 'mod:focus'));
const fennStress = (n: number, offered: boolean) => (s: GameState, seen: readonly Decision[]) => {
  expect(shipOf(s, 'f').tokens.stress ?? 0).toBe(n);
  expect(tFocusOffered(seen)).toBe(offered);
};
SPECS.push({
  source: 'pilot:fennrau-sheathipedeclassshuttle',
  applies: kase(
    'before the TIE ahead engages: a stress, and its focus token stays unspent',
    fennTable(),
    fennPlay,
    fennStress(1, false),
  ),
  doesNotApply: [
    kase('he is stressed already', fennTable({ stressed: true }), fennPlay, fennStress(1, true)),
    kase('the TIE is beside him, outside his arcs', fennTable({ beside: true }), fennPlay, fennStress(0, true)),
    kase(
      'his wingman ahead of him engages (the TIE beside him, outside his arcs)',
      fennTable({ beside: true, wingman: true }),
      fennPlay,
      fennStress(0, true),
    ),
  ],
});
