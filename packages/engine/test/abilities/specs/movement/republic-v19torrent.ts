/**
 * Card specs for abilities/cards/movement/republic-v19torrent.ts. Rules: 001 Activation Phase (Perform Action), Lock,
 * "Action Difficulty" (a red action gives a stress token).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Kickback (`k`) about to execute a 1 straight, a TIE at range 2 ahead; `others` beside him. */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('k', 'kickback', 400, 150, { dial: '1F', ...extra }), ...others],
      [imperial('t', 'academypilot', 400, 420, { dial: '1F', round: { activated: true } })],
    );
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Kickback') ? [d.options[0]!.id] : undefined),
      picks('choose-action', first, ship),
    ),
  );
const performed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kickback',
    applies: kase('after a barrel roll, a red lock on the TIE', table(), play('k', 'barrel-roll'), (s, seen) => {
      expect(actionOffered(seen, 'Kickback')).toBe(true);
      expect(performed(s, 'k')).toEqual(['barrel-roll', 'lock']);
      expect(s.ships.find((x) => x.id === 'k')!.tokens.stress).toBe(1);
    }),
    doesNotApply: [
      kase('after a focus action', table(), play('k', 'focus'), (s, seen) => {
        expect(actionOffered(seen, 'Kickback')).toBe(false);
        expect(performed(s, 'k')).toEqual(['focus']);
      }),
      kase(
        'he has locked this round already',
        table({ round: { actions: ['lock'] } }),
        play('k', 'barrel-roll'),
        (_s, seen) => expect(actionOffered(seen, 'Kickback')).toBe(false),
      ),
      kase(
        'a wingman barrel rolls while Kickback has activated',
        table({ round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F' })]),
        play('w', 'barrel-roll'),
        (_s, seen) => expect(actionOffered(seen, 'Kickback')).toBe(false),
      ),
    ],
  },
];
