/**
 * Card specs for the Scum and Villainy Fang fighter pilots of abilities/cards/attack/scum-fangfighter.ts (all
 * printings). Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice), range 1 attack bonus; 000 "Bonus Attacks",
 * "Stress" (Torphun).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  actionOffered,
  answers,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

const fenn = (pilot: string): CardSpec[] => {
  // Fenn faces the X-wing at (400, 300): y 420 is range 1, y 490 range 2; the TIE wingman stands aside.
  const table = (y: number, wingY = 850) => vsXwing(['f', pilot, 400, y], ['t', 'academypilot', 250, wingY]);
  const use = () => useAbilityOf('Fenn Rau');
  const bystander = kase(
    'a wingman defends at range 1 while Fenn stands by: he is not asked',
    table(700, 420),
    attackPlay('x', 't', use),
    (_s, seen) => expect(offered(seen, 'Fenn Rau')).toBe(false),
  );
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'attacking at range 1 he rolls 5 dice (range bonus and his own)',
        table(420),
        attackPlay('f', 'x', use),
        (s, seen) => {
          expect(diceCounts(seen, 'f', 'x').attack).toBe(5);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        },
      ),
      doesNotApply: [
        kase('attacking at range 2: 3 dice, not asked', table(490), attackPlay('f', 'x', use), (_s, seen) => {
          expect(offered(seen, 'Fenn Rau')).toBe(false);
          expect(diceCounts(seen, 'f', 'x').attack).toBe(3);
        }),
        bystander,
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'defending at range 1 he rolls one more defense die',
        table(420),
        attackPlay('x', 'f', use),
        (s, seen) => {
          expect(diceCounts(seen, 'x', 'f').defense).toBe(4);
          expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]);
        },
      ),
      doesNotApply: [
        kase('defending at range 2: not asked', table(490), attackPlay('x', 'f', use), (_s, seen) => {
          expect(offered(seen, 'Fenn Rau')).toBe(false);
          expect(diceCounts(seen, 'x', 'f').defense).toBe(3);
        }),
        bystander,
      ],
    },
  ];
};

// Concordia Faceoff: a Fang (f) defends against the X-wing (x) at range 1 (y 420) or 2 (y 490), or a Firespray (r)
// alone shoots it from its rear arc at range 1; its three defense dice show blanks. A TIE (t) may stand beside it.
const faceoffTable =
  (y = 420, withTie = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('f', 'skullsquadronpilot', withTie ? 470 : 400, y),
        ...(withTie ? [imperial('t', 'academypilot', 380, 420)] : []),
      ],
    );
const rearTable = () =>
  position('engagement', [rebel('r', 'bountyhunter', 400, 300)], [imperial('f', 'skullsquadronpilot', 400, 180)]);
const faceoffPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(defender, 'defense', ['blank', 'blank', 'blank']), modifiesWith('Concordia Faceoff')),
  );
const faceoffNot = (name: string, t: () => ReturnType<typeof position>, attacker: string, defender: string) =>
  kase(name, t, faceoffPlay(attacker, defender), (_s, seen) => expect(offered(seen, 'Concordia Faceoff')).toBe(false));

export const SPECS: CardSpec[] = [
  ...fenn('fennrau'),
  ...fenn('fennrau-armedanddangerous'),
  {
    source: 'ship-ability:concordiafaceoff',
    applies: kase(
      'at range 1 in the X-wing’s front arc: a blank becomes an evade',
      faceoffTable(),
      faceoffPlay('x', 'f'),
      (s) => {
        expect(usedIndexes(s, 'ship-ability:concordiafaceoff')).toEqual([0]);
      },
    ),
    doesNotApply: [
      faceoffNot('at range 2', faceoffTable(490), 'x', 'f'),
      faceoffNot('shot from the Firespray’s rear arc at range 1', rearTable, 'r', 'f'),
      faceoffNot('the TIE beside it defends at range 1', faceoffTable(420, true), 'x', 't'),
    ],
  },
];

/**
 * Torphun (p), stressed, faces two TIEs at range 2 (t1 ahead, t2 aside); his wingman (w) stands beside him. Three hits
 * destroy a TIE (its defense dice blank).
 */
const torphunTable = () =>
  position(
    'engagement',
    [rebel('p', 'torphun', 400, 300, { tokens: { stress: 1 } }), rebel('w', 'redsquadronveteran', 250, 300)],
    [imperial('t1', 'academypilot', 400, 470), imperial('t2', 'academypilot', 250, 470)],
  );
const torphunBonus: Answer = (d) => {
  if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
  const o = d.options.find((x) => x.id.startsWith('attack:'));
  return o ? [o.id] : undefined;
};
const torphunPlays = (attacker: string, faces: string[]) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', 'attack:t1:', attacker),
        useAbilityOf('Torphun'),
        torphunBonus,
        picks('choose-action', 'focus'),
        rolls(attacker, 'attack', faces),
      ),
  );
const KILL = ['hit', 'hit', 'hit'];
const torphunNothing = (_s: GameState, seen: Decision[]) => {
  expect(offered(seen, 'Torphun')).toBe(false);
  expect(actionOffered(seen, 'Torphun')).toBe(false);
};

SPECS.push({
  source: 'pilot:torphun',
  applies: kase(
    'he destroys t1: a focus action though stressed, then two strain for a bonus attack',
    torphunTable,
    torphunPlays('p', KILL),
    (s, seen) => {
      expect(actionOffered(seen, 'Torphun')).toBe(true);
      expect(shipOf(s, 'p').tokens.focus).toBe(1);
      expect(shipOf(s, 'p').tokens.strain).toBe(2);
      expect(logged(s, 'attack-ended', 'p').length).toBe(2);
    },
  ),
  doesNotApply: [
    kase('t1 survives his attack', torphunTable, torphunPlays('p', ['hit', 'blank', 'blank']), torphunNothing),
    kase('his wingman destroys t1', torphunTable, torphunPlays('w', KILL), torphunNothing),
  ],
});

/**
 * The Mandalorian Royal Guard (g, at (`gx`, 300)) beside an ARC-170 (n, medium) and an X-wing (x, small), all facing
 * up; a TIE at (400, 490) attacks one of them with hits, the defense dice blank.
 */
const guardTable =
  (gx = 320) =>
  () =>
    position(
      'engagement',
      [
        rebel('g', 'mandalorianroyalguard', gx, 300),
        rebel('n', 'norrawexley', 400, 300),
        rebel('x', 'redsquadronveteran', 500, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const GUARD = 'Mandalorian Royal Guard';
const guardPlay = (d: string) =>
  attackPlay('t', d, () => answers(rolls('t', 'attack', ['hit', 'hit']), modifiesWith(GUARD)));
const guardNot = (_s: GameState, seen: Decision[]) => expect(offered(seen, GUARD)).toBe(false);

SPECS.push({
  source: 'pilot:mandalorianroyalguard',
  applies: kase(
    'the TIE attacks the ARC-170 with him in its arc: a blank becomes an evade',
    guardTable(),
    guardPlay('n'),
    (s) => {
      expect(shipOf(s, 'g').tokens.deplete).toBe(1);
      expect(shipOf(s, 'g').tokens.strain).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the small X-wing defends', guardTable(), guardPlay('x'), guardNot),
    kase('he stands outside the TIE’s arc', guardTable(60), guardPlay('n'), guardNot),
  ],
});

/** Joy Rekkoff (j, Proton Torpedoes with `torps` charges) and a TIE wingman (t) face the X-wing at range 2. */
const joyTable = (torps = 2) =>
  vsXwing(
    ['j', 'joyrekkoff', 400, 490, { upgrades: [{ xws: 'protontorpedoes', charges: torps }] }],
    ['t', 'academypilot', 250, 490],
  );
const JOY = 'Joy Rekkoff';
SPECS.push({
  source: 'pilot:joyrekkoff',
  applies: kase(
    'a torpedo charge: the X-wing rolls one defense die fewer',
    joyTable(),
    attackPlay('j', 'x', () => useAbilityOf(JOY)),
    (s, seen) => {
      expect(diceCounts(seen, 'j', 'x').defense).toBe(1);
      expect(shipOf(s, 'j').upgrades[0]?.charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase(
      'no torpedo charge left',
      joyTable(0),
      attackPlay('j', 'x', () => useAbilityOf(JOY)),
      (_s, seen) => {
        expect(offered(seen, JOY)).toBe(false);
        expect(diceCounts(seen, 'j', 'x').defense).toBe(2);
      },
    ),
    kase(
      'the X-wing attacks him',
      joyTable(),
      attackPlay('x', 'j', () => useAbilityOf(JOY)),
      (_s, seen) => expect(offered(seen, JOY)).toBe(false),
    ),
  ],
});
