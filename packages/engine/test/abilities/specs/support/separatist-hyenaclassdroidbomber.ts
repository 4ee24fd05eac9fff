/**
 * Card specs for the Hyena-class pilots of abilities/cards/support/separatist-hyenaclassdroidbomber.ts. Rules: 000
 * "List of Actions" (Calculate, Jam), "Charges and the Force"; 001 Perform Action.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * DBS-32C at (400, 150) revealing 1F with `charges` (`done`: it has activated, and a Hyena wingman at (250, 150)
 * activates instead); a TIE done activating at (400, 330), at range 1 once the droid has moved.
 */
const dbsTable =
  (charges = 2, done = false) =>
  () =>
    position(
      'activation',
      [
        rebel(
          'd',
          'dbs32c-siegeofcoruscant',
          400,
          150,
          done ? { charges, round: { activated: true } } : { charges, dial: '1F' },
        ),
        rebel('w', 'separatistbomber', 250, 150, done ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [imperial('t', 'academypilot', 400, 330, { round: { activated: true } })],
    );
const dbsPlay = (actor: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, actor),
      picks('use-ability', 'use', 'd'),
      picks('choose-action', 'jam:t', 'd'),
    ),
  );
const jammed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'action-performed', 'd').filter((e) => e.data?.action === 'jam').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dbs32c-siegeofcoruscant',
    applies: kase(
      'it calculates: a charge for a jam on the TIE at range 1',
      dbsTable(),
      dbsPlay('d', 'calculate'),
      (s, seen) => {
        expect(offered(seen, 'DBS-32C')).toBe(true);
        expect(jammed(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('it locks instead: not offered', dbsTable(), dbsPlay('d', 'lock:t'), (s, seen) => {
        expect(offered(seen, 'DBS-32C')).toBe(false);
        expect(jammed(s)).toBe(0);
      }),
      kase('no charge left: not offered', dbsTable(0), dbsPlay('d', 'calculate'), (_s, seen) =>
        expect(offered(seen, 'DBS-32C')).toBe(false),
      ),
      kase('the wingman calculates, not it: not offered', dbsTable(2, true), dbsPlay('w', 'calculate'), (_s, seen) =>
        expect(offered(seen, 'DBS-32C')).toBe(false),
      ),
    ],
  },
];

/**
 * A Baktoid Prototype (`pilot`) facing up at (400, 300) with Concussion Missiles (a lock needed), no lock of its own; a
 * wingman `wing` at (250, 300) locking `locked`; an X-wing of the other side at (600, 520) and the TIE at (400, 520),
 * at range 2 ahead of the droid.
 */
const baktoidTable =
  (pilot: string, wing = 'tradefederationdrone', locked = 't') =>
  () =>
    position(
      'engagement',
      [
        rebel('b', pilot, 400, 300, { upgrades: ['concussionmissiles'] }),
        rebel('v', wing, 250, 300, { locks: [locked] }),
      ],
      [imperial('t', 'academypilot', 400, 520), imperial('y', 'academypilot', 700, 520)],
    );
const baktoidPlay = attackPlay('b', 't', () => () => undefined, 'concussionmissiles');
const missileFired = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'attack-declared', 'b').some((e) => e.data?.weapon === 'concussionmissiles');

const baktoidSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'a droid wingman locks the TIE: the missiles fire without a lock',
    baktoidTable(pilot),
    baktoidPlay,
    (s) => expect(missileFired(s)).toBe(true),
  ),
  doesNotApply: [
    kase('the droid wingman locks the other TIE', baktoidTable(pilot, 'tradefederationdrone', 'y'), baktoidPlay, (s) =>
      expect(missileFired(s)).toBe(false),
    ),
    kase(
      'the wingman locking the TIE is an X-wing (no Networked Calculations)',
      baktoidTable(pilot, 'redsquadronveteran'),
      baktoidPlay,
      (s) => expect(missileFired(s)).toBe(false),
    ),
  ],
});
SPECS.push(baktoidSpec('baktoidprototype'), baktoidSpec('baktoidprototype-siegeofcoruscant'));

/**
 * DBS-32C `d` at (400, 150) with `tokens`; a Vulture droid `v` (Networked Calculations) at (400, `vY`) and an X-wing
 * `x` beside it at (250, 150), friendly to it; a TIE far away.
 */
const dbs32Table =
  (tokens: Record<string, number> = { calculate: 1 }, vY = 300) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'dbs32c', 400, 150, { tokens }),
        rebel('v', 'tradefederationdrone', 400, vY),
        rebel('x', 'redsquadronveteran', 250, 150),
      ],
      [imperial('t', 'academypilot', 100, 850)],
    );
const dbs32Play = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use', 'd'),
    picks('choose-action', 'coordinate:v', 'd'),
    picks('choose-action', 'calculate', 'v'),
  ),
);
const dActions = (seen: Parameters<Parameters<typeof kase>[3]>[1]) =>
  seen.filter((x) => x.kind === 'choose-action' && x.ship === 'd').flatMap((x) => x.options.map((o) => o.id));

SPECS.push({
  source: 'pilot:dbs32c',
  applies: kase(
    'a calculate token spent: it coordinates the Vulture (the X-wing is no choice)',
    dbs32Table(),
    dbs32Play,
    (s, seen) => {
      expect(dActions(seen)).toContain('coordinate:v');
      expect(dActions(seen)).not.toContain('coordinate:x');
      expect(logged(s, 'action-performed', 'v').map((e) => e.data?.action)).toEqual(['calculate']);
    },
  ),
  doesNotApply: [
    kase('no calculate token: not offered', dbs32Table({}), dbs32Play, (_s, seen) =>
      expect(offered(seen, 'DBS-32C')).toBe(false),
    ),
    kase(
      'the Vulture out of coordinate range: no coordinate to make, not offered',
      dbs32Table(undefined, 600),
      dbs32Play,
      (_s, seen) => expect(offered(seen, 'DBS-32C')).toBe(false),
    ),
  ],
});
