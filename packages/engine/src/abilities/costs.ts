/**
 * Costs and limits of ability records: whether a cost can be paid, paying it, once-per-round / once-per-game uses,
 * and the 'ability-used' log entry.
 */
import { addTokens, shipById, shipName, tokenCount } from '../combat/util.js';
import { spendForce } from '../util.js';
import type { Ctx } from '../context.js';
import type { EquippedUpgrade, ShipState } from '../state.js';
import type { Ability, Cost } from './vocabulary/types.js';
import { abilitiesOf, lendingCards } from './source-keys.js';

/** The green tokens whose spending as a price raises 'token:after-spend' (000 "Additional Token Rules"). */
const GREEN: ReadonlySet<string> = new Set(['focus', 'evade', 'calculate']);

/** The charges a cost spends come from the ability's own card: an upgrade's, or the ship's (pilot charges). */
export function chargeHolder(ship: ShipState, key: string): { get(): number; set(n: number): void } {
  if (key.startsWith('upgrade:')) {
    const [, xws] = key.split(':');
    const up = ship.upgrades.find((u) => u.xws === xws && !u.discarded);
    return { get: () => up?.charges ?? 0, set: (n) => up && (up.charges = n) };
  }
  return { get: () => ship.charges, set: (n) => (ship.charges = n) };
}

/**
 * Whether the ship can pay the costs now. Given the game (`ctx`), a Force cost also asks whether the ship may spend
 * Force at all now (static.ts forceForbidden, through ctx.effects: costs.ts must not import static.ts, which imports it).
 */
/**
 * The upgrade a `spend-upgrade-charge` cost spends from: the first the ship equips (not discarded) of one of the cost's
 * card types, non-recurring when it says so, with enough charges left; undefined when none (or no game to read the
 * cards in).
 */
export function upgradeChargePayer(
  ctx: Ctx | undefined,
  ship: ShipState,
  c: Extract<Cost, { kind: 'spend-upgrade-charge' }>,
): EquippedUpgrade | undefined {
  if (!ctx) return undefined;
  return ship.upgrades.find((u) => {
    if (u.discarded || (u.charges ?? 0) < c.count) return false;
    const side = ctx.content.upgrade(u.xws)?.sides[u.side];
    if (!side?.charges) return false;
    if (c.types && !c.types.includes(side.type)) return false;
    return !c.nonRecurring || side.charges.recovers === 0;
  });
}

export function canPay(ship: ShipState, key: string, costs: readonly Cost[] | undefined, ctx?: Ctx): boolean {
  for (const c of costs ?? []) {
    if (c.kind === 'spend-charge' && chargeHolder(ship, key).get() < c.count) return false;
    if (c.kind === 'spend-force' && (ship.force < c.count || (ctx && ctx.effects.forceForbidden(ctx, ship) !== null)))
      return false;
    if (c.kind === 'spend-shield' && ship.shields < c.count) return false;
    if (
      c.kind === 'spend-token' &&
      tokenCount(ship, c.token) < c.count &&
      tokenCount(ship, c.token) + lent(ctx, ship, c) < c.count
    )
      return false;
    if (c.kind === 'discard-condition' && !ship.conditions?.some((x) => x.xws === c.xws)) return false;
    if (c.kind === 'spend-upgrade-charge' && upgradeChargePayer(ctx, ship, c) === undefined) return false;
  }
  return true;
}

/**
 * support (s39): the friendly ships lending the ship their tokens of the cost's type while it attacks or defends
 * (`lend-tokens`: Esege Tuketu's focus; static.ts through ctx.effects, as forceForbidden). None outside an attack of
 * the ship's, for a token only removed ("unless it removes a green token"), or without a game.
 */
function lenders(ctx: Ctx | undefined, ship: ShipState, c: Extract<Cost, { kind: 'spend-token' }>) {
  if (!ctx || c.token !== 'focus' || c.removed) return [];
  const a = ctx.state.cursor.attack;
  if (!a || (a.attacker !== ship.id && a.defender !== ship.id)) return [];
  return ctx.effects.tokenLenders(ctx, ship, c.token);
}

/** How many tokens of the cost's type the ship's lenders hold (asked only when its own fall short). */
function lent(ctx: Ctx | undefined, ship: ShipState, c: Extract<Cost, { kind: 'spend-token' }>): number {
  let n = 0;
  for (const l of lenders(ctx, ship, c)) n += tokenCount(l.lender, c.token);
  return n;
}

/** Spends the ship's own `own` tokens of the cost's type, then the rest from its lenders (each lender's card used). */
function spendLent(ctx: Ctx, ship: ShipState, c: Extract<Cost, { kind: 'spend-token' }>, own: number): void {
  let left = c.count - own;
  const from = lenders(ctx, ship, c);
  if (own > 0) addTokens(ctx, ship, c.token, -own);
  for (const l of from) {
    if (left <= 0) break;
    const k = Math.min(left, tokenCount(l.lender, c.token));
    markUsed(ctx, l.ability, l.lender.id, l.key, l.index);
    addTokens(ctx, l.lender, c.token, -k);
    left -= k;
  }
}

export function pay(ctx: Ctx, ship: ShipState, key: string, costs: readonly Cost[] | undefined): void {
  for (const c of costs ?? []) {
    if (c.kind === 'spend-charge') {
      const h = chargeHolder(ship, key);
      h.set(h.get() - c.count);
    } else if (c.kind === 'spend-force') spendForce(ctx, ship, c.count);
    else if (c.kind === 'spend-shield') ship.shields -= c.count;
    else if (c.kind === 'spend-token') {
      const own = tokenCount(ship, c.token);
      if (own >= c.count) addTokens(ctx, ship, c.token, -c.count);
      else spendLent(ctx, ship, c, own);
      // Kept with the attack in progress ("if you spent no green token during the attack").
      const attack = ctx.state.cursor.attack;
      if (attack) (attack.spent ??= []).push({ ship: ship.id, token: c.token });
      // fidelity (s38): "after you spend a focus token" (Garven Dreis, Obi-Wan Kenobi, Kendy Idele's green token) hears
      // a token spent as an ability's price too, not only one spent on the dice (combat/attack.ts raises that one).
      if (GREEN.has(c.token) && !c.removed)
        for (let i = 0; i < c.count; i++)
          ctx.effects.raise(ctx, 'token:after-spend', { ship: ship.id, data: { token: c.token } });
    } else if (c.kind === 'discard-condition') ship.conditions = (ship.conditions ?? []).filter((x) => x.xws !== c.xws);
    else if (c.kind === 'spend-upgrade-charge') {
      const up = upgradeChargePayer(ctx, ship, c);
      if (up) up.charges = (up.charges ?? 0) - c.count;
    } else {
      // A token another party of the attack gains as the price (attack pilots: Gideon Hask's attacker).
      const attack = ctx.state.cursor.attack;
      const id = c.who === undefined ? undefined : attack?.[c.who];
      // A remote party (issue 26: a remote attacker) gains no tokens (supplement "Using Remotes").
      const remoteParty = (c.who === 'attacker' && attack?.remoteAttacker) || (c.who === 'defender' && attack?.remote);
      if (!remoteParty) addTokens(ctx, id === undefined ? ship : shipById(ctx.state, id), c.token, c.count, ship.id);
    }
  }
  if (costs && costs.length > 0)
    ctx.emit('cost-paid', `${shipName(ctx, ship)} pays for an ability.`, {
      ship: ship.id,
      data: { costs: costs.map((c) => ({ ...c })) },
    });
}

function useKey(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): string | null {
  if (!ability.limit || ability.limit === 'unlimited') return null;
  const base = `${ship}|${key}#${index}`;
  return ability.limit === 'once-per-round' ? `${base}@${ctx.state.round}` : base;
}

/**
 * movement (s39): whether the record at `index` of `key` (one with a limit, whose use is kept) was used by the ship
 * — this round for a once-per-round record (`record-used`).
 */
export function recordUsed(ctx: Ctx, ship: string, key: string, index: number): boolean {
  const ability = abilitiesOf(ctx, key)[index];
  return ability !== undefined && limitReached(ctx, ability, ship, key, index);
}

/** Whether a once-per-round or once-per-game ability was already used. */
export function limitReached(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): boolean {
  const k = useKey(ctx, ability, ship, key, index);
  return k !== null && (ctx.state.abilityUses ?? []).includes(k);
}

/** Per content, each damage card's title by xws (the first card of that id in the decks' order). */
const damageTitles = new WeakMap<object, Map<string, string | undefined>>();

/** A damage card's title: the decks are read once per content, not at every ability a damage card uses. */
function damageTitle(ctx: Ctx, xws: string): string | undefined {
  let titles = damageTitles.get(ctx.content);
  if (!titles) {
    titles = new Map();
    for (const deck of ctx.content.data.damageDecks)
      for (const c of deck.cards) if (!titles.has(c.xws)) titles.set(c.xws, c.title);
    damageTitles.set(ctx.content, titles);
  }
  return titles.get(xws);
}

/** The card an ability key names, as a player reads it ("Howlrunner", "Marksmanship", "Damaged Engine"). */
export function sourceName(ctx: Ctx, key: string): string {
  const [kind, id = '', side] = key.split(':');
  if (kind === 'pilot') return ctx.content.pilot(id)?.name ?? id;
  if (kind === 'device') return ctx.content.upgrade(id)?.sides[0]?.device?.name ?? id;
  if (kind === 'upgrade') return ctx.content.upgrade(id)?.sides[Number(side ?? 0)]?.title ?? id;
  if (kind === 'damage') return damageTitle(ctx, id) ?? id;
  if (kind === 'condition') return ctx.content.condition(id)?.name ?? id;
  if (kind === 'token') return `${id} token`;
  if (kind === 'obstacle') return id.replace('-', ' ');
  return id;
}

/**
 * An ability resolves (or its modification is used): a limited one's use is recorded, and the log says which card it
 * was ('ability-used', data: the source key and the ability's index in it), so a replay and a player read who did
 * what, and the flow specs can check that a card's ability fired (test/abilities/card-specs.test.ts).
 */
export function markUsed(ctx: Ctx, ability: Ability, ship: string, key: string, index: number): void {
  const k = useKey(ctx, ability, ship, key, index);
  if (k !== null) (ctx.state.abilityUses ??= []).push(k);
  // A pilot ability another ship lends (IG-2000): its lending card is logged first, so the ability's own entry stays
  // the last one (lasting.ts reads it as the source resolving now).
  if (key.startsWith('pilot:')) {
    const s = shipById(ctx.state, ship);
    if (key !== `pilot:${s.pilot}`)
      for (const lent of lendingCards(ctx, s, key))
        ctx.emit('ability-used', `${shipName(ctx, s)} uses ${sourceName(ctx, lent.key)}.`, {
          ship,
          data: { source: lent.key, index: lent.index },
        });
  }
  ctx.emit('ability-used', `${shipName(ctx, shipById(ctx.state, ship))} uses ${sourceName(ctx, key)}.`, {
    ship,
    data: { source: key, index },
  });
}
