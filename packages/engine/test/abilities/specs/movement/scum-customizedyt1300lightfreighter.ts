/**
 * Card specs for abilities/cards/movement/scum-customizedyt1300lightfreighter.ts. Rules: 000 "Maneuver Difficulty"
 * (a blue maneuver removes a stress token), 001 Activation 2.3 Check Difficulty; Coaxium Injectors: 000 "Charges
 * and the Force", SLAM, "Stress", 001 "Damage Cards" (exposing a card).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, leaves, logged, offered, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** L3-37 (printing `xws`, `l`) with `shields` shields and a stress token reveals the white 2 bank. */
const table = (xws: string, shields: number) => () =>
  position('activation', [rebel('l', xws, 400, 200, { dial: '2B', shields, tokens: { stress: 1 } })], [farTie()]);
const moves = playing(leaves('activation'));

const spec = (xws: string): CardSpec => ({
  source: `pilot:${xws}`,
  standing: true,
  applies: kase('no shield: the 2 bank is blue and takes her stress token away', table(xws, 0), moves, (s) =>
    expect(shipOf(s, 'l').tokens.stress ?? 0).toBe(0),
  ),
  doesNotApply: kase('a shield left: the 2 bank stays white, the stress token too', table(xws, 1), moves, (s) =>
    expect(shipOf(s, 'l').tokens.stress).toBe(1),
  ),
});

const HAN = 'hansolo-armedanddangerous';
/** Han Solo (`h`, Coaxium Injectors, 1 charge) at (400, 150) flies `dial` up the table; others as given. */
const hanTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('h', HAN, 400, 150, { dial, ...extra }), ...others], [farTie()]);
/** Han uses the charge, performs the first SLAM offered (or `own` in his own step), and answers `pick` after it. */
const hanAnswer =
  (pick: string, own = 'pass'): Answer =>
  (d) => {
    if (d.kind === 'use-ability' && d.prompt.includes('spend a charge')) return ['use'];
    if (d.kind === 'use-ability' && d.prompt.includes('after a SLAM')) {
      const o = d.options.find((x) => x.id.endsWith(pick));
      return o ? [o.id] : undefined;
    }
    if (d.kind !== 'choose-action' || d.ship !== 'h') return undefined;
    const o = d.options.find((x) => x.id.startsWith(d.prompt.includes('Coaxium') ? 'slam' : own));
    return o ? [o.id] : undefined;
  };
const hanPlay = (pick = 'crit', own?: string) => playing(leaves('activation'), () => answers(hanAnswer(pick, own)));
const slams = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'action-performed', id).filter((e) => e.data?.action === 'slam').length;
const FACEDOWN = { damage: [{ card: 'damagedengine', faceup: false }] };

export const SPECS: CardSpec[] = [
  spec('l337'),
  spec('l337-escapecraft'),
  {
    source: 'ship-ability:coaxiuminjectors',
    applies: kase(
      'stressed, after a white 4 straight: a charge, a red SLAM (a 2nd stress), then a crit for it',
      hanTable('4F', { tokens: { stress: 1 } }),
      hanPlay('crit'),
      (s, seen) => {
        expect(offered(seen, 'spend a charge')).toBe(true);
        expect(slams(s, 'h')).toBe(1);
        expect(shipOf(s, 'h').tokens.stress).toBe(2);
        expect(logged(s, 'damage-suffered', 'h').length + logged(s, 'shield-lost', 'h').length).toBeGreaterThan(0);
      },
    ),
    doesNotApply: [
      kase('a 2 straight is too slow', hanTable('2F'), hanPlay(), (s, seen) => {
        expect(offered(seen, 'spend a charge')).toBe(false);
        expect(slams(s, 'h')).toBe(0);
      }),
      kase(
        'a 4 straight cut short by a ship: not asked',
        hanTable('4F', {}, [rebel('b', 'academypilot', 400, 330, { dial: '1F', round: { activated: true } })]),
        hanPlay(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'spend a charge')).toBe(false);
        },
      ),
      kase(
        'he has SLAMmed this round already: not asked',
        hanTable('4F', { round: { actions: ['slam'] } }),
        hanPlay(),
        (s, seen) => {
          expect(offered(seen, 'spend a charge')).toBe(false);
          expect(slams(s, 'h')).toBe(0);
        },
      ),
      kase(
        'an A-wing wingman’s 4 straight, then its own SLAM, while Han has activated: neither asked',
        hanTable('1F', { round: { activated: true } }, [
          rebel('a', 'arvelcrynyd-battleoverendor', 250, 150, { dial: '4F' }),
        ]),
        playing(leaves('activation'), () =>
          answers((d) =>
            d.kind === 'choose-action' && d.ship === 'a'
              ? [d.options.find((o) => o.id.startsWith('slam'))?.id ?? 'pass']
              : undefined,
          ),
        ),
        (s, seen) => {
          expect(slams(s, 'a')).toBe(1);
          expect(offered(seen, 'Coaxium Injectors')).toBe(false);
        },
      ),
      kase('his own focus action: nothing after it', hanTable('2F'), hanPlay('crit', 'focus'), (s, seen) => {
        expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
        expect(offered(seen, 'after a SLAM')).toBe(false);
      }),
    ],
  },
  {
    source: 'ship-ability:coaxiuminjectors',
    applies: kase(
      'with a facedown card, he exposes it after the SLAM instead of suffering a crit',
      hanTable('3F', FACEDOWN),
      hanPlay('expose'),
      (s) => {
        expect(slams(s, 'h')).toBe(1);
        expect(shipOf(s, 'h').damage.map((d) => d.faceup)).toEqual([true]);
        expect(logged(s, 'damage-suffered', 'h')).toHaveLength(0);
      },
    ),
    doesNotApply: kase('no SLAM (a 2 straight): nothing exposed', hanTable('2F', FACEDOWN), hanPlay('expose'), (s) => {
      expect(shipOf(s, 'h').damage.map((d) => d.faceup)).toEqual([false]);
    }),
  },
];
