/**
 * Card specs for abilities/cards/movement/republic-clonez95headhunter.ts. Rules: 001 Activation 2.1 (reveal), 2.2
 * (difficulty), Perform Action; 000 "Action Bar".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** A 7th Sky Corps Z-95 (`z`, Versatile Frame) revealing `dial`, and a Z-95 wingman `w` that has activated. */
const table = (dial: string) => () =>
  position('activation', [rebel('z', '7thskycorpspilot', 400, 150, { dial })], [farTie()]);
/** It boosts straight ahead in its Perform Action step when it may. */
const play = playing(leaves('activation'), () => picks('choose-action', 'boost:1F', 'z'));
const boostOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'z' && d.options.some((o) => o.id.startsWith('boost')));
const boosts = (s: GameState) => logged(s, 'action-performed', 'z').filter((e) => e.data?.action === 'boost').length;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:versatileframe',
    standing: true,
    applies: kase('a blue 2 straight revealed: a white boost on its bar', table('2F'), play, (s, seen) => {
      expect(boostOffered(seen)).toBe(true);
      expect(boosts(s)).toBe(1);
      expect(shipOf(s, 'z').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('a white 3 bank revealed: no boost', table('3B'), play, (s, seen) => {
        expect(boostOffered(seen)).toBe(false);
        expect(boosts(s)).toBe(0);
      }),
    ],
  },
];
