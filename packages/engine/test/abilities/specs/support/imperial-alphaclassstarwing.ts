/**
 * Card specs for the Alpha-class star wing pilots and ship abilities of
 * abilities/cards/support/imperial-alphaclassstarwing.ts. Rules: 000 "Disarm Tokens", "Stress", "Strain Tokens"; 001
 * Activation (reveal), Engagement (engage).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, leaves, logged, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/**
 * Karsabi (`k`) facing down at (400, 750), dial `dial`, R2 Astromech on and a shield down (so the droid may give him a
 * disarm token after his reveal), with `extra`; `others` beside him. A quiet X-wing far away.
 */
const karTable =
  (dial = '2T', extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('k', 'lieutenantkarsabi', 400, 750, { dial, upgrades: ['r2astromech'], shields: 1, ...extra }),
        ...others,
      ],
    );
/** Karsabi's own question (his ship's name is in every question of his ship's). */
const karAnswer: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes('Karsabi: you gained') ? ['use'] : undefined;
/** The R2 droids are used; Karsabi is asked; his action is `action` when he has one. */
const karPlay = (action = 'focus') =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('R2 Astromech:'), karAnswer, picks('choose-action', action)),
  );
const usedR2 = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'ability-used', ship).some((e) => e.data?.source === 'upgrade:r2astromech:0');
const karUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'k').some((e) => e.data?.source === 'pilot:lieutenantkarsabi');

const karsabi: CardSpec = {
  source: 'pilot:lieutenantkarsabi',
  applies: kase('R2 gives him a disarm token: he trades it for a stress token', karTable(), karPlay(), (s) => {
    expect(karUsed(s)).toBe(true);
    expect(logged(s, 'token-removed', 'k').some((e) => e.data?.token === 'disarm')).toBe(true);
    expect(shipOf(s, 'k').tokens.stress).toBe(1);
  }),
  doesNotApply: [
    kase('already stressed: the disarm token stays', karTable('2T', { tokens: { stress: 1 } }), karPlay(), (s) => {
      expect(karUsed(s)).toBe(false);
      expect(usedR2(s, 'k')).toBe(true);
    }),
    kase(
      'R2 left unused, a focus action gives a focus token: not asked',
      karTable(),
      playing(leaves('activation'), () => answers(karAnswer, picks('choose-action', 'focus'))),
      (s) => {
        expect(logged(s, 'action-performed', 'k').map((e) => e.data?.action)).toEqual(['focus']);
        expect(karUsed(s)).toBe(false);
      },
    ),
    kase(
      'a wingman’s R2 gives the wingman a disarm token while Karsabi has activated',
      karTable('2T', { round: { activated: true } }, [
        imperial('w', 'nusquadronpilot', 150, 750, { dial: '2T', upgrades: ['r2astromech'], shields: 1 }),
      ]),
      karPlay(),
      (s) => {
        expect(usedR2(s, 'w')).toBe(true);
        expect(karUsed(s)).toBe(false);
      },
    ),
  ],
};

/**
 * A Star Wing with Prioritized Weapons Systems (`v`, Lieutenant Karsabi's SSL printing) facing down at (400, 750) with
 * `tokens` and `extra`; a Nu Squadron wingman at (150, 750) with a disarm token; an X-wing far away. The Engagement
 * Phase begins.
 */
const pwsTable =
  (tokens: Record<string, number>, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [farXwing()],
      [
        imperial('v', 'lieutenantkarsabi-ssl', 400, 750, { tokens, ...extra }),
        imperial('w', 'nusquadronpilot', 150, 750, { tokens: { disarm: 1 } }),
      ],
    );
const pwsPlay = playing(leaves('engagement'), () => useAbilityOf('Prioritized Weapons Systems'));
const pwsUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'v').some((e) => e.data?.source === 'ship-ability:prioritizedweaponssystems');

const prioritized: CardSpec = {
  source: 'ship-ability:prioritizedweaponssystems',
  applies: kase(
    'disarmed as it engages: a strain token removes the disarm token',
    pwsTable({ disarm: 1 }),
    pwsPlay,
    (s) => {
      expect(pwsUsed(s)).toBe(true);
      expect(shipOf(s, 'v').tokens.strain).toBe(1);
    },
  ),
  doesNotApply: [
    kase('no disarm token: not asked', pwsTable({}), pwsPlay, (s) => {
      expect(pwsUsed(s)).toBe(false);
      expect(shipOf(s, 'v').tokens.strain ?? 0).toBe(0);
    }),
    kase(
      'disarmed but engaged already: the wingman’s engagement does not ask it',
      pwsTable({ disarm: 1 }, { round: { engaged: true } }),
      pwsPlay,
      (s) => {
        expect(pwsUsed(s)).toBe(false);
        expect(shipOf(s, 'v').tokens.strain ?? 0).toBe(0);
      },
    ),
  ],
};

export const SPECS: CardSpec[] = [karsabi, prioritized];

/**
 * Lieutenant Karsabi (SSL, `pilot`) facing down at (400, 600) with Concussion Missiles holding one charge of three,
 * dial 2F; a Star Wing wingman with the same missiles at (200, 600); an X-wing far off.
 */
const reloadTable = () =>
  position(
    'activation',
    [farXwing()],
    [
      imperial('k', 'lieutenantkarsabi-ssl', 400, 600, {
        dial: '2F',
        upgrades: [{ xws: 'concussionmissiles', charges: 1 }],
      }),
      imperial('n', 'nusquadronpilot', 200, 600, { dial: '2F', upgrades: [{ xws: 'concussionmissiles', charges: 1 }] }),
    ],
  );
const reloadPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => picks('choose-action', action, ship));
const missiles = (s: Parameters<typeof shipOf>[0], id: string) =>
  shipOf(s, id).upgrades.find((u) => u.xws === 'concussionmissiles')?.charges;

SPECS.push({
  source: 'pilot:lieutenantkarsabi-ssl',
  standing: true,
  applies: kase('he reloads: two charges back on his missiles', reloadTable, reloadPlay('k', 'reload'), (s) =>
    expect(missiles(s, 'k')).toBe(3),
  ),
  doesNotApply: kase('his wingman reloads: one charge back', reloadTable, reloadPlay('n', 'reload'), (s) =>
    expect(missiles(s, 'n')).toBe(2),
  ),
});
