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
import type { Ability, Condition, Cost, Effect, ShipFilter } from '../../src/abilities/vocabulary/types.js';

const content = loadContent();

type EffectKind = Effect['kind'];

/** Effects a query reads (static.ts) instead of resolving them: each belongs to its one window. */
const STANDING_EFFECTS: Record<string, EffectKind | readonly EffectKind[]> = {
  'action:while-stressed': 'actions-while-stressed',
  'action:allowed': ['allow-only-actions', 'damage-card-actions'],
  'attack:allowed': 'cannot-attack',
  'lock:allowed': 'no-locks',
  'force:allowed': 'no-force',
  'ship:removal': 'delay-removal',
  'ship:weapon-range': 'weapon-range-widen',
  'attack:range-as': 'attack-range-as',
  'lock:maintain': 'maintain-locks',
  'ship:upgrade-range': 'upgrade-range-as',
  'end:keep-tokens': 'keep-tokens',
  'force:recurring': 'no-force-recovery',
  'maneuver:difficulty': 'maneuver-difficulty',
  // Who may modify the attack dice (Force only) and dice no one may modify ("Dark Curse"): one query, static.ts.
  'attack:modify-restriction': ['attack-dice-only-force', 'dice-unmodifiable', 'range-zero-focus', 'modify-limit'],
  'damage:before-suffer': 'suffer-hits-as-crits',
  'charge:reload': 'reload-recovers',
  'device:remotes': 'damage-remotes',
  'device:leaves-obstacle': 'leave-obstacle',
  'attack:weapon-requirement': 'waive-weapon-requirement',
  // movement (s39): Sarco Plank's agility as the speed executed (static.ts agilityAsSpeed).
  'ship:stat': ['stat', 'agility-as-speed'],
  // v-lasting (issue 21): the standing queries and replacement points of static.ts.
  'ship:initiative': 'initiative',
  'action:difficulty': 'action-difficulty',
  'action:bar': 'add-actions',
  'attack:range-bonus': 'no-range-bonus',
  'ship:arc': 'add-arc',
  'ship:bullseye': 'front-as-bullseye',
  'instead:suffer-damage': 'instead',
  'instead:gain-token': 'instead',
  'instead:remove-token': 'instead',
  'instead:obstacle': 'instead',
  'instead:flee': 'instead',
  'instead:destroyed': 'instead',
  'action:range': 'action-range',
  'action:lock-objects': 'lock-objects',
  'action:lock-band': 'priced-lock-band',
  'action:targets': ['not-targetable', 'more-targets', 'targets-only'],
  'action:coordinated': ['coordinate-shared-actions', 'coordinate-stressed', 'coordinate-priced'],
  'ship:abilities': [
    'borrow-pilot-abilities',
    'lose-ship-ability',
    'lend-pilot-ability',
    'lose-pilot-ability',
    'lend-ship-ability',
  ],
  'device:placement': 'device-placement-alternative',
  'setup:placement': 'setup-anywhere',
  'setup:placement-near': 'setup-near-me',
  'token:lend': 'lend-tokens',
  'setup:reserve': 'start-in-reserve',
  'device:ignore': 'ignore-devices',
  // subsystems (s36): the relation between ships (abilities/relation.ts) reads it on the conditions a ship holds.
  'ship:allied': 'friends-as-allied',
  'attack:weapon': ['special-weapon', 'results-inflict-tokens', 'crits-become-hits', 'neutralize-crits', 'hit-instead'],
  'maneuver:while-stressed': 'red-maneuvers-while-stressed',
  'action:boost-partial': 'boost-partial',
  'maneuver:keep-action-step': 'keep-action-step',
  'ship:turret': 'turret-facings',
  'ship:weapon-arc': ['weapon-arc-as', 'primary-arc-as'],
  'squad:slots': 'squad-slots',
  'action:roll-template': 'roll-template',
  'action:boost-templates': 'boost-templates',
  'action:red-variant': 'red-variant',
  'action:faster-templates': 'faster-templates',
  'ship:ignore-obstacles': 'ignore-obstacles',
  'remote:system': 'relocate-remote',
  'remote:activation-start': 'relocate-remote',
  'remote:measure-from': 'measure-from-remote',
  'action:coordinate-remote': 'coordinate-remote',
  'dock:carrier': 'dock-carrier',
  'dock:range': 'dock-range',
  'dock:shields': 'docked-shields',
  'dock:setup': 'start-docked',
  'dock:deploy': 'emergency-deploy-only',
  'dock:identity': 'take-pilot-identity',
  'cloak:decloak-template': 'decloak-template',
  'attack:defenders': ['closest-defender', 'disarmed-attacks', 'attack-friendly'],
  'attack:guard': 'guard-nearby',
  'maneuver:dial': 'dial-forbids',
  'maneuver:dial-as': 'dial-as',
  'damage:card-facing': 'damage-cards-faceup',
  'attack:touching': 'attack-touching',
};

/** Effects that resolve (run.ts applyEffect): everything but the dice and the standing effects. */
const NOT_RUN: ReadonlySet<EffectKind> = new Set<EffectKind>(
  (['dice', ...Object.values(STANDING_EFFECTS).flat()] as EffectKind[])
    // Both: a standing rule in 'attack:modify-restriction', and resolved in an attack's triggered window (apply-effect.ts).
    .filter((k) => k !== 'dice-unmodifiable'),
);

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
  /** support (s32): an aura (`reach`) is read there though the window is not a standing query's. */
  reach?: boolean;
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
  'engagement:end': RUN,
  'engagement:initiative-seven': RUN,
  'engagement:initiative-zero': RUN,
  'attack:after-declare': RUN,
  'attack:roll-attack-dice': rollWindow('attack'),
  'attack:modify-attack-dice': modifyWindow('attack'),
  'attack:roll-defense-dice': rollWindow('defense'),
  'attack:before-roll': RUN,
  'attack:modify-defense-dice': modifyWindow('defense'),
  'attack:neutralize': RUN,
  'attack:before-damage': RUN,
  'attack:after': RUN,
  'damage:suffered': RUN,
  'damage:faceup-dealt': RUN,
  'damage:card-dealt': RUN,
  'damage:before-card': RUN,
  'token:after-gain': RUN,
  'token:after-remove': RUN,
  'lock:after-acquire': RUN,
  'phase:start': RUN,
  'phase:end': RUN,
  'dice:after-modify': RUN,
  'dice:after-roll': RUN,
  'ship:after-destroyed': RUN,
  'token:after-spend': RUN,
  'force:after-spend': RUN,
  'end:start': RUN,
  'end:before-recover': RUN,
  'end:end': RUN,
  'maneuver:before-difficulty': RUN,
  'maneuver:before-execute': RUN,
  'device:after-place': RUN,
  'activation:after-activate': RUN,
  'device:after-affect': RUN,
  'device:after-detonate': RUN,
  'cloak:after-decloak': RUN,
  'dock:after-deploy': RUN,
  'setup:before-forces': RUN,
  'action:after-fail': RUN,
  'damage:after-repair': RUN,
  'damage:before-expose': RUN,
  'maneuver:after-skip': RUN,
  'move:after-not-action': RUN,
  // devices.ts applies the record to each ship the device affects: no question, no cost, no limit.
  'device:detonate': { optional: 'never', cost: false, limit: false, choices: false, effects: 'run' },
  'remote:engage': { optional: 'never', cost: false, limit: false, choices: false, effects: 'run' },
  'remote:overlapped': { optional: 'never', cost: false, limit: false, choices: false, effects: 'run' },
  'remote:moved-through': { optional: 'never', cost: false, limit: false, choices: false, effects: 'run' },
  // devices.ts (s35-subsys): a reroll of a detonation's dice, asked as they are rolled ('reroll-device-die', with pass).
  'device:reroll': { optional: 'offered', cost: false, limit: false, choices: false, effects: ['reroll-device-dice'] },
  // card-actions.ts: offered with the action bar (the action is the choice), its cost paid, its limit kept.
  // A ship to choose or a choice: one action option per answer (card-actions.ts).
  'action:card': { optional: 'offered', cost: true, limit: true, choices: true, effects: 'run' },
  // weapons.ts / attack.ts: the waiver is used by declaring the attack, its cost paid then, its limit kept.
  'attack:weapon-requirement': {
    optional: 'offered',
    cost: true,
    limit: true,
    choices: false,
    // support (s32): an aura of another friendly ship waives the attacker's requirement (static.ts, free ones only).
    reach: true,
    effects: [STANDING_EFFECTS['attack:weapon-requirement']!].flat(),
  },
  ...Object.fromEntries(
    Object.entries(STANDING_EFFECTS)
      .filter(([w]) => w !== 'attack:weapon-requirement')
      .map(([w, e]) => [w, standing(e)]),
  ),
  // replace.ts: an optional replacement of damage is asked before its point (askInstead), its cost paid when used.
  'instead:suffer-damage': { optional: 'asked', cost: true, limit: false, choices: false, effects: ['instead'] },
  'instead:detonate': { optional: 'asked', cost: true, limit: false, choices: false, effects: ['instead'] },
  'instead:obstacle': { optional: 'asked', cost: true, limit: false, choices: false, effects: ['instead'] },
  'instead:flee': { optional: 'asked', cost: true, limit: false, choices: false, effects: ['instead'] },
  'instead:destroyed': { optional: 'asked', cost: true, limit: false, choices: false, effects: ['instead'] },
};

/** The windows the vocabulary declares (the `Window` union of types.ts). */
function declaredWindows(): string[] {
  const text = readFileSync(new URL('../../src/abilities/vocabulary/types.ts', import.meta.url), 'utf8');
  const unions = [...text.matchAll(/export type (?:Flow|Event|Query)Window =([\s\S]*?);/g)].map((m) => m[1]!);
  return unions.flatMap((union) => [...union.matchAll(/\|\s*'([a-z:-]+)'/g)].map((m) => m[1]!));
}

function effects(e: Effect): Effect[] {
  switch (e.kind) {
    case 'sequence':
      return [e, ...e.of.flatMap(effects)];
    case 'roll-attack-dice':
      return [e, ...effects(e.then)];
    case 'for-each-face':
      return [e, ...effects(e.effect)];
    case 'unless':
      return [e, ...effects(e.otherwise)];
    case 'if-holds':
      return [e, ...effects(e.effect)];
    case 'roll-attack-die':
      return [e, ...[e.onHit, e.onCrit, e.onFocus, e.onBlank].flatMap((x) => (x ? effects(x) : []))];
    case 'roll-defense-die':
      return [e, ...[e.onEvade, e.onFocus, e.onBlank].flatMap((x) => (x ? effects(x) : []))];
    default:
      return [e];
  }
}

function conditions(c: Condition): Condition[] {
  if (c.kind === 'all' || c.kind === 'any') return [c, ...c.of.flatMap(conditions)];
  if (c.kind === 'not') return [c, ...conditions(c.of)];
  return [c];
}

/** The windows an attack is in progress in (`state.cursor.attack`): where 'attacker' and 'defender' name a ship. */
/**
 * Windows raised inside an attack as well as outside: an attack's damage waits at 'damage:before-card' (damage.ts), and
 * outside an attack the attacker and defender name no ship, so a condition naming them fails there.
 */
const ALSO_IN_ATTACK: ReadonlySet<string> = new Set(['damage:before-card']);
const inAttack = (w: string): boolean => w.startsWith('attack:') || w.startsWith('dice:') || ALSO_IN_ATTACK.has(w);

/** The ships (ShipRef) a filter names: the owner of its arc, and those of its `where`. */
function filterRefs(f: ShipFilter): string[] {
  return [...(f.inArc?.of ? [f.inArc.of] : []), ...(f.where ? conditions(f.where).flatMap(conditionRefs) : [])];
}

/** The ships (ShipRef) a condition names (its filter's `where` included). */
function conditionRefs(c: Condition): string[] {
  switch (c.kind) {
    case 'range':
      return [c.to];
    case 'in-arc':
      return [c.of, c.target];
    case 'has-token':
    case 'damaged':
    case 'pilot-is':
    case 'lock-allowed':
      return [c.who];
    case 'locking':
      return [c.who, c.target];
    case 'equips':
      return [c.who];
    case 'engaged':
      return [c.who];
    case 'has-damage-card':
      return c.who ? [c.who] : [];
    case 'near-obstacle':
      return c.who ? [c.who] : [];
    case 'ships-near':
      return filterRefs(c);
    default:
      return [];
  }
}

/** The ships (ShipRef) an effect names. */
function effectRefs(e: Effect): string[] {
  switch (e.kind) {
    case 'gain-token':
    case 'remove-token':
    case 'suffer-damage':
      return [e.who];
    case 'recover':
    case 'grant-action':
      return e.who ? [e.who] : [];
    case 'acquire-lock':
      return [e.who, e.on];
    case 'move-lock':
      return [e.who, e.from, e.to];
    case 'break-locks':
      return [e.who];
    case 'spend-lock':
      return [e.who, e.on];
    case 'unless':
      return [e.who];
    case 'gain-chosen-token':
      return e.who ? [e.who] : [];
    case 'transfer-answered-tokens':
      return [e.a, e.b];
    case 'flip-reinforce':
      return e.who ? [e.who] : [];
    case 'gain-reinforce':
      return e.who ? [e.who] : [];
    default:
      return [];
  }
}

/** Whether the card of source key `key` holds charges (a pilot's, or the upgrade side's). */
function cardHasCharges(key: string): boolean {
  const [kind, xws = '', side] = key.split(':');
  if (kind === 'pilot') return content.pilot(xws)?.charges !== undefined;
  if (kind === 'upgrade') return content.upgrade(xws)?.sides[Number(side ?? 0)]?.charges !== undefined;
  // A ship ability spends its ship's (pilot's) charges: some pilot carrying it has charges (Fire Convergence).
  if (kind === 'ship-ability')
    return content.data.pilots.some(
      (p) => p.charges !== undefined && p.shipAbility?.toLowerCase().replace(/[^a-z0-9]/g, '') === xws,
    );
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
  if ((a.choices || a.then) && (!h.choices || (!a.optional && h.optional !== 'asked')))
    out.push(`${at}: choices, never asked ${h.choices ? 'of a mandatory ability' : 'in this window'}`);
  if (a.reach && h.optional !== 'never' && !h.dice?.count && !h.reach)
    out.push(`${at}: an aura (reach) where only standing queries read one`);
  if (a.then && !a.choices && !a.choose)
    out.push(`${at}: further questions (then) without a first one (choices or choose)`);
  if (a.choose && !h.choices) out.push(`${at}: a ship to choose, never asked in this window`);
  if (a.choose && a.choices) out.push(`${at}: both choose and choices (one first question only)`);
  const refs = [
    ...conditions(a.when).flatMap(conditionRefs),
    ...effects(a.effect).flatMap(effectRefs),
    ...(a.choose ? filterRefs(a.choose) : []),
  ];
  for (const r of new Set(refs)) {
    if ((r === 'attacker' || r === 'defender') && !inAttack(a.window))
      out.push(`${at}: names the ${r}, but no attack is in progress in this window`);
    if (r === 'chosen' && !a.choose) out.push(`${at}: names the chosen ship, but chooses none`);
    if (r === 'second' && !a.choose?.second) out.push(`${at}: names the second ship, but chooses none`);
  }
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
    // A lasting effect's own effect must be one its window's query reads; a replacement's must resolve.
    if (e.kind === 'last') {
      const w = HONOURS[e.window];
      const inner = effects(e.effect);
      if (!w || w.effects === 'run' || inner.some((x) => !(w.effects as readonly string[]).includes(x.kind)))
        out.push(`${at}: a lasting effect its window ${e.window} does not read`);
    }
    if (e.kind === 'instead' && effects(e.effect).some((x) => NOT_RUN.has(x.kind)))
      out.push(`${at}: an instead effect that does not resolve`);
    if (e.kind === 'lose-charge' && !key.startsWith('pilot:'))
      out.push(`${at}: lose-charge takes the pilot's charges, not this card's`);
    if (e.kind === 'dice-unmodifiable' && e.using && a.window !== 'attack:modify-restriction')
      out.push(`${at}: green tokens are barred by a standing rule only ('attack:modify-restriction')`);
  }
  for (const c of a.cost ?? ([] as Cost[])) {
    if (c.kind === 'gain-token' && c.token === 'reinforce')
      out.push(`${at}: a cost gaining a reinforce token, which needs a facing (no word yet)`);
    if (c.kind === 'spend-charge' && !cardHasCharges(key)) out.push(`${at}: spends a charge its card does not have`);
  }
  // abilities/relation.ts reads these on a ship's conditions only, without their condition (it is asked by the
  // condition words themselves): a record elsewhere, or with a condition, would be read wrongly.
  if (a.window === 'ship:allied' && (!key.startsWith('condition:') || a.when.kind !== 'always'))
    out.push(`${at}: read on a condition card only, and without a condition (write always)`);
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
    // A mandatory ability's choices are asked on the trigger stack (an emergency deploy), never in a dice count.
    ['choices on a mandatory ability', 'pilot:wampa', { window: 'attack:roll-attack-dice', choices: () => [] }],
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
    [
      'a lasting effect its window does not read',
      'pilot:wampa',
      {
        effect: {
          kind: 'last',
          until: 'end-of-round',
          window: 'ship:stat',
          effect: { kind: 'cannot-attack', why: 't' },
        },
      },
    ],
    [
      'a lasting effect in a run window',
      'pilot:wampa',
      {
        effect: {
          kind: 'last',
          until: 'end-of-round',
          window: 'attack:after',
          effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
        },
      },
    ],
    ['an aura in a run window', 'pilot:wampa', { reach: { side: 'friendly', min: 0, max: 1 } }],
    [
      'the allied relation on a pilot card',
      'pilot:wampa',
      { window: 'ship:allied', effect: { kind: 'friends-as-allied' } },
    ],
    [
      'the allied relation with a condition',
      'condition:brokentrust',
      { window: 'ship:allied', when: { kind: 'attack-role', role: 'attacker' }, effect: { kind: 'friends-as-allied' } },
    ],
    [
      'an instead effect that does not resolve',
      'pilot:wampa',
      { window: 'instead:gain-token', effect: { kind: 'instead', effect: { kind: 'suffer-hits-as-crits' } } },
    ],
    [
      'the defender named outside an attack',
      'pilot:wampa',
      { window: 'end:end', effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'defender' } },
    ],
    [
      'the attacker named in a ships-near filter outside an attack',
      'pilot:wampa',
      {
        window: 'system',
        when: { kind: 'ships-near', side: 'friendly', where: { kind: 'damaged', who: 'attacker' } },
      },
    ],
    [
      'the chosen ship named without choose',
      'pilot:wampa',
      { effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' } },
    ],
    ['a ship to choose on a standing query', 'pilot:wampa', { window: 'ship:stat', choose: { side: 'enemy' } }],
    [
      'a ship to choose on a device effect',
      'device:protonbombs',
      { window: 'device:detonate', choose: { side: 'enemy' } },
    ],
    ['choose and choices both', 'pilot:wampa', { optional: true, choose: { side: 'enemy' }, choices: () => [] }],
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
    // The v-lasting words in their windows (issue 21).
    const lasting: Ability = {
      ...base,
      effect: {
        kind: 'last',
        until: 'end-of-round',
        window: 'attack:allowed',
        who: 'other',
        effect: { kind: 'cannot-attack', why: 't' },
      },
    };
    expect(problems('pilot:wampa', lasting)).toEqual([]);
    const aura: Ability = {
      ...base,
      window: 'ship:stat',
      reach: { side: 'friendly', min: 0, max: 1 },
      effect: { kind: 'stat', stat: 'agility', delta: 1 },
    };
    expect(problems('pilot:wampa', aura)).toEqual([]);
    // A mandatory ability may choose a ship (asked without "decline"), and name the defender in an attack window.
    const chooses: Ability = {
      ...base,
      choose: { side: 'friendly', range: [0, 1], where: { kind: 'has-token', token: 'focus', who: 'defender' } },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' },
    };
    expect(problems('pilot:wampa', chooses)).toEqual([]);
  });
});
