/**
 * Card specs for the upgrades of abilities/cards/support/upgrades.ts. Rules: 001 Activation Phase (Reveal Dial),
 * Charges, Disarm.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { Decision } from '@xwing/engine';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const r2Table = (xws: string, shields: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: [xws], dial: '2F', shields })],
    [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
  );
const r2Play = (name: string) => playing(leaves('activation'), () => useAbilityOf(name));

/** R2 Astromech and the printings that share its record (as cards/support/upgrades.ts lists them). */
const R2_PRINTINGS = [
  ['r2astromech', 'R2 Astromech'],
  ['r2d2', 'R2-D2'],
  ['r2a3-battleofyavin', 'R2-A3'],
  ['r2d2-battleofyavin', 'R2-D2'],
  ['r2f2-battleofyavin', 'R2-F2'],
] as const;

export const SPECS: CardSpec[] = R2_PRINTINGS.map(([xws, name]) => ({
  source: `upgrade:${xws}:0`,
  applies: kase(
    'a damaged shield is recovered after the reveal, for a charge and a disarm token',
    r2Table(xws, 1),
    r2Play(name),
    (s, seen) => {
      expect(offered(seen, name)).toBe(true);
      const x = shipOf(s, 'x');
      expect(x.shields).toBe(2);
      expect(logged(s, 'cost-paid', 'x')[0]?.data?.costs).toContainEqual({
        kind: 'gain-token',
        token: 'disarm',
        count: 1,
      });
      const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
      const recovered = s.log.findIndex((e) => e.type === 'shield-recovered' && e.ship === 'x');
      const moved = s.log.findIndex((e) => e.type === 'maneuver-executed' && e.ship === 'x');
      expect(revealed).toBeLessThan(recovered);
      expect(recovered).toBeLessThan(moved);
    },
  ),
  doesNotApply: kase('with full shields it is not offered', r2Table(xws, 2), r2Play(name), (s, seen) => {
    expect(offered(seen, name)).toBe(false);
    expect(logged(s, 'shield-recovered')).toHaveLength(0);
  }),
}));

/**
 * Ferrosphere Paint (000 "Lock", "Stress", "Friendly and Enemy"): a T-70 with the paint facing up at (400, 150); a
 * TIE/fo facing down at (`tieX`, 500), straight ahead of it (400: the T-70 is in its bullseye) or off to its side
 * (520). Both move 2 straight; the T-70 (initiative 1) activates first. `locker` locks `target` in its action step;
 * with `friend`, a Rebel X-wing facing down at (520, 500) does the locking and the TIE sits far away.
 */
const paintTable =
  (tieX: number, friend = false) =>
  () =>
    position(
      'activation',
      [
        rebel('p', 'bluesquadronrookie', 400, 150, { dial: '2F', upgrades: ['ferrospherepaint'] }),
        ...(friend
          ? [rebel('w', 'redsquadronveteran', 520, 500, { dial: '2F', pose: { x: 520, y: 500, heading: 180 } })]
          : []),
      ],
      [
        friend
          ? imperial('f', 'zetasquadronpilot', 100, 850, { dial: '1F' })
          : imperial('f', 'zetasquadronpilot', tieX, 500, { dial: '2F' }),
      ],
    );
const paintPlay = (locker: string, target: string, answer: 'pay' | 'refuse' = 'pay') =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', `lock:${target}`, locker), picks('unless', answer, locker)),
  );
const paintAsked = (seen: readonly { kind: string }[]) => seen.some((d) => d.kind === 'unless');

SPECS.push({
  source: 'upgrade:ferrospherepaint:0',
  applies: kase(
    'the TIE locks the T-70 from off its bullseye: it takes a stress token to keep the lock',
    paintTable(520),
    paintPlay('f', 'p'),
    (s, seen) => {
      expect(paintAsked(seen)).toBe(true);
      expect(shipOf(s, 'f').tokens.stress).toBe(1);
      expect(shipOf(s, 'f').locks).toEqual([{ target: 'p' }]);
    },
  ),
  doesNotApply: [
    kase(
      'the TIE locks the T-70 in its bullseye: no choice, no stress',
      paintTable(400),
      paintPlay('f', 'p'),
      (s, seen) => {
        expect(paintAsked(seen)).toBe(false);
        expect(shipOf(s, 'f').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'f').locks).toEqual([{ target: 'p' }]);
      },
    ),
    kase(
      'the T-70 locks the TIE (it is not the one locked): no choice',
      paintTable(520),
      paintPlay('p', 'f'),
      (s, seen) => {
        expect(shipOf(s, 'p').locks).toEqual([{ target: 'f' }]);
        expect(paintAsked(seen)).toBe(false);
      },
    ),
    kase(
      'a friendly X-wing locks the T-70 from off its bullseye: no choice',
      paintTable(520, true),
      paintPlay('w', 'p'),
      (s, seen) => {
        expect(shipOf(s, 'w').locks).toEqual([{ target: 'p' }]);
        expect(paintAsked(seen)).toBe(false);
      },
    ),
  ],
});

/**
 * Target Assist MGK-300 (001 Engagement Phase, before a ship engages): a TIE/rb (initiative 1, its turret ahead)
 * facing down at (400, 700) with `tokens`; X-wings facing up at (400, `y1`) (range 2 at 470, range 1 at 600) and, with
 * `two`, at (520, 470) (range 3, inside its turret arc). `engaged`: the TIE/rb has engaged already.
 */
const mgkTable =
  (two: boolean, y1 = 470, tokens: Record<string, number> = {}, engaged = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, y1), ...(two ? [rebel('y', 'redsquadronveteran', 520, 470)] : [])],
      [
        imperial('r', 'caridaacademycadet', 400, 700, {
          upgrades: ['targetassistmgk300'],
          turret: 'front',
          tokens,
          ...(engaged ? { round: { engaged: true } } : {}),
        }),
      ],
    );
const mgkCalculated = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'r')
    .filter((e) => e.data?.token === 'calculate')
    .reduce((n, e) => n + Number(e.data?.count ?? 0), 0);
const mgkPlay = playing(leaves('engagement'));

SPECS.push(
  {
    source: 'upgrade:targetassistmgk300:0',
    applies: kase('two X-wings at range 2–3 in its arc: two calculate tokens', mgkTable(true), mgkPlay, (s) =>
      expect(mgkCalculated(s)).toBe(2),
    ),
    doesNotApply: [
      kase('stressed: none', mgkTable(true, 470, { stress: 1 }), mgkPlay, (s) => expect(mgkCalculated(s)).toBe(0)),
      kase('holding a focus token: none', mgkTable(true, 470, { focus: 1 }), mgkPlay, (s) =>
        expect(mgkCalculated(s)).toBe(0),
      ),
      kase('one X-wing at range 1 only: none', mgkTable(false, 600), mgkPlay, (s) => expect(mgkCalculated(s)).toBe(0)),
      kase('it has engaged already, the X-wings engage: none', mgkTable(true, 470, {}, true), mgkPlay, (s) =>
        expect(mgkCalculated(s)).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:targetassistmgk300:0',
    applies: kase('one X-wing at range 2 in its arc: one calculate token', mgkTable(false), mgkPlay, (s) =>
      expect(mgkCalculated(s)).toBe(1),
    ),
    doesNotApply: [
      kase('one X-wing, stressed: none', mgkTable(false, 470, { stress: 1 }), mgkPlay, (s) =>
        expect(mgkCalculated(s)).toBe(0),
      ),
      kase('one X-wing, holding an evade token: none', mgkTable(false, 470, { evade: 1 }), mgkPlay, (s) =>
        expect(mgkCalculated(s)).toBe(0),
      ),
      kase('one X-wing, it has engaged already: none', mgkTable(false, 470, {}, true), mgkPlay, (s) =>
        expect(mgkCalculated(s)).toBe(0),
      ),
    ],
  },
);

/**
 * Passive Sensors (000 "Charges and the Force"; "List of Actions": Coordinate): an X-wing `p` with it (`charges`) at
 * (520, 150), a U-wing `u` (coordinate on its bar) at (400, 150), range 1, in the Activation Phase.
 */
const sensorsTable = (charges: number) => () =>
  position(
    'activation',
    [
      rebel('u', 'bluesquadronscout', 400, 150, { dial: '2F' }),
      rebel('p', 'redsquadronveteran', 520, 150, { dial: '2F', upgrades: [{ xws: 'passivesensors', charges }] }),
    ],
    [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
  );
const coordinateOffered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'u' && d.options.some((o) => o.id === 'coordinate:p'));
const sensorsCharge = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'p').upgrades.find((u) => u.xws === 'passivesensors')?.charges;

/** Passive Sensors before engaging: the X-wing `p` (`charges`), a TIE `t` (pilot `tie`) facing it at range 2. */
const sensorsEngage =
  (charges: number, tie = 'academypilot') =>
  () =>
    position(
      'engagement',
      [rebel('p', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: 'passivesensors', charges }] })],
      [imperial('t', tie, 400, 560)],
    );
const sensorsLock = playing(leaves('engagement'), () => picks('choose-action', 'lock:t', 'p'));

SPECS.push(
  {
    source: 'upgrade:passivesensors:0',
    applies: kase(
      'the action spends its charge',
      sensorsTable(1),
      playing(leaves('activation'), () => picks('choose-action', 'card:upgrade:passivesensors:0#0', 'p')),
      (s) => expect(sensorsCharge(s)).toBe(0),
    ),
    doesNotApply: kase(
      'its charge spent: the action is not offered',
      sensorsTable(0),
      playing((s) => s.pending?.kind === 'choose-action' && s.pending.ship === 'p'),
      (s) => {
        expect(s.pending?.options.some((o) => o.id === 'focus')).toBe(true);
        expect(s.pending?.options.some((o) => o.id.startsWith('card:upgrade:passivesensors'))).toBe(false);
      },
    ),
  },
  {
    source: 'upgrade:passivesensors:0',
    standing: true,
    applies: kase(
      'its charge spent: the U-wing cannot coordinate it',
      sensorsTable(0),
      playing(leaves('activation')),
      (_s, seen) => expect(coordinateOffered(seen)).toBe(false),
    ),
    doesNotApply: kase(
      'its charge there: the U-wing may coordinate it',
      sensorsTable(1),
      playing(leaves('activation')),
      (_s, seen) => expect(coordinateOffered(seen)).toBe(true),
    ),
  },
  {
    source: 'upgrade:passivesensors:0',
    applies: kase('its charge spent: it locks the TIE before engaging', sensorsEngage(0), sensorsLock, (s, seen) => {
      expect(actionOffered(seen, 'Passive Sensors')).toBe(true);
      expect(logged(s, 'action-performed', 'p')).toHaveLength(1);
    }),
    doesNotApply: [
      kase('its charge there: no action', sensorsEngage(1), sensorsLock, (_s, seen) =>
        expect(actionOffered(seen, 'Passive Sensors')).toBe(false),
      ),
      kase(
        'Mauler Mithel engages first: nothing as he declares his attack',
        sensorsEngage(0, 'maulermithel'),
        playing(
          (s) => s.pending?.kind === 'declare-attack' && s.pending.ship === 't',
          () => picks('choose-action', 'lock:t', 'p'),
        ),
        (_s, seen) => expect(actionOffered(seen, 'Passive Sensors')).toBe(false),
      ),
    ],
  },
);

/**
 * Biohexacrypt Codes (000 "List of Actions": Jam at range 1, Coordinate at range 1–2; "Lock"): an HWK-290 `h` (a red
 * jam on its bar) with it and `locks`, a TIE at range 3 (y 700); an X-wing wingman `w` (unstressed) at range 3 too.
 */
const biohexTable = (locks: string[]) => () =>
  position(
    'activation',
    [
      rebel('h', 'rebelscout', 400, 150, { dial: '2F', upgrades: ['biohexacryptcodes', 'squadleader'], locks }),
      rebel('w', 'redsquadronveteran', 760, 150, { dial: '2F' }),
    ],
    [imperial('t', 'academypilot', 400, 700, { dial: '1F' })],
  );
const biohexAsked = (pick: string) => playing(leaves('activation'), () => picks('choose-action', pick, 'h'));
const hOffers = (seen: Decision[], id: string) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'h' && d.options.some((o) => o.id === id));

SPECS.push(
  {
    source: 'upgrade:biohexacryptcodes:0',
    applies: kase(
      'its lock on the far wingman: coordinated, the lock spent',
      biohexTable(['w']),
      biohexAsked('coordinate:w'),
      (s, seen) => {
        expect(hOffers(seen, 'coordinate:w')).toBe(true);
        expect(logged(s, 'lock-spent', 'h')).toHaveLength(1);
        expect(shipOf(s, 'h').locks).toEqual([]);
      },
    ),
    doesNotApply: kase(
      'no lock on it: the far wingman cannot be coordinated',
      biohexTable([]),
      biohexAsked('coordinate:w'),
      (_s, seen) => expect(hOffers(seen, 'coordinate:w')).toBe(false),
    ),
  },
  {
    source: 'upgrade:biohexacryptcodes:0',
    applies: kase(
      'its lock on the TIE at range 3: jammed, the lock spent',
      biohexTable(['t']),
      biohexAsked('jam:t'),
      (s) => {
        expect(logged(s, 'action-performed', 'h').map((e) => e.data?.option)).toEqual(['jam:t']);
        expect(logged(s, 'lock-spent', 'h')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('no lock on the TIE: no jam offered', biohexTable([]), biohexAsked('jam:t'), (_s, seen) =>
      expect(hOffers(seen, 'jam:t')).toBe(false),
    ),
  },
);

/**
 * TA-175 (000 "Destroying Ships"; "Actions": the action bar): a shieldless ship `v` (pilot `lost`: a Vulture with a
 * calculate action on its bar, or a Belbullab-22 without) one hit from destruction at (400, 300), the TA-175 Vulture `r`
 * at (`rX`, 300), a Vulture wingman `f` at (250, 150), a TIE attacking `v`.
 */
const taTable = (lost: string, rX: number) => () =>
  position(
    'engagement',
    [
      rebel('v', lost, 400, 300, {
        shields: 0,
        damage: Array.from({ length: 2 }, () => ({
          card: 'blindedpilot',
          faceup: false,
        })),
      }),
      rebel('r', 'tradefederationdrone', rX, 300, { upgrades: ['ta175'] }),
      rebel('f', 'tradefederationdrone', 250, 150),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const taPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
  ),
);
const taCalcs = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

SPECS.push({
  source: 'upgrade:ta175:0',
  applies: kase(
    'a Vulture destroyed at range 1: the TA-175 ship and its wingman calculate',
    taTable('tradefederationdrone', 480),
    taPlay,
    (s) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect([taCalcs(s, 'r'), taCalcs(s, 'f')]).toEqual([1, 1]);
    },
  ),
  doesNotApply: [
    kase('a Belbullab-22 (no calculate) destroyed: nothing', taTable('skakoanace', 480), taPlay, (s) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(taCalcs(s, 'r')).toBe(0);
    }),
    kase('a Vulture destroyed beyond range 3: nothing', taTable('tradefederationdrone', 790), taPlay, (s) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(taCalcs(s, 'r')).toBe(0);
    }),
  ],
});

/** Luke Skywalker (gunner; 000 "Turret Arcs", "Charges and the Force"): an HWK-290 `h` (a single turret) with him. */
const lukeTable =
  (force: number, pilot = 'rebelscout') =>
  () =>
    position(
      'engagement',
      [rebel('h', pilot, 400, 150, { upgrades: ['lukeskywalker'], force })],
      [imperial('t', 'academypilot', 400, 850)],
    );
const lukePlay = playing(leaves('engagement'), () => picks('use-ability', 'use:rear', 'h'));

SPECS.push({
  source: 'upgrade:lukeskywalker:0',
  applies: kase('a Force and a deplete: the turret turned to the rear', lukeTable(1), lukePlay, (s, seen) => {
    expect(offered(seen, 'Luke Skywalker')).toBe(true);
    expect(shipOf(s, 'h').turret).toBe('rear');
    expect(shipOf(s, 'h').tokens.deplete).toBe(1);
  }),
  doesNotApply: [
    kase('no Force: not offered', lukeTable(0), lukePlay, (s, seen) => {
      expect(offered(seen, 'Luke Skywalker')).toBe(false);
      expect(shipOf(s, 'h').turret).not.toBe('rear');
    }),
    kase('an X-wing (no turret arc indicator): not offered', lukeTable(1, 'redsquadronveteran'), lukePlay, (_s, seen) =>
      expect(offered(seen, 'Luke Skywalker')).toBe(false),
    ),
  ],
});

/**
 * Ursa Wren, gunner (000 "Lock", "Measuring Range"): an ARC-170 `a` with her facing up at (400, 300) reveals a 1
 * straight (100 mm on) and locks; a TIE facing down at (400, `ey`): at 700 range 3 once she has moved, at 600 range 2;
 * `near`: a friendly X-wing at range 1 of the TIE; a wingman ARC-170 `v` at (250, 300) locks the TIE instead when `by`
 * is 'v'; `tieMoves`: a TIE Advanced there instead (initiative 3, after her) flies a 1 straight and locks her from
 * range 3 (at `ey` 790).
 */
const ursaTable =
  (ey = 700, near = false, tieMoves = false) =>
  () =>
    position(
      'activation',
      [
        rebel('a', '104thbattalionpilot', 400, 300, { dial: '1F', upgrades: ['ursawren-gunner'] }),
        rebel('v', '104thbattalionpilot', 250, 300, { dial: '1F' }),
        ...(near ? [rebel('w', 'redsquadronveteran', 500, ey, { round: { activated: true } })] : []),
      ],
      [
        tieMoves
          ? imperial('e', 'stormsquadronace', 400, ey, { dial: '1F' })
          : imperial('e', 'academypilot', 400, ey, { round: { activated: true } }),
      ],
    );
const ursaPlay = (by: 'a' | 'v' = 'a') =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', 'lock:e', by), picks('choose-action', 'focus', by === 'a' ? 'v' : 'a')),
  );
const ursaCalculates = (s: Parameters<typeof shipOf>[0]) =>
  logged(s, 'token-gained', 'a').filter((e) => e.data?.token === 'calculate').length;

SPECS.push({
  source: 'upgrade:ursawren-gunner:0',
  applies: kase(
    'she locks the TIE at range 3, no friendly ship near it: a calculate token',
    ursaTable(),
    ursaPlay(),
    (s) => {
      expect(shipOf(s, 'a').locks).toEqual([{ target: 'e' }]);
      expect(ursaCalculates(s)).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the TIE at range 2', ursaTable(600), ursaPlay(), (s) => {
      expect(shipOf(s, 'a').locks).toEqual([{ target: 'e' }]);
      expect(ursaCalculates(s)).toBe(0);
    }),
    kase('a friendly X-wing at range 1 of the TIE', ursaTable(700, true), ursaPlay(), (s) => {
      expect(shipOf(s, 'a').locks).toEqual([{ target: 'e' }]);
      expect(ursaCalculates(s)).toBe(0);
    }),
    kase(
      'the TIE locks her from range 3, she focuses',
      ursaTable(790, false, true),
      playing(leaves('activation'), () =>
        answers(
          picks('choose-action', 'lock:a', 'e'),
          picks('choose-action', 'focus', 'a'),
          picks('choose-action', 'focus', 'v'),
        ),
      ),
      (s) => {
        expect(shipOf(s, 'e').locks).toEqual([{ target: 'a' }]);
        expect(ursaCalculates(s)).toBe(0);
      },
    ),
    kase('the wingman locks the TIE, she focuses', ursaTable(), ursaPlay('v'), (s) => {
      expect(shipOf(s, 'v').locks).toEqual([{ target: 'e' }]);
      expect(ursaCalculates(s)).toBe(0);
    }),
  ],
});

/**
 * Relay System, its first ability (000 "Lock"): a TIE Advanced `r` carrying it at (100, 100), done for the round
 * unless it acts itself (`self`); a wingman TIE Advanced `a` at (`ax`, 100) flies a 1 straight and performs `act`
 * (its Lock action on the X-wing `x` at (350, 400)): at `ax` 250, range 2 of `r`; at 450, beyond range 2. With `enemy`,
 * the X-wing `z` at (250, 350) flies instead and locks its wingman `x`.
 */
const relayTable =
  (ax = 250, who: 'a' | 'self' | 'enemy' = 'a') =>
  () =>
    position(
      'activation',
      [
        rebel('r', 'stormsquadronace', 100, 100, {
          upgrades: ['relaysystem-tiephphantom'],
          ...(who === 'self' ? { dial: '1F' } : { round: { activated: true } }),
        }),
        rebel('a', 'tempestsquadronpilot', ax, 100, who === 'a' ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [
        imperial('x', 'redsquadronveteran', 350, 400, { round: { activated: true } }),
        imperial(
          'z',
          'redsquadronveteran',
          600,
          500,
          who === 'enemy' ? { dial: '1F' } : { round: { activated: true } },
        ),
      ],
    );
const relayPlay = (act: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Relay System'), picks('choose-action', act)));
const relayLocks = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'r').locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:relaysystem-tiephphantom:0',
  applies: kase(
    'the wingman at range 2 locks the X-wing: she locks it too',
    relayTable(),
    relayPlay('lock:x'),
    (s, seen) => {
      expect(offered(seen, 'Relay System')).toBe(true);
      expect(relayLocks(s)).toEqual(['x']);
    },
  ),
  doesNotApply: [
    kase('the wingman focuses: not offered', relayTable(), relayPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Relay System')).toBe(false);
      expect(relayLocks(s)).toEqual([]);
    }),
    kase(
      'the wingman beyond range 2 locks the X-wing: not offered',
      relayTable(450),
      relayPlay('lock:x'),
      (s, seen) => {
        expect(shipOf(s, 'a').locks.map((l) => l.target)).toEqual(['x']);
        expect(offered(seen, 'Relay System')).toBe(false);
      },
    ),
    kase('she locks the X-wing herself: not offered', relayTable(250, 'self'), relayPlay('lock:x'), (s, seen) => {
      expect(relayLocks(s)).toEqual(['x']);
      expect(offered(seen, 'Relay System')).toBe(false);
    }),
    kase(
      'an enemy X-wing locks the other X-wing: not offered',
      relayTable(250, 'enemy'),
      relayPlay('lock:x'),
      (s, seen) => {
        expect(shipOf(s, 'z').locks.map((l) => l.target)).toEqual(['x']);
        expect(offered(seen, 'Relay System')).toBe(false);
        expect(relayLocks(s)).toEqual([]);
      },
    ),
  ],
});

/**
 * Relay System, its second ability (000 "Lock"): the TIE Advanced `r` with it at (400, 300), locking the X-wing `x` at
 * (400, 500) (`locked`), a wingman TIE Advanced `b` at (500, 300), range 1 of it; `attacker` attacks the X-wing rolling
 * `faces` (the X-wing rolls blanks); the card's ship, having engaged, stands by when the wingman attacks.
 */
const relayHitTable =
  (locked = true, attacker: 'r' | 'b' = 'r') =>
  () =>
    position(
      'engagement',
      [
        rebel('r', 'stormsquadronace', 400, 300, {
          upgrades: ['relaysystem-tiephphantom'],
          ...(locked ? { locks: ['x'] } : {}),
          ...(attacker === 'b' ? { round: { engaged: true } } : {}),
        }),
        rebel('b', 'tempestsquadronpilot', 500, 300),
      ],
      [imperial('x', 'redsquadronveteran', 400, 500, { round: { engaged: true } })],
    );
const relayHitPlay = (attacker: 'r' | 'b', faces: string[]) =>
  attackPlay(attacker, 'x', () => answers(rolls(attacker, 'attack', faces), useAbilityOf('Relay System')));

SPECS.push({
  source: 'upgrade:relaysystem-tiephphantom:0',
  applies: kase(
    'her attack hits: her lock spent, the wingman locks the X-wing',
    relayHitTable(),
    relayHitPlay('r', ['hit', 'hit', 'blank']),
    (s, seen) => {
      expect(offered(seen, 'Relay System')).toBe(true);
      expect(relayLocks(s)).toEqual([]);
      expect(shipOf(s, 'b').locks.map((l) => l.target)).toEqual(['x']);
    },
  ),
  doesNotApply: [
    kase(
      'her attack misses: not offered',
      relayHitTable(),
      relayHitPlay('r', ['blank', 'blank', 'blank']),
      (s, seen) => {
        expect(offered(seen, 'Relay System')).toBe(false);
        expect(relayLocks(s)).toEqual(['x']);
      },
    ),
    kase(
      'she holds no lock: not offered',
      relayHitTable(false),
      relayHitPlay('r', ['hit', 'hit', 'blank']),
      (_s, seen) => expect(offered(seen, 'Relay System')).toBe(false),
    ),
    kase(
      'the wingman’s attack hits the X-wing she locks: not offered',
      relayHitTable(true, 'b'),
      relayHitPlay('b', ['hit', 'hit']),
      (s, seen) => {
        expect(offered(seen, 'Relay System')).toBe(false);
        expect(relayLocks(s)).toEqual(['x']);
      },
    ),
  ],
});

/**
 * Long-Range Scanners (000 "Lock": range 0–3; "Charges"): a Star Wing `a` with it (`charges`) flies a 1 straight and
 * locks in its action step; the only enemy, a TIE, sits far up the table, beyond range 3.
 */
const scannersTable = (charges: number) => () =>
  position(
    'activation',
    [
      rebel('a', 'rhosquadronpilot', 400, 150, {
        dial: '1F',
        upgrades: [{ xws: 'longrangescanners-alphaclassstarwing', charges }],
      }),
    ],
    [imperial('far', 'academypilot', 100, 850, { round: { activated: true } })],
  );
const scannersCharge = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'a').upgrades[0]!.charges;
const farLockOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'a' && d.options.some((o) => o.id === 'lock:far'));

SPECS.push({
  source: 'upgrade:longrangescanners-alphaclassstarwing:0',
  applies: kase(
    'a charge spent, it locks the TIE beyond range 3',
    scannersTable(2),
    playing(leaves('activation'), () => picks('choose-action', 'lock:far', 'a')),
    (s, seen) => {
      expect(farLockOffered(seen)).toBe(true);
      expect(shipOf(s, 'a').locks.map((l) => l.target)).toEqual(['far']);
      expect(scannersCharge(s)).toBe(1);
    },
  ),
  doesNotApply: kase(
    'no charge left: the far TIE is not offered to its lock',
    scannersTable(0),
    playing(leaves('activation'), () => picks('choose-action', 'lock:far', 'a')),
    (s, seen) => {
      expect(farLockOffered(seen)).toBe(false);
      expect(shipOf(s, 'a').locks).toEqual([]);
    },
  ),
});
