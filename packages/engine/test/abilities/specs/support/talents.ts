/**
 * Card specs for the talents of abilities/cards/support/talents.ts. Rules: 000 "Destroying Ships", "Squad Building"
 * (limited cards), "Charges and the Force" (charges that do not recur), "Additional Token Rules".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  attacks,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * A shieldless wingman `v` (pilot `wing`, X-wing hull 4) one attack from destruction, the Cutthroat ship `c` (stressed,
 * its proton torpedoes spent) at `cX`, a TIE attacking the wingman.
 */
const cutTable =
  (wing: string, cX: number, vExtra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('v', wing, 400, 300, {
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
          ...vExtra,
        }),
        rebel('c', 'redsquadronveteran', cX, 300, {
          upgrades: ['cutthroat', { xws: 'protontorpedoes', charges: 0 }],
          tokens: { stress: 1 },
        }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const cutPlay = (pick: string) =>
  playing(leaves('engagement'), () =>
    answers(
      (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
      rolls('t', 'attack', ['hit', 'hit']),
      picks('use-ability', `use:${pick}`, 'c'),
    ),
  );
const torpedoes = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'c').upgrades.find((u) => u.xws === 'protontorpedoes')?.charges;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:cutthroat:0',
    applies: kase(
      'Luke (limited) destroyed at range 1: the stress token removed',
      cutTable('lukeskywalker', 480),
      cutPlay('stress'),
      (s, seen) => {
        expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
        expect(offered(seen, 'Cutthroat')).toBe(true);
        expect(shipOf(s, 'c').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'a Red Squadron Veteran (not limited, no Cutthroat) destroyed at range 1: not offered',
        cutTable('redsquadronveteran', 480),
        cutPlay('stress'),
        (s, seen) => {
          expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
          expect(offered(seen, 'Cutthroat')).toBe(false);
          expect(shipOf(s, 'c').tokens.stress).toBe(1);
        },
      ),
      kase(
        'Luke destroyed beyond range 3: not offered',
        cutTable('lukeskywalker', 40),
        cutPlay('stress'),
        (s, seen) => {
          expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
          expect(offered(seen, 'Cutthroat')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:cutthroat:0',
    applies: kase(
      'a Red Squadron Veteran with Cutthroat destroyed: a proton torpedo charge (not recurring) recovered',
      cutTable('redsquadronveteran', 480, { upgrades: ['cutthroat'] }),
      cutPlay('charge:protontorpedoes'),
      (s) => {
        expect(torpedoes(s)).toBe(1);
        expect(shipOf(s, 'c').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: kase(
      'a Red Squadron Veteran without it destroyed: the charge stays spent',
      cutTable('redsquadronveteran', 480),
      cutPlay('charge:protontorpedoes'),
      (s) => expect(torpedoes(s)).toBe(0),
    ),
  },
];

/**
 * Collected (001 Engagement 6, the Aftermath): an X-wing `c` with the talent, an ion cannon and a focus token (or
 * none), facing a TIE at range 1.
 */
const collectedTable = (tokens: Record<string, number>) => () =>
  position(
    'engagement',
    [rebel('c', 'redsquadronveteran', 400, 300, { upgrades: ['collected-battleoverendor', 'ioncannon'], tokens })],
    [imperial('t', 'academypilot', 400, 490)],
  );
const collectedPlay = (attacker: string, defender: string, weapon = 'primary') =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', []), useAbilityOf('Collected')), weapon);

SPECS.push({
  source: 'upgrade:collected-battleoverendor:0',
  applies: kase(
    'after its primary attack: the focus token for two evades',
    collectedTable({ focus: 1 }),
    collectedPlay('c', 't'),
    (s, seen) => {
      expect(offered(seen, 'Collected')).toBe(true);
      expect(shipOf(s, 'c').tokens.focus ?? 0).toBe(0);
      expect(shipOf(s, 'c').tokens.evade).toBe(2);
    },
  ),
  doesNotApply: [
    kase('after it defends: not offered', collectedTable({ focus: 1 }), collectedPlay('t', 'c'), (s, seen) => {
      expect(offered(seen, 'Collected')).toBe(false);
      expect(shipOf(s, 'c').tokens.evade ?? 0).toBe(0);
    }),
    kase(
      'after an ion cannon attack: not offered',
      collectedTable({ focus: 1 }),
      collectedPlay('c', 't', 'ioncannon'),
      (s, seen) => {
        expect(logged(s, 'attack-declared', 'c').length + logged(s, 'attack-ended', 'c').length).toBeGreaterThan(0);
        expect(offered(seen, 'Collected')).toBe(false);
      },
    ),
    kase('no focus token: not offered', collectedTable({}), collectedPlay('c', 't'), (_s, seen) =>
      expect(offered(seen, 'Collected')).toBe(false),
    ),
  ],
});

/** True Grit (001 Activation Phase, its end; 000 "Additional Token Rules"): an X-wing `g` with it and `tokens`. */
const gritTable =
  (tokens: Record<string, number>, phase: 'activation' | 'engagement' = 'activation') =>
  () =>
    position(
      phase,
      [rebel('g', 'redsquadronveteran', 400, 150, { dial: '3F', upgrades: ['truegrit-swz98'], tokens })],
      [imperial('t', 'academypilot', 400, 800, { dial: '2F' })],
    );
const gritPlay = playing(leaves('activation'), () => picks('use-ability', 'use:deplete', 'g'));
const gritLater = playing(leaves('engagement'), () => picks('use-ability', 'use:deplete', 'g'));

SPECS.push({
  source: 'upgrade:truegrit-swz98:0',
  applies: kase('a deplete token: traded for a strain', gritTable({ deplete: 1 }), gritPlay, (s, seen) => {
    expect(offered(seen, 'True Grit')).toBe(true);
    expect(shipOf(s, 'g').tokens.deplete ?? 0).toBe(0);
    expect(shipOf(s, 'g').tokens.strain).toBe(1);
  }),
  doesNotApply: [
    kase('already strained: not offered', gritTable({ deplete: 1, strain: 1 }), gritPlay, (s, seen) => {
      expect(offered(seen, 'True Grit')).toBe(false);
      expect(shipOf(s, 'g').tokens.deplete).toBe(1);
    }),
    kase('the Engagement Phase ends: not offered', gritTable({ deplete: 1 }, 'engagement'), gritLater, (_s, seen) =>
      expect(offered(seen, 'True Grit')).toBe(false),
    ),
  ],
});

/**
 * Vengeful (000 "Destroying Ships", "Squad Building": limited cards): a shieldless wingman `v` (pilot `wing`) one
 * attack from destruction, the stressed Vengeful ship `c` at (`cX`, 300), a TIE attacking the wingman.
 */
const vengefulTable = (wing: string, cX: number) => () =>
  position(
    'engagement',
    [
      rebel('v', wing, 400, 300, {
        shields: 0,
        damage: [
          { card: 'directhit', faceup: false },
          { card: 'directhit', faceup: false },
          { card: 'directhit', faceup: false },
        ],
      }),
      rebel('c', 'redsquadronveteran', cX, 300, { upgrades: ['vengeful-battleofyavin'], tokens: { stress: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const vengefulPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    picks('use-ability', 'use:stress', 'c'),
  ),
);

SPECS.push({
  source: 'upgrade:vengeful-battleofyavin:0',
  applies: kase(
    'Luke (limited) destroyed at range 1: the stress removed',
    vengefulTable('lukeskywalker', 480),
    vengefulPlay,
    (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(offered(seen, 'Vengeful')).toBe(true);
      expect(shipOf(s, 'c').tokens.stress ?? 0).toBe(0);
    },
  ),
  doesNotApply: [
    kase(
      'a Red Squadron Veteran (not limited) destroyed: not offered',
      vengefulTable('redsquadronveteran', 480),
      vengefulPlay,
      (s, seen) => {
        expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
        expect(offered(seen, 'Vengeful')).toBe(false);
        expect(shipOf(s, 'c').tokens.stress).toBe(1);
      },
    ),
    kase('Luke destroyed beyond range 3: not offered', vengefulTable('lukeskywalker', 40), vengefulPlay, (s, seen) => {
      expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
      expect(offered(seen, 'Vengeful')).toBe(false);
    }),
  ],
});

/** Ace in the Hole (001 Engagement Phase, its start; 000 "Barrel Roll", "Stress"): an X-wing `a` with it. */
const aceTable =
  (charges: number, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('a', 'redsquadronveteran', 400, 150, {
          upgrades: [{ xws: 'aceinthehole-battleoverendor', charges }],
          tokens,
        }),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const acePlay = playing(leaves('engagement'), () =>
  answers(useAbilityOf('Ace in the Hole'), picks('choose-action', 'barrel-roll', 'a')),
);

SPECS.push({
  source: 'upgrade:aceinthehole-battleoverendor:0',
  applies: kase('a charge and a jam token: it barrel rolls', aceTable(2), acePlay, (s, seen) => {
    expect(offered(seen, 'Ace in the Hole')).toBe(true);
    expect(logged(s, 'action-performed', 'a')).toHaveLength(1);
    expect(shipOf(s, 'a').pose?.x).not.toBe(400);
  }),
  doesNotApply: [
    kase('no charge left: not offered', aceTable(0), acePlay, (s, seen) => {
      expect(offered(seen, 'Ace in the Hole')).toBe(false);
      expect(shipOf(s, 'a').pose?.x).toBe(400);
    }),
    kase('stressed (no barrel roll): not offered', aceTable(2, { stress: 1 }), acePlay, (_s, seen) =>
      expect(offered(seen, 'Ace in the Hole')).toBe(false),
    ),
  ],
});

/**
 * Proud Tradition, side 0 (000 "Stress"; 001 Engagement, Aftermath): an X-wing `x` with it and `stress` tokens. In the
 * Activation Phase it executes a white 3 straight and is asked its action; in the Engagement Phase it attacks the TIE
 * `t` (a `focus` token of its own) ahead at range 2 with one hit, or, `defends`, the TIE attacks it.
 */
const proudTable =
  (phase: 'activation' | 'engagement', stress: number, focus = 1) =>
  () =>
    position(
      phase,
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          dial: '3F',
          tokens: { stress },
          upgrades: [{ xws: 'proudtradition', side: 0 }],
        }),
      ],
      [imperial('t', 'academypilot', 400, 490, { dial: '1F', tokens: { focus } })],
    );
const proudFocusOffered = (seen: readonly { kind: string; ship?: string; options: readonly { id: string }[] }[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'x' && d.options.some((o) => o.id === 'focus'));
const proudActs = playing(leaves('activation'), () => picks('choose-action', 'focus', 'x'));
/** The TIE's player accepts (the second answer of the first question), then `pay`s its focus token or not. */
const proudAnswers = (pay: boolean) => {
  let asked = 0;
  return (d: { kind: string }) =>
    (d.kind === 'unless' ? [asked++ === 0 ? 'refuse' : pay ? 'pay' : 'refuse'] : undefined) as [string] | undefined;
};
const proudAttack = (pay: boolean, defends = false) =>
  defends
    ? attackPlay('t', 'x', () => answers(rolls('t', 'attack', ['hit', 'hit']), proudAnswers(pay)))
    : attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), proudAnswers(pay)));
const proudSide = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'x').upgrades.find((u) => u.xws === 'proudtradition')?.side;

SPECS.push(
  {
    source: 'upgrade:proudtradition:0',
    standing: true,
    applies: kase(
      'one stress token: the focus action is offered, and performed',
      proudTable('activation', 1),
      proudActs,
      (s, seen) => {
        expect(proudFocusOffered(seen)).toBe(true);
        expect(logged(s, 'action-performed', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('three stress tokens: no action offered', proudTable('activation', 3), proudActs, (s, seen) => {
      expect(proudFocusOffered(seen)).toBe(false);
      expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
    }),
  },
  {
    source: 'upgrade:proudtradition:0',
    applies: kase(
      'stressed, it attacks: the defender spends its focus token and the card flips',
      proudTable('engagement', 1),
      proudAttack(true),
      (s) => {
        expect(shipOf(s, 't').tokens.focus ?? 0).toBe(0);
        expect(proudSide(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('not stressed: nothing asked, the card stays', proudTable('engagement', 0), proudAttack(true), (s, seen) => {
        expect(seen.some((d) => d.kind === 'unless')).toBe(false);
        expect(proudSide(s)).toBe(0);
      }),
      kase('stressed, it defends: nothing asked', proudTable('engagement', 1), proudAttack(true, true), (s, seen) => {
        expect(seen.some((d) => d.kind === 'unless')).toBe(false);
        expect(proudSide(s)).toBe(0);
      }),
    ],
  },
  {
    source: 'upgrade:proudtradition:0',
    applies: kase(
      'the focus token refused: the defender suffers a crit and the card flips',
      proudTable('engagement', 1),
      proudAttack(false),
      (s) => {
        expect(logged(s, 'damage-card-dealt', 't').filter((e) => e.text.includes('Proud Tradition'))).toHaveLength(1);
        expect(shipOf(s, 't').tokens.focus).toBe(1);
        expect(proudSide(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'not stressed, the focus refused all the same: no damage, the card stays',
      proudTable('engagement', 0),
      proudAttack(false),
      (s) => {
        expect(logged(s, 'damage-card-dealt', 't').filter((e) => e.text.includes('Proud Tradition'))).toHaveLength(0);
        expect(proudSide(s)).toBe(0);
      },
    ),
  },
);

/**
 * Squad Leader (supplement "Coordinate"): an X-wing `l` with it (focus, lock, barrel roll on its bar, and the red
 * coordinate the card gives) at (400, 150) and an A-wing `a` beside it at range 1 (focus, evade, lock, barrel roll,
 * boost), done activating unless `aActs`.
 */
const leaderTable = (aActs: boolean) => () =>
  position(
    'activation',
    [
      rebel('l', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['squadleader'] }),
      rebel('a', 'greensquadronpilot', 300, 150, aActs ? { dial: '1F' } : { round: { activated: true } }),
    ],
    [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
  );
const leaderPlay = playing(leaves('activation'), () => picks('choose-action', 'coordinate:a', 'l'));
/** The action types the A-wing was offered (its own or coordinated turn). */
const aOffered = (seen: readonly { kind: string; ship?: string; options: readonly { id: string }[] }[]) =>
  [
    ...new Set(
      seen
        .filter((d) => d.kind === 'choose-action' && d.ship === 'a')
        .flatMap((d) => d.options.map((o) => o.id.split(':')[0]!))
        .filter((t) => t !== 'pass'),
    ),
  ].sort();

SPECS.push({
  source: 'upgrade:squadleader:0',
  standing: true,
  applies: kase(
    'coordinated by it, the A-wing is offered only the actions the X-wing has too',
    leaderTable(false),
    leaderPlay,
    (_s, seen) => expect(aOffered(seen)).toEqual(['barrel-roll', 'focus', 'lock']),
  ),
  doesNotApply: kase(
    'in its own activation the A-wing is offered its whole bar',
    leaderTable(true),
    playing(leaves('activation')),
    (_s, seen) => expect(aOffered(seen)).toEqual(['barrel-roll', 'boost', 'evade', 'focus', 'lock']),
  ),
});

/**
 * Mercenary on a Z-95 `m` at (mx, 620); an X-wing at (400, 300) attacks its wingman `f` at (400, 480), holding a focus
 * token, one hit from destroyed with `wingDamage` 1 (range 2 of the Mercenary at mx 550).
 */
const MERC_HIT = { card: 'directhit', faceup: false };
const mercTable =
  (wingDamage = 1, mx = 550) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('f', 'binayrepirate', 400, 480, {
          shields: 0,
          tokens: { focus: 1 },
          damage: Array(wingDamage).fill(MERC_HIT),
        }),
        imperial('m', 'binayrepirate', mx, 620, { upgrades: ['mercenary-swz103'] }),
      ],
    );
const mercPlay = (faces: string[]) =>
  playing(leaves('engagement'), () =>
    answers(attacks('x', 'f'), rolls('x', 'attack', faces), picks('use-ability', 'use:focus', 'm')),
  );
const mercGains = (s: Parameters<typeof logged>[0]) => logged(s, 'token-gained', 'm').map((e) => e.data?.token);

SPECS.push({
  source: 'upgrade:mercenary-swz103:0',
  applies: kase(
    'its wingman destroyed at range 2: it takes the focus token',
    mercTable(),
    mercPlay(['hit', 'hit', 'hit']),
    (s) => {
      expect(logged(s, 'ship-destroyed', 'f')).toHaveLength(1);
      expect(mercGains(s)).toEqual(['focus']);
    },
  ),
  doesNotApply: [
    kase('one hit: the wingman survives', mercTable(0), mercPlay(['hit']), (s) => expect(mercGains(s)).toEqual([])),
    kase('the wingman destroyed beyond range 2 of it', mercTable(1, 800), mercPlay(['hit', 'hit', 'hit']), (s) => {
      expect(logged(s, 'ship-destroyed', 'f')).toHaveLength(1);
      expect(mercGains(s)).toEqual([]);
    }),
  ],
});
