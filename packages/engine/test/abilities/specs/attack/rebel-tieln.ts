/**
 * Card specs for the Rebel TIE/ln fighter pilots of abilities/cards/attack/rebel-tieln.ts. Rules: 000 Timing and
 * Abilities; 001 Attack (Roll and Modify Dice, Neutralize Results); 001 The Force, Conditions.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  hasLogged,
  logged,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const zebTable =
  (defender: string, zeb = 'zeborrelios-tielnfighter') =>
  () =>
    position(
      'engagement',
      [rebel('d', defender, 400, 300), rebel('z', zeb, 700, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
const zebPlay = (attack: string[] = ['hit', 'crit']) =>
  attackPlay('t', 'd', () => answers(rolls('t', 'attack', attack), rolls('d', 'defense', ['evade'])));

const rexTable = () =>
  position(
    'engagement',
    [rebel('r', 'captainrex', 400, 300), rebel('o', 'redsquadronveteran', 480, 300)],
    [imperial('t', 'academypilot', 440, 490)],
  );
const rexPasses = kase(
  'Rex does not attack: the TIE rolls its 2 dice at range 2 against the X-wing',
  rexTable,
  attackPlay('t', 'o'),
  (s, seen) => {
    expect(diceCounts(seen, 't', 'o').attack).toBe(2);
    expect(logged(s, 'condition-assigned')).toHaveLength(0);
  },
);

const ezraTable = (stress: number) => () =>
  position(
    'engagement',
    [rebel('e', 'ezrabridger-tielnfighter', 400, 300, stress ? { tokens: { stress } } : {})],
    [imperial('t', 'academypilot', 400, 490)],
  );
const ezraPlay = (attacker: 'e' | 't') =>
  attackPlay(attacker, attacker === 'e' ? 't' : 'e', () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'focus']),
      rolls(attacker === 'e' ? 't' : 'e', 'defense', ['focus', 'focus', 'focus']),
      modifiesWith('Ezra Bridger'),
    ),
  );
const ezraCalm = kase('not stressed, he is not offered it', ezraTable(0), ezraPlay('e'), (_s, seen) =>
  expect(offered(seen, 'Ezra Bridger')).toBe(false),
);
const ezraCalmDefending = kase(
  'not stressed and defending, he is not offered it',
  ezraTable(0),
  ezraPlay('t'),
  (_s, seen) => expect(offered(seen, 'Ezra Bridger')).toBe(false),
);
/** Stressed Ezra beside a wingman (w) that attacks the TIE or defends against it, with focus results. */
const ezraWingman = (attacker: 'w' | 't') =>
  kase(
    `stressed, his wingman ${attacker === 'w' ? 'attacks' : 'defends'}: the Force is spent on his own dice only`,
    () =>
      position(
        'engagement',
        [
          rebel('e', 'ezrabridger-tielnfighter', 480, 300, { tokens: { stress: 1 } }),
          rebel('w', 'redsquadronveteran', 400, 300),
        ],
        [imperial('t', 'academypilot', 400, 490)],
      ),
    attackPlay(attacker, attacker === 'w' ? 't' : 'w', () =>
      answers(
        rolls(attacker, 'attack', ['focus', 'focus']),
        rolls(attacker === 'w' ? 't' : 'w', 'defense', ['focus', 'focus', 'focus']),
        modifiesWith('Ezra Bridger'),
      ),
    ),
    (_s, seen) => expect(offered(seen, 'Ezra Bridger')).toBe(false),
  );

/** Zeb Orrelios's spec, for each printing (one record builder). */
function zebSpec(zeb: string): CardSpec {
  return {
    source: `pilot:${zeb}`,
    applies: kase('Zeb defends: his evade cancels the crit, the hit remains', zebTable(zeb, zeb), zebPlay(), (s) =>
      expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 1, crits: 0 }),
    ),
    doesNotApply: [
      kase(
        'Sabine defends beside him: her evade cancels the hit first',
        zebTable('sabinewren-tielnfighter', zeb),
        zebPlay(),
        (s) => expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 1 }),
      ),
      kase(
        'Zeb defends against two hits: which result his evade cancels first changes nothing',
        zebTable(zeb, zeb),
        zebPlay(['hit', 'hit']),
        (s) => expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 1, crits: 0 }),
      ),
    ],
  };
}

export const SPECS: CardSpec[] = [
  ...['zeborrelios-tielnfighter', 'zeborrelios-sheathipedeclassshuttle'].map(zebSpec),
  {
    source: 'pilot:captainrex',
    applies: kase(
      'Rex attacks the TIE: Suppressive Fire on it, it rolls 1 die (range 2) against the X-wing',
      rexTable,
      playing(hasLogged('attack-ended', 't'), () =>
        answers(
          (d) => (d.kind === 'declare-attack' && d.ship === 'r' ? ['attack:t:primary:front'] : undefined),
          (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:o:primary:front'] : undefined),
        ),
      ),
      (s, seen) => {
        expect(logged(s, 'condition-assigned', 't').map((e) => e.data?.condition)).toEqual(['suppressivefire']);
        expect(diceCounts(seen, 't', 'o').attack).toBe(1);
        expect(usedIndexes(s, 'pilot:captainrex')).toEqual([0, 1]);
      },
    ),
    doesNotApply: [
      rexPasses,
      kase(
        'Rex’s attack destroys the TIE: no condition on a destroyed ship',
        () =>
          position(
            'engagement',
            [rebel('r', 'captainrex', 400, 300)],
            [
              imperial('t', 'academypilot', 400, 490, {
                damage: [
                  { card: 'directhit', faceup: false },
                  { card: 'directhit', faceup: false },
                ],
              }),
            ],
          ),
        attackPlay('r', 't', () => rolls('r', 'attack', ['hit', 'hit'])),
        (s) => {
          expect(logged(s, 'ship-destroyed', 't')).toHaveLength(1);
          expect(logged(s, 'condition-assigned')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:captainrex',
    applies: kase(
      'the TIE attacks Rex himself: its 2 dice, and the condition comes off after Rex defends',
      rexTable,
      playing(hasLogged('attack-ended', 't'), () =>
        answers(
          (d) => (d.kind === 'declare-attack' && d.ship === 'r' ? ['attack:t:primary:front'] : undefined),
          (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:r:primary:front'] : undefined),
        ),
      ),
      (s, seen) => {
        expect(diceCounts(seen, 't', 'r').attack).toBe(2);
        expect(logged(s, 'condition-removed', 't')).toHaveLength(1);
        expect(usedIndexes(s, 'pilot:captainrex')).toEqual([0, 2]);
      },
    ),
    doesNotApply: [
      rexPasses,
      kase(
        'the TIE attacks Rex, no ship holding his condition: nothing comes off',
        rexTable,
        attackPlay('t', 'r'),
        (s, seen) => {
          expect(diceCounts(seen, 't', 'r').attack).toBe(2);
          expect(logged(s, 'condition-removed')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:captainrex',
    applies: kase(
      'Rex attacks in round 1 and passes in round 2: the condition is gone after round 2, not after round 1',
      () => position('engagement', [rebel('r', 'captainrex', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
      (s) => {
        const seen = playUntil(
          s,
          (st) => st.round === 2 && st.phase === 'planning',
          (d) => (d.kind === 'declare-attack' && d.ship === 'r' ? ['attack:t:primary:front'] : undefined),
        );
        expect(shipOf(s, 't').conditions?.map((c) => c.xws)).toEqual(['suppressivefire']);
        return [...seen, ...playUntil(s, (st) => st.round === 3)];
      },
      (s) => {
        expect(logged(s, 'condition-removed', 't').map((e) => e.text)).toEqual([
          expect.stringContaining('did not attack'),
        ]);
        expect(shipOf(s, 't').conditions ?? []).toEqual([]);
        expect(usedIndexes(s, 'pilot:captainrex')).toEqual([0, 3]);
      },
    ),
    doesNotApply: rexPasses,
  },
  {
    source: 'pilot:ezrabridger-tielnfighter',
    applies: kase(
      'stressed and attacking, 1 Force turns both focus results into hits',
      ezraTable(1),
      ezraPlay('e'),
      (s, seen) => {
        expect(offered(seen, 'Ezra Bridger')).toBe(true);
        expect(logged(s, 'attack-neutralized', 'e')[0]?.data).toMatchObject({ hits: 2, crits: 0 });
        expect(shipOf(s, 'e').force).toBe(0);
        expect(usedIndexes(s, 'pilot:ezrabridger-tielnfighter')).toEqual([0]);
      },
    ),
    doesNotApply: [ezraCalm, ezraWingman('w')],
  },
  {
    source: 'pilot:ezrabridger-tielnfighter',
    applies: kase('stressed and defending, two focus results become evades', ezraTable(1), ezraPlay('t'), (s, seen) => {
      expect(offered(seen, 'Ezra Bridger')).toBe(true);
      expect(logged(s, 'modification-used', 'e')).toHaveLength(1);
      expect(usedIndexes(s, 'pilot:ezrabridger-tielnfighter')).toEqual([1]);
    }),
    doesNotApply: [ezraCalm, ezraCalmDefending, ezraWingman('t')],
  },
];
