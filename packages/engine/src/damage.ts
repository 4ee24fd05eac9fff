/**
 * Suffering damage, damage cards and destroyed ships (rulebook 000: "Suffering Damage", "Destroying Ships",
 * "Repairing Damage Cards"; 001: Engagement, Deal Damage).
 *
 * - Damage is suffered one at a time: each removes an active shield, or (no shield left) deals a damage card from the
 *   ship owner's deck — facedown for a hit, faceup for a crit, whose effect then resolves. All hits are suffered
 *   before crits.
 * - A ship is destroyed when its damage cards (faceup and facedown) reach its hull value. Outside the Engagement Phase
 *   it is removed at once; during it, it stays in play (`pendingRemoval`) until every ship with the engaged ship's
 *   initiative has engaged (simultaneous fire), then `removePendingShips` takes it away.
 */
import { ruleSetOf } from './rule-sets/index.js';
import { askInstead, replaced } from './abilities/replace.js';
import type { Content } from '@xwing/content';
import { raise, settle } from './abilities/run.js';
import { damageCardsFaceup, hitsSufferedAsCrits, removalDelayed, shieldDonors } from './abilities/static.js';
import { markUsed } from './abilities/costs.js';
import { cardsChanged } from './abilities/source-keys.js';
import { deleteField } from './fast-delete.js';
import { takeIdentities } from './identity.js';
import { pilotOf, shipById, shipName } from './combat/util.js';
import type { Ctx } from './context.js';
import { shuffle } from './rng.js';
import { afterDamagePoint, onDestroyed } from './scenario/hooks.js';
import type { GameState, ShipState } from './state.js';

/**
 * The core damage deck as card ids, one entry per copy (33 cards of 14 titles), in content order. The caller shuffles
 * it with the state's generator (see `shuffledDamageDeck`).
 */
export function buildDamageDeck(content: Content, deck = 'core'): string[] {
  const d = content.data.damageDecks.find((x) => x.xws === deck);
  if (!d) throw new Error(`engine: the content has no damage deck ${JSON.stringify(deck)}`);
  const cards: string[] = [];
  for (const c of d.cards) for (let i = 0; i < c.amount; i++) cards.push(c.xws);
  return cards;
}

/** The core damage deck shuffled with (and advancing) the state's generator: what setup gives each player. */
export function shuffledDamageDeck(state: GameState, content: Content): string[] {
  return shuffle(state.rng, buildDamageDeck(content, ruleSetOf(state).damage.deck));
}

/** Draws the top card of the owner's deck, reshuffling the discard pile into it when it is empty. */
function drawDamageCard(ctx: Ctx, ship: ShipState): string | null {
  const player = ctx.state.players[ship.player];
  if (player.damageDeck.length === 0 && player.damageDiscard.length > 0) {
    player.damageDeck = shuffle(ctx.state.rng, player.damageDiscard.splice(0));
    ctx.emit('damage-deck-reshuffled', `${player.name} shuffles the damage discard pile into a new damage deck.`);
  }
  return player.damageDeck.shift() ?? null;
}

/** A ship's damage cards reached its hull value. */
export function isDestroyedByDamage(ship: ShipState): boolean {
  if (ship.damage.length >= ship.hull) return true;
  // A faceup card that counts as more than one (the first edition's Direct Hit!, 002 §Destroying ships).
  let n = ship.damage.length;
  for (const d of ship.damage) if (d.counts !== undefined && d.faceup) n += d.counts - 1;
  return n >= ship.hull;
}

/** Gone or waiting to be removed. */
function alreadyDestroyed(ship: ShipState): boolean {
  return ship.pendingRemoval || ship.gone !== null;
}

/**
 * The ship suffers `hits` regular and `crits` critical damage (hits first). `source` says where it came from, for the
 * log ("attack by …", "asteroid", "Console Fire"). Faceup cards' effects resolve as they are dealt.
 *
 * `pausable`: the caller can stop here and come back (an attack's damage step): before each damage card is dealt, the
 * 'damage:before-card' abilities may change it (001 "Damage Cards"; a "you may" asks its owner). Then 'asked' means
 * a decision waits; the progress is kept in `state.dealing` and `resumeDamage` goes on from the card drawn.
 */
export function sufferDamage(
  ctx: Ctx,
  shipId: string,
  hits: number,
  crits: number,
  source: string,
  pausable = false,
): 'done' | 'asked' {
  const ship = shipById(ctx.state, shipId);
  if (alreadyDestroyed(ship) && ship.gone !== null) return 'done';
  // A standing "instead" may replace the damage whole (abilities/replace.ts): then nothing more happens here.
  if (hits + crits > 0 && replaced(ctx, ship.id, 'instead:suffer-damage', { hits, crits, source })) return 'done';
  // A standing rule may turn regular damage into critical damage (e.g. Hull Breach).
  const asCrits = hits > 0 ? hitsSufferedAsCrits(ctx, ship) : null;
  if (asCrits) {
    ctx.emit(
      'damage-converted',
      `${asCrits}: ${shipName(ctx, ship)} suffers ${hits} critical damage instead of regular.`,
      { ship: ship.id, data: { hits, by: asCrits } },
    );
    crits += hits;
    hits = 0;
  }
  const progress: Dealing = { ship: ship.id, hits, crits, source, next: 0, dealt: [] };
  if (pausable) ctx.state.dealing = progress;
  return dealPoints(ctx, progress, pausable);
}

type Dealing = NonNullable<GameState['dealing']>;

/** Goes on with damage that stopped before a card was dealt (`state.dealing`); 'asked' when it stops again. */
export function resumeDamage(ctx: Ctx): 'done' | 'asked' {
  const progress = ctx.state.dealing;
  return progress ? dealPoints(ctx, progress, true) : 'done';
}

/** The damage points from `progress.next` on, one at a time (a shield lost, or a card dealt). */
function dealPoints(ctx: Ctx, progress: Dealing, pausable: boolean): 'done' | 'asked' {
  const ship = shipById(ctx.state, progress.ship);
  const { hits, crits, source, dealt } = progress;
  // Resumed after an optional replacement of the destruction was asked (below): only the destruction is left.
  if (progress.suffered) {
    if (ctx.state.dealing === progress) delete ctx.state.dealing;
    if (isDestroyedByDamage(ship) && !alreadyDestroyed(ship)) destroyShip(ctx, ship.id, source);
    return 'done';
  }
  for (; progress.next < hits + crits; progress.next++) {
    const i = progress.next;
    if (isDestroyedByDamage(ship)) break;
    const crit = i >= hits;
    // A docked ship's shields that count as the ship's own (static.ts shieldDonors) take what its own cannot.
    const donor = progress.card === undefined && ship.shields === 0 ? shieldDonors(ctx, ship)[0] : undefined;
    if (donor) {
      markUsed(ctx, donor.ability, ship.id, donor.key, donor.index);
      donor.donor.shields--;
      progress.shieldsLost = (progress.shieldsLost ?? 0) + 1;
      ctx.emit('shield-lost', `${shipName(ctx, ship)} loses a shield of ${donor.donor.id} (${source}).`, {
        ship: ship.id,
        data: { crit, shields: donor.donor.shields, source, of: donor.donor.id },
      });
    } else if (progress.card === undefined && ship.shields > 0) {
      ship.shields--;
      progress.shieldsLost = (progress.shieldsLost ?? 0) + 1;
      ctx.emit('shield-lost', `${shipName(ctx, ship)} loses a shield (${source}).`, {
        ship: ship.id,
        data: { crit, shields: ship.shields, source },
      });
    } else {
      let card = progress.card;
      if (card === undefined) {
        const drawn = drawDamageCard(ctx, ship);
        if (drawn === null) {
          ctx.emit('damage-deck-empty', `No damage card is left to deal to ${shipName(ctx, ship)}.`, {
            ship: ship.id,
          });
          break;
        }
        // A standing effect may deal every card faceup, regular damage's too (static.ts damageCardsFaceup).
        card = { id: drawn, faceup: crit || damageCardsFaceup(ctx, ship) !== null };
        // Abilities that change the card before it is dealt (only where the caller can wait for their questions).
        if (pausable && beforeCard(ctx, progress, card) === 'asked') return 'asked';
      }
      delete progress.card;
      const faceup = card.fate ? card.fate === 'faceup' : card.faceup;
      if (card.fate === 'discard') {
        ctx.state.players[ship.player].damageDiscard.push(card.id);
        ctx.emit('damage-card-discarded', `The damage card for ${shipName(ctx, ship)} is discarded (${source}).`, {
          ship: ship.id,
          data: { source },
        });
      } else dealCard(ctx, ship, card.id, faceup, source, dealt);
    }
    if (ctx.state.scenario) afterDamagePoint(ctx, ship, crit, shipPoints(ctx, ship));
  }
  // Deleted so that the state stays a fast object (fast-delete.ts): the trigger stack is often added after `dealing`.
  if (ctx.state.dealing === progress) deleteField(ctx.state, 'dealing');
  // `shieldLost`: the damage cost the ship at least one shield (Quickdraw: "after you lose a shield");
  // `shieldsLost`: how many.
  const shieldsLost = progress.shieldsLost ?? 0;
  const shieldLost = shieldsLost > 0;
  raise(ctx, 'damage:suffered', { ship: ship.id, data: { hits, crits, source, dealt, shieldLost, shieldsLost } });
  if (isDestroyedByDamage(ship) && !alreadyDestroyed(ship)) {
    // "If you would be destroyed, you may …" (subsystems, s32-subsa: 'instead:destroyed'): asked where the damage can
    // stop (an attack's), the destruction then resolved as the damage resumes (destroyShip uses the answer).
    if (pausable && askInstead(ctx, ship.id, 'instead:destroyed', { how: source }) === 'asked') {
      progress.suffered = true;
      ctx.state.dealing = progress;
      return 'asked';
    }
    destroyShip(ctx, ship.id, source);
  }
  return 'done';
}

/**
 * Raises 'damage:before-card' for the card drawn and settles it: 'asked' when an ability asks its owner (the card is
 * kept in `progress.card` and dealt as they leave it once the game comes back). Only when an ability listens.
 */
function beforeCard(ctx: Ctx, progress: Dealing, card: NonNullable<Dealing['card']>): 'done' | 'asked' {
  const stack = ctx.state.triggers?.length ?? 0;
  const trait = damageTrait(ctx, card.id);
  progress.card = card;
  raise(ctx, 'damage:before-card', {
    ship: progress.ship,
    data: { faceup: card.faceup, card: card.id, ...(trait ? { trait } : {}), source: progress.source },
  });
  if ((ctx.state.triggers?.length ?? 0) === stack) return 'done';
  // Only the window just raised: one below it may be mid-resolution (a granted SLAM's obstacle dealing this damage).
  return settle(ctx, stack);
}

/** Each damage card's trait and weight, by its id (the first deck naming it), built once per content. */
const FACTS = new WeakMap<object, Map<string, { trait: string; countsAs?: number }>>();
function damageFacts(ctx: Ctx, id: string): { trait: string; countsAs?: number } | undefined {
  let facts = FACTS.get(ctx.content);
  if (!facts) {
    facts = new Map();
    for (const deck of ctx.content.data.damageDecks)
      for (const c of deck.cards) if (!facts.has(c.xws)) facts.set(c.xws, c);
    FACTS.set(ctx.content, facts);
  }
  return facts.get(id);
}

function damageTrait(ctx: Ctx, id: string): string | undefined {
  return damageFacts(ctx, id)?.trait;
}

function dealCard(ctx: Ctx, ship: ShipState, card: string, faceup: boolean, source: string, dealt: number[]): void {
  const counts = faceup ? damageFacts(ctx, card)?.countsAs : undefined;
  ship.damage.push(counts === undefined ? { card, faceup } : { card, faceup, counts });
  const index = ship.damage.length - 1;
  dealt.push(index);
  // The cards the defender of an attack is dealt during it, whatever deals them ('attack:after' names them).
  const attack = ctx.state.cursor.attack;
  if (attack && attack.defender === ship.id) (attack.dealt ??= []).push({ card, faceup });
  if (faceup) {
    ctx.emit('damage-card-dealt', `${shipName(ctx, ship)} is dealt a faceup damage card (${source}).`, {
      ship: ship.id,
      data: { faceup: true, card, index, source },
    });
    if (!isDestroyedByDamage(ship)) raise(ctx, 'damage:faceup-dealt', { ship: ship.id, data: { dealtIndex: index } });
  } else {
    ctx.emit('damage-card-dealt', `${shipName(ctx, ship)} is dealt a facedown damage card (${source}).`, {
      ship: ship.id,
      data: { faceup: false, index, source },
    });
  }
}

/** Deals one facedown damage card to the ship (not suffering damage: shields do not stop it), e.g. Seyn Marana. */
export function dealFacedownDamage(ctx: Ctx, shipId: string, source: string): void {
  const ship = shipById(ctx.state, shipId);
  if (alreadyDestroyed(ship) && ship.gone !== null) return;
  const card = drawDamageCard(ctx, ship);
  if (card === null) {
    ctx.emit('damage-deck-empty', `No damage card is left to deal to ${shipName(ctx, ship)}.`, { ship: ship.id });
    return;
  }
  ship.damage.push({ card, faceup: false });
  const index = ship.damage.length - 1;
  ctx.emit('damage-card-dealt', `${shipName(ctx, ship)} is dealt a facedown damage card (${source}).`, {
    ship: ship.id,
    data: { faceup: false, index, source },
  });
  // fidelity (s38): "after a ship is dealt a damage card" hears a card dealt outside suffered damage here.
  raise(ctx, 'damage:card-dealt', { ship: ship.id, data: { faceup: false, index, source } });
  if (ctx.state.scenario) afterDamagePoint(ctx, ship, false, shipPoints(ctx, ship));
  if (isDestroyedByDamage(ship) && !alreadyDestroyed(ship)) destroyShip(ctx, ship.id, source);
}

/**
 * Takes one copy of `card` out of the player's damage deck (a search: the deck is then shuffled); false when the deck
 * holds none (I'll Show You the Dark Side's card placed on the condition).
 */
export function takeDamageCard(ctx: Ctx, player: number, card: string): boolean {
  const p = ctx.state.players[player];
  const at = p?.damageDeck.indexOf(card) ?? -1;
  if (!p || at < 0) return false;
  p.damageDeck.splice(at, 1);
  p.damageDeck = shuffle(ctx.state.rng, p.damageDeck);
  ctx.emit('damage-deck-searched', `${p.name} searches the damage deck, takes ${card} and shuffles it.`, {
    data: { card },
  });
  return true;
}

/** Deals this damage card (one not drawn: a card set aside on a condition) to the ship, faceup or facedown. */
export function dealDamageCard(ctx: Ctx, shipId: string, card: string, faceup: boolean, source: string): void {
  const ship = shipById(ctx.state, shipId);
  if (alreadyDestroyed(ship) && ship.gone !== null) return;
  const dealt: number[] = [];
  dealCard(ctx, ship, card, faceup, source, dealt);
  // fidelity (s38): as dealFacedownDamage, a card dealt outside suffered damage ('damage:card-dealt').
  raise(ctx, 'damage:card-dealt', { ship: ship.id, data: { faceup, index: dealt[0]!, source } });
  if (ctx.state.scenario) afterDamagePoint(ctx, ship, false, shipPoints(ctx, ship));
  if (isDestroyedByDamage(ship) && !alreadyDestroyed(ship)) destroyShip(ctx, ship.id, source);
}

/**
 * The ship discards all of its damage cards, faceup and facedown, to its player's discard pile (subsystems, s32-subsa:
 * Tel Trevura; 000 "Damage Cards"). Logged 'damage-cards-discarded'.
 */
export function discardDamageCards(ctx: Ctx, shipId: string, source: string): void {
  const ship = shipById(ctx.state, shipId);
  if (ship.damage.length === 0) return;
  const cards = ship.damage.map((d) => d.card);
  ctx.state.players[ship.player].damageDiscard.push(...cards);
  ship.damage = [];
  ctx.emit('damage-cards-discarded', `${shipName(ctx, ship)} discards its ${cards.length} damage cards (${source}).`, {
    ship: ship.id,
    data: { count: cards.length, source },
  });
}

/**
 * subsystems: the ship discards its damage card at `index` to its player's discard pile (not a repair: no
 * 'damage:after-repair'); `source` is logged. Durge discards his Direct Hit! and Pilot cards.
 */
export function discardDamageCard(ctx: Ctx, shipId: string, index: number, source: string): void {
  const ship = shipById(ctx.state, shipId);
  const card = ship.damage[index];
  if (!card) return;
  ship.damage.splice(index, 1);
  ctx.state.players[ship.player].damageDiscard.push(card.card);
  ctx.emit('damage-card-discarded', `${shipName(ctx, ship)} discards ${card.card} (${source}).`, {
    ship: ship.id,
    data: { source, card: card.card, index },
  });
}

/** Repairs a damage card: a faceup card is flipped facedown, a facedown one goes to its owner's discard pile. */
export function repairDamageCard(ctx: Ctx, shipId: string, index: number): void {
  const ship = shipById(ctx.state, shipId);
  const card = ship.damage[index];
  if (!card) return;
  const trait = damageTrait(ctx, card.card);
  // `index`: where the card still lies once repaired (a faceup card flipped stays; a facedown one is gone).
  const data = { card: card.card, faceup: card.faceup, ...(trait ? { trait } : {}), ...(card.faceup ? { index } : {}) };
  if (card.faceup) {
    card.faceup = false;
    ctx.emit('damage-card-repaired', `${shipName(ctx, ship)} repairs a faceup damage card (flipped facedown).`, {
      ship: ship.id,
      data: { card: card.card, index, flipped: true },
    });
  } else {
    ship.damage.splice(index, 1);
    ctx.state.players[ship.player].damageDiscard.push(card.card);
    ctx.emit('damage-card-repaired', `${shipName(ctx, ship)} discards a facedown damage card.`, {
      ship: ship.id,
      data: { index, flipped: false },
    });
  }
  // "After you repair a damage card" abilities (subsystems: "Leebo"), resolved at the next step boundary.
  raise(ctx, 'damage:after-repair', { ship: ship.id, data });
}

/** The points a destroyed ship gives its opponent: its pilot's cost in the game's points set. */
export function shipPoints(ctx: Ctx, ship: ShipState): number {
  const set = ctx.content.pointsSet(ctx.state.pointsSet);
  return set?.pilots[pilotOf(ctx.content, ship).xws]?.cost ?? 0;
}

/**
 * The ship is destroyed. During the Engagement Phase it stays in play until its initiative step ends (simultaneous
 * fire); otherwise it is removed at once. The opponent is credited with its points either way.
 */
export function destroyShip(ctx: Ctx, shipId: string, how: string): void {
  const ship = shipById(ctx.state, shipId);
  if (alreadyDestroyed(ship)) return;
  // A replacement of the destruction (subsystems, s32-subsa: 'instead:destroyed', Tel Trevura): a mandatory record, or
  // an optional one its player chose to use where it was asked (dealPoints); nothing more happens here then.
  if (replaced(ctx, ship.id, 'instead:destroyed', { how })) return;
  const points = shipPoints(ctx, ship);
  ctx.state.players[ctx.opponent(ship.player)].pointsDestroyed += points;
  ctx.emit('ship-destroyed', `${shipName(ctx, ship)} is destroyed (${how}).`, {
    ship: ship.id,
    data: { how, points, simultaneousFire: ctx.state.phase === 'engagement' },
  });
  onDestroyed(ctx, ship, points);
  // A friendly ship that takes the destroyed one's pilot identity (Nashtah Pup), before its carrier's emergency deploy.
  takeIdentities(ctx, ship);
  // "After a ship is destroyed" abilities measure from where it stood: the pose travels with the window.
  raise(ctx, 'ship:after-destroyed', { ship: ship.id, data: { pose: ship.pose, how } });
  if (ctx.state.phase === 'engagement') ship.pendingRemoval = true;
  else removeShip(ctx, ship);
}

function removeShip(ctx: Ctx, ship: ShipState): void {
  ship.pendingRemoval = false;
  ship.pose = null;
  ship.gone = { how: 'destroyed', round: ctx.state.round };
  cardsChanged();
  // Locks on the removed ship end with it.
  for (const other of ctx.state.ships) other.locks = other.locks.filter((l) => l.target !== ship.id);
  ship.locks = [];
  ctx.emit('ship-removed', `${shipName(ctx, ship)} is removed from the play area.`, { ship: ship.id });
}

/**
 * Removes every ship destroyed during the current initiative step (end of the step; simultaneous fire), but those an
 * ability keeps in play to the end of the phase (static.ts removalDelayed), unless `phaseEnds`.
 */
export function removePendingShips(ctx: Ctx, phaseEnds = false): void {
  for (const ship of ctx.state.ships)
    if (ship.pendingRemoval && (phaseEnds || !removalDelayed(ctx, ship))) removeShip(ctx, ship);
}
