/**
 * Rebel Alliance A/SF-01 B-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Gina Moonsong: as the Engagement Phase starts, while stressed, she must pass one stress token to another friendly
 *   ship at range 0–2 (her player picks it; with no such ship nothing happens: 000 "if able" reading).
 * - Netrem Pollard: after he performs a Barrel Roll action, he may pick an unstressed friendly ship at range 0–1
 *   (himself too: the card does not say "another"); it gains a stress token, then he turns 180° in place (not a
 *   maneuver; a turn that would overlap a ship is not made: `rotate-ship` with its fixed angle).
 * - Hera Syndulla (B-wing, and her RZ-1 A-wing printing of the same text, rebel-rz1awing.ts): while another friendly
 *   ship at range 1–2 attacks or defends, she may hand it one of her focus or evade tokens or her lock (000 "Tokens":
 *   transfer). Our reading: the hand-over comes as that ship's dice are rolled ('dice:after-roll', its own Modify
 *   step next: the attacker's attack dice, the defender's defense dice); a lock handed over is her lock, whatever it
 *   is on (`transfer-locks`: she maintains one).
 */
import type { Ability, Condition, Ctx } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';
import { LOCKABLE_SHIP, tokensHeld, transferToChosen } from './shared.js';

export const REBEL_BWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:ginamoonsong': [
    {
      source: { kind: 'pilot', xws: 'ginamoonsong' },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'stress', who: 'self' },
      optional: false,
      choose: { side: 'friendly', range: [0, 2], label: 'takes one of your stress tokens' },
      effect: transferToChosen('stress'),
      summary: 'Gina Moonsong: pass one of your stress tokens to another friendly ship at range 0–2.',
    },
  ],
};

/** A stressed friendly ship of this pilot (any printing) at range 0–2. */
const stressedPartner = (pilot: string): Condition => ({
  kind: 'ships-near',
  side: 'friendly',
  range: [0, 2],
  where: {
    kind: 'all',
    of: [
      { kind: 'pilot-is', who: 'self', xws: [pilot] },
      { kind: 'has-token', token: 'stress', who: 'self' },
    ],
  },
});

/**
 * Braylen Stramm and Gina Moonsong (Battle over Endor), wingmates: as the Engagement Phase starts, if the other one is
 * a friendly ship at range 0–2 holding a stress token, Braylen may gain a focus token, and Gina may acquire a lock on
 * a ship at range 0–3 (not as an action: 000 "Lock"; both may lock and be locked).
 */
REBEL_BWING_SUPPORT['pilot:braylenstramm-battleoverendor'] = [
  {
    source: { kind: 'pilot', xws: 'braylenstramm-battleoverendor' },
    window: 'engagement:start',
    when: stressedPartner('ginamoonsong'),
    optional: true,
    effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
    summary: 'Braylen Stramm: Gina Moonsong at range 0–2 is stressed, gain a focus token.',
  },
];
REBEL_BWING_SUPPORT['pilot:ginamoonsong-battleoverendor'] = [
  {
    source: { kind: 'pilot', xws: 'ginamoonsong-battleoverendor' },
    window: 'engagement:start',
    when: stressedPartner('braylenstramm'),
    optional: true,
    choose: LOCKABLE_SHIP,
    effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    summary: 'Gina Moonsong: Braylen Stramm at range 0–2 is stressed, acquire a lock.',
  },
];

REBEL_BWING_SUPPORT['pilot:netrempollard'] = [
  {
    source: { kind: 'pilot', xws: 'netrempollard' },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] }],
    },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
      label: 'gains a stress token, then you turn around',
    },
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
        { kind: 'rotate-ship', angle: 180 },
      ],
    },
    summary:
      'Netrem Pollard: you barrel rolled, an unstressed friendly ship at range 0–1 gains a stress, you turn around.',
  },
];

/** What Hera may hand over: her focus and evade tokens, and her lock. */
function heraGives(ctx: Ctx, me: string): { id: string; label: string }[] {
  const locks = shipById(ctx.state, me).locks.length ? [{ id: 'lock', label: 'hand over your lock' }] : [];
  return [...tokensHeld(ctx, me, ['focus', 'evade'], (t) => `hand over your ${t}`), ...locks];
}

/** Hera Syndulla's two records (the attacker's dice, the defender's), for each of her printings with this text. */
export function heraHandsOver(xws: string): Ability[] {
  return (['attacker', 'defender'] as const).map((party) => ({
    source: { kind: 'pilot', xws },
    window: 'dice:after-roll',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'dice', oneOf: [party === 'attacker' ? 'attack' : 'defense'] },
        { kind: 'attack-party-near', party, min: 1, max: 2, includeSelf: false },
      ],
    },
    optional: true,
    choices: (ctx, me) => heraGives(ctx, me),
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'transfer-chosen-token', to: party, oneOf: ['focus', 'evade'] },
        {
          kind: 'if-holds',
          when: { kind: 'subject-data', key: 'choice', oneOf: ['lock'] },
          effect: { kind: 'transfer-locks', from: 'self', to: party },
        },
      ],
    },
    summary: `Hera Syndulla: hand the ${party} at range 1–2 one of your focus or evade tokens or your lock.`,
  }));
}

REBEL_BWING_SUPPORT['pilot:herasyndulla-asf01bwing'] = heraHandsOver('herasyndulla-asf01bwing');
