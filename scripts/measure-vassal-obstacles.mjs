#!/usr/bin/env node
// Measures obstacle outlines from the X-Wing Vassal module's piece footprints, as the 30 outlines of
// ../shared/reference/obstacle-outlines.json were (their sizes and vertices are reproduced by this method): each
// piece's "nonRect" trait in the module's buildFile.xml is its footprint traced on the piece image, a pixel staircase
// about the piece's centre. The staircase is scaled at 2.825 px per mm (the module's scale, docs/geometry.md),
// centred on its bounding box and simplified to 0.5 mm (Douglas–Peucker); y as the module's (image rows), as the
// reference file's. Prints the JSON of scripts/obstacle-outlines-more.json's entries (provenance added there).
//
//   node scripts/measure-vassal-obstacles.mjs <buildFile.xml> "<piece entryName>=<our name>" …
//
// The module: github.com/Mu0n/XWVassal, mic/swxwmg.vmod-unpacked/buildFile.xml (commit 9c021ee3, 2022-07-22).
import { readFileSync } from 'node:fs';

const PX_PER_MM = 2.825;
const EPS_MM = 0.5;

const [file, ...wanted] = process.argv.slice(2);
if (!file || wanted.length === 0) {
  console.error('usage: node scripts/measure-vassal-obstacles.mjs <buildFile.xml> "<entryName>=<name>" …');
  process.exit(2);
}
const xml = readFileSync(file, 'utf8');

/** The piece's footprint: its nonRect trait's path, as [x, y] pixel points (the image it was traced on, if named). */
function footprint(entry) {
  const at = xml.indexOf(`entryName="${entry}"`);
  if (at < 0) throw new Error(`no piece "${entry}"`);
  const piece = xml.slice(at, xml.indexOf('</VASSAL.build.widget.', at));
  const trait = piece.split('\t').find((t) => t.startsWith('nonRect;'));
  if (!trait) throw new Error(`piece "${entry}" has no footprint`);
  let tokens = trait.slice('nonRect;'.length).replace(/\\+$/, '').split(',');
  let image = null;
  if (tokens[0].startsWith('n')) [image, tokens] = [tokens[0].slice(1), tokens.slice(1)];
  const points = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (t === 'm' || t === 'l') {
      if (t === 'm' && points.length) throw new Error(`piece "${entry}": more than one path`);
      points.push([Number(tokens[i + 1]), Number(tokens[i + 2])]);
      i += 3;
    } else i += 1;
  }
  return { image, points };
}

/** Douglas–Peucker on an open polyline. */
function simplify(pts, eps) {
  if (pts.length < 3) return pts;
  const [ax, ay] = pts[0];
  const [bx, by] = pts[pts.length - 1];
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy);
  let best = -1;
  let at = 0;
  for (let i = 1; i < pts.length - 1; i++) {
    const [px, py] = pts[i];
    const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * (px - ax) - dx * (py - ay)) / len;
    if (d > best) [best, at] = [d, i];
  }
  if (best <= eps) return [pts[0], pts[pts.length - 1]];
  return [...simplify(pts.slice(0, at + 1), eps).slice(0, -1), ...simplify(pts.slice(at), eps)];
}

const out = {};
for (const pair of wanted) {
  const [entry, name] = pair.split('=');
  const { image, points } = footprint(entry);
  const ring = points.length > 1 && String(points[0]) === String(points.at(-1)) ? points.slice(0, -1) : points;
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const mm = ring.map(([x, y]) => [(x - cx) / PX_PER_MM, (y - cy) / PX_PER_MM]);
  const simple = simplify([...mm, mm[0]], EPS_MM).slice(0, -1);
  let area = 0;
  for (let i = 0; i < simple.length; i++) {
    const [x0, y0] = simple[i];
    const [x1, y1] = simple[(i + 1) % simple.length];
    area += x0 * y1 - x1 * y0;
  }
  out[name] = {
    piece: entry,
    ...(image ? { traced_on: image } : {}),
    bbox_mm: [
      Number(((Math.max(...xs) - Math.min(...xs)) / PX_PER_MM).toFixed(1)),
      Number(((Math.max(...ys) - Math.min(...ys)) / PX_PER_MM).toFixed(1)),
    ],
    area_mm2: Math.round(Math.abs(area) / 2),
    parts: 1,
    outline_mm_about_bbox_centre: simple.map(([x, y]) => [Number(x.toFixed(2)), Number(y.toFixed(2))]),
  };
}
console.log(JSON.stringify(out, null, 1));
