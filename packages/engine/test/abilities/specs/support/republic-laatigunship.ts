/**
 * Card specs for the LAAT/i pilots of abilities/cards/support/republic-laatigunship.ts. Rules: 000 "Additional Token
 * Rules" (transfer), "Turret Arc Indicators", "Friendly and Enemy", "Ship Sizes"; supplement "Deplete"; Strain.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

type Turret = 'front' | 'left';

/**
 * The deplete token: "Dread" (facing down at (400, 660), a spent missile) reloads with the friend (`friend`, facing up
 * at (400, 300)) in his bullseye once both have moved 2 straight; "Hound" facing up at (300, 100), her turret `turret`
 * (front: the friend is inside it; left: her arcs point sideways), with `tokens`, has activated already (a blue
 * maneuver would shed a deplete token). `friendAction`: what the friend does.
 */
const depleteTable =
  (turret: Turret = 'front', tokens: Record<string, number> = {}, friend = 'goldsquadrontrooper') =>
  () =>
    position(
      'activation',
      [
        rebel('h', 'hound', 300, 100, { turret, tokens, round: { activated: true } }),
        rebel('v', friend, 400, 300, { dial: '2F' }),
      ],
      [imperial('d', 'dread', 400, 660, { dial: '2F', upgrades: [{ xws: 'concussionmissiles', charges: 1 }] })],
    );
const depletePlay = (friendAction = 'pass') =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'reload', 'd'),
      picks('choose-action', friendAction, 'v'),
      useAbilityOf('take over'),
    ),
  );

/**
 * The strain token: a TIE facing down at (400, 600) attacks the friend (`friend`, facing up at (400, 400)); "Hound"
 * facing up at (300, 200) with Wolfpack, her turret `turret`, with `tokens`: Wolfpack gives the defender a strain token
 * for a lock on the TIE (in her front arc).
 */
const strainTable =
  (turret: Turret = 'front', tokens: Record<string, number> = {}, friend = 'goldsquadrontrooper') =>
  () =>
    position(
      'engagement',
      [rebel('h', 'hound', 300, 200, { turret, tokens, upgrades: ['wolfpack'] }), rebel('v', friend, 400, 400)],
      [
        turret === 'front'
          ? imperial('a', 'academypilot', 400, 600)
          : // Her turret sideways: the TIE attacks from her side (inside the turret's arcs), the V-19 is ahead of her.
            imperial('a', 'academypilot', 600, 400, { pose: { x: 600, y: 400, heading: 270 } }),
      ],
    );
const strainPlay = attackPlay('a', 'v', () =>
  answers(rolls('a', 'attack', ['hit', 'hit', 'hit']), useAbilityOf('Wolfpack'), useAbilityOf('take over')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:hound',
    applies: kase(
      'the V-19 in her turret arc gains a deplete token: she takes it',
      depleteTable(),
      depletePlay(),
      (s, seen) => {
        expect(offered(seen, 'take over')).toBe(true);
        expect(shipOf(s, 'h').tokens.deplete).toBe(1);
        expect(shipOf(s, 'v').tokens.deplete ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'she has a deplete token already: not offered',
        depleteTable('front', { deplete: 1 }),
        depletePlay(),
        (s, seen) => {
          expect(offered(seen, 'take over')).toBe(false);
          expect(shipOf(s, 'v').tokens.deplete).toBe(1);
        },
      ),
      kase('her turret faces away from the V-19: not offered', depleteTable('left'), depletePlay(), (s, seen) => {
        expect(offered(seen, 'take over')).toBe(false);
        expect(shipOf(s, 'v').tokens.deplete).toBe(1);
      }),
      kase(
        'a medium ARC-170 gains it: not offered',
        depleteTable('front', {}, 'squadsevenveteran'),
        depletePlay(),
        (s, seen) => {
          expect(offered(seen, 'take over')).toBe(false);
          expect(shipOf(s, 'v').tokens.deplete).toBe(1);
        },
      ),
      kase(
        'the V-19 gains a focus token (no reload): not offered',
        depleteTable(),
        playing(leaves('activation'), () => answers(picks('choose-action', 'focus', 'v'), useAbilityOf('take over'))),
        (s, seen) => {
          expect(offered(seen, 'take over')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:hound',
    applies: kase('the V-19 takes a strain token for Wolfpack: she takes it', strainTable(), strainPlay, (s, seen) => {
      expect(offered(seen, 'take over')).toBe(true);
      expect(shipOf(s, 'h').tokens.strain).toBe(1);
      expect(shipOf(s, 'v').tokens.strain ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('she is strained already: not offered', strainTable('front', { strain: 1 }), strainPlay, (s, seen) => {
        expect(offered(seen, 'take over')).toBe(false);
        expect(shipOf(s, 'v').tokens.strain).toBe(1);
      }),
      kase('her turret faces away from the V-19: not offered', strainTable('left'), strainPlay, (s, seen) => {
        expect(offered(seen, 'take over')).toBe(false);
        expect(shipOf(s, 'v').tokens.strain).toBe(1);
      }),
      kase(
        'a medium ARC-170 takes it: not offered',
        strainTable('front', {}, 'squadsevenveteran'),
        strainPlay,
        (s, seen) => {
          expect(offered(seen, 'take over')).toBe(false);
          expect(shipOf(s, 'v').tokens.strain).toBe(1);
        },
      ),
    ],
  },
];
