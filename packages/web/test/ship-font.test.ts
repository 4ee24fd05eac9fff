/**
 * The ship font's glyph map (font/ship-font.ts): read from the font package's CSS rules, escapes included, so each
 * ship draws the character the font's own stylesheet names for it.
 */
import { describe, expect, it } from 'vitest';
import { shipGlyphsOfCss } from '../font/ship-font.js';

describe('shipGlyphsOfCss', () => {
  it('reads plain, escaped and code-point glyphs, and nothing but ship rules', () => {
    const css = [
      'i.xwing-miniatures-font-agility:before {\n  content: "^"; }',
      'i.xwing-miniatures-ship-t65xwing:before {\n  content: "x"; }',
      'i.xwing-miniatures-ship-delta7aethersprite:before {\n  content: "\\\\"; }',
      'i.xwing-miniatures-ship-quote:before { content: "\\""; }',
      'i.xwing-miniatures-ship-private:before { content: "\\e001"; }',
    ].join('\n\n');
    expect(Object.fromEntries(shipGlyphsOfCss(css))).toEqual({
      t65xwing: 'x',
      delta7aethersprite: '\\',
      quote: '"',
      private: '\ue001',
    });
  });
});
