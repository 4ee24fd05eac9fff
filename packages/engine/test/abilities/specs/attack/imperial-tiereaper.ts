/**
 * Card specs for the Galactic Empire TIE Reaper pilots of abilities/cards/attack/imperial-tiereaper.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Tokens (green tokens).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** The X-wing (a green `token` or none) faces the Reaper `r` and a TIE `t` beside it. */
const table = (pilot: string, token?: string) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, token ? { tokens: { [token]: 1 } } : {})],
    [imperial('r', pilot, 400, 490), imperial('t', 'academypilot', 250, 490)],
  );
const play = (attacker: string, defender: string, card: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', ['hit', 'blank']), modifiesWith(card)));
const used = (card: string) => (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, card)).toBe(true);
const notOffered = (card: string) => (_s: unknown, seen: Parameters<typeof offered>[0]) =>
  expect(offered(seen, card)).toBe(false);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainferoph',
    applies: kase(
      'the X-wing holds no green token: he changes a blank to an evade',
      table('captainferoph'),
      play('x', 'r', 'Captain Feroph'),
      used('Captain Feroph'),
    ),
    doesNotApply: [
      kase(
        'the X-wing holds a focus token',
        table('captainferoph', 'focus'),
        play('x', 'r', 'Captain Feroph'),
        notOffered('Captain Feroph'),
      ),
      kase(
        'the X-wing holds a calculate token',
        table('captainferoph', 'calculate'),
        play('x', 'r', 'Captain Feroph'),
        notOffered('Captain Feroph'),
      ),
      kase(
        'the X-wing attacks the TIE beside him: not for its dice',
        table('captainferoph'),
        play('x', 't', 'Captain Feroph'),
        notOffered('Captain Feroph'),
      ),
    ],
  },
  {
    source: 'pilot:majorvermeil',
    applies: kase(
      'the X-wing holds no green token: he changes a blank to a hit',
      table('majorvermeil'),
      play('r', 'x', 'Major Vermeil'),
      used('Major Vermeil'),
    ),
    doesNotApply: [
      kase(
        'the X-wing holds an evade token',
        table('majorvermeil', 'evade'),
        play('r', 'x', 'Major Vermeil'),
        notOffered('Major Vermeil'),
      ),
      kase(
        'the TIE beside him attacks: not for its dice',
        table('majorvermeil'),
        play('t', 'x', 'Major Vermeil'),
        notOffered('Major Vermeil'),
      ),
    ],
  },
];
