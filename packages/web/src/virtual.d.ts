/** The ship cards' ability summaries, built from the engine's ability table by vite.config.ts (card-summaries.ts). */
declare module 'virtual:card-summaries' {
  const table: import('./card-summaries.js').SummaryTable;
  export default table;
}

/** The same for the first edition's cards (the engine's v1 ability table). */
declare module 'virtual:card-summaries-v1' {
  const table: import('./card-summaries.js').SummaryTable;
  export default table;
}

declare module 'virtual:ship-font' {
  /** The subset xwing-miniatures-font ship font (WOFF2), fetched when a board is drawn. */
  export const shipFontUrl: string;
  /** A ship's xws id → the character that draws it in that font; ships without a glyph are absent. */
  export const shipGlyphs: Record<string, string>;
}

declare module 'virtual:icon-font' {
  /** The subset xwing-miniatures-font icon font (WOFF2), fetched the first time an icon is drawn. */
  export const iconFontUrl: string;
  /** An action type or upgrade slot (the content's names) → its character in that font; those without are absent. */
  export const iconGlyphs: Record<string, string>;
}
