/** The web table's entry: picks the page from the path (/, /game/<id>, /replay/<id>). */
import { parseGameLink } from '@xwing/client';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { GamePage } from './game.js';
import { Lobby } from './lobby.js';
import { ReplayPage } from './replay.js';
import './styles.css';

// The browser bench's page, fetched only when asked for.
const BenchPage = lazy(() => import('./bench.js').then((m) => ({ default: m.BenchPage })));

function App() {
  const path = location.pathname;
  if (path === '/bench/redraw')
    return (
      <Suspense fallback={null}>
        <BenchPage />
      </Suspense>
    );
  const replay = /^\/replay\/([^/]+)$/.exec(path);
  if (replay) return <ReplayPage gameId={decodeURIComponent(replay[1]!)} />;
  if (path.startsWith('/game/')) {
    const link = parseGameLink(location.href);
    // A hot-seat link carries both seats' tokens (#token=…&token=…).
    const tokens = new URLSearchParams(location.hash.slice(1)).getAll('token');
    if (link) return <GamePage gameId={link.gameId} tokens={tokens} />;
  }
  return <Lobby />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
