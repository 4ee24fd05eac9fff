/**
 * Card specs for abilities/cards/subsystems/rebel-attackshuttle.ts. Rules: supplement "Dock", "Reserves" (the docked
 * shuttle in reserve on the Ghost, its own abilities inactive); 000 "Bonus Attacks"; the Ghost's rear arc is Tail
 * Gun's while a ship is docked (cards/subsystems/rebel-vcx100lightfreighter.ts).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing } from '../../spec-helpers.js';

/**
 * The Ghost g (a Lothal Rebel, `ghost` more of its fields) at (400, 300) facing the TIE t1 ahead at range 1, the TIE
 * t2 behind it; the attack shuttle sh docked with it, or (`shuttleInPlay`) in play in its place and the Ghost far away.
 */
const table =
  (o: { ghost?: Partial<PositionShip>; shuttleInPlay?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        {
          id: 'g',
          pilot: 'lothalrebel',
          upgrades: ['ghost'],
          pose: o.shuttleInPlay ? { x: 800, y: 850, heading: 0 } : { x: 400, y: 300, heading: 0 },
          ...o.ghost,
        },
        o.shuttleInPlay
          ? { id: 'sh', pilot: 'sabinewren', pose: { x: 400, y: 300, heading: 0 } }
          : { id: 'sh', pilot: 'sabinewren', pose: null, docked: 'g' },
      ],
      [imperial('t1', 'academypilot', 400, 450), imperial('t2', 'academypilot', 400, 150)],
    );
/** `attacker` declares `first`, then, offered a bonus attack, attacks t2 from its rear arc. */
const play = (attacker: string, first: string) =>
  playing(
    (s) => logged(s, 'attack-ended', attacker).length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', first, attacker),
        picks('declare-attack', 'attack:t2:primary:rear', attacker),
        picks('declare-attack', 'pass', 'g'),
      ),
  );
const declared = (s: GameState, ship: string) =>
  logged(s, 'attack-declared', ship).map((e) => `${e.data?.defender}:${e.data?.arc}`);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:lockedandloaded',
    applies: kase(
      'the shuttle docked: a front-arc attack, then a bonus attack from the Tail Gun rear arc',
      table(),
      play('g', 'attack:t1:primary:front'),
      (s) => expect(declared(s, 'g')).toEqual(['t1:front', 't2:rear']),
    ),
    doesNotApply: [
      kase('a rear-arc attack first', table(), play('g', 'attack:t2:primary:rear'), (s) =>
        expect(declared(s, 'g')).toEqual(['t2:rear']),
      ),
      kase(
        'a special weapon (Dorsal Turret, its turret facing front)',
        table({ ghost: { upgrades: ['ghost', 'dorsalturret'], turret: 'front' } }),
        play('g', 'attack:t1:dorsalturret'),
        (s) => expect(declared(s, 'g')).toEqual(['t1:single-turret']),
      ),
      kase(
        'the shuttle in play attacks from its front arc: no carrier, no bonus attack',
        table({ shuttleInPlay: true }),
        play('sh', 'attack:t1:primary:front'),
        (s) => expect(declared(s, 'sh')).toEqual(['t1:front']),
      ),
      kase(
        'the Ghost passes and t1 attacks it: it defends, nothing',
        table(),
        playing(
          (s) => logged(s, 'attack-ended', 't1').length >= 1 || s.phase !== 'engagement',
          () => answers(picks('declare-attack', 'pass', 'g'), picks('declare-attack', 'attack:g:primary:front', 't1')),
        ),
        (s) => expect(declared(s, 't1')).toEqual(['g:front']),
      ),
    ],
  },
];
