/**
 * Title upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - Gauntlet: in its System Phase step, the ship may spend a charge to repair a faceup Ship damage card (the crew
 *   slot it adds is squad building, in the content).
 * - Shadow Caster: after the ship attacks and hits, with the defender in both its single turret arc and its front
 *   arc, the defender gains a tractor token (given by this ship: its player decides the tractor move, supplement
 *   "Tractor").
 * - Squad building only (000 "Upgrades"; the actions some of them bring are the content's action grants): Xanadu
 *   Blood (a crew and a device slot more), Andrasta (a device slot), B6 Blade Wing Prototype (a gunner slot), Havoc
 *   (a sensor and an astromech slot for its crew slot), Mist Hunter (a cannon slot).
 * - Razor Crest: at Setup, once forces are placed, its player puts one non-limited Illicit upgrade the ship could
 *   equip (its size and action restrictions met) facedown under the card — stowed, not equipped, a secret of that
 *   player (`stow-upgrade`, view.ts). In its System Phase step the ship may reveal it and equip it with its printed
 *   charges, at no cost (`equip-stowed`). Readings: "as if it were equipped at Setup" is read as in play from then on,
 *   beside the upgrades the ship has, whatever slots they fill (the card gives it no slot of its own); the card's list
 *   is the content's standard-legal Illicit cards; the Setup step is read as after placing forces ('phase:end' of
 *   setup), since the card gives no other moment and nothing there depends on the choice.
 */
import type { Ability, Ctx } from '../../vocabulary/types.js';

const SETUP_DONE = { kind: 'subject-data', key: 'phase', oneOf: ['setup'] } as const;

/** The non-limited Illicit upgrades the ship could equip (size and action restrictions), one answer each. */
function stowable(ctx: Ctx, me: string): { id: string; label: string }[] {
  const ship = ctx.state.ships.find((x) => x.id === me);
  const pilot = ship && ctx.content.pilot(ship.pilot);
  if (!ship || !pilot) return [];
  const actions = (pilot.shipActions ?? ctx.content.ship(pilot.faction, pilot.ship)?.actions ?? []).map((a) => a.type);
  return ctx.content.data.upgrades
    .filter(
      (u) =>
        u.limited === 0 &&
        u.sides[0]?.type === 'illicit' &&
        u.formats.standard &&
        u.restrictions.every((group) =>
          group.some((r) =>
            r.kind === 'size' ? r.sizes.includes(ship.base) : r.kind === 'action' ? actions.includes(r.action) : false,
          ),
        ),
    )
    .map((u) => ({ id: u.xws, label: `${u.name}, facedown under Razor Crest` }));
}

/**
 * A card whose whole ability is squad building: slots added to (or, with a negative amount, taken from) the ship's
 * upgrade bar, as the content's slot grants of the card say (test/abilities/subsystem-words.test.ts checks they
 * agree). The squad rules apply them; the game logs the card as used when the loadout fills a slot it adds
 * (abilities/squad-slots.ts).
 */
export function slotsCard(xws: string, name: string, add: { slot: string; amount: number }[]): Ability[] {
  const said = add.map((g) => `${g.amount > 0 ? '+' : ''}${g.amount} ${g.slot}`).join(', ');
  return [
    {
      source: { kind: 'upgrade', xws, side: 0 },
      window: 'squad:slots',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'squad-slots', add },
      summary: `${name}: upgrade slots ${said}.`,
    },
  ];
}

export const SUBSYSTEM_TITLES: Record<string, Ability[]> = {
  'upgrade:razorcrest:0': [
    {
      source: { kind: 'upgrade', xws: 'razorcrest', side: 0 },
      window: 'phase:end',
      when: SETUP_DONE,
      optional: false,
      choices: stowable,
      effect: { kind: 'stow-upgrade' },
      summary: 'Razor Crest: at Setup, put a non-limited Illicit upgrade facedown under this card.',
    },
    {
      source: { kind: 'upgrade', xws: 'razorcrest', side: 0 },
      window: 'system',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'has-stowed-upgrade' }] },
      optional: true,
      effect: { kind: 'equip-stowed' },
      summary: 'Razor Crest: reveal the Illicit upgrade under this card and equip it.',
    },
  ],
  'upgrade:gauntlet:0': [
    {
      source: { kind: 'upgrade', xws: 'gauntlet', side: 0 },
      window: 'system',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: 'Gauntlet: spend a charge to repair a faceup Ship damage card.',
    },
  ],
  'upgrade:shadowcaster:0': [
    {
      source: { kind: 'upgrade', xws: 'shadowcaster', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-role', role: 'attacker' },
          { kind: 'subject-data', key: 'hit', oneOf: [true] },
          { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'other' },
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'other' },
      summary: 'Shadow Caster: the defender, hit in your turret and front arcs, gains a tractor token.',
    },
  ],
  'upgrade:xanadublood:0': slotsCard('xanadublood', 'Xanadu Blood', [
    { slot: 'crew', amount: 1 },
    { slot: 'device', amount: 1 },
  ]),
  'upgrade:andrasta:0': slotsCard('andrasta', 'Andrasta', [{ slot: 'device', amount: 1 }]),
  'upgrade:b6bladewingprototype:0': slotsCard('b6bladewingprototype', 'B6 Blade Wing Prototype', [
    { slot: 'gunner', amount: 1 },
  ]),
  'upgrade:havoc:0': slotsCard('havoc', 'Havoc', [
    { slot: 'sensor', amount: 1 },
    { slot: 'astromech', amount: 1 },
    { slot: 'crew', amount: -1 },
  ]),
  'upgrade:misthunter:0': slotsCard('misthunter', 'Mist Hunter', [{ slot: 'cannon', amount: 1 }]),
};
