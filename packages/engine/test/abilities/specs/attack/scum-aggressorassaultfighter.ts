/**
 * Card specs for the Scum and Villainy Aggressor assault fighter pilots of
 * abilities/cards/attack/scum-aggressorassaultfighter.ts. Rules: 000 "Bonus Attacks", "Performing an Attack"
 * (Aftermath: the attack hit or missed).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, picks, position, rolls } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** In a bonus attack's declaration (only there), picks the first option whose id starts with `prefix`. */
const bonus =
  (prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };

// IG-88B (g) with an ion cannon faces the TIE (t) at range 2.
const table = () =>
  position(
    'engagement',
    [rebel('g', 'ig88b', 400, 300, { upgrades: ['ioncannon'] })],
    [imperial('t', 'academypilot', 400, 450)],
  );
const declared = (s: GameState) => logged(s, 'attack-declared').map((e) => `${e.ship}:${String(e.data?.weapon)}`);
/** `a` attacks `d` with its primary weapon, rolling `faces`; a bonus attack offered to g is its ion cannon. */
const play = (a: string, d: string, faces: string[]) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', `attack:${d}:primary`, a),
        bonus('attack:t:ioncannon'),
        rolls(a, 'attack', faces),
      ),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig88b',
    applies: kase('his primary attack misses: a bonus ion cannon attack', table, play('g', 't', []), (s) =>
      expect(declared(s)).toEqual(['g:primary', 'g:ioncannon']),
    ),
    doesNotApply: [
      kase('his attack hits: no bonus attack', table, play('g', 't', ['hit', 'hit', 'hit']), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
      kase('the TIE’s attack on him misses: no bonus attack', table, play('t', 'g', []), (s) =>
        expect(logged(s, 'bonus-attack-granted')).toHaveLength(0),
      ),
    ],
  },
];
