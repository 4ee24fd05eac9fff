/**
 * Card specs for the Resistance Scavenged YT-1300 pilots of abilities/cards/attack/resistance-scavengedyt1300.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Force.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * The X-wing at (400, 300) faces up the table. `facing`: Rey in front of it, facing it; `away`: in front of it, her
 * back to it; `behind`: far up the table behind the TIE, facing down, the TIE and the X-wing in her front arc.
 */
const table =
  (where: 'facing' | 'away' | 'behind', force = 2) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      where === 'behind'
        ? [imperial('t', 'academypilot', 400, 450), imperial('r', 'rey', 400, 700, { force })]
        : [
            imperial('r', 'rey', 400, 520, {
              force,
              ...(where === 'away' ? { pose: { x: 400, y: 520, heading: 0 } } : {}),
            }),
          ],
    );
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['blank', 'blank']),
      rolls(defender, 'defense', ['blank', 'blank']),
      modifiesWith('Rey'),
    ),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) => expect(offered(d, 'Rey:')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:rey',
    applies: kase(
      'attacking the X-wing in her front arc: a Force turns a blank into a hit',
      table('facing'),
      play('r', 'x'),
      (s, d) => {
        expect(offered(d, 'Rey:')).toBe(true);
        expect(logged(s, 'cost-paid', 'r')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('attacking it behind her with her turret', table('away'), play('r', 'x'), seen(false)),
      kase('without Force', table('facing', 0), play('r', 'x'), seen(false)),
      kase('the TIE in her front arc attacks', table('behind'), play('t', 'x'), seen(false)),
    ],
  },
  {
    source: 'pilot:rey',
    applies: kase(
      'the X-wing in her front arc attacks her: a Force turns a blank into an evade',
      table('facing'),
      play('x', 'r'),
      (s, d) => {
        expect(offered(d, 'Rey:')).toBe(true);
        expect(logged(s, 'cost-paid', 'r')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('the X-wing attacks her from behind', table('away'), play('x', 'r'), seen(false)),
      kase('the X-wing, in her front arc, attacks the TIE', table('behind'), play('x', 't'), seen(false)),
    ],
  },
];

/**
 * Chewbacca (c) faces up at (400, 300); an X-wing wingman (w, one hull point left, no shield) at (`wx`, 300); a TIE
 * at (`wx`, 490) destroys it (or is destroyed by it: three hits on its blank defense).
 */
const chewieTable =
  (wx = 250) =>
  () =>
    position(
      'engagement',
      [
        rebel('c', 'chewbacca-scavengedyt1300', 400, 300),
        rebel('w', 'redsquadronveteran', wx, 300, {
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
        }),
      ],
      [imperial('t', 'academypilot', wx, 490)],
    );
const chewiePlay = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), picks('choose-action', 'focus')));

SPECS.push({
  source: 'pilot:chewbacca-scavengedyt1300',
  applies: kase(
    'the TIE destroys his wingman: a focus action, then a bonus attack',
    chewieTable(),
    chewiePlay('t', 'w'),
    (s, seen) => {
      expect(seen.some((d) => d.kind === 'choose-action' && d.prompt.includes('Chewbacca'))).toBe(true);
      expect(logged(s, 'bonus-attack-granted', 'c')).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('the wingman is destroyed beyond range 3 of him', chewieTable(850), chewiePlay('t', 'w'), (s) =>
      expect(logged(s, 'bonus-attack-granted', 'c')).toHaveLength(0),
    ),
    kase(
      'the wingman destroys the TIE (an enemy)',
      () => {
        const s = chewieTable()();
        return s;
      },
      attackPlay('w', 't', () => rolls('w', 'attack', ['hit', 'hit', 'hit'])),
      (s) => {
        expect(logged(s, 'ship-destroyed', 't')).toHaveLength(1);
        expect(logged(s, 'bonus-attack-granted', 'c')).toHaveLength(0);
      },
    ),
  ],
});
