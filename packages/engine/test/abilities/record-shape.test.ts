/**
 * A record's words must be ones the engine honours in its window (issue 21, "traps a card writer falls into
 * silently"): a cost on a window that never pays costs, `optional` where nobody is asked, a standing effect in a window
 * that is run (or a run effect where only a query reads), a `stat` outside the window the stat queries read, a choice
 * on an ability that is never asked, a charge condition or cost on a card without charges. Each of these once played
 * as if the word were not there. The table below says, for every declared window, which words the rule code reading
 * it honours; every registered record is checked against it. A new window needs its row (the test fails until then).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { coreAbilities } from '../../src/abilities/all-records.js';
import type { Ability, Condition, Cost, Effect } from '../../src/abilities/vocabulary/types.js';

const content = loadContent();

type EffectKind = Effect['kind'];

/** Effects a query reads (static.ts) instead of resolving them: each belongs to its one window. */
const STANDING_EFFECTS: Record<string, EffectKind | readonly EffectKind[]> = {
  'action:while-stressed': 'actions-while-stressed',
  'action:allowed': 'allow-only-actions',
  'attack:allowed': 'cannot-attack',
  'lock:allowed': 'no-locks',
  'maneuver:difficulty': 'maneuver-difficulty',
  // Who may modify the attack dice (Force only) and dice no one may modify ("Dark Curse"): one query, static.ts.
  'attack:modify-restriction': ['attack-dice-only-force', 'dice-unmodifiable'],
  'damage:before-suffer': 'suffer-hits-as-crits',
  'charge:reload': 'reload-recovers',
  'attack:weapon-requirement': 'waive-weapon-requirement',
  'ship:stat': 'stat',
  'attack:weapon': ['special-weapon', 'results-inflict-tokens', 'crits-become-hits', 'neutralize-crits', 'hit-instead'],
};

/** Effects that resolve (run.ts applyEffect): everything but the dice and the standing effects. */
const NOT_RUN: ReadonlySet<EffectKind> = new Set<EffectKind>(['dice', ...Object.values(STANDING_EFFECTS).flat()]);

/**
 * What the rule code reading a window honours. `optional`: 'asked' (either value: optional ones ask their owner,
 * mandatory ones resolve), 'offered' (always a choice the player makes: a dice modification, a card action, a
 * weapon's waiver — write `true`), 'never' (nobody is asked: a query, a device's effect — write `false`).
 */
interface Honours {
  optional: 'asked' | 'offered' | 'never';
  cost: boolean;
  limit: boolean;
  /** `choices` / `then` (asked of optional abilities only). */
  choices: boolean;
  /** The effect kinds that do something there (nested ones too): 'run' for every resolving effect. */
  effects: 'run' | readonly EffectKind[];
  /** For `dice` effects: which dice, and whether it changes their number (roll) or the rolled dice (modify). */
  dice?: { kind: 'attack' | 'defense'; count: boolean };
}

/** Windows of the trigger stack (run.ts: runWindow / raise): every word is honoured. */
const RUN: Honours = { optional: 'asked', cost: true, limit: true, choices: true, effects: 'run' };

/** Read by a query (static.ts `standing`): only the condition is looked at. */
const standing = (effect: EffectKind | readonly EffectKind[]): Honours => ({
  optional: 'never',
  cost: false,
  limit: false,
  choices: false,
  effects: [effect].flat(),
});

/** The dice-count windows: optional ones ask, costs are paid and limits kept at the roll (combat/attack.ts). */
const rollWindow = (kind: 'attack' | 'defense'): Honours => ({
  optional: 'asked',
  cost: true,
  limit: true,
  choices: false,
  effects: ['dice'],
  dice: { kind, count: true },
});

/** The modify windows: each record is a modification offered in the Modify step, its cost paid and limit kept. */
const modifyWindow = (kind: 'attack' | 'defense'): Honours => ({
  optional: 'offered',
  cost: true,
  limit: true,
  choices: false,
  effects: ['dice'],
  dice: { kind, count: false },
});

const HONOURS: Readonly<Record<string, Honours>> = {
  'planning:start': RUN,
  system: RUN,
  'activation:before-reveal': RUN,
  'activation:after-reveal': RUN,
  'maneuver:after-execute': RUN,
  'action:after-perform': RUN,
  'engagement:start': RUN,
  'engagement:before-engage': RUN,
  'attack:after-declare': RUN,
  'attack:roll-attack-dice': rollWindow('attack'),
  'attack:modify-attack-dice': modifyWindow('attack'),
  'attack:roll-defense-dice': rollWindow('defense'),
  'attack:modify-defense-dice': modifyWindow('defense'),
  'attack:neutralize': RUN,
  'attack:before-damage': RUN,
  'attack:after': RUN,
  'damage:suffered': RUN,
  'damage:faceup-dealt': RUN,
  'token:after-gain': RUN,
  'token:after-remove': RUN,
  'lock:after-acquire': RUN,
  'phase:start': RUN,
  'phase:end': RUN,
  'dice:after-modify': RUN,
  'dice:after-roll': RUN,
  'ship:after-destroyed': RUN,
  'token:after-spend': RUN,
  'end:start': RUN,
  'end:end': RUN,
  // devices.ts applies the record to each ship the device affects: no question, no cost, no limit.
  'device:detonate': { optional: 'never', cost: false, limit: false, choices: false, effects: 'run' },
  // card-actions.ts: offered with the action bar (the action is the choice), its cost paid, its limit kept.
  'action:card': { optional: 'offered', cost: true, limit: true, choices: false, effects: 'run' },
  // weapons.ts / attack.ts: the waiver is used by declaring the attack, its cost paid then, its limit kept.
  'attack:weapon-requirement': {
    optional: 'offered',
    cost: true,
    limit: true,
    choices: false,
    effects: [STANDING_EFFECTS['attack:weapon-requirement']!].flat(),
  },
  ...Object.fromEntries(
    Object.entries(STANDING_EFFECTS)
      .filter(([w]) => w !== 'attack:weapon-requirement')
      .map(([w, e]) => [w, standing(e)]),
  ),
};

/** The windows the vocabulary declares (the `Window` union of types.ts). */
function declaredWindows(): string[] {
  const text = readFileSync(new URL('../../src/abilities/vocabulary/types.ts', import.meta.url), 'utf8');
  const union = /export type Window =([\s\S]*?);/.exec(text)![1]!;
  return [...union.matchAll(/\|\s*'([a-z:-]+)'/g)].map((m) => m[1]!);
}

function effects(e: Effect): Effect[] {
  switch (e.kind) {
    case 'sequence':
      return [e, ...e.of.flatMap(effects)];
    case 'roll-attack-dice':
      return [e, ...effects(e.then)];
    case 'for-each-face':
      return [e, ...effects(e.effect)];
    case 'roll-attack-die':
      return [e, ...[e.onHit, e.onCrit, e.onFocus, e.onBlank].flatMap((x) => (x ? effects(x) : []))];
    default:
      return [e];
  }
}

function conditions(c: Condition): Condition[] {
  if (c.kind === 'all' || c.kind === 'any') return [c, ...c.of.flatMap(conditions)];
  if (c.kind === 'not') return [c, ...conditions(c.of)];
  return [c];
}

/** Whether the card of source key `key` holds charges (a pilot's, or the upgrade side's). */
function cardHasCharges(key: string): boolean {
  const [kind, xws = '', side] = key.split(':');
  if (kind === 'pilot') return content.pilot(xws)?.charges !== undefined;
  if (kind === 'upgrade') return content.upgrade(xws)?.sides[Number(side ?? 0)]?.charges !== undefined;
  return false;
}

/** What is wrong with the record `a` of source key `key`: each a word its window does not honour. */
function problems(key: string, a: Ability): string[] {
  const out: string[] = [];
  const at = `${key} (${a.window})`;
  const h = HONOURS[a.window];
  if (!h) return [`${at}: the window has no row in HONOURS`];
  if (h.optional === 'never' && a.optional) out.push(`${at}: optional, but nobody is asked in this window`);
  if (h.optional === 'offered' && !a.optional)
    out.push(`${at}: mandatory, but this window only offers it (write optional: true)`);
  if (!h.cost && a.cost?.length) out.push(`${at}: a cost, never paid in this window`);
  if (!h.limit && a.limit !== undefined && a.limit !== 'unlimited')
    out.push(`${at}: limited ${a.limit}, never counted in this window`);
  if ((a.choices || a.then) && (!h.choices || !a.optional))
    out.push(`${at}: choices, never asked ${h.choices ? 'of a mandatory ability' : 'in this window'}`);
  if (a.then && !a.choices) out.push(`${at}: further questions (then) without a first one (choices)`);
  for (const e of effects(a.effect)) {
    const ok = h.effects === 'run' ? !NOT_RUN.has(e.kind) : h.effects.includes(e.kind);
    if (!ok) out.push(`${at}: a ${e.kind} effect does nothing in this window`);
    if (e.kind === 'dice' && h.dice) {
      const m = e.modification;
      if (m.dice !== h.dice.kind) out.push(`${at}: a ${m.dice} dice effect in a ${h.dice.kind} dice window`);
      if ((m.effect.kind === 'dice') !== h.dice.count)
        out.push(
          `${at}: ${h.dice.count ? 'a dice modification in a dice-count window' : 'a dice-count change in a modify window'}`,
        );
    }
    if (e.kind === 'gain-token' && e.token === 'reinforce')
      out.push(`${at}: gains a reinforce token, which needs a facing (no word yet)`);
    if (e.kind === 'lose-charge' && !key.startsWith('pilot:'))
      out.push(`${at}: lose-charge takes the pilot's charges, not this card's`);
  }
  for (const c of a.cost ?? ([] as Cost[])) {
    if (c.kind === 'gain-token' && c.token === 'reinforce')
      out.push(`${at}: a cost gaining a reinforce token, which needs a facing (no word yet)`);
    if (c.kind === 'spend-charge' && !cardHasCharges(key)) out.push(`${at}: spends a charge its card does not have`);
  }
  for (const c of conditions(a.when))
    if (c.kind === 'has-charges' && (a.window === 'device:detonate' || !cardHasCharges(key)))
      out.push(`${at}: has-charges on a card without charges (or of the ship a device affects)`);
  return out;
}

describe('ability records use only the words their window honours', () => {
  const declared = declaredWindows();

  it('the table has a row for every declared window, and no other', () => {
    expect(Object.keys(HONOURS).sort()).toEqual([...declared].sort());
  });

  it('every registered record passes', () => {
    const bad: string[] = [];
    for (const [key, list] of coreAbilities()) for (const a of list) bad.push(...problems(key, a));
    expect(bad).toEqual([]);
  });
});

describe('the shape check catches each trap (the test itself works)', () => {
  const base: Ability = {
    source: { kind: 'pilot', xws: 'wampa' },
    window: 'attack:after',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'test',
  };
  const extra = (w: 'attack' | 'defense', n: number): Effect => ({
    kind: 'dice',
    modification: { name: 't', by: 'attacker', dice: w, effect: { kind: 'dice', delta: n } },
  });
  const reroll: Effect = {
    kind: 'dice',
    modification: { name: 't', by: 'attacker', dice: 'attack', effect: { kind: 'reroll', count: 1 } },
  };
  const cases: [string, string, Partial<Ability>][] = [
    ['a stat effect outside the stat window', 'pilot:wampa', { effect: { kind: 'stat', stat: 'agility', delta: 1 } }],
    ['a standing effect in a run window', 'pilot:wampa', { effect: { kind: 'suffer-hits-as-crits' } }],
    ['a dice-count change in a run window', 'pilot:wampa', { effect: extra('attack', 1) }],
    ['a cost on a standing query', 'pilot:wampa', { window: 'ship:stat', cost: [{ kind: 'spend-force', count: 1 }] }],
    ['optional on a standing query', 'pilot:wampa', { window: 'maneuver:difficulty', optional: true }],
    ['a limit on a device effect', 'device:protonbombs', { window: 'device:detonate', limit: 'once-per-round' }],
    ['a mandatory dice modification', 'pilot:wampa', { window: 'attack:modify-attack-dice', effect: reroll }],
    ['a modification in a dice-count window', 'pilot:wampa', { window: 'attack:roll-attack-dice', effect: reroll }],
    [
      'defense dice in the attack-dice window',
      'pilot:wampa',
      { window: 'attack:roll-attack-dice', effect: extra('defense', 1) },
    ],
    ['choices on a mandatory ability', 'pilot:wampa', { choices: () => [] }],
    [
      'a reinforce token gained',
      'pilot:wampa',
      { effect: { kind: 'gain-token', token: 'reinforce', count: 1, who: 'self' } },
    ],
    ['has-charges on a damage card', 'damage:directhit', { when: { kind: 'has-charges', atLeast: 1 } }],
    [
      'a charge spent on a pilot without charges',
      'pilot:redsquadronveteran',
      { cost: [{ kind: 'spend-charge', count: 1 }] },
    ],
    ['lose-charge on an upgrade', 'upgrade:marksmanship:0', { effect: { kind: 'lose-charge', count: 1, source: 't' } }],
  ];

  it.each(cases)('%s', (_name, key, fields) => {
    expect(problems(key, { ...base, ...fields })).not.toEqual([]);
  });

  it('a well-formed record passes, and so do dice-count words honoured since issue 21', () => {
    expect(problems('pilot:wampa', base)).toEqual([]);
    const counted: Ability = {
      ...base,
      window: 'attack:roll-attack-dice',
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      limit: 'once-per-round',
      effect: extra('attack', 1),
    };
    expect(problems('pilot:wampa', counted)).toEqual([]);
  });
});
