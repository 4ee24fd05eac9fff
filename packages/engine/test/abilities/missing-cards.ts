/**
 * Cards the engine does not implement yet, read from the coverage figures — for the tests of what happens to such a
 * card (an 'ability-not-implemented' event), which must not name a card: card writers implement them one by one.
 */
import { loadContent } from '@xwing/content';
import { abilityTable } from '../../src/abilities/ability-table.js';
import { abilityCoverage } from '../../src/abilities/coverage.js';
import { shipAbilityId } from '../../src/abilities/source-keys.js';

const content = loadContent();
const coverage = abilityCoverage(content, abilityTable(), 'xwa-50p2.0');
const missing = new Set([
  ...Object.values(coverage.pilots.byFaction).flatMap((g) => g.missing),
  ...Object.values(coverage.upgrades.bySlot).flatMap((g) => g.missing),
  ...coverage.shipAbilities.missing,
]);

/** Whether the engine lacks the ability of this source key ('pilot:x', 'upgrade:x:0', 'ship-ability:x'). */
export function isMissing(key: string): boolean {
  return missing.has(key);
}

/** A small-based pilot with an ability not implemented and no ship ability (its only report is its own). */
export function missingPilot(): string {
  const p = content.data.pilots.find(
    (x) =>
      x.hasAbility &&
      !x.shipAbility &&
      missing.has(`pilot:${x.xws}`) &&
      content.shipsNamed(x.ship)[0]?.size === 'small',
  );
  if (!p) throw new Error('every small-based pilot without a ship ability is implemented: pick another test card');
  return p.xws;
}

/** A one-sided upgrade whose ability is not implemented and that gives no ship ability. */
export function missingUpgrade(): string {
  const u = content.data.upgrades.find(
    (x) =>
      x.sides.length === 1 && x.sides[0]!.hasAbility && !x.sides[0]!.shipAbility && missing.has(`upgrade:${x.xws}:0`),
  );
  if (!u) throw new Error('every one-sided upgrade is implemented: pick another test card');
  return u.xws;
}

/**
 * A pilot whose own ability, if any, is implemented, small-based while one is left, whose ship ability is not
 * implemented, and that ability (the generic ones all have theirs now).
 */
export function missingShipAbility(): { pilot: string; key: string; name: string } {
  const flies = (x: (typeof content.data.pilots)[number]) => !!content.shipsNamed(x.ship)[0]?.dial.length;
  // Spacetug Tractor Array (s30-subsa) was the last small one: a larger base is taken once none is left.
  const smallLeft = content.data.pilots.some(
    (x) =>
      !missing.has(`pilot:${x.xws}`) &&
      x.shipAbility &&
      flies(x) &&
      content.shipsNamed(x.ship)[0]?.size === 'small' &&
      missing.has(`ship-ability:${shipAbilityId(x.shipAbility)}`),
  );
  for (const p of content.data.pilots) {
    // No ability of its own left unimplemented (its ship ability is then the game's one report).
    if (missing.has(`pilot:${p.xws}`) || !p.shipAbility) continue;
    // A ship that flies (a dial to set: the epic game's hyperspace ring has none), small first, then any base but a
    // huge ship's (epic rules).
    const ship = content.shipsNamed(p.ship)[0];
    if (!ship?.dial.length || ship.size === 'huge' || (ship.size !== 'small' && smallLeft)) continue;
    const key = `ship-ability:${shipAbilityId(p.shipAbility)}`;
    if (missing.has(key)) return { pilot: p.xws, key, name: p.shipAbility };
  }
  throw new Error('every generic pilot’s ship ability is implemented: pick another test case');
}
