/**
 * Card specs for the BTA-NR2 Y-wing pilots of abilities/cards/support/resistance-btanr2ywing.ts. Rules: 000 Maneuvers
 * (basic and advanced, difficulty), Stress, Actions (red actions).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Aftab (initiative 2) revealing `dial`, a BTA-NR2 wingman (initiative 3) beside him revealing its own. */
const aftabTable =
  (pilot: string, a: Partial<PositionShip>, wingmanDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('a', pilot, 400, 150, a), rebel('w', 'shasazaro', 200, 150, { dial: wingmanDial })],
      [farTie()],
    );
const aftabPlay = (action = 'pass') =>
  playing(leaves('activation'), () => answers(useAbilityOf('Aftab Ackbar'), picks('choose-action', action, 'a')));
const traded = (s: Parameters<typeof shipOf>[0]) => {
  const t = shipOf(s, 'a').tokens;
  return { stress: t.stress ?? 0, strain: t.strain ?? 0 };
};

const aftabSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'a red 4 straight: its stress traded for a strain token',
      aftabTable(pilot, { dial: '4F' }),
      aftabPlay(),
      (s, seen) => {
        expect(offered(seen, 'Aftab Ackbar')).toBe(true);
        expect(traded(s)).toEqual({ stress: 0, strain: 1 });
      },
    ),
    doesNotApply: [
      kase(
        'a white 2 bank, stressed already (1): not offered',
        aftabTable(pilot, { dial: '2B', tokens: { stress: 1 } }),
        aftabPlay(),
        (s) => expect(traded(s)).toEqual({ stress: 1, strain: 0 }),
      ),
      kase('a red 5 K-turn (advanced): not offered', aftabTable(pilot, { dial: '5K' }), aftabPlay(), (s) =>
        expect(traded(s)).toEqual({ stress: 1, strain: 0 }),
      ),
      kase(
        'he has activated with one stress; his wingman’s red 4 straight: not offered',
        aftabTable(pilot, { round: { activated: true }, tokens: { stress: 1 } }, '4F'),
        aftabPlay(),
        (s, seen) => {
          expect(offered(seen, 'Aftab Ackbar')).toBe(false);
          expect(traded(s)).toEqual({ stress: 1, strain: 0 });
        },
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'his red boost action: its stress traded for a strain token',
      aftabTable(pilot, { dial: '2F' }),
      aftabPlay('boost:1F'),
      (s, seen) => {
        expect(offered(seen, 'Aftab Ackbar')).toBe(true);
        expect(traded(s)).toEqual({ stress: 0, strain: 1 });
      },
    ),
    doesNotApply: [
      kase(
        'he has activated with one stress; his wingman’s red boost: not offered',
        aftabTable(pilot, { round: { activated: true }, tokens: { stress: 1 } }, '2F'),
        playing(leaves('activation'), () =>
          answers(useAbilityOf('Aftab Ackbar'), picks('choose-action', 'boost:1F', 'w')),
        ),
        (s, seen) => {
          expect(offered(seen, 'Aftab Ackbar')).toBe(false);
          expect(shipOf(s, 'w').tokens.stress).toBe(1);
        },
      ),
      kase(
        'his white focus action: no stress, not offered',
        aftabTable(pilot, { dial: '2F' }),
        aftabPlay('focus'),
        (s, seen) => {
          expect(offered(seen, 'Aftab Ackbar')).toBe(false);
          expect(traded(s)).toEqual({ stress: 0, strain: 0 });
        },
      ),
    ],
  },
];

export const SPECS: CardSpec[] = [...aftabSpecs('aftabackbar'), ...aftabSpecs('aftabackbar-wartime')];

/**
 * Corus Kapellim (000 "Additional Token Rules": transfer; 001 Engagement Phase, before a ship engages): Corus facing
 * up at (400, 300), his turret to the front; a TIE facing down at (400, `tieY`) with `tokens` (range 1 at 420, range 2
 * at 520, behind him at 150). Both engage (initiative 1): only his own engagement asks him.
 */
const corusTable =
  (pilot: string, tieY = 420, tokens: Record<string, number> = { calculate: 1, evade: 1 }, engaged = false) =>
  () =>
    position(
      'engagement',
      [rebel('c', pilot, 400, 300, { turret: 'front', ...(engaged ? { round: { engaged: true } } : {}) })],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: tieY, heading: 180 }, tokens }],
    );
const corusPlay = playing(leaves('engagement'), () =>
  answers(picks('use-ability', 'use:t', 'c'), picks('use-ability', 'use:calculate', 'c')),
);
const corusTook = (s: Parameters<typeof shipOf>[0]) =>
  s.log.filter((e) => e.type === 'token-gained' && e.data?.from === 't').map((e) => [e.ship, e.data?.token]);

const corus = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the TIE ahead at range 1 with a calculate token: he takes it',
    corusTable(pilot),
    corusPlay,
    (s, seen) => {
      expect(offered(seen, 'Corus Kapellim')).toBe(true);
      expect(corusTook(s)).toEqual([['c', 'calculate']]);
    },
  ),
  doesNotApply: [
    kase('the TIE at range 2: not offered', corusTable(pilot, 520), corusPlay, (s, seen) => {
      expect(offered(seen, 'Corus Kapellim')).toBe(false);
      expect(corusTook(s)).toEqual([]);
    }),
    kase('the TIE behind him: not offered', corusTable(pilot, 150), corusPlay, (_s, seen) =>
      expect(offered(seen, 'Corus Kapellim')).toBe(false),
    ),
    kase(
      'he has engaged already, the TIE engages: not offered',
      corusTable(pilot, 420, undefined, true),
      corusPlay,
      (_s, seen) => expect(offered(seen, 'Corus Kapellim')).toBe(false),
    ),
    kase(
      'the TIE holds only a stress token: not offered',
      corusTable(pilot, 420, { stress: 1 }),
      corusPlay,
      (_s, seen) => expect(offered(seen, 'Corus Kapellim')).toBe(false),
    ),
  ],
});
SPECS.push(corus('coruskapellim'), corus('coruskapellim-wartime'));

/**
 * Shasa Zaro (000 "Arcs": the full rear arc; "Additional Token Rules"): `pilot` facing up at (400, 400) with `tokens`; a
 * wingman facing up at (`wx`, `wy`) (at (400, 280): behind her at range 1; at (400, 120): range 3; at (520, 520): ahead
 * of her); a TIE facing down at (400, 590).
 */
const shasaTable =
  (pilot: string, tokens: Record<string, number> = { focus: 1 }, wx = 400, wy = 280) =>
  () =>
    position(
      'engagement',
      [rebel('s', pilot, 400, 400, { tokens }), rebel('w', 'bluesquadronrookie', wx, wy)],
      [imperial('t', 'academypilot', 400, 590)],
    );
const shasaPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['blank']),
      picks('use-ability', 'use:w', 's'),
      picks('use-ability', 'use:focus', 's'),
    ),
  );
const matched = (s: Parameters<typeof shipOf>[0]) =>
  s.log.filter((e) => e.type === 'token-gained' && e.ship === 'w').map((e) => e.data?.token);
const shasaSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'she defends: the wingman behind her gains a focus token',
    shasaTable(pilot),
    shasaPlay('t', 's'),
    (s, seen) => {
      expect(offered(seen, 'Shasa Zaro')).toBe(true);
      expect(matched(s)).toEqual(['focus']);
    },
  ),
  doesNotApply: [
    kase('the wingman behind her at range 3', shasaTable(pilot, undefined, 400, 120), shasaPlay('t', 's'), (s) =>
      expect(matched(s)).toEqual([]),
    ),
    kase('the wingman ahead of her', shasaTable(pilot, undefined, 520, 520), shasaPlay('t', 's'), (s) =>
      expect(matched(s)).toEqual([]),
    ),
    kase('she holds no green token', shasaTable(pilot, {}), shasaPlay('t', 's'), (s) => expect(matched(s)).toEqual([])),
    kase('she attacks instead', shasaTable(pilot), shasaPlay('s', 't'), (s) => expect(matched(s)).toEqual([])),
  ],
});

SPECS.push(shasaSpec('shasazaro'), shasaSpec('shasazaro-wartime'));
