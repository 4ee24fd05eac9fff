/**
 * The chat of a game between two people: each seated player writes, both and any spectator read. The service keeps
 * the last lines in the game's room (docs/service.md, "Chat"); nothing of it goes through the engine.
 */
import { type ChatLine, type GameConnection, LIMITS } from '@xwing/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';

export function ChatPanel({ conn, lines }: { conn: GameConnection; lines: readonly ChatLine[] }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const canWrite = conn.seat !== 'spectator';

  useEffect(() => {
    // The newest line in sight, as a chat is read.
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const said = text.trim();
    if (!said) return;
    setProblem(null);
    conn.say(said).then(
      () => setText(''),
      (err: Error) => setProblem(err.message),
    );
  };

  return (
    <section className="chat" aria-label="Chat">
      <h2>Chat</h2>
      <ol ref={list} aria-live="polite">
        {lines.map((l) => (
          <li key={l.id} className={`p${l.seat}`}>
            <span className="who">{l.name}:</span> {l.text}
          </li>
        ))}
      </ol>
      {canWrite && (
        <form onSubmit={send}>
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={LIMITS.chatChars}
            placeholder="Say something"
            aria-label="Chat message"
          />
          <button type="submit" disabled={!text.trim()}>
            Send
          </button>
        </form>
      )}
      {problem && <p className="chat-problem">{problem}</p>}
    </section>
  );
}
