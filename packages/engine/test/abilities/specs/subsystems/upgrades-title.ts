/** Title upgrades of abilities/cards/subsystems/upgrades-title.ts: Gauntlet's System Phase repair (000 "Damage Cards"). */
import { expect } from 'vitest';
import type { DamageCardState, Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, playUntil, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay } from '../../spec-helpers.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** A ship with Gauntlet (`charges` left) and `damage` in the System Phase, a wingman beside it; an X-wing far away. */
function table(damage: DamageCardState[], charges?: number) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 700, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'g',
          pose: { x: 400, y: 600, heading: 180 },
          dial: '1F',
          damage,
          upgrades: [charges === undefined ? 'gauntlet' : { xws: 'gauntlet', charges }],
        },
        { pilot: 'scimitarsquadronpilot', id: 'wing', pose: { x: 150, y: 700, heading: 180 }, dial: '1F' },
      ],
    );
}
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Gauntlet')).length;
const toActivation =
  (answer = useAbilityOf('Gauntlet')) =>
  (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'system', answer);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:gauntlet:0',
    applies: {
      name: 'a faceup Ship card: a charge spent, the card flipped facedown',
      state: table([{ card: 'structuraldamage', faceup: true }]),
      play: toActivation(),
      check: (s) => {
        expect(ship(s, 'g').damage).toEqual([{ card: 'structuraldamage', faceup: false }]);
        expect(ship(s, 'g').upgrades[0]!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'only a faceup Pilot card: not asked',
        state: table([{ card: 'panickedpilot', faceup: true }]),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage).toEqual([{ card: 'panickedpilot', faceup: true }]);
        },
      },
      {
        name: 'no charge left: not asked',
        state: table([{ card: 'structuraldamage', faceup: true }], 0),
        play: toActivation(),
        check: (s, seen) => {
          expect(asked(seen)).toBe(0);
          expect(ship(s, 'g').damage[0]!.faceup).toBe(true);
        },
      },
      {
        name: 'declined: asked once, in its own System Phase step, not in its wingman’s',
        state: table([{ card: 'structuraldamage', faceup: true }]),
        play: toActivation(() => undefined),
        check: (_s, seen) => expect(asked(seen)).toBe(1),
      },
    ],
  },
];

/** A Lancer with Shadow Caster (turret `turret`, facing the X-wing's edge from (400, 490)) and an X-wing at (400, y). */
function lancer(turret: 'front' | 'rear', xwingY = 300, xwingHeading = 0) {
  return () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: xwingY, heading: xwingHeading } }],
      [
        {
          id: 'l',
          pilot: 'shadowporthunter',
          upgrades: ['shadowcaster'],
          turret,
          pose: { x: 400, y: 490, heading: 180 },
        },
      ],
    );
}
const tractorGained = (s: GameState) =>
  s.log.some((e) => e.type === 'token-gained' && e.ship === 'x' && e.data?.token === 'tractor');
const shadowPlay = (attacker: 'l' | 'x', hit: boolean) =>
  attackPlay(attacker, attacker === 'l' ? 'x' : 'l', () =>
    answers(
      rolls(attacker, 'attack', hit ? ['hit', 'hit', 'hit'] : ['blank', 'blank', 'blank']),
      rolls(attacker === 'l' ? 'x' : 'l', 'defense', ['blank', 'blank', 'blank']),
    ),
  );

SPECS.push({
  source: 'upgrade:shadowcaster:0',
  applies: {
    name: 'the Lancer hits the X-wing in its front and turret arcs: the X-wing gains a tractor token',
    state: lancer('front'),
    play: shadowPlay('l', true),
    check: (s) => expect(tractorGained(s)).toBe(true),
  },
  doesNotApply: [
    {
      name: 'the attack misses: no tractor token',
      state: lancer('front'),
      play: shadowPlay('l', false),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'its turret points to the rear: the X-wing ahead is in its front arc only, no tractor token',
      state: lancer('rear'),
      play: shadowPlay('l', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'the X-wing behind it, hit through the rear-facing turret, is not in its front arc: no tractor token',
      state: lancer('rear', 700, 180),
      play: shadowPlay('l', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
    {
      name: 'the X-wing attacks the Lancer and hits: the Lancer defends, no tractor token',
      state: lancer('front'),
      play: shadowPlay('x', true),
      check: (s) => expect(tractorGained(s)).toBe(false),
    },
  ],
});

/**
 * Xanadu Blood (squad building, 000 "Upgrades"): Cad Bane's Rogue-class has no crew slot of its own, so a crew upgrade
 * fills the title's; logged as the game is created. With no crew or device upgrade the added slots stay empty.
 */
function xanadu(upgrades: string[]) {
  return () =>
    position(
      'planning',
      [{ pilot: 'academypilot', id: 't', pose: { x: 400, y: 800, heading: 180 } }],
      [{ pilot: 'cadbane', id: 'cad', pose: { x: 400, y: 100, heading: 0 }, upgrades }],
    );
}
const usedXanadu = (s: GameState) =>
  s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:xanadublood:0');

SPECS.push({
  source: 'upgrade:xanadublood:0',
  applies: {
    name: 'Cad Bane carries a crew upgrade beside the title: the added crew slot holds it',
    state: xanadu(['xanadublood', 'perceptivecopilot']),
    play: () => [],
    check: (s) => expect(usedXanadu(s)).toBe(true),
  },
  doesNotApply: {
    name: 'no crew or device upgrade: the added slots stay empty',
    state: xanadu(['xanadublood']),
    play: () => [],
    check: (s) => expect(usedXanadu(s)).toBe(false),
  },
});
