/**
 * `xwing dice --attacker/--defender`: a side given as a ship (pilot and upgrades) instead of a dice word. Its dice,
 * agility, hull, shields and Force come from the card data; its dice abilities from the engine's own ability records
 * (@xwing/engine shipDiceAbilities), so the odds count exactly the cards the games play. Loaded only when a ship is
 * given, so plain dice words start as fast as before.
 */
import { loadContent } from '@xwing/content';
import type { AttackSpec, DefenderSpec, Modification, SideTokens } from '@xwing/dice';
import { type OddsCard, type OddsLeftOut, type OddsShip, shipDiceAbilities, shipOddsStats } from '@xwing/engine';
import { UsageError } from './options.js';

/** "lukeskywalker+instinctiveaim+r2d2" (an upgrade's other side as "xws:1"). */
export function parseShip(text: string, flag: string): OddsShip {
  const parts = text.split('+').map((p) => p.trim());
  if (parts.some((p) => p === ''))
    throw new UsageError(`${flag} wants a pilot and its upgrades joined by "+", e.g. lukeskywalker+instinctiveaim`);
  const [pilot, ...rest] = parts as [string, ...string[]];
  const upgrades = rest.map((u) => {
    const m = /^([a-z0-9-]+)(?::([01]))?$/.exec(u);
    if (!m) throw new UsageError(`${flag}: ${JSON.stringify(u)} is not an upgrade xws id (or xws:side)`);
    return m[2] === undefined ? { xws: m[1]! } : { xws: m[1]!, side: Number(m[2]) };
  });
  return { pilot, upgrades };
}

export interface ShipSideInput {
  ship: OddsShip;
  /** The tokens the side holds, from its letters (focus, lock, evade, …); Force defaults to the ship's full Force. */
  tokens: SideTokens;
}

export interface CardsReport {
  counted: OddsCard[];
  leftOut: OddsLeftOut[];
}

export interface ShipSides {
  attack: Partial<AttackSpec> & { dice?: number };
  defender: Partial<DefenderSpec>;
  cards: { attacker?: CardsReport; defender?: CardsReport };
}

/** What the ships give each side of the query: dice, stats, tokens with their Force and charges, modifications. */
export function shipSides(opts: {
  attacker?: ShipSideInput;
  defender?: ShipSideInput;
  /** The plain side's tokens (a dice word), for the other side's conditions on them. */
  attackerTokens: SideTokens;
  defenderTokens: SideTokens;
  weapon: string;
  range: number;
  obstructed: boolean;
  bullseye: boolean;
  inDefenderArcs: readonly string[];
  assumeBoard: boolean;
}): ShipSides {
  const content = loadContent();
  const out: ShipSides = { attack: {}, defender: {}, cards: {} };
  const known = (what: () => void, flag: string) => {
    try {
      what();
    } catch (e) {
      throw new UsageError(`${flag}: ${e instanceof Error ? e.message.replace(/^(odds|engine): /, '') : String(e)}`);
    }
  };
  let weaponArc = 'front';
  let ordnance = false;
  if (opts.attacker) {
    const a = opts.attacker;
    known(() => {
      const s = shipOddsStats(content, a.ship, opts.weapon);
      ordnance = s.ordnance;
      weaponArc =
        opts.weapon === 'primary'
          ? (content.statsOf(content.pilot(a.ship.pilot)!).attacks[0]?.arc ?? 'front')
          : (content.upgrade(opts.weapon)?.sides[0]?.attack?.arc ?? 'front');
      out.attack.dice = s.attack;
      a.tokens = withForce(a.tokens, s.force);
    }, '--attacker');
  } else if (opts.weapon !== 'primary') throw new UsageError('--weapon names a weapon of the --attacker ship');
  if (opts.defender) {
    const d = opts.defender;
    known(() => {
      const s = shipOddsStats(content, d.ship, 'primary');
      out.defender.dice = s.agility;
      out.defender.hull = s.hull;
      out.defender.shields = s.shields;
      d.tokens = withForce(d.tokens, s.force);
    }, '--defender');
  }
  const attackerTokens = opts.attacker?.tokens ?? opts.attackerTokens;
  const defenderTokens = opts.defender?.tokens ?? opts.defenderTokens;
  const facts = {
    weapon: opts.weapon,
    range: opts.range,
    obstructed: opts.obstructed,
    ordnance,
    arc: weaponArc,
    defenderInAttackerArcs: opts.bullseye ? ['bullseye'] : [],
    attackerInDefenderArcs: opts.inDefenderArcs,
    assumeBoard: opts.assumeBoard,
  };
  const abilities = (side: ShipSideInput, role: 'attacker' | 'defender', mine: SideTokens, theirs: SideTokens) => {
    const r = shipDiceAbilities(content, side.ship, {
      ...facts,
      role,
      tokens: counts(mine),
      opponentTokens: counts(theirs),
    });
    if (r.charges !== undefined) side.tokens = { ...side.tokens, charge: r.charges };
    return r;
  };
  if (opts.attacker) {
    const r = abilities(opts.attacker, 'attacker', attackerTokens, defenderTokens);
    out.attack.tokens = opts.attacker.tokens;
    if (r.modifications.length) out.attack.modifications = r.modifications as Modification[];
    if (ordnance) out.attack.ordnance = true;
    out.cards.attacker = { counted: r.counted, leftOut: r.leftOut };
  }
  if (opts.defender) {
    const r = abilities(opts.defender, 'defender', defenderTokens, attackerTokens);
    out.defender.tokens = opts.defender.tokens;
    if (r.modifications.length) out.defender.modifications = r.modifications as Modification[];
    out.cards.defender = { counted: r.counted, leftOut: r.leftOut };
  }
  return out;
}

/** The side's tokens with its Force: as many as its letters say, or its printed Force when they say none. */
function withForce(tokens: SideTokens, force: number): SideTokens {
  if (force <= 0) return tokens;
  const n = tokens.force ?? Math.min(9, force);
  return { ...tokens, force: n, forceMax: Math.max(n, Math.min(9, force)) };
}

function counts(t: SideTokens): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(t)) if (k !== 'forceMax' && typeof v === 'number') out[k] = v;
  return out;
}
