/**
 * Card specs for abilities/cards/movement/configurations.ts. Rules: 000 Configuration upgrades ("Dual-sided cards");
 * 001 Activation Phase; 000 Attack (Roll Attack Dice), Bullseye Arc.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { parseManeuver, resolveMove } from '@xwing/geometry';
import { actionOffered, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, farXwing, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** A T-70 at (400, 300) facing up with Integrated S-foils closed (and `more` upgrades), a TIE at (x, 490). */
const t70Engagement =
  (tieX: number, more: string[] = [], extra: { locks?: string[] } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'bluesquadronrookie', 400, 300, {
          upgrades: [{ xws: 'integratedsfoils', side: 0 }, ...more],
          ...extra,
        }),
      ],
      [imperial('t', 'academypilot', tieX, 490)],
    );

/** The T-70 about to activate (or, `activated`, done for this round while the TIE activates). */
const t70Activation = (side: 0 | 1, activated: boolean) => () =>
  position(
    'activation',
    [
      rebel('x', 'bluesquadronrookie', 400, 150, {
        dial: '2F',
        upgrades: [{ xws: 'integratedsfoils', side }],
        ...(activated ? { round: { activated: true } } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );

const flipSpec = (side: 0 | 1): CardSpec => ({
  source: `upgrade:integratedsfoils:${side}`,
  applies: kase(
    `side ${side} is flipped before the T-70 reveals its dial`,
    t70Activation(side, false),
    playing(leaves('activation'), () => useAbilityOf('Integrated S-foils')),
    (s, seen) => {
      expect(seen.filter((d) => offered([d], 'Integrated S-foils')).map((d) => d.ship)).toEqual(['x']);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(1 - side);
      expect(usedIndexes(s, `upgrade:integratedsfoils:${side}`)).toEqual([side === 0 ? 1 : 0]);
      const flipped = s.log.findIndex((e) => e.type === 'upgrade-flipped' && e.ship === 'x');
      const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
      expect(flipped).toBeGreaterThanOrEqual(0);
      expect(flipped).toBeLessThan(revealed);
    },
  ),
  doesNotApply: kase(
    'the T-70 has activated already: only the TIE activates, and nobody is asked',
    t70Activation(side, true),
    playing(leaves('activation'), () => useAbilityOf('Integrated S-foils')),
    (s, seen) => {
      expect(offered(seen, 'Integrated S-foils')).toBe(false);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(side);
    },
  ),
});

/** A Gauntlet fighter (`g`) with Swivel Wing on `side`, about to execute `dial`; `others` beside it. */
const gauntletTable =
  (side: 0 | 1, dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'mandalorianresistancepilot', 400, 200, {
          dial,
          upgrades: [{ xws: 'swivelwing', side }],
          ...extra,
        }),
        ...others,
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const swivelPlay = playing(leaves('activation'), () => useAbilityOf('Swivel Wing'));
const headingOf = (s: GameState, id: string) => shipOf(s, id).pose!.heading;
const swivelEngagement = () =>
  position(
    'engagement',
    [rebel('g', 'mandalorianresistancepilot', 400, 300, { upgrades: [{ xws: 'swivelwing', side: 1 }] })],
    [imperial('t', 'academypilot', 400, 490)],
  );

/** A B-wing (`b`) with closed Stabilized S-foils, about to activate (critically damaged or not). */
const bwingTable =
  (critical: boolean, activated = false) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'bluesquadronpilot', 400, 150, {
          dial: '2F',
          upgrades: [{ xws: 'stabilizedsfoils', side: 0 }],
          ...(critical ? { damage: [{ card: 'directhit', faceup: true }] } : {}),
          ...(activated ? { round: { activated: true } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const bwingPlay = playing(leaves('activation'), () => useAbilityOf('Stabilized S-foils'));

/** A U-wing (`u`) with Pivot Wing on `side`, about to execute `dial`; `others` beside it. */
const uwingTable =
  (side: 0 | 1, dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('u', 'bluesquadronscout', 400, 200, { dial, upgrades: [{ xws: 'pivotwing', side }], ...extra }),
        ...others,
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const pivotTurn = playing(
  leaves('activation'),
  () => (d) => (d.kind === 'use-ability' && d.prompt.includes('turn your ship') ? ['use:90'] : undefined),
);
const pivotFlip = playing(
  leaves('activation'),
  () => (d) => (d.kind === 'use-ability' && d.prompt.includes('flip this card') ? ['use'] : undefined),
);
const pivotEngagement = () =>
  position(
    'engagement',
    [rebel('u', 'bluesquadronscout', 400, 300, { upgrades: [{ xws: 'pivotwing', side: 0 }] })],
    [imperial('t', 'academypilot', 400, 490)],
  );
const pivotFlipSpec = (side: 0 | 1): CardSpec => ({
  source: `upgrade:pivotwing:${side}`,
  applies: kase(
    `side ${side} is flipped before the U-wing reveals its dial`,
    uwingTable(side, '2F'),
    pivotFlip,
    (s) => {
      expect(shipOf(s, 'u').upgrades[0]!.side).toBe(1 - side);
      const flipped = s.log.findIndex((e) => e.type === 'upgrade-flipped' && e.ship === 'u');
      expect(flipped).toBeLessThan(s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'u'));
    },
  ),
  doesNotApply: kase(
    'the U-wing has activated already: a wingman activates, nobody is asked',
    uwingTable(side, '2F', { round: { activated: true } }, [rebel('w', 'bluesquadronscout', 150, 200, { dial: '2F' })]),
    pivotFlip,
    (s, seen) => {
      expect(offered(seen, 'Pivot Wing')).toBe(false);
      expect(shipOf(s, 'u').upgrades[0]!.side).toBe(side);
    },
  ),
});

/** A shieldless or shielded X-wing with `card` (L3-37's Programming) and a stress token executes `dial`. */
const l337Table =
  (shields: number, dial: string, card: { xws: string; side: 0 | 1 } = { xws: 'l337', side: 1 }) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial,
          shields,
          upgrades: [card],
          tokens: { stress: 1 },
        }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );

/** A TIE Defender (`d`, at (400, 700) facing down) with TIE Defender Elite and `stress` tokens executes `dial`. */
const eliteTable = (dial: string, stress: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 100, 60, { dial: '1F' })],
    [imperial('d', 'onyxsquadronace', 400, 700, { dial, upgrades: ['tiedefenderelite'], tokens: { stress } })],
  );
const stressOf = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
/** An Alpha Squadron TIE/in (`i`, Autothrusters) with these upgrades flies a 2 straight in the open. */
const interceptorTable = (upgrades: NonNullable<PositionShip['upgrades']>) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 100, 60, { dial: '1F' })],
    [imperial('i', 'alphasquadronpilot', 400, 700, { dial: '2F', upgrades })],
  );

/**
 * Struts, closed (side 0): a Vulture droid (`v`, or a Hyena bomber for Landing Struts) at (400, 150) flies a 2-straight
 * (template x 390..410, y 170..250; it ends at (400, 270), base y 250..290) towards obstacle `rock` at (400, `y`):
 * Asteroid 1 at y 270 lies under its end (overlapped), at y 210 only under the template (moved through). `friends`: two
 * friendly ships touching the obstacle beside the end.
 */
function strutsClosedSpec(xws: string, pilot: string, name: string): CardSpec {
  const table =
    (opts: { rock?: string; y?: number; friends?: boolean } = {}) =>
    () =>
      position(
        'activation',
        [
          rebel('v', pilot, 400, 150, { dial: '2F', upgrades: [{ xws, side: 0 }] }),
          ...(opts.friends
            ? [
                rebel('f1', pilot, 350, 270, { round: { activated: true } }),
                rebel('f2', pilot, 450, 270, { round: { activated: true } }),
              ]
            : []),
        ],
        [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
        { obstacles: [{ name: opts.rock ?? 'asteroid-1', pose: { x: 400, y: opts.y ?? 270, heading: 0 } }] },
      );
  const play = (use: boolean) =>
    playing(leaves('activation'), () => (use ? picks('use-instead', 'use') : () => undefined));
  const asked = (seen: readonly Decision[]) => seen.some((d) => d.kind === 'use-instead' && d.prompt.includes(name));
  const side = (s: GameState) => shipOf(s, 'v').upgrades.find((u) => u.xws === xws)!.side;
  const hits = (s: GameState) => logged(s, 'obstacle-hit', 'v');
  return {
    source: `upgrade:${xws}:0`,
    applies: kase(
      'its 2-straight ends on an asteroid: it lands unharmed and the card flips open',
      table(),
      play(true),
      (s) => {
        expect(hits(s)).toHaveLength(0);
        expect(side(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('it only flies through the asteroid: not asked, it is hit', table({ y: 210 }), play(true), (s, seen) => {
        expect(asked(seen)).toBe(false);
        expect(hits(s)).toHaveLength(1);
        expect(side(s)).toBe(0);
      }),
      kase('a gas cloud under its end: not asked', table({ rock: 'gas-cloud-1' }), play(true), (s, seen) => {
        expect(asked(seen)).toBe(false);
        expect(side(s)).toBe(0);
      }),
      kase(
        'two other friendly ships touch the (larger) asteroid: not asked',
        table({ rock: 'asteroid-4', friends: true }),
        play(true),
        (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(hits(s)).toHaveLength(1);
        },
      ),
      kase('it declines: the asteroid hits it and the card stays closed', table(), play(false), (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(hits(s)).toHaveLength(1);
        expect(side(s)).toBe(0);
      }),
    ],
  };
}

/**
 * Struts, open (side 1): three landed ships. `a` at (200, 150) sits on an asteroid and reveals a 1 left turn (a stress
 * token on it); `b` at (400, 150) on another reveals a 2-straight; `c` at (600, 150), on no obstacle, reveals a 1 left
 * turn.
 */
function strutsOpenSpec(xws: string, pilot: string): CardSpec {
  // Asteroid 12 turned across (43 mm wide, 19.5 mm deep) lies inside the ship's base: a 2-straight's template, from the
  // base's front edge, does not touch it.
  const rock = (x: number) => ({ name: 'asteroid-12', pose: { x, y: 150, heading: 90 } });
  const open: Partial<PositionShip> = { upgrades: [{ xws, side: 1 }] };
  const side = (s: GameState, id: string) => shipOf(s, id).upgrades.find((u) => u.xws === xws)!.side;
  return {
    source: `upgrade:${xws}:1`,
    applies: kase(
      'on the asteroid a 1 turn is skipped (it turns 90° left, loses its stress, cannot barrel roll); a 2-straight and a move off any rock flip the card',
      () =>
        position(
          'activation',
          [
            rebel('a', pilot, 200, 150, { dial: '1T', tokens: { stress: 1 }, ...open }),
            rebel('b', pilot, 400, 150, { dial: '2F', ...open }),
            rebel('c', pilot, 600, 150, { dial: '1T', ...open }),
          ],
          [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
          { obstacles: [rock(200), rock(400)] },
        ),
      playing(leaves('activation')),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a')).toHaveLength(0);
        expect(shipOf(s, 'a').pose).toEqual({ x: 200, y: 150, heading: 270 });
        expect(shipOf(s, 'a').tokens.stress ?? 0).toBe(0);
        expect(side(s, 'a')).toBe(1);
        const aActions = seen.find((d) => d.kind === 'choose-action' && d.ship === 'a')?.options.map((o) => o.id) ?? [];
        expect(aActions.some((id) => id.startsWith('lock') || id.startsWith('calculate'))).toBe(true);
        expect(aActions.some((id) => id.startsWith('barrel-roll'))).toBe(false);
        expect(shipOf(s, 'b').pose!.y).toBeCloseTo(270, 6);
        expect(logged(s, 'obstacle-hit')).toHaveLength(0);
        expect(side(s, 'b')).toBe(0);
        expect(side(s, 'c')).toBe(0);
      },
    ),
    doesNotApply: kase(
      'the landed ship has activated; a wingman on an asteroid reveals a 1 turn and flies it',
      () =>
        position(
          'activation',
          [
            rebel('a', pilot, 200, 150, { round: { activated: true }, ...open }),
            rebel('w', pilot, 400, 150, { dial: '1T' }),
          ],
          [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
          { obstacles: [rock(200), rock(400)] },
        ),
      playing(leaves('activation')),
      (s) => {
        expect(logged(s, 'maneuver-executed', 'w')).toHaveLength(1);
        expect(side(s, 'a')).toBe(1);
      },
    ),
  };
}

/**
 * An HMP droid gunship (`h`) with Repulsorlift Stabilizers (inactive) and a stress token at (400, 150) executes a 3
 * straight (white, blue with the card: the stress token goes); a TIE at (400, 300) cuts it short when `block`; a
 * wingman HMP (`w`, the card's ship having activated) executes it instead when `wing`. The card is flipped when asked.
 */
const repulsorTable =
  (opts: { block?: boolean; wing?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'separatistpredator', 400, 150, {
          dial: '3F',
          upgrades: ['repulsorliftstabilizers'],
          tokens: { stress: 1 },
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'separatistpredator', 200, 150, { dial: '3F', tokens: { stress: 1 } })] : []),
      ],
      [imperial('t', 'academypilot', opts.block ? 400 : 100, opts.block ? 300 : 850, { round: { activated: true } })],
    );
const repulsorPlay = playing(leaves('activation'), () => useAbilityOf('Repulsorlift Stabilizers'));
/** An HMP gunship (`h`) with Repulsorlift Stabilizers active reveals `dial`; a wingman, or a TIE in its path. */
const activeTable =
  (dial: string, opts: { wing?: boolean; block?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'separatistpredator', 400, 150, {
          dial,
          upgrades: [{ xws: 'repulsorliftstabilizers', side: 1 }],
          ...(opts.wing ? { round: { activated: true } } : {}),
        }),
        ...(opts.wing ? [rebel('w', 'separatistpredator', 200, 150, { dial })] : []),
      ],
      [imperial('t', 'academypilot', opts.block ? 400 : 100, opts.block ? 280 : 850, { round: { activated: true } })],
    );
/** Uses the active side's flip when asked (never the inactive side's, which would flip the card back). */
const activePlay = playing(
  leaves('activation'),
  () => (d) =>
    d.kind === 'use-ability' &&
    d.options.some((o) => o.effect?.kind === 'use-ability' && o.effect.source === 'upgrade:repulsorliftstabilizers:1')
      ? ['use']
      : undefined,
);
const sideOf = (s: GameState) => shipOf(s, 'h').upgrades.find((u) => u.xws === 'repulsorliftstabilizers')!.side;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:repulsorliftstabilizers:0',
    applies: kase(
      'its 3 straight is blue (the stress token goes), then the card flips',
      repulsorTable(),
      repulsorPlay,
      (s) => {
        expect(shipOf(s, 'h').tokens.stress ?? 0).toBe(0);
        expect(usedIndexes(s, 'upgrade:repulsorliftstabilizers:0')).toEqual([1]);
        expect(sideOf(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the 3 straight cut short by a TIE: no flip offered',
        repulsorTable({ block: true }),
        repulsorPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'h')[0]!.data?.partial).toBe(true);
          expect(offered(seen, 'Repulsorlift Stabilizers')).toBe(false);
          expect(sideOf(s)).toBe(0);
        },
      ),
      kase(
        'a wingman’s 3 straight: no flip offered, and it stays white',
        repulsorTable({ wing: true }),
        repulsorPlay,
        (s, seen) => {
          expect(offered(seen, 'Repulsorlift Stabilizers')).toBe(false);
          expect(shipOf(s, 'w').tokens.stress).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:repulsorliftstabilizers:1',
    applies: kase(
      'active, its 2 bank left is a sideslip (placed by the geometry), and the card flips to its inactive side',
      activeTable('2B'),
      activePlay,
      (s) => {
        const golden = resolveMove({
          base: 'small',
          pose: { x: 400, y: 150, heading: 0 },
          maneuver: parseManeuver('2B'),
          sideslip: true,
        }).final;
        expect(shipOf(s, 'h').pose).toEqual(golden);
        expect(usedIndexes(s, 'upgrade:repulsorliftstabilizers:1')).toEqual([0]);
        expect(sideOf(s)).toBe(0);
      },
    ),
    doesNotApply: [
      kase('a wingman’s 2 bank: no sideslip, no flip', activeTable('2B', { wing: true }), activePlay, (s) => {
        expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.sideslip)).toEqual([undefined]);
        expect(sideOf(s)).toBe(1);
      }),
      kase(
        'a 2 straight is no bank or turn: executed plainly, the card kept (its flip declined)',
        activeTable('2F'),
        playing(leaves('activation'), () => () => undefined),
        (s) => {
          expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.sideslip)).toEqual([undefined]);
          expect(sideOf(s)).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:repulsorliftstabilizers:1',
    applies: kase('active, after a full 2 straight, the card flips', activeTable('2F'), activePlay, (s) => {
      expect(usedIndexes(s, 'upgrade:repulsorliftstabilizers:1')).toEqual([1]);
      expect(sideOf(s)).toBe(0);
    }),
    doesNotApply: [
      kase('a wingman’s full 2 straight: no flip offered', activeTable('2F', { wing: true }), activePlay, (s, seen) => {
        expect(offered(seen, 'Repulsorlift Stabilizers')).toBe(false);
        expect(sideOf(s)).toBe(1);
      }),
      kase(
        'a 2 straight cut short by a TIE: not fully executed, no flip offered',
        activeTable('2F', { block: true }),
        activePlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'h')[0]!.data?.partial).toBe(true);
          expect(offered(seen, 'Repulsorlift Stabilizers')).toBe(false);
          expect(sideOf(s)).toBe(1);
        },
      ),
    ],
  },
  strutsClosedSpec('grapplingstruts', 'tradefederationdrone', 'Grappling Struts'),
  strutsOpenSpec('grapplingstruts', 'tradefederationdrone'),
  strutsClosedSpec('landingstruts', 'technounionbomber', 'Landing Struts'),
  strutsOpenSpec('landingstruts', 'technounionbomber'),
  {
    source: 'upgrade:pivotwing:0',
    applies: kase(
      'closed, after its stationary maneuver it turns 90° right and stays closed',
      uwingTable(0, '0O'),
      pivotTurn,
      (s) => {
        expect(headingOf(s, 'u')).toBe(90);
        expect(shipOf(s, 'u').upgrades[0]!.side).toBe(0);
      },
    ),
    doesNotApply: [
      kase('after a 2 straight', uwingTable(0, '2F'), pivotTurn, (s, seen) => {
        expect(offered(seen, 'turn your ship')).toBe(false);
        expect(headingOf(s, 'u')).toBe(0);
      }),
      kase(
        'a wingman’s stationary maneuver while the U-wing has activated',
        uwingTable(0, '2F', { round: { activated: true } }, [
          rebel('w', 'bluesquadronscout', 150, 200, { dial: '0O' }),
        ]),
        pivotTurn,
        (s, seen) => {
          expect(offered(seen, 'turn your ship')).toBe(false);
          expect(headingOf(s, 'u')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:pivotwing:0',
    standing: true,
    applies: kase('closed, the U-wing defends with 1 die, not 2', pivotEngagement, attackPlay('t', 'u'), (_s, seen) =>
      expect(diceCounts(seen, 't', 'u').defense).toBe(1),
    ),
    doesNotApply: kase(
      'closed, the U-wing attacks: the TIE defends with its own 3 dice',
      pivotEngagement,
      attackPlay('u', 't'),
      (_s, seen) => expect(diceCounts(seen, 'u', 't').defense).toBe(3),
    ),
  },
  pivotFlipSpec(0),
  pivotFlipSpec(1),
  {
    source: 'upgrade:l337:1',
    standing: true,
    applies: kase(
      'without shields, a white 3 bank is blue: the stress token goes',
      l337Table(0, '3B'),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'x')).toBe(0),
    ),
    doesNotApply: [
      kase('shielded, the 3 bank stays white', l337Table(2, '3B'), playing(leaves('activation')), (s) =>
        expect(stressOf(s, 'x')).toBe(1),
      ),
      kase('without shields, a white 3 turn stays white', l337Table(0, '3T'), playing(leaves('activation')), (s) =>
        expect(stressOf(s, 'x')).toBe(1),
      ),
    ],
  },
  {
    source: 'upgrade:l337sprogramming-battleofyavin:0',
    standing: true,
    applies: kase(
      'without shields, a white 3 bank is blue: the stress token goes',
      l337Table(0, '3B', { xws: 'l337sprogramming-battleofyavin', side: 0 }),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'x')).toBe(0),
    ),
    doesNotApply: kase(
      'shielded, the 3 bank stays white',
      l337Table(2, '3B', { xws: 'l337sprogramming-battleofyavin', side: 0 }),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'x')).toBe(1),
    ),
  },
  {
    source: 'upgrade:maneuverassistmgk300:0',
    standing: true,
    applies: kase(
      'a white 3 straight is blue: the stress token goes',
      l337Table(2, '3F', { xws: 'maneuverassistmgk300', side: 0 }),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'x')).toBe(0),
    ),
    doesNotApply: [
      kase(
        'a white 4 straight stays white',
        l337Table(2, '4F', { xws: 'maneuverassistmgk300', side: 0 }),
        playing(leaves('activation')),
        (s) => expect(stressOf(s, 'x')).toBe(1),
      ),
      kase(
        'a white 3 turn stays white',
        l337Table(2, '3T', { xws: 'maneuverassistmgk300', side: 0 }),
        playing(leaves('activation')),
        (s) => expect(stressOf(s, 'x')).toBe(1),
      ),
    ],
  },
  {
    source: 'upgrade:tiedefenderelite:0',
    standing: true,
    applies: kase(
      'a white 3 turn is blue: the stress token goes',
      eliteTable('3T', 1),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'd')).toBe(0),
    ),
    doesNotApply: kase('a white 3 bank stays white', eliteTable('3B', 1), playing(leaves('activation')), (s) =>
      expect(stressOf(s, 'd')).toBe(1),
    ),
  },
  {
    source: 'upgrade:tiedefenderelite:0',
    standing: true,
    applies: kase(
      'a white 4 Koiogran turn is red: a stress token',
      eliteTable('4K', 0),
      playing(leaves('activation')),
      (s) => expect(stressOf(s, 'd')).toBe(1),
    ),
    doesNotApply: kase('a blue 4 straight stays blue', eliteTable('4F', 0), playing(leaves('activation')), (s) =>
      expect(stressOf(s, 'd')).toBe(0),
    ),
  },
  {
    source: 'upgrade:sensitivecontrols:0',
    standing: true,
    applies: kase(
      'after its focus action: Autothrusters (taken away) offers no red barrel roll or boost',
      interceptorTable(['sensitivecontrols']),
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'i')),
      (_s, seen) => expect(actionOffered(seen, 'Autothrusters')).toBe(false),
    ),
    doesNotApply: kase(
      'the card discarded: Autothrusters offers its red barrel roll or boost after the focus action',
      interceptorTable([{ xws: 'sensitivecontrols', discarded: true }]),
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'i')),
      (_s, seen) => expect(actionOffered(seen, 'Autothrusters')).toBe(true),
    ),
  },
  {
    source: 'upgrade:tiedefenderelite:0',
    standing: true,
    applies: kase(
      'its 3 straight fully executed: Full Throttle (taken away) offers no evade action',
      eliteTable('3F', 0),
      playing(leaves('activation')),
      (_s, seen) => expect(actionOffered(seen, 'Full Throttle')).toBe(false),
    ),
    doesNotApply: kase(
      'the card discarded: Full Throttle offers its evade action after the 3 straight',
      () =>
        position(
          'activation',
          [rebel('x', 'redsquadronveteran', 100, 60, { dial: '1F' })],
          [
            imperial('d', 'onyxsquadronace', 400, 700, {
              dial: '3F',
              upgrades: [{ xws: 'tiedefenderelite', discarded: true }],
            }),
          ],
        ),
      playing(leaves('activation')),
      (_s, seen) => expect(actionOffered(seen, 'Full Throttle')).toBe(true),
    ),
  },
  {
    source: 'upgrade:swivelwing:0',
    applies: kase(
      'after its stationary maneuver, down: it turns around and the card flips up',
      gauntletTable(0, '0O'),
      playing(
        leaves('activation'),
        () => (d) => (d.kind === 'use-ability' && d.prompt.includes('Swivel Wing') ? ['use:180'] : undefined),
      ),
      (s) => {
        expect(headingOf(s, 'g')).toBe(180);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
      },
    ),
    doesNotApply: [
      kase('after a 2 straight', gauntletTable(0, '2F'), swivelPlay, (s, seen) => {
        expect(offered(seen, 'Swivel Wing')).toBe(false);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(0);
      }),
      kase(
        'a wingman’s stationary maneuver while the Gauntlet has activated',
        gauntletTable(0, '2F', { round: { activated: true } }, [
          rebel('w', 'mandalorianresistancepilot', 150, 200, { dial: '0O' }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(offered(seen, 'Swivel Wing')).toBe(false);
          expect(headingOf(s, 'g')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:swivelwing:1',
    standing: true,
    applies: kase('up, the Gauntlet defends with 1 die, not 2', swivelEngagement, attackPlay('t', 'g'), (_s, seen) =>
      expect(diceCounts(seen, 't', 'g').defense).toBe(1),
    ),
    doesNotApply: kase(
      'up, the Gauntlet attacks: the TIE defends with its own 3 dice',
      swivelEngagement,
      attackPlay('g', 't'),
      (_s, seen) => expect(diceCounts(seen, 'g', 't').defense).toBe(3),
    ),
  },
  {
    source: 'upgrade:swivelwing:1',
    applies: kase('up, after a full 2 straight it may flip down', gauntletTable(1, '2F'), swivelPlay, (s) =>
      expect(shipOf(s, 'g').upgrades[0]!.side).toBe(0),
    ),
    doesNotApply: [
      kase('after its stationary maneuver', gauntletTable(1, '0O'), swivelPlay, (s, seen) => {
        expect(offered(seen, 'Swivel Wing')).toBe(false);
        expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
      }),
      kase(
        'a 2 straight cut short by a TIE in its path',
        gauntletTable(1, '2F', {}, [
          rebel('b', 'redsquadronveteran', 400, 340, { dial: '1F', round: { activated: true } }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'g').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Swivel Wing')).toBe(false);
        },
      ),
      kase(
        'a wingman’s 2 straight while the Gauntlet has activated',
        gauntletTable(1, '0O', { round: { activated: true } }, [
          rebel('w', 'mandalorianresistancepilot', 150, 200, { dial: '2F' }),
        ]),
        swivelPlay,
        (s, seen) => {
          expect(offered(seen, 'Swivel Wing')).toBe(false);
          expect(shipOf(s, 'g').upgrades[0]!.side).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:integratedsfoils:0',
    applies: kase(
      'closed, a primary attack at range 2 on a TIE off the bullseye line rolls 2 dice, not 3',
      t70Engagement(500),
      attackPlay('x', 't'),
      (s, seen) => {
        expect(diceCounts(seen, 'x', 't').attack).toBe(2);
        expect(usedIndexes(s, 'upgrade:integratedsfoils:0')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase(
        'closed, the TIE in the bullseye: the 3 dice of the T-70',
        t70Engagement(400),
        attackPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(3),
      ),
      kase(
        'closed, the T-70 defends (the TIE outside its bullseye): the TIE rolls its own 2 dice',
        t70Engagement(500),
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
      kase(
        'closed, a torpedo attack (not primary) off the bullseye rolls the torpedoes’ 4 dice',
        t70Engagement(500, ['protontorpedoes'], { locks: ['t'] }),
        attackPlay('x', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
      ),
    ],
  },
  flipSpec(0),
  flipSpec(1),
  {
    source: 'upgrade:stabilizedsfoils:0',
    applies: kase('the B-wing flips its closed S-foils before revealing', bwingTable(false), bwingPlay, (s, seen) => {
      expect(offered(seen, 'Stabilized S-foils')).toBe(true);
      expect(shipOf(s, 'b').upgrades[0]!.side).toBe(1);
    }),
    doesNotApply: [
      kase('critically damaged (a faceup Direct Hit!)', bwingTable(true), bwingPlay, (s, seen) => {
        expect(offered(seen, 'Stabilized S-foils')).toBe(false);
        expect(shipOf(s, 'b').upgrades[0]!.side).toBe(0);
      }),
      kase('the B-wing has activated already', bwingTable(false, true), bwingPlay, (_s, seen) =>
        expect(offered(seen, 'Stabilized S-foils')).toBe(false),
      ),
    ],
  },
];

/** A Vulture droid (`v`, DFS-311's loadout: Strut-Lock Override) flies a 2 straight across an asteroid. */
const DFS311 = ['discordmissiles', 'contingencyprotocol-siegeofcoruscant', 'strutlockoverride-siegeofcoruscant'];
const strutTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('v', 'dfs311-siegeofcoruscant', 400, 700, { dial: '2F', upgrades: DFS311, ...extra }), ...others],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 640, heading: 0 } }] },
    );
const strutPlay = playing(leaves('activation'), () => useAbilityOf('Strut-Lock Override'));
SPECS.push({
  source: 'upgrade:strutlockoverride-siegeofcoruscant:0',
  applies: kase('a charge: the asteroid does nothing to it', strutTable(), strutPlay, (s) =>
    expect(logged(s, 'obstacle-hit', 'v')).toHaveLength(0),
  ),
  doesNotApply: [
    kase(
      'it has activated; a TIE crosses the asteroid',
      strutTable({ dial: '1F', round: { activated: true }, pose: { x: 200, y: 700, heading: 180 } }, [
        imperial('o', 'academypilot', 400, 700, { dial: '2F' }),
      ]),
      strutPlay,
      (s, seen) => {
        expect(offered(seen, 'Strut-Lock Override')).toBe(false);
        expect(logged(s, 'obstacle-hit', 'o')).toHaveLength(1);
      },
    ),
  ],
});

/**
 * A Separatist Interceptor (`t`, initiative 3) with Intercept Booster (`charges`) at (400, 750) in `phase`; a Colicoid
 * Interceptor (`w`, initiative 1, no card) beside it, whose System step comes first.
 */
const boosterTable = (phase: 'system' | 'activation' | 'end', charges: number) => () =>
  position(
    phase,
    [
      farXwing(),
      // In the Interceptor's front arc (activated): the Engagement Phase asks a question, where a play may stop.
      rebel('x', 'redsquadronveteran', 400, 600, { dial: '1F', round: { activated: true } }),
    ],
    [
      imperial('t', 'separatistinterceptor', 400, 750, {
        dial: '1F',
        upgrades: [{ xws: 'interceptbooster', charges }],
      }),
      imperial('w', 'colicoidinterceptor', 200, 750, { dial: '1F' }),
    ],
  );
/** The ship whose System step it was each time Intercept Booster asked. */
const boosterAt: string[] = [];
/** Plays on to the next round's dials: the booster's question is answered with a disarm token. */
const boosterPlay = (s: GameState): Decision[] => {
  boosterAt.length = 0;
  return playing(
    (st) => st.round > 1,
    () => (d: Decision, st: GameState) => {
      if (d.kind === 'use-ability' && d.prompt.includes('Intercept Booster')) {
        boosterAt.push(st.cursor.done?.at(-1) ?? '');
        return ['use:disarm'];
      }
      return undefined;
    },
  )(s);
};
const boosterSide = (s: GameState) => shipOf(s, 't').upgrades[0]!.side;
SPECS.push({
  source: 'upgrade:interceptbooster:0',
  applies: kase(
    'its own System step: a disarm token kept it attached; its last charge gone in the End Phase, it flips',
    boosterTable('system', 1),
    boosterPlay,
    (s) => {
      expect(boosterAt).toEqual(['t']);
      expect(logged(s, 'token-gained', 't').map((e) => e.data?.token)).toEqual(['disarm']);
      expect(shipOf(s, 't').upgrades[0]!.charges).toBe(0);
      expect(boosterSide(s)).toBe(1);
    },
  ),
  doesNotApply: [
    kase(
      'no charge as the Activation Phase ends: it stays attached',
      boosterTable('activation', 0),
      playing(leaves('activation')),
      (s) => expect(boosterSide(s)).toBe(0),
    ),
    kase(
      'a charge left as the End Phase ends: it stays attached',
      boosterTable('end', 2),
      playing(leaves('end')),
      (s) => {
        expect(shipOf(s, 't').upgrades[0]!.charges).toBe(1);
        expect(boosterSide(s)).toBe(0);
      },
    ),
  ],
});
