/**
 * Card specs for the TIE/D Defender pilots of abilities/cards/support/imperial-tieddefender.ts. Rules: 000 "Card
 * Actions", "Charges and the Force", 001 Engagement Phase (before engaging).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const actTable = (pilot: string, charges: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 60, { dial: '1F' })],
    [imperial('v', pilot, 400, 800, { dial: '2F', charges })],
  );
const actPlay = (pilot: string) => playing(leaves('activation'), () => picks('choose-action', cardAction(pilot), 'v'));
const cardAction = (pilot: string) => `card:pilot:${pilot}#0`;
const actionOptions = (seen: Parameters<typeof offered>[0]) =>
  seen.filter((d) => d.kind === 'choose-action' && d.ship === 'v').flatMap((d) => d.options.map((o) => o.id));

const engageTable =
  (pilot: string, charges: number, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 60)],
      [imperial('v', pilot, 400, 800, { charges, ...extra }), imperial('w', 'academypilot', 200, 800)],
    );
const engagePlay = playing(
  (s) => s.phase !== 'engagement',
  () => answers(useAbilityOf('Vult Skerris'), picks('choose-action', 'focus', 'v')),
);

/** Both printings of Vult Skerris share one record (cards/support/imperial-tieddefender.ts). */
const vultSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'his charge spent: the card action gives a strain token and the charge back',
      actTable(pilot, 0),
      actPlay(pilot),
      (s, seen) => {
        expect(actionOptions(seen)).toContain(cardAction(pilot));
        expect(shipOf(s, 'v').charges).toBe(1);
        expect(shipOf(s, 'v').tokens.strain).toBe(1);
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
      },
    ),
    doesNotApply: kase(
      'his charge active: the card action is not offered',
      actTable(pilot, 1),
      actPlay(pilot),
      (s, seen) => {
        expect(actionOptions(seen)).not.toContain(cardAction(pilot));
        expect(shipOf(s, 'v').tokens.strain ?? 0).toBe(0);
      },
    ),
  },
  {
    source: `pilot:${pilot}`,
    applies: kase('before engaging he spends his charge to focus', engageTable(pilot, 1), engagePlay, (s, seen) => {
      expect(offered(seen, 'Vult Skerris')).toBe(true);
      expect(logged(s, 'action-performed', 'v')).toHaveLength(1);
      expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]);
    }),
    doesNotApply: kase(
      'he has engaged already; his wingman engages: not offered',
      engageTable(pilot, 1, { round: { engaged: true } }),
      engagePlay,
      (s, seen) => {
        expect(offered(seen, 'Vult Skerris')).toBe(false);
        expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
      },
    ),
  },
];

export const SPECS: CardSpec[] = [...vultSpecs('vultskerris'), ...vultSpecs('vultskerris-tieininterceptor')];
