/**
 * Icons of actions, upgrade slots, the dial's bearings, dice faces and tokens from the community's xwing-miniatures-font (vite.config.ts's icon font, subset to
 * the icons the page draws): fetched the first time an icon is drawn, so not part of the first load. The glyph is drawn
 * by CSS from `data-glyph` (`.xw-icon::before`), so the page's text (and what tests read of it) keeps only words; an
 * icon the font lacks is its name in words.
 */
import { iconFontUrl, iconGlyphs } from 'virtual:icon-font';

/** The CSS font family of the icons (styles.css `.xw-icon`). */
export const ICON_FONT_FAMILY = 'XWingIcons';

let requested = false;

/** Adds the icon font to the document, once (the first icon drawn asks for it). */
export function requestIconFont(): void {
  if (requested || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  requested = true;
  const face = new FontFace(ICON_FONT_FAMILY, `url(${iconFontUrl})`, { display: 'block' });
  document.fonts.add(face);
  void face.load().catch(() => {
    // Without the font each icon's title still names it.
  });
}

/** The character of an icon (an action type or an upgrade slot, the content's names), if the font has one. */
export function iconGlyph(name: string): string | undefined {
  return Object.hasOwn(iconGlyphs, name) ? iconGlyphs[name] : undefined;
}

/** An action type or slot in words ("barrel-roll" → "barrel roll"). */
export function iconWords(name: string): string {
  return name.replace(/-/g, ' ');
}

/**
 * An icon of the font. `label` names it for screen readers and the tooltip (the icon's name in words unless given);
 * `fallback` is what shows where the font has no glyph (the label in words unless given).
 */
export function Icon({
  name,
  className = '',
  label,
  fallback,
}: {
  name: string;
  className?: string;
  label?: string;
  fallback?: string;
}) {
  const glyph = iconGlyph(name);
  const words = label ?? iconWords(name);
  if (!glyph) return <span className={`xw-icon-word ${className}`.trim()}>{fallback ?? words}</span>;
  requestIconFont();
  return (
    <span
      className={`xw-icon ${className}`.trim()}
      data-icon={name}
      data-glyph={glyph}
      role="img"
      aria-label={words}
      title={words}
    />
  );
}
