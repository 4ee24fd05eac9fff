/** Error codes the geometry reports; the CLI passes them through unchanged. */
export type GeometryErrorCode =
  | 'unknown-maneuver'
  | 'unknown-base'
  | 'unknown-obstacle'
  | 'unknown-arc'
  | 'bad-pose'
  | 'bad-request'
  | 'not-implemented';

/** A request the geometry cannot answer, with a code for programs and a sentence for people. */
export class GeometryError extends Error {
  constructor(
    readonly code: GeometryErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GeometryError';
  }
}
