/** The Engagement Phase is the combat module's (phases/engagement.ts); the flow imports it through this link. */
export { engagement } from './engagement.js';
