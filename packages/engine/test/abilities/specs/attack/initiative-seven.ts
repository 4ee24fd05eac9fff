/**
 * Card specs for the attack made "at initiative 7" of the Engagement Phase: Han Solo, the Rebel gunner
 * (abilities/cards/attack/gunners.ts; window 'engagement:initiative-seven', phases/engagement.ts). Rules: 000 "Engagement
 * Phase" (ships engage from the highest initiative down), "Performing an Attack", "Turret Arcs", "Destroying Ships"
 * (simultaneous fire among ships of the same initiative only). The rules say nothing of the card itself nor of
 * initiative 7; our reading (the card file's comment): that attack is not the ship's engagement, and once made, its
 * turret arc is barred to the ship for the rest of the round.
 *
 * The VCX-100 h (Lothal Rebel, initiative 2, seat 0) carries Han Solo and a Dorsal Turret (single turret arc, range
 * 1–2), its indicator pointing forward; the TIE t (Black Squadron Ace, initiative 3) faces it, ahead.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  answers,
  hasLogged,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Range 2 of the VCX's front edge (its dorsal turret reaches it), and range 3 (only its primary weapon does). */
const AT = { 2: 480, 3: 620 } as const;

const HAN: PositionShip['upgrades'] = ['hansolo-rebel', 'dorsalturret'];

/** h (upgrades given, turret facing `turret`) and TIE t at `ty` ahead, with `damage` facedown cards. */
const table =
  (h: { upgrades?: PositionShip['upgrades']; turret?: 'front' | 'rear' } = {}, ty: number = AT[2], damage = 0) =>
  () =>
    position(
      'engagement',
      [rebel('h', 'lothalrebel', 400, 300, { upgrades: h.upgrades ?? HAN, turret: h.turret ?? 'front' })],
      [
        imperial('t', 'blacksquadronace', 400, ty, {
          damage: Array.from({ length: damage }, () => ({ card: 'directhit', faceup: false })),
        }),
        // So that the game goes on once t is destroyed.
        imperial('far', 'academypilot', 100, 850),
      ],
    );

/**
 * Plays the Engagement Phase: h uses Han Solo, attacks t with its turret at initiative 7, and at its own engagement
 * attacks t with its primary weapon; h rolls `faces`, every other ship passes.
 */
const through = (faces: string[] = ['hit', 'hit']) =>
  playing(leaves('engagement'), () =>
    answers(
      useAbilityOf('Han Solo'),
      picks('declare-attack', 'attack:t:dorsalturret', 'h'),
      picks('declare-attack', 'attack:t:primary', 'h'),
      rolls('h', 'attack', faces),
    ),
  );

/** The first engagement the log shows (a ship passing or with nothing to attack), as an index into `types`. */
const firstEngagement = (types: string[]) =>
  types.findIndex((t) => t.startsWith('attack-passed:') || t.startsWith('no-attack:'));

/** h's attacks, as "defender:arc". */
const declared = (s: GameState, ship = 'h') =>
  logged(s, 'attack-declared', ship).map((e) => `${e.data?.defender}:${e.data?.arc}`);

/** The 'declare-attack' decisions of `ship`, in order. */
const declarations = (seen: readonly Decision[], ship: string) =>
  seen.filter((d) => d.kind === 'declare-attack' && d.ship === ship);

const notOffered = (_s: GameState, seen: Decision[]) => expect(offered(seen, 'Han Solo')).toBe(false);

const FACEDOWN = [
  'structuraldamage',
  'panickedpilot',
  'weaponsfailure',
  'fuelleak',
  'consolefire',
  'blindedpilot',
  'loosestabilizer',
  'hullbreach',
];

/** Both seats field Han Solo on a VCX with a Dorsal Turret, each in the other's turret arc at range 2. */
const twoHans = () =>
  position(
    'engagement',
    [rebel('h', 'lothalrebel', 400, 300, { upgrades: HAN, turret: 'front' })],
    [
      imperial('e', 'kananjarrus', 400, 300 + 42 + 42 + 150, {
        upgrades: HAN,
        turret: 'front',
        // Two hits from h destroy it (hull 10: 8 facedown cards, its shields gone).
        shields: 0,
        damage: FACEDOWN.map((card) => ({ card, faceup: false })),
      }),
      imperial('far', 'academypilot', 100, 850),
    ],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:hansolo-rebel:0',
    applies: kase(
      'at initiative 7 h attacks from its turret arc before the TIE engages; engaging later, only its front arc is left',
      table(),
      through(['hit']),
      (s, seen) => {
        expect(declared(s)).toEqual(['t:single-turret', 't:front']);
        const [seven, own] = declarations(seen, 'h');
        // Asked first, limited to the turret arc, with a pass.
        expect(seen.findIndex((d) => d.kind === 'use-ability' && d.ship === 'h')).toBe(0);
        expect(seven!.options.map((o) => o.id)).toEqual(['attack:t:dorsalturret:single-turret', 'pass']);
        // The TIE (initiative 3) engaged after the attack at initiative 7, and before h's own engagement.
        const tAt = seen.findIndex((d) => d.kind === 'declare-attack' && d.ship === 't');
        expect(tAt).toBeGreaterThan(seen.indexOf(seven!));
        expect(tAt).toBeLessThan(seen.indexOf(own!));
        // Its engagement offers its primary weapon, not the turret it already attacked from.
        expect(own!.options.some((o) => o.id === 'attack:t:primary:front')).toBe(true);
        expect(own!.options.some((o) => o.id.endsWith(':single-turret'))).toBe(false);
      },
    ),
    doesNotApply: [
      kase(
        'the TIE is at range 3, beyond the turret (the primary weapon reaches it)',
        table({}, AT[3]),
        through(),
        (s, seen) => {
          notOffered(s, seen);
          expect(declared(s)).toEqual(['t:front']);
        },
      ),
      kase(
        'the turret indicator points to the rear, away from the TIE',
        table({ turret: 'rear' }),
        through(),
        (s, seen) => {
          notOffered(s, seen);
          expect(declared(s)).toEqual(['t:front']);
        },
      ),
    ],
  },
  {
    source: 'upgrade:hansolo-rebel:0',
    applies: kase(
      'both seats field it: each is asked once, the first player first; the destroyed one still fires at initiative 7',
      twoHans,
      playing(leaves('engagement'), () =>
        answers(
          useAbilityOf('Han Solo'),
          picks('declare-attack', 'attack:e:dorsalturret', 'h'),
          picks('declare-attack', 'attack:h:dorsalturret', 'e'),
          rolls('h', 'attack', ['hit', 'hit']),
        ),
      ),
      (s, seen) => {
        const asked = seen.filter((d) => d.kind === 'use-ability').map((d) => d.ship);
        expect(asked).toEqual(['h', 'e']);
        expect(declared(s, 'h')).toEqual(['e:single-turret']);
        // Destroyed by h at initiative 7, e still makes its own attack at initiative 7 (simultaneous fire), then
        // leaves before any ship engages.
        expect(declared(s, 'e')).toEqual(['h:single-turret']);
        expect(shipOf(s, 'e').gone?.how).toBe('destroyed');
        const types = s.log.map((e) => `${e.type}:${e.ship ?? ''}`);
        expect(types.indexOf('ship-removed:e')).toBeGreaterThan(types.lastIndexOf('attack-declared:e'));
        expect(types.indexOf('ship-removed:e')).toBeLessThan(firstEngagement(types));
        expect(declarations(seen, 'e')).toHaveLength(1);
      },
    ),
    doesNotApply: kase(
      'a VCX without a turret weapon',
      table({ upgrades: ['hansolo-rebel'] }),
      through(),
      (s, seen) => {
        notOffered(s, seen);
        expect(declared(s)).toEqual(['t:front']);
      },
    ),
  },
  {
    source: 'upgrade:hansolo-rebel:0',
    applies: kase(
      'its attack destroys the TIE (initiative 3): removed at once, before it engages',
      table({}, AT[2], 2),
      through(['hit', 'hit']),
      (s, seen) => {
        expect(declared(s)).toEqual(['t:single-turret']);
        expect(shipOf(s, 't').gone?.how).toBe('destroyed');
        expect(declarations(seen, 't')).toHaveLength(0);
        const types = s.log.map((e) => `${e.type}:${e.ship ?? ''}`);
        expect(types.indexOf('ship-removed:t')).toBeGreaterThan(-1);
        expect(types.indexOf('ship-removed:t')).toBeLessThan(firstEngagement(types));
      },
    ),
    doesNotApply: kase(
      'Han Solo declined: the turret is still h’s to attack from at its engagement',
      table(),
      playing(hasLogged('attack-ended', 'h'), () =>
        answers(picks('declare-attack', 'attack:t:dorsalturret', 'h'), rolls('h', 'attack', ['hit'])),
      ),
      (s, seen) => {
        expect(offered(seen, 'Han Solo')).toBe(true);
        expect(declared(s)).toEqual(['t:single-turret']);
        // Its one declaration, at its own initiative, offered the turret.
        expect(declarations(seen, 'h')).toHaveLength(1);
      },
    ),
  },
];
