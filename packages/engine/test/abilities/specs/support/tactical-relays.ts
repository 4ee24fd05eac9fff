/**
 * Card specs for the tactical relays of abilities/cards/support/tactical-relays.ts. Rules: 000 "Phase 5: End Phase"
 * (circular tokens removed).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Kraken: Vulture droids in the End Phase — `k` with the card at (400, 150), `a` (two calculate tokens), `b` and `c`
 * beside it at range 1–2, `d` beyond range 3 — each with `calc` calculate tokens unless said.
 */
const krakenTable = (calc: number) => () =>
  position(
    'end',
    [
      rebel('k', 'separatistdrone', 400, 150, { upgrades: ['kraken'], tokens: { calculate: calc } }),
      rebel('a', 'separatistdrone', 300, 150, { tokens: { calculate: calc * 2 } }),
      rebel('b', 'separatistdrone', 500, 150, { tokens: { calculate: calc } }),
      rebel('c', 'separatistdrone', 600, 150, { tokens: { calculate: calc } }),
      rebel('d', 'separatistdrone', 850, 800, { tokens: { calculate: calc } }),
    ],
    [imperial('t', 'academypilot', 100, 850)],
  );
/** The Kraken's player picks `a`, then `b`, then its own ship. */
const krakenPicks = () => {
  const order = ['use:a', 'use:b', 'use:k'];
  return (d: Decision): [string] | undefined => {
    if (d.kind !== 'use-ability' || !d.prompt.includes('Kraken')) return undefined;
    const next = order.shift();
    return next && d.options.some((o) => o.id === next) ? [next] : ['decline'];
  };
};
const krakenPlay = playing(leaves('end'), krakenPicks);
const calc = (s: GameState, id: string) => shipOf(s, id).tokens.calculate ?? 0;
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Kraken'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:kraken:0',
    applies: kase('three ships picked: each keeps one calculate token', krakenTable(1), krakenPlay, (s, seen) => {
      expect([calc(s, 'k'), calc(s, 'a'), calc(s, 'b'), calc(s, 'c'), calc(s, 'd')]).toEqual([1, 1, 1, 0, 0]);
      // A ship picked is not offered again; the one beyond range 3 never is.
      const questions = asked(seen);
      expect(questions).toHaveLength(3);
      expect(questions[1]!.options.map((o) => o.id)).not.toContain('use:a');
      expect(questions.some((d) => d.options.some((o) => o.id === 'use:d'))).toBe(false);
    }),
    doesNotApply: kase('no calculate token anywhere: not offered', krakenTable(0), krakenPlay, (_s, seen) =>
      expect(offered(seen, 'Kraken')).toBe(false),
    ),
  },
];

/**
 * Kalani (000 "Lock", "Attack Arcs"): a Vulture droid `k` with the card (`charges`) at (`kx`, `ky`) facing up, done for
 * the round, and a friendly droid `d` at (400, 100) facing up; the X-wing `x` at (`xx`, 450) flies a 1 straight down
 * the table — at `xx` 400 into the droid's bullseye at range 3, at 600 outside every bullseye. With `wing`, a friendly
 * droid `f` at (400, 250) flies a 1 straight up inside the droid's bullseye instead, the X-wing done.
 */
const kalaniTable =
  ({ charges = 3, kx = 100, ky = 100, xx = 400, wing = false } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('k', 'separatistdrone', kx, ky, {
          upgrades: [{ xws: 'kalani', charges }],
          round: { activated: true },
        }),
        rebel('d', 'separatistdrone', 400, 100, { round: { activated: true } }),
        ...(wing ? [rebel('f', 'separatistdrone', 400, 250, { dial: '1F' })] : []),
      ],
      [imperial('x', 'redsquadronveteran', xx, 450, wing ? { round: { activated: true } } : { dial: '1F' })],
    );
const kalaniPlay = playing(leaves('activation'), () => answers(picks('use-ability', 'use:d')));
const droidLocks = (s: GameState) => shipOf(s, 'd').locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:kalani:0',
  applies: kase(
    'the X-wing flies into the droid’s bullseye: a charge, and the droid locks it and takes a stress token',
    kalaniTable(),
    kalaniPlay,
    (s, seen) => {
      expect(offered(seen, 'Kalani')).toBe(true);
      expect(droidLocks(s)).toEqual(['x']);
      expect(shipOf(s, 'd').tokens.stress).toBe(1);
      expect(shipOf(s, 'k').upgrades[0]!.charges).toBe(2);
    },
  ),
  doesNotApply: [
    kase('no charge left: not offered', kalaniTable({ charges: 0 }), kalaniPlay, (s, seen) => {
      expect(offered(seen, 'Kalani')).toBe(false);
      expect(droidLocks(s)).toEqual([]);
    }),
    kase('the X-wing ends outside every bullseye: not offered', kalaniTable({ xx: 600 }), kalaniPlay, (s, seen) => {
      expect(offered(seen, 'Kalani')).toBe(false);
      expect(droidLocks(s)).toEqual([]);
    }),
    kase(
      'the droid beyond range 3 of the card’s ship: not offered',
      kalaniTable({ kx: 850, ky: 850 }),
      kalaniPlay,
      (s, seen) => {
        expect(offered(seen, 'Kalani')).toBe(false);
        expect(droidLocks(s)).toEqual([]);
      },
    ),
    kase(
      'a friendly droid flies inside the bullseye: not offered',
      kalaniTable({ wing: true }),
      kalaniPlay,
      (s, seen) => {
        expect(offered(seen, 'Kalani')).toBe(false);
        expect(droidLocks(s)).toEqual([]);
      },
    ),
  ],
});
