/**
 * Card specs for abilities/cards/movement/crew.ts. Rules: 001 Activation Phase (Execute Maneuver, Check Difficulty,
 * Perform Action), Engagement Phase; 000 Focus, Stress, "Moving Through and Overlapping" (a partial maneuver).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/** Focus tokens the ship gained this round (the End Phase takes them away before the play stops). */
const focusGained = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).filter((e) => e.data?.action === 'focus').length +
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'focus').length;

const copilotTable = () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['perceptivecopilot'] })],
    [farTie()],
  );

const stress = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
const used = (s: GameState, key: string) => logged(s, 'ability-used').filter((e) => e.data?.source === key).length;

/**
 * An X-wing (`x`) with `card` executing `dial` with `extra`; a blocking TIE in front when `block`; a wingman (`w`) that
 * executes `wingDial` when given, the X-wing having activated then.
 */
const moveTable =
  (card: string | { xws: string; charges: number }, dial: string, extra: Partial<PositionShip> = {}, block?: number) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: [card], ...extra })],
      [block ? imperial('b', 'academypilot', 400, block, { dial: '1F', round: { activated: true } }) : farTie()],
    );
const wingTable =
  (card: string | { xws: string; charges: number }, wingDial: string, wing: Partial<PositionShip>) => () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial: '1F',
          upgrades: [card],
          round: { activated: true },
          tokens: { stress: 3 },
        }),
        rebel('w', 'redsquadronveteran', 200, 150, { dial: wingDial, ...wing }),
      ],
      [farTie()],
    );
const moves = playing(leaves('activation'));

/** Minister Tua's Firespray (`f`), damaged or not, and a TIE far away, as the Engagement Phase starts. */
const tuaTable =
  (damaged: boolean, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('f', 'bountyhunter', 400, 150, {
          upgrades: ['ministertua'],
          ...(damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {}),
          ...extra,
        }),
      ],
      [farTie()],
    );
const tuaPlay = playing(
  (s) => s.pending?.kind === 'declare-attack' || s.phase !== 'engagement',
  () => picks('choose-action', 'reinforce:fore', 'f'),
);

/** Han Solo's ship (`h`, a TIE/ln's bar for its white evade) with TIEs at `ys` facing it. */
const hanTable =
  (...ys: number[]) =>
  () =>
    position(
      'activation',
      [rebel('h', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['hansolo-crew'] })],
      ys.map((y, i) => imperial(`t${i}`, 'academypilot', 330 + 140 * i, y, { dial: '1F', round: { activated: true } })),
    );
const hanPlay = (action: string) => playing(leaves('activation'), () => picks('choose-action', action, 'h'));

/**
 * Baze Malbus: an X-wing (`b`) with the card executing a 1 straight from (400, 150), two TIEs at (330, `y`) and
 * (470, `y`) (y 340: range 1 of it after the move).
 */
const bazeTable = (y: number) => () =>
  position(
    'activation',
    [rebel('b', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['bazemalbus'] })],
    [330, 470].map((x, i) => imperial(`t${i}`, 'academypilot', x, y, { dial: '1F', round: { activated: true } })),
  );
const bazePlay = (action: string, ship = 'b') =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
const focusHeld = (s: GameState, ship: string) => shipOf(s, ship).tokens.focus ?? 0;
const evadesGained = (s: GameState, ship: string) => shipOf(s, ship).tokens.evade ?? 0;

/**
 * A TIE (`g`, activated) with Grand Inquisitor and `force` Force at (400, 500) facing down; an X-wing (`x`) at (`xX`,
 * 300) reveals a 1 straight (to y 380); `others` beside them.
 */
const inquisitorTable =
  (force: number, xX = 400, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', xX, 300, { dial: '1F' }), ...others],
      [
        imperial('g', 'academypilot', 400, 500, {
          upgrades: ['grandinquisitor'],
          force,
          round: { activated: true },
          ...extra,
        }),
      ],
    );
const inquisitorPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Grand Inquisitor'), picks('choose-action', 'focus', 'g')),
);

/**
 * An X-wing of initiative 2 (`x`, "Fives" with `onCard` tokens on the card) and a TIE (`t`, `tie`: an Obsidian Squadron
 * pilot of initiative 2, or an Academy pilot of 1) at range 1 of each other, in the Engagement Phase; `fivesOn` names
 * the ship with the card.
 */
const fivesTable =
  (tie = 'obsidiansquadronpilot', onCard: Record<string, number> = {}, fivesOn: 'x' | 't' = 'x') =>
  () => {
    const card = [{ xws: 'fives', ...(Object.keys(onCard).length ? { tokens: onCard } : {}) }];
    return position(
      'engagement',
      [rebel('x', 'bluesquadronescort', 400, 300, fivesOn === 'x' ? { upgrades: card } : {})],
      [imperial('t', tie, 400, 390, fivesOn === 't' ? { upgrades: card } : {})],
    );
  };
/** `attacker` attacks `defender`, rolling `faces`; `evade` placed when "Fives" asks; nothing else attacks. */
const fivesAttack = (attacker: string, defender: string, faces: string[]) =>
  playing(hasLogged('attack-ended', attacker), () =>
    answers(attacks(attacker, defender), rolls(attacker, 'attack', faces), picks('use-ability', 'use:evade'), (d) =>
      d.kind === 'declare-attack' ? ['pass'] : undefined,
    ),
  );
const fivesCard = (s: GameState, id = 'x') => shipOf(s, id).upgrades.find((u) => u.xws === 'fives')?.tokens;
/** Plays the Engagement Phase, taking a token off the card when asked; nobody attacks. */
const fivesEngage = playing(leaves('engagement'), () =>
  answers(useAbilityOf('"Fives"'), (d) => (d.kind === 'declare-attack' ? ['pass'] : undefined)),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:fives:0',
    applies: kase(
      'x misses a TIE of its own initiative: an evade token on the card',
      fivesTable(),
      fivesAttack('x', 't', []),
      (s) => expect(fivesCard(s)).toEqual({ evade: 1 }),
    ),
    doesNotApply: [
      kase('x hits', fivesTable(), fivesAttack('x', 't', ['hit', 'hit', 'hit']), (s) =>
        expect(fivesCard(s)).toBeUndefined(),
      ),
      kase('the TIE’s initiative is lower', fivesTable('academypilot'), fivesAttack('x', 't', []), (s) =>
        expect(fivesCard(s)).toBeUndefined(),
      ),
      kase(
        'the TIE carries it and defends against a miss',
        fivesTable('obsidiansquadronpilot', {}, 't'),
        fivesAttack('x', 't', []),
        (s) => expect(fivesCard(s, 't')).toBeUndefined(),
      ),
    ],
  },
  {
    source: 'upgrade:fives:0',
    applies: kase(
      'an evade token on the card: x takes it before engaging',
      fivesTable('obsidiansquadronpilot', { evade: 1 }),
      fivesEngage,
      (s) => {
        expect(fivesCard(s)?.evade ?? 0).toBe(0);
        expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['evade']);
      },
    ),
    doesNotApply: [
      kase('nothing on the card', fivesTable(), fivesEngage, (_s, seen) =>
        expect(offered(seen, '"Fives"')).toBe(false),
      ),
      kase(
        'the TIE carries the card with a token and x engages first (the TIE has engaged)',
        () =>
          position(
            'engagement',
            [rebel('x', 'bluesquadronescort', 400, 300)],
            [
              imperial('t', 'academypilot', 400, 390, {
                upgrades: [{ xws: 'fives', tokens: { focus: 1 } }],
                round: { engaged: true },
              }),
            ],
          ),
        fivesEngage,
        (_s, seen) => expect(offered(seen, '"Fives"')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:grandinquisitor:0',
    applies: kase(
      'the X-wing at range 2 reveals: 1 Force, a red focus action',
      inquisitorTable(1),
      inquisitorPlay,
      (s) => {
        expect(logged(s, 'action-performed', 'g').map((e) => e.data?.difficulty)).toEqual(['red']);
        expect(shipOf(s, 'g').force).toBe(0);
        expect(stress(s, 'g')).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the X-wing at range 3 reveals',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 200, { dial: '1F' })],
            [
              imperial('g', 'academypilot', 400, 500, {
                upgrades: ['grandinquisitor'],
                force: 1,
                round: { activated: true },
              }),
            ],
          ),
        inquisitorPlay,
        (_s, seen) => expect(offered(seen, 'Grand Inquisitor')).toBe(false),
      ),
      kase(
        'stressed: no action to perform',
        inquisitorTable(1, 400, { tokens: { stress: 1 } }),
        inquisitorPlay,
        (_s, seen) => expect(offered(seen, 'Grand Inquisitor')).toBe(false),
      ),
      kase(
        'a friendly TIE at range 1 reveals (the X-wing has activated)',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 400, 300, { round: { activated: true } })],
            [
              imperial('g', 'academypilot', 400, 500, {
                upgrades: ['grandinquisitor'],
                force: 1,
                round: { activated: true },
              }),
              imperial('w', 'academypilot', 500, 550, { dial: '1F' }),
            ],
          ),
        inquisitorPlay,
        (s, seen) => {
          expect(logged(s, 'dial-revealed', 'w')).toHaveLength(1);
          expect(offered(seen, 'Grand Inquisitor')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:korrsella:0',
    applies: kase(
      'a blue 1 straight with 3 stress tokens leaves none',
      moveTable('korrsella', '1F', { tokens: { stress: 3 } }),
      moves,
      (s) => expect(stress(s, 'x')).toBe(0),
    ),
    doesNotApply: [
      kase(
        'a white 3 straight: the 3 stress tokens stay',
        moveTable('korrsella', '3F', { tokens: { stress: 3 } }),
        moves,
        (s) => expect(stress(s, 'x')).toBe(3),
      ),
      kase(
        'a blue 2 straight cut short by a TIE: only the blue maneuver’s stress token goes',
        moveTable('korrsella', '2F', { tokens: { stress: 3 } }, 280),
        moves,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.partial).toBe(true);
          expect(stress(s, 'x')).toBe(2);
        },
      ),
      kase('a wingman’s blue maneuver', wingTable('korrsella', '1F', { tokens: { stress: 2 } }), moves, (s) => {
        expect(stress(s, 'w')).toBe(1);
        expect(stress(s, 'x')).toBe(3);
      }),
    ],
  },
  {
    source: 'upgrade:captainhark:0',
    applies: kase(
      'a red Koiogran turn, a charge spent: a focus token',
      moveTable({ xws: 'captainhark', charges: 2 }, '4K'),
      playing(leaves('activation'), () => useAbilityOf('Captain Hark')),
      (s) => {
        expect(used(s, 'upgrade:captainhark:0')).toBe(1);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a white 3 straight',
        moveTable({ xws: 'captainhark', charges: 2 }, '3F'),
        playing(leaves('activation'), () => useAbilityOf('Captain Hark')),
        (_s, seen) => expect(offered(seen, 'Captain Hark')).toBe(false),
      ),
      kase(
        'already focused',
        moveTable({ xws: 'captainhark', charges: 2 }, '4K', { tokens: { focus: 1 } }),
        playing(leaves('activation'), () => useAbilityOf('Captain Hark')),
        (_s, seen) => expect(offered(seen, 'Captain Hark')).toBe(false),
      ),
      kase(
        'a red 4 Koiogran turn cut short by a TIE',
        moveTable({ xws: 'captainhark', charges: 2 }, '4K', {}, 340),
        playing(leaves('activation'), () => useAbilityOf('Captain Hark')),
        (_s, seen) => expect(offered(seen, 'Captain Hark')).toBe(false),
      ),
      kase(
        'a wingman’s red maneuver',
        wingTable({ xws: 'captainhark', charges: 2 }, '4K', {}),
        playing(leaves('activation'), () => useAbilityOf('Captain Hark')),
        (_s, seen) => expect(offered(seen, 'Captain Hark')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:niennunb:0',
    standing: true,
    applies: kase(
      'a white 3 bank is blue: it removes the stress token',
      moveTable('niennunb', '3B', { tokens: { stress: 1 } }),
      moves,
      (s) => expect(stress(s, 'x')).toBe(0),
    ),
    doesNotApply: kase(
      'a white 3 turn stays white',
      moveTable('niennunb', '3T', { tokens: { stress: 1 } }),
      moves,
      (s) => expect(stress(s, 'x')).toBe(1),
    ),
  },
  {
    source: 'upgrade:bazemalbus:0',
    applies: kase(
      'the focus offered as red too; performed red with two TIEs at range 1: three focus tokens and a stress token',
      bazeTable(340),
      bazePlay('focus:red'),
      (s, seen) => {
        const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'b')!;
        expect(menu.options.filter((o) => o.id.startsWith('focus')).map((o) => o.id)).toEqual(['focus', 'focus:red']);
        expect(logged(s, 'action-performed', 'b').map((e) => e.data?.difficulty)).toEqual(['red']);
        expect(focusHeld(s, 'b')).toBe(3);
        expect(stress(s, 'b')).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the white focus with two TIEs at range 1: one focus token, no stress',
        bazeTable(340),
        bazePlay('focus'),
        (s) => {
          expect(focusHeld(s, 'b')).toBe(1);
          expect(stress(s, 'b')).toBe(0);
        },
      ),
      kase(
        'the red focus with the TIEs beyond range 1: one focus token and a stress token',
        bazeTable(700),
        bazePlay('focus:red'),
        (s) => {
          expect(focusHeld(s, 'b')).toBe(1);
          expect(stress(s, 'b')).toBe(1);
        },
      ),
      kase(
        'a red barrel roll of a Y-wing with two TIEs near: no focus token',
        () =>
          position(
            'activation',
            [rebel('b', 'graysquadronbomber', 400, 150, { dial: '1F', upgrades: ['bazemalbus'] })],
            [330, 470].map((x, i) =>
              imperial(`t${i}`, 'academypilot', x, 340, { dial: '1F', round: { activated: true } }),
            ),
          ),
        bazePlay('barrel-roll'),
        (s) => {
          expect(logged(s, 'action-performed', 'b').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
            ['barrel-roll', 'red'],
          ]);
          expect(focusHeld(s, 'b')).toBe(0);
        },
      ),
      kase(
        'a wingman’s red focus (False Tradition), Baze’s ship having activated with two TIEs at range 1: one focus token',
        () =>
          position(
            'activation',
            [
              rebel('b', 'redsquadronveteran', 400, 230, { upgrades: ['bazemalbus'], round: { activated: true } }),
              rebel('w', 'redsquadronveteran', 250, 150, {
                dial: '1F',
                upgrades: [{ xws: 'proudtradition', side: 1 }],
              }),
            ],
            [330, 470].map((x, i) =>
              imperial(`t${i}`, 'academypilot', x, 340, { dial: '1F', round: { activated: true } }),
            ),
          ),
        bazePlay('focus', 'w'),
        (s) => {
          expect(logged(s, 'action-performed', 'w').map((e) => e.data?.difficulty)).toEqual(['red']);
          expect(focusHeld(s, 'w')).toBe(1);
          expect(focusHeld(s, 'b')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:hansolo-crew:0',
    applies: kase(
      'an evade action with two TIEs at range 1: three evade tokens',
      hanTable(340, 340),
      hanPlay('evade'),
      (s) => expect(evadesGained(s, 'h')).toBe(3),
    ),
    doesNotApply: [
      kase('a focus action with two TIEs at range 1', hanTable(340, 340), hanPlay('focus'), (s) =>
        expect(evadesGained(s, 'h')).toBe(0),
      ),
      kase(
        'a wingman’s evade action with two TIEs at range 1, Han’s ship having activated',
        () =>
          position(
            'activation',
            [
              rebel('h', 'redsquadronveteran', 400, 230, { upgrades: ['hansolo-crew'], round: { activated: true } }),
              rebel('a', 'greensquadronpilot', 250, 150, { dial: '1F' }),
            ],
            [330, 470].map((x, i) =>
              imperial(`t${i}`, 'academypilot', x, 340, { dial: '1F', round: { activated: true } }),
            ),
          ),
        playing(leaves('activation'), () => picks('choose-action', 'evade', 'a')),
        (s) => {
          expect(evadesGained(s, 'a')).toBe(1);
          expect(evadesGained(s, 'h')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:ministertua:0',
    applies: kase('damaged, a red reinforce as the Engagement Phase starts', tuaTable(true), tuaPlay, (s, seen) => {
      expect(actionOffered(seen, 'Minister Tua')).toBe(true);
      expect(logged(s, 'action-performed', 'f').map((e) => e.data?.action)).toEqual(['reinforce']);
      expect(stress(s, 'f')).toBe(1);
    }),
    doesNotApply: [
      kase('undamaged', tuaTable(false), tuaPlay, (_s, seen) =>
        expect(actionOffered(seen, 'Minister Tua')).toBe(false),
      ),
      kase('damaged but stressed: no red action', tuaTable(true, { tokens: { stress: 1 } }), tuaPlay, (_s, seen) =>
        expect(actionOffered(seen, 'Minister Tua')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:unkarplutt:0',
    applies: kase(
      'a 2 straight cut short by a TIE: 1 hit suffered, then a focus action',
      moveTable('unkarplutt', '2F', {}, 280),
      playing(leaves('activation'), () => answers(useAbilityOf('Unkar Plutt'), picks('choose-action', 'focus', 'x'))),
      (s) => {
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.action)).toEqual(['focus']);
      },
    ),
    doesNotApply: [
      kase(
        'a 2 straight fully executed',
        moveTable('unkarplutt', '2F'),
        playing(leaves('activation'), () => useAbilityOf('Unkar Plutt')),
        (_s, seen) => expect(offered(seen, 'Unkar Plutt')).toBe(false),
      ),
      kase(
        'cut short while stressed: no white action to perform',
        moveTable('unkarplutt', '3F', { tokens: { stress: 1 } }, 320),
        playing(leaves('activation'), () => useAbilityOf('Unkar Plutt')),
        (_s, seen) => expect(offered(seen, 'Unkar Plutt')).toBe(false),
      ),
      kase(
        'Unkar’s ship cut short declines; a wingman then cut short: Unkar is not asked again',
        () =>
          position(
            'activation',
            [
              rebel('x', 'phoenixsquadronpilot', 400, 150, { dial: '2F', upgrades: ['unkarplutt'] }),
              rebel('w', 'redsquadronveteran', 200, 150, { dial: '2F' }),
            ],
            [400, 200].map((x, i) =>
              imperial(`b${i}`, 'academypilot', x, 280, { dial: '1F', round: { activated: true } }),
            ),
          ),
        playing(leaves('activation')),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w')[0]!.data?.partial).toBe(true);
          expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Unkar Plutt'))).toHaveLength(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:herasyndulla:0',
    applies: kase(
      'stressed 3 times, the red Koiogran turn is executed, then a stress token goes and a hit is suffered',
      moveTable('herasyndulla', '4K', { tokens: { stress: 3 } }),
      moves,
      (s) => {
        expect(logged(s, 'stressed-red-maneuver', 'x')).toHaveLength(0);
        expect(logged(s, 'dial-revealed', 'x')[0]!.data?.maneuver).toBe('4K');
        expect(stress(s, 'x')).toBe(3);
        expect(shipOf(s, 'x').shields).toBe(1);
        expect(usedIndexes(s, 'upgrade:herasyndulla:0')).toEqual([1]);
      },
    ),
    doesNotApply: [
      kase(
        'stressed once, the red Koiogran turn leaves 2 stress and no damage',
        moveTable('herasyndulla', '4K', { tokens: { stress: 1 } }),
        moves,
        (s) => {
          expect(stress(s, 'x')).toBe(2);
          expect(shipOf(s, 'x').shields).toBe(2);
        },
      ),
      kase(
        'a white 3 straight with 3 stress tokens',
        moveTable('herasyndulla', '3F', { tokens: { stress: 3 } }),
        moves,
        (s) => {
          expect(stress(s, 'x')).toBe(3);
          expect(shipOf(s, 'x').shields).toBe(2);
        },
      ),
      kase(
        'the Koiogran turn cut short by a TIE, 3 stress tokens',
        moveTable('herasyndulla', '4K', { tokens: { stress: 3 } }, 340),
        moves,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'x')[0]!.data?.partial).toBe(true);
          expect(shipOf(s, 'x').shields).toBe(2);
        },
      ),
      kase('a wingman’s red Koiogran turn', wingTable('herasyndulla', '4K', {}), moves, (s) => {
        expect(stress(s, 'w')).toBe(1);
        expect(shipOf(s, 'x').shields).toBe(2);
      }),
    ],
  },
  {
    source: 'upgrade:perceptivecopilot:0',
    applies: kase(
      'a focus action leaves the ship with 2 focus tokens',
      copilotTable,
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
      (s) => {
        expect(focusGained(s, 'x')).toBe(2);
        expect(usedIndexes(s, 'upgrade:perceptivecopilot:0')).toEqual([0]);
      },
    ),
    doesNotApply: [
      kase(
        'a barrel roll gives no focus token',
        copilotTable,
        playing(leaves('activation'), () => picks('choose-action', 'barrel-roll', 'x')),
        (s) => expect(focusGained(s, 'x')).toBe(0),
      ),
      kase(
        'a wingman’s focus action gives the copilot’s ship nothing, and the wingman 1 focus',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 400, 150, {
                dial: '1F',
                upgrades: ['perceptivecopilot'],
                round: { activated: true },
              }),
              rebel('y', 'redsquadronveteran', 250, 150, { dial: '1F' }),
            ],
            [farTie()],
          ),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'y')),
        (s) => {
          expect(focusGained(s, 'y')).toBe(1);
          expect(focusGained(s, 'x')).toBe(0);
        },
      ),
    ],
  },
];

/** A TIE (`c`, Chewbacca of the Battle of Yavin) performs `action` in its action step; `others` beside it. */
const chewieTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('c', 'academypilot', 400, 150, { dial: '1F', upgrades: ['chewbacca-battleofyavin'], ...extra }),
        ...others,
      ],
      [farTie()],
    );
const chewiePlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => answers(useAbilityOf('Chewbacca'), picks('choose-action', action, ship)));
SPECS.push({
  source: 'upgrade:chewbacca-battleofyavin:0',
  applies: kase('an evade action, then a focus token', chewieTable(), chewiePlay('c', 'evade'), (s) =>
    expect(logged(s, 'token-gained', 'c').map((e) => e.data?.token)).toContain('focus'),
  ),
  doesNotApply: [
    kase('a focus action instead', chewieTable(), chewiePlay('c', 'focus'), (_s, seen) =>
      expect(offered(seen, 'Chewbacca')).toBe(false),
    ),
    kase(
      'a wingman’s evade while the carrier has activated',
      chewieTable({ round: { activated: true } }, [rebel('w', 'academypilot', 200, 150, { dial: '1F' })]),
      chewiePlay('w', 'evade'),
      (_s, seen) => expect(offered(seen, 'Chewbacca')).toBe(false),
    ),
  ],
});

/** A Firespray (`f`, Embo) with a TIE at `tieY` (touching at 200) as the Engagement Phase starts. */
const emboTable =
  (tieY: number, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('f', 'bountyhunter', 400, 150, { upgrades: ['embo-armedanddangerous'], ...extra })],
      [imperial('t', 'academypilot', 400, tieY)],
    );
SPECS.push({
  source: 'upgrade:embo-armedanddangerous:0',
  applies: kase('an enemy touching it: a red reinforce as the phase starts', emboTable(200), tuaPlay, (s, seen) => {
    expect(actionOffered(seen, 'Embo')).toBe(true);
    expect(logged(s, 'action-performed', 'f').map((e) => e.data?.action)).toEqual(['reinforce']);
  }),
  doesNotApply: [
    kase('the enemy at range 1', emboTable(300), tuaPlay, (_s, seen) =>
      expect(actionOffered(seen, 'Embo')).toBe(false),
    ),
    kase('stressed: no red action', emboTable(200, { tokens: { stress: 1 } }), tuaPlay, (_s, seen) =>
      expect(actionOffered(seen, 'Embo')).toBe(false),
    ),
  ],
});

/**
 * Qi'ra: an HWK-290 (`h`, init 1) flies a 2 straight across an asteroid (`rock`), locked by it or not; a Firespray
 * (`w`, init 2, no Qi'ra) acts first. A second asteroid (`rock2`) lies at range 1–3 of both.
 */
const qiraTable = (locked: boolean) => () =>
  position(
    'activation',
    [
      rebel('h', 'spicerunner', 400, 150, { dial: '2F', upgrades: ['qira'], ...(locked ? { locks: ['rock'] } : {}) }),
      rebel('w', 'bountyhunter', 200, 450, { dial: '1F' }),
    ],
    [farTie()],
    {
      obstacles: [
        { id: 'rock', name: 'asteroid-1', pose: { x: 400, y: 210, heading: 0 } },
        { id: 'rock2', name: 'asteroid-2', pose: { x: 560, y: 420, heading: 0 } },
      ],
    },
  );
const qiraPlay = playing(leaves('activation'));
/** Whether ship `id`'s action decision offered a lock on the second asteroid. */
const locksRock2 = (seen: readonly { kind: string; ship?: string; options: { id: string }[] }[], id: string) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === id && d.options.some((o) => o.id === 'lock:rock2'));
SPECS.push({
  source: 'upgrade:qira:0',
  // Standing rules the movement and lock rules read: no 'ability-used' event, the effects show in the checks.
  standing: true,
  applies: kase(
    'locking the asteroid, the HWK moves through it unharmed and may lock the other',
    qiraTable(true),
    qiraPlay,
    (s, seen) => {
      expect(logged(s, 'obstacle-hit', 'h')).toHaveLength(0);
      expect(locksRock2(seen, 'h')).toBe(true);
    },
  ),
  doesNotApply: [
    kase(
      'not locking it, the asteroid hits; the Firespray without Qi’ra may not lock an asteroid',
      qiraTable(false),
      qiraPlay,
      (s, seen) => {
        expect(logged(s, 'obstacle-hit', 'h')).toHaveLength(1);
        expect(locksRock2(seen, 'w')).toBe(false);
      },
    ),
  ],
});

/** "Chopper": an HWK-290 (`h`) with it, stressed or not, one facedown damage card, flies a white 2 bank. */
const chopperTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'rebelscout', 400, 150, {
          dial: '2B',
          upgrades: ['chopper-crew'],
          damage: [{ card: 'directhit', faceup: false }],
          ...extra,
        }),
        ...others,
      ],
      [farTie()],
    );
/** The HWK focuses and would take its linked red rotate; the card's price is paid by exposing the card. */
const chopperPlay = playing(leaves('activation'), () =>
  answers(
    picks('choose-action', 'focus', 'h'),
    picks('choose-action', 'rotate-arc', 'h'),
    picks('use-ability', 'use:expose', 'h'),
    picks('use-ability', 'use:h', 'l'),
    picks('use-ability', 'use:l', 'l'),
    picks('choose-action', 'focus', 'l'),
    picks('choose-action', 'boost', 'h'),
    picks('choose-action', 'lock', 'l'),
  ),
);
const STRESSED: Partial<PositionShip> = { tokens: { stress: 1 } };
SPECS.push({
  source: 'upgrade:chopper-crew:0',
  applies: kase(
    'stressed, the HWK focuses (no linked red rotate), then exposes its card',
    chopperTable(STRESSED),
    chopperPlay,
    (s) => {
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      expect(logged(s, 'damage-card-exposed', 'h')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('unstressed, its focus costs nothing', chopperTable(), chopperPlay, (s, seen) => {
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toContain('focus');
      expect(offered(seen, '"Chopper"')).toBe(false);
    }),
    kase(
      'stressed and activated already: no action granted by Lando, nothing when Lando focuses',
      chopperTable({ ...STRESSED, round: { activated: true } }, [
        rebel('l', 'landocalrissian-modifiedyt1300lightfreighter', 540, 150, { dial: '2F' }),
      ]),
      chopperPlay,
      (s, seen) => {
        expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
        expect(offered(seen, '"Chopper"')).toBe(false);
      },
    ),
  ],
});
// Its permission is for one action a round: Lando, with it and two stress tokens, acts after his blue maneuver (his own
// ability), pays for it, and may not act again in his Perform Action step (no lock on the TIE in range).
SPECS.push({
  source: 'upgrade:chopper-crew:0',
  applies: kase(
    'Lando with it, stressed twice, acts after his blue maneuver: none more in his Perform Action step',
    () =>
      position(
        'activation',
        [
          rebel('l', 'landocalrissian-modifiedyt1300lightfreighter', 400, 150, {
            dial: '2F',
            upgrades: ['chopper-crew'],
            tokens: { stress: 2 },
          }),
        ],
        [imperial('t', 'academypilot', 400, 560, { dial: '1F', round: { activated: true } })],
      ),
    chopperPlay,
    (s) => expect(logged(s, 'action-performed', 'l').map((e) => e.data?.action)).toEqual(['focus']),
  ),
  doesNotApply: [
    kase('unstressed, its focus costs nothing', chopperTable(), chopperPlay, (_s, seen) =>
      expect(offered(seen, '"Chopper"')).toBe(false),
    ),
  ],
});

/**
 * Prime Minister Almec (side 1) on an ARC-170 (`a`, initiative 2) flying `dial` (the 4 straight is red, the 3 straight
 * white); `others` join.
 */
const almecTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], enemies: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('a', '104thbattalionpilot', 400, 150, {
          dial,
          upgrades: [{ xws: 'primeministeralmec', side: 1 }],
          ...extra,
        }),
        ...others,
      ],
      [farTie(), ...enemies],
    );
const ACTIVATED: Partial<PositionShip> = { round: { activated: true } };
/** A second ARC-170 (`w`, initiative 3) flying `dial` from (`x`, `y`). */
const wing = (dial: string, x = 540, y = 100): PositionShip => rebel('w', 'squadsevenveteran', x, y, { dial });
const almecPlay = playing(leaves('activation'), () =>
  answers(
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Almec') ? ['focus'] : undefined),
    picks('choose-action', 'pass'),
  ),
);
const almecFocus = (s: GameState, id: string) =>
  logged(s, 'action-performed', id).filter((e) => e.data?.action === 'focus').length;
SPECS.push(
  {
    source: 'upgrade:primeministeralmec:1',
    applies: kase('its own red 4 straight: it focuses', almecTable('4F'), almecPlay, (s) =>
      expect(almecFocus(s, 'a')).toBe(1),
    ),
    doesNotApply: [
      kase('a white 3 straight', almecTable('3F'), almecPlay, (_s, seen) =>
        expect(actionOffered(seen, 'Almec')).toBe(false),
      ),
      kase(
        'it has activated; an ARC-170 beyond range 2 flies a red 4 straight',
        almecTable('1F', ACTIVATED, [wing('4F', 750, 450)]),
        almecPlay,
        (_s, seen) => expect(actionOffered(seen, 'Almec')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:primeministeralmec:1',
    applies: kase(
      'an ARC-170 beside it flies a red 4 straight, then focuses though stressed',
      almecTable('1F', ACTIVATED, [wing('4F')]),
      almecPlay,
      (s) => expect(almecFocus(s, 'w')).toBe(1),
    ),
    doesNotApply: [
      kase(
        'the ARC-170 beside it flies a white 3 straight',
        almecTable('1F', ACTIVATED, [wing('3F')]),
        almecPlay,
        (_s, seen) => expect(actionOffered(seen, 'Almec')).toBe(false),
      ),
      kase(
        'an enemy TIE beside it flies a red Koiogran turn',
        almecTable('1F', ACTIVATED, [], [imperial('t', 'academypilot', 400, 420, { dial: '3K' })]),
        almecPlay,
        (_s, seen) => expect(actionOffered(seen, 'Almec')).toBe(false),
      ),
      kase(
        'an ARC-170 beyond range 2 flies a red 4 straight',
        almecTable('1F', ACTIVATED, [wing('4F', 750, 450)]),
        almecPlay,
        (_s, seen) => expect(actionOffered(seen, 'Almec')).toBe(false),
      ),
    ],
  },
);

/**
 * Ahsoka Tano (crew) on an ARC-170 (`a`) flying `dial` from (400, 300); a stressed ARC-170 (`w`) that has activated
 * waits behind, at range 1 of where it ends.
 */
const ahsokaTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('a', '104thbattalionpilot', 400, 300, { dial, upgrades: ['ahsokatano-crew'], ...extra }),
        rebel('w', 'squadsevenveteran', 400, 170, { dial: '1F', tokens: { stress: 1 }, round: { activated: true } }),
        ...others,
      ],
      [farTie()],
    );
const ahsokaPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w', 'a'), picks('choose-action', 'focus', 'w')),
);
SPECS.push({
  source: 'upgrade:ahsokatano-crew:0',
  applies: kase('a Force: the stressed ARC-170 behind it performs a red focus', ahsokaTable('1F'), ahsokaPlay, (s) =>
    expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']),
  ),
  doesNotApply: [
    kase(
      'its 2 straight cut short by an ARC-170 ahead',
      ahsokaTable('2F', {}, [rebel('b', '104thbattalionpilot', 400, 420, { dial: '1F', round: { activated: true } })]),
      ahsokaPlay,
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'a')[0]?.data?.partial).toBe(true);
        expect(offered(seen, 'Ahsoka Tano')).toBe(false);
      },
    ),
    kase(
      'it has activated; another ARC-170 flies a maneuver',
      ahsokaTable('1F', { round: { activated: true } }, [rebel('o', '104thbattalionpilot', 600, 150, { dial: '1F' })]),
      ahsokaPlay,
      (_s, seen) => expect(offered(seen, 'Ahsoka Tano')).toBe(false),
    ),
  ],
});

/** Yoda on an ARC-170 (`a`, 2 Force) that has activated; `others` (Jedi) activate around it. */
const yodaTable =
  (others: PositionShip[], enemies: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('a', '104thbattalionpilot', 400, 150, {
          dial: '1F',
          upgrades: ['yoda'],
          force: 2,
          round: { activated: true },
        }),
        ...others,
      ],
      [farTie(), ...enemies],
    );
const jedi = (id: string, x: number, y: number, extra: Partial<PositionShip> = {}) =>
  rebel(id, 'jediknight', x, y, { dial: '1F', force: 1, ...extra });
const general = (id: string, dial: string, x: number, y: number) => rebel(id, 'jedigeneral', x, y, { dial, force: 2 });
const yodaPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Yoda'), picks('choose-action', 'evade', 'j'), picks('choose-action', 'focus', 'f')),
);
const yodaAsked = (_s: GameState, seen: Decision[]) => expect(offered(seen, 'Yoda')).toBe(false);
SPECS.push(
  {
    source: 'upgrade:yoda:0',
    applies: kase(
      'a Jedi beside it spends its Force on an evade: Yoda gives it back',
      yodaTable([jedi('j', 540, 150)]),
      yodaPlay,
      (s) => expect(logged(s, 'force-recovered', 'j')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('the Jedi focuses (white)', yodaTable([jedi('f', 540, 150)]), yodaPlay, yodaAsked),
      kase('the Jedi evades beyond range 2', yodaTable([jedi('j', 700, 700)]), yodaPlay, yodaAsked),
      kase(
        'an enemy Jedi evades beside it',
        yodaTable([], [imperial('j', 'jediknight', 540, 260, { dial: '1F', force: 1 })]),
        yodaPlay,
        yodaAsked,
      ),
    ],
  },
  {
    source: 'upgrade:yoda:0',
    applies: kase(
      'a Jedi General beside it flies a purple 2 sloop: Yoda gives its Force back',
      yodaTable([general('g', '2E', 560, 150)]),
      yodaPlay,
      (s) => expect(logged(s, 'force-recovered', 'g')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('a blue 2 straight', yodaTable([general('g', '2F', 560, 150)]), yodaPlay, yodaAsked),
      kase('the purple sloop beyond range 2', yodaTable([general('g', '2E', 750, 600)]), yodaPlay, yodaAsked),
      kase(
        'an enemy Jedi General flies it beside it',
        yodaTable([], [imperial('g', 'jedigeneral', 450, 330, { dial: '2E', force: 2 })]),
        yodaPlay,
        yodaAsked,
      ),
    ],
  },
);

/** A Rebel Scout HWK (`h`) with Seasoned Navigator revealing `dial`; others as given. */
const navTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('h', 'rebelscout', 400, 150, { dial, upgrades: ['seasonednavigator'], ...extra }), ...others],
      [farTie()],
    );
const navPlay = (to: string) => playing(leaves('activation'), () => picks('use-ability', `use:${to}`, 'h'));
const executedBy = (s: GameState, ship: string) =>
  logged(s, 'maneuver-executed', ship).map((e) => /executes (\w+)/.exec(e.text)?.[1]);
SPECS.push({
  source: 'upgrade:seasonednavigator:0',
  applies: kase(
    'a blue 3 straight revealed, set to the white 3 bank left: flown red, a stress token',
    navTable('3F'),
    navPlay('3B'),
    (s, seen) => {
      const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Seasoned Navigator'));
      // The red 3 turns are left out; the other speed-3 maneuvers are offered.
      expect(asked?.options.map((o) => o.id)).toEqual(['use:3B', 'use:3N', 'decline']);
      expect(executedBy(s, 'h')).toEqual(['3B']);
      expect(stress(s, 'h')).toBe(1);
    },
  ),
  doesNotApply: [
    kase('a 4 straight: no other speed-4 maneuver on the dial, not asked', navTable('4F'), navPlay('3B'), (s, seen) => {
      expect(offered(seen, 'Seasoned Navigator')).toBe(false);
      expect(executedBy(s, 'h')).toEqual(['4F']);
    }),
    kase(
      'a wingman without the card reveals its 3 straight while the HWK has activated',
      navTable('1F', { round: { activated: true } }, [rebel('w', 'rebelscout', 200, 150, { dial: '3F' })]),
      navPlay('3B'),
      (s, seen) => {
        expect(offered(seen, 'Seasoned Navigator')).toBe(false);
        expect(executedBy(s, 'w')).toEqual(['3F']);
      },
    ),
  ],
});

/**
 * The spec of a card that sets its own ship's revealed dial (`set-dial`): `pilot` (with `upgrades`) reveals `dial`, is
 * offered `options` (the dial codes, in dial order) and sets `to`, executing it with `stress` stress tokens; it reveals
 * `other` in a case where it is not asked (`why`); a `wing` pilot without the card reveals `dial` beside it while it has
 * activated, not asked either.
 */
export function ownDialSpec(o: {
  source: string;
  card: string;
  pilot: string;
  upgrades?: string[];
  dial: string;
  options: string[];
  to: string;
  stress: number;
  other: string;
  why: string;
  wing: string;
}): CardSpec {
  const table =
    (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position(
        'activation',
        [rebel('h', o.pilot, 400, 150, { dial, ...(o.upgrades ? { upgrades: o.upgrades } : {}), ...extra }), ...others],
        [farTie()],
      );
  const play = playing(leaves('activation'), () => picks('use-ability', `use:${o.to}`));
  return {
    source: o.source,
    applies: kase(`${o.dial} revealed, set to ${o.to}`, table(o.dial), play, (s, seen) => {
      const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes(o.card));
      expect(asked?.options.map((x) => x.id)).toEqual([...o.options.map((c) => `use:${c}`), 'decline']);
      expect(executedBy(s, 'h')).toEqual([o.to]);
      expect(stress(s, 'h')).toBe(o.stress);
    }),
    doesNotApply: [
      kase(o.why, table(o.other), play, (s, seen) => {
        expect(offered(seen, o.card)).toBe(false);
        expect(executedBy(s, 'h')).toEqual([o.other]);
      }),
      kase(
        `a wingman without the card reveals ${o.dial} while it has activated`,
        table('1F', { round: { activated: true } }, [rebel('w', o.wing, 150, 150, { dial: o.dial })]),
        play,
        (s, seen) => {
          expect(offered(seen, o.card)).toBe(false);
          expect(executedBy(s, 'w')).toEqual([o.dial]);
        },
      ),
    ],
  };
}

SPECS.push(
  ownDialSpec({
    source: 'upgrade:kaydelconnix:0',
    card: 'Kaydel Connix',
    pilot: 'resistancesympathizer',
    upgrades: ['kaydelconnix'],
    dial: '2F',
    // The speed-3 basic maneuvers (not the red Segnor's loops), all white.
    options: ['3T', '3B', '3F', '3N', '3Y'],
    to: '3F',
    stress: 1,
    other: '4F',
    why: 'a 4 straight: no speed-5 maneuver on the dial, not asked',
    wing: 'resistancesympathizer',
  }),
);

/**
 * A Resistance Transport (`l`) with Leia Organa (1 Force: `force`) revealing `dial`; `others` beside it (friendly) and
 * `foes` (enemy). Leia is used whenever she is offered.
 */
const leiaTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], foes: PositionShip[] = [farTie()]) =>
  () =>
    position(
      'activation',
      [
        rebel('l', 'logisticsdivisionpilot', 400, 150, {
          dial,
          force: 1,
          upgrades: ['leiaorgana-resistance'],
          ...extra,
        }),
        ...others,
      ],
      foes,
    );
const leiaPlay = playing(leaves('activation'), () => useAbilityOf('Leia Organa'));
SPECS.push({
  source: 'upgrade:leiaorgana-resistance:0',
  applies: kase(
    'a friendly Transport’s red 1 turn while hers has activated: 1 Force spent, it flies it white, no stress token',
    leiaTable('1F', { round: { activated: true } }, [rebel('w', 'logisticsdivisionpilot', 200, 150, { dial: '1T' })]),
    leiaPlay,
    (s) => {
      expect(stress(s, 'w')).toBe(0);
      expect(logged(s, 'cost-paid', 'l')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('her ship’s red stationary maneuver: not asked', leiaTable('0O'), leiaPlay, (s, seen) => {
      expect(offered(seen, 'Leia Organa')).toBe(false);
      expect(stress(s, 'l')).toBe(1);
    }),
    kase('no Force left: the red 1 turn stresses', leiaTable('1T', { force: 0 }), leiaPlay, (s, seen) => {
      expect(offered(seen, 'Leia Organa')).toBe(false);
      expect(stress(s, 'l')).toBe(1);
    }),
    kase(
      'a friendly Transport’s red stationary maneuver while hers has activated',
      leiaTable('1F', { round: { activated: true } }, [rebel('w', 'logisticsdivisionpilot', 200, 150, { dial: '0O' })]),
      leiaPlay,
      (s, seen) => {
        expect(offered(seen, 'Leia Organa')).toBe(false);
        expect(stress(s, 'w')).toBe(1);
      },
    ),
    kase(
      'an enemy TIE’s red 4 Koiogran turn while hers has activated',
      leiaTable('1F', { round: { activated: true } }, [], [imperial('t', 'academypilot', 400, 800, { dial: '4K' })]),
      leiaPlay,
      (s, seen) => {
        expect(offered(seen, 'Leia Organa')).toBe(false);
        expect(stress(s, 't')).toBe(1);
      },
    ),
  ],
});

/**
 * In the System Phase: a Black Squadron Ace (`j`, initiative 3) with Moff Jerjerrod (`charges`) at (400, 750), a
 * friendly Academy Pilot (`w`, initiative 1, whose System step comes first) at (200, 750) and a stressed one (`s`) at
 * (600, 750); an X-wing far away.
 */
const jerjerrodTable = (charges: number) => () =>
  position(
    'system',
    [rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F' })],
    [
      imperial('j', 'blacksquadronace', 400, 750, { dial: '1F', upgrades: [{ xws: 'moffjerjerrod', charges }] }),
      imperial('w', 'academypilot', 200, 750, { dial: '1F' }),
      imperial('s', 'academypilot', 600, 750, { dial: '1F', tokens: { stress: 1 } }),
    ],
  );
/** The ship whose System step it was each time Moff Jerjerrod was asked. */
const jerjerrodAt: string[] = [];
/** Plays the System Phase: Moff Jerjerrod picks the 1-bank right, and every ship offered a boost takes it. */
const jerjerrodPlay = (s: GameState): Decision[] => {
  jerjerrodAt.length = 0;
  return playing(leaves('system'), () => (d: Decision, st: GameState) => {
    if (d.kind === 'use-ability' && d.prompt.includes('Moff Jerjerrod')) {
      jerjerrodAt.push(st.cursor.done?.at(-1) ?? '');
      return ['use:1N'];
    }
    if (d.kind === 'choose-action' && d.options.some((o) => o.id === 'boost:1N')) return ['boost:1N'];
    return undefined;
  })(s);
};
/** The boost options each ship was offered by Moff Jerjerrod. */
const jerjerrodOffers = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.prompt.includes('Moff Jerjerrod'))
    .map((d) => [d.ship, d.options.map((o) => o.id)]);
SPECS.push({
  source: 'upgrade:moffjerjerrod:0',
  applies: kase(
    'its 2 charges in its own System step, the 1-bank right: each unstressed friendly ship boosts so, red',
    jerjerrodTable(2),
    jerjerrodPlay,
    (s, seen) => {
      expect(jerjerrodAt).toEqual(['j']);
      expect(jerjerrodOffers(seen)).toEqual([
        ['j', ['boost:1N', 'pass']],
        ['w', ['boost:1N', 'pass']],
      ]);
      for (const id of ['j', 'w']) {
        expect(logged(s, 'action-performed', id).map((e) => [e.data?.option, e.data?.difficulty])).toEqual([
          ['boost:1N', 'red'],
        ]);
        expect(stress(s, id)).toBe(1);
      }
      expect(logged(s, 'action-performed', 's')).toHaveLength(0);
      expect(shipOf(s, 'j').upgrades[0]!.charges).toBe(0);
    },
  ),
  doesNotApply: kase('one charge only: not asked', jerjerrodTable(1), jerjerrodPlay, (s, seen) => {
    expect(offered(seen, 'Moff Jerjerrod')).toBe(false);
    expect(logged(s, 'action-performed')).toHaveLength(0);
  }),
});

/**
 * A Lambda shuttle (`c`) with Ciena Ree at (400, 600) coordinates a TIE (`w`, activated) at (520, 480), which performs
 * `wingAction`; `others` join; the TIE turns right when asked.
 */
const cienaTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F' })],
      [
        imperial('c', 'omicrongrouppilot', 400, 600, { dial: '1F', upgrades: ['cienaree'], ...extra }),
        imperial('w', 'academypilot', 520, 480, { dial: '1F', round: { activated: true } }),
        ...others,
      ],
    );
const cienaPlay = (wingAction: string, coordinator = 'c') =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Ciena Ree') ? ['use:90'] : undefined),
      picks('choose-action', 'coordinate:w', coordinator),
      picks('choose-action', wingAction, 'w'),
    ),
  );
SPECS.push({
  source: 'upgrade:cienaree:0',
  applies: kase(
    'the TIE barrel rolls: a stress token turns it 90° right',
    cienaTable(),
    cienaPlay('barrel-roll'),
    (s, seen) => {
      expect(offered(seen, 'Ciena Ree')).toBe(true);
      expect(logged(s, 'ship-rotated', 'w').map((e) => e.data?.angle)).toEqual([90]);
      expect(stress(s, 'w')).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the TIE focuses', cienaTable(), cienaPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Ciena Ree')).toBe(false);
      expect(logged(s, 'ship-rotated')).toHaveLength(0);
    }),
    kase(
      'another shuttle coordinates the TIE’s barrel roll while Ciena Ree’s has activated',
      cienaTable({ round: { activated: true } }, [imperial('o', 'omicrongrouppilot', 660, 600, { dial: '1F' })]),
      cienaPlay('barrel-roll', 'o'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        expect(offered(seen, 'Ciena Ree')).toBe(false);
      },
    ),
  ],
});

/**
 * Supreme Leader Snoke: System Phase; a TIE/fo (`o`, facing down at (400, 700)) with the card and `force` Force; the
 * enemy X-wings `near` (range 1), and, when `all`, `mid` (range 2–3) and `far` (beyond range 3), each with a hidden dial.
 */
const snokeTable =
  (force: number, all = true) =>
  () =>
    position(
      'system',
      [
        rebel('near', 'redsquadronveteran', 400, 600, { dial: '2F' }),
        ...(all
          ? [
              rebel('mid', 'redsquadronveteran', 250, 450, { dial: '3F' }),
              rebel('far', 'redsquadronveteran', 700, 60, { dial: '1B' }),
            ]
          : []),
      ],
      [imperial('o', 'epsilonsquadroncadet', 400, 700, { dial: '1F', force, upgrades: ['supremeleadersnoke'] })],
    );
const snokePlay = playing(leaves('system'), () => useAbilityOf('Snoke'));
// The X-wings only: the TIE (initiative 1) reveals its own as the Activation Phase begins.
const revealedDials = (s: GameState) => s.ships.filter((x) => x.id !== 'o' && x.dial?.revealed).map((x) => x.id);
SPECS.push({
  source: 'upgrade:supremeleadersnoke:0',
  applies: kase(
    'two Force flip the dials of the X-wings beyond range 1; the one at range 1 is not offered',
    snokeTable(2),
    snokePlay,
    (s, seen) => {
      const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Snoke'));
      expect(asked.flatMap((d) => d.options.map((o) => o.id))).not.toContain('use:near');
      expect(revealedDials(s).sort()).toEqual(['far', 'mid']);
      expect(shipOf(s, 'o').force).toBe(0);
      expect(
        logged(s, 'dial-revealed')
          .filter((e) => e.data?.early)
          .map((e) => e.ship)
          .sort(),
      ).toEqual(['far', 'mid']);
    },
  ),
  doesNotApply: kase('the only enemy is at range 1: not asked', snokeTable(2, false), snokePlay, (s, seen) => {
    expect(offered(seen, 'Snoke')).toBe(false);
    expect(revealedDials(s)).toEqual([]);
  }),
});
