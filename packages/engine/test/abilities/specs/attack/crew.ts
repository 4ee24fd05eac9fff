/**
 * Card specs for the crew of abilities/cards/attack/crew.ts. Rules: 000 "Performing an Attack" (Modify Dice: a die
 * rerolled once), "Range". The X-wing (x, seat 0) attacks the TIE (t); a far wingman f carries the card in the
 * cases where the attacker must not be the one using it.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** x attacks t at range 2 (x and t each a focus result); f is x's far wingman; each carries the cards given, Force 1. */
const palTable = (x: string[], f: string[], t: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, force: 1 }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, force: 1 }),
    ],
    [imperial('t', 'academypilot', 400, 450, { upgrades: t, force: 1 })],
  );
const palPlay = attackPlay('x', 't', () =>
  answers(
    rolls('x', 'attack', ['hit', 'focus']),
    rolls('t', 'defense', ['focus']),
    modifiesWith('Emperor Palpatine', 2),
  ),
);

/** The TIE (t) attacks the X-wing (x) at range 2, which does not shoot back; each carries the cards given. */
const magvaTable = (x: string[], t: string[]) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, pose: { x: 400, y: 300, heading: 180 } })],
    [imperial('t', 'academypilot', 400, 450, { upgrades: t })],
  );
const magvaPlay = (faces: string[]) =>
  attackPlay('t', 'x', () =>
    answers(rolls('t', 'attack', faces), rolls('x', 'defense', []), useAbilityOf('Magva Yarro')),
  );

const table =
  (x: Partial<PositionShip>, y: number, f: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), rebel('f', 'redsquadronveteran', 50, 300, f)],
      [imperial('t', 'academypilot', 400, y)],
    );
const bkPlay = attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank'], ['hit']), modifiesWith('Bo-Katan')));
const zPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['hit']), rolls('t', 'defense', ['evade'], ['blank']), modifiesWith('Zuckuss')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:bokatankryze:0',
    applies: kase('range 1: a die rerolled', table({ upgrades: ['bokatankryze'] }, 390), bkPlay, (s) =>
      expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('range 2', table({ upgrades: ['bokatankryze'] }, 450), bkPlay, (_s, seen) =>
        expect(offered(seen, 'Bo-Katan')).toBe(false),
      ),
      kase(
        'a wingman beside the attacker carries it',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 400, 300),
              rebel('f', 'redsquadronveteran', 480, 300, { upgrades: ['bokatankryze'] }),
            ],
            [imperial('t', 'academypilot', 400, 390)],
          ),
        bkPlay,
        (_s, seen) => expect(offered(seen, 'Bo-Katan')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:zuckuss:0',
    applies: kase('a stress for the defender’s evade rerolled', table({ upgrades: ['zuckuss'] }, 450), zPlay, (s) => {
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase('stressed', table({ upgrades: ['zuckuss'], tokens: { stress: 1 } }, 450), zPlay, (_s, seen) =>
        expect(offered(seen, 'Zuckuss')).toBe(false),
      ),
      kase('a wingman carries it', table({}, 450, { upgrades: ['zuckuss'] }), zPlay, (_s, seen) =>
        expect(offered(seen, 'Zuckuss')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:emperorpalpatine:0',
    applies: kase(
      'a wingman far away spends his Force: the attacker’s focus becomes a hit',
      palTable([], ['emperorpalpatine'], []),
      palPlay,
      (s) => {
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 2 });
        expect(shipOf(s, 'f').force).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the attacker carries him', palTable(['emperorpalpatine'], [], []), palPlay, (_s, seen) =>
        expect(offered(seen, 'Emperor Palpatine')).toBe(false),
      ),
      kase('the defender carries him', palTable([], [], ['emperorpalpatine']), palPlay, (_s, seen) =>
        expect(offered(seen, 'Emperor Palpatine')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:magvayarro:0',
    applies: kase('the TIE hits her: she locks it', magvaTable(['magvayarro'], []), magvaPlay(['hit', 'hit']), (s) =>
      expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['t']),
    ),
    doesNotApply: [
      kase('the TIE misses', magvaTable(['magvayarro'], []), magvaPlay(['blank']), (s) =>
        expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual([]),
      ),
      kase('the TIE carries her and hits', magvaTable([], ['magvayarro']), magvaPlay(['hit', 'hit']), (s) =>
        expect(shipOf(s, 't').locks.map((l) => l.target)).toEqual([]),
      ),
    ],
  },
];
