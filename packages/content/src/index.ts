export * from './core.js';
export { loadContent } from './load.js';
export { loadFirstEditionContent } from './first-edition.js';
export { cardGroupOf, loadCardGroups } from './card-groups-data.js';
