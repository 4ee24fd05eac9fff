/**
 * Card specs for the TIE/D Defender pilots of abilities/cards/support/imperial-tieddefender.ts. Rules: 000 "Card
 * Actions", "Charges and the Force", 001 Engagement Phase (before engaging).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const CARD_ACTION = 'card:pilot:vultskerris#0';

const actTable = (charges: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 60, { dial: '1F' })],
    [imperial('v', 'vultskerris', 400, 800, { dial: '2F', charges })],
  );
const actPlay = playing(leaves('activation'), () => picks('choose-action', CARD_ACTION, 'v'));
const actionOptions = (seen: Parameters<typeof offered>[0]) =>
  seen.filter((d) => d.kind === 'choose-action' && d.ship === 'v').flatMap((d) => d.options.map((o) => o.id));

const engageTable =
  (charges: number, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 60)],
      [imperial('v', 'vultskerris', 400, 800, { charges, ...extra }), imperial('w', 'academypilot', 200, 800)],
    );
const engagePlay = playing(
  (s) => s.phase !== 'engagement',
  () => answers(useAbilityOf('Vult Skerris'), picks('choose-action', 'focus', 'v')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vultskerris',
    applies: kase(
      'his charge spent: the card action gives a strain token and the charge back',
      actTable(0),
      actPlay,
      (s, seen) => {
        expect(actionOptions(seen)).toContain(CARD_ACTION);
        expect(shipOf(s, 'v').charges).toBe(1);
        expect(shipOf(s, 'v').tokens.strain).toBe(1);
        expect(usedIndexes(s, 'pilot:vultskerris')).toEqual([0]);
      },
    ),
    doesNotApply: kase('his charge active: the card action is not offered', actTable(1), actPlay, (s, seen) => {
      expect(actionOptions(seen)).not.toContain(CARD_ACTION);
      expect(shipOf(s, 'v').tokens.strain ?? 0).toBe(0);
    }),
  },
  {
    source: 'pilot:vultskerris',
    applies: kase('before engaging he spends his charge to focus', engageTable(1), engagePlay, (s, seen) => {
      expect(offered(seen, 'Vult Skerris')).toBe(true);
      expect(logged(s, 'action-performed', 'v')).toHaveLength(1);
      expect(usedIndexes(s, 'pilot:vultskerris')).toEqual([1]);
    }),
    doesNotApply: kase(
      'he has engaged already; his wingman engages: not offered',
      engageTable(1, { round: { engaged: true } }),
      engagePlay,
      (s, seen) => {
        expect(offered(seen, 'Vult Skerris')).toBe(false);
        expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
      },
    ),
  },
];
