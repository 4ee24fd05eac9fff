/**
 * Card specs for the Hyena-class pilots of abilities/cards/support/separatist-hyenaclassdroidbomber.ts. Rules: 000
 * "List of Actions" (Calculate, Jam), "Charges and the Force"; 001 Perform Action.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * DBS-32C at (400, 150) revealing 1F with `charges` (`done`: it has activated, and a Hyena wingman at (250, 150)
 * activates instead); a TIE done activating at (400, 330), at range 1 once the droid has moved.
 */
const dbsTable =
  (charges = 2, done = false) =>
  () =>
    position(
      'activation',
      [
        rebel(
          'd',
          'dbs32c-siegeofcoruscant',
          400,
          150,
          done ? { charges, round: { activated: true } } : { charges, dial: '1F' },
        ),
        rebel('w', 'separatistbomber', 250, 150, done ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [imperial('t', 'academypilot', 400, 330, { round: { activated: true } })],
    );
const dbsPlay = (actor: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, actor),
      picks('use-ability', 'use', 'd'),
      picks('choose-action', 'jam:t', 'd'),
    ),
  );
const jammed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'action-performed', 'd').filter((e) => e.data?.action === 'jam').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dbs32c-siegeofcoruscant',
    applies: kase(
      'it calculates: a charge for a jam on the TIE at range 1',
      dbsTable(),
      dbsPlay('d', 'calculate'),
      (s, seen) => {
        expect(offered(seen, 'DBS-32C')).toBe(true);
        expect(jammed(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('it locks instead: not offered', dbsTable(), dbsPlay('d', 'lock:t'), (s, seen) => {
        expect(offered(seen, 'DBS-32C')).toBe(false);
        expect(jammed(s)).toBe(0);
      }),
      kase('no charge left: not offered', dbsTable(0), dbsPlay('d', 'calculate'), (_s, seen) =>
        expect(offered(seen, 'DBS-32C')).toBe(false),
      ),
      kase('the wingman calculates, not it: not offered', dbsTable(2, true), dbsPlay('w', 'calculate'), (_s, seen) =>
        expect(offered(seen, 'DBS-32C')).toBe(false),
      ),
    ],
  },
];
