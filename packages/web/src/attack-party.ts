/** Where an attack's parties stand on the table, for the line drawn between them (moves.tsx). */
import type { GameView } from '@xwing/engine';
import type { Pose } from '@xwing/geometry';

/**
 * Where an attack's party stands: a ship, or a remote (a commando team attacking, or a remote defending; issue 26).
 * Null for one not on the table.
 */
export function partyPose(view: Pick<GameView, 'ships' | 'remotes'>, id: string): Pose | null {
  return view.ships.find((s) => s.id === id)?.pose ?? view.remotes?.find((r) => r.id === id)?.pose ?? null;
}
