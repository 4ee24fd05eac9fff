/**
 * Ships drawn as ships: the xwing-miniatures-font silhouette of each ship type (vite.config.ts's ship font), turned
 * to the ship's heading, over its base. The font is fetched once, the first time a board draws a ship that has a
 * glyph; a ship the font lacks keeps its base outline and name (docs/web.md lists them).
 */
import { shipFontUrl, shipGlyphs } from 'virtual:ship-font';
import { BASES, type Pose } from '@xwing/geometry';
import { screenPoint } from './shapes.js';

/** The CSS font family the board's glyphs use. */
export const SHIP_FONT_FAMILY = 'XWingShips';

let requested = false;

/** Adds the ship font to the document and starts fetching it (once). */
function requestShipFont(): void {
  if (requested || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  requested = true;
  const face = new FontFace(SHIP_FONT_FAMILY, `url(${shipFontUrl})`, { display: 'block' });
  document.fonts.add(face);
  void face.load().catch(() => {
    // Without the font the base outline and the name still show the ship; nothing else depends on it.
  });
}

/** The character that draws this ship type, or undefined when the font has none. */
export function shipGlyph(shipType: string): string | undefined {
  return Object.hasOwn(shipGlyphs, shipType) ? shipGlyphs[shipType] : undefined;
}

/**
 * The silhouette of a ship on the table, upright in screen space: the font's glyphs are three-quarter views, not
 * top-down ones, so they name the ship type and the base's nose and arcs show its heading.
 */
export function ShipGlyph({
  shipType,
  player,
  base,
  pose,
  turned,
}: {
  shipType: string;
  player: number;
  base: keyof typeof BASES;
  pose: Pose;
  turned: boolean;
}) {
  const char = shipGlyph(shipType);
  if (!char) return null;
  requestShipFont();
  const centre = screenPoint(pose.x, pose.y, turned);
  // The glyph fills about two thirds of its em box: an em of 90 % of the base's side fits it inside the base.
  const size = BASES[base].length * 0.9;
  return (
    <text
      className={`ship-glyph p${player}`}
      data-glyph={shipType}
      x={centre.x}
      y={centre.y}
      style={{ fontSize: `${size.toFixed(1)}px`, fontFamily: SHIP_FONT_FAMILY }}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
    >
      {char}
    </text>
  );
}
