/**
 * Card specs for abilities/cards/movement/resistance-scavengedyt1300.ts. Rules: 001 Activation 2.2 (the maneuver's
 * difficulty), Perform Action; 000 "Stress" (a stressed ship performs no action but by an ability that allows it),
 * "Charges and the Force".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const LANDO = 'landocalrissian-scavengedyt1300';

/**
 * Lando (`l`, 3 charges) flies `dial` (the 4 straight is red, the 3 straight white); two T-70s that have activated wait
 * where his 4 straight ends, `w` stressed.
 */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('l', LANDO, 400, 150, { dial, ...extra }),
        rebel('w', 'bluesquadronrookie', 540, 400, { dial: '2F', tokens: { stress: 1 }, round: { activated: true } }),
        rebel('v', 'bluesquadronrookie', 260, 400, { dial: '2F', round: { activated: true } }),
        ...others,
      ],
      [farTie()],
    );

/** Lando picks `w`, then `v` (then no more ships); each picked ship focuses; Lando's own action is `own`. */
const play = (own = 'pass') =>
  playing(leaves('activation'), () => {
    let n = 0;
    return answers(
      (d) => {
        if (d.kind !== 'use-ability' || !d.prompt.includes('Lando Calrissian')) return undefined;
        const want = ['use:w', 'use:v'][n++];
        if (d.options.some((o) => o.id === want)) return [want!];
        // "No more ships" once two are picked.
        return [d.options.some((o) => o.id === 'use:-') ? 'use:-' : 'decline'];
      },
      picks('choose-action', 'focus', 'w'),
      picks('choose-action', 'focus', 'v'),
      picks('choose-action', own, 'l'),
      picks('choose-action', 'boost', 's'),
    );
  });
const acted = (s: Parameters<typeof logged>[0], id: string) => logged(s, 'action-performed', id).length;

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${LANDO}`,
    applies: kase(
      'after his red 4 straight, two charges: the stressed T-70 and the other each focus',
      table('4F'),
      play(),
      (s, seen) => {
        expect(acted(s, 'w')).toBe(1);
        expect(acted(s, 'v')).toBe(1);
        expect(shipOf(s, 'l').charges).toBe(1);
        // The second question no longer offers the ship picked first.
        const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Lando Calrissian'));
        expect(asked[1]!.options.some((o) => o.id === 'use:w')).toBe(false);
      },
    ),
    doesNotApply: [
      kase('a white 3 straight, then a white focus', table('3F'), play('focus'), (s, seen) => {
        expect(offered(seen, 'Lando Calrissian')).toBe(false);
        expect(acted(s, 'w')).toBe(0);
      }),
      kase(
        'while Lando has activated, a YT-1300 flies a red 4 straight and another boosts red',
        table('2F', { round: { activated: true } }, [
          rebel('r', 'resistancesympathizer', 600, 500, { dial: '4F' }),
          rebel('s', 'resistancesympathizer', 200, 550, { dial: '3F' }),
        ]),
        play(),
        (s, seen) => {
          expect(offered(seen, 'Lando Calrissian')).toBe(false);
          expect(logged(s, 'action-performed', 's')).toHaveLength(1);
        },
      ),
    ],
  },
];
