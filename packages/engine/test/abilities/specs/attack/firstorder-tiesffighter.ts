/**
 * Card specs for the First Order TIE/sf pilots of abilities/cards/attack/firstorder-tiesffighter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Arcs (single turret arc, rear arc); 000 "Damage" (shields first),
 * "Performing an Attack" (Aftermath: a bonus attack).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** "Backdraft" (turret pointing `turret`, with a dorsal turret too) and a TIE wingman; the X-wing behind or ahead. */
const table = (turret: 'front' | 'rear', behind: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('b', 'backdraft', 400, 490, {
        turret,
        upgrades: [{ xws: 'dorsalturret' }],
        ...(behind ? { pose: { x: 400, y: 490, heading: 0 } } : {}),
      }),
      // The wingman stands in his rear arc, at range 1 of the X-wing.
      imperial('t', 'academypilot', 350, 400),
    ],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:backdraft',
    applies: kase(
      'his turret at the X-wing behind him: 3 dice at range 2',
      table('rear', true),
      attackPlay('b', 'x'),
      (_s, seen) => expect(diceCounts(seen, 'b', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('the X-wing ahead of him: 2 dice', table('front', false), attackPlay('b', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'b', 'x').attack).toBe(2),
      ),
      kase(
        'his dorsal turret at the X-wing behind him: its 2 dice',
        table('rear', true),
        attackPlay('b', 'x', undefined, 'dorsalturret'),
        (_s, seen) => expect(diceCounts(seen, 'b', 'x').attack).toBe(2),
      ),
      kase(
        'his wingman in his rear arc attacks at range 1: its 3 dice',
        table('rear', true),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(3),
      ),
    ],
  },
];

/**
 * "Quickdraw" (q, 3 shields unless said) faces down at (400, 490) beside an Omega wingman (o); two X-wings below shoot
 * up at them. A hit entered against a blank defense takes a shield, or a hull point when none is left.
 */
const quickTable = (shields?: number, charges?: number) => (): GameState =>
  position(
    'engagement',
    [rebel('x1', 'redsquadronveteran', 400, 300), rebel('x2', 'redsquadronveteran', 250, 300)],
    [
      imperial('q', 'quickdraw', 400, 490, {
        ...(shields === undefined ? {} : { shields }),
        ...(charges === undefined ? {} : { charges }),
      }),
      imperial('o', 'omegasquadronexpert', 250, 490),
    ],
  );
const QUICK = '"Quickdraw"';
/** Every X-wing attack is declared on `defender` and rolls one hit; Quickdraw's bonus attack goes to x1. */
const quickPlay = (defender: string, attacks = 1) =>
  playing(
    (s) => logged(s, 'attack-ended').filter((e) => e.ship !== 'q').length >= attacks || s.phase !== 'engagement',
    () =>
      answers(
        (d) => {
          if (d.kind !== 'declare-attack' || d.ship === 'q' || d.ship === 'o') return undefined;
          const o = d.options.find((x) => x.id.startsWith(`attack:${defender}:primary`));
          return o ? [o.id] : undefined;
        },
        (d) => {
          if (d.kind !== 'declare-attack' || d.ship !== 'q' || !d.prompt.includes('bonus')) return undefined;
          const o = d.options.find((x) => x.id.startsWith('attack:x1:primary'));
          return o ? [o.id] : undefined;
        },
        useAbilityOf(QUICK),
        rolls('x1', 'attack', ['hit']),
        rolls('x2', 'attack', ['hit']),
      ),
  );
const quickAsked = (seen: Decision[]) => seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(QUICK));

SPECS.push({
  source: 'pilot:quickdraw',
  applies: kase(
    'an X-wing’s hit takes a shield: his charge spent for a bonus primary attack',
    quickTable(),
    quickPlay('q'),
    (s, seen) => {
      expect(quickAsked(seen)).toHaveLength(1);
      expect(shipOf(s, 'q').charges).toBe(0);
      expect(logged(s, 'bonus-attack-granted', 'q')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('no shield left: the hit takes a hull point', quickTable(0), quickPlay('q'), (_s, seen) =>
      expect(quickAsked(seen)).toHaveLength(0),
    ),
    kase('his wingman loses a shield', quickTable(), quickPlay('o'), (s, seen) => {
      expect(logged(s, 'shield-lost', 'o')).toHaveLength(1);
      expect(quickAsked(seen)).toHaveLength(0);
    }),
  ],
});

SPECS.push({
  source: 'pilot:quickdraw',
  applies: kase(
    'two charges, three shields lost: asked once, none after his bonus attack',
    quickTable(3, 2),
    quickPlay('q', 3),
    (s, seen) => {
      expect(logged(s, 'shield-lost', 'q').length).toBeGreaterThanOrEqual(2);
      expect(quickAsked(seen)).toHaveLength(1);
      expect(logged(s, 'bonus-attack-granted', 'q')).toHaveLength(1);
    },
  ),
  doesNotApply: kase('his wingman loses a shield', quickTable(), quickPlay('o'), (_s, seen) =>
    expect(quickAsked(seen)).toHaveLength(0),
  ),
});

/**
 * Captain Phasma (p) faces down at (400, 490), an Omega wingman (o) at (`ox`, 490: 520 is range 1 of her, 800 beyond
 * it); the X-wing (x) attacks `defender` from below with `faces`, the defense dice blank.
 */
const phasmaTable =
  (ox = 520) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 460, 300)],
      [imperial('p', 'captainphasma', 400, 490), imperial('o', 'omegasquadronexpert', ox, 490)],
    );
const phasmaPlay = (defender: string, faces: string[]) => attackPlay('x', defender, () => rolls('x', 'attack', faces));
const lost = (s: GameState, id: string) => logged(s, 'shield-lost', id).length;
const PHASMA = 'pilot:captainphasma';

SPECS.push(
  {
    source: PHASMA,
    applies: kase(
      'two hits on her: her wingman takes one of them',
      phasmaTable(),
      phasmaPlay('p', ['hit', 'hit']),
      (s) => {
        expect(lost(s, 'o')).toBe(1);
        expect(lost(s, 'p')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('her wingman is beyond range 1', phasmaTable(800), phasmaPlay('p', ['hit', 'hit']), (s) =>
        expect(lost(s, 'p')).toBe(2),
      ),
      kase('her wingman defends', phasmaTable(), phasmaPlay('o', ['hit', 'hit']), (s) => {
        expect(lost(s, 'o')).toBe(2);
        expect(lost(s, 'p')).toBe(0);
      }),
    ],
  },
  {
    source: PHASMA,
    applies: kase(
      'a crit alone: her wingman suffers it as critical damage',
      phasmaTable(),
      phasmaPlay('p', ['crit']),
      (s) => {
        expect(lost(s, 'o')).toBe(1);
        expect(lost(s, 'p')).toBe(0);
      },
    ),
    doesNotApply: [
      kase('no result left: nothing to cancel', phasmaTable(), phasmaPlay('p', ['blank']), (s) =>
        expect(lost(s, 'o')).toBe(0),
      ),
    ],
  },
  {
    source: PHASMA,
    applies: kase('a hit and a crit: only the hit is taken', phasmaTable(), phasmaPlay('p', ['hit', 'crit']), (s) => {
      expect(lost(s, 'o')).toBe(1);
      expect(lost(s, 'p')).toBe(1);
    }),
    doesNotApply: kase('her wingman defends a hit and a crit', phasmaTable(), phasmaPlay('o', ['hit', 'crit']), (s) =>
      expect(lost(s, 'p')).toBe(0),
    ),
  },
);

/**
 * Theta 4 (h, turret pointing `turret`, `charges` of his own, Barrage Rockets with `rockets` charges) and a TIE wingman
 * (w) beside him face the X-wing at range 2.
 */
const thetaTable =
  (turret: 'front' | 'rear' = 'front', charges = 1, rockets = 5) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('h', 'theta4-evacuationofdqar', 400, 490, {
          turret,
          charges,
          upgrades: [{ xws: 'barragerockets', charges: rockets }],
        }),
        imperial('w', 'academypilot', 250, 490),
      ],
    );
const THETA = 'Theta 4';
const thetaPlay = (d: string) =>
  attackPlay('x', d, () =>
    answers(rolls('x', 'attack', ['hit', 'hit', 'blank'], ['blank', 'blank']), modifiesWith(THETA)),
  );
const thetaNot = (name: string, t: () => GameState) =>
  kase(name, t, thetaPlay('h'), (_s, seen) => expect(offered(seen, THETA)).toBe(false));

SPECS.push({
  source: 'pilot:theta4-evacuationofdqar',
  applies: kase(
    'the X-wing in his turret arc attacks his wingman: two charges, and two of its hits are rerolled',
    thetaTable(),
    thetaPlay('w'),
    (s) => {
      expect(shipOf(s, 'h').charges).toBe(0);
      expect(shipOf(s, 'h').upgrades[0]?.charges).toBe(4);
      expect(s.log.filter((e) => e.type === 'dice-modified' || e.type === 'dice-rerolled').length).toBeGreaterThan(0);
    },
  ),
  doesNotApply: [
    thetaNot('his turret points away from the X-wing', thetaTable('rear')),
    thetaNot('no charge of his own', thetaTable('front', 0)),
    thetaNot('his rockets are empty', thetaTable('front', 1, 0)),
  ],
});

/**
 * Lieutenant LeHuse (l, a focus token) attacks the X-wing x at range 2 beside his wingman w (`wing`, a lock on x unless
 * `lock` is false); `rivals`: x flies LeHuse too (an enemy one), with a wingman v locking l, and w locks l instead.
 */
const lehuseTable =
  (o: { lock?: boolean; rivals?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      o.rivals
        ? [rebel('x', 'lieutenantlehuse', 400, 300), rebel('v', 'redsquadronveteran', 330, 300, { locks: ['l'] })]
        : [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('l', 'lieutenantlehuse', 400, 490, { tokens: { focus: 1 } }),
        imperial('w', 'academypilot', 330, 490, o.lock === false ? {} : { locks: [o.rivals ? 'l' : 'x'] }),
      ],
    );
const LEHUSE = 'Lieutenant LeHuse';
const lehusePlay = (a: string, d: string, use = LEHUSE) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['focus', 'focus'], ['hit', 'hit']), modifiesWith(use)));
const wLocks = (s: GameState) => shipOf(s, 'w').locks.map((l) => l.target);

SPECS.push(
  {
    source: 'pilot:lieutenantlehuse',
    applies: kase(
      'his wingman locks the X-wing: its lock is spent, he rerolls',
      lehuseTable(),
      lehusePlay('l', 'x'),
      (s) => expect(wLocks(s)).toEqual([]),
    ),
    doesNotApply: [
      kase('no friendly lock on the X-wing', lehuseTable({ lock: false }), lehusePlay('l', 'x'), (_s, seen) =>
        expect(offered(seen, LEHUSE)).toBe(false),
      ),
      kase('his wingman attacks the X-wing it locks', lehuseTable(), lehusePlay('w', 'x'), (_s, seen) =>
        expect(offered(seen, LEHUSE)).toBe(false),
      ),
      kase('he spends his focus instead: the lock stays', lehuseTable(), lehusePlay('l', 'x', 'focus'), (s) =>
        expect(wLocks(s)).toEqual(['x']),
      ),
    ],
  },
  {
    source: 'pilot:lieutenantlehuse',
    applies: kase(
      'an enemy LeHuse attacks him too: only the enemy’s wingman spends a lock',
      lehuseTable({ rivals: true }),
      lehusePlay('x', 'l'),
      (s) => {
        expect(shipOf(s, 'v').locks).toEqual([]);
        expect(wLocks(s)).toEqual(['l']);
      },
    ),
    doesNotApply: kase('he defends', lehuseTable(), lehusePlay('x', 'l'), (_s, seen) =>
      expect(offered(seen, LEHUSE)).toBe(false),
    ),
  },
);
