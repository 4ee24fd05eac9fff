/**
 * The words grown or added for the Legends and Relics cards (vocabulary/types.ts), each played through
 * `createFromPosition` + `applyInPlace` with a test record of our own in the game's ability table, citing the rule it
 * follows: `damage-cards`' `moreThan` (000 "Damage Cards": a ship's damage cards, facedown and faceup) and
 * `gain-reinforce` (000 "List of Actions", Reinforce: a fore or aft token).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { answers, attacks, hasLogged, leaves, logged, picks, playUntil, position } from './flow-harness.js';

const KEY = 'pilot:redsquadronveteran';
const SOURCE: Ability['source'] = { kind: 'pilot', xws: 'redsquadronveteran' };
const uses = (s: GameState) => s.log.filter((e) => e.type === 'ability-used' && e.data?.source === KEY).length;
const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ card: 'directhit', faceup: i === 0 }));
const xwing = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'x',
  pilot: 'redsquadronveteran',
  pose: { x: 400, y: 300, heading: 0 },
  ...extra,
});
const tie = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 't',
  pilot: 'academypilot',
  pose: { x: 400, y: 490, heading: 180 },
  ...extra,
});

describe('damage-cards moreThan: a ship has more damage cards than another (000 "Damage Cards", facedown and faceup)', () => {
  const record: Ability = {
    source: SOURCE,
    window: 'attack:after-declare',
    when: { kind: 'damage-cards', who: 'defender', moreThan: 'self' },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: the defender has more damage cards than you; gain a stress token.',
  };
  const run = (tieCards: number, own: number) => {
    const t = abilityTable({ [KEY]: [record] });
    const s = position('engagement', [xwing({ damage: cards(own) })], [tie({ damage: cards(tieCards) })], {}, t);
    playUntil(s, hasLogged('attack-ended', 'x'), attacks('x', 't'), t);
    return uses(s);
  };
  it('2 cards (one faceup) against 1: it holds', () => expect(run(2, 1)).toBe(1));
  it('as many cards, or fewer: it does not', () => {
    expect(run(1, 1)).toBe(0);
    expect(run(0, 1)).toBe(0);
  });
});

describe('gain-reinforce: the ship gains a reinforce token facing the side its player picks (000 "List of Actions")', () => {
  const record: Ability = {
    source: SOURCE,
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    choices: () => [
      { id: 'fore', label: 'fore' },
      { id: 'aft', label: 'aft' },
    ],
    effect: { kind: 'gain-reinforce' },
    summary: 'Test record: gain a reinforce token.',
  };
  const run = (answer: string) => {
    const t = abilityTable({ [KEY]: [record] });
    const s = position('engagement', [xwing()], [tie({ pose: { x: 100, y: 850, heading: 180 } })], {}, t);
    playUntil(s, leaves('engagement'), answers(picks('use-ability', answer, 'x')), t);
    // The End Phase removes the token before the play stops: the log says what was gained.
    return logged(s, 'reinforce-gained', 'x').map((e) => e.data?.side);
  };
  it('aft picked: an aft token', () => expect(run('use:aft')).toEqual(['aft']));
  it('fore picked: a fore token', () => expect(run('use:fore')).toEqual(['fore']));
  it('declined: no token', () => expect(run('decline')).toEqual([]));
});

describe('token:after-remove `jammed`: a green token removed while the ship holds a jam token (supplement "Jam")', () => {
  // The listener is the X-wing x: once a ship removes a focus token while jammed, x gains a stress token.
  const record: Ability = {
    source: SOURCE,
    window: 'token:after-remove',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'jammed', oneOf: [true] },
        { kind: 'subject-data', key: 'token', oneOf: ['focus'] },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Test record: a jammed ship removed a focus token; gain a stress token.',
  };
  const stressed = (s: GameState) => logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'stress').length;
  it('an HWK-290 jams the TIE holding a focus token: the TIE removes it jammed, then its jam token', () => {
    const t = abilityTable({ [KEY]: [record] });
    const s = position(
      'activation',
      [
        xwing({ pose: { x: 100, y: 150, heading: 0 }, round: { activated: true } }),
        { id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      ],
      [tie({ pose: { x: 400, y: 330, heading: 180 }, tokens: { focus: 1 }, round: { activated: true } })],
      {},
      t,
    );
    playUntil(s, leaves('activation'), answers(picks('choose-action', 'jam:t', 'h')), t);
    expect(logged(s, 'jam-resolved', 't')).toHaveLength(1);
    expect(stressed(s)).toBe(1);
  });
  it('the End Phase: a jammed TIE removes its focus token before its jam token; a TIE not jammed is not jammed', () => {
    const run = (tokens: Record<string, number>) => {
      const t = abilityTable({ [KEY]: [record] });
      const s = position('end', [xwing()], [tie({ tokens })], {}, t);
      playUntil(s, leaves('end'), () => undefined, t);
      return stressed(s);
    };
    expect(run({ focus: 1, jam: 1 })).toBe(1);
    expect(run({ focus: 1 })).toBe(0);
  });
});
