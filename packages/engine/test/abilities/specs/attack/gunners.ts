/**
 * Card specs for the gunners of abilities/cards/attack/gunners.ts. Rules: 000 "Performing an Attack" (Modify Dice),
 * "Force". The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
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
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';
import { declaredBy, defPlay, defTable, duel as pair, duelPlay, locksOf } from './crew.js';

/** The modifications of this card used, by ship. */
const usedBy = (s: GameState, xws: string) =>
  logged(s, 'modification-used')
    .filter((e) => String(e.data?.modification).includes(`upgrade:${xws}:`))
    .map((e) => e.ship);
const both = (card: string) =>
  attackPlay('x', 't', () =>
    answers(rolls('x', 'attack', ['blank']), rolls('t', 'defense', ['blank']), modifiesWith(card, 2)),
  );
const duel =
  (x: Partial<PositionShip>, t: Partial<PositionShip>, more: PositionShip[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, x), ...more.filter((s) => s.pose?.heading === 0)],
      [imperial('t', 'academypilot', 400, 450, t), ...more.filter((s) => s.pose?.heading !== 0)],
    );

const fifthTable = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, force: 1 }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, force: 1 }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const fifthPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['focus', 'blank', 'blank']), modifiesWith('Fifth Brother')),
);

const CODY = 'clonecommandercody';
const codyPlay = (attack: string[], defense: string[]) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', attack), rolls('t', 'defense', defense)));
const strain = (s: GameState, ship: string) => s.ships.find((x) => x.id === ship)?.tokens.strain;

/** An ARC-170 (x) between a TIE ahead at range 2 (t1) and one behind at range 1 (t2). */
const vtgTable =
  (x: string[], t1: string[] = []) =>
  () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'ibtisam', upgrades: x, pose: { x: 400, y: 300, heading: 0 } }],
      [imperial('t1', 'academypilot', 400, 450, { upgrades: t1 }), imperial('t2', 'academypilot', 400, 200)],
    );
/** x attacks `first` (then, offered a bonus attack, the TIE behind from the rear arc). */
const vtgPlay = (first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'x').length >= 2 || s.phase !== 'engagement',
    () => answers(picks('declare-attack', first, 'x'), picks('declare-attack', 'attack:t2:primary:rear', 'x')),
  );
const declared = (s: GameState, ship = 'x') =>
  logged(s, 'attack-declared', ship).map((e) => `${e.data?.defender}:${e.data?.arc}`);

/** The Y-wing (y, Dorsal Turret facing front) attacks the TIE t at range 1, which holds `tokens`. */
const hotTable = (y: string[], t: string[], tokens: Record<string, number>) => () =>
  position(
    'engagement',
    [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: ['dorsalturret', ...y], turret: 'front' })],
    [imperial('t', 'academypilot', 400, 390, { upgrades: t, tokens })],
  );
const hotPlay = (attack: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'y').length >= 1 || s.phase !== 'engagement',
    () => answers(picks('declare-attack', attack, 'y'), picks('declare-attack', 'pass', 't')),
  );

/** A YT-1300 (y, its double turret facing front and rear) with Hotshot Gunner attacks the focused TIE t ahead. */
const hotYtTable =
  (gunner = true) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'outerrimsmuggler', 400, 300, { upgrades: gunner ? ['hotshotgunner'] : [], turret: 'front' })],
      [imperial('t', 'academypilot', 400, 420, { tokens: { focus: 1 } })],
    );
const hotYtPlay = hotPlay('attack:t:primary:double-turret');

/** A Y-wing (y, its turret facing front, a lock on t) attacks the TIE t ahead at range 1, or at `ty`. */
const vtuTable =
  (y: string[], t: string[] = [], ty = 390) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: y, turret: 'front', locks: ['t'] })],
      [imperial('t', 'academypilot', 400, ty, { upgrades: t })],
    );
/** y attacks first as `first`, then, offered a bonus attack, with its turret. */
const vtuPlay = (first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'y').length >= 2 || s.phase !== 'engagement',
    () => answers(picks('declare-attack', first, 'y'), picks('declare-attack', 'attack:t:dorsalturret', 'y')),
  );

/** x attacks t (with `stress` stress tokens) at range 2; f, far aside, is x's wingman. */
const bt1Table = (x: string[], f: string[], stress: number) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f }),
    ],
    [imperial('t', 'academypilot', 400, 450, stress > 0 ? { tokens: { stress } } : {})],
  );
const bt1Play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['hit', 'hit', 'hit']), modifiesWith('BT-1', 5)),
);

/** x attacks t at range 2; f, far aside, is x's wingman; a second TIE u stands at `uX` (in x's front arc at 470). */
const bobaTable =
  (x: string[], f: string[], uX = 900) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
        rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f }),
      ],
      [imperial('t', 'academypilot', 400, 450), imperial('u', 'academypilot', uX, 480)],
    );
const bobaPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['hit', 'focus', 'blank']), modifiesWith('Boba Fett')),
);

const DG = 'dedicatedgunners-evacuationofdqar';
const dgTable = (x: Partial<PositionShip>, f: Partial<PositionShip> = {}) =>
  duel({ turret: 'front', tokens: { focus: 1 }, ...x }, {}, [
    rebel('f', 'redsquadronveteran', 400, 200, { turret: 'front', tokens: { focus: 1 }, ...f }),
  ]);
const dgPlay = (weapon = 'primary') => attackPlay('x', 't', () => useAbilityOf('Dedicated Gunners'), weapon);

const FENNEC = 'fennecshand-armedanddangerous';
const fennecPlay = attackPlay('x', 't');

/** t attacks x (Dengar on `x`, facing t unless `away`); t holds `tokens`. */
const dengarTable = (x: string[], away = false, tokens: Record<string, number> = {}) =>
  defTable({ upgrades: x, ...(away ? {} : { pose: { x: 400, y: 300, heading: 0 } }) }, 450, undefined, { tokens });
const dengarPlay = defPlay(['hit'], [], useAbilityOf('Dengar'), abilityDie('Dengar', 'hit'));

const TIBER = 'Tiber Saxon';
/** x (Tiber Saxon) and t at range 2 (or `y`); t holds these damage cards. */
const tiberTable =
  (y = 450, damage: { card: string; faceup: boolean }[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['tibersaxon'] })],
      [imperial('t', 'academypilot', 400, y, { damage })],
    );
const twoCharges = (d: Decision): [string] | undefined =>
  d.kind === 'use-ability' && d.prompt.includes(TIBER) && d.prompt.includes('2 charges') ? ['use'] : undefined;
const tiberPlay = (faces: string[]) =>
  attackPlay('x', 't', () => answers(twoCharges, rolls('x', 'attack', faces), rolls('t', 'defense', [])));

const OWN = 'Greedo: spend a charge';
const THEIRS = 'Greedo (the defender’s)';
const labels = (seen: Decision[]) =>
  seen.flatMap((d) => (d.kind === 'modify-attack-dice' ? d.options.map((o) => o.label) : []));
const offers = (seen: Decision[], label: string) => labels(seen).some((l) => l.includes(label));
/** x (Greedo, `charges` charges) and t at range 2; `attacker` attacks with two hits, modifying with `use`. */
const greedoPlay = (attacker: 'x' | 't', use?: string) =>
  attackPlay(attacker, attacker === 'x' ? 't' : 'x', () =>
    answers(rolls(attacker, 'attack', ['hit', 'hit']), ...(use ? [modifiesWith(use)] : [])),
  );
const greedoTable = (charges: number) => pair({ upgrades: [{ xws: 'greedo', charges }] }, {});
const crits = (s: GameState) => logged(s, 'attack-neutralized').at(-1)?.data?.crits;

const MIGS = 'migsmayfeld';
/**
 * The Firespray x (front and rear arcs; Migs aboard, or aboard its wingman f) between a TIE ahead at range 2 (t1) and
 * one behind at range 1 (t2, holding `tokens`).
 */
const migsTable =
  (tokens: Record<string, number>, carrier: 'x' | 'f' = 'x') =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'bountyhunter', 400, 300, carrier === 'x' ? { upgrades: [MIGS] } : {}),
        rebel('f', 'bountyhunter', 50, 100, carrier === 'f' ? { upgrades: [MIGS] } : {}),
      ],
      [imperial('t1', 'academypilot', 400, 470), imperial('t2', 'academypilot', 400, 180, { tokens })],
    );
/** x attacks `first` (front arc unless it is t2), then takes the bonus rear attack on t2 when offered. */
const migsPlay = (first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'x').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(picks('declare-attack', first, 'x'), picks('declare-attack', 'attack:t2:primary:rear', 'x'), (d) =>
        d.kind === 'declare-attack' && d.ship === 'f' ? ['pass'] : undefined,
      ),
  );

/**
 * Special Forces Gunner: the TIE/sf s (facing down, turret `turret`) between the X-wing x ahead at range 2 and the
 * X-wing y behind at range 1, both facing away; its wingman w far aside carries the card when `carrier` is 'w'.
 */
const SFG = 'specialforcesgunner';
const sfgTable =
  (turret: 'front' | 'rear', carrier: 's' | 'w' = 's') =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: 180 } }),
        rebel('y', 'redsquadronveteran', 400, 540),
      ],
      [
        imperial('s', 'omegasquadronexpert', 400, 450, {
          turret,
          upgrades: carrier === 's' ? [SFG] : [],
        }),
        imperial('w', 'omegasquadronexpert', 750, 800, { turret, upgrades: carrier === 'w' ? [SFG] : [] }),
      ],
    );
/** s attacks x (with `weapon`), using the extra die when asked; offered a bonus attack, it takes y from its turret. */
const sfgPlay = (weapon = 'attack:x:primary:front', bonus = 'attack:y:primary:single-turret', extraDie = true) =>
  playing(
    (s) => logged(s, 'attack-ended', 's').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        ...(extraDie ? [useAbilityOf('Special Forces Gunner')] : []),
        picks('declare-attack', weapon, 's'),
        picks('declare-attack', bonus, 's'),
        (d) => (d.kind === 'declare-attack' && d.ship !== 's' ? ['pass'] : undefined),
      ),
  );

/**
 * Seventh Fleet Gunner: the ARC-170 a (400, 300) faces the TIE t at (400, `ty`: 480 range 2, 390 range 1); the
 * ARC-170 g carries the card (its charge spent unless `charged`), at `gx` (330: t in its front arc; 150:
 * beside t, out of its arcs) or right behind a (`behind`: a in its front arc).
 */
const SEVENTH = 'Seventh Fleet Gunner';
const sfTable =
  (o: { gx?: number; behind?: boolean; ty?: number; charged?: boolean; a?: Partial<PositionShip> } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('a', 'squadsevenveteran', 400, 300, o.a ?? {}),
        rebel('g', '104thbattalionpilot', o.behind ? 400 : (o.gx ?? 330), o.behind ? 150 : 300, {
          upgrades: [{ xws: 'seventhfleetgunner', charges: o.charged === false ? 0 : 1 }],
        }),
      ],
      [imperial('t', 'academypilot', 400, o.ty ?? 480)],
    );
const sfPlay = (attacker = 'a', defender = 't', weapon = 'primary') =>
  attackPlay(attacker, defender, () => useAbilityOf(SEVENTH), weapon);
const sfCharges = (s: GameState) => shipOf(s, 'g').upgrades.find((u) => u.xws === 'seventhfleetgunner')?.charges;
/** The System Phase: g (its charge spent unless `charged`) and a wingman a act; g answers `answer`. */
const sfSystemTable = (charged: boolean) => () =>
  position(
    'system',
    [
      rebel('a', 'squadsevenveteran', 400, 300, { dial: '1F' }),
      rebel('g', '104thbattalionpilot', 200, 300, {
        dial: '1F',
        upgrades: [{ xws: 'seventhfleetgunner', charges: charged ? 1 : 0 }],
      }),
    ],
    [farTie()],
  );
const sfSystemPlay = (use: boolean) =>
  playing(
    leaves('system'),
    () => (d) => (d.kind === 'use-ability' && d.prompt.includes(SEVENTH) ? [use ? 'use' : 'decline'] : undefined),
  );
const sfAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(SEVENTH)).length;

/** R2-G8: x (the card, 2 charges) attacks t at range 2; u, t's wingman, at range 1 of t, v far from it. */
const R2G8 = 'r2g8-armedanddangerous';
const g8Table =
  (x: string[] = [R2G8], t: string[] = [], ty = 450) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x })],
      [
        imperial('t', 'academypilot', 400, ty, { upgrades: t }),
        imperial('u', 'academypilot', 470, 470),
        imperial('v', 'academypilot', 800, 850),
      ],
    );
const g8Play = (attacker: string, defender: string, faces: string[], weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () =>
      answers(
        rolls(attacker, 'attack', faces),
        (d) =>
          d.kind === 'use-ability' && d.prompt.includes('R2-G8')
            ? [d.options.find((o) => o.id === 'use:u')?.id ?? 'decline']
            : undefined,
        (d) => (d.kind === 'declare-attack' && d.ship !== attacker ? ['pass'] : undefined),
      ),
    weapon,
  );
/** Tobias Beckett: x (stressed when `stress`; the card aboard x, or its wingman f, or t too) attacks t, or t attacks x. */
const TOBIAS = 'tobiasbeckett-armedanddangerous';
const tbTable = (o: { x?: string[]; f?: string[]; t?: string[]; stress?: boolean }) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, {
        upgrades: o.x ?? [],
        locks: ['t'],
        ...(o.stress === false ? {} : { tokens: { stress: 1 } }),
      }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: o.f ?? [], tokens: { stress: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 450, { upgrades: o.t ?? [], tokens: { stress: 1 } })],
  );
/** `attacker` rolls two blanks and rerolls them (with `mod`) into `reroll`. */
const tbPlay = (attacker: string, defender: string, reroll: string[], mod = 'Tobias Beckett') =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank'], reroll), rolls(defender, 'defense', []), modifiesWith(mod)),
  );
/** What x's shields lost (of its two), and the damage cards t holds: an attack on t never touches x's shields. */
const tbHurt = (s: GameState, ship: string) =>
  ship === 'x' ? 2 - shipOf(s, 'x').shields : shipOf(s, ship).damage.length;

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${R2G8}:0`,
    applies: kase('x hits t: two charges strain u, beside t', g8Table(), g8Play('x', 't', ['hit', 'hit']), (s) => {
      expect(shipOf(s, 'u').tokens.strain).toBe(1);
      expect(shipOf(s, 'x').upgrades[0]?.charges).toBe(0);
    }),
    doesNotApply: [
      kase('x misses: not asked', g8Table(), g8Play('x', 't', []), (_s, seen) =>
        expect(offered(seen, 'R2-G8')).toBe(false),
      ),
      kase(
        'an ion cannon hit: not asked',
        g8Table([R2G8, 'ioncannon']),
        g8Play('x', 't', ['hit', 'hit'], 'ioncannon'),
        (_s, seen) => expect(offered(seen, 'R2-G8')).toBe(false),
      ),
      kase(
        't hits x from range 1 (an enemy near the defender x): x is not asked',
        g8Table([R2G8], [], 390),
        g8Play('t', 'x', ['hit', 'hit']),
        (_s, seen) => expect(offered(seen, 'R2-G8')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${R2G8}:0`,
    applies: kase(
      'x hits t: v, far from t, is not among the ships offered',
      g8Table(),
      g8Play('x', 't', ['hit', 'hit']),
      (_s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('R2-G8'));
        expect(asked?.options.map((o) => o.id)).not.toContain('use:v');
      },
    ),
    doesNotApply: kase('x misses: nobody strained', g8Table(), g8Play('x', 't', []), (s) =>
      expect(shipOf(s, 'u').tokens.strain).toBeUndefined(),
    ),
  },
  {
    source: `upgrade:${TOBIAS}:0`,
    applies: kase(
      'x, stressed, rerolls two blanks into a crit and a hit: it suffers a crit',
      tbTable({ x: [TOBIAS] }),
      tbPlay('x', 't', ['crit', 'hit']),
      (s) => expect(tbHurt(s, 'x')).toBe(1),
    ),
    doesNotApply: [
      kase(
        'x is not stressed: not offered',
        tbTable({ x: [TOBIAS], stress: false }),
        tbPlay('x', 't', ['crit', 'hit']),
        (_s, seen) => expect(offered(seen, 'Tobias Beckett')).toBe(false),
      ),
      kase(
        'the stressed wingman carries it: not offered to x',
        tbTable({ f: [TOBIAS] }),
        tbPlay('x', 't', ['crit', 'hit']),
        (_s, seen) => expect(offered(seen, 'Tobias Beckett')).toBe(false),
      ),
      kase(
        'x rerolls with its lock into a crit: nothing suffered',
        tbTable({ x: [TOBIAS] }),
        tbPlay('x', 't', ['crit', 'hit'], 'lock'),
        (s) => expect(tbHurt(s, 'x')).toBe(0),
      ),
    ],
  },
  {
    source: `upgrade:${TOBIAS}:0`,
    applies: kase(
      'a reroll into hits: nothing suffered',
      tbTable({ x: [TOBIAS] }),
      tbPlay('x', 't', ['hit', 'hit']),
      (s) => expect(tbHurt(s, 'x')).toBe(0),
    ),
    doesNotApply: kase(
      'x does not reroll: nothing',
      tbTable({ x: [TOBIAS] }),
      tbPlay('x', 't', ['crit'], 'none'),
      (s) => expect(tbHurt(s, 'x')).toBe(0),
    ),
  },
  {
    source: `upgrade:${TOBIAS}:0`,
    applies: kase(
      't rerolls into a crit with its own copy: t suffers it, not x',
      tbTable({ x: [TOBIAS], t: [TOBIAS] }),
      tbPlay('t', 'x', ['crit', 'blank']),
      (s) => {
        // t's own crit; x loses one shield to the attack's crit, none to its copy of the card.
        expect(tbHurt(s, 't')).toBeGreaterThan(0);
        expect(tbHurt(s, 'x')).toBe(1);
      },
    ),
    doesNotApply: kase(
      'x defends, nothing rerolled: nothing',
      tbTable({ x: [TOBIAS] }),
      tbPlay('t', 'x', ['crit'], 'none'),
      (s) => expect(tbHurt(s, 't')).toBe(0),
    ),
  },
  {
    source: 'upgrade:seventhfleetgunner:0',
    applies: kase('t is in g’s front arc: a charge gives a a fourth die', sfTable(), sfPlay(), (s, seen) => {
      expect(diceCounts(seen, 'a', 't').attack).toBe(4);
      expect(sfCharges(s)).toBe(0);
    }),
    doesNotApply: [
      kase('t is outside g’s arcs: three dice', sfTable({ gx: 150 }), sfPlay(), (_s, seen) => {
        expect(offered(seen, SEVENTH)).toBe(false);
        expect(diceCounts(seen, 'a', 't').attack).toBe(3);
      }),
      kase(
        'a fires plasma torpedoes (three dice): not asked',
        sfTable({ a: { upgrades: ['plasmatorpedoes'], locks: ['t'] } }),
        sfPlay('a', 't', 'plasmatorpedoes'),
        (_s, seen) => expect(offered(seen, SEVENTH)).toBe(false),
      ),
      kase('g attacks t itself: not asked', sfTable(), sfPlay('g', 't'), (_s, seen) =>
        expect(offered(seen, SEVENTH)).toBe(false),
      ),
      kase('t attacks a, a in g’s front arc: not asked', sfTable({ behind: true }), sfPlay('t', 'a'), (_s, seen) =>
        expect(offered(seen, SEVENTH)).toBe(false),
      ),
      kase('range 1: a rolls four already, not asked', sfTable({ ty: 390 }), sfPlay(), (s, seen) => {
        expect(offered(seen, SEVENTH)).toBe(false);
        expect(sfCharges(s)).toBe(1);
      }),
      kase('its charge is spent: not asked', sfTable({ charged: false }), sfPlay(), (_s, seen) =>
        expect(offered(seen, SEVENTH)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:seventhfleetgunner:0',
    applies: kase(
      'System Phase, the charge spent: a disarm token recovers it',
      sfSystemTable(false),
      sfSystemPlay(true),
      (s, seen) => {
        expect(sfAsked(seen)).toBe(1);
        expect(sfCharges(s)).toBe(1);
        expect(shipOf(s, 'g').tokens.disarm).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the charge is there: not asked', sfSystemTable(true), sfSystemPlay(true), (_s, seen) =>
        expect(sfAsked(seen)).toBe(0),
      ),
      kase('declined: asked once, at its own step only', sfSystemTable(false), sfSystemPlay(false), (s, seen) => {
        expect(sfAsked(seen)).toBe(1);
        expect(shipOf(s, 'g').tokens.disarm).toBeUndefined();
      }),
    ],
  },
  {
    source: `upgrade:${SFG}:0`,
    applies: kase(
      'the turret points forward: a third die for the front-arc attack',
      sfgTable('front'),
      sfgPlay(),
      (s, seen) => {
        expect(diceCounts(seen, 's', 'x').attack).toBe(3);
        expect(declared(s, 's')).toEqual(['x:front']);
      },
    ),
    doesNotApply: [
      kase(
        'the attack is the turret’s: not asked',
        sfgTable('front'),
        sfgPlay('attack:x:primary:single-turret'),
        (s, seen) => {
          expect(offered(seen, 'Special Forces Gunner')).toBe(false);
          expect(declared(s, 's')).toEqual(['x:single-turret']);
        },
      ),
      kase('the wingman carries it: not asked', sfgTable('front', 'w'), sfgPlay(), (_s, seen) =>
        expect(offered(seen, 'Special Forces Gunner')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${SFG}:0`,
    applies: kase(
      'the turret points back: a bonus turret attack on y follows',
      sfgTable('rear'),
      sfgPlay(),
      (s, seen) => {
        expect(declared(s, 's')).toEqual(['x:front', 'y:single-turret']);
        // The turret points back: no extra die for the front-arc attack.
        expect(diceCounts(seen, 's', 'x').attack).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'the turret points forward (the extra die declined): no bonus',
        sfgTable('front'),
        sfgPlay(undefined, undefined, false),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase('a turret attack on y first: no bonus', sfgTable('rear'), sfgPlay('attack:y:primary:single-turret'), (s) =>
        expect(declared(s, 's')).toEqual(['y:single-turret']),
      ),
      kase('the wingman carries it: no bonus', sfgTable('rear', 'w'), sfgPlay(), (s) =>
        expect(declared(s, 's')).toEqual(['x:front']),
      ),
    ],
  },
  {
    source: 'upgrade:migsmayfeld:0',
    applies: kase(
      'a front attack on t1, then a rear attack on the stressed t2',
      migsTable({ stress: 1 }),
      migsPlay('attack:t1:primary:front'),
      (s) => expect(declaredBy(s, 'x')).toEqual(['t1:front', 't2:rear']),
    ),
    doesNotApply: [
      kase(
        'the first attack is the rear one on t2: no bonus',
        migsTable({ stress: 1 }),
        migsPlay('attack:t2:primary:rear'),
        (s) => expect(declaredBy(s, 'x')).toEqual(['t2:rear']),
      ),
      kase(
        'its wingman carries it: no bonus for x',
        migsTable({ stress: 1 }, 'f'),
        migsPlay('attack:t1:primary:front'),
        (s) => expect(declaredBy(s, 'x')).toEqual(['t1:front']),
      ),
    ],
  },
  {
    source: 'upgrade:migsmayfeld:0',
    applies: kase(
      't2 holds no red or orange token: the bonus attack has no target',
      migsTable({}),
      migsPlay('attack:t1:primary:front'),
      (s) => expect(declaredBy(s, 'x')).toEqual(['t1:front']),
    ),
    doesNotApply: kase(
      'x passes: nothing',
      migsTable({ stress: 1 }),
      playing(
        (s) => s.phase !== 'engagement',
        () => answers((d) => (d.kind === 'declare-attack' ? ['pass'] : undefined)),
      ),
      (s) => expect(declaredBy(s, 'x')).toEqual([]),
    ),
  },
  {
    source: 'upgrade:greedo:0',
    applies: kase('x attacks: a charge turns a hit into a crit', greedoTable(1), greedoPlay('x', OWN), (s, seen) => {
      expect(crits(s)).toBe(1);
      expect(offers(seen, THEIRS)).toBe(false);
    }),
    doesNotApply: [
      kase('t attacks x, Greedo spent: nothing offered', greedoTable(0), greedoPlay('t'), (_s, seen) =>
        expect(offers(seen, 'Greedo')).toBe(false),
      ),
      kase(
        'x attacks, its wingman f has him: not offered',
        pair({}, {}, { upgrades: ['greedo'] }),
        greedoPlay('x'),
        (_s, seen) => expect(offers(seen, 'Greedo')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:greedo:0',
    applies: kase(
      't attacks x, Greedo charged: t may turn a hit into a crit',
      greedoTable(1),
      greedoPlay('t', THEIRS),
      (s, seen) => {
        expect(crits(s)).toBe(1);
        expect(offers(seen, OWN)).toBe(false);
      },
    ),
    doesNotApply: kase(
      'x attacks (and declines): the defender’s offer is not there',
      greedoTable(1),
      greedoPlay('x'),
      (_s, seen) => {
        expect(offers(seen, OWN)).toBe(true);
        expect(offers(seen, THEIRS)).toBe(false);
      },
    ),
  },
  {
    source: 'upgrade:tibersaxon:0',
    applies: kase('a hit at range 2: two charges, two strain tokens', tiberTable(), tiberPlay(['hit']), (s) => {
      expect(shipOf(s, 't').tokens.strain).toBe(2);
      expect(shipOf(s, 'x').upgrades.find((u) => u.xws === 'tibersaxon')?.charges).toBe(0);
    }),
    doesNotApply: [
      kase('range 3: not asked', tiberTable(560), tiberPlay(['hit', 'hit', 'hit']), (_s, seen) =>
        expect(offered(seen, TIBER)).toBe(false),
      ),
      kase('the attack misses: not asked', tiberTable(), tiberPlay(['blank']), (_s, seen) =>
        expect(offered(seen, TIBER)).toBe(false),
      ),
      kase(
        'the defender has a faceup card: not asked',
        tiberTable(450, [{ card: 'structuraldamage', faceup: true }]),
        tiberPlay(['hit']),
        (_s, seen) => expect(offered(seen, TIBER)).toBe(false),
      ),
      kase(
        'x defends against a hit: not asked',
        tiberTable(),
        attackPlay('t', 'x', () =>
          answers(twoCharges, rolls('t', 'attack', ['hit', 'hit']), rolls('x', 'defense', [])),
        ),
        (_s, seen) => expect(offered(seen, TIBER)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:dengar:0',
    applies: kase('t has no green token: the die hits it', dengarTable(['dengar']), dengarPlay, (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(1);
      expect(logged(s, 'ability-die-rolled', 'x')).toHaveLength(1);
      expect(logged(s, 'not-implemented')).toEqual([]);
    }),
    doesNotApply: [
      kase('the attacker is behind x: not asked', dengarTable(['dengar'], true), dengarPlay, (s, seen) => {
        expect(offered(seen, 'Dengar')).toBe(false);
        expect(shipOf(s, 't').damage).toHaveLength(0);
      }),
      kase(
        'its wingman a carries it, t in its front arc: not asked',
        defTable({}, 450, rebel('a', 'redsquadronveteran', 300, 300, { upgrades: ['dengar'] })),
        dengarPlay,
        (_s, seen) => expect(offered(seen, 'Dengar')).toBe(false),
      ),
      kase(
        'x attacks with Dengar: not asked',
        dengarTable(['dengar']),
        attackPlay('x', 't', () => answers(useAbilityOf('Dengar'), rolls('x', 'attack', ['hit']))),
        (_s, seen) => expect(offered(seen, 'Dengar')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${FENNEC}:0`,
    applies: kase(
      'each has it and locks the other: each rolls one die fewer',
      duel({ upgrades: [FENNEC], locks: ['t'] }, { upgrades: [FENNEC], locks: ['x'] }),
      fennecPlay,
      (_s, seen) => expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 2, defense: 2 }),
    ),
    doesNotApply: kase('no locks', duel({ upgrades: [FENNEC] }, { upgrades: [FENNEC] }), fennecPlay, (_s, seen) =>
      expect(diceCounts(seen, 'x', 't')).toEqual({ attack: 3, defense: 3 }),
    ),
  },
  {
    source: `upgrade:${DG}:0`,
    applies: kase('the focus token buys a die', dgTable({ upgrades: [DG] }), dgPlay(), (s, seen) => {
      expect(diceCounts(seen, 'x', 't').attack).toBe(4);
      expect(s.ships.find((x) => x.id === 'x')?.tokens.focus).toBeUndefined();
    }),
    doesNotApply: [
      kase('the turret points away', dgTable({ upgrades: [DG], turret: 'rear' }), dgPlay(), (_s, seen) =>
        expect(offered(seen, 'Dedicated Gunners')).toBe(false),
      ),
      kase('a special weapon', dgTable({ upgrades: [DG, 'ioncannon'] }), dgPlay('ioncannon'), (_s, seen) =>
        expect(offered(seen, 'Dedicated Gunners')).toBe(false),
      ),
      kase('a wingman behind carries it', dgTable({}, { upgrades: [DG] }), dgPlay(), (_s, seen) =>
        expect(offered(seen, 'Dedicated Gunners')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:veterantailgunner:0',
    applies: kase(
      'a front-arc attack, then a bonus rear-arc attack',
      vtgTable(['veterantailgunner']),
      vtgPlay('attack:t1:primary:front'),
      (s) => expect(declared(s)).toEqual(['t1:front', 't2:rear']),
    ),
    doesNotApply: [
      kase('a rear-arc attack first', vtgTable(['veterantailgunner']), vtgPlay('attack:t2:primary:rear'), (s) =>
        expect(declared(s)).toEqual(['t2:rear']),
      ),
      kase(
        'a special weapon from the front arc',
        vtgTable(['veterantailgunner', 'ioncannon']),
        vtgPlay('attack:t1:ioncannon'),
        (s) => expect(declared(s)).toEqual(['t1:front']),
      ),
      kase('the defender carries it', vtgTable([], ['veterantailgunner']), vtgPlay('attack:t1:primary:front'), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
  {
    source: `upgrade:${CODY}:0`,
    applies: kase(
      'the evade cancelled the hit: the defender is strained',
      duel({ upgrades: [CODY] }, { upgrades: [CODY] }),
      codyPlay(['hit'], ['evade']),
      (s) => {
        expect(strain(s, 't')).toBe(1);
        expect(strain(s, 'x')).toBeUndefined();
      },
    ),
    doesNotApply: [
      kase('the attack hits', duel({ upgrades: [CODY] }, {}), codyPlay(['hit', 'hit'], ['evade']), (s) =>
        expect(strain(s, 't')).toBeUndefined(),
      ),
      kase('a miss with nothing to cancel', duel({ upgrades: [CODY] }, {}), codyPlay(['focus'], ['evade']), (s) =>
        expect(strain(s, 't')).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:finn:0',
    applies: kase(
      'face to face: each adds a blank',
      duel({ upgrades: ['finn'] }, { upgrades: ['finn'] }),
      both('Finn'),
      (s) => expect(usedBy(s, 'finn')).toEqual(['x', 't']),
    ),
    doesNotApply: [
      kase(
        'wingmen behind each carry it',
        duel({}, {}, [
          rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['finn'] }),
          imperial('w', 'academypilot', 400, 550, { upgrades: ['finn'] }),
        ]),
        both('Finn'),
        (_s, seen) => expect(offered(seen, 'Finn')).toBe(false),
      ),
      kase(
        'a special weapon',
        duel({ upgrades: ['finn', 'ioncannon'] }, {}),
        attackPlay('x', 't', () => modifiesWith('Finn'), 'ioncannon'),
        (_s, seen) => expect(offered(seen, 'Finn')).toBe(false),
      ),
      kase(
        'back to back: a rear-arc attack, each out of the other’s front arc',
        () =>
          position(
            'engagement',
            [{ id: 'x', pilot: 'ibtisam', upgrades: ['finn'], pose: { x: 400, y: 300, heading: 0 } }],
            [{ id: 't', pilot: 'academypilot', upgrades: ['finn'], pose: { x: 400, y: 200, heading: 180 } }],
          ),
        both('Finn'),
        (_s, seen) => expect(offered(seen, 'Finn')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:rey-gunner:0',
    applies: kase(
      'turrets on each other: a blank becomes a hit, and one an evade',
      duel(
        { upgrades: ['rey-gunner'], turret: 'front', force: 1 },
        { upgrades: ['rey-gunner'], turret: 'front', force: 1 },
      ),
      both('Rey'),
      (s) => expect(usedBy(s, 'rey-gunner')).toEqual(['x', 't']),
    ),
    doesNotApply: [
      kase(
        'wingmen behind each carry it',
        duel({}, {}, [
          rebel('f', 'redsquadronveteran', 400, 200, { upgrades: ['rey-gunner'], turret: 'front', force: 1 }),
          imperial('w', 'academypilot', 400, 550, { upgrades: ['rey-gunner'], turret: 'front', force: 1 }),
        ]),
        both('Rey'),
        (_s, seen) => expect(offered(seen, 'Rey')).toBe(false),
      ),
      kase(
        'turrets pointing away',
        duel(
          { upgrades: ['rey-gunner'], turret: 'rear', force: 1 },
          { upgrades: ['rey-gunner'], turret: 'rear', force: 1 },
        ),
        both('Rey'),
        (_s, seen) => expect(offered(seen, 'Rey')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:fifthbrother:0',
    applies: kase('a Force turns the focus into a crit', fifthTable(['fifthbrother'], []), fifthPlay, (s) =>
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ crits: 1 }),
    ),
    doesNotApply: kase('a wingman carries it', fifthTable([], ['fifthbrother']), fifthPlay, (_s, seen) =>
      expect(offered(seen, 'Fifth Brother')).toBe(false),
    ),
  },
  {
    source: 'upgrade:bt1:0',
    applies: kase('the defender has two stress tokens: two hits become crits', bt1Table(['bt1'], [], 2), bt1Play, (s) =>
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1, crits: 2 }),
    ),
    doesNotApply: [
      kase('the defender is not stressed', bt1Table(['bt1'], [], 0), bt1Play, (_s, seen) =>
        expect(offered(seen, 'BT-1')).toBe(false),
      ),
      kase('a wingman carries it, the defender has five stress tokens', bt1Table([], ['bt1'], 5), bt1Play, (_s, seen) =>
        expect(offered(seen, 'BT-1')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:bobafett-gunner:0',
    applies: kase(
      'only the TIE in his front arc: a focus becomes a hit',
      bobaTable(['bobafett-gunner'], []),
      bobaPlay,
      (s) => expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 2 }),
    ),
    doesNotApply: [
      kase('a second TIE in his front arc', bobaTable(['bobafett-gunner'], [], 470), bobaPlay, (_s, seen) =>
        expect(offered(seen, 'Boba Fett')).toBe(false),
      ),
      kase('a wingman far aside carries it', bobaTable([], ['bobafett-gunner']), bobaPlay, (_s, seen) =>
        expect(offered(seen, 'Boba Fett')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:veteranturretgunner:0',
    applies: kase(
      'a front-arc primary attack, then a bonus turret attack',
      vtuTable(['veteranturretgunner', 'dorsalturret']),
      vtuPlay('attack:t:primary:front'),
      (s) => expect(declared(s, 'y')).toEqual(['t:front', 't:single-turret']),
    ),
    doesNotApply: [
      kase(
        'the turret attacks first',
        vtuTable(['veteranturretgunner', 'dorsalturret']),
        vtuPlay('attack:t:dorsalturret'),
        (s) => expect(declared(s, 'y')).toEqual(['t:single-turret']),
      ),
      kase(
        'a torpedo attack from the front arc first',
        vtuTable(['veteranturretgunner', 'dorsalturret', 'protontorpedoes'], [], 450),
        vtuPlay('attack:t:protontorpedoes'),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase(
        'an HWK-290 attacks with its turret primary weapon',
        () =>
          position(
            'engagement',
            [rebel('y', 'rebelscout', 400, 300, { upgrades: ['veteranturretgunner'], turret: 'front' })],
            [imperial('t', 'academypilot', 400, 450)],
          ),
        vtuPlay('attack:t:primary'),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase(
        'the defender carries it',
        vtuTable(['dorsalturret'], ['veteranturretgunner']),
        vtuPlay('attack:t:primary:front'),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'upgrade:hotshotgunner:0',
    applies: kase(
      'a turret attack: the TIE loses its focus, keeps its calculate',
      hotTable(['hotshotgunner'], [], { focus: 1, calculate: 1 }),
      hotPlay('attack:t:dorsalturret'),
      (s) => expect(shipOf(s, 't').tokens).toMatchObject({ calculate: 1 }),
    ),
    doesNotApply: [
      kase(
        'a front-arc primary attack',
        hotTable(['hotshotgunner'], [], { focus: 1, calculate: 1 }),
        hotPlay('attack:t:primary:front'),
        (s) => expect(shipOf(s, 't').tokens).toMatchObject({ focus: 1, calculate: 1 }),
      ),
      kase(
        'a front-arc primary attack on a TIE with only a calculate token',
        hotTable(['hotshotgunner'], [], { calculate: 1 }),
        hotPlay('attack:t:primary:front'),
        (s) => expect(shipOf(s, 't').tokens).toMatchObject({ calculate: 1 }),
      ),
      kase(
        'the TIE carries it, with only a calculate token',
        hotTable([], ['hotshotgunner'], { calculate: 1 }),
        hotPlay('attack:t:dorsalturret'),
        (s) => expect(shipOf(s, 't').tokens).toMatchObject({ calculate: 1 }),
      ),
      kase('the TIE has neither token', hotTable(['hotshotgunner'], [], {}), hotPlay('attack:t:dorsalturret'), (s) =>
        expect(shipOf(s, 't').tokens.focus).toBeUndefined(),
      ),
      kase(
        'the TIE carries it',
        hotTable([], ['hotshotgunner'], { focus: 1, calculate: 1 }),
        hotPlay('attack:t:dorsalturret'),
        (s) => expect(shipOf(s, 't').tokens).toMatchObject({ focus: 1, calculate: 1 }),
      ),
    ],
  },
  {
    source: 'upgrade:hotshotgunner:0',
    // 000 "Turret Arcs": a double turret arc indicator is two single turret arcs, so a YT-1300's primary turret
    // attack is a single-turret-arc attack (the real lists' Han Solo never fired it before).
    applies: kase('a YT-1300’s double-turret primary attack: the TIE loses its focus', hotYtTable(), hotYtPlay, (s) =>
      expect(shipOf(s, 't').tokens.focus).toBeUndefined(),
    ),
    doesNotApply: kase('the YT-1300 without it: the TIE keeps its focus', hotYtTable(false), hotYtPlay, (s) =>
      expect(shipOf(s, 't').tokens.focus).toBe(1),
    ),
  },
];

// ---- Bistan, Weapons Systems Officer, Suppressive Gunner, Airen Cracken, Bossk ----

/** The Y-wing (y, Dorsal Turret facing front, `tokens`) attacks t at range 1; t2 is beside it. */
const bistanTable =
  (y: string[], tokens: Record<string, number>, t: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: ['dorsalturret', ...y], turret: 'front', tokens })],
      [imperial('t', 'academypilot', 400, 390, { upgrades: t }), imperial('t2', 'academypilot', 480, 460)],
    );
const bistanPlay = (first: string, stop = 2) =>
  playing(
    (s) => logged(s, 'attack-ended', 'y').length >= stop || s.phase !== 'engagement',
    () => answers(picks('declare-attack', first, 'y'), picks('declare-attack', 'attack:t2:dorsalturret', 'y')),
  );
const WSO = 'Weapons Systems Officer';
const wsoPlay = (weapon: string) =>
  attackPlay(
    'x',
    't',
    () => answers(useAbilityOf(WSO), picks('modify-attack-dice', 'mod:lock', 'x'), rolls('x', 'attack', ['blank'])),
    weapon,
  );
const armed = (more: string[] = []) => ({ upgrades: ['protontorpedoes', 'ioncannon', ...more], locks: ['t'] });
const SG = 'Suppressive Gunner';
/** t attacks x and x answers; stops once t's attack has ended. */
const crackenPlay = (faces: string[]) => defPlay(faces, [], useAbilityOf('Airen Cracken'));
const crackenTable = (x: string[], heading = 0) => defTable({ upgrades: x, pose: { x: 400, y: 300, heading } });
const bosskPlay = (faces: string[], weapon = 'primary') =>
  attackPlay('x', 't', () => answers(useAbilityOf('Bossk'), rolls('x', 'attack', faces)), weapon);
const granted = (s: GameState, ship: string) => logged(s, 'bonus-attack-granted', ship).length;

SPECS.push(
  {
    source: 'upgrade:bistan:0',
    applies: kase(
      'focused, a primary attack, then a turret attack on the other TIE',
      bistanTable(['bistan'], { focus: 1 }),
      bistanPlay('attack:t:primary'),
      (s) => expect(declaredBy(s, 'y')).toEqual(['t:front', 't2:single-turret']),
    ),
    doesNotApply: [
      kase('not focused', bistanTable(['bistan'], {}), bistanPlay('attack:t:primary'), (s) =>
        expect(granted(s, 'y')).toBe(0),
      ),
      kase(
        'the turret attacks first',
        bistanTable(['bistan'], { focus: 1 }),
        bistanPlay('attack:t:dorsalturret'),
        (s) => expect(granted(s, 'y')).toBe(0),
      ),
      kase(
        'the focused defender carries it',
        () =>
          position(
            'engagement',
            [rebel('y', 'goldsquadronveteran', 400, 300, { upgrades: ['dorsalturret'], turret: 'front' })],
            [
              imperial('t', 'academypilot', 400, 390, { upgrades: ['bistan'], tokens: { focus: 1 } }),
              imperial('t2', 'academypilot', 480, 460),
            ],
          ),
        bistanPlay('attack:t:primary', 1),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
  {
    source: 'upgrade:weaponssystemsofficer:0',
    applies: kase(
      'the torpedoes needed the lock, spent on a reroll: locked again after the attack',
      pair(armed(['weaponssystemsofficer']), {}),
      wsoPlay('protontorpedoes'),
      (s) => {
        expect(logged(s, 'modification-used', 'x').map((e) => e.data?.modification)).toContain('lock');
        expect(locksOf(s, 'x')).toEqual(['t']);
      },
    ),
    doesNotApply: [
      kase(
        'an Ion Cannon attack needs no lock',
        pair(armed(['weaponssystemsofficer']), {}),
        wsoPlay('ioncannon'),
        (_s, seen) => expect(offered(seen, WSO)).toBe(false),
      ),
      kase(
        'the defender carries it',
        pair(armed(), { upgrades: ['weaponssystemsofficer'] }),
        wsoPlay('protontorpedoes'),
        (_s, seen) => expect(offered(seen, WSO)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:suppressivegunner:0',
    applies: kase(
      'a focus result spent: the defender takes the deplete token (the enemy copy stays quiet)',
      pair({ upgrades: ['suppressivegunner'] }, { upgrades: ['suppressivegunner'] }),
      duelPlay(['focus', 'hit'], [], modifiesWith(SG), picks('unless', 'pay')),
      (s) => {
        expect(shipOf(s, 't').tokens.deplete).toBe(1);
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
        expect(usedIndexes(s, 'upgrade:suppressivegunner:0')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      kase(
        'the attacker spends its focus token instead',
        pair({ upgrades: ['suppressivegunner'], tokens: { focus: 1 } }, {}),
        duelPlay(['focus', 'hit'], [], picks('modify-attack-dice', 'mod:focus')),
        (s) => expect(shipOf(s, 't').tokens.deplete).toBeUndefined(),
      ),
      kase(
        'the attacker’s wingman carries it',
        pair({}, {}, { upgrades: ['suppressivegunner'] }),
        duelPlay(['focus'], []),
        (_s, seen) => expect(offered(seen, SG)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:airencracken-battleoverendor:0',
    applies: kase(
      'hit by the TIE: a deplete token for a bonus attack on it',
      crackenTable(['airencracken-battleoverendor']),
      crackenPlay(['hit']),
      (s) => {
        expect(shipOf(s, 'x').tokens.deplete).toBe(1);
        expect(granted(s, 'x')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the TIE misses', crackenTable(['airencracken-battleoverendor']), crackenPlay(['blank']), (s) =>
        expect(granted(s, 'x')).toBe(0),
      ),
      kase(
        'he attacks and hits',
        pair({ upgrades: ['airencracken-battleoverendor'] }, {}),
        duelPlay(['hit'], [], useAbilityOf('Airen Cracken')),
        (s) => expect(granted(s, 'x')).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:bossk:0',
    applies: kase(
      'a miss: a stress token for a second shot',
      pair({ upgrades: ['bossk'] }, {}),
      bosskPlay(['blank']),
      (s) => {
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
        expect(granted(s, 'x')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a hit', pair({ upgrades: ['bossk'] }, {}), bosskPlay(['hit']), (s) => expect(granted(s, 'x')).toBe(0)),
      kase('stressed', pair({ upgrades: ['bossk'], tokens: { stress: 1 } }, {}), bosskPlay(['blank']), (s) =>
        expect(granted(s, 'x')).toBe(0),
      ),
      kase(
        'a torpedo attack misses',
        pair({ upgrades: ['bossk', 'protontorpedoes'], locks: ['t'] }, {}),
        bosskPlay(['blank'], 'protontorpedoes'),
        (s) => expect(granted(s, 'x')).toBe(0),
      ),
      kase('the defender carries it', pair({}, { upgrades: ['bossk'] }), bosskPlay(['blank']), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
);

/**
 * Sabine Wren (gunner): x (the card and a Heavy Laser Cannon unless `onDefender`, a stress token) attacks t at range 2;
 * wingmen w (a strain token) and v (a stress token) near t, and f (a stress token) beyond range 3 of it. `onDefender`:
 * t carries the card instead, with a stress token.
 */
const sabineTable =
  (onDefender = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          upgrades: onDefender ? ['heavylasercannon'] : ['sabinewren-gunner', 'heavylasercannon'],
          tokens: { stress: 1 },
        }),
        rebel('w', 'redsquadronveteran', 330, 300, { tokens: { strain: 1 } }),
        rebel('v', 'redsquadronveteran', 470, 300, { tokens: { stress: 1 } }),
        rebel('f', 'redsquadronveteran', 50, 60, { tokens: { stress: 1 } }),
      ],
      [
        imperial(
          't',
          'academypilot',
          400,
          450,
          onDefender ? { upgrades: ['sabinewren-gunner'], tokens: { stress: 1 } } : {},
        ),
      ],
    );
const sabinePlay = (weapon: string, faces: string[]) =>
  attackPlay('x', 't', () => answers(useAbilityOf('Sabine Wren'), rolls('x', 'attack', faces)), weapon);
/** The stress and strain tokens each ship holds, in order x, w, v, f. */
const redLeft = (s: GameState) =>
  ['x', 'w', 'v', 'f'].map((id) => (shipOf(s, id).tokens.stress ?? 0) + (shipOf(s, id).tokens.strain ?? 0));

SPECS.push({
  source: 'upgrade:sabinewren-gunner:0',
  applies: kase(
    'two damage cards dealt: two ships near t each remove a token (x and w, the nearest), v and f keep theirs',
    sabineTable(),
    sabinePlay('heavylasercannon', ['hit', 'hit']),
    (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(2);
      expect(
        redLeft(s)
          .slice(0, 3)
          .reduce((a, b) => a + b, 0),
      ).toBe(1);
      expect(redLeft(s)[3]).toBe(1);
    },
  ),
  doesNotApply: [
    kase('a primary attack', sabineTable(), sabinePlay('primary', ['hit', 'hit']), (s) =>
      expect(redLeft(s)).toEqual([1, 1, 1, 1]),
    ),
    kase('the special attack deals no damage card', sabineTable(), sabinePlay('heavylasercannon', []), (s) =>
      expect(redLeft(s)).toEqual([1, 1, 1, 1]),
    ),
    kase('the defender carries it', sabineTable(true), sabinePlay('heavylasercannon', ['hit', 'hit']), (s) =>
      expect(shipOf(s, 't').tokens.stress).toBe(1),
    ),
  ],
});

/**
 * DT-798: the X-wing d (the card unless `onT`) at (400, 300) facing up, in `phase`; its wingman w at `w` (ahead:
 * (470, 420), in its front arc; behind: (400, 150)) with `wTokens`; the TIE t at range 2 ahead with `tTokens` (and the
 * card when `onT`).
 */
const dtTable =
  (o: {
    phase?: 'engagement' | 'end';
    w?: 'ahead' | 'behind';
    wTokens?: Record<string, number>;
    tTokens?: Record<string, number>;
    onT?: boolean;
  }) =>
  () =>
    position(
      o.phase ?? 'engagement',
      [
        rebel('d', 'redsquadronveteran', 400, 300, { upgrades: o.onT ? [] : ['dt798'] }),
        rebel('w', 'redsquadronveteran', o.w === 'behind' ? 400 : 470, o.w === 'behind' ? 150 : 420, {
          tokens: o.wTokens ?? {},
        }),
      ],
      [imperial('t', 'academypilot', 400, 450, { tokens: o.tTokens ?? {}, upgrades: o.onT ? ['dt798'] : [] })],
    );
/** d attacks t rolling three blanks and rerolls with DT-798 (into hits). */
const dtAttack = attackPlay('d', 't', () =>
  answers(
    rolls('d', 'attack', ['blank', 'blank', 'blank'], ['hit', 'hit', 'hit']),
    modifiesWith('DT-798'),
    picks('use-ability', 'decline'),
  ),
);
/** Stops once a ship is asked to declare an attack (the Engagement Phase's start is behind). */
const atDeclare = (s: GameState) => s.pending?.kind === 'declare-attack';
const dtRerolled = (s: GameState) => logged(s, 'dice-rerolled').at(-1)?.data?.faces;
/** DT-798's reroll was among d's modifications. */
const dtOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('DT-798')));

SPECS.push(
  {
    source: 'upgrade:dt798:0',
    applies: kase(
      'as the Engagement Phase starts, the wingman ahead gains a strain token',
      dtTable({ w: 'ahead' }),
      playing(atDeclare, () => useAbilityOf('DT-798')),
      (s) => expect(shipOf(s, 'w').tokens.strain).toBe(1),
    ),
    doesNotApply: [
      kase(
        'the wingman behind, outside its arcs',
        dtTable({ w: 'behind' }),
        playing(atDeclare, () => useAbilityOf('DT-798')),
        (s) => expect(shipOf(s, 'w').tokens.strain).toBeUndefined(),
      ),
      kase(
        'the End Phase starts (and the next round’s first phases): not asked',
        dtTable({ phase: 'end', w: 'ahead' }),
        playing(
          (s) => s.phase === 'activation',
          () => useAbilityOf('DT-798'),
        ),
        (s) => expect(shipOf(s, 'w').tokens.strain).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:dt798:0',
    applies: kase(
      'the stressed defender and the strained wingman in the attack arc: two dice rerolled',
      dtTable({ wTokens: { strain: 1 }, tTokens: { stress: 1 } }),
      dtAttack,
      (s) => expect(dtRerolled(s)).toEqual(['hit', 'hit']),
    ),
    doesNotApply: [
      kase('no red or orange token in the attack arc: not offered', dtTable({}), dtAttack, (_s, seen) =>
        expect(dtOffered(seen)).toBe(false),
      ),
      kase(
        'the defender carries it: not offered to it',
        dtTable({ onT: true, wTokens: { strain: 1 }, tTokens: { stress: 1 } }),
        dtAttack,
        (_s, seen) => expect(dtOffered(seen)).toBe(false),
      ),
    ],
  },
);

/** Ezra Bridger (gunner): y (the card, a Dorsal Turret, `force` and `stress`) attacks t at range 1, first as `first`. */
const ezraTable =
  (o: { force?: number; stress?: number; torpedoes?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('y', 'goldsquadronveteran', 400, 300, {
          upgrades: ['ezrabridger', 'dorsalturret', ...(o.torpedoes ? ['protontorpedoes'] : [])],
          turret: 'front',
          locks: ['t'],
          force: o.force ?? 1,
          tokens: o.stress ? { stress: o.stress } : {},
        }),
      ],
      [imperial('t', 'academypilot', 400, o.torpedoes ? 450 : 390)],
    );
const ezraPlay = (first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', 'y').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', first, 'y'),
        picks('declare-attack', 'attack:t:dorsalturret', 'y'),
        useAbilityOf('Ezra Bridger'),
      ),
  );
const ezraRerollOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('Ezra Bridger')));

SPECS.push(
  {
    source: 'upgrade:ezrabridger:0',
    applies: kase(
      'a front-arc primary attack, then his Force buys a turret attack, which (stressed) may reroll a die',
      ezraTable({ stress: 1 }),
      ezraPlay('attack:t:primary:front'),
      (s, seen) => {
        expect(declared(s, 'y')).toEqual(['t:front', 't:single-turret']);
        expect(shipOf(s, 'y').force).toBe(0);
        expect(ezraRerollOffered(seen)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('the turret attacks first', ezraTable(), ezraPlay('attack:t:dorsalturret'), (s) =>
        expect(declared(s, 'y')).toEqual(['t:single-turret']),
      ),
      kase('a torpedo attack first', ezraTable({ torpedoes: true }), ezraPlay('attack:t:protontorpedoes'), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase('no Force', ezraTable({ force: 0 }), ezraPlay('attack:t:primary:front'), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase(
        'an HWK-290 attacks with its turret primary weapon',
        () =>
          position(
            'engagement',
            [rebel('y', 'rebelscout', 400, 300, { upgrades: ['ezrabridger'], turret: 'front', force: 1 })],
            [imperial('t', 'academypilot', 400, 450)],
          ),
        ezraPlay('attack:t:primary'),
        (s) => expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase(
        'the defender carries it (a Force): it spends none',
        () =>
          position(
            'engagement',
            [rebel('y', 'goldsquadronveteran', 400, 300, { turret: 'front' })],
            [imperial('t', 'academypilot', 400, 390, { upgrades: ['ezrabridger'], force: 1 })],
          ),
        ezraPlay('attack:t:primary:front'),
        (s) => expect(shipOf(s, 't').force).toBe(1),
      ),
    ],
  },
  {
    source: 'upgrade:ezrabridger:0',
    applies: kase(
      'not stressed: the turret attack, no reroll offered',
      ezraTable(),
      ezraPlay('attack:t:primary:front'),
      (s, seen) => {
        expect(declared(s, 'y')).toEqual(['t:front', 't:single-turret']);
        expect(ezraRerollOffered(seen)).toBe(false);
      },
    ),
    doesNotApply: kase(
      'the turret attacks first, stressed',
      ezraTable({ stress: 1 }),
      ezraPlay('attack:t:dorsalturret'),
      (_s, seen) => expect(ezraRerollOffered(seen)).toBe(false),
    ),
  },
);

/**
 * Clone Captain Rex: x attacks t straight ahead; x's wingman f behind it has t in its bullseye, g off to the side
 * does not; t's wingman u behind t has t in its bullseye too. x's focus result is spent (`more` answers the modify
 * step), then f is picked when offered; f's Focus action follows.
 */
const REX = 'Clone Captain Rex';
const rexTable =
  (x: Partial<PositionShip>, t: Partial<PositionShip> = {}, g: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, x),
        rebel('f', 'redsquadronveteran', 400, 200),
        rebel('g', 'redsquadronveteran', 100, 300, g),
      ],
      [imperial('t', 'academypilot', 400, 450, t), imperial('u', 'academypilot', 400, 560)],
    );
const rexPick: Answer = (d) => {
  if (d.kind !== 'use-ability' || !d.prompt.includes(REX)) return undefined;
  const ids = d.options.map((o) => o.id);
  return [ids.includes('use:f') ? 'use:f' : ids.includes('use:-') ? 'use:-' : 'decline'];
};
const rexPlay = (faces: string[], more: Answer = modifiesWith(REX)) =>
  attackPlay('x', 't', () => answers(more, rexPick, picks('choose-action', 'focus', 'f'), rolls('x', 'attack', faces)));
const rexOffers = (seen: readonly Decision[], ship: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(REX) && d.options.some((o) => o.id === `use:${ship}`));
const REX_ON = { upgrades: ['clonecaptainrex'] };

SPECS.push({
  source: 'upgrade:clonecaptainrex:0',
  applies: kase(
    'a focus result spent: f, with t in its bullseye, gains a strain token and focuses; g is not offered, nor is u by t’s copy',
    rexTable(REX_ON, REX_ON),
    rexPlay(['focus', 'hit']),
    (s, seen) => {
      expect(shipOf(s, 'f').tokens.strain).toBe(1);
      expect(logged(s, 'action-performed', 'f').map((e) => e.data?.action)).toEqual(['focus']);
      expect(rexOffers(seen, 'g')).toBe(false);
      expect(rexOffers(seen, 'u')).toBe(false);
    },
  ),
  doesNotApply: [
    kase('no focus result: nothing to spend', rexTable(REX_ON), rexPlay(['hit', 'blank']), (s, seen) => {
      expect(offered(seen, REX)).toBe(false);
      expect(shipOf(s, 'f').tokens.strain).toBeUndefined();
    }),
    kase(
      'the wingman g carries it: x attacks without it',
      rexTable({}, {}, REX_ON),
      rexPlay(['focus', 'hit']),
      (s, seen) => {
        expect(offered(seen, REX)).toBe(false);
        expect(shipOf(s, 'f').tokens.strain).toBeUndefined();
      },
    ),
    kase(
      'x spends its focus token instead: f is not asked',
      rexTable({ ...REX_ON, tokens: { focus: 1 } }),
      rexPlay(['focus', 'hit'], picks('modify-attack-dice', 'mod:focus')),
      (s, seen) => {
        expect(rexOffers(seen, 'f')).toBe(false);
        expect(shipOf(s, 'f').tokens.strain).toBeUndefined();
      },
    ),
  ],
});

// ---- Gar Saxon (gunner) ----

/**
 * A Freighter Captain (g, Customized YT-1300, double turret; at (400, 250) facing up, `gar`: Gar Saxon aboard, a
 * stress token of its own when `stressed`) and the TIE t, a stress token on it unless `clean`: ahead at range 2 (in the
 * front arc), or `beside` (its left arc only, the turret turned that way). Concussion Missiles and a lock on t too.
 */
const garTable =
  (
    o: {
      beside?: boolean;
      clean?: boolean;
      stressed?: boolean;
      gar?: boolean;
      phase?: 'engagement' | 'activation';
    } = {},
  ) =>
  () =>
    position(
      o.phase ?? 'engagement',
      [
        rebel('g', 'freightercaptain', 400, 250, {
          upgrades: [...(o.gar === false ? [] : ['garsaxon-gunner']), 'concussionmissiles'],
          turret: o.beside ? 'left' : 'front',
          locks: ['t'],
          tokens: o.stressed ? { stress: 1 } : {},
          ...(o.phase === 'activation' ? { dial: '1F' } : {}),
        }),
      ],
      [
        imperial('t', 'academypilot', o.beside ? 200 : 400, o.beside ? 250 : 450, {
          tokens: o.clean ? {} : { stress: 1 },
          ...(o.phase === 'activation' ? { round: { activated: true } } : {}),
        }),
        ...(o.phase === 'activation' ? [imperial('u', 'academypilot', 620, 240, { round: { activated: true } })] : []),
      ],
    );
const GAR = 'Gar Saxon';
/** Plays the activation until the YT-1300's action is asked; its lock options then. */
const lockMenu = playing((s) => s.pending?.kind === 'choose-action' && s.pending.ship === 'g');
const lockOptions = (s: GameState) =>
  (s.pending?.options ?? [])
    .map((o) => o.id)
    .filter((id) => id.startsWith('lock:'))
    .sort();
const garPrompts = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(GAR)).length;
const garNot = (why: string, t: ReturnType<typeof garTable>, play = attackPlay('g', 't', () => useAbilityOf(GAR))) =>
  kase(why, t, play, (_s, seen) => expect(garPrompts(seen)).toBe(0));
SPECS.push(
  {
    source: 'upgrade:garsaxon-gunner:0',
    applies: kase(
      'the stressed TIE ahead: its stress removed for a third attack die (asked once)',
      garTable({ stressed: true }),
      attackPlay('g', 't', () => useAbilityOf(GAR)),
      (s, seen) => {
        expect(diceCounts(seen, 'g', 't').attack).toBe(3);
        expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
        expect(garPrompts(seen)).toBe(1);
      },
    ),
    doesNotApply: [
      garNot('the TIE in its left arc only', garTable({ beside: true })),
      garNot(
        'its Concussion Missiles',
        garTable(),
        attackPlay('g', 't', () => useAbilityOf(GAR), 'concussionmissiles'),
      ),
      garNot('the TIE holds no red or orange token', garTable({ clean: true })),
      garNot(
        'the TIE attacks it (it holds a stress token too)',
        garTable({ stressed: true }),
        attackPlay('t', 'g', () => useAbilityOf(GAR)),
      ),
    ],
  },
  {
    source: 'upgrade:garsaxon-gunner:0',
    standing: true,
    applies: kase(
      'its Lock action offers the TIE ahead, not the one beside it',
      garTable({ phase: 'activation' }),
      lockMenu,
      (s) => expect(lockOptions(s)).toEqual(['lock:t']),
    ),
    doesNotApply: kase(
      'without the card both are offered',
      garTable({ phase: 'activation', gar: false }),
      lockMenu,
      (s) => expect(lockOptions(s)).toEqual(['lock:t', 'lock:u']),
    ),
  },
);
