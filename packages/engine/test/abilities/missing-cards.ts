/**
 * Cards the engine does not implement yet, read from the coverage figures — for the tests of what happens to such a
 * card (an 'ability-not-implemented' event), which must not name a card: card writers implement them one by one.
 */
import { loadContent } from '@xwing/content';
import { abilityTable } from '../../src/abilities/ability-table.js';
import { abilityCoverage } from '../../src/abilities/coverage.js';
import { shipAbilityId } from '../../src/abilities/source-keys.js';
import type { AbilityTable } from '../../src/context.js';

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

/**
 * A pilot with an ability not implemented whose only report is its own: no ship ability, or (s39: Esege Tuketu and
 * Colonel Jendon were the last without one) an implemented one; on a small base first, else a medium or large one (s35:
 * Tápusk was the last small-based one). s39: every non-epic pilot is implemented now (Captain Cardinal, Corran Horn,
 * Prince Xizor and Sarco Plank were the last), so when none is left the first small-based pilot with an ability and no
 * ship ability is hidden from a table of the test's own (`table`), as `missingShipAbility` does: the report of a pilot
 * without records is still played.
 */
export function missingPilot(): { pilot: string; table?: AbilityTable } {
  const alone = (x: (typeof content.data.pilots)[number]) =>
    !x.shipAbility || !missing.has(`ship-ability:${shipAbilityId(x.shipAbility)}`);
  const candidates = content.data.pilots.filter((x) => x.hasAbility && missing.has(`pilot:${x.xws}`) && alone(x));
  for (const withShipAbility of [false, true])
    for (const size of ['small', 'medium', 'large']) {
      const p = candidates.find(
        (x) => !!x.shipAbility === withShipAbility && content.shipsNamed(x.ship)[0]?.size === size,
      );
      if (p) return { pilot: p.xws };
    }
  const p = content.data.pilots.find(
    (x) => x.hasAbility && !x.shipAbility && content.shipsNamed(x.ship)[0]?.size === 'small' && !x.standardLoadout,
  );
  if (!p) throw new Error('no small-based pilot with an ability and no ship ability: pick another test card');
  return { pilot: p.xws, table: without(`pilot:${p.xws}`) };
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
 * A pilot whose ship ability is not implemented and whose own ability, if it has one, is (its ship ability is then the
 * only report): a small base first, else a medium or large one; a ship with a dial (a hyperspace ring has none: it
 * cannot play a round alone). Generic pilots first.
 */
export function missingShipAbility(): { pilot: string; key: string; name: string; table?: AbilityTable } {
  const order = ['small', 'medium', 'large'];
  const rank = (p: (typeof content.data.pilots)[number]) =>
    order.indexOf(content.shipsNamed(p.ship)[0]?.size ?? '') * 2 + (p.hasAbility ? 1 : 0);
  for (const p of [...content.data.pilots].sort((a, b) => rank(a) - rank(b))) {
    const ship = content.shipsNamed(p.ship)[0];
    if (!p.shipAbility || !ship || !order.includes(ship.size) || !ship.dial.length) continue;
    if (p.hasAbility && missing.has(`pilot:${p.xws}`)) continue;
    const key = `ship-ability:${shipAbilityId(p.shipAbility)}`;
    if (missing.has(key)) return { pilot: p.xws, key, name: p.shipAbility };
  }
  // Every ship ability of a pilot that can play a round alone is implemented (s35: Comms Shuttle, Locked and Loaded
  // were the last): the first such pilot's ship ability is hidden from a table of the test's own instead, so the report
  // of a ship ability without records is still played.
  for (const p of [...content.data.pilots].sort((a, b) => rank(a) - rank(b))) {
    const ship = content.shipsNamed(p.ship)[0];
    if (!p.shipAbility || !ship || !order.includes(ship.size) || !ship.dial.length) continue;
    if (p.hasAbility && missing.has(`pilot:${p.xws}`)) continue;
    const key = `ship-ability:${shipAbilityId(p.shipAbility)}`;
    return { pilot: p.xws, key, name: p.shipAbility, table: without(key) };
  }
  throw new Error('every ship ability of a pilot is implemented: pick another test case');
}

/** The engine's table less one source key's records (a test's own table: the game uses it as it is). */
function without(key: string): AbilityTable {
  const base = abilityTable();
  const sets = new Map<string, ReadonlySet<string>>();
  return {
    get: (k) => (k === key ? [] : base.get(k)),
    has: (k) => k !== key && base.has(k),
    keysIn: (w) => {
      let set = sets.get(w);
      if (set === undefined) {
        const all = base.keysIn(w);
        set = all.has(key) ? new Set([...all].filter((k) => k !== key)) : all;
        sets.set(w, set);
      }
      return set;
    },
    keys: () => base.keys().filter((k) => k !== key),
  };
}
