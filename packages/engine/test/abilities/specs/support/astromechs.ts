/**
 * Card specs for the astromechs of abilities/cards/support/astromechs.ts. Rules: 000 "Lock" (one lock at a time,
 * range 0–3), Actions (the Lock action).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The X-wing x with R3 (locks given), its wingman z, two TIEs t and u ahead at range 2–3. */
const r3Table =
  (x: Partial<PositionShip> = {}, z: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['r3astromech'], dial: '1F', ...x }),
        rebel('z', 'bluesquadronescort', 250, 150, { dial: '1F', ...z }),
      ],
      [
        imperial('t', 'academypilot', 400, 500, { dial: '1F' }),
        imperial('u', 'academypilot', 250, 500, { dial: '1F' }),
        imperial('w', 'academypilot', 550, 500, { dial: '1F' }),
      ],
    );
const r3Play = (who: string, action: string, extra?: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, who), (d) =>
      d.kind === 'use-ability' && d.prompt.includes('R3 Astromech') ? [extra ? `use:${extra}` : 'decline'] : undefined,
    ),
  );
const targets = (s: Parameters<typeof shipOf>[0], id: string) => shipOf(s, id).locks.map((l) => l.target);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:r3astromech:0',
    applies: kase(
      'after locking t, it locks u as well and holds both',
      r3Table(),
      r3Play('x', 'lock:t', 'u'),
      (s, seen) => {
        expect(offered(seen, 'R3 Astromech')).toBe(true);
        expect(targets(s, 'x')).toEqual(['t', 'u']);
      },
    ),
    doesNotApply: [
      kase('it focuses: not offered', r3Table(), r3Play('x', 'focus', 'u'), (s, seen) => {
        expect(offered(seen, 'R3 Astromech')).toBe(false);
        expect(targets(s, 'x')).toEqual([]);
      }),
      kase(
        'it has activated; its wingman locks t: not offered',
        r3Table({ round: { activated: true } }),
        r3Play('z', 'lock:t', 'u'),
        (s, seen) => {
          expect(offered(seen, 'R3 Astromech')).toBe(false);
          expect(targets(s, 'z')).toEqual(['t']);
        },
      ),
    ],
  },
  {
    source: 'upgrade:r3astromech:0',
    standing: true,
    applies: kase(
      'holding a lock on u, its Lock action on t keeps both',
      r3Table({ locks: ['u'] }),
      r3Play('x', 'lock:t'),
      (s) => expect(targets(s, 'x')).toEqual(['u', 't']),
    ),
    // A position cannot hold 2 locks (engine.ts refuses it as a described table), so the pair is reached in play.
    doesNotApply: kase(
      'holding a lock on u, its Lock action on u again: still the one lock on it (each lock on a different object)',
      r3Table({ locks: ['u'] }),
      r3Play('x', 'lock:u'),
      (s) => expect(targets(s, 'x')).toEqual(['u']),
    ),
  },
];

/**
 * R2-D2 (Resistance) (000 "Additional Token Rules", "Charges and the Force"; 001 End Phase): a T-70 with the card
 * (`charges`) facing up at (400, 150), with `shields` and `tokens`. The End Phase is played; it uses the ability whose
 * summary names `use`.
 */
const r2Table =
  (shields: number, tokens: Record<string, number>, charges = 4) =>
  () =>
    position(
      'end',
      [
        rebel('r', 'bluesquadronrookie', 400, 150, {
          upgrades: [{ xws: 'r2d2-resistance', charges }],
          shields,
          tokens,
        }),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const r2Play = (use: string) => playing(leaves('end'), () => useAbilityOf(use));
const REMOVE = 'remove a red token';
const RECOVER = 'recover a shield';

SPECS.push(
  {
    source: 'upgrade:r2d2-resistance:0',
    applies: kase(
      'a shield and a charge for its stress token',
      r2Table(2, { stress: 1 }),
      r2Play(REMOVE),
      (s, seen) => {
        expect(offered(seen, REMOVE)).toBe(true);
        expect(shipOf(s, 'r').tokens.stress ?? 0).toBe(0);
        expect(shipOf(s, 'r').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase('no red token: not offered', r2Table(2, { focus: 1 }), r2Play(REMOVE), (s, seen) => {
        expect(offered(seen, REMOVE)).toBe(false);
        expect(shipOf(s, 'r').shields).toBe(2);
      }),
      kase(
        'stressed with no shield: the removal is not offered (nor used)',
        r2Table(0, { stress: 1 }),
        r2Play(REMOVE),
        (s, seen) => {
          expect(offered(seen, REMOVE)).toBe(false);
          expect(shipOf(s, 'r').tokens.stress).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:r2d2-resistance:0',
    applies: kase(
      'no shield left: two charges for a shield and a deplete token',
      r2Table(0, {}),
      r2Play(RECOVER),
      (s, seen) => {
        expect(offered(seen, RECOVER)).toBe(true);
        expect(shipOf(s, 'r').shields).toBe(1);
        expect(shipOf(s, 'r').tokens.deplete).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a shield left: the recovery is not offered', r2Table(1, {}), r2Play(RECOVER), (s, seen) => {
        expect(offered(seen, RECOVER)).toBe(false);
        expect(shipOf(s, 'r').shields).toBe(1);
      }),
      kase('one charge left: not offered', r2Table(0, {}, 1), r2Play(RECOVER), (s, seen) => {
        expect(offered(seen, RECOVER)).toBe(false);
        expect(shipOf(s, 'r').shields).toBe(0);
      }),
    ],
  },
);

/** R2-A3 (000 "Lock"): an X-wing `a` with it (`charges`) at (400, 150), a TIE at range 3 (y 500). */
const r2a3Table = (charges: number) => () =>
  position(
    'activation',
    [
      rebel('a', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: [{ xws: 'r2a3-battleoverendor', charges }] }),
      rebel('z', 'bluesquadronescort', 250, 150, { dial: '1F' }),
    ],
    [imperial('t', 'academypilot', 400, 500, { dial: '1F' })],
  );
/** `a` takes `action`; its wingman `z` focuses. */
const r2a3Play = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, 'a'),
      picks('choose-action', 'focus', 'z'),
      picks('use-ability', 'use:t', 'a'),
    ),
  );

/**
 * L4E-R5 (000 "Additional Token Rules": transfer): an X-wing `l` with it and `tokens` at (400, 150), a wingman at
 * (400, `wY`): in its front arc at 300, behind it at 40.
 */
const l4Table =
  (wY: number, tokens: Record<string, number> = { calculate: 1 }) =>
  () =>
    position(
      'engagement',
      [
        rebel('l', 'redsquadronveteran', 400, 150, { upgrades: ['l4er5'], tokens }),
        rebel('w', 'bluesquadronescort', 400, wY),
      ],
      [imperial('t', 'academypilot', 100, 850)],
    );
const l4Play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'l'));

SPECS.push(
  {
    source: 'upgrade:r2a3-battleoverendor:0',
    applies: kase(
      'after a focus action: the charge for a lock on the TIE',
      r2a3Table(1),
      r2a3Play('focus'),
      (s, seen) => {
        expect(offered(seen, 'R2-A3')).toBe(true);
        expect(targets(s, 'a')).toEqual(['t']);
      },
    ),
    doesNotApply: [
      kase('no charge: not offered', r2a3Table(0), r2a3Play('focus'), (s, seen) => {
        expect(offered(seen, 'R2-A3')).toBe(false);
        expect(targets(s, 'a')).toEqual([]);
      }),
      kase('it passes its action, its wingman focuses: not offered', r2a3Table(1), r2a3Play('pass'), (s, seen) => {
        expect(logged(s, 'action-performed', 'z')).toHaveLength(1);
        expect(offered(seen, 'R2-A3')).toBe(false);
      }),
    ],
  },
  {
    source: 'upgrade:l4er5:0',
    applies: kase('the wingman in its front arc takes the calculate token', l4Table(300), l4Play, (s) =>
      expect(logged(s, 'token-gained', 'w').map((e) => e.data?.token)).toEqual(['calculate']),
    ),
    doesNotApply: [
      kase('the wingman behind it: nothing', l4Table(40), l4Play, (s, seen) => {
        expect(offered(seen, 'L4E-R5')).toBe(false);
        expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
      }),
      kase('no calculate token: not offered', l4Table(300, {}), l4Play, (_s, seen) =>
        expect(offered(seen, 'L4E-R5')).toBe(false),
      ),
    ],
  },
);

/**
 * "Chopper" (000 "Actions", "Charges and the Force"): an X-wing `c` with him and Proton Torpedoes (`torpedoes`
 * charges of 2, not recurring) and Lone Wolf's recurring charge beside them, its `shields` of 2 given, acting in
 * the Activation Phase with `pick`, the action option it takes.
 */
const chopperTable =
  (torpedoes: number, shields: number, afterburners = 1) =>
  () =>
    position(
      'activation',
      [
        rebel('c', 'redsquadronveteran', 400, 150, {
          dial: '1F',
          shields,
          upgrades: [
            'chopper',
            { xws: 'lonewolf', charges: afterburners },
            { xws: 'protontorpedoes', charges: torpedoes },
          ],
        }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const chopperPlay = (pick: string) => playing(leaves('activation'), () => picks('choose-action', pick, 'c'));
const chopperCharges = (s: Parameters<typeof shipOf>[0], xws: string) =>
  shipOf(s, 'c').upgrades.find((u) => u.xws === xws)?.charges;
const chopperOffered = (seen: readonly { options: readonly { id: string }[] }[], index: number) =>
  seen.some((d) => d.options.some((o) => o.id.startsWith(`card:upgrade:chopper:0#${index}`)));

SPECS.push(
  {
    source: 'upgrade:chopper:0',
    applies: kase(
      'a shield down: a torpedo charge spent for it',
      chopperTable(2, 1),
      chopperPlay('card:upgrade:chopper:0#0'),
      (s) => {
        expect(shipOf(s, 'c').shields).toBe(2);
        expect(chopperCharges(s, 'protontorpedoes')).toBe(1);
        expect(chopperCharges(s, 'lonewolf')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('shields full: not offered', chopperTable(2, 2), chopperPlay('card:upgrade:chopper:0#0'), (s, seen) => {
        expect(chopperOffered(seen, 0)).toBe(false);
        expect(chopperCharges(s, 'protontorpedoes')).toBe(2);
      }),
      kase(
        'a shield down, only the recurring charge left: not offered',
        chopperTable(0, 1),
        chopperPlay('card:upgrade:chopper:0#0'),
        (s, seen) => {
          expect(chopperOffered(seen, 0)).toBe(false);
          expect(chopperCharges(s, 'lonewolf')).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:chopper:0',
    applies: kase(
      'two shields spent: a torpedo charge recovered',
      chopperTable(0, 2, 0),
      chopperPlay('card:upgrade:chopper:0#1'),
      (s, seen) => {
        const asked = seen.find((d) => d.options.some((o) => o.id.startsWith('card:upgrade:chopper:0#1')));
        // Only the non-recurring card is offered, not Lone Wolf's spent charge.
        expect(asked?.options.filter((o) => o.id.startsWith('card:upgrade:chopper:0#1')).map((o) => o.id)).toEqual([
          'card:upgrade:chopper:0#1>charge:protontorpedoes',
        ]);
        expect(shipOf(s, 'c').shields).toBe(0);
        expect(chopperCharges(s, 'protontorpedoes')).toBe(1);
      },
    ),
    doesNotApply: kase(
      'the torpedoes full: not offered',
      chopperTable(2, 2, 0),
      chopperPlay('card:upgrade:chopper:0#1'),
      (s, seen) => {
        expect(chopperOffered(seen, 1)).toBe(false);
        expect(shipOf(s, 'c').shields).toBe(2);
      },
    ),
  },
);
