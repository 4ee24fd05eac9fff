/**
 * Card specs for abilities/cards/movement/gunners.ts. Rules: 001 End Phase, Engagement Phase; 000 "Turret Arc
 * Indicators", Stress.
 */
import { expect } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const table = (pilot: string, turret: 'front' | 'left' | null) => () =>
  position(
    'end',
    [rebel('h', pilot, 400, 150, { upgrades: ['agilegunner'], ...(turret ? { turret } : {}) })],
    [imperial('t', 'academypilot', 100, 850)],
  );
const play = playing(
  (s) => s.phase !== 'end',
  () => (d) => (d.kind === 'use-ability' && d.prompt.includes('Agile Gunner') ? ['use:rear'] : undefined),
);

/** Han Solo's ship (`h`, initiative 3) and a wingman (`w`, initiative 1) facing a TIE, as the Engagement Phase starts. */
const hanTable =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('h', 'redsquadronveteran', 400, 300, { upgrades: ['hansolo-gunner'], ...extra }),
        rebel('w', 'phoenixsquadronpilot', 250, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const hanPlay = playing(
  (s) => s.phase !== 'engagement',
  () => picks('choose-action', 'focus', 'h'),
);
const hanAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'choose-action' && d.prompt.includes('Han Solo')).length;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:hansolo-gunner:0',
    applies: kase('a red focus action before Han’s ship engages', hanTable(), hanPlay, (s, seen) => {
      expect(hanAsked(seen)).toBe(1);
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.difficulty)).toEqual(['red']);
    }),
    doesNotApply: [
      kase('stressed: no red action', hanTable({ tokens: { stress: 1 } }), hanPlay, (_s, seen) =>
        expect(hanAsked(seen)).toBe(0),
      ),
      kase(
        'Han’s ship has engaged already: the wingman engages, nobody is asked',
        hanTable({ round: { engaged: true } }),
        hanPlay,
        (_s, seen) => expect(hanAsked(seen)).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:agilegunner:0',
    applies: kase(
      'as the End Phase begins, the HWK turns its turret to the rear',
      table('rebelscout', 'front'),
      play,
      (s, seen) => {
        expect(offered(seen, 'Agile Gunner')).toBe(true);
        expect(shipOf(s, 'h').turret).toBe('rear');
      },
    ),
    doesNotApply: kase(
      'an X-wing has no turret arc indicator: nothing to turn',
      table('redsquadronveteran', null),
      play,
      (s, seen) => {
        expect(offered(seen, 'Agile Gunner')).toBe(false);
        expect(shipOf(s, 'h').turret).toBeNull();
      },
    ),
  },
];

/**
 * Ahsoka Tano (gunner) on an ARC-170 (`a`) flying a 1 straight from (400, 150); a stressed ARC-170 (`w`) that has
 * activated waits ahead, in its front arc at range 1–2.
 */
const ahsokaTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('a', '104thbattalionpilot', 400, 150, { dial: '1F', upgrades: ['ahsokatano'], ...extra }),
        rebel('w', 'squadsevenveteran', 420, 380, { dial: '1F', tokens: { stress: 1 }, round: { activated: true } }),
        ...others,
      ],
      [imperial('far', 'academypilot', 100, 850, { dial: '1F' })],
    );
const ahsokaPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w', 'a'), picks('choose-action', 'focus', 'w')),
);
SPECS.push({
  source: 'upgrade:ahsokatano:0',
  applies: kase('a Force: the stressed ARC-170 ahead performs a red focus', ahsokaTable(), ahsokaPlay, (s) =>
    expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']),
  ),
  doesNotApply: [
    kase(
      'it has activated; another ARC-170 flies a maneuver',
      ahsokaTable({ round: { activated: true } }, [rebel('o', '104thbattalionpilot', 650, 150, { dial: '1F' })]),
      ahsokaPlay,
      (_s, seen) => expect(offered(seen, 'Ahsoka Tano')).toBe(false),
    ),
  ],
});
