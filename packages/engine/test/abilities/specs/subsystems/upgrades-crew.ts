/**
 * Crew upgrades of abilities/cards/subsystems/upgrades-crew.ts: Cad Bane's red boost after a device is placed, Maul's
 * illicit slot (squad building), Agent Kallus and his Hunted condition.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { type BaseSize, placeObstacle, rangeBetween, shipSolid } from '@xwing/geometry';
import { createGame, type DamageCardState, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  abilityDie,
  actionOffered,
  answers,
  attacks,
  content,
  hasLogged,
  leaves,
  modifiesWith,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { dropsThen, dropTable, takesAction } from './imperial-tiesabomber.js';
import { slotCardSpec } from './upgrades-title.js';

const boosted = (s: GameState, id: string) =>
  s.log.some((e) => e.type === 'action-performed' && e.ship === id && e.data?.action === 'boost');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:cadbane:0',
    applies: {
      name: 'the ship drops a proton bomb: it boosts as a red action (and is stressed)',
      state: dropTable({ pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs', 'cadbane'] }),
      play: dropsThen(takesAction('Cad Bane', 'boost:')),
      check: (s, seen) => {
        expect(actionOffered(seen, 'Cad Bane')).toBe(true);
        expect(boosted(s, 'bomber')).toBe(true);
        expect(s.log.some((e) => e.type === 'stress-gained' && e.ship === 'bomber')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'stressed, it could not perform a red boost: none is offered',
        state: dropTable({
          pilot: 'scimitarsquadronpilot',
          upgrades: ['protonbombs', 'cadbane'],
          tokens: { stress: 1 },
        }),
        play: dropsThen(takesAction('Cad Bane', 'boost:')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Cad Bane')).toBe(false);
          expect(boosted(s, 'bomber')).toBe(false);
        },
      },
      {
        name: 'a wingman drops the bomb: the Cad Bane ship is offered nothing',
        state: dropTable(
          { pilot: 'scimitarsquadronpilot', upgrades: ['protonbombs'] },
          { pilot: 'scimitarsquadronpilot', upgrades: ['cadbane'] },
        ),
        play: dropsThen(takesAction('Cad Bane', 'boost:')),
        check: (s, seen) => {
          expect(actionOffered(seen, 'Cad Bane')).toBe(false);
          expect(boosted(s, 'wing')).toBe(false);
        },
      },
    ],
  },
];

/** A ship with the Chewbacca card `card` (`extra`: charges, tokens) and `damage`, at the start of `phase`. */
function chewieTable(
  phase: 'system' | 'engagement' | 'activation',
  card: string,
  damage: DamageCardState[],
  extra: Partial<PositionShip> = {},
) {
  return () =>
    position(
      phase,
      [
        {
          pilot: 'redsquadronveteran',
          id: 'c',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '1F',
          damage,
          ...extra,
          upgrades: [extra.upgrades?.[0] ?? card],
        },
        { pilot: 'redsquadronveteran', id: 'w', pose: { x: 150, y: 150, heading: 0 }, dial: '1F' },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 700, y: 850, heading: 180 }, dial: '1F' }],
    );
}
const chewieAsked = (seen: readonly Decision[], what: string) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(what)).length;
const chewiePlay = (what: string, stop: (s: GameState) => boolean) => (s: GameState) =>
  playUntil(s, stop, useAbilityOf(what));
const c = (s: GameState) => s.ships.find((x) => x.id === 'c')!;
const UP: DamageCardState[] = [{ card: 'panickedpilot', faceup: true }];
const DOWN: DamageCardState[] = [{ card: 'panickedpilot', faceup: false }];

function chewieSpec(
  card: string,
  what: string,
  phase: 'system' | 'engagement',
  stop: (s: GameState) => boolean,
  unpaid: Partial<PositionShip>,
  paid: Partial<PositionShip> = {},
): CardSpec {
  return {
    source: `upgrade:${card}:0`,
    applies: {
      name: 'a faceup damage card: paid for, the card flipped facedown',
      state: chewieTable(phase, card, UP, paid),
      play: chewiePlay(what, stop),
      check: (s, seen) => {
        expect(chewieAsked(seen, what)).toBe(1);
        expect(c(s).damage).toEqual(DOWN);
      },
    },
    doesNotApply: [
      {
        name: 'only a facedown card: not asked',
        state: chewieTable(phase, card, DOWN, paid),
        play: chewiePlay(what, stop),
        check: (_s, seen) => expect(chewieAsked(seen, what)).toBe(0),
      },
      {
        name: 'it cannot pay: not asked, the card stays faceup',
        state: chewieTable(phase, card, UP, unpaid),
        play: chewiePlay(what, stop),
        check: (s, seen) => {
          expect(chewieAsked(seen, what)).toBe(0);
          expect(c(s).damage).toEqual(UP);
        },
      },
    ],
  };
}

SPECS.push(
  chewieSpec('chewbacca', 'start of the Engagement Phase', 'engagement', (s) => s.phase !== 'engagement', {
    upgrades: [{ xws: 'chewbacca', charges: 1 }],
  }),
  chewieSpec('chewbacca-armedanddangerous', 'in the System Phase', 'system', (s) => s.phase !== 'system', {
    upgrades: [{ xws: 'chewbacca-armedanddangerous', charges: 1 }],
  }),
  chewieSpec(
    'chewbacca-crew',
    'spend a focus token to repair',
    'engagement',
    (s) => s.phase === 'planning' || s.round > 1,
    {},
    { tokens: { focus: 1 } },
  ),
  {
    source: 'upgrade:chewbacca-armedanddangerous:0',
    applies: {
      name: 'asked in its own System Phase step and used there',
      state: chewieTable('system', 'chewbacca-armedanddangerous', UP),
      play: chewiePlay('in the System Phase', (s) => s.phase !== 'system'),
      check: (s) => expect(c(s).damage).toEqual(DOWN),
    },
    doesNotApply: {
      name: 'declined: asked once, in its own step, not in its wingman’s',
      state: chewieTable('system', 'chewbacca-armedanddangerous', UP),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (_s, seen) => expect(chewieAsked(seen, 'in the System Phase')).toBe(1),
    },
  },
  {
    source: 'upgrade:chewbacca:0',
    applies: {
      name: 'at the start of the Engagement Phase, with 2 charges: used',
      state: chewieTable('engagement', 'chewbacca', UP),
      play: chewiePlay('start of the Engagement Phase', (s) => s.phase !== 'engagement'),
      check: (s) => expect(c(s).damage).toEqual(DOWN),
    },
    doesNotApply: {
      name: 'a faceup card at the start of the Activation Phase: not asked before the Engagement Phase',
      state: chewieTable('activation', 'chewbacca', UP),
      play: (s) => playUntil(s, (st) => st.phase === 'engagement'),
      check: (_s, seen) => expect(chewieAsked(seen, 'start of the Engagement Phase')).toBe(0),
    },
  },
);

SPECS.push(
  slotCardSpec(
    'upgrade:maul-crew:0',
    'bountyhunter',
    ['maul-crew', 'contrabandcybernetics', 'deadmansswitch'],
    ['maul-crew', 'contrabandcybernetics'],
    [
      'a Firespray with two illicit upgrades: the second fills the illicit slot Maul adds',
      'one illicit upgrade: the printed slot holds it',
    ],
  ),
);

/**
 * Commander Pyre on Major Stridan's Upsilon shuttle (`u`, large) at (400, 520) facing down; an X-wing (`x`, with
 * `stress`) at (400, 300) facing it. `who` attacks the other; the defender rolls a focus and a blank.
 */
const pyreTable =
  (stress: number, shuttleStress = 0) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { stress } })],
      [
        imperial('u', 'majorstridan', 400, 520, {
          upgrades: ['commanderpyre'],
          ...(shuttleStress ? { tokens: { stress: shuttleStress } } : {}),
        }),
      ],
    );
const pyrePlay = (attacker: 'x' | 'u') => (s: GameState) => {
  const defender = attacker === 'x' ? 'u' : 'x';
  return playUntil(
    s,
    hasLogged('attack-ended', attacker),
    answers(
      attacks(attacker, defender),
      rolls(attacker, 'attack', ['hit', 'hit', 'hit']),
      rolls(defender, 'defense', ['focus', 'blank', 'blank']),
      modifiesWith('Commander Pyre'),
    ),
  );
};
/** A game (not a position): Major Stridan with Commander Pyre against an X-wing, played through Setup. */
const pyreGame = () =>
  createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [{ id: 'majorstridan', ship: 'upsilonclassshuttle', upgrades: { crew: ['commanderpyre'] } }],
          },
        },
        {
          name: 'Rebels',
          squad: {
            faction: 'rebelalliance',
            pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }],
          },
        },
      ],
      seed: 'pyre',
      format: 'extended',
    },
    content,
  );

SPECS.push(
  {
    source: 'upgrade:commanderpyre:0',
    applies: kase(
      'at Setup (a game) an enemy ship gains 2 stress tokens',
      pyreGame,
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const stressed = s.ships.filter((x) => (x.tokens.stress ?? 0) === 2);
        expect(stressed.map((x) => x.player)).toEqual([1]);
      },
    ),
    doesNotApply: kase(
      'a position: its phases end, no stress given',
      pyreTable(0),
      playing(leaves('engagement')),
      (s) => expect(s.ships.every((x) => (x.tokens.stress ?? 0) === 0)).toBe(true),
    ),
  },
  {
    source: 'upgrade:commanderpyre:0',
    applies: kase('a stressed X-wing attacks the shuttle: one defense die rerolled', pyreTable(1), pyrePlay('x'), (s) =>
      expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:commanderpyre:0')).toBe(true),
    ),
    doesNotApply: [
      kase('the X-wing attacks unstressed: not offered', pyreTable(0), pyrePlay('x'), (_s, seen) =>
        expect(offered(seen, 'Commander Pyre')).toBe(false),
      ),
      kase('the shuttle attacks the stressed X-wing: not offered', pyreTable(1), pyrePlay('u'), (_s, seen) =>
        expect(offered(seen, 'Commander Pyre')).toBe(false),
      ),
      kase(
        'the stressed shuttle attacks the X-wing (Pyre attacking): not offered',
        pyreTable(0, 1),
        pyrePlay('u'),
        (_s, seen) => expect(offered(seen, 'Commander Pyre')).toBe(false),
      ),
    ],
  },
);

/**
 * "Leebo" (swz103) on a YT-2400 (`y`) at (400, 150) with a faceup Weapons Failure, revealing a 1-straight; a wingman
 * YT-2400 (`w`) at (200, 150) with the same card; `leeboOn` names the ship with "Leebo". Each ship in its Perform
 * Action step picks `act` (the card's repair action, or a focus), and the focus when "Leebo" offers an action.
 */
const leeboTable = (leeboOn: 'y' | 'w') => () =>
  position(
    'activation',
    [
      rebel('y', 'wildspacefringer', 400, 150, {
        dial: '1F',
        damage: [{ card: 'weaponsfailure', faceup: true }],
        ...(leeboOn === 'y' ? { upgrades: ['leebo-swz103'] } : {}),
      }),
      rebel('w', 'wildspacefringer', 200, 150, {
        dial: '1F',
        damage: [{ card: 'weaponsfailure', faceup: true }],
        ...(leeboOn === 'w' ? { upgrades: ['leebo-swz103'] } : {}),
      }),
    ],
    [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
  );
const leeboPlay = (act: 'repair' | 'focus') => (s: GameState) =>
  playUntil(s, leaves('activation'), (d) => {
    if (d.kind !== 'choose-action') return undefined;
    const repair = d.options.find((o) => o.id.startsWith('card:damage:weaponsfailure'));
    if (act === 'repair' && repair && d.ship === 'y') return [repair.id];
    return d.options.some((o) => o.id === 'focus') ? ['focus'] : ['pass'];
  });
const actionsOf = (s: GameState, id: string) =>
  s.log.filter((e) => e.type === 'action-performed' && e.ship === id).map((e) => e.data?.action);

SPECS.push({
  source: 'upgrade:leebo-swz103:0',
  applies: kase(
    'the YT-2400 repairs its card: "Leebo" lets it focus too',
    leeboTable('y'),
    leeboPlay('repair'),
    (s) => {
      expect(s.ships.find((x) => x.id === 'y')!.damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
      expect(actionsOf(s, 'y')).toContain('focus');
    },
  ),
  doesNotApply: [
    kase('it focuses instead of repairing: one action only', leeboTable('y'), leeboPlay('focus'), (s) => {
      expect(actionsOf(s, 'y')).toEqual(['focus']);
    }),
    kase(
      '"Leebo" rides the wingman: the repairing ship gets no action more',
      leeboTable('w'),
      leeboPlay('repair'),
      (s) => {
        expect(actionsOf(s, 'y')).not.toContain('focus');
      },
    ),
  ],
});

/**
 * IG-11 (first side) on Boba Fett's Firespray `b` (no shields) at (400, 500), attacked by an X-wing with the faces
 * given; the Scum deck's top cards as given. `wingman`: IG-11 sits on a second Firespray instead.
 */
function ig11Table(deck: string[], wingman = false) {
  return () => {
    const scum: PositionShip[] = [
      imperial('b', 'bobafett', 400, 500, { shields: 0, ...(wingman ? {} : { upgrades: ['ig11'] }) }),
      ...(wingman ? [imperial('w', 'bountyhunter', 150, 750, { upgrades: ['ig11'] })] : []),
    ];
    return position('engagement', [rebel('x', 'redsquadronveteran', 400, 300)], scum, {
      players: [
        { name: 'Rebels', ships: [rebel('x', 'redsquadronveteran', 400, 300)] },
        { name: 'Scum', ships: scum, damageDeck: deck },
      ],
    });
  };
}
const ig11Play = (faces: string[]) => (s: GameState) =>
  playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 'b'), rolls('x', 'attack', faces)));
const ig11Of = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.upgrades.find((u) => u.xws === 'ig11')!;
const calculatesGained = (s: GameState) =>
  s.log.filter((e) => e.type === 'token-gained' && e.ship === 'b' && e.data?.token === 'calculate').length;
const SCUM_DECK = ['weaponsfailure', 'panickedpilot', 'consolefire', 'blindedpilot'];

SPECS.push({
  source: 'upgrade:ig11:0',
  applies: kase(
    'two crits: both faceup cards discarded, two calculate tokens, the second fuse marker turns IG-11 over',
    ig11Table(SCUM_DECK),
    ig11Play(['crit', 'crit']),
    (s) => {
      const b = s.ships.find((x) => x.id === 'b')!;
      expect(b.damage).toEqual([]);
      expect(calculatesGained(s)).toBe(2);
      expect(ig11Of(s, 'b').side).toBe(1);
      expect(s.players[1].damageDiscard).toEqual(expect.arrayContaining(['weaponsfailure', 'panickedpilot']));
    },
  ),
  doesNotApply: [
    kase('a hit: the card is dealt facedown, no marker', ig11Table(SCUM_DECK), ig11Play(['hit']), (s) => {
      const b = s.ships.find((x) => x.id === 'b')!;
      expect(b.damage).toEqual([{ card: 'weaponsfailure', faceup: false }]);
      expect(ig11Of(s, 'b').tokens).toBeUndefined();
      expect(calculatesGained(s)).toBe(0);
    }),
    kase('IG-11 on a wingman: Boba is dealt the card faceup', ig11Table(SCUM_DECK, true), ig11Play(['crit']), (s) => {
      expect(s.ships.find((x) => x.id === 'b')!.damage).toEqual([{ card: 'weaponsfailure', faceup: true }]);
      expect(ig11Of(s, 'w').tokens).toBeUndefined();
    }),
  ],
});

/**
 * Agent Kallus (000 "Conditions"): attacking the ship with Hunted, one focus may become a hit (the Setup assignment is
 * played by test/abilities/setup-words.test.ts through createGame); Hunted handed on when its ship is destroyed.
 * Each case plays the Engagement Phase to its end, so the Setup record (the end of the setup phase only) is seen not
 * to fire at another phase's end.
 */
const kallusTable = (hunted: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['agentkallus'] })],
    [imperial('t', 'academypilot', 400, 450, hunted ? { conditions: ['hunted'] } : {})],
  );
const kallusPlay = (attacker: string, defender: string, faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    leaves('engagement'),
    answers(
      attacks(attacker, defender),
      rolls(attacker, 'attack', faces),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith('Agent Kallus'),
    ),
  );
const neutralized = (s: GameState) => s.log.filter((e) => e.type === 'attack-neutralized').at(0)?.data;

/** Two TIEs: `t` (one hull left, with Hunted when `hunted`) is destroyed by the X-wing's 2 hits; `w` beside it. */
const huntedTable = (hunted: 't' | 'w') => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('t', 'academypilot', 400, 450, {
        damage: [
          { card: 'panickedpilot', faceup: false },
          { card: 'panickedpilot', faceup: false },
        ],
        ...(hunted === 't' ? { conditions: ['hunted'] } : {}),
      }),
      imperial('w', 'academypilot', 700, 800, hunted === 'w' ? { conditions: ['hunted'] } : {}),
    ],
  );
const huntedPlay = (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended', 'x'),
    answers(
      attacks('x', 't'),
      rolls('x', 'attack', ['hit', 'hit', 'blank']),
      rolls('t', 'defense', ['blank', 'blank', 'blank']),
    ),
  );
const conditionsOf = (s: GameState, id: string) =>
  (s.ships.find((x) => x.id === id)!.conditions ?? []).map((c) => c.xws);

SPECS.push(
  {
    source: 'upgrade:agentkallus:0',
    applies: kase(
      'attacking the Hunted TIE, the focus result becomes a hit',
      kallusTable(true),
      kallusPlay('x', 't', ['focus', 'blank', 'blank']),
      (s) => expect(neutralized(s)).toMatchObject({ hits: 1 }),
    ),
    doesNotApply: [
      kase(
        'the TIE is not Hunted: not offered',
        kallusTable(false),
        kallusPlay('x', 't', ['focus', 'blank', 'blank']),
        (s, seen) => {
          expect(offered(seen, 'Agent Kallus')).toBe(false);
          expect(neutralized(s)).toMatchObject({ hits: 0 });
        },
      ),
      kase(
        'the Hunted TIE attacks the X-wing: not offered to the defender',
        kallusTable(true),
        kallusPlay('t', 'x', ['focus', 'blank']),
        (_s, seen) => expect(offered(seen, 'Agent Kallus')).toBe(false),
      ),
    ],
  },
  {
    source: 'condition:hunted',
    applies: kase('the Hunted TIE is destroyed: its wingman is Hunted now', huntedTable('t'), huntedPlay, (s) => {
      expect(s.ships.find((x) => x.id === 't')!.gone).not.toBeNull();
      expect(conditionsOf(s, 'w')).toEqual(['hunted']);
    }),
    doesNotApply: kase(
      'another TIE is destroyed while the Hunted one lives: the condition stays',
      huntedTable('w'),
      huntedPlay,
      (s) => {
        expect(s.ships.find((x) => x.id === 't')!.gone).not.toBeNull();
        expect(conditionsOf(s, 'w')).toEqual(['hunted']);
        expect(conditionsOf(s, 't')).toEqual([]);
      },
    ),
  },
);

/** Novice Technician: the End Phase's last step, with the die entered as `face`. */
const noviceEnd = (face: string) => (s: GameState) =>
  playUntil(s, (st) => st.round > 1, answers(useAbilityOf('Novice Technician'), abilityDie('Novice Technician', face)));
SPECS.push({
  source: 'upgrade:novicetechnician:0',
  applies: {
    name: 'a faceup damage card at the end of the round: repaired (a blank rolled, nothing exposed)',
    state: chewieTable('engagement', 'novicetechnician', UP),
    play: noviceEnd('blank'),
    check: (s, seen) => {
      expect(chewieAsked(seen, 'Novice Technician')).toBe(1);
      expect(c(s).damage).toEqual(DOWN);
    },
  },
  doesNotApply: [
    {
      name: 'only a facedown card: not asked',
      state: chewieTable('engagement', 'novicetechnician', DOWN),
      play: noviceEnd('blank'),
      check: (s, seen) => {
        expect(chewieAsked(seen, 'Novice Technician')).toBe(0);
        expect(c(s).damage).toEqual(DOWN);
      },
    },
  ],
});
SPECS.push({
  source: 'upgrade:novicetechnician:0',
  applies: {
    name: 'repaired, then a hit rolled: a damage card is exposed again',
    state: chewieTable('engagement', 'novicetechnician', UP),
    play: noviceEnd('hit'),
    check: (s) => expect(s.log.filter((e) => e.type === 'damage-card-exposed' && e.ship === 'c')).toHaveLength(1),
  },
  doesNotApply: {
    name: 'declined: the card stays faceup',
    state: chewieTable('engagement', 'novicetechnician', UP),
    play: (s) => playUntil(s, (st) => st.round > 1),
    check: (s, seen) => {
      expect(chewieAsked(seen, 'Novice Technician')).toBe(1);
      expect(c(s).damage).toEqual(UP);
    },
  },
});

/** Ketsu Onyo: the End Phase, her ship (0, at 400, 300 facing up) and a tractored TIE at (x, y) facing down. */
const ketsuTable = (x: number, y: number) => () =>
  position(
    'end',
    [{ pilot: 'redsquadronveteran', id: 'k', upgrades: ['ketsuonyo'], pose: { x: 400, y: 300, heading: 0 } }],
    [{ pilot: 'academypilot', id: 't', tokens: { tractor: 1 }, pose: { x, y, heading: 180 } }],
  );
const tractorOf = (s: GameState) => s.ships.find((x) => x.id === 't')!.tokens.tractor ?? 0;
const ketsuPlay = (s: GameState) => playUntil(s, (st) => st.round > 1, useAbilityOf('Ketsu Onyo'));
SPECS.push({
  source: 'upgrade:ketsuonyo:0',
  applies: {
    name: 'a tractored TIE ahead at range 2: chosen, it keeps its tractor token through the End Phase',
    state: ketsuTable(400, 500),
    play: ketsuPlay,
    check: (s) => expect(tractorOf(s)).toBe(1),
  },
  doesNotApply: [
    {
      name: 'the TIE is behind her (outside her firing arc): not asked, the token is removed',
      state: ketsuTable(400, 100),
      play: ketsuPlay,
      check: (s, seen) => {
        expect(chewieAsked(seen, 'Ketsu Onyo')).toBe(0);
        expect(tractorOf(s)).toBe(0);
      },
    },
    {
      name: 'the TIE is beyond range 2: not asked',
      state: ketsuTable(400, 650),
      play: ketsuPlay,
      check: (s, seen) => {
        expect(chewieAsked(seen, 'Ketsu Onyo')).toBe(0);
        expect(tractorOf(s)).toBe(0);
      },
    },
  ],
});

/**
 * Sabine Wren (crew): the Activation Phase of a HWK-290 (h, activated already) with Sabine (her card's four tokens)
 * at (100, 100) and a TIE (t, its dial `dial`) at (400, 600) facing down; the device given lies below the TIE, owned
 * by the HWK or by an enemy TIE bomber (b, activated, far away). Bombs detonate as the phase ends (000 "Devices").
 */
const SABINE_CARD = { xws: 'sabinewren', tokens: { ion: 1, jam: 1, stress: 1, tractor: 1 } };
const sabineTable =
  (card: 'protonbombs' | 'proximitymines', owner: 'h' | 'b', dial = '1F') =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'rebelscout', 100, 100, {
          upgrades: [SABINE_CARD, 'protonbombs', 'proximitymines'],
          round: { activated: true },
        }),
      ],
      [
        imperial('t', 'academypilot', 400, 600, { dial }),
        imperial('b', 'graysquadronbomber', 750, 850, { upgrades: ['protonbombs'], round: { activated: true } }),
      ],
      { devices: [{ card, owner, pose: { x: 400, y: card === 'protonbombs' ? 440 : 470, heading: 0 }, id: 'dev' }] },
    );
const sabineAsked = (seen: readonly Decision[]) =>
  seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Sabine Wren'));
const sabinePlay = (s: GameState) =>
  playUntil(s, leaves('activation'), (d) =>
    d.kind === 'use-ability' && d.prompt.includes('Sabine Wren') ? ['use:jam'] : undefined,
  );
const cardTokens = (s: GameState) => shipOf(s, 'h').upgrades.find((u) => u.xws === 'sabinewren')!.tokens;

SPECS.push(
  {
    source: 'upgrade:sabinewren:0',
    applies: kase(
      'the HWK’s proton bomb hits the TIE: Sabine moves her jam token onto it',
      sabineTable('protonbombs', 'h'),
      sabinePlay,
      (s, seen) => {
        expect(sabineAsked(seen)?.options.map((o) => o.id)).toEqual([
          'use:ion',
          'use:jam',
          'use:stress',
          'use:tractor',
          'decline',
        ]);
        expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 't' && e.text.includes('jam'))).toBe(true);
        expect({ ion: 0, jam: 0, stress: 0, tractor: 0, ...cardTokens(s) }).toEqual({
          ion: 1,
          jam: 0,
          stress: 1,
          tractor: 1,
        });
      },
    ),
    doesNotApply: [
      kase(
        'an enemy bomber’s proton bomb hits the TIE: not asked',
        sabineTable('protonbombs', 'b'),
        sabinePlay,
        (s, seen) => {
          expect(sabineAsked(seen)).toBeUndefined();
          expect(cardTokens(s)).toEqual(SABINE_CARD.tokens);
        },
      ),
      kase(
        'the TIE flies into the HWK’s proximity mine (a mine, not a bomb): not asked',
        sabineTable('proximitymines', 'h', '2F'),
        sabinePlay,
        (s, seen) => {
          expect(
            s.log.some((e) => e.type === 'ability-used' && JSON.stringify(e.data).includes('device:proximitymines')),
          ).toBe(true);
          expect(sabineAsked(seen)).toBeUndefined();
        },
      ),
    ],
  },
  {
    source: 'upgrade:sabinewren:0',
    applies: kase(
      'at Setup (a game, not a position) her four tokens go on her card',
      () =>
        createGame(
          {
            players: [
              {
                name: 'Rebels',
                squad: {
                  faction: 'rebelalliance',
                  pilots: [
                    {
                      id: 'outerrimsmuggler',
                      ship: 'modifiedyt1300lightfreighter',
                      upgrades: { crew: ['sabinewren'] },
                    },
                  ],
                },
              },
              {
                name: 'Empire',
                squad: {
                  faction: 'galacticempire',
                  pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }],
                },
              },
            ],
            seed: 'sabine',
            format: 'extended',
          },
          loadContent(),
        ),
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const hwk = s.ships.find((x) => x.pilot === 'outerrimsmuggler')!;
        expect(hwk.upgrades.find((u) => u.xws === 'sabinewren')!.tokens).toEqual(SABINE_CARD.tokens);
      },
    ),
    doesNotApply: [],
  },
);

/**
 * Peli Motto on the YV-666 p (initiative 2) at (400, 150): in `phase` with `damage` (and `extra`); an enemy TIE t
 * (initiative 1, its System Phase step and activation first) at (400, 850), with `tieDamage`.
 */
const peliTable =
  (
    phase: 'system' | 'activation',
    damage: DamageCardState[],
    extra: Partial<PositionShip> = {},
    tieDamage: DamageCardState[] = [],
  ) =>
  () =>
    position(
      phase,
      [rebel('p', 'trandoshanslaver', 400, 150, { dial: '1F', upgrades: ['pelimotto'], damage, ...extra })],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F', damage: tieDamage })],
    );
/**
 * Answers: Peli's System Phase choice takes the first damage card's action; her die is rolled (`roll`: its face) or
 * declined; in the Activation Phase the ship (or the TIE) performs `action`, Kuiil's dice showing `kuiil`.
 */
const peliPlay = (o: { roll?: string; action?: { ship: string; id: string }; kuiil?: string } = {}) =>
  playing(
    (s) => s.phase === 'engagement' || s.round > 1,
    () => (d) => {
      if (d.kind === 'use-ability' && d.prompt.includes('Peli Motto')) {
        const card = d.options.find((x) => x.id.startsWith('use:card:'));
        if (card) return [card.id];
        return [o.roll ? 'use' : 'decline'];
      }
      if (d.kind === 'enter-dice' && d.prompt.includes('Peli Motto') && o.roll) return ['enter', [o.roll]];
      if (d.kind === 'enter-dice' && d.prompt.includes('Kuiil') && o.kuiil)
        return ['enter', Array.from({ length: d.count ?? 1 }, () => o.kuiil!)];
      if (o.action && d.kind === 'choose-action' && d.ship === o.action.ship) {
        const found = d.options.find((x) => x.id.startsWith(o.action!.id));
        if (found) return [found.id];
      }
      return undefined;
    },
  );
const faceupOf = (s: GameState, id: string) =>
  shipOf(s, id)
    .damage.filter((d) => d.faceup)
    .map((d) => d.card);
const peliRolls = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'use-ability' && d.prompt.includes('Peli Motto') && d.options.some((x) => x.id === 'use'),
  );
const SHIP_CARDS: DamageCardState[] = [
  { card: 'consolefire', faceup: true },
  { card: 'hullbreach', faceup: true },
];

SPECS.push({
  source: 'upgrade:pelimotto:0',
  applies: kase(
    'stressed, in her own System Phase step: one card action (Console Fire repaired); her die declined',
    peliTable('system', SHIP_CARDS, { tokens: { stress: 1 } }),
    peliPlay(),
    (s, seen) => {
      expect(faceupOf(s, 'p')).toEqual(['hullbreach']);
      expect(peliRolls(seen)).toBe(true);
    },
  ),
  doesNotApply: [
    kase(
      'only a facedown card: nothing to perform, not asked',
      peliTable('system', [{ card: 'consolefire', faceup: false }]),
      peliPlay(),
      (_s, seen) => expect(offered(seen, 'Peli Motto')).toBe(false),
    ),
  ],
});
SPECS.push({
  source: 'upgrade:pelimotto:0',
  applies: kase(
    'the Console Fire repaired, her die a hit: the Hull Breach is repaired too',
    peliTable('system', SHIP_CARDS),
    peliPlay({ roll: 'hit' }),
    (s) => expect(faceupOf(s, 'p')).toEqual([]),
  ),
  doesNotApply: [
    kase(
      'a Pilot card (Blinded Pilot) repaired by its own action: no die',
      peliTable('activation', [{ card: 'blindedpilot', faceup: true }]),
      peliPlay({ roll: 'hit', action: { ship: 'p', id: 'card:damage:blindedpilot' } }),
      (s, seen) => {
        expect(faceupOf(s, 'p')).toEqual([]);
        expect(peliRolls(seen)).toBe(false);
      },
    ),
    kase(
      'a facedown card repaired (Kuiil’s crit): no die',
      peliTable('activation', [{ card: 'consolefire', faceup: false }], { upgrades: ['pelimotto', 'kuiil'] }),
      peliPlay({ roll: 'hit', action: { ship: 'p', id: 'card:upgrade:kuiil' }, kuiil: 'crit' }),
      (s, seen) => {
        expect(shipOf(s, 'p').damage).toEqual([]);
        expect(peliRolls(seen)).toBe(false);
      },
    ),
    kase(
      'the enemy TIE repairs its Console Fire: she is not asked',
      peliTable('activation', [], {}, [{ card: 'consolefire', faceup: true }]),
      peliPlay({ roll: 'hit', action: { ship: 't', id: 'card:damage:consolefire' } }),
      (s, seen) => {
        expect(faceupOf(s, 't')).toEqual([]);
        expect(peliRolls(seen)).toBe(false);
      },
    ),
  ],
});

/**
 * Tobias Beckett at Setup, through `createGame`: a Scum Firespray with him (extended format) against an X-wing; once
 * forces are placed, his player moves one obstacle to the first spot offered (`use`), or declines.
 */
const beckettGame = () =>
  createGame(
    {
      players: [
        {
          name: 'Scum',
          squad: {
            faction: 'scumandvillainy',
            pilots: [{ id: 'kathscarlet', ship: 'firesprayclasspatrolcraft', upgrades: { crew: ['tobiasbeckett'] } }],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'tobiasbeckett',
      format: 'extended',
    },
    loadContent(),
  );
const beckettPlay = (use: boolean) => (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'setup', use ? useAbilityOf('Tobias Beckett') : () => undefined);
const moved = (s: GameState) => s.log.filter((e) => e.type === 'obstacle-moved');

SPECS.push({
  source: 'upgrade:tobiasbeckett:0',
  applies: kase(
    'at Setup, after forces are placed, an obstacle is moved beyond range 2 of every ship and edge',
    beckettGame,
    beckettPlay(true),
    (s, seen) => {
      expect(offered(seen, 'Tobias Beckett')).toBe(true);
      expect(moved(s)).toHaveLength(1);
      const { id, pose } = moved(s)[0]!.data as { id: string; pose: { x: number; y: number; heading: number } };
      const o = s.obstacles.find((v) => v.id === id)!;
      expect(o.pose).toEqual(pose);
      // Every ship is placed by then; none within range 2 of the obstacle's new spot.
      const solid = placeObstacle(o.name, o.pose, o.id).solid;
      for (const x of s.ships) {
        const r = rangeBetween(solid, shipSolid(x.base as BaseSize, x.pose!));
        expect(r === null || r > 2).toBe(true);
      }
    },
  ),
  doesNotApply: [
    kase(
      'his player declines: every obstacle stays where it was placed',
      beckettGame,
      beckettPlay(false),
      (s, seen) => {
        expect(offered(seen, 'Tobias Beckett')).toBe(true);
        expect(moved(s)).toHaveLength(0);
      },
    ),
    kase(
      'a position with an obstacle: the Engagement Phase’s end is not Setup, nothing is offered',
      () =>
        position(
          'engagement',
          [rebel('b', 'bountyhunter', 400, 150, { upgrades: ['tobiasbeckett'] })],
          [imperial('x', 'redsquadronveteran', 750, 850)],
          { obstacles: [{ name: 'asteroid-1', id: 'rock', pose: { x: 150, y: 500, heading: 0 } }] },
        ),
      playing(leaves('engagement'), () => useAbilityOf('Tobias Beckett')),
      (s, seen) => {
        expect(offered(seen, 'Tobias Beckett')).toBe(false);
        expect(moved(s)).toHaveLength(0);
      },
    ),
  ],
});
