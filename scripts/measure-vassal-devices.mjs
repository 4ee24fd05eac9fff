#!/usr/bin/env node
// Measures the device and remote tokens' outlines and their landing offsets from the X-Wing Vassal module, as
// scripts/measure-vassal-obstacles.mjs measures the obstacles: each piece's "nonRect" trait in the module's
// buildFile.xml is its footprint traced on the piece image (a pixel staircase), read at 2.825 px per mm and simplified
// to 0.5 mm (Douglas–Peucker). Unlike the obstacles, each outline is kept about the piece's own origin (the point the
// module places), not its bounding-box centre, because the module's drop offsets (BombSpawner.java, enum BombToken:
// from the template's end to that origin, along the template, and across it for the cluster mine's side pieces) land
// that point. The y axis is turned to point up, so the side of the token the module lays against the template's end
// (the top of its image) is +y. A footprint with a stray speck beside it (a subpath of under 1 mm²) keeps its main
// path only, and says so.
//
//   node scripts/measure-vassal-devices.mjs <buildFile.xml> <BombSpawner.java> \
//     | npx prettier --stdin-filepath scripts/device-outlines.json > scripts/device-outlines.json
//
// The module: github.com/Mu0n/XWVassal at commit 9c021ee3 (2022-07-22), mic/swxwmg.vmod-unpacked/buildFile.xml and
// mic/src/main/java/mic/BombSpawner.java. The committed scripts/device-outlines.json is this output with its
// provenance notes; scripts/convert-device-outlines.mjs turns it into the geometry package's data.
import { readFileSync } from 'node:fs';

const PX_PER_MM = 2.825;
const EPS_MM = 0.5;

/** Our device kind → the module's piece (gpid) and the BombToken entries naming its offset. */
const KINDS = {
  bomb: {
    gpid: '1269',
    spawner: 'ProtonBomb',
    same: ['3665', '5260', '8867', '11774', '13116', '13161'],
    note: 'every bomb piece of the module (Proton Bomb, Seismic Charge, Ion Bombs, Thermal Detonators, Bomblet, Electro-Proton Bomb, Concussion) has this one footprint and offset',
  },
  'proximity-mine': { gpid: '3666', spawner: 'ProxMine' },
  'conner-net': { gpid: '6423', spawner: 'ConnerNet' },
  'cluster-mines': { gpid: '5774', spawner: 'ClusterMineCenter', sideGpid: '5775', sideSpawner: 'ClusterMineRight' },
  'drk-1': { gpid: '13068', spawner: 'DRK1ProbeDroid' },
  'buzz-droid': { gpid: '13069', spawner: 'BuzzDroidSwarm' },
  'sensor-buoy': { gpid: '13166', same: ['13167'], note: 'placed at Setup, not with a template: no offset' },
};

const [file, spawnerFile] = process.argv.slice(2);
if (!file || !spawnerFile) {
  console.error('usage: node scripts/measure-vassal-devices.mjs <buildFile.xml> <BombSpawner.java>');
  process.exit(2);
}
const xml = readFileSync(file, 'utf8');
const spawner = readFileSync(spawnerFile, 'utf8');

/** The piece slot with this gpid: its entry name and footprint trait text. */
function piece(gpid) {
  const at = xml.indexOf(`gpid="${gpid}"`);
  if (at < 0) throw new Error(`no piece with gpid ${gpid}`);
  const start = xml.lastIndexOf('entryName="', at);
  const entry = xml.slice(start + 'entryName="'.length, xml.indexOf('"', start + 'entryName="'.length));
  const body = xml.slice(at, xml.indexOf('</VASSAL.build.widget.', at));
  const trait = body.split('\t').find((t) => t.startsWith('nonRect;'));
  if (!trait) throw new Error(`piece ${gpid} has no footprint`);
  // The token's own image: the piece's, or its "Bomb Token" layer's (the others are range and blast overlays).
  const image =
    body.match(/piece;;;([^;]+);/)?.[1] || body.match(/;0;0;([^,;]+\.png),?;[^;]*;true;Bomb Token;/)?.[1] || null;
  return { entry, trait: trait.replace(/\\+$/, ''), image };
}

/** The footprint's subpaths as [x, y] pixel rings. */
function paths(trait) {
  const tokens = trait.slice('nonRect;'.length).split(',');
  if (tokens[0].startsWith('n')) tokens.shift();
  const out = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (t === 'm') out.push([]);
    if (t === 'm' || t === 'l') {
      out.at(-1).push([Number(tokens[i + 1]), Number(tokens[i + 2])]);
      i += 3;
    } else i += 1;
  }
  return out.map((p) => (p.length > 1 && String(p[0]) === String(p.at(-1)) ? p.slice(0, -1) : p));
}

function area(ring) {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[(i + 1) % ring.length];
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
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

/** The module's BombToken offset (x across, y along the template) in px. */
function offset(name) {
  const m = spawner.match(
    new RegExp(`\\b${name}\\("([^"]*)",\\s*"([^"]*)",\\s*"(\\d+)",\\s*(-?[\\d.]+)f,\\s*(-?[\\d.]+)f\\)`),
  );
  if (!m) throw new Error(`no BombToken ${name}`);
  return { label: m[1], gpid: m[3], x: Number(m[4]), y: Number(m[5]) };
}

const r2 = (v) => Number(v.toFixed(2));

function measure(gpid) {
  const p = piece(gpid);
  const all = paths(p.trait);
  const kept = all.filter((r) => Math.abs(area(r)) / PX_PER_MM ** 2 >= 1);
  if (kept.length !== 1) throw new Error(`piece ${gpid}: ${kept.length} main paths`);
  const ring = kept[0];
  const xs = ring.map((q) => q[0]);
  const ys = ring.map((q) => q[1]);
  // mm about the piece's origin, y up (the image's rows point down).
  const mm = ring.map(([x, y]) => [x / PX_PER_MM, -y / PX_PER_MM]);
  let simple = simplify([...mm, mm[0]], EPS_MM).slice(0, -1);
  if (area(simple) < 0) simple = simple.reverse();
  return {
    piece: p.entry,
    gpid,
    ...(p.image ? { image: p.image } : {}),
    ...(all.length > kept.length ? { dropped_specks: all.length - kept.length } : {}),
    footprint_px: { x: [Math.min(...xs), Math.max(...xs)], y: [Math.min(...ys), Math.max(...ys)] },
    bbox_mm: [r2((Math.max(...xs) - Math.min(...xs)) / PX_PER_MM), r2((Math.max(...ys) - Math.min(...ys)) / PX_PER_MM)],
    area_mm2: Math.round(area(simple)),
    outline_mm_about_piece_origin: simple.map(([x, y]) => [r2(x) + 0, r2(y) + 0]),
    trait: p.trait,
  };
}

const out = {
  _provenance: {
    source:
      'github.com/Mu0n/XWVassal (the X-Wing Vassal module), commit 9c021ee3f8fb1c8e71b71e2677254146e411e7a6 (2022-07-22, its newest)',
    outlines:
      "mic/swxwmg.vmod-unpacked/buildFile.xml: each piece's footprint (its nonRect trait, traced by the module on the token image; the images' pixel sizes agree with the footprints), the same source and method as scripts/obstacle-outlines-more.json",
    scale: "2.825 px = 1 mm (the module's scale; docs/geometry.md)",
    frame:
      "mm about the piece's origin (the point the module places), y up: the token's side the module lays against the template's end (its image's top) is +y; counter-clockwise, simplified to 0.5 mm",
    offsets:
      "mic/src/main/java/mic/BombSpawner.java, enum BombToken: the module's drop offset from the template's end (the midpoint of its far edge) to the piece's origin, in px, [across, along] the template; ahead_mm = along / 2.825",
    measured: 'scripts/measure-vassal-devices.mjs (s37-outlines, 2026-11-29)',
  },
};
for (const [kind, spec] of Object.entries(KINDS)) {
  const m = measure(spec.gpid);
  for (const g of spec.same ?? []) {
    if (piece(g).trait !== piece(spec.gpid).trait)
      throw new Error(`piece ${g}'s footprint differs from ${spec.gpid}'s`);
  }
  const entry = {
    piece: m.piece,
    gpid: m.gpid,
    ...(m.image ? { image: m.image } : {}),
    ...(spec.same ? { same_footprint: spec.same.map((g) => `${piece(g).entry} (${g})`) } : {}),
    ...(spec.note ? { note: spec.note } : {}),
    ...(m.dropped_specks ? { dropped_specks: m.dropped_specks } : {}),
    footprint_px: m.footprint_px,
    bbox_mm: m.bbox_mm,
    area_mm2: m.area_mm2,
  };
  if (spec.spawner) {
    const o = offset(spec.spawner);
    if (o.gpid !== spec.gpid) throw new Error(`BombToken ${spec.spawner} names gpid ${o.gpid}, not ${spec.gpid}`);
    entry.spawner = { token: spec.spawner, offset_px: [o.x, o.y] };
    entry.ahead_mm = r2(o.y / PX_PER_MM);
  }
  if (spec.sideGpid) {
    const side = measure(spec.sideGpid);
    const o = offset(spec.sideSpawner);
    entry.side_piece = {
      piece: side.piece,
      gpid: side.gpid,
      ...(side.image ? { image: side.image } : {}),
      spawner: { token: spec.sideSpawner, offset_px: [o.x, o.y] },
      ahead_mm: r2(o.y / PX_PER_MM),
      side_mm: r2(Math.abs(o.x) / PX_PER_MM),
      footprint_px: side.footprint_px,
      bbox_mm: side.bbox_mm,
      area_mm2: side.area_mm2,
      outline_mm_about_piece_origin: side.outline_mm_about_piece_origin,
    };
  }
  entry.outline_mm_about_piece_origin = m.outline_mm_about_piece_origin;
  out[kind] = entry;
}
// Kinds the module has no piece for: marked unmeasured, with what they are taken as instead.
out['blazer-bomb'] = {
  measured: false,
  like: 'bomb',
  note: "the module has no Blazer Bomb piece and the rules state no token size: taken as the module's common bomb footprint and offset (every bomb piece it has shares them), unmeasured",
};
out.commando = {
  measured: false,
  disc_radius_mm: 15,
  ahead_mm: 15,
  note: "the module has no commando team piece (its last commit predates the commando remotes) and the rules state no token size: the disc the engine used for every remote before (radius 15 mm, its edge at the template's end), unmeasured",
};
console.log(JSON.stringify(out, null, 1));
