/**
 * Card specs for the TIE/ca Punisher pilots of abilities/cards/support/imperial-tiecapunisher.ts. Rules: 000 "Lock"
 * (one lock at a time, range 0–3), Actions.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Redline r (locks given) and his wingman v, two X-wings x and y ahead. */
const redlineTable =
  (r: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 400, { dial: '1F' }),
        rebel('y', 'redsquadronveteran', 280, 400, { dial: '1F' }),
      ],
      [
        imperial('r', 'redline', 400, 700, { dial: '2F', ...r }),
        imperial('v', 'academypilot', 250, 700, { dial: '1F' }),
      ],
    );
const redlinePlay = (who: string, action: string, extra?: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, who), (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Redline') ? [extra ? `use:${extra}` : 'decline'] : undefined,
    ),
  );
const targets = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'r').locks.map((l) => l.target);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:redline',
    applies: kase('after focusing he locks x', redlineTable(), redlinePlay('r', 'focus', 'x'), (s, seen) => {
      expect(offered(seen, 'Redline')).toBe(true);
      expect(targets(s)).toEqual(['x']);
    }),
    doesNotApply: kase(
      'he has activated; his wingman focuses: not offered',
      redlineTable({ round: { activated: true } }),
      redlinePlay('v', 'focus', 'x'),
      (s, seen) => {
        expect(offered(seen, 'Redline')).toBe(false);
        expect(targets(s)).toEqual([]);
      },
    ),
  },
  {
    source: 'pilot:redline',
    standing: true,
    applies: kase(
      'holding a lock on x, his Lock action on y keeps both',
      redlineTable({ locks: ['x'] }),
      redlinePlay('r', 'lock:y'),
      (s) => expect(targets(s)).toEqual(['x', 'y']),
    ),
    doesNotApply: kase(
      'his Lock action on x, which he holds already: still the one lock on it',
      redlineTable({ locks: ['x'] }),
      redlinePlay('r', 'lock:x'),
      (s) => expect(targets(s)).toEqual(['x']),
    ),
  },
];
