/** The web table's entry: picks the page from the path (/, /game/<id>, /replay/<id>). */
import { parseGameLink } from '@xwing/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GamePage } from './game.js';
import { Lobby } from './lobby.js';
import { ReplayPage } from './replay.js';
import './styles.css';

function App() {
  const path = location.pathname;
  const replay = /^\/replay\/([^/]+)$/.exec(path);
  if (replay) return <ReplayPage gameId={decodeURIComponent(replay[1]!)} />;
  if (path.startsWith('/game/')) {
    const link = parseGameLink(location.href);
    if (link) return <GamePage gameId={link.gameId} token={link.token ?? undefined} />;
  }
  return <Lobby />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
