/**
 * Card specs for the Lancer-class pursuit craft pilots of abilities/cards/support/scum-lancerclasspursuitcraft.ts.
 * Rules: 001 Engagement Phase (its start), 000 "Charges and the Force", "Arcs" (single turret arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Asajj facing up at (400, 300), her turret forward; a TIE facing her at y = `tieY` (range 2 at 520) with `tokens`. */
const asajjTable =
  (tieY: number, tokens: Record<string, number> = {}, force = 2) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'asajjventress', 400, 300, { force })],
      [imperial('t', 'academypilot', 400, tieY, { tokens })],
    );
const asajjPlay = playing(leaves('engagement'), () =>
  answers(useAbilityOf('Asajj Ventress'), picks('unless', 'refuse', 't')),
);
const stressed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 't').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:asajjventress',
    applies: kase(
      'a Force on the TIE at range 2 with no green token: it gains a stress token',
      asajjTable(520),
      asajjPlay,
      (s, seen) => {
        expect(offered(seen, 'Asajj Ventress')).toBe(true);
        expect(stressed(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('the TIE at range 3: no ship to choose', asajjTable(640), asajjPlay, (s, seen) => {
        expect(offered(seen, 'Asajj Ventress')).toBe(false);
        expect(stressed(s)).toBe(false);
      }),
      kase('no Force left: not offered', asajjTable(520, {}, 0), asajjPlay, (s, seen) => {
        expect(offered(seen, 'Asajj Ventress')).toBe(false);
        expect(stressed(s)).toBe(false);
      }),
    ],
  },
  {
    source: 'pilot:asajjventress',
    applies: kase(
      'the TIE holds a calculate token: its player removes it, no stress',
      asajjTable(520, { calculate: 1 }),
      playing(leaves('engagement'), () => answers(useAbilityOf('Asajj Ventress'), picks('unless', 'pay', 't'))),
      (s) => {
        expect(logged(s, 'unless-paid', 't')).toHaveLength(1);
        expect(stressed(s)).toBe(false);
      },
    ),
    doesNotApply: kase(
      'the TIE behind her, out of her turret arc: not offered',
      asajjTable(150),
      asajjPlay,
      (_s, seen) => expect(offered(seen, 'Asajj Ventress')).toBe(false),
    ),
  },
];
