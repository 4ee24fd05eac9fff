/**
 * Astromech upgrades of abilities/cards/subsystems/upgrades-astromech.ts: R5 Astromech and R5-D8 (Battle of Yavin),
 * two card actions that repair damage cards (000 "Damage Cards": a faceup card repaired is flipped facedown, a
 * facedown one discarded; 000 "Actions": a card's action is performed in the Perform Action step).
 */
import { expect } from 'vitest';
import type { DamageCardState, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, playUntil, position, shipOf } from '../../flow-harness.js';

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

export const SPECS: CardSpec[] = [
  ...r5Specs('r5astromech'),
  ...r5Specs('r5d8-battleofyavin'),
  ...r5Specs('r5d8'),
  ...r5Specs('r5k6-battleofyavin'),
];
