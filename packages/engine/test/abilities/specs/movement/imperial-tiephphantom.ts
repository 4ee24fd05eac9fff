/**
 * Card specs for abilities/cards/movement/imperial-tiephphantom.ts. Rules: 001 Activation 3 (Perform Action step), 000
 * "Friendly and Enemy", "Measuring Range".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** "Echo" (`e`, 1 charge, at (400, 150), activated) and the ship `a` beside her that activates (`ally`: an Imperial). */
const echoTable =
  (a: PositionShip, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('far', 'redsquadronveteran', 100, 850, { dial: '1F', round: { activated: true } }),
        ...(a.pose?.heading === 0 ? [a] : []),
      ],
      [
        imperial('e', 'echo-ssl', 400, 150, { dial: '1F', charges: 1, round: { activated: true }, ...extra }),
        ...(a.pose?.heading === 0 ? [] : [a]),
      ],
    );
const echoPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('"Echo"'),
      useAbilityOf('Stygium Reserve'),
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Echo')
          ? [d.options.find((o) => o.id.startsWith(action))?.id ?? 'pass']
          : undefined,
      picks('choose-action', 'boost:1F', 'a'),
      picks('choose-action', action, 'a'),
    ),
  );
const xwing = (x: number, y: number, extra: Partial<PositionShip> = {}) =>
  rebel('a', 'redsquadronveteran', x, y, { dial: '1F', ...extra });
const notOffered = (_s: GameState, seen: Parameters<typeof offered>[0]) => expect(offered(seen, '"Echo"')).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:echo-ssl',
    applies: kase(
      'an enemy X-wing at range 1 focuses: a charge, and she focuses (white)',
      echoTable(xwing(480, 150)),
      echoPlay('focus'),
      (s) => {
        expect(logged(s, 'action-performed', 'e').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['focus', 'white'],
        ]);
        expect(shipOf(s, 'e').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'a friendly TIE at range 1 focuses',
        echoTable(imperial('a', 'academypilot', 480, 150, { dial: '1F' })),
        echoPlay('focus'),
        notOffered,
      ),
      kase('the X-wing focuses at range 3', echoTable(xwing(650, 150)), echoPlay('focus'), notOffered),
      kase(
        'the X-wing boosts, which is not on its bar (its Stygium Reserve)',
        echoTable(xwing(480, 60, { upgrades: [{ xws: 'stygiumreserve-tiephphantom', charges: 1 }] })),
        echoPlay('boost'),
        notOffered,
      ),
      kase(
        'her focus done already this round',
        echoTable(xwing(480, 150), { round: { activated: true, actions: ['focus'] } }),
        echoPlay('focus'),
        notOffered,
      ),
    ],
  },
];
