/**
 * Gunner upgrades of abilities/cards/subsystems/upgrades-gunner.ts: Skilled Bombardier's speed ±1 templates; Paige
 * Tico's bomb after a primary attack and after her ship is destroyed (000 "Dropping and Launching Devices").
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, attacks, playUntil, position, rolls, shipOf } from '../../flow-harness.js';
import { placementSpec } from './devices.js';

/**
 * The Engagement Phase: an X-wing (x, initiative 3) at (400, 300) facing up, and Vennie (v, an MG-100, initiative 2)
 * with Paige Tico, Proton Bombs and an Ion Cannon at (400, 500) facing it, at range 2.
 */
function paigeTable(extra: Partial<PositionShip> = {}, xwing: Partial<PositionShip> = {}) {
  return () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, ...xwing }],
      [
        {
          id: 'v',
          pilot: 'vennie',
          upgrades: ['paigetico', 'protonbombs', 'ioncannon'],
          pose: { x: 400, y: 500, heading: 180 },
          ...extra,
        },
      ],
    );
}
/** Vennie one damage from destruction: no shields, eight facedown cards. */
const FRAIL: Partial<PositionShip> = {
  shields: 0,
  damage: [
    'panickedpilot',
    'blindedpilot',
    'woundedpilot',
    'stunnedpilot',
    'consolefire',
    'damagedengine',
    'fuelleak',
    'hullbreach',
  ].map((card) => ({ card, faceup: false })),
};
const paigeAsked = (seen: Decision[], what: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Paige Tico') && d.prompt.includes(what));
const dropsBomb: Answer = (d) =>
  d.kind === 'use-ability' && d.prompt.includes('Paige Tico')
    ? [d.options.find((o) => o.id === 'use:protonbombs|1F')?.id ?? 'decline']
    : undefined;
const vennieBombs = (s: GameState) => s.log.filter((e) => e.type === 'device-placed' && e.ship === 'v');
/** Plays the Engagement Phase out (to the next phase). */
const engage =
  (...rules: Answer[]) =>
  (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'engagement', answers(...rules, dropsBomb));

export const SPECS: CardSpec[] = [
  placementSpec(
    'upgrade:skilledbombardier:0',
    {
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs', 'skilledbombardier'],
      ids: ['use:1F', 'use:2F'],
      pick: 'use:2F',
    },
    {
      name: 'without the card: only the 1-straight',
      pilot: 'graysquadronbomber',
      upgrades: ['protonbombs'],
      ids: ['use:1F'],
    },
  ),
  {
    source: 'upgrade:paigetico:0',
    applies: {
      name: 'Vennie performs a primary attack: she drops a proton bomb (its card’s charge spent)',
      state: paigeTable({ round: { activated: true } }),
      play: engage(attacks('v', 'x'), (d) => (d.kind === 'declare-attack' && d.ship === 'x' ? ['pass'] : undefined)),
      check: (s, seen) => {
        expect(paigeAsked(seen, 'primary attack')).toBe(true);
        expect(vennieBombs(s)).toHaveLength(1);
        expect(shipOf(s, 'v').upgrades.find((u) => u.xws === 'protonbombs')!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'Vennie defends (she has engaged already): not asked',
        state: paigeTable({ round: { activated: true, engaged: true } }),
        play: engage(attacks('x', 'v')),
        check: (s, seen) => {
          expect(paigeAsked(seen, 'primary attack')).toBe(false);
          expect(vennieBombs(s)).toHaveLength(0);
        },
      },
      {
        name: 'Vennie attacks with her Ion Cannon (not a primary attack): not asked',
        state: paigeTable(),
        play: engage(attacks('v', 'x', 'ioncannon'), (d) =>
          d.kind === 'declare-attack' && d.ship === 'x' ? ['pass'] : undefined,
        ),
        check: (s, seen) => {
          expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 'v')).toBe(true);
          expect(paigeAsked(seen, 'primary attack')).toBe(false);
        },
      },
    ],
  },
  {
    source: 'upgrade:paigetico:0',
    applies: {
      name: 'the X-wing destroys Vennie: before she is removed, she drops a proton bomb',
      state: paigeTable({ ...FRAIL, round: { activated: true, engaged: true } }),
      play: engage(attacks('x', 'v'), rolls('x', 'attack', ['hit', 'hit', 'hit'])),
      check: (s, seen) => {
        expect(shipOf(s, 'v').gone?.how).toBe('destroyed');
        expect(paigeAsked(seen, 'destroyed')).toBe(true);
        expect(vennieBombs(s)).toHaveLength(1);
      },
    },
    doesNotApply: [
      {
        name: 'Vennie destroys the X-wing (another ship destroyed): not asked for it',
        state: paigeTable(
          { round: { activated: true } },
          {
            shields: 0,
            damage: ['panickedpilot', 'blindedpilot', 'woundedpilot'].map((card) => ({ card, faceup: false })),
          },
        ),
        play: engage(
          attacks('v', 'x'),
          rolls('v', 'attack', ['hit', 'hit', 'hit']),
          (d) => (d.kind === 'declare-attack' && d.ship === 'x' ? ['pass'] : undefined),
          (d) => (d.kind === 'use-ability' && d.prompt.includes('primary attack') ? ['decline'] : undefined),
        ),
        check: (s, seen) => {
          expect(shipOf(s, 'x').gone?.how).toBe('destroyed');
          expect(paigeAsked(seen, 'destroyed')).toBe(false);
        },
      },
    ],
  },
];

/**
 * Paige Tico (Evacuation of D'Qar): Finch Dallow's MG-100 (whose loadout has her) with one disarm token at (400, 300)
 * facing up and a TIE at range 1–2 ahead, in the Engagement Phase (the card given: a position equips only what it
 * names); Vennie has no Paige.
 */
const paigeEvacTable = (pilot: string, disarm: number) => () =>
  position(
    'engagement',
    [
      {
        id: 'f',
        pilot,
        pose: { x: 400, y: 300, heading: 0 },
        tokens: { disarm },
        upgrades: pilot === 'vennie-evacuationofdqar' ? [] : ['paigetico-evacuationofdqar'],
      },
    ],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: 180 } }],
  );
const turretAttack = (seen: readonly Decision[]) =>
  seen.some(
    (d) =>
      d.kind === 'declare-attack' && d.ship === 'f' && d.options.some((o) => o.id === 'attack:t:primary:double-turret'),
  );
const frontAttack = (seen: readonly Decision[]) =>
  seen.some(
    (d) => d.kind === 'declare-attack' && d.ship === 'f' && d.options.some((o) => o.id === 'attack:t:primary:front'),
  );
const engagementOver = (s: GameState) => s.phase !== 'engagement';

SPECS.push({
  source: 'upgrade:paigetico-evacuationofdqar:0',
  standing: true,
  applies: {
    name: 'one disarm token: the turret primary attack is still offered (the front-arc one is not)',
    state: paigeEvacTable('finchdallow-evacuationofdqar', 1),
    play: (s) => playUntil(s, engagementOver, () => undefined),
    check: (_s, seen) => {
      expect(turretAttack(seen)).toBe(true);
      expect(frontAttack(seen)).toBe(false);
    },
  },
  doesNotApply: [
    {
      name: 'one disarm token, no Paige Tico aboard (Vennie): no attack',
      state: paigeEvacTable('vennie-evacuationofdqar', 1),
      play: (s) => playUntil(s, engagementOver, () => undefined),
      check: (_s, seen) => expect(turretAttack(seen)).toBe(false),
    },
    {
      name: 'two disarm tokens: no attack',
      state: paigeEvacTable('finchdallow-evacuationofdqar', 2),
      play: (s) => playUntil(s, engagementOver, () => undefined),
      check: (_s, seen) => expect(turretAttack(seen)).toBe(false),
    },
  ],
});
