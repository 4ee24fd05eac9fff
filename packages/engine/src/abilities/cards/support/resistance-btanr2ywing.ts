/**
 * Resistance BTA-NR2 Y-wing pilots that work with stress and strain, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Aftab Ackbar (both printings): after a red basic maneuver (straight, bank or turn: 000 "Maneuvers"), or after a
 *   red action, with exactly one stress token, he may gain a strain token to remove that stress. Reading: the window
 *   after an action names its type, not its difficulty; his ship's bar has lock, barrel roll and boost red and focus
 *   white, so those three types stand for his red actions (an ability that changed a difficulty would be missed).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { GREEN_TO_MOVE, takeTokenFrom, tokensHeld } from './shared.js';

/** Basic maneuvers' dial codes: speeds 1–5, straight (F), banks (B, N) and turns (T, Y). */
const BASIC = [1, 2, 3, 4, 5].flatMap((s) => ['F', 'B', 'N', 'T', 'Y'].map((b) => `${s}${b}`));
const oneStress: Condition = { kind: 'has-token', token: 'stress', atLeast: 1, atMost: 1, who: 'self' };

function aftab(xws: string, redActions: readonly string[]): Ability[] {
  const trade = {
    optional: true,
    cost: [{ kind: 'gain-token' as const, token: 'strain', count: 1 }],
    effect: { kind: 'remove-token' as const, token: 'stress', count: 1, who: 'self' as const },
  };
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver', difficulty: ['red'] },
          { kind: 'subject-data', key: 'maneuver', oneOf: BASIC },
          oneStress,
        ],
      },
      ...trade,
      summary: 'Aftab Ackbar: after a red basic maneuver, gain a strain token to remove your one stress token.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: redActions }, oneStress],
      },
      ...trade,
      summary: 'Aftab Ackbar: after a red action, gain a strain token to remove your one stress token.',
    },
  ];
}

export const RESISTANCE_BTANR2_SUPPORT: Record<string, Ability[]> = {
  'pilot:aftabackbar': aftab('aftabackbar', ['lock', 'barrel-roll', 'boost']),
  // The wartime printing's own bar: its lock is white.
  'pilot:aftabackbar-wartime': aftab('aftabackbar-wartime', ['barrel-roll', 'boost']),
};

/**
 * Corus Kapellim (both printings): before he engages, he may pick a ship (friend or foe) in his firing arc at range
 * 0–1 holding a green token and move one of its green tokens (his player's pick) onto himself (000 "Additional Token
 * Rules": transfer). The reinforce token, which has a facing, is not among those moved (support/shared.ts).
 */
function corus(xws: string): Ability {
  return takeTokenFrom(
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:before-engage',
      when: { kind: 'subject-is-self' },
      summary: 'Corus Kapellim: take a green token from a ship in your firing arc at range 0–1.',
    },
    { side: 'any', range: [0, 1], inArc: { arc: 'firing' }, label: 'gives you a green token' },
    GREEN_TO_MOVE,
  );
}
RESISTANCE_BTANR2_SUPPORT['pilot:coruskapellim'] = [corus('coruskapellim')];
RESISTANCE_BTANR2_SUPPORT['pilot:coruskapellim-wartime'] = [corus('coruskapellim-wartime')];

/** The green tokens a ship can give a match of (a reinforce token, with its facing, is not among them). */
const GREEN_MATCHED = ['focus', 'evade', 'calculate'] as const;

/**
 * Shasa Zaro (both printings): after she defends, she may pick a friendly ship at range 0–2 inside her full rear arc,
 * then one of her focus, evade or calculate tokens: that ship gains a token of the same type (she keeps hers: a match,
 * not a transfer; 000 "Additional Token Rules").
 */
function shasa(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'defender' },
          { kind: 'any', of: GREEN_MATCHED.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
        ],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 2],
        inArc: { arc: 'full-rear' },
        label: 'gains a token matching one of yours',
      },
      then: [(ctx, self) => tokensHeld(ctx, self, GREEN_MATCHED, (t) => `a ${t} token`)],
      effect: { kind: 'gain-chosen-token', who: 'chosen' },
      summary: 'Shasa Zaro: a friendly ship in your full rear arc at range 0–2 gains a token matching one of yours.',
    },
  ];
}
RESISTANCE_BTANR2_SUPPORT['pilot:shasazaro'] = shasa('shasazaro');
RESISTANCE_BTANR2_SUPPORT['pilot:shasazaro-wartime'] = shasa('shasazaro-wartime');
