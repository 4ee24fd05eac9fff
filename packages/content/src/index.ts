export * from './core.js';
export { loadContent } from './load.js';
