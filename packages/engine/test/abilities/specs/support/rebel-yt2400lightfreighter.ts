/**
 * Card specs for the YT-2400 pilots of abilities/cards/support/rebel-yt2400lightfreighter.ts. Rules: 000 "Lock";
 * 001 Engagement Phase (its end).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * "Leebo" (`pilot`) facing away at (400, 300) with `tokens` (done activating in `phase` 'activation'); a TIE facing
 * away at (400, `ty`) (600: range 3; 420: range 1), done activating: neither can attack the other.
 */
const leeboTable =
  (
    pilot: string,
    ty = 600,
    tokens: Record<string, number> = { calculate: 1 },
    phase: 'engagement' | 'activation' = 'engagement',
  ) =>
  () =>
    position(
      phase,
      [rebel('l', pilot, 400, 300, { tokens, pose: { x: 400, y: 300, heading: 180 }, round: { activated: true } })],
      [imperial('t', 'academypilot', 400, ty, { pose: { x: 400, y: ty, heading: 0 }, round: { activated: true } })],
    );
const leeboPlay = (phase: 'engagement' | 'activation' = 'engagement') =>
  playing(leaves(phase), () => picks('use-ability', 'use:t', 'l'));
const leeboLocked = (s: Parameters<typeof logged>[0]) => logged(s, 'lock-acquired', 'l').length;
const leeboSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the Engagement Phase ends, the TIE at range 3: a calculate token for a lock',
    leeboTable(pilot),
    leeboPlay(),
    (s, seen) => {
      expect(offered(seen, 'Leebo')).toBe(true);
      expect(leeboLocked(s)).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the TIE at range 1: not offered', leeboTable(pilot, 420), leeboPlay(), (_s, seen) =>
      expect(offered(seen, 'Leebo')).toBe(false),
    ),
    kase('no calculate token: not offered', leeboTable(pilot, 600, {}), leeboPlay(), (_s, seen) =>
      expect(offered(seen, 'Leebo')).toBe(false),
    ),
    kase(
      'the Activation Phase ends instead: not offered',
      leeboTable(pilot, 600, undefined, 'activation'),
      leeboPlay('activation'),
      (s, seen) => {
        expect(offered(seen, 'Leebo')).toBe(false);
        expect(leeboLocked(s)).toBe(0);
      },
    ),
  ],
});

export const SPECS: CardSpec[] = [
  leeboSpec('leebo-swz103-sl-rebelalliance'),
  leeboSpec('leebo-swz103-sl-scumandvillainy'),
];

/**
 * Dash Rendar (`pilot`; 000 "Moving Through and Overlapping Obstacles", "Additional Token Rules"): he flies `dial`
 * from (400, 150) into the obstacle `name` (a debris cloud unless said; `kind` its effect) at (400, 310), where a 2
 * straight ends, his die entered blank; a friendly X-wing `w` at (520, 330) is done (range 0–1 of him there). With
 * `wingFlies`, Dash is done at (260, 330), range 1 of it, and the X-wing flies a 3 straight (white) from (400, 150) into the cloud instead.
 */
const dashTable =
  (pilot: string, { dial = '2F', name = 'debris-1', kind, wingFlies = false, far = false } = {} as DashOptions) =>
  () =>
    position(
      'activation',
      [
        wingFlies ? rebel('d', pilot, 260, 330, { round: { activated: true } }) : rebel('d', pilot, 400, 150, { dial }),
        wingFlies
          ? rebel('w', 'redsquadronveteran', 400, 150, { dial: '3F' })
          : rebel('w', 'redsquadronveteran', 520, 330, { round: { activated: true } }),
      ],
      [imperial('t', 'academypilot', 100, 850, { round: { activated: true } })],
      {
        obstacles: [{ name, ...(kind ? { kind } : {}), pose: { x: far ? 800 : 400, y: far ? 800 : 310, heading: 0 } }],
      },
    );
interface DashOptions {
  dial?: string;
  /** The outline (an electro-chaff cloud lies on a debris cloud's: obstacles.ts). */
  name?: string;
  kind?: 'electro-chaff';
  wingFlies?: boolean;
  far?: boolean;
}
const dashPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w', 'd'), picks('use-ability', 'use:d', 'd')),
);
const stressOf = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;

const dashSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the debris cloud stresses him: the stress goes to the X-wing beside him',
    dashTable(pilot),
    dashPlay,
    (s, seen) => {
      expect(offered(seen, 'Dash Rendar')).toBe(true);
      expect(stressOf(s, 'd')).toBe(0);
      expect(stressOf(s, 'w')).toBe(1);
    },
  ),
  doesNotApply: [
    kase(
      'the X-wing flies into the debris: not offered',
      dashTable(pilot, { wingFlies: true }),
      dashPlay,
      (s, seen) => {
        expect(offered(seen, 'Dash Rendar')).toBe(false);
        expect(stressOf(s, 'w')).toBe(1);
      },
    ),
    kase(
      'a red maneuver stresses him, no obstacle: not offered',
      dashTable(pilot, { dial: '4K', far: true }),
      dashPlay,
      (s, seen) => {
        expect(offered(seen, 'Dash Rendar')).toBe(false);
        expect(stressOf(s, 'd')).toBe(1);
      },
    ),
    kase(
      'an electro-chaff cloud gives him a jam token (orange): not offered',
      dashTable(pilot, { kind: 'electro-chaff' }),
      dashPlay,
      (s, seen) => {
        expect(offered(seen, 'Dash Rendar')).toBe(false);
        expect(logged(s, 'obstacle-hit', 'd').map((e) => e.data?.kind)).toEqual(['electro-chaff']);
      },
    ),
  ],
});
SPECS.push(dashSpec('dashrendar-swz103-sl-rebelalliance'), dashSpec('dashrendar-swz103-sl-scumandvillainy'));
