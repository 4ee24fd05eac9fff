/**
 * Card specs for abilities/cards/movement/scum-gauntletfighter.ts. Rules: 001 Activation Phase (Reveal Dial, Execute
 * Maneuver), 000 "Tallon Roll", "Maneuver Difficulty", Strain tokens.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

const BOKATAN = 'bokatankryze-armedanddangerous';
/** Bo-Katan Kryze (`b`, Winged Reversal, 2 charges) at (400, 650) facing down reveals `dial`; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [farXwing()], [imperial('b', BOKATAN, 400, 650, { dial, ...extra }), ...others]);
const play = playing(leaves('activation'), () => useAbilityOf('Winged Reversal'));
const executed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'maneuver-executed', id).map((e) => e.data?.maneuver);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:wingedreversal',
    applies: kase(
      'her white 2 left turn becomes a red 2 Tallon roll left: a charge, a strain token and a stress token',
      table('2T'),
      play,
      (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(true);
        expect(executed(s, 'b')).toEqual(['2L']);
        expect(shipOf(s, 'b').charges).toBe(1);
        expect(shipOf(s, 'b').tokens.strain).toBe(1);
        expect(shipOf(s, 'b').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a 2 bank: not asked', table('2B'), play, (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(false);
        expect(executed(s, 'b')).toEqual(['2B']);
        expect(shipOf(s, 'b').charges).toBe(2);
      }),
      kase('no charge left: not asked, the turn is flown', table('2Y', { charges: 0 }), play, (s, seen) => {
        expect(offered(seen, 'Winged Reversal')).toBe(false);
        expect(executed(s, 'b')).toEqual(['2Y']);
      }),
      kase(
        'a TIE wingman’s 2 left turn while she has activated',
        table('1B', { round: { activated: true } }, [imperial('w', 'academypilot', 200, 650, { dial: '2T' })]),
        play,
        (s, seen) => {
          expect(offered(seen, 'Winged Reversal')).toBe(false);
          expect(executed(s, 'w')).toEqual(['2T']);
        },
      ),
    ],
  },
];
