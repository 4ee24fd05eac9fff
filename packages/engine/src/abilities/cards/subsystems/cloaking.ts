/**
 * Cloaking cards (supplement "Cloak and decloak"; the cloak token's own rule is in tokens.ts). In our own words:
 *
 * - Stygium Array (the TIE/ph Phantom's ship ability): after the ship decloaks, it may perform an evade action; at
 *   the start of the End Phase it may spend an evade token to gain a cloak token.
 * - "Whisper" (Skystrike, swz-ssl): after she attacks, she may spend a charge to perform a cloak action.
 * - Silent Hunter (talent): after the ship decloaks, it may lock an enemy ship in its bullseye arc (range 0–3, the
 *   reach of a lock and of an arc; both ships must be allowed a lock: 000 "Lock").
 * - Xanadu Blood (Armed and Dangerous title): after the ship decloaks, it may pick an enemy ship in its bullseye
 *   arc, which gains a strain token.
 * - Scimitar (title): after the ship decloaks, it may pick an enemy ship in its bullseye arc, which gains a jam token
 *   (given by this ship: its player decides what the jam takes, supplement "Jam"). Its Setup part: once forces are
 *   placed, the ship may cloak. Reading: cloaking outside an action is gaining a cloak token (supplement "Cloak and
 *   decloak": a ship cloaks by gaining one cloak token), asked as the Setup phase ends ('phase:end' with phase
 *   'setup', after the Place Forces step: 001 Setup), as Sensor Scramblers' token is given.
 * - Sensor Scramblers (tech): at Setup, once forces are placed, the ship gains a cloak token. While it is cloaked,
 *   other ships cannot acquire locks on it (it may still lock: `no-locks` as 'target'). In the End Phase, while it is
 *   cloaked with an enemy ship at range 0–3, it must decloak (its player picks the placement); when no placement is
 *   legal the decloak fails and it loses a cloak token (`decloak`'s `onFail`). Readings: the End Phase check is made
 *   as the phase begins ('end:start', before the End Phase removes circular tokens; a cloak token is not one); a
 *   decloak through a mine is not offered there yet (src/cloak.ts).
 * - Without a Trace (TIE/ph Phantom, standard loadout): after the ship gains a cloak token, it may remove one of its
 *   red tokens (stress, strain, ion, deplete: 000 "Tokens"; its player picks which); while it is cloaked, enemy ships
 *   cannot acquire locks on it (read as Sensor Scramblers' "other ships": `no-locks` does not know the locking ship,
 *   so a friendly lock on it is refused too — a friendly lock on a cloaked Phantom is rare).
 * - Cloaking Device (illicit, 2 charges that do not recover): as its action, the ship spends a charge to perform a
 *   cloak action (a card action whose effect grants the white cloak action: the ship's action this step is that
 *   cloak). As the Planning Phase starts, a cloaked ship with it rolls an attack die; on a focus it decloaks, or
 *   removes its cloak token. Readings: uncloaked, the die would change nothing, so it is not rolled; the player answers
 *   the decloak placement (or "discard the cloak token") before the die, and the answer counts only on a focus (an
 *   answer that is no placement fails the decloak, and the token goes: `decloak`'s `onFail`).
 * - Stealth Gambit (the Phantoms' talent): after a friendly ship's attack hits an enemy ship in this ship's front arc,
 *   a cloaked ship with it may take a strain token to remove its cloak token and make a bonus primary attack against
 *   that defender; as the Engagement Phase ends, a strained ship with it gains an evade token. Reading: a defender that
 *   is an enemy has a friendly attacker (no card here lets an enemy attack its own side's ship), so the attacker is not
 *   asked apart.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';
import { tokensHeld } from '../support/shared.js';
import { lockAllowedBothWays } from '../common.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];
const CLOAK: ActionDef[] = [{ type: 'cloak', difficulty: 'white' }];

/** After the ship decloaks, it may pick an enemy ship in its bullseye arc (range 0–3) for `effect`. */
function afterDecloak(
  source: Ability['source'],
  name: string,
  effect: Effect,
  label: string,
  where?: NonNullable<Ability['choose']>['where'],
): Ability {
  return {
    source,
    window: 'cloak:after-decloak',
    when: { kind: 'subject-is-self' },
    optional: true,
    choose: {
      side: 'enemy',
      range: [0, 3],
      // A lock's band is the lock rules' own: a friendly DRK-1 probe droid may measure it (Silent Hunter).
      ...(effect.kind === 'acquire-lock' ? { lockBand: true } : {}),
      inArc: { arc: 'bullseye' },
      label,
      ...(where ? { where } : {}),
    },
    effect,
    summary: `${name}: after you decloak, an enemy ship in your bullseye arc ${label}.`,
  };
}

const CLOAKED: Condition = { kind: 'has-token', token: 'cloak', who: 'self' };
const SCRAMBLERS = { kind: 'upgrade', xws: 'sensorscramblers', side: 0 } as const;
const TRACE = { kind: 'upgrade', xws: 'withoutatrace-tiephphantom', side: 0 } as const;
/** The red tokens (000 "Tokens": stress, strain, ion; supplement "Deplete"), as the support cards count them. */
const RED = ['stress', 'strain', 'ion', 'deplete'] as const;

const CLOAKING_DEVICE = { kind: 'upgrade', xws: 'cloakingdevice', side: 0 } as const;

const GAMBIT = { kind: 'upgrade', xws: 'stealthgambit-tiephphantom', side: 0 } as const;

export const CLOAKING_ABILITIES: Record<string, Ability[]> = {
  'upgrade:stealthgambit-tiephphantom:0': [
    {
      source: GAMBIT,
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'hit', oneOf: [true] },
          { kind: 'ship-is', who: 'defender', side: 'enemy' },
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' },
          CLOAKED,
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'cloak', count: 1, who: 'self' },
          { kind: 'bonus-attack', weapons: ['primary'], against: 'defender' },
        ],
      },
      summary:
        'Stealth Gambit: take a strain token to decloak in place and attack the defender (a bonus primary attack).',
    },
    {
      source: GAMBIT,
      window: 'phase:end',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
          { kind: 'has-token', token: 'strain', who: 'self' },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Stealth Gambit: strained as the Engagement Phase ends, gain an evade token.',
    },
  ],
  'upgrade:cloakingdevice:0': [
    {
      source: CLOAKING_DEVICE,
      window: 'action:card',
      when: { kind: 'can-perform', actions: CLOAK },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: CLOAK, why: 'Cloaking Device' },
      summary: 'Cloaking Device: spend a charge to perform a cloak action.',
    },
    {
      source: CLOAKING_DEVICE,
      window: 'planning:start',
      when: CLOAKED,
      optional: false,
      choices: (ctx, me) => [
        ...ctx.effects.decloakOptions(ctx, me),
        { id: 'discard', label: 'On a focus, discard the cloak token' },
      ],
      effect: {
        kind: 'roll-attack-die',
        onFocus: { kind: 'decloak', onFail: { kind: 'remove-token', token: 'cloak', count: 1, who: 'self' } },
      },
      summary: 'Cloaking Device: cloaked, roll an attack die; on a focus, decloak or discard your cloak token.',
    },
  ],
  'upgrade:sensorscramblers:0': [
    {
      source: SCRAMBLERS,
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: false,
      effect: { kind: 'gain-token', token: 'cloak', count: 1, who: 'self' },
      summary: 'Sensor Scramblers: at Setup, gain a cloak token.',
    },
    {
      source: SCRAMBLERS,
      window: 'lock:allowed',
      when: CLOAKED,
      optional: false,
      effect: { kind: 'no-locks', why: 'cloaked behind its Sensor Scramblers', as: 'target' },
      summary: 'Sensor Scramblers: while you are cloaked, other ships cannot lock you.',
    },
    {
      source: SCRAMBLERS,
      window: 'end:start',
      when: { kind: 'all', of: [CLOAKED, { kind: 'ships-near', side: 'enemy', range: [0, 3] }] },
      optional: false,
      choices: (ctx, me) => {
        const ways = ctx.effects.decloakOptions(ctx, me);
        return ways.length ? ways : [{ id: 'fail', label: 'No legal decloak: it fails' }];
      },
      effect: { kind: 'decloak', onFail: { kind: 'remove-token', token: 'cloak', count: 1, who: 'self' } },
      summary:
        'Sensor Scramblers: cloaked with an enemy ship at range 0–3, you must decloak (failing, lose a cloak token).',
    },
  ],
  'upgrade:withoutatrace-tiephphantom:0': [
    {
      source: TRACE,
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: ['cloak'] }],
      },
      optional: true,
      // One answer per red token type it holds: none, and it is not asked.
      choices: (ctx, me) => tokensHeld(ctx, me, RED, (t) => `Remove a ${t} token`),
      effect: { kind: 'remove-chosen-token' },
      summary: 'Without a Trace: you gained a cloak token, remove one red token.',
    },
    {
      source: TRACE,
      window: 'lock:allowed',
      when: CLOAKED,
      optional: false,
      effect: { kind: 'no-locks', why: 'cloaked without a trace', as: 'target' },
      summary: 'Without a Trace: while you are cloaked, enemy ships cannot lock you.',
    },
  ],
  'ship-ability:stygiumarray': [
    {
      source: { kind: 'ship-ability', id: 'stygiumarray' },
      window: 'cloak:after-decloak',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: EVADE }] },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: EVADE, why: 'Stygium Array' },
      summary: 'Stygium Array: after you decloak, you may perform an evade action.',
    },
    {
      source: { kind: 'ship-ability', id: 'stygiumarray' },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'evade', count: 1 }],
      effect: { kind: 'gain-token', token: 'cloak', count: 1, who: 'self' },
      summary: 'Stygium Array: at the start of the End Phase, spend an evade token to gain a cloak token.',
    },
  ],
  'pilot:whisper-ssl': [
    {
      source: { kind: 'pilot', xws: 'whisper-ssl' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'can-perform', actions: CLOAK },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: CLOAK, why: '"Whisper"' },
      summary: '"Whisper": after you attack, spend a charge to perform a cloak action.',
    },
  ],
  'upgrade:silenthunter-tiephphantom:0': [
    afterDecloak(
      { kind: 'upgrade', xws: 'silenthunter-tiephphantom', side: 0 },
      'Silent Hunter',
      { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      'is locked by you',
      lockAllowedBothWays,
    ),
  ],
  'upgrade:xanadublood-armedanddangerous:0': [
    afterDecloak(
      { kind: 'upgrade', xws: 'xanadublood-armedanddangerous', side: 0 },
      'Xanadu Blood',
      { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      'gains a strain token',
    ),
  ],
  'upgrade:scimitar:0': [
    {
      source: { kind: 'upgrade', xws: 'scimitar', side: 0 },
      window: 'phase:end',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['setup'] },
      optional: true,
      effect: { kind: 'gain-token', token: 'cloak', count: 1, who: 'self' },
      summary: 'Scimitar: at Setup, once forces are placed, you may cloak (gain a cloak token).',
    },
    afterDecloak(
      { kind: 'upgrade', xws: 'scimitar', side: 0 },
      'Scimitar',
      { kind: 'gain-token', token: 'jam', count: 1, who: 'chosen' },
      'gains a jam token',
    ),
  ],
};
