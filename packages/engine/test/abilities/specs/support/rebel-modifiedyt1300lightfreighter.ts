/**
 * Card specs for the modified YT-1300 pilots and ship abilities of
 * abilities/cards/support/rebel-modifiedyt1300lightfreighter.ts. Rules: 000 "Action Difficulty" (a red action gives a
 * stress token), "Stress"; 001 Perform Action.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, leaves, logged, picks, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Lando (Battle over Endor, `l`) facing up at (400, 200), dial a white 2 turn, with `extra`; `others` beside. */
const hsTable =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('l', 'landocalrissian-battleoverendor', 400, 200, { dial: '2T', ...extra }), ...others],
      [farTie()],
    );
/** `ship` performs `action` (a prefix of its option) in its Perform Action step; High Stakes is used, its die a hit. */
const hsPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('High Stakes'), abilityDie('High Stakes', 'hit'), picks('choose-action', action, ship)),
  );
const hsUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'l').some((e) => e.data?.source === 'ship-ability:highstakes');
const stressOf = (s: Parameters<typeof logged>[0], id: string) => s.ships.find((x) => x.id === id)!.tokens.stress ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:highstakes',
    applies: kase('a red boost, then a hit on the die: the stress token goes', hsTable(), hsPlay('l', 'boost'), (s) => {
      expect(hsUsed(s)).toBe(true);
      expect(stressOf(s, 'l')).toBe(0);
    }),
    doesNotApply: [
      kase('a white focus action: no die', hsTable(), hsPlay('l', 'focus'), (s) => {
        expect(hsUsed(s)).toBe(false);
      }),
      kase(
        'a wingman YT-1300’s red boost while Lando has activated',
        hsTable({ round: { activated: true } }, [rebel('w', 'outerrimsmuggler', 550, 450, { dial: '2T' })]),
        hsPlay('w', 'boost'),
        (s) => {
          expect(hsUsed(s)).toBe(false);
          expect(logged(s, 'action-performed', 'w').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
            ['boost', 'red'],
          ]);
        },
      ),
    ],
  },
];

/**
 * Han Solo (Battle of Yavin, `h`) facing up at (400, 300) with `extra`; an X-wing wingman at (520, 300) (range 1) with
 * `wing`; a TIE facing down at (400, 490), range 2.
 */
const hanTable =
  (extra: Partial<PositionShip> = {}, wing: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('h', 'hansolo-battleofyavin', 400, 300, extra), rebel('w', 'redsquadronveteran', 520, 300, wing)],
      [imperial('t', 'academypilot', 400, 490)],
    );
/** `attacker` attacks `defender` rolling `faces`; Han's ability is used, he coordinates the wingman, which focuses. */
const hanPlay = (attacker: string, defender: string, faces: string[]) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', faces),
      useAbilityOf('Han Solo'),
      picks('choose-action', 'coordinate', 'h'),
      picks('choose-action', 'focus', 'w'),
    ),
  );
const hanUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used', 'h').some((e) => e.data?.source === 'pilot:hansolo-battleofyavin');
const wingActed = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'w').map((e) => e.data?.action);

SPECS.push({
  source: 'pilot:hansolo-battleofyavin',
  applies: kase(
    'his attack hits: a charge buys a coordinate, and the wingman focuses',
    hanTable(),
    hanPlay('h', 't', ['hit', 'hit', 'blank']),
    (s) => {
      expect(hanUsed(s)).toBe(true);
      expect(logged(s, 'action-performed', 'h').map((e) => e.data?.option)).toEqual(['coordinate:w']);
      expect(wingActed(s)).toEqual(['focus']);
    },
  ),
  doesNotApply: [
    kase('his attack misses: nothing', hanTable(), hanPlay('h', 't', ['blank', 'blank', 'blank']), (s) => {
      expect(hanUsed(s)).toBe(false);
      expect(wingActed(s)).toEqual([]);
    }),
    kase(
      'the TIE’s attack hits him: nothing',
      hanTable({ round: { engaged: true } }),
      hanPlay('t', 'h', ['hit', 'hit']),
      (s) => {
        expect(hanUsed(s)).toBe(false);
        expect(wingActed(s)).toEqual([]);
      },
    ),
    kase(
      'the wingman is stressed: no ship to coordinate, nothing offered',
      hanTable({}, { tokens: { stress: 1 } }),
      hanPlay('h', 't', ['hit', 'hit', 'blank']),
      (s) => expect(hanUsed(s)).toBe(false),
    ),
    kase('no charge left: nothing offered', hanTable({ charges: 0 }), hanPlay('h', 't', ['hit', 'hit', 'blank']), (s) =>
      expect(hanUsed(s)).toBe(false),
    ),
  ],
});

/**
 * Leia Organa (`l`) facing up at (400, 150) with a Force, dial `lDial`; an X-wing wingman facing up at (`wx`, 150),
 * dial `wDial` (at 560 it ends its move at range 1–2 of her; at 860 beyond range 3); an enemy TIE at (`tx`, `ty`)
 * facing down, dial `tDial`, and Soontir Fel (initiative 6, after her) far off, dial `fDial`.
 */
const leiaTable =
  (o: { lDial?: string; wDial?: string; wx?: number; tDial?: string; tx?: number; ty?: number; fDial?: string } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('l', 'leiaorgana', 400, 150, { dial: o.lDial ?? '2F', force: 1 }),
        rebel('w', 'bluesquadronescort', o.wx ?? 560, 150, { dial: o.wDial ?? '2F' }),
      ],
      [
        imperial('t', 'academypilot', o.tx ?? 100, o.ty ?? 850, { dial: o.tDial ?? '2F' }),
        imperial('f', 'soontirfel', 800, 850, { dial: o.fDial ?? '2F' }),
      ],
    );
const leiaPlay = (pick = 'use:focus') => playing(leaves('activation'), () => picks('use-ability', pick, 'l'));
const leiaAsked = (seen: readonly { kind: string; prompt: string }[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Leia Organa')).length;
/** The focus tokens `id` gained (the log: the End Phase clears them before the play stops). */
const focusOf = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'focus').length;

SPECS.push(
  {
    source: 'pilot:leiaorgana',
    applies: kase(
      'her own red 3L: she spends her Force and gets it back',
      leiaTable({ lDial: '3L' }),
      leiaPlay('use:force'),
      (s) => {
        expect(s.ships.find((x) => x.id === 'l')!.force).toBe(1);
        expect(logged(s, 'force-recovered', 'l')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('her own white 2F: not offered', leiaTable(), leiaPlay(), (_s, seen) => expect(leiaAsked(seen)).toBe(0)),
      kase(
        'her white 2F, then Soontir Fel (an enemy, after her) flies a red 4K: not offered',
        leiaTable({ fDial: '4K' }),
        leiaPlay(),
        (_s, seen) => expect(leiaAsked(seen)).toBe(0),
      ),
    ],
  },
  {
    source: 'pilot:leiaorgana',
    applies: kase(
      'the wingman at range 2 flies a red 4K: it gains a focus',
      leiaTable({ wDial: '4K' }),
      leiaPlay(),
      (s) => {
        expect(focusOf(s, 'w')).toBe(1);
        expect(logged(s, 'cost-paid', 'l')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('the wingman flies a white 2F: not offered', leiaTable(), leiaPlay(), (_s, seen) =>
        expect(leiaAsked(seen)).toBe(0),
      ),
      kase('the wingman beyond range 3: not offered', leiaTable({ wDial: '4K', wx: 860 }), leiaPlay(), (_s, seen) =>
        expect(leiaAsked(seen)).toBe(0),
      ),
      kase(
        'an enemy TIE near her flies a red 4K: not offered',
        leiaTable({ tDial: '4K', tx: 400, ty: 600 }),
        leiaPlay(),
        (_s, seen) => expect(leiaAsked(seen)).toBe(0),
      ),
    ],
  },
);
