/**
 * Card specs for the tech upgrades of abilities/cards/attack/tech.ts. Rules: 000 "Performing an Attack" (Modify
 * Dice). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const PHT = 'precisionholotargeter-evacuationofdqar';
/** x attacks the TIE at range 2, the TIE facing `heading` (0: away from x). */
const phtTable =
  (heading: number, x: string[], t: string[] = [], locks: string[] = []) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, locks })],
      [imperial('t', 'academypilot', 400, 450, { upgrades: t, pose: { x: 400, y: 450, heading } })],
    );

const opticsTable = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, tokens: { focus: 1 } }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, tokens: { focus: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const opticsPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'hit', 'hit']), modifiesWith('Advanced Optics')),
);

const tsTable =
  (t: Partial<PositionShip>, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 450, t), imperial('w', 'academypilot', 700, 450, w)],
    );
const TS = 'threatsensors-evacuationofdqar';
const tsPlay = attackPlay('x', 't', () =>
  answers(rolls('t', 'defense', ['focus'], ['evade']), modifiesWith('Threat Sensors')),
);

/**
 * Automated Target Priority: the X-wing x (400, 300; the card aboard unless `carrier` is 'w', the card's tokens
 * `onCard`) faces the TIE t1 at range 1 (400, 390) and the TIE t2 at range 2 (460, 470), both in its front arc; its
 * wingman w far aside.
 */
const ATP = 'automatedtargetpriority';
const atpTable =
  (carrier: 'x' | 'w' | 't1' = 'x', onCard: Record<string, number> = {}) =>
  () => {
    const card = [{ xws: ATP, ...(Object.keys(onCard).length ? { tokens: onCard } : {}) }];
    return position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, carrier === 'x' ? { upgrades: card } : {}),
        rebel('w', 'bluesquadronescort', 60, 60, carrier === 'w' ? { upgrades: card } : {}),
      ],
      [
        imperial('t1', 'academypilot', 400, 390, carrier === 't1' ? { upgrades: card } : {}),
        imperial('t2', 'academypilot', 460, 470),
      ],
    );
  };
const atpDefenders = (seen: readonly Decision[]) =>
  [
    ...new Set(
      seen
        .filter((d) => d.kind === 'declare-attack' && d.ship === 'x')
        .flatMap((d) => d.options.map((o) => o.id.split(':')[1]))
        .filter((id) => id !== undefined),
    ),
  ].sort();
const atpTokens = (s: GameState, ship = 'x') => shipOf(s, ship).upgrades.find((u) => u.xws === ATP)?.tokens;
/** `attacker` attacks `defender`, rolling `faces`; no one else attacks. */
const atpPlay = (attacker: string, defender: string, faces: string[]) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', faces), (d) =>
      d.kind === 'declare-attack' && d.ship !== attacker ? ['pass'] : undefined,
    ),
  );
/** Plays to the end of the Engagement Phase, using (or declining) the card's token, every ship passing its attack. */
const atpEngage = (use: boolean) =>
  playing(
    leaves('engagement'),
    () => (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Automated Target Priority')
        ? [use ? 'use' : 'decline']
        : d.kind === 'declare-attack'
          ? ['pass']
          : undefined,
  );
const atpAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Automated Target Priority')).length;

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${ATP}:0`,
    standing: true,
    applies: kase('t1 at range 1, t2 at range 2: only t1 may be attacked', atpTable(), atpEngage(false), (_s, seen) =>
      expect(atpDefenders(seen)).toEqual(['t1']),
    ),
    doesNotApply: kase('the wingman carries it: x may attack either', atpTable('w'), atpEngage(false), (_s, seen) =>
      expect(atpDefenders(seen)).toEqual(['t1', 't2']),
    ),
  },
  {
    source: `upgrade:${ATP}:0`,
    applies: kase('x attacks t1 and misses: a calculate token on the card', atpTable(), atpPlay('x', 't1', []), (s) =>
      expect(atpTokens(s)).toEqual({ calculate: 1 }),
    ),
    doesNotApply: [
      kase('x hits: nothing on the card', atpTable(), atpPlay('x', 't1', ['hit', 'hit', 'hit']), (s) =>
        expect(atpTokens(s)).toBeUndefined(),
      ),
      kase(
        't1 carries it and defends against a miss: nothing on its card',
        atpTable('t1'),
        atpPlay('x', 't1', []),
        (s) => expect(atpTokens(s, 't1')).toBeUndefined(),
      ),
    ],
  },
  {
    source: `upgrade:${ATP}:0`,
    applies: kase(
      'a calculate token on the card: x takes it before engaging',
      atpTable('x', { calculate: 1 }),
      atpEngage(true),
      (s, seen) => {
        expect(atpAsked(seen)).toBe(1);
        expect(atpTokens(s)).toBeUndefined();
        expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['calculate']);
      },
    ),
    doesNotApply: [
      kase('nothing on the card: not asked', atpTable(), atpEngage(true), (_s, seen) => expect(atpAsked(seen)).toBe(0)),
      kase(
        'declined: asked once, before x engages only',
        atpTable('x', { calculate: 1 }),
        atpEngage(false),
        (s, seen) => {
          expect(atpAsked(seen)).toBe(1);
          expect(atpTokens(s)).toEqual({ calculate: 1 });
        },
      ),
    ],
  },
  {
    source: `upgrade:${TS}:0`,
    applies: kase('not stressed: the focus rerolled', tsTable({ upgrades: [TS] }), tsPlay, (s) =>
      expect(logged(s, 'dice-rerolled')).toHaveLength(1),
    ),
    doesNotApply: [
      kase('stressed', tsTable({ upgrades: [TS], tokens: { stress: 1 } }), tsPlay, (_s, seen) =>
        expect(offered(seen, 'Threat Sensors')).toBe(false),
      ),
      kase('a wingman of the defender carries it', tsTable({}, { upgrades: [TS] }), tsPlay, (_s, seen) =>
        expect(offered(seen, 'Threat Sensors')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:advancedoptics:0',
    applies: kase(
      'the focus token turns the blank into a hit',
      opticsTable(['advancedoptics'], []),
      opticsPlay,
      (s) => {
        expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 3 });
        expect(s.ships.find((x) => x.id === 'x')?.tokens.focus).toBeUndefined();
      },
    ),
    doesNotApply: kase('a wingman carries it', opticsTable([], ['advancedoptics']), opticsPlay, (_s, seen) =>
      expect(offered(seen, 'Advanced Optics')).toBe(false),
    ),
  },
  {
    source: `upgrade:${PHT}:0`,
    applies: kase(
      'behind the TIE, outside its arc: it rolls 2 of its 3 dice',
      phtTable(0, [PHT]),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
    ),
    doesNotApply: [
      kase('the TIE faces the attacker: 3 dice', phtTable(180, [PHT]), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase(
        'a torpedo attack from behind: 3 dice',
        phtTable(0, [PHT, 'protontorpedoes'], [], ['t']),
        attackPlay('x', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
      kase('the defender carries it: 3 dice', phtTable(180, [], [PHT]), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];

// ---- Accelerated Sensor Array (Evacuation of D'Qar) ----

const ASA_KEY = 'upgrade:acceleratedsensorarray-evacuationofdqar:0';
const ASA_CARD = 'acceleratedsensorarray-evacuationofdqar';
/**
 * An Activation Phase position (dials are revealed as ships activate, 001 Activation): the X-wing x (an Ion Cannon)
 * reveals `dial` from (400, 100) facing up, or, for a Koiogran turn it flies as attacker, from (400, 600) (it turns
 * round to face the TIE); the TIE t stays still at (400, 480) facing down; the card on x, or (`onWing`) on its
 * wingman w beside x, which reveals the same maneuver.
 */
const asaTable =
  (dial: string, role: 'attacker' | 'defender', onWing = false) =>
  () => {
    const y = role === 'attacker' && dial.endsWith('K') ? 600 : 100;
    return position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, y, { dial, upgrades: onWing ? ['ioncannon'] : [ASA_CARD, 'ioncannon'] }),
        rebel('w', 'redsquadronveteran', 330, y, { dial, upgrades: onWing ? [ASA_CARD] : [] }),
      ],
      [imperial('t', 'academypilot', 400, 480, { dial: '0O' })],
    );
  };
const asaAttack = (use: string, weapon = 'primary') =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['blank', 'blank', 'blank'], ['hit']), modifiesWith(use)),
    weapon,
  );
const asaDefend = (use: string) =>
  attackPlay('t', 'x', () =>
    answers(
      rolls('t', 'attack', ['hit', 'hit']),
      rolls('x', 'defense', ['blank', 'blank', 'blank'], ['evade']),
      modifiesWith(use),
    ),
  );
const asaSpec = (role: 'attacker' | 'defender', advanced: boolean): CardSpec => {
  const use = advanced ? '(advanced)' : '(speed 3–5)';
  const play = role === 'attacker' ? asaAttack : asaDefend;
  const fast = advanced ? '3K' : '3F';
  const table = (dial: string, onWing = false) => asaTable(dial, role, onWing);
  const not = (name: string, t: ReturnType<typeof asaTable>, p = play(use)) =>
    kase(name, t, p, (_s, seen) => expect(offered(seen, use)).toBe(false));
  return {
    source: ASA_KEY,
    applies: kase(`${role}, revealed ${fast}: a die rerolled`, table(fast), play(use), (s) =>
      expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === ASA_KEY)).toBe(true),
    ),
    doesNotApply: [
      not(`revealed ${advanced ? '2K' : '2F'}`, table(advanced ? '2K' : '2F')),
      not(`revealed ${advanced ? '3F' : '3K'}`, table(advanced ? '3F' : '3K')),
      not('the wingman carries it', table(fast, true)),
      ...(role === 'attacker' ? [not('an Ion Cannon attack', table(fast), asaAttack(use, 'ioncannon'))] : []),
    ],
  };
};
SPECS.push(
  asaSpec('attacker', false),
  asaSpec('attacker', true),
  asaSpec('defender', false),
  asaSpec('defender', true),
);
