/**
 * Card specs for the T-65 X-wing variant pilots (Battle of Yavin, SWZ106, Battle over Endor), their ship abilities
 * (Hope, Locked S-Foils), Wedge Antilles (standard) and the Rebel TIE/ln fighter pilots of
 * abilities/cards/pilots-xwing-variants.ts. (Garven Dreis and Jek Porkins of Yavin and SWZ106 are in pilots-xwing.ts.)
 * Rules: 000 Timing and Abilities; 001 System Phase, Activation Phase, Attack (Declare Target, Roll and Modify Dice,
 * Neutralize Results), Destroying Ships; 001 The Force, Strain, Deplete, Conditions.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../card-spec.js';
import {
  actionOffered,
  answers,
  hasLogged,
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
} from '../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../spec-helpers.js';

const biggsTable = (lukeY: number) => () =>
  position(
    'system',
    [
      rebel('b', 'biggsdarklighter-battleofyavin', 200, 150, { dial: '1F' }),
      rebel('l', 'lukeskywalker-battleofyavin', 200, lukeY, { dial: '1F' }),
    ],
    [farTie()],
  );

/** Plays the System Phase (Biggs picks Luke) and the Activation Phase. */
const biggsPlay = (s: GameState) => [
  ...playUntil(s, leaves('system'), picks('use-ability', 'use:l', 'b')),
  ...playUntil(s, leaves('activation')),
];

const lukeYavin = (pilot: string): CardSpec => {
  const table = (force: number) => () =>
    position('engagement', [rebel('l', pilot, 400, 300, { force })], [imperial('t', 'academypilot', 400, 490)]);
  const play = attackPlay('t', 'l', () => useAbilityOf('Luke'));
  return {
    source: `pilot:${pilot}`,
    applies: kase('with 1 Force of 2, he recovers one', table(1), play, (s, seen) => {
      expect(offered(seen, 'Luke Skywalker')).toBe(true);
      expect(shipOf(s, 'l').force).toBe(2);
    }),
    doesNotApply: kase('at full Force he is not asked', table(2), play, (s, seen) => {
      expect(offered(seen, 'Luke Skywalker')).toBe(false);
      expect(logged(s, 'force-recovered')).toHaveLength(0);
    }),
  };
};

const wedgeYavinTable = (friendX: number, friendY: number) => () =>
  position(
    'engagement',
    [rebel('w', 'wedgeantilles-battleofyavin', 400, 300), rebel('f', 'redsquadronveteran', friendX, friendY)],
    [imperial('t', 'academypilot', 400, 490)],
  );

const wedgeEndorTable = () =>
  position(
    'engagement',
    [rebel('w', 'wedgeantilles-battleoverendor', 400, 300)],
    [imperial('t', 'academypilot', 400, 490)],
  );

const sFoilsTable = (pilot: string) => () =>
  position('activation', [rebel('x', pilot, 400, 150, { dial: '2F' })], [farTie()]);
const sFoilsPlay = (action: string) => playing(leaves('activation'), () => picks('choose-action', action, 'x'));

const yendorTable = () =>
  position(
    'engagement',
    [rebel('y', 'yendor-battleoverendor', 400, 300, { tokens: { focus: 1 } })],
    [imperial('t', 'academypilot', 400, 490)],
  );
const yendorPlay = (faces: string[]) =>
  attackPlay('y', 't', () => answers(rolls('y', 'attack', faces, ['crit']), modifiesWith('Yendor')));

const kendyTable = (friendX: number) => () =>
  position(
    'engagement',
    [
      rebel('k', 'kendyidele-battleoverendor', 400, 300, { tokens: { focus: 1 } }),
      rebel('f', 'redsquadronveteran', friendX, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const kendyPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 'k' ? ['attack:t:primary:front'] : undefined),
    rolls('k', 'attack', ['focus', 'hit', 'hit']),
    modifiesWith('focus'),
    picks('use-ability', 'use:f', 'k'),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Kendy Idele') ? ['focus'] : undefined),
  ),
);

/** A shieldless X-wing one hit from destruction, the Hope ship beside it at `hopeX`, a TIE attacking it. */
const hopeTable = (pilot: string, hopeX: number) => () =>
  position(
    'engagement',
    [
      rebel('v', 'redsquadronveteran', 400, 300, {
        shields: 0,
        damage: [
          { card: 'directhit', faceup: false },
          { card: 'directhit', faceup: false },
          { card: 'directhit', faceup: false },
        ],
      }),
      rebel('h', pilot, hopeX, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const hopePlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Hope') ? ['focus'] : undefined),
  ),
);
const hope = (pilot: string): CardSpec => ({
  source: 'ship-ability:hope',
  applies: kase(
    `${pilot}: the wingman at range 1 is destroyed, the ship focuses`,
    hopeTable(pilot, 480),
    hopePlay,
    (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(actionOffered(seen, 'Hope')).toBe(true);
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      // The ship ability is written: the game does not report it missing.
      expect(logged(s, 'ability-not-implemented').map((e) => e.data?.source)).not.toContain('ship-ability:hope');
    },
  ),
  doesNotApply: kase(`${pilot}: the wingman destroyed beyond range 3`, hopeTable(pilot, 760), hopePlay, (s, seen) => {
    expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
    expect(actionOffered(seen, 'Hope')).toBe(false);
  }),
});

const zebTable = (defender: string) => () =>
  position(
    'engagement',
    [rebel('d', defender, 400, 300), rebel('z', 'zeborrelios-tielnfighter', 700, 300)],
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

const sabineTable = (stress: number) => () =>
  position(
    'activation',
    [rebel('s', 'sabinewren-tielnfighter', 400, 150, { dial: '2F', ...(stress ? { tokens: { stress } } : {}) })],
    [farTie()],
  );
const sabinePlay = playing(hasLogged('dial-revealed', 's'), () =>
  useAbilityOf('Sabine Wren', picks('choose-action', 'boost:1F', 's')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:biggsdarklighter-battleofyavin',
    applies: kase(
      'Luke at range 1: Biggs acts at initiative 5, and is back to 3 as the Engagement Phase starts',
      biggsTable(260),
      biggsPlay,
      (s, seen) => {
        expect(offered(seen, 'Biggs Darklighter')).toBe(true);
        expect(logged(s, 'initiative-changed', 'b').map((e) => e.data?.initiative)).toEqual([5, 3]);
        expect(usedIndexes(s, 'pilot:biggsdarklighter-battleofyavin')).toEqual([0, 1]);
        // Biggs (now 5) activates after the far TIE (1) and with Luke (5), not before Luke as a 3 would.
        const order = logged(s, 'dial-revealed').map((e) => e.ship);
        expect(order.indexOf('b')).toBeGreaterThan(order.indexOf('far'));
        expect(shipOf(s, 'b').initiative).toBe(3);
      },
    ),
    doesNotApply: kase('Luke at range 2', biggsTable(350), biggsPlay, (s, seen) => {
      expect(offered(seen, 'Biggs Darklighter')).toBe(false);
      expect(logged(s, 'initiative-changed')).toHaveLength(0);
    }),
  },
  lukeYavin('lukeskywalker-battleofyavin'),
  lukeYavin('lukeskywalker-swz106'),
  {
    source: 'pilot:wedgeantilles-battleofyavin',
    applies: kase(
      'the wingman inside the TIE’s front arc: the TIE rolls 2 of its 3 agility dice',
      wedgeYavinTable(480, 300),
      attackPlay('w', 't'),
      (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: kase(
      'the wingman behind the TIE: 3 dice',
      wedgeYavinTable(400, 700),
      attackPlay('w', 't'),
      (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(3),
    ),
  },
  {
    source: 'pilot:wedgeantilles',
    applies: kase(
      'attacking at range 2: the TIE rolls 2 of its 3 dice',
      () => position('engagement', [rebel('w', 'wedgeantilles', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
      attackPlay('w', 't'),
      (_s, seen) => expect(diceCounts(seen, 'w', 't').defense).toBe(2),
    ),
    doesNotApply: kase(
      'Wedge defends: the TIE rolls its 2 attack dice and Wedge his 2 defense dice',
      () => position('engagement', [rebel('w', 'wedgeantilles', 400, 300)], [imperial('t', 'academypilot', 400, 490)]),
      attackPlay('t', 'w'),
      (_s, seen) => expect(diceCounts(seen, 't', 'w')).toEqual({ attack: 2, defense: 2 }),
    ),
  },
  {
    source: 'pilot:wedgeantilles-battleoverendor',
    applies: kase(
      'his attack hits: he gains a focus token',
      wedgeEndorTable,
      attackPlay('w', 't', () => rolls('w', 'attack', ['hit', 'hit', 'hit'])),
      (s) => expect(logged(s, 'token-gained', 'w').map((e) => e.data)).toEqual([{ token: 'focus', count: 1 }]),
    ),
    doesNotApply: kase(
      'his attack misses',
      wedgeEndorTable,
      attackPlay('w', 't', () => rolls('w', 'attack', ['blank', 'blank', 'blank'])),
      (s) => expect(logged(s, 'token-gained', 'w')).toHaveLength(0),
    ),
  },
  ...['wedgeantilles-battleoverendor', 'yendor-battleoverendor', 'kendyidele-battleoverendor'].map(
    (pilot): CardSpec => ({
      source: 'ship-ability:lockedsfoils',
      applies: kase(`${pilot}: after a boost, a deplete token`, sFoilsTable(pilot), sFoilsPlay('boost:1F'), (s) =>
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toEqual([{ token: 'deplete', count: 1 }]),
      ),
      doesNotApply: kase(`${pilot}: after a focus action, none`, sFoilsTable(pilot), sFoilsPlay('focus'), (s) =>
        expect(logged(s, 'token-gained', 'x')).toHaveLength(0),
      ),
    }),
  ),
  {
    source: 'pilot:yendor-battleoverendor',
    applies: kase(
      'a blank is rerolled into a crit and he gains a strain token',
      yendorTable,
      yendorPlay(['blank', 'hit', 'hit']),
      (s, seen) => {
        expect(offered(seen, 'Yendor')).toBe(true);
        expect(shipOf(s, 'y').tokens.strain).toBe(1);
        expect(logged(s, 'attack-neutralized', 'y')[0]?.data).toMatchObject({ hits: 2, crits: 1 });
      },
    ),
    doesNotApply: kase('no blank result', yendorTable, yendorPlay(['focus', 'hit', 'hit']), (s, seen) => {
      expect(offered(seen, 'Yendor')).toBe(false);
      expect(shipOf(s, 'y').tokens.strain ?? 0).toBe(0);
    }),
  },
  {
    source: 'pilot:kendyidele-battleoverendor',
    applies: kase(
      'she spends her focus: she gains strain, her wingman at range 1 focuses as a red action',
      kendyTable(520),
      kendyPlay,
      (s, seen) => {
        expect(offered(seen, 'Kendy Idele')).toBe(true);
        expect(logged(s, 'token-gained', 'k').map((e) => e.data)).toContainEqual({ token: 'strain', count: 1 });
        expect(logged(s, 'action-performed', 'f').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['focus', 'red'],
        ]);
      },
    ),
    doesNotApply: kase('her only wingman is beyond range 3', kendyTable(800), kendyPlay, (s, seen) => {
      expect(offered(seen, 'Kendy Idele')).toBe(false);
      expect(logged(s, 'action-performed', 'f')).toHaveLength(0);
    }),
  },
  ...[
    'biggsdarklighter-battleofyavin',
    'garvendreis-battleofyavin',
    'jekporkins-battleofyavin',
    'lukeskywalker-battleofyavin',
    'wedgeantilles-battleofyavin',
    // A pilot whose own ability is not written yet still has its ship's ability.
    'popskrail-battleofyavin',
  ].map(hope),
  {
    source: 'pilot:zeborrelios-tielnfighter',
    applies: kase(
      'Zeb defends: his evade cancels the crit, the hit remains',
      zebTable('zeborrelios-tielnfighter'),
      zebPlay(),
      (s) => expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 1, crits: 0 }),
    ),
    doesNotApply: [
      kase(
        'Sabine defends beside him: her evade cancels the hit first',
        zebTable('sabinewren-tielnfighter'),
        zebPlay(),
        (s) => expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 0, crits: 1 }),
      ),
      kase(
        'Zeb defends against two hits: which result his evade cancels first changes nothing',
        zebTable('zeborrelios-tielnfighter'),
        zebPlay(['hit', 'hit']),
        (s) => expect(logged(s, 'attack-neutralized', 't')[0]?.data).toMatchObject({ hits: 1, crits: 0 }),
      ),
    ],
  },
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
    doesNotApply: rexPasses,
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
    doesNotApply: rexPasses,
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
    doesNotApply: ezraCalm,
  },
  {
    source: 'pilot:ezrabridger-tielnfighter',
    applies: kase('stressed and defending, two focus results become evades', ezraTable(1), ezraPlay('t'), (s, seen) => {
      expect(offered(seen, 'Ezra Bridger')).toBe(true);
      expect(logged(s, 'modification-used', 'e')).toHaveLength(1);
      expect(usedIndexes(s, 'pilot:ezrabridger-tielnfighter')).toEqual([1]);
    }),
    doesNotApply: ezraCalm,
  },
  {
    source: 'pilot:sabinewren-tielnfighter',
    applies: kase('she boosts before her dial is revealed', sabineTable(0), sabinePlay, (s, seen) => {
      expect(offered(seen, 'Sabine Wren')).toBe(true);
      expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
    }),
    doesNotApply: kase(
      'stressed, she cannot perform the action and is not asked',
      sabineTable(1),
      sabinePlay,
      (s, seen) => {
        expect(offered(seen, 'Sabine Wren')).toBe(false);
        expect(logged(s, 'action-performed', 's')).toHaveLength(0);
      },
    ),
  },
];
