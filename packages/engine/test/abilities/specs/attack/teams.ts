/**
 * Card specs for the team cards of abilities/cards/attack/teams.ts. Rules: 000 "Performing an Attack" (Modify Dice:
 * changed and spent results). The X-wing x at (400, 300) and the TIE t at (400, 450) face each other at range 2.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const table =
  (x: Partial<PositionShip>, t: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x)],
      [imperial('t', 'academypilot', 400, 450, t)],
    );
/** x's wingman w at (330, 300) carries `up`, a focus token too. */
const wingTable =
  (up: string[], x: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, x),
        rebel('w', 'redsquadronveteran', 330, 300, { upgrades: up, tokens: { focus: 1 } }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const JINATA = { upgrades: ['jinatasecurityforces-epicsl'], tokens: { focus: 1 } };
const result = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data;

/** x attacks t: x rolls `faces`, t blanks, x uses `card`'s modification. */
const xAttacks = (faces: string[], card: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', faces), modifiesWith(card)));
/** t attacks x: t rolls two hits, x rolls blanks and uses `card`'s modification. */
const tAttacks = (card: string) =>
  attackPlay('t', 'x', () =>
    answers(rolls('t', 'attack', ['hit', 'hit']), rolls('x', 'defense', []), modifiesWith(card)),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:jinatasecurityforces-epicsl:0',
    applies: kase(
      'attacking, the focus token turns a blank into a hit',
      table(JINATA),
      xAttacks(['blank', 'blank', 'blank'], 'blank to a hit'),
      (s) => {
        expect(result(s)).toMatchObject({ hits: 1 });
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'the wingman carries it, x attacks with a focus token',
        wingTable(['jinatasecurityforces-epicsl'], { tokens: { focus: 1 } }),
        xAttacks(['blank', 'blank', 'blank'], 'blank to a hit'),
        (_s, seen) => expect(offered(seen, 'Jinata')).toBe(false),
      ),
      kase(
        'the TIE attacks x: no hit change for x',
        table(JINATA, { tokens: { focus: 1 } }),
        attackPlay('t', 'x', () => modifiesWith('blank to a hit')),
        (_s, seen) =>
          expect(
            seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('Jinata'))),
          ).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:jinatasecurityforces-epicsl:0',
    applies: kase(
      'defending, the focus token turns a blank into an evade',
      table(JINATA),
      tAttacks('blank to an evade'),
      (s) => expect(result(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'the wingman carries it, x defends with a focus token',
        wingTable(['jinatasecurityforces-epicsl'], { tokens: { focus: 1 } }),
        tAttacks('blank to an evade'),
        (_s, seen) => expect(offered(seen, 'Jinata')).toBe(false),
      ),
      kase(
        'x attacks: no evade change offered to x',
        table(JINATA),
        xAttacks(['hit'], 'blank to an evade'),
        (_s, seen) =>
          expect(
            seen.some((d) => d.kind === 'modify-defense-dice' && d.options.some((o) => o.label.includes('Jinata'))),
          ).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:corsaircrew:0',
    applies: kase(
      'x spends one of its hits: t gains a deplete token',
      table({ upgrades: ['corsaircrew'] }),
      xAttacks(['hit', 'hit', 'blank'], 'Corsair Crew'),
      (s) => {
        expect(result(s)).toMatchObject({ hits: 1 });
        expect(shipOf(s, 't').tokens.deplete).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the wingman carries it, x attacks',
        wingTable(['corsaircrew']),
        xAttacks(['hit', 'hit', 'blank'], 'Corsair Crew'),
        (_s, seen) => expect(offered(seen, 'Corsair Crew')).toBe(false),
      ),
      kase('x defends', table({ upgrades: ['corsaircrew'] }), tAttacks('Corsair Crew'), (_s, seen) =>
        expect(offered(seen, 'Corsair Crew')).toBe(false),
      ),
      kase(
        'x spends its focus token instead: no deplete',
        table({ upgrades: ['corsaircrew'], tokens: { focus: 1 } }),
        xAttacks(['focus', 'hit'], 'focus'),
        (s) => expect(shipOf(s, 't').tokens.deplete ?? 0).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:corsaircrew:0',
    applies: kase(
      't carries the card too: its copy gives nothing for x’s use (one deplete token)',
      table({ upgrades: ['corsaircrew'] }, { upgrades: ['corsaircrew'] }),
      xAttacks(['hit', 'hit', 'blank'], 'Corsair Crew'),
      (s) => expect(shipOf(s, 't').tokens.deplete).toBe(1),
    ),
    doesNotApply: kase(
      'no hit rolled',
      table({ upgrades: ['corsaircrew'] }),
      xAttacks(['blank'], 'Corsair Crew'),
      (_s, seen) => expect(offered(seen, 'Corsair Crew')).toBe(false),
    ),
  },
];

/**
 * Inferno Squad: the Imperial `attacker` (Gideon Hask unless named, a focus token) at (400, 450) attacks the X-wing x;
 * the TIE i (the card) at (`ix`, 470): 470 is range 1 of the attacker, 50 beyond range 2. `rivals`: the X-wing side
 * flies Del Meeko d (x's wingman) with the card too, and the TIE is attacked by him.
 */
const infernoTable =
  (o: { attacker?: string; ix?: number } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('g', o.attacker ?? 'gideonhask', 400, 450, { tokens: { focus: 1 } }),
        imperial('i', 'academypilot', o.ix ?? 470, 470, { upgrades: ['infernosquad-epicsl'] }),
      ],
    );
const infernoPlay = (use: string) =>
  attackPlay('g', 'x', () =>
    answers(rolls('g', 'attack', ['blank', 'focus']), rolls('x', 'defense', []), modifiesWith(use)),
  );
const rivalTable = () =>
  position(
    'engagement',
    [rebel('d', 'delmeeko', 400, 300, { upgrades: ['infernosquad-epicsl'] }), rebel('e', 'academypilot', 330, 300)],
    [imperial('t', 'academypilot', 400, 450, { upgrades: ['infernosquad-epicsl'] })],
  );

SPECS.push(
  {
    source: 'upgrade:infernosquad-epicsl:0',
    applies: kase(
      'Gideon Hask at range 1: a blank becomes a hit, i suffers a hit',
      infernoTable(),
      infernoPlay('Inferno Squad'),
      (s) => {
        expect(result(s)).toMatchObject({ hits: 1 });
        expect(shipOf(s, 'i').damage).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('i beyond range 2 of Gideon', infernoTable({ ix: 50 }), infernoPlay('Inferno Squad'), (_s, seen) =>
        expect(offered(seen, 'Inferno Squad')).toBe(false),
      ),
      kase(
        'another TIE attacks',
        infernoTable({ attacker: 'academypilot' }),
        infernoPlay('Inferno Squad'),
        (_s, seen) => expect(offered(seen, 'Inferno Squad')).toBe(false),
      ),
      kase('Gideon spends his focus instead: i unharmed', infernoTable(), infernoPlay('focus'), (s) =>
        expect(shipOf(s, 'i').damage).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'upgrade:infernosquad-epicsl:0',
    applies: kase(
      'both sides carry the card: Del Meeko uses his, the TIE’s copy costs it nothing more',
      rivalTable,
      attackPlay('d', 't', () => answers(rolls('d', 'attack', ['blank', 'blank']), modifiesWith('Inferno Squad'))),
      (s) => expect(shipOf(s, 't').damage).toHaveLength(1),
    ),
    doesNotApply: kase(
      'Del Meeko defends',
      rivalTable,
      attackPlay('t', 'd', () => answers(rolls('t', 'attack', ['blank', 'blank']), modifiesWith('Inferno Squad'))),
      (_s, seen) => expect(offered(seen, 'Inferno Squad')).toBe(false),
    ),
  },
);
