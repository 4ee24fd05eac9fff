/**
 * Card specs for abilities/cards/movement/resistance-btanr2ywing.ts. Rules: 001 Perform Action (each action once a
 * round), 000 "Action Bar" (upgrades add actions to it).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * A New Republic Patrol BTA-NR2 (`y`, Intuitive Interface) with Angled Deflectors (a reinforce action on its bar),
 * and an X-wing wingman `w` with the same modification.
 */
const table =
  (extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('y', 'newrepublicpatrol', 400, 150, { dial: '1F', upgrades: ['angleddeflectors'], ...extra }),
        rebel('w', 'redsquadronveteran', 250, 150, { dial: '1F', upgrades: ['angleddeflectors'] }),
      ],
      [farTie()],
    );
/** Every ship performs `first`; the Intuitive Interface action (when offered) is a calculate. */
const play = (first: string) =>
  playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Intuitive') ? ['calculate'] : undefined),
      picks('choose-action', first),
    ),
  );
const performed = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:intuitiveinterface',
    applies: kase('after the modification’s reinforce action, a calculate', table(), play('reinforce'), (s, seen) => {
      expect(actionOffered(seen, 'Intuitive Interface')).toBe(true);
      expect(performed(s, 'y')).toEqual(['reinforce', 'calculate']);
    }),
    doesNotApply: [
      kase('after a focus action from its own bar', table(), play('focus'), (s, seen) => {
        expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
        expect(performed(s, 'y')).toEqual(['focus']);
      }),
      kase(
        'the X-wing wingman reinforces while the Y-wing has activated',
        table({ round: { activated: true } }),
        play('reinforce'),
        (s, seen) => {
          expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
          expect(performed(s, 'w')).toEqual(['reinforce']);
        },
      ),
      kase(
        'it has calculated this round already',
        table({ round: { actions: ['calculate'] } }),
        play('reinforce'),
        (s, seen) => {
          expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
          expect(performed(s, 'y')).toEqual(['reinforce']);
        },
      ),
    ],
  },
];

/**
 * Zorii Bliss (`z`, 1 charge, at (400, 150), activated) and the ship `a` beside her that activates: 001 Activation 3
 * (Perform Action step), 000 "Action Difficulty" (a red action gives a stress token).
 */
const zoriiTable =
  (xws: string, a: PositionShip, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('z', xws, 400, 150, { dial: '1F', charges: 1, round: { activated: true }, ...extra }),
        ...(a.id === 'a' && a.pose?.heading === 0 ? [a] : []),
      ],
      [farTie(), ...(a.pose?.heading === 0 ? [] : [a])],
    );
/** `a` performs `action` in its action step (a boost when an ability grants one); Zorii copies it when asked. */
const zoriiPlay = (action: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Zorii Bliss'),
      (d) =>
        d.kind === 'choose-action' && d.prompt.includes('Zorii')
          ? [d.options.find((o) => o.id.startsWith(action))?.id ?? 'pass']
          : undefined,
      picks('choose-action', 'boost:1F', 'a'),
      picks('choose-action', action, 'a'),
    ),
  );
const xwing = (x: number, y: number, extra: Partial<PositionShip> = {}) =>
  rebel('a', 'redsquadronveteran', x, y, { dial: '1F', ...extra });

function zoriiSpec(xws: string): CardSpec {
  const notOffered = (_s: GameState, seen: Parameters<typeof offered>[0]) =>
    expect(offered(seen, 'Zorii Bliss')).toBe(false);
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'an X-wing at range 1 focuses: a charge, and she focuses as a red action',
      zoriiTable(xws, xwing(480, 150)),
      zoriiPlay('focus'),
      (s) => {
        expect(logged(s, 'action-performed', 'z').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['focus', 'red'],
        ]);
        expect(shipOf(s, 'z').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the X-wing focuses at range 3', zoriiTable(xws, xwing(650, 150)), zoriiPlay('focus'), notOffered),
      kase(
        'the X-wing boosts as its Stygium Reserve lets it, not in its action step',
        zoriiTable(xws, xwing(480, 60, { upgrades: [{ xws: 'stygiumreserve-tiephphantom', charges: 1 }] })),
        playing(leaves('activation'), () =>
          answers(
            useAbilityOf('Stygium Reserve'),
            useAbilityOf('Zorii Bliss'),
            picks('choose-action', 'boost:1F', 'a'),
          ),
        ),
        notOffered,
      ),
      kase(
        'a TIE at range 1 evades: no evade on her bar',
        zoriiTable(xws, imperial('a', 'academypilot', 480, 150, { dial: '1F' })),
        zoriiPlay('evade'),
        notOffered,
      ),
      kase(
        'her focus done already this round',
        zoriiTable(xws, xwing(480, 150), { round: { activated: true, actions: ['focus'] } }),
        zoriiPlay('focus'),
        notOffered,
      ),
    ],
  };
}
SPECS.push(zoriiSpec('zoriibliss'), zoriiSpec('zoriibliss-wartime'));
