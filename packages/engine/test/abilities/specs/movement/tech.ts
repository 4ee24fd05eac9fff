/**
 * Card specs for abilities/cards/movement/tech.ts. Rules: 001 Activation Phase 2.2 (Execute Maneuver: move, then
 * Check Difficulty), 000 "Maneuver Difficulty" (a red maneuver gives a stress token), Stress (a stressed ship cannot
 * perform actions).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { repositionOptions } from '@xwing/geometry';
import { actionOffered, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, farXwing, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A TIE/ln (`a`, at (400, 750) facing down) with Pattern Analyzer reveals `dial`; `others` beside it. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('a', 'academypilot', 400, 750, { dial, upgrades: ['patternanalyzer'], ...extra }), ...others],
    );
const play = (ship: string) =>
  playing(
    leaves('activation'),
    () => (d) =>
      d.kind === 'choose-action' && d.ship === ship && d.prompt.includes('Pattern Analyzer') ? ['focus'] : undefined,
  );
const actions = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/** An X-wing with Primed Thrusters and `stress` tokens executes a white 3 straight and barrel rolls if offered. */
const primedTable = (stress: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '3F', upgrades: ['primedthrusters'], tokens: { stress } })],
    [farTie()],
  );
const primedPlay = playing(leaves('activation'), () => picks('choose-action', 'barrel-roll', 'x'));

const PRIMED = 'primedoverdrivethrusters-evacuationofdqar';
/** A BTA-NR2 Y-wing (`y`, red boost, barrel roll and lock) or `pilot` flying a 2 straight from (400, 150); others. */
const primedOverdriveTable =
  (pilot = 'newrepublicpatrol', extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('y', pilot, 400, 150, { dial: '2F', upgrades: [PRIMED], ...extra }), ...others],
      [farTie(), imperial('e', 'academypilot', 500, 480, { dial: '1F', round: { activated: true } })],
    );
/** Each ship acts with the first option of `prefix`; the card is used when offered. */
const primedOverdrivePlay = (prefix: string) =>
  playing(leaves('activation'), () =>
    useAbilityOf('Primed Overdrive Thrusters', (d) => {
      if (d.kind !== 'choose-action') return undefined;
      const o = d.options.find((x) => x.id.startsWith(prefix));
      return o ? [o.id] : undefined;
    }),
  );

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${PRIMED}:0`,
    applies: kase(
      'its red boost uses a 2-speed template (placed by the geometry); then a strain token buys off the stress',
      primedOverdriveTable(),
      primedOverdrivePlay('boost:'),
      (s, seen) => {
        const ids = seen
          .filter((d) => d.kind === 'choose-action' && d.ship === 'y')
          .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('boost:')));
        expect(ids).toEqual(['boost:2B', 'boost:2F', 'boost:2N']);
        const golden = repositionOptions({
          kind: 'boost',
          base: 'small',
          pose: { x: 400, y: 270, heading: 0 },
          template: '2B',
        })[0]!.final;
        expect(shipOf(s, 'y').pose).toEqual(golden);
        expect(shipOf(s, 'y').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'y').tokens.strain).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a wingman’s red boost, the Y-wing having activated',
        primedOverdriveTable('newrepublicpatrol', { round: { activated: true } }, [
          rebel('w', 'newrepublicpatrol', 200, 150, { dial: '2F' }),
        ]),
        primedOverdrivePlay('boost:'),
        (s, seen) => {
          expect(offered(seen, 'Primed Overdrive Thrusters')).toBe(false);
          expect(shipOf(s, 'w').tokens.stress).toBe(1);
        },
      ),
      kase(
        'its red lock action is no boost, barrel roll or SLAM',
        primedOverdriveTable(),
        primedOverdrivePlay('lock:'),
        (s, seen) => {
          expect(logged(s, 'action-performed', 'y').map((e) => e.data?.action)).toEqual(['lock']);
          expect(offered(seen, 'Primed Overdrive Thrusters')).toBe(false);
        },
      ),
      kase(
        'a T-70’s white boost keeps the 1-speed templates and gives no stress to buy off',
        primedOverdriveTable('bluesquadronrookie'),
        primedOverdrivePlay('boost:1F'),
        (s, seen) => {
          expect(logged(s, 'action-performed', 'y').map((e) => e.data?.option)).toEqual(['boost:1F']);
          expect(offered(seen, 'Primed Overdrive Thrusters')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:primedthrusters:0',
    standing: true,
    applies: kase(
      'with 2 stress tokens it barrel rolls (its focus is not offered)',
      primedTable(2),
      primedPlay,
      (s, seen) => {
        expect(actions(s, 'x')).toEqual(['barrel-roll']);
        const menu = seen.find((d) => d.kind === 'choose-action' && d.ship === 'x')!;
        expect(menu.options.some((o) => o.id.startsWith('focus'))).toBe(false);
      },
    ),
    doesNotApply: kase('with 3 stress tokens it performs no action', primedTable(3), primedPlay, (s, seen) => {
      expect(actions(s, 'x')).toEqual([]);
      expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'x')).toBe(false);
    }),
  },
  {
    source: 'upgrade:patternanalyzer:0',
    applies: kase('a red Koiogran turn: a focus action before its stress token', table('4K'), play('a'), (s, seen) => {
      expect(actionOffered(seen, 'Pattern Analyzer')).toBe(true);
      expect(actions(s, 'a')).toEqual(['focus']);
      const focus = s.log.findIndex((e) => e.type === 'action-performed' && e.ship === 'a');
      const stress = s.log.findIndex((e) => e.type === 'token-gained' && e.ship === 'a' && e.data?.token === 'stress');
      expect(s.ships.find((x) => x.id === 'a')!.tokens.stress).toBe(1);
      if (stress >= 0) expect(focus).toBeLessThan(stress);
    }),
    doesNotApply: [
      kase('a white 3 straight', table('3F'), play('a'), (_s, seen) =>
        expect(actionOffered(seen, 'Pattern Analyzer')).toBe(false),
      ),
      kase(
        'a red Koiogran turn cut short by a TIE in its path',
        table('4K', {}, [imperial('b', 'academypilot', 400, 560, { dial: '1F', round: { activated: true } })]),
        play('a'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'a').map((e) => e.data?.partial)).toEqual([true]);
          expect(actionOffered(seen, 'Pattern Analyzer')).toBe(false);
        },
      ),
      kase(
        'its focus, barrel roll and evade done this round, no action is left',
        table('4K', { round: { actions: ['focus', 'barrel-roll', 'evade'] } }),
        play('a'),
        (_s, seen) => expect(actionOffered(seen, 'Pattern Analyzer')).toBe(false),
      ),
      kase(
        'a wingman’s red Koiogran turn while the analyzer’s ship has activated',
        table('4K', { round: { activated: true } }, [imperial('w', 'academypilot', 150, 750, { dial: '4K' })]),
        play('w'),
        (_s, seen) => expect(actionOffered(seen, 'Pattern Analyzer')).toBe(false),
      ),
    ],
  },
];

const SYNC = 'synchronizedhandling-armedanddangerous';
/** A T-70 (`t`, initiative 3) with Synchronized Handling holding `charges` charges; a TIE (`e`) ahead of it. */
const syncEngage =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('t', 'redsquadronexpert', 400, 300, { upgrades: [{ xws: SYNC, charges: 1 }], ...extra })],
      [imperial('e', 'academypilot', 400, 600)],
    );
const syncEngagePlay = playing(leaves('engagement'), () => useAbilityOf('Synchronized Handling'));
/** The T-70 flies `dial` with `charges` charges on the card; `others` beside it. */
const syncFly =
  (dial: string, charges: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('t', 'redsquadronexpert', 400, 150, { dial, upgrades: [{ xws: SYNC, charges }], ...extra }), ...others],
      [farTie()],
    );
const syncFlyPlay = playing(leaves('activation'));
const recovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 't').filter((e) => e.data?.source === `upgrade:${SYNC}:0`).length;
SPECS.push(
  {
    source: `upgrade:${SYNC}:0`,
    applies: kase('before it engages, its charge buys a calculate token', syncEngage(), syncEngagePlay, (s) =>
      expect(logged(s, 'token-gained', 't').map((e) => e.data?.token)).toContain('calculate'),
    ),
    doesNotApply: [
      kase('it has engaged; the TIE engages', syncEngage({ round: { engaged: true } }), syncEngagePlay, (_s, seen) =>
        expect(offered(seen, 'Synchronized Handling')).toBe(false),
      ),
    ],
  },
  {
    source: `upgrade:${SYNC}:0`,
    applies: kase('a white 2 turn recovers its charge', syncFly('2T', 0), syncFlyPlay, (s) =>
      expect(recovered(s)).toBe(1),
    ),
    doesNotApply: [
      kase('a 2 straight', syncFly('2F', 0), syncFlyPlay, (s) => expect(recovered(s)).toBe(0)),
      kase('its charge is there already', syncFly('2B', 1), syncFlyPlay, (s) => expect(recovered(s)).toBe(0)),
      kase(
        'a 2 bank cut short by a ship in its way',
        syncFly('2B', 0, {}, [rebel('b', 'bluesquadronrookie', 345, 285, { dial: '1F', round: { activated: true } })]),
        syncFlyPlay,
        (s) => {
          expect(logged(s, 'maneuver-executed', 't')[0]?.data?.partial).toBe(true);
          expect(recovered(s)).toBe(0);
        },
      ),
      kase(
        'another T-70 banks while it has activated',
        syncFly('1F', 0, { round: { activated: true } }, [rebel('o', 'bluesquadronrookie', 150, 150, { dial: '2B' })]),
        syncFlyPlay,
        (s) => expect(recovered(s)).toBe(0),
      ),
    ],
  },
);
