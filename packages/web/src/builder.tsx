/**
 * The lobby's squad builder (issue 27), loaded on demand: pick a faction, add pilots, fill each slot of each ship
 * from the upgrades the squad-building rules allow there (@xwing/squads `legalUpgrades`, the same rules as `xwing
 * squad validate`), see points and problems as you go, paste XWS or a YASB / Launch Bay Next link to start from, and
 * take the squad away as XWS or as either builder's link, or straight into the lobby. Names only, never xws ids.
 */
import { type ContentData, indexContent, type PointsSet } from '@xwing/content/core';
import {
  decodeSquadLink,
  type Format,
  isSquadLink,
  lbnLinkOfSquad,
  legalUpgrades,
  parseXws,
  pilotsOverLimits,
  type Squad,
  type SquadContent,
  toXws,
  type UpgradeOffer,
  upgradeBar,
  validateSquad,
  yasbLinkOfSquad,
} from '@xwing/squads';
import { useEffect, useMemo, useState } from 'react';

/** Each points set's prices, a file of their own, fetched when the set is picked. */
const POINTS_FILES: Record<string, () => Promise<{ default: unknown }>> = {
  'xwa-50p2.0': () => import('../../content/data/points/xwa-50p2.0.json'),
  'xwa-50p1.1': () => import('../../content/data/points/xwa-50p1.1.json'),
  'xwa-50p1.0': () => import('../../content/data/points/xwa-50p1.0.json'),
  'xwa-r2-20pt': () => import('../../content/data/points/xwa-r2-20pt.json'),
  'xwa-bv2-20pt': () => import('../../content/data/points/xwa-bv2-20pt.json'),
  'amg-2.5-20pt': () => import('../../content/data/points/amg-2.5-20pt.json'),
};

let cards: Promise<Omit<ContentData, 'pointsSets'>> | undefined;
const contents = new Map<string, Promise<SquadContent>>();

/** The card data with one points set, indexed for the squad rules (each set loaded once). */
function loadContent(pointsSet: string): Promise<SquadContent> {
  cards ??= Promise.all([
    import('../../content/data/factions.json'),
    import('../../content/data/ships.json'),
    import('../../content/data/pilots.json'),
    import('../../content/data/upgrades.json'),
  ]).then(([factions, ships, pilots, upgrades]) => ({
    factions: factions.default as unknown as ContentData['factions'],
    ships: ships.default as unknown as ContentData['ships'],
    pilots: pilots.default as unknown as ContentData['pilots'],
    upgrades: upgrades.default as unknown as ContentData['upgrades'],
    damageDecks: [],
    conditions: [],
    sourceIssues: [],
  }));
  const file = POINTS_FILES[pointsSet] ?? POINTS_FILES['xwa-50p2.0']!;
  let loading = contents.get(pointsSet);
  if (!loading) {
    loading = Promise.all([cards, file()]).then(([data, set]) =>
      indexContent({ ...data, pointsSets: [set.default as PointsSet] }),
    );
    contents.set(pointsSet, loading);
  }
  return loading;
}

export interface SquadBuilderProps {
  /** The lobby's points set and format: the squad is built and checked in them. */
  pointsSet: string;
  format: Format;
  /** Puts the squad (as XWS text) into one of the lobby's squad fields. */
  onUse: (xws: string, seat: 'mine' | 'theirs') => void;
}

const EMPTY: Squad = { faction: 'rebelalliance', pilots: [] };

export function SquadBuilder({ pointsSet, format, onUse }: SquadBuilderProps) {
  const [content, setContent] = useState<SquadContent | null>(null);
  const [squad, setSquad] = useState<Squad>(EMPTY);
  const [search, setSearch] = useState('');
  const [pasted, setPasted] = useState('');
  const [notes, setNotes] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    setContent(null);
    void loadContent(pointsSet).then((c) => live && setContent(c));
    return () => {
      live = false;
    };
  }, [pointsSet]);

  if (!content) return <section className="builder loading">Loading the cards…</section>;
  const set = content.pointsSet(content.pointsSetIds()[0]!)!;
  return (
    <BuilderBody
      content={content}
      set={set}
      format={format}
      squad={squad}
      setSquad={setSquad}
      search={search}
      setSearch={setSearch}
      pasted={pasted}
      setPasted={setPasted}
      notes={notes}
      setNotes={setNotes}
      onUse={onUse}
    />
  );
}

interface BodyProps {
  content: SquadContent;
  set: PointsSet;
  format: Format;
  squad: Squad;
  setSquad: (s: Squad) => void;
  search: string;
  setSearch: (s: string) => void;
  pasted: string;
  setPasted: (s: string) => void;
  notes: string[];
  setNotes: (n: string[]) => void;
  onUse: SquadBuilderProps['onUse'];
}

/** A pilot for people: "Luke Skywalker (T-65 X-wing)". */
function pilotLabel(content: SquadContent, id: string): string {
  const p = content.pilot(id);
  if (!p) return 'an unknown pilot';
  const ship = content.data.ships.find((s) => s.xws === p.ship && s.faction === p.faction)?.name;
  return ship ? `${p.name} (${ship})` : p.name;
}

function BuilderBody(props: BodyProps) {
  const { content, set, format, squad, setSquad } = props;
  const options = { pointsSet: set.id, format };
  const result = useMemo(() => validateSquad(squad, content, options), [squad, content, set.id, format]);
  const factions = content.data.factions;
  // Problems of one ship are said on that ship; the others under the total.
  const squadErrors = result.errors.filter((e) => !/^pilots\[\d+\]/.test(e.path));

  // The pilots of the faction the set prices (and the format allows), by ship, filtered by the search text.
  const pilotsByShip = useMemo(() => {
    const words = props.search.toLowerCase().split(/\s+/).filter(Boolean);
    const groups = new Map<string, { id: string; label: string }[]>();
    for (const p of content.data.pilots) {
      if (p.faction !== squad.faction) continue;
      const entry = Object.hasOwn(set.pilots, p.xws) ? set.pilots[p.xws] : undefined;
      if (entry === undefined || (format === 'standard' && !entry.standard)) continue;
      const ship = content.data.ships.find((s) => s.xws === p.ship && s.faction === p.faction)?.name ?? '';
      const text = `${p.name} ${ship}`.toLowerCase();
      if (!words.every((w) => text.includes(w))) continue;
      const list = groups.get(ship) ?? [];
      list.push({ id: p.xws, label: `${p.name} · i${p.initiative} · ${entry.cost} pts` });
      groups.set(ship, list);
    }
    return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  }, [content, set, squad.faction, props.search, format]);
  // Pilots whose name (or restriction) the squad has used up: shown, but not offered, with validation's reason.
  const overLimits = useMemo(
    () =>
      pilotsOverLimits(content, squad, {
        pointsSet: set.id,
        format,
        pilots: pilotsByShip.flatMap(([, pilots]) => pilots.map((p) => p.id)),
      }),
    [content, squad, set.id, format, pilotsByShip],
  );

  const addPilot = (id: string) => {
    const pilot = content.pilot(id);
    if (!pilot) return;
    const printed =
      (Object.hasOwn(set.pilots, id) ? set.pilots[id]?.standardLoadout : undefined) ?? pilot.standardLoadout;
    const upgrades = (printed ?? []).map((u) => ({ id: u, slot: content.upgrade(u)?.sides[0]?.type ?? 'unknown' }));
    setSquad({
      ...squad,
      pilots: [
        ...squad.pilots,
        { id, ship: pilot.ship, upgrades, ...(upgrades.length ? { loadoutFilledIn: true } : {}) },
      ],
    });
  };

  const load = () => {
    const text = props.pasted.trim();
    if (text === '') return;
    try {
      const link = isSquadLink(text) ? decodeSquadLink(text) : undefined;
      const parsed = parseXws(link ? link.xws : text, content);
      const problems = parsed.problems.map((p) => p.message);
      if (parsed.squad.faction === '' || !factions.some((f) => f.xws === parsed.squad.faction)) {
        props.setNotes([...problems, 'The squad names no faction this builder knows.']);
        return;
      }
      // Cards the data does not have cannot be shown or edited: they are left out, and said so.
      const { name, ...rest } = parsed.squad;
      const known = {
        ...rest,
        ...(name ? { name } : {}),
        pilots: parsed.squad.pilots
          .filter((p) => content.pilot(p.id))
          .map((p) => ({ ...p, upgrades: p.upgrades.filter((u) => content.upgrade(u.id)) })),
      };
      setSquad(known);
      props.setNotes([...(link?.notes ?? []), ...problems]);
    } catch (e) {
      props.setNotes([(e as Error).message]);
    }
  };

  const exported = useMemo(() => {
    const xws = JSON.stringify(toXws(squad, content, options));
    const link = (f: () => string) => {
      try {
        return f();
      } catch (e) {
        return `(${(e as Error).message})`;
      }
    };
    return {
      xws,
      yasb: link(() => yasbLinkOfSquad(squad, content, { pointsSet: set.id })),
      lbn: link(() => lbnLinkOfSquad(squad, content, { points: result.points, format })),
    };
  }, [squad, content, set.id, format, result.points]);

  return (
    <section className="builder" aria-label="Squad builder">
      <h2>Build a squad</h2>
      <p className="builder-set">
        {set.name} · {format}
      </p>
      <div className="builder-row">
        <label>
          Faction{' '}
          <select
            id="builder-faction"
            value={squad.faction}
            onChange={(e) => setSquad({ ...squad, faction: e.target.value, pilots: [] })}
          >
            {factions.map((f) => (
              <option key={f.xws} value={f.xws}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name{' '}
          <input
            id="builder-name"
            value={squad.name ?? ''}
            maxLength={60}
            onChange={(e) => {
              const { name: _name, ...rest } = squad;
              setSquad(e.target.value === '' ? rest : { ...squad, name: e.target.value });
            }}
          />
        </label>
      </div>
      <div className="builder-row">
        <label>
          Find a pilot{' '}
          <input
            id="builder-pilot-search"
            type="search"
            value={props.search}
            placeholder="name or ship"
            onChange={(e) => props.setSearch(e.target.value)}
          />
        </label>
        <label>
          Add a ship{' '}
          <select
            id="builder-add-pilot"
            value=""
            onChange={(e) => {
              if (e.target.value) addPilot(e.target.value);
            }}
          >
            <option value="">
              {pilotsByShip.length === 0 ? 'no pilot matches' : `choose a pilot (${pilotsByShip.length} ships)`}
            </option>
            {pilotsByShip.map(([ship, pilots]) => (
              <optgroup key={ship} label={ship}>
                {pilots.map((p) => (
                  <option
                    key={p.id}
                    value={p.id}
                    disabled={overLimits.has(p.id)}
                    {...(overLimits.has(p.id) ? { title: overLimits.get(p.id) } : {})}
                  >
                    {overLimits.has(p.id) ? `${p.label} · limit reached` : p.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      <ol className="builder-ships">
        {squad.pilots.map((_, i) => (
          <ShipEditor key={i} index={i} {...props} result={result} />
        ))}
      </ol>
      <div className={`builder-total ${result.valid ? 'valid' : 'invalid'}`} aria-live="polite">
        <strong id="builder-points">
          {result.points} / {result.limit} points
        </strong>{' '}
        <span id="builder-valid" data-valid={String(result.valid)}>
          {result.valid
            ? `valid (${result.formats.join(', ')})`
            : `not valid: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}`}
        </span>
      </div>
      {squadErrors.length > 0 && (
        <ul className="builder-errors">
          {squadErrors.map((e, i) => (
            <li key={i} data-code={e.code}>
              {e.message}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="builder-export">
        <legend>Take it away</legend>
        <label>
          XWS <textarea id="builder-xws" readOnly rows={3} value={exported.xws} onFocus={(e) => e.target.select()} />
        </label>
        <label>
          YASB link <input id="builder-yasb" readOnly value={exported.yasb} onFocus={(e) => e.target.select()} />
        </label>
        <label>
          Launch Bay Next link{' '}
          <input id="builder-lbn" readOnly value={exported.lbn} onFocus={(e) => e.target.select()} />
        </label>
        <div className="builder-row">
          <button type="button" data-action="use-mine" onClick={() => props.onUse(exported.xws, 'mine')}>
            Use as your squad
          </button>
          <button type="button" data-action="use-theirs" onClick={() => props.onUse(exported.xws, 'theirs')}>
            Use as their squad
          </button>
        </div>
      </fieldset>
      <fieldset className="builder-import">
        <legend>Start from a squad</legend>
        <textarea
          id="builder-import"
          aria-label="XWS or a YASB / Launch Bay Next link to start from"
          rows={2}
          value={props.pasted}
          placeholder="Paste XWS or a YASB / Launch Bay Next link"
          onChange={(e) => props.setPasted(e.target.value)}
        />
        <button type="button" data-action="builder-load" onClick={load}>
          Load
        </button>
        {props.notes.length > 0 && (
          <ul className="builder-notes">
            {props.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}

function ShipEditor({
  index,
  content,
  set,
  format,
  squad,
  setSquad,
  result,
}: BodyProps & { index: number; result: ReturnType<typeof validateSquad> }) {
  const pilot = squad.pilots[index]!;
  const card = content.pilot(pilot.id);
  const bar = upgradeBar(content, squad, index, { pointsSet: set.id });
  const report = result.ships[index];
  const shipErrors = result.errors.filter(
    (e) => e.path === `pilots[${index}]` || e.path.startsWith(`pilots[${index}].`),
  );
  // The place whose choices are open: computed when its picker is first used, not for every slot at once.
  const [open, setOpen] = useState<number | null>(null);
  const upgradeName = (i: number) => content.upgrade(pilot.upgrades[i]!.id)?.name ?? 'an unknown upgrade';

  const withUpgrades = (upgrades: Squad['pilots'][number]['upgrades']): Squad => ({
    ...squad,
    pilots: squad.pilots.map((p, j) => (j === index ? { ...p, upgrades } : p)),
  });
  const offersFor = (place: number): UpgradeOffer[] => {
    const p = bar.places[place]!;
    const without = p.upgrade === undefined ? squad : withUpgrades(pilot.upgrades.filter((_, j) => j !== p.upgrade));
    const seen = new Set<string>();
    const out: UpgradeOffer[] = [];
    for (const slot of p.slots)
      for (const o of legalUpgrades(content, without, { pilot: index, slot, pointsSet: set.id, format }).upgrades)
        if (!seen.has(o.id)) {
          seen.add(o.id);
          out.push(o);
        }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  };
  const choose = (place: number, id: string) => {
    const p = bar.places[place]!;
    const upgrades = [...pilot.upgrades];
    const slot = content.upgrade(id)?.sides.find((s) => p.slots.includes(s.type))?.type ?? p.slots[0]!;
    if (p.upgrade !== undefined) {
      if (id === '') upgrades.splice(p.upgrade, 1);
      else upgrades[p.upgrade] = { id, slot };
    } else if (id !== '') upgrades.push({ id, slot });
    setSquad(withUpgrades(upgrades));
    setOpen(null);
  };
  const offers = open === null ? null : offersFor(open);

  return (
    <li className="builder-ship" data-pilot-index={index}>
      <div className="builder-ship-head">
        <strong className="builder-pilot">{pilotLabel(content, pilot.id)}</strong>
        {card && <span> · i{card.initiative}</span>}
        {report && (
          <span className="builder-ship-points">
            {' '}
            · {report.points} pts
            {!bar.standardLoadout && ` · loadout ${report.loadout.used}/${report.loadout.value}`}
          </span>
        )}
        <button
          type="button"
          className="builder-remove"
          aria-label={`Remove ${pilotLabel(content, pilot.id)}`}
          onClick={() => setSquad({ ...squad, pilots: squad.pilots.filter((_, j) => j !== index) })}
        >
          Remove
        </button>
      </div>
      {shipErrors.length > 0 && (
        <ul className="builder-ship-errors">
          {shipErrors.map((e, i) => (
            <li key={i} data-code={e.code}>
              {e.message}
            </li>
          ))}
        </ul>
      )}
      {bar.standardLoadout ? (
        <p className="builder-standard">
          Standard loadout: {pilot.upgrades.map((_, i) => upgradeName(i)).join(', ') || 'none'}
        </p>
      ) : (
        <ul className="builder-slots">
          {bar.places.map((p, place) => (
            <li key={place} className="builder-slot">
              <span className="slot-name">{p.name}</span>{' '}
              {p.also !== undefined ? (
                <span className="slot-taken">(taken by {upgradeName(p.also)})</span>
              ) : (
                <select
                  aria-label={`${pilotLabel(content, pilot.id)}: ${p.name} slot ${place + 1}`}
                  data-slot={p.slots.join(' ')}
                  value={p.upgrade === undefined ? '' : pilot.upgrades[p.upgrade]!.id}
                  onFocus={() => setOpen(place)}
                  onPointerDown={() => setOpen(place)}
                  onChange={(e) => choose(place, e.target.value)}
                >
                  <option value="">—</option>
                  {p.upgrade !== undefined &&
                    (open !== place || !offers?.some((o) => o.id === pilot.upgrades[p.upgrade!]!.id)) && (
                      <option value={pilot.upgrades[p.upgrade]!.id}>{upgradeName(p.upgrade)}</option>
                    )}
                  {open === place &&
                    offers?.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name} · {o.cost}
                        {o.fitsPoints ? '' : ' (over the points)'}
                      </option>
                    ))}
                </select>
              )}
            </li>
          ))}
          {bar.unplaced.map((i) => (
            <li key={`u${i}`} className="builder-slot unplaced">
              <span className="slot-name">No slot for</span> {upgradeName(i)}{' '}
              <button
                type="button"
                onClick={() => setSquad(withUpgrades(pilot.upgrades.filter((_, j) => j !== i)))}
                aria-label={`Remove ${upgradeName(i)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export default SquadBuilder;
