/**
 * Card specs for the Scum and Villainy JumpMaster 5000 pilots of abilities/cards/attack/scum-jumpmaster5000.ts (all
 * printings). Rules: 000 "Bonus Attacks", "Attack Arcs", "Charges".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** In a bonus attack's declaration (only there), picks the first option whose id starts with `prefix`. */
const bonus =
  (prefix: string): Answer =>
  (d) => {
    if (d.kind !== 'declare-attack' || !d.prompt.includes('bonus')) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };

const dengar = (pilot: string): CardSpec => {
  // Dengar (d) faces up, his wingman (w) beside him; t attacks him from ahead (his front arc) or from behind; t2
  // faces w, in Dengar's front arc too.
  const table =
    (behind = false) =>
    () =>
      position(
        'engagement',
        [rebel('d', pilot, 400, 300, { charges: 1 }), rebel('w', 'redsquadronveteran', 480, 300)],
        [
          behind
            ? imperial('t', 'academypilot', 400, 160, { pose: { x: 400, y: 160, heading: 0 } })
            : imperial('t', 'academypilot', 400, 450),
          imperial('t2', 'academypilot', 480, 450),
        ],
      );
  const play = (a: string, d: string) =>
    playing(
      (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
      () => answers(picks('declare-attack', `attack:${d}:`, a), useAbilityOf('Dengar'), bonus('attack:')),
    );
  const bonusTargets = (seen: Decision[]) =>
    seen
      .filter((d) => d.kind === 'declare-attack' && d.prompt.includes('bonus'))
      .flatMap((d) => d.options.map((o) => o.id.split(':')[1]))
      .filter((x) => x !== undefined);
  const granted = (s: GameState) => logged(s, 'bonus-attack-granted', 'd');
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'the TIE ahead attacks him: a charge for a bonus attack on it alone',
      table(),
      play('t', 'd'),
      (s, seen) => {
        expect(granted(s)).toHaveLength(1);
        expect([...new Set(bonusTargets(seen))]).toEqual(['t']);
      },
    ),
    doesNotApply: [
      kase('the TIE attacks him from behind: not asked', table(true), play('t', 'd'), (_s, seen) =>
        expect(offered(seen, 'Dengar')).toBe(false),
      ),
      kase('a TIE in his front arc attacks his wingman: not asked', table(), play('t2', 'w'), (_s, seen) =>
        expect(offered(seen, 'Dengar')).toBe(false),
      ),
    ],
  };
};

export const SPECS: CardSpec[] = [dengar('dengar'), dengar('dengar-armedanddangerous')];

/**
 * Nom Lumb (n, turret arc indicator to the front) at (400, 300) facing up; the TIE t behind him facing up (`behind`),
 * or ahead of him facing down.
 */
const nomTable = (behind: boolean) => () =>
  position(
    'engagement',
    [rebel('n', 'nomlumb', 400, 300, { turret: 'front' })],
    [
      behind
        ? imperial('t', 'academypilot', 400, 120, { pose: { x: 400, y: 120, heading: 0 } })
        : imperial('t', 'academypilot', 400, 480),
    ],
  );
const nomPlay = (a: string, d: string) =>
  playing(
    (s) => logged(s, 'attack-ended', a).length >= 1,
    () => picks('declare-attack', `attack:${d}:`, a),
  );
const turretOf = (s: GameState) => s.ships.find((x) => x.id === 'n')?.turret;
SPECS.push({
  source: 'pilot:nomlumb',
  applies: kase('t attacks him from behind: his turret turns to his rear arc', nomTable(true), nomPlay('t', 'n'), (s) =>
    expect(turretOf(s)).toBe('rear'),
  ),
  doesNotApply: [
    kase('t attacks him from ahead, inside his turret arc', nomTable(false), nomPlay('t', 'n'), (s) =>
      expect(turretOf(s)).toBe('front'),
    ),
    kase('he attacks t ahead of him', nomTable(false), nomPlay('n', 't'), (s) => expect(turretOf(s)).toBe('front')),
  ],
});
