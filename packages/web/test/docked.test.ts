/** Docked ships drawn against their carrier's rear edge (docked.ts). */
import type { GameView } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { dockedLabelPlace, dockedShips } from '../src/docked.js';

type Ship = GameView['ships'][number];

const ship = (id: string, base: string, pose: Ship['pose'], extra: Partial<Ship> = {}) =>
  ({ id, base, pose, gone: null, player: 0, ...extra }) as unknown as Ship;

describe('docked ships on the table', () => {
  it('draws each docked ship beside its carrier, in a row, turned and moved with it, on the table', () => {
    const ghost = ship('p1-ghost-1', 'large', { x: 300, y: 100, heading: 0 });
    const phantom = ship('p1-phantom-1', 'small', null, { docked: 'p1-ghost-1' });
    // Large base 80 mm, small 40 mm, a 3 mm gap: 40 + 3 + 20 to the right (+x at heading 0).
    expect(dockedShips([ghost, phantom]).map((d) => [d.ship.id, d.carrier.id, d.pose])).toEqual([
      ['p1-phantom-1', 'p1-ghost-1', { x: 363, y: 100, heading: 0 }],
    ]);
    // Facing +x (90°): its right is -y. Two docked ships in a row outward.
    const turned = { ...ghost, pose: { x: 300, y: 300, heading: 90 } };
    const second = ship('p1-pup-1', 'small', null, { docked: 'p1-ghost-1' });
    expect(dockedShips([turned, phantom, second]).map((d) => d.pose)).toEqual([
      { x: 300, y: 237, heading: 90 },
      { x: 300, y: 194, heading: 90 },
    ]);
    // At the right side edge of the table: drawn on its left instead.
    const atEdge = { ...ghost, pose: { x: 880, y: 100, heading: 0 } };
    expect(dockedShips([atEdge, phantom])[0]!.pose).toEqual({ x: 817, y: 100, heading: 0 });
  });

  it('draws nothing for a ship in play, a ship gone, or a carrier not on the table', () => {
    const ghost = ship('p1-ghost-1', 'large', { x: 300, y: 100, heading: 0 });
    const deployed = ship('p1-phantom-1', 'small', { x: 300, y: 200, heading: 0 });
    const gone = ship('p1-pup-1', 'small', null, { docked: 'p1-ghost-1', gone: { how: 'destroyed', round: 2 } });
    const offTable = ship('p1-z95-1', 'small', null, { docked: 'p1-houndstooth-1' });
    const carrierGone = ship('p1-houndstooth-1', 'large', null);
    expect(dockedShips([ghost, deployed, gone, offTable, carrierGone])).toEqual([]);
  });

  it("puts a docked ship's name on its far side from the carrier, clear of the carrier's own labels", () => {
    // Right of the carrier on the screen: the name starts past the docked base's right edge.
    expect(dockedLabelPlace({ x: 363, y: 100 }, { x: 300, y: 100 }, 20)).toEqual({ x: 386, y: 103, anchor: 'start' });
    // Left of it: ends past the left edge.
    expect(dockedLabelPlace({ x: 237, y: 100 }, { x: 300, y: 100 }, 20)).toEqual({ x: 214, y: 103, anchor: 'end' });
    // Below it on the screen (y down): under the docked base; above it: over the docked base.
    expect(dockedLabelPlace({ x: 300, y: 363 }, { x: 300, y: 300 }, 20)).toEqual({ x: 300, y: 392, anchor: 'middle' });
    expect(dockedLabelPlace({ x: 300, y: 237 }, { x: 300, y: 300 }, 20)).toEqual({ x: 300, y: 213, anchor: 'middle' });
  });
});
