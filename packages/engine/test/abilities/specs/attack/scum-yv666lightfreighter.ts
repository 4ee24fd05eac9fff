/**
 * Card specs for Bossk's printings (abilities/cards/attack/scum-yv666lightfreighter.ts; his Z-95 printing's record is
 * in scum-z95af4headhunter.ts, built by the same function). Rules: 001 Engagement 4–5 (Neutralize Results, then Deal
 * Damage deals the results left).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

const bosskSpec = (pilot: string, primaryOnly: boolean): CardSpec => {
  // Bossk (b, holding a lock on the X-wing and concussion missiles where he may) faces the X-wing at range 2.
  const table = vsXwing([
    'b',
    pilot,
    400,
    500,
    primaryOnly ? { locks: ['x'], upgrades: [{ xws: 'concussionmissiles' }] } : {},
  ]);
  const play = (attacker: string, defender: string, face: string, weapon = 'primary') =>
    attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', [face]), useAbilityOf('Bossk')), weapon);
  const not = (name: string, p: ReturnType<typeof play>) =>
    kase(name, table, p, (_s, seen) => expect(offered(seen, 'Bossk')).toBe(false));
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'his crit left becomes two hits: the X-wing loses both shields',
      table,
      play('b', 'x', 'crit'),
      (s) => {
        expect(logged(s, 'results-changed').at(-1)?.data).toMatchObject({ hits: 2, crits: 0 });
        expect(shipOf(s, 'x').shields).toBe(0);
      },
    ),
    doesNotApply: [
      not('a hit and no crit left', play('b', 'x', 'hit')),
      not('defending against the X-wing’s crit', play('x', 'b', 'crit')),
      ...(primaryOnly ? [not('a missile attack', play('b', 'x', 'crit', 'concussionmissiles'))] : []),
    ],
  };
};

export const SPECS: CardSpec[] = [
  bosskSpec('bossk', true),
  bosskSpec('bossk-z95af4headhunter', true),
  bosskSpec('bossk-armedanddangerous', false),
];

// ---- Imposing Behemoth (Bossk of Armed and Dangerous) ----

/**
 * Bossk (b, reinforced `facing`, facing up the table) touches the TIE t ahead of him (range 0) or stands off it
 * (`ty` 420: range 1); his wingman X-wing x, up the table facing down, attacks t at range 2.
 */
const behemothTable =
  (facing: 'fore' | 'aft', ty = 360) =>
  () =>
    position(
      'engagement',
      [
        { id: 'b', pilot: 'bossk-armedanddangerous', pose: { x: 400, y: 300, heading: 0 }, reinforce: facing },
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: ty + 170, heading: 180 } },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: ty, heading: 0 } }],
    );
const behemothPlay = attackPlay('x', 't');

SPECS.push({
  source: 'ship-ability:imposingbehemoth',
  standing: true,
  applies: kase(
    't touches Bossk in his reinforced front: it rolls two defense dice, not three',
    behemothTable('fore'),
    behemothPlay,
    (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
  ),
  doesNotApply: [
    kase('Bossk reinforced aft', behemothTable('aft'), behemothPlay, (_s, seen) =>
      expect(diceCounts(seen, 'x', 't').defense).toBe(3),
    ),
    kase('t at range 1 of Bossk', behemothTable('fore', 420), behemothPlay, (_s, seen) =>
      expect(diceCounts(seen, 'x', 't').defense).toBe(3),
    ),
  ],
});
