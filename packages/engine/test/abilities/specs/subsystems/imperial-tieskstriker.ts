/**
 * Imperial TIE/sk striker pilots of abilities/cards/subsystems/imperial-tieskstriker.ts: "Vagabond" drops a device
 * after his Adaptive Ailerons move (001 Activation Phase: before the Reveal Dial step; 000 "Boost", "Dropping and
 * Launching Devices").
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, picks, playUntil, position } from '../../flow-harness.js';
import { farXwing, imperial, kase } from '../../spec-helpers.js';

/** "Vagabond" (`v`) with Proton Bombs at (400, 750) facing down the table, dial 1-straight; a striker wingman `w`. */
const table =
  (extra: Partial<PositionShip> = {}, wing: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [
        imperial('v', 'vagabond', 400, 750, { dial: '1F', upgrades: ['protonbombs'], ...extra }),
        imperial('w', 'blacksquadronscout', 200, 750, { dial: '1F', ...wing }),
      ],
    );

/** Each Adaptive Ailerons boost is the 1-straight; "Vagabond" drops his bomb with the 1-straight when asked. */
const play = (s: GameState): Decision[] =>
  playUntil(
    s,
    leaves('activation'),
    answers(picks('choose-action', 'boost:1F'), picks('use-ability', 'use:protonbombs|1F', 'v')),
  );
const asked = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Vagabond'));
const dropped = (s: GameState) => s.log.filter((e) => e.type === 'device-placed' && e.ship === 'v');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vagabond',
    applies: kase(
      'after his Adaptive Ailerons boost he drops his proton bomb, before his dial is revealed',
      table(),
      play,
      (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(dropped(s)).toHaveLength(1);
        const at = (type: string) => s.log.findIndex((e) => e.type === type && e.ship === 'v');
        expect(at('ship-repositioned')).toBeLessThan(at('device-placed'));
        expect(at('device-placed')).toBeLessThan(at('maneuver-executed'));
      },
    ),
    doesNotApply: [
      kase(
        'his wingman’s Adaptive Ailerons boost (he has activated): he is not asked',
        table({ round: { activated: true }, dial: undefined }),
        play,
        (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(dropped(s)).toHaveLength(0);
        },
      ),
    ],
  },
];
