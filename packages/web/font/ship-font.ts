/**
 * The ship glyphs of the community's xwing-miniatures-font (MIT, github.com/geordanr/xwing-miniatures-font), taken at
 * build time from its npm tarball: the package cannot be a dependency (its own build tools, listed as dependencies,
 * break `npm ci`), so the build packs the pinned version with npm, checks the tarball's integrity, and reads the ship
 * font and the CSS that names each glyph. The font is subset to the glyphs of our ships and written as WOFF2; the
 * page loads it only when a board is drawn. Ships the font lacks are listed by `missingShips` (docs/web.md).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FONT_PACKAGE = 'xwing-miniatures-font@2.6.9';
/** The registry's integrity of that tarball (`npm view xwing-miniatures-font@2.6.9 dist.integrity`). */
const INTEGRITY = 'sha512-w+LuWzajFRpo1LjdlAd+YDQ39SblYGj53a9L7do5BDP269jWIvx1nDl+ephn+FuxrHNLjaUwissyyr56ZHywlQ==';

/**
 * Ships whose xws id changed in the card data after the font named them: the same ship, the font's older name.
 */
const RENAMED: Record<string, string> = {
  cr90corelliancorvette: 'cr90corvette',
  tieininterceptor: 'tieinterceptor',
  upsilonclassshuttle: 'upsilonclasscommandshuttle',
  // The Delta-7B is the Delta-7 Aethersprite's model with other stats.
  delta7baethersprite: 'delta7aethersprite',
  // The first edition's ships (packages/content/data-v1: first-edition and junior games), the same models.
  tieadvanced: 'tieadvancedx1',
  tiefighter: 'tielnfighter',
  xwing: 't65xwing',
  ywing: 'btla4ywing',
};

export interface ShipFont {
  /** The subset font, WOFF2. */
  woff2: Uint8Array;
  /** Each of our ships' xws id with a glyph, to the character that draws it. */
  glyphs: Record<string, string>;
  /** Our ships the font has no glyph for (drawn as their base outline with their name). */
  missingShips: string[];
}

/** The font's CSS rules `i.xwing-miniatures-ship-<name>:before { content: "<c>"; }`, as name → character. */
export function shipGlyphsOfCss(css: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  const rule = /xwing-miniatures-ship-([a-z0-9]+):before\s*\{\s*content:\s*"((?:\\[^]|[^"\\])+)"/g;
  for (const m of css.matchAll(rule)) glyphs.set(m[1]!, cssString(m[2]!));
  return glyphs;
}

/** A CSS string's body with its escapes read: `\\` is a backslash, `\e000 ` a code point. */
function cssString(body: string): string {
  return body.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([^]))/g, (_, hex: string | undefined, other: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : other!,
  );
}

/**
 * The pinned tarball's ship font (or, `icons`, its icon font: actions, upgrade slots, tokens…) and CSS, packed once
 * into `cacheDir` and checked against the registry's digest.
 */
function unpackedFont(cacheDir: string, icons = false): { ttf: Buffer; css: string } {
  const dir = join(cacheDir, FONT_PACKAGE.replace('@', '-'));
  const ttf = join(dir, 'package', 'dist', icons ? 'xwing-miniatures.ttf' : 'xwing-miniatures-ships.ttf');
  const css = join(dir, 'package', 'dist', 'xwing-miniatures.css');
  if (!existsSync(ttf) || !existsSync(css)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['pack', FONT_PACKAGE, '--pack-destination', dir, '--silent'], { stdio: 'pipe' });
    const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    if (!tgz) throw new Error(`npm pack ${FONT_PACKAGE} left no tarball in ${dir}`);
    const digest = `sha512-${createHash('sha512')
      .update(readFileSync(join(dir, tgz)))
      .digest('base64')}`;
    if (digest !== INTEGRITY) throw new Error(`${FONT_PACKAGE}: tarball digest ${digest}, expected ${INTEGRITY}`);
    execFileSync('tar', ['xzf', tgz], { cwd: dir, stdio: 'pipe' });
  }
  return { ttf: readFileSync(ttf), css: readFileSync(css, 'utf8') };
}

/** The subset ship font for the given ships' xws ids, with their glyphs and the ships it lacks. */
export async function buildShipFont(cacheDir: string, shipIds: readonly string[]): Promise<ShipFont> {
  const { ttf, css } = unpackedFont(cacheDir);
  const named = shipGlyphsOfCss(css);
  const glyphs: Record<string, string> = {};
  const missingShips: string[] = [];
  for (const id of [...new Set(shipIds)].sort()) {
    const char = named.get(id) ?? named.get(RENAMED[id] ?? '');
    if (char) glyphs[id] = char;
    else missingShips.push(id);
  }
  const { default: subsetFont } = await import('subset-font');
  const text = [...new Set(Object.values(glyphs))].join('');
  const woff2 = await subsetFont(ttf, text, { targetFormat: 'woff2' });
  return { woff2: new Uint8Array(woff2), glyphs, missingShips };
}

/** Builds the font once per cache directory and writes it there; later builds read the written files. */
export async function shipFontFiles(
  cacheDir: string,
  shipIds: readonly string[],
): Promise<{ fontFile: string; glyphs: Record<string, string>; missingShips: string[] }> {
  const key = createHash('sha256')
    .update(`${FONT_PACKAGE}\n${JSON.stringify(RENAMED)}\n${[...new Set(shipIds)].sort().join(',')}`)
    .digest('hex')
    .slice(0, 12);
  const fontFile = join(cacheDir, `xwing-ships-${key}.woff2`);
  const mapFile = join(cacheDir, `xwing-ships-${key}.json`);
  if (existsSync(fontFile) && existsSync(mapFile)) {
    const { glyphs, missingShips } = JSON.parse(readFileSync(mapFile, 'utf8')) as Omit<ShipFont, 'woff2'>;
    return { fontFile, glyphs, missingShips };
  }
  const font = await buildShipFont(cacheDir, shipIds);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(fontFile, font.woff2);
  writeFileSync(mapFile, JSON.stringify({ glyphs: font.glyphs, missingShips: font.missingShips }));
  return { fontFile, glyphs: font.glyphs, missingShips: font.missingShips };
}

/**
 * The icons the page draws from the font's icon font, by our names (the content's action types and upgrade slots) to
 * the font's class names. Slots and actions the font has no icon for are drawn as their name (`missingIcons`).
 */
export const ICON_NAMES: Record<string, string> = {
  // Actions (ships.json `actions[].type`), and the link between a linked action's two halves.
  focus: 'focus',
  evade: 'evade',
  lock: 'lock',
  'barrel-roll': 'barrelroll',
  boost: 'boost',
  calculate: 'calculate',
  cloak: 'cloak',
  coordinate: 'coordinate',
  jam: 'jam',
  reinforce: 'reinforce',
  reload: 'reload',
  slam: 'slam',
  'rotate-arc': 'rotatearc',
  linked: 'linked',
  // Upgrade slots (upgrades.json `sides[].type`).
  astromech: 'astromech',
  cannon: 'cannon',
  cargo: 'cargo',
  command: 'command',
  configuration: 'config',
  crew: 'crew',
  device: 'device',
  'force-power': 'forcepower',
  gunner: 'gunner',
  hardpoint: 'hardpoint',
  hyperdrive: 'hyperdrive',
  illicit: 'illicit',
  missile: 'missile',
  modification: 'modification',
  sensor: 'sensor',
  'tactical-relay': 'tacticalrelay',
  talent: 'talent',
  team: 'team',
  tech: 'tech',
  title: 'title',
  torpedo: 'torpedo',
  turret: 'turret',
  // The dial's bearings (maneuver codes' last letter, dial.tsx).
  'maneuver-T': 'turnleft',
  'maneuver-B': 'bankleft',
  'maneuver-F': 'straight',
  'maneuver-N': 'bankright',
  'maneuver-Y': 'turnright',
  'maneuver-K': 'kturn',
  'maneuver-L': 'sloopleft',
  'maneuver-P': 'sloopright',
  'maneuver-E': 'trollleft',
  'maneuver-R': 'trollright',
  'maneuver-A': 'reversebankleft',
  'maneuver-S': 'reversestraight',
  'maneuver-D': 'reversebankright',
  'maneuver-O': 'stop',
  // Dice faces (a blank has no glyph).
  'die-hit': 'hit',
  'die-crit': 'crit',
  'die-focus': 'focus',
  'die-evade': 'evade',
  // Tokens on a ship (the view's token names).
  'token-focus': 'token-focus',
  'token-evade': 'token-evade',
  'token-calculate': 'token-calculate',
  'token-stress': 'token-stress',
  'token-strain': 'token-strain',
  'token-deplete': 'token-deplete',
  'token-ion': 'token-ion',
  'token-jam': 'token-jam',
  'token-tractor': 'token-tractor',
  'token-disarm': 'token-disarm',
  'token-cloak': 'token-cloak',
  'token-reinforce': 'token-reinforce',
};

/** The font's CSS rules `i.xwing-miniatures-font-<name>:before { content: "<c>"; }`, as name → character. */
export function iconGlyphsOfCss(css: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  const rule = /xwing-miniatures-font-([a-z0-9-]+):before\s*\{\s*content:\s*"((?:\\[^]|[^"\\])+)"/g;
  for (const m of css.matchAll(rule)) glyphs.set(m[1]!, cssString(m[2]!));
  return glyphs;
}

export interface IconFont {
  woff2: Uint8Array;
  /** Our icon name → its character in the subset font. */
  glyphs: Record<string, string>;
  /** Our icon names the font lacks. */
  missingIcons: string[];
}

/** The icon font subset to ICON_NAMES' glyphs, built once per cache directory like the ship font. */
export async function iconFontFiles(
  cacheDir: string,
): Promise<{ fontFile: string; glyphs: Record<string, string>; missingIcons: string[] }> {
  const key = createHash('sha256')
    .update(`${FONT_PACKAGE}\n${JSON.stringify(ICON_NAMES)}`)
    .digest('hex')
    .slice(0, 12);
  const fontFile = join(cacheDir, `xwing-icons-${key}.woff2`);
  const mapFile = join(cacheDir, `xwing-icons-${key}.json`);
  if (existsSync(fontFile) && existsSync(mapFile)) {
    const { glyphs, missingIcons } = JSON.parse(readFileSync(mapFile, 'utf8')) as Omit<IconFont, 'woff2'>;
    return { fontFile, glyphs, missingIcons };
  }
  const { ttf, css } = unpackedFont(cacheDir, true);
  const named = iconGlyphsOfCss(css);
  const glyphs: Record<string, string> = {};
  const missingIcons: string[] = [];
  for (const [ours, theirs] of Object.entries(ICON_NAMES)) {
    const char = named.get(theirs);
    if (char) glyphs[ours] = char;
    else missingIcons.push(ours);
  }
  const { default: subsetFont } = await import('subset-font');
  const woff2 = await subsetFont(ttf, [...new Set(Object.values(glyphs))].join(''), { targetFormat: 'woff2' });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(fontFile, new Uint8Array(woff2));
  writeFileSync(mapFile, JSON.stringify({ glyphs, missingIcons }));
  return { fontFile, glyphs, missingIcons };
}
