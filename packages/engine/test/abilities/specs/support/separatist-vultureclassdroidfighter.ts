/**
 * Card specs for the Vulture-class droid fighter pilots of abilities/cards/support/separatist-vultureclassdroidfighter.ts. Rules: 001 Engagement Phase
 * (its start), 000 "Additional Token Rules" (transfer).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The pilot facing up at (400, 300) with `tokens`, a wingman at (`wx`, `wy`), a TIE far away. */
const table =
  (tokens: Record<string, number>, wx = 520, wy = 300, pilot = 'dfs311') =>
  () =>
    position(
      'engagement',
      [rebel('p', pilot, 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, wy)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const play = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'p'));
const passed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').some((e) => e.data?.token === 'calculate');

/** Both printings of DFS-311 share one record. */
const dfsSpec = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'holding a calculate token: the wingman takes it',
    table({ calculate: 1 }, 520, 300, pilot),
    play,
    (s, seen) => {
      expect(offered(seen, 'DFS-311')).toBe(true);
      expect(passed(s)).toBe(true);
      expect(logged(s, 'token-removed', 'p').some((e) => e.data?.token === 'calculate')).toBe(true);
    },
  ),
  doesNotApply: [
    kase('no calculate token: nothing passed', table({}, 520, 300, pilot), play, (s) => {
      expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
      expect(passed(s)).toBe(false);
    }),
    kase('the wingman out of reach: nothing passed', table({ calculate: 1 }, 400, 800, pilot), play, (s) => {
      expect(logged(s, 'ability-used', 'p')).toHaveLength(0);
      expect(passed(s)).toBe(false);
    }),
  ],
});

export const SPECS: CardSpec[] = [dfsSpec('dfs311'), dfsSpec('dfs311-siegeofcoruscant')];

/**
 * Haor Chall Prototype (000 "Bullseye Arc", "List of Actions"; 001 Engagement 1, Declare Target): the droid (`pilot`)
 * facing up at (400, 300); a wingman facing up at (500, 300); a TIE facing down at (`tx`, `ty`) (at (400, 480): in his
 * bullseye at range 2; at (400, 600): range 3; at (470, 480): out of his bullseye). `friendlyAttack`: instead a Rebel
 * X-wing at (400, 450), in his bullseye, attacks a TIE coming down at (400, 650).
 */
const haorTable =
  (pilot: string, tx = 400, ty = 480, friendlyAttack = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('h', pilot, 400, 300),
        friendlyAttack ? rebel('w', 'redsquadronveteran', 400, 450) : rebel('w', 'redsquadronveteran', 500, 300),
      ],
      [imperial('t', 'academypilot', tx, friendlyAttack ? 650 : ty)],
    );
const haorPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank']), picks('choose-action', 'calculate', 'h')),
  );
const haorActed = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'h').map((e) => e.data?.action);
const haorNot = (name: string, t: ReturnType<typeof haorTable>, play: ReturnType<typeof haorPlay>) =>
  kase(name, t, play, (s) => expect(haorActed(s)).toEqual([]));

const haorSpec = (pilot: string, range: boolean): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'the TIE in his bullseye declares the wingman: he calculates',
    haorTable(pilot),
    haorPlay('t', 'w'),
    (s) => expect(haorActed(s)).toEqual(['calculate']),
  ),
  doesNotApply: [
    haorNot('the TIE out of his bullseye declares the wingman', haorTable(pilot, 470), haorPlay('t', 'w')),
    haorNot('the TIE declares him', haorTable(pilot), haorPlay('t', 'h')),
    haorNot('a friendly X-wing in his bullseye declares the TIE', haorTable(pilot, 400, 480, true), haorPlay('w', 't')),
    ...(range
      ? [haorNot('the TIE at range 3 declares the wingman', haorTable(pilot, 400, 600), haorPlay('t', 'w'))]
      : []),
  ],
});

SPECS.push(haorSpec('haorchallprototype', true), haorSpec('haorchallprototype-siegeofcoruscant', false));

const down = (card: string) => ({ card, faceup: false });
/**
 * A Kelrodo-Ai Holdout `k` facing down at (400, 490) with a focus token, a lock on the X-wing and two facedown cards;
 * a droid `wing` of its side at (280, 490); a plain droid `j` with two facedown cards at (520, 490); the X-wing facing
 * up at (400, 300) destroys `target` with three hits.
 */
const kelTable =
  (wing = 'kelrodoaiholdout') =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('k', 'kelrodoaiholdout', 400, 490, {
          tokens: { focus: 1 },
          locks: ['x'],
          damage: [down('structuraldamage'), down('structuraldamage')],
        }),
        imperial('h', wing, 280, 490),
        imperial('j', 'tradefederationdrone', 520, 490, {
          damage: [down('directhit'), down('damagedengine')],
        }),
      ],
    );
const kelPlay = (target: string) =>
  playing(leaves('engagement'), () =>
    answers(
      (d) => (d.kind === 'declare-attack' && d.ship === 'x' ? [`attack:${target}:primary:front`] : undefined),
      rolls('x', 'attack', ['hit', 'hit', 'hit']),
      picks('use-ability', 'use:h', 'k'),
    ),
  );
const handed = (s: Parameters<typeof logged>[0]) => ({
  focus: logged(s, 'token-gained', 'h').filter((e) => e.data?.from === 'k').length,
  locks: s.ships.find((x) => x.id === 'h')!.locks.map((l) => l.target),
});

SPECS.push({
  source: 'pilot:kelrodoaiholdout',
  applies: kase('it is destroyed: the other Holdout takes its focus and its lock', kelTable(), kelPlay('k'), (s) => {
    expect(logged(s, 'ship-destroyed', 'k')).toHaveLength(1);
    expect(handed(s)).toEqual({ focus: 1, locks: ['x'] });
  }),
  doesNotApply: [
    kase('the droid beside it is no Holdout: not offered', kelTable('tradefederationdrone'), kelPlay('k'), (s) =>
      expect(handed(s)).toEqual({ focus: 0, locks: [] }),
    ),
    kase('the plain droid is destroyed, not it', kelTable(), kelPlay('j'), (s) => {
      expect(logged(s, 'ship-destroyed', 'j')).toHaveLength(1);
      expect(handed(s)).toEqual({ focus: 0, locks: [] });
    }),
  ],
});
