/**
 * Card specs for the G-1A starfighter pilots of abilities/cards/support/scum-g1astarfighter.ts. Rules: 001 Activation
 * Phase (Execute Maneuver, Check Difficulty), End Phase (its start); 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** 4-LOM at (400, 150) revealing `dial`, a wingman at (250, 150) revealing `wingDial`. */
const lomTable =
  (dial: string, wingDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('l', '4lom', 400, 150, { dial }), rebel('w', 'redsquadronveteran', 250, 150, { dial: wingDial })],
      [farTie()],
    );
const lomPlay = playing(leaves('activation'));
const calculated = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'l').some((e) => e.data?.token === 'calculate');

/** An End Phase: 4-LOM at (400, 300) with `stress` stress tokens, a TIE facing him at y = `tieY` (range 1 at 420). */
const lomEnd =
  (tieY: number, stress = 1) =>
  () =>
    position('end', [rebel('l', '4lom', 400, 300, { tokens: { stress } })], [imperial('t', 'academypilot', 400, tieY)]);
const lomEndPlay = playing(leaves('end'), () => picks('use-ability', 'use:t', 'l'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 't').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:4lom',
    applies: kase('a red 4 straight fully executed: a calculate token', lomTable('4F'), lomPlay, (s) =>
      expect(calculated(s)).toBe(true),
    ),
    doesNotApply: [
      kase('a white 3 straight: no calculate token', lomTable('3F'), lomPlay, (s) => expect(calculated(s)).toBe(false)),
      kase('only his wingman flies a red maneuver: no calculate token', lomTable('3F', '4K'), lomPlay, (s) =>
        expect(calculated(s)).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:4lom',
    applies: kase(
      'the End Phase starts, stressed: the TIE at range 1 takes his stress',
      lomEnd(420),
      lomEndPlay,
      (s, seen) => {
        expect(offered(seen, '4-LOM')).toBe(true);
        expect(passed(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase('not stressed: not offered', lomEnd(420, 0), lomEndPlay, (s, seen) => {
        expect(offered(seen, '4-LOM')).toBe(false);
        expect(passed(s)).toBe(false);
      }),
      kase('the TIE at range 2: no ship to choose', lomEnd(520), lomEndPlay, (s, seen) => {
        expect(offered(seen, '4-LOM')).toBe(false);
        expect(passed(s)).toBe(false);
      }),
    ],
  },
];

/**
 * Enduring Limitations: Zuckuss (Armed and Dangerous, `z`) facing up at (400, 300) with `stress` stress tokens, dial a
 * white 3 straight; a TIE far away. The game starts in `phase`.
 */
const elTable = (phase: 'activation' | 'engagement', stress: number) => () =>
  position(
    phase,
    [rebel('z', 'zuckuss-armedanddangerous', 400, 300, { dial: '3F', tokens: { stress } })],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );
const elPlay = (phase: 'activation' | 'engagement') => playing(leaves(phase));
const elUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'z').some((e) => e.data?.source === 'ship-ability:enduringlimitations');

SPECS.push({
  source: 'ship-ability:enduringlimitations',
  applies: kase(
    'three stress tokens as the Activation Phase ends: one goes, and a hit is suffered',
    elTable('activation', 3),
    elPlay('activation'),
    (s) => {
      expect(elUsed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'z').some((e) => e.data?.token === 'stress')).toBe(true);
      expect(s.ships.find((x) => x.id === 'z')!.tokens.stress).toBe(2);
    },
  ),
  doesNotApply: [
    kase('two stress tokens: nothing', elTable('activation', 2), elPlay('activation'), (s) => {
      expect(elUsed(s)).toBe(false);
      expect(s.ships.find((x) => x.id === 'z')!.tokens.stress).toBe(2);
    }),
    kase(
      'three stress tokens as the Engagement Phase ends: nothing',
      elTable('engagement', 3),
      elPlay('engagement'),
      (s) => {
        expect(elUsed(s)).toBe(false);
        expect(s.ships.find((x) => x.id === 'z')!.tokens.stress).toBe(3);
      },
    ),
  ],
});
