/** The game log: the engine's sentences, grouped by round, newest at the bottom and kept in view. */
import type { GameEvent } from '@xwing/engine';
import { useEffect, useRef } from 'react';
import { useNames } from './names.js';

export function GameLog({ events }: { events: readonly GameEvent[] }) {
  const list = useRef<HTMLOListElement>(null);
  const names = useNames();
  useEffect(() => {
    // Scroll the log's own box only (scrollIntoView would also scroll the side panel away from the decision).
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [events.length]);
  const shown = events.slice(-300);
  return (
    <section className="log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list}>
        {shown.map((e, i) => {
          const prev = shown[i - 1];
          const head = !prev || prev.round !== e.round || prev.phase !== e.phase;
          return (
            <li key={e.seq} className={`ev ev-${e.type}`} data-seq={e.seq}>
              {head && <span className="when">{e.round ? `Round ${e.round}, ${e.phase}` : e.phase}</span>}
              {names.text(e.text)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
