/**
 * @xwing/web: the web table's page (the built site is what the package delivers; `main.tsx` is its entry). The
 * pieces are exported for other front ends and for tests that render them.
 */
export { Board, type BoardProps } from './board.js';
export { GamePage, resultText } from './game.js';
export { Lobby } from './lobby.js';
export { ReplayPage } from './replay.js';
export { maneuverPreview, PreviewOverlay, type PreviewTarget } from './preview.js';
export { queryFor } from './odds-query.js';
export { READY_SQUADS } from './ready-squads.js';
