/**
 * Card specs for the crew of abilities/cards/attack/crew.ts. Rules: 000 "Performing an Attack" (Modify Dice: a die
 * rerolled once), "Range". The X-wing (x, seat 0) attacks the TIE (t); a far wingman f carries the card in the
 * cases where the attacker must not be the one using it.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  abilityDie,
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** IG-88A (g, C-3PO) about to act in the Activation Phase; `others` beside it. */
const c3poTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('g', 'ig88a', 400, 150, { dial: '1F', upgrades: ['c3po-republic'], ...extra }), ...others],
      [farTie()],
    );
const c3poPlay = (ship: string, first: string) =>
  playing(leaves('activation'), () => picks('choose-action', first, ship));
/** Calculate tokens gained besides the action's own (IG-88A's ship ability gives one more too). */
const calcGained = (s: GameState, ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

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

/** Rook Kast: a Firespray x (reinforce red, focus white) activates, its wingman w far aside; t far ahead. */
const ROOK = 'Rook Kast';
const rookActTable = (carrier: 'x' | 'w') => () =>
  position(
    'activation',
    [
      rebel('x', 'bountyhunter', 400, 150, { dial: '1F', ...(carrier === 'x' ? { upgrades: ['rookkast'] } : {}) }),
      rebel('w', 'bountyhunter', 100, 60, { dial: '1F', ...(carrier === 'w' ? { upgrades: ['rookkast'] } : {}) }),
    ],
    [imperial('t', 'academypilot', 700, 800, { dial: '1F' })],
  );
const rookActPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf(ROOK), picks('choose-action', action, 'x'), picks('choose-action', 'focus', 'w')),
  );
/** x (a Firespray, strained when `strain`) attacks t at range 2; w, its wingman aside, strained too. */
const rookTable = (carrier: 'x' | 'w', strain: boolean) => () =>
  position(
    'engagement',
    [
      rebel('x', 'bountyhunter', 400, 300, {
        ...(carrier === 'x' ? { upgrades: ['rookkast'] } : {}),
        ...(strain ? { tokens: { strain: 1 } } : {}),
      }),
      rebel('w', 'bountyhunter', 100, 100, {
        tokens: { strain: 1 },
        ...(carrier === 'w' ? { upgrades: ['rookkast'] } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const rookPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), rolls('t', 'defense', []), modifiesWith(ROOK)),
);
const rookHits = (s: GameState) => logged(s, 'attack-neutralized', undefined).at(-1)?.data?.hits;

/**
 * Korkie Kryze: the TIE t (400, 100, facing up) attacks the X-wing d, turned 45° (one closest line joins them); the
 * ARC-170 k carries the card. Layouts: 'obstruct' (k across the line at range 1 of d), 'aside' (k off the line, d at
 * range 1–2 in its full front arc), 'far' (k across the line just ahead of t, d at range 3 of it). `back`: k faces
 * t; `enemy`: d and t change sides (t attacks an enemy of k's); `focus`: k holds a focus token.
 */
const KORKIE = 'Korkie Kryze';
const korkieTable =
  (layout: 'obstruct' | 'aside' | 'far', o: { back?: boolean; enemy?: boolean; focus?: boolean } = {}) =>
  () => {
    const k = { obstruct: [400, 230], aside: [250, 230], far: [400, 160] }[layout]!;
    const dy = layout === 'far' ? 438 : 330;
    const korkie: PositionShip = {
      id: 'k',
      pilot: 'squadsevenveteran',
      pose: { x: k[0]!, y: k[1]!, heading: o.back ? 180 : 0 },
      upgrades: ['korkiekryze'],
      ...(o.focus ? { tokens: { focus: 1 } } : {}),
    };
    const d: PositionShip = { id: 'd', pilot: 'redsquadronveteran', pose: { x: 400, y: dy, heading: 45 } };
    const t: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 400, y: 100, heading: 0 } };
    return o.enemy ? position('engagement', [korkie, t], [d]) : position('engagement', [korkie, d], [t]);
  };
const korkiePlay = attackPlay('t', 'd', () => useAbilityOf(KORKIE));

/**
 * Count Dooku (crew): x attacks t at range 2 and rolls three hits; `on` carries the card with `force` Force (the card's
 * 1, more with a Force pilot): t the defender, or 'f' a far wingman of t's. The card's player names a blank for x's
 * attack dice.
 */
const DOOKU = 'Count Dooku';
const dookuTable =
  (on: 't' | 'f', force: number, pilot = 'academypilot') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('t', pilot, 400, 450, on === 't' ? { upgrades: ['countdooku'], force } : {}),
        imperial('f', 'academypilot', 100, 850, on === 'f' ? { upgrades: ['countdooku'], force } : {}),
      ],
    );
const namesBlank: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes(DOOKU) && d.options.some((o) => o.id === 'use:hit')
    ? ['use:blank']
    : undefined;
const dookuPlay = attackPlay('x', 't', () =>
  answers(namesBlank, rolls('x', 'attack', ['hit', 'hit', 'hit']), rolls('t', 'defense', ['blank'])),
);

/**
 * Zeb Orrelios (crew): the X-wing x, focused, attacks the TIE t touching it (range 0, a primary attack); `on` carries
 * the card (none: ''). The attack dice are 3 focus results.
 */
const zebTable = (on: 'x' | 't' | '') => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, {
        tokens: { focus: 1 },
        ...(on === 'x' ? { upgrades: ['zeborrelios'] } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 400, 341, on === 't' ? { upgrades: ['zeborrelios'] } : {})],
  );
const zebPlay = attackPlay('x', 't', () =>
  answers(
    rolls('x', 'attack', ['focus', 'focus', 'focus']),
    rolls('t', 'defense', ['blank']),
    picks('modify-attack-dice', 'mod:focus', 'x'),
  ),
);
const focusOffered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x' && d.options.some((o) => o.id === 'mod:focus'));

/**
 * Kuiil: the X-wing k (the card) about to act, with a jam token and the damage cards given; its action rolls one
 * attack die per card, entered as `faces`.
 */
const KUIIL = 'Kuiil';
const kuiilTable = (damage: { card: string; faceup: boolean }[]) => () =>
  position(
    'activation',
    [rebel('k', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['kuiil'], tokens: { jam: 1 }, damage })],
    [farTie()],
  );
const kuiilPlay = (faces: string[]) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'enter-dice' && d.prompt.includes(KUIIL) ? ['enter', faces] : undefined),
      picks('choose-action', 'card:upgrade:kuiil:0', 'k'),
    ),
  );

// Admiral Sloane on a Lambda shuttle (s, large base at (400, 600)) facing down the table; a TIE wingman t (`pilot`) at
// (`tx`, 450) — range 1 of her at tx 400, beyond range 3 at tx 850 —; an X-wing x at (`tx`, 300) facing t at range 2.
const sloaneTable =
  (tx = 400, x: Partial<PositionShip> = {}, pilot = 'academypilot') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', tx, 300, x)],
      [imperial('s', 'omicrongrouppilot', 400, 600, { upgrades: ['admiralsloane'] }), imperial('t', pilot, tx, 450)],
    );
/** x attacks the TIE: three hits destroy it (hull 3, no shield), one hit does not. */
const sloaneShot = (hits: number) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit'].slice(0, hits))));
const xStress = (n: number) => (s: GameState) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(n);
/** The TIE attacks x, rolling blanks; Sloane's reroll is taken. */
const sloaneReroll = (attacker = 't') =>
  attackPlay(attacker, 'x', () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank']), modifiesWith('Admiral Sloane')),
  );
const STRESSED: Partial<PositionShip> = { tokens: { stress: 1 } };

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:admiralsloane:0',
    applies: kase(
      'her wingman at range 1 is destroyed defending: the attacker gains 2 stress',
      sloaneTable(),
      sloaneShot(3),
      (s) => {
        expect(logged(s, 'ship-destroyed', 't')).toHaveLength(1);
        xStress(2)(s);
      },
    ),
    doesNotApply: [
      kase('her wingman survives the attack', sloaneTable(), sloaneShot(1), xStress(0)),
      kase('the wingman destroyed stood beyond range 3 of her', sloaneTable(850), sloaneShot(3), (s) => {
        expect(logged(s, 'ship-destroyed', 't')).toHaveLength(1);
        xStress(0)(s);
      }),
    ],
  },
  {
    source: 'upgrade:admiralsloane:0',
    applies: kase(
      'her wingman at range 1 attacks a stressed X-wing: it rerolls a die',
      sloaneTable(400, STRESSED),
      sloaneReroll(),
      (s) => expect(usedIndexes(s, 'upgrade:admiralsloane:0')).toEqual([1]),
    ),
    doesNotApply: [
      kase('the X-wing is not stressed', sloaneTable(), sloaneReroll(), (_s, seen) =>
        expect(offered(seen, 'Admiral Sloane')).toBe(false),
      ),
      kase('the wingman attacking is beyond range 3 of her', sloaneTable(850, STRESSED), sloaneReroll(), (_s, seen) =>
        expect(offered(seen, 'Admiral Sloane')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:kuiil:0',
    applies: kase(
      'two damage cards: a hit repairs the faceup Ship card, a blank removes the jam token',
      kuiilTable([
        { card: 'damagedengine', faceup: true },
        { card: 'panickedpilot', faceup: false },
      ]),
      kuiilPlay(['hit', 'blank']),
      (s) => {
        expect(shipOf(s, 'k').damage.map((d) => d.faceup)).toEqual([false, false]);
        expect(shipOf(s, 'k').tokens.jam).toBeUndefined();
        expect(shipOf(s, 'k').tokens.focus).toBeUndefined();
      },
    ),
    doesNotApply: [
      kase('no damage card: the action is not offered', kuiilTable([]), kuiilPlay([]), (_s, seen) =>
        expect(seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:kuiil')))).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:zeborrelios:0',
    standing: true,
    applies: kase(
      'x carries him: at range 0 it spends its focus on its attack dice',
      zebTable('x'),
      zebPlay,
      (s, seen) => {
        expect(focusOffered(seen)).toBe(true);
        expect(shipOf(s, 'x').tokens.focus).toBeUndefined();
        expect(s.log.find((e) => e.type === 'attack-neutralized')?.data?.hits).toBe(3);
      },
    ),
    doesNotApply: [
      kase('no card: at range 0 the attacker does not modify', zebTable(''), zebPlay, (s, seen) => {
        expect(focusOffered(seen)).toBe(false);
        expect(shipOf(s, 'x').tokens.focus).toBe(1);
      }),
    ],
  },
  {
    source: 'upgrade:zeborrelios:0',
    standing: true,
    applies: kase('the defender t carries him: x spends its focus', zebTable('t'), zebPlay, (_s, seen) =>
      expect(focusOffered(seen)).toBe(true),
    ),
    doesNotApply: [kase('no card', zebTable(''), zebPlay, (_s, seen) => expect(focusOffered(seen)).toBe(false))],
  },
  {
    source: 'upgrade:countdooku:0',
    applies: kase("t names a blank for x's three hits: one hit becomes a blank", dookuTable('t', 1), dookuPlay, (s) => {
      expect(shipOf(s, 't').force).toBe(0);
      const changed = logged(s, 'dice-changed', 'x');
      expect(changed.map((e) => [e.data?.from, e.data?.to])).toEqual([[['hit'], 'blank']]);
    }),
    doesNotApply: [
      kase(
        'the card is on a wingman beyond range 2 of x and t: not asked',
        dookuTable('f', 1),
        dookuPlay,
        (s, seen) => {
          expect(offered(seen, DOOKU)).toBe(false);
          expect(logged(s, 'dice-changed')).toHaveLength(0);
        },
      ),
      kase(
        't (Darth Vader, Force 3 of 4) has a Force spent: not asked',
        dookuTable('t', 3, 'darthvader'),
        dookuPlay,
        (s, seen) => {
          expect(offered(seen, DOOKU)).toBe(false);
          expect(logged(s, 'dice-changed')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:korkiekryze:0',
    applies: kase(
      'd is declared the defender: k gives it its focus token',
      korkieTable('aside', { focus: true }),
      korkiePlay,
      (s) => {
        expect(shipOf(s, 'k').tokens.focus).toBeUndefined();
        expect(logged(s, 'token-gained', 'd').map((e) => e.data?.token)).toContain('focus');
      },
    ),
    doesNotApply: [
      kase('k holds no green token: not asked', korkieTable('aside'), korkiePlay, (_s, seen) =>
        expect(offered(seen, KORKIE)).toBe(false),
      ),
      kase(
        'k faces away from d: not asked',
        korkieTable('aside', { back: true, focus: true }),
        korkiePlay,
        (_s, seen) => expect(offered(seen, KORKIE)).toBe(false),
      ),
      kase('d is at range 3 of k: not asked', korkieTable('far', { focus: true }), korkiePlay, (_s, seen) =>
        expect(offered(seen, KORKIE)).toBe(false),
      ),
      kase(
        'd is an enemy of k: not asked',
        korkieTable('aside', { enemy: true, focus: true }),
        korkiePlay,
        (_s, seen) => expect(offered(seen, KORKIE)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:korkiekryze:0',
    applies: kase(
      'k obstructs the attack on d: d rolls three defense dice',
      korkieTable('obstruct'),
      korkiePlay,
      (_s, seen) => expect(diceCounts(seen, 't', 'd').defense).toBe(3),
    ),
    doesNotApply: [
      kase('k stands aside: two', korkieTable('aside'), korkiePlay, (_s, seen) =>
        expect(diceCounts(seen, 't', 'd').defense).toBe(2),
      ),
      kase('k obstructs facing t, d behind it: two', korkieTable('obstruct', { back: true }), korkiePlay, (_s, seen) =>
        expect(diceCounts(seen, 't', 'd').defense).toBe(2),
      ),
      kase(
        'k obstructs with d at range 3 of it: three (the range bonus only)',
        korkieTable('far'),
        korkiePlay,
        (_s, seen) => expect(diceCounts(seen, 't', 'd').defense).toBe(3),
      ),
      kase('k obstructs an attack on an enemy: two', korkieTable('obstruct', { enemy: true }), korkiePlay, (_s, seen) =>
        expect(diceCounts(seen, 't', 'd').defense).toBe(2),
      ),
    ],
  },
  {
    source: 'upgrade:rookkast:0',
    applies: kase('a red reinforce: x takes a strain token', rookActTable('x'), rookActPlay('reinforce:fore'), (s) =>
      expect(shipOf(s, 'x').tokens.strain).toBe(1),
    ),
    doesNotApply: [
      kase('a white focus: not asked', rookActTable('x'), rookActPlay('focus'), (s, seen) => {
        expect(offered(seen, ROOK)).toBe(false);
        expect(shipOf(s, 'x').tokens.strain).toBeUndefined();
      }),
      kase(
        'x reinforces, its wingman w (a white focus) carries it: nobody strained',
        rookActTable('w'),
        rookActPlay('reinforce:fore'),
        (s) => expect(shipOf(s, 'x').tokens.strain).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:rookkast:0',
    applies: kase('x attacks strained: a blank becomes a hit', rookTable('x', true), rookPlay, (s) =>
      expect(rookHits(s)).toBe(1),
    ),
    doesNotApply: [
      kase('x attacks unstrained: not offered', rookTable('x', false), rookPlay, (s, seen) => {
        expect(offered(seen, ROOK)).toBe(false);
        expect(rookHits(s)).toBe(0);
      }),
      kase('the strained wingman carries it: not offered to x', rookTable('w', true), rookPlay, (_s, seen) =>
        expect(offered(seen, ROOK)).toBe(false),
      ),
    ],
  },
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

// ---- Ghost Company, Rose Tico, Chancellor Palpatine, Aayla Secura, Jango Fett, Latts Razzi, C-3PO, The Child ----

/** The Y-wing (y, Dorsal Turret facing front) attacks t at range 1; t2 is beside it; y carries `y` and `tokens`. */
const gcTable =
  (y: string[], tokens: Record<string, number>, t: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: ['dorsalturret', ...y], turret: 'front', tokens })],
      [imperial('t', 'academypilot', 400, 390, { upgrades: t }), imperial('t2', 'academypilot', 480, 460)],
    );
const gcPlay = (first: string, stop = 2) =>
  playing(
    (s) => logged(s, 'attack-ended', 'y').length >= stop || s.phase !== 'engagement',
    () => answers(picks('declare-attack', first, 'y'), picks('declare-attack', 'attack:t2:dorsalturret', 'y')),
  );
export const declaredBy = (s: GameState, ship: string) =>
  logged(s, 'attack-declared', ship).map((e) => `${e.data?.defender}:${e.data?.arc}`);

/** x attacks t at range 2; each side's ships carry the cards given; f is x's far wingman, w t's. */
export const duel =
  (x: Partial<PositionShip>, t: Partial<PositionShip>, f: Partial<PositionShip> = {}, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), rebel('f', 'redsquadronveteran', 50, 300, f)],
      [imperial('t', 'academypilot', 400, 450, t), imperial('w', 'academypilot', 750, 800, w)],
    );
export const locksOf = (s: GameState, id: string) => shipOf(s, id).locks.map((l) => l.target);
export const duelPlay = (x: string[], t: string[], ...more: Answer[]) =>
  attackPlay('x', 't', () => answers(...more, rolls('x', 'attack', x), rolls('t', 'defense', t)));

/** The TIE t attacks x at range 2 (or `y`), x facing away; x and its wingman a carry the cards given. */
export const defTable =
  (x: Partial<PositionShip>, y = 450, a?: PositionShip, t: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: 180 }, ...x }), ...(a ? [a] : [])],
      [imperial('t', 'academypilot', 400, y, t)],
    );
export const defPlay = (t: string[], x: string[], ...more: Answer[]) =>
  attackPlay('t', 'x', () => answers(...more, rolls('t', 'attack', t), rolls('x', 'defense', x)));

SPECS.push(
  {
    source: 'upgrade:ghostcompany:0',
    applies: kase(
      'focused, a primary attack, then a turret attack on the other TIE',
      gcTable(['ghostcompany'], { focus: 1 }),
      gcPlay('attack:t:primary'),
      (s) => expect(declaredBy(s, 'y')).toEqual(['t:front', 't2:single-turret']),
    ),
    doesNotApply: [
      kase('not focused', gcTable(['ghostcompany'], {}), gcPlay('attack:t:primary'), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase('the turret attacks first', gcTable(['ghostcompany'], { focus: 1 }), gcPlay('attack:t:dorsalturret'), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase(
        'the focused defender carries it',
        () =>
          position(
            'engagement',
            [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: ['dorsalturret'], turret: 'front' })],
            [
              imperial('t', 'academypilot', 400, 390, { upgrades: ['ghostcompany'], tokens: { focus: 1 } }),
              imperial('t2', 'academypilot', 480, 460),
            ],
          ),
        gcPlay('attack:t:primary', 1),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'upgrade:rosetico:0',
    applies: kase(
      'each spends a result and locks the other; each use sets off only its own lock',
      duel({ upgrades: ['rosetico'] }, { upgrades: ['rosetico'] }),
      duelPlay(['blank', 'hit'], ['blank', 'evade'], modifiesWith('Rose Tico', 2)),
      (s) => {
        expect(locksOf(s, 'x')).toEqual(['t']);
        expect(locksOf(s, 't')).toEqual(['x']);
        expect(usedIndexes(s, 'upgrade:rosetico:0')).toEqual([0, 2, 1, 2]);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker spends its focus token instead',
        duel({ upgrades: ['rosetico'], tokens: { focus: 1 } }, {}),
        duelPlay(['focus', 'hit'], [], picks('modify-attack-dice', 'mod:focus')),
        (s) => expect(locksOf(s, 'x')).toEqual([]),
      ),
      kase(
        'the attacker’s wingman carries it',
        duel({}, {}, { upgrades: ['rosetico'] }),
        duelPlay(['hit'], []),
        (_s, seen) => expect(offered(seen, 'Rose Tico')).toBe(false),
      ),
      kase(
        'the defender’s wingman carries it',
        duel({}, {}, {}, { upgrades: ['rosetico'] }),
        duelPlay(['hit'], ['evade']),
        (_s, seen) => expect(offered(seen, 'Rose Tico')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:chancellorpalpatine:0',
    applies: kase(
      'defending at range 2, his Force stresses the attacker',
      defTable({ upgrades: ['chancellorpalpatine'], force: 1 }),
      defPlay(['hit'], [], useAbilityOf('Chancellor Palpatine')),
      (s) => {
        expect(shipOf(s, 't').tokens.stress).toBe(1);
        expect(shipOf(s, 'x').force).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker is at range 3',
        defTable({ upgrades: ['chancellorpalpatine'], force: 1 }, 560),
        defPlay(['hit'], [], useAbilityOf('Chancellor Palpatine')),
        (s) => expect(shipOf(s, 't').tokens.stress).toBeUndefined(),
      ),
      kase(
        'he attacks',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['chancellorpalpatine'], force: 1 })],
            [imperial('t', 'academypilot', 400, 450, { pose: { x: 400, y: 450, heading: 0 } })],
          ),
        attackPlay('x', 't', () => answers(useAbilityOf('Chancellor Palpatine'), rolls('x', 'attack', ['hit']))),
        (s) => expect(shipOf(s, 't').tokens.stress).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:aaylasecura:0',
    applies: kase(
      'the attacker in her bullseye: the defender’s blank becomes a focus',
      defTable({}, 450, rebel('a', 'redsquadronveteran', 400, 170, { upgrades: ['aaylasecura'] })),
      defPlay(['hit'], ['blank'], modifiesWith('Aayla Secura')),
      (_s, seen) => expect(offered(seen, 'Aayla Secura')).toBe(true),
    ),
    doesNotApply: [
      kase(
        'the attacker is off her bullseye',
        defTable({}, 450, rebel('a', 'redsquadronveteran', 300, 230, { upgrades: ['aaylasecura'] })),
        defPlay(['hit'], ['blank'], modifiesWith('Aayla Secura')),
        (_s, seen) => expect(offered(seen, 'Aayla Secura')).toBe(false),
      ),
      kase(
        'the defender is at range 3 of her',
        defTable({}, 450, rebel('a', 'redsquadronveteran', 400, 30, { upgrades: ['aaylasecura'] })),
        defPlay(['hit'], ['blank'], modifiesWith('Aayla Secura')),
        (_s, seen) => expect(offered(seen, 'Aayla Secura')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:jangofett:0',
    applies: kase(
      'each spends its lock: the other’s focus becomes a blank',
      duel({ upgrades: ['jangofett'], locks: ['t'] }, { upgrades: ['jangofett'], locks: ['x'] }),
      duelPlay(['focus', 'hit'], ['focus'], modifiesWith('Jango Fett', 2)),
      (s) => {
        expect(locksOf(s, 'x')).toEqual([]);
        expect(locksOf(s, 't')).toEqual([]);
        expect(usedIndexes(s, 'upgrade:jangofett:0')).toEqual([1, 2, 0, 2]);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker spends its focus token instead',
        duel({ upgrades: ['jangofett'], locks: ['t'], tokens: { focus: 1 } }, {}),
        duelPlay(['focus', 'hit'], [], picks('modify-attack-dice', 'mod:focus')),
        (s) => expect(locksOf(s, 'x')).toEqual(['t']),
      ),
      kase(
        'the attacker’s wingman carries it',
        duel({ locks: ['t'] }, {}, { upgrades: ['jangofett'] }),
        duelPlay(['hit'], ['focus']),
        (_s, seen) => expect(offered(seen, 'Jango Fett')).toBe(false),
      ),
      kase(
        'the defender’s wingman carries it, locking the attacker',
        duel({}, {}, {}, { upgrades: ['jangofett'], locks: ['x'] }),
        duelPlay(['focus', 'hit'], []),
        (_s, seen) => expect(offered(seen, 'Jango Fett')).toBe(false),
      ),
      kase(
        'the defender has no lock on the attacker',
        duel({}, { upgrades: ['jangofett'] }),
        duelPlay(['focus', 'hit'], []),
        (_s, seen) => expect(offered(seen, 'Jango Fett')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:lattsrazzi:0',
    applies: kase(
      'the stressed attacker loses its stress, a blank becomes an evade',
      duel({ upgrades: ['lattsrazzi'], tokens: { stress: 1 } }, { upgrades: ['lattsrazzi'] }),
      duelPlay(['hit'], ['blank'], modifiesWith('Latts Razzi')),
      (s) => {
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 0 });
        expect(usedIndexes(s, 'upgrade:lattsrazzi:0')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker is not stressed',
        duel({}, { upgrades: ['lattsrazzi'] }),
        duelPlay(['hit'], ['blank']),
        (_s, seen) => expect(offered(seen, 'Latts Razzi')).toBe(false),
      ),
      kase(
        'the defender spends its focus token instead',
        duel({ tokens: { stress: 1 } }, { upgrades: ['lattsrazzi'], tokens: { focus: 1 } }),
        duelPlay(['hit'], ['focus'], picks('modify-defense-dice', 'mod:focus')),
        (s) => expect(shipOf(s, 'x').tokens.stress).toBe(1),
      ),
      kase(
        'the defender’s wingman carries it',
        duel({ tokens: { stress: 1 } }, {}, {}, { upgrades: ['lattsrazzi'] }),
        duelPlay(['hit'], ['blank']),
        (_s, seen) => expect(offered(seen, 'Latts Razzi')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:c3po-republic:0',
    applies: kase(
      'defending with a calculate token: a die rerolled',
      defTable({ upgrades: ['c3po-republic'], tokens: { calculate: 1 } }),
      defPlay(['hit'], ['blank'], modifiesWith('C-3PO')),
      (s) => expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('no calculate token', defTable({ upgrades: ['c3po-republic'] }), defPlay(['hit'], ['blank']), (_s, seen) =>
        expect(offered(seen, 'C-3PO')).toBe(false),
      ),
      kase(
        'the defender’s wingman has the card and a calculate token',
        defTable(
          {},
          450,
          rebel('a', 'redsquadronveteran', 150, 300, { upgrades: ['c3po-republic'], tokens: { calculate: 1 } }),
        ),
        defPlay(['hit'], ['blank']),
        (_s, seen) => expect(offered(seen, 'C-3PO')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:c3po-republic:0',
    applies: kase('a Calculate action leaves two calculate tokens', c3poTable(), c3poPlay('g', 'calculate'), (s) =>
      expect(calcGained(s, 'g')).toBe(2),
    ),
    doesNotApply: [
      kase('an Evade action', c3poTable(), c3poPlay('g', 'evade'), (s) => expect(calcGained(s, 'g')).toBe(0)),
      kase(
        'a wingman’s Calculate action',
        c3poTable({ round: { activated: true } }, [rebel('w', 'ig88a', 250, 150, { dial: '1F' })]),
        c3poPlay('w', 'calculate'),
        (s) => {
          expect(calcGained(s, 'w')).toBe(1);
          expect(calcGained(s, 'g')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:thechild-armedanddangerous:0',
    applies: kase(
      'the attack hits him: 1 Force back',
      defTable({ upgrades: ['thechild-armedanddangerous'], force: 1 }),
      defPlay(['hit'], []),
      (s) => expect(shipOf(s, 'x').force).toBe(2),
    ),
    doesNotApply: [
      kase(
        'the attack misses',
        defTable({ upgrades: ['thechild-armedanddangerous'], force: 1 }),
        defPlay(['blank'], []),
        (s) => expect(shipOf(s, 'x').force).toBe(1),
      ),
      kase(
        'he attacks and hits',
        duel({ upgrades: ['thechild-armedanddangerous'], force: 1 }, {}),
        duelPlay(['hit'], []),
        (s) => expect(shipOf(s, 'x').force).toBe(1),
      ),
    ],
  },
);

// ---- Saw Gerrera, Lando Calrissian (crew) ----

SPECS.push(
  {
    source: 'upgrade:sawgerrera:0',
    applies: kase(
      'two focus results become crits, a hit suffered (the enemy copy stays quiet)',
      duel({ upgrades: ['sawgerrera'] }, { upgrades: ['sawgerrera'] }),
      duelPlay(['focus', 'focus'], [], modifiesWith('Saw Gerrera')),
      (s) => {
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 2 });
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(usedIndexes(s, 'upgrade:sawgerrera:0')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker spends its focus token instead',
        duel({ upgrades: ['sawgerrera'], tokens: { focus: 1 } }, {}),
        duelPlay(['focus', 'focus'], [], picks('modify-attack-dice', 'mod:focus')),
        (s) => expect(shipOf(s, 'x').shields).toBe(2),
      ),
      kase(
        'the attacker’s wingman carries it',
        duel({}, {}, { upgrades: ['sawgerrera'] }),
        duelPlay(['focus'], []),
        (_s, seen) => expect(offered(seen, 'Saw Gerrera')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:landocalrissian-crew:0',
    applies: kase(
      'a focus token spent: two blanks rerolled',
      duel({ upgrades: ['landocalrissian-crew'], tokens: { focus: 1 } }, {}),
      attackPlay('x', 't', () =>
        answers(modifiesWith('Lando Calrissian'), rolls('x', 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit'])),
      ),
      (s) => {
        expect(logged(s, 'dice-rerolled')).toHaveLength(1);
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker’s wingman carries it',
        duel({ tokens: { focus: 1, calculate: 1, evade: 1 } }, {}, { upgrades: ['landocalrissian-crew'] }),
        duelPlay(['blank'], []),
        (_s, seen) => expect(offered(seen, 'Lando Calrissian')).toBe(false),
      ),
      kase(
        'the defender’s wingman carries it',
        duel({}, { tokens: { focus: 1, calculate: 1, evade: 1 } }, {}, { upgrades: ['landocalrissian-crew'] }),
        duelPlay(['hit'], ['blank']),
        (_s, seen) => expect(offered(seen, 'Lando Calrissian')).toBe(false),
      ),
    ],
  },
);

const GG = 'General Grievous';
const ggOffered = (seen: Parameters<typeof offered>[0], face: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(GG) && d.prompt.includes(`one ${face}`));
/** t attacks x (Grievous aboard, facing away) with these faces, x rolling blanks; x uses Grievous on `face`. */
const ggTable = () => defTable({ upgrades: ['generalgrievous'] })();
const ggPlay = (faces: string[], face?: 'hit' | 'crit') =>
  defPlay(faces, [], (d) =>
    face && d.kind === 'use-ability' && d.prompt.includes(GG) && d.prompt.includes(`one ${face}`) ? ['use'] : undefined,
  );
/** t destroys v (three facedown cards, no shields); x (v's wingman) or t's wingman w carries Grievous, spent. */
const ggDeathTable = (carrier: 'x' | 'w') => () => {
  const spent = { upgrades: [{ xws: 'generalgrievous', charges: 0 }] };
  const hurt = Array.from({ length: 3 }, () => ({ card: 'directhit', faceup: false }));
  return position(
    'engagement',
    [
      rebel('v', 'redsquadronveteran', 400, 300, { shields: 0, damage: hurt }),
      rebel('x', 'redsquadronveteran', 100, 100, carrier === 'x' ? spent : {}),
    ],
    [imperial('t', 'academypilot', 400, 390), imperial('w', 'academypilot', 700, 800, carrier === 'w' ? spent : {})],
  );
};
const ggDeathPlay = attackPlay('t', 'v', () => rolls('t', 'attack', ['hit', 'hit']));
const ggCharges = (s: GameState, id: string) =>
  shipOf(s, id).upgrades.find((u) => u.xws === 'generalgrievous')?.charges;

SPECS.push(
  {
    source: 'upgrade:generalgrievous:0',
    applies: kase(
      'two hits left: a charge cancels one, x loses one shield',
      ggTable,
      ggPlay(['hit', 'hit'], 'hit'),
      (s) => {
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(ggCharges(s, 'x')).toBe(0);
      },
    ),
    doesNotApply: [
      kase('one hit: not asked', ggTable, ggPlay(['hit']), (_s, seen) => expect(ggOffered(seen, 'hit')).toBe(false)),
      kase('one crit: not asked', ggTable, ggPlay(['crit']), (_s, seen) => expect(ggOffered(seen, 'crit')).toBe(false)),
      kase('two hits: no crit to cancel', ggTable, ggPlay(['hit', 'hit']), (_s, seen) => {
        expect(ggOffered(seen, 'hit')).toBe(true);
        expect(ggOffered(seen, 'crit')).toBe(false);
      }),
      kase('two crits: no hit to cancel', ggTable, ggPlay(['crit', 'crit']), (_s, seen) => {
        expect(ggOffered(seen, 'crit')).toBe(true);
        expect(ggOffered(seen, 'hit')).toBe(false);
      }),
      kase(
        'x attacks with a hit and a crit: not asked',
        defTable({ upgrades: ['generalgrievous'], pose: { x: 400, y: 300, heading: 0 } }),
        attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit', 'crit']), rolls('t', 'defense', []))),
        (_s, seen) => expect(offered(seen, GG)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:generalgrievous:0',
    applies: kase('its wingman is destroyed: the charge comes back', ggDeathTable('x'), ggDeathPlay, (s) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(ggCharges(s, 'x')).toBe(1);
    }),
    doesNotApply: kase('an enemy ship is destroyed: nothing', ggDeathTable('w'), ggDeathPlay, (s) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(ggCharges(s, 'w')).toBe(0);
    }),
  },
);

const GAR = 'Gar Saxon';
/** a (`pilot`) attacks t at range 2; x (Gar Saxon, locking t when `lock`) beside it, or far away when `far`. */
const garTable =
  (opts: { lock?: boolean; far?: boolean; pilot?: string } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('a', opts.pilot ?? 'redsquadronveteran', 400, 300),
        rebel('x', 'redsquadronveteran', opts.far ? 100 : 300, opts.far ? -300 : 300, {
          upgrades: ['garsaxon'],
          ...(opts.lock === false ? {} : { locks: ['t'] }),
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const garPlay = (attacker = 'a') =>
  attackPlay(attacker, 't', () =>
    answers(rolls(attacker, 'attack', ['focus']), rolls('t', 'defense', []), modifiesWith(GAR)),
  );

SPECS.push({
  source: 'upgrade:garsaxon:0',
  applies: kase('x locks the defender: a’s focus becomes a hit', garTable(), garPlay(), (s) =>
    expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 }),
  ),
  doesNotApply: [
    kase('x holds no lock on it: not offered', garTable({ lock: false }), garPlay(), (_s, seen) =>
      expect(offered(seen, GAR)).toBe(false),
    ),
    kase('x is beyond range 3 of a: not offered', garTable({ far: true }), garPlay(), (_s, seen) =>
      expect(offered(seen, GAR)).toBe(false),
    ),
    kase('the attacker has initiative 5: not offered', garTable({ pilot: 'lukeskywalker' }), garPlay(), (_s, seen) =>
      expect(offered(seen, GAR)).toBe(false),
    ),
    kase('x attacks the ship it locks itself: not offered', garTable(), garPlay('x'), (_s, seen) =>
      expect(offered(seen, GAR)).toBe(false),
    ),
  ],
});

const L3 = 'L3-37';
/** t attacks x at range 2; x, its wingman w and t carry the upgrades given; x holds `tokens`. */
const l3Table =
  (up: { x?: string[]; w?: string[]; t?: string[] }, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: up.x ?? [], tokens }),
        rebel('w', 'redsquadronveteran', 100, 100, { upgrades: up.w ?? [] }),
      ],
      [imperial('t', 'academypilot', 400, 450, { upgrades: up.t ?? [] })],
    );
const l3Play = (mod = L3) =>
  attackPlay('t', 'x', () =>
    answers(
      rolls('t', 'attack', ['hit', 'hit'], ['blank', 'blank']),
      rolls('x', 'defense', ['evade', 'blank']),
      modifiesWith(mod),
    ),
  );
const l3Side = (s: GameState, id: string) => shipOf(s, id).upgrades.find((u) => u.xws === 'l337')?.side ?? 0;

SPECS.push({
  source: 'upgrade:l337:0',
  applies: kase('x flips it: both hits rerolled into blanks', l3Table({ x: ['l337'], t: ['l337'] }), l3Play(), (s) => {
    expect(logged(s, 'dice-rerolled').at(-1)?.data?.faces).toEqual(['blank', 'blank']);
    expect(shipOf(s, 'x').shields).toBe(2);
    expect([l3Side(s, 'x'), l3Side(s, 't')]).toEqual([1, 0]);
  }),
  doesNotApply: [
    kase('its wingman carries it: not offered', l3Table({ w: ['l337'] }), l3Play(), (_s, seen) =>
      expect(offered(seen, L3)).toBe(false),
    ),
    kase(
      'x spends an evade token instead: the card stays',
      l3Table({ x: ['l337'] }, { evade: 1 }),
      l3Play('evade'),
      (s) => expect(l3Side(s, 'x')).toBe(0),
    ),
  ],
});

// ---- Tristan Wren ----

/**
 * x (Proton Torpedoes and an Ion Cannon, a lock on t) attacks t at range 2; w, at `wx` (450: range 1 of x; 50: beyond
 * range 3), carries Tristan Wren.
 */
const tristanTable = (wx: number) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes', 'ioncannon'], locks: ['t'] }),
      rebel('w', 'redsquadronveteran', wx, 300, { upgrades: ['tristanwren'] }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const tristanPlay = (weapon: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith('Tristan Wren')), weapon);

SPECS.push({
  source: 'upgrade:tristanwren:0',
  applies: kase(
    'x fires its torpedoes at range 1 of Tristan: a hit becomes a crit',
    tristanTable(450),
    tristanPlay('protontorpedoes'),
    (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
  ),
  doesNotApply: [
    kase('Tristan beyond range 3 of the attacker', tristanTable(50), tristanPlay('protontorpedoes'), (_s, seen) =>
      expect(offered(seen, 'Tristan Wren')).toBe(false),
    ),
    kase('x fires its Ion Cannon (no ordnance)', tristanTable(450), tristanPlay('ioncannon'), (_s, seen) =>
      expect(offered(seen, 'Tristan Wren')).toBe(false),
    ),
  ],
});

// ---- Chewbacca (Resistance) ----

const CHEWIE = 'chewbacca-crew-swz19';
const CHEWIE_KEY = 'upgrade:chewbacca-crew-swz19:0';
/** A Resistance squad: a Resistance Sympathizer with Chewbacca, against a TIE/fo; then Setup. */
function chewieGame(): GameState {
  return createGame(
    {
      players: [
        {
          name: 'Resistance',
          squad: {
            faction: 'resistance',
            pilots: [{ id: 'resistancesympathizer', ship: 'scavengedyt1300', upgrades: { crew: [CHEWIE] } }],
          },
        },
        {
          name: 'First Order',
          squad: { faction: 'firstorder', pilots: [{ id: 'zetasquadronpilot', ship: 'tiefofighter', upgrades: {} }] },
        },
      ],
      seed: 'chewbacca',
    },
    loadContent(),
  );
}
/**
 * The YT-1300 c (Chewbacca with `charges`, at (`cx`, 300)) and the X-wing x at (600, 300, no shield unless
 * `shields`) face the TIE t at (600, 450); `onX`: Chewbacca is x's instead.
 */
const chewTable =
  (o: { charges?: number; cx?: number; shields?: number; onX?: boolean; tx?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('c', 'resistancesympathizer', o.cx ?? 450, 300, {
          upgrades: o.onX ? [] : [{ xws: CHEWIE, charges: o.charges ?? 1 }],
        }),
        rebel('x', 'redsquadronveteran', 600, 300, {
          shields: o.shields ?? 0,
          upgrades: o.onX ? [{ xws: CHEWIE, charges: o.charges ?? 1 }] : [],
        }),
      ],
      [imperial('t', 'academypilot', o.tx ?? 600, 450)],
    );
const chewCharges = (s: GameState, ship = 'c') => shipOf(s, ship).upgrades.find((u) => u.xws === CHEWIE)?.charges;
const tHitsX = attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['hit', 'hit'])));

SPECS.push(
  {
    source: CHEWIE_KEY,
    applies: kase(
      'at Setup, the card loses a charge',
      chewieGame,
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => expect(chewCharges(s, s.ships.find((x) => x.pilot === 'resistancesympathizer')!.id)).toBe(1),
    ),
    doesNotApply: kase(
      'a position in the Engagement Phase played to its end: no charge lost',
      chewTable({ charges: 2 }),
      playing(leaves('engagement')),
      (s) => expect(chewCharges(s)).toBe(2),
    ),
  },
  {
    source: CHEWIE_KEY,
    applies: kase('x beside him is dealt damage cards: a charge comes back', chewTable(), tHitsX, (s) =>
      expect(chewCharges(s)).toBe(2),
    ),
    doesNotApply: [
      kase('x beyond range 3 of him', chewTable({ cx: 80 }), tHitsX, (s) => expect(chewCharges(s)).toBe(1)),
      kase('x’s shields take the damage', chewTable({ shields: 2 }), tHitsX, (s) => expect(chewCharges(s)).toBe(1)),
      kase('his charges are full', chewTable({ charges: 2 }), tHitsX, (s) => expect(chewCharges(s)).toBe(2)),
      kase(
        'he deals damage cards to the TIE',
        chewTable({ tx: 450 }),
        attackPlay('c', 't', () => answers(rolls('c', 'attack', ['hit', 'hit', 'hit']))),
        (s) => expect(chewCharges(s)).toBe(1),
      ),
    ],
  },
  {
    source: CHEWIE_KEY,
    applies: kase(
      'attacking, two charges turn a focus into a crit',
      chewTable({ charges: 2, tx: 450 }),
      attackPlay('c', 't', () => answers(rolls('c', 'attack', ['focus']), modifiesWith('Chewbacca'))),
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: [
      kase(
        'defending',
        chewTable({ charges: 2, tx: 450 }),
        attackPlay('t', 'c', () => answers(rolls('t', 'attack', ['hit']), modifiesWith('Chewbacca'))),
        (_s, seen) => expect(offered(seen, 'Chewbacca')).toBe(false),
      ),
      kase(
        'x carries him, c attacks',
        chewTable({ charges: 2, tx: 450, onX: true }),
        attackPlay('c', 't', () => answers(rolls('c', 'attack', ['focus']), modifiesWith('Chewbacca'))),
        (_s, seen) => expect(offered(seen, 'Chewbacca')).toBe(false),
      ),
    ],
  },
);

// ---- Freelance Slicer, Wolfpack (Siege of Coruscant) ----

/** The X-wing x (Freelance Slicer, a lock on t unless `lock` is false) and the TIE t at range 2. */
const slicerTable =
  (lock = true, onWing = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: onWing ? [] : ['freelanceslicer'],
          ...(lock && !onWing ? { locks: ['t'] } : {}),
        }),
        ...(onWing
          ? [rebel('w', 'redsquadronveteran', 330, 300, { upgrades: ['freelanceslicer'], locks: ['t'] })]
          : []),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const slicerPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      useAbilityOf('Freelance Slicer'),
      abilityDie('Freelance Slicer', 'hit'),
      rolls(attacker, 'attack', ['blank']),
    ),
  );
const jams = (s: GameState, ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'jam').length;

SPECS.push({
  source: 'upgrade:freelanceslicer:0',
  applies: kase(
    't attacks x: x spends its lock, t is jammed, and the hit rolled jams x',
    slicerTable(),
    slicerPlay('t', 'x'),
    (s) => {
      expect(shipOf(s, 'x').locks).toEqual([]);
      expect(jams(s, 't')).toBe(1);
      expect(jams(s, 'x')).toBe(1);
    },
  ),
  doesNotApply: [
    kase('x holds no lock on t', slicerTable(false), slicerPlay('t', 'x'), (_s, seen) =>
      expect(offered(seen, 'Freelance Slicer')).toBe(false),
    ),
    kase(
      'its wingman w carries it and locks t; t attacks x',
      slicerTable(true, true),
      slicerPlay('t', 'x'),
      (_s, seen) => expect(offered(seen, 'Freelance Slicer')).toBe(false),
    ),
    kase('x attacks t', slicerTable(), slicerPlay('x', 't'), (_s, seen) =>
      expect(offered(seen, 'Freelance Slicer')).toBe(false),
    ),
  ],
});

/**
 * The X-wing x (Wolfpack unless `onWing`, a focus token) attacks the TIE t at range 2; its wingman w (`wing`, a lock on t
 * when `lock`) at (330, 300); `rivals`: t carries Wolfpack too, and a Plo Koon p beside it locks it.
 */
const wolfTable =
  (o: { wing?: string; lock?: boolean; onWing?: boolean; rivals?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: o.onWing ? [] : ['wolfpack-siegeofcoruscant'],
          tokens: { focus: 1 },
        }),
        rebel('w', o.wing ?? 'plokoon', 330, 300, {
          ...(o.lock === false ? {} : { locks: ['t'] }),
          upgrades: o.onWing ? ['wolfpack-siegeofcoruscant'] : [],
        }),
      ],
      [
        imperial('t', 'academypilot', 400, 450, o.rivals ? { upgrades: ['wolfpack-siegeofcoruscant'] } : {}),
        ...(o.rivals ? [imperial('p', 'plokoon', 480, 470, { locks: ['t'] })] : []),
      ],
    );
const wolfPlay = (use: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank', 'blank', 'focus'], ['hit']), modifiesWith(use)));
const wolfNot = (name: string, t: ReturnType<typeof wolfTable>, p = wolfPlay('Wolfpack')) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, 'Wolfpack')).toBe(false));

SPECS.push(
  {
    source: 'upgrade:wolfpack-siegeofcoruscant:0',
    applies: kase('Plo Koon beside x locks t: his lock is spent, x rerolls', wolfTable(), wolfPlay('Wolfpack'), (s) =>
      expect(shipOf(s, 'w').locks).toEqual([]),
    ),
    doesNotApply: [
      wolfNot('Plo Koon holds no lock', wolfTable({ lock: false })),
      wolfNot('a plain X-wing locks t', wolfTable({ wing: 'redsquadronveteran' })),
      wolfNot('the wingman carries the card, x attacks', wolfTable({ onWing: true })),
      kase('x spends its focus instead: the lock stays', wolfTable(), wolfPlay('focus'), (s) =>
        expect(shipOf(s, 'w').locks.map((l) => l.target)).toEqual(['t']),
      ),
    ],
  },
  {
    source: 'upgrade:wolfpack-siegeofcoruscant:0',
    applies: kase(
      't carries the card too, an enemy Plo Koon locks it: only x’s side spends a lock',
      wolfTable({ rivals: true }),
      wolfPlay('Wolfpack'),
      (s) => expect(shipOf(s, 'p').locks.map((l) => l.target)).toEqual(['t']),
    ),
    doesNotApply: kase(
      'x defends',
      wolfTable(),
      attackPlay('t', 'x', () => modifiesWith('Wolfpack')),
      (_s, seen) => expect(offered(seen, 'Wolfpack')).toBe(false),
    ),
  },
);

// ---- Commander Malarus (crew, side 0) ----

/**
 * The X-wing x (`pilot`, an Ion Cannon) attacks the TIE t at range 2; its wingman m at (`mx`, 300) carries Commander
 * Malarus (330: range 1 of x; 50: beyond).
 */
const malarusTable =
  (o: { pilot?: string; mx?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', o.pilot ?? 'redsquadronveteran', 400, 300, { upgrades: ['ioncannon'] }),
        rebel('m', 'redsquadronveteran', o.mx ?? 330, 300, { upgrades: ['commandermalarus'] }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const malarusPlay = (reroll: string, use = 'Commander Malarus', weapon = 'primary') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['blank', 'blank', 'blank'], [reroll]), modifiesWith(use)),
    weapon,
  );
const malarusSide = (s: GameState) => shipOf(s, 'm').upgrades.find((u) => u.xws === 'commandermalarus')?.side;
const malarusNot = (name: string, t: ReturnType<typeof malarusTable>, p = malarusPlay('blank')) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, 'Commander Malarus')).toBe(false));

SPECS.push(
  {
    source: 'upgrade:commandermalarus:0',
    applies: kase('x rerolls a blank and still misses: the card flips', malarusTable(), malarusPlay('blank'), (s) =>
      expect(malarusSide(s)).toBe(1),
    ),
    doesNotApply: [
      malarusNot('Malarus beyond range 1 of x', malarusTable({ mx: 50 })),
      malarusNot('x is a limited ship', malarusTable({ pilot: 'wedgeantilles' })),
      malarusNot('an Ion Cannon attack', malarusTable(), malarusPlay('blank', 'Commander Malarus', 'ioncannon')),
      kase('x misses without the reroll: the card stays', malarusTable(), malarusPlay('blank', 'no such change'), (s) =>
        expect(malarusSide(s)).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:commandermalarus:0',
    applies: kase('x rerolls a blank into a hit: the card stays', malarusTable(), malarusPlay('hit'), (s) =>
      expect(malarusSide(s)).toBe(0),
    ),
    doesNotApply: malarusNot('Malarus beyond range 1, x misses', malarusTable({ mx: 50 })),
  },
);

/** Lando Calrissian (Rebel crew): the X-wing l (the card) about to act; `card`: it chooses his action. */
const landoTable = () =>
  position(
    'activation',
    [rebel('l', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['landocalrissian'] })],
    [farTie()],
  );
const landoPlay = (faces: string[], action = 'card:upgrade:landocalrissian:0', opponent = 'pick:1') =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'enter-dice' && d.prompt.includes('Lando') ? ['enter', faces] : undefined),
      picks('choose-action', action, 'l'),
      picks('unless', opponent),
    ),
  );
/** The focus and evade tokens l gained (the log: the round goes on to its End Phase without a question). */
const landoTokens = (s: GameState) =>
  ['focus', 'evade'].map((t) => logged(s, 'token-gained', 'l').filter((e) => e.data?.token === t).length);

/** Not used: l performs a Focus action instead. */
const landoFocus = kase('a Focus action instead: no die rolled', landoTable, landoPlay([], 'focus'), (s) =>
  expect(logged(s, 'ability-die-rolled', 'l')).toHaveLength(0),
);

SPECS.push(
  {
    source: 'upgrade:landocalrissian:0',
    applies: kase('a focus and an evade: one token of each', landoTable, landoPlay(['focus', 'evade']), (s) =>
      expect(landoTokens(s)).toEqual([1, 1]),
    ),
    doesNotApply: landoFocus,
  },
  {
    source: 'upgrade:landocalrissian:0',
    applies: kase(
      'two blanks: the opposing player picks the evade token, and the card keeps no token',
      landoTable,
      landoPlay(['blank', 'blank']),
      (s, seen) => {
        expect(landoTokens(s)).toEqual([0, 1]);
        expect(seen.find((d) => d.kind === 'unless')?.player).toBe(1);
        expect(shipOf(s, 'l').upgrades[0]?.tokens?.['blank-die'] ?? 0).toBe(0);
        expect(logged(s, 'card-tokens', 'l')).toHaveLength(2);
      },
    ),
    doesNotApply: landoFocus,
  },
  {
    source: 'upgrade:landocalrissian:0',
    applies: kase(
      'a blank and a focus: a focus token, the opposing player not asked',
      landoTable,
      landoPlay(['blank', 'focus']),
      (s, seen) => {
        expect(landoTokens(s)).toEqual([1, 0]);
        expect(seen.some((d) => d.kind === 'unless')).toBe(false);
      },
    ),
    doesNotApply: landoFocus,
  },
);

/**
 * Nite Owl Sentries: the X-wing n (the card, `charges` left) at (400, 300), in `phase`; the TIE e at range 1 ahead of it
 * and the TIE f at range 3, both enemies, all with dials set to a stationary-free 1F away from each other.
 */
const NOS = 'niteowlsentries-armedanddangerous';
const nosTable = (phase: 'system' | 'activation' | 'engagement', charges: number) => () =>
  position(
    phase,
    [rebel('n', 'redsquadronveteran', 400, 300, { dial: '1F', upgrades: [{ xws: NOS, charges }] })],
    [
      imperial('e', 'academypilot', 400, 390, { pose: { x: 400, y: 390, heading: 0 }, dial: '1F' }),
      imperial('f', 'academypilot', 100, 700, { dial: '1F' }),
    ],
  );
const nosPlay = (use: boolean) =>
  playing(
    (s) => s.phase === 'end' || s.round > 1,
    () =>
      answers(
        (d) => (d.kind === 'use-ability' && d.prompt.includes('Nite Owl') ? [use ? 'use' : 'decline'] : undefined),
        abilityDie('Nite Owl', 'hit'),
      ),
  );
SPECS.push({
  source: `upgrade:${NOS}:0`,
  applies: kase(
    'three charges spent in the System Phase: the enemy at range 1 rolls a hit as the Activation Phase ends',
    nosTable('system', 3),
    nosPlay(true),
    (s) => {
      expect(shipOf(s, 'e').damage).toHaveLength(1);
      expect(shipOf(s, 'f').damage).toHaveLength(0);
    },
  ),
  doesNotApply: [
    kase('declined: nobody rolls', nosTable('system', 3), nosPlay(false), (s) => {
      expect(shipOf(s, 'e').damage).toHaveLength(0);
    }),
    kase('one charge left as the Activation Phase ends: nobody rolls', nosTable('activation', 1), nosPlay(false), (s) =>
      expect(shipOf(s, 'e').damage).toHaveLength(0),
    ),
    kase(
      'no charge as the Engagement Phase goes on: nobody rolls then',
      nosTable('engagement', 0),
      nosPlay(false),
      (s) => expect(shipOf(s, 'e').damage).toHaveLength(0),
    ),
  ],
});

/** L3-37 (Armed and Dangerous): x at (400, 150) with the card (`charges` left) and a stress token executes `dial`. */
const L3AD = 'l337-armedanddangerous';
const l3adTable = (charges: number, dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: [{ xws: L3AD, charges }], tokens: { stress: 1 } })],
    [farTie()],
  );
const l3adStress = (s: GameState) => shipOf(s, 'x').tokens.stress ?? 0;

SPECS.push(
  {
    source: `upgrade:${L3AD}:0`,
    applies: kase(
      'x spends the charge: both hits rerolled into blanks, the charge gone',
      l3Table({ x: [L3AD] }),
      l3Play(),
      (s) => {
        expect(logged(s, 'dice-rerolled').at(-1)?.data?.faces).toEqual(['blank', 'blank']);
        expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(0);
      },
    ),
    doesNotApply: [
      kase('its wingman carries it: not offered', l3Table({ w: [L3AD] }), l3Play(), (_s, seen) =>
        expect(offered(seen, L3)).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${L3AD}:0`,
    standing: true,
    applies: kase(
      'the charge spent: a white 3 bank is blue, the stress token goes',
      l3adTable(0, '3B'),
      playing(leaves('activation')),
      (s) => expect(l3adStress(s)).toBe(0),
    ),
    doesNotApply: kase(
      'the charge active: the 3 bank stays white',
      l3adTable(1, '3B'),
      playing(leaves('activation')),
      (s) => expect(l3adStress(s)).toBe(1),
    ),
  },
);

/** 4-LOM: x (the card unless `onT`) attacks t at range 2; t holds a focus and an evade token (and the card if `onT`). */
const lomTable =
  (onT = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: onT ? [] : ['4lom'] })],
      [imperial('t', 'academypilot', 400, 450, { upgrades: onT ? ['4lom'] : [], tokens: { focus: 1, evade: 1 } })],
    );
/** x names the focus token; t then modifies with whatever it is offered. */
const lomPlay = attackPlay('x', 't', () =>
  answers(
    picks('use-ability', 'use:focus'),
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('t', 'defense', ['focus', 'blank']),
    picks('modify-defense-dice', 'mod:focus'),
  ),
);
/** The focus token was among t's modifications of its defense dice. */
const tFocusOffered = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'modify-defense-dice' && d.ship === 't' && d.options.some((o) => o.id.startsWith('mod:focus')),
  );

SPECS.push({
  source: 'upgrade:4lom:0',
  applies: kase('x names focus: two ion tokens, t cannot spend its focus token', lomTable(), lomPlay, (s, seen) => {
    expect(shipOf(s, 'x').tokens.ion).toBe(2);
    expect(tFocusOffered(seen)).toBe(false);
    expect(shipOf(s, 't').tokens.focus).toBe(1);
  }),
  doesNotApply: [
    kase('the defender carries it: t spends its focus token', lomTable(true), lomPlay, (s, seen) => {
      expect(tFocusOffered(seen)).toBe(true);
      expect(shipOf(s, 't').tokens.ion).toBeUndefined();
    }),
  ],
});

/**
 * Bo-Katan Kryze (Rebel and Scum crew): x (the card unless `onT`, a strain and a stress token) attacks t at range 2; its
 * wingman w at range 1 (an ion token), f beyond range 2 of x (a stress token); t's wingman u beside it (a stress token)
 * and, when `onT`, t carries the card.
 */
const BOKR = 'bokatankryze-rebel-scum';
const bokTable =
  (onT = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: onT ? [] : [BOKR], tokens: { strain: 1, stress: 1 } }),
        rebel('w', 'redsquadronveteran', 330, 300, { tokens: { ion: 1 } }),
        rebel('f', 'redsquadronveteran', 50, 60, { tokens: { stress: 1 } }),
      ],
      [
        imperial('t', 'academypilot', 400, 450, { upgrades: onT ? [BOKR] : [] }),
        imperial('u', 'academypilot', 470, 470, { tokens: { stress: 1 } }),
      ],
    );
const bokPlay = (hits: number) =>
  attackPlay('x', 't', () =>
    answers(
      useAbilityOf('Bo-Katan'),
      rolls(
        'x',
        'attack',
        Array.from({ length: hits }, () => 'hit'),
      ),
    ),
  );
/** The red and orange tokens left on x (stress, strain), w (ion), f (stress) and u (stress). */
const bokLeft = (s: GameState) => [
  shipOf(s, 'x').tokens.stress ?? 0,
  shipOf(s, 'x').tokens.strain ?? 0,
  shipOf(s, 'w').tokens.ion ?? 0,
  shipOf(s, 'f').tokens.stress ?? 0,
  shipOf(s, 'u').tokens.stress ?? 0,
];

SPECS.push({
  source: `upgrade:${BOKR}:0`,
  applies: kase(
    't destroyed: x removes its stress token (its strain stays), w its ion token; f, beyond range 2, keeps its stress',
    bokTable(),
    bokPlay(3),
    (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(3);
      expect(bokLeft(s)).toEqual([0, 1, 0, 1, 1]);
    },
  ),
  doesNotApply: [
    kase('t survives two hits: no token removed', bokTable(), bokPlay(2), (s) =>
      expect(bokLeft(s)).toEqual([1, 1, 1, 1, 1]),
    ),
    kase('the destroyed defender carries it: its wingman keeps its stress', bokTable(true), bokPlay(3), (s) =>
      expect(bokLeft(s)).toEqual([1, 1, 1, 1, 1]),
    ),
  ],
});

/**
 * IG-11 (side 1): the X-wing g (the card flipped, no fuse marker on it) at (400, 300) about to act; the TIE e beside it
 * at range 1 (both flying 1F), the TIE f far away. (A position states no fuse marker on a card: its card tokens are the ship's token types.)
 */
const ig11Table = () =>
  position(
    'activation',
    [rebel('g', 'redsquadronveteran', 400, 300, { dial: '1F', upgrades: [{ xws: 'ig11', side: 1 }] })],
    [
      imperial('e', 'academypilot', 470, 300, { pose: { x: 470, y: 300, heading: 0 }, dial: '1F' }),
      imperial('f', 'academypilot', 100, 800, { dial: '1F' }),
    ],
  );
const ig11Play = (act: string, stop: (s: GameState) => boolean) =>
  playing(stop, () => picks('choose-action', act, 'g'));

SPECS.push({
  source: 'upgrade:ig11:1',
  applies: kase(
    'its action places a fuse marker; the End Phase takes it off: e at range 1 suffers a crit, g is destroyed',
    ig11Table,
    ig11Play('card:upgrade:ig11:1', (s) => s.round > 1),
    (s) => {
      expect(logged(s, 'card-tokens', 'g')).toHaveLength(2);
      expect(shipOf(s, 'g').gone?.how).toBe('destroyed');
      expect(logged(s, 'damage-card-dealt', 'e').filter((e) => e.text.includes('IG-11'))).toHaveLength(1);
      expect(shipOf(s, 'f').damage).toHaveLength(0);
    },
  ),
  doesNotApply: kase(
    'a focus action, the round not yet at its End Phase: no marker, g stays',
    ig11Table,
    ig11Play('focus', (s) => s.phase === 'engagement'),
    (s) => {
      expect(logged(s, 'card-tokens', 'g')).toHaveLength(0);
      expect(shipOf(s, 'g').gone).toBeNull();
    },
  ),
});

/**
 * Commander Malarus (Perfected): x (side 1 of the card unless `onT`, `stress` tokens) attacks t at range 2, t at
 * (`tx`, 450): 400 is in its bullseye, 470 in its front arc only; `onT`: t carries the card, x in its bullseye.
 */
const malarus1Table =
  (o: { tx?: number; stress?: number; onT?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: o.onT ? [] : [{ xws: 'commandermalarus', side: 1 }],
          tokens: o.stress ? { stress: o.stress } : {},
        }),
      ],
      [
        imperial('t', 'academypilot', o.tx ?? 400, 450, {
          upgrades: o.onT ? [{ xws: 'commandermalarus', side: 1 }] : [],
        }),
      ],
    );
const malarus1Play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['focus', 'focus', 'blank']), rolls('t', 'defense', ['focus', 'blank', 'blank'])),
);
const hitsLeft = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data?.hits;

SPECS.push(
  {
    source: 'upgrade:commandermalarus:1',
    applies: kase(
      'the defender in the bullseye: two focus results become hits, one stress token',
      malarus1Table(),
      malarus1Play,
      (s) => {
        expect(hitsLeft(s)).toBe(2);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
        expect(shipOf(s, 'x').shields).toBe(2);
      },
    ),
    doesNotApply: [
      kase('the defender off the bullseye: the focus results stay', malarus1Table({ tx: 470 }), malarus1Play, (s) => {
        expect(hitsLeft(s)).toBe(0);
        expect(shipOf(s, 'x').tokens.stress).toBeUndefined();
      }),
      kase(
        'the defender carries it: its focus result stays, no stress',
        malarus1Table({ onT: true }),
        malarus1Play,
        (s) => expect(shipOf(s, 't').tokens.stress).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:commandermalarus:1',
    applies: kase(
      'already stressed: the second stress token costs a hit (a shield)',
      malarus1Table({ stress: 1 }),
      malarus1Play,
      (s) => {
        expect(shipOf(s, 'x').tokens.stress).toBe(2);
        expect(shipOf(s, 'x').shields).toBe(1);
      },
    ),
    doesNotApply: kase(
      'off the bullseye, stressed: nothing',
      malarus1Table({ tx: 470, stress: 1 }),
      malarus1Play,
      (s) => expect(shipOf(s, 'x').shields).toBe(2),
    ),
  },
);

/** Stops once x has performed an action. */
const actedX = (s: GameState) => s.log.some((e) => e.type === 'action-performed' && e.ship === 'x');

/** C-3PO (Rebel crew): the TIE t attacks the X-wing x at range 2 (each with the cards and tokens given). */
const rebelC3poDuel =
  (x: Partial<PositionShip>, t: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x)],
      [imperial('t', 'academypilot', 400, 450, t)],
    );
/** t attacks x: two hits against one evade and two blanks; x guesses `guess`. */
const rebelC3poPlay = (guess: string, attacker = 't', defender = 'x') =>
  attackPlay(attacker, defender, () =>
    answers(
      picks('use-ability', `use:${guess}`),
      rolls(attacker, 'attack', ['hit', 'hit']),
      rolls(defender, 'defense', ['evade', 'blank', 'blank']),
      modifiesWith('C-3PO'),
    ),
  );
const hitsThrough = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data?.hits;

SPECS.push(
  {
    source: 'upgrade:c3po:0',
    applies: kase(
      'x guesses one evade as its defense dice are rolled and rolls exactly one: an evade added, no hit left',
      rebelC3poDuel({ upgrades: ['c3po'], tokens: { calculate: 1 } }),
      rebelC3poPlay('1'),
      (s, seen) => {
        expect(hitsThrough(s)).toBe(0);
        expect(shipOf(s, 'x').tokens.calculate).toBeUndefined();
        const asked = seen.findIndex((d) => d.kind === 'use-ability' && d.prompt.includes('C-3PO'));
        const attackRoll = seen.findIndex((d) => d.kind === 'enter-dice' && d.ship === 't');
        expect(asked).toBeGreaterThan(attackRoll);
      },
    ),
    doesNotApply: [
      kase(
        'no calculate token: not asked, one hit through',
        rebelC3poDuel({ upgrades: ['c3po'] }),
        rebelC3poPlay('1'),
        (s) => expect(hitsThrough(s)).toBe(1),
      ),
      kase(
        'x attacks t (a calculate token): not asked',
        rebelC3poDuel({ upgrades: ['c3po'], tokens: { calculate: 1 } }, { pose: { x: 400, y: 450, heading: 180 } }),
        rebelC3poPlay('1', 'x', 't'),
        (s) => expect(shipOf(s, 'x').tokens.calculate).toBe(1),
      ),
    ],
  },
  {
    source: 'upgrade:c3po:0',
    applies: kase(
      'a wrong guess (two): the calculate token spent, no evade added',
      rebelC3poDuel({ upgrades: ['c3po'], tokens: { calculate: 1 } }),
      rebelC3poPlay('2'),
      (s, seen) => {
        expect(hitsThrough(s)).toBe(1);
        expect(
          seen.some((d) => d.kind === 'modify-defense-dice' && d.options.some((o) => o.label.includes('C-3PO'))),
        ).toBe(false);
      },
    ),
    doesNotApply: kase('no calculate token', rebelC3poDuel({ upgrades: ['c3po'] }), rebelC3poPlay('2'), (s) =>
      expect(hitsThrough(s)).toBe(1),
    ),
  },
  {
    source: 'upgrade:c3po:0',
    applies: kase(
      'a Calculate action: one more calculate token (the action’s own is logged with the action)',
      () =>
        position(
          'activation',
          [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['c3po'] })],
          [farTie()],
        ),
      playing(actedX, () => picks('choose-action', 'calculate', 'x')),
      (s) => expect(calcGained(s, 'x')).toBe(1),
    ),
    doesNotApply: [
      kase(
        'its wingman IG-88A performs a Calculate action, x a Focus action: x gains no calculate token',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['c3po'] }),
              rebel('g', 'ig88a', 200, 150, { dial: '1F' }),
            ],
            [farTie()],
          ),
        // Played to the phase's end: the window after g's action resolves its other abilities after g's own question.
        playing(leaves('activation'), () =>
          answers(picks('choose-action', 'calculate', 'g'), picks('choose-action', 'focus', 'x')),
        ),
        (s) => {
          expect(logged(s, 'action-performed', 'g').map((e) => e.data?.action)).toContain('calculate');
          expect(calcGained(s, 'x')).toBe(0);
        },
      ),
      kase(
        'a Focus action: no calculate token',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['c3po'] })],
            [farTie()],
          ),
        playing(actedX, () => picks('choose-action', 'focus', 'x')),
        (s) => expect(calcGained(s, 'x')).toBe(0),
      ),
    ],
  },
);
