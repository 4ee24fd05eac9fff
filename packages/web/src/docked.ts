/**
 * Docked ships on the table (engine docking.ts; supplement "Dock", "Reserve"): a docked ship is in reserve, off the
 * play area (no pose, `docked` naming its carrier), but a player at a real table keeps it with its carrier. The page
 * draws each one beside its carrier's right edge (its left where the right would leave the table: behind would, for a
 * carrier set up at its edge), in a row when a carrier holds several, turned as the carrier is, following the carrier
 * as it moves. Only drawn: nothing measures from it.
 */
import type { GameView } from '@xwing/engine';
import { BASES, type BaseSize, PLAY_AREA_SIZE, type Pose } from '@xwing/geometry';

type Ship = GameView['ships'][number];

export interface DockedShip {
  ship: Ship;
  carrier: Ship;
  /** Where it is drawn (table mm): beside the carrier. */
  pose: Pose;
}

/** The gap (mm) between the carrier's edge and a docked ship drawn there, and between two docked ships. */
const GAP = 3;

/** Each docked ship whose carrier is on the table, with the pose it is drawn at. */
export function dockedShips(ships: readonly Ship[]): DockedShip[] {
  const byId = new Map(ships.map((s) => [s.id, s]));
  const onCarrier = new Map<string, Ship[]>();
  for (const s of ships) {
    if (s.pose || s.gone || !s.docked) continue;
    const carrier = byId.get(s.docked);
    if (!carrier?.pose) continue;
    const list = onCarrier.get(carrier.id) ?? [];
    list.push(s);
    onCarrier.set(carrier.id, list);
  }
  const out: DockedShip[] = [];
  for (const [carrierId, docked] of onCarrier) {
    const carrier = byId.get(carrierId)!;
    const c = carrier.pose!;
    const r = (c.heading * Math.PI) / 180;
    // Right of the carrier as it faces (table +y at heading 0, clockwise): +x at heading 0.
    const right = { x: Math.cos(r), y: -Math.sin(r) };
    const half = BASES[carrier.base as BaseSize].width / 2;
    const place = (side: 1 | -1) => {
      let across = half + GAP;
      return docked.map((s) => {
        const w = BASES[s.base as BaseSize].width;
        const d = side * (across + w / 2);
        across += w + GAP;
        const at = { x: c.x + right.x * d, y: c.y + right.y * d };
        return {
          ship: s,
          carrier,
          pose: { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10, heading: c.heading },
        };
      });
    };
    // Beside its right edge, or its left where the right would leave the table (a carrier at a side edge).
    const onTable = (p: Pose) => p.x >= 0 && p.x <= PLAY_AREA_SIZE && p.y >= 0 && p.y <= PLAY_AREA_SIZE;
    const rightSide = place(1);
    out.push(...(rightSide.every((d) => onTable(d.pose)) ? rightSide : place(-1)));
  }
  return out;
}

/**
 * Where a docked ship's name goes (screen units): past the docked base, away from the carrier; beside it (anchored
 * at its near end) when the carrier is mostly to one side, above or below it otherwise.
 */
export function dockedLabelPlace(
  at: { x: number; y: number },
  carrier: { x: number; y: number },
  half: number,
): { x: number; y: number; anchor: 'start' | 'middle' | 'end' } {
  const dx = at.x - carrier.x;
  const dy = at.y - carrier.y;
  const d = Math.hypot(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  if (Math.abs(ux) >= 0.5)
    return { x: at.x + Math.sign(ux) * (half + 3), y: at.y + 3, anchor: ux > 0 ? 'start' : 'end' };
  return { x: at.x, y: uy >= 0 ? at.y + half + 9 : at.y - half - 4, anchor: 'middle' };
}
