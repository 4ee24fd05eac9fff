/** The ship cards' ability summaries, built from the engine's ability table by vite.config.ts (card-summaries.ts). */
declare module 'virtual:card-summaries' {
  const table: import('./card-summaries.js').SummaryTable;
  export default table;
}
