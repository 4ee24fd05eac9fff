export type * from './state.js';
export type * from './decision.js';
export type * from './events.js';
