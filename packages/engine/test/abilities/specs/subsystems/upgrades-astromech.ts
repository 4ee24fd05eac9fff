/**
 * Astromech upgrades of abilities/cards/subsystems/upgrades-astromech.ts: R5 Astromech and R5-D8 (Battle of Yavin),
 * two card actions that repair damage cards (000 "Damage Cards": a faceup card repaired is flipped facedown, a
 * facedown one discarded; 000 "Actions": a card's action is performed in the Perform Action step).
 */
import { expect } from 'vitest';
import type { DamageCardState, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, attacks, playUntil, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';

/** An X-wing (id x) with the astromech (`charges` left) and `damage`, in the Activation Phase; a TIE far away. */
function table(card: string, damage: DamageCardState[], charges?: number) {
  return () =>
    position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '2F',
          damage,
          upgrades: [charges === undefined ? card : { xws: card, charges }],
        } satisfies PositionShip,
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
    );
}

/** Takes the card's action `index` when offered; plays to the end of the Activation Phase. */
const takes =
  (card: string, index: number): Answer =>
  (d) => {
    const o =
      d.kind === 'choose-action' ? d.options.find((x) => x.id === `card:upgrade:${card}:0#${index}`) : undefined;
    return o ? [o.id] : undefined;
  };
const play = (card: string, index: number) => (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'activation', takes(card, index));
const actionIds = (seen: ReturnType<typeof playUntil>) =>
  seen.filter((d) => d.kind === 'choose-action').flatMap((d) => d.options.map((o) => o.id));

function r5Specs(card: string): CardSpec[] {
  const facedown = `card:upgrade:${card}:0#0`;
  const faceup = `card:upgrade:${card}:0#1`;
  const printed = card === 'r5d8' ? 3 : 2;
  return [
    {
      source: `upgrade:${card}:0`,
      applies: {
        name: 'a facedown card: a charge spent, the card discarded',
        state: table(card, [{ card: 'directhit', faceup: false }]),
        play: play(card, 0),
        check: (s, seen) => {
          expect(actionIds(seen)).toContain(facedown);
          expect(shipOf(s, 'x').damage).toEqual([]);
          expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(printed - 1);
        },
      },
      doesNotApply: [
        {
          name: 'only a faceup Pilot card: neither repair is offered',
          state: table(card, [{ card: 'panickedpilot', faceup: true }]),
          play: play(card, 0),
          check: (s, seen) => {
            expect(actionIds(seen).some((id) => id.startsWith(`card:upgrade:${card}`))).toBe(false);
            expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: true }]);
          },
        },
        {
          name: 'a facedown card but no charge left: the facedown repair is not offered',
          state: table(card, [{ card: 'directhit', faceup: false }], 0),
          play: play(card, 0),
          check: (s, seen) => {
            expect(actionIds(seen)).not.toContain(facedown);
            expect(shipOf(s, 'x').damage).toHaveLength(1);
          },
        },
      ],
    },
    {
      source: `upgrade:${card}:0`,
      applies: {
        name: 'a faceup Ship card: repaired (flipped facedown) with no charge spent',
        state: table(card, [{ card: 'structuraldamage', faceup: true }]),
        play: play(card, 1),
        check: (s, seen) => {
          expect(actionIds(seen)).toContain(faceup);
          expect(actionIds(seen)).not.toContain(facedown);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
          expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(printed);
        },
      },
      doesNotApply: {
        name: 'a faceup Pilot card only: the faceup repair is not offered',
        state: table(card, [{ card: 'panickedpilot', faceup: true }]),
        play: play(card, 1),
        check: (s, seen) => {
          expect(actionIds(seen)).not.toContain(faceup);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'panickedpilot', faceup: true }]);
        },
      },
    },
  ];
}

/**
 * "Genius" on a scum Y-wing (y, initiative 2) with Proton Bombs, facing -y at y = 600 with a 2-straight; an X-wing far
 * away (`extra` changes the Y-wing; `xwing` the X-wing's pose) — the Y-wing activates first.
 */
function geniusTable(extra: Partial<PositionShip> = {}, xwing = { x: 100, y: 100, heading: 0 }, more = {}) {
  return () =>
    position(
      'activation',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: xwing, dial: '1F' }],
      [
        {
          id: 'y',
          pilot: 'hiredgun',
          upgrades: ['genius', 'protonbombs'],
          pose: { x: 400, y: 600, heading: 180 },
          dial: '2F',
          ...extra,
        },
      ],
      more,
    );
}
const geniusBomb: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes('Genius')
    ? [d.options.find((o) => o.id.startsWith('use:protonbombs|'))?.id ?? 'decline']
    : undefined;
const geniusAsked = (seen: ReturnType<typeof playUntil>) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Genius'));
const toEngagement = (s: GameState) => playUntil(s, (st) => st.phase !== 'activation', geniusBomb);
const protonCharges = (s: GameState) => shipOf(s, 'y').upgrades.find((u) => u.xws === 'protonbombs')!.charges;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:genius:0',
    applies: {
      name: 'the Y-wing fully executes its 2-straight: it drops a proton bomb behind it, a charge of the card spent',
      state: geniusTable(),
      play: toEngagement,
      check: (s, seen) => {
        expect(geniusAsked(seen)).toBe(true);
        const placed = s.log.filter((e) => e.type === 'device-placed' && e.ship === 'y');
        expect(placed).toHaveLength(1);
        expect(protonCharges(s)).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'another ship executes its maneuver (the Y-wing has activated): not asked',
        state: geniusTable({ round: { activated: true } }),
        play: toEngagement,
        check: (s, seen) => {
          expect(geniusAsked(seen)).toBe(false);
          expect(protonCharges(s)).toBe(2);
        },
      },
      {
        name: 'the Y-wing bumps the X-wing (a partial maneuver): not asked',
        state: geniusTable({}, { x: 400, y: 500, heading: 0 }),
        play: toEngagement,
        check: (s, seen) => {
          expect(shipOf(s, 'y').round.partial).toBe(true);
          expect(geniusAsked(seen)).toBe(false);
        },
      },
      {
        name: 'the Y-wing dropped a device this round already: not asked',
        state: geniusTable({}, undefined, {
          devices: [{ card: 'protonbombs', owner: 'y', pose: { x: 700, y: 800, heading: 0 }, round: 1 }],
        }),
        play: toEngagement,
        check: (s, seen) => expect(geniusAsked(seen)).toBe(false),
      },
    ],
  },
  ...r5Specs('r5astromech'),
  ...r5Specs('r5d8-battleofyavin'),
  ...r5Specs('r5d8'),
  ...r5Specs('r5k6-battleofyavin'),
  {
    source: 'upgrade:r4p17-siegeofcoruscant:0',
    applies: {
      name: 'the X-wing moves onto an asteroid: R4-P17 spends a charge, gains a strain and the damage card is discarded',
      state: asteroid(['r4p17-siegeofcoruscant']),
      play: onAsteroid,
      check: (s, seen) => {
        expect(r4Asked(seen)).toBe(true);
        expect(shipOf(s, 'x').damage).toEqual([]);
        // The strain was gained (its 2 straight is blue: the Check Difficulty step then removes it again).
        const paid = s.log.find((e) => e.type === 'cost-paid' && e.ship === 'x');
        expect(JSON.stringify(paid?.data)).toContain('strain');
        expect(shipOf(s, 'x').upgrades.find((u) => u.xws === 'r4p17-siegeofcoruscant')!.charges).toBe(1);
        expect(s.players[0].damageDiscard).toContain('weaponsfailure');
      },
    },
    doesNotApply: [
      {
        name: 'the X-wing defends against a TIE that hits it: not asked, the card is dealt',
        state: () =>
          position('engagement', [XSHIP], [TIE], {
            players: [
              { name: 'Rebels', ships: [XSHIP], damageDeck: ['weaponsfailure', 'blindedpilot'] },
              { name: 'Empire', ships: [TIE] },
            ],
          }),
        play: (s) =>
          playUntil(
            s,
            (st) => st.log.some((e) => e.type === 'attack-ended' && e.ship === 't'),
            answers(attacks('t', 'x'), rolls('t', 'attack', ['hit']), useAbilityOf('R4-P17')),
          ),
        check: (s, seen) => {
          expect(r4Asked(seen)).toBe(false);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
        },
      },
      {
        name: 'R4-P17 sits on a wingman: the X-wing on the asteroid is dealt its card, the wingman is not asked',
        state: asteroid([], ['r4p17-siegeofcoruscant']),
        play: onAsteroid,
        check: (s, seen) => {
          expect(r4Asked(seen)).toBe(false);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
        },
      },
    ],
  },
];

const XSHIP: PositionShip = {
  pilot: 'redsquadronveteran',
  id: 'x',
  pose: { x: 400, y: 300, heading: 0 },
  shields: 0,
  upgrades: ['r4p17-siegeofcoruscant'],
};
const TIE: PositionShip = { pilot: 'academypilot', id: 't', pose: { x: 400, y: 450, heading: 180 } };

/** An X-wing (no shields, these upgrades) moves 2 straight onto an asteroid; a wingman far behind, with `wing`'s. */
function asteroid(upgrades: string[], wing: string[] = []) {
  const rebels: PositionShip[] = [
    { pilot: 'redsquadronveteran', id: 'x', pose: { x: 400, y: 200, heading: 0 }, dial: '2F', shields: 0, upgrades },
    { pilot: 'redsquadronveteran', id: 'w', pose: { x: 100, y: 100, heading: 0 }, dial: '1F', upgrades: wing },
  ];
  const empire: PositionShip[] = [
    { pilot: 'academypilot', id: 't', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' },
  ];
  return () =>
    position('activation', rebels, empire, {
      obstacles: [{ name: 'asteroid-3', id: 'rock', pose: { x: 400, y: 320, heading: 0 } }],
      players: [
        { name: 'Rebels', ships: rebels, damageDeck: ['weaponsfailure', 'blindedpilot', 'fuelleak'] },
        { name: 'Empire', ships: empire },
      ],
    });
}
function onAsteroid(s: GameState) {
  return playUntil(s, (st) => st.phase === 'engagement' || st.round > 1, answers(useAbilityOf('R4-P17')));
}
function r4Asked(seen: readonly { kind: string; prompt: string }[]) {
  return seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('R4-P17'));
}

/**
 * R2-D2 (Republic): an ARC-170 (a, initiative 2) with R2-D2 at (400, 300) facing up, its dial 1F, one shield spent
 * and a facedown damage card (its `extra` beside); a TIE bomber (b, initiative 2, activated already unless the ARC
 * has) at (700, 800)
 * whose proton bomb lies at (400, 440), at range 1 of the ARC once it has moved.
 */
const r2Table =
  (extra: Partial<PositionShip> = {}, bomb = true) =>
  () =>
    position(
      'activation',
      [
        {
          id: 'a',
          pilot: '104thbattalionpilot',
          pose: { x: 400, y: 300, heading: 0 },
          dial: '1F',
          shields: 2,
          damage: [{ card: 'directhit', faceup: false }],
          upgrades: ['r2d2-republic'],
          ...extra,
        } satisfies PositionShip,
      ],
      [
        {
          id: 'b',
          pilot: 'graysquadronbomber',
          pose: { x: 700, y: 800, heading: 180 },
          dial: '1F',
          upgrades: ['protonbombs'],
          ...(extra.round?.activated ? {} : { round: { activated: true } }),
        },
      ],
      bomb ? { devices: [{ card: 'protonbombs', owner: 'b', pose: { x: 400, y: 440, heading: 0 }, id: 'pb' }] } : {},
    );
const r2Asked = (seen: ReturnType<typeof playUntil>) =>
  seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('R2-D2'));
const r2Play = (answer: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) => (d.kind === 'use-ability' && d.prompt.includes('R2-D2') ? [answer] : undefined),
  );

SPECS.push(
  {
    source: 'upgrade:r2d2-republic:0',
    applies: {
      name: 'after its activation: a charge and a deplete token, the proton bomb at range 1 removed (not detonated)',
      state: r2Table(),
      play: r2Play('use:device:pb'),
      check: (s, seen) => {
        expect(r2Asked(seen)?.options.map((o) => o.id)).toEqual([
          'use:repair-facedown',
          'use:shield',
          'use:device:pb',
          'decline',
        ]);
        expect(s.devices).toEqual([]);
        expect(s.log.some((e) => e.type === 'device-detonated')).toBe(false);
        expect(shipOf(s, 'a').tokens.deplete).toBe(1);
        expect(shipOf(s, 'a').upgrades[0]!.charges).toBe(1);
        expect(shipOf(s, 'a').damage).toHaveLength(1);
      },
    },
    doesNotApply: [
      {
        name: 'the TIE bomber ends its activation (the ARC has activated): not asked',
        state: r2Table({ round: { activated: true } }),
        play: r2Play('use:device:pb'),
        check: (s, seen) => {
          expect(r2Asked(seen)).toBeUndefined();
          // The bomb detonates as the phase ends: never removed by an ability.
          expect(s.log.some((e) => e.type === 'device-removed' && e.ship !== undefined)).toBe(false);
        },
      },
      {
        name: 'nothing to repair, recover or remove: not asked',
        state: r2Table({ shields: 3, damage: [] }, false),
        play: r2Play('use:shield'),
        check: (s, seen) => expect(r2Asked(seen)).toBeUndefined(),
      },
    ],
  },
  {
    source: 'upgrade:r2d2-republic:0',
    applies: {
      name: 'the shield answered: one shield recovered (no bomb near)',
      state: r2Table({}, false),
      play: r2Play('use:shield'),
      check: (s) => expect(shipOf(s, 'a').shields).toBe(3),
    },
    doesNotApply: [],
  },
  {
    source: 'upgrade:r2d2-republic:0',
    applies: {
      name: 'the facedown card answered: it is repaired (discarded)',
      state: r2Table({}, false),
      play: r2Play('use:repair-facedown'),
      check: (s) => expect(shipOf(s, 'a').damage).toEqual([]),
    },
    doesNotApply: [],
  },
);

/**
 * R1-J5 on a Resistance T-70 (x, a white 2-turn: no stress removed) with `stress` stress tokens and `damage`; `more`
 * upgrades beside it; with `other`, a second T-70 (y, no R1-J5) holding a faceup Fuel Leak. A TIE far away.
 */
function r1Table(stress: number, damage: DamageCardState[], more: string[] = [], other = false) {
  return () =>
    position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'bluesquadronrookie',
          pose: { x: 300, y: 150, heading: 0 },
          dial: '2T',
          damage,
          upgrades: ['r1j5', ...more],
          ...(stress > 0 ? { tokens: { stress } } : {}),
        } satisfies PositionShip,
        ...(other
          ? [
              {
                id: 'y',
                pilot: 'bluesquadronrookie',
                pose: { x: 600, y: 150, heading: 0 },
                dial: '2T',
                damage: [{ card: 'fuelleak', faceup: true }],
              } satisfies PositionShip,
            ]
          : []),
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
    );
}
/** Takes the first card action whose id starts with `prefix`; answers R1-J5's question with `r1` ('use' / 'decline'). */
const r1Play =
  (prefix: string, r1 = 'use') =>
  (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => {
        if (d.kind === 'use-ability' && d.prompt.includes('R1-J5')) return [r1];
        const o = d.kind === 'choose-action' ? d.options.find((x) => x.id.startsWith(prefix)) : undefined;
        return o ? [o.id] : undefined;
      },
    );
const r1Asked = (seen: ReturnType<typeof playUntil>) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('R1-J5'));

SPECS.push(
  {
    source: 'upgrade:r1j5:0',
    standing: true,
    applies: {
      name: 'two stress tokens: the Fuel Leak is repaired by its own action all the same',
      state: r1Table(2, [{ card: 'fuelleak', faceup: true }]),
      play: r1Play('card:damage:fuelleak', 'decline'),
      check: (s, seen) => {
        expect(actionIds(seen).some((id) => id.startsWith('card:damage:fuelleak'))).toBe(true);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'fuelleak', faceup: false }]);
      },
    },
    doesNotApply: {
      name: 'three stress tokens: no action at all, the Fuel Leak stays faceup',
      state: r1Table(3, [{ card: 'fuelleak', faceup: true }]),
      play: r1Play('card:damage:fuelleak', 'decline'),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(false);
        expect(shipOf(s, 'x').damage).toEqual([{ card: 'fuelleak', faceup: true }]);
      },
    },
  },
  {
    source: 'upgrade:r1j5:0',
    applies: {
      name: 'a faceup Ship card repaired: a charge spent to repair it again (discarded)',
      state: r1Table(0, [{ card: 'fuelleak', faceup: true }]),
      play: r1Play('card:damage:fuelleak'),
      check: (s) => {
        expect(shipOf(s, 'x').damage).toEqual([]);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(2);
      },
    },
    doesNotApply: [
      {
        name: 'another ship repairs its faceup Fuel Leak: not asked',
        state: r1Table(0, [], [], true),
        play: r1Play('card:damage:fuelleak'),
        check: (s, seen) => {
          expect(r1Asked(seen)).toBe(false);
          expect(shipOf(s, 'y').damage).toEqual([{ card: 'fuelleak', faceup: false }]);
        },
      },
      {
        name: 'a facedown card repaired (discarded by R5 Astromech): nothing left to repair again',
        state: r1Table(0, [{ card: 'hullbreach', faceup: false }], ['r5astromech']),
        play: r1Play('card:upgrade:r5astromech:0#0'),
        check: (s, seen) => {
          expect(r1Asked(seen)).toBe(false);
          expect(shipOf(s, 'x').damage).toEqual([]);
          expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(3);
        },
      },
      {
        name: 'a faceup Pilot card repaired (Wounded Pilot): not asked',
        state: r1Table(0, [{ card: 'woundedpilot', faceup: true }]),
        play: r1Play('card:damage:woundedpilot'),
        check: (s, seen) => {
          expect(r1Asked(seen)).toBe(false);
          expect(shipOf(s, 'x').damage).toEqual([{ card: 'woundedpilot', faceup: false }]);
        },
      },
    ],
  },
);
