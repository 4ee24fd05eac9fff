/**
 * The two worked examples of docs/abilities.md: Marksmanship (000 Attack, Modify Attack Dice: a dice ability offered
 * with the other modifications) and Jek Porkins (a trigger after gaining stress, with a die).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../card-spec.js';
import { type Answer, playUntil, position } from '../flow-harness.js';

const mentions = (card: string) => (d: Decision) =>
  d.prompt.includes(card) || d.options.some((o) => o.label.includes(card) || o.id.includes(card.toLowerCase()));

/** The attacker (seat 0) attacks, enters a hit and focus results, and uses any modification that is not a token's. */
const attackerHits: Answer = (d) => {
  if (d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 0 && !/player order/.test(d.prompt))
    return ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => (i === 0 ? 'hit' : 'focus'))];
  const attack = d.options.find((o) => o.id.startsWith('attack:'));
  if (attack) return [attack.id];
  const card = d.kind === 'modify-attack-dice' && d.options.find((o) => o.id.startsWith('mod:upgrade:'));
  return card ? [card.id] : undefined;
};

const marksmanshipTable = (defenderX: number) => () =>
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

const jekTable = (dial: string) => () =>
  position(
    'activation',
    [{ id: 'jek', pilot: 'jekporkins', pose: { x: 400, y: 150, heading: 0 }, dial }],
    [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
  );

const useJek: Answer = (d) => (d.kind === 'use-ability' && d.prompt.includes('Jek Porkins') ? ['use'] : undefined);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:marksmanship:0',
    applies: {
      name: 'the defender straight ahead (bullseye): offered while the attack dice are modified, a hit becomes a crit',
      state: marksmanshipTable(400),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', attackerHits),
      check: (s, seen) => {
        expect(seen.some(mentions('Marksmanship'))).toBe(true);
        const used = s.log.find(
          (e) => e.type === 'modification-used' && String(e.data?.modification).includes('marksmanship'),
        );
        expect(used?.data?.after).toContain('crit');
      },
    },
    doesNotApply: {
      name: 'the defender in the front arc but off the bullseye: the attack is modified, Marksmanship never offered',
      state: marksmanshipTable(470),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', attackerHits),
      check: (_s, seen) => {
        expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.player === 0)).toBe(true);
        expect(seen.some(mentions('Marksmanship'))).toBe(false);
      },
    },
  },
  {
    source: 'pilot:jekporkins',
    applies: {
      name: 'a red maneuver gives a stress: Jek is asked, using it removes the stress and rolls a die',
      state: jekTable('4K'),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation', useJek),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(true);
        expect(s.ships.find((sh) => sh.id === 'jek')!.tokens.stress ?? 0).toBe(0);
        expect(s.log.some((e) => e.type === 'ability-die-rolled')).toBe(true);
      },
    },
    doesNotApply: {
      name: 'a white maneuver gives no stress: Jek is never asked',
      state: jekTable('3F'),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation', useJek),
      check: (_s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(false);
      },
    },
  },
];
