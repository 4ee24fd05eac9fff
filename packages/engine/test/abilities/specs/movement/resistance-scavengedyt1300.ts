/**
 * Card specs for abilities/cards/movement/resistance-scavengedyt1300.ts. Rules: 001 Activation 2.2 (the maneuver's
 * difficulty), Perform Action; 000 "Stress" (a stressed ship performs no action but by an ability that allows it),
 * "Charges and the Force"; Poe Dameron: 000 "Moving Through and Overlapping Obstacles", Boost, Barrel Roll, 001
 * "Damage Cards" (exposing a card).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
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

const POE = 'poedameron-scavengedyt1300';
/**
 * Poe Dameron (`p`, 2 charges, a facedown Damaged Engine) at (400, 150) flies `dial` up the table; an asteroid sits in
 * the path of his 2 straight when `rock`.
 */
const poeTable =
  (dial: string, rock: boolean, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('p', POE, 400, 150, { dial, damage: [{ card: 'damagedengine', faceup: false }], ...extra }), ...others],
      [farTie()],
      rock ? { obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 260, heading: 0 } }] } : {},
    );
/** Uses Poe's ability whose prompt says `what`, and answers his granted action (or his own step's) with `move`. */
const poeAnswer =
  (what: string, move = 'pass', own = 'pass'): Answer =>
  (d) => {
    if (d.kind === 'use-ability' && d.prompt.includes('Poe Dameron') && d.prompt.includes(what)) return ['use'];
    if (d.kind !== 'choose-action' || d.ship !== 'p') return undefined;
    const want = d.prompt.includes('Poe Dameron') ? move : own;
    const o = d.options.find((x) => x.id.startsWith(want));
    return o ? [o.id] : undefined;
  };
const poePlay = (what: string, move?: string, own?: string) =>
  playing(leaves('activation'), () => answers(poeAnswer(what, move, own)));
const hits = (s: Parameters<typeof logged>[0], id: string) => logged(s, 'obstacle-hit', id).length;
const actions = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'action-performed', id).map((e) => e.data?.action);
const exposed = (s: Parameters<typeof logged>[0]) => shipOf(s, 'p').damage.filter((d) => d.faceup).length;

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
  {
    source: `pilot:${POE}`,
    applies: kase(
      'a charge: his 2 straight through the asteroid rolls no die',
      poeTable('2F', true),
      poePlay('obstacles'),
      (s) => {
        expect(hits(s, 'p')).toBe(0);
        // One charge spent; the game plays on to the next Planning Phase, the End Phase recovering one.
        expect(shipOf(s, 'p').charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'a T-70 wingman flies through the asteroid while Poe has activated: it rolls',
        poeTable('1F', true, { pose: { x: 150, y: 150, heading: 0 }, round: { activated: true } }, [
          rebel('w', 'bluesquadronrookie', 400, 150, { dial: '2F' }),
        ]),
        poePlay('obstacles'),
        (s, seen) => {
          expect(offered(seen, 'ignore obstacles')).toBe(false);
          expect(hits(s, 'w')).toBe(1);
        },
      ),
    ],
  },
  {
    source: `pilot:${POE}`,
    applies: kase(
      '2 charges after his 2 straight: a white boost',
      poeTable('2F', false),
      poePlay('2 charges', 'boost'),
      (s) => {
        expect(actions(s, 'p')).toEqual(['boost']);
        // Both charges spent; the End Phase recovers one.
        expect(shipOf(s, 'p').charges).toBe(1);
        expect(shipOf(s, 'p').tokens.stress ?? 0).toBe(0);
        expect(exposed(s)).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'his 2 straight cut short by a ship: not asked',
        poeTable('2F', false, {}, [
          rebel('b', 'bluesquadronrookie', 400, 330, { dial: '1F', round: { activated: true } }),
        ]),
        poePlay('2 charges', 'boost'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'p').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, '2 charges')).toBe(false);
        },
      ),
      kase(
        'stressed after a white 3 straight, he could perform neither: not asked',
        poeTable('3F', false, { tokens: { stress: 1 } }),
        poePlay('2 charges', 'boost'),
        (s, seen) => {
          expect(offered(seen, '2 charges')).toBe(false);
          expect(shipOf(s, 'p').charges).toBe(2);
        },
      ),
      kase(
        'a T-70 wingman’s 2 straight while Poe has activated: not asked',
        poeTable('1F', false, { round: { activated: true } }, [
          rebel('w', 'bluesquadronrookie', 250, 150, { dial: '2F' }),
        ]),
        poePlay('2 charges', 'boost'),
        (_s, seen) => expect(offered(seen, '2 charges')).toBe(false),
      ),
    ],
  },
  {
    source: `pilot:${POE}`,
    applies: kase(
      'his red barrel roll: a stress token, and his Damaged Engine is exposed',
      poeTable('2F', false),
      poePlay('2 charges', 'barrel-roll'),
      (s) => {
        expect(actions(s, 'p')).toEqual(['barrel-roll']);
        expect(shipOf(s, 'p').tokens.stress).toBe(1);
        expect(exposed(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a barrel roll of his own step (Mist Hunter’s white one on his bar): nothing exposed',
        poeTable('2F', false, { upgrades: [{ xws: 'misthunter' }] }),
        poePlay('(none)', 'pass', 'barrel-roll'),
        (s) => {
          expect(actions(s, 'p')).toEqual(['barrel-roll']);
          expect(exposed(s)).toBe(0);
        },
      ),
    ],
  },
];
