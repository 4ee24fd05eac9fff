/**
 * Card specs for abilities/cards/movement/imperial-tieadvanced.ts. Rules: 001 Activation Phase (Perform Action),
 * Actions (an action is performed once per round), Force, Stress (a stressed ship cannot perform actions).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import type { PositionShip } from '@xwing/engine';
import { actionOffered, answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** Vader about to activate with a 1 straight, nobody within range 3 (no lock to acquire). */
const vaderTable = (xws: string) => () =>
  position('activation', [farXwing()], [imperial('v', xws, 400, 700, { dial: '1F' })]);

const performed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

function vaderSpec(xws: string): CardSpec {
  const offers = (seen: Parameters<typeof offered>[0]) =>
    seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Darth Vader')).length;
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'after his focus action, 1 Force buys a barrel roll',
      vaderTable(xws),
      playing(leaves('activation'), () =>
        answers(
          useAbilityOf('Darth Vader'),
          picks('choose-action', 'focus', 'v'),
          picks('choose-action', 'barrel-roll', 'v'),
        ),
      ),
      (s, seen) => {
        expect(offers(seen)).toBe(1);
        expect(performed(s, 'v')).toEqual(['focus', 'barrel-roll']);
        expect(logged(s, 'cost-paid', 'v')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'his linked red barrel roll leaves him stressed: asked after the focus (declined), not after the roll',
        vaderTable(xws),
        playing(leaves('activation'), () =>
          answers(picks('choose-action', 'focus', 'v'), picks('choose-action', 'barrel-roll', 'v')),
        ),
        (s, seen) => {
          expect(offers(seen)).toBe(1);
          expect(performed(s, 'v')).toEqual(['focus', 'barrel-roll']);
          expect(logged(s, 'cost-paid', 'v')).toHaveLength(0);
        },
      ),
      kase(
        'a wingman focuses while Vader has activated: he is not asked',
        () =>
          position(
            'activation',
            [farXwing()],
            [
              imperial('v', xws, 400, 700, { dial: '1F', round: { activated: true } }),
              imperial('w', 'academypilot', 250, 700, { dial: '1F' }),
            ],
          ),
        playing(leaves('activation'), () => answers(useAbilityOf('Darth Vader'), picks('choose-action', 'focus', 'w'))),
        (s, seen) => {
          expect(offered(seen, 'Darth Vader')).toBe(false);
          expect(performed(s, 'w')).toEqual(['focus']);
          expect(logged(s, 'cost-paid', 'v')).toHaveLength(0);
        },
      ),
    ],
  };
}

const junoTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [farXwing()], [imperial('j', 'junoeclipse', 400, 700, { dial: '1F', ...extra }), ...others]);
const junoPlay = (ship: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Juno Eclipse') ? ['boost:1F'] : undefined),
      picks('choose-action', 'focus', ship),
    ),
  );

/** Ved Foslo (`v`) at (400, 750) facing down reveals `dial`; with `wing`, he has activated and a TIE/ln flies it. */
const vedTable =
  (dial: string, wing = false) =>
  () =>
    position(
      'activation',
      [farXwing()],
      wing
        ? [
            imperial('v', 'vedfoslo', 400, 750, { round: { activated: true } }),
            imperial('w', 'academypilot', 250, 750, { dial }),
          ]
        : [imperial('v', 'vedfoslo', 400, 750, { dial })],
    );
const vedPlay = playing(leaves('activation'), () => useAbilityOf('Ved Foslo'));
const executed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'maneuver-executed', id).map((e) => e.data?.maneuver);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vedfoslo',
    applies: kase('his blue 2 straight is flown as his blue 3 straight', vedTable('2F'), vedPlay, (s, seen) => {
      expect(offered(seen, 'Ved Foslo')).toBe(true);
      expect(executed(s, 'v')).toEqual(['3F']);
    }),
    doesNotApply: [
      kase(
        'his white 1 straight: no straight a speed apart is white, not asked',
        vedTable('1F'),
        vedPlay,
        (s, seen) => {
          expect(offered(seen, 'Ved Foslo')).toBe(false);
          expect(executed(s, 'v')).toEqual(['1F']);
        },
      ),
      kase(
        'a TIE/ln wingman’s 2 straight while he has activated: not asked',
        vedTable('2F', true),
        vedPlay,
        (s, seen) => {
          expect(offered(seen, 'Ved Foslo')).toBe(false);
          expect(executed(s, 'w')).toEqual(['2F']);
        },
      ),
    ],
  },
  vaderSpec('darthvader'),
  vaderSpec('darthvader-swz105'),
  {
    source: 'pilot:junoeclipse',
    applies: kase('after her focus, a red boost: she is stressed', junoTable(), junoPlay('j'), (s, seen) => {
      expect(actionOffered(seen, 'Juno Eclipse')).toBe(true);
      expect(performed(s, 'j')).toEqual(['focus', 'boost']);
      expect(s.ships.find((x) => x.id === 'j')!.tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase(
        'she has boosted this round already',
        junoTable({ round: { actions: ['boost'] } }),
        junoPlay('j'),
        (_s, seen) => expect(actionOffered(seen, 'Juno Eclipse')).toBe(false),
      ),
      kase(
        'a wingman focuses while Juno has activated',
        junoTable({ round: { activated: true } }, [imperial('w', 'academypilot', 250, 700, { dial: '1F' })]),
        junoPlay('w'),
        (_s, seen) => expect(actionOffered(seen, 'Juno Eclipse')).toBe(false),
      ),
    ],
  },
];
