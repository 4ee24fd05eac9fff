/**
 * Card specs for abilities/cards/movement/republic-delta7.ts. Rules: 001 Activation 2.2 (a red maneuver), Force
 * (recovered up to its printed value).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Force recovered during the Activation Phase (the End Phase recovers Force too, logged otherwise). */
const recovered = (s: GameState, ship: string) => logged(s, 'force-recovered', ship).length;

function maceSpec(xws: string): CardSpec {
  const table =
    (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position('activation', [rebel('m', xws, 400, 150, { dial, force: 2, ...extra }), ...others], [farTie()]);
  const play = playing(leaves('activation'));
  return {
    source: `pilot:${xws}`,
    applies: kase('a red 4 Koiogran turn with 2 Force of 3: he recovers 1', table('4K'), play, (s) =>
      expect(recovered(s, 'm')).toBe(1),
    ),
    doesNotApply: [
      kase('a white 3 bank', table('3B'), play, (s) => expect(recovered(s, 'm')).toBe(0)),
      kase('his Force full, a red 4 Koiogran turn', table('4K', { force: 3 }), play, (s) =>
        expect(recovered(s, 'm')).toBe(0),
      ),
      kase(
        'a red 4 Koiogran turn cut short by a ship in his path',
        table('4K', {}, [rebel('b', 'jediknight', 400, 345, { dial: '1F', round: { activated: true } })]),
        play,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'm').map((e) => e.data?.partial)).toEqual([true]);
          expect(recovered(s, 'm')).toBe(0);
        },
      ),
      kase(
        'a wingman’s red 4 Koiogran turn while Mace has activated',
        table('3B', { round: { activated: true } }, [rebel('w', 'jediknight', 250, 150, { dial: '4K' })]),
        play,
        (s) => expect(recovered(s, 'm')).toBe(0),
      ),
    ],
  };
}

/** Anakin (`a`, stressed, 3 Force) flies `dial`; a TIE that has activated stands where `tie` says. */
function anakinSpec(xws: string): CardSpec {
  const table =
    (dial: string, tie: [number, number], extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position(
        'activation',
        [rebel('a', xws, 400, 150, { dial, force: 3, tokens: { stress: 1 }, ...extra }), ...others],
        [imperial('t', 'academypilot', tie[0], tie[1], { dial: '1F', round: { activated: true } })],
      );
  // His ship's Fine-tuned Controls (its prompt names him too) is declined: it would spend his Force first.
  const play = playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Fine-tuned') ? ['decline'] : undefined),
      useAbilityOf('Anakin'),
    ),
  );
  // A white straight on his dial, and where his centre ends after it (a speed-n straight: n × 40 mm + the base).
  const [dial, end] = xws.endsWith('btlbywing') ? ['3F', 310] : ['4F', 350];
  const stress = (s: GameState) => shipOf(s, 'a').tokens.stress ?? 0;
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'a TIE straight ahead at range 1 after his straight: 1 Force removes his stress',
      table(dial, [400, end + 100]),
      play,
      (s) => {
        expect(stress(s)).toBe(0);
        expect(shipOf(s, 'a').force).toBe(2);
      },
    ),
    doesNotApply: [
      kase('the TIE is behind him', table(dial, [400, 60]), play, (s) => expect(stress(s)).toBe(1)),
      kase('not stressed', table(dial, [400, end + 100], { tokens: {} }), play, (s) =>
        expect(shipOf(s, 'a').force).toBe(3),
      ),
      kase(
        'his straight is cut short by a friendly ship in his path',
        table(dial, [400, end + 100], {}, [
          rebel('b', 'jediknight', 400, end, { dial: '1F', round: { activated: true } }),
        ]),
        play,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'a').map((e) => e.data?.partial)).toEqual([true]);
          expect(stress(s)).toBe(1);
        },
      ),
      kase(
        'a wingman moves while Anakin has activated',
        table(dial, [400, end + 100], { round: { activated: true } }, [
          rebel('w', 'jediknight', 200, 150, { dial: '1F' }),
        ]),
        play,
        (s) => expect(stress(s)).toBe(1),
      ),
    ],
  };
}

/** Ahsoka (`h`, 2 Force) flies `dial`; a stressed wingman `w` stands at `wx` beside her start. */
function ahsokaSpec(xws: string): CardSpec {
  const table =
    (dial: string, wx: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position(
        'activation',
        [
          rebel('h', xws, 400, 150, { dial, force: 2, ...extra }),
          rebel('w', 'jediknight', wx, 200, { dial: '1F', tokens: { stress: 1 }, round: { activated: true } }),
          ...others,
        ],
        [farTie()],
      );
  const play = playing(leaves('activation'), () =>
    answers(picks('use-ability', 'use:w'), picks('choose-action', 'focus', 'w')),
  );
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'after her 2 straight, 1 Force: the stressed wingman at range 1 focuses',
      table('2F', 480),
      play,
      (s, seen) => {
        expect(offered(seen, 'Ahsoka')).toBe(true);
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
        expect(shipOf(s, 'h').force).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'her 2 straight is cut short by a ship in her path',
        table('2F', 480, {}, [rebel('b', 'jediknight', 400, 270, { dial: '1F', round: { activated: true } })]),
        play,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.partial)).toEqual([true]);
          expect(logged(s, 'action-performed', 'w')).toHaveLength(0);
        },
      ),
      kase(
        'another ship moves while Ahsoka has activated',
        table('2F', 480, { round: { activated: true } }, [rebel('o', 'jediknight', 200, 100, { dial: '1F' })]),
        play,
        (s, seen) => expect(offered(seen, 'Ahsoka')).toBe(false),
      ),
    ],
  };
}

/** A Jedi Knight (`k`, Fine-tuned Controls, 1 Force) flying `dial`; others as given. */
const fineTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('k', 'jediknight', 400, 150, { dial, force: 1, ...extra }), ...others], [farTie()]);
const finePlay = () =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Fine-tuned Controls'), (d) =>
      d.kind === 'choose-action' && d.prompt.includes('Fine-tuned') ? ['boost:1F'] : undefined,
    ),
  );
const fineSpec: CardSpec = {
  source: 'ship-ability:finetunedcontrols',
  applies: kase('after a 2 straight, 1 Force buys a boost', fineTable('2F'), finePlay(), (s) => {
    expect(logged(s, 'action-performed', 'k').map((e) => e.data?.action)).toEqual(['boost']);
    expect(logged(s, 'cost-paid', 'k')).toHaveLength(1);
  }),
  doesNotApply: [
    kase(
      'a 2 straight cut short by a ship in its path',
      fineTable('2F', {}, [rebel('b', 'jediknight', 400, 265, { dial: '1F', round: { activated: true } })]),
      finePlay(),
      (s, seen) => {
        expect(logged(s, 'maneuver-executed', 'k').map((e) => e.data?.partial)).toEqual([true]);
        expect(offered(seen, 'Fine-tuned Controls')).toBe(false);
      },
    ),
    kase(
      'a wingman’s maneuver while the Jedi Knight has activated',
      fineTable('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' })]),
      finePlay(),
      (_s, seen) => expect(offered(seen, 'Fine-tuned Controls')).toBe(false),
    ),
    kase(
      'it has boosted and barrel rolled this round already',
      fineTable('2F', { round: { actions: ['boost', 'barrel-roll'] } }),
      finePlay(),
      (_s, seen) => expect(offered(seen, 'Fine-tuned Controls')).toBe(false),
    ),
  ],
};

/**
 * Saesee Tiin (`t`, having activated) beside a friendly Jedi Knight (`w`, at `wingX`) that reveals a blue 2 bank left;
 * `foe`: an enemy ship revealing it instead. He sets its dial to the blue 2 bank right when asked.
 */
function saeseeSpec(xws: string, knight: string): CardSpec {
  const table =
    (wingX: number, extra: Partial<PositionShip> = {}, foe = false) =>
    () =>
      position(
        'activation',
        [
          rebel('t', xws, 400, 150, { dial: '1F', force: 2, round: { activated: true }, ...extra }),
          ...(foe ? [] : [rebel('w', knight, wingX, 150, { dial: '2B' })]),
        ],
        [foe ? imperial('w', 'academypilot', wingX, 300, { dial: '2B' }) : farTie()],
      );
  const play = playing(leaves('activation'), () => picks('use-ability', 'use:2N'));
  const flown = (s: GameState) => logged(s, 'maneuver-executed', 'w').map((e) => /executes (\w+)/.exec(e.text)?.[1]);
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'the Jedi Knight at range 1 reveals a blue 2 bank left: 1 Force sets it to the 2 bank right',
      table(520),
      play,
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Saesee Tiin'));
        // The other blue speed-2 maneuvers of its dial.
        expect(asked?.options.map((o) => o.id)).toEqual(['use:2F', 'use:2N', 'decline']);
        expect(flown(s)).toEqual(['2N']);
        expect(logged(s, 'cost-paid', 't').map((e) => e.data?.costs)).toEqual([[{ kind: 'spend-force', count: 1 }]]);
      },
    ),
    doesNotApply: [
      kase('the Jedi Knight beyond range 2 (range 3)', table(720), play, (s, seen) => {
        expect(offered(seen, 'Saesee Tiin')).toBe(false);
        expect(flown(s)).toEqual(['2B']);
      }),
      kase('an enemy TIE at range 1 reveals it', table(470, {}, true), play, (s, seen) => {
        expect(offered(seen, 'Saesee Tiin')).toBe(false);
        expect(flown(s)).toEqual(['2B']);
      }),
      kase('no Force left', table(520, { force: 0 }), play, (s, seen) => {
        expect(offered(seen, 'Saesee Tiin')).toBe(false);
        expect(flown(s)).toEqual(['2B']);
      }),
    ],
  };
}

export const SPECS: CardSpec[] = [
  maceSpec('macewindu'),
  maceSpec('macewindu-delta7baethersprite'),
  anakinSpec('anakinskywalker'),
  anakinSpec('anakinskywalker-delta7baethersprite'),
  anakinSpec('anakinskywalker-btlbywing'),
  ahsokaSpec('ahsokatano'),
  ahsokaSpec('ahsokatano-delta7baethersprite'),
  fineSpec,
  saeseeSpec('saeseetiin', 'jediknight'),
  saeseeSpec('saeseetiin-delta7baethersprite', 'jediknight-delta7baethersprite'),
];
