/**
 * Card specs for the illicit upgrades of abilities/cards/support/illicit.ts. Rules: 000 Lock (acquiring a lock),
 * 001 Charges, supplement "Jam"; 000 System Phase, End Phase (circular tokens removed), Tokens (green tokens).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const ftc = (charges = 1) => ({ upgrades: [{ xws: 'falsetranspondercodes', charges }] });

/** An Activation Phase: the X-wing x, its wingman z (no card) and a TIE t straight ahead at range 3. */
const lockTable =
  (xExtra: Partial<PositionShip> = ftc(), tExtra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', ...xExtra }),
        rebel('z', 'bluesquadronescort', 250, 150, { dial: '1F' }),
      ],
      // A TIE Advanced x1: it has the lock action.
      [imperial('t', 'tempestsquadronpilot', 400, 500, { dial: '1F', ...tExtra })],
    );
const locks = (who: string, target: string) =>
  playing(leaves('activation'), () => answers(picks('choose-action', `lock:${target}`, who)));

/** A System Phase: the Overtuned Modulators ship x (initiative 3), a wingman z of initiative 2 before it. */
const omSystem =
  (tokens: PositionShip['tokens'] = {}) =>
  () =>
    position(
      'system',
      [
        rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['overtunedmodulators'], tokens }),
        rebel('z', 'bluesquadronescort', 250, 150),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
/** An End Phase: x with Overtuned Modulators (its charge given), z its wingman, each with the tokens given. */
const omEnd =
  (charges: number, xTokens: PositionShip['tokens'], zTokens: PositionShip['tokens'] = {}) =>
  () =>
    position(
      'end',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          upgrades: [{ xws: 'overtunedmodulators', charges }],
          tokens: xTokens,
        }),
        rebel('z', 'bluesquadronescort', 250, 150, { tokens: zTokens }),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const endPlay = playing(leaves('end'));
const charge = (s: Parameters<typeof shipOf>[0], id: string) =>
  shipOf(s, id).upgrades.find((u) => u.xws === 'falsetranspondercodes' || u.xws === 'overtunedmodulators')?.charges;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:falsetranspondercodes:0',
    applies: kase(
      'the X-wing locks the TIE: it loses its charge, the TIE is jammed',
      lockTable(),
      locks('x', 't'),
      (s) => {
        expect(shipOf(s, 't').tokens.jam).toBe(1);
        expect(charge(s, 'x')).toBe(0);
      },
    ),
    doesNotApply: [
      kase('its wingman locks the TIE: nobody is jammed', lockTable(), locks('z', 't'), (s) => {
        expect(shipOf(s, 'z').locks).toEqual([{ target: 't' }]);
        expect(shipOf(s, 't').tokens.jam ?? 0).toBe(0);
        expect(charge(s, 'x')).toBe(1);
      }),
      kase('its charge already lost: the TIE is not jammed', lockTable(ftc(0)), locks('x', 't'), (s) => {
        expect(shipOf(s, 'x').locks).toEqual([{ target: 't' }]);
        expect(shipOf(s, 't').tokens.jam ?? 0).toBe(0);
      }),
    ],
  },
  {
    source: 'upgrade:falsetranspondercodes:0',
    applies: kase(
      'the TIE locks the X-wing: the TIE is jammed and, its lock its one thing to lose, breaks that lock',
      lockTable(),
      locks('t', 'x'),
      (s) => {
        expect(shipOf(s, 't').locks).toEqual([]);
        expect(charge(s, 'x')).toBe(0);
      },
    ),
    doesNotApply: kase('the TIE locks its wingman: nobody is jammed', lockTable(), locks('t', 'z'), (s) => {
      expect(shipOf(s, 't').locks).toEqual([{ target: 'z' }]);
      expect(shipOf(s, 't').tokens.jam ?? 0).toBe(0);
    }),
  },
  {
    source: 'upgrade:overtunedmodulators:0',
    applies: kase(
      'in the System Phase it spends its charge for 3 calculate tokens',
      omSystem(),
      playing(leaves('system'), () => useAbilityOf('Overtuned Modulators')),
      (s, seen) => {
        expect(offered(seen, 'Overtuned Modulators')).toBe(true);
        expect(logged(s, 'token-gained', 'x').map((e) => e.data)).toContainEqual({ token: 'calculate', count: 3 });
      },
    ),
    doesNotApply: [
      kase('stressed, it is not offered', omSystem({ stress: 1 }), playing(leaves('system')), (s, seen) => {
        expect(offered(seen, 'Overtuned Modulators')).toBe(false);
        expect(logged(s, 'token-gained', 'x').some((e) => e.data?.token === 'calculate')).toBe(false);
      }),
      kase(
        'declined at its own step, it is not asked at its wingman’s',
        omSystem(),
        playing(leaves('system')),
        (_s, seen) =>
          expect(
            seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Overtuned Modulators')),
          ).toHaveLength(1),
      ),
    ],
  },
  {
    source: 'upgrade:overtunedmodulators:0',
    applies: kase(
      'its charge spent, its 2 focus and 1 calculate tokens removed in the End Phase give it 3 strain',
      omEnd(0, { focus: 2, calculate: 1 }),
      endPlay,
      (s) => expect(shipOf(s, 'x').tokens.strain).toBe(3),
    ),
    doesNotApply: [
      kase('its charge still active: no strain', omEnd(1, { focus: 2 }), endPlay, (s) =>
        expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0),
      ),
      kase('only a disarm token (orange) removed: no strain', omEnd(0, { disarm: 1 }), endPlay, (s) =>
        expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0),
      ),
      kase('its wingman’s focus removed: no strain', omEnd(0, {}, { focus: 1 }), endPlay, (s) =>
        expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0),
      ),
      kase(
        'its focus spent on an attack in the Engagement Phase: no strain',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 400, 150, {
                upgrades: [{ xws: 'overtunedmodulators', charges: 0 }],
                tokens: { focus: 1 },
              }),
            ],
            [imperial('t', 'academypilot', 400, 400)],
          ),
        attackPlay('x', 't', () => answers(rolls('x', 'attack', ['focus', 'hit', 'hit']), modifiesWith('focus'))),
        (s) => {
          expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
          expect(shipOf(s, 'x').tokens.strain ?? 0).toBe(0);
        },
      ),
    ],
  },
];

/** Feedback Emitter (000 "Lock"; supplement "Jam"): the lock table, the X-wing `x` with the emitter (`charges`). */
const feedback = (charges: number) => lockTable({ upgrades: [{ xws: 'feedbackemitter-battleoverendor', charges }] });
const feedbackPlay = (target: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', `lock:${target}`, 't'), useAbilityOf('Feedback Emitter')),
  );
const tieJams = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 't').filter((e) => e.data?.token === 'jam').length + (shipOf(s, 't').tokens.jam ?? 0);

SPECS.push({
  source: 'upgrade:feedbackemitter-battleoverendor:0',
  applies: kase(
    'the TIE locks the X-wing: the charge spent, the TIE jammed',
    feedback(1),
    feedbackPlay('x'),
    (s, seen) => {
      expect(offered(seen, 'Feedback Emitter')).toBe(true);
      expect(tieJams(s)).toBeGreaterThan(0);
    },
  ),
  doesNotApply: [
    kase('no charge: not offered', feedback(0), feedbackPlay('x'), (s, seen) => {
      expect(offered(seen, 'Feedback Emitter')).toBe(false);
      expect(tieJams(s)).toBe(0);
    }),
    kase('the TIE locks the wingman: not offered', feedback(1), feedbackPlay('z'), (s, seen) => {
      expect(shipOf(s, 't').locks.map((l) => l.target)).toEqual(['z']);
      expect(offered(seen, 'Feedback Emitter')).toBe(false);
      expect(tieJams(s)).toBe(0);
    }),
  ],
});

/**
 * Babu Frik (000 "Additional Token Rules", "Charges and the Force", "Ion Tokens"; 001 "System Phase"): an X-wing `x`
 * with the card (`charges`, `onCard`: tokens lying on it) at (400, 150), its wingman `w` at (250, 150), a TIE far
 * away. The tokens come from a faceup Disabled Power Regulator (an ion token as the ship engages) or Agent Terex's
 * Cyborg side (a System Phase die: a calculate token on a hit), on `on`.
 */
interface BabuOptions {
  phase: 'engagement' | 'system' | 'activation';
  charges?: number;
  onCard?: Record<string, number>;
  tokens?: PositionShip['tokens'];
  on?: 'x' | 'w';
}
const babuTable =
  ({ phase, charges = 3, onCard, tokens = {}, on }: BabuOptions) =>
  () => {
    const giver: Partial<PositionShip> =
      phase === 'engagement'
        ? { damage: [{ card: 'disabledpowerregulator', faceup: true }] }
        : phase === 'system'
          ? { upgrades: [{ xws: 'agentterex', side: 1 }] }
          : {};
    const babu = { xws: 'babufrik', charges, ...(onCard ? { tokens: onCard } : {}) };
    const xGiver = on === 'x' ? giver : {};
    return position(
      phase,
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          tokens,
          dial: '1F',
          ...xGiver,
          upgrades: [babu, ...((xGiver.upgrades as PositionShip['upgrades']) ?? [])],
        }),
        rebel('w', 'bluesquadronescort', 250, 150, { dial: '1F', ...(on === 'w' ? giver : {}) }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
  };
const babuPlay = (phase: BabuOptions['phase'], face = 'blank') =>
  playing(leaves(phase), () =>
    answers(useAbilityOf('Babu Frik'), (d) =>
      d.kind === 'enter-dice' && d.prompt.includes('Agent Terex') ? ['enter', [face]] : undefined,
    ),
  );
const babuCard = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'x').upgrades.find((u) => u.xws === 'babufrik')!;

SPECS.push(
  {
    source: 'upgrade:babufrik:0',
    applies: kase(
      'an ion token as it engages: a charge lays it on the card',
      babuTable({ phase: 'engagement', on: 'x' }),
      babuPlay('engagement'),
      (s, seen) => {
        expect(offered(seen, 'Babu Frik')).toBe(true);
        expect(shipOf(s, 'x').tokens.ion ?? 0).toBe(0);
        expect(babuCard(s).tokens).toEqual({ ion: 1 });
        expect(babuCard(s).charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'no charge left: not offered',
        babuTable({ phase: 'engagement', on: 'x', charges: 0 }),
        babuPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Babu Frik')).toBe(false);
          expect(shipOf(s, 'x').tokens.ion).toBe(1);
        },
      ),
      kase(
        'the wingman gains the ion token (x holds one): not offered',
        babuTable({ phase: 'engagement', on: 'w', tokens: { ion: 1 } }),
        babuPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Babu Frik')).toBe(false);
          expect(shipOf(s, 'w').tokens.ion).toBe(1);
        },
      ),
      kase(
        'a calculate token (green) gained: not offered',
        babuTable({ phase: 'system', on: 'x' }),
        babuPlay('system', 'hit'),
        (s, seen) => {
          expect(offered(seen, 'Babu Frik')).toBe(false);
          expect(shipOf(s, 'x').tokens.calculate).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:babufrik:0',
    applies: kase(
      'a stress token on the card in the System Phase: one charge spent (once, not at the wingman’s turn), it stays',
      babuTable({ phase: 'system', charges: 2, onCard: { stress: 1 } }),
      babuPlay('system'),
      (s) => {
        expect(babuCard(s).charges).toBe(1);
        expect(babuCard(s).tokens).toEqual({ stress: 1 });
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase(
      'nothing on the card: no charge spent',
      babuTable({ phase: 'system', charges: 2 }),
      babuPlay('system'),
      (s) => expect(babuCard(s).charges).toBe(2),
    ),
  },
  {
    source: 'upgrade:babufrik:0',
    applies: kase(
      'no charge left in the System Phase: the stress and ion tokens come back to the ship',
      babuTable({ phase: 'system', charges: 0, onCard: { stress: 1, ion: 1 } }),
      babuPlay('system'),
      (s) => {
        expect(babuCard(s).tokens).toBeUndefined();
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
        expect(shipOf(s, 'x').tokens.ion).toBe(1);
      },
    ),
    doesNotApply: kase(
      'no charge left, but the Activation Phase: the tokens stay on the card',
      babuTable({ phase: 'activation', charges: 0, onCard: { stress: 1 } }),
      babuPlay('activation'),
      (s) => {
        expect(babuCard(s).tokens).toEqual({ stress: 1 });
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
  },
);
