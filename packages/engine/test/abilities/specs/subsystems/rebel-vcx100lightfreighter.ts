/** Rebel VCX-100 ship abilities of abilities/cards/subsystems/rebel-vcx100lightfreighter.ts: Tail Gun (docking). */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, playUntil, position } from '../../flow-harness.js';

const VCX: PositionShip = { pilot: 'lothalrebel', id: 'vcx', pose: { x: 450, y: 450, heading: 0 } };
/** A TIE right behind the VCX at range 1, facing away (it cannot shoot back). */
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 330, heading: 180 } };
const SHUTTLE: PositionShip = { pilot: 'ap5', id: 'shuttle', pose: null, docked: 'vcx' };

/** The VCX attacks the TIE from its rear arc when offered; the dice counts asked. */
const rearAttack: Answer = (d) => {
  if (d.kind === 'declare-attack' && d.ship === 'vcx') {
    const o = d.options.find((x) => x.id.includes(':tie:primary:rear'));
    return [o ? o.id : 'pass'];
  }
  return undefined;
};
const play = (s: GameState) => playUntil(s, (st) => st.phase === 'end' || st.phase === 'planning', rearAttack);
const declared = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'declare-attack' && d.ship === 'vcx').flatMap((d) => d.options.map((o) => o.id));
const attackDice = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'enter-dice' && /attack/.test(d.prompt)).map((d) => d.count);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:tailgun',
    standing: true,
    applies: {
      name: 'a Sheathipede docked: the VCX attacks the TIE behind it from its rear arc with 2 dice (range 1: +1 = 3)',
      state: () => position('engagement', [VCX, SHUTTLE], [TIE]),
      play,
      check: (_s, seen) => {
        expect(declared(seen)).toContain('attack:tie:primary:rear');
        expect(attackDice(seen)[0]).toBe(3);
      },
    },
    doesNotApply: {
      name: 'nothing docked: no rear-arc attack',
      state: () => position('engagement', [VCX], [TIE]),
      play,
      check: (_s, seen) => expect(declared(seen).some((id) => id.includes(':rear'))).toBe(false),
    },
  },
];
