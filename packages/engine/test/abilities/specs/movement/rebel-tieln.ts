/**
 * Card specs for the Rebel TIE/ln fighter pilots of abilities/cards/movement/rebel-tieln.ts. Rules: 001 Activation
 * Phase (Reveal Dial), Barrel Roll, Boost, Stress.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { hasLogged, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const sabineTable =
  (stress: number, xws = 'sabinewren-tielnfighter') =>
  () =>
    position(
      'activation',
      [rebel('s', xws, 400, 150, { dial: '2F', ...(stress ? { tokens: { stress } } : {}) })],
      [farTie()],
    );
const sabinePlay = playing(hasLogged('dial-revealed', 's'), () =>
  useAbilityOf('Sabine Wren', picks('choose-action', 'boost:1F', 's')),
);

/** Sabine Wren's before-activating move, for each printing with it (TIE/ln, Attack Shuttle). */
export const sabineSpec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  applies: kase('she boosts before her dial is revealed', sabineTable(0, xws), sabinePlay, (s, seen) => {
    expect(offered(seen, 'Sabine Wren')).toBe(true);
    expect(logged(s, 'action-performed', 's').map((e) => e.data?.action)).toEqual(['boost']);
  }),
  doesNotApply: [
    kase('stressed, she cannot perform the action and is not asked', sabineTable(1, xws), sabinePlay, (s, seen) => {
      expect(offered(seen, 'Sabine Wren')).toBe(false);
      expect(logged(s, 'action-performed', 's')).toHaveLength(0);
    }),
    kase(
      'she has activated; her wingman activates, and she is not asked',
      () =>
        position(
          'activation',
          [
            rebel('s', xws, 400, 150, { round: { activated: true } }),
            rebel('w', 'redsquadronveteran', 250, 150, { dial: '2F' }),
          ],
          [farTie()],
        ),
      playing(leaves('activation'), () => useAbilityOf('Sabine Wren', picks('choose-action', 'boost:1F', 's'))),
      (s, seen) => {
        expect(logged(s, 'dial-revealed', 'w')).toHaveLength(1);
        expect(offered(seen, 'Sabine Wren')).toBe(false);
        expect(logged(s, 'action-performed', 's')).toHaveLength(0);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [sabineSpec('sabinewren-tielnfighter')];
