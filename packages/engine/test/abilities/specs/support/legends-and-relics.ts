/**
 * Card specs for abilities/cards/support/legends-and-relics.ts. Rules: 001 Activation 2.2 (a fully executed maneuver),
 * supplement "Coordinate" (an ability's coordinate), 000 "Lock", "List of Actions" (Reinforce).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';
import { roilingAngerSpec } from './force-powers.js';
import { relayCalculates, relayPlay, relayTable } from './tech.js';

/** The Legends and Relics printing of Targeting Relay. */
const RELAY = 'targetingrelay-legendsandrelics';

// Hera Syndulla (h, VCX-100) reveals `dial`; her wingman w (done activating, or revealing `wingDial`) stands beside.
const heraTable = (dial: string, wingDial?: string) => () =>
  position(
    'activation',
    [
      rebel('h', 'herasyndulla-legendsandrelics', 400, 150, wingDial ? { round: { activated: true } } : { dial }),
      rebel('w', 'redsquadronveteran', 560, 230, wingDial ? { dial: wingDial } : { round: { activated: true } }),
      // A white 1 straight after hers (initiative 7): her ability does not answer another ship's maneuver.
      rebel('v', 'redsquadronveteran', 150, 150, { dial: '1F', initiative: 7 }),
    ],
    [farTie()],
  );
const heraPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w', 'h'), picks('choose-action', 'focus', 'w')),
);
/** Whether ship `id` performed a focus action (the End Phase has cleared the token by the time the play stops). */
const focused = (s: Parameters<typeof shipOf>[0], id: string) =>
  logged(s, 'action-performed', id).some((e) => /focus/.test(e.text ?? ''));

// Quinlan Vos (q, Eta-2) reveals a 1 straight and performs `act`; the TIE t stands ahead of him at `tx`; a wingman w.
const quinlanTable =
  (tx: number, wingActs = false) =>
  () =>
    position(
      'activation',
      [
        rebel('q', 'quinlanvos-legendsandrelics', 400, 150, wingActs ? { round: { activated: true } } : { dial: '1F' }),
        rebel('w', 'blacksquadronace-t70xwing', 250, 150, wingActs ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [imperial('t', 'academypilot', tx, 470, { dial: '1F', round: { activated: true } })],
    );
const quinlanPlay = (act: string, ship = 'q') =>
  playing(leaves('activation'), () => answers(picks('choose-action', act, ship), picks('use-ability', 'use:t', 'q')));
const quinlanLocks = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'q').locks.map((l) => l.target);

// Ursa Wren (u, Gauntlet fighter) reveals a 2 straight and performs a lock action; the TIE t stands at range 2 of
// where she ends, another TIE e at range 1 of it (or far away).
const ursaTable =
  (near: boolean, wingActs = false) =>
  () =>
    position(
      'activation',
      [
        rebel('u', 'ursawren-legendsandrelics', 400, 150, wingActs ? { round: { activated: true } } : { dial: '2F' }),
        rebel('w', 'redsquadronveteran', 300, 150, wingActs ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [
        imperial('t', 'academypilot', 400, 520, { round: { activated: true } }),
        imperial('e', 'academypilot', near ? 520 : 900, near ? 330 : 850, { round: { activated: true } }),
      ],
    );
// Ursa Wren done activating, an enemy X-wing x revealing a 1 straight at range 3 of her (no enemy at range 0–1).
const ursaLockedTable = () =>
  position(
    'activation',
    [rebel('u', 'ursawren-legendsandrelics', 400, 150, { round: { activated: true } })],
    [imperial('x', 'redsquadronveteran', 400, 520, { dial: '1F' })],
  );
const ursaPlay = (ship = 'u', target = 't') =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', `lock:${target}`, ship), picks('use-ability', 'use:fore', 'u')),
  );

// Fennec Shand on the X-wing f (two charges), revealing a 1 straight; the TIE t ahead at (`tx`, 470). With `wingActs`
// f is done and its wingman w acts; with `blocked` a friendly X-wing b stands where f's 1 straight would end.
const FENNEC = 'fennecshand-legendsandrelics';
const fennecTable =
  (tx: number, opts: { wingActs?: boolean; blocked?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('f', 'redsquadronveteran', 400, 150, { upgrades: [FENNEC], ...(opts.wingActs ? done : { dial: '1F' }) }),
        rebel('w', 'redsquadronveteran', 250, 150, opts.wingActs ? { dial: '1F' } : done),
        ...(opts.blocked ? [rebel('b', 'redsquadronveteran', 400, 245, done)] : []),
      ],
      [imperial('t', 'academypilot', tx, 470, done)],
    );
/** `ship` performs `action`; f's questions answered: the TIE, then `lock` ('lock' or 'no-lock'). */
const fennecPlay = (action: string, lock = 'lock', ship = 'f') =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, ship),
      picks('use-ability', 'use:t', 'f'),
      picks('use-ability', `use:${lock}`, 'f'),
    ),
  );
/** f declines its first question (after its maneuver), then answers the others as `fennecPlay` does. */
const fennecDeclinesFirst = (action: string) =>
  playing(leaves('activation'), () => {
    let first = true;
    const rest = answers(picks('use-ability', 'use:t', 'f'), picks('use-ability', 'use:lock', 'f'));
    return answers(picks('choose-action', action, 'f'), (d, s) => {
      if (d.kind !== 'use-ability' || d.ship !== 'f') return undefined;
      if (first) {
        first = false;
        return ['decline'];
      }
      return rest(d, s);
    });
  });
const fennecStrain = (s: GameState) => shipOf(s, 't').tokens.strain ?? 0;
const fennecLocks = (s: GameState) => shipOf(s, 'f').locks.map((l) => l.target);
const fennecNot = (name: string, table: () => GameState, play: (s: GameState) => Decision[]) =>
  kase(name, table, play, (s) => {
    expect(fennecStrain(s)).toBe(0);
    expect(fennecLocks(s)).toEqual([]);
  });

// Zorii Bliss on the HWK-290 z. Each ship's green token is `token`: a focus token, or a fore reinforce token.
const ZORII = 'zoriibliss-legendsandrelics';
type Green = 'focus' | 'reinforce';
const holding = (token: Green, extra: Partial<PositionShip> = {}): Partial<PositionShip> =>
  token === 'reinforce' ? { reinforce: 'fore', ...extra } : { tokens: { focus: 1 }, ...extra };
const done = { round: { activated: true } };
/** z reveals a 1 straight and jams the TIE t, at range 1 of where it ends. */
const zoriiJams = (token: Green) => () =>
  position(
    'activation',
    [rebel('z', 'rebelscout', 400, 150, { upgrades: [ZORII], dial: '1F' })],
    [imperial('t', 'academypilot', 400, 330, holding(token, done))],
  );
/** An enemy HWK-290 r jams z's wingman w, at range 1 of z. */
const zoriiWingmanJammed = (token: Green) => () =>
  position(
    'activation',
    [
      rebel('z', 'rebelscout', 400, 150, { upgrades: [ZORII], ...done }),
      rebel('w', 'redsquadronveteran', 300, 200, holding(token, done)),
    ],
    [imperial('r', 'rebelscout', 300, 380, { dial: '1F' })],
  );
/** z's wingman, an HWK-290 v, jams the TIE t far beyond range 2 of z. */
const zoriiFar = (token: Green) => () =>
  position(
    'activation',
    [
      rebel('z', 'rebelscout', 100, 150, { upgrades: [ZORII], ...done }),
      rebel('v', 'rebelscout', 600, 150, { dial: '1F' }),
    ],
    [imperial('t', 'academypilot', 600, 330, holding(token, done))],
  );
/**
 * The End Phase: the TIE e at range 1 of z, not jammed, removes its focus and reinforce tokens; the TIE g beside it,
 * jammed, removes its disarm token (an orange one) before its jam token (phases/end.ts removes them type by type).
 */
const zoriiEnd = () =>
  position(
    'end',
    [rebel('z', 'rebelscout', 400, 150, { upgrades: [ZORII] })],
    [
      imperial('e', 'academypilot', 400, 300, holding('reinforce', { tokens: { focus: 1 } })),
      imperial('g', 'academypilot', 500, 300, { tokens: { disarm: 1, jam: 1 } }),
    ],
  );
const zoriiPlay = (jammer: string, target: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', `jam:${target}`, jammer), picks('use-ability', 'use', 'z')),
  );
const zoriiNot = (name: string, table: () => GameState, play: (s: GameState) => Decision[]) =>
  kase(name, table, play, (_s, seen) => expect(offered(seen, 'Zorii Bliss')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${FENNEC}:0`,
    applies: kase(
      'a 1 straight fully executed: the TIE in the bullseye gains a strain token and is locked',
      fennecTable(400),
      fennecPlay('focus'),
      (s) => {
        expect(fennecStrain(s)).toBe(1);
        expect(fennecLocks(s)).toEqual(['t']);
        expect(shipOf(s, 'f').upgrades[0]?.charges).toBe(1);
        expect(usedIndexes(s, `upgrade:${FENNEC}:0`)).toEqual([0]);
      },
    ),
    doesNotApply: [
      fennecNot(
        'the 1 straight is cut short by a friendly ship',
        fennecTable(400, { blocked: true }),
        fennecPlay('focus'),
      ),
      fennecNot(
        'her wingman executes a maneuver and barrel rolls',
        fennecTable(400, { wingActs: true }),
        fennecPlay('barrel-roll', 'lock', 'w'),
      ),
      fennecNot('the TIE is off the bullseye, and a focus action keeps it so', fennecTable(480), fennecPlay('focus')),
    ],
  },
  {
    source: `upgrade:${FENNEC}:0`,
    applies: kase(
      'a barrel roll brings the TIE into the bullseye: it gains a strain token, not locked',
      fennecTable(480),
      fennecPlay('barrel-roll:right', 'no-lock'),
      (s) => {
        expect(fennecStrain(s)).toBe(1);
        expect(fennecLocks(s)).toEqual([]);
        expect(usedIndexes(s, `upgrade:${FENNEC}:0`)).toEqual([1]);
      },
    ),
    doesNotApply: fennecNot(
      'the first question declined, then a focus action: not asked again',
      fennecTable(400),
      fennecDeclinesFirst('focus'),
    ),
  },
  {
    source: `upgrade:${ZORII}:0`,
    applies: kase(
      'z jams the TIE, which removes its focus token: z gains one',
      zoriiJams('focus'),
      zoriiPlay('z', 't'),
      (s) => {
        expect(shipOf(s, 'z').tokens.focus).toBe(1);
        expect(shipOf(s, 'z').upgrades[0]?.charges).toBe(0);
        expect(usedIndexes(s, `upgrade:${ZORII}:0`)).toEqual([0]);
      },
    ),
    doesNotApply: [
      zoriiNot(
        'an enemy jams z’s wingman, which removes its focus token',
        zoriiWingmanJammed('focus'),
        zoriiPlay('r', 'w'),
      ),
      zoriiNot('the jammed TIE is beyond range 2 of z', zoriiFar('focus'), zoriiPlay('v', 't')),
      zoriiNot(
        'the End Phase: a TIE not jammed removes its tokens, a jammed one its disarm token',
        zoriiEnd,
        playing(leaves('end'), () => picks('use-ability', 'use', 'z')),
      ),
    ],
  },
  {
    source: `upgrade:${ZORII}:0`,
    applies: kase(
      'z jams the TIE, which removes its reinforce token: z gains one',
      zoriiJams('reinforce'),
      playing(leaves('activation'), () =>
        answers(picks('choose-action', 'jam:t', 'z'), picks('use-ability', 'use:fore', 'z')),
      ),
      (s) => {
        expect(shipOf(s, 'z').reinforce).toBe('fore');
        expect(usedIndexes(s, `upgrade:${ZORII}:0`)).toEqual([1]);
      },
    ),
    doesNotApply: [
      zoriiNot(
        'an enemy jams z’s wingman, which removes its reinforce token',
        zoriiWingmanJammed('reinforce'),
        zoriiPlay('r', 'w'),
      ),
      zoriiNot('the jammed TIE is beyond range 2 of z', zoriiFar('reinforce'), zoriiPlay('v', 't')),
    ],
  },
  {
    source: 'pilot:herasyndulla-legendsandrelics',
    applies: kase('a red 1 turn fully executed: her wingman focuses', heraTable('1T'), heraPlay, (s) => {
      expect(focused(s, 'w')).toBe(true);
      expect(usedIndexes(s, 'pilot:herasyndulla-legendsandrelics')).toEqual([0]);
    }),
    doesNotApply: [
      kase('a white 1 bank', heraTable('1B'), heraPlay, (s, seen) => {
        expect(focused(s, 'w')).toBe(false);
        expect(offered(seen, 'Hera Syndulla')).toBe(false);
      }),
      kase('her wingman’s red 4 Koiogran turn', heraTable('1B', '4K'), heraPlay, (_s, seen) =>
        expect(offered(seen, 'Hera Syndulla')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:quinlanvos-legendsandrelics',
    applies: kase('a boost: he locks the TIE in his bullseye', quinlanTable(400), quinlanPlay('boost:1F'), (s) =>
      expect(quinlanLocks(s)).toEqual(['t']),
    ),
    doesNotApply: [
      kase('a focus action', quinlanTable(400), quinlanPlay('focus'), (s) => expect(quinlanLocks(s)).toEqual([])),
      kase('his wingman boosts', quinlanTable(400, true), quinlanPlay('boost:1F', 'w'), (s) =>
        expect(quinlanLocks(s)).toEqual([]),
      ),
      kase('the TIE is off his bullseye', quinlanTable(480), quinlanPlay('boost:1F'), (_s, seen) =>
        expect(offered(seen, 'Quinlan Vos')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:ursawren-legendsandrelics',
    applies: kase('she locks the TIE, no enemy near: a fore reinforce token', ursaTable(false), ursaPlay(), (s) =>
      expect(shipOf(s, 'u').reinforce).toBe('fore'),
    ),
    doesNotApply: [
      kase('another TIE at range 1 of her', ursaTable(true), ursaPlay(), (s) =>
        expect(shipOf(s, 'u').reinforce ?? null).toBe(null),
      ),
      kase('her wingman locks the TIE', ursaTable(false, true), ursaPlay('w'), (s) => {
        expect(shipOf(s, 'w').locks.map((l) => l.target)).toEqual(['t']);
        expect(shipOf(s, 'u').reinforce ?? null).toBe(null);
      }),
      kase('an enemy X-wing locks her', ursaLockedTable, ursaPlay('x', 'u'), (s) => {
        expect(shipOf(s, 'x').locks.map((l) => l.target)).toEqual(['u']);
        expect(shipOf(s, 'u').reinforce ?? null).toBe(null);
      }),
      kase('she locks her wingman', ursaTable(false), ursaPlay('u', 'w'), (s) => {
        expect(shipOf(s, 'u').locks.map((l) => l.target)).toEqual(['w']);
        expect(shipOf(s, 'u').reinforce ?? null).toBe(null);
      }),
    ],
  },
  roilingAngerSpec('roilinganger-legendsandrelics'),
  {
    // The reprint: as its first printing's spec (specs/support/tech.ts), with this printing equipped.
    source: 'upgrade:targetingrelay-legendsandrelics:0',
    applies: kase(
      'the TIE/fo locks the X-wing beside Omega 2: a charge and a stress give it a calculate token',
      relayTable(2, false, RELAY),
      relayPlay('e', 'x'),
      (s, seen) => {
        expect(offered(seen, 'Targeting Relay')).toBe(true);
        expect(relayCalculates(s, 'e')).toBe(1);
        expect(shipOf(s, 'o').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('no charge left: not offered', relayTable(0, false, RELAY), relayPlay('e', 'x'), (s, seen) => {
        expect(offered(seen, 'Targeting Relay')).toBe(false);
        expect(relayCalculates(s, 'e')).toBe(0);
      }),
      kase(
        'an enemy X-wing locks the X-wing: not offered',
        relayTable(2, true, RELAY),
        relayPlay('z', 'x'),
        (s, seen) => expect(offered(seen, 'Targeting Relay')).toBe(false),
      ),
      kase(
        'the TIE/fo locks Omega 2, a friendly ship: not offered',
        relayTable(2, false, RELAY),
        relayPlay('e', 'o'),
        (s, seen) => expect(offered(seen, 'Targeting Relay')).toBe(false),
      ),
      kase(
        'the X-wing locked is at range 3 of Omega 2: not offered',
        relayTable(2, false, RELAY),
        relayPlay('e', 'y'),
        (s, seen) => {
          expect(shipOf(s, 'e').locks.map((l) => l.target)).toEqual(['y']);
          expect(offered(seen, 'Targeting Relay')).toBe(false);
        },
      ),
    ],
  },
];
