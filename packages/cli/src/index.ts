export type { ErrorCode } from './errors.js';
export { RequestError } from './errors.js';
export { answerLine, runGeometry } from './geometry-command.js';
export { type Answer, answerRequest, OP_NAMES } from './geometry-ops.js';
export type { Io } from './io.js';
export { main } from './main.js';
