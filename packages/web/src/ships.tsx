/**
 * Each ship's card: pilot, initiative, shields, hull, charges, Force, tokens, every upgrade (charges left of the
 * printed value, the side up, discarded), conditions, faceup damage cards by name, locks both ways, what the pilot,
 * each upgrade side and the ship ability do in our own words (their ability records' summaries, card-summaries.ts),
 * and a mark on each card whose ability the engine does not play yet.
 */
import type { GameView } from '@xwing/engine';
import damageDecks from '../../content/data/damage-decks.json';
import conditions from '../../content/data/conditions.json';
import { useContext } from 'react';
import { type CardData, CardEditionContext, useCardData } from './card-data.js';
import { skillLabel, skillTitle } from './skill-label.js';
import { maneuverName } from './dial.js';
import { Icon } from './icons.js';
import { locksOf, useNames } from './names.js';

type View = Omit<GameView, 'log'>;
type Ship = View['ships'][number];

/** Damage card and condition titles (small files, part of the page). */
const TITLES = new Map<string, string>([
  ...damageDecks.flatMap((d) => d.cards.map((c) => [c.xws, c.title] as [string, string])),
  ...conditions.map((c) => [c.xws, c.name] as [string, string]),
]);

/** The engine's id of a ship ability (abilities/source-keys.ts shipAbilityId): lower case letters and digits. */
function shipAbilityKey(name: string): string {
  return `ship-ability:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

function Upgrades({ ship, cards, missing }: { ship: Ship; cards: CardData | null; missing: Set<string> }) {
  if (!ship.upgrades.length) return null;
  return (
    <ul className="upgrades" aria-label="Upgrades">
      {ship.upgrades.map((u, i) => {
        const side = cards?.upgradeSide(u.xws, u.side);
        const max = side?.charges;
        const key = `upgrade:${u.xws}:${u.side}`;
        const notDone = missing.has(key);
        const summary = cards?.summary(key, side?.title);
        // A side that gives the ship a ship ability (a configuration, a title): what that ability does too.
        const granted = side?.shipAbility;
        const grantedSummary = granted ? cards?.summary(shipAbilityKey(granted), granted) : undefined;
        return (
          <li
            key={`${u.xws}-${i}`}
            className={`upgrade${u.discarded ? ' discarded' : ''}${notDone ? ' not-implemented' : ''}`}
            data-upgrade={u.xws}
          >
            {side?.type && <Icon name={side.type} className="slot" />}
            <span className="upgrade-name">{side?.title ?? cards?.upgradeName(u.xws) ?? 'upgrade'}</span>
            {u.side > 0 && <span className="flipped"> (flipped)</span>}
            {(u.charges !== undefined || max !== undefined) && (
              <span className="charges">
                {' '}
                · charges {u.charges ?? 0}
                {max !== undefined ? `/${max}` : ''}
              </span>
            )}
            {u.discarded && <span className="state"> · discarded</span>}
            {notDone && (
              <span className="ni-mark" title="Not implemented yet: the engine plays this card without its ability">
                {' '}
                · not implemented yet
              </span>
            )}
            {summary && <span className="summary">{summary}</span>}
            {grantedSummary && (
              <span className="summary ship-ability">
                <span className="ability-name">{granted}:</span> {grantedSummary}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The ship's action bar as icons: red and purple actions in their colour, a linked action after its link. */
function Actions({ ship, cards, faction }: { ship: Ship; cards: CardData | null; faction: string }) {
  const actions = cards?.actionsOf(ship, faction);
  if (!actions?.length) return null;
  return (
    <span className="actions" aria-label="Actions">
      {actions.map((a, i) => (
        <span key={i} className="action">
          <Icon name={a.type} className={a.difficulty} />
          {a.linked && (
            <>
              <Icon name="linked" className="link" />
              <Icon name={a.linked.type} className={a.linked.difficulty} />
            </>
          )}
        </span>
      ))}
    </span>
  );
}

/**
 * Where and when a ship in reserve comes back (engine reserves.ts; supplement "Reserve"): placed at the start of a
 * later Planning Phase within range 1 of an edge, or at range 0 of an obstacle, unless an ability is to deploy it.
 */
export function reserveText(r: NonNullable<Ship['reserve']>): string {
  const where =
    r.at === 'obstacle'
      ? 'at range 0 of an obstacle'
      : `within range 1 of the ${r.edges.join(' or ')} edge${r.edges.length > 1 ? 's' : ''}`;
  const beyond = r.beyondEnemies !== undefined ? `, beyond range ${r.beyondEnemies} of enemy ships` : '';
  if (r.held)
    return `in reserve since round ${r.round}: an ability places it${r.setupEnd ? ' (at the latest as Setup ends)' : ''}`;
  return `in reserve since round ${r.round}: placed ${where}${beyond} at the start of a later Planning Phase`;
}

/** Remotes in play (engine remotes.ts), with the player who controls them: pieces of the table that are not ships. */
function Remotes({ view, player }: { view: View; player: number }) {
  const cards = useCardData();
  const names = useNames();
  const mine = (view.remotes ?? []).filter((r) => r.player === player);
  if (!mine.length) return null;
  return (
    <ul className="remotes" aria-label="Remotes">
      {mine.map((r) => (
        <li key={r.id} data-remote={r.id}>
          <strong>{cards?.upgradeName(r.card) ?? 'a remote'}</strong> (remote, from {names.ship(r.owner)}) · initiative{' '}
          {r.initiative} · agility {r.agility} · damage {r.damage}/{r.hull}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ships off the table but still in the game, at the head of the list: in reserve, or docked (drawn against their
 * carrier on the board too, docked.ts). A ship destroyed or fled is not listed here.
 */
function OffTable({ view }: { view: View }) {
  const names = useNames();
  const off = view.ships.filter((s) => !s.pose && !s.gone && (s.docked || s.reserve));
  if (!off.length) return null;
  return (
    <div className="off-table-list" aria-label="Off the table">
      <h3>Off the table</h3>
      <ul>
        {off.map((s) => (
          <li key={s.id} data-off-table-ship={s.id} className={`p${s.player}`}>
            <strong>{names.ship(s.id)}</strong>:{' '}
            {s.docked ? `docked with ${names.ship(s.docked)}` : reserveText(s.reserve!)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShipCard({ view, ship: s, missing }: { view: View; ship: Ship; missing: Set<string> }) {
  const cards = useCardData();
  const names = useNames();
  // The table's word for the ship's place in the order: initiative (2.5) or pilot skill (the first edition's cards).
  const edition = useContext(CardEditionContext);
  const shipAbility = cards?.pilotShipAbility(s.pilot);
  const pilotSummary = cards?.summary(`pilot:${s.pilot}`, cards.pilotName(s.pilot));
  // A taken identity's pilot ability acts beside the ship's own (Nashtah Pup).
  const identitySummary = s.identity ? cards?.summary(`pilot:${s.identity}`, cards.pilotName(s.identity)) : undefined;
  const shipSummary = shipAbility ? cards?.summary(shipAbilityKey(shipAbility), shipAbility) : undefined;
  const unimplemented = [
    ...(missing.has(`pilot:${s.pilot}`) ? ['pilot ability'] : []),
    ...(shipAbility && missing.has(shipAbilityKey(shipAbility)) ? [`ship ability ${shipAbility}`] : []),
  ];
  const tokens = Object.entries(s.tokens).filter(([, n]) => (n ?? 0) > 0);
  // The ship charge of a taken identity (Nashtah Pup) is that pilot card's.
  const maxCharges = cards?.pilotCharges(s.identity ?? s.pilot);
  const maxForce = cards?.pilotForce(s.pilot);
  const { locks, lockedBy } = locksOf(view, s, names);
  const faceup = s.damage.filter((d) => d.faceup);
  const facedown = s.damage.length - faceup.length;
  return (
    <li className={s.gone ? 'gone' : ''} data-ship={s.id}>
      <strong>
        {names.ship(s.id)}{' '}
        <span className="init" title={skillTitle(edition)}>
          {skillLabel(edition, s.initiative)}
        </span>
      </strong>
      <span className="ship-type">{cards?.shipName(s.ship) ?? ''}</span>
      <span className="health">
        {s.gone
          ? s.gone.how
          : `shields ${s.shields}${s.maxShields !== undefined ? `/${s.maxShields}` : ''} · hull ${s.hull - s.damage.length}/${s.hull}`}
        {s.force > 0 || maxForce ? ` · Force ${s.force}${maxForce ? `/${maxForce}` : ''}` : ''}
        {s.charges > 0 || maxCharges ? ` · charges ${s.charges}${maxCharges ? `/${maxCharges}` : ''}` : ''}
      </span>
      {!s.pose && !s.gone && (s.docked || s.reserve) && (
        <span className="off-table" data-off-table={s.docked ? 'docked' : 'reserve'}>
          {s.docked ? `docked with ${names.ship(s.docked)} (in reserve until it deploys)` : reserveText(s.reserve!)}
        </span>
      )}
      <Actions ship={s} cards={cards} faction={view.players[s.player]?.faction ?? ''} />
      {pilotSummary && <span className="summary pilot-ability">{pilotSummary}</span>}
      {identitySummary && <span className="summary pilot-ability">{identitySummary}</span>}
      {shipSummary && (
        <span className="summary ship-ability">
          <span className="ability-name">{shipAbility}:</span> {shipSummary}
        </span>
      )}
      {tokens.length > 0 && (
        <span className="tokens">
          {tokens.map(([k, n], i) => (
            <span key={k} className="token-item" data-token={k}>
              {i > 0 ? ', ' : ''}
              <Icon name={`token-${k}`} className="token-icon" label={k} fallback="" />
              {`${k}${(n ?? 0) > 1 ? ` ×${n}` : ''}`}
            </span>
          ))}
        </span>
      )}
      {locks.length > 0 && <span className="locks">locks: {locks.join(', ')}</span>}
      {lockedBy.length > 0 && <span className="locked-by">locked by: {lockedBy.join(', ')}</span>}
      {s.damage.length > 0 && (
        <span className="damage">
          damage:{' '}
          {[
            ...faceup.map((d) => TITLES.get(d.card) ?? 'a damage card'),
            ...(facedown ? [`${facedown} facedown`] : []),
          ].join(', ')}
        </span>
      )}
      {s.dial && (
        <span className="dial-state">
          dial:{' '}
          {s.dial.revealed
            ? maneuverName(s.dial.maneuver)
            : s.dial.maneuver === 'hidden'
              ? 'set (hidden)'
              : `${maneuverName(s.dial.maneuver)} (not revealed)`}
        </span>
      )}
      <Upgrades ship={s} cards={cards} missing={missing} />
      {(s.conditions?.length ?? 0) > 0 && (
        <span className="conditions">
          conditions:{' '}
          {s.conditions!.map((c) => `${TITLES.get(c.xws) ?? 'a condition'} (from ${names.ship(c.owner)})`).join(', ')}
        </span>
      )}
      {unimplemented.length > 0 && (
        <span className="not-implemented" title="Not implemented yet: the engine plays this ship without them">
          not implemented yet: {unimplemented.join(', ')}
        </span>
      )}
    </li>
  );
}

export function ShipList({ view, names }: { view: View; names: string[] }) {
  const missing = new Set(view.notImplemented ?? []);
  return (
    <section className="ships" aria-label="Ships">
      <OffTable view={view} />
      {[0, 1].map((p) => (
        <div key={p} className={`squad p${p}`}>
          <h3>{names[p]}</h3>
          <ul>
            {view.ships
              .filter((s) => s.player === p)
              .map((s) => (
                <ShipCard key={s.id} view={view} ship={s} missing={missing} />
              ))}
          </ul>
          <Remotes view={view} player={p} />
        </div>
      ))}
    </section>
  );
}
