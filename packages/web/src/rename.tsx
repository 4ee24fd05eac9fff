/**
 * A seated player renames their seat (a friend who joined through a link was named by whoever created the game): the
 * room's `rename` (docs/service.md, "Rename") tells every connection, so both players, spectators and the chat show
 * the new name. The game's log and replay keep the names it was created with.
 */
import type { GameConnection } from '@xwing/client';
import { type FormEvent, useState } from 'react';

/** Names are 1 to 40 characters (the service's limit). */
const MAX_NAME = 40;

export function RenameSeat({ conn, name }: { conn: GameConnection; name: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!editing)
    return (
      <button
        type="button"
        className="rename"
        data-action="rename"
        title="Change the name the game shows for you"
        onClick={() => {
          setText(name);
          setProblem(null);
          setEditing(true);
        }}
      >
        Rename
      </button>
    );
  const save = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    if (!next || next === name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    setProblem(null);
    conn.rename(next).then(
      () => {
        setBusy(false);
        setEditing(false);
      },
      (err: Error) => {
        setBusy(false);
        setProblem(err.message);
      },
    );
  };
  return (
    <form className="rename-form" onSubmit={save}>
      <input
        value={text}
        maxLength={MAX_NAME}
        aria-label="Your name"
        autoFocus
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
      />
      <button type="submit" disabled={busy || !text.trim()}>
        Save
      </button>
      <button type="button" onClick={() => setEditing(false)}>
        Cancel
      </button>
      {problem && (
        <span className="rename-problem" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}
