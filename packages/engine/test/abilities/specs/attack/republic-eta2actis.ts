/**
 * Card specs for the Galactic Republic Eta-2 Actis pilots of abilities/cards/attack/republic-eta2actis.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Arcs, Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Aayla at (400, y) facing the X-wing (or turned away from it); the X-wing attacks her. */
const table =
  (y: number, away = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('a', 'aaylasecura', 400, y, away ? { pose: { x: 400, y, heading: 0 } } : {})],
    );
const play = attackPlay('x', 'a', () =>
  answers(
    rolls('x', 'attack', ['hit', 'hit']),
    rolls('a', 'defense', ['blank', 'blank']),
    modifiesWith('Aayla Secura'),
  ),
);
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Aayla Secura')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:aaylasecura',
    applies: kase(
      'the X-wing in her front arc at range 1 attacks her: a blank becomes a focus',
      table(420),
      play,
      seen(true),
    ),
    doesNotApply: [
      kase('the X-wing at range 2', table(490), play, seen(false)),
      kase('the X-wing at range 1 behind her', table(420, true), play, seen(false)),
    ],
  },
];

/**
 * Kit Fisto (k, far aside) and an X-wing wingman (w) at (400, 300) facing up; a TIE at (`tx`, 490) attacks the wingman
 * (400: in the wingman's bullseye; 470: in its front arc only) or Kit.
 */
const kitTable =
  (tx = 400) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'kitfisto', 150, 300), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', tx, 490)],
    );
const KIT = 'Kit Fisto';
const kitPlay = (d: string) =>
  attackPlay('t', d, () =>
    answers(rolls('t', 'attack', ['hit', 'hit']), rolls(d, 'defense', ['blank', 'blank']), modifiesWith(KIT)),
  );

SPECS.push({
  source: 'pilot:kitfisto',
  applies: kase(
    'the TIE in his wingman’s bullseye attacks it: his Force turns a blank to a focus',
    kitTable(),
    kitPlay('w'),
    (s) =>
      expect(
        s.log.some(
          (e) =>
            e.type === 'modification-used' &&
            e.ship === 'w' &&
            String(e.data?.modification).startsWith('pilot:kitfisto'),
        ),
      ).toBe(true),
  ),
  doesNotApply: [
    kase('the TIE is off the wingman’s bullseye', kitTable(470), kitPlay('w'), (_s, seen) =>
      expect(offered(seen, KIT)).toBe(false),
    ),
    kase('the TIE attacks him', kitTable(150), kitPlay('k'), (_s, seen) => expect(offered(seen, KIT)).toBe(false)),
  ],
});
