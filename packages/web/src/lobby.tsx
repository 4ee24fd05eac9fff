/**
 * The lobby: two squads (a ready one, pasted XWS, a YASB / Launch Bay Next link, or one built in the page), the game's
 * options, create.
 */
import { type ComputerKind, type CreatedGame, GameService, LIMITS, type ServiceOptions } from '@xwing/client';
import type { RuleSetId } from '@xwing/engine';
import { lazy, Suspense, useEffect, useState } from 'react';
import { GameFileForm, refusalText } from './game-file.js';
import { RecentGames } from './games-list.js';
import { MyGames } from './my-games.js';
import { READY_SQUADS, type ReadySquad, readySquadsOf } from './ready-squads.js';

// The squad builder and the card data it needs: fetched when a player opens it, not with the lobby.
const SquadBuilder = lazy(() => import('./builder.js'));

interface SquadPick {
  ready: string;
  text: string;
}

function squadOf(p: SquadPick): unknown {
  if (p.ready !== 'paste') return READY_SQUADS.find((s) => s.id === p.ready)!.xws;
  const t = p.text.trim();
  // XWS JSON text and links both go to the service as text: it decodes links with @xwing/squads.
  return t;
}

function SquadField({
  id,
  label,
  pick,
  squads,
  onChange,
}: {
  id: string;
  label: string;
  pick: SquadPick;
  /** The ready squads of the rule set chosen. */
  squads: readonly ReadySquad[];
  onChange: (p: SquadPick) => void;
}) {
  return (
    <fieldset className="squad-field">
      <legend>{label}</legend>
      <label>
        Squad{' '}
        <select id={`${id}-ready`} value={pick.ready} onChange={(e) => onChange({ ...pick, ready: e.target.value })}>
          {squads.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
          <option value="paste">Paste XWS or a YASB / Launch Bay Next link…</option>
        </select>
      </label>
      {pick.ready === 'paste' && (
        <textarea
          id={`${id}-text`}
          aria-label={`${label}: XWS or squad link`}
          rows={5}
          placeholder='{"faction": "rebelalliance", "pilots": [...]} or https://yasb.app/?f=…'
          value={pick.text}
          onChange={(e) => onChange({ ...pick, text: e.target.value })}
        />
      )}
    </fieldset>
  );
}

export function Lobby() {
  const [options, setOptions] = useState<ServiceOptions | null>(null);
  const [name, setName] = useState('Player');
  // The other seat's name when a person plays it: the names are part of the game's setup (the log says them), so
  // the player who creates the game writes both.
  const [friendName, setFriendName] = useState('Friend');
  const [mine, setMine] = useState<SquadPick>({ ready: 'lone-xwing', text: '' });
  const [theirs, setTheirs] = useState<SquadPick>({ ready: 'tie-pair', text: '' });
  const [opponent, setOpponent] = useState('heuristic');
  // The rules played (issue 29): the default first; another rule set brings its own ready squads and points.
  const [ruleSetId, setRuleSetId] = useState('2.5');
  const [acceptMissing, setAcceptMissing] = useState(false);
  const [scenario, setScenario] = useState('dogfight');
  const [diceMode, setDiceMode] = useState('rolled');
  const [maxRounds, setMaxRounds] = useState(12);
  // Minutes on the game's clock; 0: no time limit.
  const [timeLimit, setTimeLimit] = useState(0);
  // Empty: the service's default points set; the format is the standard one unless told.
  const [pointsSet, setPointsSet] = useState('');
  const [format, setFormat] = useState<'standard' | 'extended'>('standard');
  const [copied, setCopied] = useState<'no' | 'yes' | 'manual'>('no');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const [busy, setBusy] = useState(false);
  const [building, setBuilding] = useState(false);

  useEffect(() => {
    new GameService().options().then(setOptions, (e: Error) => setError(e.message));
  }, []);

  const ruleSets = options?.ruleSets ?? [];
  const defaultRuleSet = ruleSets[0]?.id ?? '2.5';
  const chosenRules = ruleSets.find((r) => r.id === ruleSetId);
  const isDefault = ruleSetId === defaultRuleSet;
  const ready = readySquadsOf(ruleSetId);
  const chooseRuleSet = (id: string) => {
    setRuleSetId(id);
    setAcceptMissing(false);
    const r = readySquadsOf(id);
    setMine({ ready: r.mine, text: '' });
    setTheirs({ ready: r.theirs, text: '' });
  };

  /** Into the new game: my seat against the computer, both seats on one screen, or the link for a friend first. */
  const enter = (g: CreatedGame, against: string) => {
    if (g.seats[1].computer) location.assign(g.seats[0].link!);
    else if (against === 'hotseat')
      location.assign(`/game/${encodeURIComponent(g.gameId)}#token=${g.seats[0].token}&token=${g.seats[1].token}`);
    else setCreated(g);
  };

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const service = new GameService();
      const computer = opponent === 'friend' || opponent === 'hotseat' ? undefined : (opponent as ComputerKind);
      const seed = new URLSearchParams(location.search).get('seed');
      const g = await service.createGame({
        players: [
          { name, squad: squadOf(mine) },
          {
            name: computer ? 'Computer' : friendName.trim() || 'Friend',
            squad: squadOf(theirs),
            ...(computer ? { computer } : {}),
          },
        ],
        diceMode: diceMode as 'rolled' | 'entered',
        maxRounds,
        ...(timeLimit > 0 ? { timeLimit } : {}),
        // Scenarios, points sets and formats are the 2.5 game's; another rule set brings its own points.
        ...(isDefault
          ? { scenario, format, ...(pointsSet ? { pointsSet } : {}) }
          : { ruleSet: ruleSetId as RuleSetId }),
        ...(!isDefault && acceptMissing ? { acceptMissing: true } : {}),
        // Tests only: a service started with ALLOW_CLIENT_SEEDS=1 accepts a fixed seed (?seed= on the lobby's URL).
        ...(seed ? { seed } : {}),
      });
      enter(g, opponent);
    } catch (e) {
      // Each problem once: the message may already say what the problems list says.
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    const origin = location.origin;
    return (
      <main className="lobby created">
        <h1>Game created</h1>
        <p>Send this link to your friend; it lets them play the second seat:</p>
        <input
          className="join-link"
          readOnly
          aria-label="Friend's join link"
          value={origin + created.seats[1].link}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          data-action="copy-link"
          onClick={() => {
            const link = origin + created.seats[1].link;
            // Without the clipboard (an insecure page, a refused permission) the link is selected for Ctrl+C.
            const manual = () => {
              const input = document.querySelector<HTMLInputElement>('.join-link');
              input?.focus();
              input?.select();
              setCopied('manual');
            };
            if (navigator.clipboard) void navigator.clipboard.writeText(link).then(() => setCopied('yes'), manual);
            else manual();
          }}
        >
          {copied === 'yes' ? 'Copied' : copied === 'manual' ? 'Selected: press Ctrl+C' : 'Copy link'}
        </button>
        <p>
          <a className="play-link" href={created.seats[0].link!}>
            Play your seat
          </a>{' '}
          · <a href={created.spectateLink}>Watch as a spectator</a>
        </p>
      </main>
    );
  }

  return (
    <main className="lobby">
      <h1>X-Wing table</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label>
          Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        </label>
        <label>
          Rules{' '}
          <select id="rule-set" value={ruleSetId} onChange={(e) => chooseRuleSet(e.target.value)}>
            {(ruleSets.length ? ruleSets : [{ id: '2.5', title: '2.5' }]).map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        {chosenRules && chosenRules.missing.length > 0 && (
          <div className="rules-missing">
            <p>Not implemented yet in these rules:</p>
            <ul>
              {chosenRules.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <label>
              <input
                id="accept-missing"
                type="checkbox"
                checked={acceptMissing}
                onChange={(e) => setAcceptMissing(e.target.checked)}
              />{' '}
              Play those by {chosenRules.fallback}
            </label>
          </div>
        )}
        <SquadField id="mine" label="Your squad" pick={mine} squads={ready.list} onChange={setMine} />
        <label>
          Opponent{' '}
          <select id="opponent" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
            <option value="heuristic">the computer</option>
            <option value="easy">the computer (easy)</option>
            <option value="normal">the computer (normal: searches)</option>
            <option value="hard">the computer (hard: searches longer)</option>
            <option value="random">the computer (random moves)</option>
            <option value="friend">a friend (join link)</option>
            <option value="hotseat">a friend on this screen (hot seat)</option>
          </select>
        </label>
        {(opponent === 'friend' || opponent === 'hotseat') && (
          <label>
            Their name{' '}
            <input id="friend-name" value={friendName} onChange={(e) => setFriendName(e.target.value)} maxLength={40} />
          </label>
        )}
        <SquadField id="theirs" label="Their squad" pick={theirs} squads={ready.list} onChange={setTheirs} />
        {isDefault && (
          <label>
            Game{' '}
            <select id="scenario" value={scenario} onChange={(e) => setScenario(e.target.value)}>
              {(options?.scenarios ?? ['dogfight']).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {isDefault ? (
          <>
            <label>
              Points{' '}
              <select id="points-set" value={pointsSet} onChange={(e) => setPointsSet(e.target.value)}>
                <option value="">
                  {options
                    ? `${options.pointsSetLabels[options.defaultPointsSet] ?? options.defaultPointsSet} (default)`
                    : 'the default points set'}
                </option>
                {(options?.pointsSets ?? [])
                  .filter((p) => p !== options?.defaultPointsSet)
                  .map((p) => (
                    <option key={p} value={p}>
                      {options?.pointsSetLabels[p] ?? p}
                    </option>
                  ))}
              </select>
            </label>
            <label>
              Format{' '}
              <select id="format" value={format} onChange={(e) => setFormat(e.target.value as 'standard' | 'extended')}>
                {(options?.formats ?? ['standard']).map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <p className="points-set">Points: {chosenRules ? chosenRules.pointsSet : ''}</p>
        )}
        <label>
          Dice{' '}
          <select id="dice-mode" value={diceMode} onChange={(e) => setDiceMode(e.target.value)}>
            <option value="rolled">rolled by the table</option>
            <option value="entered">physical dice (enter the faces)</option>
          </select>
        </label>
        <label>
          Rounds{' '}
          <input
            id="max-rounds"
            type="number"
            min={1}
            max={50}
            value={maxRounds}
            onChange={(e) => setMaxRounds(Number(e.target.value))}
          />
        </label>
        <label title="When the time runs out, the round being played is finished and the game ends (0: no limit)">
          Time limit (minutes){' '}
          <input
            id="time-limit"
            type="number"
            min={0}
            max={LIMITS.timeLimitMinutes.max}
            step={5}
            value={timeLimit}
            onChange={(e) => setTimeLimit(Number(e.target.value))}
          />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          Create game
        </button>
        {error && (
          <pre className="refusal" role="alert">
            {error}
          </pre>
        )}
      </form>
      <GameFileForm onCreated={enter} />
      {isDefault && (
        <button
          type="button"
          data-action="open-builder"
          aria-expanded={building}
          onClick={() => setBuilding(!building)}
        >
          {building ? 'Close the squad builder' : 'Build a squad in the page'}
        </button>
      )}
      {building && isDefault && (
        <Suspense fallback={<p className="builder loading">Loading the squad builder…</p>}>
          <SquadBuilder
            pointsSet={pointsSet || options?.defaultPointsSet || 'xwa-50p2.0'}
            format={format}
            onUse={(xws, seat) => (seat === 'mine' ? setMine : setTheirs)({ ready: 'paste', text: xws })}
          />
        </Suspense>
      )}
      <MyGames />
      <RecentGames />
    </main>
  );
}
