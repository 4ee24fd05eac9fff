/**
 * Card specs for the modifications of abilities/cards/support/modifications.ts. Rules: 000 "Phase 5: End Phase",
 * "Suffering Damage", "Additional Token Rules" (red tokens, removing a token).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  type Answer,
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
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const baffleTable = (tokens: PositionShip['tokens']) => () =>
  position(
    'end',
    [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['electronicbaffle'], tokens })],
    [imperial('t', 'academypilot', 400, 800)],
  );
const bafflePlay = playing(leaves('end'), () => useAbilityOf('Electronic Baffle'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:electronicbaffle:0',
    applies: kase(
      'stressed: one shield lost, the stress removed',
      baffleTable({ stress: 1 }),
      bafflePlay,
      (s, seen) => {
        expect(offered(seen, 'Electronic Baffle')).toBe(true);
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase('only a focus token (green): not offered', baffleTable({ focus: 1 }), bafflePlay, (s, seen) => {
      expect(offered(seen, 'Electronic Baffle')).toBe(false);
      expect(shipOf(s, 'x').shields).toBe(2);
    }),
  },
];

/**
 * Synchronized Console (000 "Lock"; 001 Engagement Phase, after an attack): a V-19 at (400, 300) with the console and,
 * unless said, a lock on the TIE ahead at range 2; a wingman at `wingX` (range 1 at 520, range 2 at 600) equipping
 * `wingUp`.
 */
const syncTable =
  (wingX: number, wingUp: string[] = [], lock = true) =>
  () =>
    position(
      'engagement',
      [
        rebel('a', 'bluesquadronprotector', 400, 300, {
          upgrades: ['synchronizedconsole'],
          ...(lock ? { locks: ['t'] } : {}),
        }),
        rebel('w', 'goldsquadrontrooper', wingX, 300, { upgrades: wingUp }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const syncPlay = attackPlay('a', 't', () => picks('use-ability', 'use:w', 'a'));
const wingLocked = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'w').locks.some((l) => l.target === 't');

SPECS.push(
  {
    source: 'upgrade:synchronizedconsole:0',
    applies: kase(
      'after attacking, the lock on the defender is spent: the wingman at range 1 locks it',
      syncTable(520),
      syncPlay,
      (s, seen) => {
        expect(offered(seen, 'Synchronized Console')).toBe(true);
        expect(shipOf(s, 'a').locks).toEqual([]);
        expect(wingLocked(s)).toBe(true);
        expect(logged(s, 'lock-spent', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('no lock on the defender: not offered', syncTable(520, [], false), syncPlay, (s, seen) => {
        expect(offered(seen, 'Synchronized Console')).toBe(false);
        expect(wingLocked(s)).toBe(false);
      }),
      kase(
        'it defends against the ship it locks: not offered',
        syncTable(520),
        attackPlay('t', 'a', () => picks('use-ability', 'use:w', 'a')),
        (s, seen) => {
          expect(offered(seen, 'Synchronized Console')).toBe(false);
          expect(shipOf(s, 'a').locks).toEqual([{ target: 't' }]);
        },
      ),
      kase('the wingman at range 2 without a console: no ship to choose', syncTable(600), syncPlay, (s, seen) => {
        expect(offered(seen, 'Synchronized Console')).toBe(false);
        expect(wingLocked(s)).toBe(false);
      }),
    ],
  },
  {
    source: 'upgrade:synchronizedconsole:0',
    applies: kase(
      'the wingman at range 2 equips a console too: it locks the defender',
      syncTable(600, ['synchronizedconsole']),
      syncPlay,
      (s) => {
        expect(shipOf(s, 'a').locks).toEqual([]);
        expect(wingLocked(s)).toBe(true);
      },
    ),
    doesNotApply: kase(
      'the wingman beyond range 3 with a console: no ship to choose',
      syncTable(900, ['synchronizedconsole']),
      syncPlay,
      (s, seen) => {
        expect(offered(seen, 'Synchronized Console')).toBe(false);
        expect(wingLocked(s)).toBe(false);
      },
    ),
  },
);

/**
 * Target Assist Algorithm (001 Engagement 1, before engaging): an X-wing `c` (initiative 2) with it and `tokens`, a TIE
 * (initiative 3, engaging first) at (400, `tY`): straight ahead at 490, behind at 100.
 */
const assistTable =
  (tY: number, tokens: PositionShip['tokens'] = {}) =>
  () =>
    position(
      'engagement',
      [rebel('c', 'bluesquadronescort', 400, 300, { upgrades: ['targetassistalgorithm-battleoverendor'], tokens })],
      [imperial('t', 'blacksquadronace', 400, tY)],
    );
const assistCalcs = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'c').filter((e) => e.data?.token === 'calculate').length;

SPECS.push({
  source: 'upgrade:targetassistalgorithm-battleoverendor:0',
  applies: kase(
    'the TIE in its front arc, no green token: a calculate',
    assistTable(490),
    playing(leaves('engagement')),
    (s) => expect(assistCalcs(s)).toBe(1),
  ),
  doesNotApply: [
    kase('a focus token held: no calculate', assistTable(490, { focus: 1 }), playing(leaves('engagement')), (s) =>
      expect(assistCalcs(s)).toBe(0),
    ),
    kase('the TIE behind it: no calculate', assistTable(100), playing(leaves('engagement')), (s) =>
      expect(assistCalcs(s)).toBe(0),
    ),
    kase(
      'the TIE engages first: nothing as it declares its attack',
      assistTable(490),
      playing((s) => s.pending?.kind === 'declare-attack' && s.pending.ship === 't'),
      (s) => expect(assistCalcs(s)).toBe(0),
    ),
  ],
});

/**
 * Adaptable Power Systems (000 "Maneuver Difficulty", "Action Difficulty": red gives a stress token): a Z-95 `z` with it
 * (its barrel roll is red) revealing `dial`, a Z-95 wingman `w` revealing `wDial`; `barrel`: the ship that barrel
 * rolls (red).
 */
const adaptableTable =
  (dial: string, charges = 2, wDial = '4K') =>
  () =>
    position(
      'activation',
      [
        rebel('z', 'banditsquadronpilot', 400, 150, {
          dial,
          upgrades: [{ xws: 'adaptablepowersystems-armedanddangerous', charges }],
        }),
        rebel('w', 'banditsquadronpilot', 200, 150, { dial: wDial }),
      ],
      [farTie()],
    );
const adaptablePlay = (barrel: string, action = 'barrel-roll') =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Adaptable Power Systems'), picks('choose-action', action, barrel)),
  );

SPECS.push(
  {
    source: 'upgrade:adaptablepowersystems-armedanddangerous:0',
    applies: kase(
      'a red 3 K-turn: a charge and a deplete for the stress',
      adaptableTable('3K'),
      adaptablePlay('none'),
      (s, seen) => {
        expect(offered(seen, 'Adaptable Power Systems')).toBe(true);
        expect(shipOf(s, 'z').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'z').tokens.deplete).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a white maneuver, no action: not offered', adaptableTable('2F'), adaptablePlay('none'), (s, seen) => {
        expect(offered(seen, 'Adaptable Power Systems')).toBe(false);
        expect(shipOf(s, 'w').tokens.stress).toBe(1);
      }),
      kase('no charge left: not offered', adaptableTable('3K', 0), adaptablePlay('none'), (s, seen) => {
        expect(offered(seen, 'Adaptable Power Systems')).toBe(false);
        expect(shipOf(s, 'z').tokens.stress).toBe(1);
      }),
    ],
  },
  {
    source: 'upgrade:adaptablepowersystems-armedanddangerous:0',
    applies: kase(
      'a red barrel roll after a white maneuver: the stress traded',
      adaptableTable('2F'),
      adaptablePlay('z'),
      (s, seen) => {
        expect(offered(seen, 'Adaptable Power Systems')).toBe(true);
        expect(logged(s, 'action-performed', 'z')).toHaveLength(1);
        expect(shipOf(s, 'z').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'z').tokens.deplete).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman barrel rolls (red): nothing', adaptableTable('2F', 2, '2F'), adaptablePlay('w'), (s, seen) => {
        expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
        expect(offered(seen, 'Adaptable Power Systems')).toBe(false);
      }),
      kase('a white focus action: nothing', adaptableTable('2F', 2, '2F'), adaptablePlay('z', 'focus'), (s, seen) => {
        expect(logged(s, 'action-performed', 'z')).toHaveLength(1);
        expect(offered(seen, 'Adaptable Power Systems')).toBe(false);
      }),
    ],
  },
);

/**
 * Contingency Protocol (000 "Destroying Ships", "Stress"): a shieldless X-wing `c` with it one attack from destruction,
 * a stressed wingman `w` (`wingUp`) at (`wx`, 300), a TIE attacking `c`.
 */
const protocolTable =
  (wx: number, wingUp: string[] = ['contingencyprotocol-siegeofcoruscant']) =>
  () =>
    position(
      'engagement',
      [
        rebel('c', 'redsquadronveteran', 400, 300, {
          upgrades: ['contingencyprotocol-siegeofcoruscant'],
          shields: 0,
          damage: Array.from({ length: 3 }, () => ({ card: 'directhit', faceup: false })),
        }),
        rebel('w', 'bluesquadronescort', wx, 300, { upgrades: wingUp, tokens: { stress: 1 } }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const protocolPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:c:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    picks('choose-action', 'focus', 'w'),
  ),
);

SPECS.push({
  source: 'upgrade:contingencyprotocol-siegeofcoruscant:0',
  applies: kase(
    'destroyed: the stressed wingman with the protocol focuses',
    protocolTable(480),
    protocolPlay,
    (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'c')).toHaveLength(1);
      expect(actionOffered(seen, 'Contingency Protocol')).toBe(true);
      expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase(
      'a plain wingman is destroyed instead: the protocol ship does nothing',
      () =>
        position(
          'engagement',
          [
            rebel('c', 'redsquadronveteran', 560, 300, { upgrades: ['contingencyprotocol-siegeofcoruscant'] }),
            rebel('d', 'bluesquadronescort', 400, 300, {
              shields: 0,
              damage: Array.from({ length: 3 }, () => ({ card: 'directhit', faceup: false })),
            }),
            rebel('w', 'bluesquadronescort', 250, 300, {
              upgrades: ['contingencyprotocol-siegeofcoruscant'],
              tokens: { stress: 1 },
            }),
          ],
          [imperial('t', 'academypilot', 400, 490)],
        ),
      playing(leaves('engagement'), () =>
        answers(
          (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:d:primary:front'] : undefined),
          rolls('t', 'attack', ['hit', 'hit']),
          picks('choose-action', 'focus', 'w'),
        ),
      ),
      (s) => {
        expect(logged(s, 'ship-destroyed', 'd')).toHaveLength(1);
        expect(logged(s, 'action-performed', 'w')).toHaveLength(0);
      },
    ),
    kase('the wingman lacks the protocol: no action', protocolTable(480, []), protocolPlay, (s) => {
      expect(logged(s, 'ship-destroyed', 'c')).toHaveLength(1);
      expect(logged(s, 'action-performed', 'w')).toHaveLength(0);
    }),
    kase(
      'the TIE destroyed instead (the X-wing survives): nothing',
      protocolTable(480),
      playing(leaves('engagement'), () =>
        answers(
          (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:c:primary:front'] : undefined),
          rolls('t', 'attack', []),
        ),
      ),
      (s) => {
        expect(logged(s, 'ship-destroyed', 'c')).toHaveLength(0);
        expect(logged(s, 'action-performed', 'w')).toHaveLength(0);
      },
    ),
  ],
});

/**
 * Deuterium Power Cells (000 "Charges and the Force", "Disarm Tokens", "Stress"; 001 "System Phase"): in the System
 * Phase, an X-wing `x` with the cells (`charges`), `shields` and `tokens` given, beside a wingman `w`; the one named
 * `terex` carries Agent Terex's Cyborg side, whose die (`face`) gives it a calculate (hit) or a jam token (blank).
 */
const cellsTable =
  (opts: { charges?: number; shields?: number; tokens?: Record<string, number>; terex?: 'x' | 'w' } = {}) =>
  () => {
    const terex = [{ xws: 'agentterex', side: 1 as const }];
    return position(
      'system',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial: '1F',
          shields: opts.shields ?? 2,
          tokens: opts.tokens ?? {},
          upgrades: [{ xws: 'deuteriumpowercells', charges: opts.charges ?? 2 }, ...(opts.terex === 'x' ? terex : [])],
        }),
        rebel('w', 'bluesquadronescort', 250, 150, { dial: '1F', ...(opts.terex === 'w' ? { upgrades: terex } : {}) }),
      ],
      [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
    );
  };
/** Uses the cells' abilities whose question names `use` (both by default), Agent Terex's die showing `face`. */
const cellsPlay = (face = 'blank', use = 'Deuterium Power Cells') =>
  playing(leaves('system'), () =>
    answers(useAbilityOf(use), (d) =>
      d.kind === 'enter-dice' && d.prompt.includes('Agent Terex') ? ['enter', [face]] : undefined,
    ),
  );
const cellsCharges = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'x').upgrades.find((u) => u.xws === 'deuteriumpowercells')?.charges;

SPECS.push(
  {
    source: 'upgrade:deuteriumpowercells:0',
    applies: kase(
      'both shields down: one recovered on its own turn, with a disarm token',
      cellsTable({ shields: 0 }),
      cellsPlay('blank', 'recover a shield'),
      (s) => {
        // Once: the wingman's System Phase turn does not offer it.
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(shipOf(s, 'x').tokens.disarm).toBe(1);
        expect(cellsCharges(s)).toBe(1);
      },
    ),
    doesNotApply: kase('shields full: not offered', cellsTable(), cellsPlay('blank', 'recover a shield'), (s, seen) => {
      expect(offered(seen, 'Deuterium Power Cells')).toBe(false);
      expect(cellsCharges(s)).toBe(2);
    }),
  },
  {
    source: 'upgrade:deuteriumpowercells:0',
    applies: kase(
      'a jam token gained, not stressed: a charge turns it into a stress token',
      cellsTable({ terex: 'x' }),
      cellsPlay(),
      (s) => {
        expect(shipOf(s, 'x').tokens.jam ?? 0).toBe(0);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
        expect(cellsCharges(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'already stressed: the jam token stays',
        cellsTable({ terex: 'x', tokens: { stress: 1 } }),
        cellsPlay(),
        (s, seen) => {
          expect(offered(seen, 'Deuterium Power Cells')).toBe(false);
          expect(shipOf(s, 'x').tokens.jam).toBe(1);
        },
      ),
      kase('a calculate token gained: not offered', cellsTable({ terex: 'x' }), cellsPlay('hit'), (s, seen) => {
        expect(offered(seen, 'Deuterium Power Cells')).toBe(false);
        expect(shipOf(s, 'x').tokens.calculate).toBe(1);
      }),
      kase(
        'the wingman gains a jam token (x holds one already): not offered',
        cellsTable({ terex: 'w', tokens: { jam: 1 } }),
        cellsPlay(),
        (s, seen) => {
          expect(offered(seen, 'Deuterium Power Cells')).toBe(false);
          expect(shipOf(s, 'w').tokens.jam).toBe(1);
        },
      ),
    ],
  },
);

/**
 * Independent Calculations on a Vulture droid `v` at (400, 150) revealing 1F, its wingman `w` at (200, 150): `play`
 * picks its actions (a white calculate; a barrel roll and its linked red calculate; a focus).
 */
const icTable = () =>
  position(
    'activation',
    [
      rebel('v', 'tradefederationdrone', 400, 150, { upgrades: ['independentcalculations'], dial: '1F' }),
      rebel('w', 'tradefederationdrone', 200, 150, { dial: '1F' }),
    ],
    [farTie()],
  );
const icPlay = (...vActs: string[]) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Independent Calculations'),
      ...vActs.map((a) => picks('choose-action', a, 'v')),
      picks('choose-action', vActs[0] === 'focus' ? 'calculate' : 'focus', 'w'),
    ),
  );

SPECS.push({
  source: 'upgrade:independentcalculations:0',
  applies: kase(
    'a white calculate taken as red: a stress token and two calculate tokens',
    icTable,
    icPlay('calculate'),
    (s, seen) => {
      expect(offered(seen, 'Independent Calculations')).toBe(true);
      expect(shipOf(s, 'v').tokens.calculate).toBe(2);
      expect(shipOf(s, 'v').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    kase('a focus action: not offered', icTable, icPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Independent Calculations')).toBe(false);
      expect(shipOf(s, 'v').tokens.stress ?? 0).toBe(0);
    }),
    kase(
      'a red calculate linked to its barrel roll: not offered',
      icTable,
      icPlay('barrel-roll', 'calculate'),
      (s, seen) => {
        expect(shipOf(s, 'v').tokens.calculate).toBe(1);
        expect(offered(seen, 'Independent Calculations')).toBe(false);
      },
    ),
  ],
});

/**
 * Spare Parts Canisters, its first action (000 "Charges and the Force"): an X-wing `x` with it (`canisters` charges)
 * and an astromech `droid` (`droidCharges` of 2), its proton torpedoes spent, at (400, 150) flies a 1 straight, its
 * action the card's.
 */
const canistersTable =
  (canisters = 1, droidCharges = 0, droid = 'r2astromech') =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial: '1F',
          upgrades: [
            { xws: droid, charges: droidCharges },
            { xws: 'sparepartscanisters', charges: canisters },
            { xws: 'protontorpedoes', charges: 0 },
          ],
        }),
      ],
      [farTie()],
    );
const canistersPlay = playing(leaves('activation'), () =>
  picks('choose-action', 'card:upgrade:sparepartscanisters:0#0', 'x'),
);
const canisterCharges = (s: Parameters<typeof shipOf>[0], xws: string) =>
  shipOf(s, 'x').upgrades.find((u) => u.xws === xws)?.charges;
const canistersOffered = (seen: readonly { options: readonly { id: string }[] }[]) =>
  seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:sparepartscanisters:0#0')));

SPECS.push({
  source: 'upgrade:sparepartscanisters:0',
  applies: kase(
    'the R2 astromech spent: the canisters’ charge gives it one back',
    canistersTable(),
    canistersPlay,
    (s) => {
      expect(canisterCharges(s, 'r2astromech')).toBe(1);
      expect(canisterCharges(s, 'sparepartscanisters')).toBe(0);
    },
  ),
  doesNotApply: [
    kase('the canisters spent: not offered', canistersTable(0), canistersPlay, (s, seen) => {
      expect(canistersOffered(seen)).toBe(false);
      expect(canisterCharges(s, 'r2astromech')).toBe(0);
    }),
    kase(
      'the astromech’s charges full, only the torpedoes spent: not offered',
      canistersTable(1, 2),
      canistersPlay,
      (s, seen) => {
        expect(canistersOffered(seen)).toBe(false);
        expect(canisterCharges(s, 'sparepartscanisters')).toBe(1);
        expect(canisterCharges(s, 'protontorpedoes')).toBe(0);
      },
    ),
  ],
});

/**
 * Static Discharge Vanes (000 "Additional Token Rules": transfer; "Ion Tokens"; supplement "Jam"): an X-wing `x` with
 * the vanes at (400, 150), its wingman `w` at (300, 150) — range 1 —, a TIE far away. The tokens come from a faceup
 * Disabled Power Regulator (an ion token as the ship engages) or Agent Terex's Cyborg side (a System Phase die: a jam
 * token on a blank, a calculate token on a hit), on `on` (x by default).
 */
interface VanesOptions {
  phase: 'engagement' | 'system';
  on?: 'x' | 'w';
  tokens?: PositionShip['tokens'];
  babu?: boolean;
}
const vanesTable =
  ({ phase, on = 'x', tokens = {}, babu = false }: VanesOptions) =>
  () => {
    const giver: Partial<PositionShip> =
      phase === 'engagement'
        ? { damage: [{ card: 'disabledpowerregulator', faceup: true }] }
        : { upgrades: [{ xws: 'agentterex', side: 1 }] };
    const xGiver = on === 'x' ? giver : {};
    return position(
      phase,
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          tokens,
          ...xGiver,
          upgrades: [
            'staticdischargevanes',
            ...(babu ? ['babufrik'] : []),
            ...((xGiver.upgrades as PositionShip['upgrades']) ?? []),
          ],
        }),
        rebel('w', 'bluesquadronescort', 300, 150, on === 'w' ? giver : {}),
      ],
      [farTie()],
    );
  };
/** Uses the vanes (on the wingman, the only ship in reach), Terex's die showing `face`, and `first` ordered first. */
const vanesPlay = (phase: 'engagement' | 'system', face = 'blank', first?: string, also: Answer = () => undefined) =>
  playing(leaves(phase), () =>
    answers(
      useAbilityOf('Static Discharge Vanes'),
      (d) => (d.kind === 'enter-dice' && d.prompt.includes('Agent Terex') ? ['enter', [face]] : undefined),
      (d) => {
        if (d.kind !== 'order-abilities' || first === undefined) return undefined;
        const o = d.options.find((x) => (x.data as { source?: string } | undefined)?.source === first);
        return o ? [o.id] : undefined;
      },
      also,
    ),
  );
const tokensOf = (s: Parameters<typeof shipOf>[0], id: string) => shipOf(s, id).tokens;

SPECS.push(
  {
    source: 'upgrade:staticdischargevanes:0',
    applies: kase(
      'an ion token as it engages: a stress token, the ion token to the wingman, then a damage',
      vanesTable({ phase: 'engagement' }),
      vanesPlay('engagement'),
      (s, seen) => {
        expect(offered(seen, 'Static Discharge Vanes')).toBe(true);
        expect(tokensOf(s, 'x').ion ?? 0).toBe(0);
        expect(tokensOf(s, 'x').stress).toBe(1);
        expect(tokensOf(s, 'w').ion).toBe(1);
        expect(shipOf(s, 'x').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'already stressed: not offered, the ion token stays',
        vanesTable({ phase: 'engagement', tokens: { stress: 1 } }),
        vanesPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(tokensOf(s, 'x').ion).toBe(1);
        },
      ),
      kase(
        'the wingman gains the ion token (x holds ion and jam tokens): not offered',
        vanesTable({ phase: 'engagement', on: 'w', tokens: { ion: 1, jam: 1 } }),
        vanesPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(tokensOf(s, 'w').ion).toBe(1);
        },
      ),
      kase(
        'a calculate token gained (x holds ion and jam tokens; the vanes would go first): not offered',
        vanesTable({ phase: 'system', tokens: { ion: 1, jam: 1 } }),
        vanesPlay('system', 'hit', 'upgrade:staticdischargevanes:0'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toContain('calculate');
        },
      ),
      kase(
        'Babu Frik, ordered first, lays the ion token on its card: nothing left to pass on',
        vanesTable({ phase: 'engagement', babu: true }),
        vanesPlay('engagement', 'blank', 'upgrade:babufrik:0', useAbilityOf('Babu Frik')),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(shipOf(s, 'x').upgrades.find((u) => u.xws === 'babufrik')?.tokens).toEqual({ ion: 1 });
        },
      ),
    ],
  },
  {
    source: 'upgrade:staticdischargevanes:0',
    applies: kase(
      'a jam token from its own die: passed on to the wingman',
      vanesTable({ phase: 'system' }),
      vanesPlay('system'),
      (s, seen) => {
        expect(offered(seen, 'Static Discharge Vanes')).toBe(true);
        expect(tokensOf(s, 'x').jam ?? 0).toBe(0);
        expect(tokensOf(s, 'x').stress).toBe(1);
        expect(tokensOf(s, 'w').jam).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'already stressed: not offered',
        vanesTable({ phase: 'system', tokens: { stress: 1 } }),
        vanesPlay('system'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(tokensOf(s, 'x').jam).toBe(1);
        },
      ),
      kase(
        'the wingman gains the jam token (x holds one): not offered',
        vanesTable({ phase: 'system', on: 'w', tokens: { jam: 1 } }),
        vanesPlay('system'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(tokensOf(s, 'w').jam).toBe(1);
        },
      ),
      kase(
        'the jam token’s rule, ordered first, takes its focus token and the jam token with it: not offered',
        vanesTable({ phase: 'system', tokens: { focus: 1 } }),
        vanesPlay('system', 'blank', 'token:jam'),
        (s, seen) => {
          expect(offered(seen, 'Static Discharge Vanes')).toBe(false);
          expect(tokensOf(s, 'x').jam ?? 0).toBe(0);
          expect(tokensOf(s, 'x').focus ?? 0).toBe(0);
        },
      ),
    ],
  },
);
