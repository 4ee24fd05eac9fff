/**
 * Starting a game from a game file (docs/game-files.md; docs/web.md "Games from a game file"): the JSON `xwing play`
 * reads, `{ setup | position, choices? }`, chosen with a file picker or pasted. The service checks it in full
 * (docs/service.md, "POST /api/games with file") and its refusal is shown as it came, nothing created.
 */
import { type ComputerKind, type CreatedGame, GameService, LIMITS } from '@xwing/client';
import { useState } from 'react';

/** A refusal's lines: the message, then each listed problem the message does not already say. */
export function refusalText(e: unknown): string {
  const err = e as Error & { problems?: { path: string; message: string }[] };
  const lines = [err.message];
  for (const p of err.problems ?? []) {
    const line = `${p.path}: ${p.message}`;
    if (!lines.some((l) => l.includes(p.message))) lines.push(line);
  }
  return lines.join('\n');
}

/** A file this much larger than the service's body limit is not even read into the page. */
const READ_LIMIT = 4 * LIMITS.httpBodyBytes;

/** The file's text as an object, or a sentence saying why it is not one (nothing is sent then). */
function readFileText(text: string): { file: Record<string, unknown> } | { problem: string } {
  if (!text.trim()) return { problem: 'choose a game file or paste one' };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problem: `the game file is not JSON: ${(e as Error).message}` };
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return { problem: 'a game file is a JSON object: { "setup": … } or { "position": … }, with "choices" optionally' };
  return { file: doc as Record<string, unknown> };
}

export function GameFileForm({ onCreated }: { onCreated: (g: CreatedGame, opponent: string) => void }) {
  const [text, setText] = useState('');
  const [opponent, setOpponent] = useState('hotseat');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (f: File | undefined) => {
    setError(null);
    if (!f) return;
    if (f.size > READ_LIMIT) {
      setError(
        `${f.name} is ${Math.ceil(f.size / 1024)} KiB: a game file may be at most ${LIMITS.httpBodyBytes / 1024} KiB`,
      );
      return;
    }
    setText(await f.text());
  };

  const create = async () => {
    setError(null);
    const read = readFileText(text);
    if ('problem' in read) {
      setError(read.problem);
      return;
    }
    setBusy(true);
    try {
      const computer = opponent === 'friend' || opponent === 'hotseat' ? undefined : (opponent as ComputerKind);
      // Tests only: a service started with ALLOW_CLIENT_SEEDS=1 keeps the file's seed or takes ?seed=.
      const seed = new URLSearchParams(location.search).get('seed');
      const g = await new GameService().createGameFromFile({
        file: read.file,
        ...(computer ? { players: [{}, { computer }] } : {}),
        ...(seed ? { seed } : {}),
      });
      onCreated(g, opponent);
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="game-file">
      <summary>Start from a game file</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <p>
          A game file as <code>xwing play</code> reads it: a setup or a position (docked ships, ships in reserve,
          remotes, conditions…), and choices already made. You play its first player.
        </p>
        <label>
          File{' '}
          <input
            id="game-file-pick"
            type="file"
            accept=".json,application/json"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        <label>
          or paste it
          <textarea
            id="game-file-text"
            rows={6}
            spellCheck={false}
            placeholder='{"position": {"players": [{"ships": [...]}, {"ships": [...]}]}}'
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <label>
          Second player{' '}
          <select id="game-file-opponent" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
            <option value="hotseat">a friend on this screen (hot seat)</option>
            <option value="friend">a friend (join link)</option>
            <option value="heuristic">the computer</option>
            <option value="easy">the computer (easy)</option>
            <option value="normal">the computer (normal: searches)</option>
            <option value="hard">the computer (hard: searches longer)</option>
            <option value="random">the computer (random moves)</option>
          </select>
        </label>
        <button type="submit" className="primary" disabled={busy}>
          Create game from file
        </button>
        {error && (
          <pre className="refusal" role="alert">
            {error}
          </pre>
        )}
      </form>
    </details>
  );
}
