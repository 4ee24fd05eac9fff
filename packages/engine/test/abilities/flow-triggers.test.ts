/**
 * Triggers from events and the trigger stack (issue 10, items 1–2), played through createFromPosition + applyInPlace:
 * an ability reacting to an event fires wherever the event happens, and an ability set off while another resolves
 * resolves right after it, before the game goes on.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { type Answer, content, playUntil } from './flow-harness.js';
import { createFromPosition } from '@xwing/engine';

/** Jek Porkins (Rebels) is attacked by an Academy Pilot at range 2; the Rebels' damage deck starts with `deck`. */
function jekAttacked(deck: string[], jek: Partial<PositionShip> = {}): GameState {
  return createFromPosition(
    {
      seed: 'triggers',
      round: 1,
      phase: 'engagement',
      firstPlayer: 0,
      diceMode: 'entered',
      players: [
        {
          name: 'Rebels',
          damageDeck: deck,
          ships: [{ id: 'jek', pilot: 'jekporkins', pose: { x: 400, y: 300, heading: 0 }, shields: 0, ...jek }],
        },
        { name: 'Empire', ships: [{ id: 'tie', pilot: 'academypilot', pose: { x: 400, y: 500, heading: 180 } }] },
      ],
    },
    content,
  );
}

/** The TIE attacks and rolls one crit and blanks; Jek rolls blanks; Jek uses his ability and rolls `jekDie`. */
const script =
  (jekDie: string): Answer =>
  (d) => {
    const attack = d.options.find((o) => o.id.startsWith('attack:'));
    if (attack && d.player === 1) return [attack.id];
    if (d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 1 && !/player order/.test(d.prompt))
      return ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => (i === 0 ? 'crit' : 'blank'))];
    if (d.kind === 'enter-dice' && d.player === 0 && /Jek/.test(d.prompt)) return ['enter', [jekDie]];
    if (d.kind === 'use-ability' && d.prompt.includes('Jek Porkins')) return ['use'];
    return undefined;
  };

describe('triggers from events (000 Timing and Abilities)', () => {
  it('a stress gained outside the Activation Phase (a faceup Panicked Pilot dealt by an attack) triggers Jek Porkins', () => {
    const s = jekAttacked(['panickedpilot', 'directhit']);
    const seen = playUntil(s, (st) => st.phase !== 'engagement', script('blank'));
    const types = s.log.map((e) => e.type);
    // The crit deals Panicked Pilot faceup: 2 stress, the card repaired; then Jek is asked (after a token gained).
    expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(true);
    const dealt = types.indexOf('damage-card-dealt');
    const jek = s.log.findIndex((e) => e.type === 'ability-used' && e.data?.source === 'pilot:jekporkins');
    const panicked = s.log.findIndex((e) => e.type === 'ability-used' && e.data?.source === 'damage:panickedpilot');
    expect(dealt).toBeGreaterThanOrEqual(0);
    expect(panicked).toBeGreaterThan(dealt);
    // Set off by Panicked Pilot's stress, Jek resolves after it.
    expect(jek).toBeGreaterThan(panicked);
    // 2 stress gained, 1 removed by Jek; his blank die deals nothing more.
    expect(s.ships.find((x) => x.id === 'jek')!.tokens.stress).toBe(1);
    expect(s.ships.find((x) => x.id === 'jek')!.damage).toEqual([{ card: 'panickedpilot', faceup: false }]);
  });

  it('the ability set off by another asks its own question and its die may hit: the engine comes back to where it was', () => {
    const s = jekAttacked(['panickedpilot', 'directhit', 'directhit']);
    playUntil(s, (st) => st.phase !== 'engagement', script('hit'));
    const jek = s.ships.find((x) => x.id === 'jek')!;
    // Jek's hit: one more damage card (facedown), and the game went on to the End Phase.
    expect(jek.damage).toEqual([
      { card: 'panickedpilot', faceup: false },
      { card: 'directhit', faceup: false },
    ]);
    expect([s.phase, s.round]).toEqual(['planning', 2]);
    expect(s.triggers ?? []).toEqual([]);
  });

  it('a stress gained nowhere: no crit, no card, Jek is never asked', () => {
    const s = jekAttacked(['panickedpilot']);
    const noCrit: Answer = (d, st) =>
      d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 1 && !/player order/.test(d.prompt)
        ? ['enter', Array.from({ length: d.count ?? 0 }, () => 'blank')]
        : script('blank')(d, st);
    const seen = playUntil(s, (st) => st.phase !== 'engagement', noCrit);
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(s.log.some((e) => e.type === 'ability-used')).toBe(false);
  });
});
