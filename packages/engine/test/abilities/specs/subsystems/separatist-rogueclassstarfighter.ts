/**
 * Separatist Rogue-class pilots of abilities/cards/subsystems/separatist-rogueclassstarfighter.ts: IG-101's repair,
 * Durge's replacement of his destruction.
 */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, playUntil, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** IG-101 with `damage` at the start of `phase` (planning: it plays into the System Phase); an X-wing far away. */
function table(phase: 'planning' | 'system' | 'activation', damage: DamageCardState[]) {
  return () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot: 'ig101', id: 'ig', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', damage }],
    );
}
const asked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('IG-101'));
const play = (s: GameState) => playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, useAbilityOf('IG-101'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig101',
    applies: {
      name: 'a faceup card at the start of the System Phase: repaired (flipped facedown)',
      state: table('system', [{ card: 'panickedpilot', faceup: true }]),
      play,
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'ig').damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
      },
    },
    doesNotApply: [
      {
        name: 'only a facedown card: not asked',
        state: table('system', [{ card: 'panickedpilot', faceup: false }]),
        play,
        check: (_s, seen) => expect(asked(seen)).toBe(false),
      },
      {
        name: 'a faceup card at the start of the Activation Phase: not asked there',
        state: table('activation', [{ card: 'structuraldamage', faceup: true }]),
        play,
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'ig').damage[0]!.faceup).toBe(true);
        },
      },
    ],
  },
];

/**
 * Durge (the second player's, at (450, 500), no shield, `charges` left) holding `damage` facedown cards (a Direct Hit!
 * and a Pilot card among them), one short of his hull; an X-wing straight ahead at range 2 attacks him with three hits.
 */
const durgeTable = (charges: number, damage: number) => () => {
  const s = position(
    'engagement',
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 450, y: 300, heading: 0 } }],
    [{ pilot: 'durge-separatistalliance', id: 'durge', pose: { x: 450, y: 500, heading: 180 }, charges, shields: 0 }],
  );
  const d = shipOf(s, 'durge');
  d.damage = ['directhit', 'blindedpilot', 'consolefire', 'damagedengine', 'structuraldamage', 'weaponsfailure']
    .slice(0, Math.min(damage, d.hull - 1))
    .map((card) => ({ card, faceup: false }));
  return s;
};
const durgeAttack: Answer = (d) => {
  if (d.kind === 'declare-attack' && d.ship === 'x') {
    const o = d.options.find((o) => o.id.includes(':durge:'));
    return [o ? o.id : 'pass'];
  }
  if (d.kind === 'declare-attack') return ['pass'];
  return undefined;
};
const durgeAnswer = answers(
  (d) => (d.kind === 'use-instead' ? ['use'] : undefined),
  durgeAttack,
  rolls('x', 'attack', ['hit', 'hit', 'hit']),
  rolls('durge', 'defense', ['blank', 'blank', 'blank']),
);
const throughEngagement = (s: GameState) => playUntil(s, (st) => st.phase !== 'engagement', durgeAnswer);
const PILOT_CARDS = ['blindedpilot', 'panickedpilot', 'stunnedpilot', 'woundedpilot'];

SPECS.push({
  source: 'pilot:durge-separatistalliance',
  applies: {
    name: 'the hits would destroy him: his cards exposed, Direct Hit! and Pilot cards discarded, the rest facedown',
    state: durgeTable(1, 9),
    play: throughEngagement,
    check: (s) => {
      const d = shipOf(s, 'durge');
      expect(d.gone).toBeNull();
      expect(d.charges).toBe(0);
      expect(logged(s, 'ship-destroyed', 'durge')).toEqual([]);
      expect(d.damage.some((c) => c.card === 'directhit' || PILOT_CARDS.includes(c.card))).toBe(false);
      expect(d.damage.every((c) => !c.faceup)).toBe(true);
      expect(d.damage.length).toBeLessThan(d.hull);
      expect(logged(s, 'damage-card-discarded', 'durge').length).toBeGreaterThanOrEqual(2);
    },
  },
  doesNotApply: [
    {
      name: 'no charge left: he is destroyed',
      state: durgeTable(0, 9),
      play: throughEngagement,
      check: (s) => expect(shipOf(s, 'durge').gone).toMatchObject({ how: 'destroyed' }),
    },
    {
      name: 'the hits do not destroy him: not asked, his cards stay facedown',
      state: durgeTable(1, 0),
      play: throughEngagement,
      check: (s) => {
        const d = shipOf(s, 'durge');
        expect(d.gone).toBeNull();
        expect(d.charges).toBe(1);
        expect(logged(s, 'damage-card-exposed', 'durge')).toEqual([]);
      },
    },
  ],
});
