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

export const SPECS: CardSpec[] = [
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
