/**
 * Card specs for the upgrades of abilities/cards/attack/upgrades.ts. Rules: 000 Attack (Roll and Modify Dice), Special
 * Weapons (requirements, charges); 001 Arcs (bullseye, firing arcs). Marksmanship is the first worked example of
 * docs/abilities.md (a dice ability offered with the other modifications), written out in full.
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, modifiesWith, offered, playUntil, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

const torpedoTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes'], locks: ['t'] })],
    [imperial('t', 'academypilot', 400, 560)],
  );
const torpedoPlay = (weapon: string) =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['hit', 'hit', 'blank', 'blank']), modifiesWith('Proton')),
    weapon,
  );

const predatorTable = (defenderX: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['predator'] })],
    [imperial('t', 'academypilot', defenderX, 490)],
  );
const predatorPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Predator')),
);

const outmaneuverTable = (defenderHeading: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['outmaneuver'] })],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: defenderHeading } }],
  );

const aimTable = (force?: number) => () =>
  position(
    'engagement',
    [
      rebel('a', 'lukeskywalker', 400, 300, {
        upgrades: ['concussionmissiles', 'instinctiveaim'],
        ...(force === undefined ? {} : { force }),
      }),
    ],
    [imperial('t', 'academypilot', 400, 560)],
  );
const missilesOffered = (s: GameState) =>
  (s.pending?.options ?? []).some((o) => o.id.startsWith('attack:t:concussionmissiles'));

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

/** A wingman (f) in the bullseye of the X-wing (x, with `talent`), the TIE straight ahead of both. */
const inBullseyeTable = (talent: string) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 150, { upgrades: [talent] }),
      rebel('f', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:protontorpedoes:0',
    applies: kase(
      'the torpedo attack turns a hit into a crit',
      torpedoTable,
      torpedoPlay('protontorpedoes'),
      (s, seen) => {
        expect(offered(seen, 'Proton Torpedoes')).toBe(true);
        expect(logged(s, 'modification-used', 'x').map((e) => e.data?.after)).toContainEqual(
          expect.arrayContaining(['crit']),
        );
      },
    ),
    doesNotApply: [
      kase('a primary attack', torpedoTable, torpedoPlay('primary'), (_s, seen) =>
        expect(offered(seen, 'Proton Torpedoes')).toBe(false),
      ),
      kase(
        'a wingman attacks with its own torpedoes: only its own card is offered, not his',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 480, 300, { upgrades: ['protontorpedoes'] }),
              rebel('f', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes'], locks: ['t'] }),
            ],
            [imperial('t', 'academypilot', 400, 560)],
          ),
        attackPlay('f', 't', () => rolls('f', 'attack', ['hit', 'hit', 'blank', 'blank']), 'protontorpedoes'),
        (_s, seen) => {
          const mods = seen.filter((d) => d.kind === 'modify-attack-dice').flatMap((d) => d.options.map((o) => o.id));
          expect(mods.some((id) => id.endsWith('@f'))).toBe(true);
          expect(mods.some((id) => id.endsWith('@x'))).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:predator:0',
    applies: kase('straight ahead: the blank is rerolled into a crit', predatorTable(400), predatorPlay, (s, seen) => {
      expect(offered(seen, 'Predator')).toBe(true);
      expect(logged(s, 'dice-rerolled').map((e) => e.data?.faces)).toEqual([['crit']]);
    }),
    doesNotApply: [
      kase('in the front arc but off the bullseye', predatorTable(470), predatorPlay, (s, seen) => {
        expect(offered(seen, 'Predator')).toBe(false);
        expect(logged(s, 'dice-rerolled')).toHaveLength(0);
      }),
      kase(
        'a wingman in his bullseye attacks the TIE: his talent is his own',
        inBullseyeTable('predator'),
        attackPlay('f', 't', () =>
          answers(rolls('f', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Predator')),
        ),
        (_s, seen) => expect(offered(seen, 'Predator')).toBe(false),
      ),
      kase(
        'the TIE in his bullseye, he attacks with torpedoes (not a primary attack)',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['predator', 'protontorpedoes'], locks: ['t'] })],
            [imperial('t', 'academypilot', 400, 560)],
          ),
        attackPlay(
          'x',
          't',
          () => answers(rolls('x', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Predator')),
          'protontorpedoes',
        ),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x')[0]?.data?.weapon).toBe('protontorpedoes');
          expect(offered(seen, 'Predator')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:outmaneuver:0',
    applies: kase(
      'behind the TIE, outside its arcs: it rolls 2 of its 3 dice',
      outmaneuverTable(0),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('the TIE faces the attacker: 3 dice', outmaneuverTable(180), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase(
        'a TIE behind him attacks him, outside his arcs: he rolls his 2 dice',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['outmaneuver'] })],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 150, heading: 0 } }],
          ),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
      kase(
        'an ARC-170 attacks from its rear arc, outside the TIE’s arcs: 3 dice',
        () =>
          position(
            'engagement',
            [rebel('x', 'norrawexley', 400, 400, { upgrades: ['outmaneuver'] })],
            [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 210, heading: 180 } }],
          ),
        attackPlay('x', 't', undefined, 'primary:rear'),
        (s, seen) => {
          expect(logged(s, 'attack-declared', 'x')[0]?.data?.arc).toBe('rear');
          expect(diceCounts(seen, 'x', 't').defense).toBe(3);
        },
      ),
    ],
  },
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
    doesNotApply: [
      {
        name: 'the defender in the front arc but off the bullseye: the attack is modified, Marksmanship never offered',
        state: marksmanshipTable(470),
        play: (s) => playUntil(s, (st) => st.phase !== 'engagement', attackerHits),
        check: (_s, seen) => {
          expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.player === 0)).toBe(true);
          expect(seen.some(mentions('Marksmanship'))).toBe(false);
        },
      },
      kase(
        'a wingman in his bullseye attacks the TIE: his talent is his own',
        inBullseyeTable('marksmanship'),
        attackPlay('f', 't', () =>
          answers(rolls('f', 'attack', ['hit', 'focus', 'focus']), modifiesWith('Marksmanship')),
        ),
        (_s, seen) => expect(seen.some(mentions('Marksmanship'))).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:instinctiveaim:0',
    applies: kase(
      'no lock: the missiles are offered, and 1 Force is spent on declaring them',
      aimTable(),
      (s) => {
        expect(missilesOffered(s)).toBe(true);
        return attackPlay('a', 't', undefined, 'concussionmissiles')(s);
      },
      (s) => expect(logged(s, 'cost-paid', 'a')[0]?.data?.costs).toEqual([{ kind: 'spend-force', count: 1 }]),
    ),
    doesNotApply: kase(
      'no lock and no Force: the missiles are not offered',
      aimTable(0),
      (s) => {
        expect(missilesOffered(s)).toBe(false);
        return attackPlay('a', 't')(s);
      },
      (s) => expect(logged(s, 'cost-paid', 'a')).toHaveLength(0),
    ),
  },
];
