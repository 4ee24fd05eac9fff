/**
 * Attack upgrade words of the fourth session, each played through `createFromPosition` + `applyInPlace` with a test
 * record on the X-wing x's pilot card:
 *
 * - `opponent-chooses`: the opposing player picks one of the effects, which resolves for x (002 "Card abilities": a
 *   card says which player decides; Lando Calrissian's crew card).
 * - `results-inflict-tokens`' `faces`: only the crit results give ion tokens, the hits deal their damage (000 "Ion
 *   Tokens"; Ancillary Ion Weapons, Alpha-3E "Esk").
 * - `choose.upTo`'s `{ data }`: as many ships as the window's fact counts — one per damage card the attack dealt (000
 *   "Damage Cards"; Sabine Wren's gunner card).
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type GameState } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import {
  answers,
  attacks,
  hasLogged,
  leaves,
  logged,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
} from './flow-harness.js';

const PILOT = { kind: 'pilot', xws: 'redsquadronveteran' } as const;
const focus = { kind: 'gain-token', token: 'focus', count: 1, who: 'self' } as const;
const evade = { kind: 'gain-token', token: 'evade', count: 1, who: 'self' } as const;

/** x (and its wingman w at (330, 300)) against the TIE t at range 2, in `phase`, with x's pilot carrying `record`. */
function table(record: Ability, phase: 'activation' | 'engagement', tY = 450) {
  const abilities = abilityTable({ 'pilot:redsquadronveteran': [record] });
  const s = position(
    phase,
    [
      { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' },
      { id: 'w', pilot: 'bluesquadronescort', pose: { x: 330, y: 300, heading: 0 }, dial: '1F' },
    ],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: tY, heading: 180 }, dial: '1F' }],
    {},
    abilities,
  );
  return { s, abilities };
}

describe('opponent-chooses (002 "Card abilities")', () => {
  it('the opposing player is asked, and the effect picked resolves for the ability’s ship', () => {
    const record: Ability = {
      source: PILOT,
      window: 'action:card',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'opponent-chooses',
        options: [
          { label: 'a focus token', effect: focus },
          { label: 'an evade token', effect: evade },
        ],
      },
      summary: 'Test record: the opponent picks a token.',
    };
    const { s, abilities } = table(record, 'activation', 850);
    const seen = playUntil(
      s,
      hasLogged('opponent-chose'),
      answers(picks('choose-action', 'card:pilot:redsquadronveteran', 'x'), picks('unless', 'pick:1')),
      abilities,
    );
    const asked = seen.find((d) => d.kind === 'unless');
    expect(asked?.player).toBe(1);
    expect(asked?.options.map((o) => o.id)).toEqual(['pick:0', 'pick:1']);
    // The log (the round goes on to its End Phase, which removes the tokens).
    expect(logged(s, 'token-gained', 'x').map((e) => e.data?.token)).toEqual(['evade']);
  });
});

describe('results-inflict-tokens faces (000 "Ion Tokens")', () => {
  it('a crit gives the defender an ion token, a hit deals its damage', () => {
    const record: Ability = {
      source: PILOT,
      window: 'attack:weapon',
      when: { kind: 'attack-weapon', weapon: 'primary' },
      optional: false,
      effect: { kind: 'results-inflict-tokens', token: 'ion', damageFirst: 0, faces: ['crit'] },
      summary: 'Test record: crits ionize.',
    };
    const { s, abilities } = table(record, 'engagement');
    playUntil(
      s,
      hasLogged('attack-ended', 'x'),
      answers(attacks('x', 't'), rolls('x', 'attack', ['hit', 'crit', 'crit'])),
      abilities,
    );
    expect(shipOf(s, 't').damage).toHaveLength(1);
    expect(shipOf(s, 't').tokens.ion).toBe(2);
  });
});

describe('choose.upTo { data } (000 "Damage Cards")', () => {
  const record: Ability = {
    source: PILOT,
    window: 'attack:after',
    when: { kind: 'attack-role', role: 'attacker' },
    optional: true,
    choose: { side: 'friendly', includeSelf: true, range: [0, 1], upTo: { data: 'dealt' } },
    effect: { kind: 'each-chosen', effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'chosen' } },
    summary: 'Test record: a ship per card dealt gains focus.',
  };
  /** The ships that gained a focus token (the log: the End Phase removes the tokens). */
  const focused = (s: GameState) =>
    ['x', 'w'].filter((id) => logged(s, 'token-gained', id).some((e) => e.data?.token === 'focus')).length;
  const play = (faces: string[]) => {
    const { s, abilities } = table(record, 'engagement');
    const seen = playUntil(
      s,
      leaves('engagement'),
      answers(attacks('x', 't'), rolls('x', 'attack', faces), picks('use-ability', 'use:')),
      abilities,
    );
    return { s, seen };
  };
  it('one card dealt: one ship picked of the two that could be', () => {
    const { s, seen } = play(['hit']);
    expect(shipOf(s, 't').damage).toHaveLength(1);
    expect(seen.filter((d) => d.kind === 'use-ability')).toHaveLength(1);
    expect(focused(s)).toBe(1);
  });
  it('two cards dealt: both ships picked', () => {
    const { s } = play(['hit', 'hit']);
    expect(focused(s)).toBe(2);
  });
});
