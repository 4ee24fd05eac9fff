/** Each ship's card: pilot, initiative, shields, hull, charges, Force, tokens, damage, and unimplemented abilities. */
import type { GameView } from '@xwing/engine';
import damageDecks from '../../content/data/damage-decks.json';
import conditions from '../../content/data/conditions.json';
import { useCardData } from './card-data.js';
import { shipName } from './names.js';

/** Damage card and condition titles (small files, part of the page). */
const TITLES = new Map<string, string>([
  ...damageDecks.flatMap((d) => d.cards.map((c) => [c.xws, c.title] as [string, string])),
  ...conditions.map((c) => [c.xws, c.name] as [string, string]),
]);

export function ShipList({ view, names }: { view: Omit<GameView, 'log'>; names: string[] }) {
  const missing = new Set(view.notImplemented ?? []);
  const cards = useCardData();
  return (
    <section className="ships" aria-label="Ships">
      {[0, 1].map((p) => (
        <div key={p} className={`squad p${p}`}>
          <h3>{names[p]}</h3>
          <ul>
            {view.ships
              .filter((s) => s.player === p)
              .map((s) => {
                const unimplemented = [s.pilot, ...s.upgrades.map((u) => u.xws)].filter((x) => missing.has(x));
                const tokens = Object.entries(s.tokens)
                  .filter(([, n]) => (n ?? 0) > 0)
                  .map(([k, n]) => `${k}${(n ?? 0) > 1 ? ` ×${n}` : ''}`);
                return (
                  <li key={s.id} className={s.gone ? 'gone' : ''} data-ship={s.id}>
                    <strong>
                      {cards?.pilotName(s.pilot) ?? shipName(s.id)} <span className="init">i{s.initiative}</span>
                    </strong>
                    <span className="ship-type">
                      {cards?.shipName(s.ship) ?? s.ship} · {shipName(s.id)}
                    </span>
                    <span className="health">
                      {s.gone
                        ? s.gone.how
                        : `shields ${s.shields}${s.maxShields !== undefined ? `/${s.maxShields}` : ''} · hull ${s.hull - s.damage.length}/${s.hull}`}
                      {s.force > 0 ? ` · Force ${s.force}` : ''}
                      {s.charges > 0 ? ` · charges ${s.charges}` : ''}
                    </span>
                    {tokens.length > 0 && <span className="tokens">{tokens.join(', ')}</span>}
                    {s.damage.length > 0 && (
                      <span className="damage">
                        damage:{' '}
                        {s.damage.map((d) => (d.faceup ? (TITLES.get(d.card) ?? d.card) : 'facedown')).join(', ')}
                      </span>
                    )}
                    {s.dial && (
                      <span className="dial-state">
                        dial:{' '}
                        {s.dial.revealed
                          ? s.dial.maneuver
                          : s.dial.maneuver === 'hidden'
                            ? 'set (hidden)'
                            : `${s.dial.maneuver} (not revealed)`}
                      </span>
                    )}
                    {(s.conditions?.length ?? 0) > 0 && (
                      <span className="conditions">
                        conditions: {s.conditions!.map((c) => TITLES.get(c.xws) ?? c.xws).join(', ')}
                      </span>
                    )}
                    {unimplemented.length > 0 && (
                      <span
                        className="not-implemented"
                        title="These abilities are not implemented yet: the engine skips them"
                      >
                        not implemented yet: {unimplemented.join(', ')}
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
