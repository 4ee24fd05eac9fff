/**
 * Card specs for the clone Z-95 pilots of abilities/cards/support/republic-clonez95headhunter.ts. Rules: 000
 * "Destroying Ships", "Upgrades"; 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, leaves, logged, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const down = (card: string) => ({ card, faceup: false });
/**
 * "Knack" facing up at (400, 300) with `upgrades`, a friendly `wingman` pilot at (600, 300); a TIE facing down at
 * (`tx`, 490) attacks the ship `target` (one more damage destroys either: Knack has no shield left and one facedown
 * card, the wingman two).
 */
const knackTable =
  (upgrades: string[] = ['heroic'], wingman = 'redsquadronveteran', target: 'k' | 'w' = 'k') =>
  () =>
    position(
      'engagement',
      [
        rebel('k', 'knack', 400, 300, { upgrades, shields: 0, damage: [down('structuraldamage')] }),
        rebel('w', wingman, 600, 300, {
          shields: 0,
          damage: [down('directhit'), down('consolefire'), down('loosestabilizer')],
        }),
      ],
      [imperial('t', 'academypilot', target === 'k' ? 400 : 600, 490)],
    );
const knackPlay = (target: 'k' | 'w' = 'k') =>
  playing(leaves('engagement'), () =>
    answers(attacks('t', target), rolls('t', 'attack', ['hit', 'hit']), useAbilityOf('Knack')),
  );
const handed = (s: GameState) => logged(s, 'upgrade-moved', 'k').map((e) => e.data);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:knack',
    applies: kase(
      'Knack is destroyed: his Heroic goes to the friendly X-wing',
      knackTable(),
      knackPlay(),
      (s, seen) => {
        expect(offered(seen, 'Knack')).toBe(true);
        expect(handed(s)).toEqual([{ upgrade: 'heroic', to: 'w' }]);
        expect(s.ships.find((x) => x.id === 'w')!.upgrades.map((u) => u.xws)).toEqual(['heroic']);
      },
    ),
    doesNotApply: [
      kase(
        'Knack is destroyed with no Talent equipped: not offered',
        knackTable(['afterburners']),
        knackPlay(),
        (s, seen) => {
          expect(logged(s, 'ship-destroyed', 'k')).toHaveLength(1);
          expect(offered(seen, 'Knack')).toBe(false);
        },
      ),
      kase(
        'his only wingman is limited (Wedge Antilles): not offered',
        knackTable(['heroic'], 'wedgeantilles'),
        knackPlay(),
        (s, seen) => {
          expect(logged(s, 'ship-destroyed', 'k')).toHaveLength(1);
          expect(offered(seen, 'Knack')).toBe(false);
        },
      ),
      kase(
        'the wingman is destroyed, Knack lives: not offered',
        knackTable(['heroic'], 'redsquadronveteran', 'w'),
        knackPlay('w'),
        (s, seen) => {
          expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
          expect(offered(seen, 'Knack')).toBe(false);
        },
      ),
    ],
  },
];
