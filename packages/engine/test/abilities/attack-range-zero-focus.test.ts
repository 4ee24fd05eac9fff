/**
 * The attack group's `range-zero-focus` word (standing, window 'attack:modify-restriction'; static.ts
 * `rangeZeroFocus`, combat/attack.ts `focusAtRangeZero`). 000 "Performing an Attack", Attack Dice: in a primary
 * attack at range 0 the attacker's dice cannot be modified except by the defender. A record of the attacker or the
 * defender lets the attacker still spend focus tokens on them for their own effect — and nothing else. Played
 * through `createFromPosition` + `applyInPlace` with a test record on the TIE t, which the X-wing x attacks touching.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { hasLogged, playUntil, position, shipOf } from './flow-harness.js';

/** x (a focus and a calculate token) attacks t at range 0; the options of x's attack-dice modify decisions. */
function attackerModifies(withRecord: boolean): { offered: string[]; focusLeft: number } {
  const record: Ability = {
    source: { kind: 'pilot', xws: 'academypilot' },
    window: 'attack:modify-restriction',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'range-zero-focus' },
    summary: 'Test record: at range 0 the attacker may spend focus tokens.',
  };
  const table = abilityTable(withRecord ? { 'pilot:academypilot': [record] } : {});
  const s = position(
    'engagement',
    [
      {
        id: 'x',
        pilot: 'redsquadronveteran',
        pose: { x: 400, y: 300, heading: 0 },
        tokens: { focus: 1, calculate: 1 },
      },
    ],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 341, heading: 180 } }],
    {},
    table,
  );
  const seen: Decision[] = [];
  playUntil(
    s,
    hasLogged('attack-ended', 'x'),
    (d) => {
      seen.push(d);
      if (d.kind === 'declare-attack' && d.ship === 'x') return ['attack:t:primary:front'];
      if (d.kind === 'enter-dice' && d.ship === 'x') return ['enter', ['focus', 'focus', 'blank']];
      if (d.kind === 'modify-attack-dice' && d.ship === 'x' && d.options.some((o) => o.id === 'mod:focus'))
        return ['mod:focus'];
      return undefined;
    },
    table,
  );
  const offered = seen.filter((d) => d.kind === 'modify-attack-dice' && d.ship === 'x').flatMap((d) => d.options);
  return { offered: [...new Set(offered.map((o) => o.id))].sort(), focusLeft: shipOf(s, 'x').tokens.focus ?? 0 };
}

describe('range-zero-focus (000 "Performing an Attack": a range 0 primary attack\'s attack dice)', () => {
  it('without the record, the attacker is offered no modification of its attack dice', () => {
    expect(attackerModifies(false)).toEqual({ offered: [], focusLeft: 1 });
  });
  it('with it, only the focus token is offered (not the calculate token), and spent', () => {
    const r = attackerModifies(true);
    expect(r.offered).toContain('mod:focus');
    expect(r.offered.filter((id) => id.startsWith('mod:') && id !== 'mod:focus')).toEqual([]);
    expect(r.focusLeft).toBe(0);
  });
});
